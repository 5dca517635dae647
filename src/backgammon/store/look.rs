//! What the board shows now: the look (selection, targets, dice, cube)
//! and the position, of the session or of the past moment replayed.

use super::Store;
use crate::backgammon::model::{self, to_viewer, Look};
use leptos::prelude::*;
use tables::backgammon::{CubeOwner, Entry, Game, Position};

impl Store {
    /// `f` of the game shown: the past moment while replaying, else the
    /// session in play.
    pub(super) fn shown<R>(&self, f: impl FnOnce(&Game) -> R) -> R {
        self.past.track();
        match self.past.with_untracked(|p| p.is_some()) {
            true => self
                .past
                .with_untracked(|p| f(p.as_ref().expect("checked"))),
            false => self.game.with(f),
        }
    }

    /// The look of the board now.
    pub fn look(&self) -> Look {
        let viewer = self.viewer();
        let ui = self.ui.get();
        let (route, same) = self
            .game
            .with(|g| (g.position().route(), g.on_roll() == viewer));
        let entry = if ui.replay.is_some() {
            None
        } else {
            self.entry.get()
        };
        let v = |p: u8| {
            if p == 25 || p == 26 {
                model::BAR
            } else {
                to_viewer(route, same, p)
            }
        };
        let (movable, targets) = match (&entry, ui.selected) {
            (Some(e), Some(from)) => (
                e.movable().into_iter().map(v).collect(),
                e.targets(from).into_iter().map(|t| v(t.to)).collect(),
            ),
            (Some(e), None) => (e.movable().into_iter().map(v).collect(), Vec::new()),
            _ => (Vec::new(), Vec::new()),
        };
        let dice = self.shown(|g| {
            let roll = g.dice()?;
            let side = g.on_roll();
            let values: Vec<(u8, bool)> = match (&entry, g.part()) {
                (Some(e), _) => {
                    let left = e.dice_left();
                    let (dice, _) = g.part()?;
                    let mut left = left.clone();
                    dice.values()
                        .iter()
                        .map(|&d| match left.iter().position(|&x| x == d) {
                            Some(i) => {
                                left.remove(i);
                                (d, false)
                            }
                            None => (d, true),
                        })
                        .collect()
                }
                (None, Some((dice, _))) => dice.values().iter().map(|&d| (d, false)).collect(),
                (None, None) => vec![(roll.high(), false), (roll.low(), false)],
            };
            Some((side, values))
        });
        let cube = self.shown(|g| {
            g.rules().cube.then(|| {
                let owner = match g.cube_owner() {
                    CubeOwner::Centred => None,
                    CubeOwner::Side(s) => Some(s),
                };
                (g.cube_value(), owner)
            })
        });
        Look {
            viewer,
            mirrored: ui.mirrored,
            numbers: ui.numbers,
            selected: ui.selected.map(v),
            targets,
            movable,
            lit: Vec::new(),
            arrows: ui.arrows.clone(),
            arriving: ui.arriving.clone(),
            dice,
            cube: cube.filter(|_| self.shown(|g| g.options().cube.in_use)),
            layout: if ui.portrait {
                crate::kit::svg::Layout::Portrait
            } else {
                crate::kit::svg::Layout::Landscape
            },
        }
    }

    /// The position to draw, from the viewer's side: the entry's when a
    /// person is entering moves.
    pub fn shown_position(&self) -> Position {
        let viewer = self.viewer();
        let on_roll = self.shown(|g| g.on_roll());
        let live = self.ui.with(|u| u.replay.is_none());
        let pos = match self
            .entry
            .with(|e| e.as_ref().filter(|_| live).map(Entry::position))
        {
            Some(p) => p,
            None => self.shown(|g| *g.position()),
        };
        if on_roll == viewer {
            pos
        } else {
            pos.flip()
        }
    }
}
