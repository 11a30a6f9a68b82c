//! The names of exported files and the steps a run's animation covers (pure: the page
//! calls these without linking the drawing code).

use super::Format;

/// A downloaded file's name: the page, the step (or generation) shown and the
/// format's ending, `tiles-step-12.png`; an animation names its first and last step,
/// `tiles-steps-0-200.gif`.
///
/// ```
/// use puzzle_lab::export::{name::file_name, Format};
/// assert_eq!(file_name("tiles", "step", 12, 12, Format::Png), "tiles-step-12.png");
/// assert_eq!(file_name("tiles", "step", 0, 200, Format::Gif), "tiles-steps-0-200.gif");
/// assert_eq!(file_name("magic", "generation", 15, 15, Format::Svg), "magic-generation-15.svg");
/// ```
pub fn file_name(page: &str, unit: &str, from: u64, to: u64, format: Format) -> String {
    let ext = format.extension();
    if from == to && format != Format::Gif {
        format!("{page}-{unit}-{to}.{ext}")
    } else {
        format!("{page}-{unit}s-{from}-{to}.{ext}")
    }
}

/// The steps an animation of a run covers: the timeline's range `from..=to` when a
/// link set one (within the steps reached), else the whole run up to `now`, the step
/// shown.
///
/// ```
/// use puzzle_lab::export::name::gif_range;
/// assert_eq!(gif_range(None, None, 40), (0, 40));
/// assert_eq!(gif_range(Some(5), Some(20), 40), (5, 20));
/// assert_eq!(gif_range(Some(5), Some(90), 40), (5, 40));
/// assert_eq!(gif_range(Some(50), None, 40), (0, 40));
/// ```
pub fn gif_range(from: Option<u64>, to: Option<u64>, now: u64) -> (u64, u64) {
    let to = to.map_or(now, |t| t.min(now));
    let from = from.filter(|&f| f <= to).unwrap_or(0);
    (from, to)
}
