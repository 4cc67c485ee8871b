//! Work off the UI thread: the whole-file scan, watching the open file, the system file
//! dialogs, searches and exports. Each job reports through shared state that the UI reads
//! once per frame, and wakes the UI with `request_repaint` only when there is something new to
//! show. A job that panics ends with a message, never with a spinner that spins forever.

use crate::encoding::ops::Plan;
use crate::source::{read_range, ByteSource};
use crate::trace::scan::{scan, ErrorRecord, ScanObserver, ScanOptions, ScanReport};
use crate::trace::RunIndex;
use std::any::Any;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender, TryRecvError};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

pub use super::progress::Progress;
use super::progress::PROGRESS_INTERVAL;

/// With MOJISCOPE_LOG set, the window reports what it opens on stderr (errors always go there)
/// (for scripts that drive a real window).
pub fn log(event: &str) {
    if std::env::var_os("MOJISCOPE_LOG").is_some() {
        eprintln!("mojiscope: {event}");
    }
}

/// Wakes the UI.
pub type Repaint = Arc<dyn Fn() + Send + Sync>;

/// The message of a panic payload.
fn panic_text(payload: &(dyn Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "an unknown failure".into())
}

/// Lock, whether or not a worker panicked while holding the lock.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// An error the scan found, with the bytes it stands for (read in the background).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedError {
    pub record: ErrorRecord,
    pub bytes: Vec<u8>,
}

/// What the scan thread has published so far.
#[derive(Default)]
struct Published {
    generation: u64,
    index: RunIndex,
    errors: Vec<ListedError>,
    outcome: Option<Result<ScanReport, String>>,
}

/// How many errors the scan lists exactly (the rest are counted).
pub const LISTED_ERRORS: usize = 10_000;

/// A background scan of the open document. What it learns (checkpoints, the first error, how
/// far it got without one) is published as it goes, so that windows far into the file and
/// fatal mode work before it finishes.
pub struct ScanJob {
    /// The document generation and plan it scans.
    pub key: (u64, Plan),
    pub progress: Arc<Progress>,
    shared: Arc<Mutex<Published>>,
    /// The offset the UI waits for (wake it when the scan gets there).
    wanted: Arc<AtomicU64>,
    generation: u64,
    known: RunIndex,
    /// Errors found so far, with their bytes.
    pub errors: Vec<ListedError>,
    /// The finished report.
    pub report: Option<ScanReport>,
    /// What the errors say about the file as a whole (a finished UTF-8 scan with errors).
    pub verdict: Option<crate::report::verdict::Verdict>,
    /// What the file's verdict reads it as (for that sentence).
    reads_as: Option<crate::encoding::Encoding>,
    /// Why the scan failed.
    pub error: Option<String>,
    started: Instant,
}

impl ScanJob {
    pub fn start(
        doc: u64,
        plan: Plan,
        src: Arc<dyn ByteSource>,
        reads_as: Option<crate::encoding::Encoding>,
        repaint: impl Fn() + Send + Sync + 'static,
    ) -> ScanJob {
        let progress = Arc::new(Progress::default());
        progress.total.store(src.len(), Ordering::Relaxed);
        let shared = Arc::new(Mutex::new(Published::default()));
        let wanted = Arc::new(AtomicU64::new(u64::MAX));
        let (p, out, w, thread_plan) = (
            progress.clone(),
            shared.clone(),
            wanted.clone(),
            plan.clone(),
        );
        let spawned = std::thread::Builder::new()
            .name("mojiscope-scan".into())
            .spawn(move || {
                let run = std::panic::AssertUnwindSafe(|| {
                    scan_thread(src.as_ref(), &thread_plan, &p, &out, &w, &repaint)
                });
                let outcome =
                    std::panic::catch_unwind(run).unwrap_or_else(|e| Err(panic_text(&*e)));
                let mut published = lock(&out);
                published.outcome = Some(outcome);
                published.generation += 1;
                drop(published);
                repaint();
            });
        let mut job = ScanJob {
            key: (doc, plan),
            progress,
            shared,
            wanted,
            generation: 0,
            known: RunIndex::default(),
            errors: Vec::new(),
            report: None,
            verdict: None,
            reads_as,
            error: None,
            started: Instant::now(),
        };
        if let Err(e) = spawned {
            job.error = Some(e.to_string());
        }
        job
    }

    /// Take what the worker published since the last poll. Returns true when something
    /// changed.
    pub fn poll(&mut self) -> bool {
        if !self.running() {
            return false;
        }
        let mut published = lock(&self.shared);
        if published.generation == self.generation {
            return false;
        }
        self.generation = published.generation;
        let new = self.known.checkpoints.len();
        self.known
            .checkpoints
            .extend_from_slice(&published.index.checkpoints[new..]);
        self.known.first_error_known = published.index.first_error_known;
        self.known.first_error = published.index.first_error;
        self.known.clear_until = published.index.clear_until;
        let listed = self.errors.len();
        self.errors
            .extend_from_slice(&published.errors[listed.min(published.errors.len())..]);
        match published.outcome.take() {
            Some(Ok(report)) => {
                log(&format!(
                    "scan {} after {:.1} s: {}",
                    if report.complete {
                        "finished"
                    } else {
                        "cancelled"
                    },
                    self.started.elapsed().as_secs_f64(),
                    crate::report::count(report.errors, "error")
                ));
                self.known = report.index.clone();
                if report.complete {
                    let mut tally = crate::report::verdict::Tally::default();
                    for listed in &self.errors {
                        tally.add(&listed.record);
                    }
                    self.verdict = crate::report::verdict::utf8_verdict(
                        self.key.1.encoding,
                        report.bytes,
                        report.errors,
                        &tally,
                        self.reads_as,
                    );
                }
                self.report = Some(report);
            }
            Some(Err(e)) => {
                log(&format!("scan failed: {e}"));
                self.error = Some(e);
            }
            None => {}
        }
        true
    }

    /// Changes whenever the scan publishes something new.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Checkpoints and first-error knowledge so far.
    pub fn known(&self) -> &RunIndex {
        &self.known
    }

    /// Ask to be woken when the scan reaches `offset`.
    pub fn want(&self, offset: u64) {
        self.wanted.store(offset, Ordering::Relaxed);
    }

    pub fn running(&self) -> bool {
        self.report.is_none() && self.error.is_none()
    }

    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
    }

    pub fn cancelled(&self) -> bool {
        self.report.as_ref().is_some_and(|r| !r.complete)
    }
}

impl Drop for ScanJob {
    fn drop(&mut self) {
        self.cancel();
    }
}

fn scan_thread(
    src: &dyn ByteSource,
    plan: &Plan,
    progress: &Progress,
    out: &Mutex<Published>,
    wanted: &AtomicU64,
    repaint: &(dyn Fn() + Send + Sync),
) -> Result<ScanReport, String> {
    let mut publisher = Publisher {
        src,
        progress,
        out,
        wanted,
        repaint,
        last: Instant::now(),
        new_errors: Vec::new(),
        first_found: false,
        read_error: None,
    };
    let options = ScanOptions {
        records: LISTED_ERRORS as u64,
        index: true,
        bulk: true,
    };
    let report = scan(src, plan, options, &mut publisher).map_err(|e| e.to_string())?;
    match publisher.read_error {
        Some(e) => Err(e),
        None => Ok(report),
    }
}

/// Publishes what the scan finds for the UI: errors with their bytes as they are located,
/// checkpoints and first-error knowledge after each block.
struct Publisher<'a> {
    src: &'a dyn ByteSource,
    progress: &'a Progress,
    out: &'a Mutex<Published>,
    wanted: &'a AtomicU64,
    repaint: &'a (dyn Fn() + Send + Sync),
    last: Instant,
    /// Errors located since the last publication.
    new_errors: Vec<ListedError>,
    first_found: bool,
    read_error: Option<String>,
}

impl ScanObserver for Publisher<'_> {
    fn record(&mut self, e: &ErrorRecord) {
        // The bytes behind the error, read here rather than on the UI thread.
        let len = (e.end - e.offset).min(8) as usize;
        match read_range(self.src, e.offset, len) {
            Ok(bytes) => self.new_errors.push(ListedError { record: *e, bytes }),
            Err(err) => self.read_error = Some(err.to_string()),
        }
    }

    fn progress(&mut self, r: &ScanReport) -> bool {
        self.progress.done.store(r.scanned, Ordering::Relaxed);
        self.progress.found.store(r.errors, Ordering::Relaxed);
        let mut published = lock(self.out);
        let have = published.index.checkpoints.len();
        let new = &r.index.checkpoints[have.min(r.index.checkpoints.len())..];
        published.index.checkpoints.extend_from_slice(new);
        let first_now = r.first_error.is_some() && !self.first_found;
        if let Some(first) = r.first_error {
            self.first_found = true;
            published.index.first_error_known = true;
            published.index.first_error = Some(first.step_offset);
        }
        published.index.clear_until = r
            .scanned
            .saturating_sub(crate::encoding::run::MAX_RESTORE as u64);
        published.errors.append(&mut self.new_errors);
        published.generation += 1;
        drop(published);
        let reached = r.scanned >= self.wanted.load(Ordering::Relaxed);
        if reached {
            self.wanted.store(u64::MAX, Ordering::Relaxed);
        }
        if reached || first_now || self.last.elapsed() >= PROGRESS_INTERVAL {
            self.last = Instant::now();
            (self.repaint)();
        }
        self.read_error.is_none() && !self.progress.cancelled()
    }
}

/// Watches the open file from its own thread, every two seconds, and wakes the UI once when it
/// changes or goes away. Dropping the watcher ends the thread.
pub struct Watcher {
    _stop: Sender<()>,
    changed: Arc<Mutex<Option<crate::source::SourceError>>>,
    taken: bool,
}

/// How often the open file is checked.
const WATCH_INTERVAL: Duration = Duration::from_secs(2);

impl Watcher {
    pub fn start(src: Arc<dyn ByteSource>, repaint: Repaint) -> Watcher {
        let (stop, stopped) = channel::<()>();
        let changed = Arc::new(Mutex::new(None));
        let report = changed.clone();
        // A watcher that cannot start only means no notice of changes: nothing to tell.
        let _ = std::thread::Builder::new()
            .name("mojiscope-watch".into())
            .spawn(move || loop {
                match stopped.recv_timeout(WATCH_INTERVAL) {
                    Err(RecvTimeoutError::Timeout) => {}
                    _ => return,
                }
                if let Err(e) = src.check() {
                    *lock(&report) = Some(e);
                    repaint();
                    return;
                }
            });
        Watcher {
            _stop: stop,
            changed,
            taken: false,
        }
    }

    /// The change, once.
    pub fn poll(&mut self) -> Option<crate::source::SourceError> {
        if self.taken {
            return None;
        }
        let change = lock(&self.changed).take();
        self.taken = change.is_some();
        change
    }
}

/// What a file dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogPurpose {
    Open,
    ExportText,
    ExportTraceCsv,
    ExportTraceJsonl,
    /// The Repair panel's repaired text.
    ExportRepaired,
    /// A report on the file (HTML, or Markdown for a name ending in .md).
    ExportReport,
}

/// A system file dialog running on its own thread (it blocks until closed).
pub struct DialogJob {
    pub purpose: DialogPurpose,
    rx: Receiver<Option<PathBuf>>,
    pub started: Instant,
}

impl DialogJob {
    pub fn start(purpose: DialogPurpose, repaint: Repaint) -> DialogJob {
        let (tx, rx) = channel();
        let _ = std::thread::Builder::new()
            .name("mojiscope-dialog".into())
            .spawn(move || {
                let pick = std::panic::AssertUnwindSafe(|| {
                    let dialog = rfd::FileDialog::new();
                    match purpose {
                        DialogPurpose::Open => {
                            dialog.set_title("Open a file to inspect").pick_file()
                        }
                        DialogPurpose::ExportText => dialog
                            .set_title("Export the decoded text")
                            .set_file_name("decoded.txt")
                            .save_file(),
                        DialogPurpose::ExportTraceCsv => dialog
                            .set_title("Export the trace as CSV")
                            .set_file_name("trace.csv")
                            .save_file(),
                        DialogPurpose::ExportTraceJsonl => dialog
                            .set_title("Export the trace as JSON Lines")
                            .set_file_name("trace.jsonl")
                            .save_file(),
                        DialogPurpose::ExportRepaired => dialog
                            .set_title("Export the repaired text")
                            .set_file_name("repaired.txt")
                            .save_file(),
                        DialogPurpose::ExportReport => dialog
                            .set_title("Export a report")
                            .set_file_name("report.html")
                            .save_file(),
                    }
                });
                let _ = tx.send(std::panic::catch_unwind(pick).unwrap_or(None));
                repaint();
            });
        DialogJob {
            purpose,
            rx,
            started: Instant::now(),
        }
    }

    /// The chosen path: Some(Some(path)), Some(None) if the dialog closed without one (or
    /// could not be shown), None while it is still open.
    pub fn poll(&self) -> Option<Option<PathBuf>> {
        match self.rx.try_recv() {
            Ok(path) => Some(path),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(None),
        }
    }
}

/// Whether a system file dialog can be shown at all (a desktop portal on the session bus, or
/// zenity). When not, the UI says so and offers the typed path only.
pub fn system_dialog_available() -> bool {
    if cfg!(not(target_os = "linux")) {
        return true;
    }
    let on_path = |name: &str| {
        std::env::var_os("PATH")
            .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(name).is_file()))
    };
    std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some() || on_path("zenity")
}

/// A job whose result comes back once (exports, searches), with progress and cancel.
pub struct TaskJob<T: Send + 'static> {
    pub label: String,
    pub progress: Arc<Progress>,
    rx: Receiver<Result<T, String>>,
}

impl<T: Send + 'static> TaskJob<T> {
    pub fn start(
        label: impl Into<String>,
        work: impl FnOnce(&Progress) -> T + Send + 'static,
        repaint: Repaint,
    ) -> TaskJob<T> {
        let label = label.into();
        let (tx, rx) = channel();
        let progress = Arc::new(Progress::default());
        let p = progress.clone();
        let spawned = std::thread::Builder::new()
            .name("mojiscope-task".into())
            .spawn(move || {
                let run = std::panic::AssertUnwindSafe(|| work(&p));
                // A panic's message as it is: whoever shows it says which work stopped.
                let out = std::panic::catch_unwind(run).map_err(|e| panic_text(&*e));
                let _ = tx.send(out);
                repaint();
            });
        if let Err(e) = spawned {
            let (tx, rx2) = channel();
            let _ = tx.send(Err(e.to_string()));
            return TaskJob {
                label,
                progress,
                rx: rx2,
            };
        }
        TaskJob {
            label,
            progress,
            rx,
        }
    }

    /// The result once the job is done: Err with a reason if it panicked or vanished.
    pub fn poll(&self) -> Option<Result<T, String>> {
        match self.rx.try_recv() {
            Ok(out) => Some(out),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Err(String::new())),
        }
    }

    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wait<T: Send>(job: &TaskJob<T>) -> Result<T, String> {
        for _ in 0..500 {
            if let Some(out) = job.poll() {
                return out;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        panic!("the job never finished");
    }

    #[test]
    fn a_task_that_panics_ends_with_a_message() {
        let job: TaskJob<u32> =
            TaskJob::start("the search", |_| panic!("boom at byte 7"), Arc::new(|| {}));
        assert_eq!(wait(&job), Err("boom at byte 7".into()));
    }

    #[test]
    fn a_task_returns_its_result() {
        let job = TaskJob::start("sum", |_| 2 + 2, Arc::new(|| {}));
        assert_eq!(wait(&job), Ok(4));
    }
}
