//! Compare mode's state: which puzzles, which configurations, the job in the worker and
//! its rows. Pure: the panel dispatches [`CompareAction`]s.

use crate::engine::small_sort::toggle_in_order as flip;
use crate::engine::sudoku::compare::SudokuCase;
use crate::engine::sudoku::csp::{CspConfig, Inference, Propagation, ValOrder, VarOrder};
use crate::engine::sudoku::presets::seed_presets;
use crate::engine::sudoku::Grid;
use crate::wire::job::JobProgress;
use crate::wire::protocol::{Request, Response};
use crate::wire::sudoku_sets::SudokuSet;
use std::rc::Rc;

pub use crate::links::sudoku_compare::{CompareChoices, Source};

/// Compare mode.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareState {
    /// The puzzles and configurations (the page keeps them in its link).
    pub choices: CompareChoices,
    /// The number field whose text is invalid now, if any: Run waits for it.
    pub invalid_field: Option<&'static str>,
    /// The job in progress or last run.
    pub job: Option<JobProgress>,
    /// The results so far as the worker drew them (empty before the first run ends).
    pub table: String,
    /// A problem to show.
    pub error: Option<String>,
}

/// A choice to switch on or off.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Toggle {
    /// A variable order.
    Var(VarOrder),
    /// A value order.
    Val(ValOrder),
    /// An inference.
    Inference(Inference),
    /// A propagation level (off, singles, the human levels).
    Propagation(Propagation),
    /// DLX (exact cover) beside the configurations.
    Dlx,
}

/// Everything that can happen in compare mode.
#[derive(Clone, Debug)]
pub enum CompareAction {
    /// Pick the puzzles.
    SetSource(Source),
    /// How many generated puzzles.
    SetGeneratedCount(usize),
    /// Switch a choice on or off.
    Toggle(Toggle),
    /// Seconds per run.
    SetMaxSeconds(f64),
    /// A job was sent with this id.
    Started(u64),
    /// The worker said something.
    Worker(Response),
    /// Show a problem.
    ShowError(String),
    /// A number field holds text that is not a valid value (its own error shows beside
    /// it); Run waits until it is fixed.
    FieldInvalid(&'static str),
}

impl CompareState {
    /// Nothing run yet, with `choices`.
    pub fn new(choices: CompareChoices) -> Self {
        CompareState {
            choices,
            invalid_field: None,
            job: None,
            table: String::new(),
            error: None,
        }
    }

    /// Every chosen combination, in the order of [`CspConfig::all`] with the
    /// propagation levels innermost.
    pub fn configs(&self) -> Vec<CspConfig> {
        let c = &self.choices;
        CspConfig::all()
            .into_iter()
            .filter(|x| {
                !x.singles
                    && c.vars.contains(&x.var)
                    && c.vals.contains(&x.val)
                    && c.inferences.contains(&x.inference)
            })
            .flat_map(|x| {
                Propagation::ALL
                    .iter()
                    .filter(|p| c.props.contains(p))
                    .map(move |&p| x.with_propagation(p))
            })
            .collect()
    }

    /// How many solvers a run tries on each puzzle: the configurations, and DLX.
    pub fn solver_count(&self) -> usize {
        self.configs().len() + usize::from(self.choices.dlx)
    }

    /// True while the worker runs our job.
    pub fn running(&self) -> bool {
        self.job.as_ref().is_some_and(|j| !j.finished)
    }

    /// The request for a new job `id` on `puzzle` (for [`Source::ThisPuzzle`]), or why
    /// it cannot be made.
    pub fn request(&self, id: u64, puzzle: Grid, seed: u64) -> Result<Request, String> {
        let configs = self.configs();
        if configs.is_empty() && !self.choices.dlx {
            return Err("Choose at least one option in every group, or DLX.".into());
        }
        let (cases, set) = match self.choices.source {
            Source::ThisPuzzle => (
                vec![SudokuCase {
                    name: "this puzzle".into(),
                    grid: puzzle,
                }],
                None,
            ),
            Source::SeedGrids => (seed_presets(), None),
            Source::Bundled(b) => (Vec::new(), Some(SudokuSet::Bundled(b))),
            Source::Generated(level) => (
                Vec::new(),
                Some(SudokuSet::Generated {
                    level,
                    count: self.choices.generated_count,
                    seed,
                }),
            ),
        };
        Ok(Request::SudokuCompare {
            job: id,
            cases,
            set,
            configs,
            dlx: self.choices.dlx,
            max_seconds: self.choices.max_seconds,
        })
    }

    fn on_worker(&mut self, response: Response) {
        let routed = JobProgress::route(&mut self.job, response, &mut self.error);
        if let Some((
            job,
            Response::SudokuTable {
                job: id,
                rows,
                html,
            },
        )) = routed
        {
            if id == job.id {
                self.table = html;
                job.row_arrived(rows as usize);
            }
        }
    }
}

impl CompareState {
    /// Applies `action` and returns the new state: the page's reducer (Yew's
    /// `Reducible`, in `app::reducers`) is this function.
    pub fn apply(self: Rc<Self>, action: CompareAction) -> Rc<Self> {
        let mut s = (*self).clone();
        match action {
            CompareAction::SetSource(source) => s.choices.source = source,
            CompareAction::SetGeneratedCount(n) => {
                s.choices.generated_count = n;
                s.invalid_field = None;
            }
            CompareAction::Toggle(t) => {
                let c = &mut s.choices;
                match t {
                    Toggle::Var(v) => flip(&mut c.vars, v, VarOrder::ALL),
                    Toggle::Val(v) => flip(&mut c.vals, v, ValOrder::ALL),
                    Toggle::Inference(v) => flip(&mut c.inferences, v, Inference::ALL),
                    Toggle::Propagation(v) => flip(&mut c.props, v, Propagation::ALL),
                    Toggle::Dlx => c.dlx = !c.dlx,
                }
            }
            CompareAction::SetMaxSeconds(t) => {
                s.choices.max_seconds = t;
                s.invalid_field = None;
            }
            CompareAction::Started(id) => {
                s.table.clear();
                s.error = None;
                s.job = Some(JobProgress::new(id));
            }
            CompareAction::Worker(response) => s.on_worker(response),
            CompareAction::ShowError(message) => s.error = Some(message),
            CompareAction::FieldInvalid(name) => s.invalid_field = Some(name),
        }
        Rc::new(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::logic::Level;

    fn page() -> Rc<CompareState> {
        Rc::new(CompareState::new(CompareChoices::default()))
    }

    #[test]
    fn the_configurations_are_every_chosen_combination() {
        let s = page();
        let c = &s.choices;
        let expected = c.vars.len() * c.vals.len() * c.inferences.len() * c.props.len();
        assert_eq!(s.configs().len(), expected);
        let s = s.apply(CompareAction::Toggle(Toggle::Propagation(
            Propagation::ALL[1],
        )));
        assert_eq!(
            s.configs().len(),
            2 * expected,
            "one more propagation level"
        );
        let first = s.configs()[0];
        assert_eq!(
            first.propagation(),
            Propagation::ALL[0],
            "propagation is innermost"
        );
    }

    #[test]
    fn a_request_names_what_is_missing() {
        let grid = seed_presets()[0].grid;
        let mut s = (*page()).clone();
        s.choices.vals.clear();
        let err = s.request(1, grid, 1).expect_err("no value order");
        assert_eq!(err, "Choose at least one option in every group, or DLX.");
        s.choices.dlx = true;
        match s.request(2, grid, 1).expect("DLX alone runs") {
            Request::SudokuCompare { configs, dlx, .. } => assert!(configs.is_empty() && dlx),
            other => panic!("not a compare request: {other:?}"),
        }
        assert_eq!(s.solver_count(), 1);
        s.choices.dlx = false;
        let s = page().apply(CompareAction::SetSource(Source::Generated(Level::Hard)));
        let s = s.apply(CompareAction::SetGeneratedCount(4));
        match s.request(9, grid, 77).expect("a request") {
            Request::SudokuCompare {
                job, cases, set, ..
            } => {
                assert_eq!(job, 9);
                assert!(cases.is_empty());
                assert_eq!(
                    set,
                    Some(SudokuSet::Generated {
                        level: Level::Hard,
                        count: 4,
                        seed: 77
                    })
                );
            }
            other => panic!("not a compare request: {other:?}"),
        }
    }

    #[test]
    fn only_this_jobs_results_are_shown() {
        let table = |job: u64, rows: u64, html: &str| {
            CompareAction::Worker(Response::SudokuTable {
                job,
                rows,
                html: html.into(),
            })
        };
        let s = page()
            .apply(CompareAction::FieldInvalid("seconds"))
            .apply(CompareAction::Started(3))
            .apply(table(3, 1, "a"))
            .apply(table(2, 5, "old"))
            .apply(table(3, 2, "a b"));
        assert!(s.running());
        assert_eq!(s.table, "a b");
        assert_eq!(s.job.as_ref().map(|j| j.done), Some(2));
        assert_eq!(s.clone().apply(CompareAction::Started(4)).table, "");
        assert_eq!(s.invalid_field, Some("seconds"));
        let s = s.apply(CompareAction::SetMaxSeconds(2.0));
        assert_eq!(s.invalid_field, None);
    }
}
