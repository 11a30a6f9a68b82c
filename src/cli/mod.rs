//! The `lab` command-line tool: runs the engine natively for batch work and tables.
//!
//! Only built natively (it reads files and the clock, which the engine never does).

mod args;
pub mod ga_run;
mod input;
pub mod jobs;
pub mod magic;
mod pdb_cache;
pub mod sudoku;
pub mod sudoku_ga;
mod sudoku_logic;
pub mod tiles;
mod tiles_pdb;
mod tiles_runs;

pub use args::{ArgError, Args};

/// The top-level help text.
pub const USAGE: &str = "\
lab — Puzzle Lab's solvers on the command line

USAGE:
    lab tiles [OPTIONS] (--board \"<numbers>\" | --file <FILE>)...
    lab sudoku [OPTIONS] (--grid \"<puzzle>\" | --file <FILE>)...
    lab sudoku --solver ga --preset <P> [OPTIONS] (--grid \"<puzzle>\" | --file <FILE>)...
    lab magic --n <N> [OPTIONS]

SUBCOMMANDS:
    tiles     solve 8- and 15-puzzles (see `lab tiles --help`)
    sudoku    solve (CSP or GA), generate and count Sudoku (see `lab sudoku --help`)
    magic     evolve magic squares (see `lab magic --help`)
";

/// Runs `lab` with the given arguments (without the program name), writing results to
/// `out`. Returns the process exit code: 0 all good, 1 some input was invalid,
/// 2 the command line itself was wrong.
pub fn run(argv: Vec<String>, out: &mut dyn std::io::Write) -> i32 {
    let mut argv = argv.into_iter();
    match argv.next().as_deref() {
        Some("tiles") => tiles::main(argv.collect(), out),
        Some("sudoku") => sudoku::main(argv.collect(), out),
        Some("magic") => magic::main(argv.collect(), out),
        Some("-h") | Some("--help") | None => {
            let _ = write!(out, "{USAGE}");
            if argv.len() == 0 {
                0
            } else {
                2
            }
        }
        Some(other) => {
            eprintln!("lab: unknown subcommand `{other}`\n\n{USAGE}");
            2
        }
    }
}
