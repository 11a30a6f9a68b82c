//! Stable sorting for short lists (a page's handful of choices, a race's lanes) with
//! little code: `slice::sort_by_key` brings its own copy of the standard library's
//! stable sort (kilobytes of wasm) for every key type it is used with, and the page's
//! wasm is downloaded on every first visit. These are insertion sorts: quadratic, so
//! keep them for lists of at most a few hundred items.

use std::cmp::Ordering;

/// Sorts `list` by `compare`, keeping equal items in their order (stable).
pub fn sort_small_by<T>(list: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..list.len() {
        let mut j = i;
        while j > 0 && compare(&list[j - 1], &list[j]) == Ordering::Greater {
            list.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `list` by the key `key` gives each item, keeping items with equal keys in
/// their order (stable).
pub fn sort_small_by_key<T, K: Ord>(list: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_small_by(list, |a, b| key(a).cmp(&key(b)));
}

/// Adds `item` to `list`, keeping the list in the order of `order`, or removes it if it
/// is there: a page's set of chosen options.
///
/// ```
/// use puzzle_lab::engine::small_sort::toggle_in_order;
/// let mut chosen = vec!['c'];
/// toggle_in_order(&mut chosen, 'a', &['a', 'b', 'c']);
/// assert_eq!(chosen, ['a', 'c']);
/// toggle_in_order(&mut chosen, 'c', &['a', 'b', 'c']);
/// assert_eq!(chosen, ['a']);
/// ```
pub fn toggle_in_order<T: PartialEq + Clone>(list: &mut Vec<T>, item: T, order: &[T]) {
    if list.contains(&item) {
        list.retain(|x| *x != item);
    } else {
        list.push(item);
        sort_small_by_key(list, |x| order.iter().position(|o| o == x));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sorts_and_keeps_ties_in_order() {
        let mut v = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_small_by_key(&mut v, |p| p.0);
        assert_eq!(v, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
        let mut empty: Vec<u8> = Vec::new();
        sort_small_by(&mut empty, u8::cmp);
        assert!(empty.is_empty());
    }

    // proptest does not build for wasm32 (see Cargo.toml).
    #[cfg(not(target_arch = "wasm32"))]
    mod against_std {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn agrees_with_the_standard_stable_sort(v in proptest::collection::vec((0u8..8, any::<u16>()), 0..60)) {
                let mut ours = v.clone();
                let mut std_sorted = v;
                sort_small_by_key(&mut ours, |p| p.0);
                std_sorted.sort_by_key(|p| p.0);
                prop_assert_eq!(ours, std_sorted);
            }
        }
    }
}
