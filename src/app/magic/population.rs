//! The whole population of a small run, best first, as the coursework printed it:
//! `([2, 7, 6, 9, 5, 1, 4, 3, 8], 0)`.

use crate::app::ga::run_panel::fitness_text;
use yew::prelude::*;

/// Properties of [`PopulationList`].
#[derive(Properties, PartialEq)]
pub struct PopulationListProps {
    /// The order of the squares (for the caption).
    pub n: usize,
    /// The population sorted best first, with each fitness.
    pub population: Vec<(Vec<u32>, f64)>,
    /// The generation shown.
    pub generation: u64,
}

/// The list (`data-testid="population"`).
#[function_component(PopulationList)]
pub fn population_list(props: &PopulationListProps) -> Html {
    html! {
        <section class="population" aria-labelledby="population-title">
            <h2 id="population-title">{ format!("Generation {}: the whole population, best first", props.generation) }</h2>
            <ol class="population-list" data-testid="population">
                { for props.population.iter().map(|(genome, fitness)| {
                    let numbers = genome.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ");
                    html! { <li class={classes!((*fitness == 0.0).then_some("magic"))}>{ format!("([{numbers}], {})", fitness_text(*fitness)) }</li> }
                }) }
            </ol>
        </section>
    }
}
