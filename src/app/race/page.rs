//! The race page: choose a board and 2–4 searches, then watch them step in lockstep.

use super::lane::lane_card;
use super::state::{Action, Progress, RaceState, MAX_RACERS, MIN_RACERS};
use crate::app::browser::{read_hash, write_hash};
use crate::app::forms::select_change;
use crate::app::run::{run_controls, use_run_keys, use_run_loop, LoopOptions, LoopReport};
use crate::app::teach::{teach_switch, use_teach_switch, TeachMode};
use crate::app::widgets::frontier::reach_of;
use crate::engine::run::Lockstep;
use crate::engine::small_sort::sort_small_by;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::limits::BROWSER_MEMORY_BUDGET;
use crate::engine::tiles::parse_board;
use crate::engine::tiles::presets::{eight_presets, seed_presets};
use crate::engine::tiles::run::{TileRun, TileView};
use crate::engine::tiles::solve::{Algorithm, SolveConfig};
use crate::links::race::RaceLink;
use crate::model::frontier::Sample;
use crate::model::pacing::slides_at;
use std::rc::Rc;
use yew::prelude::*;

/// Expansions each racer makes per lockstep round; the clock is read between rounds.
const ROUND: u64 = 32;

fn to_query(s: &RaceState) -> Vec<(&'static str, String)> {
    RaceLink {
        board: parse_board(&s.start_text, None).ok(),
        racers: Some(s.racers.clone()),
        speed: Some(s.run.speed),
        log_y: Some(s.log_y),
        depth_limit: s
            .racers
            .iter()
            .any(|r| r.algorithm == Algorithm::Dfs)
            .then_some(s.depth_limit),
    }
    .query()
}

fn from_query(pairs: &[(String, String)]) -> RaceState {
    let (link, problems) = RaceLink::read(pairs);
    let mut s = RaceState::default();
    if let Some(b) = link.board {
        s.start_text = b.to_string();
    }
    if let Some(racers) = link.racers {
        s.racers = racers;
    }
    if let Some(speed) = link.speed {
        s.run.speed = speed;
    }
    s.log_y = link.log_y.unwrap_or(s.log_y);
    s.depth_limit = link.depth_limit.unwrap_or(s.depth_limit);
    for racer in s.racers.iter_mut() {
        racer.depth_limit = s.depth_limit;
    }
    s.error = problems;
    s
}

/// The race page.
#[hook]
pub fn use_race_page() -> Html {
    let state = use_reducer(|| from_query(&read_hash().1));
    let teach = use_state(|| TeachMode::from_pairs(&read_hash().1));
    let on_teach = {
        let teach = teach.clone();
        Callback::from(move |m| teach.set(m))
    };
    use_teach_switch(*teach, on_teach.clone(), true);
    use_race_loop(&state);
    let on_control = {
        let state = state.clone();
        Callback::from(move |action| state.dispatch(Action::Control(action)))
    };
    use_run_keys(true, 1, on_control.clone());
    {
        let mut query = to_query(&state);
        query.extend(teach.query());
        use_effect_with(query, |q| write_hash("race", q));
    }
    let act = |action: Action| {
        let state = state.clone();
        Callback::from(move |_| state.dispatch(action.clone()))
    };
    let race = state.race.as_ref();
    let playing = state.run.playing;
    let on_start = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.dispatch(Action::EditStart(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            ))
        })
    };
    let on_preset = {
        let state = state.clone();
        select_change(
            |v| Some(v.to_string()),
            move |name| state.dispatch(Action::UsePreset(name)),
        )
    };
    let on_scale = {
        let state = state.clone();
        select_change(
            |v| Some(v == "log"),
            move |log| state.dispatch(Action::SetLogY(log)),
        )
    };
    // One scale for every lane, so a frontier ten times larger looks it.
    let reach = race.map_or((0.0, 0.0), |r| {
        reach_of(r.lanes.iter().flat_map(|l| l.samples.iter()))
    });
    let finish_order: Vec<(usize, String, usize)> = race.map_or(Vec::new(), |r| {
        let mut done: Vec<(usize, String, usize)> = r
            .lanes
            .iter()
            .filter_map(|l| Some((l.place?, l.config.label(), l.counters.expanded as usize)))
            .collect();
        sort_small_by(&mut done, Ord::cmp);
        done
    });
    html! {
        <section class="race-page" aria-labelledby="race-title">
            <h1 id="race-title">{ "Race" }</h1>
            <p class="lead">{ "Every racer makes the same number of expansions per tick (the speed is per racer), so the finish order ranks them by work done, not by machine speed." }</p>
            { teach_switch(*teach, &on_teach, false) }
            <div class="race-setup">
                <div class="field">
                    <label for="race-start">{ "Start board (goal 1 … 0)" }</label>
                    <textarea id="race-start" rows="4" data-testid="race-start" spellcheck="false"
                        value={state.start_text.clone()} oninput={on_start} />
                    <label class="inline">{ "or a ready board " }
                        <select data-testid="race-preset" onchange={on_preset}>
                            <option value="" selected=true disabled=true>{ "choose…" }</option>
                            // 8-puzzle boards (eight…) first, then the coursework's 15-puzzles.
                            { for eight_presets().into_iter().chain(seed_presets()).map(|p| html! {
                                <option value={p.name}>{ p.label() }</option>
                            }) }
                        </select>
                    </label>
                </div>
                <div class="racers">
                    { for state.racers.iter().enumerate().map(|(i, r)| {
                        let on_algo = {
                            let state = state.clone();
                            select_change(Algorithm::from_name, move |a| state.dispatch(Action::SetAlgorithm(i, a)))
                        };
                        let on_h = {
                            let state = state.clone();
                            select_change(Heuristic::from_name, move |h| state.dispatch(Action::SetHeuristic(i, h)))
                        };
                        html! {
                            <div class="racer-row" data-testid={format!("racer-{i}")}>
                                <span class="racer-number">{ format!("{}.", i + 1) }</span>
                                <select aria-label={format!("Racer {} algorithm", i + 1)} data-testid={format!("racer-algo-{i}")} onchange={on_algo}>
                                    { for Algorithm::ALL.into_iter().map(|a| html! {
                                        <option value={a.name()} selected={a == r.algorithm}>{ a.label() }</option>
                                    }) }
                                </select>
                                <select aria-label={format!("Racer {} heuristic", i + 1)} data-testid={format!("racer-h-{i}")} onchange={on_h}
                                    disabled={!r.algorithm.uses_heuristic()}>
                                    { for Heuristic::ALL.into_iter().map(|h| html! {
                                        <option value={h.name()} selected={h == r.heuristic}>{ h.label() }</option>
                                    }) }
                                </select>
                                <button type="button" aria-label={format!("Remove racer {}", i + 1)} onclick={act(Action::RemoveRacer(i))}
                                    disabled={state.racers.len() <= MIN_RACERS}>{ "✕" }</button>
                            </div>
                        }
                    }) }
                    if state.racers.iter().any(|r| r.algorithm == Algorithm::Dfs) {
                        <p class="hint" data-testid="race-depth-note">{ format!("Depth-limited DFS searches to depth {} (depth=N in the link sets it).", state.depth_limit) }</p>
                    }
                    <button type="button" data-testid="add-racer" onclick={act(Action::AddRacer)} disabled={state.racers.len() >= MAX_RACERS}>{ "+ Add racer" }</button>
                    if let Some(note) = race_pdb_note(&state) {
                        <p class="hint" data-testid="pdb-page-note">{ note }</p>
                    }
                </div>
            </div>
            { run_controls(&state.run, "expansions", &on_control, false,
                state.run.is_finished().then_some(AttrValue::from("▶ Race again")), false) }
            if let Some(error) = &state.error {
                <p class="error" data-testid="error" role="alert">{ error.clone() }</p>
            }
            <p class="status" data-testid="status" role="status" aria-live="polite">
                { match race {
                    None => "Ready: press Play (or P) to start the race.".to_string(),
                    Some(r) if r.running() && playing => "Racing…".to_string(),
                    Some(r) if r.running() => "Paused.".to_string(),
                    Some(_) => "Race finished.".to_string(),
                } }
            </p>
            if !finish_order.is_empty() {
                <ol class="finish-order" data-testid="finish-order">
                    { for finish_order.iter().map(|(place, label, expanded)| html! {
                        <li value={place.to_string()}>{ format!("{label} — {} expansions", crate::app::widgets::stat::count(*expanded as u64)) }</li>
                    }) }
                </ol>
            }
            if let Some(r) = race {
                <label class="inline race-scale">{ "Charts' y axis (shared by all lanes) " }
                    <select data-testid="race-y-scale" onchange={on_scale}>
                        <option value="log" selected={state.log_y}>{ "logarithmic" }</option>
                        <option value="linear" selected={!state.log_y}>{ "linear" }</option>
                    </select>
                </label>
                <div class={classes!("lanes", format!("n{}", r.lanes.len()))}>
                    { for r.lanes.iter().enumerate().map(|(i, lane)| html! {
                        { lane_card(i, lane, &r.start, !playing || slides_at(state.run.rate()), state.log_y, reach) }
                    }) }
                </div>
            }
        </section>
    }
}

/// Steps the racers in lockstep with the shared run loop while the race wants steps.
#[hook]
fn use_race_loop(state: &UseReducerHandle<RaceState>) {
    let race = state.race.as_ref().map(|r| {
        let configs: Vec<SolveConfig> = r.lanes.iter().map(|l| l.config).collect();
        (r.start.clone(), configs)
    });
    let options = LoopOptions {
        make: Rc::new(move || {
            let (start, configs) = race.as_ref().ok_or("no race to run")?;
            let goal = RaceState::goal(start.shape());
            // The lanes share the tab's memory budget, so no racer can take the tab down.
            let share = BROWSER_MEMORY_BUDGET / configs.len().max(1) as u64;
            let lanes = configs.iter().map(|&c| {
                let mut c = c;
                c.limits.max_bytes = c.limits.max_bytes.min(share);
                TileRun::new(start, &goal, c)
            });
            let lanes = lanes.collect::<Result<Vec<_>, _>>();
            lanes.map(Lockstep::new).map_err(|e| e.to_string())
        }),
        chunk: ROUND,
        probe: Some(|race: &Lockstep<TileRun>| -> Vec<Sample> {
            let lanes = race.lanes().iter();
            lanes
                .map(|l| Sample::from(&l.stepper().counters()))
                .collect()
        }),
        max_ms: None,
    };
    let on_report = {
        let state = state.clone();
        Callback::from(
            move |report: LoopReport<Vec<TileView>, Vec<Sample>>| match report {
                LoopReport::Slice(slice) => state.dispatch(Action::Progress(Progress::from(slice))),
                LoopReport::Act(action) => state.dispatch(Action::Control(action)),
            },
        )
    };
    use_run_loop(&state.run, options, on_report);
}

/// The note for racers that chose the pattern databases (stepped on the page, so linear
/// conflict stands in), if any did.
fn race_pdb_note(state: &RaceState) -> Option<String> {
    let shape = crate::engine::tiles::parse_board(&state.start_text, None)
        .map_or(crate::engine::tiles::Shape::FIFTEEN, |b| b.shape());
    let goal = RaceState::goal(shape);
    state
        .racers
        .iter()
        .filter(|r| r.algorithm.uses_heuristic())
        .find_map(|r| crate::app::tiles::pdb_note::page_pdb_note(r.heuristic, &goal))
}
