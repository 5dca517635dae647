//! How well a bot plays: the levels every game's bot offers, weakest first,
//! with the names the CLI, the address (`?level=`) and the saves use. What
//! each level does is its game's (`trictrac::bot`, `backgammon::bot`), and
//! so is which levels it offers: backgammon all of [`Level::ALL`], the Grand
//! Trictrac the first three (`trictrac::bot::LEVELS`; an expert asked of it
//! plays as the strong level).

/// How well the bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// The club level's judgement blurred by noise: a newcomer's opponent.
    Beginner,
    /// The game's evaluation at its first depth.
    Club,
    /// The club's best candidates looked at one step deeper.
    Strong,
    /// The strong level's best candidates looked at one more step deeper
    /// (backgammon only).
    Expert,
}

impl Level {
    /// The four levels, weakest first.
    pub const ALL: [Level; 4] = [Level::Beginner, Level::Club, Level::Strong, Level::Expert];

    /// `"beginner"`, `"club"`, `"strong"` or `"expert"`.
    pub const fn name(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Club => "club",
            Level::Strong => "strong",
            Level::Expert => "expert",
        }
    }

    /// The level of a name ([`Self::name`]).
    pub fn parse(s: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.name() == s)
    }
}

#[cfg(test)]
mod tests {
    use super::Level;

    #[test]
    fn each_level_is_read_back_from_its_name() {
        for l in Level::ALL {
            assert_eq!(Level::parse(l.name()), Some(l));
        }
        assert_eq!(Level::parse("expert"), Some(Level::Expert));
        assert_eq!(Level::parse("Club"), None);
        assert_eq!(Level::parse("master"), None);
        assert_eq!(Level::ALL.len(), 4);
    }
}
