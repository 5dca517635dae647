//! The network: its inputs, its weight file (written and read back, every
//! corruption refused with its error, never a panic), training deterministic
//! for a seed, and the levels using a network once installed.

use tables::backgammon::bot::net::inputs::{encode, INPUTS};
use tables::backgammon::bot::net::train::Trainer;
use tables::backgammon::bot::net::{Net, NetError, MAGIC};
use tables::backgammon::bot::{install, installed, next_action, uninstall, Judge, Level};
use tables::backgammon::{Game, Options, Phase, Variant};
use tables::dice::Rng;
use tables::{bg, SeededDice};

fn inputs(pos: &tables::backgammon::Position) -> Vec<f32> {
    let mut sparse = Vec::new();
    encode(pos, &mut sparse);
    let mut dense = vec![0.0; INPUTS];
    for (i, v) in sparse {
        dense[usize::from(i)] = v;
    }
    dense
}

#[test]
fn the_inputs_of_a_position_side_by_side() {
    // Mine: 5 on my 6-point, 2 on my 23-point, 8 off. The opponent: 3 on his
    // own 1-point (my 24), one on the bar, 11 off.
    let x = inputs(&bg!(x 6:5 23:2; o 1:3 25:1));
    let side = 100;
    assert_eq!(
        &x[20..24],
        &[1.0, 1.0, 1.0, 1.0],
        "5 on the 6: 1, 2, 3, then (5-3)/2"
    );
    assert_eq!(&x[88..92], &[1.0, 1.0, 0.0, 0.0], "2 on the 23");
    assert_eq!(x[96], 0.0, "none on my bar");
    assert!((x[97] - 8.0 / 15.0).abs() < 1e-6, "8 off");
    assert_eq!(&x[side..side + 4], &[1.0, 1.0, 1.0, 0.0], "his 3 on his 1");
    assert_eq!(x[side + 96], 0.5, "his checker on the bar, halved");
    assert!((x[side + 97] - 11.0 / 15.0).abs() < 1e-6);
    // Pips: mine 6*5 + 23*2 = 76, his 3 + 25 = 28; contact (his bar).
    assert!((x[200] - 0.76).abs() < 1e-6 && (x[201] - 0.28).abs() < 1e-6);
    assert_eq!(x[202], 0.0, "not a race");
    let other = x.iter().filter(|v| **v != 0.0).count();
    assert_eq!(other, 4 + 2 + 1 + 3 + 1 + 1 + 2);
}

#[test]
fn a_network_reads_back_what_it_writes() {
    let net = Net::new(Variant::Plakoto, 16, 5);
    let bytes = net.to_bytes();
    assert_eq!(&bytes[..4], MAGIC);
    let back = Net::from_bytes(&bytes).unwrap();
    assert_eq!(back, net);
    assert_eq!(back.variant(), Variant::Plakoto);
    assert_eq!(back.hidden(), 16);
}

#[test]
fn every_corrupt_file_is_refused_with_its_error() {
    let bytes = Net::new(Variant::Backgammon, 4, 1).to_bytes();
    for cut in 0..bytes.len() {
        assert!(Net::from_bytes(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    let mut bad = bytes.clone();
    bad[0] = b'X';
    assert_eq!(Net::from_bytes(&bad), Err(NetError::BadMagic));
    let mut bad = bytes.clone();
    bad[4] = 2;
    assert_eq!(Net::from_bytes(&bad), Err(NetError::Version(2)));
    let mut bad = bytes.clone();
    bad[8] = b'X'; // "backgammon" -> "bXckgammon"
    assert_eq!(
        Net::from_bytes(&bad),
        Err(NetError::UnknownVariant("bXckgammon".into()))
    );
    // The inputs' count follows the name (1 + 10 bytes after the version).
    let at = 4 + 2 + 1 + 10;
    let mut bad = bytes.clone();
    bad[at] = 7;
    assert!(matches!(Net::from_bytes(&bad), Err(NetError::Sizes { .. })));
    let mut bad = bytes.clone();
    bad.push(0);
    assert_eq!(Net::from_bytes(&bad), Err(NetError::TrailingBytes(1)));
    let mut bad = bytes.clone();
    let last = bad.len() - 4;
    bad[last..].copy_from_slice(&f32::NAN.to_le_bytes());
    assert_eq!(Net::from_bytes(&bad), Err(NetError::NotFinite));
}

#[test]
fn training_is_deterministic_for_a_seed_and_changes_the_network() {
    let train = |seed: u64| {
        let mut t = Trainer::new(Net::new(Variant::Backgammon, 8, seed), 0.1, 0.7);
        for i in 0..20 {
            t.play_game(
                Variant::Backgammon.rules(),
                &mut SeededDice::new(Rng::nth(seed, i)),
            );
        }
        t.net
    };
    let a = train(4);
    assert_eq!(a, train(4));
    assert_ne!(a, Net::new(Variant::Backgammon, 8, 4));
}

#[test]
fn the_levels_use_an_installed_network_and_finish_their_games() {
    // Dutch backgammon's network, so that the other tests of this file
    // (backgammon) are not affected.
    let net = Net::new(Variant::Dutch, 8, 2);
    install(net.clone());
    assert_eq!(installed(Variant::Dutch).as_deref(), Some(&net));
    assert!(matches!(Judge::of(Variant::Dutch), Judge::Net(_)));
    for seed in 0..3 {
        let mut g = Game::new(Variant::Dutch, Options::money()).unwrap();
        let mut dice = SeededDice::new(seed);
        while !matches!(g.phase(), Phase::GameOver | Phase::MatchOver) {
            let level = Level::ALL[seed as usize];
            match next_action(&g, level, seed) {
                Some(action) => g.act(action).unwrap(),
                None if g.phase() == Phase::Opening => {
                    g.roll_opening(&mut dice).unwrap();
                }
                None => {
                    g.roll_dice(&mut dice).unwrap();
                }
            }
        }
    }
    uninstall(Variant::Dutch);
    assert!(matches!(Judge::of(Variant::Dutch), Judge::Heuristic));
}

#[cfg(feature = "cli")]
#[test]
fn every_shipped_network_reads_and_is_its_files_variant() {
    use tables::cli::backgammon::weights::SHIPPED;
    assert!(SHIPPED.iter().any(|(name, _)| *name == "backgammon.net"));
    for (name, bytes) in SHIPPED {
        let net = Net::from_bytes(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(format!("{}.net", net.variant().name()), *name);
        assert!(net.games() > 0, "{name} is trained");
    }
}

#[test]
fn matador_borrows_jacquets_network() {
    // No other test of this file looks at these variants' judges.
    assert!(matches!(Judge::of(Variant::Matador), Judge::Heuristic));
    install(Net::new(Variant::Jacquet, 4, 10));
    assert!(matches!(Judge::of(Variant::Matador), Judge::Net(_)));
    uninstall(Variant::Jacquet);
    assert!(matches!(Judge::of(Variant::Matador), Judge::Heuristic));
}

#[test]
fn nackgammon_and_portes_borrow_backgammons_network() {
    // No other test of this file looks at these variants' judges.
    install(Net::new(Variant::Backgammon, 4, 9));
    for v in [Variant::Nackgammon, Variant::Portes, Variant::Backgammon] {
        assert!(matches!(Judge::of(v), Judge::Net(_)), "{v:?}");
    }
    assert!(matches!(Judge::of(Variant::Plakoto), Judge::Heuristic));
    uninstall(Variant::Backgammon);
    assert!(matches!(Judge::of(Variant::Nackgammon), Judge::Heuristic));
}
