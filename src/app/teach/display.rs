//! The display's settings, shared by every page: the projector theme, the colour scheme
//! and full screen. The shell holds them ([`use_display`]) and puts them on the document
//! element (`data-projector="on"`, `data-scheme="light|dark|contrast"`), where the
//! stylesheets read them; [`DisplayTools`] is their switches in the header.
//!
//! The projector theme is taken from the link the app was opened with (`projector=0|1`),
//! else from the theme saved last; after that, the switch decides, on every page.

use crate::app::browser::read_hash;
use crate::app::persist::{save_theme, saved_theme};
use crate::links::teach::TeachMode;
use crate::persist::{Scheme, ThemeChoice};
use gloo::events::EventListener;
use std::cell::Cell;
use yew::prelude::*;

/// The display settings on show.
pub type Display = ThemeChoice;

/// The window event fired when the display settings change ([`projector_shown`] reads
/// the projector theme's).
pub(super) const DISPLAY_EVENT: &str = "puzzle-lab-display";

thread_local! {
    static PROJECTOR: Cell<bool> = const { Cell::new(false) };
}

/// Whether the shell shows the projector theme now (for the pages' links).
pub(crate) fn projector_shown() -> bool {
    PROJECTOR.with(Cell::get)
}

/// The settings at start-up: the saved theme, with the link's `projector` if it has one.
fn initial_display() -> Display {
    let saved = saved_theme().unwrap_or_default();
    let pairs = read_hash().1;
    let projector = TeachMode::from_pairs(&pairs).projector;
    Display { projector, ..saved }
}

/// Sets or removes one attribute of the document element.
pub(crate) fn set_root_attribute(name: &str, value: Option<&str>) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    if let Some(root) = root {
        let _ = match value {
            Some(v) => root.set_attribute(name, v),
            None => root.remove_attribute(name),
        };
    }
}

/// The display settings, kept on the document element while they change; each change
/// is announced with [`DISPLAY_EVENT`]. (The projector's setting is known to the pages
/// from the shell's first render on, before any page is drawn.)
#[hook]
pub fn use_display() -> UseStateHandle<Display> {
    let display = use_state(initial_display);
    PROJECTOR.with(|p| p.set(display.projector));
    use_effect_with(*display, |d| {
        set_root_attribute("data-projector", d.projector.then_some("on"));
        let scheme = (!d.scheme.is_system()).then(|| d.scheme.name());
        set_root_attribute("data-scheme", scheme);
        if let Ok(event) = web_sys::Event::new(DISPLAY_EVENT) {
            let _ = gloo::utils::window().dispatch_event(&event);
        }
    });
    display
}

/// Whether the document is in full screen, kept up to date as it enters or leaves it.
#[hook]
pub fn use_full_screen() -> bool {
    let full = use_state(in_full_screen);
    {
        let full = full.clone();
        use_effect_with((), move |_| {
            let listener =
                EventListener::new(&gloo::utils::document(), "fullscreenchange", move |_| {
                    full.set(in_full_screen())
                });
            move || drop(listener)
        });
    }
    *full
}

/// Whether the document is in full screen now.
fn in_full_screen() -> bool {
    gloo::utils::document().fullscreen_element().is_some()
}

/// Enters full screen (the whole page), or leaves it.
fn toggle_full_screen() {
    let document = gloo::utils::document();
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    } else if let Some(root) = document.document_element() {
        let _ = root.request_fullscreen();
    }
}

/// The header's display switches: Projector (`projector-toggle`), the colour scheme
/// (`theme-scheme`) and Full screen (`fullscreen`; Esc leaves it, as everywhere).
/// `display` is the shell's settings and `full` whether the document is in full screen
/// ([`use_full_screen`]). (A plain function: the shell holds the state.)
pub fn display_tools(display: &UseStateHandle<Display>, full: bool) -> Html {
    let choose = |change: fn(Display, Option<&str>) -> Display| {
        let display = display.clone();
        move |value: Option<String>| {
            let next = change(*display, value.as_deref());
            save_theme(next);
            display.set(next);
        }
    };
    let flip_projector = {
        let choose = choose(|d, _| Display {
            projector: !d.projector,
            ..d
        });
        Callback::from(move |_| choose(None))
    };
    let on_scheme = {
        let choose = choose(|d, v| Display {
            scheme: v.and_then(Scheme::from_name).unwrap_or(d.scheme),
            ..d
        });
        Callback::from(move |e: Event| {
            choose(Some(
                e.target_unchecked_into::<web_sys::HtmlSelectElement>()
                    .value(),
            ))
        })
    };
    let d = **display;
    let can_full = gloo::utils::document().fullscreen_enabled();
    html! {
        <div class="display-tools" role="group" aria-label="Display">
            <button type="button" data-testid="projector-toggle" aria-pressed={d.projector.to_string()}
                onclick={flip_projector} title="Large type for a projector; it scales with the window">{ "Projector" }</button>
            <select data-testid="theme-scheme" aria-label="Colours" onchange={on_scheme}>
                { for Scheme::ALL.into_iter().map(|s| html! {
                    <option value={s.name()} selected={s == d.scheme}>{ s.label() }</option>
                }) }
            </select>
            if can_full {
                <button type="button" data-testid="fullscreen" aria-pressed={full.to_string()}
                    onclick={Callback::from(|_| toggle_full_screen())} title="Full screen (Esc leaves it)">
                    { if full { "Exit full screen" } else { "Full screen" } }
                </button>
            }
        </div>
    }
}
