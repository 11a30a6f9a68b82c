//! The tile page's state (the game, the inputs and the solver choices) and its pure
//! reducer.
//!
//! Everything the user sees on the tile page is derived from [`TilesState`]. Side
//! effects (stepping the solver, timers, the URL, the keyboard) live in hooks and only
//! send [`Action`]s (see `action.rs`) here. The run's controls are the shared
//! [`RunSession`]; what the page shows of the run and its solution playback is a
//! [`SolveSession`] (see `session.rs`).

pub use super::tiles_action::Action;
pub use super::tiles_session::{Progress, SolveSession};
use crate::engine::search::RunStatus;
use crate::engine::search::{Counters, Limits};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{
    parse_browser_cap, BROWSER_MEMORY_BUDGET, DEPTH_LIMIT, FRONTIER_CAP, SHUFFLE_MOVES,
    TIME_BUDGET, WEIGHT,
};
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::solve::SolveConfig;
use crate::engine::tiles::{
    parse_board, unsolvable_reason, Board, GoalKind, GoalSpec, Move, ParseError, Shape,
};
pub use crate::model::frontier::Sample;
use crate::model::pacing::SPEED;
use crate::model::quiz::{Question, QuizState};
use crate::model::run_session::{RunAction, RunEffect, RunSession};
use crate::model::tiles_quiz::{bound_question, tiles_question};
use std::rc::Rc;

/// What the tile page knows.
#[derive(Clone, Debug, PartialEq)]
pub struct TilesState {
    /// The goal choice.
    pub goal_choice: GoalSpec,
    /// The board the player is moving.
    pub board: Board,
    /// Moves made since the last new game, for undo and the counter.
    pub history: Vec<Move>,
    /// How many random moves a shuffle makes.
    pub shuffle_moves: usize,
    /// The algorithm to solve with.
    pub algorithm: Algorithm,
    /// The heuristic to solve with.
    pub heuristic: Heuristic,
    /// The weight of weighted A*.
    pub weight: f64,
    /// The depth limit of depth-limited DFS.
    pub depth_limit: u32,
    /// Play/Pause/Step, the speed slider and where the run stands.
    pub run: RunSession,
    /// The frontier cap for solver runs.
    pub max_frontier: u64,
    /// The search-time budget for solver runs, in seconds of stepping.
    pub max_seconds: f64,
    /// Text in the start box.
    pub start_text: String,
    /// Text in the goal box.
    pub goal_text: String,
    /// The message for bad input, shown beside the inputs.
    pub error: Option<String>,
    /// A note on how the input was read (e.g. the size it switched to).
    pub note: Option<String>,
    /// What the page shows of the run, while there is one.
    pub session: Option<SolveSession>,
    /// Names of number fields whose text is not valid now (Play waits for them).
    pub invalid: Vec<&'static str>,
    /// Teaching mode's switches (the quiz's among them).
    pub teach: crate::links::teach::TeachMode,
    /// The quiz's score and latest feedback.
    pub quiz: QuizState,
}

pub use crate::model::pacing::MAX_SPEED;
impl TilesState {
    /// A 3×3 game at the blank-last goal.
    pub fn new() -> Self {
        let goal = GoalKind::BlankLast.board(3);
        TilesState {
            goal_choice: GoalSpec::Standard(GoalKind::BlankLast),
            start_text: goal.to_string(),
            goal_text: goal.to_string(),
            board: goal,
            history: Vec::new(),
            shuffle_moves: SHUFFLE_MOVES.default as usize,
            algorithm: crate::links::tiles::TilesLink::DEFAULT_ALGORITHM,
            heuristic: Heuristic::Manhattan,
            weight: WEIGHT.default,
            depth_limit: DEPTH_LIMIT.default as u32,
            run: RunSession::new(SPEED.default as u32),
            max_frontier: FRONTIER_CAP.default,
            max_seconds: TIME_BUDGET.default,
            error: None,
            note: None,
            session: None,
            invalid: Vec::new(),
            teach: Default::default(),
            quiz: QuizState::default(),
        }
    }

    /// The board width (its columns).
    pub fn width(&self) -> usize {
        self.board.width()
    }

    /// The board's shape.
    pub fn shape(&self) -> Shape {
        self.board.shape()
    }

    /// The goal board.
    pub fn goal(&self) -> Board {
        self.goal_choice
            .board(self.shape())
            .expect("the goal always has the board's shape")
    }

    /// The solver configuration the user chose.
    pub fn config(&self) -> SolveConfig {
        SolveConfig {
            algorithm: self.algorithm,
            heuristic: self.heuristic,
            weight: self.weight,
            depth_limit: self.depth_limit,
            limits: Limits {
                max_frontier: self.max_frontier,
                max_bytes: BROWSER_MEMORY_BUDGET,
            },
        }
    }

    /// True when the player's board is the goal.
    pub fn is_solved(&self) -> bool {
        self.board == self.goal()
    }

    /// The board to draw: playback, the node being expanded, or the player's board.
    pub fn shown_board(&self) -> Board {
        if let Some(s) = &self.session {
            if let Some(solution) = &s.solution {
                return solution[s.playback.min(solution.len() - 1)].clone();
            }
            if let Some((board, _)) = &s.current {
                return board.clone();
            }
        }
        self.board.clone()
    }

    /// Expansions per second for the slider position, `None` at full speed.
    pub fn rate(&self) -> Option<f64> {
        self.run.rate()
    }

    /// The quiz question to answer before the next step: only with the quiz on, while a
    /// search waits paused between steps (not while a step or a seek is under way).
    pub fn quiz_question(&self) -> Option<Question> {
        let session = self.session.as_ref()?;
        let run = &self.run;
        let waiting = self.teach.quiz && session.solution.is_none() && run.waits_between_steps();
        if !waiting {
            return None;
        }
        let mut config = self.config();
        // The hybrid is asked what its phase does: A*'s questions, then IDA*'s.
        if config.algorithm == Algorithm::Aida {
            config.algorithm = match session.counters.bound {
                None => Algorithm::AStar,
                Some(_) => Algorithm::IdaStar,
            };
        }
        let step = session.counters.expanded;
        let bounds = session
            .iterations
            .last()
            .map(|b| b.0)
            .zip(session.bound_ahead);
        bound_question(&config, bounds, step)
            .or_else(|| tiles_question(&config, &session.next, self.shape(), step))
    }

    /// Judges an answer to the quiz question, then takes the step it was about.
    fn answer_quiz(&mut self, choice: usize) {
        let Some(question) = self.quiz_question() else {
            return;
        };
        if self.quiz.answer(&question, choice) {
            self.control(RunAction::Step(1));
        }
    }

    /// True while the search steps or its solution auto-plays.
    pub fn playing(&self) -> bool {
        self.run.playing || self.session.as_ref().is_some_and(|s| s.playback_running)
    }

    /// Forgets the run (new settings): back to playing by hand on the same board.
    fn clear_run(&mut self) {
        self.run.apply(RunAction::Reset);
        self.session = None;
    }

    fn new_game(&mut self, board: Board) {
        self.start_text = board.to_string();
        self.board = board;
        self.history.clear();
        self.clear_run();
        self.error = None;
        self.note = None;
    }

    /// Starts a new session from the player's board; refuses unsolvable boards.
    /// Why Play cannot start a search now, if it cannot: a field with bad text, an
    /// unsolvable board, or a cap beyond the tab's memory.
    pub fn blocker(&self) -> Option<String> {
        if let Some(field) = self.invalid.first() {
            return Some(format!(
                "Fix the {field} first: its error is shown beside it."
            ));
        }
        if let Some(why) = unsolvable_reason(&self.board, &self.goal()) {
            return Some(format!("Cannot solve: {why}"));
        }
        if let Some(why) = self.config().unavailable_on(self.shape()) {
            return Some(why.to_string());
        }
        parse_browser_cap(&self.max_frontier.to_string(), &[self.algorithm])
            .err()
            .map(|e| format!("Cannot search: the {e}."))
    }

    /// Starts a run with `action` (Play or Step) unless something blocks it.
    fn start_session(&mut self, action: RunAction) {
        self.start_with(|run| run.apply(action));
    }

    /// Opens a run paused at expansion `step` of its timeline (a shared link's), unless
    /// something blocks it. With `solution_move` (a link copied while the solution was
    /// shown), the run found its goal after `step` expansions: it opens solved, on that
    /// move of the solution.
    pub fn open_at(&mut self, step: u64, solution_move: Option<usize>) {
        self.start_with(|run| run.open_at(step));
        if let (Some(session), Some(mv)) = (self.session.as_mut(), solution_move) {
            session.solved_at = Some(step);
            session.open_move = Some(mv);
        }
    }

    fn start_with(&mut self, start: impl FnOnce(&mut RunSession) -> RunEffect) {
        if self.blocker().is_some() {
            return;
        }
        if start(&mut self.run) == RunEffect::Started {
            self.session = Some(SolveSession::new(self.board.clone(), self.algorithm));
        }
    }

    /// The shared controls, with the tile page's rules: once solved, Play and Step
    /// play the solution back; a run that stopped short waits for new limits or Reset.
    fn control(&mut self, action: RunAction) {
        let finished = self.run.is_finished();
        // In a quiz the search waits for an answer before each step: Play takes one.
        let quizzing =
            self.teach.quiz && self.session.as_ref().is_none_or(|s| s.solution.is_none());
        let action = match action {
            RunAction::Play if quizzing => RunAction::Step(1),
            action => action,
        };
        match (action, self.session.as_mut()) {
            (RunAction::Play, Some(session)) if session.solution.is_some() => {
                session.playback_running = true;
            }
            (RunAction::Step(_), Some(session)) if session.solution.is_some() => {
                session.playback = (session.playback + 1).min(session.last_board());
            }
            // A run that stopped short would stop the same way: new limits or a Reset
            // come first (the status line says so).
            (RunAction::Play | RunAction::Step(_), Some(_)) if finished => {}
            (action @ (RunAction::Play | RunAction::Step(_) | RunAction::SetPlayback(_)), None) => {
                self.start_session(action)
            }
            (RunAction::Pause, session) => {
                self.run.apply(RunAction::Pause);
                if let Some(session) = session {
                    session.playback_running = false;
                }
            }
            (RunAction::Toggle, _) => {
                let next = if self.playing() {
                    RunAction::Pause
                } else {
                    RunAction::Play
                };
                self.control(next);
            }
            (RunAction::Reset, _) => {
                self.run.apply(RunAction::Reset);
                if let Some(session) = self.session.take() {
                    self.board = session.start;
                }
            }
            (failed @ RunAction::Failed(..), _) => {
                if self.run.apply(failed) == RunEffect::Cleared {
                    self.session = None;
                    self.error = self.run.error.clone();
                }
            }
            (action, _) => {
                self.run.apply(action);
            }
        }
    }

    /// Shows a path found elsewhere as a solved run, auto-playing from the start.
    fn show_solution(
        &mut self,
        start: Board,
        moves: &[Move],
        expanded: u64,
        generated: u64,
        narration: String,
    ) {
        let mut path = vec![start.clone()];
        for &mv in moves {
            let Some(next) = path.last().and_then(|b| b.apply(mv)) else {
                return;
            };
            path.push(next);
        }
        self.board = start.clone();
        self.run.show_finished(RunStatus::Solved, expanded);
        self.session = Some(SolveSession {
            counters: Counters {
                expanded,
                generated,
                depth: moves.len() as u32,
                ..Counters::default()
            },
            narration,
            solution: Some(path),
            playback_running: true,
            ..SolveSession::new(start, self.algorithm)
        });
    }

    /// Forgets a run that stopped short (Mem, Time): new limits make Play start afresh.
    fn drop_failed_session(&mut self) {
        if matches!(self.run.status, RunStatus::Stopped(_)) && self.session.is_some() {
            self.control(RunAction::Reset);
        }
    }

    fn apply_input(&mut self) {
        let goal = parse_board(&self.goal_text, None);
        // The start is read in the goal's shape when the goal is good, so a size
        // mismatch is named; otherwise on its own, so both errors show at once.
        let shape = goal.as_ref().ok().map(Board::shape);
        let mut start = parse_board(&self.start_text, shape);
        let mut note = None;
        // A start of the other size with a standard goal (16 numbers while the
        // 8-puzzle is chosen): the size follows the start board, and the note says so.
        let kind = goal
            .as_ref()
            .ok()
            .map(|g| GoalSpec::for_board(g.clone()).kind());
        let mut goal = goal;
        if let (Err(_), Some(Some(kind))) = (&start, kind) {
            let alone = parse_board(&self.start_text, None);
            // Rows that make a shape no board has (5 rows of 5) say so, not "found 25".
            if let Err(e @ ParseError::Shape(_)) = &alone {
                start = Err(e.clone());
            }
            if let Ok(other) = alone {
                let shape = other.shape();
                let name = if shape.is_square() {
                    format!("{} ({shape})", shape.puzzle_name())
                } else {
                    shape.puzzle_name()
                };
                note = Some(format!(
                    "The start has {} numbers, so the board is now the {name}, with the same kind of goal.",
                    other.len()
                ));
                goal = Ok(kind.board_of(shape));
                start = Ok(other);
            }
        }
        let (start, goal) = match (start, goal) {
            (Ok(start), Ok(goal)) => (start, goal),
            (start, goal) => {
                let errors: Vec<String> = [
                    start.err().map(|e| format!("Start: {e}")),
                    goal.err().map(|e| format!("Goal: {e}")),
                ]
                .into_iter()
                .flatten()
                .collect();
                self.error = Some(errors.join(" "));
                return;
            }
        };
        let unsolvable = unsolvable_reason(&start, &goal);
        self.goal_choice = GoalSpec::for_board(goal.clone());
        self.goal_text = goal.to_string();
        self.new_game(start);
        self.note = note;
        if unsolvable.is_some() {
            self.error = unsolvable;
        }
    }

    fn progress(&mut self, p: Progress) {
        let shape = self.shape();
        let config = self.config();
        if self.run.apply(RunAction::Progress(p.report)) != RunEffect::Progressed {
            return;
        }
        let Some(session) = self.session.as_mut() else {
            return;
        };
        session.absorb(p, shape, &config);
        // Landed where the goal is found, short of its test: one more step shows it.
        let run = &mut self.run;
        let short_of_goal = session.solved_at == Some(run.work_done) && run.waits_between_steps();
        if short_of_goal {
            run.pending_steps = 1;
        }
    }
}

impl Default for TilesState {
    fn default() -> Self {
        TilesState::new()
    }
}

impl TilesState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        if let Some(field) = action.field() {
            s.invalid.retain(|f| *f != field);
        }
        match action {
            Action::SetShape(shape) => {
                let kind = match s.goal_choice {
                    GoalSpec::Standard(kind) => kind,
                    GoalSpec::Custom(_) => GoalKind::BlankLast,
                };
                s.goal_choice = GoalSpec::Standard(kind);
                let goal = kind.board_of(shape);
                s.goal_text = goal.to_string();
                s.new_game(goal);
            }
            Action::SetGoalKind(kind) => {
                s.goal_choice = GoalSpec::Standard(kind);
                let goal = kind.board_of(s.shape());
                s.goal_text = goal.to_string();
                s.new_game(goal);
            }
            Action::StepKey { step, mv } => match (s.session.as_mut(), mv) {
                (Some(session), _) if session.solution.is_some() => session.step_playback(step),
                // A clicker's PageDown and PageUp step the search, forward and back.
                (_, None) => s.control(if step > 0 {
                    RunAction::Step(1)
                } else {
                    RunAction::StepBack
                }),
                (Some(_), Some(_)) => {}
                (None, Some(mv)) => return Rc::new(s).apply(Action::Play(mv)),
            },
            Action::Play(mv) => {
                // While a run is shown, the board belongs to it: a stray key or swipe
                // must not discard the run (Reset first to play by hand).
                if s.session.is_some() {
                    return self;
                }
                let Some(next) = s.board.apply(mv) else {
                    return self;
                };
                s.board = next;
                s.history.push(mv);
            }
            Action::Undo => {
                if s.session.is_some() {
                    return self;
                }
                let Some(mv) = s.history.pop() else {
                    return self;
                };
                s.board = s.board.apply(mv.inverse()).expect("undo is legal");
            }
            Action::Shuffled(board) => s.new_game(board),
            Action::SetShuffleMoves(k) => s.shuffle_moves = k.min(SHUFFLE_MOVES.max as usize),
            Action::EditStart(text) => s.start_text = text,
            Action::EditGoal(text) => s.goal_text = text,
            Action::ApplyInput => s.apply_input(),
            Action::SetAlgorithm(a) => {
                s.algorithm = a;
                s.clear_run();
            }
            Action::SetHeuristic(h) => {
                s.heuristic = h;
                s.clear_run();
            }
            Action::SetWeight(w) => {
                s.weight = w.clamp(WEIGHT.min, WEIGHT.max);
                s.clear_run();
            }
            Action::SetDepthLimit(d) => {
                s.depth_limit = d.min(DEPTH_LIMIT.max as u32);
                s.clear_run();
            }
            Action::SetMaxFrontier(n) => {
                s.max_frontier = n.clamp(FRONTIER_CAP.min, FRONTIER_CAP.max);
                s.drop_failed_session();
            }
            Action::SetMaxSeconds(t) => {
                s.max_seconds = t.clamp(TIME_BUDGET.min, TIME_BUDGET.max);
                s.drop_failed_session();
            }
            Action::Control(action) => s.control(action),
            Action::Progress(p) => s.progress(*p),
            Action::PlaybackTo(i) => {
                if let Some(session) = s.session.as_mut() {
                    session.playback_to(i);
                }
            }
            Action::TogglePlayback => {
                if let Some(session) = s.session.as_mut() {
                    session.toggle_playback();
                }
            }
            Action::PlaybackTick => {
                if let Some(session) = s.session.as_mut() {
                    session.playback_tick();
                }
            }
            Action::ShowError(message) => s.error = Some(message),
            Action::SetTeach(mode) => {
                if mode.quiz && !s.teach.quiz {
                    s.control(RunAction::Pause);
                    s.quiz = QuizState::default();
                }
                s.teach = mode;
            }
            Action::QuizAnswer(choice) => s.answer_quiz(choice),
            Action::ShowSolution {
                start,
                moves,
                expanded,
                generated,
                narration,
            } => s.show_solution(start, &moves, expanded, generated, narration),
            Action::Invalid(field) => {
                s.invalid.retain(|f| *f != field);
                s.invalid.push(field);
            }
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page() -> Rc<TilesState> {
        Rc::new(TilesState::new())
    }

    /// A board one move (the blank going left) away from the goal.
    #[test]
    fn a_board_typed_in_rows_brings_its_shape_and_a_wider_one_is_named() {
        let s = Rc::new(TilesState::new())
            .apply(Action::EditStart("1 2 3 4 5\n6 7 8 0 9".into()))
            .apply(Action::ApplyInput);
        assert_eq!(s.shape(), Shape::new(2, 5).unwrap());
        assert_eq!(s.goal(), GoalKind::BlankLast.board_of(s.shape()));
        let note = s.note.clone().expect("a note on the new size");
        assert!(note.contains("9-puzzle (2×5)"), "{note}");
        let five = "0 1 2 3 4\n5 6 7 8 9\n10 11 12 13 14\n15 16 17 18 19\n20 21 22 23 24";
        let s = s
            .apply(Action::EditStart(five.into()))
            .apply(Action::ApplyInput);
        assert_eq!(s.shape(), Shape::new(5, 5).unwrap());
        assert!(s.note.clone().is_some_and(|n| n.contains("24-puzzle")));
        let six = "0 1 2 3 4 5\n6 7 8 9 10 11";
        let s = s
            .apply(Action::EditStart(six.into()))
            .apply(Action::ApplyInput);
        let error = s.error.clone().expect("an error");
        assert!(error.contains("larger than 5 × 5"), "{error}");
        assert_eq!(s.shape(), Shape::new(5, 5).unwrap(), "nothing is lost");
    }

    fn near_goal() -> Board {
        GoalKind::BlankLast
            .board(3)
            .apply(Move::Left)
            .expect("a legal move")
    }

    /// Feeds the page what the run loop would after its owed steps: a real A* run
    /// stepped to where the page's session stands.
    fn land(s: Rc<TilesState>, run: &mut crate::engine::tiles::run::TileRun) -> Rc<TilesState> {
        use crate::engine::run::Run;
        let owed = s.run.pending_steps;
        run.step(owed);
        let report = crate::model::run_session::SliceReport {
            run_id: s.run.run_id,
            status: run.status(),
            work_done: run.work_done(),
            steps_done: owed,
        };
        let view = run.view();
        s.apply(Action::Progress(Box::new(Progress {
            report,
            view,
            samples: Vec::new(),
        })))
    }

    /// The page with the quiz on, `board` shuffled in and `algorithm` chosen, and the
    /// run the page's session will follow.
    fn quiz_page(
        board: &str,
        algorithm: Algorithm,
    ) -> (Rc<TilesState>, crate::engine::tiles::run::TileRun) {
        let start = parse_board(board, Some(Shape::EIGHT)).unwrap();
        let mode = crate::links::teach::TeachMode {
            quiz: true,
            ..Default::default()
        };
        let s = page()
            .apply(Action::Shuffled(start.clone()))
            .apply(Action::SetAlgorithm(algorithm))
            .apply(Action::SetTeach(mode));
        let run = crate::engine::tiles::run::TileRun::new(&start, &s.goal(), s.config()).unwrap();
        (s, run)
    }

    #[test]
    fn a_quiz_waits_for_an_answer_scores_it_and_then_takes_the_step() {
        let (s, mut run) = quiz_page("4 1 3 7 2 6 0 5 8", Algorithm::AStar);
        let s = s.apply(Action::Control(RunAction::Play));
        assert!(!s.run.playing, "in a quiz, Play takes one step");
        assert_eq!(s.quiz_question(), None, "no question while a step is owed");
        let mut s = land(s, &mut run);
        let mut answered = 0;
        while let Some(q) = s.quiz_question() {
            let right = q.choices.iter().position(|c| c.right).unwrap();
            let pick = if answered == 1 {
                (right + 1) % q.choices.len()
            } else {
                right
            };
            let expanded = s.session.as_ref().unwrap().counters.expanded;
            s = s.apply(Action::QuizAnswer(pick));
            answered += 1;
            assert_eq!(s.run.pending_steps, 1, "the answer takes the step");
            let twice = s.clone().apply(Action::QuizAnswer(pick));
            assert_eq!(twice.quiz.score, s.quiz.score, "one answer per question");
            s = land(s, &mut run);
            assert_eq!(s.session.as_ref().unwrap().counters.expanded, expanded + 1);
            if answered == 3 {
                break;
            }
        }
        assert_eq!(s.quiz.score.label(), "2 / 3", "the second answer was wrong");
        assert_eq!(s.quiz.score.streak, 1);
        assert!(s.quiz.feedback.as_ref().is_some_and(|f| f.right));
        let off = s.apply(Action::SetTeach(crate::links::teach::TeachMode::default()));
        assert_eq!(off.quiz_question(), None, "no questions with the quiz off");
    }

    #[test]
    fn the_hybrid_is_quizzed_on_its_phase() {
        let (s, mut run) = quiz_page("8 6 7 2 5 4 3 0 1", Algorithm::Aida);
        let mut s = land(s.apply(Action::Control(RunAction::Step(1))), &mut run);
        let first = s.quiz_question().expect("a question in the A* phase");
        assert_eq!(first.prompt, "Which board does A* expand next?");
        // On to the IDA* phase: the questions are on h of the board it visits next.
        while s.session.as_ref().unwrap().counters.bound.is_none() {
            s = land(s.apply(Action::Control(RunAction::Step(1))), &mut run);
        }
        let later = s.quiz_question().expect("a question in the IDA* phase");
        assert!(later.prompt.contains("visits next"), "{}", later.prompt);
    }

    #[test]
    fn moves_by_hand_are_undone_in_order() {
        let s = page()
            .apply(Action::Play(Move::Left))
            .apply(Action::Play(Move::Up));
        assert_eq!(s.history, [Move::Left, Move::Up]);
        assert!(!s.is_solved());
        let s = s.apply(Action::Play(Move::Right)).apply(Action::Undo);
        assert_eq!(s.history, [Move::Left, Move::Up]);
        let s = s.apply(Action::Undo).apply(Action::Undo);
        assert!(s.is_solved() && s.history.is_empty());
        let same = s.clone().apply(Action::Undo);
        assert!(Rc::ptr_eq(&s, &same), "nothing to undo changes nothing");
        let blocked = s.clone().apply(Action::Play(Move::Down));
        assert!(Rc::ptr_eq(&s, &blocked), "the blank cannot leave the board");
    }

    #[test]
    fn a_shown_run_keeps_the_board_until_reset() {
        let s = page().apply(Action::Shuffled(near_goal()));
        let s = s.apply(Action::Control(RunAction::Step(1)));
        assert!(s.session.is_some() && s.run.started);
        let stray = s.clone().apply(Action::Play(Move::Right));
        assert!(
            Rc::ptr_eq(&s, &stray),
            "a stray key must not discard the run"
        );
        let s = s.apply(Action::Control(RunAction::Reset));
        assert!(s.session.is_none());
        assert_eq!(
            s.board,
            near_goal(),
            "Reset goes back to the run's start board"
        );
    }

    #[test]
    fn play_says_why_it_cannot_start() {
        let goal = GoalKind::BlankLast.board(3);
        let mut tiles: Vec<u8> = goal
            .to_string()
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        tiles.swap(0, 1);
        let text = tiles
            .iter()
            .map(u8::to_string)
            .collect::<Vec<_>>()
            .join(" ");
        let swapped = parse_board(&text, Some(Shape::EIGHT)).expect("a board");
        let s = page().apply(Action::Shuffled(swapped));
        let why = s.blocker().expect("two swapped tiles cannot be solved");
        assert!(why.starts_with("Cannot solve: "), "{why}");
        let s = s.apply(Action::Control(RunAction::Play));
        assert!(
            s.session.is_none() && !s.run.started,
            "Play does nothing then"
        );
        let s = page().apply(Action::Invalid(WEIGHT.name));
        assert!(s.blocker().is_some_and(|b| b.contains(WEIGHT.name)));
        let s = s.apply(Action::SetWeight(1.5));
        assert_eq!(s.blocker(), None, "a valid value clears its field");
    }

    #[test]
    fn a_solution_from_the_worker_plays_back_board_by_board() {
        let start = near_goal().apply(Move::Up).expect("a legal move");
        let s = page().apply(Action::ShowSolution {
            start: start.clone(),
            moves: vec![Move::Down, Move::Right],
            expanded: 9,
            generated: 20,
            narration: "optimal".into(),
        });
        assert!(s.run.is_finished() && s.playing(), "it plays back at once");
        assert_eq!(s.shown_board(), start);
        let s = s.apply(Action::PlaybackTo(2));
        assert_eq!(s.shown_board(), GoalKind::BlankLast.board(3));
        let s = s.apply(Action::Control(RunAction::Pause));
        assert!(!s.playing());
        let bad = page().apply(Action::ShowSolution {
            start,
            moves: vec![Move::Down, Move::Down, Move::Down],
            expanded: 1,
            generated: 1,
            narration: String::new(),
        });
        assert!(bad.session.is_none(), "an illegal path is not shown");
    }

    #[test]
    fn settings_change_the_run_and_stay_in_range() {
        let s = page()
            .apply(Action::Shuffled(near_goal()))
            .apply(Action::Control(RunAction::Step(1)));
        let s = s.apply(Action::SetAlgorithm(Algorithm::Bfs));
        assert!(s.session.is_none(), "a new algorithm forgets the run");
        let s = s
            .apply(Action::SetWeight(1e6))
            .apply(Action::SetMaxSeconds(-3.0))
            .apply(Action::SetShuffleMoves(usize::MAX));
        assert_eq!(s.weight, WEIGHT.max);
        assert_eq!(s.max_seconds, TIME_BUDGET.min);
        assert_eq!(s.shuffle_moves, SHUFFLE_MOVES.max as usize);
        let s = s.apply(Action::SetShape(Shape::FIFTEEN));
        assert_eq!(
            (s.width(), s.board.clone()),
            (4, GoalKind::BlankLast.board(4))
        );
        let wide = Shape::new(3, 5).unwrap();
        let s = s.apply(Action::SetShape(wide));
        assert_eq!(s.board, GoalKind::BlankLast.board_of(wide));
        assert_eq!(s.goal_text, "1 2 3 4 5\n6 7 8 9 10\n11 12 13 14 0");
    }
}
