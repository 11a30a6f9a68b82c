//! Saved state in `localStorage`: each page's last choices (its URL query) and games in
//! progress, in the versioned envelope of [`crate::persist`]. An entry that cannot be
//! read is removed and reported once as a notice; nothing here can stop a page.
//!
//! Keys: `puzzle-lab/page/<route>` ([`PageQuery`]) and `puzzle-lab/game/<name>`
//! (`TileGame` as `tiles`, `SudokuGames` as `sudoku-games`; an older `SudokuGame` as
//! `sudoku` is moved into the list when read; `MagicGames`), and `puzzle-lab/theme`
//! ([`ThemeChoice`]).

mod games;
mod magic;

pub use games::{
    restore_tile_history, sudoku_games, use_cleared, use_save_sudoku_game, use_save_tile_game,
};
pub use magic::{save_magic_game, saved_magic_game};

use crate::persist::{decode_saved, encode_saved, PageQuery, Payload, ThemeChoice};
use std::cell::RefCell;
use web_sys::Storage;

/// Every key this app writes starts with this.
const PREFIX: &str = "puzzle-lab/";

/// The window event fired when a notice is queued ([`take_notices`] reads them).
pub const NOTICE_EVENT: &str = "puzzle-lab-notice";

/// The window event fired after [`clear_all`]: pages stop saving what is on show until
/// it changes.
pub const CLEARED_EVENT: &str = "puzzle-lab-cleared";

thread_local! {
    static NOTICES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

fn storage() -> Option<Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn page_key(route: &str) -> String {
    format!("{PREFIX}page/{route}")
}

fn game_key(name: &str) -> String {
    format!("{PREFIX}game/{name}")
}

/// Fires the window event `name`.
fn fire(name: &str) {
    if let Some(window) = web_sys::window() {
        if let Ok(event) = web_sys::Event::new(name) {
            let _ = window.dispatch_event(&event);
        }
    }
}

/// Queues a notice for the shell to show, and tells it.
pub fn notify(message: String) {
    NOTICES.with(|n| n.borrow_mut().push(message));
    fire(NOTICE_EVENT);
}

/// The notices queued since the last call.
pub fn take_notices() -> Vec<String> {
    NOTICES.with(|n| std::mem::take(&mut *n.borrow_mut()))
}

/// Reads entry `key`; an unreadable one is removed and reported as about `what`.
fn load<T: Payload>(key: &str, what: &str) -> Option<T> {
    let text = read_entry(key)?;
    decode_saved::<T>(&text)
        .map_err(|e| forget_entry(key, what, &e))
        .ok()
}

/// The text of entry `key`, if there is one.
#[inline(never)]
fn read_entry(key: &str) -> Option<String> {
    storage()?.get_item(key).ok().flatten()
}

/// Removes the unreadable entry `key` and says why, once.
#[inline(never)]
fn forget_entry(key: &str, what: &str, e: &crate::persist::SavedError) {
    remove(key);
    notify(format!("The saved {what} was ignored: {e}."));
}

/// Removes entry `key`.
fn remove(key: &str) {
    if let Some(store) = storage() {
        let _ = store.remove_item(key);
    }
}

/// Writes entry `key` (a full or refused storage is not an error worth a word).
fn save<T: Payload>(key: &str, payload: &T) {
    write_entry(key, &encode_saved(payload));
}

/// Writes `text` as entry `key`.
#[inline(never)]
fn write_entry(key: &str, text: &str) {
    if let Some(store) = storage() {
        let _ = store.set_item(key, text);
    }
}

/// Remembers a page's choices, so opening it again (even after closing the tab) restores them.
pub fn save_query(route: &str, query: &str) {
    save(
        &page_key(route),
        &PageQuery {
            query: query.to_string(),
        },
    );
}

/// The page's saved choices, if any could be read.
pub fn saved_query(route: &str) -> Option<String> {
    load::<PageQuery>(&page_key(route), &format!("state of the page “{route}”"))
        .map(|p| p.query)
        .filter(|q| !q.is_empty())
}

/// The key of the saved theme choice.
const THEME_KEY: &str = "puzzle-lab/theme";

/// Remembers the theme chosen, for every page and the next visit.
pub fn save_theme(choice: ThemeChoice) {
    save(THEME_KEY, &choice);
}

/// The theme chosen last, if one was saved and can be read.
pub fn saved_theme() -> Option<ThemeChoice> {
    load::<ThemeChoice>(THEME_KEY, "theme")
}

/// Removes what is saved for one page: its choices and its games.
pub fn clear_page(route: &str) {
    remove(&page_key(route));
    // The games are named after their pages' routes (`tiles`, `sudoku`, and the list
    // `sudoku-games`).
    remove(&game_key(route));
    remove(&game_key(&format!("{route}-games")));
}

/// Removes everything this app saved; returns how many entries went.
pub fn clear_all() -> usize {
    let Some(store) = storage() else {
        return 0;
    };
    let len = store.length().unwrap_or(0);
    let keys: Vec<String> = (0..len)
        .filter_map(|i| store.key(i).ok().flatten())
        .filter(|k| k.starts_with(PREFIX))
        .collect();
    for key in &keys {
        let _ = store.remove_item(key);
    }
    fire(CLEARED_EVENT);
    keys.len()
}
