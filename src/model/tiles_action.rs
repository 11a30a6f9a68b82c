//! Everything that can happen on the tile page, as reducer actions.

use super::tiles_session::Progress;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{DEPTH_LIMIT, FRONTIER_CAP, SHUFFLE_MOVES, TIME_BUDGET, WEIGHT};
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{Board, GoalKind, Move, Shape};
use crate::model::run_session::RunAction;

/// Everything that can happen on the tile page.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Switch to a board shape, resetting to the goal.
    SetShape(Shape),
    /// Pick a standard goal.
    SetGoalKind(GoalKind),
    /// The player moved the blank (arrow key or tile click).
    Play(Move),
    /// A key that steps through a shown solution (`step` = ±1), or else slides a tile
    /// (`mv`, for ← and →) or, for a key that slides none (a clicker's PageDown and
    /// PageUp), steps the search forward or back.
    StepKey {
        /// +1 forward, −1 back.
        step: isize,
        /// The move the key makes when no run is shown.
        mv: Option<Move>,
    },
    /// Take back the last move.
    Undo,
    /// A shuffled board arrived (shuffling needs randomness, so a hook makes it).
    Shuffled(Board),
    /// Change how many moves a shuffle makes.
    SetShuffleMoves(usize),
    /// The start box changed.
    EditStart(String),
    /// The goal box changed.
    EditGoal(String),
    /// Use the boxes' boards.
    ApplyInput,
    /// Pick the algorithm.
    SetAlgorithm(Algorithm),
    /// Pick the heuristic.
    SetHeuristic(Heuristic),
    /// Set weighted A*'s weight (1 to 100).
    SetWeight(f64),
    /// Set depth-limited DFS's limit.
    SetDepthLimit(u32),
    /// Change the frontier cap.
    SetMaxFrontier(u64),
    /// Change the time budget (seconds).
    SetMaxSeconds(f64),
    /// The shared run controls (Play, Pause, P, Step, Reset, speed), with the tile
    /// page's rules: once solved, Play and Step play the solution back, and Reset goes
    /// back to the run's start board.
    Control(RunAction),
    /// Fresh numbers from the solver.
    Progress(Box<Progress>),
    /// Show solution board `i`.
    PlaybackTo(usize),
    /// Start or stop auto-playing the solution.
    TogglePlayback,
    /// Advance auto-playback by one board (sent by a timer).
    PlaybackTick,
    /// Show an error (e.g. from a corrupted URL).
    ShowError(String),
    /// A solution found elsewhere (the worker's optimal solver): show it as a finished
    /// run from `start` and play it back.
    ShowSolution {
        /// The board it starts from.
        start: Board,
        /// The blank's moves.
        moves: Vec<Move>,
        /// Nodes expanded to find it.
        expanded: u64,
        /// Nodes generated to find it.
        generated: u64,
        /// What to say about it.
        narration: String,
    },
    /// The number field with this name holds text that is not valid.
    Invalid(&'static str),
    /// Answer the quiz question with choice `i`; the step follows.
    QuizAnswer(usize),
    /// Flip teaching mode, the projector theme or the quiz.
    SetTeach(crate::links::teach::TeachMode),
}

impl Action {
    /// The number field a valid value came from, if any.
    pub(super) fn field(&self) -> Option<&'static str> {
        match self {
            Action::SetShuffleMoves(_) => Some(SHUFFLE_MOVES.name),
            Action::SetWeight(_) => Some(WEIGHT.name),
            Action::SetDepthLimit(_) => Some(DEPTH_LIMIT.name),
            Action::SetMaxFrontier(_) => Some(FRONTIER_CAP.name),
            Action::SetMaxSeconds(_) => Some(TIME_BUDGET.name),
            _ => None,
        }
    }
}
