//! The magic-square page: play it yourself by swapping cells, or watch a GA evolve one,
//! with its fitness chart, the population (when small) and a crossover view.

use super::crossover_view::crossover_panel;
use super::heat_map::{heat_map, paint_heat_map, HeatRefs};
use super::play_bar::play_bar;
use super::population::population_list;
use super::state::{preset_label, Action, MagicState, MAX_DRAWN_ORDER};
use super::url;
use crate::app::browser::{read_hash, write_hash};
use crate::app::forms::select_change;
use crate::app::ga::export::{ga_export, ga_export_buttons};
use crate::app::ga::remote::use_ga_loop;
use crate::app::ga::run_panel::{ga_panel, use_ga_narration, use_ga_teach, GaPanelProps};
use crate::app::persist::{save_magic_game, saved_magic_game};
use crate::app::run::use_page_keys;
use crate::app::widgets::magic_grid::{magic_grid, use_magic_grid, MagicGridProps, SquareCells};
use crate::app::widgets::number_field::{field_change, NumberField, NumberRange};
use crate::app::widgets::population_heatmap::use_ga_heatmap;
use crate::engine::ga::GaView;
use crate::engine::magic::{MagicPreset, PermCrossover, ORDER};
use crate::engine::params::thousands;
use crate::engine::run::RunStatus;
use crate::model::ga_run::GaAction;
use crate::wire::ga_wire::{GaSpec, GaWireView};
use web_sys::KeyboardEvent;
use yew::prelude::*;

/// The status line: what the GA (or the player) is up to.
fn status_line(s: &MagicState) -> String {
    match (&s.run.view, s.run.started()) {
        (Some(view), true) => match view.status {
            RunStatus::Solved => format!("Magic square solved: {}.", view.summary),
            RunStatus::Running if s.run.session.playing => format!("Evolving… {}.", view.summary),
            RunStatus::Running => format!("Paused: {}.", view.summary),
            RunStatus::Stopped(_) => format!("Stopped: {}.", view.summary),
        },
        (None, true) => "Starting…".into(),
        _ if !s.form.ready() => match s.form.over_cap() {
            Some(cap) => format!(
                "Not ready: a population of {} is too large here: {}.",
                thousands(s.form.config.population as u64),
                cap.note
            ),
            None => "Not ready: fix the field marked in red to run.".into(),
        },
        _ if s.n > MAX_DRAWN_ORDER => format!(
            "Ready. An order-{} square is too large to play by hand (shown as a heat map): press Play to evolve one.",
            thousands(s.n as u64)
        ),
        _ if s.play_solved() => format!(
            "Your square is magic (solved): every line adds up to {}.",
            thousands(s.magic())
        ),
        _ => format!(
            "Ready. Swap cells until every line adds up to {}, or press Play to evolve one.",
            thousands(s.magic())
        ),
    }
}

/// Undo and Redo from the keyboard, anywhere on the page but in a text field: Ctrl+Z
/// (⌘Z), and Ctrl+Y or Ctrl+Shift+Z.
fn undo_key(event: &KeyboardEvent) -> Option<Action> {
    if !(event.ctrl_key() || event.meta_key()) {
        return None;
    }
    match (event.key().as_str(), event.shift_key()) {
        ("z" | "Z", false) => Some(Action::Undo),
        ("z" | "Z", true) | ("y" | "Y", false) => Some(Action::Redo),
        _ => None,
    }
}

/// A magic square's view from the worker.
fn magic_view(view: GaWireView) -> Option<GaView<Vec<u32>>> {
    match view {
        GaWireView::Magic(view) => Some(view),
        GaWireView::Sudoku(_) | GaWireView::Race(_) => None,
    }
}

/// The picture the export buttons draw: the square shown (the best of a run, or the
/// one played).
fn square_scene(cells: &SquareCells, n: usize) -> crate::export::Scene {
    crate::export::Scene {
        kind: crate::export::Kind::Magic,
        width: u16::try_from(n).unwrap_or(u16::MAX),
        // A square too wide to draw is refused by its width alone.
        cells: if n <= usize::from(crate::export::MAX_WIDTH) {
            cells.cells().to_vec()
        } else {
            Vec::new()
        },
        marked: Vec::new(),
    }
}

/// A callback that dispatches to the page's reducer.
fn dispatch_of(state: &UseReducerHandle<MagicState>) -> Callback<Action> {
    let state = state.clone();
    Callback::from(move |a: Action| state.dispatch(a))
}

/// The whole magic-square page.
#[hook]
pub fn use_magic_page() -> Html {
    let state = use_reducer(|| url::from_query(&read_hash().1));
    // The crossover panel's draw of cut points (and of random parents before a run).
    let crossover_draw = use_state(|| 1u64);
    let spoken = use_ga_narration(&state.run);
    {
        let query = url::to_query(&state);
        use_effect_with(query, |q| write_hash("magic", q));
    }
    let on_ga = dispatch_of(&state).reform(Action::Ga);
    let heatmap = use_ga_heatmap(
        state.run.live_view().map(|v| &v.heat),
        &on_ga.reform(|(generation, rank)| GaAction::Pick(generation, rank)),
    );
    let teach = use_ga_teach(&state.run, &state.form, &on_ga);
    let spec = GaSpec::Magic {
        preset: state.preset,
        n: state.n,
        crossover: state.crossover,
        config: state.form.config,
        seed: state.form.seed,
        anneal: state.form.anneal.clone(),
    };
    let gif_spec = state.run.started().then(|| spec.clone());
    use_ga_loop(
        &state.run,
        state.form.teach.quiz,
        spec,
        magic_view,
        on_ga.clone(),
    );

    use_page_keys(state.playable(), undo_key, dispatch_of(&state));
    let heat = use_memo((), |_| HeatRefs::default());
    let grid_state = use_magic_grid();

    let n = state.n;
    let running = state.run.started();
    let evolved = state.run.live_view();
    let cells = evolved.map_or_else(
        || SquareCells::Hand(state.play.clone()),
        |v| SquareCells::Best(v.clone()),
    );
    let on_cell = state.playable().then(|| {
        let state = state.clone();
        Callback::from(move |cell| state.dispatch(Action::Pick(cell)))
    });
    // After each change: a large square is painted; the saved game of an order is
    // looked for when the order opens, and from then on the square is saved as it
    // changes.
    {
        let (heat, dispatch) = (heat.clone(), dispatch_of(&state));
        use_effect_with(
            (cells.clone(), state.loaded, state.magic()),
            move |(cells, loaded, magic)| {
                let n = (cells.cells().len() as f64).sqrt() as usize;
                paint_heat_map(&heat, cells.cells(), n, *magic);
                if let SquareCells::Hand(play) = cells {
                    if !loaded {
                        let saved = (n <= MAX_DRAWN_ORDER)
                            .then(|| saved_magic_game(n))
                            .flatten();
                        dispatch.emit(Action::Restore(n, saved));
                    } else if n <= MAX_DRAWN_ORDER {
                        save_magic_game(play);
                    }
                }
            },
        );
    }
    let dispatch = dispatch_of(&state);
    let exporter = crate::app::export::use_exporter();
    let session = &state.run.session;
    let export = ga_export("magic", square_scene(&cells, n), gif_spec, session);
    let picked = state.run.picked().map(|p| p.1);
    let label = match (picked, running) {
        (Some(caption), _) => caption,
        (None, true) => "The best square of the run",
        (None, false) => "Your square: click two cells to swap them",
    };
    html! {
        <section class="magic-page ga-page" aria-labelledby="magic-title">
            <h1 id="magic-title">{ "Magic squares" }</h1>
            <div class="ga-layout">
                <div class="ga-board">
                    <div class="toolbar">
                        <NumberField testid="order" label="Order n " range={NumberRange::Int(ORDER)} value={n as f64}
                            disabled={running} onchange={field_change(dispatch.clone(), NumberRange::Int(ORDER),
                                |v| Action::SetOrder(v as usize), Action::BadOrder)} />
                        <span class="magic-constant" data-testid="magic-constant">
                            { format!("Magic constant M = n(n²+1)/2 = {}", thousands(state.magic())) }
                        </span>
                    </div>
                    if n <= MAX_DRAWN_ORDER {
                        { magic_grid(&MagicGridProps { n, cells, magic: state.magic(), selected: state.selected.filter(|_| !running), on_cell, label: label.into() }, &grid_state) }
                    } else {
                        { heat_map(&heat, cells.cells(), n, state.magic(), if running { label } else { "The square" }) }
                    }
                    if let Some(caption) = picked {
                        <p class="hint" data-testid="picked-individual">{ caption.to_string() }</p>
                    }
                    { crate::app::export::export_bar(&exporter, ga_export_buttons(session), export) }
                    if !running {
                        { play_bar(&state) }
                    }
                </div>
                { ga_panel(GaPanelProps { spoken: spoken.clone(), teach: teach.clone(), heatmap, form: state.form.clone(), run: state.run.clone(), status: status_line(&state).into(),
                    error: state.error.clone(), fitness_label: "Σ|line sum − M| (0 = magic)".into(), on_ga: on_ga.clone(), title: "Evolve one",
                    children: html! { <>
                        <label class="inline">{ "Preset " }
                            <select data-testid="preset" disabled={running} onchange={{
                                let state = state.clone();
                                select_change(MagicPreset::from_name, move |p| state.dispatch(Action::SetPreset(p)))
                            }}>
                                { for MagicPreset::ALL.into_iter().map(|p| html! {
                                    <option value={p.name()} selected={p == state.preset}>{ preset_label(p) }</option>
                                }) }
                            </select>
                        </label>
                        <label class="inline">{ "Crossover " }
                            <select data-testid="crossover" disabled={running} onchange={{
                                let state = state.clone();
                                select_change(PermCrossover::from_name, move |c| state.dispatch(Action::SetCrossover(c)))
                            }}>
                                { for PermCrossover::ALL.into_iter().map(|c| html! {
                                    <option value={c.name()} selected={c == state.crossover}>{ c.label() }</option>
                                }) }
                            </select>
                        </label>
                </> } }) }
            </div>
            // Annealing has no population and no crossover to show.
            if state.form.anneal.is_none() {
                if let Some((v, population)) = evolved.and_then(|v| Some((v, v.population.as_ref()?))) {
                    { population_list(v.counters.generation, population) }
                }
                { crossover_panel(n, state.crossover,
                    evolved.and_then(|v| v.population.as_ref().filter(|p| p.len() >= 2).map(|p| (p[0].0.clone(), p[1].0.clone()))),
                    &crossover_draw) }
            }
        </section>
    }
}
