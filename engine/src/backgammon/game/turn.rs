//! The turns of a game: the opening roll, rolls, plays, resignations and the
//! start of the next game.

use super::{Action, Event, Game, GameError, Phase, PlayNote};
use crate::backgammon::cube::{opening_tie, Cube};
use crate::backgammon::matchplay::{game_end, EndKind};
use crate::backgammon::play::legal_plays_of_dice;
use crate::backgammon::position::Position;
use crate::backgammon::result::GameResult;
use crate::backgammon::rules::rolls::Dice;
use crate::backgammon::rules::Opening;
use crate::common::dice::Roll;
use crate::common::side::{BySide, Side};

impl Game {
    /// The opening roll: White's die and Black's die. A tie is rolled again
    /// (doubling the cube, or tripling the stake on 6-6, when automatic
    /// doubles are in use and under their limit); otherwise the higher die's
    /// side is on roll and must play both dice ([`Opening::PlayOpeningDice`])
    /// or rolls again ([`Opening::RollAgain`], long nardy; the lower die's
    /// side with [`Opening::LowerRollsAgain`]). Returns who begins, `None`
    /// on a tie.
    ///
    /// # Errors
    /// Wrong phase or a die outside 1..=6.
    pub fn opening(&mut self, white: u8, black: u8) -> Result<Option<Side>, GameError> {
        self.expect(Phase::Opening)?;
        let roll = Roll::new(white, black)?;
        self.actions.push(Action::Opening { white, black });
        if white == black {
            let tie = if self.options.automatic_in_use() {
                opening_tie(
                    &self.options.cube.automatic,
                    self.cube,
                    self.stake,
                    white,
                    self.automatic,
                    self.options.max_cube_log2(),
                )
            } else {
                None
            };
            if let Some((cube, stake)) = tie {
                self.cube = cube;
                self.stake = stake;
                self.automatic += 1;
            }
            self.log(Event::OpeningTie {
                die: white,
                automatic: tie.is_some(),
                cube: self.cube.value(),
                stake: self.stake,
            });
            return Ok(None);
        }
        // (The chase's option: the lower die begins.)
        let first = if (white > black) != (self.rules.opening == Opening::LowerRollsAgain) {
            Side::White
        } else {
            Side::Black
        };
        self.on_roll = first;
        self.first = first;
        // Each side's start, seen from the first player (not the same for
        // every rule set).
        self.position = self.rules.start_for(first);
        self.log(Event::OpeningRoll {
            white,
            black,
            first,
        });
        match self.rules.opening {
            // (A game where White rolls first has no opening roll.)
            Opening::PlayOpeningDice | Opening::WhiteFirst => self.start_move(roll),
            Opening::RollAgain | Opening::LowerRollsAgain => {
                // The opening dice only decide who begins: he rolls again
                // (and may double first, the cube being in use).
                self.rolls += 1;
                self.phase = Phase::BeforeRoll;
            }
        }
        Ok(Some(first))
    }

    /// The player on roll rolls (before rolling he might have doubled).
    ///
    /// # Errors
    /// Wrong phase.
    pub fn roll(&mut self, roll: Roll) -> Result<(), GameError> {
        self.expect(Phase::BeforeRoll)?;
        self.actions.push(Action::Roll(roll));
        self.log(Event::Rolled {
            side: self.on_roll,
            roll,
        });
        self.start_move(roll);
        Ok(())
    }

    /// The turn passes to the opponent, `after` being the position seen from
    /// the side who just played.
    pub(super) fn next_turn(&mut self, after: Position) {
        self.position = after.flip();
        self.on_roll = self.on_roll.opponent();
        self.dice = None;
        self.doubled = false;
        self.phase = Phase::BeforeRoll;
    }

    /// The side on roll plays: `after` is the resulting position seen from
    /// him, one of [`Game::legal_plays`].
    ///
    /// # Errors
    /// Wrong phase, or [`GameError::IllegalPlay`].
    pub fn play(&mut self, after: &Position) -> Result<(), GameError> {
        self.expect(Phase::Move)?;
        let Some(play) = self.plays.iter().find(|p| p.after() == after).copied() else {
            return Err(GameError::IllegalPlay);
        };
        let roll = self.dice.expect("a roll in the move phase");
        let note = self.note_of(roll);
        self.actions.push(Action::Play(*after));
        self.log(Event::Played {
            side: self.on_roll,
            roll,
            play,
            note,
        });
        if !self.end_after_play(after) {
            self.played_part(*after);
        }
        Ok(())
    }

    /// What the rules decided of the play about to be made of the part in
    /// play ([`PlayNote`]).
    fn note_of(&self, roll: Roll) -> PlayNote {
        let Some((dice, _)) = self.part else {
            return PlayNote::default();
        };
        let used = usize::from(self.used.dice);
        let unplayed = if used < dice.len() && self.used.jump.is_none() {
            dice.left_after(used, u32::from(self.used.pips))
        } else {
            Dice::default()
        };
        let higher_die = match *dice.values() {
            [a, b]
                if a != b
                    && used == 1
                    && self.used.pips == a.max(b)
                    && self.used.jump.is_none() =>
            {
                let lower = Dice::times(a.min(b), 1);
                let mut plays = Vec::new();
                legal_plays_of_dice(&self.rules, &self.position, roll, &lower, &mut plays).dice > 0
            }
            _ => false,
        };
        PlayNote {
            dice,
            forced: self.plays.len() == 1 && used > 0,
            unplayed,
            higher_die,
        }
    }

    /// The side on roll plays the legal play whose moves are `moves` (in any
    /// order); see [`Game::play`].
    ///
    /// # Errors
    /// Wrong phase, or [`GameError::IllegalPlay`] when no legal play has
    /// those moves.
    pub fn play_moves(&mut self, moves: &[crate::backgammon::Move]) -> Result<(), GameError> {
        self.expect(Phase::Move)?;
        let mut wanted: Vec<_> = moves.iter().map(|m| (m.from, m.to)).collect();
        crate::common::sort::sort(&mut wanted);
        let found = self.plays.iter().find(|p| {
            let mut have: Vec<_> = p.moves().iter().map(|m| (m.from, m.to)).collect();
            crate::common::sort::sort(&mut have);
            have == wanted
        });
        match found {
            Some(p) => {
                let after = *p.after();
                self.play(&after)
            }
            None => Err(GameError::IllegalPlay),
        }
    }

    /// The side on roll (before or after rolling) offers to resign `result`.
    ///
    /// # Errors
    /// Wrong phase.
    pub fn resign(&mut self, result: GameResult) -> Result<(), GameError> {
        let after_roll = match self.phase {
            Phase::BeforeRoll => false,
            Phase::Move => true,
            _ => return Err(self.wrong_phase()),
        };
        let by = self.on_roll;
        self.actions.push(Action::Resign(result));
        self.log(Event::Resigned { side: by, result });
        self.phase = Phase::ResignOffered {
            by,
            result,
            after_roll,
        };
        Ok(())
    }

    /// The opponent accepts the resignation: he wins the resigned result (as
    /// the rule set and Jacoby count it) × cube × stake (× what the rule set
    /// gives his side).
    ///
    /// # Errors
    /// Wrong phase.
    pub fn accept_resign(&mut self) -> Result<(), GameError> {
        let Phase::ResignOffered { by, result, .. } = self.phase else {
            return Err(self.wrong_phase());
        };
        let winner = by.opponent();
        self.actions.push(Action::AcceptResign);
        self.log(Event::ResignAccepted { side: winner });
        let end = game_end(
            winner,
            result,
            self.rules().results,
            self.jacoby_in_use(),
            self.cube,
            self.stake_for(winner),
            EndKind::Resigned,
        );
        self.finish(end);
        Ok(())
    }

    /// The opponent refuses the resignation: play goes on where it stood.
    ///
    /// # Errors
    /// Wrong phase.
    pub fn reject_resign(&mut self) -> Result<(), GameError> {
        let Phase::ResignOffered { by, after_roll, .. } = self.phase else {
            return Err(self.wrong_phase());
        };
        self.actions.push(Action::RejectResign);
        self.log(Event::ResignRefused {
            side: by.opponent(),
        });
        self.phase = if after_roll {
            Phase::Move
        } else {
            Phase::BeforeRoll
        };
        Ok(())
    }

    /// After a game of the session, the next one: the standard setup, the
    /// cube centred at 1, the Crawford game when a player has just reached
    /// match point; it waits for its opening roll (or for White's roll when
    /// White rolls first).
    ///
    /// # Errors
    /// Wrong phase (the game is not over, or the match is).
    pub fn next_game(&mut self) -> Result<(), GameError> {
        self.expect(Phase::GameOver)?;
        self.actions.push(Action::NextGame);
        self.session.begin_game();
        self.number += 1;
        self.variant = self.options.series.variant(self.first_variant, self.number);
        self.rules = self.variant.rules_with(&self.options.variant);
        self.position = self.rules().start();
        self.cube = Cube::CENTRED;
        self.stake = 1;
        self.automatic = 0;
        self.end = None;
        self.rolls = 0;
        self.side_rolls = BySide::new(0, 0);
        self.doubled = false;
        self.open_game();
        self.log(Event::GameStarted {
            number: self.number,
            crawford: self.session.is_crawford_game(),
        });
        Ok(())
    }
}
