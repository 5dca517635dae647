//! The two generators agree: wherever the fast one plays a rule set (any
//! route, checkers to enter as more on the bar, long nardy's plays filtered
//! by its rules), it finds what the step-by-step search finds.

use tables::backgammon::{Player, Variant};

/// The fast generator plays checkers still to enter as more checkers on the
/// bar, and long nardy's plays filtered by its rules; along random games of
/// every rule set it finds exactly the results the step-by-step search
/// does, with as many moves.
#[test]
fn the_fast_generator_agrees_with_the_step_by_step_search() {
    use tables::backgammon::play::legal_plays_for;
    use tables::backgammon::stepgen;
    use tables::dice::Rng;
    use tables::Roll;
    let mut rng = Rng::new(11);
    let mut compared = 0;
    for &v in &Variant::ALL {
        let rules = v.rules();
        for _game in 0..if cfg!(debug_assertions) { 3 } else { 30 } {
            let mut pos = rules.start();
            for _ in 0..200 {
                let roll = Roll::ALL_21[rng.below(21)];
                let mut fast = Vec::new();
                legal_plays_for(rules, &pos, roll, &mut fast);
                {
                    let mut slow = Vec::new();
                    stepgen::generate(rules, &pos, roll, &mut slow);
                    let key = |ps: &Vec<tables::backgammon::Play>| {
                        let mut k: Vec<_> = ps
                            .iter()
                            .map(|p| {
                                let mut m: Vec<_> =
                                    p.moves().iter().map(|m| (m.from, m.to, m.hit)).collect();
                                m.sort_unstable();
                                (p.after().setup(), m.len())
                            })
                            .collect();
                        k.sort_by_key(|x| format!("{x:?}"));
                        k
                    };
                    assert_eq!(key(&fast), key(&slow), "{} {pos:?} {roll}", v.name());
                    for p in &fast {
                        let entering = p.moves().iter().filter(|m| m.from == 26).count();
                        let entered =
                            pos.reserve(Player::OnRoll) - p.after().reserve(Player::OnRoll);
                        assert_eq!(entering, usize::from(entered), "{}", p.notation());
                    }
                    compared += 1;
                }
                let next = *fast[rng.below(fast.len())].after();
                if next.off(Player::OnRoll) == rules.checkers {
                    break;
                }
                pos = next.flip();
            }
        }
    }
    assert!(compared > 500, "{compared}");
}
