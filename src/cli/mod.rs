//! The `lab` command-line tool: runs the engine natively for batch work and tables.
//!
//! Only built natively (it reads files and the clock, which the engine never does).
//! The command line is declared in [`args`] (clap's derive: run `lab --help`); each
//! command's file turns its options into runs.

pub mod args;
pub mod ga_run;
mod input;
pub mod jobs;
pub mod magic;
pub mod pdb_cache;
pub mod report;
pub mod sudoku;
pub mod sudoku_ga;
mod sudoku_logic;
pub mod tiles;
mod tiles_pdb;
mod tiles_runs;

pub use args::{ArgError, Lab, LabCommand};
pub use report::Failure;

use clap::FromArgMatches;
use std::io::Write;

/// Runs `lab` with the given arguments (without the program name), writing results
/// (and help) to `out`. Returns the process exit code: 0 all good, 1 some input was
/// invalid, 2 the command line itself was wrong.
pub fn run(argv: Vec<String>, out: &mut dyn Write) -> i32 {
    execute(argv, out).unwrap_or_else(|failure| failure.report(out))
}

/// Parses `argv` and runs the command: its exit code, or why it did not run (or the
/// help it asked for), not yet printed.
pub fn execute(argv: Vec<String>, out: &mut dyn Write) -> Result<i32, Failure> {
    let matches = args::command()
        .try_get_matches_from(std::iter::once("lab".to_string()).chain(argv))
        .map_err(Failure::Parse)?;
    let lab = Lab::from_arg_matches(&matches).map_err(Failure::Parse)?;
    match lab.command {
        LabCommand::Tiles(args) => {
            tiles::main(args, out).map_err(|e| Failure::usage("lab tiles", e))
        }
        LabCommand::Sudoku(args) => {
            let sudoku = matches.subcommand_matches("sudoku").unwrap_or(&matches);
            sudoku::main(args, sudoku, out)
        }
        LabCommand::Magic(args) => {
            magic::main(args, out).map_err(|e| Failure::usage("lab magic", e))
        }
    }
}
