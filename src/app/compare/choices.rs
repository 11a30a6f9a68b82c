//! Pieces the compare and sweep pages share: the algorithm and heuristic checkboxes, and
//! the line that shows a worker job's progress.

use crate::app::widgets::stat::count;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::Algorithm;
use crate::wire::job::JobProgress;
use yew::prelude::*;

/// A checkbox that sends the action `action` makes when changed. (It makes the action
/// rather than cloning one: the pages' actions carry worker replies, whose clone is large.)
pub(crate) fn check<A: 'static>(
    dispatch: &Callback<A>,
    checked: bool,
    testid: String,
    label: String,
    action: impl Fn() -> A + 'static,
) -> Html {
    let dispatch = dispatch.clone();
    html! {
        <label class="check">
            <input type="checkbox" checked={checked} data-testid={testid}
                onchange={Callback::from(move |_| dispatch.emit(action()))} />
            { label }
        </label>
    }
}

/// The algorithms' and heuristics' checkboxes (`algo-<name>`, `h-<name>`), as a fieldset.
pub(crate) fn search_choices<A: 'static>(
    dispatch: &Callback<A>,
    algorithms: &[Algorithm],
    heuristics: &[Heuristic],
    toggle_algorithm: fn(Algorithm) -> A,
    toggle_heuristic: fn(Heuristic) -> A,
) -> Html {
    html! {
        <fieldset>
            <legend>{ "Algorithms" }</legend>
            <div class="checks">
                { for Algorithm::ALL.into_iter().map(|a| check(dispatch,
                    algorithms.contains(&a), format!("algo-{}", a.name()), a.label().to_string(), move || toggle_algorithm(a))) }
            </div>
            <legend>{ "Heuristics" }</legend>
            <div class="checks">
                { for Heuristic::ALL.into_iter().filter(|&h| h != Heuristic::Zero).map(|h| check(dispatch,
                    heuristics.contains(&h), format!("h-{}", h.name()),
                    format!("{}{}", h.label(), if h.admissible() { "" } else { " (not admissible)" }),
                    move || toggle_heuristic(h))) }
            </div>
        </fieldset>
    }
}

/// "3 of 12 runs — now …": a job's progress bar and words (`testid`); `starting` is what
/// it says before the first run begins.
pub(crate) fn progress_line(job: &JobProgress, testid: &'static str, starting: &str) -> Html {
    html! {
        <div class="progress-line" data-testid={testid} role="status" aria-live="polite">
            <progress max={job.total.max(1).to_string()} value={job.done.to_string()}></progress>
            <span>
                { format!("{} of {} runs", job.done, job.total) }
                { match (&job.current, job.finished, job.cancelled) {
                    _ if job.failed => " — stopped: the background worker failed (see the message above).".to_string(),
                    (_, true, true) => " — cancelled.".to_string(),
                    (_, true, false) => " — done.".to_string(),
                    (Some((label, expanded)), _, _) => format!(" — now {label}: {} expanded", count(*expanded)),
                    (None, _, _) => format!(" — {starting}"),
                } }
            </span>
        </div>
    }
}
