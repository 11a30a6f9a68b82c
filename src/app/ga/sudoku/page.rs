//! The Sudoku GA page: choose a puzzle and a preset, edit any parameter, and watch the
//! population evolve, with the best grid's conflicts highlighted.

use super::state::{fitness_label, preset_label, Action, SudokuGaState};
use super::url;
use crate::app::browser::{read_hash, write_hash};
use crate::app::forms::select_change;
use crate::app::ga::export::{ga_export, ga_export_buttons};
use crate::app::ga::remote::use_ga_loop;
use crate::app::ga::run_panel::{ga_panel, use_ga_narration, use_ga_teach, GaPanelProps};
use crate::app::widgets::population_heatmap::use_ga_heatmap;
use crate::app::widgets::sudoku_grid::{
    flag, sudoku_grid, use_sudoku_grid, CellView, SudokuGridProps,
};
use crate::engine::ga::sudoku::{Cells, SudokuGa, SudokuPreset};
use crate::engine::ga::GaView;
use crate::engine::run::RunStatus;
use crate::engine::sudoku::presets::seed_presets;
use crate::model::ga_run::GaAction;
use crate::wire::ga_wire::{view_cells, GaSpec, GaWireView};
use std::rc::Rc;
use yew::prelude::*;

/// The route of this page.
pub const ROUTE: &str = "ga/sudoku";

/// The cells to draw: the best grid (or the puzzle), givens bold, conflicts marked.
fn cell_views(puzzle: &Cells, shown: &Cells) -> Rc<Vec<CellView>> {
    let conflicts = SudokuGa::conflicts(shown);
    Rc::new(
        (0..81)
            .map(|i| CellView {
                digit: shown[i],
                flags: if puzzle[i] != 0 { flag::GIVEN } else { 0 }
                    | if conflicts.contains(&i) {
                        flag::CONFLICT
                    } else {
                        0
                    },
                ..CellView::default()
            })
            .collect(),
    )
}

/// A Sudoku grid's view from the worker.
fn sudoku_view(view: GaWireView) -> Option<GaView<Cells>> {
    match view {
        GaWireView::Sudoku(view) => Some(view.map_genomes(view_cells)),
        GaWireView::Magic(_) | GaWireView::Race(_) => None,
    }
}

/// The status line.
fn status_line(s: &SudokuGaState) -> String {
    match (s.run.live_view(), s.run.started()) {
        (Some(view), _) => match view.status {
            RunStatus::Solved => format!("Solved: {}.", view.summary),
            RunStatus::Running if s.run.session.playing => format!("Evolving… {}.", view.summary),
            RunStatus::Running => format!("Paused: {}.", view.summary),
            RunStatus::Stopped(_) => format!("Stopped: {}.", view.summary),
        },
        (None, true) => "Starting…".into(),
        (None, false) => match s.form.solver() {
            "ga" => format!(
                "Ready: press Play to evolve with the {} preset.",
                s.preset.name()
            ),
            "hill" => {
                "Ready: press Play to climb from a random grid (rows kept as permutations).".into()
            }
            _ => {
                "Ready: press Play to anneal from a random grid (rows kept as permutations).".into()
            }
        },
    }
}

/// The whole page.
#[hook]
pub fn use_sudoku_ga_page() -> Html {
    let state = use_reducer(|| url::from_query(&read_hash().1));
    let spoken = use_ga_narration(&state.run);
    {
        let query = url::to_query(&state);
        use_effect_with(query, |q| write_hash(ROUTE, q));
    }
    let on_ga = {
        let state = state.clone();
        Callback::from(move |a| state.dispatch(Action::Ga(a)))
    };
    let teach = use_ga_teach(&state.run, &state.form, &on_ga);
    let heatmap = use_ga_heatmap(
        state.run.live_view().map(|v| &v.heat),
        &on_ga.reform(|(generation, rank)| GaAction::Pick(generation, rank)),
    );
    let spec = GaSpec::Sudoku {
        preset: state.preset,
        puzzle: state.puzzle.to_vec(),
        config: state.form.config,
        seed: state.form.seed,
        anneal: state.form.anneal.clone(),
    };
    let gif_spec = state.run.started().then(|| spec.clone());
    use_ga_loop(
        &state.run,
        state.form.teach.quiz,
        spec,
        sudoku_view,
        on_ga.clone(),
    );

    let grid = use_sudoku_grid(None, &None);
    let running = state.run.started();
    let evolved = state.run.live_view();
    let picked = state.run.picked();
    let shown = picked
        .as_ref()
        .map(|p| *p.0)
        .or(evolved.map(|v| v.best.0))
        .unwrap_or(state.puzzle);
    let cells = cell_views(&state.puzzle, &shown);
    let conflicts = evolved.map(|_| SudokuGa::conflicts(&shown).len());
    let dispatch = |action: Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action.clone()))
    };
    let on_text = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.dispatch(Action::EditText(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            ))
        })
    };
    let presets = seed_presets();
    let exporter = crate::app::export::use_exporter();
    let session = &state.run.session;
    let scene = crate::export::Scene::sudoku(&shown, &state.puzzle);
    let export = ga_export("ga-sudoku", scene, gif_spec, session);
    html! {
        <section class="ga-sudoku-page ga-page" aria-labelledby="ga-sudoku-title">
            <h1 id="ga-sudoku-title">{ "Sudoku by genetic algorithm" }</h1>
            <div class="ga-layout">
                <div class="ga-board ga-grid-wrap">
                    <div class="toolbar">
                        <label class="inline">{ "Puzzle " }
                            <select data-testid="puzzle" disabled={running} onchange={{
                                let state = state.clone();
                                select_change(|v| Some(v.to_string()), move |name| state.dispatch(Action::ChoosePuzzle(name)))
                            }}>
                                { for presets.iter().map(|c| html! {
                                    <option value={c.name.clone()} selected={state.puzzle_name.as_deref() == Some(c.name.as_str())}>{ c.name.clone() }</option>
                                }) }
                                if state.puzzle_name.is_none() {
                                    <option value="" selected=true disabled=true>{ "pasted grid" }</option>
                                }
                            </select>
                        </label>
                    </div>
                    { sudoku_grid(SudokuGridProps { cells, selected: None, on_select: None, children: html! {},
                        label: (if running { "The grid shown; conflicting cells are marked" } else { "The puzzle" }).into() }, &grid) }
                    if let Some((_, caption)) = picked {
                        <p class="hint" data-testid="picked-individual">{ caption.to_string() }</p>
                    }
                    { crate::app::export::export_bar(&exporter, ga_export_buttons(session), export) }
                    if let Some(k) = conflicts {
                        <p class="hint" data-testid="conflict-count">{ format!("{k} cells in conflict (marked) in the grid shown.") }</p>
                    }
                    <details class="paste-grid">
                        <summary>{ "Paste a grid" }</summary>
                        <textarea data-testid="grid-input" rows="4" aria-label="A Sudoku grid: 81 digits, 0 or . for empty, in any layout"
                            value={state.puzzle_text.clone()} oninput={on_text} disabled={running} />
                        <button type="button" data-testid="apply-grid" onclick={dispatch(Action::ApplyText)} disabled={running}>{ "Use this grid" }</button>
                        if let Some(note) = &state.note {
                            <p class="hint" data-testid="grid-note" role="status">{ note.clone() }</p>
                        }
                    </details>
                </div>
                { ga_panel(GaPanelProps { spoken: spoken.clone(), teach: teach.clone(), heatmap, form: state.form.clone(), run: state.run.clone(), status: status_line(&state).into(),
                    error: state.error.clone(), fitness_label: fitness_label(state.preset).into(), on_ga: on_ga.clone(), title: "",
                    children: html! { <>
                        <label class="inline">{ "Preset " }
                            <select data-testid="preset" disabled={running} onchange={{
                                let state = state.clone();
                                select_change(SudokuPreset::from_name, move |p| state.dispatch(Action::SetPreset(p)))
                            }}>
                                { for SudokuPreset::ALL.into_iter().map(|p| html! {
                                    <option value={p.name()} selected={p == state.preset}>{ preset_label(p) }</option>
                                }) }
                            </select>
                        </label>
                </> } }) }
            </div>
        </section>
    }
}
