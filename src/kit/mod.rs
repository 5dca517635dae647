//! What every game of the app uses, and nothing of any one game: the
//! interface language, the browser (address, storage), the list of games,
//! the session's dice and their drawing, notices, kept games, sharing and
//! copying, the keys, the replay bar, SVG number formatting, the address's
//! query, play by link, and the lesson model every course is written in. It
//! imports no game and not the shell.

pub mod dice;
pub mod dice_view;
pub mod games;
pub mod html;
pub mod i18n;
pub mod kept;
pub mod keys;
pub mod lang_menu;
pub mod lesson;
pub mod notice;
pub mod opening;
pub mod params;
pub mod remote;
pub mod replay;
pub mod share;
pub mod storage;
pub mod svg;
pub mod ui;
pub mod web;
pub mod why;
