//! The pattern databases in the browser's Cache API, so a second visit loads them
//! instead of rebuilding. The bytes carry a format version and a checksum
//! (`Pdb::to_bytes`), so a partial or corrupted entry is caught by `Pdb::from_bytes`
//! and the caller rebuilds.

use crate::engine::tiles::pdb::FORMAT_VERSION;
use js_sys::{ArrayBuffer, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Cache, WorkerGlobalScope};

/// The cache's name.
const CACHE_NAME: &str = "puzzle-lab-pdb";

/// The entry's key: a URL under the app, named by partition and format version.
fn key() -> String {
    format!("./pdb-6-6-3-v{FORMAT_VERSION}.bin")
}

fn words(e: JsValue) -> String {
    e.as_string()
        .or_else(|| {
            js_sys::Reflect::get(&e, &"message".into())
                .ok()?
                .as_string()
        })
        .unwrap_or_else(|| format!("{e:?}"))
}

async fn open() -> Result<Cache, String> {
    let scope: WorkerGlobalScope = js_sys::global().unchecked_into();
    let caches = scope.caches().map_err(words)?;
    let cache = JsFuture::from(caches.open(CACHE_NAME))
        .await
        .map_err(words)?;
    Ok(cache.unchecked_into())
}

/// The cached bytes, `None` when nothing is cached, or why the cache cannot be read.
pub async fn load() -> Result<Option<Vec<u8>>, String> {
    let cache = open().await?;
    let found = JsFuture::from(cache.match_with_str(&key()))
        .await
        .map_err(words)?;
    if found.is_undefined() || found.is_null() {
        return Ok(None);
    }
    let response: web_sys::Response = found.unchecked_into();
    let buffer = JsFuture::from(response.array_buffer().map_err(words)?)
        .await
        .map_err(words)?;
    let buffer: ArrayBuffer = buffer.unchecked_into();
    Ok(Some(Uint8Array::new(&buffer).to_vec()))
}

/// Stores `bytes` as the cached databases.
pub async fn save(mut bytes: Vec<u8>) -> Result<(), String> {
    let cache = open().await?;
    let response = web_sys::Response::new_with_opt_u8_array(Some(&mut bytes)).map_err(words)?;
    JsFuture::from(cache.put_with_str(&key(), &response))
        .await
        .map_err(words)?;
    Ok(())
}
