//! Progress on stderr for long runs: once a command has worked for a second, a bar with the
//! percent done and the time left (indicatif). Nothing when stderr is not a terminal or with
//! --quiet, and nothing for runs that end within the second.

use crate::source::{ByteSource, SourceError};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// --quiet: no progress at all (set once, when the command line is parsed).
static QUIET: AtomicBool = AtomicBool::new(false);

/// How long a run goes before its bar shows: a second, or MOJISCOPE_PROGRESS_AFTER
/// milliseconds (the tests show the bar at once).
fn delay() -> Duration {
    std::env::var("MOJISCOPE_PROGRESS_AFTER")
        .ok()
        .and_then(|ms| ms.parse().ok())
        .map_or(Duration::from_secs(1), Duration::from_millis)
}

pub(crate) fn set_quiet(quiet: bool) {
    QUIET.store(quiet, Ordering::Relaxed);
}

/// The progress of one pass over `total` bytes, or parts of some other work (`bytes` false:
/// the bar shows the percent and the time left only).
pub(crate) struct Progress {
    label: &'static str,
    total: u64,
    bytes: bool,
    start: Instant,
    delay: Duration,
    enabled: bool,
    bar: OnceLock<ProgressBar>,
}

impl Progress {
    /// A pass over `total` bytes that writes to stdout as it goes: the bar shows when stdout
    /// is not a terminal (there, the output itself shows the run going on, and a bar would
    /// break its lines).
    pub(crate) fn new(label: &'static str, total: u64) -> Progress {
        let mut p = Progress::before_output(label, total);
        p.enabled &= !std::io::stdout().is_terminal();
        p
    }

    /// A pass over `total` bytes before anything goes to stdout.
    pub(crate) fn before_output(label: &'static str, total: u64) -> Progress {
        Progress {
            label,
            total,
            bytes: true,
            start: Instant::now(),
            delay: delay(),
            enabled: !QUIET.load(Ordering::Relaxed) && std::io::stderr().is_terminal(),
            bar: OnceLock::new(),
        }
    }

    /// Work before anything goes to stdout, measured in thousandths (see
    /// [`Progress::fraction`]).
    pub(crate) fn parts(label: &'static str) -> Progress {
        let mut p = Progress::before_output(label, 1000);
        p.bytes = false;
        p
    }

    /// `done` of `total` parts are done (with [`Progress::parts`]).
    pub(crate) fn fraction(&self, done: usize, total: usize) {
        let thousandths = (done as u128 * 1000)
            .checked_div(total as u128)
            .unwrap_or(0);
        self.update(thousandths.min(1000) as u64);
    }

    /// `done` of the total are done.
    pub(crate) fn update(&self, done: u64) {
        if !self.enabled {
            return;
        }
        if let Some(bar) = self.bar.get() {
            bar.set_position(done.min(self.total));
            return;
        }
        let elapsed = self.start.elapsed();
        if elapsed < self.delay {
            return;
        }
        let bar = self.bar.get_or_init(|| self.bar_from(elapsed));
        bar.set_position(done.min(self.total));
    }

    fn bar_from(&self, elapsed: Duration) -> ProgressBar {
        let template = if self.bytes {
            "{msg} [{bar:30}] {percent:>3}%  {bytes} of {total_bytes}, {eta} left"
        } else {
            "{msg} [{bar:30}] {percent:>3}%, {eta} left"
        };
        let style = ProgressStyle::with_template(template)
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        ProgressBar::with_draw_target(Some(self.total), ProgressDrawTarget::stderr())
            .with_style(style)
            .with_message(self.label)
            .with_elapsed(elapsed)
    }

    /// Run `f`, which may write to the terminal, with the bar off its line.
    pub(crate) fn suspend<R>(&self, f: impl FnOnce() -> R) -> R {
        match self.bar.get() {
            Some(bar) => bar.suspend(f),
            None => f(),
        }
    }

    /// The pass is over: the bar goes (it never stays on the terminal).
    pub(crate) fn finish(&self) {
        if let Some(bar) = self.bar.get() {
            bar.finish_and_clear();
        }
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        self.finish();
    }
}

/// A source whose reads move a progress bar: for a command that reads its input once, in
/// order (decode, encode).
pub(crate) struct Watched<'a> {
    src: &'a dyn ByteSource,
    progress: Progress,
}

impl<'a> Watched<'a> {
    pub(crate) fn new(label: &'static str, src: &'a dyn ByteSource) -> Watched<'a> {
        Watched {
            src,
            progress: Progress::new(label, src.len()),
        }
    }
}

impl ByteSource for Watched<'_> {
    fn len(&self) -> u64 {
        self.src.len()
    }

    fn read_at(&self, offset: u64, buf: &mut [u8]) -> Result<usize, SourceError> {
        let n = self.src.read_at(offset, buf)?;
        self.progress.update(offset + n as u64);
        Ok(n)
    }

    fn name(&self) -> String {
        self.src.name()
    }

    fn check(&self) -> Result<(), SourceError> {
        self.src.check()
    }

    fn as_slice(&self) -> Option<&[u8]> {
        self.src.as_slice()
    }
}
