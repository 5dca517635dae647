//! Seeded self-play for the notation tests: whole parties and the games and
//! positions met on the way.
#![allow(dead_code)]

use tables::dice::Rng;
use tables::trictrac::{
    Choice, Game, Options, PassageRule, Phase, Roll, SortieMethod, StakeMethod,
};

/// Options drawn from a seed: mostly the defaults, sometimes each variant.
pub fn options(rng: &mut Rng) -> Options {
    if rng.below(2) == 0 {
        return Options::default();
    }
    Options {
        sortie: [SortieMethod::Fast, SortieMethod::Slow][rng.below(2)],
        stake: [
            StakeMethod::NineteenthCentury,
            StakeMethod::Oldest,
            StakeMethod::Second,
        ][rng.below(3)],
        passage: [PassageRule::PerQuarter, PassageRule::Literal][rng.below(2)],
        ecoles: rng.below(4) == 0,
    }
}

/// One step of play with uniform random choices; in school mode the counts
/// marked are sometimes wrong. Returns false when over.
pub fn step(g: &mut Game, rng: &mut Rng) -> bool {
    let die = |rng: &mut Rng| 1 + rng.below(6) as u8;
    let marked = |rng: &mut Rng| {
        if rng.below(3) == 0 {
            Some(tables::trictrac::Count {
                points: 2 * rng.below(8) as u8,
                claimed: rng.below(4) != 0,
            })
        } else {
            None
        }
    };
    let school = g.options().ecoles;
    let res = match g.phase() {
        Phase::Primacy => g.primacy(die(rng), die(rng)).map(|_| ()),
        Phase::Roll => {
            let r = Roll::new(die(rng), die(rng)).unwrap();
            let m = if school { marked(rng) } else { None };
            g.roll_marked(r, m)
        }
        Phase::Choose => g.choose([Choice::Tenir, Choice::SenAller][rng.below(2)]),
        Phase::Move => {
            let turns = g.legal_turns();
            let t = turns[rng.below(turns.len())];
            let m = if school { marked(rng) } else { None };
            g.play_marked(&t, m)
        }
        Phase::Over => return false,
    };
    res.expect("self-play plays legal actions");
    true
}

/// A whole partie from a seed, with options drawn from it when `vary`.
pub fn partie(seed: u64, vary: bool) -> Game {
    let mut rng = Rng::new(seed);
    let opts = if vary {
        options(&mut rng)
    } else {
        Options::default()
    };
    let mut g = Game::new(opts);
    while step(&mut g, &mut rng) {}
    g
}

/// Every game state of a seeded partie (after each action), default options
/// or varied ones.
pub fn states(seed: u64, vary: bool) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let opts = if vary {
        options(&mut rng)
    } else {
        Options::default()
    };
    let mut g = Game::new(opts).without_log();
    let mut out = Vec::new();
    while step(&mut g, &mut rng) {
        out.push(g.clone());
    }
    out
}
