//! The search-tree page.

use super::layout::layout;
use crate::app::browser::{read_hash, write_hash};
use crate::app::forms::{select_change, QueryReader};
use crate::app::tiles::narrate::number;
use crate::app::widgets::tile_board::TileBoard;
use crate::engine::search::{NodeRole, RunStatus, TreeNode};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::{solver, Algorithm, SolveConfig, TileStepper};
use crate::engine::tiles::{parse_board, GoalKind, Packed};
use yew::prelude::*;

/// The tree view stops drawing beyond this many nodes.
const MAX_TREE: usize = 400;
/// The algorithms that keep a tree.
const TREE_ALGORITHMS: [Algorithm; 5] = [
    Algorithm::AStar,
    Algorithm::Greedy,
    Algorithm::WeightedAStar,
    Algorithm::Ucs,
    Algorithm::Bfs,
];

/// What the page shows after each action.
#[derive(Clone, PartialEq, Default)]
struct Snapshot {
    tree: Vec<TreeNode<Packed>>,
    status: Option<RunStatus>,
    expanded: u64,
    too_big: bool,
}

/// The run as the page shows it. Once the tree passes [`MAX_TREE`] nodes, the last
/// tree that fitted stays on screen (`kept`) while the search goes on.
fn snapshot(stepper: &TileStepper, kept: Option<Vec<TreeNode<Packed>>>) -> Snapshot {
    let tree = stepper.tree(MAX_TREE);
    Snapshot {
        too_big: tree.is_none(),
        tree: tree.or(kept).unwrap_or_default(),
        status: Some(stepper.status()),
        expanded: stepper.counters().expanded,
    }
}

/// The start text, algorithm, heuristic and any problem with the link, from the URL.
fn from_query(pairs: &[(String, String)]) -> (String, Algorithm, Heuristic, Option<String>) {
    let mut q = QueryReader::new(pairs);
    let mut start = "4 1 3\n7 2 6\n0 5 8".to_string();
    let mut algorithm = Algorithm::AStar;
    let mut heuristic = Heuristic::Misplaced;
    if let Some(v) = q.get("board") {
        match parse_board(v, Some(3)) {
            Ok(b) => start = b.to_string(),
            Err(e) => q.problem(format!("board: {e}")),
        }
    }
    if let Some(v) = q.get("algo") {
        match Algorithm::from_name(v).filter(|a| TREE_ALGORITHMS.contains(a)) {
            Some(a) => algorithm = a,
            None => q.problem(format!("“{v}” is not an algorithm with a tree to draw")),
        }
    }
    if let Some(v) = q.get("h") {
        match Heuristic::from_name(v) {
            Some(h) => heuristic = h,
            None => q.problem(format!("unknown heuristic “{v}”")),
        }
    }
    (start, algorithm, heuristic, q.message())
}

/// The search-tree page.
#[function_component(TreePage)]
pub fn tree_page() -> Html {
    let initial = use_memo((), |_| from_query(&read_hash().1));
    let start_text = use_state(|| initial.0.clone());
    let algorithm = use_state(|| initial.1);
    let heuristic = use_state(|| initial.2);
    let stepper = use_mut_ref(|| None::<TileStepper>);
    let snap = use_state(Snapshot::default);
    let selected = use_state(|| None::<usize>);
    let error = use_state(|| initial.3.clone());
    {
        let board = parse_board(&start_text, Some(3)).map_or(String::new(), |b| {
            b.tiles()
                .iter()
                .map(|t| t.to_string())
                .collect::<Vec<_>>()
                .join(",")
        });
        let query = vec![
            ("board", board),
            ("algo", algorithm.name().to_string()),
            ("h", heuristic.name().to_string()),
        ];
        use_effect_with(query, |q| write_hash("tree", q));
    }

    // Builds the solver if needed, steps it `n` times, and refreshes the picture.
    let advance = {
        let (start_text, algorithm, heuristic) =
            (start_text.clone(), algorithm.clone(), heuristic.clone());
        let (stepper, snap, error) = (stepper.clone(), snap.clone(), error.clone());
        Callback::from(move |n: u64| {
            let mut slot = stepper.borrow_mut();
            if slot.is_none() {
                let start = match parse_board(&start_text, Some(3)) {
                    Ok(b) => b,
                    Err(e) => {
                        error.set(Some(format!("Start: {e}")));
                        return;
                    }
                };
                match solver(
                    &start,
                    &GoalKind::BlankLast.board(3),
                    SolveConfig::new(*algorithm, *heuristic),
                ) {
                    Ok(s) => *slot = Some(s),
                    Err(e) => {
                        error.set(Some(e.to_string()));
                        return;
                    }
                }
                error.set(None);
            }
            let s = slot.as_mut().expect("built above");
            // One expansion at a time while the tree can be drawn, keeping the last tree
            // that fitted; past that, the search simply goes on (an 8-puzzle has at
            // most 181,440 states, so a run to the end stays short).
            // One expansion at a time while the tree fits, remembering the last tree
            // that did: it stays on screen once the search outgrows the drawing.
            let mut last_fit = snap.tree.clone();
            let mut left = n;
            let mut fits = !snap.too_big;
            while fits && left > 0 && !s.status().is_finished() {
                s.step(1);
                left -= 1;
                match s.tree(MAX_TREE) {
                    Some(tree) => last_fit = tree,
                    None => fits = false,
                }
            }
            if left > 0 {
                s.step(left);
            }
            let previous = Some(last_fit);
            snap.set(snapshot(s, previous));
        })
    };
    let reset = {
        let (stepper, snap, selected) = (stepper.clone(), snap.clone(), selected.clone());
        Callback::from(move |_| {
            stepper.borrow_mut().take();
            snap.set(Snapshot::default());
            selected.set(None);
        })
    };
    let on_start = {
        let (start_text, reset) = (start_text.clone(), reset.clone());
        Callback::from(move |e: InputEvent| {
            start_text.set(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            );
            reset.emit(());
        })
    };
    let on_algorithm = {
        let (algorithm, reset) = (algorithm.clone(), reset.clone());
        select_change(Algorithm::from_name, move |a| {
            algorithm.set(a);
            reset.emit(());
        })
    };
    let on_heuristic = {
        let (heuristic, reset) = (heuristic.clone(), reset.clone());
        select_change(Heuristic::from_name, move |h| {
            heuristic.set(h);
            reset.emit(());
        })
    };
    let step = |n: u64| {
        let advance = advance.clone();
        Callback::from(move |_| advance.emit(n))
    };
    let finished = snap.status.is_some_and(|s| s.is_finished());
    let stopped_growing = format!(
        " The drawing stopped growing at {MAX_TREE} nodes, too many to draw; the search went on."
    );
    let status = match (snap.status, snap.too_big) {
        (Some(RunStatus::Running), true) => format!(
            "{} nodes expanded. The drawing stopped growing at {MAX_TREE} nodes, too many to \
             draw; Step and Run go on searching.",
            snap.expanded
        ),
        (None, _) => "Press Step to expand the root.".to_string(),
        (Some(RunStatus::Solved), false) => format!(
            "Solved after {} expansions: the goal path is marked.",
            snap.expanded
        ),
        (Some(RunStatus::Solved), true) => {
            format!(
                "Solved after {} expansions.{stopped_growing}",
                snap.expanded
            )
        }
        (Some(RunStatus::Running), _) => format!(
            "{} nodes expanded; the frontier is ringed. Click a node to inspect it.",
            snap.expanded
        ),
        (Some(RunStatus::Stopped(f)), _) => {
            let d = f.describe();
            format!("{}{}.", d[..1].to_uppercase(), &d[1..])
        }
    };
    html! {
        <section class="tree-page" aria-labelledby="tree-title">
            <h1 id="tree-title">{ "The search tree" }</h1>
            <p class="lead">{ "Every node the search generated, drawn as a tree: filled nodes are expanded (numbered in order), ringed nodes wait in the frontier, faded ones were superseded by a cheaper path. Each node shows f." }</p>
            <div class="tree-setup">
                <label class="field">{ "Start (3×3, goal 1 … 8 0)" }
                    <textarea rows="3" data-testid="tree-start" value={(*start_text).clone()} oninput={on_start} />
                </label>
                <label class="inline">{ "Algorithm " }
                    <select data-testid="tree-algorithm" onchange={on_algorithm}>
                        { for TREE_ALGORITHMS.into_iter().map(|a| html! { <option value={a.name()} selected={a == *algorithm}>{ a.label() }</option> }) }
                    </select>
                </label>
                <label class="inline">{ "Heuristic " }
                    <select data-testid="tree-heuristic" onchange={on_heuristic} disabled={!algorithm.uses_heuristic()}>
                        { for Heuristic::ALL.into_iter().map(|h| html! { <option value={h.name()} selected={h == *heuristic}>{ h.label() }</option> }) }
                    </select>
                </label>
            </div>
            <div class="controls">
                <button type="button" class="primary" data-testid="step" onclick={step(1)} disabled={finished}>{ "Step" }</button>
                <button type="button" data-testid="step-10" onclick={step(10)} disabled={finished}>{ "10 steps" }</button>
                <button type="button" data-testid="run" onclick={step(u64::MAX)} disabled={finished}>{ "Run to the end" }</button>
                <button type="button" data-testid="reset" onclick={reset.reform(|_: MouseEvent| ())}>{ "Reset" }</button>
            </div>
            if let Some(message) = &*error {
                <p class="error" data-testid="error" role="alert">{ message.clone() }</p>
            }
            <p class="status" data-testid="status" role="status" aria-live="polite">{ status }</p>
            if !snap.tree.is_empty() {
                { tree_view(&snap.tree, *selected, selected.clone()) }
            }
            if let Some(node) = selected.and_then(|i| snap.tree.get(i)) {
                <div class="node-detail" data-testid="node-detail">
                    <TileBoard board={node.info.state.to_board(3)} label="Selected node's board" />
                    <p>{ format!("g = {}, h = {}, f = {}", node.info.g, number(node.info.h), number(node.info.f)) }
                       { match node.role {
                           NodeRole::Expanded => format!(" — expanded {}.", node.order.map_or(String::new(), |o| format!("#{o}"))),
                           NodeRole::Frontier => " — in the frontier.".into(),
                           NodeRole::Superseded => " — superseded by a cheaper path.".into(),
                           NodeRole::Goal => " — the goal.".into(),
                       } }
                    </p>
                </div>
            }
        </section>
    }
}

/// Nodes on the path from the root to the goal, if the goal is in the tree.
fn goal_path(tree: &[TreeNode<Packed>]) -> Vec<bool> {
    let mut on_path = vec![false; tree.len()];
    let mut node = tree.iter().position(|n| n.role == NodeRole::Goal);
    while let Some(i) = node {
        on_path[i] = true;
        node = tree[i].parent;
    }
    on_path
}

fn tree_view(
    tree: &[TreeNode<Packed>],
    selected: Option<usize>,
    select: UseStateHandle<Option<usize>>,
) -> Html {
    const SLOT: f64 = 46.0;
    const LEVEL: f64 = 70.0;
    const R: f64 = 17.0;
    let parents: Vec<Option<usize>> = tree.iter().map(|n| n.parent).collect();
    let pos = layout(&parents);
    let on_path = goal_path(tree);
    let width = pos.iter().map(|p| p.0).fold(0.0, f64::max) * SLOT + 2.0 * SLOT;
    let height = pos.iter().map(|p| p.1).fold(0.0, f64::max) * LEVEL + 2.0 * LEVEL;
    let xy = |i: usize| (SLOT + pos[i].0 * SLOT, LEVEL * 0.6 + pos[i].1 * LEVEL);
    html! {
        <div class="tree-wrap">
            <svg class="search-tree" data-testid="search-tree" style={format!("--natural-w: {width}px")}
                viewBox={format!("0 0 {width} {height}")} role="group" aria-label="Search tree">
                { for tree.iter().enumerate().filter_map(|(i, n)| n.parent.map(|p| (i, p))).map(|(i, p)| {
                    let ((x1, y1), (x2, y2)) = (xy(p), xy(i));
                    html! { <line class={classes!("edge", on_path[i].then_some("on-path"))} x1={x1.to_string()} y1={y1.to_string()} x2={x2.to_string()} y2={y2.to_string()} /> }
                }) }
                { for tree.iter().enumerate().map(|(i, n)| {
                    let (x, y) = xy(i);
                    let role = match n.role {
                        NodeRole::Expanded => "expanded",
                        NodeRole::Frontier => "frontier",
                        NodeRole::Superseded => "superseded",
                        NodeRole::Goal => "goal",
                    };
                    let on_click = {
                        let select = select.clone();
                        Callback::from(move |_: MouseEvent| select.set(Some(i)))
                    };
                    let on_key = {
                        let select = select.clone();
                        Callback::from(move |e: KeyboardEvent| {
                            if e.key() == "Enter" || e.key() == " " {
                                e.prevent_default();
                                select.set(Some(i));
                            }
                        })
                    };
                    let label = format!("Node g={} h={} f={}, {role}", n.info.g, number(n.info.h), number(n.info.f));
                    html! {
                        <g class={classes!("tree-node", role, on_path[i].then_some("on-path"), (selected == Some(i)).then_some("selected"))}
                           data-testid={format!("tree-node-{i}")} data-role={role} tabindex="0" role="button" aria-label={label}
                           onclick={on_click} onkeydown={on_key}>
                            if selected == Some(i) {
                                // The selected node: a dashed halo outside it, unlike the
                                // frontier's ring on the node itself.
                                <circle class="halo" cx={x.to_string()} cy={y.to_string()} r={(R + 7.0).to_string()} />
                            }
                            <circle cx={x.to_string()} cy={y.to_string()} r={R.to_string()} />
                            <text x={x.to_string()} y={(y + 5.0).to_string()} text-anchor="middle">{ number(n.info.f) }</text>
                            if let Some(order) = n.order {
                                <text class="order" x={(x + R).to_string()} y={(y - R).to_string()}>{ order }</text>
                            }
                        </g>
                    }
                }) }
            </svg>
        </div>
    }
}
