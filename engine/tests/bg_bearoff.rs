//! The one-sided bear-off database by hand-counted positions, and the
//! race chances it gives.

use tables::backgammon::bot::bearoff::{
    self, database, home_of, index, race_chances, Home, MAX_ROLLS, POSITIONS,
};

fn close(a: f32, b: f32) {
    assert!((a - b).abs() < 1e-6, "{a} != {b}");
}

fn rolls(d: &[f32; MAX_ROLLS], upto: usize) -> Vec<f32> {
    d[..upto].iter().map(|p| (p * 1e6).round() / 1e6).collect()
}

#[test]
fn every_board_has_its_own_index() {
    assert_eq!(index(&[0; 6]), 0);
    assert_eq!(index(&[0, 0, 0, 0, 0, 15]), POSITIONS - 1);
    for i in (0..POSITIONS).step_by(97) {
        assert_eq!(index(&home_of(i)), i);
    }
    let h: Home = [2, 0, 3, 1, 0, 4];
    assert_eq!(home_of(index(&h)), h);
}

#[test]
fn one_checker_on_the_ace_point_is_off_in_one_roll() {
    let d = database().all_off(&[1, 0, 0, 0, 0, 0]);
    assert_eq!(rolls(&d, 3), vec![0.0, 1.0, 0.0]);
    assert_eq!(database().first_off(&[1, 0, 0, 0, 0, 0])[1], 1.0);
    assert_eq!(database().mean_rolls(&[1, 0, 0, 0, 0, 0]), 1.0);
}

#[test]
fn one_checker_on_the_six_point_fails_on_nine_rolls_in_36() {
    // 2-1, 3-1, 4-1, 3-2 (twice each) and 1-1 leave it on the board; any
    // second roll bears it off.
    let d = database().all_off(&[0, 0, 0, 0, 0, 1]);
    close(d[1], 27.0 / 36.0);
    close(d[2], 9.0 / 36.0);
    close(d.iter().sum(), 1.0);
}

#[test]
fn two_checkers_on_the_six_point() {
    // Both off in one roll: 3-3, 4-4, 5-5, 6-6.
    let db = database();
    let d = db.all_off(&[0, 0, 0, 0, 0, 2]);
    close(d[1], 4.0 / 36.0);
    close(d.iter().sum(), 1.0);
    // The first checker off at once: any 6 (11), 5-1 and 4-2 (exactly, 4),
    // 2-2, 3-3, 4-4, 5-5 — not 5-2 or 5-3, which would bear off from
    // below the other checker: 19 rolls in 36.
    let f = db.first_off(&[0, 0, 0, 0, 0, 2]);
    close(f[1], 19.0 / 36.0);
    close(f[2] + f[3], 17.0 / 36.0);
    assert!(db.mean_rolls(&[0, 0, 0, 0, 0, 2]) > db.mean_rolls(&[0, 0, 0, 0, 0, 1]));
}

#[test]
fn the_side_on_roll_with_one_checker_on_the_ace_point_always_wins() {
    let c = race_chances(&[1, 0, 0, 0, 0, 0], &[1, 0, 0, 0, 0, 0], [false, false]);
    close(c.win, 1.0);
    // Against a full board, none of it off: a certain gammon.
    let full: Home = [0, 0, 0, 0, 0, 15];
    let c = race_chances(&[1, 0, 0, 0, 0, 0], &full, [false, true]);
    close(c.win_gammon, 1.0);
}

#[test]
fn one_checker_on_the_six_point_against_one_on_the_ace() {
    // He wins when he bears off at once (27/36); else the opponent does.
    let c = race_chances(&[0, 0, 0, 0, 0, 1], &[1, 0, 0, 0, 0, 0], [false, false]);
    close(c.win, 27.0 / 36.0);
    assert_eq!((c.win_gammon, c.lose_gammon), (0.0, 0.0));
}

fn home(s: &str) -> Home {
    let v: Vec<u8> = s.split(',').map(|x| x.parse().unwrap()).collect();
    v.try_into().unwrap()
}

#[test]
fn races_agree_with_gnubgs_one_sided_database() {
    // gnubg stores its distributions in 16 bits: measured 2.5e-5 at worst.
    let text = include_str!("fixtures/bg_bearoff_gnubg.txt");
    let mut worst = 0f32;
    let mut n = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (me, them) = (home(f[0]), home(f[1]));
        let count = |h: &Home| h.iter().map(|&c| u32::from(c)).sum::<u32>();
        let gammons = [count(&me) == 15, count(&them) == 15];
        let c = race_chances(&me, &them, gammons);
        let g: Vec<f32> = f[2..5].iter().map(|x| x.parse().unwrap()).collect();
        for (ours, theirs) in [(c.win, g[0]), (c.win_gammon, g[1]), (c.lose_gammon, g[2])] {
            worst = worst.max((ours - theirs).abs());
        }
        n += 1;
    }
    assert_eq!(n, 60);
    assert!(worst < 5e-5, "worst difference {worst}");
}

#[test]
fn the_bot_reads_a_bear_off_race_from_the_database() {
    use tables::backgammon::bot::{bearoff, Judge};
    use tables::backgammon::Variant;
    use tables::bg;
    tables::cli::backgammon::weights::install_shipped().unwrap();
    let rules = Variant::Backgammon.rules();
    let judge = Judge::of(Variant::Backgammon);
    assert!(matches!(judge, Judge::Net(_)));
    // The mover has just played: 2 checkers on his 6-point against the
    // opponent's one on his 1-point, the opponent to roll: he wins.
    let after = bg!(x 6:2; o 1:1);
    let c = judge.chances(rules, &after);
    close(c.win, 0.0);
    // 2-2-2 against 3-3: the exact race, not the network's guess.
    let after = bg!(x 1:2 2:2 3:2; o 2:3 3:3);
    let exact = race_chances(&[0, 3, 3, 0, 0, 0], &[2, 2, 2, 0, 0, 0], [false, false]).flipped();
    assert_eq!(judge.chances(rules, &after), exact);
    assert_eq!(bearoff::chances(rules, &after), Some(exact));
    // A checker still outside his home board: not in the database.
    assert_eq!(bearoff::chances(rules, &bg!(x 1:2 20:1; o 2:3)), None);
}

#[test]
fn built_a_slice_at_a_time_it_is_the_same_database() {
    let mut b = bearoff::Builder::new();
    let mut slices = 0;
    while !b.step(5_000) {
        slices += 1;
        assert_eq!(b.built(), slices * 5_000);
    }
    assert_eq!(b.built(), bearoff::POSITIONS);
    assert_eq!(slices, bearoff::POSITIONS / 5_000);
    let sliced = b.finish();
    assert_eq!(&sliced, bearoff::database());
    // the database in use is given once only
    assert!(!bearoff::provide(sliced));
    assert!(bearoff::ready());
}
