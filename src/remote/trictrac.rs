//! The Grand Trictrac played by link.
