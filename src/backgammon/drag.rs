//! Dragging a checker, the other way to move than tapping it then its
//! landing point: press on a checker that can move, slide, let go on a
//! point. Once the press slides the checker is picked (as a tap picks it,
//! whatever was picked before), and letting go on a place is a tap there,
//! so the store decides and explains exactly as for taps; a press that does
//! not slide stays a tap (the click that follows it).
//!
//! The checker in hand is drawn as a ghost in page coordinates (the board's
//! portrait turn is made by its coordinates, not a CSS transform, so page
//! coordinates are right in both layouts).

/// How far (page pixels) a press must slide to become a drag.
pub const SLOP: f64 = 6.0;

/// A checker lifted by a press.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Drag {
    /// The place it was lifted from (the viewer's numbering, as the board's
    /// places are), if a press is on.
    pub from: Option<u8>,
    /// Where the press began.
    pub start: (f64, f64),
    /// Where the pointer is.
    pub at: (f64, f64),
    /// The press slid past [`SLOP`]: a drag.
    pub moving: bool,
    /// The ghost's diameter (a checker's on screen).
    pub size: f64,
    /// The ghost's colour class (`white` or `black`).
    pub side: &'static str,
}

/// What a slide of the pointer does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Slide {
    /// Nothing yet (no press, or still within the slop).
    Nothing,
    /// The press became a drag: the checker is picked (its landing points
    /// lit) and drawn in hand.
    Lift(u8),
    /// The checker in hand moved.
    Redraw,
}

/// What letting go does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drop {
    /// Nothing: a press that did not slide (its click is the tap), or a
    /// drag back to where it began (the checker stays picked).
    Nothing,
    /// The picked checker goes to this place (a tap on it).
    On(u8),
    /// Let go off the board: the checker is put down.
    PutDown,
}

impl Drag {
    /// A press on `from` (a place a checker can move from, or the picked
    /// one) at `at`.
    pub fn press(from: u8, at: (f64, f64), size: f64, side: &'static str) -> Drag {
        Drag {
            from: Some(from),
            start: at,
            at,
            moving: false,
            size,
            side,
        }
    }

    /// The pointer moved to `at`.
    pub fn slide(&mut self, at: (f64, f64)) -> Slide {
        let Some(from) = self.from else {
            return Slide::Nothing;
        };
        self.at = at;
        if self.moving {
            return Slide::Redraw;
        }
        let (dx, dy) = (at.0 - self.start.0, at.1 - self.start.1);
        if dx.hypot(dy) < SLOP {
            return Slide::Nothing;
        }
        self.moving = true;
        Slide::Lift(from)
    }

    /// The pointer was let go over `over` (a place of the board, or none).
    pub fn release(self, over: Option<u8>) -> Drop {
        match (self.from, over) {
            (Some(_), _) if !self.moving => Drop::Nothing,
            (Some(from), Some(to)) if to != from => Drop::On(to),
            (Some(_), Some(_)) | (None, _) => Drop::Nothing,
            (Some(_), None) => Drop::PutDown,
        }
    }

    /// The ghost's style (position and size in page pixels), while dragging.
    pub fn ghost_style(&self) -> Option<String> {
        (self.from.is_some() && self.moving).then(|| {
            // Whole pixels rounded as `{:.0}` rounds them, written without
            // the float formatting machinery (kilobytes of the wasm).
            let px = |x: f64| x.round_ties_even() as i64;
            let (s, half) = (px(self.size), self.size / 2.0);
            format!(
                "left: {}px; top: {}px; width: {s}px; height: {s}px",
                px(self.at.0 - half),
                px(self.at.1 - half)
            )
        })
    }

    /// The place whose top checker is in hand (drawn faded), while dragging.
    pub fn lifted(&self) -> Option<u8> {
        self.from.filter(|_| self.moving)
    }
}

/// The board place an element's `data-place` names.
pub fn place_of(attr: Option<String>) -> Option<u8> {
    attr?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dragged() -> Drag {
        let mut d = Drag::press(13, (100.0, 100.0), 40.0, "white");
        assert_eq!(d.slide((103.0, 102.0)), Slide::Nothing, "within the slop");
        assert_eq!(d.ghost_style(), None);
        assert_eq!(d.slide((130.0, 95.0)), Slide::Lift(13));
        assert_eq!(d.slide((160.0, 90.0)), Slide::Redraw);
        d
    }

    #[test]
    fn a_drag_lifts_the_checker_then_lands_it_or_puts_it_down() {
        assert_eq!(dragged().release(Some(8)), Drop::On(8));
        assert_eq!(dragged().release(Some(13)), Drop::Nothing, "back: picked");
        assert_eq!(dragged().release(None), Drop::PutDown);
    }

    #[test]
    fn a_press_that_does_not_slide_is_left_to_its_click() {
        let mut d = Drag::press(6, (10.0, 10.0), 40.0, "black");
        assert_eq!(d.slide((12.0, 13.0)), Slide::Nothing);
        assert_eq!(d.release(Some(2)), Drop::Nothing);
        assert_eq!(Drag::default().release(Some(2)), Drop::Nothing);
        assert_eq!(Drag::default().slide((50.0, 50.0)), Slide::Nothing);
    }

    #[test]
    fn the_ghost_follows_the_pointer_centred() {
        let d = dragged();
        assert_eq!(d.lifted(), Some(13));
        assert_eq!(
            d.ghost_style().unwrap(),
            "left: 140px; top: 70px; width: 40px; height: 40px"
        );
        assert_eq!(place_of(Some("25".into())), Some(25));
        assert_eq!(place_of(Some("x".into())), None);
        assert_eq!(place_of(None), None);
    }
}
