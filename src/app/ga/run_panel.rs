//! The side panel every GA page shows: the seed, the controls, the live numbers, the
//! charts and the parameters.

use super::config_form::{config_form, ConfigFormProps};
use super::ga_run::{GaAction, GaForm, GaRun, SOLVERS};
use crate::app::run::{live_narration, run_controls, timeline_bar, use_live_narration};
use crate::app::teach::{use_teach_panel, TeachPanelProps};
use crate::app::widgets::fitness_chart::{fitness_chart, FitnessChartProps};
use crate::app::widgets::number_field::{NumberField, NumberRange};
use crate::app::widgets::quiz::quiz_panel;
use crate::app::widgets::stat::{count, stat};
use crate::engine::ga::GaEvent;
use crate::engine::ga::GaView;
use crate::engine::params::grouped;
use crate::engine::rng::SEED;
use crate::engine::teach::{anneal_line, ga_line, ANNEAL, GA};
use yew::prelude::*;

pub use crate::engine::ga::view::fitness_text;

/// Generation, best, mean and worst fitness, diversity, mutation rate, restarts and
/// stagnation events (`stat-generation`, `stat-best-fitness`, …), and `stepped_ms`, the
/// milliseconds the worker has spent stepping the run. (A plain function: it has no
/// state, and the page's wasm stays small.)
fn ga_stats<G>(v: Option<&GaView<G>>, stepped_ms: f64) -> Html {
    let dash = || "–".to_string();
    let c = v.map(|v| v.counters);
    html! {
        <dl class="stats">
            { stat("generation", "Generation", c.map_or_else(dash, |c| count(c.generation)), "") }
            { stat("best-fitness", "Best fitness", v.map_or_else(dash, |v| fitness_text(v.best.1)), "The best fitness seen in this run") }
            { stat("mean-fitness", "Mean fitness", v.map_or_else(dash, |v| fitness_text(v.latest.mean)), "") }
            { stat("worst-fitness", "Worst fitness", v.map_or_else(dash, |v| fitness_text(v.latest.worst)), "") }
            { stat("diversity", "Diversity", v.map_or_else(dash, |v| crate::engine::decimal::fixed(v.latest.diversity, 3)), "Mean distance between sampled individuals: 0 = all alike, 1 = all different") }
            { stat("mutation-rate", "Mutation rate", c.map_or_else(dash, |c| crate::engine::decimal::fixed(c.mutation_rate, 3)), "") }
            if let Some(t) = c.and_then(|c| c.temperature) {
                { stat("temperature", "Temperature", crate::engine::decimal::fixed(t, 3), "Simulated annealing's temperature for the next stage: a worse move is taken with probability e^(−worsening / temperature)") }
            }
            { stat("stagnations", "Stagnations", c.map_or_else(dash, |c| count(c.stagnation_events)), "") }
            { stat("restarts", "Restarts", c.map_or_else(dash, |c| count(c.restarts)), "") }
            { stat("seconds", "Time evolving", v.map_or_else(dash, |_| format!("{} s", grouped(stepped_ms / 1000.0, 3))), "Time the background worker spent on the generations (drawing not included)") }
        </dl>
    }
}

/// One sentence on the latest generation, for the live narration: "Generation 120:
/// best fitness 3", with a stagnation or restart when one just happened.
pub fn ga_narration<G>(view: &GaView<G>) -> String {
    let mut text = format!(
        "Generation {}: best fitness {}, mean {}",
        count(view.counters.generation),
        fitness_text(view.best.1),
        fitness_text(view.latest.mean)
    );
    match view.events.last() {
        Some(GaEvent::Stagnation { bump, .. }) => {
            text += &format!(
                "; no gain for a while, mutation rate raised by {}",
                crate::engine::decimal::fixed(*bump, 3)
            )
        }
        Some(GaEvent::Restart { .. }) => text += "; restarted from a random population",
        Some(GaEvent::NewBest { generation, .. }) if *generation > 0 => text += "; a new best",
        _ => {}
    }
    if view.status.is_finished() {
        text += &format!(". {}", view.summary);
    }
    text
}

/// The run's seed (`param-seed`, `param-seed-error`): the same seed gives the same run.
/// `on_change` receives the text typed (read exactly, as a 64-bit number, by the page);
/// `disabled` while a run is under way. (A plain function: it has no state.)
fn seed_field(seed: u64, disabled: bool, on_change: Callback<String>) -> Html {
    html! {
        <span class="param inline">
            <NumberField testid="param-seed" label="Seed " range={NumberRange::Int(SEED)} value={seed as f64}
                ontext={Some(on_change)} onchange={Callback::noop()} disabled={disabled} />
        </span>
    }
}

/// The solver (the preset's GA, simulated annealing or hill climbing) and, for the two
/// annealing solvers, their settings as link text, which the worker reads and checks
/// when the run starts.
fn solver_fields<G: 'static>(form: &GaForm, disabled: bool, on_ga: &Callback<GaAction<G>>) -> Html {
    let on_solver = on_ga.reform(|e: Event| {
        GaAction::SetSolver(
            e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                .value(),
        )
    });
    let on_settings = on_ga.reform(|e: Event| {
        GaAction::SetAnneal(
            e.target_unchecked_into::<web_sys::HtmlInputElement>()
                .value(),
        )
    });
    let solver = form.solver();
    html! {
        <>
            <label class="inline">{ "Solver " }
                <select data-testid="solver" {disabled} onchange={on_solver}>
                    { for SOLVERS.iter().map(|&(name, label)| html! {
                        <option value={name} selected={name == solver}>{ label }</option>
                    }) }
                </select>
            </label>
            if form.anneal.is_some() {
                <label class="inline">{ "Annealing settings " }
                    <input data-testid="anneal-settings" value={form.anneal_settings().to_string()} {disabled}
                        placeholder="defaults" spellcheck="false" onchange={on_settings}
                        title="schedule (geometric, linear, logarithmic), t0 (auto or a number), cooling, moves, reheat-after, reheats, reheat-from (current, best, random), stages; e.g. cooling=0.95&moves=500" />
                </label>
            }
        </>
    }
}

/// The quiz panel: the question about the next generation, or what to do to get one.
fn ga_quiz<G: 'static>(run: &GaRun<G>, on_ga: &Callback<GaAction<G>>) -> Html {
    let question = run.quiz_question();
    let session = &run.session;
    let idle = if !session.started {
        "Press Step: before each generation, a question on its first tournament or child."
    } else if session.is_finished() {
        "The run is over: Reset to quiz again."
    } else if session.playing {
        "Pause to answer a question before each generation."
    } else if run
        .asked
        .as_ref()
        .is_some_and(|(at, q)| *at == session.work_done && q.is_none())
    {
        "Nothing to ask before this generation: press Step."
    } else {
        "Asking the run…"
    };
    let width = question
        .and_then(|q| q.board.as_ref())
        .map_or(3, |b| (b.len() as f64).sqrt() as usize);
    quiz_panel(
        question.map(|q| &**q),
        &run.quiz,
        &on_ga.reform(GaAction::QuizAnswer),
        idle,
        width,
    )
}

/// What [`ga_panel`] shows.
pub struct GaPanelProps<G: PartialEq + 'static> {
    /// The page's form.
    pub form: GaForm,
    /// The page's run.
    pub run: GaRun<G>,
    /// The status line (`data-testid="status"`).
    pub status: AttrValue,
    /// A problem to show (`data-testid="error"`).
    pub error: Option<String>,
    /// What the fitness measures, for the chart.
    pub fitness_label: AttrValue,
    /// Receives the form's and the controls' actions.
    pub on_ga: Callback<GaAction<G>>,
    /// A heading above the panel (empty for none).
    pub title: &'static str,
    /// The page's own choices (preset, operators), shown above the seed.
    pub children: Html,
    /// What the live region says now ([`use_ga_narration`]).
    pub spoken: String,
    /// The teaching switch and panel ([`use_ga_teach`]).
    pub teach: Html,
    /// The population heatmap
    /// ([`crate::app::widgets::population_heatmap::use_ga_heatmap`]).
    pub heatmap: Html,
}

/// The teaching switch and panel of a GA page: the pseudocode of the solver chosen (the
/// GA, or annealing for simulated annealing and hill climbing) with the line of the
/// latest generation or stage. The page calls it unconditionally.
#[hook]
pub fn use_ga_teach<G: 'static>(
    run: &GaRun<G>,
    form: &GaForm,
    on_ga: &Callback<GaAction<G>>,
) -> Html {
    let (code, line_of): (_, fn(_, &_) -> _) = if form.anneal.is_some() {
        (&ANNEAL, anneal_line)
    } else {
        (&GA, ga_line)
    };
    let props = TeachPanelProps {
        code,
        current: run.live_view().map(|v| line_of(v.status, &v.events)),
        note: None,
        mode: form.teach,
        on_mode: on_ga.reform(GaAction::SetTeach),
        quiz: true,
    };
    use_teach_panel(props, true)
}

/// What a GA page's live region says now: a sentence on the latest generation
/// ([`ga_narration`]), paced by [`use_live_narration`].
#[hook]
pub fn use_ga_narration<G: 'static>(run: &GaRun<G>) -> String {
    let narration = run
        .live_view()
        .map_or_else(String::new, |v| ga_narration(v));
    use_live_narration(&narration, !run.session.playing)
}

/// The side panel every GA page shows: its choices, the seed, the shared controls, the
/// status, the live numbers, the charts and every parameter. (A plain function: the
/// page holds the state.)
pub fn ga_panel<G: PartialEq + 'static>(props: GaPanelProps<G>) -> Html {
    let running = props.run.started();
    let on_ga = &props.on_ga;
    let playing = props.run.session.playing;
    // Annealing's unit of work is a temperature stage.
    let unit = if props.form.anneal.is_some() {
        "stages"
    } else {
        "generations"
    };
    html! {
        <div class="ga-side">
            if !props.title.is_empty() {
                <h2>{ props.title }</h2>
            }
            <div class="ga-choices">
                { props.children }
                { solver_fields(&props.form, running, on_ga) }
                { seed_field(props.form.seed, running, on_ga.reform(GaAction::SetSeed)) }
            </div>
            { props.teach }
            if props.form.teach.quiz {
                { ga_quiz(&props.run, on_ga) }
            }
            { run_controls(&props.run.session, unit, &on_ga.reform(GaAction::Run), !props.form.ready(), None, false) }
            { timeline_bar(&props.run.session, unit, &on_ga.reform(GaAction::Run)) }
            <p class="status" data-testid="status" role="status"
                aria-live={if playing { "off" } else { "polite" }}>{ props.status.clone() }</p>
            { live_narration(props.spoken, false) }
            if let Some(error) = &props.error {
                <p class="error" data-testid="error" role="alert">{ error.clone() }</p>
            }
            { ga_stats(props.run.live_view().map(|v| &**v), props.run.stepped_ms) }
            { fitness_chart(&FitnessChartProps { history: props.run.history.clone(), fitness_label: props.fitness_label }) }
            { props.heatmap }
            <details class="ga-settings" open={!running}>
                <summary>{ "All parameters" }</summary>
                { config_form(&ConfigFormProps {
                    config: props.form.config,
                    disabled: running,
                    population_cap: props.form.population_cap.clone(),
                    on_edit: on_ga.reform(GaAction::Edit),
                }) }
            </details>
        </div>
    }
}
