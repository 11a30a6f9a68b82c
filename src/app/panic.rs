//! Panics, made visible. On the page a panic shows a panel with the message and a
//! "Reset this page" action (which forgets that page's saved state and reloads it)
//! instead of leaving a dead page. In the worker a panic is thrown as a JavaScript error
//! carrying its message, so the page's worker client reports it and starts a new worker.

use super::browser::read_hash;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The test hook (builds with the `test-hooks` feature): `window.__puzzleLabPanic()`
/// panics on purpose, so a browser test can check the panel. Harmless: it only does what
/// a bug would do.
#[cfg(feature = "test-hooks")]
const TEST_HOOK: &str = "__puzzleLabPanic";

/// The panic's text, e.g. "index out of bounds … at src/app/x.rs:10:5".
fn describe(info: &std::panic::PanicHookInfo<'_>) -> String {
    let message = info
        .payload()
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| info.payload().downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no message".into());
    match info.location() {
        Some(at) => format!("{message} (at {}:{})", at.file(), at.line()),
        None => message,
    }
}

/// Installs the page's hook (and the test hook), through Yew so its renderer keeps it.
pub fn install_page_hook() {
    yew::set_custom_panic_hook(Box::new(|info| {
        let text = describe(info);
        web_sys::console::error_1(&format!("Puzzle Lab panicked: {text}").into());
        show_panel(&text);
    }));
    #[cfg(feature = "test-hooks")]
    install_page_trigger();
}

/// `window.__puzzleLabPanic()`.
#[cfg(feature = "test-hooks")]
fn install_page_trigger() {
    let trigger = Closure::<dyn Fn()>::new(|| panic!("a test panic, from window.{TEST_HOOK}()"));
    if let Some(window) = web_sys::window() {
        let _ = js_sys::Reflect::set(&window, &TEST_HOOK.into(), trigger.as_ref());
    }
    trigger.forget();
}

/// Installs the worker's hook: the panic becomes an uncaught error with its message,
/// which the page hears as the worker's `error` event. The test hook: the message
/// `__puzzleLabPanic` (a bare string, no request) makes the worker panic on purpose.
pub fn install_worker_hook() {
    std::panic::set_hook(Box::new(|info| {
        wasm_bindgen::throw_str(&format!("worker panicked: {}", describe(info)));
    }));
    #[cfg(feature = "test-hooks")]
    install_worker_trigger();
}

/// The message `__puzzleLabPanic`.
#[cfg(feature = "test-hooks")]
fn install_worker_trigger() {
    let trigger = Closure::<dyn Fn(web_sys::MessageEvent)>::new(|e: web_sys::MessageEvent| {
        if e.data().as_string().as_deref() == Some(TEST_HOOK) {
            // Registered before the runner's handler: it never sees this message.
            e.stop_immediate_propagation();
            panic!("a test panic, from the message {TEST_HOOK}");
        }
    });
    let scope = js_sys::global();
    if let Some(scope) = scope.dyn_ref::<web_sys::EventTarget>() {
        let _ = scope.add_event_listener_with_callback("message", trigger.as_ref().unchecked_ref());
    }
    trigger.forget();
}

/// Builds the panel with plain DOM calls (the Yew app may be stuck mid-render).
fn show_panel(text: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let Some(body) = document.body() else {
        return;
    };
    if document.get_element_by_id("panic-panel").is_some() {
        return;
    }
    let Ok(panel) = document.create_element("div") else {
        return;
    };
    panel.set_id("panic-panel");
    panel.set_class_name("panic-panel");
    let _ = panel.set_attribute("role", "alertdialog");
    let _ = panel.set_attribute("aria-labelledby", "panic-title");
    let _ = panel.set_attribute("aria-describedby", "panic-message");
    let _ = panel.set_attribute("data-testid", "panic-panel");
    let route = read_hash().0;
    let add = |tag: &str, text: &str, id: Option<&str>| -> Option<web_sys::Element> {
        let el = document.create_element(tag).ok()?;
        el.set_text_content(Some(text));
        if let Some(id) = id {
            el.set_id(id);
            let _ = el.set_attribute("data-testid", id);
        }
        panel.append_child(&el).ok()?;
        Some(el)
    };
    add(
        "h2",
        "Something went wrong on this page",
        Some("panic-title"),
    );
    add(
        "p",
        "Puzzle Lab hit an internal error and this page stopped. Reset this page to \
         forget its saved state and start it afresh; other pages keep theirs.",
        None,
    );
    add("pre", text, Some("panic-message"));
    if let Some(button) = add("button", "Reset this page", Some("panic-reset")) {
        let _ = button.set_attribute("type", "button");
        let reset = Closure::<dyn Fn()>::new(move || reset_page(&route));
        let _ = button.add_event_listener_with_callback("click", reset.as_ref().unchecked_ref());
        reset.forget();
        let _ = body.append_child(&panel);
        if let Some(button) = button.dyn_ref::<web_sys::HtmlElement>() {
            let _ = button.focus();
        }
    }
}

/// Forgets the page's saved state, drops its query and reloads it.
fn reset_page(route: &str) {
    super::persist::clear_page(route);
    if let Some(window) = web_sys::window() {
        let location = window.location();
        let _ = location.set_hash(&format!("#/{route}"));
        let _ = location.reload();
    }
}
