//! The GA pages' quiz questions, asked before a generation from what its first breeding
//! does ([`BreedPeek`], found by breeding a copy of the run): "Which individual wins
//! this tournament?" and "What is this child's fitness?". They take turns by
//! generation; each falls back on the other where it cannot be asked (no tournament,
//! or a child too large to draw). A magic square crossed by PMX also asks for a gene
//! of the child that PMX moved ([`pmx_question`]).

use super::quiz::{Choice, Question};
use crate::engine::ga::view::fitness_text;
use crate::engine::ga::{BreedPeek, Objective};
use crate::engine::magic::perm::Trace;

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

/// How many numbers the PMX question offers at most.
const GENE_CHOICES: usize = 4;

/// "Fill in the PMX child's missing genes", one gene at a time: PMX crossed `a` and `b`
/// (generation `generation`'s first parents) as `trace` tells, copying B's window into
/// A by swaps. The child is drawn with the genes the swaps moved left blank, and the
/// question asks for the first of them; the choices are the numbers the blanks hold,
/// and the values A and B have there (the tempting slips), in increasing order.
pub fn pmx_question(generation: u64, a: &[u32], b: &[u32], trace: &Trace) -> Option<Question> {
    let &gene = trace.repaired.first()?;
    let right = *trace.child.get(gene)?;
    let mut board = Vec::with_capacity(trace.child.len());
    for (i, &v) in trace.child.iter().enumerate() {
        board.push(if trace.repaired.contains(&i) {
            0
        } else {
            u8::try_from(v).ok()?
        });
    }
    let mut offered: Vec<u32> = vec![right];
    let slips = [a.get(gene), b.get(gene)].into_iter().flatten();
    for &v in trace
        .repaired
        .iter()
        .filter_map(|&i| trace.child.get(i))
        .chain(slips)
    {
        if !offered.contains(&v) && offered.len() < GENE_CHOICES {
            offered.push(v);
        }
    }
    if offered.len() < 2 {
        return None;
    }
    crate::engine::small_sort::sort_small_by_key(&mut offered, |&v| v);
    let list = |genes: &[u32]| {
        genes
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (lo, hi) = trace.cut;
    let blanks: Vec<String> = trace.repaired.iter().map(|i| (i + 1).to_string()).collect();
    Some(Question {
        prompt: format!(
            "PMX crosses generation {generation}'s first parents, A = {} and B = {}, taking genes {}–{hi} from B. The child is drawn with the genes PMX moved left blank ({}). Which number goes in gene {}?",
            list(a),
            list(b),
            lo + 1,
            blanks.join(", "),
            gene + 1
        ),
        board: Some(board),
        choices: offered
            .iter()
            .map(|&v| Choice {
                label: v.to_string(),
                board: None,
                right: v == right,
                reveal: format!("{v}"),
            })
            .collect(),
        rule: "PMX starts from A and swaps each of B's window values into place, so a gene outside the window that held one of them takes the value it was swapped with".to_string(),
        answer: format!("{right}"),
        cells: Vec::new(),
        multi: false,
    })
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
            crossing: None,
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

    #[test]
    fn the_pmx_question_blanks_the_moved_genes_and_asks_for_the_first() {
        use crate::engine::magic::PermCrossover;
        let a = [1, 2, 3, 4, 5, 6, 7, 8, 9];
        let b = [3, 7, 5, 1, 6, 8, 2, 4, 9];
        let trace = PermCrossover::Pmx.apply(&a, &b, (0, 3));
        // Swapping B's 3, 7, 5 into genes 1–3 moves A's 1, 2, 3 out to genes 3, 5, 7.
        assert_eq!(trace.child, [3, 7, 5, 4, 1, 6, 2, 8, 9]);
        let q = pmx_question(8, &a, &b, &trace).unwrap();
        assert!(q
            .prompt
            .contains("A = 1 2 3 4 5 6 7 8 9 and B = 3 7 5 1 6 8 2 4 9"));
        assert!(q.prompt.contains("taking genes 1–3 from B"), "{}", q.prompt);
        assert!(
            q.prompt
                .ends_with("left blank (5, 7). Which number goes in gene 5?"),
            "{}",
            q.prompt
        );
        assert_eq!(q.board.as_deref(), Some(&[3, 7, 5, 4, 0, 6, 0, 8, 9][..]));
        let labels: Vec<&str> = q.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(
            labels,
            ["1", "2", "5", "6"],
            "the blanks' values, A's and B's gene 5"
        );
        assert_eq!(q.right_labels(), ["1"]);
        assert!(q
            .judge(3)
            .unwrap()
            .text
            .ends_with("which is 1; this one is 6."));
        let untouched = PermCrossover::Pmx.apply(&a, &a, (0, 3));
        assert_eq!(
            pmx_question(8, &a, &a, &untouched),
            None,
            "nothing moved, nothing to ask"
        );
    }

    /// On a real run, the peek's parents and random numbers draw the crossover the run
    /// made: the child bred differs from the PMX child only by mutation's one swap.
    #[test]
    fn the_pmx_question_follows_the_run_s_own_crossover() {
        use crate::engine::magic::PermCrossover;
        let (_, config) = preset_parts(MagicPreset::Seed004, 4);
        let problem = square_problem(4, PermCrossover::Pmx);
        let mut ga = Ga::new(problem.clone(), config, 5).unwrap();
        let mut asked = 0;
        for _ in 0..40 {
            let peek = ga.peek_breed().unwrap();
            if let (Some((a, b, rng)), Some((child, _))) = (&peek.crossing, &peek.child) {
                let trace = PermCrossover::Pmx.apply(a, b, problem.cuts(&mut rng.clone()));
                let differ = trace
                    .child
                    .iter()
                    .zip(child)
                    .filter(|(x, y)| x != y)
                    .count();
                assert!(
                    differ == 0 || differ == 2,
                    "generation {}: {differ} genes differ",
                    peek.generation
                );
                if let Some(q) = pmx_question(peek.generation, a, b, &trace) {
                    let board = q.board.clone().unwrap();
                    for (i, &v) in board.iter().enumerate() {
                        let blank = trace.repaired.contains(&i);
                        assert_eq!(v == 0, blank, "gene {i}");
                        assert!(blank || u32::from(v) == trace.child[i]);
                    }
                    assert_eq!(
                        q.right_labels(),
                        [trace.child[trace.repaired[0]].to_string().as_str()]
                    );
                    asked += 1;
                }
            }
            crate::engine::run::Run::step(&mut ga, 1);
        }
        assert!(asked > 5, "{asked} PMX questions");
    }
}
