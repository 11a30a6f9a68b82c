//! The coursework's named 15-puzzle boards, bundled with the app (a copy of the `tiles`
//! lines of `shared/data/seed_cases.txt`; a test keeps the two in step).

use super::parse_board;
use super::Case;

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
            let start = parse_board(&tiles.join(" "), Some(4)).ok()?;
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
}
