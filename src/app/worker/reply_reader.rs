//! The page's reader of worker replies: postcard's bytes for a [`Response`], read by
//! hand so that the page links no serde deserializer for the reply tree (serde's derived
//! `Deserialize` for `Response` was the page's largest function).
//!
//! It reads exactly what the worker's serde `Serialize` writes in postcard's form: an
//! enum as its variant index (a varint), fields in declaration order, unsigned numbers
//! as varints (a `u8` as one byte), floats as little-endian bytes, a `bool` or an
//! `Option` tag as one byte 0/1, a sequence or string as a varint length and its items.
//! Damaged bytes are an error naming what could not be read, never a panic.
//!
//! Each payload type's reader is kept out of line (`#[inline(never)]`): inlined into one
//! function, the readers and their clean-up paths for half-built values made a single
//! function as large as serde's derived one.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::ga_wire::GaWireView;
use super::protocol::Response;
use crate::engine::ga::{
    FitnessHistory, GaCounters, GaEvent, GaView, GenerationStats, MarkKind, Spread, TrialRun,
    TrialSummary,
};
use crate::engine::run::{RunStatus, StopReason};
use crate::engine::sudoku::compare::{CaseRating, SudokuOutcome, SudokuRow};
use crate::engine::sudoku::csp::{CspConfig, Human, Inference, ValOrder, VarOrder};
use crate::engine::sudoku::logic::{Candidate, DrawnPath, DrawnStep, HintStep, Level, PlayHint};
use crate::engine::sudoku::{FastBatch, Grid};
use crate::engine::tiles::compare::{HeuristicCell, Iteration, Outcome, Row};
use crate::engine::tiles::distances::{LevelStats, Quality};
use crate::engine::tiles::fast::IdaIteration;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::PdbEstimate;
use crate::engine::tiles::solve::Algorithm;
use crate::engine::tiles::{Board, Move};

/// A reply read from `bytes`: exactly one [`Response`], with no bytes left over.
pub fn read_response(bytes: &[u8]) -> Result<Response, String> {
    let mut reader = Reader { rest: bytes };
    let response = reader
        .response()
        .map_err(|what| format!("unreadable reply: {what}"))?;
    match reader.rest.len() {
        0 => Ok(response),
        n => Err(format!("{n} unread bytes after the message")),
    }
}

/// A value read, or what could not be read (a fixed phrase: the page's reader formats
/// no text until the end, which keeps its code small).
type Read<T> = Result<T, &'static str>;

/// The bytes not read yet.
struct Reader<'a> {
    rest: &'a [u8],
}

/// The error for bytes that do not hold a `what` (a phrase such as `"bad bool"`).
fn bad<T>(what: &'static str) -> Read<T> {
    Err(what)
}

impl<'a> Reader<'a> {
    /// The next `n` bytes.
    fn take(&mut self, n: usize) -> Read<&'a [u8]> {
        if n > self.rest.len() {
            return bad("it ends too soon");
        }
        let (head, tail) = self.rest.split_at(n);
        self.rest = tail;
        Ok(head)
    }

    /// One byte.
    fn u8(&mut self) -> Read<u8> {
        Ok(self.take(1)?.first().copied().unwrap_or_default())
    }

    /// A varint of at most 64 bits.
    fn u64(&mut self) -> Read<u64> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.u8()?;
            value |= u64::from(byte & 0x7F) << shift;
            if byte & 0x80 == 0 {
                // The tenth byte holds the 64th bit only.
                if shift == 63 && byte > 1 {
                    return bad("bad number");
                }
                return Ok(value);
            }
        }
        bad("bad number")
    }

    /// A varint that fits `T` (`u16`, `u32`, `usize`).
    fn uint<T: TryFrom<u64>>(&mut self) -> Read<T> {
        let value = self.u64()?;
        T::try_from(value).or_else(|_| bad("bad number"))
    }

    /// A little-endian `f64`.
    fn f64(&mut self) -> Read<f64> {
        let mut raw = [0u8; 8];
        raw.copy_from_slice(self.take(8)?);
        Ok(f64::from_le_bytes(raw))
    }

    /// A `bool`: one byte, 0 or 1.
    fn bool(&mut self) -> Read<bool> {
        match self.u8()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => bad("bad bool"),
        }
    }

    /// An enum's variant index.
    fn variant(&mut self) -> Read<u32> {
        self.uint()
    }

    /// A sequence's length, no more than the bytes left (every item takes one at least).
    fn len(&mut self) -> Read<usize> {
        let n: usize = self.uint()?;
        if n > self.rest.len() {
            return bad("bad length");
        }
        Ok(n)
    }

    /// A UTF-8 string.
    #[inline(never)]
    fn string(&mut self) -> Read<String> {
        let n = self.len()?;
        let bytes = self.take(n)?;
        String::from_utf8(bytes.to_vec()).or_else(|_| bad("bad text"))
    }

    /// An `Option<T>`: a tag byte, then `T` when it is 1.
    fn option<T>(&mut self, read: impl FnOnce(&mut Self) -> Read<T>) -> Read<Option<T>> {
        match self.bool()? {
            true => read(self).map(Some),
            false => Ok(None),
        }
    }

    /// A `Vec<T>`: its length, then the items.
    fn seq<T>(&mut self, mut read: impl FnMut(&mut Self) -> Read<T>) -> Read<Vec<T>> {
        let n = self.len()?;
        (0..n).map(|_| read(self)).collect()
    }

    /// A `Vec<u8>` (each item one byte).
    fn bytes(&mut self) -> Read<Vec<u8>> {
        self.seq(Self::u8)
    }

    /// A `Read<T>`: variant 0 is `Ok`, 1 is `Err`.
    fn result<T>(&mut self, read: impl FnOnce(&mut Self) -> Read<T>) -> Read<Result<T, String>> {
        match self.variant()? {
            0 => read(self).map(Ok),
            1 => self.string().map(Err),
            _ => bad("bad result"),
        }
    }

    /// A [`Response`].
    fn response(&mut self) -> Read<Response> {
        Ok(match self.variant()? {
            0 => Response::Ready,
            1 => Response::Progress {
                job: self.u64()?,
                done: self.uint()?,
                total: self.uint()?,
                current: self.option(Self::string)?,
                expanded: self.u64()?,
            },
            2 => Response::Row {
                job: self.u64()?,
                row: self.row()?,
            },
            3 => Response::SudokuFastSolved {
                job: self.u64()?,
                batch: FastBatch {
                    solved: self.u64()?,
                    guesses: self.u64()?,
                },
                seconds: self.f64()?,
            },
            4 => Response::SudokuRow {
                job: self.u64()?,
                row: self.sudoku_row()?,
            },
            5 => Response::ExperimentRuns {
                job: self.u64()?,
                runs: self.seq(Self::trial_run)?,
                summaries: self.seq(Self::trial_summary)?,
            },
            6 => Response::Quality {
                job: self.u64()?,
                histogram: self.seq(Self::u64)?,
                qualities: self.seq(Self::quality)?,
                dominance: self.seq(|r| Ok((r.heuristic()?, r.heuristic()?, r.bool()?)))?,
            },
            7 => Response::Done {
                job: self.u64()?,
                cancelled: self.bool()?,
            },
            8 => Response::PdbProgress {
                job: self.u64()?,
                fraction: self.f64()?,
            },
            9 => Response::PdbReady {
                job: self.u64()?,
                from_cache: self.bool()?,
                seconds: self.f64()?,
                bytes: self.u64()?,
                note: self.option(Self::string)?,
                in_memory: self.bool()?,
            },
            10 => Response::PdbAbsent {
                job: self.u64()?,
                note: self.option(Self::string)?,
            },
            11 => Response::Distance {
                job: self.u64()?,
                board: self.board()?,
                distance: self.option(Self::uint)?,
            },
            12 => Response::OptimalProgress {
                job: self.u64()?,
                h_start: self.uint()?,
                expanded: self.u64()?,
                iterations: self.seq(Self::ida_iteration)?,
            },
            13 => Response::OptimalSolved {
                job: self.u64()?,
                moves: self.seq(Self::tile_move)?,
                explain: self.option(Self::pdb_estimate)?,
                h_start: self.uint()?,
                expanded: self.u64()?,
                generated: self.u64()?,
                seconds: self.f64()?,
                note: self.option(Self::string)?,
                iterations: self.seq(Self::ida_iteration)?,
            },
            14 => Response::SudokuGenerated {
                job: self.u64()?,
                grid: self.grid()?,
                level: self.level()?,
                score: self.uint()?,
            },
            15 => Response::SudokuPracticed {
                job: self.u64()?,
                grid: self.grid()?,
                explanation: self.string()?,
                example: self.string()?,
                step: self.uint()?,
            },
            16 => Response::SudokuHinted {
                job: self.u64()?,
                hint: self.result(Self::play_hint)?,
            },
            17 => Response::SudokuRated {
                job: self.u64()?,
                rating: self.result(Self::string)?,
            },
            18 => Response::SudokuLogicPathed {
                job: self.u64()?,
                path: self.drawn_path()?,
            },
            19 => Response::GaSlice {
                job: self.u64()?,
                status: self.run_status()?,
                work_done: self.u64()?,
                stepped_ms: self.f64()?,
                view: Box::new(self.ga_view()?),
                chart: self.option(|r| r.fitness_history().map(Box::new))?,
            },
            20 => Response::Error {
                job: self.option(Self::u64)?,
                message: self.string()?,
            },
            _ => return bad("bad reply kind"),
        })
    }

    /// A tiles comparison [`Row`].
    #[inline(never)]
    fn row(&mut self) -> Read<Row> {
        Ok(Row {
            case: self.string()?,
            board: self.bytes()?,
            algo: self.algorithm()?,
            h: self.heuristic_cell()?,
            weight: self.option(Self::f64)?,
            admissible: self.bool()?,
            h_start: self.f64()?,
            outcome: self.outcome()?,
            cost: self.option(Self::uint)?,
            moves: self.option(Self::string)?,
            expanded: self.u64()?,
            generated: self.u64()?,
            peak_frontier: self.u64()?,
            seconds: self.f64()?,
            ebf: self.option(Self::f64)?,
            error: self.option(Self::string)?,
            iterations: self.seq(|r| {
                Ok(Iteration {
                    bound: r.f64()?,
                    expanded: r.u64()?,
                })
            })?,
        })
    }

    /// A row's algorithm, by name (empty for none).
    #[inline(never)]
    fn algorithm(&mut self) -> Read<Option<Algorithm>> {
        let name = self.string()?;
        match name.as_str() {
            "" => Ok(None),
            name => Algorithm::from_name(name)
                .map(Some)
                .map_or_else(|| bad("bad algorithm"), Ok),
        }
    }

    /// A row's heuristic cell, by name.
    #[inline(never)]
    fn heuristic_cell(&mut self) -> Read<HeuristicCell> {
        HeuristicCell::from_name(&self.string()?).map_or_else(|| bad("bad heuristic"), Ok)
    }

    /// A tiles run's [`Outcome`].
    fn outcome(&mut self) -> Read<Outcome> {
        Ok(match self.variant()? {
            0 => Outcome::Solved,
            1 => Outcome::Unsolvable,
            2 => Outcome::Mem,
            3 => Outcome::Time,
            4 => Outcome::Exhausted,
            5 => Outcome::Cancelled,
            6 => Outcome::Invalid,
            _ => return bad("bad outcome"),
        })
    }

    /// A [`Heuristic`].
    fn heuristic(&mut self) -> Read<Heuristic> {
        Ok(match self.variant()? {
            0 => Heuristic::Zero,
            1 => Heuristic::Misplaced,
            2 => Heuristic::Manhattan,
            3 => Heuristic::Euclidean,
            4 => Heuristic::Inversions,
            5 => Heuristic::LinearConflict,
            6 => Heuristic::Pdb,
            _ => return bad("bad heuristic"),
        })
    }

    /// A [`Move`] of the blank.
    fn tile_move(&mut self) -> Read<Move> {
        Ok(match self.variant()? {
            0 => Move::Up,
            1 => Move::Down,
            2 => Move::Left,
            3 => Move::Right,
            _ => return bad("bad move"),
        })
    }

    /// A tiles [`Board`]: its width and tiles, checked as every board is.
    #[inline(never)]
    fn board(&mut self) -> Read<Board> {
        let width = self.uint()?;
        let tiles = self.bytes()?;
        Board::from_tiles(width, tiles).map_or_else(|| bad("bad board"), Ok)
    }

    /// An [`IdaIteration`].
    fn ida_iteration(&mut self) -> Read<IdaIteration> {
        Ok(IdaIteration {
            bound: self.uint()?,
            expanded: self.u64()?,
            generated: self.u64()?,
        })
    }

    /// A [`PdbEstimate`].
    #[inline(never)]
    fn pdb_estimate(&mut self) -> Read<PdbEstimate> {
        Ok(PdbEstimate {
            groups: self.seq(Self::bytes)?,
            direct: self.seq(Self::uint)?,
            mirrored_groups: self.seq(Self::bytes)?,
            mirrored: self.seq(Self::uint)?,
            direct_sum: self.uint()?,
            mirrored_sum: self.uint()?,
            h: self.uint()?,
        })
    }

    /// A heuristic's [`Quality`] against h*.
    #[inline(never)]
    fn quality(&mut self) -> Read<Quality> {
        Ok(Quality {
            heuristic: self.heuristic()?,
            states: self.u64()?,
            overestimates: self.u64()?,
            worst_excess: self.f64()?,
            mean_ratio: self.f64()?,
            by_distance: self.seq(|r| {
                Ok(LevelStats {
                    distance: r.u8()?,
                    states: r.u64()?,
                    min: r.f64()?,
                    mean: r.f64()?,
                    max: r.f64()?,
                })
            })?,
        })
    }

    /// A Sudoku [`Grid`], as its 81-character line.
    #[inline(never)]
    fn grid(&mut self) -> Read<Grid> {
        Grid::parse(&self.string()?).or_else(|_| bad("bad grid"))
    }

    /// A logic [`Level`].
    fn level(&mut self) -> Read<Level> {
        Ok(match self.variant()? {
            0 => Level::Easy,
            1 => Level::Medium,
            2 => Level::Hard,
            3 => Level::Expert,
            4 => Level::Extreme,
            _ => return bad("bad level"),
        })
    }

    /// A Sudoku comparison [`SudokuRow`].
    #[inline(never)]
    fn sudoku_row(&mut self) -> Read<SudokuRow> {
        Ok(SudokuRow {
            case: self.string()?,
            puzzle: self.string()?,
            config: self.csp_config()?,
            outcome: match self.variant()? {
                0 => SudokuOutcome::Solved,
                1 => SudokuOutcome::Unsolvable,
                2 => SudokuOutcome::Time,
                3 => SudokuOutcome::Cancelled,
                4 => SudokuOutcome::Invalid,
                _ => return bad("bad outcome"),
            },
            solution: self.option(Self::string)?,
            nodes: self.u64()?,
            backtracks: self.u64()?,
            checks: self.u64()?,
            revisions: self.u64()?,
            assignments: self.u64()?,
            max_depth: self.u64()?,
            seconds: self.f64()?,
            error: self.option(Self::string)?,
            deductions: self.u64()?,
            rating: self.option(|r| {
                Ok(CaseRating {
                    level: r.string()?,
                    score: r.uint()?,
                })
            })?,
        })
    }

    /// A CSP solver's [`CspConfig`].
    #[inline(never)]
    fn csp_config(&mut self) -> Read<CspConfig> {
        Ok(CspConfig {
            var: match self.variant()? {
                0 => VarOrder::Static,
                1 => VarOrder::Mrv,
                2 => VarOrder::Degree,
                3 => VarOrder::MrvDegree,
                _ => return bad("bad variable order"),
            },
            val: match self.variant()? {
                0 => ValOrder::Natural,
                1 => ValOrder::Lcv,
                _ => return bad("bad value order"),
            },
            inference: match self.variant()? {
                0 => Inference::None,
                1 => Inference::ForwardChecking,
                2 => Inference::Ac3,
                _ => return bad("bad inference"),
            },
            singles: self.bool()?,
            human: match self.variant()? {
                0 => Human::None,
                1 => Human::Subsets,
                2 => Human::FishWings,
                3 => Human::All,
                _ => return bad("bad human techniques"),
            },
        })
    }

    /// A coach's [`PlayHint`].
    #[inline(never)]
    fn play_hint(&mut self) -> Read<PlayHint> {
        Ok(match self.variant()? {
            0 => PlayHint::Mistake {
                message: self.string()?,
                cell: self.u8()?,
            },
            1 => PlayHint::Step(HintStep {
                nudge: self.string()?,
                words: self.string()?,
                pattern: self.seq(Self::uint)?,
                placement: self.option(Self::candidate)?,
                eliminations: self.seq(Self::candidate)?,
                sentence: self.string()?,
            }),
            _ => return bad("bad hint"),
        })
    }

    /// A [`Candidate`], packed as the coach sends it: `cell | digit << 8`.
    fn candidate(&mut self) -> Read<Candidate> {
        let [cell, digit] = self.uint::<u16>()?.to_le_bytes();
        Ok(Candidate { cell, digit })
    }

    /// A worker-drawn logic path ([`DrawnPath`]).
    #[inline(never)]
    fn drawn_path(&mut self) -> Read<DrawnPath> {
        Ok(DrawnPath {
            start: self.seq(Self::uint)?,
            steps: self.seq(|r| {
                Ok(DrawnStep {
                    words: r.string()?,
                    sentence: r.string()?,
                    what: r.string()?,
                    overlay: r.string()?,
                    cells: r.seq(Self::uint)?,
                })
            })?,
            rating: self.string()?,
        })
    }

    /// A GA experiment's [`TrialRun`].
    #[inline(never)]
    fn trial_run(&mut self) -> Read<TrialRun> {
        Ok(TrialRun {
            trial: self.uint()?,
            seed: self.u64()?,
            outcome: self.string()?,
            generations: self.u64()?,
            seconds: self.f64()?,
            best_fitness: self.f64()?,
            error: self.option(Self::string)?,
        })
    }

    /// A GA experiment's [`TrialSummary`].
    #[inline(never)]
    fn trial_summary(&mut self) -> Read<TrialSummary> {
        Ok(TrialSummary {
            label: self.string()?,
            runs: self.uint()?,
            successes: self.uint()?,
            success_rate: self.f64()?,
            generations: self.spread()?,
            seconds: self.spread()?,
            generations_to_success: self.spread()?,
            seconds_to_success: self.spread()?,
        })
    }

    /// A [`Spread`] of figures.
    #[inline(never)]
    fn spread(&mut self) -> Read<Spread> {
        Ok(Spread {
            median: self.f64()?,
            mean: self.f64()?,
            std_dev: self.f64()?,
            min: self.f64()?,
            max: self.f64()?,
        })
    }

    /// A run's [`RunStatus`].
    #[inline(never)]
    fn run_status(&mut self) -> Read<RunStatus> {
        Ok(match self.variant()? {
            0 => RunStatus::Running,
            1 => RunStatus::Solved,
            2 => RunStatus::Stopped(match self.variant()? {
                0 => StopReason::Mem,
                1 => StopReason::Time,
                2 => StopReason::Cancelled,
                3 => StopReason::Exhausted,
                4 => StopReason::GenerationLimit {
                    generations: self.u64()?,
                },
                5 => StopReason::Stagnation {
                    generations: self.u64()?,
                },
                6 => StopReason::Threshold,
                _ => return bad("bad stop reason"),
            }),
            _ => return bad("bad run status"),
        })
    }

    /// A GA run's view ([`GaWireView`]): magic genomes as `u32`s, Sudoku ones as bytes.
    #[inline(never)]
    fn ga_view(&mut self) -> Read<GaWireView> {
        Ok(match self.variant()? {
            0 => GaWireView::Magic(self.ga_view_of(|r| r.seq(Self::uint))?),
            1 => GaWireView::Sudoku(self.ga_view_of(Self::bytes)?),
            _ => return bad("bad GA view"),
        })
    }

    /// A [`GaView`] whose genomes `genome` reads.
    #[inline(never)]
    fn ga_view_of<G>(&mut self, genome: impl Fn(&mut Self) -> Read<G>) -> Read<GaView<G>> {
        Ok(GaView {
            status: self.run_status()?,
            summary: self.string()?,
            counters: GaCounters {
                generation: self.u64()?,
                evaluations: self.u64()?,
                restarts: self.u64()?,
                stagnation_events: self.u64()?,
                since_improvement: self.u64()?,
                mutation_rate: self.f64()?,
            },
            latest: self.generation_stats()?,
            history: self.seq(Self::generation_stats)?,
            best: (genome(self)?, self.f64()?),
            population: self.option(|r| r.seq(|r| Ok((genome(r)?, r.f64()?))))?,
            events: self.seq(Self::ga_event)?,
            dropped_events: self.u64()?,
        })
    }

    /// One generation's [`GenerationStats`].
    #[inline(never)]
    fn generation_stats(&mut self) -> Read<GenerationStats> {
        Ok(GenerationStats {
            generation: self.u64()?,
            best: self.f64()?,
            mean: self.f64()?,
            worst: self.f64()?,
            diversity: self.f64()?,
            mutation_rate: self.f64()?,
        })
    }

    /// A [`GaEvent`].
    #[inline(never)]
    fn ga_event(&mut self) -> Read<GaEvent> {
        Ok(match self.variant()? {
            0 => GaEvent::NewBest {
                generation: self.u64()?,
                fitness: self.f64()?,
            },
            1 => GaEvent::Stagnation {
                generation: self.u64()?,
                count: self.u64()?,
                bump: self.f64()?,
            },
            2 => GaEvent::Restart {
                generation: self.u64()?,
                restarts: self.u64()?,
            },
            3 => GaEvent::Crossover {
                generation: self.u64()?,
                parents: [self.f64()?, self.f64()?],
                children: [self.f64()?, self.f64()?],
            },
            _ => return bad("bad GA event"),
        })
    }

    /// A chart's [`FitnessHistory`].
    #[inline(never)]
    fn fitness_history(&mut self) -> Read<FitnessHistory> {
        let samples = self.seq(Self::generation_stats)?;
        let marks = self.seq(|r| {
            let generation = r.u64()?;
            let kind = match r.variant()? {
                0 => MarkKind::Stagnation,
                1 => MarkKind::Restart,
                _ => return bad("bad chart mark"),
            };
            Ok((generation, kind))
        })?;
        Ok(FitnessHistory::from_parts(samples, marks, self.u64()?))
    }
}
