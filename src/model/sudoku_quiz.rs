//! The Sudoku solver's quiz questions, asked before a branching step from the numbers
//! the solver itself weighs ([`BranchPeek`]): "Which cell does MRV choose?" (or the
//! degree heuristic, or MRV with degree), "Which value does LCV try first?" and, with
//! forward checking, "Which cells does it remove the digit from?" (tap them all). Every
//! cell or value tied at the best key is right.

use super::quiz::{Choice, Question};
use crate::engine::sudoku::csp::{BranchPeek, CspConfig, Inference, VarOrder};
use crate::engine::sudoku::units::cell_name;

/// How many cells a variable question offers at most.
const CELL_CHOICES: usize = 5;

/// The question before the step after `step` units, when the next unit branches
/// (`peek`); `None` when nothing is asked (static order, natural values and no forward
/// checking). The questions that apply take turns.
pub fn sudoku_question(config: &CspConfig, peek: &BranchPeek, step: u64) -> Option<Question> {
    let mut asked: Vec<Question> = [
        var_question(config.var, peek),
        BranchPeek::values_weighed(config)
            .then(|| value_question(peek))
            .flatten(),
        (config.inference == Inference::ForwardChecking)
            .then(|| pruning_question(peek))
            .flatten(),
    ]
    .into_iter()
    .flatten()
    .collect();
    if asked.is_empty() {
        return None;
    }
    let turn = step as usize % asked.len();
    Some(asked.swap_remove(turn))
}

/// "Forward checking places 7 in r3c5: which cells lose 7?": the cell's empty peers,
/// those that still have the digit right (tap them all, then Check).
fn pruning_question(peek: &BranchPeek) -> Option<Question> {
    let digit = peek.first;
    if peek.peers.is_empty() || digit == 0 {
        return None;
    }
    let pruned: Vec<String> = peek.pruned.iter().map(|&p| cell_name(p as usize)).collect();
    Some(Question {
        prompt: format!(
            "The solver places {digit} in {}. From which empty peers does forward checking remove {digit}? Tap each, then Check.",
            cell_name(peek.cell)
        ),
        board: None,
        choices: peek
            .peers
            .iter()
            .map(|&p| Choice {
                label: cell_name(p as usize),
                board: None,
                right: peek.pruned.contains(&p),
                reveal: format!("they have no {digit} among their candidates"),
            })
            .collect(),
        rule: format!(
            "forward checking removes {digit} from every empty peer that still has it"
        ),
        answer: if pruned.is_empty() {
            "none of them".to_string()
        } else {
            pruned.join(", ")
        },
        cells: peek.peers.iter().map(|&p| p as usize).collect(),
        multi: true,
    })
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
        multi: false,
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
        multi: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::csp::ValOrder;

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
            first: 5,
            peers: vec![2, 18, 19, 23, 29, 47],
            pruned: vec![19, 47],
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
        let mut nothing = config(VarOrder::Static, ValOrder::Natural);
        nothing.inference = Inference::None;
        assert_eq!(sudoku_question(&nothing, &peek(), 0), None);
    }

    #[test]
    fn forward_checking_asks_which_peers_lose_the_digit_and_wants_them_all() {
        let fc_only = config(VarOrder::Static, ValOrder::Natural);
        let q = sudoku_question(&fc_only, &peek(), 0).unwrap();
        assert_eq!(
            q.prompt,
            "The solver places 5 in r3c3. From which empty peers does forward checking remove 5? Tap each, then Check."
        );
        assert!(q.multi);
        assert_eq!(
            q.cells,
            [2, 18, 19, 23, 29, 47],
            "the grid rings every empty peer"
        );
        assert_eq!(q.right_labels(), ["r3c2", "r6c3"]);
        assert!(q.judge_set(&[2, 5]).right);
        let partial = q.judge_set(&[2, 0]);
        assert!(!partial.right);
        assert_eq!(
            partial.text,
            "Not quite: forward checking removes 5 from every empty peer that still has it, which is r3c2, r6c3. Missed: r6c3. Not r1c3: they have no 5 among their candidates."
        );
        let all_three = config(VarOrder::Mrv, ValOrder::Lcv);
        let prompts: Vec<String> = (0..3)
            .map(|step| sudoku_question(&all_three, &peek(), step).unwrap().prompt)
            .collect();
        assert!(prompts[0].starts_with("Which cell"));
        assert!(prompts[1].starts_with("Which value"));
        assert!(
            prompts[2].contains("forward checking"),
            "the three take turns"
        );
        let mut without_fc = all_three;
        without_fc.inference = Inference::Ac3;
        assert!(!sudoku_question(&without_fc, &peek(), 2)
            .unwrap()
            .prompt
            .contains("forward checking"));
    }
}
