//! The page address's query: scripted dice and a seed (for tests and shared
//! examples), the opponent, the language. Bad values are reported, never fatal.

use crate::kit::i18n::Lang;
use crate::trictrac::store::Opponent;
use tables::trictrac::Side;

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
    /// Points to start the partie with (White, Black): a test and lesson hook.
    pub points: Option<(u8, u8)>,
    /// Holes to start the partie with (White, Black).
    pub holes: Option<(u8, u8)>,
    /// The bot's level.
    pub level: tables::trictrac::bot::Level,
    /// School mode from the start.
    pub school: bool,
    /// The beginner bot may forget to send the person to school.
    pub forgetful: bool,
    /// Pace of the bot in percent of the readable one (`pace=fast` = 5).
    pub bot_pace: u32,
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
            points: None,
            holes: None,
            bot_pace: 100,
            school: false,
            forgetful: false,
            level: tables::trictrac::bot::Level::Club,
            problem: None,
        }
    }
}

fn pair_of(v: &str, ok: impl Fn(u8) -> bool) -> Option<(u8, u8)> {
    let (a, b) = v.split_once(',')?;
    let (a, b) = (a.parse().ok()?, b.parse().ok()?);
    (ok(a) && ok(b)).then_some((a, b))
}

fn on_off(v: &str) -> Option<bool> {
    match v {
        "on" | "1" | "true" => Some(true),
        "off" | "0" | "false" => Some(false),
        _ => None,
    }
}

/// Parses `?dice=6,5,3,1&seed=42&opponent=hotseat&lang=fr&points=10,0&holes=0,0`.
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
            "points" => match pair_of(v, |n| n % 2 == 0 && n <= 10) {
                Some(p2) => p.points = Some(p2),
                None => problems.push(format!(
                    "ignored points \"{v}\" (two even numbers 0 to 10, e.g. 10,0)"
                )),
            },
            "holes" => match pair_of(v, |n| n <= 11) {
                Some(h) => p.holes = Some(h),
                None => problems.push(format!(
                    "ignored holes \"{v}\" (two numbers 0 to 11, e.g. 3,5)"
                )),
            },
            "level" => match tables::trictrac::bot::Level::parse(v) {
                Some(l) => p.level = l,
                None => problems.push(format!(
                    "unknown bot level \"{v}\" (beginner, club or strong)"
                )),
            },
            "school" => match on_off(v) {
                Some(on) => p.school = on,
                None => problems.push(format!("unknown school mode \"{v}\" (on or off)")),
            },
            "forget" => match on_off(v) {
                Some(on) => p.forgetful = on,
                None => problems.push(format!("unknown forget value \"{v}\" (on or off)")),
            },
            "pace" => match v {
                "fast" => p.bot_pace = 5,
                "normal" => p.bot_pace = 100,
                _ => problems.push(format!("unknown pace \"{v}\" (fast or normal)")),
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
    fn starting_points_and_holes_are_read_and_checked() {
        assert_eq!(parse("?pace=fast").bot_pace, 5);
        assert!(parse("?school=on").school);
        assert!(parse("?forget=on").forgetful);
        assert!(!parse("?forget=0").forgetful);
        let p = parse("?forget=maybe");
        assert!(!p.forgetful);
        assert!(p.problem.unwrap().contains("forget"));
        assert_eq!(
            parse("?level=strong").level,
            tables::trictrac::bot::Level::Strong
        );
        let p = parse("?points=10,2&holes=3,0");
        assert_eq!((p.points, p.holes), (Some((10, 2)), Some((3, 0))));
        let p = parse("?points=11,0&holes=12,0");
        assert_eq!((p.points, p.holes), (None, None));
        assert!(p.problem.unwrap().contains("even numbers"));
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
