//! The backgammon render model: plain data saying what to draw where, built
//! from the engine's position and the interface's state, from the viewer's
//! side. Components only draw it; it is tested natively.
//!
//! Places are written in the viewer's numbering: 1..=24 his points,
//! [`BAR`] a bar (his when he picks from it), [`OFF`] the trays,
//! [`RESERVE`] the checkers still to enter.

use super::geometry::{self as g, Layout};
use crate::backgammon::texts::side_name;
use tables::backgammon::{Player, Position, Route};
use tables::Side;

/// A bar, in the interface's numbering of places.
pub const BAR: u8 = 25;
/// Borne off (a tray).
pub const OFF: u8 = 0;
/// The checkers still to enter.
pub const RESERVE: u8 = 26;
/// The viewer's opponent's bar, where only an arrow starts or ends.
pub const THEIR_BAR: u8 = 27;
/// The viewer's opponent's tray, where only an arrow ends.
pub const THEIR_OFF: u8 = 28;

/// The arrow of a move (in the mover's numbering, the engine's bar 25 or
/// 26) in the viewer's places: its ends on the bar or the tray are the
/// mover's own (his bear-off ends in his tray, his entry starts on his side
/// of the bar).
pub fn arrow_of(route: Route, same_side: bool, m: &tables::backgammon::Move) -> (u8, u8) {
    let end = |place: u8| match place {
        25 | 26 if same_side => BAR,
        25 | 26 => THEIR_BAR,
        OFF if !same_side => THEIR_OFF,
        p => to_viewer(route, same_side, p),
    };
    (end(m.from), end(m.to))
}

/// The mover's place of a viewer's place (and back: the same map, the other
/// way, with [`to_viewer`]).
pub fn to_mover(route: Route, same_side: bool, place: u8) -> u8 {
    match place {
        1..=24 if !same_side => route.mover_point(usize::from(place)) as u8,
        _ => place,
    }
}

/// The viewer's place of a mover's place.
pub fn to_viewer(route: Route, same_side: bool, place: u8) -> u8 {
    match place {
        1..=24 if !same_side => route.opponent_point(usize::from(place)) as u8,
        _ => place,
    }
}

/// What the interface asks to show besides the position.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Look {
    /// Whose side the board is drawn from.
    pub viewer: Side,
    /// The home board on the left.
    pub mirrored: bool,
    /// Show point numbers.
    pub numbers: bool,
    /// The picked checker's place.
    pub selected: Option<u8>,
    /// Where it may go.
    pub targets: Vec<u8>,
    /// Places a checker may be picked from.
    pub movable: Vec<u8>,
    /// Places a hovered log line lights.
    pub lit: Vec<u8>,
    /// Arrows from → to (the last play, a hint, a hovered log line).
    pub arrows: Vec<(u8, u8)>,
    /// The dice to draw: the roller, the numbers, which are played.
    pub dice: Option<(Side, Vec<(u8, bool)>)>,
    /// The cube: its value, its owner (`None`: centred), whether it is
    /// offered now.
    pub cube: Option<(u32, Option<Side>)>,
    /// The moves of the play just made (from → to), whose checkers slide
    /// in; which of two animations (each play starts the other one).
    pub arriving: (Vec<(u8, u8)>, bool),
    /// Landscape or portrait.
    pub layout: Layout,
}

/// One point's triangle and hit area.
#[derive(Clone, Debug, PartialEq)]
pub struct PointView {
    /// The viewer's number.
    pub n: u8,
    /// The triangle as SVG points.
    pub triangle: String,
    /// The hit area (x, y, w, h).
    pub rect: (f64, f64, f64, f64),
    /// Drawn in the darker colour.
    pub dark: bool,
    /// CSS classes for its state (picked, target, movable, lit).
    pub class: String,
    /// Its number label (x, y), when numbers are shown.
    pub label: Option<(f64, f64)>,
    /// The accessible label.
    pub aria: String,
}

/// One checker drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckerView {
    /// Whose.
    pub side: Side,
    /// Centre.
    pub cx: f64,
    /// Centre.
    pub cy: f64,
    /// The stack's count, on its top checker when the stack overlaps.
    pub count: Option<u8>,
    /// Pinned under the other side's checkers (Plakoto).
    pub pinned: bool,
    /// Its place.
    pub place: u8,
    /// It just arrived: the way it came.
    pub arrive: Option<Arrival>,
}

/// The way a checker just arrived: the offsets (from where it stands) of
/// the point it left and of each point it touched on the way, in order, and
/// which of two equal animations slides it in (alternating restarts it).
#[derive(Clone, Debug, PartialEq)]
pub struct Arrival {
    /// Offsets, first the point it left.
    pub path: Vec<(f64, f64)>,
    /// Which animation.
    pub parity: bool,
}

/// The moves of a play chained into each checker's journey, its points
/// first to last: a move from where an earlier one landed goes on with it.
pub fn journeys(moves: &[(u8, u8)]) -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = Vec::new();
    for &(from, to) in moves {
        match out.iter_mut().rev().find(|j| j.last() == Some(&from)) {
            Some(j) => j.push(to),
            None => out.push(vec![from, to]),
        }
    }
    out
}

/// A tray: its area, the checkers borne off drawn edge-on, the checkers
/// still to enter.
#[derive(Clone, Debug, PartialEq)]
pub struct TrayView {
    /// Whose.
    pub side: Side,
    /// The area (x, y, w, h).
    pub rect: (f64, f64, f64, f64),
    /// Borne off.
    pub off: u8,
    /// Centres of the borne-off checkers' edges.
    pub off_marks: Vec<(f64, f64)>,
    /// Still to enter, and where their stack is drawn.
    pub reserve: (u8, f64, f64),
    /// A picked checker may be borne off here.
    pub target: bool,
    /// The checkers to enter's classes: `movable` when one may be picked,
    /// `selected` when one is (the viewer's tray only).
    pub reserve_class: &'static str,
    /// The pip count, and where it is written.
    pub pips: (u32, f64, f64),
}

/// The whole board.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The SVG viewBox.
    pub view_box: &'static str,
    /// Landscape or portrait (the components turn the landscape drawing).
    pub layout: Layout,
    /// The two halves' felt (x, y, w, h).
    pub halves: [(f64, f64, f64, f64); 2],
    /// The bar (x, y, w, h).
    pub bar: (f64, f64, f64, f64),
    /// The points.
    pub points: Vec<PointView>,
    /// The checkers.
    pub checkers: Vec<CheckerView>,
    /// The viewer's tray, then the other's.
    pub trays: [TrayView; 2],
    /// The cube: value, centre, and `data-cube`.
    pub cube: Option<(u32, f64, f64)>,
    /// The dice: centre of each, its number, played.
    pub dice: Vec<(f64, f64, u8, bool)>,
    /// The roller of the dice.
    pub dice_side: Option<Side>,
    /// Arrows (x1, y1, x2, y2).
    pub arrows: Vec<(f64, f64, f64, f64)>,
    /// A checker may be lifted (one is movable or picked): presses on the
    /// board are then the board's, not the page's scroll.
    pub can_lift: bool,
    /// The bar is a target or movable (a checker to enter).
    pub bar_class: &'static str,
    /// The board's accessible label.
    pub aria: String,
}

/// Where a place is, for arrows ([`arrow_of`]'s places).
fn place_xy(place: u8, m: bool) -> (f64, f64) {
    match place {
        1..=24 => {
            let [a, b, c] = g::triangle(place, m);
            ((a.0 + b.0) / 2.0, (a.1 * 2.0 + c.1) / 3.0)
        }
        BAR => g::bar_center(true, 0, 1, m),
        THEIR_BAR => g::bar_center(false, 0, 1, m),
        _ => {
            let (x, y, w, h) = g::tray(place != THEIR_OFF, m);
            (x + w / 2.0, y + h / 2.0)
        }
    }
}

fn class_of(look: &Look, place: u8) -> String {
    let mut c = String::from("point");
    for (on, name) in [
        (look.selected == Some(place), " selected"),
        (look.targets.contains(&place), " target"),
        (look.movable.contains(&place), " movable"),
        (look.lit.contains(&place), " lit"),
    ] {
        if on {
            c.push_str(name);
        }
    }
    c
}

/// Builds the board of `pos`, seen from the viewer (`pos` is the position
/// seen from the viewer: his checkers are "mine").
pub fn build(pos: &Position, look: &Look) -> BoardView {
    let m = look.mirrored;
    let me = look.viewer;
    let other = me.opponent();
    let mut points = Vec::with_capacity(24);
    let mut checkers = Vec::new();
    for n in 1..=24u8 {
        let p = usize::from(n);
        let (mine, theirs) = (pos.mine(p), pos.theirs(p));
        let pinned_mine = pos.is_pinned(Player::OnRoll, p);
        let pinned_theirs = pos.is_pinned(Player::Opponent, p);
        // a pinned checker lies at the edge, the pinner's stack on it
        let mut stack: Vec<(Side, bool)> = Vec::new();
        if pinned_mine {
            stack.push((me, true));
        }
        if pinned_theirs {
            stack.push((other, true));
        }
        stack.extend((0..mine).map(|_| (me, false)));
        stack.extend((0..theirs).map(|_| (other, false)));
        let count = stack.len() as u8;
        for (i, &(side, pinned)) in stack.iter().enumerate() {
            let (cx, cy) = g::checker_center(n, i as u8, count, m);
            let top = i + 1 == stack.len();
            checkers.push(CheckerView {
                side,
                cx,
                cy,
                count: (top && count > g::MAX_STACK).then_some(count),
                pinned,
                place: n,
                arrive: None,
            });
        }
        let pinned = if pinned_mine || pinned_theirs {
            "yes"
        } else {
            "no"
        };
        let aria = match (mine, theirs) {
            (0, 0) => crate::t!("bg-point", n = n, pinned = pinned),
            (0, _) => crate::t!(
                "bg-point-held",
                n = n,
                count = theirs,
                side = side_name(other),
                pinned = pinned
            ),
            _ => crate::t!(
                "bg-point-held",
                n = n,
                count = mine,
                side = side_name(me),
                pinned = pinned
            ),
        };
        points.push(PointView {
            n,
            triangle: look.layout.points_in(g::WIDTH, &g::triangle(n, m)),
            rect: look.layout.rect_in(g::WIDTH, g::point_rect(n, m)),
            dark: n % 2 == 0,
            class: class_of(look, n),
            label: look.numbers.then(|| {
                let at = match look.layout {
                    Layout::Landscape => g::label_pos(n, m),
                    Layout::Portrait => g::label_pos_upright(n, m),
                };
                look.layout.point_in(g::WIDTH, at)
            }),
            aria,
        });
    }
    for (viewer_side, side, count) in [
        (true, me, pos.mine(BAR as usize)),
        (false, other, pos.theirs(0)),
    ] {
        for i in 0..count {
            let (cx, cy) = g::bar_center(viewer_side, i, count, m);
            checkers.push(CheckerView {
                side,
                cx,
                cy,
                count: (i + 1 == count && count > 3).then_some(count),
                pinned: false,
                place: BAR,
                arrive: None,
            });
        }
    }
    let [mine_pips, their_pips] = pos.pip_counts();
    let tray = |viewer_side: bool, side: Side, player: Player, pips: u32| {
        let rect = g::tray(viewer_side, m);
        let off = pos.off(player);
        let (rx, ry) = {
            let (x, y, w, h) = rect;
            (
                x + w / 2.0,
                // below the pip count at the tray's inner end
                if viewer_side { y + 54.0 } else { y + h - 54.0 },
            )
        };
        // the pip count inside the tray, at its end by the middle (borne-off
        // checkers fill it from the other end), so that the cube owned
        // between the trays covers it in neither layout
        let pip_y = if viewer_side {
            rect.1 + 17.0
        } else {
            rect.1 + rect.3 - 12.0
        };
        TrayView {
            side,
            rect: look.layout.rect_in(g::WIDTH, rect),
            off,
            off_marks: (0..off)
                .map(|i| {
                    look.layout
                        .point_in(g::WIDTH, g::off_center(viewer_side, i, m))
                })
                .collect(),
            reserve: {
                let (x, y) = look.layout.point_in(g::WIDTH, (rx, ry));
                (pos.reserve(player), x, y)
            },
            target: viewer_side && look.targets.contains(&OFF),
            reserve_class: match (viewer_side, look.selected == Some(RESERVE)) {
                (true, true) => " selected",
                (true, false) if look.movable.contains(&RESERVE) => " movable",
                _ => "",
            },
            pips: {
                let (x, y) = look.layout.point_in(g::WIDTH, (g::tray_x(m), pip_y));
                (pips, x, y)
            },
        }
    };
    let trays = [
        tray(true, me, Player::OnRoll, mine_pips),
        tray(false, other, Player::Opponent, their_pips),
    ];
    // the top checker of each landing point comes along its way
    let (moves, parity) = &look.arriving;
    for journey in journeys(moves) {
        let (&to, way) = journey.split_last().expect("a journey has two points");
        if !(1..=24).contains(&to) {
            continue;
        }
        if let Some(c) = checkers
            .iter_mut()
            .rev()
            .find(|c| c.place == to && c.arrive.is_none())
        {
            let at = look.layout.point_in(g::WIDTH, (c.cx, c.cy));
            let path = way
                .iter()
                .map(|&p| {
                    let (x, y) = look.layout.point_in(g::WIDTH, place_xy(p, m));
                    (x - at.0, y - at.1)
                })
                .collect();
            c.arrive = Some(Arrival {
                path,
                parity: *parity,
            });
        }
    }
    for c in &mut checkers {
        let (x, y) = look.layout.point_in(g::WIDTH, (c.cx, c.cy));
        c.cx = x;
        c.cy = y;
    }
    let cube = look.cube.map(|(value, owner)| {
        let (x, y) = look
            .layout
            .point_in(g::WIDTH, g::cube_center(owner.map(|o| o == me), m));
        (value, x, y)
    });
    let dice = match &look.dice {
        Some((side, values)) => {
            let (cx, cy) = g::dice_center(*side == me, m);
            let n = values.len() as f64;
            values
                .iter()
                .enumerate()
                .map(|(i, &(v, used))| {
                    let x = cx + (i as f64 - (n - 1.0) / 2.0) * 64.0;
                    let (x, y) = look.layout.point_in(g::WIDTH, (x, cy));
                    (x, y, v, used)
                })
                .collect()
        }
        None => Vec::new(),
    };
    let arrows = look
        .arrows
        .iter()
        .map(|&(a, b)| {
            let (x1, y1) = look.layout.point_in(g::WIDTH, place_xy(a, m));
            let (x2, y2) = look.layout.point_in(g::WIDTH, place_xy(b, m));
            (x1, y1, x2, y2)
        })
        .collect();
    let bar = {
        let x = g::bar_x(m) - g::BAR_WIDTH / 2.0;
        look.layout
            .rect_in(g::WIDTH, (x, 0.0, g::BAR_WIDTH, g::HEIGHT))
    };
    let bar_class = if look.selected == Some(BAR) {
        "bar selected"
    } else if look.movable.contains(&BAR) {
        "bar movable"
    } else {
        "bar"
    };
    BoardView {
        view_box: match look.layout {
            Layout::Landscape => g::VIEW_BOX,
            Layout::Portrait => "0 0 700 1100",
        },
        layout: look.layout,
        halves: g::halves(m).map(|h| look.layout.rect_in(g::WIDTH, h)),
        bar,
        points,
        checkers,
        trays,
        cube,
        dice,
        dice_side: look.dice.as_ref().map(|d| d.0),
        arrows,
        can_lift: !look.movable.is_empty() || look.selected.is_some(),
        bar_class,
        aria: crate::t!("bg-board-seen-from", side = side_name(me)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_play_is_chained_into_each_checkers_journey() {
        // 24/21/20 by one checker, 8/5 by another, then 5/4 goes on with it
        assert_eq!(
            journeys(&[(24, 21), (8, 5), (21, 20), (5, 4)]),
            vec![vec![24, 21, 20], vec![8, 5, 4]]
        );
        assert_eq!(
            journeys(&[(13, 7), (13, 8)]),
            vec![vec![13, 7], vec![13, 8]]
        );
        assert!(journeys(&[]).is_empty());
    }

    #[test]
    fn a_checker_that_moved_twice_comes_through_the_point_it_touched() {
        // White played 24/21/20 with a 3-1: the checker on his 20 comes from
        // the 24 through the 21
        let pos = tables::bg!(x 20:1 24:1 13:5 8:3 6:5; o 6:5 8:3 13:5 24:2);
        let look = Look {
            numbers: true,
            arriving: (vec![(24, 21), (21, 20)], true),
            ..Look::default()
        };
        let v = build(&pos, &look);
        let c = v
            .checkers
            .iter()
            .find(|c| c.place == 20)
            .expect("a checker on the 20");
        let a = c.arrive.as_ref().expect("it arrived");
        assert_eq!(a.path.len(), 2, "from the 24, then the 21");
        let dist = |(x, y): (f64, f64)| x.hypot(y);
        assert!(dist(a.path[0]) > dist(a.path[1]), "{:?}", a.path);
        assert!(a.parity);
        // the other checkers did not move
        assert_eq!(v.checkers.iter().filter(|c| c.arrive.is_some()).count(), 1);
    }

    #[test]
    fn an_owned_cube_covers_neither_pip_count() {
        // the cube's square (46 units) against each pip count's text (its
        // baseline, about 14 units high and 30 wide), for each owner, board
        // side and layout
        let pos = tables::bg!(x 13:5 8:3 6:5 24:2; o 6:5 8:3 13:5 24:2);
        for layout in [Layout::Landscape, Layout::Portrait] {
            for mirrored in [false, true] {
                for owner in [Side::White, Side::Black] {
                    let look = Look {
                        mirrored,
                        layout,
                        cube: Some((2, Some(owner))),
                        ..Look::default()
                    };
                    let v = build(&pos, &look);
                    let (_, cx, cy) = v.cube.expect("the cube is drawn");
                    for t in &v.trays {
                        let (_, px, py) = t.pips;
                        let apart_x = (px - cx).abs() > 23.0 + 15.0;
                        let apart_y = py < cy - 23.0 - 2.0 || py - 14.0 > cy + 23.0;
                        assert!(
                            apart_x || apart_y,
                            "{layout:?} mirrored {mirrored}, {owner:?}'s cube at ({cx}, {cy}) on the pips at ({px}, {py})"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn an_arrow_ends_in_the_movers_own_tray_and_starts_on_his_side_of_the_bar() {
        use tables::backgammon::Move;
        let route = Route::default();
        let off = |from| Move {
            from,
            to: 0,
            hit: false,
        };
        let enter = Move {
            from: 25,
            to: 20,
            hit: false,
        };
        // the viewer's own moves keep the viewer's places
        assert_eq!(arrow_of(route, true, &off(3)), (3, OFF));
        assert_eq!(arrow_of(route, true, &enter), (BAR, 20));
        // the opponent's: his tray and his half of the bar
        assert_eq!(arrow_of(route, false, &off(3)), (22, THEIR_OFF));
        assert_eq!(arrow_of(route, false, &enter), (THEIR_BAR, 5));
        // drawn: the viewer's tray is at the bottom, the opponent's at the top
        let pos = tables::bg!(x 13:5 8:3 6:5 24:2; o 6:5 8:3 13:5 24:2);
        let look = Look {
            arrows: vec![(3, OFF), (22, THEIR_OFF), (BAR, 20), (THEIR_BAR, 5)],
            ..Look::default()
        };
        let v = build(&pos, &look);
        let mid = g::HEIGHT / 2.0;
        assert!(
            v.arrows[0].3 > mid,
            "White's bear-off ends low: {:?}",
            v.arrows[0]
        );
        assert!(
            v.arrows[1].3 < mid,
            "Black's bear-off ends high: {:?}",
            v.arrows[1]
        );
        assert!(v.arrows[2].1 > mid, "White enters from his half of the bar");
        assert!(
            v.arrows[3].1 < mid,
            "Black enters from his: {:?}",
            v.arrows[3]
        );
    }
}
