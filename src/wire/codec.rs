//! The bytes the page and the worker exchange: [`Request`] and [`Response`] in
//! postcard's compact binary form (serde, with no field names and varint numbers).
//!
//! Why not JSON: the page's wasm links the decoder of every reply type, and a JSON
//! decoder matches field names, so each type carries a map visitor and its own name
//! table; postcard reads fields in order only (about 30 KB less gzipped for the page).
//! JSON stays as the worker's door for tests and benchmarks ([`super::bounds::decode`]):
//! a JSON string request is answered in JSON too (see `transport`).
//!
//! The worker writes and reads with serde. The page writes requests with serde too, but
//! reads replies with [`super::reader`], postcard's layout read by hand: serde's derived
//! readers of the reply types cost the page about 12 KB gzipped, the hand-written ones
//! about 4 KB. Tests and the fuzzer check that both read the same bytes alike.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::protocol::{Request, Response};
use serde::de::DeserializeOwned;
use serde::Serialize;

/// `message` as bytes. Every message can be encoded (postcard fails only on types
/// serde cannot describe without their length, which the protocol has none of); a
/// failure gives an empty message, which the other side reports as unreadable.
fn encode<T: Serialize>(message: &T) -> Vec<u8> {
    postcard::to_allocvec(message).unwrap_or_default()
}

/// Reads exactly one message from `bytes` (trailing bytes are an error).
fn decode<T: DeserializeOwned>(bytes: &[u8]) -> Result<T, String> {
    match postcard::take_from_bytes(bytes) {
        Ok((message, [])) => Ok(message),
        Ok((_, rest)) => Err(format!("{} unread bytes after the message", rest.len())),
        Err(e) => Err(e.to_string()),
    }
}

/// A request as the page sends it.
pub fn encode_request(request: &Request) -> Vec<u8> {
    encode(request)
}

/// A request as the worker reads it (not yet checked: see [`super::bounds::check`]).
pub fn decode_request(bytes: &[u8]) -> Result<Request, String> {
    decode(bytes)
}

/// A response as the worker sends it.
pub fn encode_response(response: &Response) -> Vec<u8> {
    encode(response)
}

/// A response as serde's derived readers read it: the reference that the page's own
/// reader ([`decode_response`]) is checked against by the tests and the fuzzer.
pub fn decode_response_with_serde(bytes: &[u8]) -> Result<Response, String> {
    decode(bytes)
}

/// A response as the page reads it: by hand ([`super::reader`]), since serde's derived
/// readers would cost the page about 12 KB gzipped.
pub fn decode_response(bytes: &[u8]) -> Result<Response, String> {
    super::reader::read_response(bytes)
}
