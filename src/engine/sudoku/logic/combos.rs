//! Subsets of a list, for the techniques that try every choice of k cells, digits or
//! lines.

use super::cells::CellSet;
use super::state::State;
use std::ops::ControlFlow;

/// Calls `f` with every naked subset of `size` cells in `area`: empty cells with two
/// to `size` candidates whose candidates together are exactly `size` digits (the cells
/// and the digits' mask), in the order of [`for_each_combination`].
pub fn naked_sets(
    state: &State,
    area: CellSet,
    size: usize,
    f: &mut dyn FnMut(CellSet, u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let cells: Vec<usize> = area
        .iter()
        .filter(|&c| {
            let n = state.candidates(c).count_ones() as usize;
            state.digit(c) == 0 && (2..=size).contains(&n)
        })
        .collect();
    for_each_combination(&cells, size, &mut |chosen| {
        let mask = chosen.iter().fold(0u16, |m, &c| m | state.candidates(c));
        if mask.count_ones() as usize != size {
            return ControlFlow::Continue(());
        }
        f(CellSet::of(chosen), mask)
    })
}

/// Calls `f` with every choice of `k` items of `items` (in their order), stopping when
/// `f` says `Break`.
pub fn for_each_combination<T: Copy>(
    items: &[T],
    k: usize,
    f: &mut dyn FnMut(&[T]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut chosen = Vec::with_capacity(k);
    walk(items, k, &mut chosen, f)
}

fn walk<T: Copy>(
    items: &[T],
    k: usize,
    chosen: &mut Vec<T>,
    f: &mut dyn FnMut(&[T]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if chosen.len() == k {
        return f(chosen);
    }
    let need = k - chosen.len();
    for i in 0..items.len() {
        if items.len() - i < need {
            break;
        }
        chosen.push(items[i]);
        let flow = walk(&items[i + 1..], k, chosen, f);
        chosen.pop();
        flow?;
    }
    ControlFlow::Continue(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_choice_once_in_order() {
        let mut seen = Vec::new();
        let _ = for_each_combination(&[1, 2, 3, 4], 2, &mut |c| {
            seen.push(c.to_vec());
            ControlFlow::Continue(())
        });
        assert_eq!(seen.len(), 6);
        assert_eq!(seen[0], vec![1, 2]);
        assert_eq!(seen[5], vec![3, 4]);
        let mut n = 0;
        let flow = for_each_combination(&[1, 2, 3], 1, &mut |_| {
            n += 1;
            ControlFlow::Break(())
        });
        assert_eq!((n, flow), (1, ControlFlow::Break(())));
        let mut none = 0;
        let _ = for_each_combination(&[1, 2], 3, &mut |_| {
            none += 1;
            ControlFlow::Continue(())
        });
        assert_eq!(none, 0);
    }
}
