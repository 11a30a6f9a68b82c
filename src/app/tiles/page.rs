//! The tile page: lays out the board, the inputs and the solver panel, and wires hooks.

use super::distance_readout::{distance_readout, use_distance_readout};
use super::heuristic_view::heuristic_view;
use super::input_panel::{input_panel, InputPanelProps};
use super::keys::use_play_keys;
use super::optimal_panel::{optimal_panel, use_optimal_panel};
use super::solver_panel::{solver_panel, use_search_teach, SolverPanelProps};
use super::state::{Action, Progress, Sample, TilesState};
use super::url;
use crate::app::browser::{read_hash, write_hash};
use crate::app::forms::select_change;
use crate::app::run::{use_timeline_loop, LoopOptions, LoopReport, TimelinePlan};
use crate::app::widgets::tile_board::TileBoard;
use crate::engine::tiles::run::{TileRun, TileView};
use crate::engine::tiles::{GoalKind, Move, Shape};
use crate::export::name::{file_name, gif_range};
use crate::export::{Format, Frames, Scene};
use crate::model::pacing::slides_at;
use gloo::timers::callback::Interval;
use std::cell::RefCell;
use std::rc::Rc;
use yew::prelude::*;

/// Expansions per call to `step` inside a frame; the clock is read between calls.
const CHUNK: u64 = 256;
/// Milliseconds between boards when the solution plays back.
const PLAYBACK_MS: u32 = 450;
/// A pointer must travel this far (CSS px) to count as a swipe rather than a tap.
const SWIPE_PX: i32 = 30;

/// The whole tile page.
#[hook]
pub fn use_tiles_page() -> Html {
    let state = use_reducer(|| {
        let mut state = url::from_query(&read_hash().1);
        state.history = crate::app::persist::restore_tile_history(&state.board);
        state
    });
    crate::app::persist::use_save_tile_game(&state.board, &state.history);
    use_solver_loop(&state);
    use_play_keys(state.clone());
    use_playback_timer(&state);
    let readout = use_distance_readout(&state);
    let optimal = use_optimal_panel(&state);
    let teach = use_search_teach(&state);
    let narration = state.session.as_ref().map_or("", |s| s.narration.as_str());
    let spoken = crate::app::run::use_live_narration(narration, !state.run.playing);
    {
        let query = url::to_query(&state);
        use_effect_with(query, |query| write_hash("tiles", query));
    }

    let dispatch = |action: Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action.clone()))
    };
    let swipe = use_swipe(state.clone());
    let on_cell = {
        let state = state.clone();
        let gesture = swipe.2.clone();
        Callback::from(move |cell: usize| {
            if std::mem::take(&mut gesture.borrow_mut().was_swipe) {
                return;
            }
            if let Some(mv) = state.board.move_for_cell(cell) {
                state.dispatch(Action::Play(mv));
            }
        })
    };
    let searching = state.session.is_some();
    // Slide for moves by hand, single steps and solution playback; jump while a search
    // changes the board faster than a slide takes.
    let slide = state
        .session
        .as_ref()
        .is_none_or(|s| s.solution.is_some() || !state.run.playing || slides_at(state.rate()));
    let shown = state.shown_board();
    let goal = state.goal();
    let solved_by_player = !searching && state.is_solved() && !state.history.is_empty();
    let shape = state.shape();
    let goal_kind = state.goal_choice.kind();
    let exporter = crate::app::export::use_exporter();

    html! {
        <section class="tiles-page" aria-labelledby="tiles-title">
            <h1 id="tiles-title" class="visually-hidden">{ "Sliding-tile puzzle" }</h1>
            <div class="play-column">
                <div class="toolbar" role="toolbar" aria-label="Puzzle size and goal">
                    <div class="segmented" role="radiogroup" aria-label="Board size">
                        { for [Shape::EIGHT, Shape::FIFTEEN, Shape::TWENTY_FOUR].into_iter().map(|s| html! {
                            <button type="button" role="radio" aria-checked={(s == shape).to_string()}
                                class={classes!((s == shape).then_some("active"))}
                                data-testid={format!("size-{}", s.cols())}
                                title={format!("{} ({s})", s.puzzle_name())}
                                onclick={dispatch(Action::SetShape(s))}>
                                { s.puzzle_name() }
                            </button>
                        }) }
                    </div>
                    <label class="inline">
                        <span class="visually-hidden">{ "Board shape, rows × columns" }</span>
                        <select data-testid="shape" title="Board shape, rows × columns" onchange={{
                            let state = state.clone();
                            select_change(|v| v.parse::<Shape>().ok(), move |s| state.dispatch(Action::SetShape(s)))
                        }}>
                            { for Shape::all().into_iter().map(|s| html! {
                                <option value={s.name()} selected={s == shape}>{ s.to_string() }</option>
                            }) }
                        </select>
                    </label>
                    <label class="inline">
                        <span class="visually-hidden">{ "Goal" }</span>
                        <select data-testid="goal-kind" title="Goal: blank last (1 2 … 0) or blank first (0 1 2 …)" onchange={{
                            let state = state.clone();
                            select_change(GoalKind::from_name, move |k| state.dispatch(Action::SetGoalKind(k)))
                        }}>
                            <option value="blank-last" selected={goal_kind == Some(GoalKind::BlankLast)}>{ "Goal 1 2 … 0" }</option>
                            <option value="blank-first" selected={goal_kind == Some(GoalKind::BlankFirst)}>{ "Goal 0 1 2 …" }</option>
                            if goal_kind.is_none() {
                                <option value="custom" selected=true disabled=true>{ "Custom goal" }</option>
                            }
                        </select>
                    </label>
                </div>
                <div class="board-wrap" onpointerdown={swipe.0} onpointerup={swipe.1}>
                    <TileBoard board={shown} goal={Some(goal.clone())} slide={slide}
                        on_cell={(!searching).then_some(on_cell)}
                        solved={solved_by_player || state.session.as_ref().is_some_and(|s| s.solution.as_ref().is_some_and(|p| p.len() == s.playback + 1))}
                        label={if searching { "Board under search" } else { "Your board: click a tile next to the gap, or use the arrow keys" }} />
                </div>
                { crate::app::export::export_bar(&exporter, crate::app::export::ALL, export_make(&state)) }
                <div class="play-bar">
                    <span class="moves" data-testid="move-counter" aria-live="polite">
                        { format!("Moves: {}", state.history.len()) }
                    </span>
                    <button type="button" data-testid="undo" disabled={state.history.is_empty() || searching}
                        onclick={dispatch(Action::Undo)} title="Undo (U or Ctrl+Z)">{ "↶ Undo" }</button>
                    if solved_by_player {
                        <span class="solved-banner" data-testid="solved-banner" role="status">
                            { format!("Solved! {} moves.", state.history.len()) }
                        </span>
                    }
                </div>
                { distance_readout(&state, &readout) }
                if shape == Shape::EIGHT {
                    { heuristic_view(&state.shown_board(), &goal) }
                }
            </div>
            { solver_panel(&SolverPanelProps { state: state.clone(), spoken, teach }) }
            { optimal_panel(&state, &optimal) }
            // After the solver on a phone, so the board and Play share one screen.
            <div class="input-column">
                <p class="hint" data-testid="tile-legend">{ "Light tiles are already in their goal place; a dashed outline marks the tiles that can slide." }</p>
                <p class="hint">{ "Arrow keys slide a tile into the gap; on touch screens, tap or swipe a tile. Keys for the solver: P play/pause, S or PageDown step, B or PageUp step back, R reset (back to playing by hand). While a solution is shown, → and ← (or a clicker's PageDown and PageUp) step through it." }</p>
                { input_panel(&InputPanelProps { state: state.clone() }) }
            </div>
        </section>
    }
}

/// What the export buttons draw: the board shown, or the search's boards from the
/// timeline's range (or its start) to the step shown.
fn export_make(state: &TilesState) -> crate::app::export::Make {
    let (shown, goal, config) = (state.shown_board(), state.goal(), state.config());
    let start = state.session.as_ref().map(|s| s.start.clone());
    let (step, playback) = (state.run.work_done, state.run.playback);
    Rc::new(move |format| {
        // Playing by hand, an animation is the one board shown.
        let Some(start) = start.clone().filter(|_| format == Format::Gif) else {
            let scene = Scene::tiles(&shown, Some(&goal));
            let name = file_name("tiles", "step", step, step, format);
            return Some((name, Frames::Scenes(vec![scene])));
        };
        let (from, to) = gif_range(playback.from, playback.to, step);
        let frames = Frames::TileSearch {
            start,
            goal: goal.clone(),
            config,
            from,
            to,
        };
        Some((file_name("tiles", "step", from, to, format), frames))
    })
}

/// Bytes all of a search's timeline copies may hold together. IDA* and depth-first
/// copies are a path (a few KB), so they get checkpoints all the way; best-first search
/// and BFS are not copied (see [`crate::engine::search::Stepper::fork`]): a seek back
/// rebuilds them and replays from the start.
const SEARCH_COPY_BYTES: u64 = 64 << 20;

/// Steps the search with the shared run loop while the session wants steps, within
/// the time budget, keeping timeline checkpoints within [`SEARCH_COPY_BYTES`].
#[hook]
fn use_solver_loop(state: &UseReducerHandle<TilesState>) {
    let start = state.session.as_ref().map(|s| s.start.clone());
    let (goal, config) = (state.goal(), state.config());
    let options = LoopOptions {
        make: Rc::new(move || {
            let start = start.as_ref().ok_or("no board to search from")?;
            TileRun::new(start, &goal, config).map_err(|e| e.to_string())
        }),
        chunk: CHUNK,
        probe: Some(|run: &TileRun| Sample::from(&run.stepper().counters())),
        max_ms: Some(state.max_seconds * 1000.0),
    };
    let on_report = {
        let state = state.clone();
        Callback::from(move |report: LoopReport<TileView, Sample>| match report {
            LoopReport::Slice(slice) => {
                state.dispatch(Action::Progress(Box::new(Progress::from(slice))))
            }
            LoopReport::Act(action) => state.dispatch(Action::Control(action)),
        })
    };
    let plan = TimelinePlan {
        max_bytes: SEARCH_COPY_BYTES,
        ..TimelinePlan::default()
    };
    use_timeline_loop(&state.run, options, plan, on_report);
}

/// Auto-advances solution playback while it is running.
#[hook]
fn use_playback_timer(state: &UseReducerHandle<TilesState>) {
    let running = state.session.as_ref().is_some_and(|s| s.playback_running);
    let state = state.clone();
    use_effect_with(running, move |&running| {
        let interval = running
            .then(|| Interval::new(PLAYBACK_MS, move || state.dispatch(Action::PlaybackTick)));
        move || drop(interval)
    });
}

/// Where a pointer went down, and whether the gesture that just ended was a swipe
/// (whose trailing click must not also move a tile).
#[derive(Default)]
struct Gesture {
    origin: Option<(i32, i32)>,
    was_swipe: bool,
}

/// Pointer handlers that turn a swipe over the board into a move, and a filter for the
/// click that follows a swipe.
#[hook]
fn use_swipe(
    state: UseReducerHandle<TilesState>,
) -> (
    Callback<PointerEvent>,
    Callback<PointerEvent>,
    Rc<RefCell<Gesture>>,
) {
    let gesture = use_mut_ref(Gesture::default);
    let down = {
        let gesture = gesture.clone();
        Callback::from(move |e: PointerEvent| {
            *gesture.borrow_mut() = Gesture {
                origin: Some((e.client_x(), e.client_y())),
                was_swipe: false,
            };
        })
    };
    let up = {
        let gesture = gesture.clone();
        Callback::from(move |e: PointerEvent| {
            let mut g = gesture.borrow_mut();
            let Some((x, y)) = g.origin.take() else {
                return;
            };
            let (dx, dy) = (e.client_x() - x, e.client_y() - y);
            if dx.abs().max(dy.abs()) < SWIPE_PX {
                return;
            }
            g.was_swipe = true;
            // A tile slides the way of the swipe, so the blank goes the other way.
            let mv = if dx.abs() > dy.abs() {
                if dx > 0 {
                    Move::Left
                } else {
                    Move::Right
                }
            } else if dy > 0 {
                Move::Up
            } else {
                Move::Down
            };
            state.dispatch(Action::Play(mv));
        })
    };
    (down, up, gesture)
}
