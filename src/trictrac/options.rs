//! The Grand Trictrac's new partie and options: the opponent, the bot's
//! level, the stake and sortie, the field numbers, the board turned for the
//! player on roll, school mode, and the language.

use crate::kit::i18n::Lang;
use crate::kit::ui::tr;
use crate::trictrac::store::{Opponent, Store};
use leptos::prelude::*;
use tables::trictrac::{Side, SortieMethod, StakeMethod};

/// New partie and options.
#[component]
pub fn Options() -> impl IntoView {
    let store = expect_context::<Store>();
    let lang = move || store.ui.with(|u| u.lang);
    // why the "forgetful beginner" option cannot be changed now, if it cannot
    let forget_why = move || {
        let (school, level, opponent) = store.ui.with(|u| (u.school, u.bot_level, u.opponent));
        let l = lang();
        if opponent == Opponent::HotSeat {
            Some(l.t(
                "Only the bot can forget: a person always sends the other to school.",
                "Seul le robot peut oublier : une personne envoie toujours l'autre à l'école.",
            ))
        } else if !school {
            Some(l.t("Only in school mode.", "Seulement en mode école."))
        } else if level != tables::trictrac::bot::Level::Beginner {
            Some(l.t(
                "Only the beginner bot forgets; the others never do.",
                "Seul le robot débutant oublie ; les autres jamais.",
            ))
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
            <summary>{tr("New partie and options", "Nouvelle partie et options")}</summary>
            <label>{tr("Opponent", "Adversaire")}
                <select data-testid="opponent" prop:value=opponent_value on:change=move |ev| {
                    let v = event_target_value(&ev);
                    store.ui.update(|u| u.opponent = match v.as_str() {
                        "hotseat" => Opponent::HotSeat,
                        "bot-white" => Opponent::Bot(Side::White),
                        _ => Opponent::Bot(Side::Black),
                    });
                }>
                    <option value="bot-black">{tr("Bot plays Black", "Le robot joue Noir")}</option>
                    <option value="bot-white">{tr("Bot plays White", "Le robot joue Blanc")}</option>
                    <option value="hotseat">{tr("Two players, one device", "Deux joueurs, un appareil")}</option>
                    <option value="remote" disabled=true>{tr("A friend, by link", "Un ami, par lien")}</option>
                </select>
            </label>
            <label>{tr("Bot level", "Niveau du robot")}
                <select data-testid="level" prop:value=move || store.ui.with(|u| u.bot_level.name()) on:change=move |ev| {
                    let v = event_target_value(&ev);
                    if let Some(l) = tables::trictrac::bot::Level::parse(&v) {
                        store.ui.update(|u| u.bot_level = l);
                    }
                }>
                    <option value="beginner">{tr("Beginner", "Débutant")}</option>
                    <option value="club">{tr("Club", "Club")}</option>
                    <option value="strong">{tr("Strong", "Fort")}</option>
                </select>
            </label>
            <label>{tr("Stake", "Enjeu")}
                <select data-testid="stake" on:change=move |ev| {
                    let v = event_target_value(&ev);
                    store.ui.update(|u| u.options.stake = match v.as_str() {
                        "oldest" => StakeMethod::Oldest,
                        "second" => StakeMethod::Second,
                        _ => StakeMethod::NineteenthCentury,
                    });
                }>
                    <option value="19th">{tr("19th century (×4, ×3, ×2, ×1)", "XIXe siècle (×4, ×3, ×2, ×1)")}</option>
                    <option value="second">{tr("Second (×2, ×1.5, ×1)", "Deuxième (×2, ×1,5, ×1)")}</option>
                    <option value="oldest">{tr("Oldest (×2, ×1)", "La plus ancienne (×2, ×1)")}</option>
                </select>
            </label>
            <label>{tr("Sortie", "Sortie")}
                <select data-testid="sortie" on:change=move |ev| {
                    let v = event_target_value(&ev);
                    store.ui.update(|u| u.options.sortie = if v == "slow" { SortieMethod::Slow } else { SortieMethod::Fast });
                }>
                    <option value="fast">{tr("Fast (Parisian)", "Rapide (parisienne)")}</option>
                    <option value="slow">{tr("Slow (provincial)", "Lente (provinciale)")}</option>
                </select>
            </label>
            <label class="check">
                <input type="checkbox" data-testid="numbers" prop:checked=move || store.ui.with(|u| u.show_numbers)
                    on:change=move |ev| { let on = event_target_checked(&ev); store.ui.update(|u| u.show_numbers = on); } />
                {tr("Field numbers", "Numéros des cases")}
            </label>
            <Show when=move || store.ui.with(|u| u.opponent == crate::trictrac::store::Opponent::HotSeat)>
                <label class="check">
                    <input type="checkbox" data-testid="roller-view" prop:checked=move || store.ui.with(|u| u.roller_view)
                        on:change=move |ev| { let on = event_target_checked(&ev); store.ui.update(|u| u.roller_view = on); } />
                    {tr("Turn the board to the player on roll", "Tourner le tablier vers celui qui joue")}
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
                {tr("School mode: mark your own points (écoles)", "Mode école : marquez vos points (écoles)")}
            </label>
            <label class="check" title=move || forget_why().unwrap_or_default()>
                <input type="checkbox" data-testid="forgetful" prop:checked=move || store.ui.with(|u| u.forgetful)
                    prop:disabled=move || forget_why().is_some()
                    on:change=move |ev| { let on = event_target_checked(&ev); store.ui.update(|u| u.forgetful = on); } />
                {tr("The beginner bot may forget to send you to school", "Le robot débutant peut oublier de vous envoyer à l'école")}
            </label>
            <button data-testid="new-partie" on:click=move |_| store.new_partie()>
                {tr("New partie", "Nouvelle partie")}
            </button>
        </details>
        <div class="lang">
            <button data-testid="lang" on:click=move |_| store.ui.update(|u| u.lang = if u.lang == Lang::En { Lang::Fr } else { Lang::En })>
                {tr("Français", "English")}
            </button>
        </div>
    }
}
