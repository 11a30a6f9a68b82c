//! Tables that grow in fixed-size chunks: a vector and a binary heap.
//!
//! A `Vec` doubles when it fills: it allocates twice the memory and copies everything.
//! With hundreds of megabytes that copy, into fresh pages the system must first hand
//! over, takes a quarter of a second or more, which freezes a browser tab for as long.
//! These grow by one chunk of [`CHUNK`] elements at a time instead and never move
//! what they hold, so no growth step costs more than one small allocation.

use super::memory::Growable;
use std::collections::TryReserveError;
use std::mem::size_of;

/// Elements per chunk (a power of two).
pub const CHUNK: usize = 1 << 14;
const SHIFT: u32 = CHUNK.trailing_zeros();

/// A vector stored in chunks of [`CHUNK`] elements. Grow it with
/// [`MemoryBudget::make_room`](super::memory::MemoryBudget::make_room) before pushing.
#[derive(Debug)]
pub struct ChunkedVec<T> {
    chunks: Vec<Vec<T>>,
    len: usize,
}

/// Each chunk of the copy has the room of the original's: pushes rely on the room made
/// before them (`Vec::clone` keeps only the length).
impl<T: Clone> Clone for ChunkedVec<T> {
    fn clone(&self) -> Self {
        let chunk = |c: &Vec<T>| {
            let mut copy = Vec::with_capacity(c.capacity());
            copy.extend_from_slice(c);
            copy
        };
        ChunkedVec {
            chunks: self.chunks.iter().map(chunk).collect(),
            len: self.len,
        }
    }
}

impl<T> Default for ChunkedVec<T> {
    fn default() -> Self {
        ChunkedVec {
            chunks: Vec::new(),
            len: 0,
        }
    }
}

impl<T> ChunkedVec<T> {
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Appends `value`. Panics if there is no room: make room first.
    pub fn push(&mut self, value: T) {
        let chunk = &mut self.chunks[self.len >> SHIFT];
        assert!(chunk.len() < chunk.capacity(), "make room before pushing");
        chunk.push(value);
        self.len += 1;
    }

    /// Removes and returns the last element.
    pub fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        self.chunks[self.len >> SHIFT].pop()
    }

    /// The element at `i`.
    #[inline]
    pub fn get(&self, i: usize) -> &T {
        &self.chunks[i >> SHIFT][i & (CHUNK - 1)]
    }

    /// The element at `i`, mutably.
    #[inline]
    pub fn get_mut(&mut self, i: usize) -> &mut T {
        &mut self.chunks[i >> SHIFT][i & (CHUNK - 1)]
    }

    fn swap(&mut self, a: usize, b: usize)
    where
        T: Copy,
    {
        let (x, y) = (*self.get(a), *self.get(b));
        *self.get_mut(a) = y;
        *self.get_mut(b) = x;
    }
}

impl<T> std::ops::Index<usize> for ChunkedVec<T> {
    type Output = T;
    fn index(&self, i: usize) -> &T {
        self.get(i)
    }
}

impl<T> std::ops::IndexMut<usize> for ChunkedVec<T> {
    fn index_mut(&mut self, i: usize) -> &mut T {
        self.get_mut(i)
    }
}

impl<T> Growable for ChunkedVec<T> {
    fn stored(&self) -> usize {
        self.len
    }
    fn room(&self) -> usize {
        self.chunks.len() * CHUNK
    }
    fn bytes_for(capacity: usize) -> u64 {
        (capacity as u64).saturating_mul(size_of::<T>() as u64)
    }
    fn growth(&self, spare: usize) -> usize {
        // Whole chunks: room for `spare` more, rounded up to a chunk.
        (self.len + spare.max(1)).div_ceil(CHUNK) * CHUNK - self.len
    }
    fn try_grow(&mut self, additional: usize) -> Result<(), TryReserveError> {
        while self.room() < self.len.saturating_add(additional) {
            let mut chunk = Vec::new();
            chunk.try_reserve_exact(CHUNK)?;
            self.chunks.try_reserve(1)?;
            self.chunks.push(chunk);
        }
        Ok(())
    }
}

/// A max-heap stored in a [`ChunkedVec`]: the greatest element comes out first.
#[derive(Clone, Debug)]
pub struct ChunkedHeap<T> {
    items: ChunkedVec<T>,
}

impl<T> Default for ChunkedHeap<T> {
    fn default() -> Self {
        ChunkedHeap {
            items: ChunkedVec::default(),
        }
    }
}

impl<T: Ord + Copy> ChunkedHeap<T> {
    /// The number of elements.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// Adds `item`. Make room first.
    pub fn push(&mut self, item: T) {
        self.items.push(item);
        let mut i = self.items.len() - 1;
        while i > 0 {
            let parent = (i - 1) / 2;
            if self.items[parent] >= self.items[i] {
                break;
            }
            self.items.swap(parent, i);
            i = parent;
        }
    }

    /// Up to `n` elements that `keep` accepts, greatest first (the order
    /// [`ChunkedHeap::pop`] would give them), without changing the heap; looks at no
    /// more than `max_seen` elements, so a view's peek stays cheap.
    pub fn best(&self, n: usize, max_seen: usize, keep: impl Fn(&T) -> bool) -> Vec<T> {
        let mut out = Vec::with_capacity(n);
        // Heap positions whose parents were taken: the next greatest is among them.
        let mut candidates: Vec<usize> = Vec::new();
        if !self.is_empty() {
            candidates.push(0);
        }
        let mut seen = 0;
        while out.len() < n && seen < max_seen {
            let Some((k, &i)) = candidates
                .iter()
                .enumerate()
                .max_by(|a, b| self.items[*a.1].cmp(&self.items[*b.1]))
            else {
                break;
            };
            candidates.swap_remove(k);
            seen += 1;
            let item = self.items[i];
            if keep(&item) {
                out.push(item);
            }
            candidates.extend(
                [2 * i + 1, 2 * i + 2]
                    .into_iter()
                    .filter(|&c| c < self.len()),
            );
        }
        out
    }

    /// Removes and returns the greatest element.
    pub fn pop(&mut self) -> Option<T> {
        let last = self.items.pop()?;
        if self.items.is_empty() {
            return Some(last);
        }
        let top = std::mem::replace(self.items.get_mut(0), last);
        let n = self.items.len();
        let mut i = 0;
        loop {
            let (l, r) = (2 * i + 1, 2 * i + 2);
            let mut best = i;
            if l < n && self.items[l] > self.items[best] {
                best = l;
            }
            if r < n && self.items[r] > self.items[best] {
                best = r;
            }
            if best == i {
                break;
            }
            self.items.swap(i, best);
            i = best;
        }
        Some(top)
    }
}

impl<T> Growable for ChunkedHeap<T> {
    fn stored(&self) -> usize {
        self.items.stored()
    }
    fn room(&self) -> usize {
        self.items.room()
    }
    fn bytes_for(capacity: usize) -> u64 {
        ChunkedVec::<T>::bytes_for(capacity)
    }
    fn growth(&self, spare: usize) -> usize {
        self.items.growth(spare)
    }
    fn try_grow(&mut self, additional: usize) -> Result<(), TryReserveError> {
        self.items.try_grow(additional)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::rng::Rng;
    use crate::engine::search::memory::MemoryBudget;

    #[test]
    fn the_heap_pops_in_order_across_chunks() {
        let mut rng = Rng::new(7);
        let mut budget = MemoryBudget::new(u64::MAX);
        let mut heap = ChunkedHeap::default();
        let mut reference = std::collections::BinaryHeap::new();
        for round in 0..3 * CHUNK {
            assert!(budget.make_room(&mut heap, 1));
            let x = rng.below(1000) as u32;
            heap.push(x);
            reference.push(x);
            if round % 3 == 0 {
                assert_eq!(heap.pop(), reference.pop());
            }
        }
        assert!(heap.room() <= heap.len() + CHUNK, "grows a chunk at a time");
        while let Some(x) = reference.pop() {
            assert_eq!(heap.pop(), Some(x));
        }
        assert_eq!(heap.pop(), None);
    }

    #[test]
    fn a_copy_keeps_the_room_made_before_it() {
        let mut budget = MemoryBudget::new(u64::MAX);
        let mut v = ChunkedVec::default();
        assert!(budget.make_room(&mut v, 3));
        v.push(1u32);
        let mut copy = v.clone();
        assert_eq!((copy.len(), copy.room()), (v.len(), v.room()));
        // The room was made on the original: pushing into the copy must not need more.
        copy.push(2);
        copy.push(3);
        assert_eq!((copy[0], copy[2], v.len()), (1, 3, 1));
    }

    #[test]
    fn vectors_grow_a_chunk_at_a_time_and_keep_their_elements() {
        let mut budget = MemoryBudget::new(u64::MAX);
        let mut v = ChunkedVec::default();
        for i in 0..(2 * CHUNK + 5) as u64 {
            assert!(budget.make_room(&mut v, 4));
            v.push(i);
        }
        assert_eq!(v.room(), 3 * CHUNK);
        assert_eq!(v[CHUNK + 3], CHUNK as u64 + 3);
        assert_eq!(budget.used, (3 * CHUNK * 8) as u64);
    }
}
