//! Scrambling a goal with random legal moves.

use super::{Board, Move};
use crate::engine::rng::Rng;

/// Makes `k` random legal moves from `goal`, never undoing the previous move (as in the
/// coursework), and returns the board reached and the moves made. The result is always
/// solvable and at most `k` moves from the goal; it can be fewer, since random walks
/// may wander back.
///
/// ```
/// use puzzle_lab::engine::{rng::Rng, tiles::{shuffle, GoalKind}};
/// let goal = GoalKind::BlankLast.board(3);
/// let (board, moves) = shuffle(&goal, 20, &mut Rng::new(1));
/// assert_eq!(moves.len(), 20);
/// assert_eq!(goal.apply_all(&moves), Some(board));
/// ```
pub fn shuffle(goal: &Board, k: usize, rng: &mut Rng) -> (Board, Vec<Move>) {
    let mut board = goal.clone();
    let mut moves: Vec<Move> = Vec::with_capacity(k);
    for _ in 0..k {
        let options: Vec<Move> = board
            .legal_moves()
            .into_iter()
            .filter(|&m| moves.last().is_none_or(|&prev| m != prev.inverse()))
            .collect();
        let mv = options[rng.index(options.len())];
        board = board.apply(mv).expect("legal move");
        moves.push(mv);
    }
    (board, moves)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::{solvability, GoalKind};

    #[test]
    fn never_undoes_the_previous_move_and_is_deterministic() {
        let goal = GoalKind::BlankLast.board(4);
        let (a, moves) = shuffle(&goal, 200, &mut Rng::new(5));
        let (b, _) = shuffle(&goal, 200, &mut Rng::new(5));
        assert_eq!(a, b);
        assert!(moves.windows(2).all(|w| w[1] != w[0].inverse()));
        assert!(solvability(&a, &goal).unwrap().solvable);
    }

    #[test]
    fn zero_moves_is_the_goal() {
        let goal = GoalKind::BlankFirst.board(3);
        assert_eq!(shuffle(&goal, 0, &mut Rng::new(0)).0, goal);
    }
}
