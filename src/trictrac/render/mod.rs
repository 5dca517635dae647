//! From engine state to drawable data: geometry and the render model.

pub mod geometry;
pub mod model;

pub use model::{build, BoardView, Highlight, ViewState};
