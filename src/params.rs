//! The page address's query: scripted dice and a seed (for tests and shared
//! examples), the opponent, the language. Bad values are reported, never fatal.

use crate::i18n::Lang;
use crate::store::Opponent;
use tables::Side;

/// What the query asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Dice to use first, in order (each 1..=6); primacy dice come first.
    pub dice: Vec<u8>,
    /// Seed of the dice after the script.
    pub seed: Option<u64>,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// Interface language.
    pub lang: Lang,
    /// A message about a value that could not be read.
    pub problem: Option<String>,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            dice: Vec::new(),
            seed: None,
            opponent: Opponent::Bot(Side::Black),
            lang: Lang::En,
            problem: None,
        }
    }
}

/// Parses `?dice=6,5,3,1&seed=42&opponent=hotseat&lang=fr`.
pub fn parse(search: &str) -> Params {
    let mut p = Params::default();
    let mut problems = Vec::new();
    for pair in search
        .trim_start_matches('?')
        .split('&')
        .filter(|s| !s.is_empty())
    {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        match k {
            "dice" => {
                for d in v.split(',').filter(|s| !s.is_empty()) {
                    match d.parse::<u8>() {
                        Ok(n) if (1..=6).contains(&n) => p.dice.push(n),
                        _ => problems.push(format!("ignored die \"{d}\" (dice show 1 to 6)")),
                    }
                }
            }
            "seed" => match v.parse() {
                Ok(s) => p.seed = Some(s),
                Err(_) => problems.push(format!("ignored seed \"{v}\" (a whole number)")),
            },
            "opponent" => match v {
                "hotseat" => p.opponent = Opponent::HotSeat,
                "bot" | "bot-black" => p.opponent = Opponent::Bot(Side::Black),
                "bot-white" => p.opponent = Opponent::Bot(Side::White),
                _ => problems.push(format!(
                    "unknown opponent \"{v}\" (hotseat, bot-black or bot-white)"
                )),
            },
            "lang" => match v {
                "fr" => p.lang = Lang::Fr,
                "en" => p.lang = Lang::En,
                _ => problems.push(format!("unknown language \"{v}\" (en or fr)")),
            },
            _ => {}
        }
    }
    if !problems.is_empty() {
        p.problem = Some(format!("Address: {}.", problems.join("; ")));
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_seed_opponent_and_language_are_read() {
        let p = parse("?dice=6,5,3,3&seed=42&opponent=hotseat&lang=fr");
        assert_eq!(p.dice, vec![6, 5, 3, 3]);
        assert_eq!(p.seed, Some(42));
        assert_eq!(p.opponent, Opponent::HotSeat);
        assert_eq!(p.lang, Lang::Fr);
        assert_eq!(p.problem, None);
    }

    #[test]
    fn bad_values_are_reported_and_the_rest_kept() {
        let p = parse("?dice=6,9,x,2&seed=abc&opponent=alien");
        assert_eq!(p.dice, vec![6, 2]);
        assert_eq!(p.seed, None);
        assert_eq!(p.opponent, Opponent::Bot(Side::Black));
        let msg = p.problem.unwrap();
        assert!(
            msg.contains("\"9\"") && msg.contains("\"abc\"") && msg.contains("alien"),
            "{msg}"
        );
    }
}
