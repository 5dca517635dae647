//! Matador (seed 002, **thin**: "a kind of jacquet"): every rule of jacquet
//! ([`super::jacquet`]) until a player rolls 4-3, the matador: he plays the
//! 4 and the 3, then a doublet of his choice (four sixes, four fives, ...),
//! then rolls again for his extra turn; then the ordinary rules again until
//! the next matador.
//!
//! Choices where the seed is silent (it gives the rule in two sentences):
//! - The bonus is the acey-deucey's ([`super::acey_deucey`]) on 4-3: a part
//!   the player cannot play in full ends his turn, with the rest of the
//!   bonus and the roll again.
//! - Jacquet's option (no hitting, or Ludii's hitting) is Matador's too.
//!
//! Readings along the routes: jacquet's ([`super::jacquet`]): the courier's
//! goal is the mover's own 1-6; no block rule.

use super::jacquet::JACQUET;
use super::{RollRule, RuleSet};
use crate::common::dice::Roll;

/// The matador: 4-3.
pub const MATADOR_ROLL: Roll = match Roll::new(4, 3) {
    Ok(r) => r,
    Err(_) => panic!("4-3 is a roll"),
};

/// Matador with the default options.
pub const MATADOR: RuleSet = RuleSet {
    name: "matador",
    rolls: RollRule::Bonus {
        trigger: MATADOR_ROLL,
        complement: false,
    },
    text: [
        "Matador (an Indonesian description of the tables games calls it only \"a kind of jacquet\"): the rules of jacquet — 15 \
         checkers each on the own 24-point in diagonally opposite corners, both going \
         round the same way, no hitting (an option: Ludii's hitting), the courier home \
         before a second checker leaves the start, doublets four times, every game 1, no \
         cube — until a player rolls 4-3, the matador: he plays the 4 and the 3, then a \
         doublet of his choice, then rolls again. A part he cannot play in full ends his \
         turn, with the rest of the bonus. The source gives the rule in two sentences: \
         these are the rules played here.",
        "Matador (une description indonésienne des jeux de table l'appelle seulement « une sorte de jacquet ») : les règles du jacquet — 15 \
         dames chacun sur son point 24 dans des coins opposés en diagonale, tous deux \
         dans le même sens, pas de prise (option : la prise de Ludii), le postillon au \
         jan intérieur avant qu'une deuxième dame quitte le départ, doublés quatre fois, \
         toute partie 1, pas de videau — jusqu'à ce qu'un joueur fasse 4-3, le matador : \
         il joue le 4 et le 3, puis un doublet de son choix, puis relance. Une partie \
         qu'il ne peut jouer en entier finit son tour, avec le reste du bonus. La source \
         donne la règle en deux phrases : ce sont les règles jouées ici.",
    ],
    ..JACQUET
};
