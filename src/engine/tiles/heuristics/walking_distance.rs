//! Walking distance (Ken'ichiro Takahashi's heuristic): how many moves the tiles need to
//! reach their goal rows, counting only which row each tile is in, plus the same for
//! columns.
//!
//! Look at the rows alone. A board then reduces to a small matrix: for each row, how many
//! of its tiles belong in each goal row, plus the blank's row. A vertical move swaps the
//! blank with one tile of the row above or below, so it changes one entry in each of two
//! rows of that matrix; a horizontal move changes nothing. A breadth-first search from the
//! goal's matrix over these moves gives the exact number of vertical moves any matrix
//! needs; the columns give the horizontal moves the same way. Every real move is either
//! vertical or horizontal, so the sum of the two never overestimates.
//!
//! The search runs once per shape and blank line ([`table`]); on a 4×4 board each axis has
//! 24,964 matrices. Each tile's own row distance is a lower bound on the vertical moves it
//! makes, so walking distance is never below Manhattan distance.
//!
//! **Not added to linear conflict.** Linear conflict's extra moves and walking distance's
//! excess over Manhattan distance can count the same detour, so walking distance plus
//! linear conflict's extra moves can overestimate: a test finds 8-puzzle states where it
//! does (`tests/tiles_heuristic_quality.rs`). The larger of the two is admissible.

use crate::engine::tiles::{Goal, Packed};
use std::cell::RefCell;
use std::rc::Rc;

/// The most lines (rows or columns) an axis can have.
pub const MAX_LINES: usize = 5;

/// `counts[line][home]`: tiles in `line` whose goal line is `home`.
pub type Counts = [[u8; MAX_LINES]; MAX_LINES];

/// Marks a move that the matrix does not allow (no line there, or no such tile).
pub const NO_STATE: u32 = u32::MAX;

/// The exact vertical (or horizontal) distance of every matrix reachable from the goal's,
/// with each move's successor precomputed for the fast search loop.
#[derive(Debug)]
pub struct WalkTable {
    lines: usize,
    /// Matrix key (see [`key`]) → state number.
    index: KeyIndex,
    /// `distance[state]`: moves along this axis to the goal.
    distance: Vec<u8>,
    /// `next[(state * 2 + dir) * lines + home]`: the state after the blank moves one line
    /// down (`dir` 0: to a smaller line number) or up (`dir` 1), swapping with a tile whose
    /// goal line is `home`.
    next: Vec<u32>,
}

/// A matrix and its blank line as one number: each line's counts in "stars and bars"
/// form (a 1 bit per tile, a 0 between goal lines), then the blank line, so that any
/// board up to 5×5 fits in 64 bits (5 × 9 bits + 3). The blank line fixes every line's
/// tile count (one fewer in the blank's), so no two matrices share a key.
pub fn key(counts: &Counts, lines: usize, blank: usize) -> u64 {
    let mut k = 0u64;
    for row in counts.iter().take(lines) {
        for (home, &n) in row.iter().enumerate().take(lines) {
            k = (k << n) | ((1 << n) - 1);
            if home + 1 < lines {
                k <<= 1;
            }
        }
    }
    (k << 3) | blank as u64
}

/// Keys to state numbers: open addressing with linear probing, kept at most half full.
/// (The page's bundle pays for every new hash map type; this is a few hundred bytes.)
#[derive(Debug)]
struct KeyIndex {
    /// Each slot's key plus one (0: empty), and its state number.
    slots: Vec<(u64, u32)>,
    len: usize,
}

impl KeyIndex {
    fn new() -> KeyIndex {
        KeyIndex {
            slots: vec![(0, 0); 1024],
            len: 0,
        }
    }

    /// The slot holding `key`, or the empty slot where it would go.
    fn slot(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as usize & mask;
        while self.slots[i].0 != 0 && self.slots[i].0 != key + 1 {
            i = (i + 1) & mask;
        }
        i
    }

    fn get(&self, key: u64) -> Option<u32> {
        let (stored, number) = self.slots[self.slot(key)];
        (stored != 0).then_some(number)
    }

    /// The number of `key`, inserting it as `number` if it is new (then `None`).
    fn insert(&mut self, key: u64, number: u32) -> Option<u32> {
        if 2 * (self.len + 1) > self.slots.len() {
            let larger = vec![(0, 0); 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, larger);
            for (stored, n) in old.into_iter().filter(|s| s.0 != 0) {
                let i = self.slot(stored - 1);
                self.slots[i] = (stored, n);
            }
        }
        let i = self.slot(key);
        if self.slots[i].0 != 0 {
            return Some(self.slots[i].1);
        }
        self.slots[i] = (key + 1, number);
        self.len += 1;
        None
    }
}

impl WalkTable {
    /// Searches every matrix of an axis with `lines` lines of `size` cells each whose
    /// blank belongs in line `blank_home`, from the goal's (each line holding its own
    /// tiles) outwards. States are numbered in the order found, so the list of states is
    /// its own breadth-first queue.
    pub fn build(lines: usize, size: usize, blank_home: usize) -> WalkTable {
        assert!(
            (2..=MAX_LINES).contains(&lines) && (2..=MAX_LINES).contains(&size),
            "walking distance is for lines of 2 to {MAX_LINES} cells"
        );
        assert!(blank_home < lines, "the blank's goal line is on the board");
        let mut goal = [[0u8; MAX_LINES]; MAX_LINES];
        for (line, row) in goal.iter_mut().enumerate().take(lines) {
            row[line] = (size - usize::from(line == blank_home)) as u8;
        }
        let mut states = vec![(goal, blank_home)];
        let mut index = KeyIndex::new();
        index.insert(key(&goal, lines, blank_home), 0);
        let mut distance = vec![0u8];
        let mut next = Vec::new();
        let mut state = 0;
        while let Some(&(counts, blank)) = states.get(state) {
            for dir in 0..2 {
                let to = if dir == 0 {
                    blank.checked_sub(1)
                } else {
                    Some(blank + 1).filter(|&l| l < lines)
                };
                for home in 0..lines {
                    let Some(to) = to.filter(|&to| counts[to][home] > 0) else {
                        next.push(NO_STATE);
                        continue;
                    };
                    // The tile comes into the blank's line, the blank goes to `to`.
                    let mut moved = counts;
                    moved[to][home] -= 1;
                    moved[blank][home] += 1;
                    let fresh = states.len() as u32;
                    let number = index
                        .insert(key(&moved, lines, to), fresh)
                        .unwrap_or_else(|| {
                            states.push((moved, to));
                            distance.push(distance[state] + 1);
                            fresh
                        });
                    next.push(number);
                }
            }
            state += 1;
        }
        WalkTable {
            lines,
            index,
            distance,
            next,
        }
    }

    /// How many matrices the axis has.
    pub fn len(&self) -> usize {
        self.distance.len()
    }

    /// Never true: the goal's matrix is always there.
    pub fn is_empty(&self) -> bool {
        self.distance.is_empty()
    }

    /// The state number of a matrix with its blank in line `blank`, if a board can have it.
    pub fn state(&self, counts: &Counts, blank: usize) -> Option<u32> {
        self.index.get(key(counts, self.lines, blank))
    }

    /// The moves along this axis from state `state` to the goal.
    #[inline]
    pub fn distance(&self, state: u32) -> u8 {
        self.distance[state as usize]
    }

    /// The state after the blank moves to a smaller line number (`towards_zero`) or a
    /// larger one, swapping with a tile whose goal line is `home`.
    #[inline]
    pub fn after(&self, state: u32, towards_zero: bool, home: usize) -> u32 {
        let dir = usize::from(!towards_zero);
        self.next[(state as usize * 2 + dir) * self.lines + home]
    }
}

/// The shared table of an axis (built on first use, then kept for the thread's life).
pub fn table(lines: usize, size: usize, blank_home: usize) -> Rc<WalkTable> {
    /// The tables built so far, by (lines, size, blank line).
    type Shelf = RefCell<Vec<((usize, usize, usize), Rc<WalkTable>)>>;
    thread_local! {
        static TABLES: Shelf = const { RefCell::new(Vec::new()) };
    }
    let wanted = (lines, size, blank_home);
    TABLES.with(|tables| {
        if let Some((_, found)) = tables.borrow().iter().find(|(k, _)| *k == wanted) {
            return found.clone();
        }
        let built = Rc::new(WalkTable::build(lines, size, blank_home));
        tables.borrow_mut().push((wanted, built.clone()));
        built
    })
}

/// Walking distance towards one goal: the row table, the column table and every tile's
/// goal row and column.
#[derive(Clone, Debug)]
pub struct WalkingDistance {
    width: usize,
    rows: Rc<WalkTable>,
    columns: Rc<WalkTable>,
    /// `home_row[t]`, `home_col[t]`: tile `t`'s goal row and column.
    home_row: [u8; 32],
    home_col: [u8; 32],
}

impl WalkingDistance {
    /// The tables for `goal` (shared with every other goal of its shape and blank cell).
    pub fn new(goal: &Goal) -> WalkingDistance {
        let width = goal.width();
        let height = goal.board().len() / width;
        let (mut home_row, mut home_col) = ([0u8; 32], [0u8; 32]);
        for t in 0..goal.board().len() {
            let cell = goal.home(t as u8);
            home_row[t] = (cell / width) as u8;
            home_col[t] = (cell % width) as u8;
        }
        WalkingDistance {
            width,
            rows: table(height, width, usize::from(home_row[0])),
            columns: table(width, height, usize::from(home_col[0])),
            home_row,
            home_col,
        }
    }

    /// The row and column states of `board`.
    pub fn states(&self, board: Packed, cells: usize) -> (u32, u32) {
        let (mut by_row, mut by_col): (Counts, Counts) = Default::default();
        let (mut blank_row, mut blank_col) = (0, 0);
        for cell in 0..cells {
            let (row, col) = (cell / self.width, cell % self.width);
            let t = usize::from(board.tile(cell));
            if t == 0 {
                (blank_row, blank_col) = (row, col);
            } else {
                by_row[row][usize::from(self.home_row[t])] += 1;
                by_col[col][usize::from(self.home_col[t])] += 1;
            }
        }
        let found = |table: &WalkTable, counts: &Counts, blank: usize| {
            table
                .state(counts, blank)
                .expect("every board's matrix is reachable from the goal's")
        };
        (
            found(&self.rows, &by_row, blank_row),
            found(&self.columns, &by_col, blank_col),
        )
    }

    /// The estimate of a board in states `(row, column)`.
    #[inline]
    pub fn value(&self, (row, column): (u32, u32)) -> u32 {
        u32::from(self.rows.distance(row)) + u32::from(self.columns.distance(column))
    }

    /// The states after `tile` slid from cell `from` to cell `to` (the blank went the
    /// other way).
    #[inline]
    pub fn after(&self, (row, column): (u32, u32), tile: u8, from: u8, to: u8) -> (u32, u32) {
        let (from, to) = (usize::from(from), usize::from(to));
        let t = usize::from(tile);
        if from / self.width != to / self.width {
            // The blank went from `to`'s row to `from`'s.
            let towards_zero = from < to;
            let home = usize::from(self.home_row[t]);
            (self.rows.after(row, towards_zero, home), column)
        } else {
            let towards_zero = from < to;
            let home = usize::from(self.home_col[t]);
            (row, self.columns.after(column, towards_zero, home))
        }
    }

    /// The rows' table.
    pub fn rows(&self) -> &WalkTable {
        &self.rows
    }
}

/// The walking distance of `board` towards `goal`.
pub fn walking_distance(goal: &Goal, board: Packed) -> u32 {
    let wd = goal.walking_distance();
    wd.value(wd.states(board, goal.board().len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::heuristics::Heuristic;
    use crate::engine::tiles::{parse_board, GoalKind};

    #[test]
    fn a_four_by_four_axis_has_the_published_24964_matrices() {
        // Blank last or first: either way the table is the same size.
        assert_eq!(WalkTable::build(4, 4, 3).len(), 24_964);
        assert_eq!(WalkTable::build(4, 4, 0).len(), 24_964);
    }

    #[test]
    fn the_key_index_grows_and_finds_every_key() {
        let mut index = KeyIndex::new();
        for k in 0..5000u64 {
            assert_eq!(index.insert(k * 977, k as u32), None);
        }
        assert_eq!(
            index.insert(977 * 12, 99),
            Some(12),
            "a known key keeps its number"
        );
        assert!((0..5000u64).all(|k| index.get(k * 977) == Some(k as u32)));
        assert_eq!(index.get(5), None);
    }

    #[test]
    fn keys_tell_matrices_and_blank_lines_apart() {
        let mut a: Counts = Default::default();
        a[0][0] = 2;
        a[1][1] = 1;
        let mut b = a;
        b[0][0] = 1;
        b[0][1] = 1;
        assert_ne!(key(&a, 2, 1), key(&b, 2, 1));
        assert_ne!(key(&a, 2, 1), key(&a, 2, 0));
    }

    #[test]
    fn it_is_zero_at_the_goal_and_counts_a_lone_swap() {
        let goal = Goal::new(GoalKind::BlankLast.board(3));
        assert_eq!(walking_distance(&goal, goal.packed()), 0);
        // One tile slid into the blank's cell: one move away.
        let one = parse_board("1 2 3 4 5 6 7 0 8", None).unwrap();
        assert_eq!(walking_distance(&goal, Packed::from_board(&one)), 1);
    }

    #[test]
    fn the_move_table_agrees_with_counting_from_scratch() {
        use crate::engine::rng::Rng;
        use crate::engine::tiles::Move;
        for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
            for shape in crate::engine::tiles::Shape::all() {
                if Heuristic::WalkingDistance.unavailable_on(shape).is_some() {
                    continue;
                }
                let goal = Goal::new(kind.board_of(shape));
                let wd = goal.walking_distance();
                let cells = shape.cells();
                let mut rng = Rng::new(cells as u64);
                let mut board = goal.packed();
                let mut states = wd.states(board, cells);
                for _ in 0..2000 {
                    let blank = board.blank(cells);
                    let Some(target) = Move::ALL[rng.index(4)].target(blank, shape) else {
                        continue;
                    };
                    let tile = board.tile(target);
                    board = board.slide(blank, target);
                    states = wd.after(states, tile, target as u8, blank as u8);
                    assert_eq!(states, wd.states(board, cells), "{kind:?} {shape}");
                }
            }
        }
    }
}
