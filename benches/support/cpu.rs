//! The thread's CPU time, which benchmarks read so that other work on a shared machine
//! does not inflate their figures.

use std::time::Instant;

/// Seconds of CPU this thread has used (from `/proc/thread-self/stat`, 10 ms ticks), or
/// wall-clock seconds since the first call where `/proc` is unavailable.
pub fn cpu_seconds() -> f64 {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok();
    let ticks = stat.as_deref().and_then(|s| {
        let fields: Vec<&str> = s.rsplit(')').next()?.split_whitespace().collect();
        let user: f64 = fields.get(11)?.parse().ok()?;
        let system: f64 = fields.get(12)?.parse().ok()?;
        Some(user + system)
    });
    match ticks {
        Some(t) => t / 100.0,
        None => START.get_or_init(Instant::now).elapsed().as_secs_f64(),
    }
}
