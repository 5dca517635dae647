//! The position and match formats shared with other backgammon programs,
//! exact to GNU Backgammon 1.07: the Position ID, the Match ID and the XGID.

//! [`game_ids`] reads and writes them for a [`Game`](crate::backgammon::Game).

mod base64_id;
pub mod game_ids;
pub mod match_id;
pub mod position_id;
pub mod xgid;
