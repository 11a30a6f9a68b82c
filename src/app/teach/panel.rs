//! The teaching panel: the switch, and when on, the pseudocode with the current line
//! marked (`aria-current="step"`) and its explanation.

use super::mode::TeachMode;
use super::switch::{teach_switch, use_teach_switch};
use crate::engine::teach::{LineId, Pseudocode};
use yew::prelude::*;

/// What the teaching panel shows.
pub struct TeachPanelProps {
    /// The algorithm's pseudocode.
    pub code: &'static Pseudocode,
    /// The line the latest step stands for, if a run has stepped.
    pub current: Option<LineId>,
    /// How the page's algorithm differs from the pseudocode it shares, if it does.
    pub note: Option<AttrValue>,
    /// The switches.
    pub mode: TeachMode,
    /// Receives the switches when one is flipped.
    pub on_mode: Callback<TeachMode>,
    /// Whether the page offers a quiz (and so its switch, `quiz-toggle`).
    pub quiz: bool,
}

/// Scrolls the panel (on the lecture stage it scrolls inside its place) so the current
/// line is in view; the page itself never moves.
#[hook]
fn use_line_in_view(panel: NodeRef, current: Option<usize>) {
    use_effect_with(current, move |_| {
        let Some(panel) = panel.cast::<web_sys::Element>() else {
            return;
        };
        let Some(line) = panel.query_selector("li.current").ok().flatten() else {
            return;
        };
        let (outer, inner) = (
            panel.get_bounding_client_rect(),
            line.get_bounding_client_rect(),
        );
        let above = inner.top() - outer.top();
        let below = inner.bottom() - outer.bottom();
        let by = if above < 0.0 {
            above
        } else if below > 0.0 {
            below.min(above)
        } else {
            return;
        };
        panel.set_scroll_top(panel.scroll_top() + by.round() as i32);
    });
}

/// The switch (`teach-toggle`) and, in teaching mode, the panel (`teach-panel`, lines
/// `teach-line-<i>`, the current one `aria-current="step"`), drawn when `shown` (else
/// nothing, and the lecture stage is off). A hook that draws: the page calls it
/// unconditionally and places what it returns, since a component type would cost the
/// page's bundle its own copy of Yew's lifecycle code.
#[hook]
pub fn use_teach_panel(props: TeachPanelProps, shown: bool) -> Html {
    let mode = props.mode;
    let current = props.current.and_then(|id| props.code.index_of(id));
    let panel = use_node_ref();
    use_line_in_view(panel.clone(), current);
    use_teach_switch(mode, props.on_mode.clone(), shown);
    if shown {
        teach_panel(&props, current, panel)
    } else {
        Html::default()
    }
}

fn teach_panel(props: &TeachPanelProps, current: Option<usize>, panel: NodeRef) -> Html {
    let mode = props.mode;
    let explain = current.map(|i| props.code.lines[i].explain);
    html! {
        <aside ref={panel} class={classes!("teach", mode.on.then_some("on"))} aria-label="Teaching mode">
            { teach_switch(mode, &props.on_mode, props.quiz) }
            if mode.on {
                <section class="teach-panel" data-testid="teach-panel" aria-labelledby="teach-title">
                    <h2 id="teach-title">{ format!("Pseudocode: {}", props.code.title) }</h2>
                    if let Some(note) = &props.note {
                        <p class="teach-note" data-testid="teach-note">{ note.clone() }</p>
                    }
                    <ol class="pseudocode" data-testid="pseudocode" aria-label={format!("{} pseudocode", props.code.title)}>
                        { for props.code.lines.iter().enumerate().map(|(i, line)| {
                            let here = current == Some(i);
                            html! {
                                <li data-testid={format!("teach-line-{i}")} data-line={format!("{:?}", line.id)}
                                    class={classes!(here.then_some("current"))}
                                    aria-current={here.then_some("step")}>
                                    <code>{ line.text }</code>
                                </li>
                            }
                        }) }
                    </ol>
                    <p class="teach-explain" data-testid="teach-explain">
                        { explain.unwrap_or("Step the run to see which line each step executes.") }
                    </p>
                </section>
            }
        </aside>
    }
}
