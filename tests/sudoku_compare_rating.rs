//! The Sudoku compare job as the worker runs it: human propagation levels beside AC-3,
//! with the logic rating in every row of a rated job.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::sudoku::compare::{run_job, CaseRating, SudokuCompareJob};
use puzzle_lab::engine::sudoku::csp::{CspConfig, Inference, Propagation};
use puzzle_lab::engine::sudoku::logic::rate;
use puzzle_lab::engine::sudoku::presets::{hard_presets, seed_presets};

#[test]
fn a_rated_job_rates_each_case_once_and_counts_human_deductions() {
    let mut cases = hard_presets();
    cases.truncate(3);
    // seed003_grid has several solutions: it gets no rating.
    let multi = seed_presets()
        .into_iter()
        .find(|c| c.name == "seed003_grid")
        .unwrap();
    cases.push(multi.clone());
    let configs: Vec<CspConfig> = [Propagation::Off, Propagation::FishWings]
        .map(|p| CspConfig::default().with_propagation(p))
        .to_vec();
    let mut job = SudokuCompareJob::rated(cases.clone(), configs.clone(), 60.0);
    let rows = run_job(&mut job, || 0.0);
    assert_eq!(rows.len(), cases.len() * 2);
    for (i, row) in rows.iter().enumerate() {
        let case = &cases[i / 2];
        assert_eq!(row.case, case.name);
        assert_eq!(row.config, configs[i % 2]);
        assert_eq!(row.outcome.code(), "solved", "{}", row.case);
        let expected = rate(&case.grid).ok().map(|r| CaseRating {
            level: r.level.name().to_string(),
            score: r.score,
        });
        assert_eq!(row.rating, expected, "{}", row.case);
        if i % 2 == 0 {
            assert_eq!(row.deductions, 0, "AC-3 alone deduces nothing by hand");
        }
    }
    assert_eq!(rows.iter().filter(|r| r.rating.is_some()).count(), 6);
    assert!(rows[1].deductions > 0 && rows[1].nodes <= rows[0].nodes);
    assert_eq!(
        CaseRating::of(&multi.grid),
        None,
        "a puzzle with several solutions has no rating"
    );
    // An unrated job leaves the rating out.
    let mut plain = SudokuCompareJob::new(cases[..1].to_vec(), configs, 60.0);
    assert!(run_job(&mut plain, || 0.0)
        .iter()
        .all(|r| r.rating.is_none()));
}

#[test]
fn the_inference_and_the_level_are_independent_choices() {
    let case = hard_presets().remove(0);
    let configs: Vec<CspConfig> = Inference::ALL
        .iter()
        .map(|&inference| CspConfig {
            inference,
            ..CspConfig::default().with_propagation(Propagation::Subsets)
        })
        .collect();
    let mut job = SudokuCompareJob::new(vec![case], configs, 60.0);
    let rows = run_job(&mut job, || 0.0);
    assert_eq!(rows.len(), 3);
    let solution = rows[0].solution.clone().unwrap();
    for row in &rows {
        assert_eq!(
            row.solution.as_ref(),
            Some(&solution),
            "{}",
            row.config.label()
        );
        assert!(row.deductions > 0, "{}", row.config.label());
        assert!(row.config.label().ends_with("/ subsets"));
    }
}

/// DLX in the compare job: a row per case after the configurations, the same solution
/// as the CSP search on every case with one, the same counters on a second run, and
/// contradictory givens refused as for the CSP rows.
#[test]
fn dlx_rows_follow_the_configurations_and_agree_with_them() {
    let mut cases = hard_presets();
    cases.truncate(4);
    let mut bad = cases[0].clone();
    bad.name = "clash".into();
    // Copy a row's given into an empty cell of the same row.
    let (r, c, d) = (0..9)
        .find_map(|r| {
            let empty = (0..9).find(|&c| bad.grid.get(r, c) == 0)?;
            let given = (0..9).find(|&c| bad.grid.get(r, c) != 0)?;
            Some((r, empty, bad.grid.get(r, given)))
        })
        .unwrap();
    bad.grid.set(r, c, d);
    cases.push(bad);
    let configs = vec![CspConfig::default()];
    let run = || {
        let job = SudokuCompareJob::new(cases.clone(), configs.clone(), 60.0);
        run_job(&mut job.and_dlx().and_dlx(), || 0.0)
    };
    let rows = run();
    assert_eq!(rows.len(), cases.len() * 2, "DLX is added once");
    for pair in rows.chunks(2) {
        let (csp, dlx) = (&pair[0], &pair[1]);
        assert!(!csp.dlx && dlx.dlx);
        assert_eq!(dlx.solver_label(), "DLX (exact cover)");
        assert_eq!(dlx.case, csp.case);
        assert_eq!(dlx.outcome, csp.outcome, "{}", csp.case);
        if csp.case == "clash" {
            assert_eq!(dlx.outcome.code(), "invalid");
            assert!(dlx
                .error
                .as_deref()
                .unwrap()
                .starts_with("contradictory givens"));
            continue;
        }
        let grid = &cases.iter().find(|k| k.name == csp.case).unwrap().grid;
        if rate(grid).is_ok() {
            assert_eq!(dlx.solution, csp.solution, "{}: one solution", csp.case);
        }
        assert!(dlx.solution.is_some() && dlx.nodes > 0, "{}", csp.case);
    }
    let again = run();
    let counters = |rows: &[puzzle_lab::engine::sudoku::compare::SudokuRow]| {
        rows.iter()
            .map(|r| (r.nodes, r.backtracks, r.max_depth))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        counters(&rows),
        counters(&again),
        "the counters are deterministic"
    );
}
