//! Knuth's Algorithm X with dancing links (DLX) for Sudoku, under the run contract.
//!
//! Sudoku is an exact-cover problem: 729 candidate rows (a digit in a cell) must cover
//! 324 constraint columns exactly once each: every cell holds one digit, and every row,
//! column and box holds each digit once. The matrix is a torus of doubly linked lists;
//! covering a column unlinks it and every row that meets it, and uncovering relinks
//! them in reverse order, which is what makes backtracking cheap.
//!
//! One unit of work covers or uncovers one column, so a page can show the search move
//! by move: the column chosen (the constraint with the fewest rows left: Knuth's S
//! heuristic), the rows tried for it, and the rows' other columns covered in turn.

use super::units::{box_of, cell_name};
use super::{Conflict, Grid};
use crate::engine::run::{Run, RunStatus, StopReason};

/// Constraint columns: 81 cells, then 81 row–digit, 81 column–digit and 81 box–digit.
const COLUMNS: usize = 324;
/// Candidate rows: a digit (1–9) in a cell (0–80).
const ROWS: usize = 729;
/// The root of the header list.
const ROOT: usize = 0;

/// What a constraint column stands for, in words: "cell r3c5", "row 3 needs a 7",
/// "column 5 needs a 7", "box 2 needs a 7".
pub fn column_name(column: usize) -> String {
    let (kind, at) = (column / 81, column % 81);
    let (unit, digit) = (at / 9 + 1, at % 9 + 1);
    match kind {
        0 => format!("cell {}", cell_name(at)),
        1 => format!("row {unit} needs a {digit}"),
        2 => format!("column {unit} needs a {digit}"),
        _ => format!("box {unit} needs a {digit}"),
    }
}

/// The four columns a candidate row (a `digit` in `cell`) covers.
fn columns_of(cell: usize, digit: usize) -> [usize; 4] {
    let (r, c, d) = (cell / 9, cell % 9, digit - 1);
    [
        cell,
        81 + r * 9 + d,
        162 + c * 9 + d,
        243 + box_of(cell) * 9 + d,
    ]
}

/// The counters of a DLX run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DlxCounters {
    /// Candidate rows tried (placed in the partial solution).
    pub nodes: u64,
    /// Rows taken back because the search below them failed.
    pub backtracks: u64,
    /// Link updates (Knuth's "updates": each unlinking of a node from its column).
    pub updates: u64,
    /// The deepest the search went (rows placed beyond the givens).
    pub max_depth: u64,
}

/// What a DLX run shows after a step.
#[derive(Clone, Debug, PartialEq)]
pub struct DlxView {
    /// Where the run stands.
    pub status: RunStatus,
    /// The givens and the digits of the rows placed so far.
    pub grid: Grid,
    /// The constraint the search is filling now, in words (none before the first
    /// choice or once the run is over).
    pub column: Option<String>,
    /// The rows tried for it so far, the current one last, as (cell, digit).
    pub tried: Vec<(usize, u8)>,
    /// Rows placed beyond the givens.
    pub depth: usize,
    /// The counters.
    pub counters: DlxCounters,
    /// Columns covered or uncovered so far (units of work).
    pub work_done: u64,
}

/// One pending move on the matrix.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Op {
    Cover(usize),
    Uncover(usize),
}

/// What the search does once its pending moves are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Next {
    /// Choose a column (or finish: none left means solved).
    Choose,
    /// Try the next row of the top frame's column (or give it up).
    NextRow,
}

/// A column being filled: its header and the row node being tried (the header itself
/// before the first row).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Frame {
    column: usize,
    row: usize,
}

/// A DLX search for one Sudoku, stepped one column cover or uncover at a time.
#[derive(Clone, Debug)]
pub struct DlxSolver {
    left: Vec<u32>,
    right: Vec<u32>,
    up: Vec<u32>,
    down: Vec<u32>,
    /// Each node's column (headers: their own column; the root: 0, unused).
    column: Vec<u16>,
    /// Each node's candidate row (headers: unused).
    row: Vec<u16>,
    /// Rows left in each column.
    size: Vec<u32>,
    givens: Grid,
    frames: Vec<Frame>,
    ops: Vec<Op>,
    next: Next,
    status: RunStatus,
    counters: DlxCounters,
    work_done: u64,
}

impl DlxSolver {
    /// A search for `grid`; clashing givens are refused.
    ///
    /// ```
    /// use puzzle_lab::engine::run::{run_to_end, Run, RunStatus};
    /// use puzzle_lab::engine::sudoku::{dlx::DlxSolver, Grid};
    /// let grid = Grid::parse(
    ///     "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    /// ).unwrap();
    /// let mut dlx = DlxSolver::new(&grid).unwrap();
    /// assert_eq!(run_to_end(&mut dlx, 1000), RunStatus::Solved);
    /// assert!(dlx.view().grid.is_full());
    /// ```
    pub fn new(grid: &Grid) -> Result<DlxSolver, Vec<Conflict>> {
        let conflicts = grid.conflicts();
        if !conflicts.is_empty() {
            return Err(conflicts);
        }
        let mut dlx = DlxSolver::matrix(*grid);
        // The givens' rows are part of every solution: cover their columns now (not
        // counted as work, as the other solvers count no work for their givens). Givens
        // that agree never share a column.
        for (cell, &digit) in grid.cells().iter().enumerate() {
            if digit != 0 {
                for column in columns_of(cell, usize::from(digit)) {
                    dlx.cover(column + 1);
                }
            }
        }
        dlx.counters = DlxCounters::default();
        Ok(dlx)
    }

    /// The full matrix: the root, 324 headers, then 4 nodes per candidate row.
    fn matrix(givens: Grid) -> DlxSolver {
        let nodes = 1 + COLUMNS + 4 * ROWS;
        let mut dlx = DlxSolver {
            left: vec![0; nodes],
            right: vec![0; nodes],
            up: vec![0; nodes],
            down: vec![0; nodes],
            column: vec![0; nodes],
            row: vec![0; nodes],
            size: vec![0; COLUMNS + 1],
            givens,
            frames: Vec::new(),
            ops: Vec::new(),
            next: Next::Choose,
            status: RunStatus::Running,
            counters: DlxCounters::default(),
            work_done: 0,
        };
        for h in 0..=COLUMNS {
            dlx.left[h] = (if h == 0 { COLUMNS } else { h - 1 }) as u32;
            dlx.right[h] = ((h + 1) % (COLUMNS + 1)) as u32;
            dlx.up[h] = h as u32;
            dlx.down[h] = h as u32;
            dlx.column[h] = h as u16;
        }
        let mut node = COLUMNS + 1;
        for r in 0..ROWS {
            let (cell, digit) = (r / 9, r % 9 + 1);
            let first = node;
            for (k, column) in columns_of(cell, digit).into_iter().enumerate() {
                let header = column + 1;
                // Into the bottom of the column.
                let last = dlx.up[header] as usize;
                dlx.down[last] = node as u32;
                dlx.up[node] = last as u32;
                dlx.down[node] = header as u32;
                dlx.up[header] = node as u32;
                dlx.size[header] += 1;
                // Into the row's ring.
                dlx.left[node] = (if k == 0 { first + 3 } else { node - 1 }) as u32;
                dlx.right[node] = (if k == 3 { first } else { node + 1 }) as u32;
                dlx.column[node] = header as u16;
                dlx.row[node] = r as u16;
                node += 1;
            }
        }
        dlx
    }

    /// Unlinks column header `c` and every row that meets it.
    fn cover(&mut self, c: usize) {
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l as usize] = r;
        self.left[r as usize] = l;
        let mut i = self.down[c] as usize;
        while i != c {
            let mut j = self.right[i] as usize;
            while j != i {
                let (u, d) = (self.up[j], self.down[j]);
                self.down[u as usize] = d;
                self.up[d as usize] = u;
                self.size[usize::from(self.column[j])] -= 1;
                self.counters.updates += 1;
                j = self.right[j] as usize;
            }
            i = self.down[i] as usize;
        }
    }

    /// Relinks column header `c` and its rows: [`DlxSolver::cover`] undone in reverse.
    fn uncover(&mut self, c: usize) {
        let mut i = self.up[c] as usize;
        while i != c {
            let mut j = self.left[i] as usize;
            while j != i {
                self.size[usize::from(self.column[j])] += 1;
                let (u, d) = (self.up[j], self.down[j]);
                self.down[u as usize] = j as u32;
                self.up[d as usize] = j as u32;
                j = self.left[j] as usize;
            }
            i = self.up[i] as usize;
        }
        let (l, r) = (self.left[c], self.right[c]);
        self.right[l as usize] = c as u32;
        self.left[r as usize] = c as u32;
    }

    /// The header of the column with the fewest rows left (the first such), if any.
    fn smallest_column(&self) -> Option<usize> {
        let mut best: Option<(u32, usize)> = None;
        let mut c = self.right[ROOT] as usize;
        while c != ROOT {
            if best.is_none_or(|(size, _)| self.size[c] < size) {
                best = Some((self.size[c], c));
            }
            c = self.right[c] as usize;
        }
        best.map(|(_, c)| c)
    }

    /// The moves that place row node `row`: cover each of its other columns.
    fn place(&mut self, row: usize) {
        self.counters.nodes += 1;
        let mut j = self.right[row] as usize;
        while j != row {
            self.ops.push(Op::Cover(usize::from(self.column[j])));
            j = self.right[j] as usize;
        }
        // `ops` is a stack: the first column to cover must come out first.
        let n = self.ops.len();
        self.ops[n - 3..].reverse();
    }

    /// The moves that take row node `row` back: uncover its other columns in reverse.
    fn take_back(&mut self, row: usize) {
        let mut j = self.left[row] as usize;
        while j != row {
            self.ops.push(Op::Uncover(usize::from(self.column[j])));
            j = self.left[j] as usize;
        }
        let n = self.ops.len();
        self.ops[n - 3..].reverse();
    }

    /// Decides the next moves (no work is done here).
    fn decide(&mut self) {
        match self.next {
            Next::Choose => match self.smallest_column() {
                None => self.status = RunStatus::Solved,
                Some(c) => {
                    self.frames.push(Frame { column: c, row: c });
                    let depth = self.frames.len() as u64;
                    self.counters.max_depth = self.counters.max_depth.max(depth);
                    self.ops.push(Op::Cover(c));
                    self.next = Next::NextRow;
                }
            },
            Next::NextRow => {
                let Some(frame) = self.frames.last_mut() else {
                    self.status = RunStatus::Stopped(StopReason::Exhausted);
                    return;
                };
                let row = self.down[frame.row] as usize;
                frame.row = row;
                if row == frame.column {
                    // Every row of this column failed: give the column up, and take
                    // back the row above it.
                    let column = frame.column;
                    self.frames.pop();
                    self.ops.push(Op::Uncover(column));
                    match self.frames.last() {
                        Some(above) => {
                            self.counters.backtracks += 1;
                            let row = above.row;
                            self.take_back(row);
                            // This column is uncovered first, then the row's columns
                            // (the reverse of the order they were covered in).
                            let n = self.ops.len();
                            self.ops[n - 4..].rotate_right(3);
                        }
                        None => {
                            self.ops.clear();
                            self.ops.push(Op::Uncover(column));
                        }
                    }
                    self.next = Next::NextRow;
                } else {
                    self.place(row);
                    self.next = Next::Choose;
                }
            }
        }
    }

    /// One unit of work: the next cover or uncover (deciding the next moves first when
    /// none is pending). False once the run is over.
    fn unit(&mut self) -> bool {
        while self.ops.is_empty() && self.status == RunStatus::Running {
            if self.next == Next::NextRow && self.frames.is_empty() {
                self.status = RunStatus::Stopped(StopReason::Exhausted);
            } else {
                self.decide();
            }
        }
        if self.status != RunStatus::Running {
            return false;
        }
        if let Some(op) = self.ops.pop() {
            match op {
                Op::Cover(c) => self.cover(c),
                Op::Uncover(c) => self.uncover(c),
            }
            self.work_done += 1;
        }
        true
    }

    /// The counters so far.
    pub fn counters(&self) -> DlxCounters {
        self.counters
    }

    /// The digits placed: the givens and every frame's current row.
    pub fn grid(&self) -> Grid {
        let mut grid = self.givens;
        for frame in &self.frames {
            if frame.row != frame.column {
                let r = usize::from(self.row[frame.row]);
                grid.set(r / 9 / 9, r / 9 % 9, (r % 9 + 1) as u8);
            }
        }
        grid
    }
}

impl Run for DlxSolver {
    type View = DlxView;

    fn step(&mut self, budget: u64) -> RunStatus {
        for _ in 0..budget {
            if !self.unit() {
                break;
            }
        }
        // A solution is complete once its last column is covered.
        if self.status == RunStatus::Running
            && self.ops.is_empty()
            && self.next == Next::Choose
            && self.right[ROOT] as usize == ROOT
        {
            self.status = RunStatus::Solved;
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        self.status.stop(reason);
    }

    fn work_done(&self) -> u64 {
        self.work_done
    }

    fn view(&mut self) -> DlxView {
        let frame = self
            .frames
            .last()
            .filter(|_| self.status == RunStatus::Running);
        let mut tried = Vec::new();
        if let Some(f) = frame.filter(|f| f.row != f.column) {
            // The column's rows from the top down to the one being tried.
            let mut i = self.down[f.column] as usize;
            while i != f.column {
                let r = usize::from(self.row[i]);
                tried.push((r / 9, (r % 9 + 1) as u8));
                if i == f.row {
                    break;
                }
                i = self.down[i] as usize;
            }
        }
        DlxView {
            status: self.status,
            grid: self.grid(),
            column: frame.map(|f| column_name(f.column - 1)),
            tried,
            depth: self.frames.iter().filter(|f| f.row != f.column).count(),
            counters: self.counters,
            work_done: self.work_done,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::run_to_end;
    use crate::engine::sudoku::fast_search;
    use crate::engine::sudoku::presets::{hard_presets, seed_presets};

    fn solve(grid: &Grid, slice: u64) -> DlxSolver {
        let mut dlx = DlxSolver::new(grid).expect("givens agree");
        run_to_end(&mut dlx, slice);
        dlx
    }

    /// The coursework's grids and the hard ones: DLX's solution is valid, keeps the
    /// givens, and is the fast solver's (they are unique).
    #[test]
    fn every_solution_is_valid_and_agrees_with_the_fast_solver() {
        for case in seed_presets().into_iter().chain(hard_presets()) {
            let mut dlx = solve(&case.grid, 4096);
            assert_eq!(dlx.status(), RunStatus::Solved, "{}", case.name);
            let view = dlx.view();
            let solution = view.grid;
            assert!(
                solution.is_full() && solution.conflicts().is_empty(),
                "{}",
                case.name
            );
            assert!(
                case.grid.agrees_with(&solution),
                "{}: the givens stay",
                case.name
            );
            let fast = fast_search(&case.grid, 1).unwrap().first.unwrap();
            assert_eq!(solution, fast, "{}", case.name);
            assert!(view.counters.nodes >= 81 - case.grid.givens() as u64);
            assert_eq!(
                view.depth,
                81 - case.grid.givens(),
                "{}: one row per empty cell",
                case.name
            );
        }
    }

    /// Stepping one column at a time ends as one long step does, with the same
    /// counters; and two runs count alike.
    #[test]
    fn stepping_in_slices_ends_like_one_run_and_counts_deterministically() {
        let grid = hard_presets()[0].grid;
        let whole = solve(&grid, u64::MAX);
        for slice in [1, 7, 300] {
            let mut sliced = solve(&grid, slice);
            let mut whole = whole.clone();
            let (a, b) = (sliced.view(), whole.view());
            assert_eq!(a.grid, b.grid);
            assert_eq!(a.counters, b.counters, "slice {slice}");
            assert_eq!(sliced.work_done(), whole.work_done());
        }
        let mut again = solve(&grid, u64::MAX);
        assert_eq!(again.view().counters, whole.clone().view().counters);
        assert!(
            whole.clone().view().counters.backtracks > 0,
            "a hard grid backtracks"
        );
    }

    /// Each unit covers or uncovers one column, and the view names the constraint
    /// being filled and the rows tried for it.
    #[test]
    fn the_view_names_the_constraint_and_the_rows_tried() {
        let grid = seed_presets()[0].grid;
        let mut dlx = DlxSolver::new(&grid).unwrap();
        assert_eq!(dlx.view().column, None, "nothing chosen yet");
        dlx.step(1);
        let view = dlx.view();
        assert_eq!(view.work_done, 1);
        let column = view.column.expect("a column is chosen and covered");
        assert!(
            ["cell r", "row ", "column ", "box "]
                .iter()
                .any(|p| column.starts_with(p)),
            "{column}"
        );
        assert!(view.tried.is_empty(), "no row tried yet");
        dlx.step(1);
        let view = dlx.view();
        assert_eq!(view.tried.len(), 1, "the first row is being placed");
        let (cell, digit) = view.tried[0];
        assert_eq!(view.grid.cells()[cell], digit, "its digit shows");
    }

    #[test]
    fn clashing_givens_are_refused_and_an_unsolvable_grid_is_exhausted() {
        let clash = Grid::parse(&format!("11{}", ".".repeat(79))).unwrap();
        assert!(DlxSolver::new(&clash).is_err());
        // r1c9 can only take 9, which r2c9 holds: no solution, though nothing clashes.
        let dead = Grid::parse(&format!("12345678.........9{}", ".".repeat(63))).unwrap();
        let mut dlx = solve(&dead, 64);
        assert_eq!(dlx.status(), RunStatus::Stopped(StopReason::Exhausted));
        assert_eq!(dlx.view().grid, dead, "every row was taken back");
    }

    #[test]
    fn columns_are_named_for_people() {
        assert_eq!(column_name(20), "cell r3c3");
        assert_eq!(column_name(81 + 2 * 9 + 6), "row 3 needs a 7");
        assert_eq!(column_name(162 + 4 * 9), "column 5 needs a 1");
        assert_eq!(column_name(243 + 8 * 9 + 8), "box 9 needs a 9");
    }
}
