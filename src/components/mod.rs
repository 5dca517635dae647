//! Leptos components: one per file, thin, drawing the render model.

pub mod board;
pub mod dice;
pub mod guide;
pub mod lessons;
pub mod log;
pub mod panel;
pub mod reference;
pub mod replay;
pub mod share;
