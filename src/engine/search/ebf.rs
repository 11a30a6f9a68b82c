//! The effective branching factor b*, the textbook measure of a heuristic's quality.

/// The branching factor b* of a uniform tree of depth `depth` with `nodes` + 1 nodes:
/// the root of `N + 1 = 1 + b + b² + … + b^d`, where N is the number of nodes generated
/// (Russell & Norvig). `None` when it is undefined (depth 0, or no nodes).
///
/// ```
/// use puzzle_lab::engine::search::effective_branching_factor;
/// // 1 + 2 + 4 + 8 = 15 nodes: N = 14 at depth 3 gives b* = 2.
/// let b = effective_branching_factor(14, 3).unwrap();
/// assert!((b - 2.0).abs() < 1e-9);
/// ```
pub fn effective_branching_factor(nodes: u64, depth: u32) -> Option<f64> {
    if depth == 0 || nodes == 0 {
        return None;
    }
    let target = nodes as f64 + 1.0;
    let total = |b: f64| (0..=depth).map(|i| b.powi(i as i32)).sum::<f64>();
    // total(b) grows with b; total(1) = d + 1 and total(N) ≥ N + 1.
    let (mut lo, mut hi) = (0.0f64, (nodes as f64).max(1.0));
    if total(hi) < target {
        return Some(hi);
    }
    for _ in 0..200 {
        let mid = (lo + hi) / 2.0;
        if total(mid) < target {
            lo = mid;
        } else {
            hi = mid;
        }
        if hi - lo < 1e-12 {
            break;
        }
    }
    Some((lo + hi) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn textbook_example() {
        // Russell & Norvig: 52 nodes at depth 5 give b* ≈ 1.92.
        let b = effective_branching_factor(52, 5).unwrap();
        assert!((b - 1.92).abs() < 0.01, "{b}");
    }

    #[test]
    fn a_straight_line_has_b_one() {
        let b = effective_branching_factor(5, 5).unwrap();
        assert!((b - 1.0).abs() < 1e-9, "{b}");
    }

    #[test]
    fn undefined_cases() {
        assert_eq!(effective_branching_factor(0, 3), None);
        assert_eq!(effective_branching_factor(10, 0), None);
    }
}
