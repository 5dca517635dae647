//! The engine's reasons in the language on screen. The engine says *why*
//! something is refused as a typed value (a notation error, an impossible
//! position, a refused action) with its numbers; the app words each variant
//! by a message of the catalogues. Each game family implements [`Worded`]
//! for the reasons it shows (`src/trictrac/why.rs`, `src/backgammon/why.rs`),
//! the kit for those it owns (`src/kit/why.rs`, `src/kit/remote/why.rs`).

/// A reason that can be said in the language on screen.
pub trait Worded {
    /// The reason as a clause (no capital, no final stop), ready to be an
    /// argument of a sentence (`{ $reason }`).
    fn worded(&self) -> String;
}
