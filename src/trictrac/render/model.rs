//! The render model: plain data saying what to draw where, built from the engine
//! state and the UI state. Components only draw it; it is tested natively.

use super::geometry::{self as g, OnTablier, ShortHole};
use crate::kit::i18n::t;
use tables::trictrac::board::{CORNER, TALON};
use tables::trictrac::{Board, Jan, JanKind, Pavillon, Quarter, Scoreboard, Side};

/// What the UI asks to show besides the game state.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ViewState {
    /// Whose numbering the field labels use.
    pub viewer: Side,
    /// Show field numbers.
    pub show_numbers: bool,
    /// The selected field (absolute), if a checker is picked up.
    pub selected: Option<u8>,
    /// Fields (absolute) where the picked-up checker may go; 25 = off.
    pub targets: Vec<u8>,
    /// Fields (absolute) a checker may be picked up from.
    pub movable: Vec<u8>,
    /// What a hovered log entry highlights.
    pub highlight: Highlight,
    /// The bot's last turn (absolute from, to; 25 = off), drawn as arrows
    /// of their own until the person moves.
    pub last_move: Vec<(u8, u8)>,
    /// The checker that just moved: its side, from and to (absolute; 25 =
    /// off), so it can be drawn sliding in.
    pub arriving: Option<(Side, u8, u8)>,
    /// Landscape or portrait.
    pub layout: g::Layout,
    /// Turned half round, for the player on roll on the far side (two
    /// players on one device, when asked).
    pub flipped: bool,
}

/// Fields and arrows a log entry highlights, in absolute numbering.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Fields to light up.
    pub fields: Vec<u8>,
    /// Arrows from → to (25 = off the board).
    pub arrows: Vec<(u8, u8)>,
}

impl Highlight {
    /// What realises a jan: each way's moves as arrows and their fields; a
    /// quarter for filling and conserving; the corner beaten.
    pub fn of_jan(jan: &Jan) -> Highlight {
        let abs = |p: u8| Board::absolute(jan.roller, p);
        let mut h = Highlight::default();
        let add = |h: &mut Highlight, f: u8| {
            if (1..=24).contains(&f) && !h.fields.contains(&f) {
                h.fields.push(f);
            }
        };
        for way in jan.ways() {
            for m in way.moves() {
                add(&mut h, abs(m.from));
                if m.via != 0 {
                    add(&mut h, abs(m.via));
                }
                if m.to <= 24 {
                    add(&mut h, abs(m.to));
                    h.arrows.push((abs(m.from), abs(m.to)));
                } else {
                    h.arrows.push((abs(m.from), 25));
                }
            }
        }
        let quarter = match jan.kind {
            JanKind::PetitJan | JanKind::ConserverPetitJan => Some(Quarter::Q1),
            JanKind::GrandJan | JanKind::ConserverGrandJan => Some(Quarter::Q2),
            JanKind::JanDeRetour | JanKind::ConserverJanDeRetour => Some(Quarter::Q4),
            _ => None,
        };
        if let Some(q) = quarter {
            for p in q.positions() {
                add(&mut h, abs(p));
            }
        }
        if jan.field != 0 && jan.field <= 24 {
            add(&mut h, abs(jan.field));
        }
        h
    }
}

/// One flèche.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldView {
    /// Absolute number (White's numbering).
    pub abs: u8,
    /// The number of the field for the viewer.
    pub number: u8,
    /// Triangle points.
    pub points: String,
    /// Alternating colour.
    pub dark: bool,
    /// The rest corner of this side, if it is one.
    pub corner_of: Option<Side>,
    /// The talon of this side, if it is one.
    pub talon_of: Option<Side>,
    /// Hit area (x, y, w, h).
    pub rect: (f64, f64, f64, f64),
    /// Where the rest-corner mark goes, for a rest corner.
    pub corner_mark: Option<(f64, f64)>,
    /// Label position and text, when numbers are shown.
    pub label: Option<(f64, f64, String)>,
    /// Holds the picked-up checker.
    pub selected: bool,
    /// A legal destination of the picked-up checker.
    pub target: bool,
    /// A checker may be picked up here.
    pub movable: bool,
    /// Lit by a log entry.
    pub highlighted: bool,
    /// Accessible description.
    pub aria: String,
}

/// One drawn checker.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckerView {
    /// Stable key: side, field, index.
    pub key: String,
    /// Owner.
    pub side: Side,
    /// Absolute field.
    pub abs: u8,
    /// Index in the stack (0 = nearest the band).
    pub index: u8,
    /// Centre.
    pub cx: f64,
    /// Centre.
    pub cy: f64,
    /// The stack's count, on the top checker of a stack taller than five.
    pub count: Option<u8>,
    /// Offset from where it comes (it just moved here), for the slide-in.
    pub arrive_from: Option<(f64, f64)>,
}

/// What a chip counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChipKind {
    /// A side's points chip.
    Points(Side),
    /// The bredouille chip, beside the chip of this side, or resting (None).
    Bredouille(Option<Side>),
}

/// One chip (jeton).
#[derive(Clone, Debug, PartialEq)]
pub struct ChipView {
    /// What it marks.
    pub kind: ChipKind,
    /// Points shown (0..=10).
    pub points: u8,
    /// Centre.
    pub cx: f64,
    /// Centre.
    pub cy: f64,
    /// Accessible description.
    pub aria: String,
}

/// One peg (fichet).
#[derive(Clone, Debug, PartialEq)]
pub struct PegView {
    /// Owner.
    pub side: Side,
    /// Holes won (0..=12).
    pub holes: u8,
    /// Centre.
    pub cx: f64,
    /// Centre.
    pub cy: f64,
    /// Accessible description.
    pub aria: String,
}

/// A hole in a band.
#[derive(Clone, Debug, PartialEq)]
pub struct HoleView {
    /// Centre.
    pub cx: f64,
    /// Centre.
    pub cy: f64,
}

/// The pavillon.
#[derive(Clone, Debug, PartialEq)]
pub struct PavillonView {
    /// "middle", "white", "black" or "aside".
    pub state: &'static str,
    /// Foot of the pole.
    pub x: f64,
    /// Foot of the pole.
    pub y: f64,
    /// Accessible description.
    pub aria: String,
}

/// An arrow for a highlighted move.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrowView {
    /// Start.
    pub x1: f64,
    /// Start.
    pub y1: f64,
    /// End.
    pub x2: f64,
    /// End.
    pub y2: f64,
    /// One of the bot's last moves (else a highlight's).
    pub last_move: bool,
}

/// Everything the board component draws.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardView {
    /// The 24 flèches.
    pub fields: Vec<FieldView>,
    /// The checkers on the board (borne-off ones are not drawn here).
    pub checkers: Vec<CheckerView>,
    /// Checkers borne off per side.
    pub off: [(Side, u8); 2],
    /// The three chips.
    pub chips: Vec<ChipView>,
    /// The two pegs.
    pub pegs: Vec<PegView>,
    /// All holes (12 in each long band, 3 in each short band).
    pub holes: Vec<HoleView>,
    /// The pavillon.
    pub pavillon: PavillonView,
    /// Arrows of the highlight.
    pub arrows: Vec<ArrowView>,
    /// Bearing off is a legal destination of the picked-up checker.
    pub off_target: bool,
    /// Accessible names of the board and of the bear-off zone.
    pub labels: (String, String),
    /// The SVG viewBox of the layout.
    pub view_box: &'static str,
    /// The drawing is turned half round (its texts kept upright).
    pub flipped: bool,
    /// The wooden frame (x, y, w, h).
    pub frame: (f64, f64, f64, f64),
    /// The two tables' felt.
    pub felts: [(f64, f64, f64, f64); 2],
    /// The bear-off zone (the corner-side short band).
    pub off_zone: (f64, f64, f64, f64),
    /// Where each side's borne-off count is shown.
    pub off_spots: [(f64, f64); 2],
}

/// Where a side's chip stands for `points`: on the band between the talons at
/// 0, then at the flèches the rules name (§5).
pub fn chip_position(side: Side, points: u8) -> (f64, f64) {
    let w = g::fleche_width();
    let (col, dx) = match points {
        2 => (1, 0.3),
        4 => (3, 0.3),
        6 => (5, 0.32),
        8 => (6, -0.32),
        10 => (11, 0.32),
        _ => {
            return match side {
                Side::White => (g::SHORT_X, 465.0),
                Side::Black => (g::SHORT_X, 235.0),
            }
        }
    };
    let x = g::column_x(col) + dx * w;
    let y = match side {
        Side::White => g::INNER_BOTTOM - g::FLECHE_HEIGHT - g::CHIP_R - 6.0,
        Side::Black => g::INNER_TOP + g::FLECHE_HEIGHT + g::CHIP_R + 6.0,
    };
    (x, y)
}

/// Where a side's peg stands with `holes` holes.
pub fn peg_position(side: Side, holes: u8) -> (f64, f64) {
    match (side, holes) {
        (Side::White, 0) => g::short_hole(ShortHole::Bottom),
        (Side::Black, 0) => g::short_hole(ShortHole::Top),
        (s, n) => g::long_hole(s == Side::White, n.min(12)),
    }
}

fn field_center(abs: u8) -> (f64, f64) {
    if abs > 24 {
        return (g::WIDTH - g::SHORT_BAND / 2.0, g::HEIGHT / 2.0);
    }
    let x = g::column_x(g::column(abs));
    let (base, tip) = g::base_and_tip(abs);
    (x, (base * 2.0 + tip) / 3.0)
}

fn own(side: Side, abs: u8) -> u8 {
    Board::absolute(side, abs)
}

/// Where a checker leaving `abs` (with `left` checkers staying there) was drawn.
fn origin_center(abs: u8, left: u8) -> (f64, f64) {
    if abs > 24 || abs == 0 {
        return field_center(25);
    }
    g::checker_center(abs, left, left + 1)
}

/// Builds the render model.
pub fn build(board: &Board, score: &Scoreboard, ui: &ViewState) -> BoardView {
    let mut fields = Vec::with_capacity(24);
    let mut checkers = Vec::with_capacity(30);
    for abs in 1..=24u8 {
        let white_pos = abs;
        let black_pos = 25 - abs;
        let nw = board.count(Side::White, white_pos);
        let nb = board.count(Side::Black, black_pos);
        let number = match ui.viewer {
            Side::White => white_pos,
            Side::Black => black_pos,
        };
        let corner_of = if white_pos == CORNER {
            Some(Side::White)
        } else if black_pos == CORNER {
            Some(Side::Black)
        } else {
            None
        };
        let talon_of = if white_pos == TALON {
            Some(Side::White)
        } else if black_pos == TALON {
            Some(Side::Black)
        } else {
            None
        };
        let aria = crate::trictrac::texts::field_aria(white_pos, corner_of, talon_of, nw, nb);
        let label = ui.show_numbers.then(|| {
            let (x, y) = g::label_pos(abs);
            (x, y, number.to_string())
        });
        fields.push(FieldView {
            abs,
            number,
            points: g::Layout::Landscape.points(&g::fleche_corners(abs)),
            dark: g::column(abs) % 2 == u8::from(!g::is_bottom(abs)),
            corner_of,
            talon_of,
            rect: g::field_rect(abs),
            corner_mark: corner_of.map(|_| {
                let (base, tip) = g::base_and_tip(abs);
                (g::column_x(g::column(abs)), (base + tip) / 2.0)
            }),
            label,
            selected: ui.selected == Some(abs),
            target: ui.targets.contains(&abs),
            movable: ui.movable.contains(&abs),
            highlighted: ui.highlight.fields.contains(&abs),
            aria,
        });
        for (side, n) in [(Side::White, nw), (Side::Black, nb)] {
            for i in 0..n {
                let (cx, cy) = g::checker_center(abs, i, n);
                let arrive_from = match ui.arriving {
                    Some((s, from, to)) if s == side && to == abs && i + 1 == n => {
                        let (fx, fy) = origin_center(from, board.count(side, own(side, from)));
                        Some((fx - cx, fy - cy))
                    }
                    _ => None,
                };
                checkers.push(CheckerView {
                    key: format!(
                        "{}-{abs}-{i}-{n}{}{}",
                        side.name(),
                        if arrive_from.is_some() { "-in" } else { "" },
                        if ui.flipped { "-f" } else { "" }
                    ),
                    side,
                    abs,
                    index: i,
                    cx,
                    cy,
                    count: (n > g::MAX_STACK && i + 1 == n).then_some(n),
                    arrive_from,
                });
            }
        }
    }
    let mut chips = Vec::with_capacity(3);
    let mut bredouille_beside = None;
    for side in Side::ALL {
        let p = score.points[side];
        let (cx, cy) = chip_position(side, p);
        chips.push(ChipView {
            kind: ChipKind::Points(side),
            points: p,
            cx,
            cy,
            aria: crate::trictrac::texts::chip_aria(Some(side), p),
        });
        if score.shows_bredouille_chip(side) {
            bredouille_beside = Some((side, cx, cy));
        }
    }
    chips.push(match bredouille_beside {
        Some((side, cx, cy)) => ChipView {
            kind: ChipKind::Bredouille(Some(side)),
            points: score.points[side],
            cx: cx + 2.0 * g::CHIP_R + 2.0,
            cy,
            aria: crate::trictrac::texts::bredouille_aria(Some(side)),
        },
        None => ChipView {
            kind: ChipKind::Bredouille(None),
            points: 0,
            cx: g::SHORT_X,
            cy: 415.0,
            aria: crate::trictrac::texts::bredouille_aria(None),
        },
    });
    let pegs = Side::ALL
        .iter()
        .map(|&side| {
            let (cx, cy) = peg_position(side, score.holes[side]);
            PegView {
                side,
                holes: score.holes[side],
                cx,
                cy,
                aria: crate::trictrac::texts::peg_aria(side, score.holes[side]),
            }
        })
        .collect();
    let mut holes = Vec::with_capacity(30);
    for bottom in [true, false] {
        for n in 1..=12 {
            let (cx, cy) = g::long_hole(bottom, n);
            holes.push(HoleView { cx, cy });
        }
    }
    for h in [ShortHole::Bottom, ShortHole::Middle, ShortHole::Top] {
        let (cx, cy) = g::short_hole(h);
        holes.push(HoleView { cx, cy });
        // the three holes of the other short band, unused by the game
        holes.push(HoleView {
            cx: g::WIDTH - cx,
            cy,
        });
    }
    let (state, (x, y)) = match score.pavillon {
        Pavillon::Middle => ("middle", g::short_hole(ShortHole::Middle)),
        Pavillon::Taken(Side::White) => ("white", g::short_hole(ShortHole::Bottom)),
        Pavillon::Taken(Side::Black) => ("black", g::short_hole(ShortHole::Top)),
        Pavillon::Aside => ("aside", g::PAVILLON_ASIDE),
    };
    let arrow = |&(a, b): &(u8, u8), last_move: bool| {
        let (x1, y1) = field_center(a);
        let (x2, y2) = field_center(b);
        ArrowView {
            x1,
            y1,
            x2,
            y2,
            last_move,
        }
    };
    let arrows = ui
        .last_move
        .iter()
        .map(|m| arrow(m, true))
        .chain(ui.highlight.arrows.iter().map(|m| arrow(m, false)))
        .collect();
    let table_w = (g::INNER_RIGHT - g::INNER_LEFT - g::MIDDLE_BAND) / 2.0;
    let inner_h = g::INNER_BOTTOM - g::INNER_TOP;
    let view = BoardView {
        fields,
        checkers,
        off: [
            (Side::White, board.off(Side::White)),
            (Side::Black, board.off(Side::Black)),
        ],
        chips,
        pegs,
        holes,
        pavillon: PavillonView {
            state,
            x,
            y,
            aria: crate::trictrac::texts::pavillon_aria(score.pavillon),
        },
        arrows,
        off_target: ui.targets.contains(&25),
        labels: (t("tt-board-label"), t("tt-bear-off-label")),
        view_box: g::VIEW_BOX,
        flipped: ui.flipped,
        frame: (0.0, 0.0, g::WIDTH, g::HEIGHT),
        felts: [
            (g::INNER_LEFT, g::INNER_TOP, table_w, inner_h),
            (
                g::INNER_LEFT + table_w + g::MIDDLE_BAND,
                g::INNER_TOP,
                table_w,
                inner_h,
            ),
        ],
        off_zone: (g::INNER_RIGHT, g::INNER_TOP, g::SHORT_BAND, inner_h),
        off_spots: [
            (g::WIDTH - g::SHORT_BAND / 2.0, g::HEIGHT - 160.0),
            (g::WIDTH - g::SHORT_BAND / 2.0, 160.0),
        ],
    };
    place(view, ui.layout)
}

/// Moves a landscape drawing into `layout`.
fn place(mut v: BoardView, layout: g::Layout) -> BoardView {
    if layout == g::Layout::Landscape {
        return v;
    }
    let p = |x: &mut f64, y: &mut f64| {
        let (a, b) = layout.point((*x, *y));
        *x = a;
        *y = b;
    };
    v.view_box = layout.view_box();
    for f in &mut v.fields {
        f.points = layout.points(&g::fleche_corners(f.abs));
        f.rect = layout.rect(f.rect);
        if let Some((x, y, _)) = f.label.as_mut() {
            p(x, y);
            // upright, a number sits in the long band beside its field,
            // centred on it and clear of the board's edge
            *x = if *x < g::HEIGHT / 2.0 {
                g::PORTRAIT_LABEL_INSET
            } else {
                g::HEIGHT - g::PORTRAIT_LABEL_INSET
            };
            *y += 5.0;
        }
        if let Some((x, y)) = f.corner_mark.as_mut() {
            p(x, y);
        }
    }
    for c in &mut v.checkers {
        p(&mut c.cx, &mut c.cy);
        // an offset turns with the board, without the translation
        if let Some((dx, dy)) = c.arrive_from {
            c.arrive_from = Some((dy, -dx));
        }
    }
    for c in &mut v.chips {
        p(&mut c.cx, &mut c.cy);
    }
    for pg in &mut v.pegs {
        p(&mut pg.cx, &mut pg.cy);
    }
    for h in &mut v.holes {
        p(&mut h.cx, &mut h.cy);
    }
    p(&mut v.pavillon.x, &mut v.pavillon.y);
    for a in &mut v.arrows {
        p(&mut a.x1, &mut a.y1);
        p(&mut a.x2, &mut a.y2);
    }
    v.frame = layout.rect(v.frame);
    v.felts = v.felts.map(|r| layout.rect(r));
    v.off_zone = layout.rect(v.off_zone);
    v.off_spots = v.off_spots.map(|q| layout.point(q));
    v
}

#[cfg(test)]
#[path = "model_tests.rs"]
mod tests;
