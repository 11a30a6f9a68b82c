//! The techniques a player can practise, grouped by family for the practice picker.
//!
//! The table holds each technique's name and its name for people as plain strings, so
//! the page can list them without linking the technique tables (a test checks that they
//! agree with [`Technique`](super::Technique)).

/// Each family's name for people and its techniques that can be practised (the ones
/// [`practisable`](super::practisable) lists: 37 of the 45 beyond the singles) as
/// `(name, words)` (e.g. `("x-wing", "X-Wing")`), cheapest family first.
pub const PRACTICE_FAMILIES: [(&str, &[(&str, &str)]); 9] = [
    (
        "Intersections",
        &[
            ("locked-candidates-pointing", "Locked Candidates (Pointing)"),
            ("locked-candidates-claiming", "Locked Candidates (Claiming)"),
            ("locked-pair", "Locked Pair"),
            ("locked-triple", "Locked Triple"),
        ],
    ),
    (
        "Subsets",
        &[
            ("naked-pair", "Naked Pair"),
            ("naked-triple", "Naked Triple"),
            ("naked-quad", "Naked Quad"),
            ("hidden-pair", "Hidden Pair"),
            ("hidden-triple", "Hidden Triple"),
        ],
    ),
    (
        "Fish",
        &[
            ("x-wing", "X-Wing"),
            ("swordfish", "Swordfish"),
            ("finned-x-wing", "Finned X-Wing"),
            ("finned-swordfish", "Finned Swordfish"),
            ("finned-jellyfish", "Finned Jellyfish"),
            ("sashimi-x-wing", "Sashimi X-Wing"),
            ("sashimi-swordfish", "Sashimi Swordfish"),
        ],
    ),
    (
        "Single-digit patterns",
        &[
            ("skyscraper", "Skyscraper"),
            ("two-string-kite", "2-String Kite"),
            ("empty-rectangle", "Empty Rectangle"),
            ("turbot-fish", "Turbot Fish"),
        ],
    ),
    (
        "Uniqueness",
        &[
            ("unique-rectangle-1", "Unique Rectangle Type 1"),
            ("unique-rectangle-2", "Unique Rectangle Type 2"),
            ("unique-rectangle-3", "Unique Rectangle Type 3"),
            ("unique-rectangle-4", "Unique Rectangle Type 4"),
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
            ("aic", "AIC"),
        ],
    ),
    (
        "Almost locked sets",
        &[("als-xz", "ALS-XZ"), ("als-xy-wing", "ALS-XY-Wing")],
    ),
    (
        "Last resort",
        &[
            (
                "forcing-chain-contradiction",
                "Forcing Chain (Contradiction)",
            ),
            ("forcing-chain-verity", "Forcing Chain (Verity)"),
        ],
    ),
];
