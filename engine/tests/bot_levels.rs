//! The bot's levels: deterministic for a seed, always legal, the strong level
//! sees an obvious danger, tenir / s'en aller in two clear situations, and a
//! small strength check.

use tables::dice::Rng;
use tables::trictrac::bot::levels::hold_and_go_values;
use tables::trictrac::bot::{
    eval::TUNED, play_partie, played_as, Bot, Level, Player, SchoolLevel, LEVELS,
};
use tables::trictrac::{
    tt, Board, BySide, Choice, Game, Options, Phase, Roll, Scoreboard, Side, Turn,
};

fn r(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// A game from `board` with `points` on the chips, White to roll `roll`, late
/// in the relevé.
fn rolled(board: Board, points: (u8, u8), roll: Roll) -> Game {
    let sc = Scoreboard {
        points: BySide::new(points.0, points.1),
        ..Scoreboard::default()
    };
    let mut g = Game::from_position(
        Options::default(),
        board,
        sc,
        Side::White,
        BySide::splat(10),
    );
    g.roll(roll).unwrap();
    g
}

/// Positions where a side is to move, from a partie between random and
/// greedy (every `every`-th turn with a choice, at most `n`).
fn positions(seed: u64, every: usize, n: usize) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(Options::default()).without_log();
    let mut out = Vec::new();
    let mut k = 0;
    let die = |rng: &mut Rng| 1 + rng.below(6) as u8;
    while out.len() < n {
        match g.phase() {
            Phase::Primacy => {
                let (a, b) = (die(&mut rng), die(&mut rng));
                g.primacy(a, b).unwrap();
            }
            Phase::Roll => g.roll(r(die(&mut rng), die(&mut rng))).unwrap(),
            Phase::Choose => g.choose(Choice::Tenir).unwrap(),
            Phase::Move => {
                if g.legal_turns().len() > 1 {
                    k += 1;
                    if k % every == 0 {
                        out.push(g.clone());
                    }
                }
                let p = if g.to_play() == Side::White {
                    Player::Random
                } else {
                    Player::Greedy
                };
                let t = p.choose_turn(&g, &mut rng);
                g.play(&t).unwrap();
            }
            Phase::Over => break,
        }
    }
    out
}

fn is_legal(g: &Game, t: &Turn) -> bool {
    g.legal_turns().iter().any(|l| l.key() == t.key())
}

#[test]
fn every_level_always_plays_a_legal_turn() {
    for g in positions(11, 3, 12) {
        for level in LEVELS {
            let t = Player::Bot(level).choose_turn(&g, &mut Rng::new(5));
            assert!(is_legal(&g, &t), "{level:?} {:?} {t:?}", g.board());
        }
    }
}

#[test]
fn the_trictrac_offers_three_levels_and_plays_an_expert_as_strong() {
    assert_eq!(LEVELS, [Level::Beginner, Level::Club, Level::Strong]);
    assert_eq!(played_as(Level::Expert), Level::Strong);
    for l in LEVELS {
        assert_eq!(played_as(l), l);
    }
    for g in positions(11, 3, 6) {
        let strong = Player::Bot(Level::Strong).choose_turn(&g, &mut Rng::new(5));
        let expert = Player::Bot(Level::Expert).choose_turn(&g, &mut Rng::new(5));
        assert_eq!(strong.key(), expert.key(), "{:?}", g.board());
    }
}

#[test]
fn the_same_seed_gives_the_same_partie_and_the_same_choices() {
    let a = play_partie(
        Player::Bot(Level::Club),
        Player::Bot(Level::Beginner),
        Options::default(),
        9,
    );
    let b = play_partie(
        Player::Bot(Level::Club),
        Player::Bot(Level::Beginner),
        Options::default(),
        9,
    );
    assert_eq!(a, b);
    for g in positions(4, 7, 3) {
        for level in LEVELS {
            let p = Player::Bot(level);
            let first = p.choose_turn(&g, &mut Rng::new(1));
            assert_eq!(first, p.choose_turn(&g, &mut Rng::new(1)), "{level:?}");
        }
    }
}

#[test]
fn the_greedy_choice_is_kept_for_the_app() {
    // `tables::trictrac::bot::Player::Greedy.choose_turn(g, &mut rng)` is what the app calls
    let g = positions(2, 5, 1).remove(0);
    let t = Player::Greedy.choose_turn(&g, &mut Rng::new(0));
    assert!(is_legal(&g, &t));
    assert_eq!(Player::parse("greedy"), Some(Player::Greedy));
    assert_eq!(
        Player::parse("bot:strong"),
        Some(Player::Bot(Level::Strong))
    );
    assert_eq!(Player::Bot(Level::Club).name(), "bot:club");
    assert_eq!(Player::parse("bot:master"), None);
}

#[test]
fn strong_does_not_leave_a_checker_where_the_opponent_hits_it_directly() {
    // Given White 1:11 9:2 10:2 and Black's checkers on his 8 and 9, i.e.
    // White's 17 and 16, White to play 2-1.
    let g = rolled(tt!(w 1:11 9:2 10:2; b 1:11 8:2 9:2), (0, 0), r(2, 1));
    // Black moves towards White's 1: from White's 16 and 17 he reaches 10 and
    // 11 with a 6 or a 5 (and 9 only with a sum of 7 or 8). Moving 9→11 or
    // 10→11 leaves a lone checker on 10 or 11, hit by every 5 and every 6
    // (20 rolls of 36, 2 points a way in the grand-jan table, two ways on
    // 6-5). Playing both numbers from the talon (1→2 and 1→3, or 1→4 tout
    // d'une) leaves the lone checkers 13 or more fields away: nothing to hit.
    let t = Player::Bot(Level::Strong).choose_turn(&g, &mut Rng::new(1));
    assert!(
        t.steps().iter().all(|s| s.from == 1 || s.from == 3),
        "{:?}",
        t.steps()
    );
}

#[test]
fn a_filled_petit_jan_is_held_after_winning_a_hole() {
    // Given White's petit jan filled (1..=6 by two or more), Black still on
    // his talon, White at 10 points rolling 3-1: conserving the jan gives 4,
    // a hole en bredouille with 2 left.
    let g = rolled(tt!(w 1:3 2:2 3:2 4:2 5:2 6:2 7:2; b 1:15), (10, 0), r(3, 1));
    assert_eq!(g.phase(), Phase::Choose);
    // Holding keeps the 2 points and a jan that scores 4 or 6 on each roll it
    // is kept; going would break it for a new relevé from the talons.
    let (hold, go) = hold_and_go_values(&g, &TUNED);
    assert!(hold > go + 6.0, "hold {hold} go {go}");
    for level in LEVELS {
        assert_eq!(Bot::new(level).choose(&g), Choice::Tenir, "{level:?}");
    }
}

#[test]
fn a_lost_position_is_left_when_the_hole_leaves_no_points_to_keep() {
    // Given Black's petit jan filled and four lone White checkers on 7..=10
    // in reach of Black's checkers on his 7 and 11 (White's 18 and 14), White
    // at 10 points rolling 2-1: the hit of Black's lone checker on his 11 by
    // White's corner (12→14 by the 2) gives 2, a hole with nothing left.
    let board = tt!(w 1:9 12:2 7:1 8:1 9:1 10:1; b 1:3 2:2 3:2 4:2 5:2 6:2 7:1 11:1);
    let g = rolled(board, (10, 0), r(2, 1));
    assert_eq!(g.phase(), Phase::Choose);
    assert_eq!(g.scoreboard().points, BySide::new(0, 0));
    // Holding keeps nothing and leaves Black 4 or 6 a roll for his jan plus
    // hits on White's lone checkers; going costs nothing and starts afresh,
    // White rolling first.
    let (hold, go) = hold_and_go_values(&g, &TUNED);
    assert!(go > hold + 3.0, "hold {hold} go {go}");
    assert_eq!(Bot::new(Level::Club).choose(&g), Choice::SenAller);
    assert_eq!(Bot::new(Level::Strong).choose(&g), Choice::SenAller);
    // the beginner always holds
    assert_eq!(Bot::new(Level::Beginner).choose(&g), Choice::Tenir);
}

#[test]
fn strong_beats_random_in_a_small_seeded_match() {
    let mut wins = 0;
    let n = 6u64;
    for i in 0..n {
        let seed = 100 + i;
        let strong = Player::Bot(Level::Strong);
        let r = if i % 2 == 0 {
            play_partie(strong, Player::Random, Options::default(), seed)
        } else {
            play_partie(Player::Random, strong, Options::default(), seed)
        };
        let strong_side = if i % 2 == 0 { Side::White } else { Side::Black };
        wins += u64::from(r.winner == strong_side);
    }
    assert!(wins * 10 >= n * 8, "{wins}/{n}");
}

#[test]
fn only_a_forgetful_beginner_lets_a_wrong_count_pass() {
    let claims = |level: Level, forgetful: bool| {
        let mut rng = Rng::new(7);
        (0..3000)
            .filter(|_| level.claims_ecole(forgetful, &mut rng))
            .count()
    };
    for level in LEVELS {
        assert_eq!(claims(level, false), 3000, "{level:?}");
    }
    assert_eq!(claims(Level::Club, true), 3000);
    assert_eq!(claims(Level::Strong, true), 3000);
    // one in three let pass, give or take the sampling
    let let_pass = 3000 - claims(Level::Beginner, true);
    assert!((900..=1100).contains(&let_pass), "{let_pass}");
}
