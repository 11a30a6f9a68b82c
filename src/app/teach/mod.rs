//! Teaching mode: an algorithm's pseudocode beside the board with the line being
//! executed highlighted, short explanations, and a projector theme with large type.
//!
//! The lines and the event → line tables are data in [`crate::engine::teach`]; a page
//! only says which pseudocode it runs and which line its latest view stands for.

mod mode;
mod panel;

pub use mode::TeachMode;
pub use panel::TeachPanel;
