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

/// How long a tile takes to slide (the CSS transition on `.tile`).
pub const SLIDE_MS: f64 = 140.0;

/// Whether boards changing at `rate` per second (`None` = as fast as possible) should
/// slide: only when each board stays at least as long as a slide takes.
pub fn slides_at(rate: Option<f64>) -> bool {
    rate.is_some_and(|r| r > 0.0 && 1000.0 / r >= SLIDE_MS)
}

/// Expansions per second for a slider position: 1/s at 0, ×10 every 25 steps,
/// unlimited (`None`) at [`MAX_SPEED`].
pub fn speed_rate(speed: u32) -> Option<f64> {
    (speed < MAX_SPEED).then(|| 10f64.powf(f64::from(speed) / 25.0))
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
    fn tiles_slide_only_when_boards_change_slower_than_a_slide() {
        assert!(slides_at(Some(1.0)));
        assert!(slides_at(Some(7.0)));
        assert!(!slides_at(Some(8.0)));
        assert!(!slides_at(speed_rate(60)));
        assert!(!slides_at(None));
    }
}
