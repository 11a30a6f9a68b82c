//! The logic view's grid: the replay's digits and candidates in the shared grid widget,
//! and over it one SVG layer drawing the step on show: its units shaded, its cells
//! coloured by role (CSS classes `role-base`, `role-cover`, …), ALSs outlined, the
//! chain's links as arrows between candidates (strong solid, weak dashed), the
//! eliminations struck out and the placement ringed.

use crate::app::widgets::sudoku_grid::{flag, mask_digits, CellView};
use crate::engine::sudoku::logic::{Action, Deduction, Node, ReplayView, Role};
use crate::engine::sudoku::Grid;
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
                    v.step.as_ref().map(|s| &s.action),
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
    let d = f64::from(digit.max(1) - 1);
    let (r, c) = ((cell / 9) as f64, (cell % 9) as f64);
    (
        c + ((d % 3.0) + 0.5) / 3.0,
        r + ((d / 3.0).floor() + 0.5) / 3.0,
    )
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
/// are not drawn over placed digits).
pub fn logic_overlay(step: &Deduction, digits: &[u8; 81]) -> Html {
    let why = &step.why;
    let units = why.units.iter().map(|u| {
        let (x, y, w, h) = unit_rect(u.unit);
        let (role, _) = role_name(u.role);
        html! { <rect class={format!("unit role-{role}")} x={x.to_string()} y={y.to_string()}
        width={w.to_string()} height={h.to_string()} /> }
    });
    let cells = why.marks.iter().map(|m| {
        let (role, k) = role_name(m.role);
        let cell = usize::from(m.cell);
        let (x, y) = ((cell % 9).to_string(), (cell / 9).to_string());
        let spots = mask_digits(m.digits).filter(|_| digits[cell] == 0).map(|d| {
            let (cx, cy) = spot(cell, d);
            html! { <circle class={format!("cand role-{role} k{k}")} cx={cx.to_string()} cy={cy.to_string()} r={R.to_string()} /> }
        });
        html! {
            <>
                <rect class={format!("cell role-{role} k{k}")} data-role={role} data-cell={crate::engine::sudoku::cell_name(cell)}
                    {x} {y} width="1" height="1" />
                { for spots }
            </>
        }
    });
    let links = why.links.iter().map(|l| {
        let ((x1, y1), (x2, y2)) = (node_spot(&l.from), node_spot(&l.to));
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-6);
        let (ux, uy) = (dx / len * R, dy / len * R);
        let kind = if l.strong { "strong" } else { "weak" };
        html! { <line class={format!("link {kind}")} data-link={kind} marker-end="url(#logic-arrow)"
        x1={(x1 + ux).to_string()} y1={(y1 + uy).to_string()}
        x2={(x2 - ux).to_string()} y2={(y2 - uy).to_string()} /> }
    });
    let action = match &step.action {
        Action::Place { cell, .. } => {
            let cell = usize::from(*cell);
            let (x, y) = (cell % 9, cell / 9);
            vec![html! { <rect class="placement" x={x.to_string()} y={y.to_string()} width="1" height="1" /> }]
        }
        Action::Eliminate { candidates } => candidates
            .iter()
            .map(|c| {
                let (x, y) = spot(usize::from(c.cell), c.digit);
                html! { <path class="strike" data-testid="strike" d={format!("M{} {}l{} {}", x - R, y + R, 2.0 * R, -2.0 * R)} /> }
            })
            .collect(),
    };
    html! {
        <svg class="logic-overlay" data-testid="logic-overlay" viewBox="0 0 9 9" preserveAspectRatio="none" aria-hidden="true">
            <defs>
                <marker id="logic-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="4" markerHeight="4" orient="auto">
                    <path d="M0 0L10 5L0 10z" />
                </marker>
            </defs>
            { for units }
            { for cells }
            { for links }
            { for action }
        </svg>
    }
}
