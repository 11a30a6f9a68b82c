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
    match preset.parts().fitness {
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
