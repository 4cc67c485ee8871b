//! The background work of the Compare and Repair panels: the comparison of decodings over the
//! whole document, and the repair of the document's text as it is decoded now. Each runs off
//! the UI thread with progress and cancel, keyed by what it was computed for.

use super::analysis::{Analysis, UnitKind};
use super::jobs::{Repaint, TaskJob};
use crate::encoding::ops::Plan;
use crate::encoding::Encoding;
use crate::mojibake::compare::{compare, Row, DEFAULT_SET};
use crate::mojibake::references::{find, Reference};
use crate::mojibake::repair::{repair_watched, Repair, Search};
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
    fn start(
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

/// The most bytes of a document the repair reads as text.
pub const REPAIR_LIMIT: u64 = 4 << 20;

/// A repair of a document's text, with where each part of the text came from in the file.
pub struct Repaired {
    pub repair: Repair,
    /// Numeric character references in the repaired text.
    pub references: Vec<Reference>,
    /// For each unit of the decoded text: (its offset in the text, its first byte in the file).
    pub(super) map: Vec<(usize, u64)>,
    /// The text covers only the first `REPAIR_LIMIT` bytes.
    pub truncated: bool,
    /// A long document: the rest of it, repaired piece by piece after the start.
    pub rest: Option<super::repair_long::Rest>,
}

impl Repaired {
    /// The file's byte range behind the text's byte range [start, end).
    pub fn file_range(&self, start: usize, end: usize) -> (u64, u64) {
        let at = |t: usize, len_if_past: u64| match self.map.binary_search_by_key(&t, |m| m.0) {
            Ok(i) => self.map[i].1,
            Err(i) => self.map.get(i).map_or(len_if_past, |m| m.1),
        };
        let last = self.map.last().map_or(0, |m| m.1 + 1);
        (at(start, last), at(end, last))
    }
}

/// A document's text: the text, the map from text offsets to file offsets, and whether it
/// stops before the document's end.
pub type DocumentText = (String, Vec<(usize, u64)>, bool);

/// The document's text as the plan decodes it (the first `REPAIR_LIMIT` bytes), with the map
/// from text offsets to file offsets.
pub fn document_text(src: &dyn ByteSource, plan: &Plan) -> Result<DocumentText, String> {
    document_text_to(src, plan, REPAIR_LIMIT)
}

/// [`document_text`] up to byte `end`.
pub fn document_text_to(
    src: &dyn ByteSource,
    plan: &Plan,
    end: u64,
) -> Result<DocumentText, String> {
    let end = src.len().min(end);
    let a = Analysis::whole(src, plan, 0, end, None).map_err(|e| e.to_string())?;
    let mut text = String::new();
    let mut map = Vec::with_capacity(a.units.len() + 1);
    // (The analysis runs a few bytes past `end` to finish the units that start before it.)
    for u in a.units.iter().filter(|u| u.start < end) {
        match u.kind {
            UnitKind::Text { code_points, count } => {
                map.push((text.len(), u.start));
                text.extend(
                    code_points[..count as usize]
                        .iter()
                        .filter_map(|&c| char::from_u32(c)),
                );
            }
            UnitKind::Error(_) => {
                map.push((text.len(), u.start));
                text.push('\u{FFFD}');
            }
            _ => {}
        }
    }
    map.push((text.len(), end));
    Ok((text, map, end < src.len()))
}

/// A repair running (or done) for one document decoded one way.
pub struct RepairJob {
    pub key: (u64, Plan),
    pub work: Background<Repaired>,
}

impl RepairJob {
    pub fn start(doc: u64, src: Arc<dyn ByteSource>, plan: Plan, repaint: Repaint) -> RepairJob {
        let p = plan.clone();
        let work = Background::start(
            "repairing the text",
            move |progress| {
                if let Some(long) = super::repair_long::repair_long(src.as_ref(), &p, progress) {
                    return long;
                }
                let (text, map, truncated) = document_text(src.as_ref(), &p)?;
                let watch = |done: usize, total: usize| {
                    progress.total.store(total as u64, Ordering::Relaxed);
                    progress.done.store(done as u64, Ordering::Relaxed);
                    !progress.cancelled()
                };
                let Some(repair) = repair_watched(&text, Search::All, &watch) else {
                    return Ok(None);
                };
                let references = find(repair.text.as_bytes());
                Ok(Some(Repaired {
                    repair,
                    references,
                    map,
                    truncated,
                    rest: None,
                }))
            },
            repaint,
        );
        RepairJob {
            key: (doc, plan),
            work,
        }
    }
}
