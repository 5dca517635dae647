//! The `trictrac` command-line tool: score a position, list its legal turns,
//! self-play parties and benchmark the engine (feature `cli`).
//!
//! The binary only calls [`main`]; each subcommand lives in its own module:
//! [`input`] parses and validates a JSON position, [`output`] builds the JSON
//! answers of `score` and `moves`, [`selfplay`] plays bot parties and [`bench`]
//! measures the engine.

pub mod bench;
pub mod input;
pub mod output;
pub mod selfplay;

use std::io::{Read, Write};

use super::{args, write_out, Failure};

/// The usage text of `trictrac --help`.
pub const USAGE: &str = r#"trictrac — rules engine of the Grand Trictrac on the command line

USAGE:
    trictrac score [--pretty]      < position.json   the jans of one roll, as JSON
    trictrac moves [--pretty]      < position.json   the legal turns of the roll, as JSON
    trictrac selfplay [--matches N] [--seed S] [--white P] [--black P]
                      [--alternate] [--threads T]
                                   self-play full parties to 12 holes, print totals
    trictrac bench [--quick]       speed of the engine (build with --release)
    trictrac --help | -h | help    this text
    trictrac --version             the engine version

POSITION (stdin of score and moves), one JSON object:
    {"roller":"white","dice":[6,5],"rolls_before":2,
     "white":{"1":11,"2":1,"3":1,"4":1,"5":1},"black":{"1":13,"7":2},
     "points":{"white":0,"black":0},"holes":{"white":0,"black":0},
     "bredouille":{"white":false,"black":false}}
  required:
    roller        "white" or "black": the side that rolled
    dice          two dice 1..=6, in any order
    rolls_before  rolls the roller made in this relevé before this one
                  (0 on his first roll; the jan de six tables needs < 3)
    white, black  each side's checkers by ITS OWN field number: "1" = own talon,
                  "12" = own rest corner, "24" = the opponent's talon; black's
                  field p is white's 25-p. Checkers not listed are borne off.
  optional:
    points        {"white":n,"black":n}, even, 0..=10 (default 0)
    holes         {"white":n,"black":n}, 0..=11 (default 0)
    bredouille    {"white":bool,"black":bool} (default false; not both true)
    pavillon      "middle" (default), {"taken":"white"|"black"} or "aside"
    options       the engine's Options, every field optional:
                  {"sortie":"fast"|"slow",
                   "stake":"oldest"|"second"|"nineteenth_century",
                   "passage":"per_quarter"|"literal", "ecoles":false}
  Unknown keys (at the top level, in points/holes/bredouille and in options)
  are REJECTED, so that a typo cannot silently change the answer.

SCORE output:
    {"jans":[{"to","kind","table","ways","points_per_way","points",
              "explanation","field","moves":[[{"from","to","number","via"}],...]}],
     "points":{"roller","opponent"},"holes":{"roller","opponent"},
     "after":{"points","holes","bredouille","pavillon"},"legal_turns":N}
  --pretty indents the JSON. Fields are in the roller's numbering. The roller's points are marked first,
  then the opponent's, assuming the roller holds (tenir) if he wins a hole;
  "holes" are the holes each side wins in this roll, "after" the state then.

MOVES output:
    {"legal_turns":N,"impuissant":K,"turns":[{"steps":[{"from","to","die"}],
     "puissance":bool}]}
  K = numbers of the roll that cannot be played (each gives the opponent 2).

SELFPLAY: P = random (uniform among the legal turns), greedy (the turn that
  gives the opponent's next roll the fewest points), or bot:LEVEL with LEVEL
  beginner, club or strong; default random. --matches defaults to 100, --seed
  to 1; partie i (from 0) uses the seed
  tables::cli::trictrac::selfplay::partie_seed(S, i), so a run is reproducible (on any
  number of --threads, default the cores). --alternate swaps the colours
  every other partie (odd i: the --white player has Black).
  Prints matches, white_wins, black_wins, white_win_rate,
  white_win_rate_ci95 (Wilson interval), white_mean_stake (White's net
  stake per partie: + when won, - when lost), with --alternate p1_wins,
  p1_win_rate, p1_win_rate_ci95 and p1_mean_stake for the --white player,
  then mean_rolls, mean_releves, mean_stake (multiplier of the stake),
  seconds.

BENCH: prints matches_per_s (random full parties, one thread), movegen_per_s
  (legal-turn generations), score_per_s (generation + jans) and
  ns_per_position (one analysis), over a fixed set of 600 positions × the 21
  rolls; each figure is the best of 5 rounds, ~2 s per figure (--quick: 0.2 s).
  It checks the totals of legal turns and points over the fixed set against
  constants recorded in engine/src/cli/trictrac/bench.rs (exit 1 if they differ).

EXIT STATUS: 0 success, 1 a benchmark check failed, 2 bad usage or invalid
  input (one line on stderr per problem).
"#;

/// Runs the `trictrac` tool with the arguments after the program name; returns
/// the exit status. Answers go to stdout, problems to stderr (one line each).
pub fn main(args: &[String]) -> i32 {
    super::drive("trictrac", args, run)
}

/// Runs the tool, writing the answer to `out`.
///
/// # Errors
/// A [`Failure`] with its messages and exit status.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let Some((cmd, rest)) = args.split_first() else {
        return write_out(out, USAGE);
    };
    match cmd.as_str() {
        "-h" | "--help" | "help" => write_out(out, USAGE),
        "-V" | "--version" | "version" => write_out(out, &format!("trictrac {}\n", crate::VERSION)),
        "score" | "moves" => {
            let flags = args::parse_flags(cmd, rest, &["--pretty"], &[])?;
            if flags.help {
                return write_out(out, USAGE);
            }
            let text = read_stdin()?;
            let pos = input::parse(&text).map_err(Failure::usage)?;
            let json = if cmd == "score" {
                output::score_json(&pos, flags.has("--pretty"))
            } else {
                output::moves_json(&pos, flags.has("--pretty"))
            };
            write_out(out, &(json + "\n"))
        }
        "selfplay" => {
            let a = selfplay::SelfplayArgs::from_args(rest)?;
            if a.help {
                return write_out(out, USAGE);
            }
            let totals = selfplay::run(&a);
            write_out(out, &totals.report())
        }
        "bench" => {
            let flags = args::parse_flags(cmd, rest, &["--quick"], &[])?;
            if flags.help {
                return write_out(out, USAGE);
            }
            bench::run(flags.has("--quick"), out)
        }
        other => Err(Failure::usage1(format!(
            "usage: unknown subcommand {other:?} (expected score, moves, selfplay, bench or --help)"
        ))),
    }
}

fn read_stdin() -> Result<String, Failure> {
    let mut s = String::new();
    std::io::stdin()
        .read_to_string(&mut s)
        .map_err(|e| Failure::usage1(format!("cannot read the position from stdin: {e}")))?;
    Ok(s)
}
