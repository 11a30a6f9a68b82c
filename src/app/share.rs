//! The "Copy link" button: every choice lives in the URL, so sharing a view is copying it.

use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;

/// What the button last did.
#[derive(Clone, PartialEq)]
enum Outcome {
    Idle,
    Copied,
    /// The clipboard refused (e.g. an insecure page): show the link to copy by hand.
    Refused(String),
}

/// Copies the page's link (with all its choices) to the clipboard.
#[function_component(ShareButton)]
pub fn share_button() -> Html {
    let outcome = use_state(|| Outcome::Idle);
    let fallback = use_node_ref();
    {
        // The link to copy by hand is selected at once, ready for Ctrl+C.
        let fallback = fallback.clone();
        use_effect_with((*outcome).clone(), move |outcome| {
            if matches!(outcome, Outcome::Refused(_)) {
                if let Some(input) = fallback.cast::<web_sys::HtmlInputElement>() {
                    let _ = input.focus();
                    input.select();
                }
            }
        });
    }
    let onclick = {
        let outcome = outcome.clone();
        Callback::from(move |_| {
            let window = gloo::utils::window();
            let href = window.location().href().unwrap_or_default();
            let promise = window.navigator().clipboard().write_text(&href);
            let outcome = outcome.clone();
            yew::platform::spawn_local(async move {
                match JsFuture::from(promise).await {
                    Ok(_) => outcome.set(Outcome::Copied),
                    Err(_) => outcome.set(Outcome::Refused(href)),
                }
            });
        })
    };
    html! {
        <div class="share">
            <button type="button" data-testid="share" {onclick} title="Copy a link to this exact view">{ "Copy link" }</button>
            <span class="share-status" role="status" aria-live="polite" data-testid="share-status">
                { match &*outcome {
                    Outcome::Idle => html! {},
                    Outcome::Copied => html! { "Link copied." },
                    Outcome::Refused(href) => html! {
                        <>{ "Copy this link: " }<input type="text" readonly=true value={href.clone()} aria-label="Link to this view"
                            data-testid="share-link" ref={fallback.clone()} /></>
                    },
                } }
            </span>
        </div>
    }
}
