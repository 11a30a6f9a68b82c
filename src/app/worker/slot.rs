//! What every job slot of the worker shares: taking the job a Cancel names, and telling
//! the page that a job ended cancelled.

use crate::wire::protocol::Response;
use web_sys::DedicatedWorkerGlobalScope;

/// How the worker posts a response to the page.
pub(super) type Post = fn(&DedicatedWorkerGlobalScope, &Response);

/// Takes the job in `slot` if it is `job` (or whatever job it is, when `job` is `None`).
pub(super) fn take_named<T>(slot: &mut Option<(u64, T)>, job: Option<u64>) -> Option<(u64, T)> {
    if slot
        .as_ref()
        .is_some_and(|(id, _)| job.is_none_or(|j| j == *id))
    {
        slot.take()
    } else {
        None
    }
}

/// Tells the page that `job` ended because it was cancelled.
pub(super) fn post_cancelled(scope: &DedicatedWorkerGlobalScope, job: u64, post: Post) {
    post(
        scope,
        &Response::Done {
            job,
            cancelled: true,
        },
    );
}
