//! The whole population of a small run, best first, as the coursework printed it:
//! `([2, 7, 6, 9, 5, 1, 4, 3, 8], 0)`.

use crate::app::ga::run_panel::fitness_text;
use yew::prelude::*;

/// The list (`data-testid="population"`) of generation `generation`'s population,
/// sorted best first, with each fitness. A plain function rather than a component: it
/// has no state.
pub fn population_list(generation: u64, population: &[(Vec<u32>, f64)]) -> Html {
    html! {
        <section class="population" aria-labelledby="population-title">
            <h2 id="population-title">{ format!("Generation {generation}: the whole population, best first") }</h2>
            <ol class="population-list" data-testid="population">
                { for population.iter().map(|(genome, fitness)| {
                    let numbers = genome.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
                    html! { <li class={classes!((*fitness == 0.0).then_some("magic"))}>{ format!("([{numbers}], {})", fitness_text(*fitness)) }</li> }
                }) }
            </ol>
        </section>
    }
}
