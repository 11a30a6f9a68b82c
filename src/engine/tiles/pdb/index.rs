//! Numbering the placements of a pattern's tiles: k distinct cells out of 16, in
//! order, as one dense index in `0..16!/(16-k)!` (a partial permutation's rank).

/// Cells on the 4×4 board.
pub const CELLS: usize = 16;

/// How many ways `k` tiles can be placed on the 16 cells: `16!/(16-k)!`.
pub fn placements(k: usize) -> usize {
    (0..k).map(|i| CELLS - i).product()
}

/// The index of the placement `cells` (distinct cells, each below 16). Each cell is
/// numbered among the cells the earlier tiles left free, in mixed radix 16, 15, 14, ….
#[inline]
pub fn rank(cells: &[u8]) -> usize {
    let mut used = 0u32;
    let mut index = 0usize;
    for (i, &cell) in cells.iter().enumerate() {
        let cell = u32::from(cell & 15);
        let below = (used & ((1 << cell) - 1)).count_ones();
        index = index * (CELLS - i) + (cell - below) as usize;
        used |= 1 << cell;
    }
    index
}

/// The placement of `cells.len()` tiles with index `index` (the inverse of [`rank`]);
/// returns the mask of the occupied cells.
pub fn unrank(mut index: usize, cells: &mut [u8]) -> u16 {
    let k = cells.len();
    let mut digits = [0u8; CELLS];
    for i in (0..k).rev() {
        let radix = CELLS - i;
        digits[i] = (index % radix) as u8;
        index /= radix;
    }
    let mut used = 0u32;
    for (slot, &digit) in cells.iter_mut().zip(&digits) {
        // The digit-th free cell: clear the lowest free cells, take the next one.
        let mut free = !used & 0xFFFF;
        for _ in 0..digit {
            free &= free - 1;
        }
        let cell = free.trailing_zeros();
        *slot = cell as u8;
        used |= 1 << cell;
    }
    used as u16
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_and_unrank_are_inverse_and_dense() {
        for k in 1..=3 {
            let n = placements(k);
            let mut seen = vec![false; n];
            let mut cells = vec![0u8; k];
            for (index, seen) in seen.iter_mut().enumerate() {
                let mask = unrank(index, &mut cells);
                assert_eq!(rank(&cells), index);
                assert_eq!(mask.count_ones() as usize, k, "distinct cells");
                *seen = true;
            }
            assert!(seen.into_iter().all(|s| s));
        }
        assert_eq!(placements(6), 5_765_760);
        let mut cells = [0u8; 6];
        for index in [0, 1, 12345, 5_765_759] {
            unrank(index, &mut cells);
            assert_eq!(rank(&cells), index);
        }
    }
}
