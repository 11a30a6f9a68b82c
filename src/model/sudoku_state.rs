//! The Sudoku page's state and its pure reducer.
//!
//! Side effects (stepping the solver, the timer, the URL, the keyboard, the worker) live
//! in hooks and only send [`Action`]s here.

use super::sudoku_logic::{LogicAction, LogicState, LOGIC_SPEED};
use super::sudoku_solve::{DepthSample, SolveState};
use crate::engine::sudoku::csp::{CspConfig, CspView};
use crate::engine::sudoku::logic::PlayHint;
use crate::engine::sudoku::presets::seed_presets;
use crate::engine::sudoku::{count_within, Grid, SolutionCount};
use crate::links::sudoku::{read_puzzle_noted, PAGE_COUNT_BUDGET};
use crate::links::sudoku_compare::CompareChoices;
use crate::links::teach::TeachMode;
use crate::model::quiz::QuizState;
use crate::model::run_session::{RunAction, Slice};
use crate::model::sudoku_play::{HintShown, PlayState};
use crate::model::sudoku_trace::TraceAction;
use crate::persist::SudokuGame;
use std::rc::Rc;

pub use crate::links::sudoku::Mode;

/// Everything the Sudoku page knows.
#[derive(Clone, Debug, PartialEq)]
pub struct SudokuState {
    /// Which mode is on show.
    pub mode: Mode,
    /// The puzzle (its givens).
    pub puzzle: Grid,
    /// Where the puzzle came from, e.g. a preset's name or "generated: hard, seed 7".
    pub source: String,
    /// How many solutions the puzzle has: `None` until the worker has counted them (it
    /// answers with the rating, in a few milliseconds).
    pub solutions: Option<SolutionCount>,
    /// The seed for the next generated puzzle.
    pub seed: u64,
    /// Text in the import box (kept when it cannot be read).
    pub import_text: String,
    /// The message for bad input.
    pub error: Option<String>,
    /// A note on the puzzle just opened: the game left is kept, symbols read as empty.
    pub note: Option<String>,
    /// Play mode.
    pub play: PlayState,
    /// Solve mode.
    pub solve: SolveState,
    /// "Solve by logic" mode.
    pub logic: LogicState,
    /// Teaching mode's switches.
    pub teach: TeachMode,
    /// Compare mode's choices (in the link).
    pub compare: CompareChoices,
    /// True while the keys' help is open.
    pub keys_help: bool,
    /// The puzzle's logic rating, from the worker.
    pub rating: RatingShown,
    /// The id of the last rating asked of the worker (one per puzzle opened).
    pub rate_job: u64,
    /// What a practice puzzle came with, while it is on show.
    pub practice: Option<PracticeNote>,
}

/// The rating line's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingShown {
    /// Asked of the worker.
    Pending,
    /// The rating in words: "hard, score 612, hardest X-Wing".
    Ready(String),
    /// Why there is none (no unique solution, a dead worker).
    Failed(String),
}

/// A practice puzzle's explanation and worked example.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PracticeNote {
    /// The technique's name for people.
    pub words: String,
    /// A short explanation of the technique.
    pub explanation: String,
    /// The puzzle's own first deduction beyond singles, in words.
    pub example: String,
    /// Its step number in the logic path (for the "step by step" link).
    pub step: usize,
}

/// Everything that can happen on the Sudoku page.
// Natively some payloads are larger than on wasm32; an action is moved once per
// dispatch, so boxing it would only add code to the page.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum Action {
    /// Switch mode.
    SetMode(Mode),
    /// Start a new puzzle.
    Load {
        /// Its givens.
        grid: Grid,
        /// Where it came from.
        source: String,
    },
    /// The import box changed.
    EditImport(String),
    /// Read the import box as a puzzle.
    Import,
    /// Set the seed for generated puzzles.
    SetSeed(u64),
    /// Something the page asked for failed (a generation refused, a dead worker).
    Failed(String),
    /// Select a cell.
    Select(usize),
    /// Move the selection by rows and columns.
    MoveSelection(i32, i32),
    /// Type a digit; `true` for a pencil mark whatever the mode.
    Digit(u8, bool),
    /// Clear the selected cell.
    Erase,
    /// Switch pencil mode on or off.
    TogglePencil,
    /// Fill every empty cell's marks with its candidates.
    FillMarks,
    /// Take back the last change.
    Undo,
    /// Put back the last undone change.
    Redo,
    /// Check the digits.
    Check,
    /// Ask for a hint, or show the one on show a level further.
    Hint,
    /// The worker's answer to hint request `.0`.
    HintArrived(u64, Result<PlayHint, String>),
    /// Apply the hint's deduction.
    ApplyHint,
    /// Esc: close the hint and the keys' help.
    Dismiss,
    /// The worker's rating for rating request `.0`, and its count of solutions.
    Rated(u64, Result<String, String>, SolutionCount),
    /// The hint and rating worker failed (`None`: it died), with why.
    CoachFailed(Option<u64>, String),
    /// A practice puzzle arrived (after its `Load`): show its explanation.
    Practiced(PracticeNote),
    /// One second of play passed.
    Tick,
    /// Change the solver's switches.
    SetConfig(CspConfig),
    /// A run control was used.
    Run(RunAction),
    /// The run loop did a slice of work.
    Slice(Slice<CspView, DepthSample>),
    /// Something happened in "Solve by logic" mode.
    Logic(LogicAction),
    /// News of solve mode's human-propagation trace.
    Trace(TraceAction),
    /// Flip teaching mode, the projector theme or the quiz.
    SetTeach(TeachMode),
    /// Answer the solver's quiz question with choice `i`; the step follows.
    QuizAnswer(usize),
    /// Answer the logic view's quiz question with choice `i`; the step follows.
    LogicQuizAnswer(usize),
    /// Unlock a solved grid.
    KeepEditing,
    /// Go on with a saved game of the puzzle on show.
    Resume(SudokuGame),
    /// Compare mode's choices changed.
    SetCompare(CompareChoices),
    /// Show the keys' help if hidden, else hide it.
    ToggleKeys,
}

impl SudokuState {
    /// The first coursework grid, in play mode.
    pub fn new() -> Self {
        let first = seed_presets().into_iter().next();
        let (grid, source) = first.map_or((Grid::empty(), String::new()), |c| (c.grid, c.name));
        SudokuState::with_puzzle(grid, source)
    }

    /// A state showing `puzzle`.
    pub fn with_puzzle(puzzle: Grid, source: String) -> Self {
        SudokuState {
            mode: Mode::Play,
            puzzle,
            source,
            solutions: None,
            seed: 1,
            import_text: String::new(),
            error: None,
            note: None,
            play: PlayState::new(puzzle),
            solve: SolveState::new(CspConfig::default(), 50),
            logic: LogicState::new(LOGIC_SPEED),
            teach: TeachMode::default(),
            compare: CompareChoices::default(),
            keys_help: false,
            rating: RatingShown::Pending,
            rate_job: 1,
            practice: None,
        }
    }

    /// Replaces the puzzle, keeping the mode and the settings. A game in progress is
    /// not lost: it stays saved under its puzzle (the page saves every change), and the
    /// note says so. Opening the puzzle on show again keeps its game.
    pub fn load(&mut self, puzzle: Grid, source: String) {
        self.error = None;
        self.note = None;
        if puzzle == self.puzzle {
            self.source = source;
            return;
        }
        if self.play.is_started() && !self.play.is_solved() {
            self.note = Some(format!(
                "Your game of \u{201c}{}\u{201d} is saved: pick it under My games to go on with it.",
                self.source
            ));
        }
        self.puzzle = puzzle;
        self.source = source;
        self.rating = RatingShown::Pending;
        self.rate_job += 1;
        self.practice = None;
        self.solutions = None;
        self.play = PlayState::new(puzzle);
        self.solve.clear();
        self.logic.clear();
    }

    /// Reads the import box: a specific error (text kept) or a new puzzle, with a note
    /// on the symbols read as empty cells or a title skipped.
    fn import(&mut self) {
        match read_puzzle_noted(&self.import_text) {
            Ok((grid, read)) => {
                self.load(grid, "imported".into());
                self.note = match (self.note.take(), read) {
                    (Some(a), Some(b)) => Some(format!("{b} {a}")),
                    (a, b) => b.or(a),
                };
            }
            Err(message) => self.error = Some(message),
        }
    }

    /// The puzzle's count of solutions, counted on the page within a bound if the
    /// worker's has not arrived (a digit typed as the page opens, a dead worker).
    fn count_now(&mut self) -> Option<SolutionCount> {
        if self.solutions.is_none() {
            self.solutions = count_within(&self.puzzle, 2, PAGE_COUNT_BUDGET);
        }
        self.solutions
    }

    /// A sentence on how many solutions the puzzle has, when that matters.
    pub fn solutions_note(&self) -> Option<&'static str> {
        match self.solutions? {
            SolutionCount::None => Some("This puzzle has no solution."),
            SolutionCount::Many => {
                Some("This puzzle has more than one solution: the solver will find one of them.")
            }
            SolutionCount::One(_) => None,
        }
    }
}

impl Default for SudokuState {
    fn default() -> Self {
        SudokuState::new()
    }
}

impl SudokuState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            Action::SetMode(mode) => {
                if mode != Mode::Solve {
                    s.solve.control(RunAction::Pause);
                }
                if mode != Mode::Logic {
                    s.logic.apply(LogicAction::Run(RunAction::Pause));
                }
                s.mode = mode;
            }
            Action::Load { grid, source } => s.load(grid, source),
            Action::EditImport(text) => s.import_text = text,
            Action::Import => s.import(),
            Action::SetSeed(seed) => s.seed = seed,
            Action::Failed(message) => s.error = Some(message),
            Action::Select(cell) => s.play.selected = Some(cell.min(80)),
            Action::MoveSelection(dr, dc) => s.play.move_selection(dr, dc),
            Action::Digit(d, as_mark) => {
                let solutions = s.count_now();
                s.play.type_digit(d, as_mark, solutions.as_ref());
            }
            Action::Erase => s.play.erase(),
            Action::TogglePencil => s.play.pencil = !s.play.pencil,
            Action::FillMarks => s.play.fill_marks(),
            Action::Undo => s.play.undo(),
            Action::Redo => s.play.redo(),
            Action::Check => {
                let solutions = s.count_now();
                s.play.check(solutions.as_ref());
            }
            Action::Hint => s.play.ask_hint(),
            Action::HintArrived(job, hint) => s.play.hint_arrived(job, hint),
            Action::ApplyHint => s.play.apply_hint(),
            Action::Dismiss if !s.keys_help && s.play.hint.is_none() => return self,
            Action::Dismiss => {
                s.keys_help = false;
                s.play.close_hint();
            }
            Action::Rated(job, rating, solutions) if job == s.rate_job => {
                s.solutions = Some(solutions);
                s.rating = match rating {
                    Ok(r) => RatingShown::Ready(r),
                    Err(message) => RatingShown::Failed(message),
                }
            }
            Action::Rated(..) => return self,
            Action::CoachFailed(job, message) => {
                s.solve
                    .trace_news(TraceAction::Failed(job, message.clone()));
                if job.is_none() || job == Some(s.rate_job) {
                    s.rating = RatingShown::Failed(message.clone());
                    s.count_now();
                }
                if job.is_none_or(|j| j == s.play.hint_job)
                    && matches!(s.play.hint, Some(HintShown::Asking))
                {
                    s.play.hint = Some(HintShown::Missing(message));
                }
            }
            Action::Practiced(note) => s.practice = Some(note),
            Action::Tick => {
                if s.mode == Mode::Play && !s.play.is_solved() {
                    s.play.seconds = s.play.seconds.saturating_add(1);
                } else {
                    return self;
                }
            }
            Action::SetConfig(config) => s.solve.set_config(config),
            Action::Trace(action) => s.solve.trace_news(action),
            // An embedded link's autoplay plays the solver only in solve mode.
            Action::Run(RunAction::SetPlayback(p)) if s.mode != Mode::Solve => {
                s.solve.session.set_playback(p)
            }
            // In a quiz the solver waits for an answer before each step: Play takes one.
            Action::Run(RunAction::Play | RunAction::Toggle)
                if s.teach.quiz && !s.solve.session.playing =>
            {
                s.solve.control(RunAction::Step(1))
            }
            Action::Run(action) => s.solve.control(action),
            Action::Slice(slice) => s.solve.progress(slice),
            // So does the logic view's replay.
            Action::Logic(LogicAction::Run(RunAction::Play | RunAction::Toggle))
                if s.teach.quiz && !s.logic.session.playing =>
            {
                s.logic.apply(LogicAction::Run(RunAction::Step(1)))
            }
            Action::Logic(action) => s.logic.apply(action),
            Action::SetTeach(mode) => {
                if mode.quiz && !s.teach.quiz {
                    s.solve.control(RunAction::Pause);
                    s.solve.quiz = QuizState::default();
                    s.logic.apply(LogicAction::Run(RunAction::Pause));
                    s.logic.quiz = QuizState::default();
                }
                s.teach = mode;
            }
            Action::QuizAnswer(choice) if s.teach.quiz => s.solve.answer_quiz(choice),
            Action::LogicQuizAnswer(choice) if s.teach.quiz => s.logic.answer_quiz(choice),
            Action::QuizAnswer(_) | Action::LogicQuizAnswer(_) => return self,
            Action::KeepEditing => s.play.unlock(),
            Action::Resume(game) => s.play.resume(&game),
            Action::SetCompare(choices) if choices == s.compare => return self,
            Action::SetCompare(choices) => s.compare = choices,
            Action::ToggleKeys => s.keys_help = !s.keys_help,
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::count_solutions;
    use crate::engine::sudoku::logic::play_hint;

    /// The page as it opens, once the worker has rated the puzzle and counted its
    /// solutions.
    fn page() -> Rc<SudokuState> {
        rated(Rc::new(SudokuState::new()))
    }

    /// `s` with the worker's answer to its rating request.
    fn rated(s: Rc<SudokuState>) -> Rc<SudokuState> {
        let (job, solutions) = (s.rate_job, count_solutions(&s.puzzle, 2));
        s.apply(Action::Rated(job, Ok("easy".into()), solutions))
    }

    /// The coursework grid `i` and its name.
    fn grid(i: usize) -> (Grid, String) {
        let case = seed_presets()
            .into_iter()
            .nth(i)
            .expect("a coursework grid");
        (case.grid, case.name)
    }

    fn load(i: usize) -> Action {
        let (grid, source) = grid(i);
        Action::Load { grid, source }
    }

    /// The page with one correct digit typed in the first empty cell.
    fn game_started() -> Rc<SudokuState> {
        let s = page();
        let Some(SolutionCount::One(solution)) = s.solutions else {
            panic!("one solution");
        };
        let cell = (0..81)
            .find(|&c| !s.play.is_given(c))
            .expect("an empty cell");
        let s = s
            .apply(Action::Select(cell))
            .apply(Action::Digit(solution.cells()[cell], false));
        assert!(s.play.is_started());
        s
    }

    /// The worker's answer to the hint request on show.
    fn answer(s: &SudokuState) -> Action {
        let mut marks = [0u16; 81];
        marks.copy_from_slice(&s.play.now.marks);
        let hint = play_hint(&s.puzzle, &s.play.now.entries, &marks);
        Action::HintArrived(s.play.hint_job, hint)
    }

    #[test]
    fn leaving_a_mode_pauses_its_run() {
        let s = page()
            .apply(Action::SetMode(Mode::Solve))
            .apply(Action::Run(RunAction::Play))
            .apply(Action::Logic(LogicAction::Run(RunAction::Play)));
        assert!(s.solve.session.playing && s.logic.session.playing);
        let s = s.apply(Action::SetMode(Mode::Logic));
        assert_eq!(s.mode, Mode::Logic);
        assert!(
            !s.solve.session.playing && s.solve.session.started,
            "paused, kept"
        );
        assert!(s.logic.session.playing, "the mode shown goes on");
        let s = s.apply(Action::SetMode(Mode::Play));
        assert!(!s.logic.session.playing && s.logic.session.started);
    }

    #[test]
    fn a_new_puzzle_starts_afresh_and_says_the_game_left_is_saved() {
        let s = game_started().apply(Action::Run(RunAction::Step(3)));
        let (_, first) = grid(0);
        let (second, name) = grid(1);
        let job = s.rate_job;
        let s = s.apply(load(1));
        assert_eq!((s.puzzle, s.source.as_str()), (second, name.as_str()));
        let note = s.note.clone().expect("the game left is named");
        assert!(note.contains(&first), "{note}");
        assert!(!s.play.is_started() && !s.solve.session.started);
        assert_eq!(
            (s.rating.clone(), s.rate_job, s.solutions),
            (RatingShown::Pending, job + 1, None)
        );
        let s = s.apply(load(0));
        assert_eq!(s.note, None, "no game was started on the second grid");
    }

    #[test]
    fn opening_the_puzzle_on_show_keeps_its_game() {
        let s = game_started();
        let (grid, _) = grid(0);
        let s = s.apply(Action::Load {
            grid,
            source: "again".into(),
        });
        assert!(s.play.is_started() && s.note.is_none());
        assert_eq!(s.source, "again");
    }

    #[test]
    fn an_import_is_read_or_refused_with_the_text_kept() {
        let before = page();
        let s = before
            .clone()
            .apply(Action::EditImport("not a sudoku".into()))
            .apply(Action::Import);
        assert!(s.error.is_some());
        assert_eq!(
            (s.puzzle, s.import_text.as_str()),
            (before.puzzle, "not a sudoku")
        );
        let (second, _) = grid(1);
        let s = s
            .apply(Action::EditImport(second.to_line()))
            .apply(Action::Import);
        assert_eq!(
            (s.puzzle, s.source.as_str(), s.error.clone()),
            (second, "imported", None)
        );
    }

    #[test]
    fn a_hint_for_an_older_request_is_ignored() {
        let s = page().apply(Action::Hint);
        let stale = Action::HintArrived(s.play.hint_job - 1, Err("old".into()));
        let same = s.clone().apply(stale);
        assert_eq!(same.play.hint, Some(HintShown::Asking));
        let s = s.clone().apply(answer(&s));
        assert!(matches!(
            s.play.hint,
            Some(HintShown::Shown { level: 1, .. })
        ));
        assert_eq!(s.play.hints_used, 1);
        let s = s.apply(Action::Dismiss);
        assert_eq!(s.play.hint, None);
        let same = s.clone().apply(Action::Dismiss);
        assert!(Rc::ptr_eq(&s, &same), "nothing to close");
    }

    #[test]
    fn a_digit_typed_before_the_workers_count_is_checked_by_the_pages_own() {
        let s = Rc::new(SudokuState::new());
        assert_eq!(s.solutions, None);
        let Some(SolutionCount::One(solution)) = page().solutions else {
            panic!("one solution");
        };
        let cell = (0..81).find(|&c| !s.play.is_given(c)).unwrap();
        // A digit that breaks no rule: only the solution shows it is wrong.
        let fits = crate::model::sudoku_play::candidates(&s.play.now.entries)[cell];
        let wrong = (1..=9u8)
            .find(|&d| d != solution.cells()[cell] && fits & (1 << d) != 0)
            .expect("a second candidate");
        let s = s
            .apply(Action::Select(cell))
            .apply(Action::Digit(wrong, false));
        assert_eq!(s.play.mistakes, 1);
        assert_eq!(s.solutions, Some(SolutionCount::One(solution)));
    }

    #[test]
    fn a_dead_coach_ends_the_hint_asked_and_the_rating() {
        let s = Rc::new(SudokuState::new()).apply(Action::Hint);
        assert_eq!(s.solutions, None, "counted by the worker");
        let other = s.play.hint_job + 1;
        let s = s.apply(Action::CoachFailed(Some(other), "refused".into()));
        assert_eq!(
            s.play.hint,
            Some(HintShown::Asking),
            "another request failed"
        );
        assert_eq!(s.rating, RatingShown::Pending);
        let s = s.apply(Action::CoachFailed(None, "the worker died".into()));
        assert_eq!(
            s.play.hint,
            Some(HintShown::Missing("the worker died".into()))
        );
        assert_eq!(s.rating, RatingShown::Failed("the worker died".into()));
        assert!(
            matches!(s.solutions, Some(SolutionCount::One(_))),
            "counted on the page instead"
        );
    }

    #[test]
    fn only_the_latest_rating_is_shown() {
        let s = Rc::new(SudokuState::new());
        let job = s.rate_job;
        let old = Action::Rated(job - 1, Ok("old".into()), SolutionCount::Many);
        let same = s.clone().apply(old);
        assert!(Rc::ptr_eq(&s, &same));
        let s = s.apply(Action::Rated(
            job,
            Err("no unique solution".into()),
            SolutionCount::Many,
        ));
        assert_eq!(s.rating, RatingShown::Failed("no unique solution".into()));
        assert_eq!(s.solutions, Some(SolutionCount::Many));
        assert!(s
            .solutions_note()
            .is_some_and(|n| n.contains("more than one")));
    }

    #[test]
    fn the_clock_runs_only_while_playing_an_unsolved_grid() {
        let s = page().apply(Action::Tick).apply(Action::Tick);
        assert_eq!(s.play.seconds, 2);
        let s = s.apply(Action::SetMode(Mode::Solve));
        let same = s.clone().apply(Action::Tick);
        assert!(Rc::ptr_eq(&s, &same), "no clock outside play mode");
        let mut solved = (*page()).clone();
        let Some(SolutionCount::One(solution)) = solved.solutions else {
            panic!("one solution");
        };
        let empty: Vec<usize> = (0..81).filter(|&c| !solved.play.is_given(c)).collect();
        for c in empty {
            solved.play.selected = Some(c);
            solved.play.type_digit(
                solution.cells()[c],
                false,
                solved.solutions.clone().as_ref(),
            );
        }
        assert!(solved.play.is_solved());
        let solved = Rc::new(solved);
        let same = solved.clone().apply(Action::Tick);
        assert!(Rc::ptr_eq(&solved, &same), "the clock stops once solved");
    }

    #[test]
    fn the_selection_stays_on_the_grid() {
        let s = page().apply(Action::Select(500));
        assert_eq!(s.play.selected, Some(80));
    }

    #[test]
    fn the_solutions_note_warns_of_none_or_many() {
        assert_eq!(page().solutions_note(), None);
        let empty = SudokuState::with_puzzle(Grid::empty(), String::new());
        assert_eq!(empty.solutions_note(), None, "not counted yet");
        let empty = rated(Rc::new(empty));
        assert!(empty
            .solutions_note()
            .is_some_and(|n| n.contains("more than one")));
        let mut clash = Grid::empty();
        clash.set(0, 0, 5);
        clash.set(0, 1, 5);
        let clash = rated(Rc::new(SudokuState::with_puzzle(clash, String::new())));
        assert_eq!(clash.solutions_note(), Some("This puzzle has no solution."));
    }

    #[test]
    fn the_keys_help_opens_and_esc_closes_it() {
        let s = page().apply(Action::ToggleKeys);
        assert!(s.keys_help);
        let s = s.apply(Action::Dismiss);
        assert!(!s.keys_help);
        let same = s.clone().apply(Action::SetCompare(s.compare.clone()));
        assert!(Rc::ptr_eq(&s, &same), "the same choices change nothing");
    }
}
