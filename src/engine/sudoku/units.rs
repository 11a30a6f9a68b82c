//! The 27 units (rows, columns, boxes) and each cell's 20 peers, as tables built at
//! compile time.

use std::fmt;

/// A row, a column or a 3×3 box, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Unit {
    /// Row 0..9, top to bottom.
    Row(u8),
    /// Column 0..9, left to right.
    Col(u8),
    /// Box 0..9, row-major (box 0 is top-left, box 8 bottom-right).
    Box(u8),
}

impl Unit {
    /// The unit's index in [`UNITS`]: rows 0..9, columns 9..18, boxes 18..27.
    pub fn index(self) -> usize {
        match self {
            Unit::Row(i) => i as usize,
            Unit::Col(i) => 9 + i as usize,
            Unit::Box(i) => 18 + i as usize,
        }
    }

    /// The unit with index `i` (0..27) in [`UNITS`].
    pub fn from_index(i: usize) -> Unit {
        match i {
            0..=8 => Unit::Row(i as u8),
            9..=17 => Unit::Col((i - 9) as u8),
            _ => Unit::Box((i - 18) as u8),
        }
    }

    /// The nine cells of the unit, 0-based indices, in reading order.
    pub fn cells(self) -> &'static [u8; 9] {
        &UNITS[self.index()]
    }
}

impl fmt::Display for Unit {
    /// "row 3", "column 5", "box 2" (1-based, as people count).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unit::Row(i) => write!(f, "row {}", i + 1),
            Unit::Col(i) => write!(f, "column {}", i + 1),
            Unit::Box(i) => write!(f, "box {}", i + 1),
        }
    }
}

/// A cell's name as people read it: `r3c4` (1-based) for index 0..81.
pub fn cell_name(cell: usize) -> String {
    format!("r{}c{}", cell / 9 + 1, cell % 9 + 1)
}

/// The box (0..9) of a cell index.
pub const fn box_of(cell: usize) -> usize {
    (cell / 27) * 3 + (cell % 9) / 3
}

const fn build_units() -> [[u8; 9]; 27] {
    let mut units = [[0u8; 9]; 27];
    let mut i = 0;
    while i < 9 {
        let mut j = 0;
        while j < 9 {
            units[i][j] = (i * 9 + j) as u8;
            units[9 + i][j] = (j * 9 + i) as u8;
            let (br, bc) = ((i / 3) * 3, (i % 3) * 3);
            units[18 + i][j] = ((br + j / 3) * 9 + bc + j % 3) as u8;
            j += 1;
        }
        i += 1;
    }
    units
}

const fn build_cell_units() -> [[u8; 3]; 81] {
    let mut out = [[0u8; 3]; 81];
    let mut c = 0;
    while c < 81 {
        out[c] = [(c / 9) as u8, (9 + c % 9) as u8, (18 + box_of(c)) as u8];
        c += 1;
    }
    out
}

const fn build_peers() -> [[u8; 20]; 81] {
    let mut peers = [[0u8; 20]; 81];
    let mut c = 0;
    while c < 81 {
        let mut n = 0;
        let mut p = 0;
        while p < 81 {
            let same = p / 9 == c / 9 || p % 9 == c % 9 || box_of(p) == box_of(c);
            if p != c && same {
                peers[c][n] = p as u8;
                n += 1;
            }
            p += 1;
        }
        c += 1;
    }
    peers
}

/// The cells of each unit: rows 0..9, columns 9..18, boxes 18..27.
pub static UNITS: [[u8; 9]; 27] = build_units();

/// For each cell, the indices in [`UNITS`] of its row, column and box.
pub static CELL_UNITS: [[u8; 3]; 81] = build_cell_units();

const fn build_cell_unit_masks() -> [u32; 81] {
    let mut out = [0u32; 81];
    let mut c = 0;
    while c < 81 {
        let [r, k, b] = CELL_UNITS[c];
        out[c] = (1 << r) | (1 << k) | (1 << b);
        c += 1;
    }
    out
}

/// For each cell, its three units as bits of a 27-bit mask (bit u = `UNITS[u]`).
pub static CELL_UNIT_MASK: [u32; 81] = build_cell_unit_masks();

/// For each cell, the 20 other cells that share a row, column or box with it, ascending.
pub static PEERS: [[u8; 20]; 81] = build_peers();

/// All digits 1..=9 as a bit mask (bit d for digit d).
pub const ALL_DIGITS: u16 = 0b11_1111_1110;

/// The digits no filled peer of `cell` holds, as a bit mask (bit d for digit d);
/// `cells` is row-major with 0 for empty.
pub fn cell_candidates(cells: &[u8; 81], cell: usize) -> u16 {
    let used = PEERS[cell]
        .iter()
        .fold(0u16, |m, &p| m | (1 << cells[p as usize]));
    ALL_DIGITS & !used
}

/// Each empty cell's candidates ([`cell_candidates`]); 0 for filled cells.
pub fn candidates(cells: &[u8; 81]) -> [u16; 81] {
    std::array::from_fn(|c| {
        if cells[c] == 0 {
            cell_candidates(cells, c)
        } else {
            0
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_agree() {
        for (u, cells) in UNITS.iter().enumerate() {
            for &c in cells {
                assert!(CELL_UNITS[c as usize].contains(&(u as u8)));
            }
        }
        assert_eq!(PEERS[0][..8], [1, 2, 3, 4, 5, 6, 7, 8]);
        assert!(PEERS[40].contains(&30) && !PEERS[40].contains(&0));
        assert_eq!(UNITS[18 + 4], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(Unit::Box(1).to_string(), "box 2");
        assert_eq!(cell_name(20), "r3c3");
    }

    #[test]
    fn candidates_leave_out_the_peers_digits() {
        let mut cells = [0u8; 81];
        cells[1] = 5; // same row as cell 0
        cells[9] = 7; // same column and box
        cells[80] = 3; // not a peer
        let c = candidates(&cells);
        assert_eq!(c[0], ALL_DIGITS & !(1 << 5) & !(1 << 7));
        assert_eq!(c[1], 0);
        assert_eq!(c[40], ALL_DIGITS);
        assert_eq!(c[72], ALL_DIGITS & !(1 << 3) & !(1 << 7));
    }
}
