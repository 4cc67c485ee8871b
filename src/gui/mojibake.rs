//! The background work of the panels ([`Background`]: progress and cancel while it runs, its
//! result when done), and the Compare panel's: the comparison of decodings over the whole
//! document, keyed by what it was computed for. The Repair panel's is in `repair_job`.

use super::jobs::{Repaint, TaskJob};
use crate::encoding::Encoding;
use crate::mojibake::compare::{compare, Row, DEFAULT_SET};
use crate::source::ByteSource;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// What the Compare panel compares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompareInputs {
    pub encodings: Vec<Encoding>,
    /// Show only the rows that decode without errors.
    pub clean: bool,
}

impl Default for CompareInputs {
    fn default() -> Self {
        CompareInputs {
            encodings: DEFAULT_SET.to_vec(),
            clean: false,
        }
    }
}

/// Work running in the background (or done): its progress while it runs, then its result.
pub struct Background<T: Send + 'static> {
    job: Option<TaskJob<Result<Option<T>, String>>>,
    pub result: Option<Result<Arc<T>, String>>,
}

impl<T: Send + 'static> Background<T> {
    /// Run `work` off the UI thread; it returns None when it was cancelled.
    pub(super) fn start(
        label: &str,
        work: impl FnOnce(&super::jobs::Progress) -> Result<Option<T>, String> + Send + 'static,
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
    pub fn progress(&self) -> Option<f32> {
        self.job.as_ref().map(|j| j.progress.fraction())
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
}

/// A comparison running (or done) over a whole document.
pub struct CompareJob {
    pub key: (u64, CompareInputs),
    pub work: Background<Vec<Row>>,
}

impl CompareJob {
    /// Compare `inputs.encodings` over all of `src`; with `inputs.clean`, then again over the
    /// ones without errors only, so that each row is compared with the row shown above it.
    pub fn start(
        doc: u64,
        src: Arc<dyn ByteSource>,
        inputs: CompareInputs,
        repaint: Repaint,
    ) -> CompareJob {
        let CompareInputs { encodings, clean } = inputs.clone();
        let work = Background::start(
            "comparing the decodings",
            move |progress| {
                let len = src.len();
                let passes = if clean { 2 } else { 1 };
                progress.total.store(len * passes, Ordering::Relaxed);
                let run = |set: &[Encoding], pass: u64| {
                    compare(src.as_ref(), set, |done| {
                        progress.done.store(pass * len + done, Ordering::Relaxed);
                        !progress.cancelled()
                    })
                    .map_err(|e| e.to_string())
                };
                let mut rows = run(&encodings, 0)?;
                if clean && !progress.cancelled() {
                    let kept: Vec<Encoding> = rows
                        .iter()
                        .filter(|r| r.errors == 0)
                        .filter_map(|r| r.encoding)
                        .collect();
                    rows = run(&kept, 1)?;
                }
                Ok((!progress.cancelled()).then_some(rows))
            },
            repaint,
        );
        CompareJob {
            key: (doc, inputs),
            work,
        }
    }
}
