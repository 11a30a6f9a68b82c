//! The logic view's quiz: before each step of the path, "Which technique does the
//! solver use next?". The choices are the step's own technique and its neighbours in
//! the solver's order ([`DrawnStep::choices`], drawn by the worker): the solver tries
//! techniques cheapest first and takes the first that finds something, so a cheaper
//! choice finds nothing here, and a costlier one is only tried after.

use super::quiz::{Choice, Question};
use crate::engine::small_sort::sort_small_by_key;
use crate::engine::sudoku::logic::DrawnStep;
use std::cmp::Ordering;

/// The question before `step` is taken; `None` when it offers no choice.
pub fn logic_question(step: &DrawnStep) -> Option<Question> {
    let own = step.choices.iter().position(|c| *c == step.words)?;
    if step.choices.len() < 2 {
        return None;
    }
    // In alphabetical order, so the solver's order gives nothing away.
    let mut order: Vec<usize> = (0..step.choices.len()).collect();
    sort_small_by_key(&mut order, |&i| step.choices.get(i).cloned());
    let choices = order
        .into_iter()
        .filter_map(|i| {
            let reveal = match i.cmp(&own) {
                Ordering::Less => "cheaper, and it finds nothing here",
                Ordering::Equal => "the cheapest that finds something here",
                Ordering::Greater => "costlier, so the solver tries it only later",
            };
            Some(Choice {
                label: step.choices.get(i)?.clone(),
                board: None,
                right: i == own,
                reveal: reveal.to_string(),
            })
        })
        .collect();
    Some(Question {
        prompt: "Which technique does the solver use next?".to_string(),
        board: None,
        choices,
        rule: "the solver tries techniques cheapest first and takes the first that finds something"
            .to_string(),
        answer: step.words.clone(),
        cells: Vec::new(),
        multi: false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::sudoku::logic::{draw_path, rate, solve_grid, State};
    use crate::engine::sudoku::Grid;

    fn step(words: &str, choices: &[&str]) -> DrawnStep {
        DrawnStep {
            words: words.into(),
            sentence: String::new(),
            what: String::new(),
            overlay: String::new(),
            cells: Vec::new(),
            choices: choices.iter().map(|c| c.to_string()).collect(),
        }
    }

    #[test]
    fn the_step_s_technique_is_right_and_the_others_are_told_apart() {
        let s = step(
            "X-Wing",
            &["Hidden Triple", "Naked Quad", "X-Wing", "Skyscraper"],
        );
        let q = logic_question(&s).unwrap();
        let labels: Vec<&str> = q.choices.iter().map(|c| c.label.as_str()).collect();
        assert_eq!(
            labels,
            ["Hidden Triple", "Naked Quad", "Skyscraper", "X-Wing"],
            "alphabetical"
        );
        let right: Vec<bool> = q.choices.iter().map(|c| c.right).collect();
        assert_eq!(right, [false, false, false, true]);
        assert_eq!(
            q.judge(0).unwrap().text,
            "Not quite: the solver tries techniques cheapest first and takes the first that finds something, which is X-Wing; this one is cheaper, and it finds nothing here."
        );
        assert!(q
            .judge(2)
            .unwrap()
            .text
            .ends_with("costlier, so the solver tries it only later."));
        assert!(q.judge(3).unwrap().right);
        assert_eq!(logic_question(&step("X-Wing", &["X-Wing"])), None);
        assert_eq!(
            logic_question(&step("X-Wing", &["Swordfish", "Jellyfish"])),
            None
        );
    }

    #[test]
    fn along_a_real_path_each_question_names_the_step_s_technique() {
        // A puzzle of `sudoku_norvig_top95.txt` whose logic path takes an X-Wing.
        let grid = Grid::parse(
            "....6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..",
        )
        .unwrap();
        let path = solve_grid(&grid).unwrap();
        let start = State::from_grid(&grid).unwrap();
        let drawn = draw_path(&start, &path.steps, &rate(&grid).unwrap());
        assert!(drawn.steps.iter().any(|s| s.words == "X-Wing"));
        for s in &drawn.steps {
            let q = logic_question(s).expect("every step asks");
            let right = q.right_labels();
            assert_eq!(right, [s.words.as_str()]);
            assert_eq!(q.choices.len(), 4);
        }
    }
}
