//! The search tree of a run, for drawing small runs like a textbook figure.

use super::NodeInfo;
use serde::{Deserialize, Serialize};

/// One node as an algorithm knows it, for [`tree_of`].
pub struct RawTreeNode<S> {
    /// The node.
    pub info: NodeInfo<S>,
    /// Its parent's index, `None` at the root.
    pub parent: Option<usize>,
    /// When it was expanded (1 = first), 0 if not.
    pub expanded_at: u64,
    /// Whether it still waits in the frontier.
    pub in_frontier: bool,
    /// Whether it is the goal the search stopped at.
    pub is_goal: bool,
}

/// Builds the tree for [`Stepper::tree`] from `len` nodes read by `node`, or `None` when
/// there are more than `max_nodes`.
pub fn tree_of<S>(
    len: usize,
    max_nodes: usize,
    node: impl Fn(u32) -> RawTreeNode<S>,
) -> Option<Vec<TreeNode<S>>> {
    if len > max_nodes {
        return None;
    }
    Some(
        (0..len as u32)
            .map(|id| {
                let n = node(id);
                let role = if n.is_goal {
                    NodeRole::Goal
                } else if n.expanded_at > 0 {
                    NodeRole::Expanded
                } else if n.in_frontier {
                    NodeRole::Frontier
                } else {
                    NodeRole::Superseded
                };
                TreeNode {
                    parent: n.parent,
                    info: n.info,
                    role,
                    order: (n.expanded_at > 0).then_some(n.expanded_at),
                }
            })
            .collect(),
    )
}

/// What became of a node in the search tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum NodeRole {
    /// Its successors were generated.
    Expanded,
    /// It waits in the frontier.
    Frontier,
    /// A cheaper path to its state was found later, or it was a duplicate.
    Superseded,
    /// The goal the search stopped at.
    Goal,
}

/// A node of the search tree, as [`Stepper::tree`] returns it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct TreeNode<S> {
    /// The node's position in the returned list of its parent (`None` for the root).
    pub parent: Option<usize>,
    /// The node.
    pub info: NodeInfo<S>,
    /// What became of it.
    pub role: NodeRole,
    /// When it was expanded (1 = first), if it was.
    pub order: Option<u64>,
}
