//! Pacing animated runs: how many expansions a frame may do at a given speed.

use crate::engine::params::IntRange;

/// The speed slider's top position: "as fast as possible".
pub const MAX_SPEED: u32 = 100;

/// The speed slider's positions, for links.
pub const SPEED: IntRange = IntRange {
    name: "speed",
    min: 0,
    max: MAX_SPEED as u64,
    default: 60,
};

/// The most time one frame may spend on search before yielding to the browser.
pub const FRAME_BUDGET_MS: f64 = 10.0;

/// The least time a frame spends stepping, however slow drawing is, so a run always
/// moves.
pub const MIN_STEP_MS: f64 = 1.0;

/// What a whole frame (stepping, drawing, layout) should take at most: well inside the
/// 50 ms long-task budget.
pub const FRAME_TARGET_MS: f64 = 30.0;

/// The stepping time for the next frame, from the last frame's: `interval` ms between
/// the last two frames, of which `stepped` ms were stepping. What was not stepping
/// (drawing, layout, idle) is what the page costs; stepping gets what is left of
/// [`FRAME_TARGET_MS`], between [`MIN_STEP_MS`] and [`FRAME_BUDGET_MS`], and moves
/// halfway there each frame so one slow frame does not swing it.
pub fn adapt_step_ms(current: f64, interval: f64, stepped: f64) -> f64 {
    let drawing = (interval - stepped).max(0.0);
    let room = (FRAME_TARGET_MS - drawing).clamp(MIN_STEP_MS, FRAME_BUDGET_MS);
    (current + room) / 2.0
}

/// The stepping time of a chain of animation frames that run a search "to the end":
/// each frame gets [`adapt_step_ms`] of the last one, so a page whose drawing is slow
/// (or a loaded machine) steps less per frame and keeps every task short.
#[derive(Clone, Debug, Default)]
pub struct FrameBudget {
    step_ms: Option<f64>,
    /// When the last frame of the chain began, and how long it stepped.
    last: Option<(f64, f64)>,
}

impl FrameBudget {
    /// Frames further apart than this start a new chain at the full budget.
    const CHAIN_GAP_MS: f64 = 250.0;

    /// The stepping time for a frame starting at `now` (ms).
    pub fn begin(&mut self, now: f64) -> f64 {
        let step_ms = match (self.step_ms, self.last) {
            (Some(current), Some((at, stepped))) if now - at < Self::CHAIN_GAP_MS => {
                adapt_step_ms(current, now - at, stepped)
            }
            _ => FRAME_BUDGET_MS,
        };
        self.step_ms = Some(step_ms);
        step_ms
    }

    /// Records that the frame which began at `started` stepped until `now`.
    pub fn end(&mut self, started: f64, now: f64) {
        self.last = Some((started, now - started));
    }
}

/// How long a tile takes to slide (the CSS transition on `.tile`).
pub const SLIDE_MS: f64 = 140.0;

/// Whether boards changing at `rate` per second (`None` = as fast as possible) should
/// slide: only when each board stays at least as long as a slide takes.
pub fn slides_at(rate: Option<f64>) -> bool {
    rate.is_some_and(|r| r > 0.0 && 1000.0 / r >= SLIDE_MS)
}

/// 10^(1/25): the rate's factor for one slider step.
const STEP_FACTOR: f64 = 1.096_478_196_143_185;

/// Expansions per second for a slider position: 1/s at 0, ×10 every 25 steps,
/// unlimited (`None`) at [`MAX_SPEED`]. Whole powers only (`powi`, exact at multiples of
/// 25): `powf` would link libm's `pow` and its tables, about 7 KB of the page's wasm.
pub fn speed_rate(speed: u32) -> Option<f64> {
    let power = |base: f64, n: u32| base.powi(i32::try_from(n).unwrap_or(i32::MAX));
    (speed < MAX_SPEED).then(|| power(10.0, speed / 25) * power(STEP_FACTOR, speed % 25))
}

/// Turns frame timestamps into expansion budgets at a given rate, carrying fractions
/// from frame to frame so slow speeds stay exact.
#[derive(Clone, Debug, Default)]
pub struct Pacer {
    credit: f64,
    last_frame: Option<f64>,
}

impl Pacer {
    /// The expansions owed at `timestamp` (ms) for `rate` expansions per second
    /// (`None` = unlimited, bounded by the frame's time budget instead). The first frame
    /// of a run always owes one, so Play responds at once.
    pub fn budget(&mut self, rate: Option<f64>, timestamp: f64) -> u64 {
        let elapsed = self
            .last_frame
            .map_or(0.0, |t| (timestamp - t).clamp(0.0, 250.0));
        let first = self.last_frame.is_none();
        self.last_frame = Some(timestamp);
        match rate {
            None => u64::MAX,
            Some(rate) => {
                self.credit += rate * elapsed / 1000.0;
                let owed = self.credit.floor().max(if first { 1.0 } else { 0.0 });
                self.credit = (self.credit - owed).max(0.0);
                owed as u64
            }
        }
    }

    /// Forgets the last frame (after a pause), so the pause is not paid back at once.
    pub fn pause(&mut self) {
        self.last_frame = None;
        self.credit = 0.0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rate_is_ten_times_higher_every_25_steps() {
        assert_eq!(speed_rate(0), Some(1.0));
        assert_eq!(speed_rate(25), Some(10.0));
        assert_eq!(speed_rate(50), Some(100.0));
        assert_eq!(speed_rate(MAX_SPEED), None);
        for speed in 0..MAX_SPEED {
            let rate = speed_rate(speed).unwrap();
            let exact = 10f64.powf(f64::from(speed) / 25.0);
            assert!(
                (rate / exact - 1.0).abs() < 1e-12,
                "{speed}: {rate} vs {exact}"
            );
        }
    }

    #[test]
    fn tiles_slide_only_when_boards_change_slower_than_a_slide() {
        assert!(slides_at(Some(1.0)));
        assert!(slides_at(Some(7.0)));
        assert!(!slides_at(Some(8.0)));
        assert!(!slides_at(speed_rate(60)));
        assert!(!slides_at(None));
    }

    #[test]
    fn stepping_shrinks_when_drawing_is_slow_and_recovers_when_it_is_fast() {
        // Cheap drawing: the full budget.
        let mut ms = FRAME_BUDGET_MS;
        ms = adapt_step_ms(ms, 16.7, 10.0);
        assert_eq!(ms, FRAME_BUDGET_MS);
        // 45 ms of drawing: down towards the minimum, never below it.
        for _ in 0..20 {
            ms = adapt_step_ms(ms, ms + 45.0, ms);
        }
        assert!((MIN_STEP_MS..MIN_STEP_MS + 0.01).contains(&ms), "{ms}");
        // Drawing cheap again: back up to the full budget.
        for _ in 0..20 {
            ms = adapt_step_ms(ms, 16.7, ms);
        }
        assert!(ms > FRAME_BUDGET_MS - 0.01, "{ms}");
    }

    #[test]
    fn a_frame_chain_steps_less_when_drawing_is_slow_and_restarts_after_a_gap() {
        let mut budget = FrameBudget::default();
        assert_eq!(budget.begin(0.0), FRAME_BUDGET_MS);
        budget.end(0.0, 10.0);
        // 40 ms between frames, 10 of them stepping: 30 ms of drawing leaves the least.
        let next = budget.begin(40.0);
        assert!(next < FRAME_BUDGET_MS, "{next}");
        budget.end(40.0, 40.0 + next);
        let after = budget.begin(80.0);
        assert!(after < next, "{after} < {next}");
        // A click long after the chain ended starts again at the full budget.
        budget.end(80.0, 80.0 + after);
        assert_eq!(budget.begin(2_000.0), FRAME_BUDGET_MS);
    }
}
