//! The search-tree page.

use super::layout::layout;
use super::state::{Snapshot, TreeAction, TreeState, MAX_TREE};
use crate::app::browser::{now_ms, read_hash, write_hash};
use crate::app::forms::select_change;
use crate::app::tiles::narrate::number;
use crate::app::widgets::tile_board::TileBoard;
use crate::engine::decimal::shortest;
use crate::engine::search::{NodeRole, TreeNode};
use crate::engine::tiles::heuristics::Heuristic;
use crate::engine::tiles::solve::{solver, Algorithm, SolveConfig, TileStepper};
use crate::engine::tiles::{parse_board, GoalKind, Packed, Shape};
use crate::links::tiles::{board_param, shape_param};
use crate::links::tree::{TreeLink, TREE_ALGORITHMS};
use crate::model::pacing::FrameBudget;
use gloo::render::{request_animation_frame, AnimationFrame};
use yew::prelude::*;

/// Expansions between two looks at the clock while running past the drawing.
const CHUNK: u64 = 2_000;

/// Expansions drawn per frame while the tree still fits: drawing hundreds of new nodes
/// at once takes longer than a frame should.
const GROW: u64 = 16;

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
    let (link, problems) = TreeLink::read(pairs);
    let start = link
        .board
        .map_or_else(|| "4 1 3\n7 2 6\n0 5 8".to_string(), |b| b.to_string());
    let algorithm = link.algorithm.unwrap_or(Algorithm::AStar);
    let heuristic = link.heuristic.unwrap_or(Heuristic::Misplaced);
    (start, algorithm, heuristic, problems)
}

/// The search-tree page.
#[hook]
pub fn use_tree_page() -> Html {
    let state = use_reducer(|| {
        let (start, algorithm, heuristic, problem) = from_query(&read_hash().1);
        TreeState {
            error: problem,
            ..TreeState::new(start, algorithm, heuristic)
        }
    });
    let stepper = use_mut_ref(|| None::<(u64, TileStepper)>);
    {
        let board = parse_board(&state.start_text, None).ok();
        let mut query = Vec::new();
        if let Some(shape) = board.as_ref().and_then(|b| shape_param(b.shape())) {
            query.push(("shape", shape));
        }
        query.extend([
            ("board", board.as_ref().map_or(String::new(), board_param)),
            ("algo", state.algorithm.name().to_string()),
            ("h", state.heuristic.name().to_string()),
        ]);
        use_effect_with(query, |q| write_hash("tree", q));
    }

    // The callback below, for its own next frame, and that frame while one is pending.
    let this = use_mut_ref(|| None::<Callback<u64>>);
    let pending = use_mut_ref(|| None::<AnimationFrame>);
    let frame_budget = use_mut_ref(FrameBudget::default);
    {
        // A new run (Reset, another board or algorithm) drops the old run's next frame.
        let pending = pending.clone();
        use_effect_with(state.run, move |_| {
            pending.borrow_mut().take();
        });
    }

    // Builds the solver if needed, steps it `n` times, and refreshes the picture. Past
    // the drawing, it steps for at most one frame's budget and goes on at the next
    // frame, so "Run to the end" never holds the page for long.
    let advance = {
        let (state, stepper) = (state.clone(), stepper.clone());
        let (this, pending) = (this.clone(), pending.clone());
        let frame_budget = frame_budget.clone();
        Callback::from(move |n: u64| {
            let mut slot = stepper.borrow_mut();
            if slot.as_ref().map(|(run, _)| *run) != Some(state.run) {
                *slot = None;
                let start = match parse_board(&state.start_text, None) {
                    Ok(b) => b,
                    Err(e) => {
                        state.dispatch(TreeAction::ShowError(format!("Start: {e}")));
                        return;
                    }
                };
                match solver(
                    &start,
                    &GoalKind::BlankLast.board_of(start.shape()),
                    SolveConfig::new(state.algorithm, state.heuristic),
                ) {
                    Ok(s) => *slot = Some((state.run, s)),
                    Err(e) => {
                        state.dispatch(TreeAction::ShowError(e.to_string()));
                        return;
                    }
                }
            }
            let (_, s) = slot.as_mut().expect("built above");
            // One expansion at a time while the tree fits (at most `GROW` a frame),
            // remembering the last tree that did: it stays on screen once the search
            // outgrows the drawing. Past it, chunks until the frame's budget is spent.
            let started = now_ms();
            let budget_ms = frame_budget.borrow_mut().begin(started);
            let in_budget = || now_ms() - started < budget_ms;
            let mut last_fit = state.snap.tree.clone();
            let mut left = n;
            let mut fits = !state.snap.too_big;
            let mut grown = 0;
            while fits && left > 0 && !s.status().is_finished() && in_budget() && grown < GROW {
                s.step(1);
                left -= 1;
                grown += 1;
                match s.tree(MAX_TREE) {
                    Some(tree) => last_fit = tree,
                    None => fits = false,
                }
            }
            while !fits && left > 0 && !s.status().is_finished() && in_budget() {
                let chunk = left.min(CHUNK);
                s.step(chunk);
                left -= chunk;
            }
            frame_budget.borrow_mut().end(started, now_ms());
            state.dispatch(TreeAction::Advanced(snapshot(s, Some(last_fit))));
            if left > 0 && !s.status().is_finished() {
                if let Some(again) = this.borrow().clone() {
                    let frame = request_animation_frame(move |_| again.emit(left));
                    *pending.borrow_mut() = Some(frame);
                }
            }
        })
    };
    *this.borrow_mut() = Some(advance.clone());
    let send = |action: TreeAction| {
        let state = state.clone();
        Callback::from(move |_: MouseEvent| state.dispatch(action.clone()))
    };
    let on_start = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            state.dispatch(TreeAction::EditStart(
                e.target_unchecked_into::<web_sys::HtmlTextAreaElement>()
                    .value(),
            ))
        })
    };
    let on_algorithm = {
        let state = state.clone();
        select_change(Algorithm::from_name, move |a| {
            state.dispatch(TreeAction::SetAlgorithm(a))
        })
    };
    let on_heuristic = {
        let state = state.clone();
        select_change(Heuristic::from_name, move |h| {
            state.dispatch(TreeAction::SetHeuristic(h))
        })
    };
    // One callback for the page's life, so the drawing's props stay equal (and it is
    // not drawn again) while a run goes on past it.
    let on_select = {
        let dispatcher = state.dispatcher();
        use_callback((), move |i: usize, _| {
            dispatcher.dispatch(TreeAction::Select(i))
        })
    };
    let step = |n: u64| {
        let advance = advance.clone();
        Callback::from(move |_| advance.emit(n))
    };
    let finished = state.finished();
    let (snap, selected) = (&state.snap, state.selected);
    // The nodes' shape: the start's (a run only exists for a board that was read).
    let shape = parse_board(&state.start_text, None).map_or(Shape::EIGHT, |b| b.shape());
    html! {
        <section class="tree-page" aria-labelledby="tree-title">
            <h1 id="tree-title">{ "The search tree" }</h1>
            <p class="lead">{ "Every node the search generated, drawn as a tree: filled nodes are expanded (numbered in order), ringed nodes wait in the frontier, faded ones were superseded by a cheaper path. Each node shows f." }</p>
            <div class="tree-setup">
                <label class="field">{ "Start (any shape, one row per line; goal 1 … 0)" }
                    <textarea rows="4" data-testid="tree-start" value={state.start_text.clone()} oninput={on_start} />
                </label>
                <label class="inline">{ "Algorithm " }
                    <select data-testid="tree-algorithm" onchange={on_algorithm}>
                        { for TREE_ALGORITHMS.into_iter().map(|a| html! { <option value={a.name()} selected={a == state.algorithm}>{ a.label() }</option> }) }
                    </select>
                </label>
                <label class="inline">{ "Heuristic " }
                    <select data-testid="tree-heuristic" onchange={on_heuristic} disabled={!state.algorithm.uses_heuristic()}>
                        { for Heuristic::ALL.into_iter().map(|h| html! { <option value={h.name()} selected={h == state.heuristic}>{ h.label() }</option> }) }
                    </select>
                </label>
            </div>
            <div class="controls">
                <button type="button" class="primary" data-testid="step" onclick={step(1)} disabled={finished}>{ "Step" }</button>
                <button type="button" data-testid="step-10" onclick={step(10)} disabled={finished}>{ "10 steps" }</button>
                <button type="button" data-testid="run" onclick={step(u64::MAX)} disabled={finished}>{ "Run to the end" }</button>
                <button type="button" data-testid="reset" onclick={send(TreeAction::Reset)}>{ "Reset" }</button>
            </div>
            if let Some(message) = &state.error {
                <p class="error" data-testid="error" role="alert">{ message.clone() }</p>
            }
            <p class="status" data-testid="status" role="status" aria-live="polite">{ state.status_line() }</p>
            if !snap.tree.is_empty() {
                { tree_view(&snap.tree, selected, on_select) }
            }
            if let Some(node) = selected.and_then(|i| snap.tree.get(i)) {
                <div class="node-detail" data-testid="node-detail">
                    <TileBoard board={node.info.state.to_board(shape)} label="Selected node's board" />
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

/// The tree as an SVG of node buttons, the `selected` node's details showing; `select`
/// receives the node picked. (A plain function: the page holds the state.)
fn tree_view(tree: &[TreeNode<Packed>], selected: Option<usize>, select: Callback<usize>) -> Html {
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
            <svg class="search-tree" data-testid="search-tree" style={format!("--natural-w: {}px", shortest(width))}
                viewBox={format!("0 0 {} {}", shortest(width), shortest(height))} role="group" aria-label="Search tree">
                { for tree.iter().enumerate().filter_map(|(i, n)| n.parent.map(|p| (i, p))).map(|(i, p)| {
                    let ((x1, y1), (x2, y2)) = (xy(p), xy(i));
                    html! { <line class={classes!("edge", on_path[i].then_some("on-path"))} x1={shortest(x1)} y1={shortest(y1)} x2={shortest(x2)} y2={shortest(y2)} /> }
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
                        Callback::from(move |_: MouseEvent| select.emit(i))
                    };
                    let on_key = {
                        let select = select.clone();
                        Callback::from(move |e: KeyboardEvent| {
                            if e.key() == "Enter" || e.key() == " " {
                                e.prevent_default();
                                select.emit(i);
                            }
                        })
                    };
                    let expansion = n.order.map_or(String::new(), |o| format!(", expansion #{o}"));
                    let label = format!("f {}: node with g {} and h {}, {role}{expansion}", number(n.info.f), n.info.g, number(n.info.h));
                    html! {
                        <g class={classes!("tree-node", role, on_path[i].then_some("on-path"), (selected == Some(i)).then_some("selected"))}
                           data-testid={format!("tree-node-{i}")} data-role={role} tabindex="0" role="button" aria-label={label}
                           onclick={on_click} onkeydown={on_key}>
                            if selected == Some(i) {
                                // The selected node: a dashed halo outside it, unlike the
                                // frontier's ring on the node itself.
                                <circle class="halo" cx={shortest(x)} cy={shortest(y)} r={shortest(R + 7.0)} />
                            }
                            <circle cx={shortest(x)} cy={shortest(y)} r={shortest(R)} />
                            <text x={shortest(x)} y={shortest(y + 5.0)} text-anchor="middle">{ number(n.info.f) }</text>
                        </g>
                    }
                }) }
                // Expansion numbers sit outside the node buttons, whose names start
                // with the f they show (each button's visible text is in its name).
                <g class="orders" aria-hidden="true">
                    { for tree.iter().enumerate().filter_map(|(i, n)| n.order.map(|o| (i, o))).map(|(i, order)| {
                        let (x, y) = xy(i);
                        html! { <text class="order" x={shortest(x + R)} y={shortest(y - R)}>{ order }</text> }
                    }) }
                </g>
            </svg>
        </div>
    }
}
