//! `tables backgammon ...`: legal plays, gnubg's IDs, self-play and the bench
//! of the backgammon engine.

pub mod bearoffbench;
pub mod bench;
pub mod benchfile;
pub mod benchscore;
pub mod botbench;
pub mod botlines;
pub mod cubecheck;
pub mod ids;
pub mod moves;
pub mod selfplay;
pub mod totals;
pub mod variants;
pub mod weights;

use std::io::Write;

use super::{args, lines, write_out, Failure};
use crate::backgammon::bot::Level;
use crate::backgammon::{RuleSet, Variant, VariantOptions};

/// The usage text of `tables backgammon --help`.
pub const USAGE: &str = r#"tables backgammon — the backgammon engine on the command line

USAGE:
    tables backgammon moves  < lines.jsonl   every distinct legal result of a roll
    tables backgammon ids    < lines.jsonl   Position ID, Match ID and XGID both ways
    tables backgammon selfplay [--variant V] [--games N] [--seed S] [--cube]
                     [--white P] [--black P] [--alternate] [--duplicate] [--threads T]
                     [--heuristic] [--net FILE]
                                             money games between two players, each
                                             random, greedy, pubeval, bot:beginner,
                                             bot:club, bot:strong, bot:expert or
                                             heuristic:LEVEL
                                             (the level on its heuristic); player 1 is
                                             --white's (Black every other game with
                                             --alternate): p1_points_per_game and
                                             its 95% interval p1_interval95; the bot
                                             uses the shipped network unless
                                             --heuristic, or FILE's
    tables backgammon best   < lines.jsonl   the bot's play of a roll, with its equity
    tables backgammon cube   < lines.jsonl   the bot's cube decision, with its equities
    tables backgammon cubecheck [--level L] [--file F]
                                             the bot's cube against gnubg 2-ply
                                             (build with --release)
    tables backgammon variants               the rule sets and their options, as JSON
    tables backgammon bench [--quick] [--variant V]
                                             speed of the engine (build with --release)
    tables backgammon bench --bearoff         build time and size of the bear-off
                                             database
    tables backgammon bench --bot [--variant V|all] [--level L] [--file F]
                                             time per decision of each bot level, and
                                             its error (mEMG a move) per class on the
                                             benchmark positions
    tables backgammon --help                 this text

Moves, ids, best and cube read JSON lines on stdin and write one JSON line per input
line, in order; a bad line gets {"error":"<what is wrong>"} and the following
lines are still answered; the exit status is 2 if any line was an error.

MOVES: {"position_id":"4HPwATDgc/ABMA","dice":[2,1]} (the player on roll in the
  ID moves; dice in either order; optional "variant": see `variants`, default
  backgammon; optional "options": the variant's options, e.g. {"gammons":false})
  → {"turns":["<Position ID>",...]}: every distinct resulting position, each with
  the opponent now on roll, sorted; a roll with no legal play gives the
  unchanged position with the opponent on roll. A position of any rule set may
  be given instead in the project's notation, {"position":"1.dutch.996.0-0.15-15",
  "dice":[6,5]} (it names its variant); the turns are then position texts
  (the only way for a route of its own or Plakoto's pinned checkers).

IDS: one of
  {"position_id":...}            → {"on_roll":{"1":n,...,"24":n,"25":bar},"opponent":{...}}
                                   (each side's points from its own side, 25 = its bar;
                                   borne-off checkers implicit)
  {"on_roll":{...},"opponent":{...}} → {"position_id":...} (missing points are 0)
                                   (optional "variant" as for moves: the checkers a side)
  {"match_id":...}               → {"fields":{"cube_value":1|2|4|...,
                                   "cube_owner":0|1|"centred","on_roll":0|1,"crawford":bool,
                                   "game_state":0..4,"turn":0|1,"double_offered":bool,
                                   "resignation":0..3,"dice":[a,b]|null,"match_length":n,
                                   "score":[s0,s1],"jacoby":bool}}
  {"fields":{...}}               → {"match_id":...} (every field required)
  {"xgid":"XGID=..."}            → {"position_id":...,"match_id":...}
  {"position_id":...,"match_id":...} → {"xgid":...}
  The fields mean what gnubg means: game_state 0 none, 1 playing, 2 over,
  3 resigned, 4 dropped; turn the player who must act now (the taker, the one
  answering a resignation), which may differ from on_roll; dice higher first;
  jacoby the Jacoby rule in use. An XGID's top player is gnubg's player 0, its
  bottom player player 1; the IDs are those gnubg 1.07 shows after `set xgid`
  when told not to swap the players (`set confirm default no`). A double
  offered (D) is read; gnubg itself steps back to before the offer, and so do
  the IDs.

BEST: {"position_id":"4HPwATDgc/ABMA","dice":[3,1]} with optional "level"
  (beginner, club, strong or expert, default strong), "match_id" (gnubg's: the cube,
  score and match of the game) and "variant" (one a Position ID can hold)
  → {"turn":"<Position ID>","equity":x}: the position after the bot's play,
  the opponent on roll, and the mover's cubeless equity after it (a won game
  is 1, 2 or 3). The shipped network is used where there is one.

CUBE: {"position_id":...,"match_id":...} (a Match ID with a double offered
  asks for the answer; without "match_id": money play, cube centred), with
  optional "level", "variant", and for money "beavers":true (a beaver may
  answer a double) and "jacoby":true (the Jacoby rule; a money Match ID
  holds it too, not beavers) → {"action":"no_double"|"double"|"take"|
  "pass"|"beaver"|"raccoon","equities":{"no_double":x,"double_take":x,
  "double_pass":x},"units":"money"|"match"}: the equities of the player on
  roll (money: cubeful equities in units of the cube, Janowski's cube life
  with take and cash points from the cube's next levels; a match: his
  chances of winning the match, Kazaross-XG2 table, gammons at the score).

SELFPLAY: plays N money games (default 100) of the variant (default
  backgammon) from seed S (default 1; game i is seeded from S and i) between
  player 1 (--white, White; Black in the odd games with --alternate) and
  player 2 (--black): random picks uniformly among the legal results, greedy
  the one gaining most pips on the opponent (hits included) less 8 per
  exposed blot, pubeval Tesauro's public evaluation, bot:LEVEL the bot (its
  network where one is shipped, else its heuristic; --heuristic forces the
  heuristic), heuristic:LEVEL the level's plays on its heuristic whatever
  is installed (its cube decisions the bot's). The cube is off unless
  --cube (the bot's own decisions; the others' random: a double when
  allowed one turn in six, taken two times in three). --duplicate plays each
  of the N seeds twice, player 1 White then Black with the same dice: 2N
  games, the interval computed over the N pairs (duplicate_pairs: N). --threads T shares the games (same totals). Prints key: value
  lines: games, per side wins, singles, gammons, backgammons (a passed double
  counts as a single) and points, white_mean_points (White's net per game),
  mean_points, dropped, draws (Plakoto's two pinned mothers), mean_rolls,
  p1_points_per_game (player 1's net per game) and p1_interval95 (the
  half-width of its 95% interval), p1_win_rate, p1_gammon_rate (won a gammon
  or more), p1_gammon_loss_rate, seconds.

CUBECHECK: the level's (default strong) cube decisions scored against GNU
  Backgammon 2-ply's on the fixture F (default engine/tests/fixtures/
  bg_cube_gnubg.txt): per class (money/match × doubler/taker) the count,
  the agreement and the mEMG a decision lost, with their 95% intervals, the
  kinds of errors; gnubg 0-ply's figures alike; the mean distance of the
  level's cubeless chances from gnubg's 0-ply and 2-ply ones.

BENCH --bearoff: builds the exact one-sided bear-off database (54,264
  positions) twice and prints bearoff_build_ms (the better), its
  bearoff_bytes, and two mean roll counts as a check.

BENCH --bot: per rule set, each level's (or L's) decisions per second and
  mean, median, 90th percentile and longest milliseconds a decision over the
  fixed positions with a roll, alike for its cube (the chances before the
  roll at its depth); then, for backgammon, each level's error on the
  benchmark F (default engine/tests/fixtures/bg_bot_bench.txt: positions from
  self-play, each roll's candidate plays with their equities, its header
  says how they were computed): per class (contact, crashed: contact with a
  side at most 6 checkers in play beyond its 2-point, race: no contact) and
  over all, the positions, the mEMG a move lost against the best candidate
  and its 95% interval, and how many choices were not among the candidates
  (charged the worst candidate's error).
BENCH --variant V|all: for each rule set, bg_movegen_per_s over its own fixed
  positions (random games) × the 21 rolls, checked against a reference pass,
  and whether it reaches the target of 1,000,000 a second.
BENCH: prints bg_movegen_per_s (legal results of a fixed set of reachable
  positions × the 21 rolls; the total is checked) and bg_games_per_s (random
  full games, one thread); each the best of 5 rounds, ~2 s (--quick: 0.2 s).
  Exit 1 if a check fails.
"#;

/// Runs `tables backgammon`, writing the answer to `out`.
///
/// # Errors
/// A [`Failure`] with its messages and exit status.
pub fn run(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let Some((cmd, rest)) = args.split_first() else {
        return write_out(out, USAGE);
    };
    match cmd.as_str() {
        "-h" | "--help" | "help" => write_out(out, USAGE),
        "best" | "cube" => {
            let flags = args::parse_flags(cmd, rest, &[], &[])?;
            if flags.help {
                return write_out(out, USAGE);
            }
            weights::install_shipped().map_err(Failure::usage1)?;
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            if cmd == "best" {
                lines::answer_lines(cmd, &mut input, out, botlines::best)
            } else {
                lines::answer_lines(cmd, &mut input, out, botlines::cube)
            }
        }
        "moves" | "ids" => {
            let flags = args::parse_flags(cmd, rest, &[], &[])?;
            if flags.help {
                return write_out(out, USAGE);
            }
            let stdin = std::io::stdin();
            let mut input = stdin.lock();
            if cmd == "moves" {
                lines::answer_lines(cmd, &mut input, out, moves::answer)
            } else {
                lines::answer_lines(cmd, &mut input, out, ids::answer)
            }
        }
        "selfplay" => {
            let a = selfplay::SelfplayArgs::from_args(rest)?;
            if a.help {
                return write_out(out, USAGE);
            }
            if !a.heuristic {
                weights::install_shipped().map_err(Failure::usage1)?;
            }
            if let Some(path) = &a.net {
                weights::install_file(path).map_err(Failure::usage1)?;
            }
            write_out(out, &selfplay::run(&a).report())
        }
        "cubecheck" => {
            let flags = args::parse_flags(cmd, rest, &[], &["--level", "--file"])?;
            if flags.help {
                return write_out(out, USAGE);
            }
            let level = match flags.value("--level") {
                None => Level::Strong,
                Some(l) => Level::parse(l).ok_or_else(|| {
                    Failure::usage1(format!(
                        "usage: cubecheck: unknown level {l:?} (expected beginner, club, strong or expert)"
                    ))
                })?,
            };
            let path = flags
                .value("--file")
                .unwrap_or(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/bg_cube_gnubg.txt"));
            let text = std::fs::read_to_string(path)
                .map_err(|e| Failure::usage1(format!("cubecheck: {path}: {e}")))?;
            weights::install_shipped().map_err(Failure::usage1)?;
            let cases = cubecheck::parse(&text).map_err(Failure::usage1)?;
            let report = cubecheck::check(&cases, level).map_err(Failure::usage1)?;
            write_out(out, &cubecheck::text(&report, level))
        }
        "variants" => {
            let flags = args::parse_flags(cmd, rest, &[], &[])?;
            if flags.help {
                return write_out(out, USAGE);
            }
            write_out(out, &(variants::listing() + "\n"))
        }
        "bench" => {
            let flags = args::parse_flags(
                cmd,
                rest,
                &["--quick", "--bot", "--bearoff"],
                &["--variant", "--level", "--file"],
            )?;
            if flags.help {
                return write_out(out, USAGE);
            }
            if flags.has("--bearoff") {
                return bearoffbench::run(out);
            }
            if flags.has("--bot") {
                weights::install_shipped().map_err(Failure::usage1)?;
                let variants = match flags.value("--variant") {
                    None => vec![Variant::Backgammon],
                    Some("all") => Variant::ALL.to_vec(),
                    Some(name) => vec![Variant::parse(name).ok_or_else(|| {
                        Failure::usage1(format!(
                            "usage: unknown variant {name:?} (see tables backgammon variants, or all)"
                        ))
                    })?],
                };
                let levels = match flags.value("--level") {
                    None => Level::ALL.to_vec(),
                    Some(l) => vec![Level::parse(l).ok_or_else(|| {
                        Failure::usage1(format!(
                            "usage: bench: unknown level {l:?} (expected beginner, club, strong or expert)"
                        ))
                    })?],
                };
                botbench::run(&variants, &levels, out)?;
                if !variants.contains(&Variant::Backgammon) {
                    return Ok(());
                }
                let path = flags.value("--file").unwrap_or(benchscore::FILE);
                let text = std::fs::read_to_string(path)
                    .map_err(|e| Failure::usage1(format!("bench: {path}: {e}")))?;
                let lines = benchscore::run(&text, &levels)
                    .map_err(|e| Failure::usage1(format!("bench: {path}: {e}")))?;
                return write_out(out, &lines);
            }
            match flags.value("--variant") {
                None => bench::run(flags.has("--quick"), out),
                Some("all") => bench::run_variants(flags.has("--quick"), &Variant::ALL, out),
                Some(name) => match Variant::parse(name) {
                    Some(v) => bench::run_variants(flags.has("--quick"), &[v], out),
                    None => Err(Failure::usage1(format!(
                        "usage: unknown variant {name:?} (see tables backgammon variants, or all)"
                    ))),
                },
            }
        }
        other => Err(Failure::usage1(format!(
            "usage: unknown subcommand {other:?} (expected moves, ids, best, cube, cubecheck, variants, selfplay, bench or --help)"
        ))),
    }
}

/// The rule set of `variant` with a line's optional `"options"` (an object of
/// the variant's options, each true or false).
pub(crate) fn rules_of(variant: Variant, obj: &lines::Object) -> Result<RuleSet, String> {
    let mut options = VariantOptions::default();
    match obj.get("options") {
        None => {}
        Some(serde_json::Value::Object(m)) => {
            for (k, v) in m {
                let value = v
                    .as_bool()
                    .ok_or_else(|| format!("option {k:?} must be true or false"))?;
                options.set(variant, k, value)?;
            }
        }
        Some(_) => {
            return Err("\"options\" must be an object, e.g. {\"gammons\":false}".to_string())
        }
    }
    Ok(variant.rules_with(&options))
}

/// The variant of a line's optional `"variant"` key (default backgammon).
pub(crate) fn variant_of(obj: &lines::Object) -> Result<Variant, String> {
    match obj.get("variant") {
        None => Ok(Variant::Backgammon),
        Some(serde_json::Value::String(name)) => Variant::parse(name).ok_or_else(|| {
            let names: Vec<&str> = Variant::ALL.iter().map(|v| v.name()).collect();
            format!("unknown variant {name:?} (expected {})", names.join(", "))
        }),
        Some(_) => Err("\"variant\" must be a string".to_string()),
    }
}
