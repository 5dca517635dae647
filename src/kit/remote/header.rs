//! The remote header of a play-by-link address: the game's id, the side
//! that created it, and for each side its commitment (the chain's head) and
//! the furthest element it has revealed. Written for every game alike:
//!
//! `1.<id>.<creator w|b>.<White>.<Black>`, each side `<head>~<k>~<element k>`
//! (or empty while that side has not joined), every value base64url.

use tables::commit::{Element, Revealed};
use tables::{BySide, Side};

/// The header's version.
const VERSION: &str = "1";

/// What a link says of the remote game beside its record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header {
    /// The game's id (base64url, fixed when it was created).
    pub id: String,
    /// The side whose copy created it.
    pub creator: Side,
    /// What each side has committed and revealed (`None`: not joined yet).
    pub sides: BySide<Option<Revealed>>,
}

/// What is wrong with a header.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeaderError {
    /// Another version than this app writes.
    Version(String),
    /// Not the five parts of a header.
    Shape,
    /// The game's id is empty or not url-safe.
    Id,
    /// The creator is neither `w` nor `b`.
    Creator,
    /// A side's commitment cannot be read.
    Side(Side),
    /// A side's revealed element does not match its commitment.
    Reveal(Side, tables::commit::CommitError),
}

impl core::fmt::Display for HeaderError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            HeaderError::Version(v) => write!(f, "the link's version \"{v}\" is not known here"),
            HeaderError::Shape => write!(f, "the link's header does not have its five parts"),
            HeaderError::Id => write!(f, "the link's game id cannot be read"),
            HeaderError::Creator => write!(f, "the link does not say which side created the game"),
            HeaderError::Side(s) => write!(f, "{}'s commitment cannot be read", title(*s)),
            HeaderError::Reveal(s, e) => write!(f, "{}'s dice: {e}", title(*s)),
        }
    }
}

impl std::error::Error for HeaderError {}

fn title(s: Side) -> &'static str {
    match s {
        Side::White => "White",
        Side::Black => "Black",
    }
}

/// Whether `id` is a game id this codec writes (1 to 32 base64url characters).
pub fn valid_id(id: &str) -> bool {
    (1..=32).contains(&id.len())
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// One side's part: `<head>~<k>~<element k>`, empty when unknown.
pub(crate) fn side_text(r: &Option<Revealed>) -> String {
    match r {
        None => String::new(),
        Some(r) => format!("{}~{}~{}", r.head.to_text(), r.at, r.value.to_text()),
    }
}

/// Reads [`side_text`]'s form for side `s`, checking the element against
/// the head.
pub(crate) fn parse_side(s: Side, t: &str) -> Result<Option<Revealed>, HeaderError> {
    if t.is_empty() {
        return Ok(None);
    }
    let bad = HeaderError::Side(s);
    let [head, at, value] = t.split('~').collect::<Vec<_>>()[..] else {
        return Err(bad);
    };
    let head = Element::from_text(head).map_err(|_| bad.clone())?;
    let at: u32 = at.parse().map_err(|_| bad.clone())?;
    let value = Element::from_text(value).map_err(|_| bad)?;
    let mut r = Revealed::new(head);
    r.reveal(at, value).map_err(|e| HeaderError::Reveal(s, e))?;
    Ok(Some(r))
}

/// Reads a side letter (`w` or `b`).
pub(crate) fn parse_letter(t: &str) -> Option<Side> {
    match t {
        "w" => Some(Side::White),
        "b" => Some(Side::Black),
        _ => None,
    }
}

/// A side's letter.
pub(crate) fn side_letter(s: Side) -> &'static str {
    match s {
        Side::White => "w",
        Side::Black => "b",
    }
}

impl Header {
    /// Its text.
    pub fn to_text(&self) -> String {
        let side = side_text;
        format!(
            "{VERSION}.{}.{}.{}.{}",
            self.id,
            side_letter(self.creator),
            side(&self.sides[Side::White]),
            side(&self.sides[Side::Black])
        )
    }

    /// Reads a header, checking that each revealed element hashes back to
    /// its side's head.
    ///
    /// # Errors
    ///
    /// A [`HeaderError`] saying what is wrong.
    pub fn parse(text: &str) -> Result<Header, HeaderError> {
        let parts: Vec<&str> = text.split('.').collect();
        if parts.first() != Some(&VERSION) {
            return Err(HeaderError::Version(
                parts.first().unwrap_or(&"").chars().take(8).collect(),
            ));
        }
        let [_, id, creator, white, black] = parts[..] else {
            return Err(HeaderError::Shape);
        };
        if !valid_id(id) {
            return Err(HeaderError::Id);
        }
        let creator = parse_letter(creator).ok_or(HeaderError::Creator)?;
        let side = parse_side;
        Ok(Header {
            id: id.to_string(),
            creator,
            sides: BySide::new(side(Side::White, white)?, side(Side::Black, black)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tables::commit::Chain;

    fn header() -> Header {
        let w = Chain::new(Element([1; 16]), 50);
        let b = Chain::new(Element([2; 16]), 50);
        let mut bw = Revealed::new(b.head());
        bw.reveal(3, b.element(3).unwrap()).unwrap();
        Header {
            id: "Ab-_9".into(),
            creator: Side::White,
            sides: BySide::new(Some(Revealed::new(w.head())), Some(bw)),
        }
    }

    #[test]
    fn a_header_is_written_url_safe_and_read_back() {
        let h = header();
        let t = h.to_text();
        assert!(t.starts_with("1.Ab-_9.w."), "{t}");
        assert!(t
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.~".contains(c)));
        assert_eq!(Header::parse(&t), Ok(h.clone()));
        // a side not joined yet
        let first = Header {
            sides: BySide::new(h.sides[Side::White], None),
            creator: Side::Black,
            ..h
        };
        let t = first.to_text();
        assert!(t.ends_with('.'), "{t}");
        assert_eq!(Header::parse(&t), Ok(first));
    }

    #[test]
    fn malformed_headers_say_what_is_wrong() {
        let t = header().to_text();
        let parts: Vec<&str> = t.split('.').collect();
        let with = |i: usize, v: &str| {
            let mut p = parts.clone();
            p[i] = v;
            p.join(".")
        };
        assert_eq!(
            Header::parse(&with(0, "2")),
            Err(HeaderError::Version("2".into()))
        );
        assert_eq!(Header::parse("1.abc.w"), Err(HeaderError::Shape));
        assert_eq!(Header::parse(&format!("{t}.x")), Err(HeaderError::Shape));
        assert_eq!(Header::parse(&with(1, "")), Err(HeaderError::Id));
        assert_eq!(Header::parse(&with(1, "a b")), Err(HeaderError::Id));
        assert_eq!(Header::parse(&with(2, "x")), Err(HeaderError::Creator));
        assert_eq!(
            Header::parse(&with(3, "zz~0~zz")),
            Err(HeaderError::Side(Side::White))
        );
        assert_eq!(
            Header::parse(&with(4, "abc")),
            Err(HeaderError::Side(Side::Black))
        );
        let black = parts[4];
        let (head, rest) = black.split_once('~').unwrap();
        let (_, value) = rest.split_once('~').unwrap();
        // the same element claimed one step further: it does not hash back
        assert_eq!(
            Header::parse(&with(4, &format!("{head}~4~{value}"))),
            Err(HeaderError::Reveal(
                Side::Black,
                tables::commit::CommitError::Mismatch { at: 4 }
            ))
        );
        assert_eq!(
            Header::parse(&with(4, &format!("{head}~x~{value}"))),
            Err(HeaderError::Side(Side::Black))
        );
        assert!(Header::parse("").is_err());
        assert!(HeaderError::Shape.to_string().contains("five parts"));
    }
}
