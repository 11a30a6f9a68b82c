//! The search-tree page's state and its pure reducer: the choices, the picture of the
//! run, the selected node and the message. The solver itself lives beside it, in the
//! page, keyed by [`TreeState::run`].

use crate::engine::search::{RunStatus, TreeNode};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::Packed;
use std::rc::Rc;

/// The tree view stops drawing beyond this many nodes.
pub const MAX_TREE: usize = 400;

/// What the page shows of the run after each action.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Snapshot {
    /// The tree drawn (the last one that fitted, once the run outgrows [`MAX_TREE`]).
    pub tree: Vec<TreeNode<Packed>>,
    /// Where the run stands; `None` before the first step.
    pub status: Option<RunStatus>,
    /// Nodes expanded so far.
    pub expanded: u64,
    /// True once the tree has more than [`MAX_TREE`] nodes.
    pub too_big: bool,
}

/// What the search-tree page knows.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeState {
    /// Text in the start box.
    pub start_text: String,
    /// The algorithm drawn.
    pub algorithm: Algorithm,
    /// Its heuristic.
    pub heuristic: Heuristic,
    /// Identifies the run; a new number means "build a new solver".
    pub run: u64,
    /// The picture of the run.
    pub snap: Snapshot,
    /// The node whose details are shown.
    pub selected: Option<usize>,
    /// A problem to show (bad link, bad board).
    pub error: Option<String>,
}

/// Everything that can happen on the search-tree page.
#[derive(Clone, Debug, PartialEq)]
pub enum TreeAction {
    /// The start box changed (the run starts over).
    EditStart(String),
    /// Pick the algorithm (the run starts over).
    SetAlgorithm(Algorithm),
    /// Pick the heuristic (the run starts over).
    SetHeuristic(Heuristic),
    /// Discard the run.
    Reset,
    /// The run advanced: its new picture.
    Advanced(Snapshot),
    /// Show node `i`'s details.
    Select(usize),
    /// Show a problem.
    ShowError(String),
}

impl TreeState {
    /// The page as a link describes it, with any problem with the link.
    pub fn new(start_text: String, algorithm: Algorithm, heuristic: Heuristic) -> Self {
        TreeState {
            start_text,
            algorithm,
            heuristic,
            run: 1,
            snap: Snapshot::default(),
            selected: None,
            error: None,
        }
    }

    fn reset(&mut self) {
        self.run += 1;
        self.snap = Snapshot::default();
        self.selected = None;
    }

    /// True once the run has ended.
    pub fn finished(&self) -> bool {
        self.snap.status.is_some_and(|s| s.is_finished())
    }

    /// The status line.
    pub fn status_line(&self) -> String {
        let snap = &self.snap;
        match (snap.status, snap.too_big) {
            (Some(RunStatus::Running), true) => format!(
                "{} nodes expanded. The drawing stopped growing at {MAX_TREE} nodes, too many \
                 to draw; Step and Run go on searching.",
                snap.expanded
            ),
            (None, _) => "Press Step to expand the root.".to_string(),
            (Some(RunStatus::Solved), false) => format!(
                "Solved after {} expansions: the goal path is marked.",
                snap.expanded
            ),
            (Some(RunStatus::Solved), true) => format!(
                "Solved after {} expansions. The drawing stopped growing at {MAX_TREE} nodes, \
                 too many to draw; the search went on.",
                snap.expanded
            ),
            (Some(RunStatus::Running), _) => format!(
                "{} nodes expanded; the frontier is ringed. Click a node to inspect it.",
                snap.expanded
            ),
            (Some(RunStatus::Stopped(f)), _) => {
                let d = f.describe();
                format!("{}{}.", d[..1].to_ascii_uppercase(), &d[1..])
            }
        }
    }
}

impl TreeState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: TreeAction) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            TreeAction::EditStart(text) => {
                s.start_text = text;
                s.reset();
            }
            TreeAction::SetAlgorithm(a) => {
                s.algorithm = a;
                s.reset();
            }
            TreeAction::SetHeuristic(h) => {
                s.heuristic = h;
                s.reset();
            }
            TreeAction::Reset => s.reset(),
            TreeAction::Advanced(snap) => {
                s.snap = snap;
                s.error = None;
            }
            TreeAction::Select(i) => s.selected = Some(i),
            TreeAction::ShowError(message) => s.error = Some(message),
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::StopReason;

    fn page() -> Rc<TreeState> {
        Rc::new(TreeState::new(
            "1 2 3 4 5 6 0 7 8".into(),
            Algorithm::AStar,
            Heuristic::Manhattan,
        ))
    }

    fn snap(status: RunStatus, expanded: u64, too_big: bool) -> Snapshot {
        Snapshot {
            tree: Vec::new(),
            status: Some(status),
            expanded,
            too_big,
        }
    }

    #[test]
    fn every_choice_starts_the_run_over() {
        let s = page().apply(TreeAction::Advanced(snap(RunStatus::Running, 5, false)));
        let s = s.apply(TreeAction::Select(2));
        let run = s.run;
        let edits = [
            TreeAction::EditStart("8 7 6 5 4 3 2 1 0".into()),
            TreeAction::SetAlgorithm(Algorithm::Bfs),
            TreeAction::SetHeuristic(Heuristic::Misplaced),
            TreeAction::Reset,
        ];
        for (i, edit) in edits.into_iter().enumerate() {
            let next = s.clone().apply(edit);
            assert_eq!(next.run, run + 1, "edit {i} asks for a new solver");
            assert_eq!(
                next.snap,
                Snapshot::default(),
                "edit {i} forgets the picture"
            );
            assert_eq!(next.selected, None, "edit {i} forgets the selection");
        }
        let chosen = s.apply(TreeAction::SetAlgorithm(Algorithm::Greedy));
        assert_eq!(chosen.algorithm, Algorithm::Greedy);
    }

    #[test]
    fn a_step_clears_the_error_and_the_status_line_follows_the_run() {
        let s = page();
        assert_eq!(s.status_line(), "Press Step to expand the root.");
        let s = s.apply(TreeAction::ShowError("bad board".into()));
        assert_eq!(s.error.as_deref(), Some("bad board"));
        let s = s.apply(TreeAction::Advanced(snap(RunStatus::Running, 3, false)));
        assert_eq!(s.error, None);
        assert!(!s.finished());
        assert!(s
            .status_line()
            .starts_with("3 nodes expanded; the frontier is ringed"));
        let s = s.apply(TreeAction::Advanced(snap(RunStatus::Running, 900, true)));
        assert!(s
            .status_line()
            .contains(&format!("stopped growing at {MAX_TREE} nodes")));
        let s = s.apply(TreeAction::Advanced(snap(RunStatus::Solved, 1200, true)));
        assert!(s.finished());
        assert!(s
            .status_line()
            .starts_with("Solved after 1200 expansions. The drawing"));
        let stopped = RunStatus::Stopped(StopReason::Exhausted);
        let s = s.apply(TreeAction::Advanced(snap(stopped, 10, false)));
        let line = s.status_line();
        assert!(
            line.chars().next().is_some_and(char::is_uppercase),
            "{line}"
        );
        assert!(line.ends_with('.'), "{line}");
    }

    #[test]
    fn selecting_a_node_keeps_the_run() {
        let s = page().apply(TreeAction::Select(7));
        assert_eq!((s.selected, s.run), (Some(7), 1));
    }
}
