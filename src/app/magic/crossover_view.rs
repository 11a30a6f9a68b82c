//! The crossover view: two parents, the cut points and the child, each gene marked by
//! the parent it came from (colour plus a letter and a pattern, so colour is never the
//! only cue), with PMX's repaired genes outlined.

use super::state::square_problem;
use crate::engine::ga::Problem;
use crate::engine::magic::perm::Parent;
use crate::engine::magic::{PermCrossover, Trace};
use crate::engine::rng::Rng;
use yew::prelude::*;

/// The largest order whose genes are drawn one by one.
const MAX_SHOWN_ORDER: usize = 6;

/// One row of genes: `marks[i]` says which parent position `i` shows, if any.
fn genes(
    testid: &str,
    title: &str,
    values: &[u32],
    marks: &[Option<Parent>],
    trace: &Trace,
) -> Html {
    let (lo, hi) = trace.cut;
    html! {
        <div class="gene-row" data-testid={testid.to_string()}>
            <span class="gene-title">{ title }</span>
            <ol class="genes">
                { for values.iter().enumerate().map(|(i, v)| {
                    let parent = marks[i];
                    let repaired = testid == "crossover-child" && trace.repaired.contains(&i);
                    let class = classes!(
                        "gene",
                        match parent { Some(Parent::A) => "from-a", Some(Parent::B) => "from-b", None => "plain" },
                        (i >= lo && i < hi).then_some("in-window"),
                        repaired.then_some("repaired"),
                        (i == lo).then_some("cut-left"),
                        (i + 1 == hi).then_some("cut-right"),
                    );
                    let tag = match parent { Some(Parent::A) => "A", Some(Parent::B) => "B", None => "" };
                    let title = format!("position {}: {v}{}{}", i + 1,
                        match parent { Some(Parent::A) => ", from parent A", Some(Parent::B) => ", from parent B", None => "" },
                        if repaired { ", moved by PMX's repair" } else { "" });
                    html! {
                        <li class={class} title={title.clone()} aria-label={title}>
                            <span class="gene-value">{ v }</span>
                            <span class="gene-tag" aria-hidden="true">{ tag }{ if repaired { "*" } else { "" } }</span>
                        </li>
                    }
                }) }
            </ol>
        </div>
    }
}

/// The panel for squares of order `n` crossed by `crossover`, with a button to draw
/// another pair of cut points. `parents` are the squares to cross (the run's two best);
/// `None` draws two random squares. `draw` numbers the draw of cut points (and random
/// parents). (A plain function: the page holds the state.)
pub fn crossover_panel(
    n: usize,
    crossover: PermCrossover,
    parents: Option<(Vec<u32>, Vec<u32>)>,
    draw: &UseStateHandle<u64>,
) -> Html {
    if n > MAX_SHOWN_ORDER {
        return html! {};
    }
    let m = n * n;
    let mut rng = Rng::new(**draw);
    let shown_best = parents.is_some();
    let (a, b) = parents.unwrap_or_else(|| {
        let problem = square_problem(n, crossover);
        let a = problem.random(&mut rng);
        (a, problem.random(&mut rng))
    });
    let lo = rng.index(m);
    let hi = lo + 1 + rng.index(m - lo);
    let trace = crossover.apply(&a, &b, (lo, hi));
    let all = |p: Parent| vec![Some(p); m];
    let (clo, chi) = trace.cut;
    let cuts = if crossover.uses_cuts() {
        format!("Cut points: genes {} to {} (the window).", clo + 1, chi)
    } else {
        "Cycle crossover has no cut points: it follows cycles of positions.".to_string()
    };
    let repairs = if crossover == PermCrossover::Pmx {
        format!(
            " PMX copied B's window in by swaps; {} gene(s) outside the window moved to make room (marked *).",
            trace.repaired.len()
        )
    } else {
        String::new()
    };
    let child_marks: Vec<Option<Parent>> = trace.source.iter().copied().map(Some).collect();
    let onclick = {
        let draw = draw.clone();
        Callback::from(move |_| draw.set(*draw + 1))
    };
    html! {
        <section class="crossover-view" aria-labelledby="crossover-title" data-testid="crossover-view">
            <h2 id="crossover-title">{ format!("Crossover: {}", crossover.label()) }</h2>
            <p class="hint">
                { if shown_best { "The run's two best squares as parents. " } else { "Two random squares as parents. " } }
                { cuts }{ repairs }
            </p>
            { genes("crossover-parent-a", "Parent A", &a, &all(Parent::A), &trace) }
            { genes("crossover-parent-b", "Parent B", &b, &all(Parent::B), &trace) }
            { genes("crossover-child", "Child", &trace.child, &child_marks, &trace) }
            <p class="legend-line">
                <span class="gene from-a legend-gene"><span class="gene-tag">{ "A" }</span></span>{ " from parent A " }
                <span class="gene from-b legend-gene"><span class="gene-tag">{ "B" }</span></span>{ " from parent B (striped) " }
                if crossover == PermCrossover::Pmx { <span>{ "* moved by the repair" }</span> }
            </p>
            <button type="button" data-testid="crossover-again" {onclick}>{ "Other cut points" }</button>
        </section>
    }
}
