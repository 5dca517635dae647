//! The home screen: every game with its name, where it is played, one line
//! saying what it is, a picture of its start (drawn by the game's own board)
//! and its rules; the variants of a family listed on its card.

use crate::backgammon::board::Board;
use crate::backgammon::model::{build, Look};
use crate::kit::games::{family, GameInfo, Play, GAMES};
use crate::kit::i18n::tr;
use leptos::prelude::*;
use tables::backgammon::{Position, PositionSetup, Route};

/// The start drawn on a card: the rule set's own (Tavli: Portes'); the Grand
/// Trictrac's two talons of fifteen.
fn start(info: &GameInfo) -> Position {
    match info.play {
        Play::Backgammon(v) => v.rules().start(),
        Play::Tavli => tables::backgammon::Variant::Portes.rules().start(),
        Play::Trictrac => {
            let mut mine = [0u8; 25];
            let mut theirs = [0u8; 25];
            mine[11] = 15;
            theirs[11] = 15;
            PositionSetup {
                route: Route::Opposite,
                ..PositionSetup::new(mine, theirs, 15)
            }
            .validate()
            .unwrap_or_else(|_| tables::backgammon::Variant::Backgammon.rules().start())
        }
    }
}

/// One game's card.
#[component]
fn Card(info: &'static GameInfo) -> impl IntoView {
    let pos = start(info);
    let view_model = Memo::new(move |_| build(&pos, &Look::default()));
    let href = crate::kit::games::Page::href(Some(info.slug));
    let more = GAMES
        .iter()
        .filter(|g| family(g.slug) == Some(info.slug))
        .map(|g| {
            let h = crate::kit::games::Page::href(Some(g.slug));
            view! { <a class="variant-link" href=h data-game-link=g.slug>{move || g.name()}</a> }
        })
        .collect_view();
    view! {
        <li class="game-card" data-card=info.slug>
            <a class="card-board" href=href.clone() tabindex="-1" aria-hidden="true">
                <Board view=view_model on_place=Callback::new(|_| {}) picture=true />
            </a>
            <div class="card-text">
                <h2><a href=href data-game-link=info.slug>{move || info.name()}</a></h2>
                <p class="region">{move || info.region()}</p>
                <p class="blurb">{move || info.blurb()}</p>
                <p class="variants">{more}</p>
                <details class="card-rules">
                    <summary>{tr("home-rules")}</summary>
                    <p>{move || info.rules()}</p>
                </details>
            </div>
        </li>
    }
}

/// The list of games.
#[component]
pub fn Home(problem: Option<String>) -> impl IntoView {
    let cards = GAMES
        .iter()
        .filter(|g| family(g.slug).is_none())
        .map(|g| view! { <Card info=g /> })
        .collect_view();
    let problem = problem.map(|slug| {
        view! {
            <p class="message" role="alert" data-testid="message">
                {move || crate::t!("home-no-such-game", slug = slug.as_str())}
            </p>
        }
    });
    view! {
        <main class="app home" data-testid="app" data-screen="home">
            <header class="app-header">
                <h1 data-testid="title">{tr("home-title")}</h1>
                <p class="tagline">{tr("home-tagline")}</p>
                <crate::kit::lang_menu::LangMenu />
            </header>
            {problem}
            <p class="home-learn">
                <a href=format!("{}/learn", crate::kit::games::Page::href(Some("backgammon"))) data-testid="home-learn">
                    {tr("home-learn-backgammon")}
                </a>
            </p>
            <ul class="games">{cards}</ul>
        </main>
    }
}
