//! Sudoku compare mode's choices, kept in the Sudoku page's link:
//! `#/sudoku?mode=compare&set=seeds&vars=static,mrv&vals=natural&infs=fc,ac3&props=off,singles,fish-wings&dlx=on&time=5`
//! (`count=10` for a generated set; `set=generated-<level>` names a level of the logic
//! rating, easy to extreme, so old links naming easy..expert keep working). Older
//! links spell the propagation `csingles=off,on`, read as `props=off,singles`.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::compare::{names, read_list};
use crate::engine::sudoku::compare::{GENERATED_COUNT, MAX_SECONDS};
use crate::engine::sudoku::csp::{Inference, Propagation, ValOrder, VarOrder};
use crate::engine::sudoku::logic::Level;
use crate::links::query::QueryReader;
use crate::wire::sudoku_sets::Bundled;

/// Which puzzles to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The puzzle on the page.
    ThisPuzzle,
    /// The coursework's seven grids.
    SeedGrids,
    /// A bundled list.
    Bundled(Bundled),
    /// Generated puzzles the logic rating puts at one level.
    Generated(Level),
}

impl Source {
    /// Every source, in menu order.
    pub fn all() -> Vec<Source> {
        let mut all = vec![Source::ThisPuzzle, Source::SeedGrids];
        all.extend(Bundled::ALL.map(Source::Bundled));
        all.extend(Level::ALL.map(Source::Generated));
        all
    }

    /// The menu's value and the link's spelling.
    pub fn name(self) -> String {
        match self {
            Source::ThisPuzzle => "this".into(),
            Source::SeedGrids => "seeds".into(),
            Source::Bundled(b) => b.name().into(),
            Source::Generated(d) => format!("generated-{}", d.name()),
        }
    }

    /// The source spelled `name`.
    pub fn from_name(name: &str) -> Option<Source> {
        Source::all().into_iter().find(|s| s.name() == name)
    }

    /// The menu label.
    pub fn label(self) -> String {
        match self {
            Source::ThisPuzzle => "This puzzle".into(),
            Source::SeedGrids => "The coursework's 7 grids".into(),
            Source::Bundled(b) => b.label().into(),
            Source::Generated(d) => format!("Generated, {d}"),
        }
    }
}

/// What compare mode runs: the puzzles and every configuration to try on them.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareChoices {
    /// Which puzzles.
    pub source: Source,
    /// How many puzzles a generated set has.
    pub generated_count: usize,
    /// Variable orders to run.
    pub vars: Vec<VarOrder>,
    /// Value orders to run.
    pub vals: Vec<ValOrder>,
    /// Inferences to run.
    pub inferences: Vec<Inference>,
    /// Propagation levels to run (off, singles, the human levels).
    pub props: Vec<Propagation>,
    /// Whether DLX (exact cover) runs beside the CSP configurations.
    pub dlx: bool,
    /// Seconds per run before it counts as "time".
    pub max_seconds: f64,
}

impl Default for CompareChoices {
    /// The coursework's comparison: static, MRV, degree and MRV + degree with forward
    /// checking on this puzzle.
    fn default() -> Self {
        CompareChoices {
            source: Source::ThisPuzzle,
            generated_count: GENERATED_COUNT.default as usize,
            vars: VarOrder::ALL.to_vec(),
            vals: vec![ValOrder::Natural],
            inferences: vec![Inference::ForwardChecking],
            props: vec![Propagation::Off],
            dlx: false,
            max_seconds: 5.0,
        }
    }
}

/// Compare mode's choices in a link; `None` = not in the link (the page's default).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CompareLink {
    /// `set`: which puzzles.
    pub source: Option<Source>,
    /// `count`: how many generated puzzles.
    pub generated_count: Option<u64>,
    /// `vars`: variable orders.
    pub vars: Option<Vec<VarOrder>>,
    /// `vals`: value orders.
    pub vals: Option<Vec<ValOrder>>,
    /// `infs`: inferences.
    pub inferences: Option<Vec<Inference>>,
    /// `props` (or the older `csingles=off,on`): propagation levels.
    pub props: Option<Vec<Propagation>>,
    /// `dlx=on|off`: DLX beside the CSP configurations.
    pub dlx: Option<bool>,
    /// `time`: seconds per run.
    pub max_seconds: Option<f64>,
}

impl CompareLink {
    /// The link of `choices`: all of them (the count only for a generated set).
    pub fn chosen(choices: &CompareChoices) -> CompareLink {
        CompareLink {
            source: Some(choices.source),
            generated_count: matches!(choices.source, Source::Generated(_))
                .then_some(choices.generated_count as u64),
            vars: Some(choices.vars.clone()),
            vals: Some(choices.vals.clone()),
            inferences: Some(choices.inferences.clone()),
            props: Some(choices.props.clone()),
            dlx: Some(choices.dlx),
            max_seconds: Some(choices.max_seconds),
        }
    }

    /// Applies what the link holds over `choices`.
    pub fn apply(self, choices: &mut CompareChoices) {
        let c = choices;
        c.source = self.source.unwrap_or(c.source);
        c.generated_count = self
            .generated_count
            .map_or(c.generated_count, |n| n as usize);
        c.vars = self.vars.unwrap_or(std::mem::take(&mut c.vars));
        c.vals = self.vals.unwrap_or(std::mem::take(&mut c.vals));
        c.inferences = self.inferences.unwrap_or(std::mem::take(&mut c.inferences));
        c.props = self.props.unwrap_or(std::mem::take(&mut c.props));
        c.dlx = self.dlx.unwrap_or(c.dlx);
        c.max_seconds = self.max_seconds.unwrap_or(c.max_seconds);
    }

    /// The query pairs (only what the link holds).
    pub fn query(&self) -> Vec<(&'static str, String)> {
        let pairs: [(&'static str, Option<String>); 8] = [
            ("set", self.source.map(Source::name)),
            ("count", self.generated_count.map(|n| n.to_string())),
            ("vars", self.vars.as_ref().map(|v| names(v, |x| x.name()))),
            ("vals", self.vals.as_ref().map(|v| names(v, |x| x.name()))),
            (
                "infs",
                self.inferences.as_ref().map(|v| names(v, |x| x.name())),
            ),
            ("props", self.props.as_ref().map(|v| names(v, |x| x.name()))),
            (
                "dlx",
                self.dlx.map(|on| if on { "on" } else { "off" }.into()),
            ),
            (
                "time",
                self.max_seconds.map(crate::engine::decimal::shortest),
            ),
        ];
        pairs
            .into_iter()
            .filter_map(|(k, v)| Some((k, v?)))
            .collect()
    }

    /// Reads the choices from `q`, noting each bad value there.
    pub fn read(q: &mut QueryReader) -> CompareLink {
        let source = q.get("set").and_then(|v| {
            let source = Source::from_name(v);
            if source.is_none() {
                q.problem(format!("unknown puzzle set \u{201c}{v}\u{201d}"));
            }
            source
        });
        CompareLink {
            source,
            generated_count: q.int("count", GENERATED_COUNT),
            vars: read_list(q, "vars", |v| v.parse().ok(), "variable order"),
            vals: read_list(q, "vals", |v| v.parse().ok(), "value order"),
            inferences: read_list(q, "infs", |v| v.parse().ok(), "inference"),
            props: read_list(q, "props", |v| v.parse().ok(), "propagation level").or_else(|| {
                read_list(
                    q,
                    "csingles",
                    |v| match v {
                        "on" => Some(Propagation::Singles),
                        "off" => Some(Propagation::Off),
                        _ => None,
                    },
                    "singles setting",
                )
            }),
            dlx: read_switch(q, "dlx"),
            max_seconds: q.float("time", MAX_SECONDS),
        }
    }
}

/// An `on`/`off` switch at `key`, noting any other value.
fn read_switch(q: &mut QueryReader, key: &str) -> Option<bool> {
    match q.get(key)? {
        "on" => Some(true),
        "off" => Some(false),
        other => {
            q.problem(format!("{key} is on or off, not \u{201c}{other}\u{201d}"));
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::links::query::{parse_query, to_query_string};

    fn read(query: &str) -> (CompareLink, Option<String>) {
        let pairs = parse_query(query);
        let mut q = QueryReader::new(&pairs);
        let link = CompareLink::read(&mut q);
        (link, q.message())
    }

    #[test]
    fn choices_round_trip_through_the_link() {
        let choices = CompareChoices {
            source: Source::Generated(Level::ALL[4]),
            generated_count: 7,
            vars: vec![VarOrder::ALL[0], VarOrder::ALL[2]],
            vals: ValOrder::ALL.to_vec(),
            inferences: vec![Inference::Ac3],
            props: vec![Propagation::Off, Propagation::FishWings, Propagation::All],
            dlx: true,
            max_seconds: 2.5,
        };
        let text = to_query_string(&CompareLink::chosen(&choices).query());
        let (link, problems) = read(&text);
        assert_eq!(problems, None, "{text}");
        let mut back = CompareChoices::default();
        link.apply(&mut back);
        assert_eq!(back, choices, "{text}");
        // This puzzle: no count in the link.
        let text = to_query_string(&CompareLink::chosen(&CompareChoices::default()).query());
        assert!(!text.contains("count="), "{text}");
    }

    #[test]
    fn bad_values_are_named_and_keep_their_defaults() {
        let (link, problems) =
            read("set=nowhere&vars=mrv,sideways&count=0&csingles=maybe&time=-1&dlx=yes");
        let problems = problems.unwrap();
        assert_eq!(link.dlx, None);
        for word in [
            "dlx is on or off, not \u{201c}yes\u{201d}",
            "nowhere",
            "sideways",
            "number of puzzles",
            "maybe",
            "time budget",
        ] {
            assert!(problems.contains(word), "{word}: {problems}");
        }
        assert_eq!(link.source, None);
        assert_eq!(link.vars.as_deref(), Some(&[VarOrder::Mrv][..]));
        let mut choices = CompareChoices::default();
        link.apply(&mut choices);
        assert_eq!(choices.source, Source::ThisPuzzle);
        assert_eq!(choices.max_seconds, 5.0);
        assert_eq!(choices.props, Vec::<Propagation>::new());
        let (link, problems) = read("props=subsets,pairs");
        assert!(problems.unwrap().contains("pairs"));
        assert_eq!(link.props, Some(vec![Propagation::Subsets]));
    }

    #[test]
    fn old_links_keep_working() {
        // `csingles` reads as the propagation levels off and singles.
        let (link, problems) = read("csingles=off,on&set=generated-medium");
        assert_eq!(problems, None);
        assert_eq!(
            link.props,
            Some(vec![Propagation::Off, Propagation::Singles])
        );
        // The old difficulties' names are levels of the rating.
        assert_eq!(link.source, Some(Source::Generated(Level::Medium)));
        for old in ["easy", "hard", "expert"] {
            let (link, _) = read(&format!("set=generated-{old}"));
            assert!(matches!(link.source, Some(Source::Generated(_))), "{old}");
        }
        // props wins over csingles.
        let (link, _) = read("csingles=on&props=all");
        assert_eq!(link.props, Some(vec![Propagation::All]));
        let text = to_query_string(&link.query());
        assert!(
            text.contains("props=all") && !text.contains("csingles"),
            "{text}"
        );
    }
}
