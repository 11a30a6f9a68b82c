//! The page side: spawns the worker once and exchanges JSON messages with it.

use super::protocol::{Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker};
use yew::prelude::*;

/// The script Trunk emits for the worker binary.
const WORKER_SCRIPT: &str = "./worker_loader.js";

/// Requests wait here until the worker says it is ready: a message that arrives while
/// its wasm is still loading would find no listener and be lost.
#[derive(Default)]
struct Outbox {
    ready: bool,
    waiting: Vec<String>,
}

/// A connection to the worker; dropping it terminates the worker.
pub struct WorkerLink {
    worker: Worker,
    outbox: Rc<RefCell<Outbox>>,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(ErrorEvent)>,
}

impl WorkerLink {
    /// Sends a request, or queues it until the worker is ready.
    pub fn send(&self, request: &Request) {
        let text = serde_json::to_string(request).expect("requests serialise");
        let mut outbox = self.outbox.borrow_mut();
        if outbox.ready {
            let _ = self.worker.post_message(&JsValue::from_str(&text));
        } else {
            outbox.waiting.push(text);
        }
    }
}

impl Drop for WorkerLink {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

fn spawn(on_response: Callback<Response>) -> Result<WorkerLink, String> {
    let worker =
        Worker::new(WORKER_SCRIPT).map_err(|e| format!("could not start the worker: {e:?}"))?;
    let outbox = Rc::new(RefCell::new(Outbox::default()));
    let messages = on_response.clone();
    let on_message = {
        let (worker, outbox) = (worker.clone(), outbox.clone());
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let response = serde_json::from_str(&text).unwrap_or_else(|e| Response::Error {
                message: format!("unreadable worker message: {e}"),
            });
            if response == Response::Ready {
                let mut outbox = outbox.borrow_mut();
                outbox.ready = true;
                for text in outbox.waiting.drain(..) {
                    let _ = worker.post_message(&JsValue::from_str(&text));
                }
            }
            messages.emit(response);
        })
    };
    let on_error = Closure::<dyn FnMut(ErrorEvent)>::new(move |event: ErrorEvent| {
        on_response.emit(Response::Error {
            message: format!("the worker failed: {}", event.message()),
        });
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    Ok(WorkerLink {
        worker,
        outbox,
        _on_message: on_message,
        _on_error: on_error,
    })
}

/// Gives the component a worker for its lifetime. Responses go to the latest
/// `on_response`. Returns a sender (which reports a failure to start as an `Error`).
#[hook]
pub fn use_worker(on_response: Callback<Response>) -> Callback<Request> {
    let latest = use_mut_ref(|| on_response.clone());
    *latest.borrow_mut() = on_response;
    let link: Rc<RefCell<Option<WorkerLink>>> = use_mut_ref(|| None);
    {
        let link = link.clone();
        let latest = latest.clone();
        use_effect_with((), move |_| {
            let forward = Callback::from(move |r: Response| latest.borrow().emit(r));
            match spawn(forward.clone()) {
                Ok(l) => *link.borrow_mut() = Some(l),
                Err(message) => forward.emit(Response::Error { message }),
            }
            move || {
                link.borrow_mut().take();
            }
        });
    }
    Callback::from(move |request: Request| {
        if let Some(l) = link.borrow().as_ref() {
            l.send(&request);
        }
    })
}
