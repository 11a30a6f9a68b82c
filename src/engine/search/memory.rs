//! Memory that a search may use: a byte budget, fallible growth, and a hash table that
//! grows in small steps.
//!
//! A search's tables grow as it runs. Growing them with `push` or `insert` aborts the
//! whole program when the allocator refuses (in a browser tab: `RuntimeError:
//! unreachable`, and the page is dead). Instead, every table here grows *before* it is
//! needed, through [`MemoryBudget::make_room`], which
//! - refuses growth that would take the run past its byte budget, and
//! - uses `try_reserve`, so an allocator that has no more memory is a refusal too.
//!
//! A refusal ends the run with the `mem` outcome, like the frontier cap does.
//!
//! [`ShardedMap`] splits a hash table into [`SHARDS`] smaller ones, chosen by hash
//! bits the tables themselves do not use. A table doubles (and rehashes every entry)
//! when it fills; with shards, each doubling moves 1/64 of the entries, so no single
//! insertion stalls the caller for long (a frame of animation, in a browser).

use super::fxhash::{FxHashMap, FxHasher};
use std::collections::TryReserveError;
use std::hash::{Hash, Hasher};
use std::mem::size_of;

/// How many sub-tables a [`ShardedMap`] has.
pub const SHARDS: usize = 256;

/// The smallest growth step, in elements.
const MIN_GROWTH: usize = 16;

/// Bytes a hash table with `capacity` usable slots of `T` allocates: one control byte per
/// bucket and a load factor of 7/8 (as std's `HashMap` does).
pub fn hash_table_bytes<T>(capacity: usize) -> u64 {
    (capacity as u64)
        .saturating_mul(8)
        .div_ceil(7)
        .saturating_mul(size_of::<T>() as u64 + 1)
}

/// A collection that can grow fallibly and say how many bytes it holds.
pub trait Growable {
    /// Elements stored.
    fn stored(&self) -> usize;
    /// Elements it can hold without allocating.
    fn room(&self) -> usize;
    /// Bytes allocated for `capacity` elements.
    fn bytes_for(capacity: usize) -> u64;
    /// Grows to hold at least `additional` more elements than it stores.
    fn try_grow(&mut self, additional: usize) -> Result<(), TryReserveError>;
    /// How many elements to add room for when `spare` more are needed: by default as
    /// many as it stores (doubling, so pushes stay cheap on average).
    fn growth(&self, spare: usize) -> usize {
        self.stored().max(spare).max(MIN_GROWTH)
    }
}

impl<T> Growable for Vec<T> {
    fn stored(&self) -> usize {
        self.len()
    }
    fn room(&self) -> usize {
        self.capacity()
    }
    fn bytes_for(capacity: usize) -> u64 {
        (capacity as u64).saturating_mul(size_of::<T>() as u64)
    }
    fn try_grow(&mut self, additional: usize) -> Result<(), TryReserveError> {
        self.try_reserve_exact(additional)
    }
}

impl<K: Hash + Eq, V> Growable for FxHashMap<K, V> {
    fn stored(&self) -> usize {
        self.len()
    }
    fn room(&self) -> usize {
        self.capacity()
    }
    fn bytes_for(capacity: usize) -> u64 {
        hash_table_bytes::<(K, V)>(capacity)
    }
    fn try_grow(&mut self, additional: usize) -> Result<(), TryReserveError> {
        self.try_reserve(additional)
    }
}

/// The bytes a run may allocate for its tables, and how many it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemoryBudget {
    /// The most bytes the tables may hold.
    pub max: u64,
    /// Bytes the tables hold now (their capacities, not only what is used).
    pub used: u64,
}

impl MemoryBudget {
    /// A budget of `max` bytes, none used yet.
    pub fn new(max: u64) -> Self {
        MemoryBudget { max, used: 0 }
    }

    /// Makes sure `table` can take `spare` more elements without allocating. Grows it
    /// (doubling, at least by `spare`) if needed. Returns false, leaving the table as
    /// it is, when the growth would pass the budget or the allocator refuses.
    pub fn make_room<G: Growable>(&mut self, table: &mut G, spare: usize) -> bool {
        let (len, cap) = (table.stored(), table.room());
        if cap - len >= spare {
            return true;
        }
        let additional = table.growth(spare);
        let after = G::bytes_for(len.saturating_add(additional));
        let before = G::bytes_for(cap);
        if (self.used - before.min(self.used)).saturating_add(after) > self.max {
            return false;
        }
        if table.try_grow(additional).is_err() {
            return false;
        }
        self.used = self.used - before.min(self.used) + G::bytes_for(table.room());
        true
    }
}

/// A hash map split into [`SHARDS`] tables, so that growing it never rehashes more than
/// a small part of it at once. Entries are never removed (searches only add).
#[derive(Clone, Debug)]
pub struct ShardedMap<K, V> {
    shards: Vec<FxHashMap<K, V>>,
    len: usize,
}

impl<K: Hash + Eq, V> Default for ShardedMap<K, V> {
    fn default() -> Self {
        ShardedMap {
            shards: (0..SHARDS).map(|_| FxHashMap::default()).collect(),
            len: 0,
        }
    }
}

impl<K, V> ShardedMap<K, V> {
    /// Bytes per entry, counting the table's control bytes and load factor.
    pub fn bytes_per_entry() -> u64 {
        hash_table_bytes::<(K, V)>(1 << 20) >> 20
    }
}

impl<K: Hash + Eq, V> ShardedMap<K, V> {
    /// The shard of `key`, from hash bits 40..48. `HashMap` takes its bucket from the
    /// low bits and its tag from the top seven (of the low 32 on 32-bit targets), so
    /// these bits leave both spread evenly inside each shard.
    fn shard(key: &K) -> usize {
        let mut h = FxHasher::default();
        key.hash(&mut h);
        ((h.finish() >> 40) as usize) & (SHARDS - 1)
    }

    /// The number of entries.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when there are no entries.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The value of `key`.
    pub fn get(&self, key: &K) -> Option<&V> {
        self.shards[Self::shard(key)].get(key)
    }

    /// The value of `key`, mutably.
    pub fn get_mut(&mut self, key: &K) -> Option<&mut V> {
        self.shards[Self::shard(key)].get_mut(key)
    }

    /// Makes sure `spare` new keys can go into `key`'s shard without allocating, within
    /// `budget`; false when memory cannot be had.
    ///
    /// Shards hold nearly equal numbers of entries, so left alone they would all
    /// double within a few hundred insertions of each other. Shard `k` therefore grows
    /// once it is `(3·256 + k) / (4·256)` full: the doublings spread evenly over a
    /// quarter of the time between two doublings of the whole table, one at a time.
    pub fn make_room(&mut self, key: &K, spare: usize, budget: &mut MemoryBudget) -> bool {
        let k = Self::shard(key);
        let shard = &mut self.shards[k];
        let cap = shard.capacity();
        let early = if cap >= 1024 {
            let full = cap as u64 * (3 * SHARDS + k) as u64 / (4 * SHARDS) as u64;
            cap - full as usize
        } else {
            0
        };
        budget.make_room(shard, spare + early)
    }

    /// The entry for `key`, to read or fill. Call [`ShardedMap::make_room`] first so a
    /// new entry does not allocate.
    pub fn entry(&mut self, key: K) -> MapEntry<'_, K, V> {
        let shard = Self::shard(&key);
        MapEntry {
            inner: self.shards[shard].entry(key),
            len: &mut self.len,
        }
    }

    /// Inserts or replaces `key`'s value. Call [`ShardedMap::make_room`] first.
    pub fn insert(&mut self, key: K, value: V) {
        let shard = Self::shard(&key);
        if self.shards[shard].insert(key, value).is_none() {
            self.len += 1;
        }
    }
}

/// A place in a [`ShardedMap`], occupied or not.
pub struct MapEntry<'a, K, V> {
    inner: std::collections::hash_map::Entry<'a, K, V>,
    len: &'a mut usize,
}

impl<'a, K, V> MapEntry<'a, K, V> {
    /// The value already there, or `make()` inserted. The flag is true for a new entry.
    pub fn or_insert_with(self, make: impl FnOnce() -> V) -> (&'a mut V, bool) {
        use std::collections::hash_map::Entry;
        match self.inner {
            Entry::Occupied(slot) => (slot.into_mut(), false),
            Entry::Vacant(slot) => {
                *self.len += 1;
                (slot.insert(make()), true)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn growth_stops_at_the_budget_and_leaves_the_table_usable() {
        let mut budget = MemoryBudget::new(1000);
        let mut v: Vec<u64> = Vec::new();
        let mut pushed = 0;
        while budget.make_room(&mut v, 1) {
            v.push(pushed);
            pushed += 1;
        }
        assert!(budget.used <= 1000, "{budget:?}");
        assert_eq!(budget.used, (v.capacity() * 8) as u64);
        assert!(
            pushed >= 64,
            "doubling steps reach most of the budget: {pushed}"
        );
        assert_eq!(v.len() as u64, pushed);
    }

    #[test]
    fn an_allocator_refusal_is_a_refusal_not_an_abort() {
        // A request the size check lets through (just under isize::MAX bytes on 64-bit
        // targets) but no allocator can give: try_reserve asks, and the answer is no.
        let mut budget = MemoryBudget::new(u64::MAX);
        let mut v: Vec<[u8; 1 << 20]> = Vec::new();
        let mut table = vec![0u8; 0];
        assert!(budget.make_room(&mut table, 8));
        let grown = budget.make_room(&mut v, usize::MAX / (1 << 21));
        // The table escapes, so the optimiser cannot drop the allocation as unused
        // (in release builds it would, and "succeed" without asking the allocator).
        std::hint::black_box(&mut v);
        assert!(!grown);
        assert!(v.capacity() == 0);
        assert_eq!(budget.used, 16, "only the small table's bytes are counted");
    }

    #[test]
    fn shards_double_one_at_a_time() {
        let mut map: ShardedMap<u64, u32> = ShardedMap::default();
        let mut budget = MemoryBudget::new(u64::MAX);
        let capacities = |m: &ShardedMap<u64, u32>| -> Vec<usize> {
            m.shards.iter().map(|s| s.capacity()).collect()
        };
        let mut before = capacities(&map);
        let mut most_at_once = 0;
        for k in 0..400_000u64 {
            let key = k.wrapping_mul(0x9e37_79b9_7f4a_7c15);
            assert!(map.make_room(&key, 4, &mut budget));
            map.insert(key, k as u32);
            if k % 64 == 0 {
                let now = capacities(&map);
                // Small shards double together, cheaply; large ones must take turns.
                let grown = before
                    .iter()
                    .zip(&now)
                    .filter(|(a, b)| a != b && **a >= 1024)
                    .count();
                most_at_once = most_at_once.max(grown);
                before = now;
            }
        }
        assert!(
            most_at_once <= 4,
            "{most_at_once} shards grew within 64 insertions"
        );
    }

    #[test]
    fn sharded_maps_spread_keys_and_count_them() {
        let mut map: ShardedMap<u64, u32> = ShardedMap::default();
        let mut budget = MemoryBudget::new(u64::MAX);
        for k in 0..10_000u64 {
            let key = k * 0x9e37;
            assert!(map.make_room(&key, 1, &mut budget));
            let (_, new) = map.entry(key).or_insert_with(|| k as u32);
            assert!(new);
        }
        assert_eq!(map.len(), 10_000);
        assert_eq!(map.get(&(5 * 0x9e37)), Some(&5));
        let busiest = map.shards.iter().map(|s| s.len()).max().unwrap();
        assert!(busiest < 10_000 / SHARDS * 2, "one shard has {busiest}");
        assert!(budget.used > 0);
    }
}
