//! The timeline's controls: a slider over the steps done so far, and Step back.

use crate::app::widgets::stat::count;
use crate::model::run_session::{RunAction, RunSession};
use yew::prelude::*;

/// Once a run has stepped, a slider (`timeline`) from step 0 to the furthest step reached, and a Step back
/// button (`step-back`, key B); the label (`timeline-label`) says where the run is.
/// `unit` is the run's unit of work, plural ("steps", "generations"); `on_action`
/// receives [`RunAction::Seek`] and [`RunAction::StepBack`]. (A plain function rather
/// than a component: it has no state.)
pub fn timeline_bar(s: &RunSession, unit: &'static str, on_action: &Callback<RunAction>) -> Html {
    // Nothing to scrub before the first slice, or for a run shown from elsewhere.
    if !s.started || s.horizon == 0 {
        return html! {};
    }
    let on_input = {
        let on_action = on_action.clone();
        Callback::from(move |e: InputEvent| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            if let Ok(step) = v.parse() {
                on_action.emit(RunAction::Seek(step));
            }
        })
    };
    let back = on_action.reform(|_| RunAction::StepBack);
    // While a long replay goes to the step asked, the label says so.
    let going = s.seek.filter(|&t| t != s.work_done);
    let mut label = format!("{} {} of {}", unit, count(s.work_done), count(s.horizon));
    if let Some(t) = going {
        label += &format!(", going to {}…", count(t));
    }
    let label = {
        let mut chars = label.chars();
        chars.next().map_or(String::new(), |c| {
            std::iter::once(c.to_ascii_uppercase())
                .chain(chars)
                .collect()
        })
    };
    html! {
        <div class="timeline" role="group" aria-label="Timeline">
            <button type="button" data-testid="step-back" onclick={back}
                disabled={s.work_done == 0} title="Step back (B)">{ "◀ Step back" }</button>
            <input type="range" min="0" max={s.horizon.to_string()} step="1" data-testid="timeline"
                value={s.work_done.to_string()} oninput={on_input}
                aria-busy={going.is_some().to_string()}
                aria-label="Timeline: the step shown" aria-valuetext={label.clone()} />
            <output data-testid="timeline-label">{ label }</output>
        </div>
    }
}
