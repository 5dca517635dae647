//! After a game, the person's biggest errors by the strong bot's judgement
//! (`bot::review`): each play he chose among several replayed and ranked,
//! a play a task so the page never waits for the whole review.

use super::{Opponent, Store};
use leptos::prelude::*;
use tables::backgammon::bot::review::{last_game_start, Judged, Review};
use tables::Side;

/// How many errors a review names, costliest first.
const NAMED: usize = 3;

impl Store {
    /// The sides a person plays (none when the bot plays itself).
    pub fn people(&self) -> Vec<Side> {
        match self.ui.with_untracked(|u| u.opponent) {
            Opponent::Bot(bot) => vec![bot.opponent()],
            Opponent::HotSeat => vec![Side::White, Side::Black],
            Opponent::BotVsBot => Vec::new(),
            Opponent::Remote(me) => vec![me],
        }
    }

    /// Reviews the people's plays in the last game; the summary is shown
    /// while the session stays at this moment.
    pub fn review(&self) {
        let store = *self;
        let (record, at) = self
            .game
            .with_untracked(|g| (g.record(), g.actions().len()));
        let from = last_game_start(&record.actions);
        let sides = self.people();
        self.ui.update(|u| u.reviewing = true);
        leptos::task::spawn_local(async move {
            let mut found: Vec<(Side, Judged)> = Vec::new();
            for side in sides {
                let Ok(mut r) = Review::new(&record, side, from) else {
                    continue;
                };
                while !r.step() {
                    gloo_timers::future::TimeoutFuture::new(0).await;
                }
                found.extend(r.worst(NAMED).into_iter().map(|j| (side, j)));
            }
            tables::common::sort::sort_by(&mut found, |a, b| b.1.lost.total_cmp(&a.1.lost));
            found.truncate(NAMED);
            let text = summary(&found);
            store.ui.update(|u| {
                u.reviewing = false;
                u.review = Some((at, text));
            });
        });
    }
}

/// The review in words.
pub fn summary(found: &[(Side, Judged)]) -> String {
    use crate::kit::i18n::t;
    if found.is_empty() {
        return t("bg-review-none");
    }
    let errors: Vec<String> = found
        .iter()
        .map(|(side, j)| {
            crate::t!(
                "bg-review-error",
                side = super::super::texts::side_name(*side),
                roll = j.roll.to_string(),
                played = j.played.as_str(),
                best = j.best.as_str(),
                lost = super::hint::equity_text(-j.lost)
            )
        })
        .collect();
    crate::t!(
        "bg-review-errors",
        errors = errors.join(&t("bg-review-separator"))
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::i18n::{use_native, Lang};
    use tables::Roll;

    #[test]
    fn the_summary_names_each_error_with_the_best_play_and_its_cost() {
        let j = Judged {
            action: 4,
            roll: Roll::new(6, 5).unwrap(),
            played: "6/1 5/off".into(),
            best: "6/off 5/off".into(),
            lost: 2.0,
        };
        use_native(Lang::En);
        assert_eq!(
            summary(&[(Side::White, j.clone())]),
            "The biggest errors by the strong bot's judgement (equity lost, in points): White 6-5: 6/1 5/off, best 6/off 5/off (-2.000)."
        );
        use_native(Lang::Fr);
        // French writes a decimal comma
        assert!(summary(&[(Side::Black, j)])
            .contains("Noir 6-5 : 6/1 5/off, meilleur 6/off 5/off (-2,000)"));
        use_native(Lang::En);
        assert!(summary(&[]).starts_with("No error worth naming"));
    }
}
