//! Fish: X-Wing, Swordfish, Jellyfish, and their finned and sashimi forms.
//!
//! A fish of size n on a digit: n base lines (rows, or columns) in which the digit's
//! candidates all lie in n cover lines (columns, or rows). Each base line takes the
//! digit once, in the cover, so the cover lines get it from the base lines only: their
//! other cells lose it. A finned fish has extra candidates (fins) outside the cover,
//! all in one box: either a fin holds the digit or the fish does, so the cells of the
//! cover in the fin's box (which see every fin) lose it. A sashimi fish is a finned
//! fish that would be degenerate without its fins: a base line has only one candidate
//! in the cover.

use super::cells::{box_unit, col_unit, row_unit, unit_set, CellSet};
use super::deduction::{and_list, cell_words, removal_words, Deduction, Role, Why};
use super::memo::{keep, kept, Slot};
use super::registry::Emit;
use super::state::{Candidate, State};
use super::technique::Technique;
use crate::engine::sudoku::Unit;
use std::ops::ControlFlow;

/// Which form of fish.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Basic,
    Finned,
    Sashimi,
}

/// `x-wing`.
pub fn x_wing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 2, Form::Basic, emit)
}

/// `swordfish`.
pub fn swordfish(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 3, Form::Basic, emit)
}

/// `jellyfish`.
pub fn jellyfish(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 4, Form::Basic, emit)
}

/// `finned-x-wing`.
pub fn finned_x_wing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 2, Form::Finned, emit)
}

/// `finned-swordfish`.
pub fn finned_swordfish(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 3, Form::Finned, emit)
}

/// `finned-jellyfish`.
pub fn finned_jellyfish(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 4, Form::Finned, emit)
}

/// `sashimi-x-wing`.
pub fn sashimi_x_wing(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 2, Form::Sashimi, emit)
}

/// `sashimi-swordfish`.
pub fn sashimi_swordfish(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 3, Form::Sashimi, emit)
}

/// `sashimi-jellyfish`.
pub fn sashimi_jellyfish(state: &State, emit: Emit<'_>) -> ControlFlow<()> {
    fish(state, 4, Form::Sashimi, emit)
}

fn technique(size: usize, form: Form) -> Technique {
    use Technique as T;
    match (form, size) {
        (Form::Basic, 2) => T::XWing,
        (Form::Basic, 3) => T::Swordfish,
        (Form::Basic, _) => T::Jellyfish,
        (Form::Finned, 2) => T::FinnedXWing,
        (Form::Finned, 3) => T::FinnedSwordfish,
        (Form::Finned, _) => T::FinnedJellyfish,
        (Form::Sashimi, 2) => T::SashimiXWing,
        (Form::Sashimi, 3) => T::SashimiSwordfish,
        (Form::Sashimi, _) => T::SashimiJellyfish,
    }
}

/// One orientation: base lines are rows (cover columns) or columns (cover rows).
#[derive(Clone, Copy)]
struct Lines {
    rows_base: bool,
}

impl Lines {
    fn base(self, i: usize) -> usize {
        if self.rows_base {
            row_unit(i)
        } else {
            col_unit(i)
        }
    }
    fn cover(self, i: usize) -> usize {
        if self.rows_base {
            col_unit(i)
        } else {
            row_unit(i)
        }
    }
    /// The cover index (0..9) of a cell.
    fn cover_of(self, cell: usize) -> usize {
        if self.rows_base {
            cell % 9
        } else {
            cell / 9
        }
    }
    /// The cover indices of `cells` as a bit mask.
    fn cover_mask(self, cells: CellSet) -> u16 {
        cells.iter().fold(0u16, |m, c| m | 1 << self.cover_of(c))
    }
    /// The cells of the cover lines in `mask`.
    fn cover_cells(self, mask: u16) -> CellSet {
        (0..9)
            .filter(|i| mask >> i & 1 == 1)
            .fold(CellSet::EMPTY, |s, i| s | unit_set(self.cover(i)))
    }
    /// True when base line `i` (0..9) crosses box `b`.
    fn crosses(self, i: usize, b: usize) -> bool {
        i / 3 == if self.rows_base { b / 3 } else { b % 3 }
    }
    /// The cover indices of box `b` as a bit mask.
    fn box_mask(self, b: usize) -> u16 {
        let first = if self.rows_base {
            (b % 3) * 3
        } else {
            (b / 3) * 3
        };
        0b111 << first
    }
}

/// "rows 2 and 8" for unit indices of one kind.
fn lines_words(units: &[usize]) -> String {
    let names: Vec<String> = units
        .iter()
        .map(|&u| {
            let full = Unit::from_index(u).to_string();
            full.rsplit(' ').next().unwrap_or("").to_string()
        })
        .collect();
    let kind = match units.first().map(|&u| Unit::from_index(u)) {
        Some(Unit::Row(_)) => "rows",
        Some(Unit::Col(_)) => "columns",
        _ => "boxes",
    };
    format!("{kind} {}", and_list(&names))
}

/// Calls `f` with every choice of `size` lines (indices into `masks`) whose masks'
/// union has at most `size` bits, pruning as soon as a partial choice exceeds it.
fn choose_lines(
    masks: &[(usize, u16)],
    size: usize,
    chosen: &mut Vec<usize>,
    union: u16,
    f: &mut dyn FnMut(&[usize], u16) -> ControlFlow<()>,
) -> ControlFlow<()> {
    if chosen.len() == size {
        return f(chosen, union);
    }
    for (i, &(line, mask)) in masks.iter().enumerate() {
        if masks.len() - i < size - chosen.len() {
            break;
        }
        let next = union | mask;
        if next.count_ones() as usize > size {
            continue;
        }
        chosen.push(line);
        let flow = choose_lines(&masks[i + 1..], size, chosen, next, f);
        chosen.pop();
        flow?;
    }
    ControlFlow::Continue(())
}

fn fish(state: &State, size: usize, form: Form, emit: Emit<'_>) -> ControlFlow<()> {
    if form != Form::Basic {
        return finned(state, size, form, emit);
    }
    for digit in 1..=9u8 {
        for rows_base in [true, false] {
            let lines = Lines { rows_base };
            let line_cells = |i: usize| state.unit_cells_with(lines.base(i), digit);
            {
                let masks: Vec<(usize, u16)> = (0..9)
                    .filter(|&i| (2..=size).contains(&(line_cells(i).len() as usize)))
                    .map(|i| (i, lines.cover_mask(line_cells(i))))
                    .collect();
                choose_lines(&masks, size, &mut Vec::new(), 0, &mut |base, cover| {
                    if cover.count_ones() as usize != size {
                        return ControlFlow::Continue(());
                    }
                    let base_units: Vec<usize> = base.iter().map(|&i| lines.base(i)).collect();
                    let base_area = base_units
                        .iter()
                        .fold(CellSet::EMPTY, |s, &u| s | unit_set(u));
                    let body = base_area & state.cells_with(digit);
                    let targets = (lines.cover_cells(cover) & state.cells_with(digit)) - base_area;
                    report(
                        state,
                        digit,
                        lines,
                        &base_units,
                        cover,
                        body,
                        CellSet::EMPTY,
                        targets,
                        size,
                        form,
                        emit,
                    )
                })?;
            }
        }
    }
    ControlFlow::Continue(())
}

/// A finned or sashimi fish found, kept until it is reported.
struct Hit {
    digit: u8,
    lines: Lines,
    base_units: Vec<usize>,
    cover: u16,
    body: CellSet,
    fins: CellSet,
    targets: CellSet,
}

/// The fish of the other form (finned or sashimi) than the one last asked for, found by
/// the same search: the table asks for the finned form of a size, then the sashimi one.
struct Pending {
    size: usize,
    form: Form,
    hits: Vec<Hit>,
}

thread_local! {
    /// The last state's pending fish.
    static PENDING: Slot<Pending> = const { std::cell::RefCell::new(None) };
}

fn report_hit(
    state: &State,
    hit: &Hit,
    size: usize,
    form: Form,
    emit: Emit<'_>,
) -> ControlFlow<()> {
    report(
        state,
        hit.digit,
        hit.lines,
        &hit.base_units,
        hit.cover,
        hit.body,
        hit.fins,
        hit.targets,
        size,
        form,
        emit,
    )
}

/// The finned or sashimi fish of `size`: reports those of `form` and, when the search
/// runs to its end, keeps those of the other form for the next call on the same state.
fn finned(state: &State, size: usize, form: Form, emit: Emit<'_>) -> ControlFlow<()> {
    if let Some(p) = kept(&PENDING, state).filter(|p| p.size == size && p.form == form) {
        for hit in &p.hits {
            report_hit(state, hit, size, form, emit)?;
        }
        return ControlFlow::Continue(());
    }
    let mut other = Vec::new();
    for digit in 1..=9u8 {
        for rows_base in [true, false] {
            let lines = Lines { rows_base };
            // Each line's cover mask, and whether it has the digit at all.
            let full: [Option<u16>; 9] = std::array::from_fn(|i| {
                let cells = state.unit_cells_with(lines.base(i), digit);
                (!cells.is_empty()).then(|| lines.cover_mask(cells))
            });
            for b in 0..9 {
                if (state.cells_with(digit) & unit_set(box_unit(b))).is_empty() {
                    continue; // no fin can be in this box
                }
                // Each line's cover lines outside the fin box: together at most `size`.
                let masks: Vec<(usize, u16)> = (0..9)
                    .filter_map(|i| {
                        let m = full[i]?;
                        Some((
                            i,
                            if lines.crosses(i, b) {
                                m & !lines.box_mask(b)
                            } else {
                                m
                            },
                        ))
                    })
                    .filter(|&(_, m)| m.count_ones() as usize <= size)
                    .collect();
                choose_lines(&masks, size, &mut Vec::new(), 0, &mut |base, least| {
                    finned_at(
                        state,
                        digit,
                        lines,
                        b,
                        base,
                        least,
                        size,
                        &mut |kind, hit| {
                            if kind == form {
                                report_hit(state, &hit, size, form, emit)
                            } else {
                                other.push(hit);
                                ControlFlow::Continue(())
                            }
                        },
                    )
                })?;
            }
        }
    }
    let form = if form == Form::Finned {
        Form::Sashimi
    } else {
        Form::Finned
    };
    keep(
        &PENDING,
        state,
        Pending {
            size,
            form,
            hits: other,
        },
    );
    ControlFlow::Continue(())
}

/// The finned or sashimi fish with base lines `base` and fins in box `b`, where the
/// base cells outside the box need the cover lines `least`.
#[allow(clippy::too_many_arguments)]
fn finned_at(
    state: &State,
    digit: u8,
    lines: Lines,
    b: usize,
    base: &[usize],
    least: u16,
    size: usize,
    found: &mut dyn FnMut(Form, Hit) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let fin_box = unit_set(box_unit(b));
    let base_area = base
        .iter()
        .fold(CellSet::EMPTY, |s, &i| s | unit_set(lines.base(i)));
    let base_cells = base_area & state.cells_with(digit);
    if (base_cells & fin_box).is_empty() {
        return ControlFlow::Continue(());
    }
    let box_mask = lines.box_mask(b);
    // Add to the least cover any choice of the box's cover lines it lacks.
    for extra in 0..8u16 {
        let extra = extra << box_mask.trailing_zeros();
        if extra & least != 0 {
            continue; // the same cover as with fewer extra lines
        }
        let cover = least | extra;
        if cover.count_ones() as usize != size || cover & box_mask == 0 {
            continue;
        }
        let cover_area = lines.cover_cells(cover);
        // Only the cover cells in the fin box (outside the base) can lose the digit.
        let targets = (cover_area & fin_box & state.cells_with(digit)) - base_area;
        if targets.is_empty() {
            continue;
        }
        let fins = base_cells - cover_area;
        if fins.is_empty() {
            continue;
        }
        let body = base_cells - fins;
        let mut empty_line = false;
        let mut single_line = false;
        for &i in base {
            match (body & unit_set(lines.base(i))).len() {
                0 => empty_line = true,
                1 => single_line = true,
                _ => {}
            }
        }
        let every_cover_used = (0..9)
            .filter(|i| cover >> i & 1 == 1)
            .all(|i| !(body & unit_set(lines.cover(i))).is_empty());
        if empty_line || !every_cover_used {
            continue;
        }
        let kind = if single_line {
            Form::Sashimi
        } else {
            Form::Finned
        };
        let hit = Hit {
            digit,
            lines,
            base_units: base.iter().map(|&i| lines.base(i)).collect(),
            cover,
            body,
            fins,
            targets,
        };
        found(kind, hit)?;
    }
    ControlFlow::Continue(())
}

#[allow(clippy::too_many_arguments)]
fn report(
    state: &State,
    digit: u8,
    lines: Lines,
    base_units: &[usize],
    cover: u16,
    body: CellSet,
    fins: CellSet,
    targets: CellSet,
    size: usize,
    form: Form,
    emit: Emit<'_>,
) -> ControlFlow<()> {
    let technique = technique(size, form);
    let cover_units: Vec<usize> = (0..9)
        .filter(|i| cover >> i & 1 == 1)
        .map(|i| lines.cover(i))
        .collect();
    let found = Deduction::eliminate(
        state,
        targets.iter().map(|c| Candidate::new(c, digit)),
        |removed| {
            let sentence = if fins.is_empty() {
                format!(
                    "{} on {digit}: in {}, {digit} can only go in {}, so the other cells of those {} lose {digit}: {}",
                    technique.words(),
                    lines_words(base_units),
                    lines_words(&cover_units),
                    if lines.rows_base { "columns" } else { "rows" },
                    removal_words(removed)
                )
            } else {
                format!(
                    "{} on {digit}: in {}, {digit} lies in {} apart from the fin{} {}; either a fin is {digit} or the fish is, and both remove {digit} from the cover cells that see the fins: {}",
                    technique.words(),
                    lines_words(base_units),
                    lines_words(&cover_units),
                    if fins.len() > 1 { "s" } else { "" },
                    cell_words(fins),
                    removal_words(removed)
                )
            };
            let mut why = Why::new(technique, sentence);
            for &u in base_units {
                why = why.unit(Role::Base, u);
            }
            for &u in &cover_units {
                why = why.unit(Role::Cover, u);
            }
            why.marks(Role::Base, body, 1 << digit)
                .marks(Role::Fin, fins, 1 << digit)
        },
    );
    match found {
        Some(d) => emit(d),
        None => ControlFlow::Continue(()),
    }
}
