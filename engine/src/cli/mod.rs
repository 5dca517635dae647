//! The `tables` command-line tool (feature `cli`): one subcommand group per game,
//! `tables trictrac ...` and `tables backgammon ...`, over a shared driver
//! (flags, exit statuses, error lines).
//!
//! The binaries only call [`main`] (or [`trictrac::main`] for the older
//! `trictrac` binary, which answers as `tables trictrac`).

pub mod args;
pub mod backgammon;
pub mod lines;
pub mod measure;
pub mod trictrac;

use std::io::Write;

/// Exit status of a successful run.
pub const EXIT_OK: i32 = 0;
/// Exit status of a run that failed after valid input (a benchmark check).
pub const EXIT_FAILED: i32 = 1;
/// Exit status for bad usage or invalid input.
pub const EXIT_USAGE: i32 = 2;

/// The usage text of `tables --help`.
pub const USAGE: &str = r#"tables — rules engines of the tables games on the command line

USAGE:
    tables trictrac score|moves|selfplay|bench ...   the Grand Trictrac
    tables trictrac --help                           its commands in full
    tables backgammon moves|ids|selfplay|bench ...   backgammon and its family
    tables backgammon --help                         its commands in full
    tables --help | -h | help                        this text
    tables --version                                 the engine version
"#;

/// A failed run: the lines to print on stderr and the exit status.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// One message per problem.
    pub messages: Vec<String>,
    /// Exit status.
    pub status: i32,
}

impl Failure {
    /// Bad usage or invalid input: exit status 2.
    pub fn usage(messages: Vec<String>) -> Failure {
        Failure {
            messages,
            status: EXIT_USAGE,
        }
    }

    /// A single usage problem.
    pub fn usage1(message: impl Into<String>) -> Failure {
        Failure::usage(vec![message.into()])
    }
}

/// Runs the `tables` tool with the arguments after the program name; returns
/// the exit status.
pub fn main(args: &[String]) -> i32 {
    drive("tables", args, run)
}

/// Runs the `tables` tool, writing the answer to `out`.
///
/// # Errors
/// A [`Failure`] with its messages and exit status.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let Some((game, rest)) = args.split_first() else {
        return write_out(out, USAGE);
    };
    match game.as_str() {
        "-h" | "--help" | "help" => write_out(out, USAGE),
        "-V" | "--version" | "version" => write_out(out, &format!("tables {}\n", crate::VERSION)),
        "trictrac" => trictrac::run(rest, out),
        "backgammon" => backgammon::run(rest, out),
        other => Err(Failure::usage1(format!(
            "usage: unknown game {other:?} (expected trictrac, backgammon or --help)"
        ))),
    }
}

/// Runs `run` as the program `prog`: the answer to stdout, each problem as
/// `prog: error: ...` on stderr; returns the exit status.
pub fn drive(
    prog: &str,
    args: &[String],
    run: impl FnOnce(&[String], &mut dyn Write) -> Result<(), Failure>,
) -> i32 {
    let mut stdout = std::io::stdout().lock();
    match run(args, &mut stdout) {
        Ok(()) => {
            if stdout.flush().is_err() {
                return EXIT_FAILED;
            }
            EXIT_OK
        }
        Err(f) => {
            let _ = stdout.flush();
            let mut stderr = std::io::stderr().lock();
            for m in &f.messages {
                let _ = writeln!(stderr, "{prog}: error: {m}");
            }
            if f.status == EXIT_USAGE && f.messages.iter().any(|m| m.starts_with("usage")) {
                let _ = writeln!(stderr, "(see {prog} --help)");
            }
            f.status
        }
    }
}

/// Writes `text` to `out`; a closed pipe is a failure with status 1.
pub(crate) fn write_out(out: &mut dyn Write, text: &str) -> Result<(), Failure> {
    out.write_all(text.as_bytes()).map_err(|e| Failure {
        messages: vec![format!("cannot write the answer: {e}")],
        status: EXIT_FAILED,
    })
}
