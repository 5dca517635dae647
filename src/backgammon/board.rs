//! The backgammon board as SVG, drawn from the render model: points, bar,
//! trays, checkers (pinned ones marked), the cube, the dice on the board,
//! arrows of the last play. Every point reports its clicks; a checker may
//! also be dragged ([`super::drag`]).

use super::drag::{Drag, Drop, Slide};
use super::geometry::{self as g, fmt1};
use super::model::{BoardView, BAR, OFF, RESERVE};
use crate::kit::dice_view::pips;
use leptos::prelude::*;

fn f(x: f64) -> String {
    fmt1(x, false)
}

fn on_key(place: u8, on_place: Callback<u8>) -> impl Fn(leptos::ev::KeyboardEvent) {
    move |ev| {
        if ev.key() == "Enter" || ev.key() == " " {
            ev.prevent_default();
            on_place.run(place);
        }
    }
}

/// The board. `on_place` receives the viewer's place clicked (1..=24, the
/// bar, the tray, the reserve: see [`super::model`]); `on_lift` a place
/// whose checker a drag lifts (picked whatever was picked before), or `None`
/// when a drag puts it down.
#[component]
pub fn Board(
    view: Memo<BoardView>,
    on_place: Callback<u8>,
    #[prop(optional)] on_lift: Option<Callback<Option<u8>>>,
    // a picture (the home screen's cards): no tab stops, no buttons, no
    // labels (its page has not the backgammon family's texts)
    #[prop(optional)] picture: bool,
) -> impl IntoView {
    let lift = move |place: Option<u8>| {
        if let Some(l) = on_lift {
            l.run(place);
        }
    };
    let drag = RwSignal::new(Drag::default());
    // the click that may follow a drag is not a tap
    let swallow = StoredValue::new(false);
    let tap = move |place: u8| {
        if swallow.get_value() {
            swallow.set_value(false);
        } else {
            on_place.run(place);
        }
    };
    let lifted = Memo::new(move |_| drag.with(Drag::lifted));
    let on_down = move |ev: leptos::ev::PointerEvent| {
        swallow.set_value(false);
        if ev.button() != 0 {
            return;
        }
        if let Some((place, size)) = press_target(&ev) {
            let side = view.with_untracked(|v| {
                v.checkers
                    .iter()
                    .rev()
                    .find(|c| c.place == place)
                    .map_or(v.trays[0].side, |c| c.side)
                    .name()
            });
            let at = (f64::from(ev.client_x()), f64::from(ev.client_y()));
            drag.set(Drag::press(place, at, size, side));
        }
    };
    let on_move = move |ev: leptos::ev::PointerEvent| {
        if drag.with_untracked(|d| d.from.is_none()) {
            return;
        }
        let at = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let mut d = drag.get_untracked();
        match d.slide(at) {
            Slide::Nothing => return,
            Slide::Lift(from) => {
                // the letting go is the board's even off the board
                capture(&ev);
                lift(Some(from));
            }
            Slide::Redraw => {}
        }
        ev.prevent_default();
        drag.set(d);
    };
    let on_up = move |ev: leptos::ev::PointerEvent| {
        let d = drag.get_untracked();
        if d.from.is_none() {
            return;
        }
        drag.set(Drag::default());
        if d.moving {
            swallow.set_value(true);
        }
        match d.release(place_under(ev.client_x(), ev.client_y())) {
            Drop::On(place) => on_place.run(place),
            Drop::PutDown => lift(None),
            Drop::Nothing => {}
        }
    };
    let on_cancel = move |_: leptos::ev::PointerEvent| drag.set(Drag::default());
    let ghost = move || {
        drag.with(|d| {
            d.ghost_style().map(|style| {
                view! { <div class=format!("drag-ghost {}", d.side) style=style aria-hidden="true"></div> }
            })
        })
    };
    let points = move || {
        view.get()
            .points
            .into_iter()
            .map(|p| {
                let n = p.n;
                let (x, y, w, h) = p.rect;
                let label = p.label.map(|(lx, ly)| {
                    view! { <text class="point-number" x=f(lx) y=f(ly) text-anchor="middle">{n}</text> }
                });
                let class = if p.dark {
                    format!("{} dark", p.class)
                } else {
                    p.class
                };
                view! {
                    <g class=class data-point=n data-place=n tabindex=(!picture).then_some("0") role=(!picture).then_some("button") aria-label=(!picture).then_some(p.aria)
                        on:click=move |_| tap(n) on:keydown=on_key(n, on_place)>
                        <rect class="point-hit" x=f(x) y=f(y) width=f(w) height=f(h) />
                        <polygon class="triangle" points=p.triangle />
                        {label}
                    </g>
                }
            })
            .collect_view()
    };
    let checkers = move || {
        let v = view.get();
        // the top checker of the place in hand is drawn faded
        let in_hand = lifted
            .get()
            .and_then(|p| v.checkers.iter().rposition(|c| c.place == p));
        v.checkers
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let side = c.side.name();
                let mut class = format!("checker {side}");
                if c.pinned {
                    class.push_str(" pinned");
                }
                if in_hand == Some(i) {
                    class.push_str(" lifted");
                }
                let style = c.arrive.as_ref().map(|a| {
                    let legs = a.path.len().clamp(1, 4);
                    class.push_str(&format!(" arriving-{legs}{}", if a.parity { "a" } else { "b" }));
                    a.path
                        .iter()
                        .take(4)
                        .enumerate()
                        .map(|(i, (dx, dy))| format!("--x{i}: {}px; --y{i}: {}px", f(*dx), f(*dy)))
                        .collect::<Vec<_>>()
                        .join("; ")
                });
                let count = c.count.map(|n| {
                    view! { <text class="stack-count" x=f(c.cx) y=f(c.cy + 8.0) text-anchor="middle">{n}</text> }
                });
                view! {
                    <g class=class style=style data-checker=side data-at=c.place data-pinned=c.pinned.then_some("true") pointer-events="none">
                        <circle cx=f(c.cx) cy=f(c.cy) r=f(g::CHECKER_R) />
                        <circle class="checker-rim" cx=f(c.cx) cy=f(c.cy) r=f(g::CHECKER_R * 0.62) />
                        {count}
                    </g>
                }
            })
            .collect_view()
    };
    let trays = move || {
        view.get()
            .trays
            .into_iter()
            .enumerate()
            .map(|(i, t)| {
                let side = t.side.name();
                let (x, y, w, h) = t.rect;
                let marks = t
                    .off_marks
                    .iter()
                    .map(|&(mx, my)| {
                        let (mw, mh) = if w > h { (10.0, h - 16.0) } else { (w - 16.0, 10.0) };
                        view! { <rect class=format!("off-checker {side}") x=f(mx - mw / 2.0) y=f(my - mh / 2.0) width=f(mw) height=f(mh) rx="3" /> }
                    })
                    .collect_view();
                let (rn, rx, ry) = t.reserve;
                let reserve = (rn > 0).then(|| {
                    view! {
                        <g class=format!("reserve {side}{}", t.reserve_class) data-reserve=side data-count=rn
                            data-place=(i == 0).then_some(RESERVE)
                            on:click=move |_| if i == 0 { tap(RESERVE) }>
                            <circle class=format!("checker {side}") cx=f(rx) cy=f(ry) r=f(g::CHECKER_R) />
                            <text class="stack-count" x=f(rx) y=f(ry + 8.0) text-anchor="middle">{rn}</text>
                        </g>
                    }
                });
                let (pips, px, py) = t.pips;
                let class = if t.target { "tray target" } else { "tray" };
                view! {
                    <g data-tray=side data-off=t.off>
                        <rect class=class x=f(x) y=f(y) width=f(w) height=f(h) rx="6"
                            tabindex=(!picture).then_some(if i == 0 { "0" } else { "-1" }) role=if i == 0 && !picture { "button" } else { "img" }
                            aria-label=(!picture).then(|| if i == 0 {
                                crate::kit::i18n::t("bg-tray-mine")
                            } else {
                                crate::kit::i18n::t("bg-tray-theirs")
                            })
                            data-place=(i == 0).then_some(OFF)
                            on:click=move |_| if i == 0 { tap(OFF) }
                            on:keydown=on_key(OFF, on_place) />
                        {marks}
                        {reserve}
                        <text class="pips" data-pips=side x=f(px) y=f(py) text-anchor="middle">
                            <title>{move || crate::t!("bg-pips-of", side = crate::backgammon::texts::side_name(t.side), n = pips)}</title>
                            {pips}
                        </text>
                    </g>
                }
            })
            .collect_view()
    };
    let cube = move || {
        view.get().cube.map(|(value, x, y)| {
            let s = 46.0;
            view! {
                <g class="cube" data-cube=value>
                    <rect x=f(x - s / 2.0) y=f(y - s / 2.0) width=f(s) height=f(s) rx="6" />
                    <text x=f(x) y=f(y + 9.0) text-anchor="middle">{if value == 1 { 64 } else { value }}</text>
                </g>
            }
        })
    };
    let dice = move || {
        let v = view.get();
        let side = v.dice_side.map(|s| s.name()).unwrap_or("");
        v.dice
            .into_iter()
            .map(|(x, y, n, used)| {
                let s = 52.0;
                let (x0, y0) = (x - s / 2.0, y - s / 2.0);
                let dots = pips(n)
                    .iter()
                    .map(|&(i, j)| {
                        let cx = x0 + 13.0 + 13.0 * f64::from(i);
                        let cy = y0 + 13.0 + 13.0 * f64::from(j);
                        view! { <circle cx=f(cx) cy=f(cy) r="4.5" /> }
                    })
                    .collect_view();
                let class = format!("board-die {side}{}", if used { " used" } else { "" });
                view! {
                    <g class=class data-die=n data-used=used.then_some("true")>
                        <rect x=f(x0) y=f(y0) width=f(s) height=f(s) rx="9" />
                        {dots}
                    </g>
                }
            })
            .collect_view()
    };
    let arrows = move || {
        view.get()
            .arrows
            .into_iter()
            .map(|(x1, y1, x2, y2)| {
                view! { <line class="arrow" x1=f(x1) y1=f(y1) x2=f(x2) y2=f(y2) marker-end="url(#bg-arrowhead)" /> }
            })
            .collect_view()
    };
    let frame = move || {
        let v = view.get();
        let r = |r: (f64, f64, f64, f64)| (f(r.0), f(r.1), f(r.2), f(r.3));
        let (h0, h1, b) = (r(v.halves[0]), r(v.halves[1]), r(v.bar));
        let bar_class = v.bar_class;
        view! {
            <rect class="felt" x=h0.0 y=h0.1 width=h0.2 height=h0.3 />
            <rect class="felt" x=h1.0 y=h1.1 width=h1.2 height=h1.3 />
            <rect class=bar_class data-bar="" data-place=BAR x=b.0 y=b.1 width=b.2 height=b.3 tabindex=(!picture).then_some("0") role=(!picture).then_some("button") aria-label=move || (!picture).then(|| crate::kit::i18n::t("bg-bar"))
                on:click=move |_| tap(BAR) on:keydown=on_key(BAR, on_place) />
        }
    };
    view! {
        <svg class="bg-board" viewBox=move || view.get().view_box role="group"
            aria-label=move || (!picture).then(|| view.get().aria) preserveAspectRatio="xMidYMid meet"
            class:dragging=move || lifted.get().is_some()
            class:grab=move || view.with(|v| v.can_lift)
            on:pointerdown=on_down on:pointermove=on_move on:pointerup=on_up on:pointercancel=on_cancel>
            <defs>
                <marker id="bg-arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
            </defs>
            <rect class="frame" x="0" y="0" width="100%" height="100%" rx="16" />
            {frame}
            {points}
            {trays}
            {checkers}
            {cube}
            {dice}
            {arrows}
        </svg>
        {ghost}
    }
}

/// The place a press is on, if a checker can be lifted there (it is
/// movable or already picked): the place and a checker's diameter on screen
/// for the ghost.
fn press_target(ev: &leptos::ev::PointerEvent) -> Option<(u8, f64)> {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        let el: web_sys::Element = ev.target()?.dyn_into().ok()?;
        let at = el.closest("[data-place]").ok()??;
        let class = at.get_attribute("class").unwrap_or_default();
        if !class.contains("selected") && !class.contains("movable") {
            return None;
        }
        let size = at
            .owner_document()?
            .query_selector(".bg-board [data-checker] circle")
            .ok()??
            .get_bounding_client_rect()
            .width();
        Some((super::drag::place_of(at.get_attribute("data-place"))?, size))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = ev;
        None
    }
}

/// The pointer's events go to the board until it is let go.
fn capture(ev: &leptos::ev::PointerEvent) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::JsCast;
        if let Some(el) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        {
            let _ = el.set_pointer_capture(ev.pointer_id());
        }
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = ev;
}

/// The board place under the page point (`x`, `y`).
fn place_under(x: i32, y: i32) -> Option<u8> {
    #[cfg(target_arch = "wasm32")]
    {
        let el = web_sys::window()?
            .document()?
            .element_from_point(x as f32, y as f32)?;
        super::drag::place_of(
            el.closest("[data-place]")
                .ok()??
                .get_attribute("data-place"),
        )
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (x, y);
        None
    }
}
