//! How the 15 tiles are split into patterns, and the reflection about the main
//! diagonal that gives a second, different estimate from the same tables.
//!
//! Everything here is for the blank-first goal `0 1 2 … 15`, where tile `t` belongs in
//! cell `t`; [`super::Pdb`] maps the blank-last goal onto it.

use super::index::CELLS;

/// The most patterns a partition may have.
pub const MAX_GROUPS: usize = 4;

/// The largest pattern the builder accepts (16!/9! entries is over 57 million).
pub const MAX_GROUP_TILES: usize = 7;

/// The splits [`Partition::named`] knows, the default first.
pub const NAMED_SPLITS: [&str; 2] = ["6-6-3", "7-7-1"];

/// A split of the tiles 1..=15 into disjoint patterns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Partition {
    groups: Vec<Vec<u8>>,
    /// `group_of[t]`: the pattern tile `t` belongs to (unused for the blank).
    group_of: [u8; CELLS],
}

/// The cell mirrored about the main diagonal: row and column swap.
#[inline]
pub fn reflect_cell(cell: u8) -> u8 {
    (cell % 4) * 4 + cell / 4
}

impl Partition {
    /// Korf and Felner's 6-6-3 split for the blank in the top-left corner: the two
    /// 6-tile halves of the top three rows (`1 4 5 8 9 12` on the left with tile 12
    /// below, `2 3 6 7 10 11` on the right), and the bottom row's `13 14 15`. Mirrored
    /// about the diagonal it becomes the top and bottom halves and the right column, a
    /// different split, so the mirrored lookup adds information. (Of the splits tried,
    /// this one needed the fewest nodes on Korf's instances: 2.5 times fewer than
    /// `1 2 3` with the two lower halves.)
    pub fn six_six_three() -> Partition {
        Partition::new(vec![
            vec![1, 4, 5, 8, 9, 12],
            vec![2, 3, 6, 7, 10, 11],
            vec![13, 14, 15],
        ])
        .expect("the 6-6-3 split is valid")
    }

    /// A 7-7-1 split for the blank in the top-left corner: the top seven tiles
    /// `1 … 7`, the bottom seven but tile 12 (`8 9 10 11 13 14 15`), and tile 12 alone
    /// (its table is its Manhattan distance). Each 7-tile table has 57,657,600 entries,
    /// so the split takes 115 MB, and about 450 MB while it is built. On Korf's 100,
    /// IDA\* generates about 4.5 times fewer nodes with it than with
    /// [`Partition::six_six_three`] (99 k per instance against 445 k). Of the tiles 8 to
    /// 15 left alone beside the top seven, 12 needed the fewest nodes; the others needed
    /// 114 k to 218 k.
    pub fn seven_seven_one() -> Partition {
        Partition::new(vec![
            vec![1, 2, 3, 4, 5, 6, 7],
            vec![8, 9, 10, 11, 13, 14, 15],
            vec![12],
        ])
        .expect("the 7-7-1 split is valid")
    }

    /// The split called `name`: one of [`NAMED_SPLITS`].
    ///
    /// ```
    /// use puzzle_lab::engine::tiles::pdb::Partition;
    /// assert_eq!(Partition::named("7-7-1").unwrap().name(), "7-7-1");
    /// assert!(Partition::named("8-7").unwrap_err().contains("6-6-3, 7-7-1"));
    /// ```
    pub fn named(name: &str) -> Result<Partition, String> {
        match name {
            "6-6-3" => Ok(Partition::six_six_three()),
            "7-7-1" => Ok(Partition::seven_seven_one()),
            _ => Err(format!(
                "unknown pattern-database split \"{name}\"; use one of {}",
                NAMED_SPLITS.join(", ")
            )),
        }
    }

    /// A partition from its groups of tiles; every tile 1..=15 exactly once, at most
    /// [`MAX_GROUPS`] groups of at most [`MAX_GROUP_TILES`] tiles.
    pub fn new(groups: Vec<Vec<u8>>) -> Result<Partition, String> {
        if groups.is_empty() || groups.len() > MAX_GROUPS {
            return Err(format!(
                "a partition has 1 to {MAX_GROUPS} groups, not {}",
                groups.len()
            ));
        }
        let mut group_of = [u8::MAX; CELLS];
        for (g, group) in groups.iter().enumerate() {
            if group.is_empty() || group.len() > MAX_GROUP_TILES {
                return Err(format!(
                    "group {} has {} tiles; 1 to {MAX_GROUP_TILES} are allowed",
                    g + 1,
                    group.len()
                ));
            }
            for &t in group {
                if t == 0 || usize::from(t) >= CELLS {
                    return Err(format!("tile {t} is not one of 1..15"));
                }
                if group_of[usize::from(t)] != u8::MAX {
                    return Err(format!("tile {t} is in two groups"));
                }
                group_of[usize::from(t)] = g as u8;
            }
        }
        if let Some(t) = (1..CELLS).find(|&t| group_of[t] == u8::MAX) {
            return Err(format!("tile {t} is in no group"));
        }
        Ok(Partition { groups, group_of })
    }

    /// The groups, each a list of tiles.
    pub fn groups(&self) -> &[Vec<u8>] {
        &self.groups
    }

    /// The group of tile `t` (1..=15).
    #[inline]
    pub fn group_of(&self, t: u8) -> usize {
        usize::from(self.group_of[usize::from(t & 15)])
    }

    /// A short description such as `6-6-3`.
    pub fn name(&self) -> String {
        self.groups
            .iter()
            .map(|g| g.len().to_string())
            .collect::<Vec<_>>()
            .join("-")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_partitions_are_refused_with_the_reason() {
        assert!(Partition::new(vec![(1..8).collect(), (8..15).collect()])
            .unwrap_err()
            .contains("tile 15 is in no group"));
        assert!(Partition::new(vec![vec![1, 1]])
            .unwrap_err()
            .contains("two groups"));
        assert!(Partition::new(vec![vec![0]])
            .unwrap_err()
            .contains("tile 0"));
        assert!(Partition::new(vec![(1..16).collect()])
            .unwrap_err()
            .contains("1 to 7"));
        assert_eq!(Partition::six_six_three().name(), "6-6-3");
    }

    #[test]
    fn every_named_split_is_a_partition_of_that_name() {
        for name in NAMED_SPLITS {
            assert_eq!(Partition::named(name).unwrap().name(), name);
        }
        let sizes: Vec<usize> = Partition::seven_seven_one()
            .groups()
            .iter()
            .map(Vec::len)
            .collect();
        assert_eq!(sizes, [7, 7, 1]);
        assert!(Partition::named("").is_err());
    }

    #[test]
    fn reflection_is_an_involution_fixing_the_diagonal() {
        for c in 0..16 {
            assert_eq!(reflect_cell(reflect_cell(c)), c);
        }
        assert_eq!(reflect_cell(1), 4);
        assert_eq!(reflect_cell(5), 5);
    }
}
