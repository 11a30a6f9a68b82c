//! The names of the data palette's colours, as CSS classes.
//!
//! The colours themselves are defined once, in `static/style.css` (`--oi-*`: the
//! Okabe–Ito palette, safe for the common colour-vision deficiencies), with one
//! `--series-<k>` choice per theme. Each series class also brings its own dash pattern,
//! so lines differ by more than colour. Code names a series or a group only through
//! these functions.

/// How many distinct series styles the palette has.
pub const SERIES_STYLES: usize = 8;

const SERIES: [&str; SERIES_STYLES] = ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8"];

/// The CSS class of the `k`-th series of a chart (0-based; wraps after
/// [`SERIES_STYLES`]).
pub fn series(k: usize) -> &'static str {
    SERIES[k % SERIES_STYLES]
}

/// The CSS class of pattern-database group `g` (0-based), or of the blank for `None`.
pub fn group(g: Option<usize>) -> String {
    g.map_or_else(|| "group-blank".to_string(), |g| format!("group-{g}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn series_classes_are_distinct_and_wrap() {
        let mut seen: Vec<&str> = (0..SERIES_STYLES).map(series).collect();
        seen.dedup();
        assert_eq!(seen.len(), SERIES_STYLES);
        assert_eq!(series(SERIES_STYLES), series(0));
        assert_eq!(group(Some(2)), "group-2");
        assert_eq!(group(None), "group-blank");
    }
}
