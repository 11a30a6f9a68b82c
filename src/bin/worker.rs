//! The Web Worker entry point: runs long jobs (comparisons, h* tables) off the page's
//! thread. Built by Trunk as a second wasm (`data-type="worker"` in index.html).

#[cfg(target_arch = "wasm32")]
fn main() {
    puzzle_lab::app::install_worker_panic_hook();
    puzzle_lab::app::worker::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The worker runs in a browser; it is built by `trunk build`.");
    std::process::exit(2);
}
