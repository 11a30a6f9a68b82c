//! What the tile page teaches with, checked natively: IDA*'s first step expands the
//! start and only the start (generic and fast loop), its first bound is h(start), the
//! bound list adds up, and the frontier peek lists nodes in the order the algorithm
//! then takes them.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::run::Run;
use puzzle_lab::engine::search::{Event, NodeInfo, RunStatus};
use puzzle_lab::engine::tiles::fast::FastIda;
use puzzle_lab::engine::tiles::heuristics::incremental::IncManhattan;
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::{solver, Algorithm, SolveConfig, TileStepper};
use puzzle_lab::engine::tiles::{parse_board, Board, Goal, GoalKind, Packed, Shape};

/// A 15-puzzle board.
fn board15() -> Board {
    parse_board(
        "5 1 2 3 9 6 7 4 13 10 11 8 0 14 15 12",
        Some(Shape::FIFTEEN),
    )
    .unwrap()
}

/// An 8-puzzle board 31 moves from the goal, with Manhattan distance 21: IDA* needs
/// several iterations.
fn board8() -> Board {
    parse_board("8 6 7 2 5 4 3 0 1", Some(Shape::EIGHT)).unwrap()
}

fn search(start: &Board, algorithm: Algorithm, heuristic: Heuristic) -> TileStepper {
    let goal = GoalKind::BlankLast.board(start.width());
    solver(start, &goal, SolveConfig::new(algorithm, heuristic)).unwrap()
}

fn manhattan(board: &Board) -> f64 {
    let goal = GoalKind::BlankLast.board(board.width());
    Heuristic::Manhattan.estimate(&Goal::new(goal), Packed::from_board(board))
}

#[test]
fn ida_star_expands_nothing_when_built_and_only_the_start_on_its_first_step() {
    for start in [board8(), board15()] {
        let mut ida = search(&start, Algorithm::IdaStar, Heuristic::Manhattan);
        assert_eq!(ida.counters().expanded, 0, "built, not stepped");
        assert_eq!(ida.counters().frontier, 1, "the start waits");
        ida.step(1);
        let view = ida.view();
        assert_eq!(view.counters.expanded, 1, "the first step expands one node");
        let root = view.current.expect("a node was expanded");
        assert_eq!(
            root.state,
            Packed::from_board(&start),
            "and it is the start"
        );
        assert_eq!(root.g, 0);
        let h = manhattan(&start);
        assert_eq!(
            view.events.first(),
            Some(&Event::NewBound {
                bound: h,
                expanded_before: 0
            }),
            "the first bound is h(start)"
        );
        assert!(matches!(view.events.get(1), Some(Event::Expanded(n)) if n.g == 0));
        ida.step(1);
        assert_eq!(ida.counters().expanded, 2, "one more per step");
    }
}

#[test]
fn ids_and_dfs_also_begin_with_nothing_expanded() {
    for algorithm in [Algorithm::Ids, Algorithm::Dfs] {
        let mut s = search(&board8(), algorithm, Heuristic::Manhattan);
        assert_eq!(s.counters().expanded, 0, "{algorithm:?}");
        s.step(1);
        assert_eq!(s.counters().expanded, 1, "{algorithm:?}");
    }
}

#[test]
fn the_fast_loop_also_expands_only_the_start_on_its_first_step() {
    let start = board15();
    let goal = GoalKind::BlankLast.board(4);
    let mut fast = FastIda::new(&start, &goal, IncManhattan::new(&Goal::new(goal.clone())));
    assert_eq!(fast.expanded(), 0);
    fast.step(1);
    assert_eq!(fast.expanded(), 1);
    let mut generic = search(&start, Algorithm::IdaStar, Heuristic::Manhattan);
    generic.step(1);
    for budget in [1, 3, 10, 100, 1000] {
        fast.step(budget);
        generic.step(budget);
        assert_eq!(
            fast.expanded(),
            generic.counters().expanded,
            "after +{budget}"
        );
        assert_eq!(fast.generated(), generic.counters().generated);
    }
}

#[test]
fn the_bound_list_adds_up_to_the_expansions() {
    let mut ida = search(&board8(), Algorithm::IdaStar, Heuristic::Manhattan);
    assert_eq!(ida.iterations(), vec![(manhattan(&board8()), 0)]);
    puzzle_lab::engine::search::run_to_end(ida.as_mut(), 1000);
    assert_eq!(ida.status(), RunStatus::Solved);
    let list = ida.iterations();
    assert!(list.len() > 1, "this board needs more than one iteration");
    assert!(list.windows(2).all(|w| w[0].0 < w[1].0), "bounds rise");
    let total: u64 = list.iter().map(|&(_, e)| e).sum();
    assert_eq!(total, ida.counters().expanded);
    let bfs = search(&board8(), Algorithm::Bfs, Heuristic::Manhattan);
    assert!(bfs.iterations().is_empty(), "no iterations without a bound");
}

/// True when a node the search takes off its frontier now will be expanded, not cut
/// off: IDA* expands f ≤ bound, a depth limit expands g < limit.
fn within(s: &TileStepper, algorithm: Algorithm, node: &NodeInfo<Packed>) -> bool {
    match (s.counters().bound, algorithm) {
        (None, _) => true,
        (Some(b), Algorithm::IdaStar) => node.f <= b,
        (Some(b), _) => f64::from(node.g) < b,
    }
}

/// Steps `s` one expansion at a time, within the current iteration, until every node of
/// `expected` has been expanded or the run ends, and returns the expansions seen.
fn expansions_after(s: &mut TileStepper, expected: &[(Packed, u32)]) -> Vec<(Packed, u32)> {
    let mut seen = Vec::new();
    let _ = s.view();
    let bound = s.counters().bound;
    for _ in 0..20_000 {
        if s.step(1) != RunStatus::Running {
            break;
        }
        for event in s.view().events {
            match event {
                Event::Expanded(n) => seen.push((n.state, n.g)),
                Event::NewBound { .. } if bound.is_some() => return seen,
                _ => {}
            }
        }
        if expected.iter().all(|x| seen.contains(x)) {
            break;
        }
    }
    seen
}

#[test]
fn the_frontier_peek_lists_nodes_in_the_order_they_are_then_expanded() {
    let cases = [
        (Algorithm::AStar, Heuristic::Manhattan),
        (Algorithm::AStar, Heuristic::Euclidean),
        (Algorithm::WeightedAStar, Heuristic::Manhattan),
        (Algorithm::Greedy, Heuristic::LinearConflict),
        (Algorithm::Ucs, Heuristic::Manhattan),
        (Algorithm::Bfs, Heuristic::Manhattan),
        (Algorithm::IdaStar, Heuristic::Manhattan),
        (Algorithm::Ids, Heuristic::Manhattan),
        (Algorithm::Dfs, Heuristic::Manhattan),
    ];
    for (algorithm, heuristic) in cases {
        let mut s = search(&board8(), algorithm, heuristic);
        let mut checked = 0;
        for warm_up in [0u64, 1, 7, 40, 150] {
            s.step(warm_up);
            if s.status() != RunStatus::Running {
                break;
            }
            let peeked = s.peek(5);
            assert!(
                !peeked.is_empty(),
                "{algorithm:?}: a running search has a frontier"
            );
            assert!(peeked.len() <= 5);
            let expected: Vec<(Packed, u32)> = peeked
                .iter()
                .filter(|p| within(&s, algorithm, p))
                .map(|p| (p.state, p.g))
                .collect();
            let seen = expansions_after(&mut s, &expected);
            if s.status() == RunStatus::Running && !expected.is_empty() {
                // Depth-first searches may dive for long under the first node: what
                // was seen of the list must come in the list's order, first one first.
                let order: Vec<(Packed, u32)> = seen
                    .iter()
                    .filter(|x| expected.contains(x))
                    .copied()
                    .collect();
                assert!(!order.is_empty(), "{algorithm:?} after {warm_up}");
                assert_eq!(
                    order,
                    expected[..order.len()],
                    "{algorithm:?} after {warm_up}"
                );
                assert_eq!(
                    seen.first(),
                    expected.first(),
                    "{algorithm:?}: next is first"
                );
                if algorithm.graph_search() {
                    assert_eq!(order.len(), expected.len(), "{algorithm:?}: all of them");
                }
                checked += 1;
            }
        }
        assert!(checked > 0, "{algorithm:?}: nothing was checked");
    }
}

#[test]
fn a_finished_search_peeks_at_nothing_in_its_view() {
    let goal = GoalKind::BlankLast.board(3);
    let start = goal.apply(puzzle_lab::engine::tiles::Move::Up).unwrap();
    let config = SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan);
    let mut run = puzzle_lab::engine::tiles::run::TileRun::new(&start, &goal, config).unwrap();
    assert_eq!(run.view().next.len(), 1, "the start waits");
    puzzle_lab::engine::run::run_to_end(&mut run, 10);
    assert!(run.view().next.is_empty());
}
