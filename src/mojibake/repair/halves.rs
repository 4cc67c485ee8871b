//! A look over many tokens shared by two threads: each takes half of them, in order.

/// Lists at least this long are looked over on two threads.
const MANY: usize = 4096;

/// The indexes in `0..n` that `f` picks, with what it says of each, in order: the first half
/// looked over on this thread, the second on another where there are many (and where the
/// system gives one).
pub(super) fn picked<R: Send>(n: usize, f: impl Fn(usize) -> Option<R> + Sync) -> Vec<(usize, R)> {
    let pick = |from: usize, to: usize| -> Vec<(usize, R)> {
        (from..to).filter_map(|i| f(i).map(|r| (i, r))).collect()
    };
    if n < MANY {
        return pick(0, n);
    }
    let mid = n / 2;
    std::thread::scope(|s| {
        let other = std::thread::Builder::new()
            .spawn_scoped(s, || pick(mid, n))
            .ok();
        let mut out = pick(0, mid);
        let rest = match other {
            Some(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
            None => pick(mid, n),
        };
        out.extend(rest);
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_picked_comes_in_order_on_one_thread_or_two() {
        for n in [0, 10, MANY - 1, MANY, 3 * MANY + 7] {
            let even = picked(n, |i| (i % 2 == 0).then_some(i / 2));
            assert_eq!(even.len(), n.div_ceil(2), "{n}");
            assert!(even
                .iter()
                .enumerate()
                .all(|(k, &(i, half))| i == 2 * k && half == k));
        }
    }
}
