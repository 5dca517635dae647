//! The JSON-lines driver of the commands that answer one JSON line per input
//! line: a bad line gets `{"error":"..."}` and the following lines are still
//! answered; the run fails with status 2 if any line was an error.

use std::io::{BufRead, Write};

use serde_json::{Map, Value};

use super::{Failure, EXIT_FAILED, EXIT_USAGE};

/// A JSON object of one input line.
pub type Object = Map<String, Value>;

/// Answers each non-blank line of `input` with `answer` (given the line's JSON
/// object; it returns the answer's JSON text, or what is wrong).
///
/// # Errors
/// Status 2 when a line was an error (its answer was written), 1 when the
/// input or output failed.
pub fn answer_lines(
    cmd: &str,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
    mut answer: impl FnMut(&Object) -> Result<String, String>,
) -> Result<(), Failure> {
    let mut bad = 0usize;
    let mut line_no = 0usize;
    let mut line = String::new();
    loop {
        line.clear();
        let n = input.read_line(&mut line).map_err(|e| Failure {
            messages: vec![format!("cannot read stdin: {e}")],
            status: EXIT_FAILED,
        })?;
        if n == 0 {
            break;
        }
        line_no += 1;
        if line.trim().is_empty() {
            continue;
        }
        let reply = match serde_json::from_str::<Value>(&line) {
            Ok(Value::Object(obj)) => answer(&obj),
            Ok(_) => Err("a line must be one JSON object".to_string()),
            Err(e) => Err(format!("not JSON: {e}")),
        };
        let text = match reply {
            Ok(text) => text,
            Err(e) => {
                bad += 1;
                serde_json::json!({ "error": e }).to_string()
            }
        };
        writeln!(out, "{text}").map_err(|e| Failure {
            messages: vec![format!("cannot write the answer: {e}")],
            status: EXIT_FAILED,
        })?;
    }
    if bad > 0 {
        return Err(Failure {
            messages: vec![format!(
                "{cmd}: {bad} of {line_no} lines were errors (answered with {{\"error\":...}})"
            )],
            status: EXIT_USAGE,
        });
    }
    Ok(())
}

/// Checks that `obj` has only keys among `allowed`.
///
/// # Errors
/// The first unknown key, named.
pub fn only_keys(obj: &Object, allowed: &[&str]) -> Result<(), String> {
    match obj.keys().find(|k| !allowed.contains(&k.as_str())) {
        Some(k) => Err(format!(
            "unknown key {k:?} (expected {})",
            allowed.join(", ")
        )),
        None => Ok(()),
    }
}

/// The string under `key`.
///
/// # Errors
/// Missing or not a string.
pub fn string<'a>(obj: &'a Object, key: &str) -> Result<&'a str, String> {
    match obj.get(key) {
        Some(Value::String(s)) => Ok(s),
        Some(_) => Err(format!("{key:?} must be a string")),
        None => Err(format!("{key:?} is missing")),
    }
}
