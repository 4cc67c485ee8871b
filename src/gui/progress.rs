//! Progress shared between background work and the window: the percent done and the time
//! left at the pace so far, and the bar that shows them.

use crate::i18n::{tr, words, Lang};

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// The most often a job's progress alone wakes the UI (each wake is a frame or two; in software
/// rendering a frame of the whole window costs a good part of a core).
pub(super) const PROGRESS_INTERVAL: Duration = Duration::from_secs(1);

/// Progress shared between a worker and the UI.
pub struct Progress {
    pub done: AtomicU64,
    pub total: AtomicU64,
    pub found: AtomicU64,
    pub cancel: AtomicBool,
    /// When the work started (for the time left).
    pub started: Instant,
}

impl Default for Progress {
    fn default() -> Self {
        Progress {
            done: AtomicU64::new(0),
            total: AtomicU64::new(0),
            found: AtomicU64::new(0),
            cancel: AtomicBool::new(false),
            started: Instant::now(),
        }
    }
}

impl Progress {
    /// "42 %, about 1 min 20 s left": the time left from the pace so far, once there is one
    /// (two seconds in and a percent done).
    pub fn describe(&self, lang: Lang) -> String {
        self.describe_after(lang, self.started.elapsed())
    }

    /// What [`Progress::describe`] says once `elapsed` has passed since the work started.
    fn describe_after(&self, lang: Lang, elapsed: Duration) -> String {
        let (done, total) = (
            self.done.load(Ordering::Relaxed),
            self.total.load(Ordering::Relaxed),
        );
        let fraction = if total == 0 {
            1.0
        } else {
            (done as f64 / total as f64).clamp(0.0, 1.0)
        };
        let percent = ((fraction * 100.0).floor() as u32).to_string();
        let elapsed = elapsed.as_secs_f64();
        if !(0.01..1.0).contains(&fraction) || elapsed < 2.0 {
            return words!(lang, "progress-percent", percent = percent);
        }
        let left = elapsed * (1.0 - fraction) / fraction;
        words!(
            lang,
            "progress-percent-left",
            percent = percent,
            left = duration_words(lang, left)
        )
    }

    pub fn fraction(&self) -> f32 {
        let total = self.total.load(Ordering::Relaxed);
        if total == 0 {
            1.0
        } else {
            (self.done.load(Ordering::Relaxed) as f64 / total as f64) as f32
        }
    }
    pub fn cancelled(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }
}

/// A duration in words, as precise as a time left needs: "40 s", "3 min 20 s", "2 h 5 min".
pub fn duration_words(lang: Lang, seconds: f64) -> String {
    let s = if seconds.is_finite() {
        seconds.max(0.0).round() as u64
    } else {
        u64::MAX
    };
    match s {
        0..60 => words!(lang, "duration-seconds", s = s),
        60..3600 => words!(lang, "duration-minutes", min = s / 60, s = s % 60),
        3600..360_000 => words!(lang, "duration-hours", h = s / 3600, min = s % 3600 / 60),
        _ => tr(lang, "duration-more").into_owned(),
    }
}

/// A progress bar with the percent done and the time left, and `what` before them (work
/// whose size is not known yet: an animated bar).
pub fn progress_bar(ui: &mut egui::Ui, lang: Lang, progress: &Progress, what: &str, width: f32) {
    let known = progress.total.load(Ordering::Relaxed) > 0;
    let done = if known {
        progress.describe(lang)
    } else {
        tr(lang, "progress-working").into_owned()
    };
    let text = if what.is_empty() {
        done
    } else {
        format!("{what}… {done}")
    };
    let bar = egui::ProgressBar::new(if known { progress.fraction() } else { 0.0 })
        .desired_width(width)
        .animate(!known)
        .text(text);
    ui.add(bar);
    // The work does not wake the window for its progress: the bar looks again in a second.
    ui.ctx().request_repaint_after(PROGRESS_INTERVAL);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn progress_says_the_percent_and_the_time_left_at_the_pace_so_far() {
        // Ten seconds in, however long the test itself takes to get here.
        let ten = Duration::from_secs(10);
        let p = Progress::default();
        p.total.store(400, Ordering::Relaxed);
        p.done.store(100, Ordering::Relaxed);
        assert_eq!(p.describe_after(Lang::En, ten), "25 %, about 30 s left");
        assert_eq!(p.describe_after(Lang::Ja, ten), "25 %、残り約 30 秒");
        p.done.store(4, Ordering::Relaxed);
        assert_eq!(
            p.describe_after(Lang::En, ten),
            "1 %, about 16 min 30 s left"
        );
        assert_eq!(
            p.describe_after(Lang::Ru, ten),
            "1 %, осталось около 16 мин 30 с"
        );
        // Too early to tell.
        p.done.store(3, Ordering::Relaxed);
        assert_eq!(p.describe_after(Lang::En, ten), "0 %");
        p.done.store(200, Ordering::Relaxed);
        assert_eq!(
            p.describe_after(Lang::En, Duration::from_millis(1900)),
            "50 %"
        );
        // Work just started: no pace yet.
        let fresh = Progress::default();
        fresh.total.store(10, Ordering::Relaxed);
        fresh.done.store(5, Ordering::Relaxed);
        assert_eq!(fresh.describe(Lang::En), "50 %");
        assert_eq!(duration_words(Lang::En, 7265.0), "2 h 1 min");
        assert_eq!(duration_words(Lang::Ja, 7265.0), "2 時間 1 分");
        assert_eq!(
            duration_words(Lang::En, f64::INFINITY),
            "more than 100 hours"
        );
    }
}
