//! A link edited by hand while its page is open (the address bar, or Back and Forward
//! between such edits): the page writes its state with `history.replaceState`, which
//! fires no `hashchange`, so a `hashchange` to another query of the same page is the
//! user's. The shell reopens the page on a query it can read, and keeps the page as it
//! was for one it would refuse in part, with the reader's own words.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::tiles::solve::Algorithm;
use crate::links::query::parse_query;

/// A link's query as pairs, decoded as the pages decode theirs.
pub type Pairs = Vec<(String, String)>;

/// What the shell does about a `hashchange`.
#[derive(Clone, Debug, PartialEq)]
pub enum HashEdit {
    /// Another page, or the page's own query: nothing beyond showing the route.
    Keep,
    /// Another query of the same page that it can read: open the page again on it.
    Reopen,
    /// A query the page would refuse in part: keep the page as it is and show why.
    Refuse(String),
}

/// The route and the query pairs of a URL's hash (`…#/tiles?board=…` → `tiles`), as
/// the browser's `URLSearchParams` decodes them (the page uses that; tests and the
/// fuzzer this).
pub fn hash_parts(url: &str) -> (String, Pairs) {
    let hash = url.split_once('#').map_or("", |(_, h)| h);
    let (route, query) = hash.split_once('?').unwrap_or((hash, ""));
    (
        route.trim_start_matches('/').to_string(),
        parse_query(query),
    )
}

/// The problems the page at `route` finds in a link's query: its reader's message.
pub fn problems(route: &str, pairs: &[(String, String)]) -> Option<String> {
    let searches = [Algorithm::AStar];
    match route {
        "tiles" => super::tiles::TilesLink::read(pairs).1,
        "race" => super::race::RaceLink::read(pairs).1,
        "tree" => super::tree::TreeLink::read(pairs).1,
        "compare" => super::compare::CompareLink::read(pairs, &searches).1,
        "sweep" => super::sweep::SweepLink::read(pairs, &searches).1,
        "sudoku" => super::sudoku::SudokuLink::read(pairs).1,
        "magic" => super::magic::MagicLink::read(pairs).1,
        "ga/sudoku" => super::ga_sudoku::GaSudokuLink::read(pairs).1,
        "experiments" => crate::links::experiments::from_query(pairs).1,
        _ => None,
    }
}

/// What a `hashchange` from `old` to `new` (each a route and its query pairs, see
/// [`hash_parts`]) means for the page.
pub fn hash_edit(
    (old_route, written): &(String, Pairs),
    (route, edited): &(String, Pairs),
) -> HashEdit {
    if old_route != route || written == edited {
        return HashEdit::Keep;
    }
    match problems(route, edited) {
        None => HashEdit::Reopen,
        Some(message) => HashEdit::Refuse(format!(
            "The edited link was not used, so the page keeps what it showed: {}",
            reasons(&message)
        )),
    }
}

/// The reasons inside a reader's message ("Some of this link could not be used
/// (reasons); defaults were kept for those."), or the message itself.
fn reasons(message: &str) -> &str {
    message
        .split_once('(')
        .and_then(|(_, rest)| rest.rsplit_once(')'))
        .map_or(message, |(inner, _)| inner)
}
