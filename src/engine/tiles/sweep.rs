//! Effort against depth: random boards at each depth of a range, several per depth, run
//! by the comparison batch (every board × every configuration), then summed up as one
//! line per configuration (mean states searched and time at each depth), as the
//! coursework's 8-puzzle study plotted them.
//!
//! On the 8-puzzle the depths are exact (boards are drawn from all states that far from
//! the goal, by one h* table for the whole sweep); on wider boards a board is that many
//! random moves from the goal, so its depth is at most that.

use super::compare::{Outcome, Row};
use super::distances::{DistanceTable, MAX_TABLE_CELLS};
use super::random_cases::{draw_at_depth, DepthError};
use super::{shuffle, Board, Case, Shape};
use crate::engine::params::{IntRange, ParamError};
use crate::engine::rng::Rng;
use serde::{Deserialize, Serialize};

/// The first depth of a sweep.
pub const SWEEP_FROM: IntRange = IntRange {
    name: "first depth",
    min: 0,
    max: 200,
    default: 2,
};

/// The last depth of a sweep.
pub const SWEEP_TO: IntRange = IntRange {
    name: "last depth",
    min: 0,
    max: 200,
    default: 20,
};

/// The distance between two depths of a sweep.
pub const SWEEP_STEP: IntRange = IntRange {
    name: "depth step",
    min: 1,
    max: 50,
    default: 2,
};

/// How many boards a sweep draws at each depth.
pub const SWEEP_PER_DEPTH: IntRange = IntRange {
    name: "boards per depth",
    min: 1,
    max: 50,
    default: 5,
};

/// Which depths, how many boards at each, what shape, from which seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SweepPlan {
    /// Board width (columns).
    pub width: usize,
    /// Board rows when they differ from the width (`None`: a square board).
    #[serde(default)]
    pub rows: Option<usize>,
    /// The first depth.
    pub from: usize,
    /// The last depth (included when the step lands on it).
    pub to: usize,
    /// The distance between two depths.
    pub step: usize,
    /// Boards at each depth.
    pub per_depth: usize,
    /// Seed: the same plan gives the same boards.
    pub seed: u64,
}

impl Default for SweepPlan {
    fn default() -> Self {
        SweepPlan {
            width: 3,
            rows: None,
            from: SWEEP_FROM.default as usize,
            to: SWEEP_TO.default as usize,
            step: SWEEP_STEP.default as usize,
            per_depth: SWEEP_PER_DEPTH.default as usize,
            seed: 1,
        }
    }
}

/// Why a sweep plan cannot run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SweepError {
    /// A number is out of its range.
    Param(ParamError),
    /// The first depth is past the last.
    Backwards {
        /// The first depth.
        from: usize,
        /// The last depth.
        to: usize,
    },
    /// No board is that far from the goal (exact depths only).
    Depth(DepthError),
}

impl std::fmt::Display for SweepError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SweepError::Param(e) => write!(f, "The {e}."),
            SweepError::Backwards { from, to } => {
                write!(f, "The first depth ({from}) is past the last depth ({to}).")
            }
            SweepError::Depth(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for SweepError {}

impl SweepPlan {
    /// The boards' shape, if it is one a board can have.
    pub fn shape(&self) -> Option<Shape> {
        Shape::new(self.rows.unwrap_or(self.width), self.width).ok()
    }

    /// Sets the boards' shape.
    pub fn set_shape(&mut self, shape: Shape) {
        self.width = shape.cols();
        self.rows = (!shape.is_square()).then_some(shape.rows());
    }

    /// Whether the depths are exact (9 cells or fewer, such as 3×3 or 2×4) or random
    /// moves from the goal.
    pub fn exact(&self) -> bool {
        self.shape().is_some_and(|s| s.cells() <= MAX_TABLE_CELLS)
    }

    /// Checks every number against its range, and that the depths go forwards.
    pub fn check(&self) -> Result<(), SweepError> {
        let number = |range: IntRange, v: usize| range.check(v as u64).map_err(SweepError::Param);
        number(SWEEP_FROM, self.from)?;
        number(SWEEP_TO, self.to)?;
        number(SWEEP_STEP, self.step)?;
        number(SWEEP_PER_DEPTH, self.per_depth)?;
        if self.from > self.to {
            return Err(SweepError::Backwards {
                from: self.from,
                to: self.to,
            });
        }
        Ok(())
    }

    /// The depths, from `from` up to `to` by `step` (empty if the plan is out of range).
    pub fn depths(&self) -> Vec<usize> {
        if self.check().is_err() {
            return Vec::new();
        }
        (self.from..=self.to).step_by(self.step).collect()
    }

    /// How many boards the sweep draws.
    pub fn board_count(&self) -> usize {
        self.depths().len() * self.per_depth
    }

    /// The boards, depth by depth, named `d=12 #3` (exact depth) or `k=12 #3` (random
    /// moves), for a goal of width `self.width`.
    pub fn cases(&self, goal: &Board) -> Result<Vec<Case>, SweepError> {
        self.check()?;
        let mut rng = Rng::new(self.seed);
        let table = self.exact().then(|| DistanceTable::build(goal));
        let tag = if self.exact() { "d" } else { "k" };
        let mut cases = Vec::with_capacity(self.board_count());
        for depth in self.depths() {
            let boards = match &table {
                Some(table) => draw_at_depth(table, depth, self.per_depth, &mut rng)
                    .map_err(SweepError::Depth)?,
                None => (0..self.per_depth)
                    .map(|_| shuffle(goal, depth, &mut rng).0)
                    .collect(),
            };
            cases.extend(boards.into_iter().enumerate().map(|(i, start)| Case {
                name: format!("{tag}={depth} #{}", i + 1),
                start,
            }));
        }
        Ok(cases)
    }
}

/// The depth a sweep case's name carries (`d=12 #3` → 12).
pub fn case_depth(name: &str) -> Option<usize> {
    let rest = name
        .strip_prefix("d=")
        .or_else(|| name.strip_prefix("k="))?;
    rest.split(' ').next()?.parse().ok()
}

/// One configuration at one depth.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepPoint {
    /// The depth.
    pub depth: usize,
    /// Runs at this depth.
    pub runs: usize,
    /// Runs that reached the goal (the means are over these).
    pub solved: usize,
    /// Mean nodes expanded ("states searched").
    pub mean_expanded: f64,
    /// Mean nodes generated.
    pub mean_generated: f64,
    /// Mean seconds.
    pub mean_seconds: f64,
}

/// One configuration's points, by depth.
#[derive(Clone, Debug, PartialEq)]
pub struct SweepLine {
    /// The configuration as `algo h` (e.g. `astar manhattan`).
    pub label: String,
    /// Its points, depth increasing.
    pub points: Vec<SweepPoint>,
}

fn row_label(row: &Row) -> String {
    match row.weight {
        Some(w) => format!(
            "{} {} w={}",
            row.algo_name(),
            row.h,
            crate::engine::decimal::shortest(w)
        ),
        None => format!("{} {}", row.algo_name(), row.h),
    }
}

/// Sums up finished rows as one line per configuration (in order of first appearance),
/// with a point per depth; the means are over the solved runs (a point whose runs all
/// stopped short has none, and says so by `solved == 0`). Rows whose case name carries
/// no depth are left out.
pub fn lines(rows: &[Row]) -> Vec<SweepLine> {
    let mut lines: Vec<SweepLine> = Vec::new();
    for row in rows {
        let Some(depth) = case_depth(&row.case) else {
            continue;
        };
        let label = row_label(row);
        let index = match lines.iter().position(|l| l.label == label) {
            Some(i) => i,
            None => {
                lines.push(SweepLine {
                    label,
                    points: Vec::new(),
                });
                lines.len() - 1
            }
        };
        let points = &mut lines[index].points;
        let at = match points.iter().position(|p| p.depth == depth) {
            Some(i) => i,
            None => {
                // Inserted in depth order (no sort: the page links none for it).
                let at = points.partition_point(|p| p.depth < depth);
                points.insert(
                    at,
                    SweepPoint {
                        depth,
                        runs: 0,
                        solved: 0,
                        mean_expanded: 0.0,
                        mean_generated: 0.0,
                        mean_seconds: 0.0,
                    },
                );
                at
            }
        };
        let p = &mut points[at];
        p.runs += 1;
        if row.outcome == Outcome::Solved {
            // A running mean, so nothing else needs keeping.
            p.solved += 1;
            let n = p.solved as f64;
            p.mean_expanded += (row.expanded as f64 - p.mean_expanded) / n;
            p.mean_generated += (row.generated as f64 - p.mean_generated) / n;
            p.mean_seconds += (row.seconds - p.mean_seconds) / n;
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::tiles::compare::{run_job, CompareJob};
    use crate::engine::tiles::heuristics::Heuristic;
    use crate::engine::tiles::solve::{Algorithm, SolveConfig};
    use crate::engine::tiles::{GoalKind, GoalSpec};

    #[test]
    fn depths_step_from_first_to_last() {
        let plan = SweepPlan {
            from: 3,
            to: 12,
            step: 4,
            ..SweepPlan::default()
        };
        assert_eq!(plan.depths(), vec![3, 7, 11]);
        assert_eq!(plan.board_count(), 15);
    }

    #[test]
    fn eight_puzzle_boards_are_exactly_at_their_depth_and_counted_per_depth() {
        let goal = GoalKind::BlankLast.board(3);
        let plan = SweepPlan {
            from: 4,
            to: 22,
            step: 6,
            per_depth: 3,
            ..SweepPlan::default()
        };
        let cases = plan.cases(&goal).unwrap();
        assert_eq!(cases.len(), 4 * 3);
        let table = DistanceTable::build(&goal);
        for depth in [4, 10, 16, 22] {
            let at: Vec<&Case> = cases
                .iter()
                .filter(|c| case_depth(&c.name) == Some(depth))
                .collect();
            assert_eq!(at.len(), 3, "three boards at depth {depth}");
            for case in at {
                let d = table.get(crate::engine::tiles::Packed::from_board(&case.start));
                assert_eq!(
                    d,
                    Some(depth as u8),
                    "{} is exactly {depth} away",
                    case.name
                );
            }
        }
        assert_eq!(cases, plan.cases(&goal).unwrap(), "the seed decides");
    }

    #[test]
    fn a_2x4_sweep_draws_exact_depths_and_a_3x4_sweep_random_moves() {
        let mut plan = SweepPlan {
            from: 2,
            to: 10,
            step: 4,
            per_depth: 3,
            ..SweepPlan::default()
        };
        plan.set_shape(Shape::new(2, 4).unwrap());
        assert!(plan.exact());
        let goal = GoalKind::BlankLast.board_of(plan.shape().unwrap());
        let table = DistanceTable::build(&goal);
        let cases = plan.cases(&goal).unwrap();
        assert_eq!(cases.len(), 9);
        for case in &cases {
            let depth: u8 = case.name[2..].split(' ').next().unwrap().parse().unwrap();
            let exact = table.get(crate::engine::tiles::Packed::from_board(&case.start));
            assert_eq!(exact, Some(depth), "{}", case.name);
        }
        plan.set_shape(Shape::new(3, 4).unwrap());
        assert!(!plan.exact());
        let goal = GoalKind::BlankLast.board_of(plan.shape().unwrap());
        assert!(plan.cases(&goal).unwrap()[0].name.starts_with("k=2"));
    }

    #[test]
    fn fifteen_puzzle_boards_are_at_most_their_moves_away() {
        let goal = GoalKind::BlankLast.board(4);
        let plan = SweepPlan {
            width: 4,
            rows: None,
            from: 5,
            to: 10,
            step: 5,
            per_depth: 2,
            seed: 7,
        };
        let cases = plan.cases(&goal).unwrap();
        assert_eq!(cases.len(), 4);
        assert_eq!(cases[2].name, "k=10 #1");
        let config = SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan);
        let mut job = CompareJob::new(
            cases,
            vec![config],
            GoalSpec::Standard(GoalKind::BlankLast),
            60.0,
        );
        for row in run_job(&mut job, || 0.0) {
            let k = case_depth(&row.case).unwrap() as u32;
            assert!(row.cost.unwrap() <= k, "{}: {:?} > {k}", row.case, row.cost);
        }
    }

    #[test]
    fn bad_plans_are_refused_with_the_reason() {
        let goal = GoalKind::BlankLast.board(3);
        let backwards = SweepPlan {
            from: 9,
            to: 3,
            ..SweepPlan::default()
        };
        assert!(backwards
            .cases(&goal)
            .unwrap_err()
            .to_string()
            .contains("past the last"));
        assert!(backwards.depths().is_empty());
        let too_deep = SweepPlan {
            to: 40,
            ..SweepPlan::default()
        };
        let err = too_deep.cases(&goal).unwrap_err();
        assert!(err.to_string().contains("farthest are 31"), "{err}");
        let zero = SweepPlan {
            per_depth: 0,
            ..SweepPlan::default()
        };
        assert!(zero
            .check()
            .unwrap_err()
            .to_string()
            .contains("boards per depth"));
    }

    #[test]
    fn lines_average_solved_runs_per_configuration_and_depth() {
        let goal = GoalKind::BlankLast.board(3);
        let plan = SweepPlan {
            from: 6,
            to: 12,
            step: 6,
            per_depth: 4,
            ..SweepPlan::default()
        };
        let configs = vec![
            SolveConfig::new(Algorithm::AStar, Heuristic::Misplaced),
            SolveConfig::new(Algorithm::AStar, Heuristic::Manhattan),
        ];
        let mut job = CompareJob::new(
            plan.cases(&goal).unwrap(),
            configs,
            GoalSpec::Standard(GoalKind::BlankLast),
            60.0,
        );
        let rows = run_job(&mut job, || 0.0);
        let lines = lines(&rows);
        assert_eq!(lines.len(), 2);
        assert_eq!(lines[0].label, "astar misplaced");
        for line in &lines {
            assert_eq!(
                line.points.iter().map(|p| p.depth).collect::<Vec<_>>(),
                [6, 12]
            );
            for p in &line.points {
                assert_eq!((p.runs, p.solved), (4, 4));
                let expect: f64 = rows
                    .iter()
                    .filter(|r| row_label(r) == line.label && case_depth(&r.case) == Some(p.depth))
                    .map(|r| r.expanded as f64)
                    .sum::<f64>()
                    / 4.0;
                assert!((p.mean_expanded - expect).abs() < 1e-6);
            }
            // Deeper boards cost more.
            assert!(line.points[1].mean_expanded > line.points[0].mean_expanded);
        }
        // Manhattan dominates misplaced tiles: never more states on average here.
        for (m, h) in lines[1].points.iter().zip(&lines[0].points) {
            assert!(m.mean_expanded <= h.mean_expanded);
        }
    }
}
