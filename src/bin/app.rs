//! The browser entry point: mounts the Yew app. Built by Trunk for wasm32.

/// The page's allocator: talc, in place of the standard library's dlmalloc, for a smaller
/// download (README, "Size and speed"). The worker keeps dlmalloc.
#[cfg(target_arch = "wasm32")]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

#[cfg(target_arch = "wasm32")]
fn main() {
    puzzle_lab::app::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("The app runs in a browser: build it with `trunk build` (see README). Try the `lab` tool natively.");
    std::process::exit(2);
}
