//! The Sudoku GA page's state and pure reducer: the puzzle, the preset and its
//! parameters, and the run under way.

use crate::engine::ga::sudoku::{Cells, SudokuFitness, SudokuPreset};
use crate::engine::sudoku::presets::seed_presets;
use crate::engine::sudoku::Grid;
use crate::model::ga_run::{reduce_ga, GaAction, GaForm, GaRun};
use crate::model::run_session::RunSession;
use std::rc::Rc;

use crate::links::ga_sudoku::GaSudokuLink;
pub use crate::links::ga_sudoku::{preset_config, seed_grid};
use crate::links::sudoku::read_puzzle_noted;

/// Everything the Sudoku GA page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SudokuGaState {
    /// The puzzle (0 = empty).
    pub puzzle: Cells,
    /// The coursework grid it came from, or `None` for a pasted one.
    pub puzzle_name: Option<String>,
    /// The text in the paste box.
    pub puzzle_text: String,
    /// The preset.
    pub preset: SudokuPreset,
    /// The configuration and seed.
    pub form: GaForm,
    /// The run: controls, latest view, fitness history.
    pub run: GaRun<Cells>,
    /// A problem to show (a bad grid, a corrupted link, a run that could not start).
    pub error: Option<String>,
    /// What reading the pasted grid noticed (symbols read as empty, a title skipped).
    pub note: Option<String>,
}

/// Everything that can happen on the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Choose one of the coursework's grids by name.
    ChoosePuzzle(String),
    /// The paste box's text changed.
    EditText(String),
    /// Use the pasted grid (any format the parser reads).
    ApplyText,
    /// Choose a preset (its configuration replaces the current one).
    SetPreset(SudokuPreset),
    /// The form or the run.
    Ga(GaAction<Cells>),
}

/// What the preset's fitness measures, for the chart's title.
pub fn fitness_label(preset: SudokuPreset) -> &'static str {
    fitness_words(preset.parts().fitness)
}

/// What a Sudoku fitness measures, in words.
pub fn fitness_words(fitness: SudokuFitness) -> &'static str {
    match fitness {
        SudokuFitness::Duplicates => "duplicates in rows, columns and boxes (0 = solved)",
        SudokuFitness::Unique => "digits unique in their unit (243 = solved)",
        SudokuFitness::Sums => "units whose sum is not 45",
        SudokuFitness::Conflicts => "column and box conflicts (0 = solved)",
    }
}

/// A preset's label for people.
pub fn preset_label(preset: SudokuPreset) -> &'static str {
    match preset {
        SudokuPreset::Seed000 => "seed000: truncation, restarts, stop at fitness < 4",
        SudokuPreset::Seed001 => "seed001: 20% elite, 4-way tournament, adaptive mutation",
        SudokuPreset::Seed002 => "seed002: sums of 45, best kept, worst replaced",
        SudokuPreset::Best => "best: row permutations + local search",
    }
}

impl SudokuGaState {
    /// The first coursework grid with the `best` preset.
    pub fn new() -> Self {
        let (puzzle, puzzle_name) = GaSudokuLink::default_puzzle();
        let preset = GaSudokuLink::DEFAULT_PRESET;
        SudokuGaState {
            puzzle,
            puzzle_name,
            puzzle_text: Grid::from_cells(&puzzle).map_or_else(String::new, |g| g.to_line()),
            preset,
            form: GaForm::new(preset_config(preset, puzzle)),
            run: GaRun {
                session: RunSession::new(GaSudokuLink::DEFAULT_SPEED),
                ..GaRun::default()
            },
            error: None,
            note: None,
        }
    }

    /// Sets a new puzzle: the run is discarded, the preset's limits kept.
    pub fn set_puzzle(&mut self, puzzle: Cells, name: Option<String>) {
        self.puzzle = puzzle;
        self.puzzle_name = name;
        if let Some(g) = Grid::from_cells(&puzzle) {
            self.puzzle_text = g.to_line();
        }
        self.error = None;
        self.note = None;
        self.run.clear();
    }
}

impl Default for SudokuGaState {
    fn default() -> Self {
        SudokuGaState::new()
    }
}

impl SudokuGaState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        let running = s.run.started();
        match action {
            Action::ChoosePuzzle(_) | Action::ApplyText if running => return self,
            Action::ChoosePuzzle(name) => match seed_grid(&name) {
                Some(grid) => s.set_puzzle(*grid.cells(), Some(name)),
                None => s.error = Some(format!("There is no coursework grid named “{name}”.")),
            },
            Action::EditText(text) => s.puzzle_text = text,
            Action::ApplyText => match read_puzzle_noted(&s.puzzle_text) {
                Ok((grid, note)) => {
                    let name = seed_presets()
                        .into_iter()
                        .find(|c| c.grid == grid)
                        .map(|c| c.name);
                    s.set_puzzle(*grid.cells(), name);
                    s.note = note;
                }
                // The reader's sentences already say what is wrong ("Could not read the
                // grid: …", "This puzzle has no solution: r1c9 …").
                Err(e) => s.error = Some(e),
            },
            Action::SetPreset(preset) if !running => {
                s.preset = preset;
                s.form.reset_config(preset_config(preset, s.puzzle));
            }
            Action::SetPreset(_) => return self,
            Action::Ga(action) => {
                if !reduce_ga(&mut s.form, &mut s.run, &mut s.error, action) {
                    return self;
                }
            }
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::run_session::RunAction;

    fn page() -> Rc<SudokuGaState> {
        Rc::new(SudokuGaState::new())
    }

    /// The coursework's second grid, by name.
    fn second() -> (String, Grid) {
        let case = seed_presets().into_iter().nth(1).expect("two grids");
        (case.name, case.grid)
    }

    fn play() -> Action {
        Action::Ga(GaAction::Run(RunAction::Play))
    }

    #[test]
    fn a_coursework_grid_is_chosen_by_name() {
        let (name, grid) = second();
        let s = page().apply(Action::ChoosePuzzle(name.clone()));
        assert_eq!(s.puzzle, *grid.cells());
        assert_eq!(s.puzzle_name.as_deref(), Some(name.as_str()));
        assert_eq!(s.puzzle_text, grid.to_line(), "the paste box shows it");
        let s = s.apply(Action::ChoosePuzzle("grid99".into()));
        let why = s.error.clone().expect("no such grid");
        assert!(why.contains("grid99"), "{why}");
        assert_eq!(s.puzzle, *grid.cells(), "the puzzle stays");
    }

    #[test]
    fn a_pasted_grid_is_read_and_recognised() {
        let (name, grid) = second();
        let s = page()
            .apply(Action::EditText(grid.to_line()))
            .apply(Action::ApplyText);
        assert_eq!(
            s.puzzle_name.as_deref(),
            Some(name.as_str()),
            "it is a coursework grid"
        );
        let mut cells = *grid.cells();
        let given = cells.iter().position(|&d| d != 0).expect("a given");
        cells[given] = 0;
        let text = Grid::from_cells(&cells).expect("a grid").to_line();
        let s = s.apply(Action::EditText(text)).apply(Action::ApplyText);
        assert_eq!((s.puzzle, s.puzzle_name.clone()), (cells, None));
        assert_eq!(s.error, None);
    }

    #[test]
    fn a_grid_that_cannot_be_used_keeps_the_puzzle_and_the_text() {
        let before = page();
        let s = before
            .clone()
            .apply(Action::EditText("12345".into()))
            .apply(Action::ApplyText);
        let why = s.error.clone().expect("too short");
        assert!(why.starts_with("Could not read the grid"), "{why}");
        assert_eq!((s.puzzle, s.puzzle_text.as_str()), (before.puzzle, "12345"));
        // Two 5s in the first row.
        let clash = format!("55{}", "0".repeat(79));
        let s = s.apply(Action::EditText(clash)).apply(Action::ApplyText);
        assert!(
            s.error.as_deref().is_some_and(|e| e.contains("contradict")),
            "{:?}",
            s.error
        );
        assert_eq!(s.puzzle, before.puzzle);
        let s = s.apply(Action::ChoosePuzzle(second().0));
        assert_eq!(s.error, None, "a good puzzle clears the complaint");
    }

    #[test]
    fn the_puzzle_and_preset_are_locked_while_a_run_exists() {
        let s = page().apply(play());
        assert!(s.run.started());
        for action in [
            Action::ChoosePuzzle(second().0),
            Action::ApplyText,
            Action::SetPreset(SudokuPreset::Seed000),
        ] {
            let same = s.clone().apply(action);
            assert!(Rc::ptr_eq(&s, &same));
        }
        let s = s.apply(Action::EditText("typing".into()));
        assert_eq!(
            s.puzzle_text, "typing",
            "the paste box can be edited meanwhile"
        );
        let s = s.apply(Action::Ga(GaAction::Run(RunAction::Reset)));
        let s = s.apply(Action::ChoosePuzzle(second().0));
        assert_eq!(s.puzzle, *second().1.cells());
    }

    #[test]
    fn a_preset_brings_its_configuration_for_the_puzzle() {
        for preset in SudokuPreset::ALL {
            let s = page().apply(Action::SetPreset(preset));
            assert_eq!(s.preset, preset);
            assert_eq!(s.form.config, preset_config(preset, s.puzzle));
            assert!(!fitness_label(preset).is_empty() && !preset_label(preset).is_empty());
        }
    }

    #[test]
    fn a_new_puzzle_discards_the_run() {
        let mut s = (*page().apply(play())).clone();
        s.note = Some("old note".into());
        s.set_puzzle(*second().1.cells(), None);
        assert!(!s.run.started() && s.note.is_none());
        assert_eq!(s.puzzle_text, second().1.to_line());
    }
}
