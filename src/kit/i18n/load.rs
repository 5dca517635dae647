//! Which language a page opens in, and fetching its catalogue: the address
//! (`?lang=ro`) first, then the language chosen before (kept in the
//! browser), then the browser's own languages, else English. The choice
//! sets `<html lang>`.

use super::{Catalogue, Lang};

/// The localStorage key of the language chosen in the menu.
pub const STORAGE_KEY: &str = "tables.lang";

/// The language a page opens in: `asked` (the address's), else the one
/// kept, else the first of the browser's that is ours, else English.
pub fn opening_lang(asked: Option<Lang>, kept: Option<&str>, browser: &[String]) -> Lang {
    asked
        .or_else(|| kept.and_then(Lang::from_code))
        .or_else(|| Lang::first_of(browser.iter().map(String::as_str)))
        .unwrap_or_default()
}

/// The file of `area` in `lang`, relative to the page.
fn file_url(lang: Lang, area: &str) -> String {
    format!("locales/{}/{area}.ftl", lang.code())
}

/// Fetches `lang`'s files of `areas` into one catalogue.
/// A failure is said to the console only: without its texts the page
/// opens in English.
async fn fetch_catalogue(lang: Lang, areas: &[&str]) -> Result<Catalogue, String> {
    let mut c = Catalogue::new(lang);
    for area in areas {
        let url = file_url(lang, area);
        let bytes = crate::kit::web::fetch_bytes(&url)
            .await
            .map_err(|e| format!("{e:?}"))?;
        let text = String::from_utf8(bytes).map_err(|_| format!("{url}: not UTF-8"))?;
        for p in c.add(&url, text) {
            crate::kit::web::log(&p);
        }
    }
    Ok(c)
}

/// Opens the page's texts: the language [`opening_lang`] picks, its
/// catalogue fetched (English if it cannot be), `<html lang>` set. An
/// unknown `?lang=` is said by the page's notice (the query's problems).
pub async fn start(areas: &'static [&'static str]) {
    PAGE_AREAS.with(|a| a.set(areas));
    let asked = crate::kit::params::parse(&crate::kit::web::location_search()).lang;
    let kept = crate::kit::storage::storage_get(STORAGE_KEY);
    let lang = opening_lang(
        asked,
        kept.as_deref(),
        &crate::kit::web::browser_languages(),
    );
    open(lang).await;
}

/// Switches the page to `lang` (the language menu): fetched, kept for the
/// next visits, and the address's `?lang=` follows.
pub async fn choose(lang: Lang) {
    crate::kit::storage::storage_set(STORAGE_KEY, lang.code());
    crate::kit::web::set_query_param("lang", Some(lang.code()));
    open(lang).await;
}

async fn open(lang: Lang) {
    let areas = PAGE_AREAS.with(|a| a.get());
    let c = match fetch_catalogue(lang, areas).await {
        Ok(c) => c,
        Err(e) => {
            crate::kit::web::log(&e);
            match fetch_catalogue(Lang::En, areas).await {
                Ok(c) => c,
                Err(e) => {
                    crate::kit::web::log(&e);
                    Catalogue::new(Lang::En)
                }
            }
        }
    };
    crate::kit::web::set_document_lang(c.lang().code());
    crate::kit::web::set_manifest(&format!("manifest-{}.webmanifest", c.lang().code()));
    super::set(c);
}

thread_local! {
    static PAGE_AREAS: std::cell::Cell<&'static [&'static str]> = const { std::cell::Cell::new(&[]) };
}

/// Reads `lang`'s every file from `locales/` (native tests and tools).
#[cfg(not(target_arch = "wasm32"))]
pub fn read_native(lang: Lang) -> (Catalogue, Vec<String>) {
    let mut c = Catalogue::new(lang);
    let mut problems = Vec::new();
    for area in super::AREAS {
        let path = format!(
            "{}/locales/{}/{}.ftl",
            env!("CARGO_MANIFEST_DIR"),
            lang.code(),
            area.file
        );
        match std::fs::read_to_string(&path) {
            Ok(text) => problems.extend(c.add(&path, text)),
            Err(e) => problems.push(format!("{path}: {e}")),
        }
    }
    (c, problems)
}
