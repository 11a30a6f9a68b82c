//! Whether teaching mode and the projector theme are on, in the URL as `teach=1` and
//! `projector=1`: read and written by the page links (`app::links::teach`). A link
//! without `projector` takes the theme chosen last (see [`crate::app::persist::saved_theme`]).

pub use crate::links::teach::TeachMode;
