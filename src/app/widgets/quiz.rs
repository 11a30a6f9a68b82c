//! The quiz panel any page shows while its quiz is on: the question, its choices as
//! buttons (`quiz-question`, `quiz-choice`), the feedback on the latest answer in the
//! live region (`quiz-feedback`) and the score (`quiz-score`). A question with several
//! right answers makes its choices toggles (`aria-pressed`) and adds a Check button
//! (`quiz-check`). A plain function: the page's reducer holds the state.

use super::mini_board::mini_board;
use crate::model::quiz::{Question, QuizState, CHECK};
use yew::prelude::*;

/// The panel. `question` is the one to answer now (none between steps, or where the
/// page has nothing to ask: `idle` then says what to do); `width` is the width of the
/// tile boards the choices may show.
pub fn quiz_panel(
    question: Option<&Question>,
    quiz: &QuizState,
    on_answer: &Callback<usize>,
    idle: &str,
    width: usize,
) -> Html {
    let score = &quiz.score;
    html! {
        <section class="quiz" aria-label="Quiz">
            <p class="quiz-score" data-testid="quiz-score" aria-label={format!("Score {} right, streak {}", score.label(), score.streak)}>
                { format!("Score {}", score.label()) }
                if score.streak > 1 {
                    { format!(" · streak {}", score.streak) }
                }
            </p>
            <p data-testid="quiz-feedback" role="status" aria-live="polite"
                class={classes!("quiz-feedback", quiz.feedback.as_ref().map(|f| if f.right { "right" } else { "wrong" }))}>
                { quiz.feedback.as_ref().map(|f| f.text.clone()).unwrap_or_default() }
            </p>
            if let Some(q) = question {
                <p class="quiz-question" data-testid="quiz-question">{ q.prompt.clone() }</p>
                if let Some(board) = &q.board {
                    { mini_board(board, width, None) }
                }
                <div class="quiz-choices" role="group" aria-label="Answers">
                    { for q.choices.iter().enumerate().map(|(i, c)| {
                        let on_answer = on_answer.clone();
                        let pressed = q.multi.then(|| quiz.picked_for(q).contains(&i).to_string());
                        html! {
                            <button type="button" data-testid="quiz-choice" aria-pressed={pressed} onclick={Callback::from(move |_| on_answer.emit(i))}>
                                if let Some(board) = &c.board {
                                    { mini_board(board, width, None) }
                                }
                                { c.label.clone() }
                            </button>
                        }
                    }) }
                    if q.multi {
                        <button type="button" class="primary" data-testid="quiz-check" onclick={on_answer.reform(|_| CHECK)}>{ "Check" }</button>
                    }
                </div>
            } else {
                <p class="hint">{ idle.to_string() }</p>
            }
        </section>
    }
}
