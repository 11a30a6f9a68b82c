//! The rater's speed: puzzles rated per second on `sudoku_magictour_top1465.txt` (and
//! top95), each rating a full logic path (the cheapest technique at each step) after
//! the one-solution check. Reports the median of three rounds, the share solved without
//! the last resort, and with `-- --profile` the time spent in each technique's search.
//!
//! Run with `cargo bench --bench sudoku_logic`.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    bench::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use puzzle_lab::engine::sudoku::logic::{find_first, rate, State, TABLE};
    use puzzle_lab::engine::sudoku::Grid;
    use std::time::{Duration, Instant};

    fn puzzles(file: &str) -> Vec<Grid> {
        let path = format!("{}/../shared/data/{file}", env!("CARGO_MANIFEST_DIR"));
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{path}: {e}"))
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
            .map(|l| Grid::parse(l).expect("a puzzle"))
            .collect()
    }

    /// Time per technique over a solve of every puzzle (the solver's loop, timed).
    fn profile(grids: &[Grid]) {
        let mut spent = vec![Duration::ZERO; TABLE.len()];
        let mut hits = vec![0u32; TABLE.len()];
        for grid in grids {
            let mut state = State::from_grid(grid).expect("valid");
            while !state.is_solved() {
                let mut step = None;
                for (i, e) in TABLE.iter().enumerate() {
                    let t = Instant::now();
                    let found = find_first(&state, e.technique);
                    spent[i] += t.elapsed();
                    if found.is_some() {
                        hits[i] += 1;
                        step = found;
                        break;
                    }
                }
                let Some(step) = step else { break };
                step.apply(&mut state);
            }
        }
        let mut rows: Vec<usize> = (0..TABLE.len()).collect();
        rows.sort_by_key(|&i| std::cmp::Reverse(spent[i]));
        for i in rows.into_iter().take(20) {
            println!(
                "{:>28} {:>9.1} ms {:>7} steps",
                TABLE[i].technique.name(),
                spent[i].as_secs_f64() * 1e3,
                hits[i]
            );
        }
    }

    pub fn run() {
        let args: Vec<String> = std::env::args().collect();
        for file in ["sudoku_magictour_top1465.txt", "sudoku_norvig_top95.txt"] {
            let grids = puzzles(file);
            if args.iter().any(|a| a == "--profile") {
                println!("{file}: time per technique");
                profile(&grids);
                continue;
            }
            let mut rounds = Vec::new();
            let mut logic = 0;
            for _ in 0..3 {
                let start = Instant::now();
                logic = 0;
                for grid in &grids {
                    let r = rate(grid).expect("a proper puzzle");
                    assert!(r.solved);
                    if r.logic {
                        logic += 1;
                    }
                }
                rounds.push(grids.len() as f64 / start.elapsed().as_secs_f64());
            }
            rounds.sort_by(f64::total_cmp);
            println!(
                "{file}: {:.0} puzzles rated per second (median of 3), {logic} of {} without trial and error",
                rounds[1],
                grids.len()
            );
        }
    }
}
