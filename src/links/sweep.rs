//! The sweep page's link:
//! `#/sweep?width=3&from=2&to=20&step=2&per=5&seed=1&algos=astar&hs=manhattan&cap=1000000&time=10`,
//! or `shape=2x4` in place of `width` for boards that are not square.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::compare::{present, read_shape, shape_pairs, Searches};
use crate::engine::params::FloatRange;
use crate::engine::rng::SEED;
use crate::engine::tiles::limits::TIME_BUDGET;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::sweep::{SWEEP_FROM, SWEEP_PER_DEPTH, SWEEP_STEP, SWEEP_TO};
use crate::engine::tiles::Shape;
use crate::links::query::QueryReader;

/// The time budget per run on the sweep page: short, as a sweep makes many runs.
pub const SWEEP_TIME: FloatRange = FloatRange {
    default: 10.0,
    ..TIME_BUDGET
};

/// The sweep page's choices in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, PartialEq)]
pub struct SweepLink {
    /// The boards' shape (`width=3` for a square, `shape=2x4` otherwise).
    pub shape: Option<Shape>,
    /// The first depth.
    pub from: Option<usize>,
    /// The last depth.
    pub to: Option<usize>,
    /// The distance between two depths.
    pub step: Option<usize>,
    /// Boards per depth.
    pub per_depth: Option<usize>,
    /// The boards' seed.
    pub seed: Option<u64>,
    /// The searches.
    pub searches: Searches,
}

impl SweepLink {
    /// The query pairs (only what the link holds).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let text = |x: Option<usize>| x.map(|x| x.to_string());
        let mut pairs = shape_pairs(self.shape).to_vec();
        pairs.extend([
            ("from", text(self.from)),
            ("to", text(self.to)),
            ("step", text(self.step)),
            ("per", text(self.per_depth)),
            ("seed", self.seed.map(|x| x.to_string())),
        ]);
        pairs.extend(self.searches.list_pairs());
        pairs.extend(self.searches.limit_pairs());
        present(pairs)
    }

    /// Reads a link; bad values keep their defaults and are explained in the message.
    /// The cap is checked for `default_algorithms` when the link names none.
    pub fn read(
        pairs: &[(String, String)],
        default_algorithms: &[Algorithm],
    ) -> (SweepLink, Option<String>) {
        let mut q = QueryReader::new(pairs);
        let size = |q: &mut QueryReader, key, range| q.int(key, range).map(|x| x as usize);
        let shape = read_shape(&mut q);
        let from = size(&mut q, "from", SWEEP_FROM);
        let to = size(&mut q, "to", SWEEP_TO);
        let step = size(&mut q, "step", SWEEP_STEP);
        let per_depth = size(&mut q, "per", SWEEP_PER_DEPTH);
        let seed = q.int("seed", SEED);
        let mut searches = Searches::read_lists(&mut q);
        searches.read_limits(&mut q, default_algorithms, SWEEP_TIME);
        let link = SweepLink {
            shape,
            from,
            to,
            step,
            per_depth,
            seed,
            searches,
        };
        (link, q.message())
    }
}
