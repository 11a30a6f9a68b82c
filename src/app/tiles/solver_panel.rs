//! The solver panel: algorithm and heuristic, run controls, live numbers, narration,
//! the frontier chart and solution playback.

use super::distance_readout::lower_bound;
use super::frontier_list::frontier_list;
use super::narrate::number;
use super::state::{Action, SolveSession, TilesState};
use crate::app::deceptive::bounds::bound_list;
use crate::app::forms::select_change;
use crate::app::run::{live_narration, run_controls, timeline_bar};
use crate::app::teach::{use_teach_panel, TeachPanelProps};
use crate::app::widgets::frontier::frontier_chart;
use crate::app::widgets::memory::cap_field;
use crate::app::widgets::number_field::{number_field, NumberRange};
use crate::app::widgets::quiz::quiz_panel;
use crate::app::widgets::stat::{count, stat};
use crate::engine::params::thousands;
use crate::engine::search::{RunStatus, StopReason};
use crate::engine::teach::{search_code, search_note};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::{describe_budget, DEPTH_LIMIT, TIME_BUDGET, WEIGHT};
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{Goal, Packed};
use yew::prelude::*;

/// Properties of [`solver_panel`].
#[derive(Properties, PartialEq)]
pub struct SolverPanelProps {
    /// The page state.
    pub state: UseReducerHandle<TilesState>,
    /// What the live region says now (the page's
    /// [`use_live_narration`](crate::app::run::use_live_narration) of the run's
    /// narration).
    pub spoken: String,
    /// The teaching panel ([`use_search_teach`]).
    pub teach: Html,
}

/// The teaching switch and panel for the page's algorithm: its pseudocode with the
/// line of the latest step. The tile page calls it unconditionally.
#[hook]
pub fn use_search_teach(state: &UseReducerHandle<TilesState>) -> Html {
    let on_mode = {
        let state = state.clone();
        Callback::from(move |m| state.dispatch(Action::SetTeach(m)))
    };
    let bound = state.session.as_ref().and_then(|s| s.counters.bound);
    let props = TeachPanelProps {
        code: search_code(state.algorithm, bound).code(),
        current: state.session.as_ref().and_then(|s| s.line),
        note: search_note(state.algorithm).map(AttrValue::from),
        mode: state.teach,
        on_mode,
        quiz: true,
    };
    use_teach_panel(props, true)
}

/// The status line for people (and tests): what the solver is up to.
fn status_line(state: &TilesState) -> String {
    let label = state.algorithm.label();
    let with = if state.algorithm.uses_heuristic() {
        format!("{label} with {}", state.heuristic.label())
    } else {
        label.to_string()
    };
    match &state.session {
        None if state.is_solved() && !state.history.is_empty() => {
            format!("You solved it in {} moves.", state.history.len())
        }
        None => match state.blocker() {
            Some(why) => why,
            None => format!("Ready: press Play to solve with {with}."),
        },
        Some(s) => match state.run.status {
            RunStatus::Running if state.run.playing => format!(
                "Searching with {with}… {} expanded.",
                count(s.counters.expanded)
            ),
            RunStatus::Running => format!(
                "Paused after {} expansions ({with}).",
                count(s.counters.expanded)
            ),
            RunStatus::Solved => {
                let cost = s.solution.as_ref().map_or(0, |p| p.len() - 1);
                let solved = format!(
                    "Solved: {cost} moves ({with}, {} expanded).",
                    count(s.counters.expanded)
                );
                if state.config().finds_shortest() {
                    return format!("{solved} Step through the solution below.");
                }
                // Not a shortest-path search: say how far from the shortest it can be.
                let bound = lower_bound(&state.goal(), &state.board) as usize;
                format!(
                    "{solved} Linear conflict's lower bound is {bound}: at most {} moves extra.",
                    cost.saturating_sub(bound)
                )
            }
            RunStatus::Stopped(f) => stopped_line(state, s, f),
        },
    }
}

/// Why a run stopped short, in words, and what to change before playing again.
fn stopped_line(state: &TilesState, s: &SolveSession, failure: StopReason) -> String {
    let after = format!("after {} expansions", count(s.counters.expanded));
    match failure {
        StopReason::Mem if s.counters.peak_frontier > state.max_frontier => format!(
            "Stopped (Mem) {after}: the frontier passed the cap of {} nodes. Raise the \
             frontier cap, or choose a better-informed heuristic or IDA*, then press Play.",
            thousands(state.max_frontier)
        ),
        StopReason::Mem => format!(
            "Stopped (Mem) {after}: the search needed more memory than a browser tab can \
             safely give it ({}). Choose a better-informed heuristic or IDA*, which keeps \
             only the current path, then press Play.",
            describe_budget()
        ),
        StopReason::Time => format!(
            "Stopped (Time) {after}: the time budget of {} s ran out. Raise it, or choose \
             a better-informed search, then press Play.",
            crate::engine::decimal::shortest(state.max_seconds)
        ),
        StopReason::Exhausted => format!("Searched everything {after}: there is no solution."),
        StopReason::Cancelled => format!("Cancelled {after}."),
        other => format!("{} {after}.", other.describe()),
    }
}

/// The solver panel.
pub fn solver_panel(props: &SolverPanelProps) -> Html {
    let state = props.state.clone();
    let on_algorithm = {
        let state = state.clone();
        select_change(Algorithm::from_name, move |a| {
            state.dispatch(Action::SetAlgorithm(a))
        })
    };
    let on_heuristic = {
        let state = state.clone();
        select_change(Heuristic::from_name, move |h| {
            state.dispatch(Action::SetHeuristic(h))
        })
    };
    let on_control = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(Action::Control(action)))
    };
    let session = state.session.as_ref();
    // Play waits for a fixable problem, and a run that stopped short waits for new
    // limits or a Reset (it would only stop the same way again).
    let play_blocked = match session {
        None => state.blocker().is_some(),
        Some(_) => matches!(state.run.status, RunStatus::Stopped(_)),
    };
    let replay = session
        .is_some_and(|s| s.solution.is_some())
        .then_some(AttrValue::from("▶ Play solution"));
    let replaying = session.is_some_and(|s| s.playback_running);
    let h_start = Packed::from_board(&state.board);
    let h_start = state.heuristic.estimate(&Goal::new(state.goal()), h_start);

    let playing = state.run.playing;
    html! {
        <div class="solve-column">
            { props.teach.clone() }
            <div class="solver-config">
                <label class="inline">{ "Algorithm " }
                    <select data-testid="algorithm" onchange={on_algorithm}>
                        { for Algorithm::ALL.into_iter().map(|a| html! {
                            <option value={a.name()} selected={a == state.algorithm}>{ a.label() }</option>
                        }) }
                    </select>
                </label>
                <label class="inline">{ "Heuristic " }
                    <select data-testid="heuristic" onchange={on_heuristic} disabled={!state.algorithm.uses_heuristic()}>
                        { for Heuristic::ALL.into_iter().map(|h| html! {
                            <option value={h.name()} selected={h == state.heuristic}>
                                { format!("{}{}", h.label(), if h.admissible() { "" } else { " (not admissible)" }) }
                            </option>
                        }) }
                    </select>
                </label>
                if state.algorithm == Algorithm::WeightedAStar {
                    { number_field(state.dispatcher().into(), "weight", "Weight w", NumberRange::Float(WEIGHT), state.weight, Action::SetWeight, Action::Invalid) }
                }
                if state.algorithm == Algorithm::Dfs {
                    { number_field(state.dispatcher().into(), "depth-limit", "Depth limit", NumberRange::Int(DEPTH_LIMIT), f64::from(state.depth_limit), |v| Action::SetDepthLimit(v as u32), Action::Invalid) }
                }
                { number_field(state.dispatcher().into(), "max-seconds", "Time budget (s)", NumberRange::Float(TIME_BUDGET), state.max_seconds, Action::SetMaxSeconds, Action::Invalid) }
                { cap_field(state.dispatcher().into(), "Frontier cap", state.max_frontier, &[state.algorithm], |v| Action::SetMaxFrontier(v as u64), Action::Invalid) }
                <p class="hint" data-testid="heuristic-note">
                    { format!("h(start) = {}. ", number(h_start)) }
                    { if !state.algorithm.uses_heuristic() {
                        "This algorithm ignores the heuristic."
                    } else if state.heuristic.admissible() {
                        "Admissible: never overestimates, so A* and IDA* return optimal paths."
                    } else {
                        "Not admissible: it can overestimate, so A* may return a longer path."
                    } }
                    if let Some(note) = state.algorithm.uses_heuristic().then(|| super::pdb_note::page_pdb_note(state.heuristic, &state.goal())).flatten() {
                        <span data-testid="pdb-page-note">{ " " }{ note }</span>
                    }
                </p>
            </div>
            if state.teach.quiz {
                { quiz_panel(state.quiz_question().as_ref(), &state.quiz, &{ let state = state.clone(); Callback::from(move |i| state.dispatch(Action::QuizAnswer(i))) }, quiz_idle(&state), state.width()) }
            }
            { run_controls(&state.run, "expansions", &on_control, play_blocked, replay, replaying) }
            if session.is_some() {
                { timeline_bar(&state.run, "expansions", &on_control) }
            }
            <p class="status" data-testid="status" role="status"
                aria-live={if playing { "off" } else { "polite" }}>{ status_line(&state) }</p>
            if let Some(s) = session {
                <p class="narration" data-testid="narration">{ s.narration.clone() }</p>
                { live_narration(props.spoken.clone(), true) }
                { stats(s, state.algorithm.graph_search()) }
                if !state.teach.quiz {
                    // Only the depth-first searches have a bound (the hybrid in its
                    // IDA* phase), and only they list iterations.
                    { frontier_list(&s.next, state.width(), s.counters.bound,
                        matches!(state.algorithm, Algorithm::IdaStar | Algorithm::Aida)) }
                }
                if !s.iterations.is_empty() {
                    { bound_list(&s.iterations, "bound-list".into(), state.run.status == RunStatus::Running) }
                }
                { frontier_chart(&s.samples, "frontier".into(), state.algorithm.graph_search(), false, None) }
                { playback(&state, s) }
            }
        </div>
    }
}

/// What the quiz panel says when it has no question to ask.
fn quiz_idle(state: &TilesState) -> &'static str {
    match &state.session {
        None => "Press Step or Play: a question comes before each step, and your answer takes it.",
        Some(s) if s.solution.is_some() || state.run.is_finished() => "The search is over: Reset to quiz again.",
        Some(_) if state.run.pending_steps > 0 || state.run.seek.is_some() => "Taking the step…",
        Some(_) => "No question for this step (this algorithm takes its next board depth first, or its heuristic is not one to work out by hand): press Step.",
    }
}

fn stats(s: &SolveSession, graph_search: bool) -> Html {
    let c = &s.counters;
    let node = s.current.as_ref().map(|(_, info)| *info);
    let cost = s.solution.as_ref().map(|p| (p.len() - 1).to_string());
    html! {
        <dl class="stats">
            { stat("expanded", "Expanded", count(c.expanded), "Nodes whose neighbours were generated") }
            { stat("generated", "Generated", count(c.generated), "Neighbours created (not counting the move back)") }
            { stat("frontier", "Frontier", count(c.frontier), "Nodes waiting to be expanded") }
            { stat("peak-frontier", "Peak frontier", count(c.peak_frontier), "") }
            if graph_search {
                { stat("closed", "Closed", count(c.closed), "Distinct states already expanded") }
            }
            if !graph_search || c.bound.is_some() {
                { stat("bound", "Bound", c.bound.map_or("–".into(), number), "The current depth limit (IDS, DFS) or f-bound (IDA*); no closed set is kept") }
            }
            { stat("g", "g", node.map_or("–".into(), |n| n.g.to_string()), "Moves from the start to this node") }
            { stat("h", "h", node.map_or("–".into(), |n| number(n.h)), "Heuristic estimate to the goal") }
            { stat("f", "f", node.map_or("–".into(), |n| number(n.f)), "The priority: g + h for A*") }
            { stat("cost", "Solution", cost.map_or("–".into(), |c| format!("{c} moves")), "") }
        </dl>
    }
}

fn playback(state: &UseReducerHandle<TilesState>, s: &SolveSession) -> Html {
    let Some(path) = &s.solution else {
        return html! {};
    };
    let last = path.len() - 1;
    let go = |i: usize| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Action::PlaybackTo(i)))
    };
    let on_range = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(i) = v.parse() {
                state.dispatch(Action::PlaybackTo(i));
            }
        })
    };
    let toggle = {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(Action::TogglePlayback))
    };
    html! {
        <div class="playback" role="group" aria-label="Solution playback">
            <button type="button" data-testid="playback-first" onclick={go(0)} disabled={s.playback == 0}>{ "« Start" }</button>
            <button type="button" data-testid="playback-prev" onclick={go(s.playback.saturating_sub(1))} disabled={s.playback == 0}>{ "◀ Prev" }</button>
            <button type="button" data-testid="playback-toggle" onclick={toggle}>
                { if s.playback_running { "❚❚ Pause" } else { "▶ Animate" } }
            </button>
            <button type="button" data-testid="playback-next" onclick={go((s.playback + 1).min(last))} disabled={s.playback == last}>{ "Next ▶" }</button>
            <input type="range" min="0" max={last.to_string()} value={s.playback.to_string()} oninput={on_range}
                aria-label="Solution move" data-testid="playback-range" />
            <span data-testid="playback-position">{ format!("Move {} of {}", s.playback, last) }</span>
        </div>
    }
}
