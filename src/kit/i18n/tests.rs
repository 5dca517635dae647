//! The catalogue's wording (arguments, plurals of Russian, Romanian and French, terms, gaps) and the language a page opens in.

use super::catalogue::Catalogue;
use super::Lang;

fn catalogue(lang: Lang, src: &str) -> Catalogue {
    let mut c = Catalogue::new(lang);
    let problems = c.add("test.ftl", src.to_string());
    assert!(problems.is_empty(), "{problems:?}");
    c
}

const HOLES_RU: &str = "holes = { $n ->
    [one] { $n } лунка
    [few] { $n } лунки
    [many] { $n } лунок
   *[other] { $n } лунки
}
";

const HOLES_RO: &str = "holes = { $n ->
    [one] o gaură
    [few] { $n } găuri
   *[other] { $n } de găuri
}
";

#[test]
fn russian_counts_choose_one_few_and_many_by_the_cldr_rule() {
    let c = catalogue(Lang::Ru, HOLES_RU);
    let words: Vec<String> = [1, 2, 5, 11, 21, 22, 101, 111]
        .iter()
        .map(|&n| c.format("holes", &[("n", n.into())]))
        .collect();
    assert_eq!(
        words,
        [
            "1 лунка",
            "2 лунки",
            "5 лунок",
            "11 лунок",
            "21 лунка",
            "22 лунки",
            "101 лунка",
            "111 лунок"
        ]
    );
}

#[test]
fn romanian_counts_take_de_from_twenty_but_not_after_a_hundred_and_one_to_nineteen() {
    let c = catalogue(Lang::Ro, HOLES_RO);
    let words: Vec<String> = [1, 2, 5, 19, 20, 21, 101, 102, 120]
        .iter()
        .map(|&n| c.format("holes", &[("n", n.into())]))
        .collect();
    assert_eq!(
        words,
        [
            "o gaură",
            "2 găuri",
            "5 găuri",
            "19 găuri",
            "20 de găuri",
            "21 de găuri",
            "101 găuri",
            "102 găuri",
            "120 de găuri"
        ]
    );
}

#[test]
fn french_one_covers_zero_and_an_exact_number_wins_over_its_category() {
    let c = catalogue(
        Lang::Fr,
        "pts = { $n ->
    [0] aucun point
    [one] { $n } point
   *[other] { $n } points
}
",
    );
    assert_eq!(c.format("pts", &[("n", 0.into())]), "aucun point");
    assert_eq!(c.format("pts", &[("n", 1.into())]), "1 point");
    assert_eq!(c.format("pts", &[("n", 2.into())]), "2 points");
    assert_eq!(c.category(0), "one");
    assert_eq!(Catalogue::new(Lang::En).category(0), "other");
    assert_eq!(Catalogue::new(Lang::Id).category(1), "other");
}

#[test]
fn strings_messages_and_terms_with_their_cases_are_worded() {
    let c = catalogue(
        Lang::Ru,
        r#"-shashka = { $case ->
   *[nom] шашка
    [gen] шашки
}
    .gender = f
side-white = Белые
moved = { $side } двигают { -shashka } ({ -shashka(case: "gen") } нет){"\u00A0"}!
kind = { -shashka.gender ->
    [f] она
   *[m] он
}
which = { $side ->
    [white] белые
   *[other] чёрные
}
ref = { side-white }: { moved }
"#,
    );
    let side = [("side", "Белые".into())];
    assert_eq!(
        c.format("moved", &side),
        "Белые двигают шашка (шашки нет)\u{a0}!"
    );
    assert_eq!(c.format("kind", &[]), "она");
    assert_eq!(c.format("which", &[("side", "white".into())]), "белые");
    assert_eq!(c.format("which", &[("side", "black".into())]), "чёрные");
    assert_eq!(
        c.format("ref", &side),
        "Белые: Белые двигают шашка (шашки нет)\u{a0}!"
    );
    assert_eq!(c.references("ref"), ["side-white", "moved"]);
}

#[test]
fn gaps_show_marked_and_bad_files_are_named() {
    let c = catalogue(Lang::En, "hello = Hello { $name }\n");
    assert_eq!(c.format("hello", &[]), "Hello {$name}");
    assert_eq!(c.format("nope", &[]), "⟦nope⟧");
    let mut bad = Catalogue::new(Lang::En);
    let problems = bad.add(
        "bad.ftl",
        "ok = fine\nbroken = { $n ->\n}\nok = again\n".to_string(),
    );
    assert_eq!(problems.len(), 3, "{problems:?}");
    assert!(problems.iter().any(|p| p.contains("MissingDefaultVariant")));
    assert!(problems.iter().all(|p| p.starts_with("bad.ftl")));
    assert!(problems.iter().any(|p| p.contains("ok is given twice")));
    assert_eq!(bad.format("ok", &[]), "again");
}

#[test]
fn the_text_on_screen_follows_the_catalogue_put_there() {
    super::set(catalogue(Lang::Fr, "x = bonjour\nn = { $n } trous\n"));
    assert_eq!(super::t("x"), "bonjour");
    assert_eq!(crate::t!("n", n = 3), "3 trous");
    assert_eq!(super::lang(), Lang::Fr);
    assert_eq!(super::tenths(-15), "-1,5");
    super::set(catalogue(Lang::En, "x = hello\n"));
    assert_eq!(super::tr("x")(), "hello");
    assert_eq!(super::tenths(12), "1.2");
}

#[test]
fn a_page_opens_in_the_address_language_then_the_kept_one_then_the_browser_s() {
    use super::load::opening_lang;
    let browser = ["de-DE".to_string(), "tr-TR".to_string()];
    assert_eq!(opening_lang(Some(Lang::El), Some("ru"), &browser), Lang::El);
    assert_eq!(opening_lang(None, Some("ru"), &browser), Lang::Ru);
    assert_eq!(opening_lang(None, Some("xx"), &browser), Lang::Tr);
    assert_eq!(opening_lang(None, None, &[]), Lang::En);
}
