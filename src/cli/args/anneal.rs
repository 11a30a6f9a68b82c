//! The options of simulated annealing and hill climbing (`--solver sa|hill` of `lab
//! sudoku` and `lab magic`).

use super::values::{int, named};
use super::ArgError;
use crate::engine::anneal::{
    AnnealConfig, InitialTemperature, ReheatFrom, Schedule, SolverKind, INITIAL_TEMPERATURE,
    MOVES_PER_STAGE, REHEATS, REHEAT_AFTER,
};

/// Simulated annealing's options; hill climbing takes the last four.
#[derive(clap::Args, Debug, Clone)]
#[command(next_help_heading = "Annealing options (--solver sa|hill)")]
pub struct AnnealArgs {
    /// The cooling schedule: geometric (T ← αT), linear, logarithmic, or none (hill
    /// climbing) [default: geometric].
    #[arg(long, value_name = "S",
          value_parser = named("schedule", "geometric, linear, logarithmic, none", Schedule::from_name))]
    pub schedule: Option<Schedule>,
    /// The initial temperature: auto (the mean worsening move of the start accepted
    /// with probability ½) or a number, 0.000001 to 1,000,000,000 [default: auto].
    #[arg(long, value_name = "T", value_parser = initial_temperature)]
    pub t0: Option<InitialTemperature>,
    /// The schedule's rate: α 0.5 to 0.999999 (geometric, default 0.99), the step
    /// 0.000001 to 1 (linear, default 0.005) or c 0.01 to 100 (logarithmic, default 1).
    #[arg(long, value_name = "C")]
    pub cooling: Option<String>,
    /// Proposed moves per stage (one unit of work), 1 to 10,000,000 [default: 1,000].
    #[arg(long, value_name = "N", value_parser = int(MOVES_PER_STAGE))]
    pub moves: Option<u64>,
    /// Reheats (hill climbing: random restarts) allowed, 0 to 1,000,000,000; the
    /// stagnation after the last ends the run [default: 1,000,000].
    #[arg(long, value_name = "R", value_parser = int(REHEATS))]
    pub reheats: Option<u64>,
    /// Stages without a better fitness before a reheat, 1 to 1,000,000,000 [default:
    /// 1,000 (sa), 20 (hill)].
    #[arg(long, value_name = "S", value_parser = int(REHEAT_AFTER))]
    pub reheat_after: Option<u64>,
    /// Where a reheat goes on from: current, best or random [default: best (sa),
    /// random (hill)].
    #[arg(long, value_name = "FROM",
          value_parser = named("reheat start", "current, best, random", ReheatFrom::from_name))]
    pub reheat_from: Option<ReheatFrom>,
}

/// `--t0`: `auto` or a temperature in range.
fn initial_temperature(text: &str) -> Result<InitialTemperature, String> {
    if text == "auto" {
        return Ok(InitialTemperature::Auto);
    }
    INITIAL_TEMPERATURE
        .parse(text)
        .map(InitialTemperature::Fixed)
        .map_err(|e| format!("{e} (or auto)"))
}

impl AnnealArgs {
    /// The first option given, as `--name`: for refusing them with `--solver ga`.
    pub fn first_given(&self) -> Option<&'static str> {
        [
            (self.schedule.is_some(), "--schedule"),
            (self.t0.is_some(), "--t0"),
            (self.cooling.is_some(), "--cooling"),
            (self.moves.is_some(), "--moves"),
            (self.reheats.is_some(), "--reheats"),
            (self.reheat_after.is_some(), "--reheat-after"),
            (self.reheat_from.is_some(), "--reheat-from"),
        ]
        .into_iter()
        .find_map(|(given, name)| given.then_some(name))
    }

    /// The configuration of `solver` (sa or hill) with these options; a stage limit
    /// comes from `--max-generations`.
    pub fn config(
        &self,
        solver: SolverKind,
        stages: Option<u64>,
    ) -> Result<AnnealConfig, ArgError> {
        let hill = solver == SolverKind::Hill;
        let mut config = if hill {
            AnnealConfig::hill_climbing()
        } else {
            AnnealConfig::default()
        };
        if hill {
            let annealing_only = [
                (self.schedule.is_some(), "--schedule"),
                (self.t0.is_some(), "--t0"),
                (self.cooling.is_some(), "--cooling"),
            ];
            if let Some((_, name)) = annealing_only.into_iter().find(|(given, _)| *given) {
                return Err(ArgError(format!(
                    "{name} does not apply to --solver hill (it climbs at temperature 0)"
                )));
            }
        }
        if let Some(schedule) = self.schedule {
            config.schedule = schedule;
            config.cooling = schedule.default_cooling();
        }
        if let Some(text) = &self.cooling {
            let range = config.schedule.cooling_range().ok_or_else(|| {
                ArgError("--cooling: the schedule none has no cooling rate".into())
            })?;
            config.cooling = range
                .parse(text)
                .map_err(|e| ArgError(format!("--cooling: {e}")))?;
        }
        config.initial_temperature = self.t0.unwrap_or(config.initial_temperature);
        config.moves_per_stage = self.moves.unwrap_or(config.moves_per_stage);
        config.reheats = self.reheats.unwrap_or(config.reheats);
        config.reheat_after = self.reheat_after.unwrap_or(config.reheat_after);
        config.reheat_from = self.reheat_from.unwrap_or(config.reheat_from);
        if stages.is_some() {
            config.max_stages = stages;
        }
        config.validate().map_err(|e| ArgError(e.to_string()))?;
        Ok(config)
    }
}
