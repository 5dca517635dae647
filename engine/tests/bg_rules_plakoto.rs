//! Plakoto (Tavli's second game): one named test per special rule, a
//! position, a roll and the exact plays (points from the mover's side: his
//! start is his 24, the opponent's start the mover's 1). Positions are
//! `bg!` literals, each side's points from its own side, pinned checkers
//! after `pinned`.

mod bg_common;

use bg_common::{legal, play, plays, set};

use tables::backgammon::explain::{why_not, Refusal};
use tables::backgammon::position_text;
use tables::backgammon::result::{ending, result, Ending};
use tables::backgammon::rules::{Capture, Opening, Results};
use tables::backgammon::{
    Action, CubeAction, CubeRefusal, EndKind, Event, Game, GameError, GameResult, GameSetup,
    Options, Phase, Player, Position, Route, RuleSet, Variant,
};
use tables::{bg, BySide, Roll, Side};

fn rules() -> &'static RuleSet {
    Variant::Plakoto.rules()
}

fn r(a: u8, b: u8) -> Roll {
    Roll::new(a, b).unwrap()
}

/// A Plakoto game from `pos` with White on roll, `roll` rolled.
fn game_at(pos: Position, roll: Roll, options: Options) -> Game {
    let mut s = GameSetup::new(pos, Side::White);
    s.dice = Some(roll);
    Game::from_setup(Variant::Plakoto, options, s).unwrap()
}

#[test]
fn plakoto_starts_with_fifteen_on_each_players_24_point_going_opposite_ways() {
    let start = rules().start();
    assert_eq!(Variant::parse("plakoto"), Some(Variant::Plakoto));
    assert!(Variant::ALL.contains(&Variant::Plakoto));
    assert_eq!((start.mine(24), start.theirs(1)), (15, 15));
    assert_eq!(start, bg!(x 24:15; o 24:15));
    assert_eq!(start.route(), Route::Opposite);
    assert_eq!(start.pip_counts(), [360, 360]);
    assert_eq!(
        position_text::format(Variant::Plakoto, &start),
        "1.plakoto.o994O.0-0.0-0"
    );
    let r = rules();
    assert_eq!(
        (r.capture, r.opening, r.results, r.cube, r.mother_rule),
        (
            Capture::Pin,
            Opening::RollAgain,
            Results::NO_TRIPLE,
            false,
            true
        )
    );
    // Nothing in the way yet: one checker or two from the start.
    assert_eq!(plays(r, &start, 6, 5), set(&["24/13", "24/19 24/18"]));
}

#[test]
fn landing_on_a_lone_opposing_checker_pins_it_instead_of_hitting() {
    // His lone checker on my 10 (his 15); my 13 reaches it with the 3.
    let pos = bg!(x 24:14 13:1; o 24:14 15:1);
    let got = legal(rules(), &pos, 3, 1);
    let pin = got
        .iter()
        .find(|p| p.notation() == "24/23 13/10*")
        .expect("the pin is a legal play");
    let after = pin.after();
    assert_eq!(after.mine(10), 1);
    assert_eq!(
        after.theirs(10),
        0,
        "his checker is under mine, not counted"
    );
    assert!(after.is_pinned(Player::Opponent, 10));
    assert_eq!(after.theirs(0), 0, "nothing goes to the bar");
    assert_eq!(after.flip().checkers(), 15, "he keeps all his checkers");
    assert_eq!(
        after.pip_counts()[1],
        pos.pip_counts()[1],
        "a pinned checker does not move back"
    );
    assert!(pin.moves().iter().any(|m| m.hit), "the pin is marked");
    // In backgammon the same play hits to the bar.
    let bg_after = *legal(Variant::Backgammon.rules(), &pos, 3, 1)
        .iter()
        .find(|p| p.notation() == "24/23 13/10*")
        .unwrap()
        .after();
    assert_eq!(bg_after.theirs(0), 1);
}

#[test]
fn a_pinned_checker_cannot_move() {
    // My checker on my 20 lies pinned under his (his 5).
    let pos = bg!(x 24:14; o 24:13 5:1; pinned x 20; o);
    let got = plays(rules(), &pos, 6, 5);
    assert_eq!(got, set(&["24/13", "24/19 24/18"]));
    for roll in Roll::ALL_21 {
        for p in legal(rules(), &pos, roll.high(), roll.low()) {
            assert!(p.moves().iter().all(|m| m.from != 20), "{}", p.notation());
            assert!(p.after().is_pinned(Player::OnRoll, 20));
        }
    }
    assert_eq!(
        why_not(rules(), &pos, r(6, 5), &[], 20, 15),
        Err(Refusal::CheckerPinned)
    );
}

#[test]
fn a_point_where_a_checker_is_pinned_belongs_to_the_pinner() {
    // His one checker on my 20 pins mine there: closed to me as if he had
    // two; my 24/20 is refused.
    let pos = bg!(x 24:14; o 24:13 5:1; pinned x 20; o);
    let got = plays(rules(), &pos, 4, 1);
    assert_eq!(got, set(&["24/19"]));
    assert_eq!(
        why_not(rules(), &pos, r(4, 1), &[], 24, 20),
        Err(Refusal::PointHeldByPin)
    );
    // The pinner may add checkers on it: here I pin his checker on my 5 and
    // bring another from my 9 with the 4.
    let theirs = bg!(x 24:12 9:1 5:1; o 24:14; pinned x; o 20);
    assert!(plays(rules(), &theirs, 4, 1).contains("24/23 9/5"));
    let after = *legal(rules(), &theirs, 4, 1)
        .iter()
        .find(|p| p.notation() == "24/23 9/5")
        .unwrap()
        .after();
    assert_eq!(after.mine(5), 2);
    assert!(after.is_pinned(Player::Opponent, 5));
}

#[test]
fn the_pinned_checker_is_free_again_when_the_last_pinner_leaves() {
    // I pin his checker on my 10 with one checker: moving it frees his.
    let pos = bg!(x 24:14 10:1; o 24:14; pinned x; o 15);
    let after = *legal(rules(), &pos, 6, 5)
        .iter()
        .find(|p| p.notation() == "24/18 10/5")
        .unwrap()
        .after();
    assert_eq!(after.theirs(10), 1, "his checker is on its own again");
    assert!(!after.is_pinned(Player::Opponent, 10));
    // With two on it, one may leave and the pin stays.
    let two = bg!(x 24:13 10:2; o 24:14; pinned x; o 15);
    let after = *legal(rules(), &two, 6, 5)
        .iter()
        .find(|p| p.notation() == "24/18 10/5")
        .unwrap()
        .after();
    assert_eq!((after.mine(10), after.theirs(10)), (1, 0));
    assert!(after.is_pinned(Player::Opponent, 10));
    // Passing over a lone checker, touching down on it on the way, leaves
    // it free: one result whichever way the checker goes.
    let pass = bg!(x 24:14 13:1; o 24:14 15:1);
    let through: Vec<String> = legal(rules(), &pass, 3, 2)
        .iter()
        .filter(|p| {
            p.moves()
                .iter()
                .all(|m| m.from == 13 || m.from == 10 || m.from == 11)
        })
        .map(|p| p.notation())
        .collect();
    assert_eq!(through.len(), 1, "{through:?}");
    let freed = legal(rules(), &pass, 3, 2)
        .into_iter()
        .find(|p| p.notation() == through[0])
        .unwrap();
    assert_eq!(freed.after().theirs(10), 1);
    assert_eq!(freed.after().mine(8), 1);
}

#[test]
fn no_bearing_off_while_a_checker_is_pinned_in_the_home_board() {
    // All mine home, one pinned on my 3 (under his checker on his 22).
    let pos = bg!(x 6:4 5:4 4:4 2:2; o 22:1 12:14; pinned x 3; o);
    assert_eq!(pos.checkers(), 15);
    let got = legal(rules(), &pos, 6, 5);
    assert!(!got.is_empty());
    assert!(
        got.iter().all(|p| p.moves().iter().all(|m| m.to != 0)),
        "{:?}",
        got.iter().map(|p| p.notation()).collect::<Vec<_>>()
    );
    assert!(plays(rules(), &pos, 2, 1).contains("6/5 6/4"));
    assert_eq!(
        why_not(rules(), &pos, r(6, 5), &[], 6, 0),
        Err(Refusal::PinnedAtHome)
    );
    // Once his checker has gone on, bearing off is allowed.
    let free = bg!(x 6:4 5:4 4:4 3:1 2:2; o 12:14);
    assert!(plays(rules(), &free, 6, 5).contains("6/off 5/off"));
    // A checker pinned outside the home board: not all home.
    let outside = bg!(x 6:4 5:4 4:5 2:1; o 15:1 12:14; pinned x 10; o);
    assert_eq!(
        why_not(rules(), &outside, r(6, 5), &[], 6, 0),
        Err(Refusal::NotAllHome)
    );
}

#[test]
fn a_pinned_mother_loses_two_points_at_once() {
    // His last checker on his start (my 1) alone; none of mine left on my
    // start: 4/1* pins his mother and wins 2 at once.
    let pos = bg!(x 13:10 6:4 4:1; o 24:1 11:14);
    let mut g = game_at(pos, r(3, 1), Options::money());
    play(&mut g, "13/12 4/1*");
    assert_eq!(g.phase(), Phase::GameOver);
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.result, end.points, end.how),
        (
            Some(Side::White),
            GameResult::Gammon,
            2,
            EndKind::MotherPinned
        )
    );
    assert_eq!(g.score(), BySide::new(2, 0));
    assert_eq!(
        ending(rules(), g.position()),
        Some(Ending::Won {
            result: GameResult::Gammon,
            how: EndKind::MotherPinned
        })
    );
}

#[test]
fn a_pinned_mother_waits_while_the_pinner_still_has_checkers_on_his_start() {
    // Same pin, but I still have two on my own start: the game goes on ...
    let pos = bg!(x 24:2 13:8 6:4 4:1; o 24:1 11:14);
    let mut g = game_at(pos, r(3, 1), Options::money());
    play(&mut g, "13/12 4/1*");
    assert_eq!(g.phase(), Phase::BeforeRoll);
    assert_eq!(g.on_roll(), Side::Black);
    // ... Black plays on (his mother cannot move) ...
    g.roll(r(2, 1)).unwrap();
    play(&mut g, "11/10 11/9");
    // ... and when my last checkers leave my start I win 2 at once.
    g.roll(r(6, 5)).unwrap();
    play(&mut g, "24/19 24/18");
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.points, end.how),
        (Some(Side::White), 2, EndKind::MotherPinned)
    );
}

#[test]
fn both_mothers_pinned_is_a_draw_and_the_session_goes_on() {
    // My mother (my 24) lies pinned under his checker (his 1); his mother is
    // alone on his start (my 1): pinning it draws the game.
    let pos = bg!(x 13:10 6:3 4:1; o 24:1 11:13 1:1; pinned x 24; o);
    for options in [Options::money(), Options::match_to(5)] {
        let mut g = game_at(pos, r(3, 1), options);
        play(&mut g, "13/12 4/1*");
        assert_eq!(g.phase(), Phase::GameOver);
        let end = g.end().unwrap();
        assert_eq!((end.winner, end.points), (None, 0));
        assert!(end.is_draw());
        assert_eq!(end.how, EndKind::MotherPinned);
        assert!(matches!(
            g.events()[g.events().len() - 2..],
            [Event::GameDrawn(_), Event::Score { .. }]
        ));
        assert_eq!(g.score(), BySide::new(0, 0), "no points to either");
        assert_eq!(g.match_winner(), None);
        g.next_game().unwrap();
        assert_eq!((g.phase(), g.game_number()), (Phase::Opening, 2));
    }
    assert_eq!(
        ending(rules(), &{
            let mut g = game_at(pos, r(3, 1), Options::money());
            play(&mut g, "13/12 4/1*");
            *g.position()
        }),
        Some(Ending::Drawn {
            how: EndKind::MotherPinned
        })
    );
}

#[test]
fn a_game_borne_off_counts_one_or_two_never_three() {
    // The loser has borne off none, with a checker in my home board: 2.
    let gammon = bg!(x; o 24:1 12:14);
    assert_eq!(result(rules(), &gammon), Some(GameResult::Gammon));
    let single = bg!(x; o 6:14);
    assert_eq!(result(rules(), &single), Some(GameResult::Single));
    // A game: my last checker off wins a single.
    let mut g = game_at(bg!(x 1:1; o 6:14), r(2, 1), Options::money());
    play(&mut g, "1/off");
    let end = g.end().unwrap();
    assert_eq!(
        (end.winner, end.result, end.points, end.how),
        (Some(Side::White), GameResult::Single, 1, EndKind::PlayedOut)
    );
}

#[test]
fn plakoto_has_no_cube_and_its_opening_winner_rolls_again() {
    let mut g = Game::new(Variant::Plakoto, Options::money()).unwrap();
    assert_eq!(g.opening(6, 3).unwrap(), Some(Side::White));
    assert_eq!(g.phase(), Phase::BeforeRoll);
    g.roll(r(4, 4)).unwrap();
    let after = *g.legal_plays()[0].after();
    g.play(&after).unwrap();
    assert_eq!(
        g.may_double(),
        Err(GameError::CubeRefused {
            action: CubeAction::Double,
            reason: CubeRefusal::NotInUse
        })
    );
    assert!(g.act(Action::Double).is_err());
}

#[test]
fn a_pinned_position_is_written_and_read_with_its_pins() {
    let pos = bg!(x 24:12 10:2; o 24:13 5:1; pinned x 20; o 15);
    let text = position_text::format(Variant::Plakoto, &pos);
    assert_eq!(text, "1.plakoto.m8B9a3L.0-0.0-0.p10-20");
    assert_eq!(position_text::parse(&text), Ok((Variant::Plakoto, pos)));
    // The same points without the pins: one checker fewer each on the board.
    let (_, bare) = position_text::parse("1.plakoto.m8B9a3L.0-0.0-0").unwrap();
    assert_eq!(
        (bare.off(Player::OnRoll), bare.off(Player::Opponent)),
        (1, 1)
    );
    assert_eq!((pos.off(Player::OnRoll), pos.off(Player::Opponent)), (0, 0));
}

#[test]
fn a_mixed_roll_gives_each_result_once() {
    // Blots and pins everywhere: whichever order and path, each result once.
    let pos = bg!(x 24:7 13:3 10:1 8:1 6:2; o 24:9 20:1 18:1 16:1 9:1 8:1; pinned x 17; o 15);
    for roll in Roll::ALL_21 {
        let got = legal(rules(), &pos, roll.high(), roll.low());
        let mut seen: Vec<Position> = got.iter().map(|p| *p.after()).collect();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), got.len(), "{roll}");
    }
}

#[test]
fn pinned_checkers_count_as_checkers_and_are_checked() {
    use tables::backgammon::{PositionError, PositionSetup};
    let mut s = PositionSetup::new([0; 25], [0; 25], 15);
    s.on_roll[23] = 13;
    s.on_roll[9] = 1; // my 10, pinning his checker on his 15
    s.opponent[23] = 13;
    s.opponent[4] = 1; // his 5 = my 20, pinning mine
    let s = s.pin(Player::Opponent, 15).pin(Player::OnRoll, 20);
    let pos = s.validate().unwrap();
    assert_eq!(pos, bg!(x 24:13 10:1; o 24:13 5:1; pinned x 20; o 15));
    assert_eq!((pos.checkers(), pos.flip().checkers()), (15, 15));
    assert_eq!((pos.off(Player::OnRoll), pos.off(Player::Opponent)), (0, 0));
    // A pinned checker counts where it lies: 20 for me, 15 for him.
    assert_eq!(pos.pip_counts(), [24 * 13 + 10 + 20, 24 * 13 + 5 + 15]);
    assert_eq!(pos.setup(), s);
    assert_eq!(pos.flip().flip(), pos);
    assert!(pos.flip().is_pinned(Player::OnRoll, 15));
    assert!(pos.flip().is_pinned(Player::Opponent, 5));
    assert_eq!(pos.flip().setup().pinned, [s.pinned[1], s.pinned[0]]);
    // Not alone under opposing checkers: refused.
    let bad = |s: PositionSetup| s.validate().unwrap_err();
    let base = PositionSetup::new([0; 25], [0; 25], 15);
    assert_eq!(
        bad(base.pin(Player::OnRoll, 7)),
        PositionError::BadPin {
            player: Player::OnRoll,
            point: 7
        },
        "nobody on top"
    );
    let mut mine = base;
    mine.on_roll[6] = 1;
    assert!(
        matches!(
            bad(mine.pin(Player::OnRoll, 7)),
            PositionError::BadPin { .. }
        ),
        "under its own side's checkers"
    );
    let mut both = base;
    both.on_roll[6] = 1;
    assert!(
        matches!(
            bad(both.pin(Player::Opponent, 18).pin(Player::OnRoll, 7)),
            PositionError::BadPin { .. }
        ),
        "two pinned on one point"
    );
    for q in [0, 25, 40] {
        assert!(matches!(
            bad(base.pin(Player::Opponent, q)),
            PositionError::BadPin { .. }
        ));
    }
    let mut full = base;
    full.on_roll[23] = 15;
    full.opponent[0] = 1;
    assert!(matches!(
        bad(full.pin(Player::OnRoll, 1)),
        PositionError::TooManyCheckers { .. } | PositionError::BadPin { .. }
    ));
    assert!(!PositionError::BadPin {
        player: Player::Opponent,
        point: 3
    }
    .to_string()
    .is_empty());
}
