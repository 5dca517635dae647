//! The reference's text blocks (paragraphs, lists, the jans' points tables)
//! as HTML, drawn as they are by the panel; the diagrams stay components.

use super::{beneficiary, jan_key, jan_row, section_of, Block};
use crate::kit::html::esc;
use crate::kit::i18n::t;
use std::fmt::Write as _;

/// A text block in the language on screen; `None` for a diagram (drawn by
/// the board).
pub fn block_html(b: &Block) -> Option<String> {
    let mut out = String::new();
    match b {
        Block::P(p) => {
            let _ = write!(out, "<p>{}</p>", esc(&p.text()));
        }
        Block::Items(items) => {
            out.push_str("<ul>");
            for i in *items {
                let _ = write!(out, "<li>{}</li>", esc(&i.text()));
            }
            out.push_str("</ul>");
        }
        Block::Jans(kinds) => {
            let _ = write!(
                out,
                "<div class=\"reference-table-wrap\"><table class=\"reference-jans\"><thead><tr>\
                 <th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
                 <th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th>\
                 </tr></thead><tbody>",
                esc(&t("ref-jans-col-jan")),
                esc(&t("ref-jans-col-single")),
                esc(&t("ref-jans-col-doublet")),
                esc(&t("ref-jans-col-ways")),
                esc(&t("ref-jans-col-for")),
                esc(&t("ref-jans-col-note")),
            );
            for &k in *kinds {
                let r = jan_row(k);
                let _ = write!(
                    out,
                    "<tr data-jan-row=\"{}\"><th scope=\"row\"><a href=\"#{}\">{}</a></th>\
                     <td>{}</td><td>{}</td><td>{}</td><td>{}</td><td class=\"note\">{}</td></tr>",
                    jan_key(k),
                    section_of(k),
                    esc(&crate::trictrac::texts::jan_title(k)),
                    esc(r.single),
                    esc(r.doublet),
                    esc(&r.ways.text()),
                    esc(&beneficiary(k).text()),
                    esc(&r.note.text()),
                );
            }
            out.push_str("</tbody></table></div>");
        }
        Block::Diagram(_) => return None,
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kit::i18n::Lang;
    use crate::trictrac::reference::SECTIONS;

    #[test]
    fn every_text_block_is_html_and_only_diagrams_are_not() {
        let mut tables = 0;
        for s in SECTIONS {
            for b in s.blocks {
                for lang in [Lang::En, Lang::Fr] {
                    crate::kit::i18n::use_native(lang);
                    match (b, block_html(b)) {
                        (Block::Diagram(_), None) => {}
                        (Block::Diagram(_), Some(_)) => panic!("{}: a diagram as text", s.id),
                        (_, None) => panic!("{}: a text block without HTML", s.id),
                        (_, Some(h)) => {
                            assert!(!h.is_empty());
                            for tag in ["p", "ul", "li", "table", "tr", "td", "th", "a"] {
                                assert_eq!(
                                    h.matches(&format!("<{tag}>")).count()
                                        + h.matches(&format!("<{tag} ")).count(),
                                    h.matches(&format!("</{tag}>")).count(),
                                    "{}: <{tag}>",
                                    s.id
                                );
                            }
                        }
                    }
                }
                if let Block::Jans(kinds) = b {
                    crate::kit::i18n::use_native(Lang::Fr);
                    let h = block_html(b).unwrap();
                    assert_eq!(h.matches("data-jan-row=").count(), kinds.len());
                    for &k in *kinds {
                        assert!(h.contains(&format!("href=\"#{}\"", section_of(k))));
                    }
                    tables += 1;
                }
            }
        }
        assert!(tables > 0);
    }
}
