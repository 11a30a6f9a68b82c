//! Variable and value ordering: which cell to branch on, and in which order to try its
//! candidates.

use super::board::{digits, size, Board};
use super::config::{ValOrder, VarOrder};
use crate::engine::rng::Rng;
use crate::engine::sudoku::units::PEERS;

/// How many of the cell's peers are unassigned (the degree heuristic's count; the
/// coursework's degree ordering picks the fewest).
pub(super) fn degree(board: &Board, c: usize) -> u32 {
    PEERS[c]
        .iter()
        .filter(|&&p| board.cell[p as usize] == 0)
        .count() as u32
}

/// The unassigned cell to branch on, or `None` when every cell is assigned.
///
/// `cand` gives a cell's candidates; `floor` is the fewest candidates a cell can have
/// at this point, so MRV may stop at the first cell that has that few. Ties go to the
/// first cell in reading order.
pub fn pick_cell(
    board: &Board,
    order: VarOrder,
    floor: u32,
    cand: impl Fn(&Board, usize) -> u16,
) -> Option<usize> {
    match order {
        VarOrder::Static => board.cell.iter().position(|&d| d == 0),
        VarOrder::Mrv => {
            let mut best: Option<(u32, usize)> = None;
            for c in 0..81 {
                if board.cell[c] != 0 {
                    continue;
                }
                let n = size(cand(board, c));
                if best.is_none_or(|(m, _)| n < m) {
                    best = Some((n, c));
                    if n <= floor {
                        break;
                    }
                }
            }
            best.map(|(_, c)| c)
        }
        VarOrder::Degree => {
            let mut best: Option<(u32, usize)> = None;
            for c in 0..81 {
                if board.cell[c] == 0 {
                    let d = degree(board, c);
                    if best.is_none_or(|(m, _)| d < m) {
                        best = Some((d, c));
                    }
                }
            }
            best.map(|(_, c)| c)
        }
        VarOrder::MrvDegree => {
            let mut best: Option<(u32, u32, usize)> = None;
            for c in 0..81 {
                if board.cell[c] != 0 {
                    continue;
                }
                let n = size(cand(board, c));
                match best {
                    Some((m, _, _)) if n > m => {}
                    Some((m, d, _)) if n == m => {
                        let dc = degree(board, c);
                        if dc < d {
                            best = Some((n, dc, c));
                        }
                    }
                    _ => best = Some((n, degree(board, c), c)),
                }
            }
            best.map(|(_, _, c)| c)
        }
    }
}

/// The candidates `values` of cell `c` in the order to try them, written to `out`;
/// returns how many. `rng` (the generator's randomized search) shuffles them instead.
pub fn order_values(
    board: &Board,
    c: usize,
    values: u16,
    order: ValOrder,
    rng: Option<&mut Rng>,
    cand: impl Fn(&Board, usize) -> u16,
    out: &mut [u8; 9],
) -> usize {
    let mut n = 0;
    for d in digits(values) {
        out[n] = d;
        n += 1;
    }
    if let Some(rng) = rng {
        for i in (1..n).rev() {
            out.swap(i, rng.index(i + 1));
        }
    } else if order == ValOrder::Lcv && n > 1 {
        let score = lcv_scores(board, c, values, cand);
        crate::engine::small_sort::sort_small_by_key(&mut out[..n], |&d| (score[d as usize], d));
    }
    n
}

/// LCV's count for each digit of `values` (index = digit): how many of cell `c`'s
/// unassigned peers still have it, that is how many candidates trying it rules out.
pub(super) fn lcv_scores(
    board: &Board,
    c: usize,
    values: u16,
    cand: impl Fn(&Board, usize) -> u16,
) -> [u32; 10] {
    let mut score = [0u32; 10];
    for &p in &PEERS[c] {
        let p = p as usize;
        if board.cell[p] == 0 {
            for d in digits(cand(board, p) & values) {
                score[d as usize] += 1;
            }
        }
    }
    score
}
