//! The inspector's state and the commands that change it. Views read the state and push
//! commands; the app applies them once per frame.

use super::examples::EXAMPLES;
use super::jobs::{DialogPurpose, ScanJob};
use crate::encoding::ops::{DecodeOptions, Plan};
use crate::encoding::{DecodeOp, Encoding};
use crate::source::{read_range, ByteSource, FileSource, MemSource};
use crate::trace::scan::{errors_in_range, ErrorRecord, ScanReport, BLOCK};
use crate::trace::{collect_window, RunIndex, Step};
use std::path::PathBuf;
use std::sync::Arc;

/// Bytes per hex row.
pub const ROW: u64 = 16;

/// Where the open bytes came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    File(PathBuf),
    Example(usize),
    Scratch,
}

/// The open input.
#[derive(Clone)]
pub struct Document {
    /// Changes whenever another input is opened (keys caches and background jobs).
    pub id: u64,
    pub source: Arc<dyn ByteSource>,
    pub origin: Origin,
    pub name: String,
}

impl Document {
    pub fn len(&self) -> u64 {
        self.source.len()
    }
    pub fn is_empty(&self) -> bool {
        self.source.len() == 0
    }
    pub fn rows(&self) -> u64 {
        self.len().div_ceil(ROW).max(1)
    }
}

/// How the bytes are decoded: the controls' values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeSettings {
    pub encoding: Encoding,
    pub op: DecodeOp,
    pub fatal: bool,
    pub ignore_bom: bool,
    /// TextDecoder stream chunk sizes (drawn as boundaries in the hex view).
    pub chunks: Vec<usize>,
}

impl Default for DecodeSettings {
    fn default() -> Self {
        DecodeSettings {
            encoding: Encoding::Utf8,
            op: DecodeOp::Decode,
            fatal: false,
            ignore_bom: false,
            chunks: Vec::new(),
        }
    }
}

impl DecodeSettings {
    pub fn options(&self) -> DecodeOptions {
        DecodeOptions {
            op: self.op,
            encoding: self.encoding,
            fatal: self.fatal,
            ignore_bom: self.ignore_bom,
        }
    }

    /// Offsets where TextDecoder chunks end (when streaming is chosen).
    pub fn chunk_boundaries(&self) -> Vec<u64> {
        if self.op != DecodeOp::TextDecoder {
            return Vec::new();
        }
        self.chunks
            .iter()
            .scan(0u64, |pos, &c| {
                *pos += c as u64;
                Some(*pos)
            })
            .collect()
    }
}

/// A handler call in the run: the byte's offset and which handling of that byte it is (a
/// restored byte is handled more than once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StepRef {
    pub offset: u64,
    pub nth: u32,
}

/// A message shown in a banner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub error: bool,
    pub text: String,
}

/// What to copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyKind {
    Hex,
    Text,
    Escaped,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    OpenPath(PathBuf),
    OpenBytes {
        name: String,
        bytes: Vec<u8>,
    },
    OpenExample(usize),
    Close,
    Reload,
    SetEncoding(Encoding),
    SetOp(DecodeOp),
    SetFatal(bool),
    SetIgnoreBom(bool),
    SetChunks(Vec<usize>),
    /// Scroll the hex view so that this row is at the top.
    ScrollToRow(u64),
    /// Select the unit (character, U+FFFD, BOM, …) that covers this byte, and move there.
    SelectAt(u64),
    SelectRange(u64, u64),
    GoTo(u64),
    StepTo(StepRef),
    /// Put the stepper on this error and select the bytes behind its U+FFFD.
    ShowError(ErrorRecord),
    StepForward,
    StepBack,
    NextError,
    PrevError,
    SetPlaying(bool),
    SetSpeed(f32),
    /// How many rows the hex view shows (it reports this when its size changes).
    SetVisibleRows(u64),
    StartScan,
    CancelScan,
    /// Search for these bytes forward (or backward) from the cursor.
    Find {
        bytes: Vec<u8>,
        label: String,
        forward: bool,
    },
    Copy(CopyKind),
    OpenDialog(DialogPurpose),
    Export(DialogPurpose, PathBuf),
    SetDark(bool),
    DismissMessage,
    ShowMessage(Message),
}

pub struct AppState {
    pub doc: Option<Document>,
    next_id: u64,
    pub settings: DecodeSettings,
    /// The plan for the open document and settings (None if there is no document).
    pub plan: Option<Plan>,
    pub plan_error: Option<String>,
    /// Hex view: the row at the top.
    pub top_row: u64,
    /// How many rows the hex view showed last frame.
    pub visible_rows: u64,
    pub cursor: u64,
    pub selection: Option<(u64, u64)>,
    pub step: Option<StepRef>,
    pub playing: bool,
    /// Steps per second when playing.
    pub speed: f32,
    pub scan: Option<ScanJob>,
    pub message: Option<Message>,
    pub example: Option<usize>,
    pub recent: Vec<PathBuf>,
    pub dark: bool,
    /// Text to put on the clipboard this frame.
    pub clipboard: Option<String>,
    /// Set when the window title should change.
    pub title_changed: bool,
}

impl Default for AppState {
    fn default() -> Self {
        AppState {
            doc: None,
            next_id: 1,
            settings: DecodeSettings::default(),
            plan: None,
            plan_error: None,
            top_row: 0,
            visible_rows: 32,
            cursor: 0,
            selection: None,
            step: None,
            playing: false,
            speed: 4.0,
            scan: None,
            message: None,
            example: None,
            recent: Vec::new(),
            dark: true,
            clipboard: None,
            title_changed: true,
        }
    }
}

/// With MOJISCOPE_LOG set, the window reports what it opens on stderr (errors always go there)
/// (for scripts that drive a real window).
pub fn log(event: &str) {
    if std::env::var_os("MOJISCOPE_LOG").is_some() {
        eprintln!("mojiscope: {event}");
    }
}

/// How many recent files are remembered.
pub const RECENT: usize = 10;

impl AppState {
    pub fn title(&self) -> String {
        match &self.doc {
            Some(d) => format!("{} — mojiscope", d.name),
            None => "mojiscope".to_string(),
        }
    }

    /// The scan's finished report, if any.
    pub fn report(&self) -> Option<&ScanReport> {
        self.scan.as_ref().and_then(|s| s.report.as_ref())
    }

    pub fn index(&self) -> Option<&RunIndex> {
        self.report().map(|r| &r.index)
    }

    /// Show an error in the window, and say it on stderr too.
    pub fn error(&mut self, text: impl Into<String>) {
        let text = text.into();
        eprintln!("mojiscope: {text}");
        self.message = Some(Message { error: true, text });
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            error: false,
            text: text.into(),
        });
    }

    fn set_document(&mut self, source: Arc<dyn ByteSource>, origin: Origin, name: String) {
        log(&format!("opened {} ({} bytes)", name, source.len()));
        let id = self.next_id;
        self.next_id += 1;
        self.doc = Some(Document {
            id,
            source,
            origin,
            name,
        });
        self.top_row = 0;
        self.cursor = 0;
        self.selection = None;
        self.step = None;
        self.playing = false;
        self.message = None;
        self.title_changed = true;
        self.replan();
    }

    /// Recompute the plan after the document or the settings changed, and restart the scan.
    pub fn replan(&mut self) {
        self.scan = None;
        self.plan = None;
        self.plan_error = None;
        let Some(doc) = &self.doc else { return };
        let start = match read_range(doc.source.as_ref(), 0, 3) {
            Ok(s) => s,
            Err(e) => {
                let text = e.to_string();
                self.error(text);
                return;
            }
        };
        match Plan::new(self.settings.options(), &start) {
            Ok(plan) => self.plan = Some(plan),
            Err(e) => self.plan_error = Some(e.to_string()),
        }
        // The stepper stays at its byte, but which handling it is may change.
        if let Some(s) = self.step.as_mut() {
            s.nth = 0;
        }
    }

    /// Start the background scan for the current document and plan (if not already running).
    pub fn ensure_scan(&mut self, repaint: impl Fn() + Send + 'static) {
        let (Some(doc), Some(plan)) = (&self.doc, &self.plan) else {
            return;
        };
        let key = (doc.id, plan.clone());
        if self.scan.as_ref().is_some_and(|s| s.key == key) {
            return;
        }
        self.scan = Some(ScanJob::start(
            doc.id,
            plan.clone(),
            doc.source.clone(),
            repaint,
        ));
    }

    /// Close the document (settings, theme and recent files stay).
    pub fn close(&mut self) {
        self.doc = None;
        self.plan = None;
        self.plan_error = None;
        self.scan = None;
        self.selection = None;
        self.step = None;
        self.playing = false;
        self.example = None;
        self.message = None;
        self.top_row = 0;
        self.cursor = 0;
        self.title_changed = true;
    }

    pub fn open_path(&mut self, path: PathBuf) {
        match FileSource::open(&path) {
            Ok(src) => {
                let name = src.name();
                self.example = None;
                self.set_document(Arc::new(src), Origin::File(path.clone()), name);
                self.recent.retain(|p| p != &path);
                self.recent.insert(0, path);
                self.recent.truncate(RECENT);
            }
            Err(e) => self.error(format!("Cannot open {}", e)),
        }
    }

    pub fn open_bytes(&mut self, name: String, bytes: Vec<u8>) {
        self.example = None;
        self.set_document(
            Arc::new(MemSource::new(name.clone(), bytes)),
            Origin::Scratch,
            name,
        );
    }

    pub fn open_example(&mut self, i: usize) {
        let Some(ex) = EXAMPLES.get(i) else { return };
        self.settings = DecodeSettings {
            encoding: ex.encoding,
            op: ex.op,
            fatal: false,
            ignore_bom: false,
            chunks: ex.chunks.to_vec(),
        };
        self.set_document(
            Arc::new(MemSource::new(ex.file, ex.bytes.to_vec())),
            Origin::Example(i),
            format!("Example: {}", ex.title),
        );
        self.example = Some(i);
        // Start at the first handler call, so the stepper has something to show.
        self.step = Some(StepRef { offset: 0, nth: 0 });
    }

    /// Rows the hex view can scroll to.
    pub fn max_top_row(&self) -> u64 {
        let rows = self.doc.as_ref().map_or(1, |d| d.rows());
        rows.saturating_sub(self.visible_rows.max(1))
            .min(rows.saturating_sub(1))
    }

    pub fn scroll_to_row(&mut self, row: u64) {
        self.top_row = row.min(self.max_top_row());
    }

    /// Scroll just enough to show `offset`.
    pub fn reveal(&mut self, offset: u64) {
        let row = offset / ROW;
        let visible = self.visible_rows.max(1);
        if row < self.top_row {
            self.scroll_to_row(row.saturating_sub(2));
        } else if row >= self.top_row + visible {
            self.scroll_to_row((row + 3).saturating_sub(visible));
        }
    }

    /// The steps of [from, from + len), exactly as the full run has them.
    pub fn steps(&self, from: u64, len: u64) -> Vec<Step> {
        match (&self.doc, &self.plan) {
            (Some(doc), Some(plan)) => {
                collect_window(doc.source.as_ref(), plan, from, len, self.index())
                    .unwrap_or_default()
            }
            _ => Vec::new(),
        }
    }

    /// The step a reference names, with its neighbours: (steps, index of the step).
    pub fn steps_around(&self, at: StepRef, before: u64, after: u64) -> (Vec<Step>, Option<usize>) {
        let len = self.doc.as_ref().map_or(0, |d| d.len());
        let from = at.offset.saturating_sub(before).min(len);
        let steps = self.steps(from, (at.offset + after).min(len) - from + 1);
        let mut seen = 0;
        let index = steps.iter().position(|s| {
            if s.offset == at.offset {
                seen += 1;
                seen > at.nth
            } else {
                false
            }
        });
        // Fall back to the last handling of that byte (e.g. after the settings changed).
        let index = index.or_else(|| steps.iter().rposition(|s| s.offset == at.offset));
        (steps, index)
    }

    fn step_ref(steps: &[Step], i: usize) -> StepRef {
        let offset = steps[i].offset;
        let nth = steps[..i].iter().filter(|s| s.offset == offset).count() as u32;
        StepRef { offset, nth }
    }

    /// Move the stepper to the step `delta` calls away (±1).
    pub fn step_by(&mut self, forward: bool) {
        let Some(doc) = &self.doc else { return };
        let len = doc.len();
        let current = self.step.unwrap_or(StepRef {
            offset: self.cursor.min(len),
            nth: 0,
        });
        let (steps, index) = self.steps_around(current, 8, 8);
        let Some(i) = index else {
            self.playing = false;
            return;
        };
        let next = if forward { i + 1 } else { i.wrapping_sub(1) };
        if next >= steps.len() {
            self.playing = false;
            return;
        }
        self.focus_step(Self::step_ref(&steps, next));
    }

    /// Make `at` the stepper's step and select what it belongs to.
    pub fn focus_step(&mut self, at: StepRef) {
        self.step = Some(at);
        let len = self.doc.as_ref().map_or(0, |d| d.len());
        self.cursor = at.offset.min(len.saturating_sub(1));
        self.selection = self.unit_range(at.offset);
        self.reveal(self.cursor);
    }

    /// The bytes of the unit (character, U+FFFD, …) that covers `offset`.
    pub fn unit_range(&self, offset: u64) -> Option<(u64, u64)> {
        let (doc, plan) = (self.doc.as_ref()?, self.plan.as_ref()?);
        if offset >= doc.len() {
            return None;
        }
        let from = offset.saturating_sub(8);
        let a = super::analysis::Analysis::new(
            doc.source.as_ref(),
            plan,
            from,
            (offset + 8).min(doc.len()),
            self.index(),
        )
        .ok()?;
        a.unit_at(offset)
            .map(|u| (u.start, u.end.max(u.start + 1)))
            .or(Some((offset, offset + 1)))
    }

    /// Put the stepper on the handler call that returned this error (a byte restored to the
    /// stream can err twice, so the call is found by its span) and select the bytes its U+FFFD
    /// stands for.
    pub fn show_error(&mut self, e: &ErrorRecord) {
        let steps = self.steps(e.step_offset, 1);
        let at = steps
            .iter()
            .position(|s| s.is_error() && s.span == Some((e.offset, e.end)))
            .map_or(
                StepRef {
                    offset: e.step_offset,
                    nth: 0,
                },
                |i| Self::step_ref(&steps, i),
            );
        self.focus_step(at);
        let len = self.doc.as_ref().map_or(0, |d| d.len());
        if e.offset < len {
            self.selection = Some((e.offset, e.end.max(e.offset + 1).min(len)));
            self.cursor = e.offset;
            self.reveal(e.offset);
        }
    }

    /// Select the unit at `offset` and put the stepper on the step that produced it.
    pub fn select_at(&mut self, offset: u64) {
        let Some(doc) = &self.doc else { return };
        if doc.is_empty() {
            return;
        }
        let offset = offset.min(doc.len() - 1);
        self.cursor = offset;
        self.selection = self.unit_range(offset);
        let (start, end) = self.selection.unwrap_or((offset, offset + 1));
        // The step that produced the unit: the last handling of its last byte that emitted or
        // errored, else the first handling of the byte.
        let steps = self.steps(start, end - start);
        let at = steps
            .iter()
            .rposition(|s| s.span.is_some_and(|sp| sp == (start, end) || sp.0 == start))
            .or_else(|| steps.iter().position(|s| s.offset == offset));
        self.step = at
            .map(|i| Self::step_ref(&steps, i))
            .or(Some(StepRef { offset, nth: 0 }));
        self.reveal(offset);
    }

    /// The next (or previous) error from the stepper or cursor, from the scan's index, or by
    /// tracing forward when there is no finished scan.
    pub fn find_error(&self, forward: bool) -> Result<Option<ErrorRecord>, String> {
        let (Some(doc), Some(plan)) = (&self.doc, &self.plan) else {
            return Ok(None);
        };
        let here = self.step.map_or(self.cursor, |s| s.offset);
        let mut replacement_plan = plan.clone();
        replacement_plan.mode = crate::encoding::run::ErrorMode::Replacement;
        let src = doc.source.as_ref();
        let pick = |errors: Vec<ErrorRecord>| -> Option<ErrorRecord> {
            if forward {
                errors.into_iter().find(|e| e.step_offset > here)
            } else {
                errors.into_iter().rev().find(|e| e.step_offset < here)
            }
        };
        if let Some(report) = self.report() {
            let mut block = ScanReport::block_of(here);
            loop {
                let found = if forward {
                    report.next_block_with_errors(block)
                } else {
                    report.prev_block_with_errors(block)
                };
                let Some(b) = found else { return Ok(None) };
                let from = b as u64 * BLOCK;
                let errors = errors_in_range(
                    src,
                    &replacement_plan,
                    from,
                    BLOCK.min(doc.len() - from.min(doc.len())),
                    self.index(),
                )
                .map_err(|e| e.to_string())?;
                if let Some(e) = pick(errors) {
                    return Ok(Some(e));
                }
                if forward {
                    block = b + 1;
                } else if b == 0 {
                    return Ok(None);
                } else {
                    block = b - 1;
                }
            }
        }
        // No scan yet: look through the next (or previous) 16 MiB.
        const LIMIT: u64 = 16 << 20;
        let (from, to) = if forward {
            (here, (here + LIMIT).min(doc.len()))
        } else {
            (here.saturating_sub(LIMIT), here)
        };
        let errors = errors_in_range(
            src,
            &replacement_plan,
            from,
            to - from + forward as u64,
            None,
        )
        .map_err(|e| e.to_string())?;
        Ok(pick(errors))
    }
}
