//! The links of issue 16's teaching features read back as written: the tile page's
//! solution move (only with its step), the race's y axis and DFS depth.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::links::query::{parse_query, to_query_string};
use puzzle_lab::links::race::RaceLink;
use puzzle_lab::links::tiles::TilesLink;

#[test]
fn a_tile_link_keeps_the_solution_move_with_its_step() {
    let (link, message) = TilesLink::read(&parse_query("board=1,3,6,5,2,0,4,7,8&step=9&move=3"));
    assert_eq!(message, None);
    assert_eq!((link.step, link.solution_move), (Some(9), Some(3)));
    let again = TilesLink::read(&parse_query(&to_query_string(&link.query())));
    assert_eq!(again, (link, None));
    let (alone, message) = TilesLink::read(&parse_query("move=3"));
    assert_eq!(message, None);
    assert_eq!(
        alone.solution_move, None,
        "a move without a step means nothing"
    );
    let (_, bad) = TilesLink::read(&parse_query("step=9&move=-1"));
    assert!(bad.expect("refused").contains("move"));
}

#[test]
fn a_race_link_keeps_its_axis_and_depth_and_names_a_bad_axis() {
    let (link, message) = RaceLink::read(&parse_query(
        "racers=dfs:manhattan,astar:manhattan&y=linear&depth=12",
    ));
    assert_eq!(message, None);
    assert_eq!((link.log_y, link.depth_limit), (Some(false), Some(12)));
    let again = RaceLink::read(&parse_query(&to_query_string(&link.query())));
    assert_eq!(again, (link, None));
    let (link, message) = RaceLink::read(&parse_query("y=sideways&speed=10"));
    assert!(message.expect("refused").contains("sideways"));
    assert_eq!((link.log_y, link.speed), (None, Some(10)));
}
