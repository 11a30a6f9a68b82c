//! The SVG layer the "Solve by logic" view draws over its grid for one deduction: its
//! units shaded, its cells coloured by role (CSS classes `role-base`, `role-cover`, …),
//! ALSs outlined, the chain's links as arrows between candidates (strong solid, weak
//! dashed), the eliminations struck out and the placement ringed.
//!
//! The worker draws it ([`super::drawn`]), so the page receives one string of markup
//! per step instead of decoding deductions, cell sets and chain geometry.

use super::cells::digits_of;
use super::deduction::{Action, Deduction, Node, Role};
use crate::engine::sudoku::units::cell_name;
use std::fmt::Write;

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

/// The markup of the SVG layer over the grid for `step` (`digits`: the grid after it,
/// so candidate marks are not drawn over placed digits). It holds only numbers and
/// fixed names.
pub fn overlay(step: &Deduction, digits: &[u8; 81]) -> String {
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
        for d in digits_of(m.digits).filter(|_| digits[cell] == 0) {
            let (cx, cy) = spot(cell, d);
            let _ = write!(
                svg,
                "<circle class=\"cand role-{role} k{k}\" cx=\"{cx:.3}\" cy=\"{cy:.3}\" r=\"{R}\"/>"
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
            "<line class=\"link {kind}\" data-link=\"{kind}\" marker-end=\"url(#logic-arrow)\" x1=\"{:.3}\" y1=\"{:.3}\" x2=\"{:.3}\" y2=\"{:.3}\"/>",
            x1 + ux,
            y1 + uy,
            x2 - ux,
            y2 - uy
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
                    "<path class=\"strike\" data-testid=\"strike\" d=\"M{:.3} {:.3}l{} -{}\"/>",
                    x - R,
                    y + R,
                    2.0 * R,
                    2.0 * R
                );
            }
        }
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::logic::{Candidate, Technique, Why};

    fn eliminate(candidates: &[(u8, u8)], why: Why) -> Deduction {
        let candidates = candidates
            .iter()
            .map(|&(cell, digit)| Candidate { cell, digit })
            .collect();
        Deduction {
            action: Action::Eliminate { candidates },
            why,
        }
    }

    fn count(haystack: &str, needle: &str) -> usize {
        haystack.matches(needle).count()
    }

    #[test]
    fn an_elimination_strikes_each_candidate_and_marks_the_pattern_by_role() {
        let why = Why::new(Technique::XWing, "X-Wing on 7")
            .unit(Role::Base, 1)
            .unit(Role::Cover, 11)
            .mark(Role::Base, 11, 1 << 7)
            .mark(Role::Cover, 20, 1 << 7);
        let step = eliminate(&[(40, 7), (41, 3)], why);
        let svg = overlay(&step, &[0; 81]);
        assert!(svg.starts_with("<svg class=\"logic-overlay\"") && svg.ends_with("</svg>"));
        assert_eq!(count(&svg, "data-testid=\"strike\""), 2);
        // Candidate 7 of r5c5 (cell 40) sits in its cell's bottom left third.
        assert!(svg.contains("d=\"M4.017 4.983l0.3 -0.3\""), "{svg}");
        assert!(svg
            .contains("<rect class=\"unit role-base\" x=\"0\" y=\"1\" width=\"9\" height=\"1\"/>"));
        assert!(svg.contains(
            "<rect class=\"unit role-cover\" x=\"2\" y=\"0\" width=\"1\" height=\"9\"/>"
        ));
        assert!(svg.contains("data-role=\"base\" data-cell=\"r2c3\" x=\"2\" y=\"1\""));
        assert!(svg.contains("data-role=\"cover\" data-cell=\"r3c3\""));
        assert_eq!(count(&svg, "<circle class=\"cand"), 2);
        assert_eq!(count(&svg, "class=\"placement\""), 0);
    }

    #[test]
    fn a_placement_is_ringed_and_placed_cells_show_no_candidate_marks() {
        let why = Why::new(Technique::NakedSingle, "Naked single").mark(Role::Pattern, 10, 1 << 4);
        let step = Deduction::place(10, 4, why);
        let mut digits = [0; 81];
        let svg = overlay(&step, &digits);
        assert_eq!(count(&svg, "<circle class=\"cand role-pattern k0\""), 1);
        digits[10] = 4;
        let svg = overlay(&step, &digits);
        assert_eq!(count(&svg, "<circle"), 0);
        assert!(
            svg.contains("<rect class=\"placement\" x=\"1\" y=\"1\" width=\"1\" height=\"1\"/>")
        );
        assert_eq!(count(&svg, "strike"), 0);
    }

    #[test]
    fn chain_links_are_arrows_told_apart_by_kind() {
        let why = Why::new(Technique::XChain, "X-Chain")
            .link(Node::cell(0, 5), Node::cell(8, 5), true)
            .link(Node::cell(8, 5), Node::cell(80, 5), false);
        let step = eliminate(&[(72, 5)], why);
        let svg = overlay(&step, &[0; 81]);
        assert_eq!(count(&svg, "data-link=\"strong\""), 1);
        assert_eq!(count(&svg, "data-link=\"weak\""), 1);
        // The strong link runs along row 1 from r1c1's 5 to r1c9's 5, shortened by a
        // candidate's radius at each end.
        assert!(
            svg.contains("x1=\"0.650\" y1=\"0.500\" x2=\"8.350\" y2=\"0.500\""),
            "{svg}"
        );
    }
}
