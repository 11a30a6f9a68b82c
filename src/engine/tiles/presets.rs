//! The coursework's named 15-puzzle boards, bundled with the app (a copy of the `tiles`
//! lines of `shared/data/seed_cases.txt`; a test keeps the two in step).

use super::Case;
use super::{parse_board, Shape};

const SEED_TILES: &str = include_str!("seed_tiles.txt");

/// A named board with its optimal cost as the coursework states it.
#[derive(Clone, Debug, PartialEq)]
pub struct Preset {
    /// The coursework's name, e.g. `start23`.
    pub name: &'static str,
    /// The optimal cost stated in the coursework.
    pub cost: u32,
    /// The board, for the goal `1 … 15 0`.
    pub case: Case,
}

impl Preset {
    /// A label for menus, e.g. `start23 (23 moves)`.
    pub fn label(&self) -> String {
        let plural = if self.cost == 1 { "" } else { "s" };
        format!("{} ({} move{plural})", self.name, self.cost)
    }
}

/// Every bundled preset, in file order.
pub fn seed_presets() -> Vec<Preset> {
    SEED_TILES
        .lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            if words.next()? != "tiles" {
                return None;
            }
            let name = words.next()?;
            let cost = words.next()?.parse().ok()?;
            let tiles: Vec<&str> = words.collect();
            let start = parse_board(&tiles.join(" "), Some(Shape::FIFTEEN)).ok()?;
            Some(Preset {
                name,
                cost,
                case: Case {
                    name: name.to_string(),
                    start,
                },
            })
        })
        .collect()
}

/// The preset called `name`.
pub fn seed_preset(name: &str) -> Option<Preset> {
    seed_presets().into_iter().find(|p| p.name == name)
}

/// 8-puzzle boards for the goal `1 … 8 0`, with their optimal costs (checked by a
/// test): two short ones, two middling ones and the two hardest (31 moves).
const EIGHT: [(&str, u32, &str); 6] = [
    ("eight7", 7, "1 3 6 5 2 0 4 7 8"),
    ("eight14", 14, "8 1 3 4 0 2 7 6 5"),
    ("eight20", 20, "7 2 4 5 0 6 8 3 1"),
    ("eight22", 22, "3 1 2 6 4 5 0 7 8"),
    ("eight31a", 31, "8 6 7 2 5 4 3 0 1"),
    ("eight31b", 31, "6 4 7 8 5 0 3 2 1"),
];

/// The bundled 8-puzzle boards, shortest first.
pub fn eight_presets() -> Vec<Preset> {
    EIGHT
        .iter()
        .filter_map(|&(name, cost, tiles)| {
            Some(Preset {
                name,
                cost,
                case: Case {
                    name: name.to_string(),
                    start: parse_board(tiles, Some(Shape::EIGHT)).ok()?,
                },
            })
        })
        .collect()
}

/// The 8-puzzle or 15-puzzle preset called `name`.
pub fn any_preset(name: &str) -> Option<Preset> {
    eight_presets()
        .into_iter()
        .chain(seed_presets())
        .find(|p| p.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_twelve_parse() {
        let presets = seed_presets();
        assert_eq!(presets.len(), 12);
        assert_eq!(seed_preset("start37_2").unwrap().cost, 37);
        assert_eq!(seed_preset("start1").unwrap().label(), "start1 (1 move)");
        assert_eq!(seed_preset("start9").unwrap().label(), "start9 (9 moves)");
    }

    #[test]
    fn the_eight_puzzle_presets_cost_what_they_say() {
        use crate::engine::search::run_to_end;
        use crate::engine::tiles::heuristics::Heuristic;
        use crate::engine::tiles::solve::{solver, Algorithm, SolveConfig};
        use crate::engine::tiles::GoalKind;
        let presets = eight_presets();
        assert_eq!(presets.len(), EIGHT.len(), "every board parses");
        let goal = GoalKind::BlankLast.board(3);
        for p in presets {
            let config = SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan);
            let mut s = solver(&p.case.start, &goal, config).expect(p.name);
            run_to_end(s.as_mut(), 100_000);
            let moves = s.solution().expect(p.name).len() - 1;
            assert_eq!(moves as u32, p.cost, "{}", p.name);
            assert_eq!(any_preset(p.name).map(|q| q.cost), Some(p.cost));
        }
        assert!(any_preset("start37_1").is_some());
    }
}
