//! The player's trail: the boards a game went through, the true distances to the goal
//! known so far, and for each move whether it went the right way (one move closer) or
//! the wrong way (one move farther). A slide always changes the true distance by
//! exactly one, because every move flips the board's parity.
//!
//! The distances come from elsewhere ([`exact_by`]: the h* table on the 8-puzzle and
//! smaller boards, an optimal search on larger ones); [`Trail::wanted`] says which board
//! to ask about next: the current one first, then the earlier ones, newest first.

use super::distances::MAX_TABLE_CELLS;
use super::pdb::Orientation;
use super::{Board, Move, Shape};
use std::collections::HashMap;

/// The most cells a board other than 4×4 can have for its exact distance to be searched
/// while the player plays (IDA* with linear conflict: a 3×4 board takes well under a
/// second; a 3×5 board can take minutes).
pub const MAX_SEARCH_CELLS: usize = 12;

/// How a board's exact distance to the goal is found while the player plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExactBy {
    /// Looked up in the h* table of every state (9 cells at most).
    Table,
    /// IDA* with the 15-puzzle's pattern databases (the two standard 4×4 goals).
    PatternDatabases,
    /// IDA* with linear conflict (other boards of up to [`MAX_SEARCH_CELLS`] cells).
    Search,
}

/// How boards towards `goal` get their exact distance; `None` where no way finishes
/// in good time (a 4×4 custom goal, boards of 13 cells or more other than 4×4).
///
/// ```
/// use puzzle_lab::engine::tiles::trail::{exact_by, ExactBy};
/// use puzzle_lab::engine::tiles::{GoalKind, Shape};
/// assert_eq!(exact_by(&GoalKind::BlankLast.board(3)), Some(ExactBy::Table));
/// let three_by_five = GoalKind::BlankLast.board_of(Shape::new(3, 5).unwrap());
/// assert_eq!(exact_by(&three_by_five), None);
/// ```
pub fn exact_by(goal: &Board) -> Option<ExactBy> {
    let shape = goal.shape();
    if shape.cells() <= MAX_TABLE_CELLS {
        Some(ExactBy::Table)
    } else if shape == Shape::FIFTEEN {
        Orientation::for_goal(goal).map(|_| ExactBy::PatternDatabases)
    } else {
        (shape.cells() <= MAX_SEARCH_CELLS).then_some(ExactBy::Search)
    }
}

/// How far back [`Trail::wanted`] fills in earlier boards.
pub const BACKFILL: usize = 50;

/// Known true distances to one goal.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Trail {
    /// Board → its distance (`None`: it cannot reach the goal).
    known: HashMap<Board, Option<u32>>,
}

/// One move of the player's, with the distances around it when known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrailStep {
    /// The blank's move.
    pub mv: Move,
    /// The tile that slid.
    pub tile: u8,
    /// The distance before the move.
    pub before: Option<u32>,
    /// The distance after it.
    pub after: Option<u32>,
}

impl TrailStep {
    /// −1 (closer), +1 (farther), or `None` while a distance is unknown.
    pub fn change(&self) -> Option<i64> {
        Some(i64::from(self.after?) - i64::from(self.before?))
    }
}

impl Trail {
    /// Nothing known yet.
    pub fn new() -> Trail {
        Trail::default()
    }

    /// Records `board`'s distance (`None`: unreachable).
    pub fn record(&mut self, board: Board, distance: Option<u32>) {
        self.known.insert(board, distance);
    }

    /// Records an optimal solution: `start` is `moves.len()` away, and every board on
    /// the way one less than the one before. Ignored unless the moves reach `goal`.
    pub fn record_solution(&mut self, start: &Board, moves: &[Move], goal: &Board) {
        let mut boards = vec![start.clone()];
        for &mv in moves {
            match boards.last().and_then(|b| b.apply(mv)) {
                Some(next) => boards.push(next),
                None => return,
            }
        }
        if boards.last() != Some(goal) {
            return;
        }
        let n = boards.len() as u32 - 1;
        for (i, board) in boards.into_iter().enumerate() {
            self.known.insert(board, Some(n - i as u32));
        }
    }

    /// The distance of `board`: `None` if unknown, `Some(None)` if unreachable.
    pub fn distance(&self, board: &Board) -> Option<Option<u32>> {
        self.known.get(board).copied()
    }

    /// The boards of a game, oldest first, ending with `current`, that `history` (the
    /// blank's moves, oldest first) led through.
    pub fn boards(current: &Board, history: &[Move]) -> Vec<Board> {
        let mut boards = vec![current.clone()];
        for &mv in history.iter().rev() {
            match boards.last().and_then(|b| b.apply(mv.inverse())) {
                Some(before) => boards.push(before),
                None => break,
            }
        }
        boards.reverse();
        boards
    }

    /// The next board to ask about: the last of `boards` if unknown, else the newest
    /// unknown one among the [`BACKFILL`] before it.
    pub fn wanted<'a>(&self, boards: &'a [Board]) -> Option<&'a Board> {
        boards
            .iter()
            .rev()
            .take(BACKFILL + 1)
            .find(|b| !self.known.contains_key(*b))
    }

    /// The moves between consecutive `boards` with the distances around each.
    pub fn steps(&self, boards: &[Board]) -> Vec<TrailStep> {
        boards
            .windows(2)
            .filter_map(|pair| {
                let (before, after) = (&pair[0], &pair[1]);
                let mv = Move::ALL
                    .into_iter()
                    .find(|&m| before.apply(m).as_ref() == Some(after))?;
                Some(TrailStep {
                    mv,
                    tile: before.tiles()[after.blank()],
                    before: self.distance(before).flatten(),
                    after: self.distance(after).flatten(),
                })
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_shape_gets_the_way_that_finishes() {
        use crate::engine::tiles::GoalKind;
        let way =
            |rows, cols, kind: GoalKind| exact_by(&kind.board_of(Shape::new(rows, cols).unwrap()));
        assert_eq!(way(2, 4, GoalKind::BlankLast), Some(ExactBy::Table));
        assert_eq!(
            way(4, 4, GoalKind::BlankFirst),
            Some(ExactBy::PatternDatabases)
        );
        assert_eq!(way(3, 4, GoalKind::BlankLast), Some(ExactBy::Search));
        assert_eq!(way(5, 2, GoalKind::BlankFirst), Some(ExactBy::Search));
        assert_eq!(way(5, 3, GoalKind::BlankLast), None);
        // A custom 4×4 goal: the databases serve the two standard goals only.
        let custom = GoalKind::BlankLast.board(4).apply(Move::Up).unwrap();
        assert_eq!(exact_by(&custom), None);
    }
    use crate::engine::rng::Rng;
    use crate::engine::tiles::distances::DistanceTable;
    use crate::engine::tiles::{GoalKind, Packed};

    fn walk(goal: &Board, moves: usize, seed: u64) -> (Board, Vec<Move>) {
        let mut rng = Rng::new(seed);
        let mut board = goal.clone();
        let mut history = Vec::new();
        for _ in 0..moves {
            // Never straight back, so short walks do not revisit a board.
            let legal: Vec<Move> = board
                .legal_moves()
                .into_iter()
                .filter(|&m| history.last().is_none_or(|&l: &Move| l.inverse() != m))
                .collect();
            let mv = legal[rng.index(legal.len())];
            board = board.apply(mv).unwrap();
            history.push(mv);
        }
        (board, history)
    }

    #[test]
    fn boards_retrace_the_history_and_steps_name_the_tile() {
        let goal = GoalKind::BlankLast.board(3);
        let (current, history) = walk(&goal, 9, 3);
        let boards = Trail::boards(&current, &history);
        assert_eq!(boards.len(), 10);
        assert_eq!(boards[0], goal);
        assert_eq!(boards.last(), Some(&current));
        let steps = Trail::new().steps(&boards);
        assert_eq!(steps.iter().map(|s| s.mv).collect::<Vec<_>>(), history);
        // The first move from the goal slides the tile next to the blank corner.
        assert_eq!(
            steps[0].tile,
            goal.tiles()[goal.apply(history[0]).unwrap().blank()]
        );
        assert!(steps.iter().all(|s| s.change().is_none()));
    }

    #[test]
    fn every_move_changes_the_true_distance_by_one() {
        let goal = GoalKind::BlankLast.board(3);
        let table = DistanceTable::build(&goal);
        let (current, history) = walk(&goal, 40, 11);
        let boards = Trail::boards(&current, &history);
        let mut trail = Trail::new();
        // Ask as a page would: whatever is wanted, until nothing is.
        while let Some(board) = trail.wanted(&boards).cloned() {
            let d = table.get(Packed::from_board(&board)).map(u32::from);
            trail.record(board, d);
        }
        let steps = trail.steps(&boards);
        assert_eq!(steps.len(), 40);
        for step in &steps {
            let change = step.change().expect("every distance known");
            assert!(change == 1 || change == -1, "{step:?}");
        }
        assert_eq!(steps[0].before, Some(0));
        assert_eq!(steps[0].change(), Some(1), "the first move leaves the goal");
    }

    #[test]
    fn the_current_board_is_wanted_first_then_the_newest_earlier_one() {
        let goal = GoalKind::BlankLast.board(3);
        let (current, history) = walk(&goal, 5, 2);
        let boards = Trail::boards(&current, &history);
        let mut trail = Trail::new();
        assert_eq!(trail.wanted(&boards), Some(&current));
        trail.record(current.clone(), Some(5));
        assert_eq!(trail.wanted(&boards), Some(&boards[4]));
    }

    #[test]
    fn a_solution_fills_in_every_board_on_its_way() {
        let goal = GoalKind::BlankFirst.board(4);
        let (start, history) = walk(&goal, 6, 5);
        // Undoing the walk is a solution (not necessarily optimal, but each board on it
        // gets its distance along it).
        let back: Vec<Move> = history.iter().rev().map(|m| m.inverse()).collect();
        let mut trail = Trail::new();
        trail.record_solution(&start, &back, &goal);
        assert_eq!(trail.distance(&start), Some(Some(6)));
        assert_eq!(trail.distance(&goal), Some(Some(0)));
        // Moves that do not reach the goal teach nothing.
        let mut other = Trail::new();
        other.record_solution(&start, &back[..3], &goal);
        assert_eq!(other.distance(&start), None);
    }
}
