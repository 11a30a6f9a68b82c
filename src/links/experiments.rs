//! The plan in the URL: `#/experiments?family=sudoku&preset=seed001&grids=seed001_test1,
//! seed001_test2&populations=10,100,1000&runs=3&seed=1&seconds=10&generations=` (or
//! `family=magic&magic-preset=seed004&orders=3&crossovers=pmx,inversion,ox,cx`), and the
//! solvers compared (`solvers=ga,sa,hill`: the GA, simulated annealing and hill climbing
//! on the same problems; left out, the GA alone). Lists are comma-separated; every bad
//! value is reported and the default kept. Plain Rust, so the experiments page's links
//! are tested and fuzzed natively.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use crate::engine::anneal::SolverKind;
use crate::engine::experiments::{ExperimentPlan, Family, EXPERIMENT_RUNS, EXPERIMENT_SECONDS};
use crate::engine::ga::config::{GENERATIONS, POPULATION};
use crate::engine::ga::sudoku::SudokuPreset;
use crate::engine::magic::square::ORDER;
use crate::engine::magic::{MagicPreset, PermCrossover};
use crate::engine::params::IntRange;
use crate::engine::rng::SEED;
use crate::links::query::QueryReader;

/// Issue 20's comparison as a link: the GA `best`, simulated annealing and hill
/// climbing on the coursework's seven grids (the page's example; the same on magic
/// squares of order 10 and 30 is [`ANNEALING_MAGIC`]).
pub const ANNEALING_SUDOKU: &str = "#/experiments?preset=best&grids=seed000_grid1,seed000_grid2,seed000_grid3,seed001_test1,seed001_test2,seed003_grid,seed004_board&solvers=ga,sa,hill";

/// The same three on magic squares of order 10 and 30 (in the README; one example link
/// was what the page's budget allowed).
pub const ANNEALING_MAGIC: &str =
    "#/experiments?family=magic&magic-preset=best&orders=10,30&solvers=ga,sa,hill";

fn join<T>(items: &[T], show: impl Fn(&T) -> String) -> String {
    items.iter().map(show).collect::<Vec<_>>().join(",")
}

/// The query pairs describing `plan`.
pub fn to_query(plan: &ExperimentPlan) -> Vec<(&'static str, String)> {
    vec![
        ("family", plan.family.name().into()),
        ("preset", plan.sudoku_preset.name().into()),
        ("grids", plan.grids.join(",")),
        ("magic-preset", plan.magic_preset.name().into()),
        ("orders", join(&plan.orders, |n| n.to_string())),
        ("crossovers", join(&plan.crossovers, |c| c.name().into())),
        ("populations", join(&plan.populations, |p| p.to_string())),
        ("runs", plan.runs.to_string()),
        ("seed", plan.first_seed.to_string()),
        (
            "seconds",
            crate::engine::decimal::shortest(plan.max_seconds),
        ),
        (
            "generations",
            plan.max_generations
                .map_or(String::new(), |g| g.to_string()),
        ),
        ("solvers", join(&plan.solvers, |s| s.name().into())),
    ]
}

/// Splits a comma-separated list, skipping empty items.
fn items(text: &str) -> impl Iterator<Item = &str> {
    text.split(',').map(str::trim).filter(|s| !s.is_empty())
}

/// Reads a list of whole numbers in `range` ("10, 100, 1,000" needs spaces or `_` for
/// thousands, since commas separate items).
pub fn numbers(text: &str, range: IntRange) -> Result<Vec<usize>, String> {
    items(text)
        .map(|t| {
            range
                .parse(t)
                .map(|v| v as usize)
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Reads a list of names with `from_name`; `what` names the list in messages.
pub fn names<T>(
    text: &str,
    what: &str,
    from_name: fn(&str) -> Option<T>,
) -> Result<Vec<T>, String> {
    items(text)
        .map(|t| from_name(t).ok_or_else(|| format!("{what} \u{201c}{t}\u{201d} is unknown")))
        .collect()
}

/// Reads a generation limit; empty means the preset's.
pub fn generations(text: &str) -> Result<Option<u64>, String> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    GENERATIONS.parse(t).map(Some).map_err(|e| e.to_string())
}

/// Applies the value of `key`, if present; a refusal is noted in `q`.
fn take(q: &mut QueryReader, key: &str, apply: &mut dyn FnMut(&str) -> Result<(), String>) {
    if let Some(v) = q.get(key) {
        if let Err(e) = apply(v) {
            q.problem(e);
        }
    }
}

/// The plan from query pairs, and one message for everything that could not be used.
pub fn from_query(pairs: &[(String, String)]) -> (ExperimentPlan, Option<String>) {
    let mut q = QueryReader::new(pairs);
    let plan = read_plan(&mut q);
    (plan, q.message())
}

/// The page's whole link: the plan, the pool size (`workers=N`, see
/// [`crate::links::pool`]) and one message for everything that could not be used.
pub fn from_link(pairs: &[(String, String)]) -> (ExperimentPlan, Option<usize>, Option<String>) {
    let mut q = QueryReader::new(pairs);
    let plan = read_plan(&mut q);
    let workers = crate::links::pool::read(&mut q);
    (plan, workers, q.message())
}

/// The link's pairs for `plan` and a chosen pool size.
pub fn to_link(plan: &ExperimentPlan, workers: Option<usize>) -> Vec<(&'static str, String)> {
    let mut pairs = to_query(plan);
    pairs.extend(crate::links::pool::pair(workers));
    pairs
}

/// Reads the plan, reporting what could not be used through `q`.
fn read_plan(q: &mut QueryReader) -> ExperimentPlan {
    let mut plan = ExperimentPlan::default();
    take(q, "family", &mut |v| {
        plan.family =
            Family::from_name(v).ok_or(format!("family \u{201c}{v}\u{201d} is unknown"))?;
        Ok(())
    });
    take(q, "preset", &mut |v| {
        plan.sudoku_preset =
            SudokuPreset::from_name(v).ok_or(format!("preset \u{201c}{v}\u{201d} is unknown"))?;
        Ok(())
    });
    take(q, "grids", &mut |v| {
        plan.grids = items(v).map(String::from).collect();
        Ok(())
    });
    take(q, "magic-preset", &mut |v| {
        plan.magic_preset = MagicPreset::from_name(v)
            .ok_or(format!("magic preset \u{201c}{v}\u{201d} is unknown"))?;
        Ok(())
    });
    take(q, "orders", &mut |v| {
        plan.orders = numbers(v, ORDER)?;
        Ok(())
    });
    take(q, "crossovers", &mut |v| {
        plan.crossovers = names(v, "crossover", PermCrossover::from_name)?;
        Ok(())
    });
    take(q, "populations", &mut |v| {
        plan.populations = numbers(v, POPULATION)?;
        Ok(())
    });
    take(q, "runs", &mut |v| {
        plan.runs = EXPERIMENT_RUNS.parse(v).map_err(|e| e.to_string())?;
        Ok(())
    });
    if let Some(seed) = q.int("seed", SEED) {
        plan.first_seed = seed;
    }
    take(q, "seconds", &mut |v| {
        plan.max_seconds = EXPERIMENT_SECONDS.parse(v).map_err(|e| e.to_string())?;
        Ok(())
    });
    take(q, "generations", &mut |v| {
        plan.max_generations = generations(v)?;
        Ok(())
    });
    take(q, "solvers", &mut |v| {
        plan.solvers = names(v, "solver", SolverKind::from_name)?;
        Ok(())
    });
    if let Err(e) = plan.check() {
        q.problem(e);
    }
    plan
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::links::query::parse_query;

    #[test]
    fn the_link_carries_the_pool_size_beside_the_plan() {
        let plan = ExperimentPlan {
            runs: 4,
            ..ExperimentPlan::default()
        };
        let text: Vec<String> = (to_link(&plan, Some(2)).iter())
            .map(|(k, v)| format!("{k}={v}"))
            .collect();
        let (again, workers, message) = from_link(&parse_query(&text.join("&")));
        assert_eq!((again, workers, message), (plan, Some(2), None));
        let (_, workers, message) = from_link(&parse_query("runs=4&workers=12"));
        assert_eq!(workers, None);
        assert!(message.is_some_and(|m| m.contains("workers")));
    }

    /// The example links read without a problem: every solver on the seven grids, and
    /// on orders 10 and 30.
    #[test]
    fn the_annealing_examples_are_good_links() {
        let read = |link: &str| {
            let query = link.split_once('?').map_or("", |(_, q)| q);
            from_query(&parse_query(query))
        };
        let all = vec![SolverKind::Ga, SolverKind::Sa, SolverKind::Hill];
        let (sudoku, problems) = read(ANNEALING_SUDOKU);
        assert_eq!(problems, None);
        assert_eq!((sudoku.family, &sudoku.solvers), (Family::Sudoku, &all));
        assert_eq!(sudoku.sudoku_preset, SudokuPreset::Best);
        let names: Vec<String> = crate::engine::sudoku::presets::seed_presets()
            .into_iter()
            .map(|c| c.name)
            .collect();
        assert_eq!(sudoku.grids, names, "the seven seed grids");
        let (magic, problems) = read(ANNEALING_MAGIC);
        assert_eq!(problems, None);
        assert_eq!((magic.family, &magic.solvers), (Family::Magic, &all));
        assert_eq!(
            (magic.magic_preset, &magic.orders[..]),
            (MagicPreset::Best, &[10, 30][..])
        );
    }

    #[test]
    fn the_link_keeps_the_solvers_compared() {
        let plan = ExperimentPlan {
            family: Family::Magic,
            orders: vec![10, 30],
            solvers: vec![SolverKind::Ga, SolverKind::Sa, SolverKind::Hill],
            ..ExperimentPlan::default()
        };
        let pairs = to_query(&plan);
        assert!(pairs.contains(&("solvers", "ga,sa,hill".to_string())));
        let text: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect();
        assert_eq!(from_query(&parse_query(&text.join("&"))), (plan, None));
        let (older, _) = from_query(&parse_query("family=magic&orders=10"));
        assert_eq!(
            older.solvers,
            vec![SolverKind::Ga],
            "a link from before reads as the GA alone"
        );
        let (kept, message) = from_query(&parse_query("solvers=ga,annealing"));
        assert_eq!(kept.solvers, vec![SolverKind::Ga]);
        assert!(message.is_some_and(|m| m.contains("annealing")));
    }
}
