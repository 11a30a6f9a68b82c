//! Lookup tables over one band (three rows of nine cells, bit `9 * row + column`), built
//! at compile time.
//!
//! A digit's candidates in a band are a 27-bit word. Its minirows (the three cells of a
//! row inside one box) form a 9-bit word, bit `3 * row + box`; its columns a 9-bit word.

/// All 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// The three cells of column 0 in a band (shift left by the column for the others).
pub(super) const COLUMN: u32 = 1 | (1 << 9) | (1 << 18);

/// The boxes (3 bits) a row's nine cells (9 bits) touch.
const fn boxes_of_row(row: usize) -> u8 {
    (row & 0o7 != 0) as u8 | ((row & 0o70 != 0) as u8) << 1 | ((row & 0o700 != 0) as u8) << 2
}

const fn build_row_boxes() -> [[u16; 512]; 3] {
    let mut t = [[0; 512]; 3];
    let mut i = 0;
    while i < 512 {
        let boxes = boxes_of_row(i) as u16;
        t[0][i] = boxes;
        t[1][i] = boxes << 3;
        t[2][i] = boxes << 6;
        i += 1;
    }
    t
}

/// For the nine cells of row `r` of a band: the boxes holding any of them, as minirow
/// bits (`3 * r + box`).
static ROW_BOXES: [[u16; 512]; 3] = build_row_boxes();

/// The minirows (bit `3 * row + box`) of a band's candidates `a`.
#[inline(always)]
pub(super) fn minirows(a: u32) -> usize {
    let m = ROW_BOXES[0][(a & 0x1ff) as usize]
        | ROW_BOXES[1][((a >> 9) & 0x1ff) as usize]
        | ROW_BOXES[2][(a >> 18) as usize & 0x1ff];
    usize::from(m) & 0x1ff
}

/// The columns (9 bits) of a band's candidates `a`.
#[inline(always)]
pub(super) fn columns(a: u32) -> usize {
    ((a | (a >> 9) | (a >> 18)) & 0x1ff) as usize
}

/// The six ways to give each row of a band its own box, as minirow sets.
const PERMUTATIONS: [usize; 6] = {
    let mut out = [0; 6];
    let orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut p = 0;
    while p < 6 {
        let o = orders[p];
        out[p] = 1 << o[0] | 1 << (3 + o[1]) | 1 << (6 + o[2]);
        p += 1;
    }
    out
};

const fn build_matching() -> [u32; 512] {
    let mut t = [0; 512];
    let mut m = 0;
    while m < 512 {
        let mut keep = 0;
        let mut p = 0;
        while p < 6 {
            if m & PERMUTATIONS[p] == PERMUTATIONS[p] {
                keep |= PERMUTATIONS[p];
            }
            p += 1;
        }
        // Minirow j covers cells 3j..3j+3.
        let mut cells = 0;
        let mut j = 0;
        while j < 9 {
            if keep >> j & 1 != 0 {
                cells |= 7 << (3 * j);
            }
            j += 1;
        }
        t[m] = cells;
        m += 1;
    }
    t
}

/// For a band's minirows: the cells of the minirows that lie on some way of giving each
/// row its own box (the digit goes once in each row and once in each box of a band).
/// Zero when there is no such way: a contradiction. This covers hidden singles in a
/// box and locked candidates (pointing and claiming) between rows and boxes.
pub(super) static MATCHING: [u32; 512] = build_matching();

const fn build_per_stack(claim: bool) -> [u32; 512] {
    let mut t = [0; 512];
    let mut cols = 0;
    while cols < 512 {
        let mut mask = BAND;
        let mut s = 0;
        while s < 3 {
            let part: usize = (cols >> (3 * s)) & 7;
            let mut c = 0;
            while c < 3 {
                let here = part >> c & 1 != 0;
                let clear = if claim {
                    part != 0 && !here
                } else {
                    part.count_ones() == 1 && here
                };
                if clear {
                    mask &= !(COLUMN << (3 * s + c));
                }
                c += 1;
            }
            s += 1;
        }
        t[cols] = mask;
        cols += 1;
    }
    t
}

/// For the columns a digit occupies in one band: what the other two bands of the digit
/// keep. A box whose candidates lie in one column takes the digit's place in that
/// column, so the other bands lose it (pointing, along columns).
pub(super) static LOCKED_COLUMNS: [u32; 512] = build_per_stack(false);

/// For the columns where only this band may hold a digit: what this band keeps. Such a
/// column's box must hold the digit in that column (claiming, along columns; a hidden
/// single in a column when the column has one cell left in the band).
pub(super) static CLAIMED_COLUMNS: [u32; 512] = build_per_stack(true);

/// The lowest cell of each row of a band.
const ROW_LOW: u32 = 1 | 1 << 9 | 1 << 18;

/// The cells of `a` alone in their row of the band; every row of `a` must hold a cell.
/// Bit-parallel over the three 9-bit rows: `r & (r - 1)` is zero exactly for a row of
/// one cell (no borrow crosses rows, none being empty), then a row is tested for zero
/// by carrying its low eight bits into its ninth.
#[inline(always)]
pub(super) fn row_singles(a: u32) -> u32 {
    const LOW8: u32 = 0xff * ROW_LOW;
    const HIGH: u32 = 0x100 * ROW_LOW;
    let rest = a & a.wrapping_sub(ROW_LOW);
    let busy = (((rest & LOW8) + LOW8) | rest) & HIGH;
    a & ((!busy & HIGH) >> 8).wrapping_mul(0x1ff)
}

const fn build_popcount() -> [u8; 512] {
    let mut t = [0; 512];
    let mut i = 0;
    while i < 512 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
}

/// How many bits a 9-bit word has (a lookup beats a software popcount on plain x86-64).
pub(super) static POPCOUNT: [u8; 512] = build_popcount();

const fn build_row_box_peers() -> [u32; 27] {
    let mut t = [0; 27];
    let mut x = 0;
    while x < 27 {
        let (row, col) = (x / 9, x % 9);
        let boxed = (COLUMN * 7) << (col / 3 * 3);
        t[x] = ((0x1ff << (9 * row)) | boxed) & !(1 << x);
        x += 1;
    }
    t
}

/// For each cell of a band, its peers in the band (its row and its box).
pub(super) static BAND_PEERS: [u32; 27] = build_row_box_peers();

/// The column (0..9) of each cell of a band: a load is cheaper than `x % 9`.
pub(super) static COLUMN_OF: [u8; 27] = {
    let mut t = [0; 27];
    let mut x = 0;
    while x < 27 {
        t[x] = (x % 9) as u8;
        x += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minirows_and_columns() {
        assert_eq!(minirows(0), 0);
        // r0c0, r1c4, r2c8: minirows (0, box 0), (1, box 1), (2, box 2).
        let a = 1 | 1 << 13 | 1 << 26;
        assert_eq!(minirows(a), 1 | 1 << 4 | 1 << 8);
        assert_eq!(columns(a), 1 | 1 << 4 | 1 << 8);
        assert_eq!(PERMUTATIONS.iter().fold(0, |a, p| a | p), 0x1ff);
    }

    #[test]
    fn matching_keeps_minirows_on_a_permutation() {
        assert_eq!(MATCHING[0x1ff], BAND);
        // Row 0 only in box 0: rows 1 and 2 lose box 0.
        let m = 1 | 0b110 << 3 | 0b111 << 6;
        let keep = MATCHING[m];
        assert_eq!(keep & 0x1ff, 0b111);
        assert_eq!(keep & (0x1ff << 9), 0b111_111_000 << 9);
        assert_eq!(keep & (0x1ff << 18), 0b111_111_000 << 18);
        // Two rows confined to box 0: no way.
        assert_eq!(MATCHING[1 | 1 << 3 | 0b111 << 6], 0);
        // A row without minirows: no way.
        assert_eq!(MATCHING[0x1ff & !0b111], 0);
    }

    #[test]
    fn column_tables() {
        // Box 0 in column 1 only, box 1 in columns 3 and 4, box 2 empty.
        let cols = 0b000_011_010;
        assert_eq!(LOCKED_COLUMNS[cols], BAND & !(COLUMN << 1));
        assert_eq!(
            CLAIMED_COLUMNS[cols],
            BAND & !(COLUMN | COLUMN << 2 | COLUMN << 5)
        );
        assert_eq!(CLAIMED_COLUMNS[0], BAND);
        assert_eq!(LOCKED_COLUMNS[0x1ff], BAND);
    }

    #[test]
    fn singles_and_peers() {
        assert_eq!(row_singles(0b11 | 1 << 9 | 1 << 20), 1 << 9 | 1 << 20);
        assert_eq!(
            row_singles(1 << 8 | 1 << 17 | 0b101 << 18),
            1 << 8 | 1 << 17
        );
        assert_eq!(row_singles(BAND), 0);
        // Every word with no empty row, against a count per row.
        for a in (1u32..1 << 27).step_by(4099) {
            let rows = (0..3).map(|r| a >> (9 * r) & 0x1ff);
            if rows.clone().any(|r| r == 0) {
                continue;
            }
            let expected = rows
                .enumerate()
                .filter(|(_, r)| r.count_ones() == 1)
                .fold(0, |m, (i, r)| m | r << (9 * i));
            assert_eq!(row_singles(a), expected, "{a:#x}");
        }
        assert!(BAND_PEERS.iter().all(|p| p.count_ones() == 14));
        assert_eq!(BAND_PEERS[0] & 0x1ff, 0x1fe);
        assert_eq!(BAND_PEERS[0] >> 9, 0b111 | 0b111 << 9);
        assert_eq!(COLUMN_OF[20], 2);
    }
}
