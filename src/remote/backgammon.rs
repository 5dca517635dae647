//! The backgammon family played by link, its shared part: a session's
//! record as the remote play reads it (who takes each action, which dice
//! each throws). The screen's hooks (the roll, the opening of a link, the
//! panel) are to come; the rules of who throws, what to reveal and what to
//! check are [`super::session`]'s, as for the Grand Trictrac.
//!
//! The opening roll is thrown by White's copy (as the Trictrac's primacy);
//! before a roll the side on roll may double: that moment counts as a throw,
//! so that the friend's copy reveals its element with its link and a turn
//! costs one link, not two.

use super::{Act, Next, Record};
use tables::backgammon::{Action, Game, Phase};
use tables::Side;

/// The side whose copy takes the action `g` waits for.
fn actor(g: &Game) -> Side {
    match g.phase() {
        Phase::Opening | Phase::GameOver | Phase::MatchOver => Side::White,
        _ => g.to_act().unwrap_or(Side::White),
    }
}

impl Record for Game {
    fn acts(&self) -> Vec<Act> {
        let Ok(mut past) = Game::new(self.variant(), *self.options()) else {
            return Vec::new();
        };
        let mut out = Vec::with_capacity(self.actions().len());
        for a in self.actions() {
            let (dice, ordered) = match *a {
                Action::Opening { white, black } => (vec![white, black], true),
                Action::Roll(r) => (vec![r.high(), r.low()], false),
                _ => (Vec::new(), true),
            };
            out.push(Act {
                actor: actor(&past),
                dice,
                ordered,
            });
            if past.act(*a).is_err() {
                break;
            }
        }
        out
    }

    fn next(&self) -> Option<Next> {
        let throws = match self.phase() {
            Phase::MatchOver => return None,
            Phase::Opening | Phase::BeforeRoll => true,
            _ => false,
        };
        Some(Next {
            actor: actor(self),
            throws,
        })
    }

    fn action_count(&self) -> usize {
        self.actions().len()
    }

    fn same_start(&self, other: &Self, n: usize) -> bool {
        let (a, b) = (self.actions(), other.actions());
        a.len() >= n && b.len() >= n && a[..n] == b[..n]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::remote::{split, Header, Received, Session, Status};
    use tables::backgammon::notation::{format_game, parse_game};
    use tables::backgammon::{Options, Variant};
    use tables::commit::Element;

    /// The copy of `s` plays as far as it may: the opening, rolls (never
    /// doubling), the first legal play, the next game.
    fn play(s: &Session, g: &mut Game) {
        while s.status(g) == Status::MyTurn {
            let action = match g.phase() {
                Phase::Opening => {
                    let d = s.next_dice(g, 2).unwrap();
                    Action::Opening {
                        white: d[0],
                        black: d[1],
                    }
                }
                Phase::BeforeRoll => {
                    let d = s.next_dice(g, 2).unwrap();
                    Action::Roll(tables::Roll::new(d[0], d[1]).unwrap())
                }
                Phase::Move => Action::Play(*g.legal_plays()[0].after()),
                Phase::CubeOffered(_) => Action::Take,
                Phase::GameOver => Action::NextGame,
                _ => return,
            };
            g.act(action).unwrap();
        }
    }

    fn send(s: &Session, g: &Game) -> (Header, Game) {
        let text = super::super::fragment(&s.header(g), &format_game(g).unwrap());
        let (h, r) = split(&text).unwrap();
        (Header::parse(h).unwrap(), parse_game(r).unwrap())
    }

    #[test]
    fn two_copies_play_a_backgammon_match_by_links() {
        let options = Options::match_to(3);
        let start = Game::new(Variant::Backgammon, options).unwrap();
        let mut a = Session::create("b1".into(), Side::White, Element([7; 16]));
        let (h, g) = send(&a, &start);
        let mut b = Session::join(&h, Element([8; 16])).unwrap();
        b = b.receive(None, &h, &g).unwrap().0;
        let (mut game_a, mut game_b) = (start, g);
        let mut links = 0;
        while game_a.phase() != Phase::MatchOver && links < 4000 {
            play(&b, &mut game_b);
            let (h, g) = send(&b, &game_b);
            let (a2, got) = a.receive(Some(&game_a), &h, &g).unwrap();
            assert_ne!(got, Received::Older);
            (a, game_a) = (a2, g);
            play(&a, &mut game_a);
            let (h, g) = send(&a, &game_a);
            b = b.receive(Some(&game_b), &h, &g).unwrap().0;
            game_b = g;
            links += 2;
        }
        assert_eq!(game_a.phase(), Phase::MatchOver, "a match in {links} links");
        a.check_dice(&game_a).unwrap();
        assert_eq!(game_a.actions(), game_b.actions());
    }
}
