//! The backgammon bot: named positions with dice where every level must find
//! the one obvious play, the obvious cube decisions and answers to a
//! resignation, and the bot driving random games of every rule set to
//! their end (`BG_BOT_GAMES` games a rule set: 200 in release, a sample in
//! debug).

mod bg_common;

use bg_common::{capture_position, r};
use tables::backgammon::bot::net::Activations;
use tables::backgammon::bot::plies::two_ply;
use tables::backgammon::bot::{
    answer_resignation, choose_play, cube_decision, next_action, play_error, rank_among,
    ranked_plays, CubeChoice, Judge, Level, Ranking, EXPERT_CANDIDATES, STRONG_CANDIDATES,
};
use tables::backgammon::{
    Action, Game, GameResult, GameSetup, Options, Phase, Player, Position, Variant,
};
use tables::dice::Rng;
use tables::{bg, Roll, SeededDice, Side};

/// A game of `variant` from `pos`, White on roll with `dice` rolled.
fn rolled(variant: Variant, pos: Position, dice: Roll) -> Game {
    let mut s = GameSetup::new(pos, Side::White);
    s.dice = Some(dice);
    Game::from_setup(variant, Options::money(), s).expect("valid setup")
}

/// What each level plays in `g`, as resulting positions.
fn choices(g: &Game) -> Vec<Position> {
    assert!(g.legal_plays().len() > 1, "a choice to make");
    Level::ALL
        .iter()
        .flat_map(|&level| {
            (0..4).map(move |seed| *g.legal_plays()[choose_play(g, level, seed)].after())
        })
        .collect()
}

#[test]
fn levels_parse_their_names() {
    for level in Level::ALL {
        assert_eq!(Level::parse(level.name()), Some(level));
    }
    assert_eq!(Level::parse("expert"), Some(Level::Expert));
    assert_eq!(Level::parse("master"), None);
}

#[test]
fn every_level_bears_off_the_last_two_checkers() {
    // 6-5 with checkers on the 6 and the 5: 6/off 5/off wins; 6/1 5/off
    // does not.
    let g = rolled(Variant::Backgammon, bg!(x 6:1 5:1; o 6:5 5:5 4:5), r(6, 5));
    assert!(g.legal_plays().len() >= 2);
    for after in choices(&g) {
        assert_eq!(after.off(Player::OnRoll), 15);
    }
}

#[test]
fn the_ranking_starts_with_the_choice_and_holds_every_play() {
    let g = rolled(Variant::Backgammon, bg!(x 6:1 5:1; o 6:5 5:5 4:5), r(6, 5));
    for level in [Level::Club, Level::Strong] {
        let ranked = ranked_plays(&g, level);
        assert_eq!(ranked[0].index, choose_play(&g, level, 0));
        // Both checkers off: a gammon, the opponent having none off.
        assert_eq!(ranked[0].equity, 2.0);
        let mut seen: Vec<usize> = ranked.iter().map(|r| r.index).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..g.legal_plays().len()).collect::<Vec<_>>());
        assert!(ranked[1].equity < 2.0);
        // Not bearing both off costs the difference; the best costs nothing.
        assert_eq!(play_error(&g, ranked[0].index, level), 0.0);
        let lost = play_error(&g, ranked[1].index, level);
        assert!((lost - (2.0 - ranked[1].equity)).abs() < 1e-6, "{lost}");
    }
}

#[test]
fn the_strong_ranking_in_steps_looks_deeper_one_candidate_a_step() {
    // the opening 6-5: many plays, a few close ones looked at deeper
    let g = rolled(
        Variant::Backgammon,
        Variant::Backgammon.rules().start(),
        r(6, 5),
    );
    let mut steps = 0;
    let mut r = Ranking::of_game(&g, Level::Strong);
    while !r.step() {
        steps += 1;
    }
    assert!((1..STRONG_CANDIDATES).contains(&steps), "{steps} steps");
    let ranked = r.ranked();
    assert_eq!(ranked[0].0, choose_play(&g, Level::Strong, 0));
    assert_eq!(ranked.len(), g.legal_plays().len());
    // the club ranks at once, by 0-ply
    assert!(Ranking::of_game(&g, Level::Club).step());
    assert_eq!(
        g.legal_plays()[ranked[0].0].notation(),
        "24/13",
        "the strong level runs with the 6-5"
    );
}

#[test]
fn the_expert_ranking_looks_two_plies_deep_at_its_last_candidates() {
    let g = rolled(
        Variant::Backgammon,
        Variant::Backgammon.rules().start(),
        r(6, 5),
    );
    let mut steps = 1;
    let mut r = Ranking::of_game(&g, Level::Expert);
    while !r.step() {
        steps += 1;
    }
    // at most the strong level's candidates at 1-ply, then the expert's
    assert!(
        steps <= STRONG_CANDIDATES + EXPERT_CANDIDATES,
        "{steps} steps"
    );
    let ranked = r.ranked();
    assert_eq!(ranked, rank_among_game(&g, Level::Expert));
    assert_eq!(ranked[0].0, choose_play(&g, Level::Expert, 0));
    assert_eq!(ranked.len(), g.legal_plays().len());
    // the first's value is its 2-ply score, exactly
    let judge = Judge::of(Variant::Backgammon);
    let after = *g.legal_plays()[ranked[0].0].after();
    let mut a = Activations::default();
    assert_eq!(ranked[0].1, two_ply(&judge, g.rules(), &after, &mut a));
    assert_eq!(g.legal_plays()[ranked[0].0].notation(), "24/13");
}

fn rank_among_game(g: &Game, level: Level) -> Vec<(usize, f32)> {
    let afters: Vec<Position> = g.legal_plays().iter().map(|p| *p.after()).collect();
    rank_among(&Judge::of(g.variant()), g.rules(), &afters, level)
}

#[test]
fn every_level_hits_and_makes_a_full_prime() {
    // My 2- to 6-points made, a blot of the opponent on my 7-point (his 18):
    // 6-2 plays 13/7* 9/7, a six-point prime with his checker on the bar.
    let pos = bg!(x 6:3 5:2 4:2 3:2 2:2 9:1 13:3; o 18:1 6:5 5:5 4:4);
    let g = rolled(Variant::Backgammon, pos, r(6, 2));
    for after in choices(&g) {
        assert_eq!(
            (
                after.mine(7),
                after.mine(9),
                after.mine(13),
                after.theirs(0)
            ),
            (2, 0, 2, 1)
        );
    }
}

#[test]
fn every_level_pins_the_plakoto_blot() {
    // The opponent's lone checker on his 14-point, my 11: 18/11 (6-1) pins
    // it.
    let pos = bg!(x 24:14 18:1; o 24:14 14:1);
    let g = rolled(Variant::Plakoto, pos, r(6, 1));
    for after in choices(&g) {
        assert!(after.is_pinned(Player::Opponent, 11), "{after:?}");
    }
}

#[test]
fn every_level_captures_in_the_chase() {
    // A 6 takes my checker from 10 onto his on 4: captured for good.
    let pos = capture_position(&[10, 20, 15], &[4, 8, 23]);
    let g = rolled(Variant::Chase, pos, r(6, 2));
    for after in choices(&g) {
        assert_eq!(after.checkers_of(Player::Opponent), 2, "{after:?}");
    }
}

/// Money options without beavers nor Jacoby.
fn plain_money() -> Options {
    let mut o = Options::money();
    o.cube.beavers = false;
    o.cube.jacoby = false;
    o
}

fn before_roll(pos: Position) -> Game {
    Game::from_setup(
        Variant::Backgammon,
        plain_money(),
        GameSetup::new(pos, Side::White),
    )
    .expect("valid setup")
}

#[test]
fn the_leader_of_a_long_race_doubles_and_is_passed() {
    // 60 pips against 75, on roll: a 25 % lead, far beyond the doubling
    // point, not yet a sure win.
    let mut g = before_roll(bg!(x 6:3 5:3 4:3 3:3 2:3; o 6:5 5:5 4:5));
    for level in [Level::Club, Level::Strong] {
        assert_eq!(cube_decision(&g, level, 1), Some(CubeChoice::Double));
    }
    g.double().unwrap();
    for level in [Level::Club, Level::Strong] {
        assert_eq!(cube_decision(&g, level, 1), Some(CubeChoice::Pass));
    }
}

#[test]
fn a_sure_gammon_is_played_on() {
    // Two checkers on the ace point against fifteen none borne off: the
    // gammon is certain, a double would give one point instead of two.
    let g = before_roll(bg!(x 1:2; o 6:15));
    for level in [Level::Club, Level::Strong] {
        assert_eq!(cube_decision(&g, level, 1), Some(CubeChoice::NoDouble));
        assert_eq!(next_action(&g, level, 1), None, "the bot rolls");
    }
}

#[test]
fn an_even_opening_position_is_a_take() {
    let mut g = before_roll(Variant::Backgammon.rules().start());
    g.double().unwrap();
    for level in [Level::Club, Level::Strong] {
        assert_eq!(cube_decision(&g, level, 1), Some(CubeChoice::Take));
        assert_eq!(next_action(&g, level, 1), Some(Action::Take));
    }
}

#[test]
fn a_resignation_is_accepted_only_when_it_gives_the_backgammon() {
    // White, to roll, has all fifteen on his 19-point (my home board); I
    // bear off my last two checkers next turn: a backgammon.
    for (result, accepted) in [(GameResult::Single, false), (GameResult::Backgammon, true)] {
        let mut g = before_roll(bg!(x 19:15; o 1:2));
        g.resign(result).unwrap();
        for level in [Level::Club, Level::Strong] {
            assert_eq!(answer_resignation(&g, level, 1), accepted, "{result:?}");
        }
    }
}

/// `BG_BOT_GAMES`, else 200 in release and a sample in debug.
fn games_a_rule_set() -> u64 {
    std::env::var("BG_BOT_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 6 } else { 200 })
}

/// Plays one game of `variant` from its start with the bot on both sides
/// (each at its own level), now and then a resignation offered to it;
/// returns how many actions the bot made.
fn bot_game(variant: Variant, options: Options, seed: u64) -> usize {
    let mut g = Game::new(variant, options)
        .expect("valid options")
        .without_log();
    let mut dice = SeededDice::new(seed);
    let mut rng = Rng::new(seed ^ 77);
    let levels = [
        Level::ALL[seed as usize % 3],
        Level::ALL[(seed as usize / 3) % 3],
    ];
    let mut bot_actions = 0;
    for step in 0..20_000u64 {
        let phase = g.phase();
        if matches!(phase, Phase::GameOver | Phase::MatchOver) {
            return bot_actions;
        }
        if phase == Phase::BeforeRoll && rng.below(60) == 0 {
            let result = [GameResult::Single, GameResult::Gammon][rng.below(2)];
            if g.resign(result).is_ok() {
                continue;
            }
        }
        let level = levels[g.to_act().map_or(0, |s| s as usize)];
        match next_action(&g, level, seed.wrapping_add(step)) {
            Some(action) => {
                let side = g.to_act().expect("the bot acts for the side to act");
                g.act_by(side, action)
                    .unwrap_or_else(|e| panic!("{variant:?}: {action:?} refused: {e:?}"));
                bot_actions += 1;
            }
            None => match phase {
                Phase::Opening => {
                    g.roll_opening(&mut dice).unwrap();
                }
                Phase::BeforeRoll => {
                    g.roll_dice(&mut dice).unwrap();
                }
                other => panic!("{variant:?}: no bot action in {other:?}"),
            },
        }
    }
    panic!("{variant:?}: game {seed} did not end");
}

#[test]
fn the_bot_plays_random_games_of_every_rule_set_to_their_end() {
    let n = games_a_rule_set();
    for variant in Variant::ALL {
        let mut actions = 0;
        for i in 0..n {
            let options = if i % 2 == 0 {
                let mut o = Options::money();
                o.cube.beavers = i % 4 == 0;
                o.cube.raccoons = i % 8 == 0;
                o.cube.jacoby = i % 3 == 0;
                o
            } else {
                Options::match_to(1 + (i % 5) as u8)
            };
            actions += bot_game(variant, options, 1000 * i + 7);
        }
        assert!(
            actions as u64 >= n,
            "{variant:?}: the bot acted {actions} times"
        );
    }
}
