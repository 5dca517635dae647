//! Seeded random backgammon sessions (money and matches, every variant with
//! random options, the cube on with random cube actions and options)
//! keeping the invariants: the checkers of each side (pinned ones
//! included), no point shared, a pinned checker alone under opposing ones
//! and never moving, the pip counts moving by exactly the dice played and
//! the hits, the cube a power of two within its maximum (the stake a power
//! of three), every game ending (a draw awarding nothing), and each record
//! replaying to the same session. In the capture games (the chase, Icelandic
//! backgammon) checkers go round past the 1-point and leave the game when
//! captured: each move goes a die's number on (the chase's last checker
//! from corner to corner, the Icelandic jump with none), the mover keeps
//! his checkers and the opponent loses exactly those captured.
//!
//! `BG_RANDOM_GAMES` sets the number of games (default 10,000 in release, a
//! sample in debug).

use tables::backgammon::circuit;
use tables::backgammon::rules::rolls::{Dice, Part};
use tables::backgammon::rules::{Capture, Hook, RuleSet};
use tables::backgammon::{
    Action, CrawfordRule, CubeLimit, EndKind, Game, GameResult, MatchLength, Options, Phase, Play,
    Player, Position, Series, Stakes, Variant, VariantOptions, Variants,
};
use tables::dice::Rng;
use tables::SeededDice;

/// 10,000 in a release build (`scripts/test.sh` runs it so); a debug build
/// plays a sample.
const DEFAULT_GAMES: u64 = if cfg!(debug_assertions) {
    1_500
} else {
    10_000
};
/// No session comes near this many actions.
const MAX_ACTIONS: usize = 100_000;

fn chance(rng: &mut Rng, one_in: usize) -> bool {
    rng.below(one_in) == 0
}

/// Random options: money or a match to 1..=7, each cube option at random.
fn random_options(rng: &mut Rng) -> Options {
    let mut o = if chance(rng, 2) {
        Options::money()
    } else {
        Options::match_to(1 + rng.below(7) as u8)
    };
    o.crawford = [
        CrawfordRule::NoCube,
        CrawfordRule::TrailerMayNotDouble,
        CrawfordRule::Off,
    ][rng.below(3)];
    o.cube.beavers = chance(rng, 2);
    o.cube.raccoons = o.cube.beavers && chance(rng, 2);
    o.cube.jacoby = chance(rng, 2);
    o.cube.automatic.enabled = chance(rng, 2);
    o.cube.automatic.limit = rng.below(4) as u8;
    o.cube.automatic.six_six_triples = chance(rng, 2);
    // Now and then several rule sets in turn, or a mixed match.
    let pick = |rng: &mut Rng| Variant::ALL[rng.below(Variant::ALL.len())];
    let list: Vec<Variant> = (0..1 + rng.below(3)).map(|_| pick(rng)).collect();
    let games = Variants::new(&list).unwrap();
    o.series = match rng.below(8) {
        0 => Series::InTurn(games),
        1 => Series::Mixed {
            games,
            decider: pick(rng),
        },
        _ => Series::Same,
    };
    o.cube.max = if chance(rng, 4) {
        CubeLimit::Unlimited
    } else {
        CubeLimit::UpTo(1 << rng.below(7))
    };
    o.variant = VariantOptions::of_code(rng.below(1 << VariantOptions::BITS) as u32);
    o.last_roll_draw = chance(rng, 4);
    o
}

/// Applies a play's moves to the position by hand (each side's counts from
/// its own side) and checks that it gives the play's result; with `pins`
/// (Plakoto) a lone checker landed on is pinned, not hit, and freed when the
/// last checker on it leaves; returns the opposing checkers hit (in the
/// capture games: captured, all those on the point).
fn check_moves_reach_result(rules: &RuleSet, before: &Position, play: &Play) -> u32 {
    let pins = rules.capture == Capture::Pin;
    let removes = rules.capture == Capture::Remove;
    let mut hit_checkers = 0;
    let mut setup = before.setup();
    let route = before.route();
    for m in play.moves() {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        if from == 26 {
            // A checker of the reserve enters.
            assert!(setup.reserve[0] > 0, "{m:?} with nothing to enter");
            setup.reserve[0] -= 1;
        } else {
            assert!(setup.on_roll[from - 1] > 0, "{m:?} from an empty point");
            assert!(
                setup.pinned[0] & 1 << from == 0,
                "{m:?} moves a pinned checker"
            );
            setup.on_roll[from - 1] -= 1;
            let q = route.opponent_point(from.min(24));
            if pins && from <= 24 && setup.on_roll[from - 1] == 0 && setup.pinned[1] & 1 << q != 0 {
                // The opposing checker it pinned is free again.
                setup.pinned[1] &= !(1 << q);
                setup.opponent[q - 1] += 1;
            }
        }
        if to > 0 {
            setup.on_roll[to - 1] += 1;
            // The opponent's index of the mover's point `to` (Block rule
            // sets never land there: m.hit is false and the point empty).
            let theirs = before.route().opponent_point(to) - 1;
            if removes {
                // Captured for good, however many (the Icelandic stacks).
                assert_eq!(m.hit, setup.opponent[theirs] > 0, "{m:?}");
            } else {
                assert_eq!(m.hit, setup.opponent[theirs] == 1, "{m:?}");
            }
            if m.hit {
                hit_checkers += u32::from(setup.opponent[theirs]);
                setup.opponent[theirs] = 0;
                if pins {
                    setup.pinned[1] |= 1 << (theirs + 1);
                } else if !removes {
                    setup.opponent[24] += 1;
                }
            }
        }
    }
    let by_hand = setup
        .validate_with(rules.missing())
        .expect("a valid result");
    assert_eq!(&by_hand, play.after(), "{play:?}");
    // The mover's own pinned checkers stay where they are.
    assert_eq!(
        play.after().pinned(Player::OnRoll),
        before.pinned(Player::OnRoll),
        "{play:?}"
    );
    hit_checkers
}

/// The moves of a play of a capture game: each goes a die of the part on
/// round the board (the chase's last checker: a 1 to the next corner, a 6
/// to the one after; the Icelandic last checker's jump to the nearest
/// corner with no die, alone); the mover keeps his checkers, the opponent
/// loses the `captured`, nothing is borne off or on a bar.
fn check_circuit(rules: &RuleSet, before: &Position, part: Dice, play: &Play, captured: u32) {
    let lone = before.checkers() == 1;
    let mut dice: Vec<u8> = part.values().to_vec();
    for m in play.moves() {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        assert!((1..=24).contains(&from) && (1..=24).contains(&to), "{m:?}");
        let goes = |d: u8| match (rules.hook, lone, d) {
            (Hook::Chase, true, 1) => to == circuit::corner_ahead(from, 1),
            (Hook::Chase, true, 6) => to == circuit::corner_ahead(from, 2),
            (Hook::Chase, true, _) => false,
            _ => circuit::distance(from, to) == usize::from(d),
        };
        match dice.iter().position(|&d| goes(d)) {
            Some(i) => {
                dice.remove(i);
            }
            None => {
                // The jump: the last checker, off the corners, to the
                // nearest corner ahead, alone.
                assert!(rules.hook == Hook::Icelandic && lone && play.moves().len() == 1);
                assert!(!circuit::is_corner(from) && to == circuit::corner_ahead(from, 1));
            }
        }
    }
    let after = play.after();
    assert_eq!(after.checkers(), before.checkers(), "{play:?}");
    assert_eq!(
        u32::from(after.checkers_of(Player::Opponent)),
        u32::from(before.checkers_of(Player::Opponent)) - captured,
        "{play:?}"
    );
    for p in [Player::OnRoll, Player::Opponent] {
        assert_eq!((after.off(p), after.reserve(p)), (0, 0));
    }
    assert_eq!((after.pips()[0], after.pips()[25]), (0, 0));
}

/// The pip counts after a play: the mover's fall by the dice he played (a
/// checker borne off by a higher die counts its distance), the opponent's
/// rise by the distance of each hit checker (on his own route) to his bar
/// (a pinned one does not move: with `pins` his count stays).
fn check_pips(before: &Position, part: Dice, play: &Play, pins: bool) {
    let [mine, theirs] = before.pip_counts();
    let [mine_after, theirs_after] = play.after().pip_counts();
    let roll = part;
    let mut dice: Vec<u32> = part.values().iter().map(|&d| u32::from(d)).collect();
    assert!(play.moves().len() <= dice.len());
    let (mut travelled, mut hits) = (0u32, 0u32);
    let mut bear_offs = Vec::new();
    for m in play.moves() {
        // A checker entering from the reserve counts 25, as from the bar.
        let (from, to) = (u32::from(m.from.min(25)), u32::from(m.to));
        travelled += from - to;
        if m.hit && !pins {
            // The hit checker goes from his own point back to his bar.
            hits += 25 - before.route().opponent_point(to as usize) as u32;
        }
        if to == 0 {
            bear_offs.push(from);
        } else {
            let i = dice.iter().position(|&d| d == from - to);
            dice.remove(i.unwrap_or_else(|| panic!("{m:?} is no die of {roll}")));
        }
    }
    bear_offs.sort_unstable_by(|a, b| b.cmp(a));
    dice.sort_unstable();
    for from in bear_offs {
        let i = dice.iter().position(|&d| d >= from);
        dice.remove(i.unwrap_or_else(|| panic!("no die of {roll} bears off from {from}")));
    }
    assert_eq!(mine - mine_after, travelled, "{play:?}");
    assert_eq!(theirs_after - theirs, hits, "{play:?}");
}

/// The invariants of a game state.
fn check_state(g: &Game) {
    let pos = g.position();
    let n = g.rules().checkers;
    let mut setup = pos.setup();
    if g.rules().capture == Capture::Remove {
        // Checkers captured are gone: each side has at most n; the side
        // on roll has one at least (with none, the game is over).
        assert!(setup.checkers <= n);
        let over = matches!(g.phase(), Phase::GameOver | Phase::MatchOver);
        assert!(over || pos.checkers() > 0);
        setup.checkers = n;
    } else {
        assert_eq!(setup.checkers, n);
    }
    if g.rules().capture != Capture::Remove {
        assert_eq!(
            pos.flip().checkers(),
            n,
            "the opponent's, pinned ones included"
        );
    }
    assert_eq!(
        setup.validate_with(g.rules().missing()).as_ref(),
        Ok(pos),
        "no point shared, at most {n} a side, a pinned checker alone under opposing ones"
    );
    if g.rules().capture != Capture::Pin {
        assert_eq!(pos.pinned(Player::OnRoll) | pos.pinned(Player::Opponent), 0);
    }
    let on_board = |c: &[u8; 25]| c.iter().map(|&x| u32::from(x)).sum::<u32>();
    assert!(on_board(&setup.on_roll) <= u32::from(n));
    assert!(on_board(&setup.opponent) <= u32::from(n));
    let value = g.cube_value();
    assert!(value.is_power_of_two());
    assert!(value.trailing_zeros() <= u32::from(g.options().max_cube_log2()));
    let mut stake = g.stake();
    while stake.is_multiple_of(3) {
        stake /= 3;
    }
    assert_eq!(stake, 1, "the stake is a power of three");
    if let Some(offer) = g.offer() {
        assert!(offer.value.is_power_of_two() && offer.value > value);
    }
}

/// What the sweep went through, so that it cannot pass by missing a case.
#[derive(Default, Debug)]
struct Seen {
    games: u64,
    played_out: u64,
    dropped: u64,
    resigned: u64,
    mother_wins: u64,
    draws: u64,
    last_roll_draws: u64,
    pins: u64,
    beavers: u64,
    raccoons: u64,
    cube_above_64: u64,
    tripled: u64,
    matches_won: u64,
    backgammons: u64,
    complements: u64,
    cascades: u64,
    chosen: u64,
    rests_to_opponent: u64,
    per_checker: u64,
    captured: u64,
    capture_games_won: u64,
    last_checker_moves: u64,
    jumps: u64,
}

/// Plays one random session into `seen`: of `only` (every game of it) or
/// of a rule set drawn at random.
fn random_session(seed: u64, seen: &mut Seen, only: Option<Variant>) {
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xB6);
    let mut dice = SeededDice::new(seed);
    let drawn = Variant::ALL[rng.below(Variant::ALL.len())];
    let variant = only.unwrap_or(drawn);
    let mut options = random_options(&mut rng);
    if only.is_some() {
        options.series = Series::Same;
    }
    let money_games = 1 + rng.below(3) as u32;
    let mut g = Game::new(variant, options).unwrap().without_log();
    let mut plays = Vec::new();
    loop {
        assert!(
            g.actions().len() < MAX_ACTIONS,
            "seed {seed}: the session does not end"
        );
        match g.phase() {
            Phase::Opening => {
                g.roll_opening(&mut dice).unwrap();
            }
            Phase::BeforeRoll => {
                if g.may_double().is_ok() && chance(&mut rng, 6) {
                    g.double().unwrap();
                } else if chance(&mut rng, 300) {
                    let level = GameResult::from_points(1 + rng.below(3) as u32).unwrap();
                    g.resign(level).unwrap();
                } else {
                    g.roll_dice(&mut dice).unwrap();
                }
            }
            Phase::CubeOffered(_) => {
                let mut answers = vec![Action::Take, Action::Take, Action::Pass];
                if g.may_beaver().is_ok() {
                    answers.push(Action::Beaver);
                }
                if g.may_raccoon().is_ok() {
                    answers.push(Action::Raccoon);
                }
                let a = answers[rng.below(answers.len())];
                seen.beavers += u64::from(a == Action::Beaver);
                seen.raccoons += u64::from(a == Action::Raccoon);
                g.act(a).unwrap();
            }
            Phase::Move => {
                plays.clear();
                plays.extend_from_slice(g.legal_plays());
                let rules = *g.rules();
                let standing = plays.iter().filter(|p| p.moves().is_empty()).count();
                // A play of no move only beside the Icelandic jump.
                assert!(
                    !plays.is_empty()
                        && (standing == 0 || rules.hook == Hook::Icelandic && plays.len() == 2)
                );
                let play = plays[rng.below(plays.len())];
                let before = *g.position();
                if rules.capture == Capture::Block {
                    assert!(play.moves().iter().all(|m| !m.hit), "{play:?}");
                }
                let pins = g.rules().capture == Capture::Pin;
                seen.pins += play.moves().iter().filter(|m| m.hit && pins).count() as u64;
                let captured = check_moves_reach_result(&rules, &before, &play);
                let (part_dice, part) = g.part().expect("a part in the move phase");
                if rules.capture == Capture::Remove {
                    check_circuit(&rules, &before, part_dice, &play, captured);
                    seen.captured += u64::from(captured);
                    if before.checkers() == 1 && !play.moves().is_empty() {
                        seen.last_checker_moves += 1;
                        let jumped = rules.hook == Hook::Icelandic
                            && play.moves().len() == 1
                            && !circuit::is_corner(usize::from(play.moves()[0].from));
                        seen.jumps += u64::from(jumped);
                    }
                } else {
                    check_pips(&before, part_dice, &play, pins);
                }
                match part {
                    Part::Complement => seen.complements += 1,
                    Part::Cascade => seen.cascades += 1,
                    Part::Chosen | Part::ChosenComplement => seen.chosen += 1,
                    Part::OpponentsRest => seen.rests_to_opponent += 1,
                    Part::Roll => {}
                }
                g.play(play.after()).unwrap();
            }
            Phase::ChooseDouble => {
                g.choose_double(1 + rng.below(6) as u8).unwrap();
            }
            Phase::ResignOffered { .. } => {
                let a = if chance(&mut rng, 2) {
                    Action::AcceptResign
                } else {
                    Action::RejectResign
                };
                g.act(a).unwrap();
            }
            Phase::GameOver | Phase::MatchOver => {
                let end = g.end().expect("a game over has its end");
                match end.winner {
                    None => {
                        assert_eq!(end.points, 0, "a draw awards nothing");
                        assert!(
                            end.how == EndKind::MotherPinned
                                || end.how == EndKind::PlayedOut && options.last_roll_draw
                        );
                        seen.last_roll_draws += u64::from(end.how == EndKind::PlayedOut);
                    }
                    Some(winner)
                        if matches!(g.rules().stakes, Some(Stakes::PerCheckerLeft { .. })) =>
                    {
                        // Acey-deucey: one point a checker the loser has left.
                        let loser = g.position_of(winner.opponent());
                        let left = u32::from(g.rules().checkers - loser.off(Player::OnRoll));
                        assert_eq!(end.points, left * end.cube * end.stake);
                        seen.per_checker += 1;
                    }
                    Some(_) => {
                        assert_eq!(end.points, end.result.points() * end.cube * end.stake);
                    }
                }
                let counts = g.rules().results;
                if end.how == EndKind::PlayedOut && g.rules().capture == Capture::Remove {
                    // The winner (on roll) has captured every opposing checker.
                    let pos = g.position();
                    assert_eq!(pos.checkers_of(Player::Opponent), 0);
                    assert!(pos.checkers() > 0 && end.result == GameResult::Single);
                    seen.capture_games_won += 1;
                }
                if end.how == EndKind::PlayedOut {
                    assert!(counts.backgammons || end.result != GameResult::Backgammon);
                    assert!(counts.gammons || end.result == GameResult::Single);
                }
                seen.games += 1;
                match end.how {
                    EndKind::PlayedOut => seen.played_out += 1,
                    EndKind::Dropped => seen.dropped += 1,
                    EndKind::Resigned => seen.resigned += 1,
                    EndKind::MotherPinned => {
                        assert!(g.rules().mother_rule);
                        if end.winner.is_some() {
                            assert_eq!(end.result, GameResult::Gammon);
                            seen.mother_wins += 1;
                        } else {
                            seen.draws += 1;
                        }
                    }
                }
                seen.backgammons += u64::from(end.result == GameResult::Backgammon);
                seen.cube_above_64 += u64::from(end.cube > 64);
                // (A stake above what the winner's side is worth: a tie tripled it.)
                let worth = end.winner.map_or(1, |w| g.rules().worth[w]);
                seen.tripled += u64::from(end.stake > worth);
                if g.phase() == Phase::MatchOver {
                    seen.matches_won += 1;
                    break;
                }
                if options.length == MatchLength::Money && g.game_number() >= money_games {
                    break;
                }
                g.next_game().unwrap();
            }
        }
        check_state(&g);
    }
    let end = g.end().expect("the last game ended");
    if let Some(winner) = end.winner {
        assert!(g.score()[winner] >= end.points);
    }
    match (options.length, options.series) {
        // A mixed match ends after its games with the higher score (or a
        // side reaching the length first).
        (length, Series::Mixed { games, .. }) if g.phase() == Phase::MatchOver => {
            let w = g.match_winner().expect("a mixed match has its winner");
            let reached = matches!(length, MatchLength::Points(n) if g.score()[w] >= u32::from(n));
            assert!(reached || g.game_number() as usize >= games.as_slice().len());
            assert!(g.score()[w] > g.score()[w.opponent()]);
        }
        (MatchLength::Points(n), _) => {
            assert!(g
                .match_winner()
                .is_some_and(|w| g.score()[w] >= u32::from(n)));
        }
        _ => {}
    }
    let replayed = Game::replay(&g.record()).unwrap().without_log();
    assert_eq!(replayed, g, "seed {seed}: the replay differs");
}

#[test]
fn random_games_keep_the_invariants_and_replay() {
    let games: u64 = std::env::var("BG_RANDOM_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(DEFAULT_GAMES);
    let t = std::time::Instant::now();
    let (mut seen, mut seed) = (Seen::default(), 0u64);
    while seen.games < games {
        random_session(seed, &mut seen, None);
        seed += 1;
    }
    eprintln!(
        "{} random games in {seed} sessions: {:.2} s; {seen:?}",
        seen.games,
        t.elapsed().as_secs_f64()
    );
    if games >= 1_000 {
        for (what, n) in [
            ("played out", seen.played_out),
            ("dropped", seen.dropped),
            ("resigned", seen.resigned),
            ("beavers", seen.beavers),
            ("raccoons", seen.raccoons),
            ("cubes above 64", seen.cube_above_64),
            ("tripled stakes", seen.tripled),
            ("matches won", seen.matches_won),
            ("backgammons", seen.backgammons),
            ("Russian complements", seen.complements),
            ("gul bara cascades", seen.cascades),
            ("chosen doublets", seen.chosen),
            ("rests played by the opponent", seen.rests_to_opponent),
            ("games paid per checker", seen.per_checker),
            ("pins", seen.pins),
            ("mother wins", seen.mother_wins),
            ("drawn games", seen.draws),
            ("draws on the last roll", seen.last_roll_draws),
            ("checkers captured for good", seen.captured),
            ("capture games won", seen.capture_games_won),
            ("last checkers' moves", seen.last_checker_moves),
            ("Icelandic jumps", seen.jumps),
        ] {
            assert!(n > 0, "no {what} in {} games", seen.games);
        }
    }
}

/// 10,000 games of every rule set in a release build (`scripts/test.sh`
/// runs it so; `BG_RANDOM_GAMES_PER_RULE_SET` sets the number), a sample in
/// debug: each keeps the invariants, ends, and replays.
#[test]
fn every_rule_set_plays_its_own_random_games() {
    let games: u64 = std::env::var("BG_RANDOM_GAMES_PER_RULE_SET")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(if cfg!(debug_assertions) { 40 } else { 10_000 });
    for (k, &v) in Variant::ALL.iter().enumerate() {
        let t = std::time::Instant::now();
        let (mut seen, mut seed) = (Seen::default(), 1_000_000 * (k as u64 + 1));
        while seen.games < games {
            random_session(seed, &mut seen, Some(v));
            seed += 1;
        }
        eprintln!(
            "{}: {} games, {} played out, {:.2} s",
            v.name(),
            seen.games,
            seen.played_out,
            t.elapsed().as_secs_f64()
        );
        assert!(seen.played_out > 0, "{}: no game played out", v.name());
    }
}
