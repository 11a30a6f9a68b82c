//! The shell's notices (saved data ignored or cleared, a new version ready) and the
//! "Clear saved data" action.

use super::persist;
use std::rc::Rc;
use yew::prelude::*;

/// The notices on show.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NoticeList(pub Vec<String>);

/// Changes to the notices.
pub enum NoticeAction {
    /// Show these too.
    Add(Vec<String>),
    /// Hide the one at this index.
    Dismiss(usize),
}

impl Reducible for NoticeList {
    type Action = NoticeAction;

    fn reduce(self: Rc<Self>, action: NoticeAction) -> Rc<Self> {
        let mut list = self.0.clone();
        match action {
            NoticeAction::Add(more) if more.is_empty() => return self,
            NoticeAction::Add(more) => list.extend(more),
            NoticeAction::Dismiss(i) if i < list.len() => {
                list.remove(i);
            }
            NoticeAction::Dismiss(_) => return self,
        }
        Rc::new(NoticeList(list))
    }
}

/// The notices, each with a Dismiss button, plus "a new version is ready" when the
/// service worker replaced the app.
/// `updated` comes from [`use_update_ready`]. (A plain function: the shell holds the
/// state.)
pub fn notices(notices: &UseReducerHandle<NoticeList>, updated: bool) -> Html {
    if notices.0.is_empty() && !updated {
        return html! { <div role="status" aria-live="polite" class="notices-empty"></div> };
    }
    html! {
        <div class="notices" role="status" aria-live="polite">
            { for notices.0.iter().enumerate().map(|(i, text)| {
                let notices = notices.clone();
                html! {
                    <p class="notice" data-testid="saved-notice">
                        <span>{ text.clone() }</span>
                        <button type="button" onclick={move |_| notices.dispatch(NoticeAction::Dismiss(i))}
                            aria-label="Dismiss this notice">{ "Dismiss" }</button>
                    </p>
                }
            }) }
            if updated {
                <p class="notice" data-testid="update-notice">
                    <span>{ "A new version of Puzzle Lab is ready." }</span>
                    <button type="button" onclick={|_| { let _ = gloo::utils::window().location().reload(); }}>{ "Reload" }</button>
                </p>
            }
        </div>
    }
}

/// The footer's "Clear saved data" button: it asks first (`clear-saved-confirm`,
/// `clear-saved-cancel`), then clears everything this app saved.
/// `asking` is whether it asks for confirmation now. (A plain function: the shell holds
/// the state.)
pub fn clear_saved_data(
    notices: &UseReducerHandle<NoticeList>,
    asking: &UseStateHandle<bool>,
) -> Html {
    let ask = {
        let asking = asking.clone();
        Callback::from(move |_| asking.set(true))
    };
    let cancel = {
        let asking = asking.clone();
        Callback::from(move |_| asking.set(false))
    };
    let clear = {
        let (notices, asking) = (notices.clone(), asking.clone());
        Callback::from(move |_| {
            asking.set(false);
            let n = persist::clear_all();
            notices.dispatch(NoticeAction::Add(vec![format!(
                "Saved data cleared ({n} entr{}): games, boards and choices are forgotten, and \
                 pages open with their defaults unless a link says otherwise.",
                if n == 1 { "y" } else { "ies" }
            )]));
        })
    };
    if **asking {
        return html! {
            <span class="clear-confirm" role="group" aria-label="Clear saved data?">
                { "Forget every saved game and choice here? " }
                <button type="button" class="link-button" data-testid="clear-saved-confirm" onclick={clear}>
                    { "Clear everything" }
                </button>
                { " " }
                <button type="button" class="link-button" data-testid="clear-saved-cancel" onclick={cancel}>
                    { "Keep it" }
                </button>
            </span>
        };
    }
    html! {
        <button type="button" class="link-button" data-testid="clear-saved" onclick={ask}
            title="Forget saved boards, games and choices on this device">
            { "Clear saved data" }
        </button>
    }
}

/// True once a new service worker took over a page that an older one controlled.
#[hook]
pub fn use_update_ready() -> bool {
    let ready = use_state(|| false);
    {
        let ready = ready.clone();
        use_effect_with((), move |_| {
            let container = service_worker_container();
            let had_controller = container.as_ref().is_some_and(|c| c.controller().is_some());
            let listener = container.filter(|_| had_controller).map(|c| {
                gloo::events::EventListener::new(&c, "controllerchange", move |_| ready.set(true))
            });
            move || drop(listener)
        });
    }
    *ready
}

/// The page's service worker container, where the browser has one (secure contexts).
pub fn service_worker_container() -> Option<web_sys::ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let has = js_sys::Reflect::has(&navigator, &"serviceWorker".into()).unwrap_or(false);
    has.then(|| navigator.service_worker())
}
