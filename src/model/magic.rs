//! The magic-square page's state and pure reducer: the square you play with, the GA's
//! settings, and the run under way.

use crate::engine::ga::Problem;
use crate::engine::magic::{
    magic_constant, magic_population_note, max_magic_population, HandSquare, MagicGa, MagicPreset,
    PermCrossover, MAX_HAND_ORDER, ORDER,
};
use crate::engine::rng::Rng;
use crate::model::ga_run::{reduce_ga, GaAction, GaForm, GaRun, PopulationCap};
use std::rc::Rc;

/// The largest order the page draws cell by cell, to play by hand (larger squares are
/// drawn as a heat map).
pub const MAX_DRAWN_ORDER: usize = MAX_HAND_ORDER;

/// Everything the magic-square page shows.
#[derive(Clone, Debug, PartialEq)]
pub struct MagicState {
    /// The order n.
    pub n: usize,
    /// The square you play with, its swaps and what Undo/Redo can do.
    pub play: Rc<HandSquare>,
    /// The first cell of a swap, once picked.
    pub selected: Option<usize>,
    /// True once the saved game of this order has been looked for (before that,
    /// nothing is saved, so a fresh square cannot overwrite it).
    pub loaded: bool,
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
    /// Shuffle the square with this seed (the page asks first if a game is in
    /// progress).
    Shuffle(u64),
    /// Put 1, 2, …, n² back in order (the page asks first if a game is in progress).
    Tidy,
    /// Take back the last swap.
    Undo,
    /// Make the last undone swap again.
    Redo,
    /// The saved game of order n (if any), looked for when the order opens; it is put
    /// back unless a game was started meanwhile.
    Restore(usize, Option<HandSquare>),
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
        let mut form = GaForm::new(config);
        form.population_cap = Some(population_cap(n));
        MagicState {
            n,
            play: Rc::new(HandSquare::tidy(n)),
            selected: None,
            loaded: false,
            preset,
            crossover,
            form,
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
        self.play.solved()
    }

    /// True while the square can be played by hand (no run, drawn cell by cell).
    pub fn playable(&self) -> bool {
        !self.run.started() && self.n <= MAX_DRAWN_ORDER
    }

    /// Lays out a new square of this order (the game in progress is replaced).
    fn replace(&mut self, cells: Vec<u32>) {
        self.play = Rc::new(HandSquare::fresh(self.n, cells));
        self.selected = None;
    }
}

/// The population cap at order `n`: population × n² genes at most.
pub fn population_cap(n: usize) -> PopulationCap {
    PopulationCap {
        max: max_magic_population(n),
        note: magic_population_note(n),
    }
}

pub use crate::links::magic::preset_parts;

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

impl MagicState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut s = (*self).clone();
        let running = s.run.started();
        match action {
            Action::SetOrder(n) => {
                let n = clamp_order(n);
                s.error = None;
                s.form.mark_field(ORDER.name, true);
                if n != s.n {
                    s.n = n;
                    s.play = Rc::new(HandSquare::tidy(n));
                    s.loaded = false;
                }
                s.selected = None;
                s.form.config.population = preset_parts(s.preset, n).1.population;
                s.form.population_cap = Some(population_cap(n));
                s.run.clear();
            }
            Action::Restore(n, saved) => {
                if n != s.n || s.loaded {
                    return self;
                }
                s.loaded = true;
                if let Some(game) = saved.filter(|g| g.n() == n && !s.play.in_progress()) {
                    s.play = Rc::new(game);
                }
            }
            Action::Pick(cell) if cell < s.play.cells().len() && s.playable() => {
                match s.selected.take() {
                    None => s.selected = Some(cell),
                    Some(first) if first == cell => {}
                    Some(first) => {
                        Rc::make_mut(&mut s.play).swap(first, cell);
                    }
                }
            }
            Action::Pick(_) => return self,
            Action::Undo | Action::Redo if s.playable() => {
                let play = Rc::make_mut(&mut s.play);
                let done = if action == Action::Undo {
                    play.undo()
                } else {
                    play.redo()
                };
                if !done {
                    return self;
                }
                s.selected = None;
            }
            Action::Undo | Action::Redo => return self,
            Action::Shuffle(seed) => {
                let cells = square_problem(s.n, s.crossover).random(&mut Rng::new(seed));
                s.replace(cells);
            }
            Action::Tidy => s.replace((1..=(s.n * s.n) as u32).collect()),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::run_session::RunAction;

    fn page(n: usize) -> Rc<MagicState> {
        Rc::new(MagicState::new(n))
    }

    fn run(action: RunAction) -> Action {
        Action::Ga(GaAction::Run(action))
    }

    #[test]
    fn the_order_stays_in_range_and_brings_its_own_population() {
        assert_eq!(page(1).n, ORDER.min as usize);
        let s = page(3).apply(Action::SetOrder(usize::MAX));
        assert_eq!(s.n, ORDER.max as usize);
        let s = page(3).apply(Action::SetOrder(6));
        assert_eq!(s.n, 6);
        assert_eq!(*s.play, HandSquare::tidy(6), "a new order starts tidy");
        assert_eq!(s.magic(), 6 * (36 + 1) / 2);
        assert_eq!(
            s.form.config.population,
            preset_parts(s.preset, 6).1.population
        );
        assert_eq!(s.form.population_cap, Some(population_cap(6)));
        assert!(!s.loaded, "the new order's saved game is looked for");
    }

    #[test]
    fn two_picks_swap_two_cells_and_undo_takes_it_back() {
        let s = page(3).apply(Action::Pick(0));
        assert_eq!(s.selected, Some(0));
        let s = s.apply(Action::Pick(8));
        assert_eq!(s.selected, None);
        assert_eq!((s.play.cells()[0], s.play.cells()[8]), (9, 1));
        let again = s.clone().apply(Action::Pick(4)).apply(Action::Pick(4));
        assert_eq!(again.selected, None, "picking a cell twice lets go of it");
        assert_eq!(again.play, s.play);
        let outside = s.clone().apply(Action::Pick(9));
        assert!(Rc::ptr_eq(&s, &outside), "no tenth cell on a 3×3 square");
        let s = s.apply(Action::Undo);
        assert_eq!(*s.play.cells(), *HandSquare::tidy(3).cells());
        let s = s.apply(Action::Redo);
        assert_eq!(s.play.cells()[0], 9);
        let nothing = s.clone().apply(Action::Redo);
        assert!(Rc::ptr_eq(&s, &nothing), "nothing to redo");
    }

    #[test]
    fn the_square_is_not_played_by_hand_during_a_run_or_when_too_big() {
        let s = page(3).apply(run(RunAction::Step(1)));
        assert!(s.run.started() && !s.playable());
        for action in [Action::Pick(0), Action::Undo] {
            let same = s.clone().apply(action);
            assert!(Rc::ptr_eq(&s, &same));
        }
        let big = page(MAX_DRAWN_ORDER + 1);
        assert!(!big.playable());
        let same = big.clone().apply(Action::Pick(0));
        assert!(Rc::ptr_eq(&big, &same));
    }

    #[test]
    fn a_saved_game_comes_back_once_unless_a_game_was_started() {
        let mut saved = HandSquare::tidy(4);
        assert!(saved.swap(0, 15));
        let s = page(4).apply(Action::Restore(3, Some(saved.clone())));
        assert!(!s.loaded, "another order's answer");
        let s = s.apply(Action::Restore(4, Some(saved.clone())));
        assert!(s.loaded);
        assert_eq!(*s.play, saved);
        let later = s
            .clone()
            .apply(Action::Restore(4, Some(HandSquare::tidy(4))));
        assert!(Rc::ptr_eq(&s, &later), "looked for once per order");
        let playing = page(4).apply(Action::Pick(1)).apply(Action::Pick(2));
        let s = playing.apply(Action::Restore(4, Some(saved)));
        assert!(s.loaded);
        assert_eq!(s.play.cells()[1], 3, "the game started meanwhile is kept");
    }

    #[test]
    fn a_shuffle_lays_out_every_number_once_and_tidy_puts_them_back() {
        let s = page(5).apply(Action::Pick(3)).apply(Action::Shuffle(7));
        assert_eq!(s.selected, None);
        let mut cells = s.play.cells().to_vec();
        assert_ne!(cells, HandSquare::tidy(5).cells(), "shuffled");
        assert!(!s.play.in_progress(), "no swap made yet");
        let same_seed = page(5).apply(Action::Shuffle(7));
        assert_eq!(s.play.cells(), same_seed.play.cells());
        cells.sort_unstable();
        assert_eq!(cells, (1..=25).collect::<Vec<u32>>());
        let s = s.apply(Action::Tidy);
        assert_eq!(s.play.cells(), HandSquare::tidy(5).cells());
    }

    #[test]
    fn a_preset_or_crossover_changes_only_between_runs() {
        let s = page(4).apply(Action::SetPreset(MagicPreset::Seed004));
        let (crossover, config) = preset_parts(MagicPreset::Seed004, 4);
        assert_eq!((s.crossover, &s.form.config), (crossover, &config));
        let other = PermCrossover::ALL
            .into_iter()
            .find(|&c| c != s.crossover)
            .expect("two operators");
        let s = s.apply(Action::SetCrossover(other));
        assert_eq!(s.crossover, other);
        let s = s.apply(run(RunAction::Play));
        for action in [
            Action::SetPreset(MagicPreset::Best),
            Action::SetCrossover(crossover),
        ] {
            let same = s.clone().apply(action);
            assert!(Rc::ptr_eq(&s, &same), "locked while the run exists");
        }
    }

    #[test]
    fn a_bad_order_field_holds_runs_until_an_order_is_set() {
        let s = page(3).apply(Action::BadOrder(ORDER.name));
        assert!(!s.form.ready());
        let same = s.clone().apply(run(RunAction::Play));
        assert!(Rc::ptr_eq(&s, &same) && !same.run.started());
        let s = s.apply(Action::SetOrder(4)).apply(run(RunAction::Play));
        assert!(s.run.started());
    }
}
