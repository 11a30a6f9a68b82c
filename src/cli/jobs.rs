//! `--jobs N`: a batch command's independent runs spread over N threads, with the
//! results handed back in input order, so the output is the same whatever N is.
//!
//! The engine knows nothing of threads: each run is an ordinary engine call on one
//! thread of a [`rayon`] pool; only this file knows there is more than one.

use crate::engine::params::IntRange;
use std::collections::BTreeMap;
use std::num::NonZeroUsize;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

/// The largest `--jobs` accepted.
const MAX_JOBS: u64 = 1024;

/// Each worker thread's stack: as large as the main thread's usual 8 MiB, so a run
/// behaves the same on a worker as it does with `--jobs 1`.
const STACK_BYTES: usize = 8 << 20;

/// How many threads a batch command uses (`--jobs`; default: the number of cores).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Jobs(NonZeroUsize);

impl Jobs {
    /// One thread: everything runs on the calling thread, in order.
    pub const ONE: Jobs = Jobs(NonZeroUsize::MIN);

    /// The number of cores the system reports, or 1 if it cannot tell.
    pub fn cores() -> Jobs {
        Jobs(std::thread::available_parallelism().unwrap_or(NonZeroUsize::MIN))
    }

    /// The range `--jobs` is read with (its default is this machine's core count).
    fn range() -> IntRange {
        IntRange {
            name: "jobs",
            min: 1,
            max: MAX_JOBS,
            default: Jobs::cores().get() as u64,
        }
    }

    /// Reads `--jobs`: a whole number from 1 to 1,024.
    pub fn parse(text: &str) -> Result<Jobs, String> {
        let n = Jobs::range().parse(text).map_err(|e| e.to_string())?;
        usize::try_from(n)
            .ok()
            .and_then(NonZeroUsize::new)
            .map(Jobs)
            .ok_or_else(|| format!("{n} is out of range"))
    }

    /// The number of threads.
    pub fn get(self) -> usize {
        self.0.get()
    }

    /// Runs `work` on every item, on up to [`Jobs::get`] threads, and calls `emit` with
    /// each result in the items' order, as soon as it and all before it are done. The
    /// first error from `emit` stops the batch (runs not yet started are skipped) and
    /// is returned.
    ///
    /// With one job, or at most one item, everything runs on the calling thread.
    pub fn run_ordered<T, R, E>(
        self,
        items: Vec<T>,
        work: impl Fn(T) -> R + Sync,
        mut emit: impl FnMut(R) -> Result<(), E>,
    ) -> Result<(), E>
    where
        T: Send,
        R: Send,
    {
        let threads = self.get().min(items.len());
        let pool = (threads > 1)
            .then(|| {
                rayon::ThreadPoolBuilder::new()
                    .num_threads(threads)
                    .stack_size(STACK_BYTES)
                    .thread_name(|i| format!("lab-job-{i}"))
                    .build()
                    .ok()
            })
            .flatten();
        let Some(pool) = pool else {
            // One thread (or no pool could be made): in order, right here.
            return items.into_iter().try_for_each(|item| emit(work(item)));
        };
        let stop = AtomicBool::new(false);
        let (done, results) = mpsc::channel::<(usize, R)>();
        let (work, stop_ref) = (&work, &stop);
        pool.in_place_scope_fifo(move |scope| {
            for (index, item) in items.into_iter().enumerate() {
                let done = done.clone();
                scope.spawn_fifo(move |_| {
                    if !stop_ref.load(Ordering::Relaxed) {
                        // The receiver lives until every sender is gone.
                        let _ = done.send((index, work(item)));
                    }
                });
            }
            drop(done);
            let mut waiting = BTreeMap::new();
            let mut next = 0;
            let mut outcome = Ok(());
            // Ends when every run has finished (or been skipped) and dropped its sender.
            for (index, result) in results {
                if outcome.is_err() {
                    continue;
                }
                waiting.insert(index, result);
                while let Some(result) = waiting.remove(&next) {
                    next += 1;
                    if let Err(e) = emit(result) {
                        stop_ref.store(true, Ordering::Relaxed);
                        outcome = Err(e);
                        break;
                    }
                }
            }
            outcome
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jobs(n: usize) -> Jobs {
        Jobs(NonZeroUsize::new(n).unwrap())
    }

    /// Uneven work (later items are quicker), so with several threads they finish out
    /// of order; the results must still come back in input order.
    fn squares(n: usize) -> Vec<u64> {
        let mut seen = Vec::new();
        jobs(n)
            .run_ordered(
                (0..40u64).collect(),
                |x| {
                    let mut acc = 0u64;
                    for i in 0..(40 - x) * 20_000 {
                        acc = std::hint::black_box(acc.wrapping_add(i));
                    }
                    std::hint::black_box(acc);
                    x * x
                },
                |r| {
                    seen.push(r);
                    Ok::<(), ()>(())
                },
            )
            .unwrap();
        seen
    }

    #[test]
    fn results_come_back_in_input_order_whatever_the_thread_count() {
        let expected: Vec<u64> = (0..40u64).map(|x| x * x).collect();
        assert_eq!(squares(1), expected);
        assert_eq!(squares(2), expected);
        assert_eq!(squares(5), expected);
    }

    #[test]
    fn an_emit_error_stops_the_batch_and_is_returned() {
        let mut emitted = 0;
        let result = jobs(2).run_ordered(
            (0..100u32).collect(),
            |x| x,
            |x| {
                emitted += 1;
                if x == 3 {
                    Err(x)
                } else {
                    Ok(())
                }
            },
        );
        assert_eq!(result, Err(3));
        assert_eq!(emitted, 4, "nothing is emitted after the error");
    }

    #[test]
    fn jobs_is_read_with_its_range() {
        assert_eq!(Jobs::parse("3").unwrap(), jobs(3));
        for bad in ["0", "abc", "-1", "1025"] {
            let e = Jobs::parse(bad).unwrap_err();
            assert!(e.starts_with(&format!("jobs \u{201c}{bad}\u{201d}")), "{e}");
            assert!(e.contains("1 to 1,024"), "{e}");
        }
    }
}
