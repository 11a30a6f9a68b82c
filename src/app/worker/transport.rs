//! How messages travel: the page and the worker post [`crate::wire::codec`]'s bytes as a
//! `Uint8Array`.
//!
//! Builds with the `test-hooks` feature (the browser tests' and benchmarks') also have
//! a JSON door: a JSON string request (tests and `e2e/bench-wasm.js` post them, through
//! `window.__puzzleLabWorker` or a worker of their own) is read as JSON, and from then
//! on the worker posts every reply in JSON too, as a string, beside the bytes; `Ready`
//! always goes out in both forms, since a JSON client waits for it before its first
//! request. The page ignores strings. Without the feature a string is refused as
//! unreadable.

use crate::wire::bounds::Refusal;
use crate::wire::protocol::{Request, Response};
#[cfg(feature = "test-hooks")]
use std::cell::Cell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::DedicatedWorkerGlobalScope;

#[cfg(feature = "test-hooks")]
thread_local! {
    /// Whether a JSON string request has come in (the worker then answers in both forms).
    static JSON_PEER: Cell<bool> = const { Cell::new(false) };
}

/// `bytes` as a `Uint8Array` to post.
pub fn to_js(bytes: &[u8]) -> JsValue {
    js_sys::Uint8Array::from(bytes).into()
}

/// The bytes of a posted `Uint8Array`, or `None` if `data` is something else.
pub fn bytes_of(data: &JsValue) -> Option<Vec<u8>> {
    data.dyn_ref::<js_sys::Uint8Array>().map(|a| a.to_vec())
}

/// The worker reads a posted request: bytes from the page, or JSON text from a test
/// (anything else is read as empty JSON text, which is refused as unreadable).
pub fn read_request(data: &JsValue) -> Result<Request, Refusal> {
    match bytes_of(data) {
        Some(bytes) => crate::wire::bounds::decode_bytes(&bytes),
        None => read_json(data),
    }
}

/// A JSON text request, through the test door.
#[cfg(feature = "test-hooks")]
fn read_json(data: &JsValue) -> Result<Request, Refusal> {
    JSON_PEER.with(|peer| peer.set(true));
    crate::wire::bounds::decode(&data.as_string().unwrap_or_default())
}

/// No JSON door in this build: anything but bytes is unreadable.
#[cfg(not(feature = "test-hooks"))]
fn read_json(_data: &JsValue) -> Result<Request, Refusal> {
    crate::wire::bounds::decode_bytes(&[])
}

/// The worker posts `response`: as bytes, and (through the test door) as JSON text too
/// once a JSON request came, or if it is `Ready`.
pub fn post_response(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    let _ = scope.post_message(&to_js(&crate::wire::codec::encode_response(response)));
    #[cfg(feature = "test-hooks")]
    if JSON_PEER.with(Cell::get) || matches!(response, Response::Ready) {
        if let Ok(text) = serde_json::to_string(response) {
            let _ = scope.post_message(&JsValue::from_str(&text));
        }
    }
}
