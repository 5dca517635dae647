//! The parts of a turn ([`crate::backgammon::rules::rolls`]): a roll's plan
//! played item by item — dice to play, a doublet to name — then a roll again
//! or the opponent's turn; a part not played in full ends the turn, its rest
//! lost or played by the opponent (gul bara), a roll again kept when the
//! plan rolls again regardless (the chase). A play of no dice (Icelandic
//! backgammon's jump to a corner) gives the opponent the part and the rest.

use super::{Event, Game, GameError, Phase};
use crate::backgammon::play::legal_plays_of_dice;
use crate::backgammon::position::{Player, Position};
use crate::backgammon::rules::rolls::{Context, Dice, Item, Part, Plan, Rest, RollRule};
use crate::backgammon::Action;
use crate::common::dice::Roll;

impl Game {
    /// The side on roll has `roll`: its plan, and the first part's legal
    /// plays; a part that cannot be played at all ends the turn.
    pub(super) fn start_move(&mut self, roll: Roll) {
        self.rolls += 1;
        self.side_rolls[self.on_roll] += 1;
        let context = Context {
            roll_number: self.side_rolls[self.on_roll],
            all_entered: self.position.reserve(Player::OnRoll) == 0,
            checkers: self.position.checkers(),
        };
        self.dice = Some(roll);
        self.plan = self.rules.rolls.plan(roll, context);
        self.next_item = 0;
        self.for_opponent = false;
        self.advance();
    }

    /// The player on roll names the doublet of his bonus, `n` (1 to 6),
    /// and plays it.
    ///
    /// # Errors
    /// Wrong phase or a number outside 1..=6.
    pub fn choose_double(&mut self, n: u8) -> Result<(), GameError> {
        self.expect(Phase::ChooseDouble)?;
        if !(1..=6).contains(&n) {
            return Err(GameError::BadDie(n));
        }
        let at = usize::from(self.next_item) - 1;
        let Item::Choose { complement } = self.plan.items()[at] else {
            unreachable!("the choose phase comes from a choose item")
        };
        self.actions.push(Action::ChooseDouble(n));
        self.log(Event::ChoseDouble {
            side: self.on_roll,
            die: n,
        });
        let chosen: Vec<Item> = RollRule::chosen(n, complement)
            .into_iter()
            .flatten()
            .collect();
        let items = self.plan.items();
        let mut expanded = items[..at].to_vec();
        expanded.extend(chosen);
        expanded.extend_from_slice(&items[at + 1..]);
        let regardless = self.plan.regardless;
        self.plan = Plan::new(&expanded, self.plan.roll_again);
        self.plan.regardless = regardless;
        self.next_item = at as u8;
        self.advance();
        Ok(())
    }

    /// The part just played ended in `after` (seen from its player): the
    /// next one, or the rest of a part not played in full.
    pub(super) fn played_part(&mut self, after: Position) {
        if self.last_roll && after.off(Player::OnRoll) == self.rules.checkers {
            // The first mover is off: the other has his last roll now.
            self.next_turn(after);
            return;
        }
        self.position = after;
        let (dice, _) = self.part.expect("a part was played");
        if self.used.jump == Some(after) {
            // The last checker jumped whatever the dice: they are the
            // opponent's, with the rest of the turn.
            self.part = None;
            self.plays.clear();
            self.rest_to_opponent(dice);
        } else if usize::from(self.used.dice) < dice.len() {
            let left = dice.left_after(usize::from(self.used.dice), u32::from(self.used.pips));
            self.incomplete(left);
        } else {
            self.advance();
        }
    }

    /// Takes the plan's next item: dice to play (their legal plays), a
    /// doublet to name, or the end of the plan.
    fn advance(&mut self) {
        let roll = self.dice.expect("a turn has its roll");
        let Some(&item) = self.plan.items().get(usize::from(self.next_item)) else {
            self.part = None;
            self.plays.clear();
            if self.for_opponent {
                // The opponent's rest is played: now his own turn.
                self.for_opponent = false;
                self.dice = None;
                self.phase = Phase::BeforeRoll;
            } else if self.plan.roll_again {
                self.log(Event::RollsAgain { side: self.on_roll });
                self.dice = None;
                self.phase = Phase::BeforeRoll;
            } else {
                self.next_turn(self.position);
            }
            return;
        };
        self.next_item += 1;
        match item {
            Item::Choose { .. } => self.phase = Phase::ChooseDouble,
            Item::Play(dice, part) => {
                if part != Part::Roll {
                    self.log(Event::Part {
                        side: self.on_roll,
                        dice,
                        part,
                    });
                }
                self.used =
                    legal_plays_of_dice(&self.rules, &self.position, roll, &dice, &mut self.plays);
                if self.for_opponent {
                    // The numbers given by the opponent are no jump's.
                    if let Some(jump) = self.used.jump.take() {
                        self.plays.retain(|p| *p.after() != jump);
                    }
                }
                self.part = Some((dice, part));
                if self.used.dice == 0 && self.used.jump.is_none() {
                    if part == Part::Roll {
                        self.log(Event::CouldNotMove {
                            side: self.on_roll,
                            roll,
                        });
                    }
                    self.plays.clear();
                    // The draw option's last roll, not played: the game ends.
                    if !self.end_without_play() {
                        self.incomplete(dice);
                    }
                } else {
                    self.phase = Phase::Move;
                }
            }
        }
    }

    /// A part was not played in full, `left` of its dice unplayed: the rest
    /// of the turn is lost (but for a roll again regardless), or the
    /// opponent plays it and then has his turn.
    fn incomplete(&mut self, left: Dice) {
        let later: Vec<Item> = self.plan.items()[usize::from(self.next_item)..].to_vec();
        self.part = None;
        self.plays.clear();
        if self.rules.rolls.rest() == Rest::Opponent && !self.for_opponent {
            self.rest_to_opponent(left);
            return;
        }
        let again = self.plan.rolls_again_regardless() && !self.for_opponent;
        if !later.is_empty() || self.plan.roll_again && !again {
            self.log(Event::RestLost {
                side: self.on_roll,
                dice: left,
            });
        }
        if self.for_opponent {
            self.for_opponent = false;
            self.dice = None;
            self.phase = Phase::BeforeRoll;
        } else if again {
            self.log(Event::RollsAgain { side: self.on_roll });
            self.dice = None;
            self.phase = Phase::BeforeRoll;
        } else {
            self.next_turn(self.position);
        }
    }

    /// The opponent plays `left` and the parts of the plan not yet played,
    /// then has his own turn.
    fn rest_to_opponent(&mut self, left: Dice) {
        let later: Vec<Item> = self.plan.items()[usize::from(self.next_item)..].to_vec();
        let mut items = vec![Item::Play(left, Part::OpponentsRest)];
        items.extend(later.iter().filter_map(|i| match *i {
            Item::Play(d, _) => Some(Item::Play(d, Part::OpponentsRest)),
            Item::Choose { .. } => None,
        }));
        self.position = self.position.flip();
        self.on_roll = self.on_roll.opponent();
        self.log(Event::RestToOpponent {
            side: self.on_roll,
            dice: left,
        });
        self.plan = Plan::new(&items, false);
        self.next_item = 0;
        self.for_opponent = true;
        self.advance();
    }
}
