//! The page address's query, for every game: scripted dice and a seed (for
//! tests and shared examples), the opponent, the bot's level and pace, the
//! language. A game reads its own keys from [`Params::rest`]. Bad values are
//! reported, never fatal.

use crate::kit::i18n::Lang;
use tables::{Level, Side};

/// The bot levels the pages play a slice at a time (the expert's deeper
/// search is not yet cut into slices there, so the address does not ask it).
pub const PAGE_LEVELS: [Level; 3] = [Level::Beginner, Level::Club, Level::Strong];

/// Who plays the other side, as the address can ask it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people on one device (`opponent=hotseat`).
    HotSeat,
    /// The bot plays this side (`bot`, `bot-black`, `bot-white`).
    Bot(Side),
}

/// What the query asks for.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Dice to use first, in order (each 1..=6); a game's opening dice come first.
    pub dice: Vec<u8>,
    /// Seed of the dice after the script.
    pub seed: Option<u64>,
    /// Who plays the other side.
    pub opponent: Opponent,
    /// The interface language asked for (`lang=ro`), if any.
    pub lang: Option<Lang>,
    /// The bot's level.
    pub level: Level,
    /// Pace of the bot in percent of the readable one (`pace=fast` = 5).
    pub bot_pace: u32,
    /// What could not be read, one phrase each.
    pub problems: Vec<String>,
    /// The keys this parser does not know, in order, for the game's own.
    pub rest: Vec<(String, String)>,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            dice: Vec::new(),
            seed: None,
            opponent: Opponent::Bot(Side::Black),
            lang: None,
            level: Level::Club,
            bot_pace: 100,
            problems: Vec::new(),
            rest: Vec::new(),
        }
    }
}

impl Params {
    /// The message naming every value that could not be read, if any.
    pub fn problem(&self) -> Option<String> {
        (!self.problems.is_empty())
            .then(|| crate::t!("kit-address-problems", problems = self.problems.join("; ")))
    }
}

/// `on`/`off` (or `1`/`0`, `true`/`false`).
pub fn on_off(v: &str) -> Option<bool> {
    match v {
        "on" | "1" | "true" => Some(true),
        "off" | "0" | "false" => Some(false),
        _ => None,
    }
}

/// Parses `?dice=6,5,3,1&seed=42&opponent=hotseat&lang=fr&level=strong&pace=fast`.
pub fn parse(search: &str) -> Params {
    let mut p = Params::default();
    for pair in search
        .trim_start_matches('?')
        .split('&')
        .filter(|s| !s.is_empty())
    {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let problem = match k {
            "dice" => {
                for d in v.split(',').filter(|s| !s.is_empty()) {
                    match d.parse::<u8>() {
                        Ok(n) if (1..=6).contains(&n) => p.dice.push(n),
                        _ => p.problems.push(crate::t!("kit-address-die", value = d)),
                    }
                }
                None
            }
            "seed" => match v.parse() {
                Ok(s) => {
                    p.seed = Some(s);
                    None
                }
                Err(_) => Some(crate::t!("kit-address-seed", value = v)),
            },
            "opponent" => match v {
                "hotseat" => Some(Opponent::HotSeat),
                "bot" | "bot-black" => Some(Opponent::Bot(Side::Black)),
                "bot-white" => Some(Opponent::Bot(Side::White)),
                _ => None,
            }
            .map(|o| p.opponent = o)
            .is_none()
            .then(|| crate::t!("kit-address-opponent", value = v)),
            "lang" => Lang::from_code(v)
                .filter(|l| l.code() == v)
                .map(|l| p.lang = Some(l))
                .is_none()
                .then(|| {
                    let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                    crate::t!("kit-address-lang", value = v, codes = codes.join(", "))
                }),
            "level" => Level::parse(v)
                .filter(|l| PAGE_LEVELS.contains(l))
                .map(|l| p.level = l)
                .is_none()
                .then(|| crate::t!("kit-address-level", value = v)),
            "pace" => match v {
                "fast" => Some(5),
                "normal" => Some(100),
                _ => None,
            }
            .map(|n| p.bot_pace = n)
            .is_none()
            .then(|| crate::t!("kit-address-pace", value = v)),
            _ => {
                p.rest.push((k.to_string(), v.to_string()));
                None
            }
        };
        p.problems.extend(problem);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dice_seed_opponent_level_pace_and_language_are_read() {
        let p = parse("?dice=6,5,3,3&seed=42&opponent=hotseat&lang=fr&level=strong&pace=fast");
        assert_eq!(p.dice, vec![6, 5, 3, 3]);
        assert_eq!(p.seed, Some(42));
        assert_eq!(p.opponent, Opponent::HotSeat);
        assert_eq!(p.lang, Some(Lang::Fr));
        assert_eq!(p.level, Level::Strong);
        assert_eq!(p.bot_pace, 5);
        assert_eq!(p.problem(), None);
        assert_eq!(
            parse("?opponent=bot-white").opponent,
            Opponent::Bot(Side::White)
        );
    }

    #[test]
    fn a_game_s_own_keys_are_left_to_it_in_order() {
        let p = parse("?points=10,2&lang=fr&school=on&auto");
        assert_eq!(
            p.rest,
            [("points", "10,2"), ("school", "on"), ("auto", "")]
                .map(|(k, v)| (k.to_string(), v.to_string()))
        );
        assert_eq!(on_off("0"), Some(false));
        assert_eq!(on_off("maybe"), None);
    }

    #[test]
    fn bad_values_are_reported_and_the_rest_kept() {
        crate::kit::i18n::use_native(Lang::En);
        assert_eq!(parse("?level=expert").level, Level::Club);
        assert!(parse("?level=expert").problem().unwrap().contains("expert"));
        let p = parse("?dice=6,9,x,2&seed=abc&opponent=alien&level=grand&lang=tlh");
        assert_eq!(p.dice, vec![6, 2]);
        assert_eq!(p.seed, None);
        assert_eq!(p.opponent, Opponent::Bot(Side::Black));
        assert_eq!(p.level, Level::Club);
        let msg = p.problem().unwrap();
        for bad in ["\"9\"", "\"x\"", "\"abc\"", "alien", "grand", "tlh"] {
            assert!(msg.contains(bad), "{msg} names {bad}");
        }
    }
}
