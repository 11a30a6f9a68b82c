//! The techniques by name, their families and the levels of the rating.

use std::fmt;
use std::str::FromStr;

macro_rules! techniques {
    ($($variant:ident => $name:literal, $words:literal;)*) => {
        /// A solving technique. Its [`Technique::name`] is what `lab` prints and what
        /// links and tests use; [`Technique::words`] is its name for people.
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord,
            serde::Serialize, serde::Deserialize,
        )]
        pub enum Technique {
            $(
                #[doc = $words]
                $variant,
            )*
        }

        impl Technique {
            /// Every technique, in declaration order (by family).
            pub const ALL: &'static [Technique] = &[$(Technique::$variant),*];

            /// The kebab-case name, e.g. `x-wing`.
            pub fn name(self) -> &'static str {
                match self {
                    $(Technique::$variant => $name,)*
                }
            }

            /// The name for people, e.g. "X-Wing".
            pub fn words(self) -> &'static str {
                match self {
                    $(Technique::$variant => $words,)*
                }
            }
        }
    };
}

techniques! {
    FullHouse => "full-house", "Full House";
    NakedSingle => "naked-single", "Naked Single";
    HiddenSingle => "hidden-single", "Hidden Single";
    LockedCandidatesPointing => "locked-candidates-pointing", "Locked Candidates (Pointing)";
    LockedCandidatesClaiming => "locked-candidates-claiming", "Locked Candidates (Claiming)";
    LockedPair => "locked-pair", "Locked Pair";
    LockedTriple => "locked-triple", "Locked Triple";
    NakedPair => "naked-pair", "Naked Pair";
    NakedTriple => "naked-triple", "Naked Triple";
    NakedQuad => "naked-quad", "Naked Quad";
    HiddenPair => "hidden-pair", "Hidden Pair";
    HiddenTriple => "hidden-triple", "Hidden Triple";
    HiddenQuad => "hidden-quad", "Hidden Quad";
    XWing => "x-wing", "X-Wing";
    Swordfish => "swordfish", "Swordfish";
    Jellyfish => "jellyfish", "Jellyfish";
    FinnedXWing => "finned-x-wing", "Finned X-Wing";
    FinnedSwordfish => "finned-swordfish", "Finned Swordfish";
    FinnedJellyfish => "finned-jellyfish", "Finned Jellyfish";
    SashimiXWing => "sashimi-x-wing", "Sashimi X-Wing";
    SashimiSwordfish => "sashimi-swordfish", "Sashimi Swordfish";
    SashimiJellyfish => "sashimi-jellyfish", "Sashimi Jellyfish";
    Skyscraper => "skyscraper", "Skyscraper";
    TwoStringKite => "two-string-kite", "2-String Kite";
    EmptyRectangle => "empty-rectangle", "Empty Rectangle";
    TurbotFish => "turbot-fish", "Turbot Fish";
    SimpleColorsTrap => "simple-colors-trap", "Simple Colors (Trap)";
    SimpleColorsWrap => "simple-colors-wrap", "Simple Colors (Wrap)";
    MultiColors1 => "multi-colors-1", "Multi Colors 1";
    MultiColors2 => "multi-colors-2", "Multi Colors 2";
    UniqueRectangle1 => "unique-rectangle-1", "Unique Rectangle Type 1";
    UniqueRectangle2 => "unique-rectangle-2", "Unique Rectangle Type 2";
    UniqueRectangle3 => "unique-rectangle-3", "Unique Rectangle Type 3";
    UniqueRectangle4 => "unique-rectangle-4", "Unique Rectangle Type 4";
    BugPlusOne => "bug-plus-one", "BUG+1";
    XyWing => "xy-wing", "XY-Wing";
    XyzWing => "xyz-wing", "XYZ-Wing";
    WWing => "w-wing", "W-Wing";
    XChain => "x-chain", "X-Chain";
    XyChain => "xy-chain", "XY-Chain";
    RemotePair => "remote-pair", "Remote Pair";
    ContinuousNiceLoop => "continuous-nice-loop", "Continuous Nice Loop";
    DiscontinuousNiceLoop => "discontinuous-nice-loop", "Discontinuous Nice Loop";
    Aic => "aic", "AIC";
    AlsXz => "als-xz", "ALS-XZ";
    AlsXyWing => "als-xy-wing", "ALS-XY-Wing";
    ForcingChainContradiction => "forcing-chain-contradiction", "Forcing Chain (Contradiction)";
    ForcingChainVerity => "forcing-chain-verity", "Forcing Chain (Verity)";
    TrialAndError => "trial-and-error", "Trial and Error";
}

impl Technique {
    /// The technique named `name` (kebab-case, any letter case), if there is one.
    pub fn from_name(name: &str) -> Option<Technique> {
        let name = name.trim().to_ascii_lowercase();
        Technique::ALL.iter().copied().find(|t| t.name() == name)
    }

    /// True for the three singles (full house, naked and hidden single).
    pub fn is_single(self) -> bool {
        matches!(
            self,
            Technique::FullHouse | Technique::NakedSingle | Technique::HiddenSingle
        )
    }

    /// True for the techniques that assume the puzzle has one solution.
    pub fn assumes_uniqueness(self) -> bool {
        matches!(
            self,
            Technique::UniqueRectangle1
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::BugPlusOne
        )
    }

    /// True for the last-resort family (forcing chains, trial and error).
    pub fn is_last_resort(self) -> bool {
        matches!(
            self,
            Technique::ForcingChainContradiction
                | Technique::ForcingChainVerity
                | Technique::TrialAndError
        )
    }
}

impl fmt::Display for Technique {
    /// The kebab-case name.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown technique name, with the list of known ones in its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownTechnique(pub String);

impl fmt::Display for UnknownTechnique {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Technique::ALL.iter().map(|t| t.name()).collect();
        write!(
            f,
            "unknown technique \u{201c}{}\u{201d}: known techniques are {}",
            self.0,
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownTechnique {}

impl FromStr for Technique {
    type Err = UnknownTechnique;
    fn from_str(s: &str) -> Result<Technique, UnknownTechnique> {
        Technique::from_name(s).ok_or_else(|| UnknownTechnique(s.trim().to_string()))
    }
}

/// A puzzle's level, set by the hardest technique its logic path needs.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Singles only.
    Easy,
    /// Intersections, pairs and triples.
    Medium,
    /// Quads, basic fish, single-digit patterns, wings, simple colors, uniqueness.
    Hard,
    /// Big and finned fish, chains, loops, almost locked sets.
    Expert,
    /// Forcing chains or trial and error.
    Extreme,
}

impl Level {
    /// Every level, easiest first.
    pub const ALL: [Level; 5] = [
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
        Level::Extreme,
    ];

    /// `easy`, `medium`, `hard`, `expert` or `extreme`.
    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
            Level::Extreme => "extreme",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;
    fn from_str(text: &str) -> Result<Level, String> {
        let t = text.trim().to_ascii_lowercase();
        Level::ALL
            .into_iter()
            .find(|l| l.name() == t)
            .ok_or_else(|| {
                format!(
                    "unknown level \u{201c}{}\u{201d}: use easy, medium, hard, expert or extreme",
                    text.trim()
                )
            })
    }
}
