//! A bucket queue for whole-number priorities: push and pop in constant time where a
//! binary heap takes a logarithm and float comparisons.
//!
//! Items are node ids filed under `(f, g)` with `g ≤ f` (A* and uniform-cost search
//! with an integral heuristic). [`BucketQueue::pop`] returns the item with the lowest
//! f, then the largest g, then the one pushed first: the tie-breaking rule every
//! best-first search follows (see `docs/ARCHITECTURE.md`).
//!
//! Growth goes through [`MemoryBudget::make_room`] like every other search table, so a
//! refusal is a `mem` outcome and never an abort.

use super::memory::{Growable, MemoryBudget};
use std::collections::{TryReserveError, VecDeque};
use std::mem::size_of;

/// One (f, g) list grows by doubling like a `Vec`; a single list holds only the nodes
/// of one f and g, a small part of the frontier, so its copies stay short.
impl Growable for VecDeque<u32> {
    fn stored(&self) -> usize {
        self.len()
    }
    fn room(&self) -> usize {
        self.capacity()
    }
    fn bytes_for(capacity: usize) -> u64 {
        (capacity as u64).saturating_mul(size_of::<u32>() as u64)
    }
    fn try_grow(&mut self, additional: usize) -> Result<(), TryReserveError> {
        self.try_reserve_exact(additional)
    }
}

/// The items of one f value, by g.
#[derive(Debug, Default)]
struct Level {
    /// `by_g[g]`: the items with this f and g, first pushed first.
    by_g: Vec<VecDeque<u32>>,
    /// Items in this level.
    len: usize,
    /// No item has a larger g than this.
    top_g: usize,
}

/// Node ids ordered by (lowest f, largest g, first pushed). See the module docs.
#[derive(Debug, Default)]
pub struct BucketQueue {
    levels: Vec<Level>,
    /// No item has a smaller f than this.
    min_f: usize,
    len: usize,
}

impl BucketQueue {
    /// Items waiting.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when no item waits.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Makes sure `spare` items can be pushed under `(f, g)` without allocating, within
    /// `budget`; false when memory cannot be had.
    pub fn make_room(&mut self, f: u32, g: u32, spare: usize, budget: &mut MemoryBudget) -> bool {
        let (f, g) = (f as usize, g as usize);
        if f >= self.levels.len() {
            let more = f + 1 - self.levels.len();
            if !budget.make_room(&mut self.levels, more) {
                return false;
            }
            self.levels.resize_with(f + 1, Level::default);
        }
        let level = &mut self.levels[f];
        if g >= level.by_g.len() {
            let more = g + 1 - level.by_g.len();
            if !budget.make_room(&mut level.by_g, more) {
                return false;
            }
            level.by_g.resize_with(g + 1, VecDeque::new);
        }
        budget.make_room(&mut level.by_g[g], spare)
    }

    /// Files `item` under `(f, g)`. Call [`BucketQueue::make_room`] first.
    pub fn push(&mut self, f: u32, g: u32, item: u32) {
        let (f, g) = (f as usize, g as usize);
        let level = &mut self.levels[f];
        level.by_g[g].push_back(item);
        level.len += 1;
        level.top_g = level.top_g.max(g);
        self.min_f = if self.len == 0 { f } else { self.min_f.min(f) };
        self.len += 1;
    }

    /// Up to `n` items that `keep` accepts, in the order [`BucketQueue::pop`] would take
    /// them, looking at no more than `max_seen` items (a view takes the first few).
    pub fn first(&self, n: usize, max_seen: usize, keep: impl Fn(u32) -> bool) -> Vec<u32> {
        let mut out = Vec::new();
        let mut seen = 0;
        for level in self.levels.iter().skip(self.min_f) {
            for items in level.by_g.iter().rev() {
                for &item in items {
                    if out.len() == n || seen == max_seen {
                        return out;
                    }
                    seen += 1;
                    if keep(item) {
                        out.push(item);
                    }
                }
            }
        }
        out
    }

    /// Takes the next item: lowest f, then largest g, then first pushed.
    pub fn pop(&mut self) -> Option<u32> {
        if self.len == 0 {
            return None;
        }
        while self.levels[self.min_f].len == 0 {
            self.min_f += 1;
        }
        let level = &mut self.levels[self.min_f];
        loop {
            if let Some(item) = level.by_g[level.top_g].pop_front() {
                level.len -= 1;
                self.len -= 1;
                return Some(item);
            }
            level.top_g -= 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(items: &[(u32, u32)]) -> BucketQueue {
        let mut q = BucketQueue::default();
        let mut budget = MemoryBudget::new(u64::MAX);
        for (id, &(f, g)) in items.iter().enumerate() {
            assert!(q.make_room(f, g, 1, &mut budget));
            q.push(f, g, id as u32);
        }
        q
    }

    #[test]
    fn pops_lowest_f_then_largest_g_then_first_pushed() {
        let items = [(5, 1), (3, 0), (5, 4), (3, 2), (5, 4), (4, 4), (3, 2)];
        let mut q = filled(&items);
        let mut order = Vec::new();
        while let Some(id) = q.pop() {
            order.push(id);
        }
        assert_eq!(order, [3, 6, 1, 5, 2, 4, 0]);
        assert!(q.is_empty());
    }

    #[test]
    fn a_lower_f_pushed_later_comes_out_next() {
        let mut q = filled(&[(6, 2), (7, 3)]);
        assert_eq!(q.pop(), Some(0));
        let mut budget = MemoryBudget::new(u64::MAX);
        assert!(q.make_room(2, 1, 1, &mut budget));
        q.push(2, 1, 9);
        assert_eq!(q.len(), 2);
        assert_eq!(q.pop(), Some(9));
        assert_eq!(q.pop(), Some(1));
        assert_eq!(q.pop(), None);
    }

    #[test]
    fn growth_past_the_budget_is_refused() {
        let mut q = BucketQueue::default();
        let mut budget = MemoryBudget::new(64);
        assert!(!q.make_room(1000, 0, 1, &mut budget));
        assert!(budget.used <= 64);
    }
}
