//! A language's catalogue: its Fluent files (`locales/<code>/<area>.ftl`),
//! read by Project Fluent's own parser (`fluent-syntax`), and each message
//! worded with its arguments, the CLDR plural category of a number
//! (`intl_pluralrules`) choosing among a message's variants.
//!
//! The wording covers the Fluent the catalogues use: text, `{ $arg }`,
//! string and number literals, `{ other-message }`, terms `{ -term }` (with
//! arguments, e.g. a case: `{ -dama(case: "gen") }`, and their attributes as
//! selectors), `NUMBER($n)`, and selections on a number (exact value first,
//! then its plural category) or on a string.

use super::Lang;
use fluent_syntax::ast::{
    CallArguments, Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use std::collections::HashMap;

/// A message's argument.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A count or a number: words its plural.
    Int(i64),
    /// A text (a side's name, a notation, a number already written).
    Str(String),
}

macro_rules! int_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Int(n as i64)
            }
        }
    )*};
}
int_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Str(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Str(s.to_string())
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Str(s.clone())
    }
}

/// A message's arguments, by name.
pub type Args<'a> = [(&'a str, Arg)];

/// How deep messages and terms may refer to each other (a loop stops here).
const MAX_DEPTH: u8 = 8;

/// One language's messages.
pub struct Catalogue {
    lang: Lang,
    /// Messages by id, terms by `-id`.
    entries: HashMap<String, Pattern<String>>,
    /// Terms' attributes, by `-id.attribute`.
    attributes: HashMap<String, Pattern<String>>,
    plurals: Option<PluralRules>,
}

impl Catalogue {
    /// An empty catalogue for `lang`.
    pub fn new(lang: Lang) -> Catalogue {
        let plurals = lang
            .code()
            .parse::<unic_langid::LanguageIdentifier>()
            .ok()
            .and_then(|id| PluralRules::create(id, PluralRuleType::CARDINAL).ok());
        Catalogue {
            lang,
            entries: HashMap::new(),
            attributes: HashMap::new(),
            plurals,
        }
    }

    /// The catalogue's language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Adds the messages of one file (`name` for the problems), and says
    /// what was wrong in it: text the parser could not read, an id given
    /// twice.
    pub fn add(&mut self, name: &str, source: String) -> Vec<String> {
        let mut problems = Vec::new();
        let resource = match fluent_syntax::parser::parse_runtime(source) {
            Ok(r) => r,
            Err((r, errors)) => {
                for e in errors {
                    problems.push(format!("{name}: {:?} at bytes {:?}", e.kind, e.pos));
                }
                r
            }
        };
        for entry in resource.body {
            let (id, value, attributes) = match entry {
                Entry::Message(m) => match m.value {
                    Some(v) => (m.id.name, v, Vec::new()),
                    None => {
                        problems.push(format!("{name}: {} has no text", m.id.name));
                        continue;
                    }
                },
                Entry::Term(t) => (format!("-{}", t.id.name), t.value, t.attributes),
                Entry::Junk { content } => {
                    problems.push(format!("{name}: unreadable: {}", content.trim()));
                    continue;
                }
                _ => continue,
            };
            for a in attributes {
                self.attributes
                    .insert(format!("{id}.{}", a.id.name), a.value);
            }
            if self.entries.insert(id.clone(), value).is_some() {
                problems.push(format!("{name}: {id} is given twice"));
            }
        }
        problems
    }

    /// Whether the catalogue has the message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.entries.contains_key(key)
    }

    /// The ids of its messages (terms, `-id`, apart).
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.entries
            .keys()
            .map(String::as_str)
            .filter(|k| !k.starts_with('-'))
    }

    /// The counts `key` words by their plural: for each selection on a
    /// variable among plural categories, the variable and the categories
    /// it words (its default variant counting as `other`).
    pub fn plural_selects(&self, key: &str) -> Vec<(String, Vec<String>)> {
        let mut out = Vec::new();
        if let Some(p) = self.entries.get(key) {
            pattern_selects(p, &mut out);
        }
        out
    }

    /// The messages and terms `key`'s text refers to.
    pub fn references(&self, key: &str) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(p) = self.entries.get(key) {
            pattern_references(p, &mut out);
        }
        out
    }

    /// The message `key` worded with `args`; a missing message shows as
    /// `⟦key⟧` and a missing argument as `{$name}`, so that a gap is seen.
    pub fn format(&self, key: &str, args: &Args) -> String {
        let mut out = String::new();
        match self.entries.get(key) {
            Some(p) if !key.starts_with('-') => self.write(p, args, &mut out, 0),
            _ => {
                out.push('⟦');
                out.push_str(key);
                out.push('⟧');
            }
        }
        out
    }

    fn write(&self, p: &Pattern<String>, args: &Args, out: &mut String, depth: u8) {
        if depth > MAX_DEPTH {
            out.push('…');
            return;
        }
        for e in &p.elements {
            match e {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => {
                    self.write_expression(expression, args, out, depth)
                }
            }
        }
    }

    fn write_expression(&self, e: &Expression<String>, args: &Args, out: &mut String, depth: u8) {
        match e {
            Expression::Inline(i) => self.write_inline(i, args, out, depth),
            Expression::Select { selector, variants } => {
                let value = self.value(selector, args, depth);
                let category = match &value {
                    Some(Arg::Int(n)) => Some(self.category(*n)),
                    _ => None,
                };
                let chosen = variants
                    .iter()
                    .find(|v| match (&v.key, &value) {
                        (VariantKey::NumberLiteral { value: k }, Some(Arg::Int(n))) => {
                            k.parse::<i64>().ok() == Some(*n)
                        }
                        _ => false,
                    })
                    .or_else(|| {
                        variants.iter().find(|v| match (&v.key, &value) {
                            (VariantKey::Identifier { name }, Some(Arg::Str(s))) => name == s,
                            (VariantKey::Identifier { name }, Some(Arg::Int(_))) => {
                                category == Some(name.as_str())
                            }
                            _ => false,
                        })
                    })
                    .or_else(|| variants.iter().find(|v| v.default));
                if let Some(v) = chosen {
                    self.write(&v.value, args, out, depth + 1);
                }
            }
        }
    }

    /// The value a selector or an argument stands for.
    fn value(&self, e: &InlineExpression<String>, args: &Args, depth: u8) -> Option<Arg> {
        match e {
            InlineExpression::VariableReference { id } => arg(args, &id.name).cloned(),
            InlineExpression::NumberLiteral { value } => value.parse().ok().map(Arg::Int),
            InlineExpression::StringLiteral { value } => Some(Arg::Str(unescape(value))),
            InlineExpression::FunctionReference { arguments, .. } => arguments
                .positional
                .first()
                .and_then(|a| self.value(a, args, depth)),
            InlineExpression::TermReference {
                id,
                attribute: Some(a),
                ..
            } => {
                let mut s = String::new();
                let p = self.attributes.get(&format!("-{}.{}", id.name, a.name))?;
                self.write(p, &[], &mut s, depth + 1);
                Some(Arg::Str(s))
            }
            other => {
                let mut s = String::new();
                self.write_inline(other, args, &mut s, depth);
                Some(Arg::Str(s))
            }
        }
    }

    fn write_inline(&self, e: &InlineExpression<String>, args: &Args, out: &mut String, depth: u8) {
        match e {
            InlineExpression::StringLiteral { value } => out.push_str(&unescape(value)),
            InlineExpression::NumberLiteral { value } => out.push_str(value),
            InlineExpression::VariableReference { id } => match arg(args, &id.name) {
                Some(Arg::Int(n)) => out.push_str(&n.to_string()),
                Some(Arg::Str(s)) => out.push_str(s),
                None => {
                    out.push_str("{$");
                    out.push_str(&id.name);
                    out.push('}');
                }
            },
            InlineExpression::FunctionReference { arguments, .. } => {
                if let Some(a) = arguments.positional.first() {
                    self.write_inline(a, args, out, depth);
                }
            }
            InlineExpression::MessageReference { id, .. } => match self.entries.get(&id.name) {
                Some(p) => self.write(p, args, out, depth + 1),
                None => out.push_str(&format!("⟦{}⟧", id.name)),
            },
            InlineExpression::TermReference { id, arguments, .. } => {
                let key = format!("-{}", id.name);
                match self.entries.get(&key) {
                    Some(p) => {
                        let named = self.term_args(arguments.as_ref(), args, depth);
                        self.write(p, &named, out, depth + 1)
                    }
                    None => out.push_str(&format!("⟦{key}⟧")),
                }
            }
            InlineExpression::Placeable { expression } => {
                self.write_expression(expression, args, out, depth)
            }
        }
    }

    /// A term's own arguments (`-dama(case: "gen")`): a term sees no
    /// argument of the message.
    fn term_args<'s>(
        &'s self,
        a: Option<&'s CallArguments<String>>,
        args: &Args,
        depth: u8,
    ) -> Vec<(&'s str, Arg)> {
        let Some(a) = a else { return Vec::new() };
        a.named
            .iter()
            .filter_map(|n| Some((n.name.name.as_str(), self.value(&n.value, args, depth)?)))
            .collect()
    }
}

fn arg<'a>(args: &'a Args, name: &str) -> Option<&'a Arg> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
}

fn unescape(s: &str) -> String {
    fluent_syntax::unicode::unescape_unicode_to_string(s).into_owned()
}

/// A plural category as the catalogues' variant keys name it.
pub fn category_name(c: &PluralCategory) -> &'static str {
    match c {
        PluralCategory::ZERO => "zero",
        PluralCategory::ONE => "one",
        PluralCategory::TWO => "two",
        PluralCategory::FEW => "few",
        PluralCategory::MANY => "many",
        PluralCategory::OTHER => "other",
    }
}

impl Catalogue {
    /// The plural category of `n` in the catalogue's language.
    ///
    /// `intl_pluralrules` 7.0.2 words Romanian's `few` as `n = 2..19`
    /// where CLDR says `n != 1 and n % 100 = 1..19` (CLDR's examples: 0,
    /// 2~16, 101, 1001 are `few`), which would write "101 de găuri" for
    /// "101 găuri": Romanian integers take CLDR's rule here.
    pub fn category(&self, n: i64) -> &'static str {
        if self.lang == Lang::Ro {
            let hundreds = n.unsigned_abs() % 100;
            return match n {
                1 => "one",
                _ if n == 0 || (n != 1 && (1..=19).contains(&hundreds)) => "few",
                _ => "other",
            };
        }
        self.plurals
            .as_ref()
            .and_then(|p| p.select(n).ok())
            .as_ref()
            .map_or("other", category_name)
    }
}

fn pattern_references(p: &Pattern<String>, out: &mut Vec<String>) {
    for e in &p.elements {
        if let PatternElement::Placeable { expression } = e {
            expression_references(expression, out);
        }
    }
}

fn expression_references(e: &Expression<String>, out: &mut Vec<String>) {
    match e {
        Expression::Inline(i) => inline_references(i, out),
        Expression::Select { selector, variants } => {
            inline_references(selector, out);
            for v in variants {
                pattern_references(&v.value, out);
            }
        }
    }
}

fn inline_references(e: &InlineExpression<String>, out: &mut Vec<String>) {
    match e {
        InlineExpression::MessageReference { id, .. } => out.push(id.name.clone()),
        InlineExpression::TermReference { id, .. } => out.push(format!("-{}", id.name)),
        InlineExpression::Placeable { expression } => expression_references(expression, out),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_references(a, out);
            }
        }
        _ => {}
    }
}

const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

fn pattern_selects(p: &Pattern<String>, out: &mut Vec<(String, Vec<String>)>) {
    for e in &p.elements {
        let PatternElement::Placeable { expression } = e else {
            continue;
        };
        let Expression::Select { selector, variants } = expression else {
            continue;
        };
        let mut forms: Vec<String> = variants
            .iter()
            .filter_map(|v| match &v.key {
                VariantKey::Identifier { name } if CATEGORIES.contains(&name.as_str()) => {
                    Some(name.clone())
                }
                _ => None,
            })
            .collect();
        if let (InlineExpression::VariableReference { id }, false) = (selector, forms.is_empty()) {
            forms.push("other".to_string());
            out.push((id.name.clone(), forms));
        }
        for v in variants {
            pattern_selects(&v.value, out);
        }
    }
}
