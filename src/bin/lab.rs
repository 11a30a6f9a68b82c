//! `lab`: Puzzle Lab's engine on the command line. Run `lab --help`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let code = puzzle_lab::cli::run(args, &mut std::io::stdout().lock());
    std::process::exit(code);
}

#[cfg(target_arch = "wasm32")]
fn main() {}
