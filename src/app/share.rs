//! The "Copy link" and "Embed" buttons: every choice lives in the URL, so sharing a view
//! is copying it, and embedding it is an `<iframe>` of the same link in embed mode.

use crate::links::embed::snippet;
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// What the buttons last did.
#[derive(Clone, PartialEq)]
enum Outcome {
    Idle,
    Copied,
    /// Text in a read-only field: the link the clipboard refused (e.g. on an insecure
    /// page), to copy by hand, or the Embed button's snippet.
    Field {
        /// The words before the field.
        prompt: &'static str,
        /// The field's text.
        text: String,
        /// The field's test id and accessible name.
        testid: &'static str,
        label: &'static str,
        /// True when the clipboard refused it: the field is selected for Ctrl+C.
        by_hand: bool,
    },
}

/// The buttons' state, held by the shell ([`use_share`]).
#[derive(Clone)]
pub struct ShareState {
    outcome: UseStateHandle<Outcome>,
    field: NodeRef,
}

/// The buttons' state: what they last did, and the field of text to copy by hand,
/// selected as soon as it shows, ready for Ctrl+C.
#[hook]
pub fn use_share() -> ShareState {
    let outcome = use_state(|| Outcome::Idle);
    let field = use_node_ref();
    {
        let field = field.clone();
        use_effect_with((*outcome).clone(), move |outcome| {
            if matches!(outcome, Outcome::Field { by_hand: true, .. }) {
                if let Some(input) = field.cast::<web_sys::HtmlInputElement>() {
                    let _ = input.focus();
                    input.select();
                }
            }
        });
    }
    ShareState { outcome, field }
}

/// A button's press: copies the page's link (or, given the page's name, the snippet
/// that embeds it) to the clipboard, then shows what `shown` makes of the text and
/// whether the clipboard took it.
fn copy_on_click(
    outcome: &UseStateHandle<Outcome>,
    embed: Option<AttrValue>,
    shown: fn(String, bool) -> Outcome,
) -> Callback<MouseEvent> {
    let outcome = outcome.clone();
    Callback::from(move |_| {
        let window = gloo::utils::window();
        let href = window.location().href().unwrap_or_default();
        let text = match &embed {
            Some(page) => snippet(&href, page),
            None => href,
        };
        let promise = window.navigator().clipboard().write_text(&text);
        let outcome = outcome.clone();
        yew::platform::spawn_local(async move {
            let copied = JsFuture::from(promise).await.is_ok();
            outcome.set(shown(text, copied));
        });
    })
}

/// Copies the page's link (with all its choices), or an `<iframe>` snippet that embeds
/// it, to the clipboard; `page` is the page's name, for the snippet's title. (A plain
/// function: the shell holds the state.)
pub fn share_buttons(state: &ShareState, page: &'static str) -> Html {
    let ShareState { outcome, field } = state;
    let copy_link = copy_on_click(outcome, None, |text, copied| match copied {
        true => Outcome::Copied,
        false => Outcome::Field {
            prompt: "Copy this link: ",
            text,
            testid: "share-link",
            label: "Link to this view",
            by_hand: true,
        },
    });
    let copy_embed = copy_on_click(outcome, Some(AttrValue::Static(page)), |text, copied| {
        Outcome::Field {
            prompt: if copied {
                "Snippet copied: "
            } else {
                "Copy this snippet: "
            },
            text,
            testid: "embed-snippet",
            label: "Embed snippet (an iframe of this view)",
            by_hand: !copied,
        }
    });
    html! {
        <div class="share">
            <button type="button" data-testid="share" onclick={copy_link} title="Copy a link to this exact view">{ "Copy link" }</button>
            <button type="button" data-testid="embed" onclick={copy_embed} title="Copy an <iframe> that shows this view in slides or a course page">{ "Embed" }</button>
            <span class="share-status" role="status" aria-live="polite" data-testid="share-status">
                { match &**outcome {
                    Outcome::Idle => html! {},
                    Outcome::Copied => html! { "Link copied." },
                    Outcome::Field { prompt, text, testid, label, .. } => html! {
                        <>{ *prompt }<input type="text" readonly=true value={text.clone()} aria-label={*label}
                            data-testid={*testid} ref={field.clone()} /></>
                    },
                } }
            </span>
        </div>
    }
}
