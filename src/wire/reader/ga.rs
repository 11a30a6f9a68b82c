//! Readers of the GA and experiment replies' types: run status, views, charts,
//! experiment runs and summaries, and quiz questions.

use super::{Reader, Wire};
use crate::engine::ga::{
    FitnessHistory, GaCounters, GaEvent, GaView, GenerationStats, HeatMarkup, MarkKind, Spread,
    TrialRun, TrialSummary,
};
use crate::engine::run::{RunStatus, StopReason};
use crate::model::quiz::{Choice, Question};
use crate::wire::ga_wire::GaWireView;

impl Wire for RunStatus {
    fn read(r: &mut Reader<'_>) -> RunStatus {
        match r.variant() {
            0 => RunStatus::Running,
            1 => RunStatus::Solved,
            2 => RunStatus::Stopped(r.read()),
            _ => r.or_fail(None, RunStatus::Running),
        }
    }
}

impl Wire for StopReason {
    fn read(r: &mut Reader<'_>) -> StopReason {
        match r.variant() {
            0 => StopReason::Mem,
            1 => StopReason::Time,
            2 => StopReason::Cancelled,
            3 => StopReason::Exhausted,
            4 => StopReason::GenerationLimit {
                generations: r.read(),
            },
            5 => StopReason::Stagnation {
                generations: r.read(),
            },
            6 => StopReason::Threshold,
            _ => r.or_fail(None, StopReason::Mem),
        }
    }
}

impl Wire for TrialRun {
    fn read(r: &mut Reader<'_>) -> TrialRun {
        TrialRun {
            trial: r.read(),
            seed: r.read(),
            outcome: r.read(),
            generations: r.read(),
            seconds: r.read(),
            best_fitness: r.read(),
            error: r.read(),
        }
    }
}

impl Wire for TrialSummary {
    fn read(r: &mut Reader<'_>) -> TrialSummary {
        TrialSummary {
            label: r.read(),
            runs: r.read(),
            successes: r.read(),
            success_rate: r.read(),
            generations: r.read(),
            seconds: r.read(),
            generations_to_success: r.read(),
            seconds_to_success: r.read(),
        }
    }
}

impl Wire for Spread {
    fn read(r: &mut Reader<'_>) -> Spread {
        Spread {
            median: r.read(),
            mean: r.read(),
            std_dev: r.read(),
            min: r.read(),
            max: r.read(),
        }
    }
}

impl Wire for GaWireView {
    fn read(r: &mut Reader<'_>) -> GaWireView {
        match r.variant() {
            0 => GaWireView::Magic(r.read()),
            1 => GaWireView::Sudoku(r.read()),
            2 => GaWireView::Race(r.read()),
            _ => r.or_fail(None, GaWireView::Race(Vec::new())),
        }
    }
}

impl Wire for GaView<Vec<u32>> {
    fn read(r: &mut Reader<'_>) -> GaView<Vec<u32>> {
        GaView {
            status: r.read(),
            summary: r.read(),
            counters: r.read(),
            latest: r.read(),
            history: r.read(),
            best: r.read(),
            population: r.read(),
            events: r.read(),
            dropped_events: r.read(),
            heat: r.read(),
            picked: r.read(),
        }
    }
}

impl Wire for GaCounters {
    fn read(r: &mut Reader<'_>) -> GaCounters {
        GaCounters {
            generation: r.read(),
            evaluations: r.read(),
            restarts: r.read(),
            stagnation_events: r.read(),
            since_improvement: r.read(),
            mutation_rate: r.read(),
            temperature: r.read(),
        }
    }
}

impl Wire for GenerationStats {
    /// The figures the wire carries; the heatmap ranks, which it skips, stay empty.
    fn read(r: &mut Reader<'_>) -> GenerationStats {
        GenerationStats {
            generation: r.read(),
            best: r.read(),
            mean: r.read(),
            worst: r.read(),
            diversity: r.read(),
            mutation_rate: r.read(),
            ..GenerationStats::default()
        }
    }
}

impl Wire for GaEvent {
    fn read(r: &mut Reader<'_>) -> GaEvent {
        match r.variant() {
            0 => GaEvent::NewBest {
                generation: r.read(),
                fitness: r.read(),
            },
            1 => GaEvent::Stagnation {
                generation: r.read(),
                count: r.read(),
                bump: r.read(),
            },
            2 => GaEvent::Restart {
                generation: r.read(),
                restarts: r.read(),
            },
            3 => GaEvent::Crossover {
                generation: r.read(),
                parents: r.read(),
                children: r.read(),
            },
            _ => r.or_fail(
                None,
                GaEvent::Restart {
                    generation: 0,
                    restarts: 0,
                },
            ),
        }
    }
}

impl Wire for HeatMarkup {
    fn read(r: &mut Reader<'_>) -> HeatMarkup {
        HeatMarkup {
            rows: r.read(),
            legend: r.read(),
            row_count: r.read(),
            columns: r.read(),
            ranks: r.read(),
        }
    }
}

impl Wire for FitnessHistory {
    fn read(r: &mut Reader<'_>) -> FitnessHistory {
        FitnessHistory::from_parts(r.read(), r.read(), r.read())
    }
}

impl Wire for MarkKind {
    fn read(r: &mut Reader<'_>) -> MarkKind {
        r.unit(
            MarkKind::Stagnation,
            &[MarkKind::Stagnation, MarkKind::Restart],
        )
    }
}

impl Wire for Question {
    fn read(r: &mut Reader<'_>) -> Question {
        Question {
            prompt: r.read(),
            board: r.read(),
            choices: r.read(),
            rule: r.read(),
            answer: r.read(),
            cells: r.read(),
            multi: r.read(),
        }
    }
}

impl Wire for Choice {
    fn read(r: &mut Reader<'_>) -> Choice {
        Choice {
            label: r.read(),
            board: r.read(),
            right: r.read(),
            reveal: r.read(),
        }
    }
}
