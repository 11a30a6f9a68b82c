//! The magic-square page's state and pure reducer: the square you play with, the GA's
//! settings, and the run under way.

use crate::app::ga::ga_run::{reduce_ga, GaAction, GaForm, GaRun};
use crate::engine::ga::Problem;
use crate::engine::magic::{magic_constant, MagicGa, MagicPreset, PermCrossover, ORDER};
use crate::engine::rng::Rng;
use std::rc::Rc;
use yew::Reducible;

/// The largest order the page draws cell by cell (larger squares show their numbers
/// only through the fitness and sums).
pub const MAX_DRAWN_ORDER: usize = 30;

/// Everything the magic-square page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct MagicState {
    /// The order n.
    pub n: usize,
    /// The square you play with, row-major.
    pub play: Vec<u32>,
    /// The first cell of a swap, once picked.
    pub selected: Option<usize>,
    /// Swaps made since the last shuffle.
    pub swaps: u32,
    /// The GA preset.
    pub preset: MagicPreset,
    /// The crossover operator.
    pub crossover: PermCrossover,
    /// The configuration and seed.
    pub form: GaForm,
    /// The run: controls, latest view, fitness history.
    pub run: GaRun<Vec<u32>>,
    /// A problem to show (a corrupted link, a run that could not start).
    pub error: Option<String>,
}

/// Everything that can happen on the page.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Change the order (resets the square and the run).
    SetOrder(usize),
    /// Click on a cell: pick it, or swap it with the picked one.
    Pick(usize),
    /// Shuffle the square with this seed.
    Shuffle(u64),
    /// Put 1, 2, …, n² back in order.
    Tidy,
    /// Choose a preset (its configuration replaces the current one).
    SetPreset(MagicPreset),
    /// Choose the crossover operator.
    SetCrossover(PermCrossover),
    /// The form or the run.
    Ga(GaAction<Vec<u32>>),
    /// The order field holds text that is not an order (its error is beside it); runs
    /// wait until it is fixed.
    BadOrder(&'static str),
}

impl MagicState {
    /// A page at order `n` with the `best` preset.
    pub fn new(n: usize) -> Self {
        let n = clamp_order(n);
        let preset = MagicPreset::Best;
        let (crossover, config) = preset_parts(preset, n);
        MagicState {
            n,
            play: (1..=(n * n) as u32).collect(),
            selected: None,
            swaps: 0,
            preset,
            crossover,
            form: GaForm::new(config),
            run: GaRun::default(),
            error: None,
        }
    }

    /// The magic constant n(n²+1)/2.
    pub fn magic(&self) -> u64 {
        magic_constant(self.n)
    }

    /// True if the square you play with is magic.
    pub fn play_solved(&self) -> bool {
        crate::engine::magic::fitness(&self.play, self.n) == 0
    }
}

pub use crate::app::links::magic::preset_parts;

/// The GA problem of an order-`n` square without repair (for random squares and
/// the crossover view).
pub fn square_problem(n: usize, crossover: PermCrossover) -> MagicGa {
    MagicGa {
        n,
        crossover,
        repair_budget: None,
    }
}

/// A preset's label for people.
pub fn preset_label(preset: MagicPreset) -> &'static str {
    match preset {
        MagicPreset::Seed004 => "seed004: the coursework (population 9, one elite)",
        MagicPreset::Best => "best: local-search repair, scales",
    }
}

/// Keeps an order within what the page offers.
pub fn clamp_order(n: usize) -> usize {
    n.clamp(ORDER.min as usize, ORDER.max as usize)
}

impl Reducible for MagicState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        let running = s.run.started();
        match action {
            Action::SetOrder(n) => {
                let n = clamp_order(n);
                s.error = None;
                s.form.mark_field(ORDER.name, true);
                s.n = n;
                s.play = (1..=(n * n) as u32).collect();
                s.selected = None;
                s.swaps = 0;
                s.form.config.population = preset_parts(s.preset, n).1.population;
                s.run.clear();
            }
            Action::Pick(cell) if cell < s.play.len() => match s.selected.take() {
                None => s.selected = Some(cell),
                Some(first) if first == cell => {}
                Some(first) => {
                    s.play.swap(first, cell);
                    s.swaps += 1;
                }
            },
            Action::Pick(_) => return self,
            Action::Shuffle(seed) => {
                let mut rng = Rng::new(seed);
                s.play = square_problem(s.n, s.crossover).random(&mut rng);
                s.selected = None;
                s.swaps = 0;
            }
            Action::Tidy => {
                s.play = (1..=(s.n * s.n) as u32).collect();
                s.selected = None;
                s.swaps = 0;
            }
            Action::SetPreset(preset) if !running => {
                s.preset = preset;
                let (crossover, config) = preset_parts(preset, s.n);
                s.crossover = crossover;
                s.form.reset_config(config);
            }
            Action::SetCrossover(c) if !running => s.crossover = c,
            Action::SetPreset(_) | Action::SetCrossover(_) => return self,
            Action::BadOrder(name) => s.form.mark_field(name, false),
            Action::Ga(action) => {
                if !reduce_ga(&mut s.form, &mut s.run, &mut s.error, action) {
                    return self;
                }
            }
        }
        Rc::new(s)
    }
}
