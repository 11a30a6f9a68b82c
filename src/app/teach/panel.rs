//! The teaching panel: the switches, and when on, the pseudocode with the current line
//! marked (`aria-current="step"`) and its explanation.

use super::mode::TeachMode;
use crate::app::persist::save_theme;
use crate::engine::teach::{LineId, Pseudocode};
use crate::persist::ThemeChoice;
use yew::prelude::*;

/// Properties of [`TeachPanel`].
#[derive(Properties, PartialEq)]
pub struct TeachPanelProps {
    /// The algorithm's pseudocode.
    pub code: &'static Pseudocode,
    /// The line the latest step stands for, if a run has stepped.
    pub current: Option<LineId>,
    /// How the page's algorithm differs from the pseudocode it shares, if it does.
    #[prop_or_default]
    pub note: Option<AttrValue>,
    /// The switches.
    pub mode: TeachMode,
    /// Receives the switches when one is flipped.
    pub on_mode: Callback<TeachMode>,
}

/// Puts the projector theme on the whole document while `on`.
#[hook]
fn use_projector_theme(on: bool) {
    use_effect_with(on, |&on| {
        let root = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element());
        if let Some(root) = &root {
            let _ = if on {
                root.set_attribute("data-projector", "on")
            } else {
                root.remove_attribute("data-projector")
            };
        }
        move || {
            if let Some(root) = root {
                let _ = root.remove_attribute("data-projector");
            }
        }
    });
}

/// The switches (`teach-toggle`, `projector-toggle`) and, in teaching mode, the panel
/// (`teach-panel`, lines `teach-line-<i>`, the current one `aria-current="step"`).
#[function_component(TeachPanel)]
pub fn teach_panel(props: &TeachPanelProps) -> Html {
    let mode = props.mode;
    use_projector_theme(mode.on && mode.projector);
    let flip = |change: fn(TeachMode) -> TeachMode| {
        let on_mode = props.on_mode.clone();
        Callback::from(move |_| on_mode.emit(change(mode)))
    };
    let flip_projector = {
        let on_mode = props.on_mode.clone();
        Callback::from(move |_| {
            let projector = !mode.projector;
            save_theme(ThemeChoice { projector });
            on_mode.emit(TeachMode { projector, ..mode });
        })
    };
    let current = props.current.and_then(|id| props.code.index_of(id));
    let explain = current.map(|i| props.code.lines[i].explain);
    html! {
        <aside class={classes!("teach", mode.on.then_some("on"))} aria-label="Teaching mode">
            <div class="teach-switches">
                <button type="button" data-testid="teach-toggle" aria-pressed={mode.on.to_string()}
                    onclick={flip(|m| TeachMode { on: !m.on, ..m })}>{ "Teaching mode" }</button>
                if mode.on {
                    <button type="button" data-testid="projector-toggle" aria-pressed={mode.projector.to_string()}
                        onclick={flip_projector}>{ "Projector theme" }</button>
                }
            </div>
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
