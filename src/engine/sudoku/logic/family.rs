//! The techniques a player can practise, grouped by family for the practice picker.
//!
//! The table holds each technique's name and its name for people as plain strings, so
//! the page can list them without linking the technique tables (a test checks that they
//! agree with [`Technique`](super::Technique)).

/// Each family's name for people and its techniques that can be practised (the ones
/// [`practisable`](super::practisable) lists: a practice puzzle starts with them) as
/// `(name, words)` (e.g. `("x-wing", "X-Wing")`), cheapest family first.
pub const PRACTICE_FAMILIES: [(&str, &[(&str, &str)]); 8] = [
    (
        "Intersections",
        &[
            ("locked-candidates-pointing", "Locked Candidates (Pointing)"),
            ("locked-candidates-claiming", "Locked Candidates (Claiming)"),
            ("locked-pair", "Locked Pair"),
        ],
    ),
    (
        "Subsets",
        &[
            ("naked-pair", "Naked Pair"),
            ("naked-triple", "Naked Triple"),
            ("hidden-pair", "Hidden Pair"),
        ],
    ),
    (
        "Fish",
        &[("x-wing", "X-Wing"), ("finned-x-wing", "Finned X-Wing")],
    ),
    (
        "Single-digit patterns",
        &[
            ("skyscraper", "Skyscraper"),
            ("two-string-kite", "2-String Kite"),
            ("turbot-fish", "Turbot Fish"),
        ],
    ),
    (
        "Uniqueness",
        &[
            ("unique-rectangle-1", "Unique Rectangle Type 1"),
            ("bug-plus-one", "BUG+1"),
        ],
    ),
    (
        "Wings",
        &[
            ("xy-wing", "XY-Wing"),
            ("xyz-wing", "XYZ-Wing"),
            ("w-wing", "W-Wing"),
        ],
    ),
    (
        "Chains and loops",
        &[
            ("xy-chain", "XY-Chain"),
            ("remote-pair", "Remote Pair"),
            ("continuous-nice-loop", "Continuous Nice Loop"),
            ("discontinuous-nice-loop", "Discontinuous Nice Loop"),
        ],
    ),
    (
        "Last resort",
        &[(
            "forcing-chain-contradiction",
            "Forcing Chain (Contradiction)",
        )],
    ),
];
