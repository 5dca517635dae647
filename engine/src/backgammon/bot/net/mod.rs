//! A small neural evaluation: the [`inputs`] of a position, one hidden layer
//! of sigmoids, five sigmoid outputs — the chances of the player who has
//! just played ([`Chances`]: win, gammon, backgammon, lose a gammon, lose a
//! backgammon) — trained by TD(λ) self-play ([`train`]). Plain `f32` loops,
//! the first layer summed over the inputs that are not zero.
//!
//! # Weight file
//! Little endian throughout: the magic `TBNN`, a version (`u16`, 1), the
//! variant's name (a `u8` length then its bytes), the inputs, hidden units
//! and outputs (`u16` each), the self-play games it was trained on
//! (`u64`), then `f32`s: the first layer (hidden weights of input 0, of
//! input 1, ...), its biases, the second layer (the hidden weights of
//! output 0, of output 1, ...), its biases. [`Net::from_bytes`] checks
//! every part and refuses a file it cannot read with a [`NetError`].

pub mod inputs;
pub mod train;

use super::chances::Chances;
use crate::backgammon::position::Position;
use crate::backgammon::rules::Variant;
use crate::common::dice::Rng;
use inputs::{encode, INPUTS};

/// The outputs: the five [`Chances`].
pub const OUTPUTS: usize = 5;
/// The file's first bytes.
pub const MAGIC: &[u8; 4] = b"TBNN";
/// The version of the file format this engine reads and writes.
pub const VERSION: u16 = 1;

/// Why a weight file cannot be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NetError {
    /// It does not begin with [`MAGIC`].
    BadMagic,
    /// A version this engine does not read.
    Version(u16),
    /// A variant name that is not one of [`Variant::ALL`]'s.
    UnknownVariant(String),
    /// Sizes this engine cannot use (its inputs are fixed).
    Sizes {
        /// Inputs in the file.
        inputs: u16,
        /// Hidden units.
        hidden: u16,
        /// Outputs.
        outputs: u16,
    },
    /// The file ends too soon.
    Truncated,
    /// Bytes after the last weight.
    TrailingBytes(usize),
    /// A weight that is not a finite number.
    NotFinite,
}

impl core::fmt::Display for NetError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            NetError::BadMagic => write!(f, "not a network file (no TBNN magic)"),
            NetError::Version(v) => write!(f, "network file version {v}, this engine reads {VERSION}"),
            NetError::UnknownVariant(v) => write!(f, "network file for an unknown variant {v:?}"),
            NetError::Sizes {
                inputs,
                hidden,
                outputs,
            } => write!(
                f,
                "network of {inputs} inputs, {hidden} hidden units and {outputs} outputs; this engine needs {INPUTS} inputs, 1 to 1024 hidden units and {OUTPUTS} outputs"
            ),
            NetError::Truncated => write!(f, "network file cut short"),
            NetError::TrailingBytes(n) => write!(f, "{n} bytes after the network's weights"),
            NetError::NotFinite => write!(f, "a network weight is not a finite number"),
        }
    }
}

impl std::error::Error for NetError {}

/// The network (see the module docs).
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    variant: Variant,
    hidden: usize,
    games: u64,
    /// `INPUTS × hidden`, input by input.
    pub(crate) w1: Vec<f32>,
    pub(crate) b1: Vec<f32>,
    /// `OUTPUTS × hidden`, output by output.
    pub(crate) w2: Vec<f32>,
    pub(crate) b2: [f32; OUTPUTS],
}

/// The hidden layer and outputs of one evaluation (what training needs).
#[derive(Clone, Debug, Default)]
pub struct Activations {
    /// The inputs not zero.
    pub inputs: Vec<(u16, f32)>,
    /// The hidden units.
    pub hidden: Vec<f32>,
    /// The outputs.
    pub outputs: [f32; OUTPUTS],
}

#[inline]
fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

impl Net {
    /// A new network for `variant` with `hidden` units, its weights drawn
    /// uniformly in ±0.1 from `seed`.
    pub fn new(variant: Variant, hidden: usize, seed: u64) -> Net {
        let mut rng = Rng::new(seed);
        let mut draw = |n: usize| -> Vec<f32> {
            (0..n)
                .map(|_| ((rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 0.2)
                .collect()
        };
        Net {
            variant,
            hidden,
            games: 0,
            w1: draw(INPUTS * hidden),
            b1: draw(hidden),
            w2: draw(OUTPUTS * hidden),
            b2: [0.0; OUTPUTS],
        }
    }

    /// The variant it was trained for.
    pub fn variant(&self) -> Variant {
        self.variant
    }
    /// Its hidden units.
    pub fn hidden(&self) -> usize {
        self.hidden
    }
    /// The self-play games it was trained on.
    pub fn games(&self) -> u64 {
        self.games
    }
    /// Counts `n` more games of training.
    pub fn add_games(&mut self, n: u64) {
        self.games += n;
    }

    /// The chances of the player who made the play that gave `after`.
    pub fn chances(&self, after: &Position) -> Chances {
        let mut a = Activations::default();
        self.evaluate(after, &mut a);
        to_chances(&a.outputs)
    }

    /// Evaluates `after` into `a` (its buffers reused).
    pub fn evaluate(&self, after: &Position, a: &mut Activations) {
        encode(after, &mut a.inputs);
        let h = self.hidden;
        a.hidden.clear();
        a.hidden.extend_from_slice(&self.b1);
        for &(i, x) in &a.inputs {
            let row = &self.w1[usize::from(i) * h..][..h];
            for (acc, w) in a.hidden.iter_mut().zip(row) {
                *acc += x * w;
            }
        }
        for v in a.hidden.iter_mut() {
            *v = sigmoid(*v);
        }
        for o in 0..OUTPUTS {
            let row = &self.w2[o * h..][..h];
            let z: f32 = row.iter().zip(&a.hidden).map(|(w, v)| w * v).sum();
            a.outputs[o] = sigmoid(z + self.b2[o]);
        }
    }

    /// The weight file (see the module docs).
    pub fn to_bytes(&self) -> Vec<u8> {
        let name = self.variant.name().as_bytes();
        let mut b = Vec::with_capacity(32 + 4 * (self.w1.len() + self.w2.len()));
        b.extend_from_slice(MAGIC);
        b.extend_from_slice(&VERSION.to_le_bytes());
        b.push(name.len() as u8);
        b.extend_from_slice(name);
        for n in [INPUTS, self.hidden, OUTPUTS] {
            b.extend_from_slice(&(n as u16).to_le_bytes());
        }
        b.extend_from_slice(&self.games.to_le_bytes());
        for part in [&self.w1[..], &self.b1, &self.w2, &self.b2] {
            for w in part {
                b.extend_from_slice(&w.to_le_bytes());
            }
        }
        b
    }

    /// Reads a weight file.
    ///
    /// # Errors
    /// [`NetError`]: anything not as [`Net::to_bytes`] writes it.
    pub fn from_bytes(bytes: &[u8]) -> Result<Net, NetError> {
        let mut r = Reader { bytes, at: 0 };
        if r.take(4)? != MAGIC {
            return Err(NetError::BadMagic);
        }
        let version = r.u16()?;
        if version != VERSION {
            return Err(NetError::Version(version));
        }
        let len = usize::from(r.take(1)?[0]);
        let name = String::from_utf8_lossy(r.take(len)?).into_owned();
        let variant = Variant::parse(&name).ok_or(NetError::UnknownVariant(name))?;
        let (inputs, hidden, outputs) = (r.u16()?, r.u16()?, r.u16()?);
        if usize::from(inputs) != INPUTS
            || !(1..=1024).contains(&hidden)
            || usize::from(outputs) != OUTPUTS
        {
            return Err(NetError::Sizes {
                inputs,
                hidden,
                outputs,
            });
        }
        let games = u64::from_le_bytes(r.take(8)?.try_into().map_err(|_| NetError::Truncated)?);
        let h = usize::from(hidden);
        let w1 = r.floats(INPUTS * h)?;
        let b1 = r.floats(h)?;
        let w2 = r.floats(OUTPUTS * h)?;
        let b2v = r.floats(OUTPUTS)?;
        if r.at != bytes.len() {
            return Err(NetError::TrailingBytes(bytes.len() - r.at));
        }
        let mut b2 = [0.0; OUTPUTS];
        b2.copy_from_slice(&b2v);
        Ok(Net {
            variant,
            hidden: h,
            games,
            w1,
            b1,
            w2,
            b2,
        })
    }
}

/// The outputs as chances, each "or more" kept within the one before.
pub fn to_chances(o: &[f32; OUTPUTS]) -> Chances {
    let win = o[0];
    let win_gammon = o[1].min(win);
    let lose_gammon = o[3].min(1.0 - win);
    Chances {
        win,
        win_gammon,
        win_backgammon: o[2].min(win_gammon),
        lose_gammon,
        lose_backgammon: o[4].min(lose_gammon),
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], NetError> {
        let end = self.at.checked_add(n).ok_or(NetError::Truncated)?;
        let s = self.bytes.get(self.at..end).ok_or(NetError::Truncated)?;
        self.at = end;
        Ok(s)
    }
    fn u16(&mut self) -> Result<u16, NetError> {
        let s = self.take(2)?;
        Ok(u16::from_le_bytes([s[0], s[1]]))
    }
    fn floats(&mut self, n: usize) -> Result<Vec<f32>, NetError> {
        let s = self.take(n.checked_mul(4).ok_or(NetError::Truncated)?)?;
        let v: Vec<f32> = s
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect();
        if v.iter().all(|w| w.is_finite()) {
            Ok(v)
        } else {
            Err(NetError::NotFinite)
        }
    }
}
