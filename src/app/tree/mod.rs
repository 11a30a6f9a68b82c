//! The search-tree page: a small best-first run drawn as a tree, like a textbook figure.

mod layout;
mod page;
use crate::model::tree as state;

pub use page::use_tree_page;
