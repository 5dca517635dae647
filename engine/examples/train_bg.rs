//! Trains a network by TD(λ) self-play (`tables::backgammon::bot::net`).
//!
//! ```text
//! cargo run --release -p tables --example train_bg -- --games N --seed S
//!     [--variant V] [--resume FILE] --out FILE [--hidden H] [--alpha A]
//!     [--lambda L] [--every K] [--bench-games M]
//! ```
//! Every K games (default 5,000) it prints the speed and a quick benchmark
//! (0-ply on the network against pubeval, M games, default 500; against
//! the greedy player in the rule sets pubeval does not know) and writes
//! the network to FILE, a checkpoint that `--resume` continues from (game
//! `i`'s dice come from `Rng::nth(S, i)`, `i` counted over all runs).

use std::time::Instant;

use tables::backgammon::bot::net::train::{versus_pubeval, Trainer};
use tables::backgammon::bot::net::Net;
use tables::backgammon::Variant;
use tables::dice::Rng;
use tables::SeededDice;

struct Args {
    games: u64,
    seed: u64,
    variant: Variant,
    resume: Option<String>,
    out: String,
    hidden: usize,
    alpha: f32,
    lambda: f32,
    every: u64,
    bench_games: u32,
}

fn parse() -> Result<Args, String> {
    let mut a = Args {
        games: 10_000,
        seed: 1,
        variant: Variant::Backgammon,
        resume: None,
        out: String::new(),
        hidden: 80,
        alpha: 0.1,
        lambda: 0.7,
        every: 5_000,
        bench_games: 500,
    };
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{flag} needs a value"));
        let num = |v: String| {
            v.parse::<f64>()
                .map_err(|_| format!("{flag}: bad number {v:?}"))
        };
        match flag.as_str() {
            "--games" => a.games = num(value()?)? as u64,
            "--seed" => a.seed = value()?.parse().map_err(|_| "--seed: bad number")?,
            "--variant" => {
                let v = value()?;
                a.variant = Variant::parse(&v).ok_or(format!("--variant: unknown {v:?}"))?;
            }
            "--resume" => a.resume = Some(value()?),
            "--out" => a.out = value()?,
            "--hidden" => a.hidden = num(value()?)? as usize,
            "--alpha" => a.alpha = num(value()?)? as f32,
            "--lambda" => a.lambda = num(value()?)? as f32,
            "--every" => a.every = (num(value()?)? as u64).max(1),
            "--bench-games" => a.bench_games = num(value()?)? as u32,
            other => return Err(format!("unknown flag {other:?}")),
        }
    }
    if a.out.is_empty() {
        return Err("--out FILE is needed".into());
    }
    Ok(a)
}

fn main() {
    let a = match parse() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("train_bg: {e}");
            std::process::exit(2);
        }
    };
    let net = match &a.resume {
        Some(path) => {
            let bytes = std::fs::read(path).unwrap_or_else(|e| {
                eprintln!("train_bg: {path}: {e}");
                std::process::exit(2)
            });
            Net::from_bytes(&bytes).unwrap_or_else(|e| {
                eprintln!("train_bg: {path}: {e}");
                std::process::exit(2)
            })
        }
        None => Net::new(a.variant, a.hidden, a.seed),
    };
    let rules = net.variant().rules();
    let mut t = Trainer::new(net, a.alpha, a.lambda);
    let start = Instant::now();
    let mut lap = Instant::now();
    let mut plies = 0u64;
    println!(
        "variant {} hidden {} alpha {} lambda {} from game {}",
        rules.name,
        t.net.hidden(),
        a.alpha,
        a.lambda,
        t.net.games()
    );
    for done in 1..=a.games {
        let i = t.net.games();
        let mut dice = SeededDice::new(Rng::nth(a.seed, i));
        plies += u64::from(t.play_game(rules, &mut dice));
        t.net.add_games(1);
        if done % a.every == 0 || done == a.games {
            let secs = lap.elapsed().as_secs_f64();
            let (ppg, half) = versus_pubeval(&t.net, rules, a.bench_games, 12_345);
            println!(
                "games {} ({:.0} games/s, {:.1} plies a game, {:.0} s in all): 0-ply vs pubeval {:+.3} ± {:.3} ({} games)",
                t.net.games(),
                a.every.min(done) as f64 / secs,
                plies as f64 / a.every.min(done) as f64,
                start.elapsed().as_secs_f64(),
                ppg,
                half,
                a.bench_games
            );
            if let Err(e) = std::fs::write(&a.out, t.net.to_bytes()) {
                eprintln!("train_bg: {}: {e}", a.out);
                std::process::exit(1);
            }
            plies = 0;
            lap = Instant::now();
        }
    }
}
