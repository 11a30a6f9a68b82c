//! Each page's link reader (`puzzle_lab::links`, what the pages turn into their state):
//! a bad value is named and skipped while the rest of the link is kept, and a link
//! written from settings reads back to the same settings.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::solve::Algorithm;
use puzzle_lab::engine::tiles::{GoalKind, GoalSpec};
use puzzle_lab::links::compare::CompareLink;
use puzzle_lab::links::ga_sudoku::GaSudokuLink;
use puzzle_lab::links::magic::MagicLink;
use puzzle_lab::links::query::{parse_query, to_query_string};
use puzzle_lab::links::race::RaceLink;
use puzzle_lab::links::sudoku::{Mode, SudokuLink};
use puzzle_lab::links::sweep::SweepLink;
use puzzle_lab::links::tiles::TilesLink;

fn pairs(query: &str) -> Vec<(String, String)> {
    parse_query(query)
}

#[test]
fn a_bad_tile_value_is_named_and_the_rest_is_kept() {
    let (link, message) = TilesLink::read(&pairs(
        "algo=teleport&h=manhattan&w=3&board=8,1,3,4,0,2,7,6,5",
    ));
    let message = message.expect("the algorithm is refused");
    assert!(
        message.contains("unknown algorithm “teleport”"),
        "{message}"
    );
    assert_eq!(link.algorithm, None);
    assert_eq!(link.heuristic, Some(Heuristic::Manhattan));
    assert_eq!(link.weight, Some(3.0));
    let (start, goal) = link.boards();
    assert_eq!(start.tiles(), &[8, 1, 3, 4, 0, 2, 7, 6, 5]);
    assert_eq!(goal, GoalKind::BlankLast.board(3));
}

#[test]
fn a_custom_goal_is_read_at_the_boards_width() {
    let (link, message) = TilesLink::read(&pairs("board=1,2,3,0&goal=0,1,2,3"));
    assert_eq!(message, None);
    assert!(matches!(&link.goal, GoalSpec::Custom(g) if g.width() == 2));
    let (_, wrong) = TilesLink::read(&pairs("board=1,2,3,0&goal=1,2,3,4,5,6,7,8,0"));
    assert!(wrong
        .expect("a 3×3 goal for a 2×2 board")
        .contains("(goal:"));
}

#[test]
fn links_carry_a_rectangles_shape_and_name_a_bad_one() {
    let query = "shape=3x4&board=5,1,3,4,2,0,7,8,9,6,10,11&goal=0,1,2,3,4,5,6,7,8,9,10,11";
    let (link, message) = TilesLink::read(&pairs(query));
    assert_eq!(message, None);
    let (start, goal) = link.boards();
    assert_eq!((start.height(), start.width()), (3, 4));
    assert_eq!(goal, GoalKind::BlankFirst.board_of(start.shape()));
    let printed = to_query_string(&link.query());
    assert!(printed.contains("shape=3x4"), "{printed}");
    let again = TilesLink::read(&parse_query(&printed));
    assert_eq!(again, (link, None));
    // Without the shape, twelve numbers on one line make no square board.
    let (_, unshaped) = TilesLink::read(&pairs("board=5,1,3,4,2,0,7,8,9,6,10,11"));
    assert!(unshaped.expect("no shape").contains("Found 12 numbers"));
    let (bad, message) = TilesLink::read(&pairs("shape=5x6&algo=bfs"));
    assert!(message
        .expect("a bad shape")
        .contains("shape: 5 × 6 is larger than 5 × 5."));
    assert_eq!(bad.algorithm, Some(Algorithm::Bfs), "the rest is kept");
    // The race, the compare table and the sweep carry shapes the same way.
    let (race, message) = RaceLink::read(&pairs(query));
    assert_eq!(message, None);
    let printed = to_query_string(&race.query());
    assert!(printed.contains("shape=3x4"), "{printed}");
    assert_eq!(RaceLink::read(&parse_query(&printed)), (race, None));
    let (compare, _) = CompareLink::read(&pairs("random=2&shape=2x5"), &[Algorithm::AStar]);
    assert_eq!(compare.random_shape.map(|s| s.cells()), Some(10));
    let (sweep, _) = SweepLink::read(&pairs("width=4"), &[Algorithm::AStar]);
    assert_eq!(sweep.shape.map(|s| s.cells()), Some(16));
    assert!(to_query_string(&sweep.query()).contains("width=4"));
}

#[test]
fn a_tile_link_reads_back_to_the_same_settings() {
    let (link, message) = TilesLink::read(&pairs(
        "board=1,2,3,4,5,6,0,7,8&goal=blank-first&algo=wastar&h=misplaced&w=1.5&depth=12&speed=7&k=9&cap=5000&time=2.5&teach=1&step=4",
    ));
    assert_eq!(message, None);
    let again = TilesLink::read(&parse_query(&to_query_string(&link.query())));
    assert_eq!(again, (link, None));
}

#[test]
fn a_sudoku_link_with_contradictory_givens_keeps_the_mode() {
    let query = format!("mode=solve&puzzle=55{}", ".".repeat(79));
    let (link, message) = SudokuLink::read(&pairs(&query));
    assert!(message.expect("refused").contains("contradict"));
    assert_eq!(link.puzzle, None);
    assert_eq!(link.mode, Some(Mode::Solve));
}

#[test]
fn a_magic_links_knobs_apply_over_the_presets_configuration() {
    let (link, message) = MagicLink::read(&pairs("n=5&population=321"));
    assert_eq!(message, None);
    assert_eq!(link.n, 5);
    assert_eq!(link.ga.config.population, 321);
    let again = MagicLink::read(&parse_query(&to_query_string(&link.query())));
    assert_eq!(again, (link, None));
    let (refused, message) = MagicLink::read(&pairs("population=0"));
    assert!(message.expect("refused").contains("population"));
    assert!(refused.ga.config.validate().is_ok());
}

#[test]
fn a_sudoku_ga_link_names_a_coursework_grid_or_gives_cells() {
    let (named, message) = GaSudokuLink::read(&pairs("puzzle=seed000_grid1"));
    assert_eq!(message, None);
    assert_eq!(named.puzzle_name.as_deref(), Some("seed000_grid1"));
    let (_, bad) = GaSudokuLink::read(&pairs("puzzle=nonsense"));
    assert!(bad.expect("refused").contains("(puzzle:"));
}

#[test]
fn a_ga_pages_link_keeps_annealing_as_its_solver() {
    let query = "puzzle=seed000_grid1&solver=hill&cooling=0.95&moves=500&population=50";
    let (link, message) = GaSudokuLink::read(&pairs(query));
    assert_eq!(message, None);
    let anneal = link.ga.anneal.clone().expect("hill climbing");
    assert_eq!(anneal, "solver=hill&cooling=0.95&moves=500");
    let config = puzzle_lab::links::anneal::read_anneal(&anneal).expect("the worker reads it");
    assert!(config.is_hill_climbing());
    assert_eq!(config.moves_per_stage, 500);
    let again = GaSudokuLink::read(&parse_query(&to_query_string(&link.query())));
    assert_eq!(again, (link, None));
    let (magic, _) = MagicLink::read(&pairs("n=6&solver=sa"));
    assert_eq!(magic.ga.anneal.as_deref(), Some("solver=sa"));
    let (ga, _) = MagicLink::read(&pairs("n=6&solver=ga"));
    assert_eq!(ga.ga.anneal, None);
    let (_, bad) = MagicLink::read(&pairs("n=6&solver=tabu"));
    assert!(bad.expect("refused").contains("not ga, sa or hill"));
}

#[test]
fn race_compare_and_sweep_links_refuse_specifically() {
    let (race, message) = RaceLink::read(&pairs("racers=astar:manhattan&speed=10"));
    assert!(message.expect("one racer").contains("2–4"));
    assert_eq!((race.racers, race.speed), (None, Some(10)));
    let (compare, message) = CompareLink::read(&pairs("cases=start10,nope&algos=bfs"), &[]);
    assert!(message.expect("unknown").contains("unknown board “nope”"));
    assert_eq!(compare.presets, Some(vec!["start10".to_string()]));
    assert_eq!(compare.searches.algorithms, Some(vec![Algorithm::Bfs]));
    let (sweep, message) = SweepLink::read(&pairs("from=300&to=10"), &[Algorithm::AStar]);
    assert!(message.expect("too deep").contains("first depth"));
    assert_eq!((sweep.from, sweep.to), (None, Some(10)));
}

#[test]
fn a_hand_edited_link_reopens_its_page_only_when_it_changed_and_reads() {
    use puzzle_lab::links::edit::{hash_parts, problems, HashEdit};
    let hash_edit = |old: &str, new: &str| {
        puzzle_lab::links::edit::hash_edit(&hash_parts(old), &hash_parts(new))
    };
    let base = "http://127.0.0.1:8080/";
    let at = |hash: &str| format!("{base}#{hash}");
    let own = at("/tiles?board=8,1,3,4,0,2,7,6,5&algo=astar");
    // The page's own query again (what it wrote), or another page: nothing to rebuild.
    assert_eq!(hash_edit(&own, &own), HashEdit::Keep);
    assert_eq!(hash_edit(&own, &at("/sudoku?mode=play")), HashEdit::Keep);
    // Another board typed into the address bar, or Back to the page's earlier query.
    let other = at("/tiles?board=1,2,3,4,5,6,7,0,8&algo=astar");
    assert_eq!(hash_edit(&own, &other), HashEdit::Reopen);
    assert_eq!(hash_edit(&other, &own), HashEdit::Reopen);
    assert_eq!(
        hash_edit(&at("/magic?n=4"), &at("/magic?n=5")),
        HashEdit::Reopen
    );
    // A query the page would refuse in part: refused with the reader's own reasons.
    for (edited, reason) in [
        ("/tiles?board=1,2,3&algo=astar", "Found 3 numbers"),
        (
            "/tiles?board=8,1,3,4,0,2,7,6,5&algo=quantum",
            "unknown algorithm “quantum”",
        ),
        (
            "/magic?n=2",
            "order “2”: must be a whole number from 3 to 1,000",
        ),
        ("/sudoku?puzzle=12", "(too few)"),
    ] {
        let (route, pairs) = hash_parts(&at(edited));
        let said = problems(&route, &pairs).expect("the reader refuses it");
        assert!(said.contains(reason), "{edited}: {said}");
        match hash_edit(&own.replace("tiles", &route), &at(edited)) {
            HashEdit::Refuse(why) => {
                assert!(why.contains(reason), "{edited}: {why}");
                assert!(why.starts_with("The edited link was not used"), "{why}");
                assert!(!why.contains("defaults were kept"), "{why}");
            }
            other => panic!("{edited}: {other:?}"),
        }
    }
    assert_eq!(
        hash_parts("http://x/#/ga/sudoku?preset=best&seed=3"),
        ("ga/sudoku".to_string(), pairs("preset=best&seed=3"))
    );
    assert_eq!(hash_parts("http://x/"), (String::new(), Vec::new()));
}
