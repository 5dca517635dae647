//! Names and one-sentence explanations of the jans, in English with the French
//! terms of the game.

use super::{Jan, JanKind};
use crate::trictrac::board::Table;

/// The French name of a jan kind.
pub const fn kind_name(kind: JanKind) -> &'static str {
    match kind {
        JanKind::SixTables => "jan de six tables",
        JanKind::DeuxTables => "jan de deux tables",
        JanKind::ContreDeuxTables => "contre-jan de deux tables",
        JanKind::Mezeas => "jan de mézéas",
        JanKind::ContreMezeas => "contre-jan de mézéas",
        JanKind::BattreAVrai => "battre à vrai",
        JanKind::BattreLeCoin => "battre le coin",
        JanKind::BattreAFaux => "battre à faux",
        JanKind::Impuissance => "dames impuissantes",
        JanKind::PetitJan => "petit jan",
        JanKind::GrandJan => "grand jan",
        JanKind::JanDeRetour => "jan de retour",
        JanKind::ConserverPetitJan => "conserver le petit jan",
        JanKind::ConserverGrandJan => "conserver le grand jan",
        JanKind::ConserverJanDeRetour => "conserver le jan de retour",
        JanKind::Sortie => "sortie",
    }
}

/// A short English gloss of a jan kind.
pub const fn kind_gloss(kind: JanKind) -> &'static str {
    match kind {
        JanKind::SixTables => "a checker on each of six fields in three rolls",
        JanKind::DeuxTables => "both rest corners reachable at once",
        JanKind::ContreDeuxTables => "both rest corners reachable, but the opponent holds his",
        JanKind::Mezeas => "an ace with only the rest corner taken",
        JanKind::ContreMezeas => {
            "an ace with only the rest corner taken, but the opponent holds his"
        }
        JanKind::BattreAVrai => "true hit on a lone checker",
        JanKind::BattreLeCoin => "hitting the opponent's empty rest corner",
        JanKind::BattreAFaux => "false hit: only by the sum, every passage closed",
        JanKind::Impuissance => "numbers that cannot be played",
        JanKind::PetitJan => "first quarter filled",
        JanKind::GrandJan => "second quarter filled",
        JanKind::JanDeRetour => "return quarter filled",
        JanKind::ConserverPetitJan => "first quarter kept filled",
        JanKind::ConserverGrandJan => "second quarter kept filled",
        JanKind::ConserverJanDeRetour => "return quarter kept filled",
        JanKind::Sortie => "first to bear off all fifteen",
    }
}

fn table_name(t: Option<Table>) -> &'static str {
    match t {
        Some(Table::Grand) => "the grand-jan table",
        Some(Table::Petit) => "the petit-jan table",
        None => "",
    }
}

fn numbers(jan: &Jan) -> String {
    let v: Vec<String> = jan
        .ways()
        .iter()
        .map(|w| format!("by {}", w.number))
        .collect();
    v.join(", ")
}

/// One sentence explaining why the jan scores, from the roller's numbering.
pub fn describe(jan: &Jan) -> String {
    let r = jan.roller.name();
    let o = jan.roller.opponent().name();
    let ways = jan.n_ways();
    let ppw = jan.points_per_way;
    let tally = if ways > 1 {
        format!("{ways} ways × {ppw} = {}", jan.points())
    } else {
        format!("{ppw}")
    };
    match jan.kind {
        JanKind::BattreAVrai => format!(
            "{r} can reach {o}'s lone checker on his field {} ({}) in {}: {tally} points for {r}.",
            jan.field,
            numbers(jan),
            table_name(jan.table)
        ),
        JanKind::BattreAFaux => format!(
            "{r} can reach {o}'s lone checker on field {} only by the sum, and every intermediate field is held by {o}: a false hit, {tally} points for {o}.",
            jan.field,
        ),
        JanKind::BattreLeCoin => format!(
            "{r} holds his rest corner, {o}'s is empty, and two checkers could go onto it, one with each number: {tally} points."
        ),
        JanKind::Impuissance => {
            let v: Vec<String> = jan.ways().iter().map(|w| w.number.to_string()).collect();
            format!(
                "{r} cannot play {} ({} impuissant): 2 points each for {o}, {} in all.",
                v.join(" and "),
                if ways > 1 { "both numbers" } else { "one number" },
                jan.points()
            )
        }
        JanKind::PetitJan | JanKind::GrandJan | JanKind::JanDeRetour => format!(
            "{r} can fill his {} with two or more checkers on each field ({}): {tally} points.",
            quarter_words(jan.kind),
            numbers(jan)
        ),
        JanKind::ConserverPetitJan | JanKind::ConserverGrandJan | JanKind::ConserverJanDeRetour => format!(
            "{r} can play this roll (or has to leave numbers unplayed) without breaking his filled {}: {tally} points.",
            quarter_words(jan.kind)
        ),
        JanKind::SixTables => format!(
            "Within his first three rolls {r} can have a checker on each of his fields 2 to 7: {tally} points."
        ),
        JanKind::DeuxTables => format!(
            "{r}'s only two checkers off the talon can go one to each rest corner: {tally} points."
        ),
        JanKind::ContreDeuxTables => format!(
            "{r}'s only two checkers off the talon could go one to each rest corner, but {o} holds his corner: {tally} points for {o}."
        ),
        JanKind::Mezeas => format!(
            "{r} holds his rest corner with nothing else off the talon and rolled an ace: {tally} points."
        ),
        JanKind::ContreMezeas => format!(
            "{r} holds his rest corner with nothing else off the talon and rolled an ace, but {o} holds his corner: {tally} points for {o}."
        ),
        JanKind::Sortie => format!("{r} bears off his last checker first: {tally} points."),
    }
}

fn quarter_words(kind: JanKind) -> &'static str {
    match kind {
        JanKind::PetitJan | JanKind::ConserverPetitJan => "petit jan (first quarter)",
        JanKind::GrandJan | JanKind::ConserverGrandJan => {
            "grand jan (second quarter, with the rest corner)"
        }
        _ => "jan de retour (last quarter)",
    }
}
