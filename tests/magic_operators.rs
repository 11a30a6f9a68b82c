//! Magic-square operators keep their invariants; fitness on hand-made squares.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use puzzle_lab::engine::ga::{MutationContext, Problem};
use puzzle_lab::engine::magic::perm::{inversion_decode, inversion_encode, Parent};
use puzzle_lab::engine::magic::{
    fitness, is_permutation, line_sums, magic_constant, MagicGa, PermCrossover,
};
use puzzle_lab::engine::rng::Rng;

/// A random permutation of 1..=n² from a proptest seed.
fn square(n: usize, seed: u64) -> Vec<u32> {
    let problem = MagicGa {
        n,
        crossover: PermCrossover::Pmx,
        repair_budget: None,
    };
    problem.random(&mut Rng::new(seed))
}

proptest! {
    #[test]
    fn every_crossover_child_is_a_permutation(
        n in 3usize..9, sa in any::<u64>(), sb in any::<u64>(), c1 in 0usize..100, c2 in 0usize..100,
    ) {
        let (a, b) = (square(n, sa), square(n, sb));
        for op in PermCrossover::ALL {
            let trace = op.apply(&a, &b, (c1, c2));
            prop_assert!(is_permutation(&trace.child, n), "{op:?} {trace:?}");
            prop_assert_eq!(trace.source.len(), n * n);
        }
    }

    #[test]
    fn traces_tell_where_each_gene_came_from(
        n in 3usize..7, sa in any::<u64>(), sb in any::<u64>(), c1 in 0usize..49, c2 in 0usize..49,
    ) {
        let (a, b) = (square(n, sa), square(n, sb));
        let ox = PermCrossover::Ox.apply(&a, &b, (c1, c2));
        let (lo, hi) = ox.cut;
        prop_assert_eq!(&ox.child[lo..hi], &a[lo..hi]);
        // Outside the window, OX keeps b's order (read cyclically from hi).
        let rest: Vec<u32> = (0..n * n).map(|k| ox.child[(hi + k) % (n * n)]).filter(|v| !a[lo..hi].contains(v)).collect();
        let order: Vec<u32> = (0..n * n).map(|k| b[(hi + k) % (n * n)]).filter(|v| !a[lo..hi].contains(v)).collect();
        prop_assert_eq!(rest, order);
        for op in [PermCrossover::Pmx, PermCrossover::Cx] {
            let trace = op.apply(&a, &b, (c1, c2));
            for (i, &v) in trace.child.iter().enumerate() {
                let from = if trace.source[i] == Parent::A { &a } else { &b };
                let moved = trace.repaired.contains(&i);
                prop_assert!(from[i] == v || moved, "{op:?} position {i}");
            }
            if op == PermCrossover::Pmx {
                let (lo, hi) = trace.cut;
                prop_assert_eq!(&trace.child[lo..hi], &b[lo..hi]);
                for &i in &trace.repaired {
                    prop_assert!(!(lo..hi).contains(&i) && trace.child[i] != a[i]);
                }
            }
        }
    }

    #[test]
    fn inversion_sequences_round_trip(n in 3usize..12, seed in any::<u64>()) {
        let p = square(n, seed);
        let inv = inversion_encode(&p);
        for (v, &count) in inv.iter().enumerate() {
            prop_assert!(count as usize <= n * n - 1 - v);
        }
        prop_assert_eq!(inversion_decode(&inv), p);
    }

    #[test]
    fn ga_crossover_and_mutation_keep_permutations(n in 3usize..8, seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        for op in PermCrossover::ALL {
            let problem = MagicGa { n, crossover: op, repair_budget: Some(10_000) };
            let (a, b) = (problem.random(&mut rng), problem.random(&mut rng));
            let (mut c, d) = problem.crossover(&a, &b, &mut rng);
            let context = MutationContext { rate: 1.0, best_fitness: 0.0, generation: 1 };
            problem.mutate(&mut c, &context, &mut rng);
            prop_assert!(is_permutation(&c, n) && is_permutation(&d, n));
            problem.repair(&mut c, &mut rng);
            prop_assert!(is_permutation(&c, n));
        }
    }
}

#[test]
fn fitness_on_hand_made_squares() {
    assert_eq!(magic_constant(3), 15);
    assert_eq!(magic_constant(4), 34);
    assert_eq!(magic_constant(50), 62_525);
    // Rows 6, 15, 24 and columns 12, 15, 18 of 1..9; both diagonals are 15.
    let counting = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    let sums = line_sums(&counting, 3);
    assert_eq!(sums.rows, vec![6, 15, 24]);
    assert_eq!(sums.columns, vec![12, 15, 18]);
    assert_eq!((sums.diagonal, sums.anti_diagonal), (15, 15));
    assert_eq!(fitness(&counting, 3), 24);
    // A semi-magic square (rows and columns 15, diagonals 12 and 18... off by 3 each).
    let semi = [1, 5, 9, 6, 7, 2, 8, 3, 4];
    let sums = line_sums(&semi, 3);
    assert!(sums.rows.iter().chain(&sums.columns).all(|&s| s == 15));
    assert_eq!(
        fitness(&semi, 3),
        sums.diagonal.abs_diff(15) + sums.anti_diagonal.abs_diff(15)
    );
    assert!(fitness(&semi, 3) > 0);
}
