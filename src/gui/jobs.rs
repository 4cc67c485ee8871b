//! Work off the UI thread: the whole-file scan, the system file dialogs, searches and exports.
//! Each job reports through shared state the UI reads once per frame, and wakes the UI with
//! `request_repaint`.

use crate::encoding::ops::Plan;
use crate::source::ByteSource;
use crate::trace::scan::{scan, ScanOptions, ScanReport};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{channel, Receiver};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Progress shared between a worker and the UI.
#[derive(Default)]
pub struct Progress {
    pub done: AtomicU64,
    pub total: AtomicU64,
    pub found: AtomicU64,
    pub cancel: AtomicBool,
}

impl Progress {
    pub fn fraction(&self) -> f32 {
        let total = self.total.load(Ordering::Relaxed);
        if total == 0 {
            1.0
        } else {
            self.done.load(Ordering::Relaxed) as f32 / total as f32
        }
    }
}

/// A background scan of the open document.
pub struct ScanJob {
    /// The document generation and plan it scans.
    pub key: (u64, Plan),
    pub progress: Arc<Progress>,
    result: Arc<Mutex<Option<Result<ScanReport, String>>>>,
    /// The finished report.
    pub report: Option<ScanReport>,
    pub error: Option<String>,
    pub started: Instant,
}

impl ScanJob {
    pub fn start(
        doc: u64,
        plan: Plan,
        src: Arc<dyn ByteSource>,
        repaint: impl Fn() + Send + 'static,
    ) -> ScanJob {
        let progress = Arc::new(Progress::default());
        progress.total.store(src.len(), Ordering::Relaxed);
        let result = Arc::new(Mutex::new(None));
        let (p, r, thread_plan) = (progress.clone(), result.clone(), plan.clone());
        std::thread::Builder::new()
            .name("mojiscope-scan".into())
            .spawn(move || {
                let mut last = Instant::now();
                let outcome = scan(
                    src.as_ref(),
                    &thread_plan,
                    ScanOptions {
                        max_first_errors: 10_000,
                    },
                    &mut |done, total, errors| {
                        p.done.store(done, Ordering::Relaxed);
                        p.total.store(total, Ordering::Relaxed);
                        p.found.store(errors, Ordering::Relaxed);
                        if last.elapsed() > Duration::from_millis(100) {
                            last = Instant::now();
                            repaint();
                        }
                        !p.cancel.load(Ordering::Relaxed)
                    },
                );
                *r.lock().unwrap() = Some(outcome.map_err(|e| e.to_string()));
                repaint();
            })
            .expect("cannot start the scan thread");
        ScanJob {
            key: (doc, plan),
            progress,
            result,
            report: None,
            error: None,
            started: Instant::now(),
        }
    }

    /// Take the result if the worker has finished. Returns true when something changed.
    pub fn poll(&mut self) -> bool {
        if self.report.is_some() || self.error.is_some() {
            return false;
        }
        match self.result.lock().unwrap().take() {
            Some(Ok(report)) => {
                self.report = Some(report);
                true
            }
            Some(Err(e)) => {
                self.error = Some(e);
                true
            }
            None => false,
        }
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

/// What a file dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogPurpose {
    Open,
    ExportText,
    ExportTraceCsv,
    ExportTraceJsonl,
}

/// A system file dialog running on its own thread (it blocks until closed).
pub struct DialogJob {
    pub purpose: DialogPurpose,
    rx: Receiver<Option<PathBuf>>,
    pub started: Instant,
}

impl DialogJob {
    pub fn start(purpose: DialogPurpose, repaint: impl Fn() + Send + 'static) -> DialogJob {
        let (tx, rx) = channel();
        std::thread::Builder::new()
            .name("mojiscope-dialog".into())
            .spawn(move || {
                let dialog = rfd::FileDialog::new();
                let path = match purpose {
                    DialogPurpose::Open => dialog.set_title("Open a file to inspect").pick_file(),
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
                };
                let _ = tx.send(path);
                repaint();
            })
            .expect("cannot start the dialog thread");
        DialogJob {
            purpose,
            rx,
            started: Instant::now(),
        }
    }

    /// The chosen path: Some(Some(path)), Some(None) if the dialog closed without one (or
    /// could not be shown), None while it is still open.
    pub fn poll(&self) -> Option<Option<PathBuf>> {
        self.rx.try_recv().ok()
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

/// A job whose result is a message for the user (exports, searches).
pub struct TaskJob<T: Send + 'static> {
    pub label: String,
    pub progress: Arc<Progress>,
    rx: Receiver<T>,
}

impl<T: Send + 'static> TaskJob<T> {
    pub fn start(
        label: impl Into<String>,
        work: impl FnOnce(&Progress) -> T + Send + 'static,
        repaint: impl Fn() + Send + 'static,
    ) -> TaskJob<T> {
        let (tx, rx) = channel();
        let progress = Arc::new(Progress::default());
        let p = progress.clone();
        std::thread::Builder::new()
            .name("mojiscope-task".into())
            .spawn(move || {
                let out = work(&p);
                let _ = tx.send(out);
                repaint();
            })
            .expect("cannot start a worker thread");
        TaskJob {
            label: label.into(),
            progress,
            rx,
        }
    }

    pub fn poll(&self) -> Option<T> {
        self.rx.try_recv().ok()
    }

    pub fn cancel(&self) {
        self.progress.cancel.store(true, Ordering::Relaxed);
    }
}
