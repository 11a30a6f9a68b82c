//! The logic view's grid: the replay's digits and candidates in the shared grid widget,
//! and over it one SVG layer drawing the step on show: its units shaded, its cells
//! coloured by role (CSS classes `role-base`, `role-cover`, …), ALSs outlined, the
//! chain's links as arrows between candidates (strong solid, weak dashed), the
//! eliminations struck out and the placement ringed.

use crate::app::widgets::sudoku_grid::{flag, mask_digits, CellView};
use crate::engine::decimal::{fixed, shortest};
use crate::engine::sudoku::logic::{Action, Deduction, Node, ReplayView, Role};
use crate::engine::sudoku::{cell_name, Grid};
use std::fmt::Write;
use std::rc::Rc;
use yew::prelude::*;

/// The grid's 81 cells: the puzzle's givens before the replay starts, then the
/// replay's digits and candidates, the last step's removals struck out and its
/// placement marked.
pub fn logic_cells(puzzle: &Grid, shown: Option<&ReplayView>) -> Rc<Vec<CellView>> {
    let givens = puzzle.cells();
    Rc::new(
        (0..81)
            .map(|i| {
                let given = if givens[i] != 0 { flag::GIVEN } else { 0 };
                let Some(v) = shown else {
                    return CellView {
                        digit: givens[i],
                        flags: given,
                        ..CellView::default()
                    };
                };
                let placed = matches!(
                    v.step().map(|s| &s.action),
                    Some(Action::Place { cell, .. }) if usize::from(*cell) == i
                );
                CellView {
                    digit: v.digits[i],
                    marks: v.candidates[i],
                    faded: v.removed[i],
                    flags: given | if placed { flag::PLACED } else { 0 },
                }
            })
            .collect(),
    )
}

/// The class and data name of a role.
fn role_name(role: Role) -> (&'static str, u8) {
    match role {
        Role::Pattern => ("pattern", 0),
        Role::Base => ("base", 0),
        Role::Cover => ("cover", 0),
        Role::Fin => ("fin", 0),
        Role::Hinge => ("hinge", 0),
        Role::Pincer => ("pincer", 0),
        Role::Als(n) => ("als", n % 3),
        Role::Color(n) => ("color", n % 4),
    }
}

/// Where candidate `digit` of `cell` sits, in cell units (its pencil-mark spot).
fn spot(cell: usize, digit: u8) -> (f64, f64) {
    // Integer parts first: a float remainder would bring libm's fmod into the page.
    let d = usize::from(digit.max(1) - 1);
    let (x, y) = (3 * (cell % 9) + d % 3, 3 * (cell / 9) + d / 3);
    ((x as f64 + 0.5) / 3.0, (y as f64 + 0.5) / 3.0)
}

/// The middle of a chain node's candidates.
fn node_spot(node: &Node) -> (f64, f64) {
    let cells = node.cells.to_vec();
    let n = cells.len().max(1) as f64;
    let (x, y) = cells.iter().fold((0.0, 0.0), |(x, y), &c| {
        let (a, b) = spot(c, node.digit);
        (x + a, y + b)
    });
    (x / n, y / n)
}

/// The rectangle of unit `u` (rows 0..9, columns 9..18, boxes 18..27): x, y, w, h.
fn unit_rect(u: u8) -> (u8, u8, u8, u8) {
    match u {
        0..=8 => (0, u, 9, 1),
        9..=17 => (u - 9, 0, 1, 9),
        _ => ((u - 18) % 3 * 3, (u - 18) / 3 * 3, 3, 3),
    }
}

/// A candidate's radius, in cell units.
const R: f64 = 0.15;

/// The SVG layer over the grid for `step` (`digits`: the grid now, so candidate marks
/// are not drawn over placed digits). It is drawn from one string of markup: it holds
/// only numbers and fixed names, and as text it costs the page's wasm far less than
/// elements built one by one.
pub fn logic_overlay(step: &Deduction, digits: &[u8; 81]) -> Html {
    let why = &step.why;
    let mut svg = String::from(
        "<svg class=\"logic-overlay\" data-testid=\"logic-overlay\" viewBox=\"0 0 9 9\" \
         preserveAspectRatio=\"none\" aria-hidden=\"true\"><defs><marker id=\"logic-arrow\" \
         viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"4\" markerHeight=\"4\" \
         orient=\"auto\"><path d=\"M0 0L10 5L0 10z\"/></marker></defs>",
    );
    for u in &why.units {
        let (x, y, w, h) = unit_rect(u.unit);
        let (role, _) = role_name(u.role);
        let _ = write!(
            svg,
            "<rect class=\"unit role-{role}\" x=\"{x}\" y=\"{y}\" width=\"{w}\" height=\"{h}\"/>"
        );
    }
    for m in &why.marks {
        let (role, k) = role_name(m.role);
        let cell = usize::from(m.cell);
        let _ = write!(
            svg,
            "<rect class=\"cell role-{role} k{k}\" data-role=\"{role}\" data-cell=\"{}\" x=\"{}\" y=\"{}\" width=\"1\" height=\"1\"/>",
            cell_name(cell),
            cell % 9,
            cell / 9
        );
        for d in mask_digits(m.digits).filter(|_| digits[cell] == 0) {
            let (cx, cy) = spot(cell, d);
            let _ = write!(
                svg,
                "<circle class=\"cand role-{role} k{k}\" cx=\"{}\" cy=\"{}\" r=\"{}\"/>",
                fixed(cx, 3),
                fixed(cy, 3),
                shortest(R)
            );
        }
    }
    for l in &why.links {
        let ((x1, y1), (x2, y2)) = (node_spot(&l.from), node_spot(&l.to));
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-6);
        let (ux, uy) = (dx / len * R, dy / len * R);
        let kind = if l.strong { "strong" } else { "weak" };
        let _ = write!(
            svg,
            "<line class=\"link {kind}\" data-link=\"{kind}\" marker-end=\"url(#logic-arrow)\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>",
            fixed(x1 + ux, 3),
            fixed(y1 + uy, 3),
            fixed(x2 - ux, 3),
            fixed(y2 - uy, 3)
        );
    }
    match &step.action {
        Action::Place { cell, .. } => {
            let cell = usize::from(*cell);
            let _ = write!(
                svg,
                "<rect class=\"placement\" x=\"{}\" y=\"{}\" width=\"1\" height=\"1\"/>",
                cell % 9,
                cell / 9
            );
        }
        Action::Eliminate { candidates } => {
            for c in candidates {
                let (x, y) = spot(usize::from(c.cell), c.digit);
                let _ = write!(
                    svg,
                    "<path class=\"strike\" data-testid=\"strike\" d=\"M{} {}l{} -{}\"/>",
                    fixed(x - R, 3),
                    fixed(y + R, 3),
                    shortest(2.0 * R),
                    shortest(2.0 * R)
                );
            }
        }
    }
    svg.push_str("</svg>");
    Html::from_html_unchecked(svg.into())
}
