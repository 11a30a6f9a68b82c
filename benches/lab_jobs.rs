//! `lab --jobs`: the wall-clock time of two batch commands with `--jobs 1` and
//! `--jobs 2`, in one run, and the ratio (target ≤ 0.6 on a 2-core machine):
//! - `lab sudoku --solver ga --preset best --runs 20` over the coursework's grids (the
//!   `sudoku` lines of `../shared/data/seed_cases.txt`);
//! - `lab magic --n 6 --preset seed004 --max-generations 3000 --runs 16` (a GA batch
//!   long enough to measure: the seed grids fall to the Sudoku preset's propagation in
//!   milliseconds);
//! - `lab tiles --algo idastar --h pdb` over Korf's 100 (`../shared/data/korf100.txt`),
//!   databases from the tests' cache under `target/` (built there on first use).
//!
//! Each command runs in this process through `puzzle_lab::cli::run`, alternating
//! `--jobs 1` and `--jobs 2` for `LAB_JOBS_ROUNDS` rounds (default 2); the best time of
//! each is kept, and the two outputs must be identical apart from the time fields.
//! `LAB_JOBS_KORF=N` keeps only Korf's first N instances.
//!
//! Run with `cargo bench --bench lab_jobs`. Wall-clock times on a shared machine
//! measure its load as well: compare the figures of one run only. Beside each time it
//! prints the process's CPU seconds per wall-clock second: with `--jobs 2` on an idle
//! 2-core machine that is near 2; near 1 means the machine (busy, and sharing CPU
//! between sessions) gave the command one core's worth, whatever its thread count.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    bench::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use std::path::PathBuf;
    use std::time::Instant;

    /// The fields that hold wall-clock times.
    const TIME_FIELDS: [&str; 3] = ["seconds", "total_seconds", "pdb_load_seconds"];

    /// Seconds of CPU the whole process has used, all threads (user + system, from
    /// `/proc/self/stat` at 100 ticks a second), or 0 where that is unavailable.
    fn process_cpu_seconds() -> f64 {
        let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
        let fields: Vec<&str> = stat
            .rsplit(')')
            .next()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        let tick = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
        tick(11).zip(tick(12)).map_or(0.0, |(u, s)| (u + s) / 100.0)
    }

    /// One timed command: wall-clock and CPU seconds.
    #[derive(Clone, Copy)]
    struct Timing {
        wall: f64,
        cpu: f64,
    }

    /// Runs `lab` with `args` and `--jobs jobs`: its timing and its JSON lines without
    /// the time fields.
    fn timed(args: &[String], jobs: usize) -> (Timing, Vec<serde_json::Value>) {
        let mut argv = args.to_vec();
        argv.extend(["--json".into(), "--jobs".into(), jobs.to_string()]);
        let mut out = Vec::new();
        let cpu = process_cpu_seconds();
        let clock = Instant::now();
        let code = puzzle_lab::cli::run(argv, &mut out);
        let seconds = Timing {
            wall: clock.elapsed().as_secs_f64(),
            cpu: process_cpu_seconds() - cpu,
        };
        assert_eq!(code, 0, "lab {args:?} --jobs {jobs} failed");
        let lines = String::from_utf8(out)
            .expect("lab prints UTF-8")
            .lines()
            .map(|l| {
                let mut v: serde_json::Value = serde_json::from_str(l).expect("JSON lines");
                if let Some(object) = v.as_object_mut() {
                    for field in TIME_FIELDS {
                        object.remove(field);
                    }
                }
                v
            })
            .collect();
        (seconds, lines)
    }

    /// Alternates `--jobs 1` and `--jobs 2`, checks the outputs agree, prints the best
    /// wall-clock time of each, their ratio, and the CPU seconds used per wall-clock
    /// second in those runs (how many cores the machine actually gave the command).
    fn compare(title: &str, args: &[String], rounds: usize) {
        let worst = Timing {
            wall: f64::INFINITY,
            cpu: 0.0,
        };
        let (mut one, mut two) = (worst, worst);
        let mut reference: Option<Vec<serde_json::Value>> = None;
        for _ in 0..rounds {
            for (jobs, best) in [(1, &mut one), (2, &mut two)] {
                let (seconds, lines) = timed(args, jobs);
                if seconds.wall < best.wall {
                    *best = seconds;
                }
                match &reference {
                    None => reference = Some(lines),
                    Some(r) => assert!(
                        *r == lines,
                        "{title}: --jobs {jobs} printed different lines"
                    ),
                }
            }
        }
        let lines = reference.map_or(0, |r| r.len());
        println!(
            "{title}: {lines} lines, identical (best of {rounds})\n  --jobs 1 {:.2} s ({:.2} cores used), --jobs 2 {:.2} s ({:.2} cores used): ratio {:.2}",
            one.wall,
            one.cpu / one.wall,
            two.wall,
            two.cpu / two.wall,
            two.wall / one.wall
        );
    }

    /// The shared data file `name`.
    fn data(name: &str) -> String {
        let dir = std::env::var_os("PUZZLE_LAB_DATA")
            .map_or_else(|| PathBuf::from("../shared/data"), PathBuf::from);
        dir.join(name).display().to_string()
    }

    fn env_number(key: &str) -> Option<usize> {
        std::env::var(key).ok().and_then(|v| v.parse().ok())
    }

    pub fn run() {
        let rounds = env_number("LAB_JOBS_ROUNDS").unwrap_or(2).max(1);
        println!(
            "lab --jobs 1 against --jobs 2 ({} cores reported), wall clock:",
            std::thread::available_parallelism().map_or(1, |n| n.get())
        );
        let sudoku: Vec<String> = [
            "sudoku",
            "--solver",
            "ga",
            "--preset",
            "best",
            "--runs",
            "20",
            "--file",
            &data("seed_cases.txt"),
        ]
        .map(String::from)
        .to_vec();
        compare("sudoku GA best, 20 runs × the seed grids", &sudoku, rounds);
        // The seed grids fall to the preset's singles propagation almost at once, so
        // that batch is too short to measure a pool by; a longer GA batch beside it (the
        // coursework's magic-square GA to a generation limit, so every run is work).
        let magic: Vec<String> = [
            "magic",
            "--n",
            "6",
            "--preset",
            "seed004",
            "--max-generations",
            "3000",
            "--runs",
            "16",
        ]
        .map(String::from)
        .to_vec();
        compare(
            "magic seed004, order 6, 3000 generations, 16 runs",
            &magic,
            rounds,
        );

        let mut korf = data("korf100.txt");
        let mut title = "tiles idastar pdb, Korf's 100".to_string();
        if let Some(n) = env_number("LAB_JOBS_KORF") {
            let text = std::fs::read_to_string(&korf).expect("korf100.txt");
            let first: Vec<&str> = text.lines().take(n).collect();
            let path = std::env::temp_dir().join(format!("korf-first-{n}.txt"));
            std::fs::write(&path, first.join("\n")).expect("temp dir is writable");
            korf = path.display().to_string();
            title = format!("tiles idastar pdb, Korf's first {n}");
        }
        let cache = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/pdb-test-cache");
        let tiles: Vec<String> = [
            "tiles",
            "--algo",
            "idastar",
            "--h",
            "pdb",
            "--goal",
            "blank-first",
            "--pdb-dir",
            &cache.display().to_string(),
            "--file",
            &korf,
        ]
        .map(String::from)
        .to_vec();
        // Load (or build) the databases once before timing, so neither side pays the build.
        let mut goal_only = tiles[..tiles.len() - 2].to_vec();
        goal_only.extend([
            "--board".into(),
            (0..16).map(|t| t.to_string()).collect::<Vec<_>>().join(" "),
        ]);
        let _ = timed(&goal_only, 1);
        compare(&title, &tiles, rounds);
    }
}
