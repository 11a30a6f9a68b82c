//! What a GA page and the worker say about a GA run: the run to build ([`GaSpec`]) and
//! the view after each slice ([`GaWireView`]), with genomes as plain lists.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::anneal::{SolverConfig, SolverRun};
use crate::engine::ga::sudoku::{Cells, SudokuGa, SudokuPreset};
use crate::engine::ga::{GaConfig, GaView};
use crate::engine::magic::{MagicGa, MagicPreset, PermCrossover};
use crate::engine::race::Race;
use crate::links::anneal::read_anneal;
use crate::links::race_family::read_race;
use crate::model::ga_quiz::{ga_question, pmx_question, GaQuizContext};
use crate::model::quiz::Question;
use serde::{Deserialize, Serialize};

/// The largest magic square a quiz draws (its numbers fit a small board).
const QUIZ_MAGIC_ORDER: usize = 6;

/// A GA run to build: the page's choices and the seed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GaSpec {
    /// A magic square of order `n`.
    Magic {
        /// The preset whose problem is built.
        preset: MagicPreset,
        /// The order.
        n: usize,
        /// The crossover operator.
        crossover: PermCrossover,
        /// The configuration as edited.
        config: GaConfig,
        /// The run's seed.
        seed: u64,
        /// Simulated annealing or hill climbing on the preset's problem instead of the
        /// GA, with these settings as link text ([`crate::links::anneal`]: the page
        /// carries no encoder for the configuration's types).
        #[serde(default)]
        anneal: Option<String>,
    },
    /// A Sudoku puzzle.
    Sudoku {
        /// The preset whose problem is built.
        preset: SudokuPreset,
        /// The puzzle's 81 cells (0 = empty).
        puzzle: Vec<u8>,
        /// The configuration as edited.
        config: GaConfig,
        /// The run's seed.
        seed: u64,
        /// Simulated annealing or hill climbing on the preset's problem instead of the
        /// GA, with these settings as link text ([`crate::links::anneal`]: the page
        /// carries no encoder for the configuration's types).
        #[serde(default)]
        anneal: Option<String>,
    },
    /// A race across solver families, as its link's query text (see
    /// [`crate::links::race_family`]): the page carries no encoder for the race's types.
    Race(String),
}

/// A run of a GA page (a GA, annealing or hill climbing) or a race, as the worker
/// steps it.
#[derive(Clone)]
pub enum GaKind {
    /// A magic-square run.
    Magic(Box<SolverRun<MagicGa>>),
    /// A Sudoku run.
    Sudoku(Box<SolverRun<SudokuGa>>),
    /// A race.
    Race(Box<Race>),
}

/// A run's view as sent to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum GaWireView {
    /// A magic square's (genome: the numbers row by row).
    Magic(GaView<Vec<u32>>),
    /// A Sudoku grid's (genome: the 81 cells, as numbers like a square's, so the page
    /// carries one decoder for both views).
    Sudoku(GaView<Vec<u32>>),
    /// A race, drawn by the worker as markup ([`crate::wire::race_markup::race_html`],
    /// UTF-8): the race page only inserts it, so the page's wasm carries no decoder for
    /// the race's types and no drawing code.
    Race(Vec<u8>),
}

/// The GA `config`, or annealing when `anneal`'s settings are given (or why they are
/// refused).
pub fn solver(config: &GaConfig, anneal: &Option<String>) -> Result<SolverConfig, String> {
    match anneal {
        Some(text) => read_anneal(text).map(SolverConfig::Anneal),
        None => Ok(SolverConfig::Ga(*config)),
    }
}

/// A Sudoku genome as the view's numbers.
fn wide(cells: &Cells) -> Vec<u32> {
    cells.iter().map(|&d| u32::from(d)).collect()
}

/// A Sudoku genome from a view's numbers (see [`cells`]; a number above 9 reads as 9).
pub fn view_cells(list: Vec<u32>) -> Cells {
    let mut cells = [0u8; 81];
    for (cell, d) in cells.iter_mut().zip(list) {
        *cell = d.min(9) as u8;
    }
    cells
}

/// A Sudoku genome from the wire: the 81 cells (a short or long list is cut or padded
/// with empty cells).
pub fn cells(list: Vec<u8>) -> Cells {
    let mut cells = [0u8; 81];
    for (cell, v) in cells.iter_mut().zip(list) {
        *cell = v;
    }
    cells
}

impl GaSpec {
    /// Builds the run, or says why it cannot start.
    pub fn build(&self) -> Result<GaKind, String> {
        let refused = |e: String| format!("The GA could not start: {e}.");
        match self {
            GaSpec::Magic {
                preset,
                n,
                crossover,
                config,
                seed,
                anneal,
            } => {
                let (mut problem, _) = preset.build(*n).map_err(|e| refused(e.to_string()))?;
                problem.crossover = *crossover;
                solver(config, anneal)
                    .map_err(&refused)?
                    .start(problem, *seed)
                    .map(|run| GaKind::Magic(Box::new(run)))
                    .map_err(|e| refused(e.to_string()))
            }
            GaSpec::Sudoku {
                preset,
                puzzle,
                config,
                seed,
                anneal,
            } => {
                let (problem, _) = preset
                    .build(cells(puzzle.clone()))
                    .map_err(|e| refused(e.to_string()))?;
                solver(config, anneal)
                    .map_err(&refused)?
                    .start(problem, *seed)
                    .map(|run| GaKind::Sudoku(Box::new(run)))
                    .map_err(|e| refused(e.to_string()))
            }
            GaSpec::Race(text) => read_race(text)
                .and_then(|spec| Race::new(&spec))
                .map(|race| GaKind::Race(Box::new(race)))
                .map_err(|e| format!("The race could not start: {e}.")),
        }
    }
}

impl GaKind {
    /// The run's view for the page.
    pub fn wire_view(&mut self) -> GaWireView {
        use crate::engine::run::Run;
        match self {
            GaKind::Magic(run) => GaWireView::Magic(run.view()),
            GaKind::Sudoku(run) => GaWireView::Sudoku(run.view().map_genomes(|g| wide(&g))),
            GaKind::Race(race) => {
                let view = race.view();
                GaWireView::Race(
                    crate::wire::race_markup::race_html(race.spec(), &view).into_bytes(),
                )
            }
        }
    }

    /// How the population heatmap's columns read: a GA's population size (`None` for
    /// annealing, whose columns are the best and the current state), and what a row is
    /// called.
    pub fn heat_shape(&self) -> (Option<usize>, &'static str) {
        fn shape<P: crate::engine::ga::Problem>(
            run: &SolverRun<P>,
        ) -> (Option<usize>, &'static str) {
            match run {
                SolverRun::Ga(ga) => (Some(ga.config().population), "Generation"),
                SolverRun::Anneal(_) => (None, "Stage"),
            }
        }
        match self {
            GaKind::Magic(run) => shape(run),
            GaKind::Sudoku(run) => shape(run),
            GaKind::Race(_) => (None, "Round"),
        }
    }

    /// Puts the individual of rank `rank` (0 = best; for annealing 0 is the best state
    /// and 1 the current one) into `view` as the picked one, if there is one.
    pub fn show_picked(&self, view: &mut GaWireView, rank: u32) {
        let at = rank as usize;
        let unit = self.heat_shape().1;
        match (self, view) {
            (GaKind::Magic(run), GaWireView::Magic(v)) => {
                let caption = v.heat.caption(unit, v.counters.generation, rank);
                v.picked = caption.zip(run.ranked(at).map(|(g, _)| g.clone()));
            }
            (GaKind::Sudoku(run), GaWireView::Sudoku(v)) => {
                let caption = v.heat.caption(unit, v.counters.generation, rank);
                v.picked = caption.zip(run.ranked(at).map(|(g, _)| wide(g)));
            }
            _ => {}
        }
    }

    /// The quiz question before the run's next generation (see
    /// [`crate::model::ga_quiz`]), found by breeding a copy; `None` once the run is
    /// over, when there is nothing to ask, or for annealing and races.
    pub fn quiz_question(&self) -> Option<Question> {
        use crate::engine::ga::{Problem, Selection};
        let tournament = |ga_config: &GaConfig| match ga_config.selection {
            Selection::Tournament { k } if k >= 2 => Some(k),
            _ => None,
        };
        match self {
            GaKind::Magic(run) => {
                let SolverRun::Ga(ga) = &**run else {
                    return None;
                };
                let n = ga.problem().n;
                let context = GaQuizContext {
                    objective: ga.problem().objective(),
                    fitness_words: "distances of the row, column and diagonal sums from the magic constant (0 = magic)",
                    tournament: tournament(ga.config()),
                };
                let peek = ga.peek_breed()?;
                // Every third generation, a PMX run asks for a gene its first child got.
                let pmx = (peek.generation % 3 == 0
                    && n <= QUIZ_MAGIC_ORDER
                    && ga.problem().crossover == PermCrossover::Pmx)
                    .then_some(peek.crossing.as_ref())
                    .flatten()
                    .and_then(|(a, b, rng)| {
                        let cut = ga.problem().cuts(&mut rng.clone());
                        let trace = PermCrossover::Pmx.apply(a, b, cut);
                        pmx_question(peek.generation, a, b, &trace)
                    });
                pmx.or_else(|| {
                    ga_question(&peek, &context, |genome| {
                        (n <= QUIZ_MAGIC_ORDER).then(|| genome.iter().map(|&v| v as u8).collect())
                    })
                })
            }
            GaKind::Sudoku(run) => {
                let SolverRun::Ga(ga) = &**run else {
                    return None;
                };
                let context = GaQuizContext {
                    objective: ga.problem().objective(),
                    fitness_words: crate::model::ga_sudoku::fitness_words(
                        ga.problem().parts().fitness,
                    ),
                    tournament: tournament(ga.config()),
                };
                ga_question(&ga.peek_breed()?, &context, |genome| Some(genome.to_vec()))
            }
            GaKind::Race(_) => None,
        }
    }
}
