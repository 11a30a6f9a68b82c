//! The search-tree page's state and its pure reducer: the choices, the picture of the
//! run, the selected node and the message. The solver itself lives beside it, in the
//! page, keyed by [`TreeState::run`].

use crate::engine::search::{RunStatus, TreeNode};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::Packed;
use std::rc::Rc;
use yew::Reducible;

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

impl Reducible for TreeState {
    type Action = TreeAction;

    fn reduce(self: Rc<Self>, action: TreeAction) -> Rc<Self> {
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
