//! Simulated annealing and hill climbing, as the GA pages run them: one step is one
//! temperature stage of proposed moves, then the temperature cools; a long enough
//! stretch without a better best reheats (or, for hill climbing, restarts).

use super::{line, LineId, Pseudocode};
use crate::engine::ga::GaEvent;
use crate::engine::run::RunStatus;

/// The annealing loop (hill climbing is the same loop at temperature 0).
pub const ANNEAL: Pseudocode = Pseudocode {
    title: "Simulated annealing",
    lines: &[
        line("x ← a random state; T ← T₀ (0 for hill climbing)", LineId::Init,
            "Stage 0: one random state, scored by the fitness function; the start temperature is sampled from random moves."),
        line("repeat (one temperature stage per step):", LineId::Loop,
            "Each step of the run is one stage: a fixed number of moves at one temperature."),
        line("  x′ ← a neighbour of x (swap two free cells)", LineId::Neighbour,
            "A move changes the state a little and keeps the puzzle's fixed parts."),
        line("  Δ ← fitness(x′) − fitness(x); take x′ if Δ ≤ 0, else with probability e^(−Δ/T)", LineId::Accept,
            "Worse moves are taken sometimes while T is high, so the search can leave a local optimum; at T = 0 never."),
        line("  if x is better than ever: best ← x", LineId::Best,
            "A new best: the count of stages without a gain starts again."),
        line("  T ← cool(T) (geometric, linear or logarithmic)", LineId::Cool,
            "Cooling makes worse moves rarer, stage by stage: the search settles."),
        line("  if no gain for s stages: reheat (T ← T₀) or restart", LineId::Restart,
            "A reheat lets the search explore again; hill climbing restarts from a random state."),
        line("until solved, the stage limit, or no gain after the last reheat", LineId::Until,
            "Termination conditions compose: the first one met ends the run."),
    ],
};

/// The line an annealing stage stands for: the termination test once the run has
/// ended, else the stage's last event (stage 0's best is the initial state), else the
/// cooling that every stage ends with.
pub fn anneal_line(status: RunStatus, events: &[GaEvent]) -> LineId {
    if status.is_finished() {
        return LineId::Until;
    }
    match events.last() {
        Some(GaEvent::NewBest { generation: 0, .. }) => LineId::Init,
        Some(GaEvent::NewBest { .. }) => LineId::Best,
        Some(GaEvent::Restart { .. } | GaEvent::Stagnation { .. }) => LineId::Restart,
        Some(GaEvent::Crossover { .. }) | None => LineId::Cool,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::anneal::{Anneal, AnnealConfig};
    use crate::engine::magic::MagicPreset;
    use crate::engine::run::Run;
    use crate::engine::teach::assert_well_formed;

    #[test]
    fn every_stage_of_a_real_run_maps_to_a_line_that_exists() {
        assert_well_formed(&ANNEAL);
        let config = AnnealConfig {
            moves_per_stage: 50,
            reheat_after: 7,
            max_stages: Some(120),
            ..AnnealConfig::default()
        };
        let problem = MagicPreset::Best.build(7).unwrap().0;
        let mut run = Anneal::new(problem, config, 3).unwrap();
        let mut seen = Vec::new();
        let first = run.view();
        seen.push(anneal_line(first.status, &first.events));
        loop {
            let status = run.step(1);
            let view = run.view();
            let id = anneal_line(view.status, &view.events);
            assert!(ANNEAL.line(id).is_some(), "{id:?}");
            seen.push(id);
            if status.is_finished() {
                break;
            }
        }
        assert_eq!(seen.first(), Some(&LineId::Init), "stage 0 is the set-up");
        assert_eq!(seen.last(), Some(&LineId::Until), "the end is the test");
        for id in [LineId::Best, LineId::Cool, LineId::Restart] {
            assert!(seen.contains(&id), "{id:?} never shown");
        }
    }
}
