//! The CSP solver as a stepper: backtracking search over an explicit stack of choice
//! points, with the configured ordering, inference and singles.
//!
//! One unit of work is one assignment (a choice or a forced single), one propagation
//! step (revising the arcs into one cell whose value is known) or one backtrack, so the
//! run can stop after any of them and the UI can show each.

use super::board::{bit, candidates_seen, digits, only_digit, size, Board, ALL_DIGITS};
use super::config::{CspConfig, Human, Inference};
use super::events::{CspEvent, SingleKind};
use super::human::HumanStep;
use super::order::{order_values, pick_cell};
use super::peek::BranchPeek;
use super::trace::Deducer;
use super::view::{CspCounters, CspView};
use crate::engine::rng::Rng;
use crate::engine::run::{EventLog, Run, RunStatus, StopReason};
use crate::engine::sudoku::logic::{naked_digit, Tally};
use crate::engine::sudoku::units::{Unit, CELL_UNIT_MASK, PEERS, UNITS};
use crate::engine::sudoku::{Conflict, Grid};

/// Every unit, as a mask.
const ALL_UNITS: u32 = (1 << 27) - 1;

/// A choice point: the state before it, the cell and its values in trial order.
#[derive(Clone, Debug)]
struct Frame {
    before: Board,
    cell: u8,
    values: [u8; 9],
    len: u8,
    next: u8,
}

impl Frame {
    /// The value being tried.
    fn current(&self) -> u8 {
        self.values[self.next as usize - 1]
    }
}

/// What the next unit of work is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Propagate, assign singles, or (when nothing is left to deduce) branch.
    Propagate,
    /// The current branch failed: undo the newest choice.
    Fail,
    /// Try the next value of the newest choice (or give it up).
    Retry,
}

/// The Sudoku CSP solver. Build it with [`CspSolver::new`], drive it with
/// [`Run::step`], look at it with [`Run::view`].
#[derive(Clone, Debug)]
pub struct CspSolver {
    config: CspConfig,
    board: Board,
    frames: Vec<Frame>,
    phase: Phase,
    /// Cells whose value must be propagated to their peers, and the next to take.
    queue: Vec<u8>,
    head: usize,
    /// Singles found and not yet assigned.
    forced: Vec<(u8, u8, SingleKind)>,
    /// Units (bit u = `UNITS[u]`) changed since the last look for hidden singles.
    dirty: u32,
    counters: CspCounters,
    status: RunStatus,
    log: EventLog<CspEvent>,
    loud: bool,
    focus: Option<usize>,
    /// The cell whose incoming arcs the last unit revised.
    revising: Option<u8>,
    work: u64,
    /// Stop after this many solutions (1 to solve; 2 or more to count solutions).
    limit: usize,
    found: usize,
    first: Option<Grid>,
    /// Shuffles the value order (the generator's randomized backtracking).
    rng: Option<Rng>,
    /// Takes the human level's steps: with the technique engine ([`CspSolver::logical`])
    /// or from a recorded trace ([`CspSolver::replaying`]).
    pub(super) deducer: Option<Deducer>,
}

impl CspSolver {
    /// A solver for `grid` with `config`. Refuses givens that contradict each other,
    /// naming them. A human level (`config.human`) implies singles; its techniques
    /// are applied only by a solver built with [`CspSolver::logical`],
    /// [`CspSolver::recording`] or [`CspSolver::replaying`] (this one stops at the
    /// singles, and keeps the technique engine out of the page).
    pub fn new(grid: &Grid, mut config: CspConfig) -> Result<CspSolver, Vec<Conflict>> {
        config.singles |= config.human != Human::None;
        let conflicts = grid.conflicts();
        if !conflicts.is_empty() {
            return Err(conflicts);
        }
        let mut board = Board::new(grid);
        let mut queue = Vec::with_capacity(81);
        if config.inference != Inference::None {
            for (c, &d) in grid.cells().iter().enumerate() {
                if d != 0 {
                    board.mark_queued(c);
                    queue.push(c as u8);
                }
            }
        }
        Ok(CspSolver {
            config,
            board,
            frames: Vec::with_capacity(64),
            phase: Phase::Propagate,
            queue,
            head: 0,
            forced: Vec::with_capacity(32),
            dirty: ALL_UNITS,
            counters: CspCounters::default(),
            status: RunStatus::Running,
            log: EventLog::default(),
            loud: true,
            focus: None,
            revising: None,
            work: 0,
            limit: 1,
            found: 0,
            first: None,
            rng: None,
            deducer: None,
        })
    }

    /// Takes the human steps with `deducer`.
    pub(super) fn with_deducer(mut self, deducer: Deducer) -> Self {
        self.deducer = Some(deducer);
        self
    }

    /// Keeps searching after a solution until `limit` solutions are found (at least
    /// 1), for counting solutions.
    pub(crate) fn with_limit(mut self, limit: usize) -> Self {
        self.limit = limit.max(1);
        self
    }

    /// Tries values in an order shuffled by `rng` (randomized backtracking).
    pub(crate) fn with_rng(mut self, rng: Rng) -> Self {
        self.rng = Some(rng);
        self
    }

    /// Solutions found so far (counting mode goes past the first).
    pub(crate) fn found(&self) -> usize {
        self.found
    }

    /// The configuration.
    pub fn config(&self) -> CspConfig {
        self.config
    }

    /// The solution, once solved (in counting mode: the first one found).
    pub fn solution(&self) -> Option<Grid> {
        self.first
    }

    /// The counters so far.
    pub fn counters(&self) -> CspCounters {
        let mut c = self.counters;
        c.depth = self.frames.len() as u64;
        c
    }

    /// The digits assigned so far (givens, choices and singles).
    pub fn grid(&self) -> Grid {
        self.board.grid()
    }

    /// Each cell's candidates (bit d = digit d): the assigned digit for a filled cell,
    /// else the domain less the digits its row, column and box hold.
    pub fn domains(&self) -> [u16; 81] {
        std::array::from_fn(|c| self.board.legal(c) | self.board.dom[c] & bit(self.board.cell[c]))
    }

    /// The cell the last unit of work was about.
    pub fn focus(&self) -> Option<usize> {
        self.focus
    }

    #[inline]
    fn emit(&mut self, event: CspEvent) {
        if self.loud {
            self.log.push(event);
        }
    }

    /// A cell's candidates as the search sees them (see [`candidates_seen`]).
    #[inline]
    fn cand(pruned: bool) -> impl Fn(&Board, usize) -> u16 + Copy {
        candidates_seen(pruned)
    }

    fn finish(&mut self, status: RunStatus) {
        self.status = status;
        match status {
            RunStatus::Solved => self.log.push(CspEvent::Solved),
            RunStatus::Stopped(r) => self.log.push(CspEvent::Stopped(r)),
            RunStatus::Running => {}
        }
    }

    /// Assigns `d` to `c` and queues it for propagation.
    #[inline]
    fn place(&mut self, c: usize, d: u8) {
        self.board.assign(c, d);
        self.dirty |= if self.config.inference == Inference::None {
            ALL_UNITS
        } else {
            CELL_UNIT_MASK[c]
        };
        self.counters.assignments += 1;
        self.focus = Some(c);
        if self.config.inference != Inference::None && !self.board.mark_queued(c) {
            self.queue.push(c as u8);
        }
    }

    /// One unit of the Propagate phase.
    fn propagate_unit(&mut self) {
        if self.head < self.queue.len() {
            let c = self.queue[self.head] as usize;
            self.head += 1;
            self.revise_into(c);
            return;
        }
        self.queue.clear();
        self.head = 0;
        if self.config.singles {
            let mut scanned = false;
            loop {
                if let Some((c, d, kind)) = self.forced.pop() {
                    let c = c as usize;
                    if self.board.cell[c] == d {
                        continue;
                    }
                    if self.board.cell[c] != 0 || self.board.legal(c) & bit(d) == 0 {
                        self.dead_end(match kind {
                            SingleKind::Hidden(unit) => CspEvent::NoPlace { digit: d, unit },
                            SingleKind::Naked => CspEvent::WipeOut { cell: c },
                        });
                        return;
                    }
                    self.place(c, d);
                    self.emit(CspEvent::Single {
                        cell: c,
                        digit: d,
                        kind,
                    });
                    return;
                }
                if scanned {
                    break;
                }
                self.find_singles();
                scanned = true;
                if self.phase != Phase::Propagate {
                    return;
                }
            }
        }
        // The human level's next step, if any (only a solver built by `logical` or
        // `recording` links the technique engine; the page's replays a trace).
        if self.config.human != Human::None {
            if let Some(mut deducer) = self.deducer.take() {
                let applied = deducer.step(self);
                self.deducer = Some(deducer);
                if applied {
                    return;
                }
            }
        }
        self.branch();
    }

    /// Each empty cell's candidates (its domain less its assigned peers' digits), 0 for
    /// an assigned cell: the candidate state the human techniques read.
    pub(super) fn open_candidates(&self) -> [u16; 81] {
        std::array::from_fn(|c| {
            if self.board.cell[c] == 0 {
                self.board.legal(c)
            } else {
                0
            }
        })
    }

    /// The digits assigned so far (0 = empty).
    pub(super) fn cells(&self) -> &[u8; 81] {
        &self.board.cell
    }

    /// Applies one human deduction as one unit of work: a placement assigns,
    /// eliminations prune domains (a wiped-out domain ends the branch; one left with
    /// one value is queued and noted as a naked single, as after a revision).
    pub(super) fn apply_human(&mut self, step: &HumanStep) {
        self.counters.deductions += 1;
        let technique = step.technique;
        if let Some((cell, digit)) = step.place {
            let c = cell as usize;
            if self.board.cell[c] != 0 || self.board.legal(c) & bit(digit) == 0 {
                self.dead_end(CspEvent::WipeOut { cell: c });
            } else {
                self.place(c, digit);
                self.emit(CspEvent::Deduced {
                    cell: c,
                    digit,
                    placed: true,
                    technique,
                });
            }
            return;
        }
        let inferring = self.config.inference != Inference::None;
        let ac3 = self.config.inference == Inference::Ac3;
        let mut wiped = None;
        for &(cell, digit) in &step.eliminate {
            let c = cell as usize;
            self.board.dom[c] &= !bit(digit);
            self.dirty |= CELL_UNIT_MASK[c];
            self.focus = Some(c);
            self.emit(CspEvent::Deduced {
                cell: c,
                digit,
                placed: false,
                technique,
            });
            let left = self.board.legal(c);
            if left == 0 {
                wiped.get_or_insert(c);
            } else if let Some(d) = naked_digit(left).filter(|_| inferring) {
                if ac3 && !self.board.mark_queued(c) {
                    self.queue.push(c as u8);
                    self.emit(CspEvent::Queued { cell: c });
                }
                self.forced.push((c as u8, d, SingleKind::Naked));
            }
        }
        if let Some(c) = wiped {
            self.dead_end(CspEvent::WipeOut { cell: c });
        }
    }

    /// Revises the arcs from `c`'s unassigned peers into `c`, whose value is known:
    /// removes that value from their domains. All 20 peers are revised first (without
    /// branches), then the pruned ones are looked at: a wipe-out ends the branch, a
    /// domain left with one value is queued (AC-3) and noted as a naked single.
    fn revise_into(&mut self, c: usize) {
        let v = only_digit(self.board.dom[c]);
        let b = bit(v);
        self.focus = Some(c);
        self.revising = Some(c as u8);
        let peers = &PEERS[c];
        let (mut revisions, mut checks, mut pruned) = (0u32, 0u32, 0u32);
        for (i, &p) in peers.iter().enumerate() {
            let p = p as usize;
            let d = self.board.dom[p];
            let open = u16::from(self.board.cell[p] == 0);
            revisions += u32::from(open);
            checks += size(d) * u32::from(open);
            let hit = (d & b != 0) as u16 & open;
            self.board.dom[p] = d & !(b * hit);
            pruned |= u32::from(hit) << i;
        }
        self.counters.revisions += u64::from(revisions);
        self.counters.checks += u64::from(checks);
        let ac3 = self.config.inference == Inference::Ac3;
        let singles = self.config.singles;
        let mut wiped = None;
        while pruned != 0 {
            let p = peers[pruned.trailing_zeros() as usize] as usize;
            pruned &= pruned - 1;
            let left = self.board.dom[p];
            self.dirty |= CELL_UNIT_MASK[p];
            self.emit(CspEvent::Prune {
                cell: p,
                digit: v,
                because: c,
            });
            if left == 0 {
                wiped.get_or_insert(p);
            } else if let Some(d) = naked_digit(left) {
                if ac3 && !self.board.mark_queued(p) {
                    self.queue.push(p as u8);
                    self.emit(CspEvent::Queued { cell: p });
                }
                if singles {
                    self.forced.push((p as u8, d, SingleKind::Naked));
                }
            }
        }
        if let Some(p) = wiped {
            self.dead_end(CspEvent::WipeOut { cell: p });
        }
    }

    /// Looks for singles when nothing is queued: naked singles (only needed without
    /// inference: with it, pruning reports them) and hidden singles. A cell or a digit
    /// with no place left ends the branch.
    fn find_singles(&mut self) {
        let cand = Self::cand(self.config.inference != Inference::None);
        if self.config.inference == Inference::None {
            for c in 0..81 {
                if self.board.cell[c] != 0 {
                    continue;
                }
                let l = self.board.legal(c);
                if l == 0 {
                    self.dead_end(CspEvent::WipeOut { cell: c });
                    return;
                }
                if let Some(d) = naked_digit(l) {
                    self.forced.push((c as u8, d, SingleKind::Naked));
                }
            }
            if !self.forced.is_empty() {
                self.forced.reverse();
                return;
            }
        }
        let mut dirty = std::mem::take(&mut self.dirty);
        while dirty != 0 {
            let u = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let cells = &UNITS[u];
            let tally = Tally::of(cells.iter().map(|&c| {
                let c = c as usize;
                cand(&self.board, c) * u16::from(self.board.cell[c] == 0)
            }));
            let missing = tally.missing(ALL_DIGITS & !self.board.used[u]);
            if missing != 0 {
                let unit = Unit::from_index(u);
                self.dead_end(CspEvent::NoPlace {
                    digit: only_digit(missing & missing.wrapping_neg()),
                    unit,
                });
                return;
            }
            for d in digits(tally.hidden()) {
                let c = cells
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| self.board.cell[c] == 0 && cand(&self.board, c) & bit(d) != 0)
                    .expect("a hidden single has its cell");
                self.forced
                    .push((c as u8, d, SingleKind::Hidden(Unit::from_index(u))));
            }
        }
        self.forced.reverse();
    }

    /// Nothing left to deduce: pick a cell and try its first value, or finish.
    fn branch(&mut self) {
        let inference = self.config.inference;
        let cand = Self::cand(inference != Inference::None);
        let floor = match (self.config.singles, inference) {
            (true, _) => 2,
            (false, Inference::None) => 0,
            (false, _) => 1,
        };
        let Some(c) = pick_cell(&self.board, self.config.var, floor, cand) else {
            self.solution_found();
            return;
        };
        let mut frame = Frame {
            before: self.board,
            cell: c as u8,
            values: [0; 9],
            len: 0,
            next: 0,
        };
        // Without inference the domain is never pruned: each value is checked against
        // the assignment when tried.
        let values = self.board.dom[c];
        frame.len = order_values(
            &self.board,
            c,
            values,
            self.config.val,
            self.rng.as_mut(),
            cand,
            &mut frame.values,
        ) as u8;
        self.frames.push(frame);
        self.counters.max_depth = self.counters.max_depth.max(self.frames.len() as u64);
        if !self.try_next() {
            self.frames.pop();
            self.dead_end(CspEvent::WipeOut { cell: c });
        }
    }

    /// Assigns the newest choice point's next consistent value; false when none is left.
    fn try_next(&mut self) -> bool {
        let check = self.config.inference == Inference::None;
        let top = self.frames.last_mut().expect("a choice point");
        let c = top.cell as usize;
        while top.next < top.len {
            let d = top.values[top.next as usize];
            top.next += 1;
            if check {
                self.counters.checks += 1;
                if self.board.taken(c) & bit(d) != 0 {
                    continue;
                }
            }
            let depth = self.frames.len();
            self.place(c, d);
            self.counters.nodes += 1;
            self.emit(CspEvent::Assign {
                cell: c,
                digit: d,
                depth,
            });
            return true;
        }
        false
    }

    /// The branch failed: report why and undo the newest choice next.
    fn dead_end(&mut self, why: CspEvent) {
        if let Some(c) = why.cell() {
            self.focus = Some(c);
        }
        self.emit(why);
        self.phase = Phase::Fail;
    }

    fn solution_found(&mut self) {
        self.found += 1;
        if self.first.is_none() {
            self.first = Some(self.board.grid());
        }
        if self.found >= self.limit {
            self.finish(RunStatus::Solved);
        } else {
            self.phase = Phase::Fail;
        }
    }

    /// Undoes the newest choice's value.
    fn fail_unit(&mut self) {
        self.queue.clear();
        self.head = 0;
        self.forced.clear();
        let Some(top) = self.frames.last() else {
            let status = if self.found > 0 {
                RunStatus::Solved
            } else {
                RunStatus::Stopped(StopReason::Exhausted)
            };
            self.finish(status);
            return;
        };
        let (c, d) = (top.cell as usize, top.current());
        self.board = top.before;
        // The state before a choice had no hidden single left anywhere.
        self.dirty = 0;
        self.counters.backtracks += 1;
        self.focus = Some(c);
        self.emit(CspEvent::Backtrack { cell: c, digit: d });
        self.phase = Phase::Retry;
    }

    fn retry_unit(&mut self) {
        if self.try_next() {
            self.phase = Phase::Propagate;
        } else {
            self.frames.pop();
            self.fail_unit();
        }
    }
}

impl Run for CspSolver {
    type View = CspView;

    fn step(&mut self, budget: u64) -> RunStatus {
        let mut left = budget;
        while left > 0 && self.status == RunStatus::Running {
            self.revising = None;
            match self.phase {
                Phase::Propagate => self.propagate_unit(),
                Phase::Fail => self.fail_unit(),
                Phase::Retry => self.retry_unit(),
            }
            self.work += 1;
            left -= 1;
        }
        self.status
    }

    fn status(&self) -> RunStatus {
        self.status
    }

    fn stop(&mut self, reason: StopReason) {
        if self.status == RunStatus::Running {
            self.finish(RunStatus::Stopped(reason));
        }
    }

    fn quiet(&mut self) {
        self.loud = false;
        self.log.quiet();
    }

    fn work_done(&self) -> u64 {
        self.work
    }

    fn view(&mut self) -> CspView {
        let (events, events_dropped) = self.log.drain();
        CspView {
            status: self.status,
            counters: self.counters(),
            grid: self.grid(),
            candidates: self.domains().to_vec(),
            focus: self.focus,
            events,
            events_dropped,
            queue: self.queue.get(self.head..).unwrap_or_default().to_vec(),
            revising: self.revising.map(usize::from),
            branch: self.peek_branch(),
        }
    }
}

impl CspSolver {
    /// When the next unit of work is a branching choice, the numbers it weighs: found
    /// by taking that unit on a quiet copy (so they are the solver's own), without a
    /// human propagation level (its technique engine is not on the page).
    fn peek_branch(&self) -> Option<BranchPeek> {
        let idle = self.status != RunStatus::Running
            || self.phase != Phase::Propagate
            || self.config.human != Human::None;
        if idle {
            return None;
        }
        let mut probe = self.clone();
        probe.quiet();
        let depth = probe.frames.len();
        probe.propagate_unit();
        let frame = probe.frames.get(depth)?;
        Some(BranchPeek::of(
            &frame.before,
            frame.cell as usize,
            &self.config,
        ))
    }
}
