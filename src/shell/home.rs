//! The home screen: every game with its name, where it is played, one line
//! saying what it is, a picture of its start (drawn by the game's own board)
//! and its rules; the variants of a family listed on its card.

use crate::backgammon::board::Board;
use crate::backgammon::model::{build, Look};
use crate::kit::games::{family, GameInfo, Play, GAMES};
use crate::kit::i18n::Lang;
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

fn rules_text(info: &GameInfo, lang: Lang) -> &'static str {
    let text = match info.play {
        Play::Backgammon(v) => v.rules().text,
        Play::Tavli => [
            "Greek Tavli: a match to 5 points of Portes, Plakoto and Fevga in turn, no cube (each game's rules on its own card).",
            "Le tavli grec : un match en 5 points de Portes, Plakoto et Fevga à tour de rôle, sans videau (les règles de chaque jeu sur sa carte).",
        ],
        Play::Trictrac => [
            "The French Grand Trictrac: points for what the dice could do (jans), twelve holes to win, the pavillon. The full rule reference and lessons are inside.",
            "Le Grand Trictrac français : des points pour ce que les dés pourraient faire (jans), douze trous pour gagner, le pavillon. Les règles complètes et les leçons sont à l'intérieur.",
        ],
    };
    match lang {
        Lang::En => text[0],
        Lang::Fr => text[1],
    }
}

/// One game's card.
#[component]
fn Card(info: &'static GameInfo, lang: Signal<Lang>) -> impl IntoView {
    let pos = start(info);
    let view_model = Memo::new(move |_| {
        build(
            &pos,
            &Look {
                lang: lang.get(),
                ..Look::default()
            },
        )
    });
    let href = crate::kit::games::Page::href(Some(info.slug));
    let more = GAMES
        .iter()
        .filter(|g| family(g.slug) == Some(info.slug))
        .map(|g| {
            let h = crate::kit::games::Page::href(Some(g.slug));
            view! { <a class="variant-link" href=h data-game-link=g.slug>{move || lang.get().t(g.name.0, g.name.1)}</a> }
        })
        .collect_view();
    view! {
        <li class="game-card" data-card=info.slug>
            <a class="card-board" href=href.clone() tabindex="-1" aria-hidden="true">
                <Board view=view_model on_place=Callback::new(|_| {}) picture=true />
            </a>
            <div class="card-text">
                <h2><a href=href data-game-link=info.slug>{move || lang.get().t(info.name.0, info.name.1)}</a></h2>
                <p class="region">{move || lang.get().t(info.region.0, info.region.1)}</p>
                <p class="blurb">{move || lang.get().t(info.blurb.0, info.blurb.1)}</p>
                <p class="variants">{more}</p>
                <details class="card-rules">
                    <summary>{move || lang.get().t("Rules", "Règles")}</summary>
                    <p>{move || rules_text(info, lang.get())}</p>
                </details>
            </div>
        </li>
    }
}

/// The list of games.
#[component]
pub fn Home(problem: Option<String>) -> impl IntoView {
    let p = crate::kit::params::parse(&crate::kit::web::location_search());
    let lang = RwSignal::new(p.lang);
    let sig = Signal::derive(move || lang.get());
    crate::kit::ui::provide_lang(sig);
    let cards = GAMES
        .iter()
        .filter(|g| family(g.slug).is_none())
        .map(|g| view! { <Card info=g lang=sig /> })
        .collect_view();
    let problem = problem.map(|slug| {
        view! {
            <p class="message" role="alert" data-testid="message">
                {move || match lang.get() {
                    Lang::En => format!("There is no game at \"#/{slug}\": here are the games."),
                    Lang::Fr => format!("Aucun jeu à l'adresse « #/{slug} » : voici les jeux."),
                }}
            </p>
        }
    });
    view! {
        <main class="app home" data-testid="app" data-screen="home">
            <header class="app-header">
                <h1 data-testid="title">{move || lang.get().t("Tables games", "Jeux de table")}</h1>
                <p class="tagline">{move || lang.get().t(
                    "Trictrac, backgammon and the backgammon games people still play, with their rules.",
                    "Le trictrac, le backgammon et les jeux de la famille qu'on joue encore, avec leurs règles.")}</p>
                <button class="lang" data-action="lang" on:click=move |_| lang.update(|l| *l = if *l == Lang::En { Lang::Fr } else { Lang::En })>
                    {move || lang.get().t("Français", "English")}
                </button>
            </header>
            {problem}
            <ul class="games">{cards}</ul>
        </main>
    }
}
