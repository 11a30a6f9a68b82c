//! Inversion sequences of permutations of 1..=m, for the inversion-sequence crossover:
//! with a Fenwick tree in O(m log m), and with one 64-bit mask and popcounts when
//! m ≤ 64 (squares up to order 8, the coursework's), which is several times faster,
//! natively and in WebAssembly. Both give the same sequences.

/// A Fenwick tree of counts over 0..len.
struct Counts(Vec<u32>);

impl Counts {
    fn new(len: usize) -> Self {
        Counts(vec![0; len + 1])
    }
    /// A count of one in every slot, built in O(len): node i covers i's lowest set bit
    /// of slots.
    fn ones(len: usize) -> Self {
        Counts((0..=len).map(|i| (i & i.wrapping_neg()) as u32).collect())
    }
    fn add(&mut self, i: usize, delta: i32) {
        let mut i = i + 1;
        while i < self.0.len() {
            self.0[i] = self.0[i].wrapping_add_signed(delta);
            i += i & i.wrapping_neg();
        }
    }
    /// Sum over 0..=i.
    fn prefix(&self, i: usize) -> u32 {
        let mut i = i + 1;
        let mut s = 0;
        while i > 0 {
            s += self.0[i];
            i -= i & i.wrapping_neg();
        }
        s
    }
    /// The smallest index whose prefix sum exceeds `k` (the k-th set slot, 0-based).
    fn nth(&self, mut k: u32) -> usize {
        let mut pos = 0;
        let mut step = (self.0.len() - 1).next_power_of_two();
        while step > 0 {
            if pos + step < self.0.len() && self.0[pos + step] <= k {
                pos += step;
                k -= self.0[pos];
            }
            step >>= 1;
        }
        pos
    }
}

/// The inversion sequence of a permutation of 1..=m: entry v−1 counts the values
/// greater than v standing to its left.
///
/// ```
/// use puzzle_lab::engine::magic::perm::{inversion_decode, inversion_encode};
/// let p = vec![3, 1, 2];
/// assert_eq!(inversion_encode(&p), vec![1, 1, 0]);
/// assert_eq!(inversion_decode(&inversion_encode(&p)), p);
/// ```
pub fn inversion_encode(p: &[u32]) -> Vec<u32> {
    let m = p.len();
    if m <= 64 {
        return encode_small(p);
    }
    let mut seen = Counts::new(m);
    let mut inv = vec![0; m];
    for (count, &v) in p.iter().enumerate() {
        let v = v as usize - 1;
        inv[v] = count as u32 - seen.prefix(v);
        seen.add(v, 1);
    }
    inv
}

/// The permutation of 1..=m with inversion sequence `inv` (entry v−1 at most m − v;
/// larger entries are clamped so any sequence decodes to a permutation).
pub fn inversion_decode(inv: &[u32]) -> Vec<u32> {
    let m = inv.len();
    if m <= 64 {
        return decode_small(inv);
    }
    // Value v goes into the inv[v]-th slot still empty: every empty slot will hold a
    // larger value.
    let mut empty = Counts::ones(m);
    let mut p = vec![0; m];
    for (v, &entry) in inv.iter().enumerate() {
        let k = entry.min((m - 1 - v) as u32);
        let slot = empty.nth(k);
        p[slot] = v as u32 + 1;
        empty.add(slot, -1);
    }
    p
}

/// [`inversion_encode`] for m ≤ 64: the values seen so far as bits of one mask.
fn encode_small(p: &[u32]) -> Vec<u32> {
    let mut seen = 0u64;
    let mut inv = vec![0; p.len()];
    for (count, &v) in p.iter().enumerate() {
        let v = v as usize - 1;
        // Values up to v (v itself is not seen yet), bits 0..=v.
        let up_to = u64::MAX >> (63 - v);
        inv[v] = count as u32 - (seen & up_to).count_ones();
        seen |= 1 << v;
    }
    inv
}

/// [`inversion_decode`] for m ≤ 64: the empty slots as bits of one mask.
fn decode_small(inv: &[u32]) -> Vec<u32> {
    let m = inv.len();
    let mut empty = u64::MAX >> (64 - m.max(1));
    let mut p = vec![0; m];
    for (v, &entry) in inv.iter().enumerate() {
        let slot = nth_set_bit(empty, entry.min((m - 1 - v) as u32));
        p[slot] = v as u32 + 1;
        empty &= !(1 << slot);
    }
    p
}

/// The position of the `k`-th set bit of `x` (0-based; `x` has more than `k`), by
/// halving: six popcounts.
fn nth_set_bit(mut x: u64, mut k: u32) -> usize {
    let mut pos = 0;
    for width in [32, 16, 8, 4, 2, 1] {
        let low = x & ((1u64 << width) - 1);
        let ones = low.count_ones();
        if k >= ones {
            k -= ones;
            x >>= width;
            pos += width;
        } else {
            x = low;
        }
    }
    pos
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Fenwick-tree encoding, whatever the length.
    fn encode_counts(p: &[u32]) -> Vec<u32> {
        let mut seen = Counts::new(p.len());
        let mut inv = vec![0; p.len()];
        for (count, &v) in p.iter().enumerate() {
            let v = v as usize - 1;
            inv[v] = count as u32 - seen.prefix(v);
            seen.add(v, 1);
        }
        inv
    }

    #[test]
    fn masks_and_fenwick_trees_agree() {
        let mut rng = crate::engine::rng::Rng::new(8);
        for m in [1usize, 2, 9, 36, 63, 64, 65, 100] {
            let mut p: Vec<u32> = (1..=m as u32).collect();
            for i in (1..m).rev() {
                p.swap(i, rng.index(i + 1));
            }
            let inv = encode_counts(&p);
            assert_eq!(inversion_encode(&p), inv, "m={m}");
            assert_eq!(inversion_decode(&inv), p, "m={m}");
            // Any sequence decodes (entries clamped), the same both ways.
            let wild: Vec<u32> = (0..m).map(|_| rng.below(2 * m as u64) as u32).collect();
            let decoded = inversion_decode(&wild);
            let mut sorted = decoded.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (1..=m as u32).collect::<Vec<_>>(), "m={m}");
            if m <= 64 {
                let mut empty = Counts::ones(m);
                let mut by_tree = vec![0; m];
                for (v, &entry) in wild.iter().enumerate() {
                    let slot = empty.nth(entry.min((m - 1 - v) as u32));
                    by_tree[slot] = v as u32 + 1;
                    empty.add(slot, -1);
                }
                assert_eq!(decoded, by_tree, "m={m}");
            }
        }
    }
}
