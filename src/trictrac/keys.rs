//! The Grand Trictrac with the keyboard: the shortcuts' actions on its
//! store, and where the focus goes after the person's roll (the first
//! checker that can move) and after his confirmed turn (the Roll button,
//! once it is his to roll again).

use crate::kit::keys::{self, Shortcut};
use crate::trictrac::store::Store;
use leptos::prelude::*;
use tables::trictrac::Phase;

/// Wires the keys to `store`; `help` is the overlay's flag.
pub fn wire(store: Store, help: RwSignal<bool>) {
    // where the focus goes next: set by the person's own roll and turn
    let after_roll = StoredValue::new(false);
    let after_turn = StoredValue::new(false);
    let roll = move || {
        if store.human_to_play() && store.game.with_untracked(|g| g.phase()) == Phase::Roll {
            after_roll.set_value(true);
            store.roll(!crate::trictrac::panel::reduced_motion());
        }
    };
    let confirm = move || {
        if store.human_to_play() && store.ready_turn().is_some() {
            after_turn.set_value(true);
            store.confirm();
        }
    };
    // the page's life long
    let replaying = move || store.ui.with_untracked(|u| u.replay.is_some());
    let _keys = keys::listen(help, replaying, move |s| match s {
        Shortcut::Roll => roll(),
        Shortcut::Confirm => confirm(),
        Shortcut::TakeBack => store.undo(),
        Shortcut::Hint => {
            if store.human_to_play() && store.game.with_untracked(|g| g.phase()) == Phase::Move {
                store.show_hint();
            }
        }
        Shortcut::PutDown => store.put_down(),
        // no cube, no resigning, one partie: the backgammon family's keys
        Shortcut::Help
        | Shortcut::Double
        | Shortcut::Accept
        | Shortcut::Pass
        | Shortcut::Resign
        | Shortcut::NextGame => {}
    });
    // the buttons' clicks count as the person's roll and turn too
    provide_context(FocusAfter {
        after_roll,
        after_turn,
    });
    Effect::new(move |_| {
        let phase = store.game.with(|g| g.phase());
        store.ui.with(|u| u.tumbling);
        if !store.human_to_play() || store.ui.with_untracked(|u| u.tumbling.is_some()) {
            return;
        }
        if phase == Phase::Move && after_roll.get_value() {
            after_roll.set_value(false);
            let none_movable = store.sequences().iter().all(|t| t.is_empty());
            keys::focus_soon(if none_movable {
                "[data-testid=confirm]"
            } else {
                ".tablier g.field.movable"
            });
        } else if phase == Phase::Roll && after_turn.get_value() {
            after_turn.set_value(false);
            keys::focus_soon("[data-testid=roll]");
        }
    });
}

/// Marks the person's roll and confirmed turn made with the buttons, so
/// the focus follows them as it does the keys.
#[derive(Clone, Copy)]
pub struct FocusAfter {
    /// The person rolled.
    pub after_roll: StoredValue<bool>,
    /// The person confirmed his turn.
    pub after_turn: StoredValue<bool>,
}
