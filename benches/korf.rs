//! Korf's 100 random 15-puzzles (`../shared/data/korf100.txt`, goal blank first):
//! - the 6-6-3 pattern databases: build time, size, bytes round trip;
//! - IDA* with them (max of the direct and mirrored lookups) on all 100: total time,
//!   nodes per instance, nodes per second, every cost checked against the published one;
//! - the same reading the mirrored lookup for every child (no lazy skip), as a ratio;
//! - hybrid A*+IDA* (the sliced `FastHybrid`) at several A* caps, against IDA*;
//! - the 7-7-1 split (from `lab`'s cache; the first run builds it): IDA* and the hybrid
//!   on all 100, against 6-6-3 and the published node counts;
//! - the same without the mirrored lookup, for comparison;
//! - IDA* with Manhattan distance in the fast loop on the 24 easiest instances (those
//!   with the smallest gap between the optimal length and h(start)): nodes per second;
//! - on the same 24, linear conflict and walking distance in the fast loop (nodes and
//!   time per instance), and the path `lab tiles` takes (the batch table's solver)
//!   against the generic stepper, as ratios of the kernel's node rate in this run;
//! - what stepping in slices costs against one unbounded step.
//!
//! Run with `cargo bench --bench korf`. Times are the thread's CPU time (from
//! `/proc/thread-self/stat`, 10 ms ticks), so other work on a shared machine does not
//! inflate them; wall-clock time where that is not available.

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    bench::run();
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
#[path = "support/cpu.rs"]
mod cpu;

#[cfg(not(target_arch = "wasm32"))]
mod bench {
    use crate::cpu::cpu_seconds;
    use puzzle_lab::cli::pdb_cache::{cache_dir, load_or_build};
    use puzzle_lab::engine::run::{Run, RunStatus};
    use puzzle_lab::engine::search::Stepper;
    use puzzle_lab::engine::tiles::fast::{solve_hybrid, FastIda, TileState};
    use puzzle_lab::engine::tiles::heuristics::incremental::{
        IncLinearConflict, IncManhattan, IncWalkingDistance, Incremental,
    };
    use puzzle_lab::engine::tiles::heuristics::Heuristic;
    use puzzle_lab::engine::tiles::pdb::{Partition, Pdb, PdbHeuristic};
    use puzzle_lab::engine::tiles::solve::{
        batch_solver, hybrid_frontier, path_moves, solver, Algorithm, SolveConfig, TileStepper,
    };
    use puzzle_lab::engine::tiles::{Board, Goal, GoalKind, Shape};
    use std::sync::Arc;

    fn korf100() -> Vec<(Board, u32)> {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/korf100.txt");
        std::fs::read_to_string(path)
            .expect("../shared/data/korf100.txt")
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|line| {
                let n: Vec<u8> = line
                    .split_whitespace()
                    .map(|x| x.parse().unwrap())
                    .collect();
                (
                    Board::from_tiles(4, n[..16].to_vec()).unwrap(),
                    u32::from(n[16]),
                )
            })
            .collect()
    }

    /// Totals of a batch of runs.
    #[derive(Default)]
    struct Totals {
        seconds: f64,
        expanded: u64,
        generated: u64,
    }

    /// Solves every board with `h`, stepping in slices of `slice`, checks every cost.
    fn solve_all<H: Incremental + Clone>(
        cases: &[(Board, u32)],
        h: &H,
        slice: u64,
        label: &str,
        per_instance: bool,
    ) -> Totals {
        let goal = GoalKind::BlankFirst.board(4);
        let mut t = Totals::default();
        let clock = cpu_seconds();
        for (i, (start, cost)) in cases.iter().enumerate() {
            let mut run = FastIda::new(start, &goal, h.clone());
            while run.step(slice) == RunStatus::Running {}
            let moves = run.solution().expect("solved");
            assert_eq!(moves.len() as u32, *cost, "{label}: instance {}", i + 1);
            t.expanded += run.expanded();
            t.generated += run.generated();
            if per_instance {
                println!(
                    "  {:>3} cost {:>2} h0 {:>2} generated {:>11}",
                    i + 1,
                    cost,
                    run.h_start(),
                    run.generated(),
                );
            }
        }
        t.seconds = cpu_seconds() - clock;
        t
    }

    /// Solves every board with a stepper from `make` (as `lab tiles` runs a table),
    /// checks every cost.
    fn solve_steppers(
        cases: &[(Board, u32)],
        make: impl Fn(&Board, &Board) -> TileStepper,
        label: &str,
    ) -> Totals {
        let goal = GoalKind::BlankFirst.board(4);
        let mut t = Totals::default();
        let clock = cpu_seconds();
        for (i, (start, cost)) in cases.iter().enumerate() {
            let mut run = make(start, &goal);
            run.quiet();
            while Stepper::step(run.as_mut(), 1 << 20) == RunStatus::Running {}
            let path = run.solution().expect("solved");
            assert_eq!(
                path_moves(&path, Shape::FIFTEEN).len() as u32,
                *cost,
                "{label}: {}",
                i + 1
            );
            t.expanded += run.counters().expanded;
            t.generated += run.counters().generated;
        }
        t.seconds = cpu_seconds() - clock;
        t
    }

    /// `H` with the plain update only, so the search reads every child's estimate in
    /// full (the pattern databases' mirrored lookup included): the lazy update's
    /// baseline in the same run.
    #[derive(Clone)]
    struct Eager<H>(H);

    impl<H: Incremental> Incremental for Eager<H> {
        type Acc = H::Acc;

        fn init(&self, state: &TileState) -> H::Acc {
            self.0.init(state)
        }

        fn value(&self, acc: &H::Acc) -> u32 {
            self.0.value(acc)
        }

        fn update(&self, acc: &H::Acc, state: &TileState, tile: u8, from: u8, to: u8) -> H::Acc {
            self.0.update(acc, state, tile, from, to)
        }
    }

    fn report(label: &str, n: usize, t: &Totals) {
        println!(
            "{label}: {n} instances in {:.2} s; {:.0} generated ({:.0} expanded) per instance; {:.1} M generated/s",
            t.seconds,
            t.generated as f64 / n as f64,
            t.expanded as f64 / n as f64,
            t.generated as f64 / t.seconds / 1e6
        );
    }

    /// Hybrid A*+IDA* with `h` on every board, A* to `cap` boards, every cost checked;
    /// the totals and the nodes A* expanded.
    fn hybrid_all(cases: &[(Board, u32)], h: &PdbHeuristic, cap: usize) -> (Totals, u64) {
        let goal = GoalKind::BlankFirst.board(4);
        let mut t = Totals::default();
        let mut astar = 0u64;
        let clock = cpu_seconds();
        for (i, (start, cost)) in cases.iter().enumerate() {
            let out = solve_hybrid(start, &goal, h, cap).expect("solvable");
            assert_eq!(out.cost(), *cost, "hybrid {cap}: instance {}", i + 1);
            t.expanded += out.expanded;
            t.generated += out.generated;
            astar += out.astar_expanded;
        }
        t.seconds = cpu_seconds() - clock;
        (t, astar)
    }

    /// Hybrid A*+IDA* with the same heuristic on all 100, at several A* node caps,
    /// every cost checked; time and nodes as ratios of IDA*'s in this run.
    fn hybrid_against_ida(cases: &[(Board, u32)], h: &PdbHeuristic, ida: &Totals) {
        for cap in [1_000, 3_000, 10_000, 30_000, 100_000, 1_000_000] {
            let (t, astar) = hybrid_all(cases, h, cap);
            report(&format!("hybrid A*+IDA*, A* to {cap:>9} nodes"), 100, &t);
            println!(
                "  A* expanded {:.0} per instance; against IDA*: time {:.2}, generated {:.2}",
                astar as f64 / 100.0,
                t.seconds / ida.seconds,
                t.generated as f64 / ida.generated as f64
            );
        }
    }

    /// The 7-7-1 split (loaded from `lab`'s cache, or built and saved there on the
    /// first run: about 1.5 min and 450 MB): IDA\* and the hybrid at the solver's
    /// hand-over on all 100, against 6-6-3's IDA\* in this run and the published node
    /// counts.
    fn seven_seven_one(cases: &[(Board, u32)], ida_663: &Totals) {
        let loaded = load_or_build(
            &cache_dir(None),
            &Partition::seven_seven_one(),
            &mut std::io::stderr(),
        );
        println!(
            "7-7-1 pattern databases: {} in {:.1} s ({}); {} bytes ({:.0} MB)",
            if loaded.built { "built" } else { "loaded" },
            loaded.seconds,
            loaded.path.display(),
            loaded.pdb.size_bytes(),
            loaded.pdb.size_bytes() as f64 / 1e6
        );
        let h = PdbHeuristic::new(loaded.pdb);
        let ida = solve_all(cases, &h, u64::MAX, "7-7-1", false);
        report("IDA* + 7-7-1 PDB, max with mirror", 100, &ida);
        let cap = hybrid_frontier(Shape::FIFTEEN) as usize;
        let (hybrid, _) = hybrid_all(cases, &h, cap);
        report(
            &format!("hybrid A*+IDA* + 7-7-1 PDB, A* to {cap} nodes"),
            100,
            &hybrid,
        );
        println!(
            "  against 6-6-3's IDA* in this run: IDA* time {:.2}, generated {:.3}; hybrid time {:.2}, generated {:.3}",
            ida.seconds / ida_663.seconds,
            ida.generated as f64 / ida_663.generated as f64,
            hybrid.seconds / ida_663.seconds,
            hybrid.generated as f64 / ida_663.generated as f64,
        );
        println!(
            "  published IDA* nodes per instance (Felner, Korf and Hanan 2004): 6-6-3 without the mirror 617,555; 7-8 with it 36,710"
        );
    }

    pub fn run() {
        let cases = korf100();
        assert_eq!(cases.len(), 100);
        let goal = GoalKind::BlankFirst.board(4);

        let clock = cpu_seconds();
        let pdb = Pdb::build_default();
        let build = cpu_seconds() - clock;
        let clock = cpu_seconds();
        let bytes = pdb.to_bytes();
        let save = cpu_seconds() - clock;
        let clock = cpu_seconds();
        let loaded = Pdb::from_bytes(&bytes).expect("round trip");
        let load = cpu_seconds() - clock;
        assert_eq!(loaded, pdb);
        println!(
            "6-6-3 pattern databases: built in {build:.2} s; {} bytes ({:.1} MB); to_bytes {save:.3} s, from_bytes (with checksum) {load:.3} s",
            pdb.size_bytes(),
            pdb.size_bytes() as f64 / 1e6
        );
        let pdb = Arc::new(pdb);

        let h = PdbHeuristic::new(pdb.clone());
        let with_mirror = solve_all(&cases, &h, u64::MAX, "pdb", true);
        report("IDA* + 6-6-3 PDB, max with mirror", 100, &with_mirror);
        let eager = solve_all(&cases, &Eager(h.clone()), u64::MAX, "pdb eager", false);
        report("  the same, mirror read for every child", 100, &eager);
        assert_eq!(
            (eager.expanded, eager.generated),
            (with_mirror.expanded, with_mirror.generated),
            "the lazy mirrored read changes no count"
        );
        println!(
            "  skipping the mirrored read where the direct one settles the cut: time {:.2} of reading both",
            with_mirror.seconds / eager.seconds
        );
        hybrid_against_ida(&cases, &h, &with_mirror);
        seven_seven_one(&cases, &with_mirror);

        let direct = solve_all(
            &cases,
            &PdbHeuristic::direct_only(pdb.clone()),
            u64::MAX,
            "pdb direct",
            false,
        );
        report("IDA* + 6-6-3 PDB, direct only   ", 100, &direct);

        // Stepping cost: the same 100 in slices of 10,000 expansions (what a page
        // does between frames), against one unbounded step.
        let sliced = solve_all(&cases, &h, 10_000, "pdb sliced", false);
        println!(
            "stepping in slices of 10,000 expansions: {:.2} s vs {:.2} s unbounded (ratio {:.3})",
            sliced.seconds,
            with_mirror.seconds,
            sliced.seconds / with_mirror.seconds
        );

        // Manhattan distance on the 24 easiest (smallest gap optimal − h(start)).
        let g = Goal::new(goal.clone());
        let man = IncManhattan::new(&g);
        let mut order: Vec<usize> = (0..100).collect();
        let gap = |i: usize| {
            let s = TileState::from_board(&cases[i].0);
            cases[i].1 - man.value(&man.init(&s))
        };
        order.sort_by_key(|&i| (gap(i), cases[i].1, i));
        let easiest: Vec<(Board, u32)> = order[..24].iter().map(|&i| cases[i].clone()).collect();
        let numbers: Vec<String> = order[..24].iter().map(|&i| (i + 1).to_string()).collect();
        println!(
            "24 easiest for Manhattan (instance numbers): {}",
            numbers.join(" ")
        );
        let manhattan = solve_all(&easiest, &man, u64::MAX, "manhattan", false);
        report("IDA* + Manhattan (fast loop), 24 easiest", 24, &manhattan);
        let conflict = solve_all(&easiest, &IncLinearConflict::new(&g), u64::MAX, "lc", false);
        report(
            "IDA* + linear conflict (fast loop), 24 easiest",
            24,
            &conflict,
        );
        let walking = solve_all(
            &easiest,
            &IncWalkingDistance::new(&g),
            u64::MAX,
            "wd",
            false,
        );
        report(
            "IDA* + walking distance (fast loop), 24 easiest",
            24,
            &walking,
        );
        println!(
            "walking distance against Manhattan: {:.3}× the nodes, {:.3}× the time; against linear conflict: {:.3}× the nodes, {:.3}× the time",
            walking.generated as f64 / manhattan.generated as f64,
            walking.seconds / manhattan.seconds,
            walking.generated as f64 / conflict.generated as f64,
            walking.seconds / conflict.seconds,
        );

        // What `lab tiles --algo idastar --h manhattan` runs: the batch table's solver.
        let config = SolveConfig::new(Algorithm::IdaStar, Heuristic::Manhattan);
        let lab = solve_steppers(
            &easiest,
            |s, g| batch_solver(s, g, config).expect("solvable"),
            "lab",
        );
        report(
            "IDA* + Manhattan as lab tiles runs it, 24 easiest",
            24,
            &lab,
        );
        let rate = |t: &Totals| t.generated as f64 / t.seconds;
        println!(
            "lab tiles' node rate against the kernel's: {:.3}",
            rate(&lab) / rate(&manhattan)
        );
        if std::env::var_os("KORF_GENERIC").is_some() {
            let generic = solve_steppers(
                &easiest,
                |s, g| solver(s, g, config).expect("solvable"),
                "generic",
            );
            report(
                "IDA* + Manhattan, generic stepper, 24 easiest",
                24,
                &generic,
            );
            println!(
                "the generic stepper's node rate against the kernel's: {:.3}",
                rate(&generic) / rate(&manhattan)
            );
        }
    }
}
