//! How messages travel: the page and the worker post [`crate::wire::codec`]'s bytes as a
//! `Uint8Array`. A JSON string request (tests and `e2e/bench-wasm.js` post them, through
//! `window.__puzzleLabWorker` or a worker of their own) is read by the JSON door, and
//! from then on the worker posts every reply in JSON too, as a string, beside the bytes;
//! `Ready` always goes out in both forms, since a JSON client waits for it before its
//! first request. The page ignores strings.

use crate::wire::protocol::{Request, Response};
use std::cell::Cell;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::DedicatedWorkerGlobalScope;

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
pub fn read_request(data: &JsValue) -> Result<Request, crate::wire::bounds::Refusal> {
    match bytes_of(data) {
        Some(bytes) => crate::wire::bounds::decode_bytes(&bytes),
        None => {
            JSON_PEER.with(|peer| peer.set(true));
            crate::wire::bounds::decode(&data.as_string().unwrap_or_default())
        }
    }
}

/// The worker posts `response`: as bytes, and as JSON text too once a JSON request came
/// (or if it is `Ready`).
pub fn post_response(scope: &DedicatedWorkerGlobalScope, response: &Response) {
    let _ = scope.post_message(&to_js(&crate::wire::codec::encode_response(response)));
    if JSON_PEER.with(Cell::get) || matches!(response, Response::Ready) {
        if let Ok(text) = serde_json::to_string(response) {
            let _ = scope.post_message(&JsValue::from_str(&text));
        }
    }
}
