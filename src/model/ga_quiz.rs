//! The GA pages' quiz questions, asked before a generation from what its first breeding
//! does ([`BreedPeek`], found by breeding a copy of the run): "Which individual wins
//! this tournament?" and "What is this child's fitness?". They take turns by
//! generation; each falls back on the other where it cannot be asked (no tournament,
//! or a child too large to draw).

use super::quiz::{Choice, Question};
use crate::engine::ga::view::fitness_text;
use crate::engine::ga::{BreedPeek, Objective};

/// How many numbers the fitness question offers.
const FITNESS_CHOICES: usize = 4;

/// What the question maker needs to know about the problem besides the peek.
pub struct GaQuizContext<'a> {
    /// Whether smaller or larger fitness is better.
    pub objective: Objective,
    /// What fitness measures, e.g. "duplicates in rows, columns and boxes (0 = solved)".
    pub fitness_words: &'a str,
    /// The tournament's size, when the selection is a tournament of two or more.
    pub tournament: Option<usize>,
}

/// The question before generation `peek.generation`, if there is one to ask. `drawn`
/// turns the child into the small board the question shows (its cells row by row), or
/// `None` when it is too large to read.
pub fn ga_question<G>(
    peek: &BreedPeek<G>,
    context: &GaQuizContext,
    drawn: impl Fn(&G) -> Option<Vec<u8>>,
) -> Option<Question> {
    let tournament = || tournament_question(peek, context);
    let child = || child_question(peek, context, &drawn);
    if peek.generation % 2 == 1 {
        tournament().or_else(child)
    } else {
        child().or_else(tournament)
    }
}

/// "lowest" or "highest": where the fitter end is.
fn fitter_end(objective: Objective) -> &'static str {
    match objective {
        Objective::Minimize => "lowest",
        Objective::Maximize => "highest",
    }
}

/// "Which individual wins?": the contestants (each once, in the order drawn), every one
/// tied with the winner's fitness right.
fn tournament_question<G>(peek: &BreedPeek<G>, context: &GaQuizContext) -> Option<Question> {
    let k = context.tournament?;
    let mut seen: Vec<(usize, f64)> = Vec::new();
    for &(rank, fitness) in &peek.contestants {
        if !seen.iter().any(|s| s.0 == rank) {
            seen.push((rank, fitness));
        }
    }
    let winner = peek.winner()?;
    let best = seen.iter().find(|s| s.0 == winner)?.1;
    if seen.iter().all(|s| s.1 == best) {
        return None; // nothing to choose between
    }
    let name = |i: usize| char::from(b'A' + i as u8);
    Some(Question {
        prompt: format!(
            "Generation {}'s first {k}-way tournament draws these individuals. Which one wins?",
            peek.generation
        ),
        board: None,
        choices: seen
            .iter()
            .enumerate()
            .map(|(i, &(rank, fitness))| Choice {
                label: format!("{} · fitness {}", name(i), fitness_text(fitness)),
                board: None,
                right: fitness == best,
                reveal: format!(
                    "fitness {}, ranked {} in the population",
                    fitness_text(fitness),
                    rank + 1
                ),
            })
            .collect(),
        rule: format!(
            "a tournament keeps the fittest individual it draws, here the {} fitness ({})",
            fitter_end(context.objective),
            context.fitness_words
        ),
        answer: format!("fitness {}", fitness_text(best)),
        cells: Vec::new(),
        multi: false,
    })
}

/// "What is this child's fitness?": the child drawn, its true fitness among
/// [`FITNESS_CHOICES`] whole numbers around it (where it falls among them changes with
/// the generation).
fn child_question<G>(
    peek: &BreedPeek<G>,
    context: &GaQuizContext,
    drawn: &impl Fn(&G) -> Option<Vec<u8>>,
) -> Option<Question> {
    let (genome, fitness) = peek.child.as_ref()?;
    let board = drawn(genome)?;
    if fitness.fract() != 0.0 || *fitness < 0.0 {
        return None;
    }
    let truth = *fitness as u64;
    let spacing = (truth / 8).max(1);
    let below = (peek.generation as usize % FITNESS_CHOICES) as u64;
    let first = truth.saturating_sub(below * spacing);
    let how = if peek.crossed {
        format!(
            "bred by crossing parents of fitness {} and {}, then mutated",
            fitness_text(peek.parents[0]),
            fitness_text(peek.parents[1])
        )
    } else {
        format!(
            "a mutated copy of a parent of fitness {}",
            fitness_text(peek.parents[0])
        )
    };
    Some(Question {
        prompt: format!(
            "Generation {}'s first child ({how}) is drawn here. What is its fitness?",
            peek.generation
        ),
        board: Some(board),
        choices: (0..FITNESS_CHOICES as u64)
            .map(|i| {
                let value = first + i * spacing;
                Choice {
                    label: value.to_string(),
                    board: None,
                    right: value == truth,
                    reveal: format!("fitness {value}"),
                }
            })
            .collect(),
        rule: format!("its fitness counts the {}", context.fitness_words),
        answer: format!("fitness {truth}"),
        cells: Vec::new(),
        multi: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ga::Ga;
    use crate::engine::magic::square::fitness as magic_fitness;
    use crate::engine::magic::MagicPreset;
    use crate::model::magic::{preset_parts, square_problem};

    fn peek(generation: u64, contestants: Vec<(usize, f64)>) -> BreedPeek<Vec<u8>> {
        BreedPeek {
            generation,
            contestants,
            child: Some((vec![1, 2, 3, 4], 13.0)),
            parents: [10.0, 12.0],
            crossed: true,
        }
    }

    fn context(tournament: Option<usize>) -> GaQuizContext<'static> {
        GaQuizContext {
            objective: Objective::Minimize,
            fitness_words: "duplicates",
            tournament,
        }
    }

    #[allow(clippy::ptr_arg)] // the test genome's type is `Vec<u8>`
    fn drawn(genome: &Vec<u8>) -> Option<Vec<u8>> {
        Some(genome.clone())
    }

    #[test]
    fn the_tournament_question_offers_each_contestant_once_and_ties_are_right() {
        let p = peek(3, vec![(7, 9.0), (2, 5.0), (7, 9.0), (4, 5.0)]);
        let q = ga_question(&p, &context(Some(4)), drawn).unwrap();
        assert!(q.prompt.contains("first 4-way tournament"), "{}", q.prompt);
        let labels: Vec<&str> = q.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(labels, ["A · fitness 9", "B · fitness 5", "C · fitness 5"]);
        assert_eq!(
            q.right_labels(),
            ["B · fitness 5", "C · fitness 5"],
            "ranks 3 and 5 tie at fitness 5"
        );
        let wrong = q.judge(0).unwrap();
        assert_eq!(
            wrong.text,
            "Not quite: a tournament keeps the fittest individual it draws, here the lowest fitness (duplicates), which is fitness 5; this one is fitness 9, ranked 8 in the population."
        );
        assert!(q.judge(2).unwrap().text.contains("2 choices tie"));
    }

    #[test]
    fn a_maximised_fitness_wins_at_the_highest() {
        let p = peek(1, vec![(0, 240.0), (5, 231.0)]);
        let mut c = context(Some(2));
        c.objective = Objective::Maximize;
        let q = ga_question(&p, &c, drawn).unwrap();
        assert_eq!(q.right_labels(), ["A · fitness 240"]);
        assert!(q.rule.contains("highest fitness"));
    }

    #[test]
    fn the_child_question_holds_the_true_fitness_among_nearby_numbers() {
        for generation in [2, 4, 6, 8] {
            let q = ga_question(&peek(generation, Vec::new()), &context(Some(2)), drawn).unwrap();
            assert!(q.prompt.contains("parents of fitness 10 and 12"));
            assert_eq!(q.board.as_deref(), Some(&[1, 2, 3, 4][..]));
            assert_eq!(q.right_labels(), ["13"], "generation {generation}");
            let values: Vec<u64> = q.choices.iter().map(|c| c.label.parse().unwrap()).collect();
            assert!(values.windows(2).all(|w| w[1] == w[0] + 1), "{values:?}");
        }
        let positions: Vec<usize> = [2u64, 3]
            .iter()
            .map(|&g| {
                let q = child_question(&peek(g, Vec::new()), &context(None), &drawn).unwrap();
                q.choices.iter().position(|c| c.right).unwrap()
            })
            .collect();
        assert_ne!(positions[0], positions[1], "the answer's place varies");
    }

    #[test]
    fn each_question_falls_back_on_the_other() {
        let odd = peek(5, vec![(1, 3.0), (6, 8.0)]);
        assert!(ga_question(&odd, &context(Some(2)), drawn)
            .unwrap()
            .prompt
            .contains("tournament"));
        assert!(ga_question(&odd, &context(None), drawn)
            .unwrap()
            .prompt
            .contains("child"));
        let even = peek(6, vec![(1, 3.0), (6, 8.0)]);
        let hidden = |_: &Vec<u8>| None;
        assert!(ga_question(&even, &context(Some(2)), hidden)
            .unwrap()
            .prompt
            .contains("tournament"));
        assert_eq!(ga_question(&even, &context(None), hidden), None);
        let all_tied = peek(5, vec![(1, 3.0), (2, 3.0)]);
        assert_eq!(ga_question(&all_tied, &context(Some(2)), hidden), None);
    }

    /// On a real run, the peek is what the next generation does: its tournament's
    /// winner is the best contestant, its child's fitness is the child's, and the
    /// generation it names is the one the run then breeds.
    #[test]
    fn questions_from_a_real_run_are_right() {
        let (crossover, config) = preset_parts(MagicPreset::Seed004, 3);
        let mut ga = Ga::new(square_problem(3, crossover), config, 7).unwrap();
        let context = GaQuizContext {
            objective: Objective::Minimize,
            fitness_words: "line sums' distance from 15",
            tournament: Some(2),
        };
        let cells = |g: &Vec<u32>| Some(g.iter().map(|&v| v as u8).collect());
        let mut asked = [0; 2];
        for _ in 0..12 {
            let Some(p) = ga.peek_breed() else { break };
            assert_eq!(p.generation, ga.counters().generation + 1);
            let (child, fitness) = p.child.clone().unwrap();
            assert_eq!(magic_fitness(&child, 3) as f64, fitness);
            let q = ga_question(&p, &context, cells).unwrap();
            if q.prompt.contains("tournament") {
                asked[0] += 1;
                let winner = p.winner().unwrap();
                let best = p.contestants.iter().find(|c| c.0 == winner).unwrap().1;
                assert!(p.contestants.iter().all(|c| c.1 >= best));
            } else {
                asked[1] += 1;
                assert_eq!(q.right_labels(), [fitness_text(fitness).as_str()]);
            }
            let before = ga.clone();
            crate::engine::run::Run::step(&mut ga, 1);
            assert_eq!(
                before.peek_breed(),
                Some(p.clone()),
                "peeking changes nothing"
            );
            let events = crate::engine::run::Run::view(&mut ga).events;
            let crossed = events.iter().find_map(|e| match e {
                crate::engine::ga::GaEvent::Crossover { children, .. } => Some(children[0]),
                _ => None,
            });
            if p.crossed {
                assert_eq!(crossed, Some(fitness), "the run bred the child peeked");
            }
        }
        assert!(asked[0] > 0 && asked[1] > 0, "{asked:?}");
    }
}
