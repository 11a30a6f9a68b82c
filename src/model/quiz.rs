//! Predict-the-next-step quizzes, whatever the page: a multiple-choice [`Question`]
//! built from the real run just before a step, the [`Feedback`] an answer gets, and
//! the running [`Score`]. Each page has its own question maker (see
//! [`crate::model::tiles_quiz`]); the tile page's reducer judges an answer and then
//! takes the step.

use serde::{Deserialize, Serialize};

/// One answer on offer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Choice {
    /// What the button says (e.g. "g 3 · h 5", or a number).
    pub label: String,
    /// A tile board to draw on the button (its tiles, row by row, 0 the blank).
    pub board: Option<Vec<u8>>,
    /// Whether this answer is right (several are when they tie).
    pub right: bool,
    /// What this choice turns out to be, told after the answer (e.g. "f = 21").
    pub reveal: String,
}

/// A question asked before a step, with every answer taken from the run itself. It
/// serialises, so a worker that holds the run (the GA pages') can send it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Question {
    /// The question, e.g. "Which board does A* expand next?".
    pub prompt: String,
    /// A board the question is about (drawn beside the prompt), if any.
    pub board: Option<Vec<u8>>,
    /// The answers, in an order that gives nothing away.
    pub choices: Vec<Choice>,
    /// The rule behind the right answer, one clause ("A* takes the lowest f = g + h").
    pub rule: String,
    /// The right answer's value, told after a wrong answer (e.g. "f = 21").
    pub answer: String,
    /// Sudoku cells (0–80) to ring on the grid: the cells offered as answers, or the
    /// cell a question is about. Empty when the question names no cell.
    pub cells: Vec<usize>,
    /// Whether every right choice must be picked ("tap them all, then Check"): the
    /// choices then toggle, and [`CHECK`] judges the set picked.
    #[serde(default)]
    pub multi: bool,
}

/// The answer a several-choice question's Check button sends.
pub const CHECK: usize = usize::MAX;

/// What an answer gets: right or not, and why in one sentence.
#[derive(Clone, Debug, PartialEq)]
pub struct Feedback {
    /// Whether the answer was right.
    pub right: bool,
    /// The reason, e.g. "Right: A* takes the lowest f = g + h; this board has f = 21.".
    pub text: String,
}

impl Question {
    /// The labels of the right answers (several when they tie), in the choices' order.
    pub fn right_labels(&self) -> Vec<&str> {
        self.choices
            .iter()
            .filter(|c| c.right)
            .map(|c| c.label.as_str())
            .collect()
    }

    /// Judges choice `i` (`None` for a choice that does not exist). A right answer that
    /// ties with others says so, since any of them is right.
    ///
    /// ```
    /// use puzzle_lab::model::quiz::{Choice, Question};
    /// let choice = |label: &str, right| Choice {
    ///     label: label.into(), board: None, right, reveal: format!("h = {label}"),
    /// };
    /// let q = Question {
    ///     prompt: "What is h?".into(), board: None,
    ///     choices: vec![choice("3", false), choice("4", true)],
    ///     rule: "Manhattan adds each tile's distance".into(), answer: "h = 4".into(),
    ///     cells: Vec::new(),
    ///     multi: false,
    /// };
    /// assert!(q.judge(1).unwrap().right);
    /// assert!(q.judge(0).unwrap().text.contains("h = 4"));
    /// assert_eq!(q.judge(2), None);
    /// ```
    pub fn judge(&self, i: usize) -> Option<Feedback> {
        let choice = self.choices.get(i)?;
        let tied = self.choices.iter().filter(|c| c.right).count();
        let text = if !choice.right {
            format!(
                "Not quite: {}, which is {}; this one is {}.",
                self.rule, self.answer, choice.reveal
            )
        } else if tied > 1 {
            format!(
                "Right: {}, and {tied} choices tie at {}, so any of them is right.",
                self.rule, choice.reveal
            )
        } else {
            format!("Right: {}; this one is {}.", self.rule, choice.reveal)
        };
        Some(Feedback {
            right: choice.right,
            text,
        })
    }

    /// Judges the set of choices `picked` for a question with several right answers:
    /// right when it is exactly the right ones. A wrong set is told what it missed and
    /// what it took by mistake.
    pub fn judge_set(&self, picked: &[usize]) -> Feedback {
        let names = |want: bool| -> Vec<&str> {
            self.choices
                .iter()
                .enumerate()
                .filter(|&(i, c)| c.right == want && picked.contains(&i) != want)
                .map(|(_, c)| c.label.as_str())
                .collect()
        };
        let (missed, wrong) = (names(true), names(false));
        if missed.is_empty() && wrong.is_empty() {
            return Feedback {
                right: true,
                text: format!("Right: {}, which is {}.", self.rule, self.answer),
            };
        }
        let mut text = format!("Not quite: {}, which is {}.", self.rule, self.answer);
        if !missed.is_empty() {
            text += &format!(" Missed: {}.", missed.join(", "));
        }
        if !wrong.is_empty() {
            let reveal = self.choices.iter().find(|c| !c.right).map(|c| &c.reveal);
            text += &format!(
                " Not {}: {}.",
                wrong.join(", "),
                reveal.map_or("", |r| r.as_str())
            );
        }
        Feedback { right: false, text }
    }
}

/// Answers so far: right ones, all, and the current streak of right answers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Right answers.
    pub right: u32,
    /// All answers.
    pub answered: u32,
    /// Right answers in a row, up to the latest.
    pub streak: u32,
}

impl Score {
    /// Counts one answer.
    pub fn record(&mut self, right: bool) {
        self.answered += 1;
        if right {
            self.right += 1;
            self.streak += 1;
        } else {
            self.streak = 0;
        }
    }

    /// The score as shown: "3 / 4".
    pub fn label(&self) -> String {
        format!("{} / {}", self.right, self.answered)
    }
}

/// A page's quiz: the score and the feedback on the latest answer.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct QuizState {
    /// The score.
    pub score: Score,
    /// What the latest answer got, until the next one.
    pub feedback: Option<Feedback>,
    /// The choices picked so far for a several-choice question, with its prompt.
    pub picked: Option<(String, Vec<usize>)>,
}

impl QuizState {
    /// The choices picked so far for `question` (none for another question).
    pub fn picked_for(&self, question: &Question) -> &[usize] {
        match &self.picked {
            Some((prompt, picked)) if *prompt == question.prompt => picked,
            _ => &[],
        }
    }

    /// Answers `question` with choice `i`: judged and scored at once, keeping its
    /// feedback, for a one-choice question; for a several-choice one, `i` is picked or
    /// unpicked, and [`CHECK`] judges the set. True when an answer was judged; false
    /// (and nothing is scored) for a pick or a choice that does not exist.
    pub fn answer(&mut self, question: &Question, i: usize) -> bool {
        let feedback = if !question.multi {
            question.judge(i)
        } else if i == CHECK {
            let feedback = question.judge_set(self.picked_for(question));
            self.picked = None;
            Some(feedback)
        } else {
            if i < question.choices.len() {
                let mut picked = self.picked_for(question).to_vec();
                match picked.iter().position(|&p| p == i) {
                    Some(at) => {
                        picked.remove(at);
                    }
                    None => picked.push(i),
                }
                self.picked = Some((question.prompt.clone(), picked));
            }
            None
        };
        let Some(feedback) = feedback else {
            return false;
        };
        self.score.record(feedback.right);
        self.feedback = Some(feedback);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn question(rights: &[bool]) -> Question {
        Question {
            prompt: "Which?".into(),
            board: None,
            choices: rights
                .iter()
                .enumerate()
                .map(|(i, &right)| Choice {
                    label: i.to_string(),
                    board: None,
                    right,
                    reveal: format!("f = {}", if right { 7 } else { 9 + i }),
                })
                .collect(),
            rule: "A* takes the lowest f".into(),
            answer: "f = 7".into(),
            cells: Vec::new(),
            multi: false,
        }
    }

    #[test]
    fn a_wrong_answer_names_the_right_value_and_its_own() {
        let feedback = question(&[false, true]).judge(0).unwrap();
        assert!(!feedback.right);
        assert_eq!(
            feedback.text,
            "Not quite: A* takes the lowest f, which is f = 7; this one is f = 9."
        );
    }

    #[test]
    fn a_tied_right_answer_says_that_any_tied_choice_is_right() {
        let q = question(&[true, false, true]);
        for i in [0, 2] {
            let feedback = q.judge(i).unwrap();
            assert!(feedback.right);
            assert!(
                feedback.text.contains("2 choices tie at f = 7"),
                "{}",
                feedback.text
            );
        }
        let single = question(&[false, true]).judge(1).unwrap();
        assert!(!single.text.contains("tie"), "{}", single.text);
    }

    #[test]
    fn the_score_counts_answers_and_the_streak_restarts_after_a_miss() {
        let q = question(&[true, false]);
        let mut quiz = QuizState::default();
        for i in [0, 0, 1, 0] {
            assert!(quiz.answer(&q, i));
        }
        assert_eq!(quiz.score.label(), "3 / 4");
        assert_eq!(quiz.score.streak, 1, "the miss restarted the streak");
        assert!(!quiz.answer(&q, 5), "no such choice");
        assert_eq!(
            quiz.score.answered, 4,
            "a choice that does not exist is not scored"
        );
    }

    #[test]
    fn a_several_choice_question_toggles_picks_and_judges_the_set_on_check() {
        let mut q = question(&[true, false, true]);
        q.multi = true;
        for c in &mut q.choices {
            c.reveal = "no 7 among its candidates".into();
        }
        let mut quiz = QuizState::default();
        assert!(!quiz.answer(&q, 0), "a pick is not an answer");
        assert!(!quiz.answer(&q, 1));
        assert!(!quiz.answer(&q, 1), "a second tap unpicks");
        assert!(!quiz.answer(&q, 9), "no such choice");
        assert_eq!(quiz.picked_for(&q), [0]);
        assert_eq!(quiz.score.answered, 0);
        let mut other = q.clone();
        other.prompt = "Another question?".into();
        assert!(
            quiz.picked_for(&other).is_empty(),
            "picks belong to their question"
        );
        assert!(quiz.answer(&q, CHECK));
        let feedback = quiz.feedback.clone().unwrap();
        assert!(!feedback.right);
        assert_eq!(
            feedback.text,
            "Not quite: A* takes the lowest f, which is f = 7. Missed: 2."
        );
        assert!(quiz.picked_for(&q).is_empty(), "checking clears the picks");
        for i in [0, 1, 2, 1] {
            quiz.answer(&q, i);
        }
        quiz.answer(&q, CHECK);
        assert!(quiz.feedback.as_ref().unwrap().right);
        assert_eq!(quiz.score.label(), "1 / 2");
        quiz.answer(&q, 1);
        quiz.answer(&q, CHECK);
        assert_eq!(
            quiz.feedback.as_ref().unwrap().text,
            "Not quite: A* takes the lowest f, which is f = 7. Missed: 0, 2. Not 1: no 7 among its candidates."
        );
    }
}
