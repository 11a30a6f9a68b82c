//! The compare page's link:
//! `#/compare?cases=start10,start14&random=5&k=20&width=3&seed=1&algos=astar,bfs&hs=manhattan&w=2&depth=30&cap=1000000&time=30`,
//! and the list readers the sweep page's link shares.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::{FloatRange, IntRange};
use crate::engine::rng::SEED;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{
    parse_browser_cap, DEPTH_LIMIT, RANDOM_COUNT, RANDOM_DEPTH, TIME_BUDGET, WEIGHT,
};
use crate::engine::tiles::presets::seed_presets;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::Shape;
use crate::links::query::QueryReader;

/// The time budget per run on the compare page: the tile searches' range, with a
/// default short enough for a class.
pub const COMPARE_TIME: FloatRange = FloatRange {
    default: 30.0,
    ..TIME_BUDGET
};

/// Random boards' width in links: 3 or 4.
pub const BOARD_WIDTH: IntRange = IntRange {
    name: "width",
    min: 3,
    max: 4,
    default: 3,
};

/// The names of `items`, comma-separated (for links).
pub fn names<T>(items: &[T], name: fn(&T) -> &'static str) -> String {
    items.iter().map(name).collect::<Vec<_>>().join(",")
}

/// A comma-separated list of names at `key`, each read by `parse` (repeats dropped,
/// unknown names reported as an unknown `what`); `None` if the key is absent.
pub fn read_list<T: PartialEq>(
    q: &mut QueryReader,
    key: &str,
    parse: fn(&str) -> Option<T>,
    what: &str,
) -> Option<Vec<T>> {
    let text = q.get(key)?;
    let mut items = Vec::new();
    for name in text.split(',').filter(|x| !x.is_empty()) {
        match parse(name) {
            Some(item) if !items.contains(&item) => items.push(item),
            Some(_) => {}
            None => q.problem(format!("unknown {what} \u{201c}{name}\u{201d}")),
        }
    }
    Some(items)
}

/// The searches of a batch page (compare, sweep): algorithms, heuristics, frontier cap
/// and time budget; `None` = not in the link.
#[derive(Clone, Debug, PartialEq)]
pub struct Searches {
    /// The algorithms.
    pub algorithms: Option<Vec<Algorithm>>,
    /// The heuristics.
    pub heuristics: Option<Vec<Heuristic>>,
    /// The frontier cap (checked against the browser's memory for the algorithms).
    pub max_frontier: Option<u64>,
    /// The time budget per run.
    pub max_seconds: Option<f64>,
}

impl Searches {
    /// A page's chosen searches, all written to the link.
    pub fn chosen(
        algorithms: &[Algorithm],
        heuristics: &[Heuristic],
        max_frontier: u64,
        max_seconds: f64,
    ) -> Searches {
        Searches {
            algorithms: Some(algorithms.to_vec()),
            heuristics: Some(heuristics.to_vec()),
            max_frontier: Some(max_frontier),
            max_seconds: Some(max_seconds),
        }
    }

    /// Applies what the link holds over a page's searches.
    pub fn apply(
        self,
        algorithms: &mut Vec<Algorithm>,
        heuristics: &mut Vec<Heuristic>,
        max_frontier: &mut u64,
        max_seconds: &mut f64,
    ) {
        if let Some(a) = self.algorithms {
            *algorithms = a;
        }
        if let Some(h) = self.heuristics {
            *heuristics = h;
        }
        *max_frontier = self.max_frontier.unwrap_or(*max_frontier);
        *max_seconds = self.max_seconds.unwrap_or(*max_seconds);
    }

    /// Reads the algorithms and heuristics (`algos`, `hs`).
    pub(crate) fn read_lists(q: &mut QueryReader) -> Searches {
        Searches {
            algorithms: read_list(q, "algos", Algorithm::from_name, "algorithm"),
            heuristics: read_list(q, "hs", Heuristic::from_name, "heuristic"),
            max_frontier: None,
            max_seconds: None,
        }
    }

    /// Reads the cap and the time (`cap`, `time`); the cap is checked for the link's
    /// algorithms, or the page's `default_algorithms` when it names none.
    pub(crate) fn read_limits(
        &mut self,
        q: &mut QueryReader,
        default_algorithms: &[Algorithm],
        time: FloatRange,
    ) {
        let algorithms = self.algorithms.as_deref().unwrap_or(default_algorithms);
        self.max_frontier = q.read("cap", |t| parse_browser_cap(t, algorithms));
        self.max_seconds = q.float("time", time);
    }

    /// The `algos` and `hs` pairs.
    pub(crate) fn list_pairs(&self) -> [(&'static str, Option<String>); 2] {
        [
            (
                "algos",
                self.algorithms.as_ref().map(|a| names(a, |a| a.name())),
            ),
            (
                "hs",
                self.heuristics.as_ref().map(|h| names(h, |h| h.name())),
            ),
        ]
    }

    /// The `cap` and `time` pairs.
    pub(crate) fn limit_pairs(&self) -> [(&'static str, Option<String>); 2] {
        [
            ("cap", self.max_frontier.map(|x| x.to_string())),
            (
                "time",
                self.max_seconds.map(crate::engine::decimal::shortest),
            ),
        ]
    }
}

/// Keeps the pairs that have a value.
/// A board shape as a link writes it: `width=3` for a square (as links always had it),
/// `shape=2x4` otherwise.
pub(crate) fn shape_pairs(shape: Option<Shape>) -> [(&'static str, Option<String>); 2] {
    [
        (
            "width",
            shape
                .filter(|s| s.is_square())
                .map(|s| s.cols().to_string()),
        ),
        ("shape", shape.filter(|s| !s.is_square()).map(Shape::name)),
    ]
}

/// Reads the shape [`shape_pairs`] writes; `shape` wins over `width`, and a bad one is
/// explained and skipped.
pub(crate) fn read_shape(q: &mut QueryReader) -> Option<Shape> {
    let square = q
        .int("width", BOARD_WIDTH)
        .and_then(|w| Shape::square(w as usize));
    match q.get("shape").map(str::parse::<Shape>) {
        Some(Ok(shape)) => Some(shape),
        Some(Err(e)) => {
            q.problem(format!("shape: {e}"));
            square
        }
        None => square,
    }
}

pub(crate) fn present(
    pairs: impl IntoIterator<Item = (&'static str, Option<String>)>,
) -> Vec<(&'static str, String)> {
    pairs
        .into_iter()
        .filter_map(|(k, v)| Some((k, v?)))
        .collect()
}

/// The compare page's choices in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, PartialEq)]
pub struct CompareLink {
    /// Names of the chosen coursework boards.
    pub presets: Option<Vec<String>>,
    /// Random boards to add.
    pub random_count: Option<usize>,
    /// Their depth.
    pub random_moves: Option<usize>,
    /// Their shape (`width=3` for a square, `shape=2x5` otherwise).
    pub random_shape: Option<Shape>,
    /// Their seed.
    pub seed: Option<u64>,
    /// Weighted A*'s weight.
    pub weight: Option<f64>,
    /// Depth-limited DFS's limit.
    pub depth_limit: Option<u32>,
    /// The searches.
    pub searches: Searches,
}

impl CompareLink {
    /// The query pairs (only what the link holds).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let [algos, hs] = self.searches.list_pairs();
        let [cap, time] = self.searches.limit_pairs();
        let mut pairs = vec![
            ("cases", self.presets.as_ref().map(|p| p.join(","))),
            ("random", self.random_count.map(|x| x.to_string())),
            ("k", self.random_moves.map(|x| x.to_string())),
        ];
        pairs.extend(shape_pairs(self.random_shape));
        pairs.extend([
            ("seed", self.seed.map(|x| x.to_string())),
            algos,
            hs,
            ("w", self.weight.map(crate::engine::decimal::shortest)),
            ("depth", self.depth_limit.map(|x| x.to_string())),
            cap,
            time,
        ]);
        present(pairs)
    }

    /// Reads a link; bad values keep their defaults and are explained in the message.
    /// The cap is checked for `default_algorithms` when the link names none.
    pub fn read(
        pairs: &[(String, String)],
        default_algorithms: &[Algorithm],
    ) -> (CompareLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let presets = q.get("cases").map(|v| {
            let known: Vec<&str> = seed_presets().iter().map(|p| p.name).collect();
            let mut ok = Vec::new();
            for name in v.split(',').filter(|x| !x.is_empty()) {
                if known.contains(&name) {
                    ok.push(name.to_string());
                } else {
                    q.problem(format!("unknown board \u{201c}{name}\u{201d}"));
                }
            }
            ok
        });
        let mut searches = Searches::read_lists(&mut q);
        let random_count = q.int("random", RANDOM_COUNT).map(|x| x as usize);
        let random_moves = q.int("k", RANDOM_DEPTH).map(|x| x as usize);
        let random_shape = read_shape(&mut q);
        let seed = q.int("seed", SEED);
        let weight = q.float("w", WEIGHT);
        let depth_limit = q.int("depth", DEPTH_LIMIT).map(|x| x as u32);
        searches.read_limits(&mut q, default_algorithms, COMPARE_TIME);
        let link = CompareLink {
            presets,
            random_count,
            random_moves,
            random_shape,
            seed,
            weight,
            depth_limit,
            searches,
        };
        (link, q.message())
    }
}
