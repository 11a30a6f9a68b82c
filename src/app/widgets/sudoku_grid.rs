//! A 9×9 Sudoku grid: digits, pencil marks and highlights in, cell clicks out.
//!
//! It is presentational: the play page, the animated solver and the GA page each build
//! the 81 [`CellView`]s they want to show. Test ids: `sudoku-grid`, `cell-<row>-<col>`
//! (0-based). The grid has the ARIA grid role, one row per Sudoku row, and every cell
//! says what it holds, e.g. "row 3, column 4, 7, given" or "row 1, column 2, empty,
//! candidates 1 2 5".

use std::rc::Rc;
use yew::prelude::*;

/// Highlight flags for a cell (combine with `|`).
pub mod flag {
    /// A given (clue) of the puzzle: drawn bold, not editable.
    pub const GIVEN: u16 = 1;
    /// The digit clashes with a peer.
    pub const CONFLICT: u16 = 1 << 1;
    /// The cell holds the selected digit.
    pub const SAME_DIGIT: u16 = 1 << 2;
    /// The cell shares a row, column or box with the selected cell.
    pub const PEER: u16 = 1 << 3;
    /// A cell a hint's reasoning uses.
    pub const INVOLVED: u16 = 1 << 4;
    /// The cell a hint or the solver is working on now.
    pub const FOCUS: u16 = 1 << 5;
    /// A digit the solver just took back (a backtrack).
    pub const UNDONE: u16 = 1 << 6;
    /// A digit the check found wrong.
    pub const WRONG: u16 = 1 << 7;
    /// A digit just placed by the solver.
    pub const PLACED: u16 = 1 << 8;
    /// A hint pattern's base cell (a fish's base, a subset's or single's cells). The six
    /// role flags follow `logic::highlight_class`'s order: base, cover, fin, hinge,
    /// pincer, other.
    pub const ROLE_BASE: u16 = 1 << 9;
    /// A hint pattern's cover cell.
    pub const ROLE_COVER: u16 = 1 << 10;
    /// A finned fish's fin.
    pub const ROLE_FIN: u16 = 1 << 11;
    /// A wing's hinge.
    pub const ROLE_HINGE: u16 = 1 << 12;
    /// A wing's pincer.
    pub const ROLE_PINCER: u16 = 1 << 13;
    /// Any other cell of a hint's pattern (a chain's nodes, an ALS, a colour).
    pub const ROLE_OTHER: u16 = 1 << 14;
    /// A cell the quiz offers as an answer, or asks about: ringed, so the class finds it.
    pub const OFFERED: u16 = 1 << 15;
}

/// What one cell shows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CellView {
    /// The digit, 1–9, or 0 for an empty cell.
    pub digit: u8,
    /// Pencil marks (bit d = digit d) shown in an empty cell.
    pub marks: u16,
    /// Marks just removed (bit d = digit d), drawn fading out; a digit both here and
    /// in `marks` is a mark about to be removed (a hint's elimination), struck out.
    pub faded: u16,
    /// Highlights: see [`flag`].
    pub flags: u16,
}

impl CellView {
    /// True when `f` (one or more [`flag`]s) is set.
    pub fn has(&self, f: u16) -> bool {
        self.flags & f != 0
    }
}

/// What [`sudoku_grid`] draws.
pub struct SudokuGridProps {
    /// The 81 cells in reading order.
    pub cells: Rc<Vec<CellView>>,
    /// The selected cell (drawn with a focus ring), if any.
    pub selected: Option<usize>,
    /// Called with a cell's index when it is clicked or tapped; `None` for a read-only grid.
    pub on_select: Option<Callback<usize>>,
    /// The grid's accessible name.
    pub label: AttrValue,
    /// Drawn over the cells (e.g. the logic view's SVG layer), if anything.
    pub children: Html,
}

/// The grid's own state: its element, and one click handler for its lifetime that
/// calls the latest `on_select`, so the cells' properties do not change with every
/// render of the page (and Yew skips the unchanged cells).
pub struct SudokuGridState {
    grid: NodeRef,
    stable: Rc<Callback<usize>>,
}

/// The state [`sudoku_grid`] keeps, for a grid whose selection is `selected` and whose
/// clicks go to `on_select`. The page that draws the grid calls this hook,
/// unconditionally: the grid is a plain function, since a component type costs the
/// page's bundle its own copy of Yew's lifecycle code.
#[hook]
pub fn use_sudoku_grid(
    selected: Option<usize>,
    on_select: &Option<Callback<usize>>,
) -> SudokuGridState {
    let grid = use_node_ref();
    use_follow_focus(grid.clone(), selected);
    let latest = use_mut_ref(|| on_select.clone());
    latest.borrow_mut().clone_from(on_select);
    let stable = use_memo((), move |_| {
        Callback::from(move |i: usize| {
            let on_select = latest.borrow().clone();
            if let Some(cb) = on_select {
                cb.emit(i);
            }
        })
    });
    SudokuGridState { grid, stable }
}

/// The digits set in `mask`, ascending.
pub fn mask_digits(mask: u16) -> impl Iterator<Item = u8> {
    (1..=9u8).filter(move |d| mask & (1 << d) != 0)
}

/// A cell's accessible label, e.g. "row 3, column 4, 7, given".
pub fn cell_label(index: usize, cell: &CellView) -> String {
    let (r, c) = (index / 9 + 1, index % 9 + 1);
    let mut text = format!("row {r}, column {c}, ");
    if cell.digit != 0 {
        text.push_str(&cell.digit.to_string());
        if cell.has(flag::GIVEN) {
            text.push_str(", given");
        }
    } else if cell.marks != 0 {
        let marks: Vec<String> = mask_digits(cell.marks).map(|d| d.to_string()).collect();
        text.push_str(&format!("empty, candidates {}", marks.join(" ")));
        let struck: Vec<String> = mask_digits(cell.marks & cell.faded)
            .map(|d| d.to_string())
            .collect();
        if !struck.is_empty() {
            text.push_str(&format!(", remove {}", struck.join(" ")));
        }
    } else {
        text.push_str("empty");
    }
    if cell.has(flag::CONFLICT) {
        text.push_str(", conflict");
    }
    if cell.has(flag::WRONG) {
        text.push_str(", wrong");
    }
    if cell.has(flag::OFFERED) {
        text.push_str(", a quiz choice");
    }
    text
}

fn cell_classes(index: usize, cell: &CellView, selected: bool) -> Classes {
    let (r, c) = (index / 9, index % 9);
    let names = [
        (flag::GIVEN, "given"),
        (flag::CONFLICT, "conflict"),
        (flag::SAME_DIGIT, "same-digit"),
        (flag::PEER, "peer"),
        (flag::INVOLVED, "involved"),
        (flag::FOCUS, "focus"),
        (flag::UNDONE, "undone"),
        (flag::WRONG, "wrong"),
        (flag::PLACED, "placed"),
        (flag::ROLE_BASE, "role-base"),
        (flag::ROLE_COVER, "role-cover"),
        (flag::ROLE_FIN, "role-fin"),
        (flag::ROLE_HINGE, "role-hinge"),
        (flag::ROLE_PINCER, "role-pincer"),
        (flag::ROLE_OTHER, "role-other"),
        (flag::OFFERED, "offered"),
    ];
    let mut classes = classes!("sudoku-cell");
    for (f, name) in names {
        if cell.has(f) {
            classes.push(name);
        }
    }
    if c % 3 == 2 && c < 8 {
        classes.push("box-right");
    }
    if r % 3 == 2 && r < 8 {
        classes.push("box-bottom");
    }
    if selected {
        classes.push("selected");
    }
    classes
}

fn marks(cell: &CellView) -> Html {
    html! {
        <span class="marks" aria-hidden="true">
            { for (1..=9u8).map(|d| {
                let bit = 1u16 << d;
                if cell.marks & cell.faded & bit != 0 {
                    html! { <span class="struck">{ d }</span> }
                } else if cell.marks & bit != 0 {
                    html! { <span>{ d }</span> }
                } else if cell.faded & bit != 0 {
                    html! { <span class="pruned">{ d }</span> }
                } else {
                    html! { <span></span> }
                }
            }) }
        </span>
    }
}

/// Keeps keyboard focus on the selected cell while focus is inside the grid, so
/// arrow keys move both the selection and what a screen reader announces.
#[hook]
fn use_follow_focus(grid: NodeRef, selected: Option<usize>) {
    use_effect_with(selected, move |&selected| {
        let (Some(grid), Some(i)) = (grid.cast::<web_sys::Element>(), selected) else {
            return;
        };
        let focused_inside = gloo::utils::document()
            .active_element()
            .is_some_and(|el| grid.contains(Some(&el)));
        let selector = format!("[data-testid=\"cell-{}-{}\"]", i / 9, i % 9);
        if let (true, Ok(Some(cell))) = (focused_inside, grid.query_selector(&selector)) {
            if let Ok(cell) = wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(cell) {
                let _ = cell.focus();
            }
        }
    });
}

/// Properties of one cell: plain data, so an unchanged cell is not redrawn.
#[derive(Properties, PartialEq)]
struct CellProps {
    /// The cell's index in reading order.
    index: usize,
    /// What it shows.
    cell: CellView,
    /// True for the selected cell.
    selected: bool,
    /// True when the cell takes Tab focus (the selected one, else the first).
    tabbable: bool,
    /// The grid's click handler (the same one on every render), if interactive.
    on_select: Option<Callback<usize>>,
}

/// One cell. Yew skips it when its properties are unchanged, so a frame of the animated
/// solver redraws only the cells that changed.
#[function_component(SudokuCell)]
fn sudoku_cell(props: &CellProps) -> Html {
    let (i, cell, selected) = (props.index, &props.cell, props.selected);
    let interactive = props.on_select.is_some();
    let onclick = props
        .on_select
        .clone()
        .map(|cb| Callback::from(move |_: MouseEvent| cb.emit(i)));
    // Tabbing into the grid selects the focused cell.
    let onfocus = props
        .on_select
        .clone()
        .filter(|_| !selected)
        .map(|cb| Callback::from(move |_: FocusEvent| cb.emit(i)));
    let tabindex = interactive.then_some(if props.tabbable { "0" } else { "-1" });
    html! {
        <div role="gridcell" class={cell_classes(i, cell, selected)}
            data-testid={format!("cell-{}-{}", i / 9, i % 9)} aria-label={cell_label(i, cell)}
            aria-selected={interactive.then(|| selected.to_string())}
            {tabindex} {onclick} {onfocus}>
            if cell.digit != 0 {
                <span class="digit" aria-hidden="true">{ cell.digit }</span>
            } else {
                { marks(cell) }
            }
        </div>
    }
}

/// The grid; `state` comes from [`use_sudoku_grid`] (with the same selection and
/// click handler).
pub fn sudoku_grid(props: SudokuGridProps, state: &SudokuGridState) -> Html {
    let interactive = props.on_select.is_some();
    let on_select = interactive.then(|| (*state.stable).clone());
    let row = |r: usize| {
        html! {
            <div role="row" class="sudoku-row" key={r}>
                { for (0..9).map(|c| {
                    let i = r * 9 + c;
                    let cell = props.cells.get(i).copied().unwrap_or_default();
                    let selected = props.selected == Some(i);
                    let tabbable = selected || (props.selected.is_none() && i == 0);
                    html! {
                        <SudokuCell key={i} index={i} {cell} {selected} {tabbable} on_select={on_select.clone()} />
                    }
                }) }
            </div>
        }
    };
    html! {
        <div ref={state.grid.clone()} class={classes!("sudoku-grid", interactive.then_some("interactive"))} role="grid"
            aria-label={props.label.clone()} data-testid="sudoku-grid">
            { for (0..9).map(row) }
            { props.children }
        </div>
    }
}
