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
