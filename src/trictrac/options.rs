//! The Grand Trictrac's new partie and options: the opponent, the bot's
//! level, the stake and sortie, the field numbers, the board turned for the
//! player on roll, school mode, and the language menu.

use crate::kit::i18n::{t, tr};
use crate::trictrac::store::{Opponent, Store};
use leptos::prelude::*;
use tables::trictrac::{Side, SortieMethod, StakeMethod};

/// New partie and options.
#[component]
pub fn Options() -> impl IntoView {
    let store = expect_context::<Store>();
    // why the "forgetful beginner" option cannot be changed now, if it cannot
    let forget_why = move || {
        let (school, level, opponent) = store.ui.with(|u| (u.school, u.bot_level, u.opponent));
        if opponent == Opponent::HotSeat {
            Some(t("tt-forgetful-bot-only"))
        } else if !school {
            Some(t("tt-forgetful-school-only"))
        } else if level != tables::trictrac::bot::Level::Beginner {
            Some(t("tt-forgetful-beginner-only"))
        } else {
            None
        }
    };
    let opponent_value = move || match store.ui.with(|u| u.opponent) {
        Opponent::HotSeat => "hotseat",
        Opponent::Bot(Side::Black) => "bot-black",
        Opponent::Bot(Side::White) => "bot-white",
        Opponent::Remote(_) => "remote",
    };
    view! {
        <details class="options" data-testid="options">
            <summary>{tr("tt-new-partie-and-options")}</summary>
            <label>{tr("tt-opponent")}
                <select data-testid="opponent" prop:value=opponent_value on:change=move |ev| {
                    let v = event_target_value(&ev);
                    store.ui.update(|u| u.opponent = match v.as_str() {
                        "hotseat" => Opponent::HotSeat,
                        "bot-white" => Opponent::Bot(Side::White),
                        _ => Opponent::Bot(Side::Black),
                    });
                }>
                    <option value="bot-black">{tr("tt-bot-plays-black")}</option>
                    <option value="bot-white">{tr("tt-bot-plays-white")}</option>
                    <option value="hotseat">{tr("tt-two-players-one-device")}</option>
                    <option value="remote" disabled=true>{tr("tt-a-friend-by-link")}</option>
                </select>
            </label>
            <label>{tr("tt-bot-level")}
                <select data-testid="level" prop:value=move || store.ui.with(|u| u.bot_level.name()) on:change=move |ev| {
                    let v = event_target_value(&ev);
                    if let Some(l) = tables::trictrac::bot::Level::parse(&v) {
                        store.ui.update(|u| u.bot_level = l);
                    }
                }>
                    <option value="beginner">{tr("tt-beginner")}</option>
                    <option value="club">{tr("tt-club")}</option>
                    <option value="strong">{tr("tt-strong")}</option>
                </select>
            </label>
            <label>{tr("tt-stake")}
                <select data-testid="stake" on:change=move |ev| {
                    let v = event_target_value(&ev);
                    store.ui.update(|u| u.options.stake = match v.as_str() {
                        "oldest" => StakeMethod::Oldest,
                        "second" => StakeMethod::Second,
                        _ => StakeMethod::NineteenthCentury,
                    });
                }>
                    <option value="19th">{tr("tt-stake-19th-century")}</option>
                    <option value="second">{tr("tt-stake-second")}</option>
                    <option value="oldest">{tr("tt-stake-oldest")}</option>
                </select>
            </label>
            <label>{tr("tt-sortie")}
                <select data-testid="sortie" on:change=move |ev| {
                    let v = event_target_value(&ev);
                    store.ui.update(|u| u.options.sortie = if v == "slow" { SortieMethod::Slow } else { SortieMethod::Fast });
                }>
                    <option value="fast">{tr("tt-sortie-fast")}</option>
                    <option value="slow">{tr("tt-sortie-slow")}</option>
                </select>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="numbers" prop:checked=move || store.ui.with(|u| u.show_numbers)
                    on:change=move |ev| { let on = event_target_checked(&ev); store.ui.update(|u| u.show_numbers = on); } />
                {tr("tt-field-numbers")}
            </label>
            <Show when=move || store.ui.with(|u| u.opponent == crate::trictrac::store::Opponent::HotSeat)>
                <label class="check">
                    <input type="checkbox" data-testid="roller-view" prop:checked=move || store.ui.with(|u| u.roller_view)
                        on:change=move |ev| { let on = event_target_checked(&ev); store.ui.update(|u| u.roller_view = on); } />
                    {tr("tt-option-roller-view")}
                </label>
            </Show>
            <label class="check">
                <input type="checkbox" data-testid="school" prop:checked=move || store.ui.with(|u| u.school)
                    on:change=move |ev| {
                        let on = event_target_checked(&ev);
                        store.ui.update(|u| {
                            u.school = on;
                            u.options.ecoles = on;
                        });
                    } />
                {tr("tt-option-school")}
            </label>
            <label class="check" title=move || forget_why().unwrap_or_default()>
                <input type="checkbox" data-testid="forgetful" prop:checked=move || store.ui.with(|u| u.forgetful)
                    prop:disabled=move || forget_why().is_some()
                    on:change=move |ev| { let on = event_target_checked(&ev); store.ui.update(|u| u.forgetful = on); } />
                {tr("tt-option-forgetful")}
            </label>
            <button data-testid="new-partie" on:click=move |_| store.new_partie()>
                {tr("tt-new-partie")}
            </button>
        </details>
        <div class="lang">
            <crate::kit::lang_menu::LangMenu />
        </div>
    }
}
