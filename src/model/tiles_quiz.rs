//! The tile page's quiz questions, made from the run's own view just before a step:
//! "Which board does A* expand next?" (the frontier's next few boards, f hidden) and
//! "What is h of this board?" (Manhattan or misplaced tiles), and for IDA* "What is the
//! next bound?". Every answer is the run's: the boards and their priorities come from
//! [`TileView::next`], h from the node the search computed it for, the next bound from
//! [`TileView::bound_ahead`].
//!
//! [`TileView::next`]: crate::engine::tiles::run::TileView::next
//! [`TileView::bound_ahead`]: crate::engine::tiles::run::TileView::bound_ahead

use super::quiz::{Choice, Question};
use super::tiles_narrate::number;
use crate::engine::search::NodeInfo;
use crate::engine::small_sort::sort_small_by;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::engine::tiles::{Packed, Shape};

/// The question to ask before the step after `step` expansions, with `next` the nodes
/// the search takes next (in its order). `None` when there is nothing to ask: the run
/// has ended, the frontier holds a single board, or the algorithm's next board is not
/// a choice by priority (IDA*, IDS and DFS take theirs depth first) and its heuristic
/// is not one a student computes by hand.
pub fn tiles_question(
    config: &SolveConfig,
    next: &[NodeInfo<Packed>],
    shape: Shape,
    step: u64,
) -> Option<Question> {
    let by_priority = rule(config).is_some() && distinct(next).len() >= 2;
    let by_hand = heuristic_named(config).is_some() && !next.is_empty();
    // Two questions on the next board, then one on h, and so on.
    match (by_priority, by_hand) {
        (true, true) if step % 3 == 2 => h_question(config, next, shape, step),
        (true, _) => next_board_question(config, next, shape),
        (false, true) => h_question(config, next, shape, step),
        (false, false) => None,
    }
}

/// What the algorithm orders its frontier by, as (the rule, the key's name), for the
/// algorithms that take the best board by priority.
fn rule(config: &SolveConfig) -> Option<(String, &'static str)> {
    let rule = match config.algorithm {
        Algorithm::AStar => "A* takes the board with the lowest f = g + h".to_string(),
        Algorithm::WeightedAStar => format!(
            "weighted A* takes the board with the lowest f = g + {}·h",
            number(config.weight)
        ),
        Algorithm::Greedy => "greedy best-first takes the board with the lowest h".to_string(),
        Algorithm::Ucs => "uniform-cost search takes the board with the lowest g".to_string(),
        Algorithm::Bfs => "breadth-first search takes the shallowest board".to_string(),
        Algorithm::IdaStar | Algorithm::Ids | Algorithm::Dfs | Algorithm::Aida => return None,
    };
    let key = match config.algorithm {
        Algorithm::Greedy => "h",
        Algorithm::Ucs | Algorithm::Bfs => "g",
        _ => "f",
    };
    Some((rule, key))
}

/// The heuristic's name and how to compute it, when a student can do it by hand.
fn heuristic_named(config: &SolveConfig) -> Option<(&'static str, &'static str)> {
    if !config.algorithm.uses_heuristic() {
        return None;
    }
    match config.heuristic {
        Heuristic::Manhattan => Some((
            "Manhattan distance",
            "Manhattan distance adds up how many rows and columns each tile is from its goal place",
        )),
        Heuristic::Misplaced => Some((
            "misplaced tiles",
            "misplaced tiles counts the tiles (not the blank) that are off their goal place",
        )),
        _ => None,
    }
}

/// The nodes of `next` with a board not seen earlier in it (a best-first frontier may
/// hold a board twice, by two paths), in the search's order.
fn distinct(next: &[NodeInfo<Packed>]) -> Vec<&NodeInfo<Packed>> {
    let mut seen = Vec::new();
    next.iter()
        .filter(|n| {
            let fresh = !seen.contains(&n.state);
            seen.push(n.state);
            fresh
        })
        .collect()
}

/// "Which board does A* expand next?": the next few boards, shown with g and h and in
/// board order (so their place gives nothing away); every board whose priority equals
/// the one taken is right.
fn next_board_question(
    config: &SolveConfig,
    next: &[NodeInfo<Packed>],
    shape: Shape,
) -> Option<Question> {
    let (rule, key) = rule(config)?;
    let nodes = distinct(next);
    let best = nodes.first()?.f;
    let mut choices: Vec<Choice> = nodes
        .iter()
        .map(|n| Choice {
            label: format!("g {} · h {}", n.g, number(n.h)),
            board: Some(n.state.tiles(shape.cells())),
            right: n.f == best,
            reveal: format!("{key} = {}", number(n.f)),
        })
        .collect();
    sort_small_by(&mut choices, |a, b| a.board.cmp(&b.board));
    Some(Question {
        prompt: format!("Which board does {} expand next?", config.algorithm.label()),
        board: None,
        choices,
        rule,
        answer: format!("{key} = {}", number(best)),
        cells: Vec::new(),
        multi: false,
    })
}

/// "What is h of this board?" for the board the search takes next: four numbers around
/// the true one, in increasing order, their spread turning with `step`.
fn h_question(
    config: &SolveConfig,
    next: &[NodeInfo<Packed>],
    shape: Shape,
    step: u64,
) -> Option<Question> {
    let (name, how) = heuristic_named(config)?;
    let node = next.first()?;
    let h = node.h.round() as i64;
    // Three other numbers near h (none below 0), in increasing order with h among them.
    let below = match step % 3 {
        0 => 2,
        1 => 1,
        _ => 3,
    }
    .min(h);
    let values: Vec<i64> = (h - below..=h - below + 3).collect();
    // IDA* visits its next board, which the bound may cut off rather than expand.
    let verb = match config.algorithm {
        Algorithm::IdaStar => "visits",
        _ => "expands",
    };
    Some(Question {
        prompt: format!(
            "What is h ({name}) of the board {} {verb} next?",
            config.algorithm.label()
        ),
        board: Some(node.state.tiles(shape.cells())),
        choices: numbers(values, h, "h"),
        rule: how.to_string(),
        answer: format!("h = {h}"),
        cells: Vec::new(),
        multi: false,
    })
}

/// Numbers to choose from, `right` the right one, each told as `name = value`.
fn numbers(values: Vec<i64>, right: i64, name: &str) -> Vec<Choice> {
    values
        .into_iter()
        .map(|v| Choice {
            label: v.to_string(),
            board: None,
            right: v == right,
            reveal: format!("{name} = {v}"),
        })
        .collect()
}

/// IDA*'s question before the step that begins a new iteration: "What is the next
/// bound?", with `bounds` the (current, next) f-bounds. `None` for any other algorithm,
/// or when the next step stays in the current iteration.
pub fn bound_question(
    config: &SolveConfig,
    bounds: Option<(f64, f64)>,
    step: u64,
) -> Option<Question> {
    let (now, next) = bounds.filter(|_| config.algorithm == Algorithm::IdaStar)?;
    let (now, next) = (now.round() as i64, next.round() as i64);
    // Four numbers above the bound, in increasing order with the next bound among them.
    let below = ((step % 3) as i64).min(next - now - 1).max(0);
    Some(Question {
        prompt: format!(
            "IDA* has expanded every board with f \u{2264} {now}. What is its next bound?"
        ),
        board: None,
        choices: numbers((next - below..next - below + 4).collect(), next, "f"),
        rule: "IDA*'s next bound is the smallest f that went over the last one".to_string(),
        answer: format!("f = {next}"),
        cells: Vec::new(),
        multi: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::Run;
    use crate::engine::tiles::heuristics::manhattan;
    use crate::engine::tiles::run::TileRun;
    use crate::engine::tiles::{parse_board, Goal, GoalKind, Shape};

    fn node(tiles: &str, g: u32, h: f64, f: f64) -> NodeInfo<Packed> {
        let board = parse_board(tiles, Some(Shape::EIGHT)).unwrap();
        NodeInfo {
            state: Packed::from_board(&board),
            g,
            h,
            f,
        }
    }

    fn config(algorithm: Algorithm, heuristic: Heuristic) -> SolveConfig {
        SolveConfig::new(algorithm, heuristic)
    }

    #[test]
    fn ida_asks_for_its_next_bound_only_before_a_new_iteration() {
        let ida = config(Algorithm::IdaStar, Heuristic::Manhattan);
        for step in 0..3 {
            let q = bound_question(&ida, Some((21.0, 23.0)), step).unwrap();
            assert_eq!(
                q.prompt,
                "IDA* has expanded every board with f \u{2264} 21. What is its next bound?"
            );
            let values: Vec<i64> = q.choices.iter().map(|c| c.label.parse().unwrap()).collect();
            assert_eq!(values.len(), 4);
            assert!(values.windows(2).all(|w| w[1] == w[0] + 1), "{values:?}");
            assert!(values[0] > 21, "every choice is above the bound");
            let right = q.right_labels();
            assert_eq!(right, ["23"]);
            let wrong = q.choices.iter().position(|c| !c.right).unwrap();
            assert!(q.judge(wrong).unwrap().text.contains("which is f = 23"));
        }
        assert_eq!(bound_question(&ida, None, 0), None, "no new iteration");
        let ids = config(Algorithm::Ids, Heuristic::Manhattan);
        assert_eq!(bound_question(&ids, Some((3.0, 4.0)), 0), None);
    }

    #[test]
    fn along_a_real_ida_run_the_right_bound_is_the_next_iteration_s() {
        let start = parse_board("8 6 7 2 5 4 3 0 1", Some(Shape::EIGHT)).unwrap();
        let goal = GoalKind::BlankLast.board(3);
        let ida = config(Algorithm::IdaStar, Heuristic::Manhattan);
        let mut run = TileRun::new(&start, &goal, ida).unwrap();
        let mut asked = 0;
        for step in 0.. {
            let view = run.view();
            if view.solution.is_some() {
                break;
            }
            let bounds = view.iterations.last().map(|b| b.0).zip(view.bound_ahead);
            let question = bound_question(&ida, bounds, step);
            run.step(1);
            if let Some(q) = question {
                let next = run.view().iterations.last().unwrap().0;
                let right = q.choices.iter().find(|c| c.right).unwrap();
                assert_eq!(right.label, next.to_string());
                asked += 1;
            }
        }
        assert_eq!(asked, 5, "bounds 23, 25, 27, 29 and 31 were each asked for");
    }

    #[test]
    fn the_lowest_f_is_right_and_ties_are_all_right() {
        let next = [
            node("1 2 3 4 5 6 7 0 8", 2, 5.0, 7.0),
            node("1 2 3 4 5 6 0 7 8", 3, 4.0, 7.0),
            node("1 2 3 4 0 6 7 5 8", 2, 7.0, 9.0),
        ];
        let q = tiles_question(
            &config(Algorithm::AStar, Heuristic::Manhattan),
            &next,
            Shape::EIGHT,
            0,
        )
        .expect("a frontier of three");
        assert_eq!(q.prompt, "Which board does A* expand next?");
        let right = q.right_labels();
        assert_eq!(right.len(), 2, "both boards at f = 7 are right: {right:?}");
        let wrong = q.choices.iter().position(|c| !c.right).unwrap();
        let feedback = q.judge(wrong).unwrap();
        assert!(!feedback.right);
        assert!(feedback.text.contains("f = 7") && feedback.text.contains("f = 9"));
        let tied = q.choices.iter().position(|c| c.right).unwrap();
        assert!(q.judge(tied).unwrap().text.contains("tie at f = 7"));
        let boards: Vec<_> = q.choices.iter().map(|c| c.board.clone()).collect();
        let mut sorted = boards.clone();
        sorted.sort();
        assert_eq!(boards, sorted, "shown in board order, not the search's");
    }

    #[test]
    fn each_algorithm_names_its_own_key() {
        let next = [
            node("1 2 3 4 5 6 7 0 8", 1, 1.0, 1.0),
            node("1 2 3 4 5 0 7 8 6", 1, 1.0, 1.0),
        ];
        for (algorithm, key) in [
            (Algorithm::Greedy, "h = 1"),
            (Algorithm::Ucs, "g = 1"),
            (Algorithm::Bfs, "g = 1"),
            (Algorithm::WeightedAStar, "f = 1"),
        ] {
            let q = tiles_question(
                &config(algorithm, Heuristic::Manhattan),
                &next,
                Shape::EIGHT,
                0,
            )
            .unwrap_or_else(|| panic!("{algorithm:?} asks"));
            assert_eq!(q.answer, key, "{algorithm:?}");
        }
    }

    #[test]
    fn a_board_twice_in_the_frontier_is_offered_once() {
        let next = [
            node("1 2 3 4 5 6 7 0 8", 2, 1.0, 3.0),
            node("1 2 3 4 5 6 7 0 8", 4, 1.0, 5.0),
            node("1 2 3 4 5 0 7 8 6", 2, 3.0, 5.0),
        ];
        let q = tiles_question(
            &config(Algorithm::AStar, Heuristic::Manhattan),
            &next,
            Shape::EIGHT,
            0,
        )
        .unwrap();
        assert_eq!(q.choices.len(), 2);
        assert_eq!(q.choices.iter().filter(|c| c.right).count(), 1);
    }

    #[test]
    fn the_h_question_offers_four_numbers_with_the_run_s_h_once() {
        for step in [2, 5, 8, 0, 1] {
            for h in [0.0, 1.0, 6.0] {
                let next = [node("1 2 3 4 5 6 7 0 8", 0, h, h)];
                let q = tiles_question(
                    &config(Algorithm::IdaStar, Heuristic::Manhattan),
                    &next,
                    Shape::EIGHT,
                    step,
                )
                .expect("IDA* asks about h");
                let values: Vec<i64> = q.choices.iter().map(|c| c.label.parse().unwrap()).collect();
                assert_eq!(values.len(), 4, "{values:?}");
                assert!(
                    values.windows(2).all(|w| w[0] < w[1]) && values[0] >= 0,
                    "{values:?}"
                );
                let right: Vec<i64> = q
                    .choices
                    .iter()
                    .filter(|c| c.right)
                    .map(|c| c.label.parse().unwrap())
                    .collect();
                assert_eq!(right, [h as i64]);
                assert!(q.board.is_some(), "the board is shown");
            }
        }
    }

    #[test]
    fn nothing_is_asked_where_no_rule_applies() {
        let one = [node("1 2 3 4 5 6 7 0 8", 0, 1.0, 1.0)];
        let a_star = config(Algorithm::AStar, Heuristic::Manhattan);
        assert!(
            tiles_question(&a_star, &[], Shape::EIGHT, 0).is_none(),
            "the run ended"
        );
        let q = tiles_question(&a_star, &one, Shape::EIGHT, 0).unwrap();
        assert!(
            q.prompt.starts_with("What is h"),
            "one board: only h to ask"
        );
        let bfs = config(Algorithm::Bfs, Heuristic::Manhattan);
        assert!(
            tiles_question(&bfs, &one, Shape::EIGHT, 0).is_none(),
            "BFS has no h"
        );
        let ida_pdb = config(Algorithm::IdaStar, Heuristic::LinearConflict);
        assert!(tiles_question(&ida_pdb, &one, Shape::EIGHT, 0).is_none());
        let ida = config(Algorithm::IdaStar, Heuristic::Manhattan);
        assert_eq!(
            tiles_question(&ida, &one, Shape::EIGHT, 0).unwrap().prompt,
            "What is h (Manhattan distance) of the board IDA* visits next?",
            "IDA*'s bound may cut its next board off rather than expand it"
        );
        assert_eq!(
            q.prompt,
            "What is h (Manhattan distance) of the board A* expands next?"
        );
        let greedy_lc = config(Algorithm::Greedy, Heuristic::LinearConflict);
        let two = [one[0], node("1 2 3 4 5 0 7 8 6", 1, 1.0, 1.0)];
        let q = tiles_question(&greedy_lc, &two, Shape::EIGHT, 2).unwrap();
        assert!(
            q.prompt.starts_with("Which board"),
            "no h question for linear conflict"
        );
    }

    /// The answers come from the run: along a real A* run, the board the search then
    /// expands is always a right choice, and h is its Manhattan distance.
    #[test]
    fn along_a_real_run_the_expanded_board_is_always_a_right_answer() {
        let goal = GoalKind::BlankLast.board(3);
        let start = parse_board("8 6 7 2 5 4 3 0 1", Some(Shape::EIGHT)).unwrap();
        let config = config(Algorithm::AStar, Heuristic::Manhattan);
        let mut run = TileRun::new(&start, &goal, config).unwrap();
        let goal_table = Goal::new(goal.clone());
        let mut asked = [0, 0];
        for step in 0..300 {
            let view = run.view();
            let Some(q) = tiles_question(&config, &view.next, Shape::EIGHT, step) else {
                run.step(1);
                continue;
            };
            run.step(1);
            let expanded = run.view().search.current.expect("a node was expanded");
            if q.prompt.starts_with("Which board") {
                asked[0] += 1;
                let choice = q
                    .choices
                    .iter()
                    .find(|c| c.board == Some(expanded.state.tiles(9)));
                assert!(
                    choice.is_some_and(|c| c.right),
                    "step {step}: the expanded board is right"
                );
            } else {
                asked[1] += 1;
                let h = manhattan(&goal_table, expanded.state);
                let right = q.choices.iter().find(|c| c.right).unwrap();
                assert_eq!(right.label, h.to_string(), "step {step}");
            }
        }
        assert!(asked[0] > 50 && asked[1] > 20, "{asked:?}");
    }
}
