//! The solver's switches: variable ordering, value ordering, inference and singles.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Which empty cell the solver branches on next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum VarOrder {
    /// The first empty cell in reading order.
    Static,
    /// Minimum remaining values: the cell with the fewest candidates left.
    Mrv,
    /// Degree, as the coursework defines it: the cell with the fewest empty peers,
    /// i.e. the one most hemmed in by filled cells. (The textbook's degree heuristic
    /// takes the most empty peers instead; on Sudoku that steers into the emptiest
    /// regions first and needs millions of nodes on the coursework's own grids.)
    Degree,
    /// MRV, with the degree (fewest empty peers) breaking ties.
    MrvDegree,
}

/// In which order the solver tries a cell's candidates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ValOrder {
    /// 1 to 9.
    Natural,
    /// Least-constraining value first (the coursework's "LCS"): the candidate found in
    /// the fewest empty peers' domains.
    Lcv,
}

/// What the solver deduces after each assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Inference {
    /// Nothing: each value is only checked against the assigned cells.
    None,
    /// Forward checking: remove the value from the empty peers' domains.
    #[serde(rename = "fc")]
    ForwardChecking,
    /// Maintaining arc consistency with AC-3: forward checking, then every domain
    /// reduced to one value is propagated in turn.
    Ac3,
}

/// Human techniques the solver applies, to a fixpoint, after each assignment and its
/// inference (on top of the singles, which every level here implies). Only a solver
/// built with [`super::CspSolver::logical`] applies them: that constructor links the
/// deduction layer in, which the page's own stepper leaves out.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Human {
    /// No human technique beyond the singles.
    #[default]
    None,
    /// Intersections (locked candidates, locked pairs and triples) and naked and
    /// hidden subsets (pairs, triples, quads).
    Subsets,
    /// Those, plus fish (X-Wing, Swordfish, Jellyfish, finned and sashimi) and wings
    /// (XY-, XYZ-, W-Wing).
    FishWings,
    /// Every technique of the deduction layer except the uniqueness family (it assumes
    /// one solution, which a counting search cannot) and trial and error (a search of
    /// its own).
    All,
}

/// The propagation level as one menu: no singles, singles, or singles plus the human
/// techniques of a [`Human`] level. Read with [`CspConfig::propagation`], set with
/// [`CspConfig::with_propagation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Propagation {
    /// Nothing beyond the inference (`singles` off).
    Off,
    /// Naked and hidden singles.
    Singles,
    /// Singles, intersections and subsets.
    Subsets,
    /// Singles, intersections, subsets, fish and wings.
    FishWings,
    /// Every technique (see [`Human::All`]).
    All,
}

impl Propagation {
    /// The human level it adds to the singles.
    pub fn human(self) -> Human {
        match self {
            Propagation::Off | Propagation::Singles => Human::None,
            Propagation::Subsets => Human::Subsets,
            Propagation::FishWings => Human::FishWings,
            Propagation::All => Human::All,
        }
    }

    /// The levels the page's own stepper offers (it leaves the human techniques to the
    /// worker).
    pub const PAGE: &'static [Propagation] = &[Propagation::Off, Propagation::Singles];
}

/// A complete solver configuration.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CspConfig {
    /// Variable ordering.
    pub var: VarOrder,
    /// Value ordering.
    pub val: ValOrder,
    /// Inference after each assignment.
    pub inference: Inference,
    /// Assign naked singles (a cell with one candidate) and hidden singles (a digit with
    /// one place in a unit) before branching.
    pub singles: bool,
    /// Human techniques applied after the singles (implies `singles`).
    #[serde(default)]
    pub human: Human,
}

impl Default for CspConfig {
    /// The fastest: MRV, natural order, AC-3 and singles.
    fn default() -> Self {
        CspConfig {
            var: VarOrder::Mrv,
            val: ValOrder::Natural,
            inference: Inference::Ac3,
            singles: true,
            human: Human::None,
        }
    }
}

impl CspConfig {
    /// Every combination of the four switches (4 × 2 × 3 × 2 = 48).
    pub fn all() -> Vec<CspConfig> {
        let mut out = Vec::new();
        for &var in VarOrder::ALL {
            for &val in ValOrder::ALL {
                for &inference in Inference::ALL {
                    for singles in [false, true] {
                        out.push(CspConfig {
                            var,
                            val,
                            inference,
                            singles,
                            human: Human::None,
                        });
                    }
                }
            }
        }
        out
    }

    /// A short label such as `mrv / natural / ac3 / singles` (a human level shows as
    /// `/ subsets`, `/ fish-wings` or `/ all` in place of `/ singles`).
    pub fn label(&self) -> String {
        let propagation = match self.propagation() {
            Propagation::Off => String::new(),
            p => format!(" / {}", p.name()),
        };
        format!(
            "{} / {} / {}{propagation}",
            self.var.name(),
            self.val.name(),
            self.inference.name(),
        )
    }

    /// The propagation level: off, singles, or a human level (which implies singles).
    pub fn propagation(&self) -> Propagation {
        match (self.singles, self.human) {
            (false, Human::None) => Propagation::Off,
            (_, Human::None) => Propagation::Singles,
            (_, Human::Subsets) => Propagation::Subsets,
            (_, Human::FishWings) => Propagation::FishWings,
            (_, Human::All) => Propagation::All,
        }
    }

    /// This configuration with propagation level `p`.
    pub fn with_propagation(mut self, p: Propagation) -> CspConfig {
        self.singles = p != Propagation::Off;
        self.human = p.human();
        self
    }
}

/// Names and `FromStr` for the configuration enums, with the command line's spellings.
macro_rules! named_enum {
    ($ty:ident, $what:literal, [$(($variant:ident, $name:literal, $title:literal)),+ $(,)?]
     $(, also [$(($alias:literal, $aliased:ident)),+])?) => {
        impl $ty {
            /// Every choice, in menu order.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The command line's and URL's spelling.
            pub fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name),+
                }
            }

            /// A title for menus and tables.
            pub fn title(self) -> &'static str {
                match self {
                    $($ty::$variant => $title),+
                }
            }
        }

        impl fmt::Display for $ty {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $ty {
            type Err = String;

            /// Reads the command line's spelling (case-insensitive).
            fn from_str(text: &str) -> Result<Self, String> {
                let t = text.trim().to_ascii_lowercase();
                let alias = match t.as_str() {
                    $($($alias => Some($ty::$aliased),)+)?
                    _ => None,
                };
                $ty::ALL.iter().copied().find(|v| v.name() == t).or(alias).ok_or_else(|| {
                    let names: Vec<&str> = $ty::ALL.iter().map(|v| v.name()).collect();
                    format!(
                        "unknown {} \u{201c}{}\u{201d}: use one of {}",
                        $what,
                        text.trim(),
                        names.join(", ")
                    )
                })
            }
        }
    };
}

named_enum!(
    VarOrder,
    "variable ordering",
    [
        (Static, "static", "Static (reading order)"),
        (Mrv, "mrv", "MRV"),
        (Degree, "degree", "Degree"),
        (MrvDegree, "mrv-degree", "MRV + degree"),
    ]
);
named_enum!(
    ValOrder,
    "value ordering",
    [
        (Natural, "natural", "Natural (1–9)"),
        (Lcv, "lcv", "Least constraining (LCV)")
    ]
);
named_enum!(
    Inference,
    "inference",
    [
        (None, "none", "None"),
        (ForwardChecking, "fc", "Forward checking"),
        (Ac3, "ac3", "AC-3"),
    ]
);

named_enum!(
    Propagation,
    "propagation level",
    [
        (Off, "off", "None"),
        (Singles, "singles", "Singles"),
        (Subsets, "subsets", "+ intersections and subsets"),
        (FishWings, "fish-wings", "+ fish and wings"),
        (All, "all", "All techniques"),
    ],
    also[("none", Off)]
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_mistakes_list_the_choices() {
        for v in VarOrder::ALL {
            assert_eq!(v.name().parse::<VarOrder>(), Ok(*v));
        }
        for v in Inference::ALL {
            assert_eq!(v.to_string().parse::<Inference>(), Ok(*v));
        }
        assert_eq!("LCV".parse::<ValOrder>(), Ok(ValOrder::Lcv));
        let e = "fastest".parse::<VarOrder>().unwrap_err();
        assert!(e.contains("static, mrv, degree, mrv-degree"), "{e}");
        assert_eq!(CspConfig::all().len(), 48);
        for p in Propagation::ALL {
            assert_eq!(p.name().parse::<Propagation>(), Ok(*p));
            assert_eq!(CspConfig::default().with_propagation(*p).propagation(), *p);
        }
        assert_eq!("none".parse::<Propagation>(), Ok(Propagation::Off));
        let e = "pairs".parse::<Propagation>().unwrap_err();
        assert!(e.contains("off, singles, subsets, fish-wings, all"), "{e}");
        let fw = CspConfig::default().with_propagation(Propagation::FishWings);
        assert_eq!(fw.label(), "mrv / natural / ac3 / fish-wings");
        assert!(fw.singles);
        assert_eq!(
            serde_json::to_string(&Inference::ForwardChecking).unwrap(),
            "\"fc\""
        );
    }
}
