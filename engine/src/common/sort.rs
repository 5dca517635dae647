//! Stable sorting through one compiled sort: every sort of the engine orders
//! the indices of its items with [`order`] (a merge sort comparing indices
//! through one `dyn` comparison), then moves the items into that order.
//!
//! The standard library's sorts are compiled anew for each element type and
//! comparison, about 3 KB of WebAssembly each, and the engine sorts in some
//! twenty places; here only the thin generic wrappers are repeated. A stable
//! sort's result depends only on its comparison, so these give exactly what
//! `slice::sort_by` (or `sort_unstable` on items whose equal ones are alike)
//! gives.

use std::cmp::Ordering;

/// Runs shorter than this are sorted by insertion before merging.
const RUN: usize = 8;

/// The indices `0..n` in the stable order of `cmp` (which compares the items
/// of two indices): the first item's index first, of equal items the lower
/// index first. O(n log n) comparisons.
pub fn order(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut a: Vec<usize> = (0..n).collect();
    for run in a.chunks_mut(RUN) {
        for k in 1..run.len() {
            let x = run[k];
            let mut j = k;
            while j > 0 && cmp(x, run[j - 1]) == Ordering::Less {
                run[j] = run[j - 1];
                j -= 1;
            }
            run[j] = x;
        }
    }
    if n <= RUN {
        return a;
    }
    let mut b = vec![0; n];
    let mut width = RUN;
    while width < n {
        for lo in (0..n).step_by(2 * width) {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            for slot in &mut b[lo..hi] {
                // The right one only when strictly before: stable.
                if j < hi && (i == mid || cmp(a[j], a[i]) == Ordering::Less) {
                    *slot = a[j];
                    j += 1;
                } else {
                    *slot = a[i];
                    i += 1;
                }
            }
        }
        std::mem::swap(&mut a, &mut b);
        width *= 2;
    }
    a
}

/// Puts `v` in the order `order` gives (`v[k]` becomes the old
/// `v[order[k]]`), by swaps along its cycles.
fn permute<T>(v: &mut [T], mut order: Vec<usize>) {
    for start in 0..order.len() {
        let mut j = start;
        while order[j] != usize::MAX {
            let from = std::mem::replace(&mut order[j], usize::MAX);
            if from == start {
                break;
            }
            v.swap(j, from);
            j = from;
        }
    }
}

/// Sorts `v` stably by `cmp`, as `slice::sort_by` does.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let o = order(v.len(), &mut |i, j| cmp(&v[i], &v[j]));
    permute(v, o);
}

/// Sorts `v` stably by the keys `key` gives, each computed once, as
/// `slice::sort_by_cached_key` does.
pub fn sort_by_cached_key<T, K: Ord>(v: &mut [T], key: impl FnMut(&T) -> K) {
    if v.len() < 2 {
        return;
    }
    let keys: Vec<K> = v.iter().map(key).collect();
    let o = order(v.len(), &mut |i, j| keys[i].cmp(&keys[j]));
    permute(v, o);
}

/// Sorts `v` ascending (stably, which for plain values is what
/// `sort_unstable` gives).
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Rng;

    #[test]
    fn the_same_order_as_the_standard_stable_sort() {
        let mut rng = Rng::new(7);
        for n in [0, 1, 2, 3, 7, 8, 9, 15, 16, 17, 31, 64, 100, 257, 1000] {
            for spread in [1, 3, 50, 1 << 30] {
                let v: Vec<(usize, usize)> = (0..n).map(|i| (rng.below(spread), i)).collect();
                let mut want = v.clone();
                want.sort_by_key(|p| p.0);
                let mut got = v.clone();
                sort_by(&mut got, |a, b| a.0.cmp(&b.0));
                assert_eq!(got, want, "n {n} spread {spread}");
                let mut got = v.clone();
                sort_by_cached_key(&mut got, |p| p.0);
                assert_eq!(got, want, "n {n} spread {spread}");
                let mut got = v;
                sort(&mut got);
                want.sort();
                assert_eq!(got, want, "n {n} spread {spread}");
            }
        }
    }

    #[test]
    fn descending_and_ties_kept_in_place() {
        let mut v = vec![(1, 'a'), (3, 'b'), (1, 'c'), (2, 'd'), (3, 'e')];
        sort_by(&mut v, |x, y| y.0.cmp(&x.0));
        assert_eq!(v, [(3, 'b'), (3, 'e'), (2, 'd'), (1, 'a'), (1, 'c')]);
    }
}
