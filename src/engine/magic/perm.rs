//! Permutation crossovers on squares (permutations of 1..=m): PMX, inversion-sequence,
//! order (OX) and cycle (CX) crossover. Each returns a [`Trace`] telling, gene by gene,
//! which parent the child's value came from, so the UI can draw the crossover.

use serde::{Deserialize, Serialize};

/// A permutation crossover, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PermCrossover {
    /// Partially mapped crossover: the second parent's window is copied in by swaps.
    Pmx,
    /// Inversion-sequence crossover (Üçoluk): crosses the parents' inversion sequences.
    Inversion,
    /// Order crossover: the first parent's window, then the second's order.
    Ox,
    /// Cycle crossover: alternate cycles from each parent.
    Cx,
}

impl PermCrossover {
    /// Every crossover, in menu order.
    pub const ALL: [PermCrossover; 4] = [
        PermCrossover::Pmx,
        PermCrossover::Inversion,
        PermCrossover::Ox,
        PermCrossover::Cx,
    ];

    /// The short name: `pmx`, `inversion`, `ox` or `cx`.
    pub fn name(self) -> &'static str {
        match self {
            PermCrossover::Pmx => "pmx",
            PermCrossover::Inversion => "inversion",
            PermCrossover::Ox => "ox",
            PermCrossover::Cx => "cx",
        }
    }

    /// Reads a short name.
    pub fn from_name(name: &str) -> Option<PermCrossover> {
        PermCrossover::ALL.into_iter().find(|c| c.name() == name)
    }

    /// A label for people.
    pub fn label(self) -> &'static str {
        match self {
            PermCrossover::Pmx => "partially mapped (PMX)",
            PermCrossover::Inversion => "inversion sequence",
            PermCrossover::Ox => "order (OX)",
            PermCrossover::Cx => "cycle (CX)",
        }
    }

    /// True if the operator uses cut points (CX does not).
    pub fn uses_cuts(self) -> bool {
        self != PermCrossover::Cx
    }

    /// One child of `a` and `b` with the window `cut.0..cut.1` (ignored by CX).
    /// PMX and OX take the window in positions; the inversion crossover takes it in
    /// the inversion sequence (indexed by value). Cuts are clamped to the length.
    pub fn apply(self, a: &[u32], b: &[u32], cut: (usize, usize)) -> Trace {
        let m = a.len();
        let (lo, hi) = (cut.0.min(m), cut.1.min(m));
        let (lo, hi) = (lo.min(hi), lo.max(hi));
        match self {
            PermCrossover::Pmx => pmx(a, b, lo, hi),
            PermCrossover::Inversion => inversion_crossover(a, b, lo, hi),
            PermCrossover::Ox => ox(a, b, lo, hi),
            PermCrossover::Cx => cx(a, b),
        }
    }
}

/// Which parent a gene came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Parent {
    /// The first parent.
    A,
    /// The second parent.
    B,
}

/// One crossover, traced for the crossover view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Trace {
    /// The child.
    pub child: Vec<u32>,
    /// For each position, the parent whose gene it holds (for the inversion crossover:
    /// the parent whose inversion count placed that value).
    pub source: Vec<Parent>,
    /// PMX only: positions outside the window whose value was moved by the repair.
    pub repaired: Vec<usize>,
    /// The window used.
    pub cut: (usize, usize),
}

/// Positions of each value 1..=m (index 0 unused).
fn positions(p: &[u32]) -> Vec<usize> {
    let mut pos = vec![0; p.len() + 1];
    for (i, &v) in p.iter().enumerate() {
        pos[v as usize] = i;
    }
    pos
}

/// PMX as the coursework describes it: start from `a`; for each position i of the
/// window, swap `b[i]` into place within the child.
fn pmx(a: &[u32], b: &[u32], lo: usize, hi: usize) -> Trace {
    let mut child = a.to_vec();
    let mut pos = positions(a);
    for i in lo..hi {
        let v = b[i];
        let j = pos[v as usize];
        if j != i {
            let w = child[i];
            child.swap(i, j);
            pos[v as usize] = i;
            pos[w as usize] = j;
        }
    }
    let source = (0..a.len())
        .map(|i| {
            if (lo..hi).contains(&i) {
                Parent::B
            } else {
                Parent::A
            }
        })
        .collect();
    let repaired = (0..a.len())
        .filter(|&i| !(lo..hi).contains(&i) && child[i] != a[i])
        .collect();
    Trace {
        child,
        source,
        repaired,
        cut: (lo, hi),
    }
}

/// OX: the window from `a`; the other positions, from `hi` onwards (wrapping), take
/// `b`'s values in `b`'s order from `hi` onwards, skipping those already used.
fn ox(a: &[u32], b: &[u32], lo: usize, hi: usize) -> Trace {
    let m = a.len();
    let mut child = vec![0; m];
    let mut used = vec![false; m + 1];
    let mut source = vec![Parent::B; m];
    for i in lo..hi {
        child[i] = a[i];
        used[a[i] as usize] = true;
        source[i] = Parent::A;
    }
    let mut from = hi % m.max(1);
    for k in 0..m {
        let i = (hi + k) % m;
        if (lo..hi).contains(&i) {
            continue;
        }
        while used[b[from] as usize] {
            from = (from + 1) % m;
        }
        child[i] = b[from];
        used[b[from] as usize] = true;
    }
    Trace {
        child,
        source,
        repaired: Vec::new(),
        cut: (lo, hi),
    }
}

/// CX: the cycles of positions linking `a` and `b`, taken alternately from `a` and `b`
/// (the first cycle, through position 0, from `a`).
fn cx(a: &[u32], b: &[u32]) -> Trace {
    let m = a.len();
    let pos_a = positions(a);
    let mut child = vec![0; m];
    let mut source = vec![Parent::A; m];
    let mut done = vec![false; m];
    let mut from_a = true;
    for start in 0..m {
        if done[start] {
            continue;
        }
        let mut i = start;
        while !done[i] {
            done[i] = true;
            (child[i], source[i]) = if from_a {
                (a[i], Parent::A)
            } else {
                (b[i], Parent::B)
            };
            i = pos_a[b[i] as usize];
        }
        from_a = !from_a;
    }
    Trace {
        child,
        source,
        repaired: Vec::new(),
        cut: (0, 0),
    }
}

/// A Fenwick tree of counts over 0..len.
struct Counts(Vec<u32>);

impl Counts {
    fn new(len: usize) -> Self {
        Counts(vec![0; len + 1])
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
    // Value v goes into the inv[v]-th slot still empty: every empty slot will hold a
    // larger value.
    let mut empty = Counts::new(m);
    for i in 0..m {
        empty.add(i, 1);
    }
    let mut p = vec![0; m];
    for (v, &entry) in inv.iter().enumerate() {
        let k = entry.min((m - 1 - v) as u32);
        let slot = empty.nth(k);
        p[slot] = v as u32 + 1;
        empty.add(slot, -1);
    }
    p
}

/// Inversion-sequence crossover: the child's inversion sequence takes entries
/// `lo..hi` from `b` and the rest from `a`.
fn inversion_crossover(a: &[u32], b: &[u32], lo: usize, hi: usize) -> Trace {
    let mut inv = inversion_encode(a);
    let inv_b = inversion_encode(b);
    inv[lo..hi].copy_from_slice(&inv_b[lo..hi]);
    let child = inversion_decode(&inv);
    let source = child
        .iter()
        .map(|&v| {
            if (lo..hi).contains(&(v as usize - 1)) {
                Parent::B
            } else {
                Parent::A
            }
        })
        .collect();
    Trace {
        child,
        source,
        repaired: Vec::new(),
        cut: (lo, hi),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pmx_follows_the_coursework_example() {
        // s = [5,7,1,3,6,4,2], t = [4,6,2,7,3,1,5]: the first swap gives [4,7,1,3,6,5,2].
        let s = [5, 7, 1, 3, 6, 4, 2];
        let t = [4, 6, 2, 7, 3, 1, 5];
        let trace = PermCrossover::Pmx.apply(&s, &t, (0, 1));
        assert_eq!(trace.child, vec![4, 7, 1, 3, 6, 5, 2]);
        assert_eq!(trace.repaired, vec![5]);
        assert_eq!(trace.source[0], Parent::B);
    }

    #[test]
    fn ox_and_cx_on_textbook_parents() {
        let a = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        let b = [9, 3, 7, 8, 2, 6, 5, 1, 4];
        let ox = PermCrossover::Ox.apply(&a, &b, (3, 7));
        assert_eq!(ox.child, vec![3, 8, 2, 4, 5, 6, 7, 1, 9]);
        let a = [1, 2, 3, 4, 5, 6, 7, 8];
        let b = [8, 5, 2, 1, 3, 6, 4, 7];
        let cx = PermCrossover::Cx.apply(&a, &b, (0, 0));
        // Cycle through 0: positions 0, 3, 7 (1 → 8 → 7 → … ) from a, the rest alternate.
        // Cycle {0, 7, 6, 3} from a, {1, 4, 2} from b, {5} from a.
        assert_eq!(cx.child, vec![1, 5, 2, 4, 3, 6, 7, 8]);
    }

    #[test]
    fn inversion_sequences_round_trip_and_decode_anything() {
        let p = [5, 9, 1, 8, 2, 6, 4, 7, 3];
        assert_eq!(inversion_decode(&inversion_encode(&p)), p.to_vec());
        assert_eq!(inversion_encode(&[1, 2, 3]), vec![0, 0, 0]);
        assert_eq!(inversion_encode(&[3, 2, 1]), vec![2, 1, 0]);
        let clamped = inversion_decode(&[9, 9, 9]);
        assert_eq!(clamped, vec![3, 2, 1]);
    }
}
