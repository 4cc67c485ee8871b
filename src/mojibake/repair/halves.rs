//! Work shared by two threads: two jobs at once, and a look over many tokens in two halves.

use std::sync::Mutex;

/// Lists at least this long are looked over on two threads.
const MANY: usize = 4096;

/// `a` on another thread and `b` on this one, at once; both on this one where the system
/// gives no thread.
pub(super) fn join<A: Send, B>(a: impl FnOnce() -> A + Send, b: impl FnOnce() -> B) -> (A, B) {
    // (Taken by the thread where it runs, or here after it could not start.)
    let slot = Mutex::new(Some(a));
    let take = || slot.lock().unwrap_or_else(|e| e.into_inner()).take();
    std::thread::scope(|s| {
        let other = std::thread::Builder::new()
            .spawn_scoped(s, || take().map(|a| a()))
            .ok();
        let rb = b();
        let ra = other
            .and_then(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .or_else(|| take().map(|a| a()))
            .expect("the first job runs once, on one thread or the other");
        (ra, rb)
    })
}

/// The indexes in `0..n` that `f` picks, with what it says of each, in order: the first half
/// looked over on this thread, the second on another where there are many.
pub(super) fn picked<R: Send>(n: usize, f: impl Fn(usize) -> Option<R> + Sync) -> Vec<(usize, R)> {
    let pick = |from: usize, to: usize| -> Vec<(usize, R)> {
        (from..to).filter_map(|i| f(i).map(|r| (i, r))).collect()
    };
    if n < MANY {
        return pick(0, n);
    }
    let mid = n / 2;
    let (rest, mut out) = join(|| pick(mid, n), || pick(0, mid));
    out.extend(rest);
    out
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

    #[test]
    fn both_jobs_run_and_give_back_what_they_made() {
        let words = vec!["a".to_string(); 3];
        let (a, b) = join(move || words.len(), || 7);
        assert_eq!((a, b), (3, 7));
    }
}
