//! The magic page's choices in the URL: read and written by
//! [`crate::links::magic`] (plain Rust, fuzzed natively); this file turns the
//! link into the page's state.

use super::state::{clamp_order, MagicState};
use crate::app::ga::config_url;
use crate::links::magic::MagicLink;

/// The query pairs describing `s`.
pub fn to_query(s: &MagicState) -> Vec<(&'static str, String)> {
    MagicLink {
        n: s.n,
        preset: s.preset,
        crossover: s.crossover,
        ga: config_url::link(&s.form, &s.run.session),
    }
    .query()
}

/// Builds the state from query pairs; bad values keep their defaults and are reported.
pub fn from_query(pairs: &[(String, String)]) -> MagicState {
    let (link, problems) = MagicLink::read(pairs);
    let mut s = MagicState::new(clamp_order(link.n));
    s.preset = link.preset;
    s.crossover = link.crossover;
    config_url::apply_link(&mut s.form, &mut s.run.session, link.ga);
    s.error = problems;
    s
}
