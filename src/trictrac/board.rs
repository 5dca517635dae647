//! The tablier as SVG, drawn from the render model.

use crate::kit::i18n::tr;
use crate::trictrac::render::geometry as g;
use crate::trictrac::render::model::{BoardView, ChipKind};
use leptos::prelude::*;

fn f1(x: f64) -> String {
    g::fmt1(x, false)
}

/// The board. `on_field` receives the absolute field (1..=24, 25 = off) that
/// was clicked or activated with the keyboard.
#[component]
pub fn Board(view: Memo<BoardView>, on_field: Callback<u8>) -> impl IntoView {
    // The 24 fields are made once and only their state follows the view (a
    // field's place never changes): the focused field stays the same element
    // through a move, so the focus is not lost.
    let fields = (1..=24u8)
        .map(|abs| {
            let field = Memo::new(move |_| view.with(|v| v.fields[usize::from(abs) - 1].clone()));
            let first = field.get_untracked();
            let class = move || {
                let f = field.get();
                let mut class = String::from("field");
                for (on, name) in [
                    (f.dark, " dark"),
                    (f.selected, " selected"),
                    (f.target, " target"),
                    (f.movable, " movable"),
                    (f.highlighted, " lit"),
                    (f.corner_of.is_some(), " corner"),
                    (f.talon_of.is_some(), " talon"),
                ] {
                    if on {
                        class.push_str(name);
                    }
                }
                class
            };
            let (rx, ry, rw, rh) = first.rect;
            let flipped = move || view.with(|v| v.flipped);
            let label = move || {
                field.get().label.map(|(x, y, t)| {
                    view! { <text class="field-number" x=f1(x) y=f1(y) text-anchor="middle" transform=upright(flipped(), x, y - 7.0)>{t}</text> }
                })
            };
            let corner_mark = first.corner_of.zip(first.corner_mark).map(|(s, (x, y))| {
                view! {
                    <text class="corner-mark" x=f1(x) y=f1(y) text-anchor="middle"
                        data-corner=s.name()>"◆"</text>
                }
            });
            view! {
                <g
                    class=class
                    data-field=abs
                    data-white=abs
                    data-black=25 - abs
                    tabindex="0"
                    role="button"
                    aria-label=move || field.with(|f| f.aria.clone())
                    on:click=move |_| on_field.run(abs)
                    on:keydown=move |ev| {
                        if ev.key() == "Enter" || ev.key() == " " {
                            ev.prevent_default();
                            on_field.run(abs);
                        }
                    }
                >
                    <rect class="field-hit" x=f1(rx) y=f1(ry) width=f1(rw) height=f1(rh) />
                    <polygon class="fleche" points=first.points />
                    {corner_mark}
                    {label}
                </g>
            }
        })
        .collect_view();
    let checkers = move || view.get().checkers;
    let holes = move || {
        view.get()
            .holes
            .into_iter()
            .map(|h| view! { <circle class="hole" cx=f1(h.cx) cy=f1(h.cy) r=f1(g::HOLE_R) /> })
            .collect_view()
    };
    let chips = move || {
        view.get()
            .chips
            .into_iter()
            .map(|c| {
                let (name, class) = match c.kind {
                    ChipKind::Points(s) => (s.name(), format!("chip {}", s.name())),
                    ChipKind::Bredouille(_) => ("bredouille", "chip bredouille".to_string()),
                };
                let beside = match c.kind {
                    ChipKind::Bredouille(Some(s)) => s.name(),
                    ChipKind::Bredouille(None) => "band",
                    ChipKind::Points(_) => "",
                };
                let label = c.aria;
                let aria = label.clone();
                // a tooltip says what the piece is for (the legend)
                let what = match c.kind {
                    ChipKind::Bredouille(_) => tr("tt-tip-bredouille-chip"),
                    ChipKind::Points(_) => tr("tt-tip-points-chip"),
                };
                view! {
                    <circle class=class data-chip=name data-points=c.points data-beside=beside
                        cx=f1(c.cx) cy=f1(c.cy) r=f1(g::CHIP_R) role="img" aria-label=aria>
                        <title>{label}" — "{what}</title>
                    </circle>
                }
            })
            .collect_view()
    };
    let pegs = move || {
        view.get()
            .pegs
            .into_iter()
            .map(|p| {
                let side = p.side.name();
                let label = p.aria;
                let aria = label.clone();
                view! {
                    <g class=format!("peg {side}") data-peg=side data-holes=p.holes role="img" aria-label=aria>
                        <title>{label}" — "{tr("tt-tip-peg")}</title>
                        <circle cx=f1(p.cx) cy=f1(p.cy) r=f1(g::HOLE_R + 3.0) />
                    </g>
                }
            })
            .collect_view()
    };
    let pavillon = move || {
        let p = view.get().pavillon;
        let (x, y) = (p.x, p.y);
        let flag = format!(
            "{},{} {},{} {},{}",
            f1(x),
            f1(y - 44.0),
            f1(x + 24.0),
            f1(y - 37.0),
            f1(x),
            f1(y - 30.0),
        );
        let label = p.aria;
        let aria = label.clone();
        view! {
            <g class="pavillon" data-pavillon=p.state role="img" aria-label=aria>
                <title>{label}" — "{tr("tt-tip-pavillon")}</title>
                <line x1=f1(x) y1=f1(y) x2=f1(x) y2=f1(y - 46.0) />
                <polygon points=flag />
            </g>
        }
    };
    let arrows = move || {
        view.get()
            .arrows
            .into_iter()
            .map(|a| {
                view! {
                    <line class="arrow" class:last-move=a.last_move data-last-move=a.last_move.then_some("")
                        x1=f1(a.x1) y1=f1(a.y1) x2=f1(a.x2) y2=f1(a.y2)
                        marker-end=if a.last_move { "url(#arrowhead-last)" } else { "url(#arrowhead)" } />
                }
            })
            .collect_view()
    };
    let off = move || {
        let v = view.get();
        v.off
            .into_iter()
            .zip(v.off_spots)
            .filter(|((_, n), _)| *n > 0)
            .map(|((s, n), (x, y))| {
                view! {
                    <g class=format!("off {}", s.name()) data-off=s.name() data-count=n>
                        <circle cx=f1(x) cy=f1(y) r="22" />
                        <text x=f1(x) y=f1(y + 7.0) text-anchor="middle" transform=upright(v.flipped, x, y)>{n}</text>
                    </g>
                }
            })
            .collect_view()
    };
    let rect = |r: (f64, f64, f64, f64)| (f1(r.0), f1(r.1), f1(r.2), f1(r.3));
    let frame = move || rect(view.get().frame);
    let felt = move |i: usize| rect(view.get().felts[i]);
    let off_zone = move || rect(view.get().off_zone);
    view! {
        <svg class="tablier" viewBox=move || view.get().view_box role="group" aria-label=move || view.with(|v| v.labels.0.clone())
            preserveAspectRatio="xMidYMid meet">
            <defs>
                <marker id="arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
                <marker id="arrowhead-last" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M 0 0 L 10 5 L 0 10 z" />
                </marker>
            </defs>
            <g class="turned" transform=move || {
                let v = view.get();
                let (x, y, w, h) = v.frame;
                v.flipped.then(|| format!("rotate(180 {} {})", f1(x + w / 2.0), f1(y + h / 2.0)))
            }>
            <rect class="frame" x=move || frame().0 y=move || frame().1 width=move || frame().2 height=move || frame().3 rx="14" />
            <rect class="felt" x=move || felt(0).0 y=move || felt(0).1 width=move || felt(0).2 height=move || felt(0).3 />
            <rect class="felt" x=move || felt(1).0 y=move || felt(1).1 width=move || felt(1).2 height=move || felt(1).3 />
            {holes}
            {fields}
            <rect class=move || if view.get().off_target { "off-zone target" } else { "off-zone" }
                data-field="off" x=move || off_zone().0 y=move || off_zone().1 width=move || off_zone().2 height=move || off_zone().3
                tabindex="0" role="button" aria-label=move || view.with(|v| v.labels.1.clone())
                on:click=move |_| on_field.run(25)
                on:keydown=move |ev| {
                    if ev.key() == "Enter" || ev.key() == " " {
                        ev.prevent_default();
                        on_field.run(25);
                    }
                } />
            <For each=checkers key=|c| c.key.clone() let:c>
                <Checker c=c flipped=view.get_untracked().flipped />
            </For>
            {off}
            {chips}
            {pegs}
            {pavillon}
            {arrows}
            </g>
        </svg>
    }
}

/// A text's transform that keeps it upright on a board turned half round
/// (about its centre `cx`, `cy`).
fn upright(flipped: bool, cx: f64, cy: f64) -> Option<String> {
    flipped.then(|| format!("rotate(180 {} {})", f1(cx), f1(cy)))
}

/// One checker; one that just moved slides in from where it was.
#[component]
fn Checker(c: crate::trictrac::render::model::CheckerView, flipped: bool) -> impl IntoView {
    let side = c.side.name();
    let count = c.count.map(|n| {
        view! {
            <text class="stack-count" x=f1(c.cx) y=f1(c.cy + 9.0) text-anchor="middle" transform=upright(flipped, c.cx, c.cy)>{n}</text>
        }
    });
    let (class, style) = match c.arrive_from {
        Some((dx, dy)) => (
            format!("checker {side} arriving"),
            format!("--dx: {}px; --dy: {}px", f1(dx), f1(dy)),
        ),
        None => (format!("checker {side}"), String::new()),
    };
    view! {
        <g class=class style=style data-checker=side data-field=c.abs pointer-events="none">
            <circle cx=f1(c.cx) cy=f1(c.cy) r=f1(g::CHECKER_R) />
            <circle class="checker-rim" cx=f1(c.cx) cy=f1(c.cy) r=f1(g::CHECKER_R * 0.62) />
            {count}
        </g>
    }
}
