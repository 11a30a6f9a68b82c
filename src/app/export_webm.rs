//! WebM export: the animated GIF the worker made, recorded as a video by the browser
//! (`export_webm.js`: WebCodecs' `ImageDecoder` reads the GIF's frames, a
//! `MediaRecorder` records a canvas they are drawn on). Browsers without either are told
//! so, and keep the GIF.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(module = "/src/app/export_webm.js")]
extern "C" {
    /// True if this browser can decode a GIF's frames and record WebM.
    #[wasm_bindgen(js_name = webmSupported)]
    pub fn webm_supported() -> bool;

    #[wasm_bindgen(js_name = gifToWebm)]
    fn gif_to_webm(
        gif: &js_sys::Uint8Array,
        fallback_ms: u32,
        on_frame: &js_sys::Function,
        cancelled: &js_sys::Function,
    ) -> js_sys::Promise;
}

/// What the page says where [`webm_supported`] is false.
pub const UNSUPPORTED: &str = "This browser cannot record a WebM video (it needs WebCodecs and MediaRecorder): the GIF works in every browser.";

/// Records `gif` as a WebM video, in real time (each frame is held for the GIF's frame
/// time, `fallback_ms` where the GIF gives none). `on_frame(done, total)` follows it,
/// `cancelled()` is asked before each frame, and `done` gets the video's bytes, `None`
/// if it was cancelled, or why the browser failed.
pub fn record(
    gif: &[u8],
    fallback_ms: u32,
    on_frame: impl Fn(usize, usize) + 'static,
    cancelled: impl Fn() -> bool + 'static,
    done: impl FnOnce(Result<Option<Vec<u8>>, String>) + 'static,
) {
    let on_frame = Closure::<dyn Fn(usize, usize)>::new(on_frame);
    let cancelled = Closure::<dyn Fn() -> bool>::new(cancelled);
    let promise = gif_to_webm(
        &js_sys::Uint8Array::from(gif),
        fallback_ms,
        on_frame.as_ref().unchecked_ref(),
        cancelled.as_ref().unchecked_ref(),
    );
    wasm_bindgen_futures::spawn_local(async move {
        let result = wasm_bindgen_futures::JsFuture::from(promise).await;
        // The recording has ended: JavaScript calls neither closure any more.
        drop((on_frame, cancelled));
        done(match result {
            Ok(video) if video.is_null() => Ok(None),
            Ok(video) => Ok(Some(js_sys::Uint8Array::new(&video).to_vec())),
            Err(e) => Err(format!(
                "The browser could not record the WebM video ({}); the GIF still works.",
                e.dyn_ref::<js_sys::Error>()
                    .map_or_else(|| "no reason given".to_string(), |e| e.message().into())
            )),
        });
    });
}
