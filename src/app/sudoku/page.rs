//! The Sudoku page (`#/sudoku`): play, watch the CSP solver, or compare configurations.

use super::cells::{play_cells, ring_offered, solver_cells};
use super::keys::{keys_help, use_play_keys};
use super::logic::LogicAction;
use super::logic_board::{logic_cells, logic_overlay};
use super::logic_panel::use_logic_panel;
use super::play_panel::{play_panel, PlayPanelProps};
use super::puzzle_panel::{puzzle_panel, use_puzzle_choices};
use super::solve::DepthSample;
use super::solve_panel::{solve_panel, SolvePanelProps};
use super::state::{Action, Mode, SudokuState};
use super::url;
use crate::app::browser::{read_hash, write_hash};
use crate::app::persist::{sudoku_games, use_save_sudoku_game};
use crate::app::run::{use_run_keys, use_timeline_loop, LoopOptions, LoopReport, TimelinePlan};
use crate::app::teach::{use_teach_panel, TeachPanelProps};
use crate::app::widgets::sudoku_grid::{sudoku_grid, use_sudoku_grid, CellView, SudokuGridProps};
use crate::engine::run::Run;
use crate::engine::sudoku::csp::{CspSolver, CspView, Human};
use crate::engine::sudoku::logic::{Replay, ReplayView};
use crate::engine::teach::csp_code;
use gloo::timers::callback::Interval;
use std::rc::Rc;
use yew::prelude::*;

/// Solver units per `step` call inside a frame.
const CHUNK: u64 = 32;

/// The whole Sudoku page.
#[hook]
pub fn use_sudoku_page() -> Html {
    let state = use_reducer(|| {
        let mut state = url::from_query(&read_hash().1);
        // The puzzle's saved game goes on, and says where the puzzle came from.
        if let Some(game) = sudoku_games().find(&state.puzzle) {
            state.play.resume(game);
            if !game.source.is_empty() {
                state.source = game.source.clone();
            }
        }
        state
    });
    use_save_sudoku_game(&state.play, &state.source);
    super::coach::use_coach(&state);
    use_resume_on_open(&state);
    let controls = use_node_ref();
    let dispatch = {
        let state = state.clone();
        Callback::from(move |a: Action| state.dispatch(a))
    };
    use_solver_loop(&state);
    use_logic_loop(&state);
    let puzzle_choices = use_puzzle_choices(&state);
    let solve_spoken =
        crate::app::run::use_live_narration(&state.solve.narration, !state.solve.session.playing);
    use_play_keys(state.mode == Mode::Play, dispatch.clone());
    use_run_keys(
        state.mode == Mode::Solve && state.solve.trace.runnable(),
        1,
        dispatch.reform(Action::Run),
    );
    use_run_keys(
        state.mode == Mode::Logic && state.logic.path.is_some(),
        1,
        dispatch.reform(|a| Action::Logic(LogicAction::Run(a))),
    );
    use_play_timer(&state);
    {
        let query = url::to_query(&state);
        use_effect_with(query, |query| write_hash("sudoku", query));
    }
    let send = |action: Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action.clone()))
    };
    let (cells, label) = match state.mode {
        Mode::Play => (
            play_cells(&state.play),
            "Your grid: choose a cell, then type or tap a digit",
        ),
        Mode::Logic => (
            logic_cells(&state.puzzle, state.logic.shown.as_ref()),
            "The logic view's grid: the step on show is drawn over it and explained beside it",
        ),
        _ => {
            let mut cells = solver_cells(&state.puzzle, state.solve.shown.as_ref());
            if let Some(q) = state.solve.quiz_question().filter(|_| state.teach.quiz) {
                ring_offered(&mut cells, &q.cells);
            }
            (
                cells,
                "The solver's grid: each empty cell shows its remaining candidates",
            )
        }
    };
    let on_select = (state.mode == Mode::Play).then(|| dispatch.reform(Action::Select));
    let selected = (state.mode == Mode::Play)
        .then_some(state.play.selected)
        .flatten();
    let grid = use_sudoku_grid(selected, &on_select);
    let logic_panel = use_logic_panel(&state, state.mode == Mode::Logic);
    let teach = use_teach_panel(
        TeachPanelProps {
            code: csp_code(state.solve.config),
            current: state.solve.line,
            note: teach_note(&state),
            mode: state.teach,
            on_mode: dispatch.reform(Action::SetTeach),
            quiz: true,
        },
        state.mode == Mode::Solve,
    );
    let exporter = crate::app::export::use_exporter();
    let export = grid_export(&cells, &state);
    html! {
        <section class="sudoku-page" aria-labelledby="sudoku-title">
            <div class="sudoku-head">
            <h1 id="sudoku-title">{ "Sudoku" }</h1>
            <div class="segmented" role="tablist" aria-label="Mode">
                { for Mode::ALL.into_iter().map(|m| html! {
                    <button type="button" role="tab" aria-selected={(m == state.mode).to_string()}
                        class={classes!((m == state.mode).then_some("active"))}
                        data-testid={format!("mode-{}", m.name())} onclick={send(Action::SetMode(m))}>
                        { m.label() }
                    </button>
                }) }
            </div>
            </div>
            if let Some(message) = &state.error {
                <p class="error" data-testid="error" role="alert">{ message.clone() }</p>
            }
            if let Some(note) = &state.note {
                <p class="note" data-testid="puzzle-note" role="status">{ note.clone() }</p>
            }
            if state.keys_help && state.mode == Mode::Play {
                { keys_help() }
            }
            <div class="sudoku-layout">
                <div class="grid-column">
                    <button type="button" class="skip-link" data-testid="skip-to-controls" onclick={{
                        let controls = controls.clone();
                        move |_| if let Some(el) = controls.cast::<web_sys::HtmlElement>() { let _ = el.focus(); }
                    }}>{ "Skip the grid: go to the controls" }</button>
                    { sudoku_grid(SudokuGridProps { cells, selected, on_select, label: label.into(), children: html! {
                        if let Some(step) = state.logic.shown.as_ref().and_then(|v| v.step()).filter(|_| state.mode == Mode::Logic) {
                            { logic_overlay(step) }
                        }
                    } }, &grid) }
                    { crate::app::export::export_bar(&exporter, if state.mode == Mode::Solve { crate::app::export::ALL } else { crate::app::export::PICTURES }, export) }
                </div>
                <div class="side-column" id="sudoku-controls" tabindex="-1" ref={controls}
                    role="region" aria-label="Controls">
                    { teach }
                    { match state.mode {
                        Mode::Play => play_panel(&PlayPanelProps { state: state.clone() }),
                        Mode::Solve => solve_panel(&SolvePanelProps { state: state.clone(), spoken: solve_spoken }),
                        Mode::Compare => html! { <super::compare::ComparePanel state={state.clone()} /> },
                        Mode::Logic => logic_panel,
                    } }
                </div>
            </div>
            { puzzle_panel(&state, &puzzle_choices) }
        </section>
    }
}

/// What the export buttons draw: the grid shown (givens apart from the digits placed),
/// or as a GIF the solver's run over its timeline.
fn grid_export(cells: &[CellView], state: &SudokuState) -> crate::app::export::Make {
    use crate::export::{name::file_name, name::gif_range, Format, Frames, Scene};
    let digits: Vec<u8> = cells.iter().map(|c| c.digit).collect();
    let scene = Scene::sudoku(&digits, state.puzzle.cells());
    let (puzzle, config) = (state.puzzle, state.solve.config);
    let session = &state.solve.session;
    let (step, playback, started) = (session.work_done, session.playback, session.started);
    let solving = state.mode == Mode::Solve;
    Rc::new(move |format| {
        // An animation replays the solver's run (in the worker) over the timeline's
        // range, or from its start to the step shown.
        if format == Format::Gif && solving && started {
            let (from, to) = gif_range(playback.from, playback.to, step);
            let frames = Frames::SudokuRun {
                puzzle,
                config,
                from,
                to,
            };
            return Some((file_name("sudoku", "step", from, to, format), frames));
        }
        let name = file_name("sudoku", "step", step, step, format);
        Some((name, Frames::Scenes(vec![scene.clone()])))
    })
}

/// Which orderings and inference the run uses, for the pseudocode's select, order and
/// propagate lines.
fn teach_note(state: &SudokuState) -> Option<AttrValue> {
    let c = state.solve.config;
    Some(
        format!(
            "This run: variables by {}, values by {}, inference: {}, propagation: {}.",
            c.var.title(),
            c.val.title(),
            c.inference.title(),
            c.propagation().title(),
        )
        .into(),
    )
}

/// Steps the CSP solver with the shared run loop while solve mode wants steps. A human
/// level's solver replays the worker's trace (the technique engine stays there).
#[hook]
fn use_solver_loop(state: &UseReducerHandle<SudokuState>) {
    let (puzzle, config) = (state.puzzle, state.solve.config);
    let trace = state.solve.trace.ready();
    let options = LoopOptions {
        make: Rc::new(move || {
            let built = match (&trace, config.human) {
                (_, Human::None) => CspSolver::new(&puzzle, config),
                (Some(t), _) => CspSolver::replaying(&puzzle, config, t.clone()),
                (None, _) => return Err("the human propagation is not prepared yet".into()),
            };
            built.map_err(|conflicts| {
                let list: Vec<String> = conflicts.iter().map(|c| c.to_string()).collect();
                format!("the givens contradict each other: {}", list.join("; "))
            })
        }),
        chunk: CHUNK,
        probe: Some(|solver: &CspSolver| -> DepthSample {
            (solver.work_done(), solver.counters().depth)
        }),
        max_ms: None,
    };
    let on_report = {
        let state = state.clone();
        Callback::from(
            move |report: LoopReport<CspView, DepthSample>| match report {
                LoopReport::Slice(slice) => state.dispatch(Action::Slice(slice)),
                LoopReport::Act(action) => state.dispatch(Action::Run(action)),
            },
        )
    };
    use_timeline_loop(
        &state.solve.session,
        options,
        TimelinePlan::default(),
        on_report,
    );
}

/// Replays the logic path with the shared run loop and timeline, once the worker has
/// sent it.
#[hook]
fn use_logic_loop(state: &UseReducerHandle<SudokuState>) {
    let path = state.logic.path.clone();
    let options = LoopOptions {
        make: Rc::new(move || match &path {
            Some(p) => Ok(Replay::new(p.drawn.clone())),
            None => Err("the logic path has not come yet".into()),
        }),
        chunk: 1,
        probe: None,
        max_ms: None,
    };
    let on_report = {
        let state = state.clone();
        Callback::from(move |report: LoopReport<ReplayView, ()>| {
            state.dispatch(Action::Logic(match report {
                LoopReport::Slice(slice) => LogicAction::Slice(Box::new(slice)),
                LoopReport::Act(action) => LogicAction::Run(action),
            }))
        })
    };
    use_timeline_loop(
        &state.logic.session,
        options,
        TimelinePlan::default(),
        on_report,
    );
}

/// When another puzzle opens (a preset, a generated one, a paste, a game picked under
/// My games), its saved game goes on, if it has one.
#[hook]
fn use_resume_on_open(state: &UseReducerHandle<SudokuState>) {
    let first = use_mut_ref(|| true);
    let dispatcher = state.dispatcher();
    use_effect_with(state.puzzle, move |puzzle| {
        // The first puzzle's game was taken when the page opened.
        if !std::mem::replace(&mut *first.borrow_mut(), false) {
            if let Some(game) = sudoku_games().find(puzzle).filter(|g| g.is_started()) {
                dispatcher.dispatch(Action::Resume(game.clone()));
            }
        }
    });
}

/// Counts the seconds played while a game is open and unsolved.
#[hook]
fn use_play_timer(state: &UseReducerHandle<SudokuState>) {
    let ticking = state.mode == Mode::Play && !state.play.is_solved();
    let state = state.clone();
    use_effect_with(ticking, move |&ticking| {
        let interval = ticking.then(|| Interval::new(1000, move || state.dispatch(Action::Tick)));
        move || drop(interval)
    });
}
