//! Parent selection over a population sorted best first.

use super::config::Selection;
use crate::engine::rng::Rng;

/// Picks parent indices from a population sorted by score (best first, index 0).
#[derive(Clone, Debug)]
pub struct Selector {
    selection: Selection,
    len: usize,
    /// Cumulative weights, for rank and roulette.
    cumulative: Vec<f64>,
}

impl Selector {
    /// A selector over `scores` (ascending: smaller is better, best first).
    pub fn new(selection: Selection, scores: &[f64]) -> Selector {
        let len = scores.len();
        let weights: Vec<f64> = match selection {
            Selection::Rank => (0..len).map(|i| (len - i) as f64).collect(),
            Selection::Roulette => {
                let worst = scores.last().copied().unwrap_or(0.0);
                scores.iter().map(|s| worst - s + 1.0).collect()
            }
            _ => Vec::new(),
        };
        let mut total = 0.0;
        let cumulative = weights
            .into_iter()
            .map(|w| {
                total += w;
                total
            })
            .collect();
        Selector {
            selection,
            len,
            cumulative,
        }
    }

    /// One parent's index (`len` must be positive).
    pub fn pick(&self, rng: &mut Rng) -> usize {
        self.pick_traced(rng, None)
    }

    /// One parent's index, as [`Selector::pick`] draws it (the same random numbers),
    /// adding a tournament's contestants, in the order drawn, to `contestants`.
    pub fn pick_traced(&self, rng: &mut Rng, mut contestants: Option<&mut Vec<usize>>) -> usize {
        match self.selection {
            Selection::Truncation { rate } => {
                let pool = ((rate * self.len as f64).floor() as usize).clamp(1, self.len);
                rng.index(pool)
            }
            // Sorted best first: the smallest index drawn wins.
            Selection::Tournament { k } => (0..k.max(1))
                .map(|_| {
                    let drawn = rng.index(self.len);
                    if let Some(list) = contestants.as_deref_mut() {
                        list.push(drawn);
                    }
                    drawn
                })
                .min()
                .unwrap_or(0),
            Selection::Rank | Selection::Roulette => {
                let total = *self.cumulative.last().unwrap_or(&0.0);
                let x = rng.unit() * total;
                self.cumulative
                    .partition_point(|&c| c <= x)
                    .min(self.len - 1)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(selection: Selection, scores: &[f64]) -> Vec<u32> {
        let s = Selector::new(selection, scores);
        let mut rng = Rng::new(3);
        let mut seen = vec![0; scores.len()];
        for _ in 0..10_000 {
            seen[s.pick(&mut rng)] += 1;
        }
        seen
    }

    #[test]
    fn truncation_only_draws_from_the_best() {
        let seen = counts(Selection::Truncation { rate: 0.5 }, &[0.0, 1.0, 2.0, 3.0]);
        assert!(seen[0] > 0 && seen[1] > 0);
        assert_eq!(seen[2] + seen[3], 0);
    }

    #[test]
    fn tournament_rank_and_roulette_favour_the_best_but_reach_the_worst() {
        for selection in [
            Selection::Tournament { k: 2 },
            Selection::Rank,
            Selection::Roulette,
        ] {
            let seen = counts(selection, &[0.0, 1.0, 2.0, 3.0]);
            assert!(seen[0] > seen[3], "{selection:?}: {seen:?}");
            assert!(seen[3] > 0, "{selection:?}: {seen:?}");
        }
    }

    #[test]
    fn one_way_tournament_is_uniform() {
        let seen = counts(Selection::Tournament { k: 1 }, &[0.0, 1.0]);
        assert!((4500..5500).contains(&seen[0]), "{seen:?}");
    }
}
