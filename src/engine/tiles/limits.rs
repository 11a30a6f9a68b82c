//! The tile searches' parameter ranges, defined once: the command line, the URL parsers
//! and the forms all read these, so a value is accepted or refused the same way
//! everywhere, with the same words.
//!
//! Also what a frontier cap means in memory: bytes per stored node for each algorithm,
//! and the budget a browser tab can safely give a search.

use super::solve::Algorithm;
use super::Packed;
use crate::engine::decimal::fixed;
use crate::engine::params::{thousands, FloatRange, IntRange, ParamError};
use crate::engine::search::{best_first_bytes_per_node, bfs_bytes_per_node};

/// The frontier cap ("Mem" in the coursework's tables). Natively up to 100 million;
/// in a browser also at most what [`BROWSER_MEMORY_BUDGET`] allows (see
/// [`browser_cap_range`]).
pub const FRONTIER_CAP: IntRange = IntRange {
    name: "frontier cap",
    min: 1,
    max: 100_000_000,
    default: 1_000_000,
};

/// The time budget per run, in seconds ("Time" in the coursework's tables).
pub const TIME_BUDGET: FloatRange = FloatRange {
    name: "time budget (s)",
    min: 0.1,
    max: 3600.0,
    default: 300.0,
};

/// Weighted A*'s weight w in f = g + w·h.
pub const WEIGHT: FloatRange = FloatRange {
    name: "weight w",
    min: 1.0,
    max: 100.0,
    default: 2.0,
};

/// Depth-limited DFS's depth limit.
pub const DEPTH_LIMIT: IntRange = IntRange {
    name: "depth limit",
    min: 0,
    max: 200,
    default: 30,
};

/// How many random moves a shuffle makes.
pub const SHUFFLE_MOVES: IntRange = IntRange {
    name: "random moves",
    min: 0,
    max: 1000,
    default: 20,
};

/// How many random boards a comparison adds.
pub const RANDOM_COUNT: IntRange = IntRange {
    name: "random boards",
    min: 0,
    max: 50,
    default: 0,
};

/// The random boards' depth (exact on 3×3, random moves from the goal on 4×4).
pub const RANDOM_DEPTH: IntRange = IntRange {
    name: "random depth",
    min: 0,
    max: 200,
    default: 20,
};

/// The most bytes a search in a browser tab may give its tables: 1 GiB on the page's
/// main thread, and the same in the Web Worker. A wasm32 memory can grow to 4 GiB, but
/// tables grow by doubling (the old copy lives on while the new one fills) and phones
/// and school laptops often refuse a tab much more than 1–2 GiB.
pub const BROWSER_MEMORY_BUDGET: u64 = 1 << 30;

/// The browser budget in words: "1 GiB".
pub fn describe_budget() -> String {
    format!("{} GiB", BROWSER_MEMORY_BUDGET >> 30)
}

/// Bytes `algorithm` stores per node it keeps (frontier or closed), measured on the real
/// structures with the hash table's overhead; `None` for the depth-first searches,
/// which keep only the current path, so their memory grows with the depth, not the cap.
pub fn bytes_per_node(algorithm: Algorithm) -> Option<u64> {
    match algorithm {
        Algorithm::Bfs => Some(bfs_bytes_per_node::<Packed>()),
        // The hybrid's A* phase stores its nodes; its IDA* phase only a path.
        Algorithm::Ucs
        | Algorithm::Greedy
        | Algorithm::AStar
        | Algorithm::WeightedAStar
        | Algorithm::Aida => Some(best_first_bytes_per_node::<Packed>()),
        Algorithm::Dfs | Algorithm::Ids | Algorithm::IdaStar => None,
    }
}

/// Memory for people: `"≈ 93 MB"`, `"≈ 1.2 GB"` (decimal units).
pub fn describe_bytes(bytes: u64) -> String {
    let b = bytes as f64;
    if b >= 1e9 {
        format!("≈ {} GB", fixed(b / 1e9, 1))
    } else if b >= 1e6 {
        format!("≈ {} MB", fixed(b / 1e6, 0))
    } else {
        format!("≈ {} kB", fixed((b / 1e3).max(1.0), 0))
    }
}

/// What a frontier of `cap` nodes needs in memory with the most demanding of
/// `algorithms`, e.g. `Some(93_000_000)`; `None` when none of them stores nodes.
pub fn cap_bytes(cap: u64, algorithms: &[Algorithm]) -> Option<u64> {
    algorithms
        .iter()
        .filter_map(|&a| bytes_per_node(a))
        .max()
        .map(|per_node| cap.saturating_mul(per_node))
}

/// The frontier caps a browser tab can hold for `algorithms`: [`FRONTIER_CAP`], with
/// its maximum lowered so the frontier fits in [`BROWSER_MEMORY_BUDGET`].
pub fn browser_cap_range(algorithms: &[Algorithm]) -> IntRange {
    let max = algorithms
        .iter()
        .filter_map(|&a| bytes_per_node(a))
        .max()
        .map_or(FRONTIER_CAP.max, |per_node| {
            (BROWSER_MEMORY_BUDGET / per_node).min(FRONTIER_CAP.max)
        });
    IntRange {
        max,
        ..FRONTIER_CAP
    }
}

/// Reads a frontier cap typed for a browser run of `algorithms`: the same parsing as
/// everywhere, and a cap beyond the tab's memory is refused naming the limit.
pub fn parse_browser_cap(text: &str, algorithms: &[Algorithm]) -> Result<u64, ParamError> {
    let cap = FRONTIER_CAP.parse(text)?;
    let range = browser_cap_range(algorithms);
    if cap <= range.max {
        return Ok(cap);
    }
    let need = cap_bytes(cap, algorithms).unwrap_or(0);
    Err(ParamError {
        name: FRONTIER_CAP.name,
        text: text.to_string(),
        reason: format!(
            "is too large for a browser tab: a frontier that big needs {} of memory, and a \
             search here may use at most {}, so the cap must be at most {}",
            describe_bytes(need),
            describe_budget(),
            thousands(range.max)
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_per_node_are_measured_and_plausible() {
        let astar = bytes_per_node(Algorithm::AStar).unwrap();
        let bfs = bytes_per_node(Algorithm::Bfs).unwrap();
        // A* keeps a 32-byte node, a 32-byte heap item and a hash entry.
        assert!((64..200).contains(&astar), "{astar}");
        assert!(bfs < astar, "{bfs} vs {astar}");
        assert_eq!(bytes_per_node(Algorithm::IdaStar), None);
    }

    #[test]
    fn browser_caps_beyond_the_budget_are_refused_naming_the_limit() {
        let astar = [Algorithm::AStar];
        assert_eq!(parse_browser_cap("1,000,000", &astar), Ok(1_000_000));
        let err = parse_browser_cap("100000000", &astar).unwrap_err();
        assert!(err.reason.contains("too large for a browser tab"), "{err}");
        let need = describe_bytes(100_000_000 * bytes_per_node(Algorithm::AStar).unwrap());
        assert!(err.reason.contains(&need), "{err}");
        assert!(err.reason.contains("at most 1 GiB"), "{err}");
        let max = browser_cap_range(&astar).max;
        assert!(err.reason.contains(&thousands(max)), "{err}");
        assert_eq!(parse_browser_cap(&max.to_string(), &astar), Ok(max));
        // Depth-first searches store only the path: any cap in the range is fine.
        assert_eq!(
            parse_browser_cap("100000000", &[Algorithm::IdaStar]),
            Ok(100_000_000)
        );
        // A mix is held to its most demanding algorithm.
        assert_eq!(
            browser_cap_range(&[Algorithm::IdaStar, Algorithm::AStar]).max,
            max
        );
    }

    #[test]
    fn bytes_read_well() {
        assert_eq!(describe_bytes(93_000_000), "≈ 93 MB");
        assert_eq!(describe_bytes(1_234_000_000), "≈ 1.2 GB");
        assert_eq!(describe_bytes(12), "≈ 1 kB");
    }
}
