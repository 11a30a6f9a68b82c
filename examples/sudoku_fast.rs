//! The fast Sudoku solver over a puzzle file, natively: the reference the browser
//! benchmark (`e2e/bench-wasm.js sudoku`) divides the worker's time by.
//!
//! `cargo run --release --example sudoku_fast -- <FILE> [PASSES]` prints one JSON line:
//! `{"puzzles":…,"passes":…,"solved":…,"guesses":…,"seconds":…}`, where `seconds` is the
//! best of three timed runs of [`fast_solve_batch`] after one warm-up pass.

use puzzle_lab::engine::sudoku::{fast_solve_batch, Grid};
use std::time::Instant;

fn main() {
    if let Err(message) = run() {
        eprintln!("sudoku_fast: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let file = args.next().ok_or("usage: sudoku_fast <FILE> [PASSES]")?;
    let passes = match args.next() {
        Some(text) => text.parse().map_err(|e| format!("passes {text:?}: {e}"))?,
        None => 1,
    };
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{file}: {e}"))?;
    let grids = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| Grid::parse(l).map_err(|e| format!("{file}: {e}")))
        .collect::<Result<Vec<_>, _>>()?;
    fast_solve_batch(&grids, 1)?;
    let mut best = f64::INFINITY;
    let mut batch = Default::default();
    for _ in 0..3 {
        let started = Instant::now();
        batch = fast_solve_batch(&grids, passes)?;
        best = best.min(started.elapsed().as_secs_f64());
    }
    println!(
        "{}",
        serde_json::json!({
            "puzzles": grids.len(),
            "passes": passes,
            "solved": batch.solved,
            "guesses": batch.guesses,
            "seconds": best,
        })
    );
    Ok(())
}
