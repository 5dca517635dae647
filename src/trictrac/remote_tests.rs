//! Tests of the Grand Trictrac played by link: its record read back, whole
//! parties played by links between two copies, tampered links refused.

use super::*;
use crate::kit::remote::{fragment, split, thrown, Header, Received};
use tables::commit::Element;

fn secret(b: u8) -> Element {
    Element([b; 16])
}

/// The copy of `s` plays `game` as far as it may: the primacy, rolls, the
/// first legal turn, tenir.
fn play(s: &Session, game: &mut Game) {
    while s.status(game) == Status::MyTurn {
        match game.phase() {
            Phase::Primacy => {
                let d = s.next_dice(game, 2).unwrap();
                game.primacy(d[0], d[1]).unwrap();
            }
            Phase::Roll => {
                let d = s.next_dice(game, 2).unwrap();
                game.roll(Roll::new(d[0], d[1]).unwrap()).unwrap();
            }
            Phase::Choose => game.choose(tables::trictrac::Choice::Tenir).unwrap(),
            Phase::Move => {
                let t = game.legal_turns()[0];
                game.play(&t).unwrap();
            }
            Phase::Over => break,
        }
    }
}

/// The link `s` sends for `game`, as the friend's copy reads it.
fn send(s: &Session, game: &Game) -> (Header, Game) {
    let text = fragment(&s.header(game), &format_game(game).unwrap());
    let (h, r) = split(&text).unwrap();
    (Header::parse(h).unwrap(), parse_game(r).unwrap())
}

#[test]
fn a_trictrac_record_is_read_as_acts_and_dice_groups() {
    let mut g = Game::new(tables::trictrac::Options::default());
    assert_eq!(
        g.next(),
        Some(Next {
            actor: Side::White,
            throws: true
        })
    );
    g.primacy(3, 3).unwrap();
    g.primacy(2, 5).unwrap();
    g.roll(Roll::new(1, 6).unwrap()).unwrap();
    let t = g.legal_turns()[0];
    g.play(&t).unwrap();
    let acts = g.acts();
    assert_eq!(
        acts.iter().map(|a| a.actor).collect::<Vec<_>>(),
        [Side::White, Side::White, Side::Black, Side::Black]
    );
    assert_eq!(acts[1].dice, [2, 5]);
    assert!(acts[1].ordered && !acts[2].ordered);
    assert_eq!(acts[2].dice, [6, 1]);
    assert!(acts[3].dice.is_empty());
    assert_eq!(thrown(&acts).1, (1, 0));
    assert_eq!(
        g.next(),
        Some(Next {
            actor: Side::White,
            throws: true
        })
    );
}

#[test]
fn two_copies_play_a_trictrac_partie_by_links() {
    let mut a = Session::create("t1".into(), Side::White, secret(5));
    let mut game_a = Game::new(tables::trictrac::Options::default());
    let (h, g) = send(&a, &game_a);
    let mut b = Session::join(&h, secret(6)).unwrap();
    let (b2, _) = b.receive(None, &h, &g).unwrap();
    b = b2;
    let mut game_b = g;
    let mut links = 0;
    while game_a.phase() != Phase::Over && links < 2000 {
        // B's turn (or B's reveal), then A's
        play(&b, &mut game_b);
        let (h, g) = send(&b, &game_b);
        let (a2, got) = a.receive(Some(&game_a), &h, &g).unwrap();
        assert_ne!(got, Received::Older);
        a = a2;
        game_a = g;
        play(&a, &mut game_a);
        let (h, g) = send(&a, &game_a);
        let (b2, _) = b.receive(Some(&game_b), &h, &g).unwrap();
        b = b2;
        game_b = g;
        links += 2;
    }
    assert_eq!(
        game_a.phase(),
        Phase::Over,
        "a whole partie in {links} links"
    );
    a.check_dice(&game_a).unwrap();
    b.check_dice(&game_b).unwrap();
    assert_eq!(game_a.actions(), game_b.actions());
}
