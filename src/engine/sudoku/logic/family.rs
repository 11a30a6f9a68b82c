//! The techniques a player can practise, grouped by family for the practice picker.

use super::technique::Technique::{self, *};

/// Each family's name for people and its techniques beyond singles, cheapest family
/// first. Trial and error is left out: there is nothing to learn from it.
pub const PRACTICE_FAMILIES: [(&str, &[Technique]); 10] = [
    (
        "Intersections",
        &[
            LockedCandidatesPointing,
            LockedCandidatesClaiming,
            LockedPair,
            LockedTriple,
        ],
    ),
    (
        "Subsets",
        &[
            NakedPair,
            NakedTriple,
            NakedQuad,
            HiddenPair,
            HiddenTriple,
            HiddenQuad,
        ],
    ),
    (
        "Fish",
        &[
            XWing,
            Swordfish,
            Jellyfish,
            FinnedXWing,
            FinnedSwordfish,
            FinnedJellyfish,
            SashimiXWing,
            SashimiSwordfish,
            SashimiJellyfish,
        ],
    ),
    (
        "Single-digit patterns",
        &[Skyscraper, TwoStringKite, EmptyRectangle, TurbotFish],
    ),
    (
        "Coloring",
        &[
            SimpleColorsTrap,
            SimpleColorsWrap,
            MultiColors1,
            MultiColors2,
        ],
    ),
    (
        "Uniqueness",
        &[
            UniqueRectangle1,
            UniqueRectangle2,
            UniqueRectangle3,
            UniqueRectangle4,
            BugPlusOne,
        ],
    ),
    ("Wings", &[XyWing, XyzWing, WWing]),
    (
        "Chains and loops",
        &[
            XChain,
            XyChain,
            RemotePair,
            ContinuousNiceLoop,
            DiscontinuousNiceLoop,
            Aic,
        ],
    ),
    ("Almost locked sets", &[AlsXz, AlsXyWing]),
    (
        "Last resort",
        &[ForcingChainContradiction, ForcingChainVerity],
    ),
];
