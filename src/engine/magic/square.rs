//! Magic squares: the constant, line sums and the coursework's fitness.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::params::IntRange;

/// The order n of a square. Up to 1,000 (a million cells) so the `best` preset can be
/// pushed as far as it goes.
pub const ORDER: IntRange = IntRange {
    name: "order",
    min: 3,
    max: 1000,
    default: 3,
};

/// Genes of one magic-square population (population × n², a `u32` each, in this and
/// the next generation): at most 50 million, about 400 MB, so an order and a
/// population each in range cannot together ask for more memory than a tab or a
/// terminal session should give.
pub const MAGIC_GENES: IntRange = IntRange {
    name: "population \u{d7} order\u{b2} (genes)",
    min: 1,
    max: 50_000_000,
    default: 1_600,
};

/// Checks a population of `population` squares of order `n` against [`MAGIC_GENES`];
/// the error names the product and the allowed range.
///
/// ```
/// use puzzle_lab::engine::magic::check_magic_genes;
/// assert!(check_magic_genes(1_000, 40).is_ok());
/// assert!(check_magic_genes(100_000, 1_000).unwrap_err().contains("50,000,000"));
/// ```
pub fn check_magic_genes(population: usize, n: usize) -> Result<(), String> {
    let genes = (population as u64).saturating_mul((n as u64).saturating_mul(n as u64));
    MAGIC_GENES
        .check(genes)
        .map(|_| ())
        .map_err(|e| e.to_string())
}

/// The largest population of order-`n` squares [`check_magic_genes`] allows (never
/// below 1: an order in range always fits one square).
///
/// ```
/// use puzzle_lab::engine::magic::{check_magic_genes, max_magic_population};
/// assert_eq!(max_magic_population(100), 5_000);
/// assert!(check_magic_genes(5_000, 100).is_ok() && check_magic_genes(5_001, 100).is_err());
/// ```
pub fn max_magic_population(n: usize) -> u64 {
    let cells = (n as u64).saturating_mul(n as u64).max(1);
    (MAGIC_GENES.max / cells).max(1)
}

/// Why the population is capped at order `n`, for the form: "at most 5,000 at order
/// 100 (population × order² ≤ 50,000,000 genes)".
pub fn magic_population_note(n: usize) -> String {
    use crate::engine::params::thousands;
    format!(
        "at most {} at order {} (population \u{d7} order\u{b2} \u{2264} {} genes)",
        thousands(max_magic_population(n)),
        thousands(n as u64),
        thousands(MAGIC_GENES.max)
    )
}

/// The magic constant n(n² + 1)/2: the sum of every row, column and diagonal.
///
/// ```
/// use puzzle_lab::engine::magic::magic_constant;
/// assert_eq!(magic_constant(3), 15);
/// assert_eq!(magic_constant(10), 505);
/// ```
pub fn magic_constant(n: usize) -> u64 {
    let n = n as u64;
    n * (n * n + 1) / 2
}

/// The sums of a square's lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineSums {
    /// Each row's sum.
    pub rows: Vec<u64>,
    /// Each column's sum.
    pub columns: Vec<u64>,
    /// The main diagonal (top left to bottom right).
    pub diagonal: u64,
    /// The anti-diagonal (top right to bottom left).
    pub anti_diagonal: u64,
}

/// The sums of every row, column and both diagonals of the `n`×`n` square `cells`
/// (row-major).
#[allow(
    clippy::indexing_slicing,
    reason = "every index is below n², and callers pass n² cells: squares the GA built or parse_square checked"
)]
pub fn line_sums(cells: &[u32], n: usize) -> LineSums {
    let mut sums = LineSums {
        rows: vec![0; n],
        columns: vec![0; n],
        diagonal: 0,
        anti_diagonal: 0,
    };
    for r in 0..n {
        for c in 0..n {
            let v = cells[r * n + c] as u64;
            sums.rows[r] += v;
            sums.columns[c] += v;
        }
        sums.diagonal += cells[r * n + r] as u64;
        sums.anti_diagonal += cells[r * n + (n - 1 - r)] as u64;
    }
    sums
}

/// The coursework's fitness: Σ|sum − M| over the rows, the columns and both diagonals
/// (0 = magic).
///
/// ```
/// use puzzle_lab::engine::magic::fitness;
/// assert_eq!(fitness(&[2, 7, 6, 9, 5, 1, 4, 3, 8], 3), 0);
/// ```
#[allow(
    clippy::indexing_slicing,
    reason = "every index is below n², and callers pass n² cells: squares the GA built or parse_square checked"
)]
pub fn fitness(cells: &[u32], n: usize) -> u64 {
    // No allocation: the GA calls this for every child. Rows are summed as read;
    // columns a block of COLUMN_BLOCK at a time, row by row, so access stays sequential.
    const COLUMN_BLOCK: usize = 64;
    let m = magic_constant(n);
    let mut total = 0;
    let (mut diagonal, mut anti_diagonal) = (0u64, 0u64);
    for r in 0..n {
        let row = &cells[r * n..r * n + n];
        total += row.iter().map(|&v| u64::from(v)).sum::<u64>().abs_diff(m);
        diagonal += u64::from(row[r]);
        anti_diagonal += u64::from(row[n - 1 - r]);
    }
    for first in (0..n).step_by(COLUMN_BLOCK) {
        let width = COLUMN_BLOCK.min(n - first);
        let mut columns = [0u64; COLUMN_BLOCK];
        for r in 0..n {
            let start = r * n + first;
            for (sum, &v) in columns.iter_mut().zip(&cells[start..start + width]) {
                *sum += u64::from(v);
            }
        }
        total += columns[..width].iter().map(|&s| s.abs_diff(m)).sum::<u64>();
    }
    total + diagonal.abs_diff(m) + anti_diagonal.abs_diff(m)
}

/// True if `cells` holds each of 1..=n² once.
pub fn is_permutation(cells: &[u32], n: usize) -> bool {
    let m = n * n;
    let mut seen = vec![false; m + 1];
    cells.len() == m
        && cells.iter().all(|&v| {
            let v = v as usize;
            seen.get_mut(v)
                .is_some_and(|slot| v > 0 && !std::mem::replace(slot, true))
        })
}

/// Reads a square from numbers separated by spaces, commas or `/`: n² of them, each of
/// 1..=n² once, for an order between 3 and [`ORDER`]'s maximum.
pub fn parse_square(text: &str) -> Result<(Vec<u32>, usize), String> {
    let cells: Vec<u32> = text
        .split(|c: char| c.is_whitespace() || c == ',' || c == '/')
        .filter(|t| !t.is_empty())
        .map(|t| {
            t.parse::<u32>().map_err(|_| {
                format!(
                    "`{t}` is not one of the square's numbers: they are whole numbers from 1 to n²"
                )
            })
        })
        .collect::<Result<_, _>>()?;
    let n = (cells.len() as f64).sqrt().round() as usize;
    if n.checked_mul(n) != Some(cells.len()) || n < ORDER.min as usize {
        return Err(format!(
            "a square of order n ≥ 3 has n² numbers; got {}",
            cells.len()
        ));
    }
    if n > ORDER.max as usize {
        return Err(format!(
            "a square of order {n} is too large: the order must be a whole number from {} to {}",
            ORDER.min,
            crate::engine::params::thousands(ORDER.max)
        ));
    }
    if !is_permutation(&cells, n) {
        return Err(format!("the numbers must be 1 to {} once each", n * n));
    }
    Ok((cells, n))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_population_cap_is_exactly_what_the_genes_check_allows() {
        for n in [3, 4, 7, 40, 100, 333, 707, 708, 1000] {
            let max = max_magic_population(n) as usize;
            assert!(check_magic_genes(max, n).is_ok(), "order {n}");
            assert!(check_magic_genes(max + 1, n).is_err(), "order {n}");
        }
        assert_eq!(max_magic_population(1000), 50);
        assert_eq!(
            magic_population_note(1000),
            "at most 50 at order 1,000 (population \u{d7} order\u{b2} \u{2264} 50,000,000 genes)"
        );
    }

    #[test]
    fn hand_made_squares() {
        // Lo Shu: magic.
        assert_eq!(fitness(&[2, 7, 6, 9, 5, 1, 4, 3, 8], 3), 0);
        // 1..9 in order: rows 6, 15, 24; columns 12, 15, 18; diagonals 15, 15.
        assert_eq!(fitness(&[1, 2, 3, 4, 5, 6, 7, 8, 9], 3), 9 + 9 + 3 + 3);
        // Dürer's square.
        let durer = [16, 3, 2, 13, 5, 10, 11, 8, 9, 6, 7, 12, 4, 15, 14, 1];
        assert_eq!(fitness(&durer, 4), 0);
        // Swapping two cells of Dürer's breaks it.
        let mut broken = durer;
        broken.swap(0, 1);
        assert!(fitness(&broken, 4) > 0);
    }

    #[test]
    fn fitness_is_the_sum_of_the_line_errors_at_any_order() {
        let mut rng = crate::engine::rng::Rng::new(3);
        // Orders on both sides of the column block (64) and across two blocks.
        for n in [3, 7, 63, 64, 65, 130] {
            let mut cells: Vec<u32> = (1..=(n * n) as u32).collect();
            for i in (1..cells.len()).rev() {
                cells.swap(i, rng.index(i + 1));
            }
            let m = magic_constant(n);
            let s = line_sums(&cells, n);
            let expected: u64 = s
                .rows
                .iter()
                .chain(&s.columns)
                .chain([&s.diagonal, &s.anti_diagonal])
                .map(|&x| x.abs_diff(m))
                .sum();
            assert_eq!(fitness(&cells, n), expected, "order {n}");
        }
    }

    #[test]
    fn parsing_and_permutations() {
        assert_eq!(parse_square("2 7 6 / 9 5 1 / 4 3 8").unwrap().1, 3);
        assert!(parse_square("1 2 3 4").is_err());
        assert!(parse_square("1 1 3 4 5 6 7 8 9").is_err());
        assert!(!is_permutation(&[1, 2, 3, 4, 5, 6, 7, 8, 10], 3));
    }
}
