//! The page side: spawns the worker and exchanges messages with it (the bytes of
//! [`crate::wire::codec`]).
//!
//! A worker can die: a run that needs more memory than the tab has ends in a wasm trap
//! (`RuntimeError: unreachable`), which kills the worker's instance for good. The page
//! then hears an `error` event, or nothing at all. Either way the client reports it in
//! words (as a [`Response::Error`]), drops the dead worker and starts a fresh one on the
//! next request, so the next Run works.

use super::transport::{bytes_of, to_js};
use crate::app::browser::now_ms;
use crate::wire::protocol::{Request, Response, Watched};
use gloo::timers::callback::Interval;
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};
use yew::prelude::*;

/// The script Trunk emits for the worker binary.
const WORKER_SCRIPT: &str = "./worker_loader.js";

/// A busy worker silent for this long is taken for dead (it posts progress every 30 ms
/// of work, and the longest single step, the h* table, takes about a second).
const SILENCE_MS: f64 = 20_000.0;

/// Where the page keeps its newest worker, for tests: `window.__puzzleLabWorker`.
const TEST_HOOK: &str = "__puzzleLabWorker";

/// Where the page lists every worker it started, for tests that must reach one of
/// several (the tile page has one for the distance readout and one for solving):
/// `window.__puzzleLabWorkers`.
const TEST_HOOK_ALL: &str = "__puzzleLabWorkers";

/// What the page says when the worker died.
pub fn death_message(detail: &str) -> String {
    format!(
        "The background worker stopped ({}). Most likely the run needed more memory than \
         the tab has: lower the frontier cap. Press Run to try again with a fresh worker.",
        detail.trim()
    )
}

/// Requests wait here until the worker says it is ready: a message that arrives while
/// its wasm is still loading would find no listener and be lost.
#[derive(Default)]
struct Outbox {
    ready: bool,
    waiting: Vec<Vec<u8>>,
}

/// Whether the worker is alive, the long jobs it runs, and when it was last heard from.
#[derive(Default)]
struct Health {
    dead: Cell<bool>,
    watched: RefCell<Watched>,
    last_heard: Cell<f64>,
}

impl Health {
    /// True when a long job runs and the worker has said nothing for [`SILENCE_MS`].
    fn silent(&self) -> bool {
        self.watched.borrow().busy() && now_ms() - self.last_heard.get() > SILENCE_MS
    }
}

/// A connection to the worker; dropping it terminates the worker.
pub struct WorkerLink {
    worker: Worker,
    outbox: Rc<RefCell<Outbox>>,
    health: Rc<Health>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl WorkerLink {
    /// Sends a request, or queues it until the worker is ready.
    pub fn send(&self, request: &Request) {
        if request.watched_job().is_some() {
            if !self.health.watched.borrow().busy() {
                self.health.last_heard.set(now_ms());
            }
            self.health.watched.borrow_mut().sent(request);
        }
        let bytes = crate::wire::codec::encode_request(request);
        let mut outbox = self.outbox.borrow_mut();
        if outbox.ready {
            let _ = self.worker.post_message(&to_js(&bytes));
        } else {
            outbox.waiting.push(bytes);
        }
    }
}

impl Drop for WorkerLink {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// Puts `worker` where tests find it ([`TEST_HOOK`], [`TEST_HOOK_ALL`]).
fn expose_for_tests(worker: &Worker) {
    let window = gloo::utils::window();
    let _ = js_sys::Reflect::set(&window, &TEST_HOOK.into(), worker);
    let all = js_sys::Reflect::get(&window, &TEST_HOOK_ALL.into())
        .ok()
        .and_then(|list| list.dyn_into::<js_sys::Array>().ok())
        .unwrap_or_else(|| {
            let list = js_sys::Array::new();
            let _ = js_sys::Reflect::set(&window, &TEST_HOOK_ALL.into(), &list);
            list
        });
    all.push(worker);
}

fn spawn(on_response: Callback<Response>) -> Result<WorkerLink, String> {
    let worker =
        Worker::new(WORKER_SCRIPT).map_err(|e| format!("could not start the worker: {e:?}"))?;
    expose_for_tests(&worker);
    let outbox = Rc::new(RefCell::new(Outbox::default()));
    let health = Rc::new(Health::default());
    let messages = on_response.clone();
    let on_message = {
        let (worker, outbox, health) = (worker.clone(), outbox.clone(), health.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            health.last_heard.set(now_ms());
            // A string is a JSON reply to a test's request (see `transport`): not ours.
            let Some(bytes) = bytes_of(&event.data()) else {
                return;
            };
            let response =
                crate::wire::codec::decode_response(&bytes).unwrap_or_else(|e| Response::Error {
                    job: None,
                    message: format!("unreadable worker message: {e}"),
                });
            match response {
                Response::Ready => {
                    let mut outbox = outbox.borrow_mut();
                    outbox.ready = true;
                    for bytes in outbox.waiting.drain(..) {
                        let _ = worker.post_message(&to_js(&bytes));
                    }
                }
                _ => health.watched.borrow_mut().heard(&response),
            }
            messages.emit(response);
        })
    };
    let on_error = {
        let health = health.clone();
        Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
            // A trap kills the worker's wasm for good: whatever it was doing is lost.
            health.dead.set(true);
            *health.watched.borrow_mut() = Watched::default();
            on_response.emit(Response::Error {
                job: None,
                message: death_message(&event.message()),
            });
        })
    };
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(WorkerLink {
        worker,
        outbox,
        health,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Gives the component a worker for its lifetime, replaced whenever it dies. Responses
/// go to the latest `on_response`. Returns a sender (which reports a failure to start
/// as an `Error`).
#[hook]
pub fn use_worker(on_response: Callback<Response>) -> Callback<Request> {
    let send = use_worker_pool(on_response.reform(|(_, response)| response));
    send.reform(|request| (0, request))
}

/// Gives the component a pool of workers for its lifetime: worker `i` is started the
/// first time a request is sent to it, and replaced whenever it dies. Responses come to
/// the latest `on_response` with the number of the worker that sent them. Returns a
/// sender of `(worker, request)` (which reports a failure to start as that worker's
/// `Error`).
#[hook]
pub fn use_worker_pool(on_response: Callback<(usize, Response)>) -> Callback<(usize, Request)> {
    use_pool(on_response, true)
}

/// Like [`use_worker`], but the worker starts only with the first request (for a tool
/// most visits never use, such as the export buttons).
#[hook]
pub fn use_lazy_worker(on_response: Callback<Response>) -> Callback<Request> {
    let send = use_pool(on_response.reform(|(_, response)| response), false);
    send.reform(|request| (0, request))
}

/// The pool behind [`use_worker_pool`]; with `eager`, worker 0 starts at once.
#[hook]
fn use_pool(on_response: Callback<(usize, Response)>, eager: bool) -> Callback<(usize, Request)> {
    let latest = use_mut_ref(|| on_response.clone());
    *latest.borrow_mut() = on_response;
    let links: Rc<RefCell<Vec<Option<WorkerLink>>>> = use_mut_ref(Vec::new);
    let forward = {
        let latest = latest.clone();
        move |worker: usize| {
            let latest = latest.clone();
            Callback::from(move |r: Response| latest.borrow().emit((worker, r)))
        }
    };
    {
        let (links, forward) = (links.clone(), forward.clone());
        use_effect_with((), move |_| {
            // The first worker starts at once, so that it has loaded by the first request.
            if eager {
                match spawn(forward(0)) {
                    Ok(l) => links.borrow_mut().push(Some(l)),
                    Err(message) => forward(0).emit(Response::Error { job: None, message }),
                }
            }
            // A busy worker that has gone silent is dead too (some browsers kill a
            // worker that runs out of memory without an error event).
            let watch = links.clone();
            let watchdog = Interval::new(2_000, move || {
                let silent: Vec<usize> = (watch.borrow().iter().enumerate())
                    .filter(|(_, l)| l.as_ref().is_some_and(|l| l.health.silent()))
                    .map(|(i, _)| i)
                    .collect();
                for i in silent {
                    if let Some(slot) = watch.borrow_mut().get_mut(i) {
                        slot.take();
                    }
                    forward(i).emit(Response::Error {
                        job: None,
                        message: death_message("it stopped answering"),
                    });
                }
            });
            move || {
                drop(watchdog);
                links.borrow_mut().clear();
            }
        });
    }
    Callback::from(move |(worker, request): (usize, Request)| {
        let mut links = links.borrow_mut();
        if links.len() <= worker {
            links.resize_with(worker + 1, || None);
        }
        let Some(slot) = links.get_mut(worker) else {
            return;
        };
        if slot.as_ref().is_none_or(|l| l.health.dead.get()) {
            // The dead worker (if any) is terminated when its link is replaced.
            slot.take();
            match spawn(forward(worker)) {
                Ok(l) => *slot = Some(l),
                Err(message) => {
                    drop(links);
                    forward(worker).emit(Response::Error { job: None, message });
                    return;
                }
            }
        }
        if let Some(l) = slot.as_ref() {
            l.send(&request);
        }
    })
}
