//! Play mode's model: the player's digits and pencil marks over the puzzle's givens,
//! with undo and redo, a check and hints in three levels (computed by the Web Worker),
//! the hints and mistakes counted, and the grid locked once solved. Pure: the page's
//! reducer calls it.

use crate::engine::sudoku::logic::{Candidate, PlayHint};
use crate::engine::sudoku::units::PEERS;
use crate::engine::sudoku::{count_within, verify, Grid, SolutionCount};
use crate::links::sudoku::PAGE_COUNT_BUDGET;
use crate::persist::SudokuGame;

/// The player's digits and pencil marks at one moment (what undo restores).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Snapshot {
    /// Givens and the player's digits.
    pub entries: Grid,
    /// Pencil marks per cell (bit d = digit d).
    pub marks: [u16; 81],
}

/// What the last Check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckResult {
    /// A sentence for the status line.
    pub message: String,
    /// Cells whose digit breaks a rule or differs from the (unique) solution.
    pub wrong: Vec<usize>,
}

/// The hint on show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintShown {
    /// Asked of the worker (request `PlayState::hint_job`), not yet answered.
    Asking,
    /// The worker's hint, shown up to `level` (1: nudge, 2: technique and pattern, 3:
    /// the deduction and Apply). A mistake shows whole at level 1.
    Shown {
        /// The hint.
        hint: PlayHint,
        /// 1, 2 or 3.
        level: u8,
    },
    /// Why there is no hint.
    Missing(String),
}

/// The highest hint level: the whole deduction, with Apply.
pub const HINT_LEVELS: u8 = 3;

/// A game in play mode.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayState {
    /// The puzzle's givens.
    pub puzzle: Grid,
    /// The current digits and marks.
    pub now: Snapshot,
    /// Earlier snapshots, most recent last.
    pub undo: Vec<Snapshot>,
    /// Undone snapshots, most recent last.
    pub redo: Vec<Snapshot>,
    /// The selected cell.
    pub selected: Option<usize>,
    /// True when digits typed go in as pencil marks.
    pub pencil: bool,
    /// Seconds played (counted while unsolved).
    pub seconds: u32,
    /// The hint on show, if any.
    pub hint: Option<HintShown>,
    /// The id of the last hint asked of the worker.
    pub hint_job: u64,
    /// The last check, if still relevant.
    pub check: Option<CheckResult>,
    /// Hints given so far.
    pub hints_used: u32,
    /// Digits typed that broke a rule or differ from the (unique) solution.
    pub mistakes: u32,
    /// True once solved, until the player chooses to keep editing: no change is taken.
    pub locked: bool,
}

/// Each empty cell's candidates: the digits no peer holds (bit d = digit d).
pub fn candidates(grid: &Grid) -> [u16; 81] {
    crate::engine::sudoku::units::candidates(grid.cells())
}

impl PlayState {
    /// A fresh game of `puzzle`.
    pub fn new(puzzle: Grid) -> Self {
        PlayState {
            puzzle,
            now: Snapshot {
                entries: puzzle,
                marks: [0; 81],
            },
            undo: Vec::new(),
            redo: Vec::new(),
            selected: None,
            pencil: false,
            seconds: 0,
            hint: None,
            hint_job: 0,
            check: None,
            hints_used: 0,
            mistakes: 0,
            locked: false,
        }
    }

    /// True when the player has done something: a digit or a mark placed, a move to
    /// undo, or time played. A game that is not started is not worth keeping.
    pub fn is_started(&self) -> bool {
        self.now.entries != self.puzzle
            || self.now.marks.iter().any(|&m| m != 0)
            || !self.undo.is_empty()
    }

    /// Takes a saved game's digits, marks, time, hints and mistakes, if it is a game of
    /// this puzzle (else nothing changes); a solved grid comes back locked.
    pub fn resume(&mut self, game: &SudokuGame) {
        let (Ok((puzzle, entries)), Ok(marks)) = (game.grids(), game.marks()) else {
            return;
        };
        if puzzle != self.puzzle {
            return;
        }
        *self = PlayState::new(puzzle);
        self.now = Snapshot { entries, marks };
        self.seconds = game.seconds;
        self.hints_used = game.hints;
        self.mistakes = game.mistakes;
        self.locked = self.is_solved();
    }

    /// The game to save, whose puzzle came from `source`.
    pub fn to_game(&self, source: &str) -> SudokuGame {
        SudokuGame {
            puzzle: self.puzzle.to_line(),
            entries: self.now.entries.to_line(),
            marks: self.now.marks.to_vec(),
            seconds: self.seconds,
            source: source.chars().take(60).collect(),
            hints: self.hints_used,
            mistakes: self.mistakes,
        }
    }

    /// Lets the player change a solved grid again.
    pub fn unlock(&mut self) {
        self.locked = false;
    }

    /// True when `cell` holds a given.
    pub fn is_given(&self, cell: usize) -> bool {
        self.puzzle.cells()[cell] != 0
    }

    /// True when every cell is filled and no rule is broken.
    pub fn is_solved(&self) -> bool {
        verify(&self.now.entries).is_solved()
    }

    /// The digit shown in the selected cell, if any.
    pub fn selected_digit(&self) -> Option<u8> {
        let d = self.now.entries.cells()[self.selected?];
        (d != 0).then_some(d)
    }

    /// Digits placed nine times without a conflict: greyed out on the pad.
    pub fn completed_digits(&self) -> u16 {
        let cells = self.now.entries.cells();
        let conflicted: u16 = self
            .now
            .entries
            .conflicts()
            .iter()
            .fold(0, |m, c| m | (1 << c.digit));
        (1..=9u8)
            .filter(|&d| cells.iter().filter(|&&x| x == d).count() == 9)
            .fold(0, |m, d| m | (1 << d))
            & !conflicted
    }

    fn change(&mut self, next: Snapshot) {
        if next == self.now || self.locked {
            return;
        }
        self.undo.push(self.now);
        self.redo.clear();
        self.show(next);
    }

    /// Shows `next` (a change, an undo or a redo), locking the grid if it is solved.
    fn show(&mut self, next: Snapshot) {
        self.now = next;
        self.hint = None;
        self.check = None;
        self.locked = self.is_solved();
    }

    /// Types `digit` (1–9) into the selected cell: a digit, or a pencil mark toggled
    /// in pencil mode (or when `as_mark`). Givens never change, nor does a locked grid.
    /// A digit that breaks a rule or differs from the only `solution` (`None` while it
    /// is not known) counts as a mistake.
    pub fn type_digit(&mut self, digit: u8, as_mark: bool, solution: Option<&SolutionCount>) {
        let Some(cell) = self.selected else {
            return;
        };
        if self.locked || self.is_given(cell) || !(1..=9).contains(&digit) {
            return;
        }
        let mut next = self.now;
        if self.pencil || as_mark {
            if next.entries.cells()[cell] != 0 {
                return;
            }
            next.marks[cell] ^= 1 << digit;
        } else {
            let (r, c) = (cell / 9, cell % 9);
            let same = next.entries.cells()[cell] == digit;
            next.entries.set(r, c, if same { 0 } else { digit });
            if !same {
                let clash = PEERS[cell]
                    .iter()
                    .any(|&p| next.entries.cells()[p as usize] == digit);
                let differs =
                    matches!(solution, Some(SolutionCount::One(s)) if s.cells()[cell] != digit);
                if clash || differs {
                    self.mistakes = self.mistakes.saturating_add(1);
                }
                // The placed digit can no longer be a candidate of its peers.
                for &p in &PEERS[cell] {
                    next.marks[p as usize] &= !(1 << digit);
                }
            }
        }
        self.change(next);
    }

    /// Clears the selected cell's digit, or its marks when it has no digit.
    pub fn erase(&mut self) {
        let Some(cell) = self.selected else {
            return;
        };
        if self.is_given(cell) {
            return;
        }
        let mut next = self.now;
        if next.entries.cells()[cell] != 0 {
            next.entries.set(cell / 9, cell % 9, 0);
        } else {
            next.marks[cell] = 0;
        }
        self.change(next);
    }

    /// Fills every empty cell's pencil marks with its current candidates.
    pub fn fill_marks(&mut self) {
        let mut next = self.now;
        next.marks = candidates(&next.entries);
        self.change(next);
    }

    /// Takes back the last change.
    pub fn undo(&mut self) {
        if self.locked {
            return;
        }
        if let Some(previous) = self.undo.pop() {
            self.redo.push(self.now);
            self.show(previous);
        }
    }

    /// Puts back the last undone change.
    pub fn redo(&mut self) {
        if self.locked {
            return;
        }
        if let Some(next) = self.redo.pop() {
            self.undo.push(self.now);
            self.show(next);
        }
    }

    /// Moves the selection by `(dr, dc)`, wrapping around the edges.
    pub fn move_selection(&mut self, dr: i32, dc: i32) {
        let cell = self.selected.unwrap_or(0) as i32;
        let r = (cell / 9 + dr).rem_euclid(9);
        let c = (cell % 9 + dc).rem_euclid(9);
        self.selected = Some((r * 9 + c) as usize);
    }

    /// Checks the digits: broken rules and, when the puzzle's solution is known
    /// (`solution` is [`SolutionCount::One`]), digits that differ from it; with many
    /// solutions, or while their count is not known, whether one is still left (as far
    /// as [`PAGE_COUNT_BUDGET`] nodes of search can tell).
    pub fn check(&mut self, solution: Option<&SolutionCount>) {
        let verdict = verify(&self.now.entries);
        let mut wrong = verdict.conflict_cells();
        wrong.retain(|&c| !self.is_given(c));
        let mut message = verdict.describe(&self.now.entries);
        if verdict.is_consistent() && !verdict.is_solved() {
            match solution {
                Some(SolutionCount::One(solution)) => {
                    let differ: Vec<usize> = (0..81)
                        .filter(|&c| {
                            let d = self.now.entries.cells()[c];
                            d != 0 && d != solution.cells()[c]
                        })
                        .collect();
                    if !differ.is_empty() {
                        message = format!(
                            "no rule is broken yet, but {} of your digits {} not match the solution",
                            differ.len(),
                            if differ.len() == 1 { "does" } else { "do" }
                        );
                        wrong = differ;
                    }
                }
                Some(SolutionCount::None) => {}
                Some(SolutionCount::Many) | None => {
                    let left = count_within(&self.now.entries, 2, PAGE_COUNT_BUDGET);
                    if left == Some(SolutionCount::None) {
                        message = "no rule is broken yet, but no solution is left: one of your digits is wrong (Hint names one)".into();
                    } else if solution.is_some() {
                        message = format!(
                            "{message}; many solutions: any digit that fits can go in a cell"
                        );
                    }
                }
            }
        }
        self.check = Some(CheckResult { message, wrong });
    }

    /// H or Hint: asks the worker for a hint (the page sends the request for
    /// [`PlayState::hint_job`] while the hint is [`HintShown::Asking`]), or shows the
    /// hint on show one level further.
    pub fn ask_hint(&mut self) {
        self.check = None;
        match &mut self.hint {
            Some(HintShown::Asking) => {}
            Some(HintShown::Shown {
                hint: PlayHint::Step(_),
                level,
            }) => *level = (*level + 1).min(HINT_LEVELS),
            _ => {
                self.hint_job += 1;
                self.hint = Some(HintShown::Asking);
            }
        }
    }

    /// The worker's answer to hint request `job`: shown at level 1, its cell selected
    /// (a mistake's cell, a placement's, else the first elimination's). A late answer
    /// (the grid changed since) is dropped.
    pub fn hint_arrived(&mut self, job: u64, hint: Result<PlayHint, String>) {
        if job != self.hint_job || !matches!(self.hint, Some(HintShown::Asking)) {
            return;
        }
        self.hint = Some(match hint {
            Ok(hint) => {
                self.hints_used = self.hints_used.saturating_add(1);
                let cell = match &hint {
                    PlayHint::Mistake { cell, .. } => Some(*cell),
                    PlayHint::Step(s) => s
                        .placement
                        .or_else(|| s.eliminations.first().copied())
                        .map(|c| c.cell),
                };
                if let Some(cell) = cell {
                    self.selected = Some(cell as usize);
                }
                HintShown::Shown { hint, level: 1 }
            }
            Err(message) => HintShown::Missing(message),
        });
    }

    /// Closes the hint (Esc).
    pub fn close_hint(&mut self) {
        self.hint = None;
    }

    /// Apply, at the hint's last level: places its digit (taking it out of the peers'
    /// marks) or removes its candidates from the pencil marks. A cell without marks
    /// gets its candidates written first, less the ones removed. Undoable like a move.
    pub fn apply_hint(&mut self) {
        let Some(HintShown::Shown {
            hint: PlayHint::Step(step),
            level: HINT_LEVELS,
        }) = &self.hint
        else {
            return;
        };
        let mut next = self.now;
        if let Some(Candidate { cell, digit }) = step.placement {
            let cell = cell as usize;
            next.entries.set(cell / 9, cell % 9, digit);
            next.marks[cell] = 0;
            for &p in &PEERS[cell] {
                next.marks[p as usize] &= !(1 << digit);
            }
        }
        let fits = candidates(&self.now.entries);
        for &Candidate { cell, digit } in &step.eliminations {
            let cell = cell as usize;
            if next.marks[cell] == 0 {
                next.marks[cell] = fits[cell];
            }
            next.marks[cell] &= !(1 << digit);
        }
        self.change(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::count_solutions;
    use crate::engine::sudoku::logic::{play_hint, HintStep};
    use crate::engine::sudoku::presets::seed_presets;

    /// A game of the first coursework grid, and its solution.
    fn game() -> (PlayState, SolutionCount, Grid) {
        let puzzle = seed_presets()[0].grid;
        let solutions = count_solutions(&puzzle, 2);
        let SolutionCount::One(solution) = solutions else {
            panic!("one solution");
        };
        (PlayState::new(puzzle), solutions, solution)
    }

    /// Fills every empty cell but `leave` with the solution's digits.
    fn fill_all_but(
        play: &mut PlayState,
        solutions: &SolutionCount,
        solution: &Grid,
        leave: usize,
    ) {
        let cells: Vec<usize> = (0..81)
            .filter(|&c| !play.is_given(c) && c != leave)
            .collect();
        for c in cells {
            play.selected = Some(c);
            play.type_digit(solution.cells()[c], false, Some(solutions));
        }
    }

    #[test]
    fn a_solved_grid_is_locked_until_the_player_keeps_editing() {
        let (mut play, solutions, solution) = game();
        let last = (0..81).rev().find(|&c| !play.is_given(c)).unwrap();
        fill_all_but(&mut play, &solutions, &solution, last);
        assert!(!play.locked);
        play.selected = Some(last);
        play.type_digit(solution.cells()[last], false, Some(&solutions));
        assert!(play.is_solved() && play.locked);
        // A stray key changes nothing, nor does undo.
        play.type_digit(solution.cells()[last] % 9 + 1, false, Some(&solutions));
        play.erase();
        play.undo();
        assert!(play.is_solved());
        play.unlock();
        play.erase();
        assert!(!play.is_solved() && !play.locked);
        assert_eq!(play.mistakes, 0);
    }

    #[test]
    fn mistakes_and_hints_are_counted() {
        let (mut play, solutions, solution) = game();
        let cell = (0..81).find(|&c| !play.is_given(c)).unwrap();
        play.selected = Some(cell);
        let wrong = solution.cells()[cell] % 9 + 1;
        play.type_digit(wrong, false, Some(&solutions));
        assert_eq!(play.mistakes, 1);
        // Marks are never mistakes.
        play.erase();
        play.type_digit(wrong, true, Some(&solutions));
        assert_eq!(play.mistakes, 1);
        play.erase();
        play.type_digit(wrong, false, Some(&solutions));
        ask(&mut play);
        let Some(HintShown::Shown {
            hint:
                PlayHint::Mistake {
                    cell: named,
                    message,
                },
            level: 1,
        }) = play.hint.clone()
        else {
            panic!("the wrong digit is named: {:?}", play.hint);
        };
        assert_eq!(named as usize, cell);
        assert!(message.contains("cannot be right"), "{message}");
        // Asking again shows the same hint: it does not count twice.
        play.ask_hint();
        assert_eq!((play.hints_used, play.mistakes), (1, 2));
    }

    #[test]
    fn a_saved_game_resumes_with_its_counts() {
        let (mut play, solutions, solution) = game();
        let cell = (0..81).find(|&c| !play.is_given(c)).unwrap();
        play.selected = Some(cell);
        play.type_digit(solution.cells()[cell], false, Some(&solutions));
        ask(&mut play);
        play.seconds = 75;
        assert!(play.is_started());
        let saved = play.to_game("seed000_grid1");
        let mut back = PlayState::new(play.puzzle);
        assert!(!back.is_started());
        back.resume(&saved);
        assert_eq!(back.now, play.now);
        assert_eq!((back.seconds, back.hints_used, back.mistakes), (75, 1, 0));
        // Another puzzle's game is not taken.
        let mut other = PlayState::new(Grid::empty());
        other.resume(&saved);
        assert!(!other.is_started());
    }

    #[test]
    fn checks_say_what_they_can_with_many_solutions() {
        let mut play = PlayState::new(Grid::empty());
        play.check(Some(&SolutionCount::Many));
        let message = play.check.clone().unwrap().message;
        assert!(
            message.contains("many solutions: any digit that fits"),
            "{message}"
        );
        ask(&mut play);
        let Some(HintShown::Missing(message)) = play.hint else {
            panic!("no hint");
        };
        assert!(message.contains("many solutions"), "{message}");
    }

    #[test]
    fn a_check_before_the_count_arrives_still_finds_a_dead_end() {
        let (mut play, solutions, solution) = game();
        let cell = (0..81).find(|&c| !play.is_given(c)).unwrap();
        play.selected = Some(cell);
        // A digit that breaks no rule but is not the solution's.
        let fits = candidates(&play.now.entries)[cell];
        let wrong = (1..=9u8)
            .find(|&d| d != solution.cells()[cell] && fits & (1 << d) != 0)
            .expect("a second candidate");
        play.type_digit(wrong, false, None);
        assert_eq!(play.mistakes, 0, "no mistake counted without the solution");
        play.check(None);
        let message = play.check.clone().unwrap().message;
        assert!(message.contains("no solution is left"), "{message}");
        // With the count known, the same check names the digit.
        play.check(Some(&solutions));
        assert_eq!(play.check.clone().unwrap().wrong, vec![cell]);
        // A sound grid whose count is not known yet is not called many-solution.
        let (mut fresh, _, _) = game();
        fresh.check(None);
        let message = fresh.check.unwrap().message;
        assert!(
            !message.contains("many") && !message.contains("no solution"),
            "{message}"
        );
    }

    /// Asks for a hint and answers it as the worker would.
    fn ask(play: &mut PlayState) {
        play.ask_hint();
        let mut marks = [0u16; 81];
        marks.copy_from_slice(&play.now.marks);
        let hint = play_hint(&play.puzzle, &play.now.entries, &marks);
        play.hint_arrived(play.hint_job, hint);
    }

    #[test]
    fn hints_go_three_levels_deep_and_apply_is_undoable() {
        let (mut play, _, _) = game();
        ask(&mut play);
        assert_eq!(play.hints_used, 1);
        // A late answer to an older request is dropped.
        play.hint_arrived(play.hint_job - 1, Err("stale".into()));
        assert!(matches!(play.hint, Some(HintShown::Shown { level: 1, .. })));
        play.apply_hint();
        assert!(play.undo.is_empty(), "Apply waits for the last level");
        play.ask_hint();
        play.ask_hint();
        play.ask_hint();
        let Some(HintShown::Shown {
            hint: PlayHint::Step(step),
            level: HINT_LEVELS,
        }) = play.hint.clone()
        else {
            panic!("level 3: {:?}", play.hint);
        };
        let before = play.now;
        play.apply_hint();
        let p = step
            .placement
            .expect("the first step of a fresh grid places a digit");
        assert_eq!(play.now.entries.cells()[p.cell as usize], p.digit);
        assert_eq!(play.hint, None);
        play.undo();
        assert_eq!(play.now, before);
        // An elimination writes the cell's candidates, less the removed one.
        let fits = candidates(&play.now.entries);
        let cell = (0..81).find(|&c| fits[c].count_ones() > 1).unwrap();
        let digit = (1..=9u8).find(|d| fits[cell] & (1 << d) != 0).unwrap();
        play.hint = Some(HintShown::Shown {
            hint: PlayHint::Step(HintStep {
                placement: None,
                eliminations: vec![Candidate::new(cell, digit)],
                ..step
            }),
            level: HINT_LEVELS,
        });
        play.apply_hint();
        assert_eq!(play.now.marks[cell], fits[cell] & !(1 << digit));
        play.close_hint();
        assert_eq!(play.hint, None);
    }
}
