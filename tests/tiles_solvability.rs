//! The parity rule against brute force: on the 8-puzzle, a board is solvable exactly
//! when a breadth-first enumeration from the goal reaches it.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::search::{FxHashSet, Problem};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::{solvability, Board, GoalKind, Packed, TileProblem};
use std::collections::VecDeque;

fn reachable_from(goal: &Board) -> FxHashSet<Packed> {
    let problem = TileProblem::new(goal, goal, Heuristic::Zero);
    let mut seen = FxHashSet::from_iter([problem.start()]);
    let mut queue = VecDeque::from([problem.start()]);
    let mut next = Vec::new();
    while let Some(state) = queue.pop_front() {
        next.clear();
        problem.successors(state, &mut next);
        for &s in &next {
            if seen.insert(s) {
                queue.push_back(s);
            }
        }
    }
    seen
}

fn permutations(n: u8) -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    let mut items: Vec<u8> = (0..n).collect();
    heap_permute(items.len(), &mut items, &mut out);
    out
}

fn heap_permute(k: usize, items: &mut Vec<u8>, out: &mut Vec<Vec<u8>>) {
    if k == 1 {
        out.push(items.clone());
        return;
    }
    for i in 0..k {
        heap_permute(k - 1, items, out);
        let j = if k.is_multiple_of(2) { i } else { 0 };
        items.swap(j, k - 1);
    }
}

#[test]
fn parity_rule_matches_brute_force_on_every_8_puzzle_board() {
    for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
        let goal = kind.board(3);
        let reachable = reachable_from(&goal);
        assert_eq!(reachable.len(), 181_440);
        let all = permutations(9);
        assert_eq!(all.len(), 362_880);
        for tiles in all {
            let board = Board::from_tiles(3, tiles).unwrap();
            let verdict = solvability(&board, &goal).expect("same width");
            assert_eq!(
                verdict.solvable,
                reachable.contains(&Packed::from_board(&board)),
                "{board} vs goal {goal}"
            );
        }
    }
}

#[test]
fn parity_rule_matches_brute_force_on_2x2_with_a_custom_goal() {
    let goal = Board::from_tiles(2, vec![3, 1, 0, 2]).unwrap();
    let reachable = reachable_from(&goal);
    assert_eq!(reachable.len(), 12);
    for tiles in permutations(4) {
        let board = Board::from_tiles(2, tiles).unwrap();
        assert_eq!(
            solvability(&board, &goal).expect("same width").solvable,
            reachable.contains(&Packed::from_board(&board))
        );
    }
}
