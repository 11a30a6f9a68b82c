//! A batch split between workers: each takes every `count`-th run from its own index, so
//! a configuration's runs (which may cost very different amounts) are spread over all of
//! them. Every run has its own seed, so the rows do not depend on how the batch was split:
//! merged in index order they are the rows of the whole batch.

use super::BatchPlan;
use serde::{Deserialize, Serialize};

/// One worker's share of a batch: runs `index`, `index + count`, `index + 2·count`, …
///
/// ```
/// use puzzle_lab::engine::run::Shard;
/// let second_of_three = Shard::new(1, 3).unwrap();
/// assert_eq!(second_of_three.len(10), 3); // runs 1, 4 and 7
/// assert_eq!(second_of_three.global(2), 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    index: u32,
    count: u32,
}

impl Default for Shard {
    fn default() -> Self {
        Shard::WHOLE
    }
}

impl Shard {
    /// The whole batch, for a single worker.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Share `index` of `count`; `None` unless `index < count`.
    pub fn new(index: u32, count: u32) -> Option<Shard> {
        (index < count).then_some(Shard { index, count })
    }

    /// Which share this is (from 0).
    pub fn index(self) -> u32 {
        self.index
    }

    /// How many shares the batch is split into.
    pub fn count(self) -> u32 {
        self.count
    }

    /// How many of a batch of `all` runs fall to this share.
    pub fn len(self, all: usize) -> usize {
        let (index, count) = (self.index as usize, self.count.max(1) as usize);
        all.saturating_sub(index).div_ceil(count)
    }

    /// The batch's index of this share's run `local`.
    pub fn global(self, local: usize) -> usize {
        self.index as usize + local * self.count.max(1) as usize
    }
}

/// A [`BatchPlan`] cut down to one [`Shard`]: run `i` is the plan's run
/// `shard.global(i)`.
pub struct Sharded<P> {
    plan: P,
    shard: Shard,
}

impl<P: BatchPlan> Sharded<P> {
    /// `shard`'s part of `plan`.
    pub fn new(plan: P, shard: Shard) -> Self {
        Sharded { plan, shard }
    }

    /// The whole plan.
    pub fn whole(&self) -> &P {
        &self.plan
    }
}

impl<P: BatchPlan> BatchPlan for Sharded<P> {
    type Run = P::Run;
    type Row = P::Row;

    fn total(&self) -> usize {
        self.shard.len(self.plan.total())
    }

    fn start(&mut self, index: usize) -> Result<P::Run, Box<P::Row>> {
        self.plan.start(self.shard.global(index))
    }

    fn watch(&mut self, run: &mut P::Run) {
        self.plan.watch(run);
    }

    fn finish(&mut self, index: usize, run: P::Run, seconds: f64) -> P::Row {
        self.plan.finish(self.shard.global(index), run, seconds)
    }

    fn label(&self, index: usize, run: &P::Run) -> String {
        self.plan.label(self.shard.global(index), run)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shares_of_a_batch_cover_every_run_once() {
        for all in 0..20 {
            for count in 1..6u32 {
                let mut seen: Vec<usize> = (0..count)
                    .flat_map(|i| {
                        let shard = Shard::new(i, count).unwrap();
                        (0..shard.len(all)).map(move |local| shard.global(local))
                    })
                    .collect();
                seen.sort_unstable();
                assert_eq!(seen, (0..all).collect::<Vec<_>>(), "{all} runs in {count}");
            }
        }
    }

    #[test]
    fn a_share_must_be_one_of_the_count() {
        assert_eq!(Shard::new(2, 2), None);
        assert_eq!(Shard::new(0, 0), None);
        assert_eq!(Shard::new(0, 1), Some(Shard::WHOLE));
    }
}
