//! The reader of [`Response`] itself: its variants in declaration order.

use super::{Reader, Wire};
use crate::wire::protocol::Response;

/// A reply from the worker's bytes, or why it cannot be read.
///
/// ```
/// use puzzle_lab::wire::codec::encode_response;
/// use puzzle_lab::wire::protocol::Response;
/// use puzzle_lab::wire::reader::read_response;
/// let done = Response::Done { job: 7, cancelled: true };
/// assert_eq!(read_response(&encode_response(&done)), Ok(done));
/// assert!(read_response(&[200]).is_err());
/// ```
pub fn read_response(bytes: &[u8]) -> Result<Response, String> {
    let mut r = Reader::new(bytes);
    let response = Response::read(&mut r);
    if r.failed() {
        Err(format!(
            "the message does not read as a reply (byte {} of {})",
            r.position(),
            bytes.len()
        ))
    } else if !r.at_end() {
        Err(format!(
            "{} unread bytes after the message",
            bytes.len() - r.position()
        ))
    } else {
        Ok(response)
    }
}

/// The index of `SudokuFastSolved`, which only builds with the test hooks have: the
/// variants after it are one further on in those builds.
const FAST_SOLVED: u32 = 3;

/// Where the variants after `SudokuFastSolved` start.
const AFTER_FAST: u32 = FAST_SOLVED + cfg!(feature = "test-hooks") as u32;

impl Wire for Response {
    fn read(r: &mut Reader<'_>) -> Response {
        let index = r.variant();
        if index < FAST_SOLVED {
            return first_variants(index, r);
        }
        #[cfg(feature = "test-hooks")]
        if index == FAST_SOLVED {
            return Response::SudokuFastSolved {
                job: r.read(),
                batch: crate::engine::sudoku::FastBatch {
                    solved: r.read(),
                    guesses: r.read(),
                },
                seconds: r.read(),
            };
        }
        later_variants(index - AFTER_FAST, r)
    }
}

/// `Ready`, `Progress` and `Row`.
fn first_variants(index: u32, r: &mut Reader<'_>) -> Response {
    match index {
        0 => Response::Ready,
        1 => Response::Progress {
            job: r.read(),
            done: r.read(),
            total: r.read(),
            current: r.read(),
            expanded: r.read(),
        },
        _ => Response::Row {
            job: r.read(),
            row: r.read(),
        },
    }
}

/// The variants after `SudokuFastSolved`, numbered from 0.
fn later_variants(index: u32, r: &mut Reader<'_>) -> Response {
    match index {
        0 => Response::SudokuTable {
            job: r.read(),
            rows: r.read(),
            html: r.read(),
        },
        1 => Response::ExperimentRuns {
            job: r.read(),
            runs: r.read(),
            summaries: r.read(),
        },
        2 => Response::Quality {
            job: r.read(),
            histogram: r.read(),
            qualities: r.read(),
            dominance: r.read(),
        },
        3 => Response::Done {
            job: r.read(),
            cancelled: r.read(),
        },
        4 => Response::PdbProgress {
            job: r.read(),
            fraction: r.read(),
        },
        5 => Response::PdbReady {
            job: r.read(),
            from_cache: r.read(),
            seconds: r.read(),
            bytes: r.read(),
            note: r.read(),
            in_memory: r.read(),
        },
        6 => Response::PdbAbsent {
            job: r.read(),
            note: r.read(),
        },
        7 => Response::Distance {
            job: r.read(),
            board: r.read(),
            distance: r.read(),
        },
        8 => Response::OptimalProgress {
            job: r.read(),
            h_start: r.read(),
            expanded: r.read(),
            iterations: r.read(),
        },
        9 => Response::OptimalSolved {
            job: r.read(),
            moves: r.read(),
            explain: r.read(),
            h_start: r.read(),
            expanded: r.read(),
            generated: r.read(),
            seconds: r.read(),
            note: r.read(),
            iterations: r.read(),
        },
        10 => Response::SudokuGenerated {
            job: r.read(),
            grid: r.read(),
            level: r.read(),
            score: r.read(),
        },
        11 => Response::Worksheet {
            job: r.read(),
            html: r.read(),
            query: r.read(),
        },
        12 => Response::SudokuPracticed {
            job: r.read(),
            grid: r.read(),
            explanation: r.read(),
            example: r.read(),
            step: r.read(),
        },
        13 => Response::SudokuCspTraced {
            job: r.read(),
            trace: r.read(),
        },
        14 => Response::SudokuHinted {
            job: r.read(),
            hint: r.read(),
        },
        15 => Response::SudokuRated {
            job: r.read(),
            rating: r.read(),
            solutions: r.read(),
        },
        16 => Response::SudokuLogicPathed {
            job: r.read(),
            path: r.read(),
        },
        17 => Response::GaSlice {
            job: r.read(),
            status: r.read(),
            work_done: r.read(),
            stepped_ms: r.read(),
            view: r.read(),
            chart: r.read(),
            quiz: r.read(),
        },
        18 => Response::Exported {
            job: r.read(),
            bytes: r.byte_vec(),
        },
        19 => Response::Error {
            job: r.read(),
            message: r.read(),
        },
        _ => r.or_fail(None, Response::Ready),
    }
}
