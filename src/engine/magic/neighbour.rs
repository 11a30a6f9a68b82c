//! Local search's move on a square: swap two cells, with the fitness change worked out
//! from the lines the two cells lie on (O(n) instead of the O(n²) full fitness).

use super::square::magic_constant;
use crate::engine::rng::Rng;

/// Two different cells of a square of `m` cells (`m ≥ 2`), drawn uniformly.
pub fn random_pair(m: usize, rng: &mut Rng) -> (usize, usize) {
    let i = rng.index(m);
    let j = (i + 1 + rng.index(m - 1)) % m;
    (i, j)
}

/// A line of an order-`n` square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    Row(usize),
    Column(usize),
    Diagonal,
    AntiDiagonal,
}

impl Line {
    /// The lines through cell `p`.
    fn through(p: usize, n: usize) -> impl Iterator<Item = Line> {
        let (r, c) = (p / n, p % n);
        [
            Some(Line::Row(r)),
            Some(Line::Column(c)),
            (r == c).then_some(Line::Diagonal),
            (r + c == n - 1).then_some(Line::AntiDiagonal),
        ]
        .into_iter()
        .flatten()
    }

    fn contains(self, p: usize, n: usize) -> bool {
        let (r, c) = (p / n, p % n);
        match self {
            Line::Row(x) => r == x,
            Line::Column(x) => c == x,
            Line::Diagonal => r == c,
            Line::AntiDiagonal => r + c == n - 1,
        }
    }

    #[allow(
        clippy::indexing_slicing,
        reason = "every index is below n², and callers pass n² cells"
    )]
    fn sum(self, cells: &[u32], n: usize) -> u64 {
        let at = |r: usize, c: usize| u64::from(cells[r * n + c]);
        match self {
            Line::Row(r) => (0..n).map(|c| at(r, c)).sum(),
            Line::Column(c) => (0..n).map(|r| at(r, c)).sum(),
            Line::Diagonal => (0..n).map(|r| at(r, r)).sum(),
            Line::AntiDiagonal => (0..n).map(|r| at(r, n - 1 - r)).sum(),
        }
    }
}

/// How the fitness Σ|sum − M| of `cells` (order `n`) changes when cells `i` and `j`
/// are swapped, computed before the swap from the lines through either cell.
#[allow(
    clippy::indexing_slicing,
    reason = "i and j are below n², and callers pass n² cells"
)]
pub fn swap_delta(cells: &[u32], n: usize, i: usize, j: usize) -> i64 {
    let m = magic_constant(n) as i64;
    let (a, b) = (i64::from(cells[i]), i64::from(cells[j]));
    let mut seen: Vec<Line> = Vec::with_capacity(8);
    let mut delta = 0;
    for line in Line::through(i, n).chain(Line::through(j, n)) {
        if seen.contains(&line) {
            continue;
        }
        seen.push(line);
        let change = match (line.contains(i, n), line.contains(j, n)) {
            (true, false) => b - a,
            (false, true) => a - b,
            _ => 0,
        };
        if change != 0 {
            let old = line.sum(cells, n) as i64;
            delta += (old + change - m).abs() - (old - m).abs();
        }
    }
    delta
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::magic::fitness;

    #[test]
    fn the_delta_matches_the_full_fitness() {
        let mut rng = Rng::new(3);
        for n in [3, 4, 5, 8] {
            let mut cells: Vec<u32> = (1..=(n * n) as u32).collect();
            for _ in 0..300 {
                let (i, j) = random_pair(n * n, &mut rng);
                let before = fitness(&cells, n) as i64;
                let delta = swap_delta(&cells, n, i, j);
                cells.swap(i, j);
                assert_eq!(fitness(&cells, n) as i64, before + delta, "n {n}");
            }
        }
    }
}
