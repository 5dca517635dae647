//! Flags of the subcommands: `--switch`, `--name value` and `--name=value`.

use super::Failure;

/// The flags given to a subcommand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Flags {
    /// `--help` or `-h` was given.
    pub help: bool,
    switches: Vec<&'static str>,
    values: Vec<(&'static str, String)>,
}

impl Flags {
    /// Whether the switch was given.
    pub fn has(&self, switch: &str) -> bool {
        self.switches.contains(&switch)
    }

    /// The whole number given to `name` (the last one wins), if any and within
    /// `lo..=hi`; a bad value adds a usage error for subcommand `cmd` to
    /// `errs` and gives `None`.
    pub fn number<T>(
        &self,
        cmd: &str,
        name: &str,
        lo: T,
        hi: T,
        errs: &mut Vec<String>,
    ) -> Option<T>
    where
        T: core::str::FromStr + PartialOrd + core::fmt::Display + Copy,
    {
        let v = self.value(name)?;
        match v.parse::<T>() {
            Ok(n) if lo <= n && n <= hi => Some(n),
            _ => {
                errs.push(format!(
                    "usage: {cmd}: {name} needs a whole number {lo}..={hi}, not {v:?}"
                ));
                None
            }
        }
    }

    /// The value given to `name` read by `parse`, if any; a value it refuses
    /// adds a usage error for `cmd` (saying it takes `expected`) to `errs`.
    pub fn parsed<T>(
        &self,
        cmd: &str,
        name: &str,
        parse: impl Fn(&str) -> Option<T>,
        expected: &str,
        errs: &mut Vec<String>,
    ) -> Option<T> {
        let v = self.value(name)?;
        let got = parse(v);
        if got.is_none() {
            errs.push(format!("usage: {cmd}: {name} takes {expected}, not {v:?}"));
        }
        got
    }

    /// The value of a valued flag, if given (the last one wins).
    pub fn value(&self, name: &str) -> Option<&str> {
        self.values
            .iter()
            .rev()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Parses the arguments of subcommand `cmd`: `switches` take no value, `valued`
/// take one (`--name value` or `--name=value`).
///
/// # Errors
/// An unknown flag, a stray argument, or a valued flag without its value.
pub fn parse_flags(
    cmd: &str,
    args: &[String],
    switches: &[&'static str],
    valued: &[&'static str],
) -> Result<Flags, Failure> {
    let mut flags = Flags::default();
    let mut errors = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        if arg == "-h" || arg == "--help" {
            flags.help = true;
            continue;
        }
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        if let Some(&s) = switches.iter().find(|&&s| s == name) {
            if inline.is_some() {
                errors.push(format!("usage: {cmd}: {s} takes no value"));
            } else {
                flags.switches.push(s);
            }
        } else if let Some(&v) = valued.iter().find(|&&v| v == name) {
            match inline.or_else(|| it.next().cloned()) {
                Some(value) => flags.values.push((v, value)),
                None => errors.push(format!("usage: {cmd}: {v} needs a value")),
            }
        } else if arg.starts_with('-') {
            errors.push(format!("usage: {cmd}: unknown flag {arg:?}"));
        } else {
            errors.push(format!("usage: {cmd}: unexpected argument {arg:?}"));
        }
    }
    if errors.is_empty() {
        Ok(flags)
    } else {
        Err(Failure::usage(errors))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn switches_and_values_in_both_spellings() {
        let f = parse_flags(
            "x",
            &v(&["--quick", "--seed", "3", "--matches=7"]),
            &["--quick"],
            &["--seed", "--matches"],
        )
        .unwrap();
        assert!(f.has("--quick") && !f.help);
        assert_eq!(f.value("--seed"), Some("3"));
        assert_eq!(f.value("--matches"), Some("7"));
    }

    #[test]
    fn unknown_flags_stray_arguments_and_missing_values_are_errors() {
        let e = parse_flags("x", &v(&["--nope", "foo", "--seed"]), &[], &["--seed"]).unwrap_err();
        assert_eq!(e.status, 2);
        assert_eq!(e.messages.len(), 3, "{:?}", e.messages);
    }
}
