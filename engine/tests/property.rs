//! 10,000 seeded random parties (uniform legal choices), with the invariants of
//! the game checked after every action: 15 checkers a side, no shared field,
//! no lone checker on a rest corner, even points below 12, holes that only
//! grow, and every partie ending with a side at 12 holes.

use tables::dice::Rng;
use tables::trictrac::{
    Board, Choice, Game, Options, Phase, Roll, Side, SortieMethod, StakeMethod,
};

fn die(rng: &mut Rng) -> u8 {
    1 + rng.below(6) as u8
}

fn check_board(b: &Board) {
    for side in Side::ALL {
        let c = b.side(side);
        let total: u32 = c[1..=25].iter().map(|&n| u32::from(n)).sum();
        assert_eq!(total, 15, "{side} has {total} checkers: {b:?}");
        assert_ne!(c[12], 1, "{side} alone on his rest corner: {b:?}");
        assert_eq!(c[13], 0, "{side} on the opponent's rest corner: {b:?}");
    }
    for p in 1..=24u8 {
        assert!(
            b.count(Side::White, p) == 0 || b.count(Side::Black, 25 - p) == 0,
            "field {p} shared: {b:?}"
        );
    }
}

/// Plays one partie with uniform random choices and checks the invariants
/// after every action. Returns the number of actions.
fn random_partie(seed: u64, opts: Options) -> usize {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(opts).without_log();
    let mut holes = (0u8, 0u8);
    let mut actions = 0;
    loop {
        let before = g.phase();
        let res = match before {
            Phase::Primacy => g.primacy(die(&mut rng), die(&mut rng)).map(|_| ()),
            Phase::Roll => g.roll(Roll::new(die(&mut rng), die(&mut rng)).unwrap()),
            Phase::Choose => g.choose(if rng.below(2) == 0 {
                Choice::Tenir
            } else {
                Choice::SenAller
            }),
            Phase::Move => {
                let turns = g.legal_turns();
                assert!(!turns.is_empty());
                let t = turns[rng.below(turns.len())];
                g.play(&t)
            }
            Phase::Over => break,
        };
        res.unwrap_or_else(|e| panic!("seed {seed}: {before:?} refused: {e}"));
        actions += 1;
        assert!(actions < 200_000, "seed {seed}: the partie does not end");

        check_board(g.board());
        let s = g.scoreboard();
        for side in Side::ALL {
            let p = s.points[side];
            assert!(
                p.is_multiple_of(2) && p < 12,
                "seed {seed}: {side} has {p} points"
            );
        }
        assert!(
            s.holes.white >= holes.0 && s.holes.black >= holes.1,
            "seed {seed}: holes went down"
        );
        holes = (s.holes.white, s.holes.black);
        assert!(holes.0 <= 12 && holes.1 <= 12);
        assert_eq!(
            g.phase() == Phase::Over,
            holes.0 == 12 || holes.1 == 12,
            "seed {seed}: over exactly at 12 holes"
        );
        if g.phase() == Phase::Move {
            for j in g.current_jans().iter() {
                assert_eq!(j.points() % 2, 0, "seed {seed}: odd jan {j:?}");
            }
        }
    }
    let w = g.winner().expect("a winner");
    assert_eq!(g.scoreboard().holes[w], 12);
    assert!(g.scoreboard().holes[w.opponent()] < 12);
    assert!(g.scoreboard().stake_halves(opts.stake).is_some());
    actions
}

fn run(seeds: core::ops::Range<u64>, opts: Options) {
    let mut total = 0;
    for seed in seeds {
        total += random_partie(seed, opts);
    }
    assert!(total > 0);
}

// 10,000 parties in four parts, so that the test threads share the work.

#[test]
fn random_parties_keep_the_invariants_part_1() {
    run(0..2_500, Options::default());
}

#[test]
fn random_parties_keep_the_invariants_part_2() {
    run(2_500..5_000, Options::default());
}

#[test]
fn random_parties_keep_the_invariants_part_3() {
    run(5_000..7_500, Options::default());
}

#[test]
fn random_parties_keep_the_invariants_part_4() {
    // the other options too
    let opts = Options {
        sortie: SortieMethod::Slow,
        passage: tables::trictrac::PassageRule::Literal,
        stake: StakeMethod::Second,
        ecoles: false,
    };
    run(7_500..10_000, opts);
}
