//! The cube in a game: who may double, beaver or raccoon now, and the
//! answers to an offer.

use super::{Action, Event, Game, GameError, Phase};
use crate::backgammon::cube::{Cube, CubeAction, CubeRefusal, Offer};
use crate::backgammon::matchplay::{EndKind, GameEnd};
use crate::backgammon::result::GameResult;
use crate::backgammon::rules::Opening;

impl Game {
    /// The side on roll is before the game's first move: the first player
    /// rolls again after the opening roll, or White rolls first and has not
    /// rolled. A game set up from a position is past it.
    fn before_first_move(&self) -> bool {
        if self.number == 1 && self.start.is_some() {
            return false;
        }
        match self.rules().opening {
            Opening::PlayOpeningDice => false,
            // The opening dice were not played.
            Opening::RollAgain | Opening::LowerRollsAgain => self.rolls == 1,
            Opening::WhiteFirst => self.rolls == 0,
        }
    }

    /// Whether the side on roll may double now; why not otherwise. Only in
    /// [`Phase::BeforeRoll`] (during the opening roll, and before the first
    /// roll of a rule set whose opening dice are rolled again or where White
    /// rolls first: [`CubeRefusal::NotBeforeFirstMove`]).
    ///
    /// # Errors
    /// The [`GameError`] that [`Game::double`] would return.
    pub fn may_double(&self) -> Result<(), GameError> {
        let refuse = |reason| GameError::CubeRefused {
            action: CubeAction::Double,
            reason,
        };
        match self.phase {
            Phase::BeforeRoll => {}
            Phase::Opening => return Err(refuse(CubeRefusal::NotBeforeFirstMove)),
            _ => return Err(self.wrong_phase()),
        }
        if !self.options.cube.in_use || !self.rules().cube {
            return Err(refuse(CubeRefusal::NotInUse));
        }
        if self.before_first_move() {
            return Err(refuse(CubeRefusal::NotBeforeFirstMove));
        }
        let side = self.on_roll;
        if let Some(reason) = self.session.crawford_refusal(side) {
            return Err(refuse(reason));
        }
        if let Some(reason) = self.cube.refusal_for(side, self.options.max_cube_log2()) {
            return Err(refuse(reason));
        }
        if self.doubled {
            return Err(refuse(CubeRefusal::AlreadyDoubledThisTurn));
        }
        if self.last_roll {
            return Err(refuse(CubeRefusal::LastRoll));
        }
        Ok(())
    }

    /// The side on roll doubles before rolling; the opponent must take,
    /// pass or (money option) beaver.
    ///
    /// # Errors
    /// As [`Game::may_double`].
    pub fn double(&mut self) -> Result<(), GameError> {
        self.may_double()?;
        self.offer_cube(CubeAction::Double, self.on_roll, self.cube.value() * 2);
        Ok(())
    }

    /// Whether the doubled player may beaver now; why not otherwise.
    ///
    /// # Errors
    /// The [`GameError`] that [`Game::beaver`] would return.
    pub fn may_beaver(&self) -> Result<Offer, GameError> {
        self.may_redouble(
            CubeAction::Beaver,
            CubeAction::Double,
            CubeRefusal::NoBeaver,
        )
    }

    /// Whether the doubler may raccoon the beaver now; why not otherwise.
    ///
    /// # Errors
    /// The [`GameError`] that [`Game::raccoon`] would return.
    pub fn may_raccoon(&self) -> Result<Offer, GameError> {
        self.may_redouble(
            CubeAction::Raccoon,
            CubeAction::Beaver,
            CubeRefusal::NoRaccoon,
        )
    }

    fn may_redouble(
        &self,
        action: CubeAction,
        answers: CubeAction,
        off: CubeRefusal,
    ) -> Result<Offer, GameError> {
        let Phase::CubeOffered(offer) = self.phase else {
            return Err(self.wrong_phase());
        };
        let refuse = |reason| GameError::CubeRefused { action, reason };
        if !self.options.is_money() {
            return Err(refuse(CubeRefusal::MoneyOnly));
        }
        let allowed = match action {
            CubeAction::Beaver => self.options.beavers_in_use(),
            _ => self.options.raccoons_in_use(),
        };
        if !allowed || offer.kind != answers {
            return Err(refuse(off));
        }
        let max_log2 = self.options.max_cube_log2();
        if offer.value.trailing_zeros() >= u32::from(max_log2) {
            return Err(refuse(CubeRefusal::AtMaximum { max: 1 << max_log2 }));
        }
        Ok(offer)
    }

    /// The doubled player beavers: he takes and redoubles at once, keeping
    /// the cube; the doubler must take, pass or (option) raccoon.
    ///
    /// # Errors
    /// As [`Game::may_beaver`].
    pub fn beaver(&mut self) -> Result<(), GameError> {
        let offer = self.may_beaver()?;
        self.offer_cube(CubeAction::Beaver, offer.responder(), offer.value * 2);
        Ok(())
    }

    /// The doubler raccoons the beaver: he redoubles at once, keeping the
    /// cube; the beaver's author must take or pass.
    ///
    /// # Errors
    /// As [`Game::may_raccoon`].
    pub fn raccoon(&mut self) -> Result<(), GameError> {
        let offer = self.may_raccoon()?;
        self.offer_cube(CubeAction::Raccoon, offer.responder(), offer.value * 2);
        Ok(())
    }

    fn offer_cube(&mut self, kind: CubeAction, by: crate::Side, value: u32) {
        let offer = Offer { kind, by, value };
        self.actions.push(match kind {
            CubeAction::Double => Action::Double,
            CubeAction::Beaver => Action::Beaver,
            CubeAction::Raccoon => Action::Raccoon,
        });
        self.log(Event::Offered(offer));
        self.phase = Phase::CubeOffered(offer);
    }

    /// The offer is taken: the cube shows its value, owned by the taker of a
    /// double or by the author of a beaver or raccoon; the side on roll then
    /// rolls (he may not double again this turn).
    ///
    /// # Errors
    /// Wrong phase.
    pub fn take(&mut self) -> Result<(), GameError> {
        let Phase::CubeOffered(offer) = self.phase else {
            return Err(self.wrong_phase());
        };
        let owner = offer.owner_after_take();
        self.actions.push(Action::Take);
        self.cube = Cube::taken(offer.value, owner);
        self.doubled = true;
        self.phase = Phase::BeforeRoll;
        self.log(Event::Took {
            side: offer.responder(),
            value: offer.value,
            owner,
        });
        Ok(())
    }

    /// The offer is passed: its author wins a single at the value before
    /// the offer (× the stake).
    ///
    /// # Errors
    /// Wrong phase.
    pub fn pass(&mut self) -> Result<(), GameError> {
        let Phase::CubeOffered(offer) = self.phase else {
            return Err(self.wrong_phase());
        };
        self.actions.push(Action::Pass);
        self.log(Event::Passed {
            side: offer.responder(),
        });
        let cube = offer.pass_value();
        let stake = self.stake_for(offer.by);
        self.finish(GameEnd {
            winner: Some(offer.by),
            result: GameResult::Single,
            cube,
            stake,
            points: cube.saturating_mul(stake),
            how: EndKind::Dropped,
        });
        Ok(())
    }
}
