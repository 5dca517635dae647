//! `tables backgammon cubecheck`: the bot's cube decisions against GNU
//! Backgammon's 2-ply ones on the fixture `tests/fixtures/bg_cube_gnubg.txt`
//! (made by `tests/fixtures/gnubg/cube.py`), by class: money or match, the
//! doubler's side or the taker's.
//!
//! Each fixture line gives two decisions. The doubler's (the side on roll,
//! when he may double): gnubg's right one doubles when `min(DT, DP) > ND`.
//! The taker's, after that double: take, pass, or beaver where the game
//! allows it (money with the option; a beaver is worth twice the take, the
//! same game at twice the cube), the best of `−DT`, `−DP`, `−2·DT` for him.
//! The cost of a decision is what it loses by gnubg's 2-ply equities
//! (normalised to the cube: EMG), 0 for the right one; a decision agrees
//! when it costs nothing (a tie agrees either way). gnubg's own 0-ply
//! decisions are scored the same way, as a yardstick.

use crate::backgammon::bot::{
    answer_equities_from, chances_at, cube_decision, cube_equities_from, Chances, CubeChoice, Level,
};
use crate::backgammon::ids::game_ids::open_ids;
use crate::backgammon::{Game, Options, Variant};

/// One line of the fixture.
#[derive(Clone, Debug, PartialEq)]
pub struct Case {
    /// The Position ID, the doubler on roll.
    pub position_id: String,
    /// The Match ID: cube, score, match (length 0 for money).
    pub match_id: String,
    /// Beavers allowed (money).
    pub beavers: bool,
    /// gnubg's 2-ply cubeful equities of the doubler, in units of the
    /// cube: no double, double/take, double/pass.
    pub gnubg2: [f32; 3],
    /// The same at 0-ply.
    pub gnubg0: [f32; 3],
    /// gnubg's cubeless chances of the doubler before his roll, 2-ply.
    pub chances2: Chances,
    /// The same at 0-ply.
    pub chances0: Chances,
    /// gnubg's reading of the Match ID: cube, owner (-1 centred, else the
    /// player), player on roll, match length, the two scores, Crawford,
    /// Jacoby.
    pub cube_info: [i32; 8],
}

fn field<'a>(parts: &'a [&str], key: &str) -> Result<&'a str, String> {
    parts
        .iter()
        .find_map(|p| p.strip_prefix(key).and_then(|r| r.strip_prefix('=')))
        .ok_or_else(|| format!("no {key}= field"))
}

fn number(parts: &[&str], key: &str) -> Result<f32, String> {
    let v = field(parts, key)?;
    v.parse().map_err(|_| format!("{key}={v} is not a number"))
}

fn chances(parts: &[&str], key: &str) -> Result<Chances, String> {
    let v: Vec<f32> = field(parts, key)?
        .split(',')
        .map(|x| x.parse().map_err(|_| format!("{key}: {x} is not a number")))
        .collect::<Result<_, _>>()?;
    let [win, win_gammon, win_backgammon, lose_gammon, lose_backgammon] = v[..] else {
        return Err(format!("{key} needs 5 numbers"));
    };
    Ok(Chances {
        win,
        win_gammon,
        win_backgammon,
        lose_gammon,
        lose_backgammon,
    })
}

/// Reads the fixture's lines (`#` lines skipped).
///
/// # Errors
/// The first malformed line, with its number.
pub fn parse(text: &str) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let parts: Vec<&str> = line.split_whitespace().collect();
        let case = (|| -> Result<Case, String> {
            let [pid, mid, ..] = parts[..] else {
                return Err("too few fields".to_string());
            };
            Ok(Case {
                position_id: pid.to_string(),
                match_id: mid.to_string(),
                beavers: field(&parts, "beavers")? == "1",
                gnubg2: [
                    number(&parts, "nd")?,
                    number(&parts, "dt")?,
                    number(&parts, "dp")?,
                ],
                gnubg0: [
                    number(&parts, "nd0")?,
                    number(&parts, "dt0")?,
                    number(&parts, "dp0")?,
                ],
                chances2: chances(&parts, "p2")?,
                chances0: chances(&parts, "p0")?,
                cube_info: {
                    let v: Vec<i32> = field(&parts, "ci")?
                        .split(',')
                        .map(|x| x.parse().map_err(|_| format!("ci: {x} is not a number")))
                        .collect::<Result<_, _>>()?;
                    v.try_into().map_err(|_| "ci needs 8 numbers".to_string())?
                },
            })
        })()
        .map_err(|e| format!("line {}: {e}", i + 1))?;
        cases.push(case);
    }
    Ok(cases)
}

/// The four classes of decisions.
pub const CLASSES: [&str; 4] = [
    "money doubler",
    "money taker",
    "match doubler",
    "match taker",
];

/// The decisions of one class.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    /// Each decision's cost (EMG).
    pub costs: Vec<f32>,
    /// How many cost nothing.
    pub agree: usize,
    /// Wrong actions, by (right, chosen).
    pub wrong: Vec<(&'static str, &'static str)>,
}

impl Tally {
    fn add(&mut self, cost: f32, right: &'static str, chosen: &'static str) {
        self.costs.push(cost);
        if cost <= 1e-5 {
            self.agree += 1;
        } else {
            self.wrong.push((right, chosen));
        }
    }

    /// Agreement, in per cent.
    pub fn agreement(&self) -> f64 {
        100.0 * self.agree as f64 / self.costs.len().max(1) as f64
    }

    /// The mean cost, in mEMG a decision, and the half-width of its 95 %
    /// interval.
    pub fn mean_memg(&self) -> (f64, f64) {
        let n = self.costs.len().max(1) as f64;
        let mean = self.costs.iter().map(|&c| f64::from(c)).sum::<f64>() / n;
        let var = self
            .costs
            .iter()
            .map(|&c| (f64::from(c) - mean).powi(2))
            .sum::<f64>()
            / (n - 1.0).max(1.0);
        (1000.0 * mean, 1000.0 * 1.96 * (var / n).sqrt())
    }
}

/// How far one set of cubeless chances is from gnubg's.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChanceGap {
    /// Positions compared.
    pub n: usize,
    /// Sum of |Δ win|.
    pub win: f64,
    /// Sum of |Δ cubeless equity| (gammons counted).
    pub equity: f64,
}

impl ChanceGap {
    fn add(&mut self, ours: &Chances, theirs: &Chances) {
        self.n += 1;
        self.win += f64::from((ours.win - theirs.win).abs());
        self.equity += f64::from((ours.equity(true) - theirs.equity(true)).abs());
    }

    /// Mean |Δ win| and mean |Δ equity|.
    pub fn means(&self) -> (f64, f64) {
        let n = self.n.max(1) as f64;
        (self.win / n, self.equity / n)
    }
}

/// The scores of one player of the cube over the fixture.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Report {
    /// By [`CLASSES`].
    pub classes: [Tally; 4],
    /// gnubg's 0-ply decisions scored alike, by class.
    pub gnubg0: [Tally; 4],
    /// The bot's cube model fed gnubg's 0-ply cubeless chances, by class:
    /// the model's share of the errors.
    pub model_on_gnubg0: [Tally; 4],
    /// Our chances at the level against gnubg's 0-ply ones, and 2-ply.
    pub chances_vs0: ChanceGap,
    /// The same against 2-ply.
    pub chances_vs2: ChanceGap,
}

fn doubler(e: [f32; 3]) -> (&'static str, f32) {
    let double = e[1].min(e[2]);
    if double > e[0] {
        ("double", double)
    } else {
        ("no_double", e[0])
    }
}

/// The taker's options (his equities) and the best of them.
fn taker(e: [f32; 3], beaver: bool) -> Vec<(&'static str, f32)> {
    let mut v = vec![("take", -e[1]), ("pass", -e[2])];
    if beaver {
        v.push(("beaver", -2.0 * e[1]));
    }
    v
}

fn best(options: &[(&'static str, f32)]) -> (&'static str, f32) {
    options.iter().copied().fold(
        ("", f32::NEG_INFINITY),
        |b, o| if o.1 > b.1 { o } else { b },
    )
}

fn name(c: CubeChoice) -> &'static str {
    match c {
        CubeChoice::NoDouble => "no_double",
        CubeChoice::Double => "double",
        CubeChoice::Take => "take",
        CubeChoice::Pass => "pass",
        CubeChoice::Beaver => "beaver",
        CubeChoice::Raccoon => "raccoon",
    }
}

/// The game of a case, beavers allowed as it says.
///
/// # Errors
/// IDs the engine cannot open.
pub fn game_of(case: &Case) -> Result<Game, String> {
    let mut options = Options::money();
    options.cube.beavers = case.beavers;
    open_ids(
        Variant::Backgammon,
        options,
        &case.position_id,
        &case.match_id,
    )
    .map_err(|e| format!("{} {}: {e}", case.position_id, case.match_id))
}

/// Scores `level`'s cube on `cases`.
///
/// # Errors
/// A case the engine cannot open.
pub fn check(cases: &[Case], level: Level) -> Result<Report, String> {
    let mut r = Report::default();
    for case in cases {
        let g = game_of(case)?;
        let class = if g.match_length().is_some() { 2 } else { 0 };
        let c = chances_at(&g, level);
        r.chances_vs0.add(&c, &case.chances0);
        r.chances_vs2.add(&c, &case.chances2);
        if g.may_double().is_err() {
            continue;
        }
        let e = case.gnubg2;
        let (right, top) = doubler(e);
        let ours = name(cube_decision(&g, level, 0).unwrap_or(CubeChoice::NoDouble));
        let value = |a: &str| if a == "double" { e[1].min(e[2]) } else { e[0] };
        r.classes[class].add(top - value(ours), right, ours);
        let g0 = doubler(case.gnubg0).0;
        r.gnubg0[class].add(top - value(g0), right, g0);
        let m = cube_equities_from(&g, &case.chances0);
        let model = if m.double_take.min(m.double_pass) > m.no_double {
            "double"
        } else {
            "no_double"
        };
        r.model_on_gnubg0[class].add(top - value(model), right, model);
        let mut offered = g.clone();
        offered.double().map_err(|e| e.to_string())?;
        let options = taker(e, offered.may_beaver().is_ok());
        let (right, top) = best(&options);
        let answer = name(cube_decision(&offered, level, 0).unwrap_or(CubeChoice::Take));
        let worth = |a: &str| options.iter().find(|o| o.0 == a).map_or(top, |o| o.1);
        r.classes[class + 1].add(top - worth(answer), right, answer);
        let zero = taker(case.gnubg0, offered.may_beaver().is_ok());
        let g0 = best(&zero).0;
        r.gnubg0[class + 1].add(top - worth(g0), right, g0);
        if let Some(a) = answer_equities_from(&offered, &case.chances0) {
            let model = match a.redouble {
                Some(b) if a.take >= a.pass && b > a.take => "beaver",
                _ if a.take >= a.pass => "take",
                _ => "pass",
            };
            r.model_on_gnubg0[class + 1].add(top - worth(model), right, model);
        }
    }
    Ok(r)
}

fn line(out: &mut String, label: &str, t: &Tally) {
    let (mean, half) = t.mean_memg();
    let p = t.agreement() / 100.0;
    let n = t.costs.len().max(1) as f64;
    let half_agree = 100.0 * 1.96 * (p * (1.0 - p) / n).sqrt();
    out.push_str(&format!(
        "{label:<16} n={:<5} agree={:5.1}% ±{half_agree:.1}  cost={mean:6.1} ±{half:.1} mEMG\n",
        t.costs.len(),
        t.agreement()
    ));
}

fn wrong_summary(t: &Tally) -> String {
    let mut kinds: Vec<((&str, &str), usize)> = Vec::new();
    for w in &t.wrong {
        match kinds.iter_mut().find(|k| k.0 == *w) {
            Some(k) => k.1 += 1,
            None => kinds.push((*w, 1)),
        }
    }
    kinds.sort_by_key(|k| std::cmp::Reverse(k.1));
    kinds
        .iter()
        .map(|((right, chosen), n)| format!("{n} {chosen} for {right}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The report's text: per class, agreement and mEMG a decision with their
/// 95 % intervals, the kinds of errors, gnubg 0-ply's figures, and how far
/// the level's cubeless chances are from gnubg's.
pub fn text(r: &Report, level: Level) -> String {
    let mut out = format!("bot level {} against gnubg 2-ply\n", level.name());
    let mut all = Tally::default();
    for (k, t) in r.classes.iter().enumerate() {
        line(&mut out, CLASSES[k], t);
        if !t.wrong.is_empty() {
            out.push_str(&format!("    errors: {}\n", wrong_summary(t)));
        }
        all.costs.extend(&t.costs);
        all.agree += t.agree;
    }
    line(&mut out, "all", &all);
    for (title, tallies) in [
        ("gnubg 0-ply against gnubg 2-ply", &r.gnubg0),
        (
            "the bot's cube model on gnubg's 0-ply chances against gnubg 2-ply",
            &r.model_on_gnubg0,
        ),
    ] {
        out.push_str(title);
        out.push('\n');
        let mut all0 = Tally::default();
        for (k, t) in tallies.iter().enumerate() {
            line(&mut out, CLASSES[k], t);
            if title.starts_with("the bot") && !t.wrong.is_empty() {
                out.push_str(&format!("    errors: {}\n", wrong_summary(t)));
            }
            all0.costs.extend(&t.costs);
            all0.agree += t.agree;
        }
        line(&mut out, "all", &all0);
    }
    for (label, gap) in [("0-ply", &r.chances_vs0), ("2-ply", &r.chances_vs2)] {
        let (w, e) = gap.means();
        out.push_str(&format!(
            "cubeless chances vs gnubg {label}: mean |Δwin| {w:.4}, mean |Δequity| {e:.4} (n={})\n",
            gap.n
        ));
    }
    out
}
