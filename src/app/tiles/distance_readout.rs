//! The optimal-distance readout while playing: after each of the player's moves the
//! worker says how many moves the board is from the goal (the h* table on the
//! 8-puzzle and smaller boards; IDA* with the pattern databases on the 15-puzzle, and
//! with linear conflict on boards such as 3×4, where a newer board supersedes the
//! search for an older one), and a short move history marks each move closer (−1) or
//! farther (+1), in words and symbols as well as colour.
//!
//! On larger boards, until the exact distance is known (on the 15-puzzle the tables
//! are built once, on request), it shows linear conflict's estimate, marked as one.
//!
//! It has its own worker, so asking about the player's board never cancels "Solve
//! optimally". On the 15-puzzle it only loads the databases from the browser's cache;
//! if they are not there it offers to build them.

use super::state::TilesState;
use crate::app::worker::client::use_worker;
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::pdb::OptimalMethod;
use crate::engine::tiles::trail::{exact_by, ExactBy, Trail, TrailStep};
use crate::engine::tiles::{Board, Goal, Move, Packed};
use crate::wire::protocol::{Request, Response};
use std::rc::Rc;
use yew::prelude::*;

/// How many of the latest moves the history lists.
const SHOWN_MOVES: usize = 12;

/// Where the 15-puzzle's tables stand in the readout's worker.
#[derive(Clone, Debug, PartialEq)]
enum Tables {
    /// Not asked yet (or not needed: 8-puzzle).
    Unknown,
    /// Looking in the cache.
    Checking,
    /// Not cached: the user may build them.
    Absent(Option<String>),
    /// Building, with the share done.
    Building(f64),
    /// Ready.
    Ready,
}

/// The readout's model: what is known, what is asked, where the tables stand.
#[derive(Clone, Debug, PartialEq)]
struct Readout {
    goal: Option<Board>,
    trail: Trail,
    /// The request in flight: its job and board.
    asked: Option<(u64, Board)>,
    next_job: u64,
    tables: Tables,
    error: Option<String>,
    /// The board whose request failed: not asked again until the board changes.
    failed: Option<Board>,
}

enum Msg {
    /// The goal changed: forget every distance.
    Goal(Board),
    Asked(u64, Board),
    /// Asking for the tables (check the cache or build).
    Tables(Tables),
    Worker(Response),
}

impl Default for Readout {
    fn default() -> Self {
        Readout {
            goal: None,
            trail: Trail::new(),
            asked: None,
            next_job: 1,
            tables: Tables::Unknown,
            error: None,
            failed: None,
        }
    }
}

impl Reducible for Readout {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut s = (*self).clone();
        match msg {
            Msg::Goal(goal) => {
                s = Readout {
                    next_job: s.next_job,
                    // The tables serve both standard goals: keep knowing about them.
                    tables: s.tables,
                    goal: Some(goal),
                    ..Readout::default()
                };
            }
            Msg::Asked(job, board) => {
                s.next_job = job + 1;
                s.asked = Some((job, board));
                s.error = None;
            }
            Msg::Tables(t) => s.tables = t,
            Msg::Worker(r) => s.take(r),
        }
        Rc::new(s)
    }
}

impl Readout {
    fn is_asked(&self, job: u64) -> bool {
        self.asked.as_ref().is_some_and(|(j, _)| *j == job)
    }

    fn take(&mut self, response: Response) {
        match response {
            Response::Distance {
                job,
                board,
                distance,
            } if self.is_asked(job) => {
                self.trail.record(board, distance);
                self.asked = None;
            }
            Response::OptimalSolved { job, moves, .. } if self.is_asked(job) => {
                if let (Some((_, board)), Some(goal)) = (self.asked.take(), &self.goal) {
                    self.trail.record_solution(&board, &moves, goal);
                }
            }
            Response::Done { job, .. } if self.is_asked(job) => self.asked = None,
            Response::PdbReady { .. } => self.tables = Tables::Ready,
            Response::PdbAbsent { note, .. } => self.tables = Tables::Absent(note),
            Response::PdbProgress { fraction, .. } => self.tables = Tables::Building(fraction),
            // An error names its job (the board asked about, or 0 for the tables), or
            // none when the worker itself failed; one about a superseded board is stale.
            Response::Error { job, message } => {
                let asked = job.is_none_or(|j| self.is_asked(j));
                let tables = job.is_none_or(|j| j == 0);
                if asked {
                    self.failed = self.asked.take().map(|(_, b)| b);
                }
                if tables && matches!(self.tables, Tables::Checking | Tables::Building(_)) {
                    self.tables = Tables::Unknown;
                }
                if asked || tables {
                    self.error = Some(message);
                }
            }
            _ => {}
        }
    }
}

/// The readout's state and its worker, held by the tile page
/// ([`use_distance_readout`]).
#[derive(Clone)]
pub struct DistanceReadout {
    model: UseReducerHandle<Readout>,
    send: Callback<Request>,
}

/// The readout of the tile page whose state is `state`: it asks the worker for the
/// distance of each board the player reaches (the 15-puzzle's tables loaded or built
/// first).
#[hook]
pub fn use_distance_readout(state: &UseReducerHandle<TilesState>) -> DistanceReadout {
    let model = use_reducer(Readout::default);
    let send = {
        let model = model.clone();
        use_worker(Callback::from(move |r| model.dispatch(Msg::Worker(r))))
    };
    let goal = state.goal();
    let way = exact_by(&goal);
    let standard = way.is_some();
    let needs_tables = way == Some(ExactBy::PatternDatabases);
    let boards = Trail::boards(&state.board, &state.history);
    let wanted = (model.goal.as_ref() == Some(&goal))
        .then(|| model.trail.wanted(&boards).cloned())
        .flatten();
    let can_ask = standard && (!needs_tables || model.tables == Tables::Ready);
    {
        let model = model.clone();
        use_effect_with(goal.clone(), move |goal| {
            model.dispatch(Msg::Goal(goal.clone()))
        });
    }
    {
        // On the 15-puzzle, look for cached tables once.
        let (model, send) = (model.clone(), send.clone());
        let unknown = model.tables == Tables::Unknown;
        use_effect_with((needs_tables, unknown), move |&(needs, unknown)| {
            if needs && unknown {
                model.dispatch(Msg::Tables(Tables::Checking));
                send.emit(Request::LoadPdb { job: 0 });
            }
        });
    }
    {
        // Ask about the wanted board unless it is already asked about; a newer
        // request supersedes an older one in the worker.
        let (model, send) = (model.clone(), send.clone());
        let asked = model.asked.as_ref().map(|(_, b)| b.clone());
        let failed = model.failed.clone();
        use_effect_with(
            (wanted.clone(), can_ask, asked, failed),
            move |(wanted, can_ask, asked, failed)| {
                let Some(board) = wanted.clone().filter(|_| *can_ask) else {
                    return;
                };
                if asked.as_ref() == Some(&board) || failed.as_ref() == Some(&board) {
                    return;
                }
                let job = model.next_job;
                model.dispatch(Msg::Asked(job, board.clone()));
                let goal = model.goal.clone().expect("a wanted board has a goal");
                send.emit(if way == Some(ExactBy::Table) {
                    Request::Distance { job, board, goal }
                } else {
                    // Only the length is shown, so the faster search serves.
                    Request::SolveOptimal {
                        job,
                        start: board,
                        goal,
                        method: OptimalMethod::Hybrid,
                    }
                });
            },
        );
    }
    DistanceReadout { model, send }
}

/// "N moves from the goal" and the latest moves, closer or farther, for the tile page
/// whose state is `state` (nothing while a solver runs). (A plain function: the page
/// holds the state.)
pub fn distance_readout(state: &TilesState, readout: &DistanceReadout) -> Html {
    if state.session.is_some() {
        return html! {};
    }
    let DistanceReadout { model, send } = readout;
    let goal = state.goal();
    let way = exact_by(&goal);
    let standard = way.is_some();
    let boards = Trail::boards(&state.board, &state.history);
    let on_build = {
        let (model, send) = (model.clone(), send.clone());
        Callback::from(move |_| {
            model.dispatch(Msg::Tables(Tables::Building(0.0)));
            send.emit(Request::PreparePdb { job: 0 });
        })
    };
    let now = model.trail.distance(&state.board);
    let steps = model.trail.steps(&boards);
    // Beyond the table, until the exact distance is known (the tables may not even
    // exist yet, or no search finishes in time): linear conflict's lower bound, marked
    // as an estimate.
    let estimate = (way != Some(ExactBy::Table) && now.is_none()).then(|| {
        let h = lower_bound(&goal, &state.board);
        let until = match way {
            None => "the exact distance is not worked out on this board",
            Some(ExactBy::PatternDatabases) if model.tables != Tables::Ready => {
                "until the pattern databases are built"
            }
            _ => "until the exact distance is worked out",
        };
        let moves = if h == 1.0 { "move" } else { "moves" };
        let h = crate::engine::decimal::shortest(h);
        format!(
            "Estimate: at least {h} {moves} (linear conflict, which never overestimates), {until}."
        )
    });
    html! {
        <section class="distance-readout" aria-labelledby="distance-title" data-testid="distance-readout">
            <h2 id="distance-title">{ "How far from the goal" }</h2>
            <p class="distance-now" data-testid="distance-now" role="status" aria-live="polite">
                { now_text(now, standard, &goal, &model.tables) }
            </p>
            if let Some(estimate) = estimate {
                <p class="distance-estimate" data-testid="distance-estimate">{ estimate }</p>
            }
            { tables_view(&model.tables, on_build) }
            if let Some(error) = &model.error {
                <p class="error" role="alert">{ error }</p>
            }
            if !steps.is_empty() {
                { history_view(&steps) }
            }
        </section>
    }
}

/// Linear conflict's estimate of `board`, a lower bound on its distance. Out of line,
/// with the heuristic chosen at run time, so it reuses the page's heuristic code rather
/// than a copy inlined here.
#[inline(never)]
pub(crate) fn lower_bound(goal: &Board, board: &Board) -> f64 {
    let heuristic = std::hint::black_box(Heuristic::LinearConflict);
    heuristic.estimate(&Goal::new(goal.clone()), Packed::from_board(board))
}

fn now_text(now: Option<Option<u32>>, standard: bool, goal: &Board, tables: &Tables) -> String {
    match now {
        _ if !standard && goal.shape() == crate::engine::tiles::Shape::FIFTEEN => "The exact distance needs the pattern databases, which serve the two standard goals only.".into(),
        _ if !standard => format!("The exact distance is not worked out while you play on a board of {} cells: an optimal search there can take minutes.", goal.len()),
        Some(Some(0)) => "At the goal: 0 moves.".into(),
        Some(Some(1)) => "1 move from the goal.".into(),
        Some(Some(d)) => format!("{d} moves from the goal."),
        Some(None) => "This board cannot reach the goal.".into(),
        None if matches!(tables, Tables::Absent(_) | Tables::Building(_)) => {
            "The exact distance needs the pattern databases.".into()
        }
        None => "Working out the distance…".into(),
    }
}

fn tables_view(tables: &Tables, on_build: Callback<MouseEvent>) -> Html {
    match tables {
        Tables::Absent(note) => html! {
            <p class="hint">
                { format!(
                    "The pattern databases are not in this browser yet{} ({}). ",
                    note.as_ref().map_or(String::new(), |n| format!(": {n}")),
                    Heuristic::Pdb.build_cost().unwrap_or("built once"),
                ) }
                <button type="button" data-testid="readout-build-pdb" onclick={on_build}>
                    { "Build them" }
                </button>
            </p>
        },
        Tables::Building(f) => html! {
            <div role="status">
                <label for="readout-pdb-progress">
                    { format!("Building the pattern databases: {}%", crate::engine::decimal::fixed(f * 100.0, 0)) }
                </label>
                <progress id="readout-pdb-progress" max="1" value={crate::engine::decimal::shortest(*f)}></progress>
            </div>
        },
        _ => html! {},
    }
}

/// "tile 7 ↓": the tile slid the opposite way of the blank.
fn slide(step: &TrailStep) -> String {
    let arrow = match step.mv {
        Move::Up => "↓",
        Move::Down => "↑",
        Move::Left => "→",
        Move::Right => "←",
    };
    format!("tile {} {arrow}", step.tile)
}

fn history_view(steps: &[TrailStep]) -> Html {
    let first = steps.len().saturating_sub(SHOWN_MOVES);
    let right = steps.iter().filter(|s| s.change() == Some(-1)).count();
    let known = steps.iter().filter(|s| s.change().is_some()).count();
    html! {
        <>
            <p class="hint" data-testid="distance-summary">
                { format!("{right} of {known} moves went the right way.") }
            </p>
            <ol class="move-history" data-testid="move-history" start={(first + 1).to_string()}
                aria-label="Your latest moves, each closer or farther from the goal">
                { for steps[first..].iter().enumerate().map(|(i, step)| {
                    let (class, words) = match step.change() {
                        Some(-1) => ("closer", "closer (−1)".to_string()),
                        Some(_) => ("farther", "farther (+1)".to_string()),
                        None => ("unknown", "…".to_string()),
                    };
                    let after = step.after.map_or(String::new(), |d| format!(", now {d}"));
                    html! {
                        <li class={classes!("move-step", class)} data-testid={format!("move-{}", first + i + 1)}>
                            { format!("{}: {words}{after}", slide(step)) }
                        </li>
                    }
                }) }
            </ol>
        </>
    }
}
