//! Where the keyboard's focus goes as the person plays, as on the Grand
//! Trictrac's page: after his roll (or the opening roll that gives him the
//! first play) to the first checker that can move, and after his confirmed
//! play to *Roll* once it is his (or, same device, the other person's) to
//! roll. Only what the person did moves the focus; `focus_soon` never takes
//! it from a text field or a dialog.

use crate::backgammon::store::Store;
use crate::kit::keys::focus_soon;
use leptos::prelude::*;
use tables::backgammon::Phase;

/// What a moment was, for the focus: the phase's kind and whether a
/// person acted.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Moment {
    Opening,
    Roll { person: bool },
    Move { person: bool },
    Other,
}

fn moment(store: Store) -> Moment {
    let person = store.human_to_act();
    match store.game.with(|g| g.phase()) {
        Phase::Opening => Moment::Opening,
        Phase::BeforeRoll => Moment::Roll { person },
        Phase::Move => Moment::Move { person },
        _ => Moment::Other,
    }
}

/// Moves the focus after the person's roll and play (the page's life long).
pub fn follow(store: Store) {
    let last = StoredValue::new(Moment::Other);
    // the person confirmed a play: Roll gets the focus when a person is to roll
    let played = StoredValue::new(false);
    Effect::new(move |_| {
        let now = moment(store);
        if store.replaying() {
            return;
        }
        let before = last.get_value();
        if before == now {
            return;
        }
        last.set_value(now);
        if before == (Moment::Move { person: true }) {
            played.set_value(true);
        }
        match (before, now) {
            (Moment::Roll { person: true } | Moment::Opening, Moment::Move { person: true }) => {
                focus_soon(".bg-board .movable[tabindex]");
            }
            (_, Moment::Roll { person: true }) if played.get_value() => {
                played.set_value(false);
                focus_soon("[data-action=roll]");
            }
            _ => {}
        }
    });
}
