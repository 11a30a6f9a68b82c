//! The export buttons (PNG, SVG, GIF) every board, grid and square shares: a hook that
//! owns the export's worker (started on the first export only) and its progress, and a
//! plain `fn` that draws the button row with its options. The drawing and encoding
//! happen in the worker (`crate::export`); the page only names the file and says what
//! to draw.

use crate::export::{ExportSpec, Format, Frames, Size, Style, Theme};
use crate::wire::protocol::{Request, Response};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a page exports for a format: the file's name and the pictures, or `None`
/// when there is nothing to export in that format now.
pub type Make = Rc<dyn Fn(Format) -> Option<(String, Frames)>>;

/// Pictures only.
pub const PICTURES: [Format; 2] = [Format::Png, Format::Svg];
/// Pictures and animations.
pub const ALL: [Format; 3] = [Format::Png, Format::Svg, Format::Gif];

/// Picture widths offered, in pixels.
const SIZES: [u16; 3] = [240, 480, 960];
/// Milliseconds per animation frame offered.
const DELAYS: [u32; 4] = [100, 250, 500, 1000];

/// Where an export stands.
#[derive(Clone, PartialEq)]
enum Phase {
    Idle,
    Busy { done: usize, total: usize },
    Failed(String),
}

/// The export's options, as the user chose them.
#[derive(Clone, Copy, PartialEq)]
struct Options {
    theme: Theme,
    width: u16,
    delay_ms: u32,
}

/// The job in flight: its id, the file's name and format.
#[derive(Default)]
struct Flight {
    job: u64,
    name: String,
    format: Option<Format>,
}

/// A page's exporter (see [`use_exporter`]).
#[derive(Clone)]
pub struct Exporter {
    phase: UseStateHandle<Phase>,
    options: UseStateHandle<Options>,
    flight: Rc<RefCell<Flight>>,
    send: Callback<Request>,
}

/// Offers `bytes` to the user as a file download named `name`.
pub fn save(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(|_| "could not make the file".to_string())?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)
        .map_err(|_| "could not make a link to the file".to_string())?;
    let anchor: web_sys::HtmlAnchorElement = gloo::utils::document()
        .create_element("a")
        .map_err(|_| "could not make a link".to_string())?
        .unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// The exporter of a page: its own worker (started by the first export), the job in
/// flight, its progress and the options.
#[hook]
pub fn use_exporter() -> Exporter {
    let phase = use_state(|| Phase::Idle);
    let options = use_state(|| Options {
        theme: if crate::app::teach::projector_shown() {
            Theme::Projector
        } else {
            Theme::Light
        },
        width: 480,
        delay_ms: 250,
    });
    let flight = use_mut_ref(Flight::default);
    let on_response = {
        let (phase, flight) = (phase.clone(), flight.clone());
        Callback::from(move |response: Response| {
            let f = flight.borrow();
            match response {
                Response::Progress {
                    job, done, total, ..
                } if job == f.job => phase.set(Phase::Busy { done, total }),
                Response::Exported { job, bytes } if job == f.job => {
                    let mime = f.format.map_or("application/octet-stream", Format::mime);
                    phase.set(match save(&f.name, mime, &bytes) {
                        Ok(()) => Phase::Idle,
                        Err(e) => Phase::Failed(e),
                    });
                }
                Response::Error { job, message } if job.is_none_or(|j| j == f.job) => {
                    phase.set(Phase::Failed(message));
                }
                Response::Done {
                    job,
                    cancelled: true,
                } if job == f.job && matches!(*phase, Phase::Busy { .. }) => phase.set(Phase::Idle),
                _ => {}
            }
        })
    };
    let send = crate::app::worker::client::use_lazy_worker(on_response);
    Exporter {
        phase,
        options,
        flight,
        send,
    }
}

impl Exporter {
    fn start(&self, format: Format, make: &Make) {
        let Some((name, frames)) = make(format) else {
            return;
        };
        let o = *self.options;
        let job = {
            let mut f = self.flight.borrow_mut();
            f.job += 1;
            f.name = name;
            f.format = Some(format);
            f.job
        };
        let spec = ExportSpec {
            format,
            style: Style {
                theme: o.theme,
                size: Size::Total(o.width),
            },
            frames,
            delay_ms: o.delay_ms,
        };
        self.phase.set(Phase::Busy { done: 0, total: 0 });
        self.send.emit(Request::Export { job, spec });
    }

    fn cancel(&self) {
        let job = self.flight.borrow().job;
        self.send.emit(Request::Cancel { job });
        self.phase.set(Phase::Idle);
    }
}

/// A `<select>` of `values` shown by `label`, `current` selected, calling `set`.
fn choice<T: Copy + PartialEq + 'static>(
    name: &'static str,
    values: &'static [T],
    current: T,
    label: fn(T) -> String,
    set: impl Fn(T) + 'static,
) -> Html {
    let onchange = Callback::from(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        if let Some(&v) = values.get(select.selected_index().max(0) as usize) {
            set(v);
        }
    });
    html! {
        <label class="inline">{ name }{ " " }
            <select {onchange}>
                { for values.iter().map(|&v| html! { <option selected={v == current}>{ label(v) }</option> }) }
            </select>
        </label>
    }
}

/// The export buttons for `formats`, with their options, progress and Cancel.
pub fn export_bar(exporter: &Exporter, formats: &'static [Format], make: Make) -> Html {
    let busy = matches!(*exporter.phase, Phase::Busy { .. });
    let o = *exporter.options;
    let set = |f: fn(&mut Options, u16)| {
        let options = exporter.options.clone();
        move |v: u16| {
            let mut next = *options;
            f(&mut next, v);
            options.set(next);
        }
    };
    let button = |format: Format| {
        let (ex, make) = (exporter.clone(), make.clone());
        let ext = format.extension();
        html! {
            <button type="button" data-testid={format!("export-{ext}")} disabled={busy}
                onclick={Callback::from(move |_| ex.start(format, &make))}>
                { ext.to_uppercase() }
            </button>
        }
    };
    let status = match &*exporter.phase {
        Phase::Idle => Html::default(),
        Phase::Busy { done, total } => {
            let ex = exporter.clone();
            html! { <>
                <progress data-testid="export-progress" max={total.max(&1).to_string()}
                    value={done.to_string()} aria-label="Export progress" />
                <button type="button" data-testid="export-cancel"
                    onclick={Callback::from(move |_| ex.cancel())}>{ "Cancel" }</button>
            </> }
        }
        Phase::Failed(message) => html! { <span class="error" role="alert">{ message }</span> },
    };
    let themes: &'static [u16] = &[0, 1];
    html! {
        <div class="export-bar" role="group" aria-label="Export">
            <span class="hint">{ "Export" }</span>
            { for formats.iter().map(|&f| button(f)) }
            { status }
            <details class="export-options">
                <summary>{ "Options" }</summary>
                { choice("Theme", themes, u16::from(o.theme == Theme::Projector),
                    |t| if t == 1 { "Projector".into() } else { "Light".into() },
                    set(|o, t| o.theme = if t == 1 { Theme::Projector } else { Theme::Light })) }
                { choice("Width", &SIZES, o.width, |w| format!("{w} px"), set(|o, w| o.width = w)) }
                if formats.contains(&Format::Gif) {
                    { choice("Frame", &DELAYS, o.delay_ms, |d| format!("{d} ms"), {
                        let options = exporter.options.clone();
                        move |d| options.set(Options { delay_ms: d, ..*options })
                    }) }
                }
            </details>
        </div>
    }
}

/// The SVG export button of a chart (`name` as in `chart-<name>`): it saves the chart's
/// own `<svg>`, its page colours written in, as `<page>-chart-<name>.svg`.
pub fn chart_export(name: &AttrValue) -> Html {
    let name = name.clone();
    let onclick = Callback::from(move |e: MouseEvent| {
        let svg = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|b| b.closest("figure").ok().flatten())
            .and_then(|f| f.query_selector("svg").ok().flatten());
        if let Some(text) = svg.and_then(|svg| styled(&svg)) {
            let page = crate::app::browser::read_hash().0.replace('/', "-");
            let _ = save(&format!("{page}-chart-{name}.svg"), "image/svg+xml", text.as_bytes());
        }
    });
    html! {
        <button type="button" class="chart-export" data-testid="export-svg" {onclick}
            aria-label="Export the chart as SVG">{ "SVG" }</button>
    }
}

/// A standalone copy of `svg` with the colours and lines the page's CSS gives it.
fn styled(svg: &web_sys::Element) -> Option<String> {
    const PROPS: [&str; 6] = [
        "fill",
        "stroke",
        "stroke-width",
        "stroke-dasharray",
        "opacity",
        "fill-opacity",
    ];
    let copy: web_sys::Element = svg.clone_node_with_deep(true).ok()?.dyn_into().ok()?;
    let window = gloo::utils::window();
    let rect = svg.get_bounding_client_rect();
    let _ = copy.set_attribute("xmlns", "http://www.w3.org/2000/svg");
    let _ = copy.set_attribute("width", &(rect.width().round() as u32).to_string());
    let _ = copy.set_attribute("height", &(rect.height().round() as u32).to_string());
    let (from, to) = (svg.query_selector_all("*").ok()?, copy.query_selector_all("*").ok()?);
    for i in 0..from.length() {
        let (Some(a), Some(b)) = (from.item(i), to.item(i)) else {
            continue;
        };
        let (Ok(a), Ok(b)) = (
            a.dyn_into::<web_sys::Element>(),
            b.dyn_into::<web_sys::Element>(),
        ) else {
            continue;
        };
        let Ok(Some(style)) = window.get_computed_style(&a) else {
            continue;
        };
        let inline: String = PROPS
            .iter()
            .filter_map(|p| style.get_property_value(p).ok().map(|v| format!("{p}:{v};")))
            .collect();
        let _ = b.set_attribute("style", &inline);
    }
    Some(copy.outer_html())
}
