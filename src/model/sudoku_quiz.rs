//! The Sudoku solver's quiz questions, asked before a branching step from the numbers
//! the solver itself weighs ([`BranchPeek`]): "Which cell does MRV choose?" (or the
//! degree heuristic, or MRV with degree) and "Which value does LCV try first?". Every
//! cell or value tied at the best key is right.

use super::quiz::{Choice, Question};
use crate::engine::sudoku::csp::{BranchPeek, CspConfig, VarOrder};
use crate::engine::sudoku::units::cell_name;

/// How many cells a variable question offers at most.
const CELL_CHOICES: usize = 5;

/// The question before the step after `step` units, when the next unit branches
/// (`peek`); `None` when nothing is weighed (static order and natural values). With
/// both a variable and a value heuristic, the questions take turns.
pub fn sudoku_question(config: &CspConfig, peek: &BranchPeek, step: u64) -> Option<Question> {
    let var = var_question(config.var, peek);
    let val = BranchPeek::values_weighed(config)
        .then(|| value_question(peek))
        .flatten();
    match (var, val) {
        (Some(_), Some(val)) if step % 2 == 1 => Some(val),
        (Some(var), _) => Some(var),
        (None, val) => val,
    }
}

/// "1 candidate", "2 candidates".
fn counted(n: u8, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}

/// The heuristic's name, its rule, and how a cell's numbers read.
fn var_words(
    order: VarOrder,
    candidates: u8,
    empty_peers: u8,
) -> (&'static str, &'static str, String) {
    match order {
        VarOrder::Mrv | VarOrder::Static => (
            "MRV",
            "MRV takes a cell with the fewest candidates left",
            counted(candidates, "candidate"),
        ),
        VarOrder::Degree => (
            "the degree heuristic",
            "the degree heuristic (as the coursework defines it) takes a cell with the fewest empty peers",
            counted(empty_peers, "empty peer"),
        ),
        VarOrder::MrvDegree => (
            "MRV with degree",
            "MRV takes a cell with the fewest candidates, and the fewest empty peers break ties",
            format!(
                "{}, {}",
                counted(candidates, "candidate"),
                counted(empty_peers, "empty peer")
            ),
        ),
    }
}

/// "Which cell does MRV choose?": the cells tied at the best key (the solver's own
/// choice among them) and the next best as the other choices, in reading order.
fn var_question(order: VarOrder, peek: &BranchPeek) -> Option<Question> {
    let key = |&(_, n, d): &(u8, u8, u8)| BranchPeek::key(order, n, d);
    let best = peek.cells.iter().filter_map(key).min()?;
    // The chosen cell, the other tied cells, then the rest by key: the first few.
    let mut ranked: Vec<&(u8, u8, u8)> = peek.cells.iter().collect();
    crate::engine::small_sort::sort_small_by_key(&mut ranked, |c| {
        (c.0 as usize != peek.cell, key(c))
    });
    ranked.truncate(CELL_CHOICES);
    if ranked.len() < 2 {
        return None;
    }
    crate::engine::small_sort::sort_small_by_key(&mut ranked, |c| c.0);
    let (name, rule, _) = var_words(order, 0, 0);
    let chosen = peek.cells.iter().find(|c| c.0 as usize == peek.cell)?;
    let cells = ranked.iter().map(|c| c.0 as usize).collect();
    Some(Question {
        prompt: format!("Which cell does {name} choose to branch on?"),
        board: None,
        choices: ranked
            .into_iter()
            .map(|c| Choice {
                label: cell_name(c.0 as usize),
                board: None,
                right: key(c) == Some(best),
                reveal: var_words(order, c.1, c.2).2,
            })
            .collect(),
        rule: rule.to_string(),
        answer: var_words(order, chosen.1, chosen.2).2,
        cells,
    })
}

/// "Which value does LCV try first in r3c5?": the cell's candidates, every value tied
/// at the lowest count right.
fn value_question(peek: &BranchPeek) -> Option<Question> {
    if peek.values.len() < 2 {
        return None;
    }
    let least = peek.values.iter().map(|v| v.1).min()?;
    let count = |n: u8| format!("in {}", counted(n, "empty peer"));
    Some(Question {
        prompt: format!("Which value does LCV try first in {}?", cell_name(peek.cell)),
        board: None,
        choices: peek
            .values
            .iter()
            .map(|&(digit, n)| Choice {
                label: digit.to_string(),
                board: None,
                right: n == least,
                reveal: count(n),
            })
            .collect(),
        rule: "LCV tries first the value left in the fewest empty peers, so it rules out the fewest of their candidates".to_string(),
        answer: count(least),
        cells: vec![peek.cell],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::csp::{Inference, ValOrder};

    fn peek() -> BranchPeek {
        BranchPeek {
            cell: 20,
            // (cell, candidates, empty peers)
            cells: vec![
                (3, 3, 12),
                (7, 2, 14),
                (20, 2, 11),
                (40, 4, 9),
                (50, 5, 8),
                (60, 2, 11),
            ],
            values: vec![(1, 4), (5, 2), (8, 2), (9, 6)],
        }
    }

    fn config(var: VarOrder, val: ValOrder) -> CspConfig {
        CspConfig {
            var,
            val,
            inference: Inference::ForwardChecking,
            singles: false,
            ..CspConfig::default()
        }
    }

    #[test]
    fn mrv_ties_are_all_right_and_the_choices_read_in_grid_order() {
        let q = sudoku_question(&config(VarOrder::Mrv, ValOrder::Natural), &peek(), 0).unwrap();
        assert_eq!(q.prompt, "Which cell does MRV choose to branch on?");
        let labels: Vec<&str> = q.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(
            labels,
            ["r1c4", "r1c8", "r3c3", "r5c5", "r7c7"],
            "five cells, in reading order"
        );
        assert_eq!(
            q.cells,
            [3, 7, 20, 40, 60],
            "the grid rings the cells offered"
        );
        assert_eq!(
            q.right_labels(),
            ["r1c8", "r3c3", "r7c7"],
            "three cells tie at 2 candidates"
        );
        let wrong = q.judge(0).unwrap();
        assert_eq!(
            wrong.text,
            "Not quite: MRV takes a cell with the fewest candidates left, which is 2 candidates; this one is 3 candidates."
        );
        assert!(q.judge(2).unwrap().text.contains("3 choices tie"));
    }

    #[test]
    fn degree_and_mrv_with_degree_weigh_their_own_numbers() {
        let q =
            sudoku_question(&config(VarOrder::MrvDegree, ValOrder::Natural), &peek(), 0).unwrap();
        assert_eq!(
            q.right_labels(),
            ["r3c3", "r7c7"],
            "2 candidates and 11 empty peers"
        );
        let q = sudoku_question(&config(VarOrder::Degree, ValOrder::Natural), &peek(), 0).unwrap();
        assert_eq!(q.right_labels(), ["r6c6"], "8 empty peers");
        assert!(
            q.choices.iter().any(|c| c.label == "r3c3"),
            "the solver's own cell is offered"
        );
    }

    #[test]
    fn the_lcv_question_takes_turns_with_the_cell_question_and_handles_ties() {
        let both = config(VarOrder::Mrv, ValOrder::Lcv);
        assert!(sudoku_question(&both, &peek(), 0)
            .unwrap()
            .prompt
            .starts_with("Which cell"));
        let q = sudoku_question(&both, &peek(), 1).unwrap();
        assert_eq!(q.prompt, "Which value does LCV try first in r3c3?");
        assert_eq!(q.cells, [20], "the grid rings the cell asked about");
        assert_eq!(q.right_labels(), ["5", "8"]);
        assert!(q
            .judge(0)
            .unwrap()
            .text
            .ends_with("this one is in 4 empty peers."));
        let only_values = config(VarOrder::Static, ValOrder::Lcv);
        assert!(sudoku_question(&only_values, &peek(), 0)
            .unwrap()
            .prompt
            .starts_with("Which value"));
        let nothing = config(VarOrder::Static, ValOrder::Natural);
        assert_eq!(sudoku_question(&nothing, &peek(), 0), None);
    }
}
