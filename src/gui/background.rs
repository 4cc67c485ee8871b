//! The window's one kind of background work for panels and analyses: [`Background`] runs a
//! piece of work off the UI thread with progress and Cancel while it runs, then holds its
//! result (or why it stopped) for the frames that show it.

use super::jobs::{Progress, Repaint, TaskJob};
use std::sync::Arc;

/// Work running in the background (or done): its progress while it runs, then its result.
pub struct Background<T: Send + 'static> {
    job: Option<TaskJob<Result<Option<T>, String>>>,
    pub result: Option<Result<Arc<T>, String>>,
}

impl<T: Send + 'static> Background<T> {
    /// Run `work` off the UI thread; it returns None when it was cancelled.
    pub fn start(
        label: &str,
        work: impl FnOnce(&Progress) -> Result<Option<T>, String> + Send + 'static,
        repaint: Repaint,
    ) -> Background<T> {
        Background {
            job: Some(TaskJob::start(label, work, repaint)),
            result: None,
        }
    }

    /// Take the result when the work is done.
    pub fn poll(&mut self) {
        if let Some(out) = self.job.as_ref().and_then(|j| j.poll()) {
            self.job = None;
            self.result = Some(match out {
                Ok(Ok(Some(r))) => Ok(Arc::new(r)),
                Ok(Ok(None)) => Err("cancelled".to_string()),
                Ok(Err(e)) | Err(e) => Err(e),
            });
        }
    }

    /// How far it got, while it runs.
    pub fn progress(&self) -> Option<&super::jobs::Progress> {
        self.job.as_ref().map(|j| j.progress.as_ref())
    }

    pub fn cancel(&self) {
        if let Some(j) = &self.job {
            j.cancel();
        }
    }

    /// The finished result.
    pub fn done(&self) -> Option<&Arc<T>> {
        self.result.as_ref().and_then(|r| r.as_ref().ok())
    }

    /// Whether it has ended, with a result or a reason.
    pub fn ended(&self) -> bool {
        self.result.is_some()
    }
}

/// Background work for one key (the document and what the work was asked for): started again
/// when the key changes, dropped (and so cancelled) with the document.
pub struct Keyed<K: PartialEq, T: Send + 'static> {
    pub key: K,
    pub work: Background<T>,
}

impl<K: PartialEq, T: Send + 'static> Keyed<K, T> {
    /// Keep `slot`'s work if it was started for `key`; else start it with `start`.
    pub fn ensure(
        slot: &mut Option<Keyed<K, T>>,
        key: K,
        start: impl FnOnce(&K) -> Background<T>,
    ) -> &mut Keyed<K, T> {
        if slot.as_ref().is_none_or(|j| j.key != key) {
            let work = start(&key);
            *slot = Some(Keyed { key, work });
        }
        let job = slot.as_mut().expect("just set");
        job.work.poll();
        job
    }

    /// Poll `slot`'s work, and drop it (which stops it) unless its key still holds.
    pub fn poll_while(slot: &mut Option<Keyed<K, T>>, holds: impl FnOnce(&K) -> bool) {
        if let Some(job) = slot {
            if holds(&job.key) {
                job.work.poll();
            } else {
                *slot = None;
            }
        }
    }
}

impl<T: Send + 'static> Drop for Background<T> {
    /// Work nobody will read any more stops (another document, other inputs, a closed panel's
    /// work replaced).
    fn drop(&mut self) {
        self.cancel();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::time::Duration;

    /// Work that runs until it is cancelled, and says so in `stopped`.
    fn until_cancelled(stopped: Arc<AtomicBool>) -> Background<u32> {
        Background::start(
            "waiting",
            move |progress| {
                while !progress.cancelled() {
                    std::thread::sleep(Duration::from_millis(1));
                }
                stopped.store(true, Ordering::SeqCst);
                Ok(None)
            },
            Arc::new(|| {}),
        )
    }

    fn eventually(mut what: impl FnMut() -> bool) -> bool {
        (0..2000).any(|_| {
            std::thread::sleep(Duration::from_millis(1));
            what()
        })
    }

    #[test]
    fn work_is_started_once_per_key_and_stops_when_replaced_or_dropped() {
        let started = AtomicUsize::new(0);
        let first = Arc::new(AtomicBool::new(false));
        let mut slot: Option<Keyed<(u64, &str), u32>> = None;
        for _ in 0..3 {
            Keyed::ensure(&mut slot, (1, "a"), |_| {
                started.fetch_add(1, Ordering::SeqCst);
                until_cancelled(first.clone())
            });
        }
        assert_eq!(started.load(Ordering::SeqCst), 1);
        assert!(!first.load(Ordering::SeqCst));
        // Another key: the old work stops.
        let second = Arc::new(AtomicBool::new(false));
        Keyed::ensure(&mut slot, (1, "b"), |_| until_cancelled(second.clone()));
        assert!(eventually(|| first.load(Ordering::SeqCst)));
        assert!(!second.load(Ordering::SeqCst));
        // Another document: dropped, and stopped.
        Keyed::poll_while(&mut slot, |key| key.0 == 2);
        assert!(slot.is_none());
        assert!(eventually(|| second.load(Ordering::SeqCst)));
    }

    #[test]
    fn the_result_or_the_reason_is_kept() {
        let mut done = Background::start("adding", |_| Ok(Some(2 + 2)), Arc::new(|| {}));
        let mut failed: Background<u32> =
            Background::start("failing", |_| Err("no such file".into()), Arc::new(|| {}));
        assert!(eventually(|| {
            done.poll();
            failed.poll();
            done.ended() && failed.ended()
        }));
        assert_eq!(done.done().map(|n| **n), Some(4));
        assert!(done.progress().is_none());
        assert_eq!(
            failed.result.as_ref().unwrap().as_ref().err().unwrap(),
            "no such file"
        );
    }
}
