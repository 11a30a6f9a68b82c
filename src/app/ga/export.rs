//! What a GA page's export buttons make: the picture shown, or a GIF of the run.

use crate::app::export::Make;
use crate::export::name::{file_name, gif_range};
use crate::export::{Format, Frames, Scene};
use crate::model::run_session::RunSession;
use crate::wire::ga_wire::GaSpec;
use std::rc::Rc;

/// The export of a GA page named `page`: `scene` (the square or grid shown) as a
/// picture, named after the generation; as a GIF, while a run exists (`spec`), the best
/// individual of each generation, the run rebuilt in the worker over the timeline's
/// range (or from its start to the generation shown).
pub fn ga_export(
    page: &'static str,
    scene: Scene,
    spec: Option<GaSpec>,
    session: &RunSession,
) -> Make {
    let (step, playback) = (session.work_done, session.playback);
    Rc::new(move |format| {
        if let (Format::Gif, Some(spec)) = (format, &spec) {
            let (from, to) = gif_range(playback.from, playback.to, step);
            let frames = Frames::GaRun {
                spec: spec.clone(),
                from,
                to,
            };
            return Some((file_name(page, "generation", from, to, format), frames));
        }
        let name = file_name(page, "generation", step, step, format);
        Some((name, Frames::Scenes(vec![scene.clone()])))
    })
}

/// The export bar's buttons: a GIF only once there is a run to animate.
pub fn ga_export_buttons(session: &RunSession) -> &'static str {
    if session.started {
        crate::app::export::ALL
    } else {
        crate::app::export::PICTURES
    }
}
