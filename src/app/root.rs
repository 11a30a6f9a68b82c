//! The app shell: header, navigation and the current page.

use super::tiles::TilesPage;
use yew::prelude::*;

/// The whole app.
#[function_component(App)]
pub fn app() -> Html {
    html! {
        <>
            <a class="skip-link" href="#main">{ "Skip to the puzzle" }</a>
            <header class="app-header">
                <div class="brand">
                    <img src="icon.svg" alt="" width="32" height="32" />
                    <span>{ "Puzzle Lab" }</span>
                </div>
                <nav aria-label="Puzzles">
                    <a href="#/tiles" class="active" aria-current="page">{ "Sliding tiles" }</a>
                </nav>
            </header>
            <main id="main">
                <TilesPage />
            </main>
            <footer class="app-footer">
                { "Puzzle Lab — classic AI puzzles, and solvers you can watch. Runs entirely in your browser." }
            </footer>
        </>
    }
}
