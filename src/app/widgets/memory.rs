//! What a frontier cap means in memory, in words for the note beside the cap field.

use crate::engine::tiles::limits::{cap_bytes, describe_bytes};
use crate::engine::tiles::solve::Algorithm;
use yew::AttrValue;

/// "≈ 93 MB at the cap", or a word on depth-first searches, whose memory grows with
/// the depth and not with the cap.
pub fn cap_note(cap: u64, algorithms: &[Algorithm]) -> AttrValue {
    match cap_bytes(cap, algorithms) {
        Some(bytes) => format!("{} at the cap", describe_bytes(bytes)).into(),
        None => "memory grows with the depth only".into(),
    }
}
