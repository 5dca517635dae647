//! The options of a partie, with the defaults documented in the rules digest.

/// How checkers are borne off (§3.7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum SortieMethod {
    /// The fast "Parisian" method (default): a die that brings a checker exactly
    /// off, or a larger die for the farthest checker, takes it off.
    #[default]
    Fast,
    /// The slow "provincial" method: a die is played inside the board whenever
    /// it can be; only a die that cannot be played inside takes a checker off.
    Slow,
}

/// How the stake of a won partie is multiplied (§5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum StakeMethod {
    /// Grande bredouille ×2, otherwise ×1.
    Oldest,
    /// Grande bredouille ×2, otherwise ×1.5 if the loser has fewer than 7 holes
    /// ("n'a pas passé le pont"), else ×1.
    Second,
    /// Default: grande bredouille without pavillon ×4, with pavillon ×3,
    /// otherwise ×2 if the loser has fewer than 6 holes, else ×1.
    #[default]
    NineteenthCentury,
}

/// How "the opponent can still make his jan" limits the passage to the jeu de
/// retour (§3.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum PassageRule {
    /// Default (the digest's convention): a checker may not stop in my third
    /// quarter while the opponent can still fill his grand jan, nor in my fourth
    /// while he can still fill his petit jan.
    #[default]
    PerQuarter,
    /// The treatises' wording read literally: while he can still make his petit
    /// jan, nothing may stop at 13 or beyond; else while he can still make his
    /// grand jan, nothing may stop in the third quarter.
    Literal,
}

/// The options of a partie. `Options::default()` gives the documented defaults.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(default))]
pub struct Options {
    /// Bearing off method; default [`SortieMethod::Fast`].
    pub sortie: SortieMethod,
    /// Stake multiplier method; default [`StakeMethod::NineteenthCentury`].
    pub stake: StakeMethod,
    /// Passage to the jeu de retour; default [`PassageRule::PerQuarter`].
    pub passage: PassageRule,
    /// School mode: players mark their own points and wrong counts are écoles
    /// (default off: the engine marks everything).
    pub ecoles: bool,
}
