//! The browser entry point: mounts the Yew app. Built by Trunk for wasm32.

#[cfg(target_arch = "wasm32")]
fn main() {
    puzzle_lab::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: build it with `trunk build` (see README). Try the `lab` tool natively.");
    std::process::exit(2);
}
