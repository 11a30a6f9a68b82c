//! The genetic-algorithm loop: evaluate, select, crossover, mutate, replace, watch for
//! stagnation (raise the mutation rate, restart) and terminate.

use super::{line, LineId, Pseudocode};
use crate::engine::ga::GaEvent;
use crate::engine::run::RunStatus;

/// The GA loop every GA page runs.
pub const GA: Pseudocode = Pseudocode {
    title: "Genetic algorithm",
    lines: &[
        line("P ← N random individuals; evaluate each one's fitness", LineId::Init,
            "Generation 0: a random population, each individual scored by the fitness function."),
        line("repeat (one generation per step):", LineId::Loop,
            "Each step of the run breeds one whole generation."),
        line("  pick parents from P by selection (truncation, tournament, rank, roulette)", LineId::Parents,
            "Fitter individuals are more likely to become parents: selection pressure."),
        line("  children ← crossover of the parents, with probability p_c", LineId::Crossover,
            "Crossover mixes two parents' genes; for permutations it must keep each value once (PMX, OX, CX)."),
        line("  mutate each child with rate p_m, then repair it", LineId::Mutate,
            "Mutation keeps diversity; repair makes a child satisfy the puzzle's fixed parts again."),
        line("  evaluate the children; P ← elites + children (+ random immigrants)", LineId::Replace,
            "Elitism copies the best individuals unchanged, so the best fitness never gets worse."),
        line("  if the best fitness improved: remember the best individual", LineId::Best,
            "A new best: the stagnation counter starts again."),
        line("  else if no gain for s generations: raise the mutation rate", LineId::Stagnation,
            "Stagnation: the population has converged, so more mutation pushes it to explore."),
        line("    after r such stagnations: restart from a random population", LineId::Restart,
            "A restart throws the converged population away and starts afresh (the best so far is kept)."),
        line("until solved, or threshold, generation limit or stagnation limit reached", LineId::Until,
            "Termination conditions compose: the first one met ends the run."),
    ],
};

/// The line a GA step stands for: the termination test once the run has ended, else
/// the last event of the generation (generation 0's best is the initial population),
/// else the replacement that every generation ends with.
pub fn ga_line(status: RunStatus, events: &[GaEvent]) -> LineId {
    if status.is_finished() {
        return LineId::Until;
    }
    match events.last() {
        Some(GaEvent::NewBest { generation: 0, .. }) => LineId::Init,
        Some(GaEvent::NewBest { .. }) => LineId::Best,
        Some(GaEvent::Stagnation { .. }) => LineId::Stagnation,
        Some(GaEvent::Restart { .. }) => LineId::Restart,
        Some(GaEvent::Crossover { .. }) => LineId::Crossover,
        None => LineId::Replace,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::run::StopReason;
    use crate::engine::teach::assert_well_formed;

    #[test]
    fn every_ga_event_kind_and_outcome_maps_to_a_line_that_exists() {
        assert_well_formed(&GA);
        let events = [
            GaEvent::NewBest {
                generation: 0,
                fitness: 1.0,
            },
            GaEvent::NewBest {
                generation: 3,
                fitness: 1.0,
            },
            GaEvent::Stagnation {
                generation: 3,
                count: 1,
                bump: 0.1,
            },
            GaEvent::Restart {
                generation: 3,
                restarts: 1,
            },
            GaEvent::Crossover {
                generation: 3,
                parents: [1.0, 2.0],
                children: [1.0, 2.0],
            },
        ];
        for e in events {
            assert!(
                GA.line(ga_line(RunStatus::Running, &[e])).is_some(),
                "{e:?}"
            );
        }
        assert_eq!(ga_line(RunStatus::Running, &[]), LineId::Replace);
        assert_eq!(ga_line(RunStatus::Solved, &events), LineId::Until);
        assert_eq!(
            ga_line(RunStatus::Stopped(StopReason::Threshold), &[]),
            LineId::Until
        );
        assert_eq!(ga_line(RunStatus::Running, &events[..1]), LineId::Init);
    }
}
