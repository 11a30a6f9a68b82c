//! Readers of the Sudoku replies' types: grids, levels, solution counts, hints and
//! drawn logic paths.

use super::{Reader, Wire};
use crate::engine::sudoku::logic::{Candidate, DrawnPath, DrawnStep, HintStep, Level, PlayHint};
use crate::engine::sudoku::{Grid, SolutionCount};

impl Wire for Grid {
    /// The 81-character line.
    fn read(r: &mut Reader<'_>) -> Grid {
        let grid = Grid::parse(&r.read::<String>()).ok();
        r.or_fail(grid, Grid::empty())
    }
}

impl Wire for Level {
    fn read(r: &mut Reader<'_>) -> Level {
        r.unit(
            Level::Easy,
            &[
                Level::Easy,
                Level::Medium,
                Level::Hard,
                Level::Expert,
                Level::Extreme,
            ],
        )
    }
}

impl Wire for SolutionCount {
    fn read(r: &mut Reader<'_>) -> SolutionCount {
        match r.variant() {
            0 => SolutionCount::None,
            1 => SolutionCount::One(r.read()),
            2 => SolutionCount::Many,
            _ => r.or_fail(None, SolutionCount::None),
        }
    }
}

impl Wire for PlayHint {
    fn read(r: &mut Reader<'_>) -> PlayHint {
        match r.variant() {
            0 => PlayHint::Mistake {
                message: r.read(),
                cell: r.read(),
            },
            1 => PlayHint::Step(r.read()),
            _ => {
                r.or_fail(None, ());
                PlayHint::Step(r.read())
            }
        }
    }
}

impl Wire for HintStep {
    fn read(r: &mut Reader<'_>) -> HintStep {
        HintStep {
            nudge: r.read(),
            words: r.read(),
            pattern: r.read(),
            // Candidates travel packed, as `cell | digit << 8`.
            placement: r.read::<Option<u16>>().map(Candidate::from_packed),
            eliminations: r
                .read::<Vec<u16>>()
                .into_iter()
                .map(Candidate::from_packed)
                .collect(),
            sentence: r.read(),
        }
    }
}

impl Wire for DrawnPath {
    fn read(r: &mut Reader<'_>) -> DrawnPath {
        DrawnPath {
            start: r.read(),
            steps: r.read(),
            rating: r.read(),
        }
    }
}

impl Wire for DrawnStep {
    fn read(r: &mut Reader<'_>) -> DrawnStep {
        DrawnStep {
            words: r.read(),
            sentence: r.read(),
            what: r.read(),
            overlay: r.read(),
            cells: r.read(),
            choices: r.read(),
        }
    }
}
