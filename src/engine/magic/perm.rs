//! Permutation crossovers on squares (permutations of 1..=m): PMX, inversion-sequence,
//! order (OX) and cycle (CX) crossover. Each returns a [`Trace`] telling, gene by gene,
//! which parent the child's value came from, so the UI can draw the crossover.

pub use super::inversion::{inversion_decode, inversion_encode};
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
        let (lo, hi) = window(a.len(), cut);
        match self {
            PermCrossover::Pmx => pmx(a, b, lo, hi),
            PermCrossover::Inversion => inversion_crossover(a, b, lo, hi),
            PermCrossover::Ox => ox(a, b, lo, hi),
            PermCrossover::Cx => cx(a, b),
        }
    }
}

impl PermCrossover {
    /// Both children of `a` and `b` with the window `cut`: the same as
    /// `apply(a, b, cut).child` and `apply(b, a, cut).child`, without the traces and
    /// with each parent's inversion sequence computed once (the GA's hot path).
    pub fn children(self, a: &[u32], b: &[u32], cut: (usize, usize)) -> (Vec<u32>, Vec<u32>) {
        let (lo, hi) = window(a.len(), cut);
        match self {
            PermCrossover::Pmx => (pmx_child(a, b, lo, hi), pmx_child(b, a, lo, hi)),
            PermCrossover::Inversion => {
                let (inv_a, inv_b) = (inversion_encode(a), inversion_encode(b));
                (
                    cross_inversions(&inv_a, &inv_b, lo, hi),
                    cross_inversions(&inv_b, &inv_a, lo, hi),
                )
            }
            PermCrossover::Ox => (ox(a, b, lo, hi).child, ox(b, a, lo, hi).child),
            PermCrossover::Cx => (cx(a, b).child, cx(b, a).child),
        }
    }
}

/// The window `cut` clamped to a length `m` and put in order.
fn window(m: usize, cut: (usize, usize)) -> (usize, usize) {
    let (lo, hi) = (cut.0.min(m), cut.1.min(m));
    (lo.min(hi), lo.max(hi))
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
    let child = pmx_child(a, b, lo, hi);
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

/// PMX's child alone (see [`pmx`]).
fn pmx_child(a: &[u32], b: &[u32], lo: usize, hi: usize) -> Vec<u32> {
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
    child
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

/// Inversion-sequence crossover: the child's inversion sequence takes entries
/// `lo..hi` from `b` and the rest from `a`.
fn inversion_crossover(a: &[u32], b: &[u32], lo: usize, hi: usize) -> Trace {
    let child = cross_inversions(&inversion_encode(a), &inversion_encode(b), lo, hi);
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

/// The permutation whose inversion sequence is `inv_a` with entries `lo..hi` from
/// `inv_b`.
fn cross_inversions(inv_a: &[u32], inv_b: &[u32], lo: usize, hi: usize) -> Vec<u32> {
    let mut inv = inv_a.to_vec();
    inv[lo..hi].copy_from_slice(&inv_b[lo..hi]);
    inversion_decode(&inv)
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
    fn children_are_the_traced_children() {
        let mut rng = crate::engine::rng::Rng::new(4);
        for m in [9, 16, 37, 100] {
            let mut a: Vec<u32> = (1..=m).collect();
            let mut b = a.clone();
            for p in [&mut a, &mut b] {
                for i in (1..p.len()).rev() {
                    p.swap(i, rng.index(i + 1));
                }
            }
            for crossover in PermCrossover::ALL {
                let (lo, hi) = (rng.index(m as usize + 1), rng.index(m as usize + 1));
                let (x, y) = crossover.children(&a, &b, (lo, hi));
                assert_eq!(x, crossover.apply(&a, &b, (lo, hi)).child, "{crossover:?}");
                assert_eq!(y, crossover.apply(&b, &a, (lo, hi)).child, "{crossover:?}");
            }
        }
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
