//! The inspector's document state: what is open, how it is decoded, where the views and the
//! stepper stand. Views read it; only commands (applied once per frame, `commands.rs`) change
//! it.

use super::examples::EXAMPLES;
use super::jobs::{log, ScanJob, Watcher};
use crate::encoding::ops::{DecodeOptions, Plan};
use crate::encoding::{DecodeOp, Encoding};
use crate::i18n::{tr, words, Lang};
use crate::numbers::chunk_boundaries;
use crate::source::{read_range, ByteSource, FileSource, MemSource};
use crate::trace::scan::ScanReport;
use crate::trace::RunIndex;
use crate::verdict::{Reason, Verdict};
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
    /// Which decoding the file reads as, and why (from its first 64 KiB, at opening).
    pub verdict: Verdict,
    /// Its first bytes (up to 8 KiB), for the verdict's sentences.
    pub head: Vec<u8>,
    /// Where its encoding or its damage likely comes from, and the fixes (from the verdict).
    pub causes: Vec<crate::cause::Found>,
}

impl Document {
    /// What its first bytes say it is when it is not text ("binary: ELF executable …"), in
    /// `lang`.
    pub fn content(&self, lang: Lang) -> Option<String> {
        self.verdict
            .binary
            .map(|c| crate::report::binary::describe(&c, &self.head, lang))
    }

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

/// How the bytes are decoded: the controls' values (and the window's command-line options).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeSettings {
    pub encoding: Encoding,
    pub op: DecodeOp,
    pub fatal: bool,
    pub ignore_bom: bool,
    /// TextDecoder stream chunk sizes (drawn as boundaries in the hex view).
    pub chunks: Vec<u64>,
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

    /// Offsets where TextDecoder chunks end, for an input of `len` bytes (none unless
    /// TextDecoder is chosen, or when the chunks add up to more than the input).
    pub fn chunk_boundaries(&self, len: u64) -> Vec<u64> {
        if self.op != DecodeOp::TextDecoder {
            return Vec::new();
        }
        chunk_boundaries(&self.chunks, len).unwrap_or_default()
    }
}

/// Why the document is decoded with the encoding it is (the status bar says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EncodingWhy {
    /// The file's verdict.
    Verdict(Reason),
    /// `--encoding` on the command line, for the file it opened.
    CommandLine,
    /// The user's earlier choice for this file (by path and size).
    Remembered,
    /// The user's choice, now.
    Chosen,
    /// The example's own.
    Example,
}

impl EncodingWhy {
    /// Why, in words, in `lang`.
    pub fn words(self, lang: Lang) -> String {
        let id = match self {
            EncodingWhy::Verdict(r) => {
                return crate::report::file_verdict::reason_words(r, lang).into();
            }
            EncodingWhy::CommandLine => "why-encoding-command-line",
            EncodingWhy::Remembered => "why-encoding-remembered",
            EncodingWhy::Chosen => "why-encoding-chosen",
            EncodingWhy::Example => "why-encoding-example",
        };
        tr(lang, id).into_owned()
    }
}

/// The most per-file choices of encoding remembered.
pub const CHOICES: usize = 200;

/// A handler call in the run: the byte's offset and which handling of that byte it is (a
/// restored byte is handled more than once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StepRef {
    pub offset: u64,
    pub nth: u32,
}

/// A message shown in a banner (errors go to stderr too).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub error: bool,
    pub text: String,
    /// The file changed on disk: the banner offers Reload.
    pub reload: bool,
}

impl Message {
    pub fn info(text: impl Into<String>) -> Message {
        Message {
            error: false,
            text: text.into(),
            reload: false,
        }
    }
    pub fn error(text: impl Into<String>) -> Message {
        Message {
            error: true,
            text: text.into(),
            reload: false,
        }
    }
}

/// What to copy.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CopyKind {
    Hex,
    Text,
    Escaped,
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
    /// Where a range selection started (the unit first clicked): Shift+click, Shift+arrows and
    /// dragging extend the selection from it to the cursor.
    pub anchor: Option<(u64, u64)>,
    pub step: Option<StepRef>,
    pub playing: bool,
    /// Steps per second when playing.
    pub speed: f32,
    pub scan: Option<ScanJob>,
    /// Notices when the open file changes or goes away.
    pub watcher: Option<Watcher>,
    pub message: Option<Message>,
    pub example: Option<usize>,
    /// The settings from before an example was opened: the next file gets them back.
    settings_before_example: Option<DecodeSettings>,
    /// Why `settings.encoding` is what it is.
    pub encoding_why: EncodingWhy,
    /// The encoding the command line asked for, for the file it opens (then spent).
    pub command_line_encoding: Option<Encoding>,
    /// The user's choices of encoding per file (path and size), most recent first.
    pub choices: Vec<(PathBuf, u64, Encoding)>,
    pub recent: Vec<PathBuf>,
    pub dark: bool,
    /// The window's zoom factor (View ▸ Zoom in / out).
    pub zoom: f32,
    /// Presentation mode: full screen, without the status bar, the headings and the legend,
    /// the menus only at the top edge.
    pub presenting: bool,
    /// The example's explanation folded to its title (so the views get the room).
    pub example_folded: bool,
    /// What the Encode panel and the Stepper's encoder mode encode.
    pub encode: super::encode_input::EncodeInput,
    /// The Stepper steps the encoder (else the decoder).
    pub stepper_encoder: bool,
    /// The window's language.
    pub lang: crate::i18n::Lang,
    /// The encoding exported text is written in (the Export dialog's choice, kept for the
    /// next export).
    pub export_target: crate::report::write_as::Target,
    /// The detector, on the open document's first MiB (for the banners and the Why this
    /// encoding panel).
    pub detection: Option<super::detection::DetectJob>,
    /// The context the document is decoded as, and why (after Apply), for the status bar.
    pub applied: Option<String>,
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
            anchor: None,
            step: None,
            playing: false,
            speed: 4.0,
            scan: None,
            watcher: None,
            message: None,
            example: None,
            settings_before_example: None,
            encoding_why: EncodingWhy::Verdict(Reason::Empty),
            command_line_encoding: None,
            choices: Vec::new(),
            recent: Vec::new(),
            dark: true,
            zoom: 1.0,
            presenting: false,
            example_folded: false,
            encode: Default::default(),
            stepper_encoder: false,
            lang: crate::i18n::Lang::En,
            export_target: crate::report::write_as::Target::UTF8,
            detection: None,
            applied: None,
            clipboard: None,
            title_changed: true,
        }
    }
}

/// Bytes read at opening to tell a binary file from text.
const CONTENT_HEAD: u64 = 8 << 10;

/// How many recent files are remembered.
pub const RECENT: usize = 10;

impl AppState {
    /// The first byte of the hex view's top row.
    pub fn top_offset(&self) -> u64 {
        self.top_row * ROW
    }

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

    /// What the scan has learned so far (checkpoints, the first error): lets windowed traces
    /// start near their window.
    pub fn known(&self) -> Option<&RunIndex> {
        self.scan.as_ref().map(|s| s.known())
    }

    /// The file's verdict told what the scan of the whole file found, once it has ended: the
    /// status bar, the banners and the panels state it from then on.
    pub fn heard_scan(&mut self) {
        let Some(report) = self.report().filter(|r| r.complete) else {
            return;
        };
        let errors = report.errors;
        let Some(scanned) = self.scan.as_ref().map(|s| s.key.1.encoding) else {
            return;
        };
        let Some(doc) = self.doc.as_mut() else {
            return;
        };
        let before = doc.verdict.reason;
        if doc.verdict.heard_scan(scanned, errors)
            && self.encoding_why == EncodingWhy::Verdict(before)
        {
            self.encoding_why = EncodingWhy::Verdict(doc.verdict.reason);
        }
    }

    /// Show a message in the window; an error goes to stderr too. The one way to report.
    pub fn report_message(&mut self, message: Message) {
        if message.error {
            eprintln!("mojiscope: {}", message.text);
        }
        self.message = Some(message);
    }

    pub fn error(&mut self, text: impl Into<String>) {
        self.report_message(Message::error(text));
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.report_message(Message::info(text));
    }

    fn set_document(&mut self, source: Arc<dyn ByteSource>, origin: Origin, name: String) {
        log(&format!(
            "opened {} ({})",
            name,
            crate::report::count(source.len(), "byte")
        ));
        let id = self.next_id;
        self.next_id += 1;
        self.watcher = None;
        // Read once, at opening: what the first bytes say the file is, and how to decode it.
        let len = source.len().min(crate::verdict::SAMPLE as u64) as usize;
        let sample = read_range(source.as_ref(), 0, len).unwrap_or_default();
        let verdict = crate::verdict::verdict(&sample, len as u64 == source.len());
        let head = sample[..sample.len().min(CONTENT_HEAD as usize)].to_vec();
        self.choose_encoding(&origin, source.len(), &verdict);
        let causes = crate::cause::of_verdict(Some(&cause_path(&origin, &name)), &sample, &verdict);
        self.doc = Some(Document {
            id,
            source,
            origin,
            name,
            verdict,
            head,
            causes,
        });
        self.top_row = 0;
        self.cursor = 0;
        self.selection = None;
        self.step = None;
        self.playing = false;
        self.message = None;
        self.title_changed = true;
        self.replan();
        self.check_chunks();
    }

    /// The encoding a newly opened input is decoded with: what the command line asked for it,
    /// else the user's earlier choice for this file, else what its verdict says. Never the
    /// last file's.
    fn choose_encoding(&mut self, origin: &Origin, len: u64, verdict: &Verdict) {
        if matches!(origin, Origin::Example(_)) {
            self.encoding_why = EncodingWhy::Example;
            return;
        }
        let remembered = match origin {
            Origin::File(path) => self.remembered(path, len),
            _ => None,
        };
        (self.settings.encoding, self.encoding_why) =
            match (self.command_line_encoding.take(), remembered) {
                (Some(e), _) => (e, EncodingWhy::CommandLine),
                (None, Some(e)) => (e, EncodingWhy::Remembered),
                (None, None) => (verdict.encoding, EncodingWhy::Verdict(verdict.reason)),
            };
    }

    /// The user's choice for the file at `path` when it had `len` bytes.
    fn remembered(&self, path: &std::path::Path, len: u64) -> Option<Encoding> {
        let absolute = std::path::absolute(path).ok()?;
        self.choices
            .iter()
            .find(|(p, n, _)| *p == absolute && *n == len)
            .map(|c| c.2)
    }

    /// The user picked `encoding`: decode with it, and remember it for this file.
    pub fn choose(&mut self, encoding: Encoding) {
        self.settings.encoding = encoding;
        self.encoding_why = EncodingWhy::Chosen;
        let Some(doc) = &self.doc else { return };
        let Origin::File(path) = &doc.origin else {
            return;
        };
        let Ok(absolute) = std::path::absolute(path) else {
            return;
        };
        let len = doc.len();
        self.choices
            .retain(|(p, n, _)| !(*p == absolute && *n == len));
        if encoding != doc.verdict.encoding {
            self.choices.insert(0, (absolute, len, encoding));
            self.choices.truncate(CHOICES);
        }
    }

    /// Recompute the plan after the document or the settings changed; the scan restarts.
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

    /// Say so when the stream chunks add up to more than the open input.
    pub fn check_chunks(&mut self) {
        let Some(doc) = &self.doc else { return };
        if self.settings.op != DecodeOp::TextDecoder {
            return;
        }
        if chunk_boundaries(&self.settings.chunks, doc.len()).is_none() {
            let text = format!(
                "The stream chunks add up to more than the input's {}: no boundaries are drawn.",
                crate::report::count(doc.len(), "byte")
            );
            self.error(text);
        }
    }

    /// Start the background scan for the current document and plan (if not already running).
    pub fn ensure_scan(&mut self, repaint: impl Fn() + Send + Sync + 'static) {
        let (Some(doc), Some(plan)) = (&self.doc, &self.plan) else {
            return;
        };
        let key = (doc.id, plan.clone());
        if self.scan.as_ref().is_some_and(|s| s.key == key) {
            return;
        }
        let v = &doc.verdict;
        let reads_as = v.text_reads_as();
        self.scan = Some(ScanJob::start(
            doc.id,
            plan.clone(),
            doc.source.clone(),
            reads_as,
            repaint,
        ));
    }

    /// Close the document (settings, theme and recent files stay).
    pub fn close(&mut self) {
        self.doc = None;
        self.watcher = None;
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

    /// Open a file; the reason when it cannot be opened.
    pub fn open_path(&mut self, path: PathBuf) -> Result<(), String> {
        match FileSource::open(&path) {
            Ok(src) => {
                let name = src.name();
                self.leave_example();
                self.set_document(Arc::new(src), Origin::File(path.clone()), name);
                let absolute = std::path::absolute(&path).unwrap_or(path);
                self.recent.retain(|p| p != &absolute);
                self.recent.insert(0, absolute);
                self.recent.truncate(RECENT);
                Ok(())
            }
            Err(e) => Err(format!("Cannot open {e}")),
        }
    }

    pub fn open_source(&mut self, name: String, source: Arc<dyn ByteSource>) {
        self.leave_example();
        self.set_document(source, Origin::Scratch, name);
    }

    pub fn open_bytes(&mut self, name: String, bytes: Vec<u8>) {
        self.open_source(name.clone(), Arc::new(MemSource::new(name, bytes)));
    }

    /// Opening something else after an example: the settings from before it come back.
    fn leave_example(&mut self) {
        self.example = None;
        if let Some(settings) = self.settings_before_example.take() {
            self.settings = settings;
        }
    }

    /// Open an example with its own settings (they do not carry over to the next file).
    pub fn open_example(&mut self, i: usize) {
        let Some(ex) = EXAMPLES.get(i) else { return };
        if self.settings_before_example.is_none() {
            self.settings_before_example = Some(self.settings.clone());
        }
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
            words!(self.lang, "example-document", title = ex.title(self.lang)),
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
        } else if row >= self.top_row.saturating_add(visible) {
            self.scroll_to_row((row + 3).saturating_sub(visible));
        }
    }
}

/// [`cause_name`]'s bytes: a path's as the system has them (a name need not be UTF-8), for the
/// commands that name the file.
pub fn cause_path(origin: &Origin, name: &str) -> Vec<u8> {
    match origin {
        Origin::File(p) => crate::shell::path_bytes(p.as_os_str()),
        _ => cause_name(origin, name).into_bytes(),
    }
}

/// The file as the fixes name it: its path, an example's name, or "file.txt" for pasted bytes.
pub fn cause_name(origin: &Origin, name: &str) -> String {
    match origin {
        Origin::File(p) => p.to_string_lossy().into_owned(),
        // (An example's own file name, as its "to reproduce" line says it.)
        Origin::Example(i) => EXAMPLES.get(*i).map_or(name, |e| e.file).to_string(),
        Origin::Scratch => "file.txt".to_string(),
    }
}
