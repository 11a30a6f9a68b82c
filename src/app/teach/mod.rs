//! Teaching mode: an algorithm's pseudocode beside the board with the line being
//! executed highlighted, short explanations, the lecture stage (everything on one
//! screen), and the display's settings (projector theme, colours, full screen).
//!
//! The lines and the event → line tables are data in [`crate::engine::teach`]; a page
//! only says which pseudocode it runs and which line its latest view stands for.

mod display;
mod mode;
mod panel;
mod switch;

pub(crate) use display::projector_shown;
pub(crate) use display::set_root_attribute;
pub use display::{display_tools, use_display, use_full_screen, Display};
pub use mode::TeachMode;
pub use panel::{use_teach_panel, TeachPanelProps};
pub use switch::{teach_switch, use_teach_switch};
