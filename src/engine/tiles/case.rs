//! A named start board: what comparisons, presets and random cases are made of.

use super::Board;
use serde::{Deserialize, Serialize};

/// A named start board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Case {
    /// A name for the table (e.g. `start14`).
    pub name: String,
    /// The start board.
    pub start: Board,
}
