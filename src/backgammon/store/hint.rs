//! The strong bot's hint: its play drawn on the board, its best plays
//! with their equities in words.

use super::Store;
use leptos::prelude::*;

impl Store {
    /// Shows what the strong bot would play now: its play drawn on the
    /// board, and its best plays with their equities in words.
    pub fn hint(&self) {
        use tables::backgammon::bot::{ranked_plays, Level};
        let Some((play, words)) = self.game.with_untracked(|g| {
            let ranked = ranked_plays(g, Level::Strong);
            let best = g.legal_plays().get(ranked.first()?.index).copied()?;
            let words = ranked
                .iter()
                .take(3)
                .filter_map(|r| {
                    let p = g.legal_plays().get(r.index)?;
                    let n = p.notation();
                    let n = if n.is_empty() { "—".to_string() } else { n };
                    Some(format!("{n} ({})", equity_text(r.equity)))
                })
                .collect::<Vec<_>>()
                .join(", ");
            Some((best, words))
        }) else {
            return;
        };
        let side = self.game.with_untracked(|g| g.on_roll());
        self.undo_all();
        self.mark_play(side, play.moves());
        let said = crate::t!("bg-hint", plays = words);
        self.ui.update(|u| u.hint = Some(said));
    }

    pub(super) fn undo_all(&self) {
        self.entry.update(|e| {
            if let Some(e) = e {
                while e.undo().is_some() {}
            }
        });
    }
}

/// An equity with its sign and three decimals, as the language on screen
/// writes them ("+0.125", "+0,125"), without the float formatting machinery
/// (which costs the wasm kilobytes).
pub fn equity_text(e: f32) -> String {
    let t = (f64::from(e) * 1000.0).round() as i64;
    let sign = if t < 0 { "-" } else { "+" };
    let a = t.unsigned_abs();
    let point = untrack(crate::kit::i18n::lang).decimal_separator();
    format!("{sign}{}{point}{:03}", a / 1000, a % 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equities_have_three_decimals_and_a_sign() {
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
        for e in [-1.5f32, -0.0626, 0.0, 0.1251, 0.4999, 2.0] {
            assert_eq!(equity_text(e), format!("{e:+.3}"), "{e}");
        }
        // the others write a decimal comma
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::Tr);
        assert_eq!(equity_text(-0.0626), "-0,063");
        crate::kit::i18n::use_native(crate::kit::i18n::Lang::En);
    }
}
