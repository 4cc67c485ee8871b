//! The inspector app: lays out the panels, turns input (keys, drops, menus) into commands,
//! applies the commands once per frame, and polls the background jobs.

use super::analysis::AnalysisCache;
use super::bom_panel::BomPanel;
use super::char_panel::CharPanel;
use super::controls::Controls;
use super::encode_panel::EncodePanel;
use super::errors_panel::ErrorsPanel;
use super::examples::EXAMPLES;
use super::export;
use super::hex_view::HexView;
use super::jobs::{system_dialog_available, DialogJob, DialogPurpose, TaskJob};
use super::state::{AppState, Command, CopyKind, Message, Origin, ROW};
use super::stepper::StepperPanel;
use super::text_view::TextView;
use super::theme::Theme;
use super::view::View;
use crate::encoding::DecodeOp;
use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The tabs of the lower panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Stepper,
    Character,
    Errors,
    Bom,
    Encode,
}

impl Tab {
    const ALL: [Tab; 5] = [
        Tab::Stepper,
        Tab::Character,
        Tab::Errors,
        Tab::Bom,
        Tab::Encode,
    ];
    fn name(self) -> &'static str {
        match self {
            Tab::Stepper => "Stepper",
            Tab::Character => "Character",
            Tab::Errors => "Errors",
            Tab::Bom => "BOM",
            Tab::Encode => "Encode",
        }
    }
}

/// Floating windows.
#[derive(Default)]
struct Dialogs {
    open: Option<String>,
    /// Export: what to export and the typed path.
    export: Option<(DialogPurpose, String)>,
    paste: Option<(String, bool)>,
    goto: Option<String>,
    find: Option<(String, bool)>,
    help: bool,
}

pub struct MojiscopeApp {
    pub state: AppState,
    pub commands: Vec<Command>,
    cache: AnalysisCache,
    hex: HexView,
    text: TextView,
    stepper: StepperPanel,
    chars: CharPanel,
    errors: ErrorsPanel,
    bom: BomPanel,
    encode: EncodePanel,
    controls: Controls,
    pub tab: Tab,
    dialogs: Dialogs,
    dialog_job: Option<DialogJob>,
    task: Option<TaskJob<Result<String, String>>>,
    search: Option<Search>,
    hovering: Option<String>,
    last_step: Instant,
    last_check: Instant,
    /// Start the background scan automatically (off in some tests and benchmarks).
    pub auto_scan: bool,
}

/// A search running in the background.
struct Search {
    /// Finds the offset of the next match, if any.
    job: TaskJob<Result<Option<u64>, String>>,
    /// Length of the match, in bytes.
    len: u64,
    /// What was searched, for the message.
    label: String,
}

impl Default for MojiscopeApp {
    fn default() -> Self {
        MojiscopeApp {
            state: AppState::default(),
            commands: Vec::new(),
            cache: AnalysisCache::default(),
            hex: HexView::default(),
            text: TextView::default(),
            stepper: StepperPanel::default(),
            chars: CharPanel,
            errors: ErrorsPanel,
            bom: BomPanel,
            encode: EncodePanel::default(),
            controls: Controls::default(),
            tab: Tab::Stepper,
            dialogs: Dialogs::default(),
            dialog_job: None,
            task: None,
            search: None,
            hovering: None,
            last_step: Instant::now(),
            last_check: Instant::now(),
            auto_scan: true,
        }
    }
}

/// Keys of the persisted settings.
const KEY_RECENT: &str = "recent_files";
const KEY_THEME: &str = "theme";
const KEY_ENCODING: &str = "encoding";

impl MojiscopeApp {
    /// A new app, with settings restored from `storage` and `file` opened if given.
    pub fn new(
        ctx: &egui::Context,
        storage: Option<&dyn eframe::Storage>,
        file: Option<PathBuf>,
    ) -> MojiscopeApp {
        super::fonts::install(ctx);
        let mut app = MojiscopeApp::default();
        if let Some(s) = storage {
            if let Some(recent) = s.get_string(KEY_RECENT) {
                app.state.recent = recent
                    .lines()
                    .filter(|l| !l.is_empty())
                    .map(PathBuf::from)
                    .collect();
            }
            if let Some(theme) = s.get_string(KEY_THEME) {
                app.state.dark = theme != "light";
            }
            if let Some(label) = s.get_string(KEY_ENCODING) {
                if let Ok(e) = crate::encoding::get_encoding(&label) {
                    app.state.settings.encoding = e;
                }
            }
        }
        if let Some(path) = file {
            app.commands.push(Command::OpenPath(path));
        }
        app
    }

    /// The name of a file being dragged over the window, if any.
    pub fn hovering_name(&self) -> Option<&str> {
        self.hovering.as_deref()
    }

    /// Save the settings that persist.
    pub fn save_settings(&self, storage: &mut dyn eframe::Storage) {
        let recent: Vec<String> = self
            .state
            .recent
            .iter()
            .map(|p| p.display().to_string())
            .collect();
        storage.set_string(KEY_RECENT, recent.join("\n"));
        storage.set_string(
            KEY_THEME,
            if self.state.dark {
                "dark".into()
            } else {
                "light".into()
            },
        );
        storage.set_string(KEY_ENCODING, self.state.settings.encoding.lowercase_name());
    }

    /// One frame of the whole window.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        ctx.set_theme(if self.state.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        self.poll_jobs(&ctx);
        self.input(&ctx);
        if self.auto_scan {
            let repaint = ctx.clone();
            self.state.ensure_scan(move || repaint.request_repaint());
        }
        let theme = Theme::new(self.state.dark);

        // The analysis of what the hex and text views show.
        let (from, to) = self.view_range();
        let state = &self.state;
        if let (Some(doc), Some(plan)) = (&state.doc, &state.plan) {
            self.cache
                .refresh(doc.id, doc.source.as_ref(), plan, from, to, state.index());
            if let Some(e) = &self.cache.error {
                if state.message.is_none() {
                    self.commands.push(Command::ShowMessage(Message {
                        error: true,
                        text: e.clone(),
                    }));
                }
            }
        }
        let empty = super::analysis::Analysis::default();
        let analysis = if state.doc.is_some() && state.plan.is_some() {
            &self.cache.analysis
        } else {
            &empty
        };
        let mut view = View {
            state: &self.state,
            analysis,
            theme,
            commands: &mut self.commands,
        };

        egui::Panel::top("menu").show(ui, |ui| {
            menu_bar(ui, &mut view, &mut self.dialogs, &mut self.tab);
        });
        egui::Panel::top("controls").show(ui, |ui| {
            self.controls.ui(ui, &mut view);
            banners(ui, &mut view);
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            let busy = self
                .task
                .as_ref()
                .map(|t| (t.label.as_str(), t.progress.fraction()))
                .or(self
                    .search
                    .as_ref()
                    .map(|s| (s.job.label.as_str(), s.job.progress.fraction())));
            status_bar(ui, &mut view, busy);
        });
        if view.state.doc.is_some() {
            egui::Panel::bottom("tabs")
                .resizable(true)
                .default_size(410.0)
                .min_size(120.0)
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        for t in Tab::ALL {
                            if ui.selectable_label(self.tab == t, t.name()).clicked() {
                                self.tab = t;
                            }
                        }
                    });
                    ui.separator();
                    egui::ScrollArea::vertical()
                        .auto_shrink([false, false])
                        .show(ui, |ui| match self.tab {
                            Tab::Stepper => self.stepper.ui(ui, &mut view),
                            Tab::Character => self.chars.ui(ui, &mut view),
                            Tab::Errors => self.errors.ui(ui, &mut view),
                            Tab::Bom => self.bom.ui(ui, &mut view),
                            Tab::Encode => self.encode.ui(ui, &mut view),
                        });
                });
        }
        if view.state.doc.is_none() {
            egui::CentralPanel::default().show(ui, |ui| welcome(ui, &mut view, &mut self.dialogs));
        } else {
            let hex_width = self.hex.width(ui, &view);
            egui::Panel::left("bytes")
                .resizable(true)
                .default_size(hex_width)
                .min_size(360.0)
                .show(ui, |ui| {
                    ui.label(RichText::new("Bytes").strong());
                    self.hex.ui(ui, &mut view);
                });
            egui::CentralPanel::default().show(ui, |ui| {
                ui.label(RichText::new("Decoded text").strong());
                self.text.ui(ui, &mut view);
            });
        }
        self.windows(&ctx);
        if let Some(name) = &self.hovering {
            drop_hint(&ctx, name);
        }
        // Apply what the views asked for; show the result right away.
        if !self.commands.is_empty() {
            self.apply_commands(&ctx);
            ctx.request_repaint();
        }
        if self.state.title_changed {
            self.state.title_changed = false;
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(self.state.title()));
        }
        if let Some(text) = self.state.clipboard.take() {
            ctx.copy_text(text);
        }
        if self.state.playing {
            let interval = Duration::from_secs_f32(1.0 / self.state.speed.max(0.1));
            if self.last_step.elapsed() >= interval {
                self.last_step = Instant::now();
                self.state.step_by(true);
            }
            ctx.request_repaint_after(interval);
        }
    }

    /// The byte range the hex and text views show (plus room for the text view).
    fn view_range(&self) -> (u64, u64) {
        let Some(doc) = &self.state.doc else {
            return (0, 0);
        };
        let len = doc.len();
        if len <= 64 << 10 {
            return (0, len);
        }
        let from = self.state.top_row * ROW;
        let to = (from + (self.state.visible_rows * ROW).max(8 << 10)).min(len);
        (from, to)
    }

    fn poll_jobs(&mut self, ctx: &egui::Context) {
        if let Some(scan) = self.state.scan.as_mut() {
            if scan.poll() {
                // Checkpoints and the first error are known now.
                self.cache.invalidate();
            }
        }
        if let Some(job) = &self.dialog_job {
            if let Some(result) = job.poll() {
                let purpose = job.purpose;
                let quick = job.started.elapsed() < Duration::from_millis(300);
                self.dialog_job = None;
                match result {
                    Some(path) if purpose == DialogPurpose::Open => {
                        self.commands.push(Command::OpenPath(path))
                    }
                    Some(path) => self.commands.push(Command::Export(purpose, path)),
                    None if quick => self
                        .state
                        .info("No system file dialog could be shown here: type the path instead."),
                    None => {}
                }
            }
        }
        if let Some(search) = &self.search {
            if let Some(result) = search.job.poll() {
                let Search { len, label, .. } = self.search.take().expect("a search is running");
                match result {
                    Ok(Some(at)) => {
                        let s = &mut self.state;
                        s.selection = Some((at, at + len));
                        s.cursor = at;
                        s.scroll_to_row((at / ROW).saturating_sub(2));
                        s.info(format!("Found {label} at offset {at}."));
                    }
                    Ok(None) => self
                        .state
                        .info(format!("{label} does not occur in the file.")),
                    Err(e) => self.state.error(e),
                }
            }
        }
        if let Some(task) = &self.task {
            if let Some(result) = task.poll() {
                self.task = None;
                match result {
                    Ok(text) => self.state.info(text),
                    Err(text) => self.state.error(text),
                }
            }
        }
        // Notice when the open file changes or goes away.
        if self.last_check.elapsed() > Duration::from_secs(2) {
            self.last_check = Instant::now();
            if let Some(doc) = &self.state.doc {
                if let Err(e) = doc.source.check() {
                    let text = format!("{e}. Reload to see the new contents.");
                    if self.state.message.as_ref().is_none_or(|m| m.text != text) {
                        self.state.error(text);
                    }
                }
            }
            ctx.request_repaint_after(Duration::from_secs(2));
        }
    }

    fn input(&mut self, ctx: &egui::Context) {
        // Files dragged over the window, and dropped on it.
        let (hovered, dropped) = ctx.input(|i| {
            let hovered = i.raw.hovered_files.first().map(|f| {
                f.path
                    .as_ref()
                    .map_or("file".to_string(), |p| p.display().to_string())
            });
            let dropped: Vec<_> = i
                .raw
                .dropped_files
                .iter()
                .map(|f| (f.path().to_path_buf(), f.clone()))
                .collect();
            (hovered, dropped)
        });
        self.hovering = hovered;
        if let Some((path, file)) = dropped.into_iter().next() {
            if path.as_os_str().is_empty() {
                match file.bytes() {
                    Ok(bytes) => self.commands.push(Command::OpenBytes {
                        name: "dropped bytes".into(),
                        bytes,
                    }),
                    Err(e) => self
                        .state
                        .error(format!("Cannot read the dropped file: {e}")),
                }
            } else {
                self.commands.push(Command::OpenPath(path));
            }
        }
        let typing = ctx.egui_wants_keyboard_input();
        let shortcut = |ctx: &egui::Context, m: Modifiers, k: Key| {
            ctx.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        if shortcut(ctx, Modifiers::COMMAND, Key::O) {
            self.dialogs.open = Some(String::new());
        }
        if shortcut(ctx, Modifiers::COMMAND, Key::G) {
            self.dialogs.goto = Some(String::new());
        }
        if shortcut(ctx, Modifiers::COMMAND, Key::F) {
            self.dialogs.find = Some((String::new(), false));
        }
        if shortcut(ctx, Modifiers::NONE, Key::F1) {
            self.dialogs.help = !self.dialogs.help;
        }
        if shortcut(ctx, Modifiers::SHIFT, Key::F8) {
            self.commands.push(Command::PrevError);
        }
        if shortcut(ctx, Modifiers::NONE, Key::F8) {
            self.commands.push(Command::NextError);
        }
        if shortcut(ctx, Modifiers::COMMAND | Modifiers::SHIFT, Key::C) {
            self.commands.push(Command::Copy(CopyKind::Hex));
        }
        if shortcut(ctx, Modifiers::COMMAND | Modifiers::ALT, Key::C) {
            self.commands.push(Command::Copy(CopyKind::Escaped));
        }
        if shortcut(ctx, Modifiers::NONE, Key::Escape) {
            self.dialogs = Dialogs::default();
        }
        if typing || self.state.doc.is_none() {
            return;
        }
        if ctx.input(|i| i.events.iter().any(|e| matches!(e, egui::Event::Copy))) {
            self.commands.push(Command::Copy(CopyKind::Text));
        }
        let pasted = ctx.input(|i| {
            i.events.iter().find_map(|e| {
                if let egui::Event::Paste(t) = e {
                    Some(t.clone())
                } else {
                    None
                }
            })
        });
        if let Some(text) = pasted {
            self.dialogs.paste = Some((text, false));
        }
        let keys = [
            (Key::ArrowRight, Command::StepForward),
            (Key::Period, Command::StepForward),
            (Key::ArrowLeft, Command::StepBack),
            (Key::Comma, Command::StepBack),
            (Key::Space, Command::SetPlaying(!self.state.playing)),
        ];
        for (key, command) in keys {
            if shortcut(ctx, Modifiers::NONE, key) {
                self.commands.push(command);
            }
        }
        let page = self.state.visible_rows.max(2) - 1;
        let top = self.state.top_row;
        let moves = [
            (Modifiers::NONE, Key::ArrowDown, top.saturating_add(1)),
            (Modifiers::NONE, Key::ArrowUp, top.saturating_sub(1)),
            (Modifiers::NONE, Key::PageDown, top.saturating_add(page)),
            (Modifiers::NONE, Key::PageUp, top.saturating_sub(page)),
            (Modifiers::COMMAND, Key::Home, 0),
            (Modifiers::COMMAND, Key::End, u64::MAX),
        ];
        for (m, key, row) in moves {
            if shortcut(ctx, m, key) {
                self.commands.push(Command::ScrollToRow(row));
            }
        }
    }

    pub fn apply_commands(&mut self, ctx: &egui::Context) {
        let commands = std::mem::take(&mut self.commands);
        for c in commands {
            self.apply(c, ctx);
        }
    }

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        let s = &mut self.state;
        match command {
            Command::OpenPath(path) => {
                s.open_path(path);
                self.dialogs.open = None;
            }
            Command::OpenBytes { name, bytes } => {
                s.open_bytes(name, bytes);
                self.dialogs.paste = None;
            }
            Command::OpenExample(i) => {
                s.open_example(i);
                self.tab = Tab::Stepper;
            }
            Command::Close => {
                s.close();
            }
            Command::Reload => match s.doc.as_ref().map(|d| d.origin.clone()) {
                Some(Origin::File(path)) => s.open_path(path),
                Some(Origin::Example(i)) => s.open_example(i),
                _ => {}
            },
            Command::SetEncoding(e) => {
                s.settings.encoding = e;
                s.replan();
            }
            Command::SetOp(op) => {
                s.settings.op = op;
                s.replan();
            }
            Command::SetFatal(f) => {
                s.settings.fatal = f;
                s.replan();
            }
            Command::SetIgnoreBom(b) => {
                s.settings.ignore_bom = b;
                s.replan();
            }
            Command::SetChunks(c) => s.settings.chunks = c,
            Command::ScrollToRow(row) => s.scroll_to_row(row),
            Command::SetVisibleRows(n) => s.visible_rows = n,
            Command::SelectAt(off) => s.select_at(off),
            Command::SelectRange(a, b) => s.selection = Some((a, b)),
            Command::GoTo(off) => {
                let len = s.doc.as_ref().map_or(0, |d| d.len());
                if off >= len {
                    s.error(format!("Offset {off} is past the end ({len} bytes)."));
                } else {
                    s.select_at(off);
                    s.scroll_to_row((off / ROW).saturating_sub(2));
                    self.dialogs.goto = None;
                }
            }
            Command::StepTo(at) => {
                let len = s.doc.as_ref().map_or(0, |d| d.len());
                if at.offset > len {
                    s.error(format!(
                        "Offset {} is past the end ({len} bytes).",
                        at.offset
                    ));
                } else {
                    s.focus_step(at);
                }
            }
            Command::ShowError(e) => s.show_error(&e),
            Command::StepForward => s.step_by(true),
            Command::StepBack => s.step_by(false),
            Command::NextError | Command::PrevError => {
                let forward = command == Command::NextError;
                match s.find_error(forward) {
                    Ok(Some(e)) => s.show_error(&e),
                    Ok(None) => {
                        let running = s.scan.as_ref().is_some_and(|j| j.running());
                        let where_ = if forward { "after" } else { "before" };
                        s.info(if running {
                            format!("No error {where_} this point in the part scanned so far.")
                        } else {
                            format!("No error {where_} this point.")
                        });
                    }
                    Err(e) => s.error(e),
                }
            }
            Command::SetPlaying(p) => {
                s.playing = p;
                self.last_step = Instant::now();
            }
            Command::SetSpeed(v) => s.speed = v,
            Command::StartScan => {
                s.scan = None;
                let repaint = ctx.clone();
                s.ensure_scan(move || repaint.request_repaint());
            }
            Command::CancelScan => {
                if let Some(j) = &s.scan {
                    j.cancel();
                }
            }
            Command::Find {
                bytes,
                label,
                forward,
            } => {
                if let Some(doc) = &s.doc {
                    if let Some(old) = &self.search {
                        old.job.cancel();
                    }
                    let src = doc.source.clone();
                    let from = s.cursor;
                    let needle = bytes.clone();
                    let repaint = ctx.clone();
                    let job = TaskJob::start(
                        format!("searching for {label}"),
                        move |p| super::search::find(src.as_ref(), &needle, from, forward, p),
                        move || repaint.request_repaint(),
                    );
                    self.search = Some(Search {
                        job,
                        len: bytes.len() as u64,
                        label,
                    });
                }
            }
            Command::Copy(kind) => {
                if let Some(text) = export::selection_as(s, kind) {
                    s.clipboard = Some(text);
                }
            }
            Command::OpenDialog(purpose) => {
                if !system_dialog_available() {
                    s.info("No system file dialog is available here (no desktop portal or zenity): type the path instead.");
                    if purpose == DialogPurpose::Open {
                        self.dialogs.open = Some(String::new());
                    }
                } else if self.dialog_job.is_none() {
                    let repaint = ctx.clone();
                    self.dialog_job =
                        Some(DialogJob::start(purpose, move || repaint.request_repaint()));
                }
            }
            Command::Export(purpose, path) => {
                self.dialogs.export = None;
                if self.task.is_some() {
                    s.info("An export is already running.");
                } else if let Some(job) = export::start(s, purpose, path, ctx.clone()) {
                    self.task = Some(job);
                }
            }
            Command::SetDark(d) => s.dark = d,
            Command::DismissMessage => {
                s.message = None;
                s.example = None;
            }
            Command::ShowMessage(m) => s.message = Some(m),
        }
    }

    fn windows(&mut self, ctx: &egui::Context) {
        let mut commands = Vec::new();
        if let Some(path) = self.dialogs.open.as_mut() {
            let mut open = true;
            egui::Window::new("Open a file")
                .open(&mut open)
                .collapsible(false)
                .show(ctx, |ui| {
                    if path_field(ui, "Path:", path, "/path/to/file", "Open") {
                        commands.push(Command::OpenPath(PathBuf::from(path.trim())));
                    }
                    if browse_button(ui, "The system file dialog") {
                        commands.push(Command::OpenDialog(DialogPurpose::Open));
                    }
                });
            if !open {
                self.dialogs.open = None;
            }
        }
        if let Some((purpose, path)) = self.dialogs.export.as_mut() {
            let mut open = true;
            let (title, what) = match purpose {
                DialogPurpose::ExportText => ("Export decoded text", "the whole decoded text"),
                DialogPurpose::ExportTraceCsv => (
                    "Export trace as CSV",
                    "the trace of the selection (or of the whole file)",
                ),
                _ => (
                    "Export trace as JSON Lines",
                    "the trace of the selection (or of the whole file)",
                ),
            };
            let purpose = *purpose;
            egui::Window::new(title)
                .open(&mut open)
                .collapsible(false)
                .show(ctx, |ui| {
                    ui.label(format!("Writes {what} to a file (UTF-8 for text)."));
                    let typed = PathBuf::from(path.trim());
                    let exists = !path.trim().is_empty() && typed.is_file();
                    let button = if exists { "Replace" } else { "Export" };
                    if exists {
                        ui.label(
                            RichText::new("A file of that name exists: Replace overwrites it.")
                                .color(ui.visuals().warn_fg_color),
                        );
                    }
                    if path_field(ui, "Save to:", path, "/path/to/output", button) {
                        commands.push(Command::Export(purpose, PathBuf::from(path.trim())));
                    }
                    if browse_button(ui, "The system save dialog") {
                        commands.push(Command::OpenDialog(purpose));
                    }
                });
            if !open {
                self.dialogs.export = None;
            }
        }
        if let Some((text, as_text)) = self.dialogs.paste.as_mut() {
            let mut open = true;
            egui::Window::new("Paste bytes")
                .open(&mut open)
                .collapsible(false)
                .default_width(460.0)
                .show(ctx, |ui| {
                    ui.horizontal(|ui| {
                        ui.radio_value(as_text, false, "hex (E2 82 AC)");
                        ui.radio_value(as_text, true, "text (its UTF-8 bytes)");
                    });
                    let label = ui.label("Bytes:");
                    ui.add(
                        egui::TextEdit::multiline(text)
                            .desired_rows(4)
                            .desired_width(440.0)
                            .hint_text("E2 82 AC"),
                    )
                    .labelled_by(label.id);
                    let parsed = if *as_text {
                        Ok(text.as_bytes().to_vec())
                    } else {
                        parse_hex(text)
                    };
                    match &parsed {
                        Ok(bytes) => {
                            ui.label(format!("{} bytes", bytes.len()));
                            if ui.button("Open as scratch buffer").clicked() {
                                commands.push(Command::OpenBytes {
                                    name: "scratch buffer".into(),
                                    bytes: bytes.clone(),
                                });
                            }
                        }
                        Err(e) => {
                            ui.label(
                                RichText::new(e).color(Theme::new(self.state.dark).error_text),
                            );
                        }
                    }
                });
            if !open {
                self.dialogs.paste = None;
            }
        }
        if let Some(text) = self.dialogs.goto.as_mut() {
            let mut open = true;
            egui::Window::new("Go to offset")
                .open(&mut open)
                .collapsible(false)
                .show(ctx, |ui| {
                    ui.horizontal(|ui| {
                        let label = ui.label("Offset:");
                        let field = ui
                            .add(
                                egui::TextEdit::singleline(text)
                                    .desired_width(160.0)
                                    .hint_text("1234 or 0x4D2"),
                            )
                            .labelled_by(label.id);
                        field.request_focus();
                        if ui.button("Go").clicked()
                            || (field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter)))
                        {
                            match crate::cli::args::parse_number(text) {
                                Some(off) => commands.push(Command::GoTo(off)),
                                None => commands.push(Command::ShowMessage(Message {
                                    error: true,
                                    text: format!("{text:?} is not an offset"),
                                })),
                            }
                        }
                    });
                });
            if !open {
                self.dialogs.goto = None;
            }
        }
        if let Some((text, is_hex)) = self.dialogs.find.as_mut() {
            let mut open = true;
            let plan_encoding = self.state.plan.as_ref().map(|p| p.encoding);
            egui::Window::new("Find")
                .open(&mut open)
                .collapsible(false)
                .show(ctx, |ui| {
                    ui.horizontal(|ui| {
                        ui.radio_value(is_hex, false, "text");
                        ui.radio_value(is_hex, true, "hex bytes");
                    });
                    let label = ui.label("Find:");
                    let field = ui
                        .add(egui::TextEdit::singleline(text).desired_width(260.0))
                        .labelled_by(label.id);
                    field.request_focus();
                    let query = if *is_hex {
                        parse_hex(text).map(|b| (b, format!("bytes {}", text.trim())))
                    } else {
                        super::search::text_query(text, plan_encoding)
                            .map(|b| (b, format!("{text:?}")))
                    };
                    match query {
                        Ok((bytes, label)) if !bytes.is_empty() => {
                            ui.label(
                                RichText::new(format!("searching for {}", crate::cli::hex(&bytes)))
                                    .weak(),
                            );
                            ui.horizontal(|ui| {
                                if ui.button("Find next").clicked()
                                    || (field.lost_focus()
                                        && ui.input(|i| i.key_pressed(Key::Enter)))
                                {
                                    commands.push(Command::Find {
                                        bytes: bytes.clone(),
                                        label: label.clone(),
                                        forward: true,
                                    });
                                }
                                if ui.button("Find previous").clicked() {
                                    commands.push(Command::Find {
                                        bytes,
                                        label,
                                        forward: false,
                                    });
                                }
                            });
                        }
                        Ok(_) => {}
                        Err(e) => {
                            ui.label(
                                RichText::new(e).color(Theme::new(self.state.dark).error_text),
                            );
                        }
                    }
                });
            if !open {
                self.dialogs.find = None;
            }
        }
        if self.dialogs.help {
            let mut open = true;
            egui::Window::new("Keyboard shortcuts")
                .open(&mut open)
                .collapsible(false)
                .show(ctx, |ui| {
                    egui::Grid::new("shortcuts").striped(true).show(ui, |ui| {
                        for (keys, what) in SHORTCUTS {
                            ui.label(RichText::new(*keys).monospace());
                            ui.label(*what);
                            ui.end_row();
                        }
                    });
                });
            self.dialogs.help = open;
        }
        self.commands.extend(commands);
    }
}

/// A labelled path field (focused when nothing else is) and its button: true when the button is
/// clicked or Enter pressed with a path typed.
fn path_field(ui: &mut Ui, label: &str, path: &mut String, hint: &str, button: &str) -> bool {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        let field = ui
            .add(
                egui::TextEdit::singleline(path)
                    .desired_width(370.0)
                    .hint_text(hint),
            )
            .labelled_by(label.id);
        // Enter surrenders the field's focus: read that before asking for focus again.
        let enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
        if !enter && ui.memory(|m| m.focused().is_none()) {
            field.request_focus();
        }
        (ui.button(button).clicked() || enter) && !path.trim().is_empty()
    })
    .inner
}

/// "Browse…" for the system dialog (run off the UI thread), with a note when there is none.
fn browse_button(ui: &mut Ui, hover: &str) -> bool {
    let clicked = ui.button("Browse…").on_hover_text(hover).clicked();
    if !system_dialog_available() {
        ui.label(RichText::new("No system file dialog is available here; type a path.").weak());
    }
    clicked
}

pub const SHORTCUTS: &[(&str, &str)] = &[
    (
        "Ctrl+O",
        "open a file (typed path, or Browse… for the system dialog)",
    ),
    ("drag and drop", "open the dropped file"),
    ("Ctrl+V", "paste bytes (hex or text) into a scratch buffer"),
    ("Ctrl+G", "go to offset"),
    ("Ctrl+F", "find text or hex bytes"),
    ("F8 / Shift+F8", "next / previous error"),
    ("→ or .", "step forward"),
    ("← or ,", "step back"),
    ("Space", "play / pause the stepper"),
    ("↑ ↓ PgUp PgDn", "scroll the bytes"),
    ("Ctrl+Home / Ctrl+End", "start / end of the file"),
    ("Ctrl+C", "copy the selection as text"),
    ("Ctrl+Shift+C", "copy the selection as hex"),
    ("Ctrl+Alt+C", "copy the selection as an escaped string"),
    ("F1", "this list"),
    ("Esc", "close dialogs"),
];

/// "E2 82 AC", "e282ac", "0xE2, 0x82" → bytes.
pub fn parse_hex(text: &str) -> Result<Vec<u8>, String> {
    let cleaned: String = text
        .replace("0x", "")
        .replace("0X", "")
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',' && *c != ':' && *c != '-')
        .collect();
    if cleaned.len() % 2 == 1 {
        return Err("an odd number of hex digits".into());
    }
    hex::decode(&cleaned).map_err(|e| format!("not hex: {e}"))
}

/// A menu item with its keyboard shortcut shown on the right.
fn item<'a>(ui: &Ui, text: &'a str, modifiers: Modifiers, key: Key) -> egui::Button<'a> {
    let shortcut = ui
        .ctx()
        .format_shortcut(&egui::KeyboardShortcut::new(modifiers, key));
    egui::Button::new(text).shortcut_text(shortcut)
}

fn menu_bar(ui: &mut Ui, view: &mut View, dialogs: &mut Dialogs, tab: &mut Tab) {
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button("File", |ui| {
            if ui
                .add(item(ui, "Open…", Modifiers::COMMAND, Key::O))
                .clicked()
            {
                dialogs.open = Some(String::new());
            }
            ui.menu_button("Recent files", |ui| {
                if view.state.recent.is_empty() {
                    ui.label("(none yet)");
                }
                for path in view.state.recent.clone() {
                    if ui.button(path.display().to_string()).clicked() {
                        view.send(Command::OpenPath(path));
                    }
                }
            });
            if ui
                .add(item(ui, "Paste bytes…", Modifiers::COMMAND, Key::V))
                .clicked()
            {
                dialogs.paste = Some((String::new(), false));
            }
            ui.separator();
            let has_doc = view.state.doc.is_some();
            for (label, purpose) in [
                ("Export decoded text…", DialogPurpose::ExportText),
                ("Export trace as CSV…", DialogPurpose::ExportTraceCsv),
                (
                    "Export trace as JSON Lines…",
                    DialogPurpose::ExportTraceJsonl,
                ),
            ] {
                if ui.add_enabled(has_doc, egui::Button::new(label)).clicked() {
                    dialogs.export = Some((purpose, String::new()));
                }
            }
            ui.separator();
            if ui
                .add_enabled(has_doc, egui::Button::new("Reload"))
                .clicked()
            {
                view.send(Command::Reload);
            }
            if ui
                .add_enabled(has_doc, egui::Button::new("Close"))
                .clicked()
            {
                view.send(Command::Close);
            }
        });
        ui.menu_button("Edit", |ui| {
            let has_sel = view.state.selection.is_some();
            if ui
                .add_enabled(
                    has_sel,
                    item(ui, "Copy as text", Modifiers::COMMAND, Key::C),
                )
                .clicked()
            {
                view.send(Command::Copy(CopyKind::Text));
            }
            if ui
                .add_enabled(
                    has_sel,
                    item(
                        ui,
                        "Copy as hex",
                        Modifiers::COMMAND | Modifiers::SHIFT,
                        Key::C,
                    ),
                )
                .clicked()
            {
                view.send(Command::Copy(CopyKind::Hex));
            }
            if ui
                .add_enabled(
                    has_sel,
                    item(
                        ui,
                        "Copy as escaped string",
                        Modifiers::COMMAND | Modifiers::ALT,
                        Key::C,
                    ),
                )
                .clicked()
            {
                view.send(Command::Copy(CopyKind::Escaped));
            }
            ui.separator();
            if ui
                .add(item(ui, "Go to offset…", Modifiers::COMMAND, Key::G))
                .clicked()
            {
                dialogs.goto = Some(String::new());
            }
            if ui
                .add(item(ui, "Find…", Modifiers::COMMAND, Key::F))
                .clicked()
            {
                dialogs.find = Some((String::new(), false));
            }
        });
        ui.menu_button("Examples", |ui| {
            for (i, ex) in EXAMPLES.iter().enumerate() {
                if ui.button(ex.title).clicked() {
                    view.send(Command::OpenExample(i));
                }
            }
        });
        ui.menu_button("View", |ui| {
            let dark = view.state.dark;
            if ui.selectable_label(dark, "Dark theme").clicked() {
                view.send(Command::SetDark(true));
            }
            if ui.selectable_label(!dark, "Light theme").clicked() {
                view.send(Command::SetDark(false));
            }
            ui.separator();
            for t in Tab::ALL {
                if ui.selectable_label(*tab == t, t.name()).clicked() {
                    *tab = t;
                }
            }
        });
        ui.menu_button("Help", |ui| {
            if ui
                .add(item(ui, "Keyboard shortcuts", Modifiers::NONE, Key::F1))
                .clicked()
            {
                dialogs.help = true;
            }
            ui.hyperlink_to("The Encoding Standard", "https://encoding.spec.whatwg.org/");
        });
    });
}

fn banners(ui: &mut Ui, view: &mut View) {
    let theme = view.theme;
    if let Some(i) = view.state.example {
        let ex = &EXAMPLES[i];
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(ex.title).strong());
            ui.label(ex.explanation[0]);
            ui.label(ex.explanation[1]);
        });
    }
    if let Some(m) = view.state.message.clone() {
        ui.horizontal(|ui| {
            let color = if m.error {
                theme.error_text
            } else {
                theme.text
            };
            ui.label(RichText::new(&m.text).color(color));
            if m.text.contains("Reload") && ui.button("Reload").clicked() {
                view.send(Command::Reload);
            }
            if ui.small_button("Dismiss").clicked() {
                view.send(Command::DismissMessage);
            }
        });
    }
}

fn status_bar(ui: &mut Ui, view: &mut View, busy: Option<(&str, f32)>) {
    let s = view.state;
    ui.horizontal(|ui| {
        let Some(doc) = &s.doc else {
            ui.label("No file open");
            return;
        };
        ui.label(RichText::new(&doc.name).strong());
        ui.separator();
        ui.label(if doc.len() < 1024 {
            format!("{} bytes", doc.len())
        } else {
            format!(
                "{} bytes ({})",
                doc.len(),
                crate::cli::human_size(doc.len())
            )
        });
        ui.separator();
        let enc = s.plan.as_ref().map_or(s.settings.encoding, |p| p.encoding);
        ui.label(if enc != s.settings.encoding {
            format!("{enc} (BOM; label {})", s.settings.encoding)
        } else {
            enc.to_string()
        });
        ui.separator();
        let op = s.settings.op;
        let op_text = if op == DecodeOp::TextDecoder {
            format!(
                "{}{}{}",
                op.spec_name(),
                if s.settings.fatal { ", fatal" } else { "" },
                if s.settings.ignore_bom {
                    ", ignoreBOM"
                } else {
                    ""
                }
            )
        } else {
            op.spec_name().to_string()
        };
        ui.label(op_text);
        ui.separator();
        match &s.scan {
            Some(job) if job.running() => {
                let found = job
                    .progress
                    .found
                    .load(std::sync::atomic::Ordering::Relaxed);
                ui.label(format!(
                    "scanning {:.0}%: {found} errors so far",
                    job.progress.fraction() * 100.0
                ));
                if ui.small_button("Cancel scan").clicked() {
                    view.send(Command::CancelScan);
                }
            }
            Some(job) => match &job.report {
                Some(r) if r.complete => {
                    ui.label(RichText::new(format!("{} errors", r.errors)).color(
                        if r.errors > 0 {
                            view.theme.error_text
                        } else {
                            view.theme.text
                        },
                    ));
                }
                Some(r) => {
                    ui.label(format!(
                        "{} errors in the part scanned (cancelled)",
                        r.errors
                    ));
                }
                None => {
                    ui.label("scan failed");
                }
            },
            None => {}
        }
        ui.separator();
        ui.label(format!("offset {} (0x{:X})", s.cursor, s.cursor));
        if let Some((a, b)) = s.selection {
            ui.label(if b <= a + 1 {
                format!("selected byte {a}")
            } else {
                format!("selected bytes {}–{} ({} bytes)", a, b - 1, b - a)
            });
        }
        if let Some((label, fraction)) = busy {
            ui.separator();
            ui.add(egui::ProgressBar::new(fraction).desired_width(100.0));
            ui.label(label);
        }
    });
}

fn welcome(ui: &mut Ui, view: &mut View, dialogs: &mut Dialogs) {
    ui.vertical_centered(|ui| {
        ui.add_space(60.0);
        ui.heading("mojiscope");
        ui.label("See what bytes mean as text, step by step, as the WHATWG Encoding Standard decodes them.");
        ui.add_space(20.0);
        ui.label(RichText::new("Drop a file here, or").size(16.0));
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 420.0).max(0.0) / 2.0);
            if ui.button("Open a file…").clicked() {
                dialogs.open = Some(String::new());
            }
            if ui.button("Paste bytes…").clicked() {
                dialogs.paste = Some(("E2 82 AC".into(), false));
            }
            if ui.button("Start with an example").clicked() {
                view.send(Command::OpenExample(0));
            }
        });
        ui.add_space(20.0);
        ui.label(RichText::new("Examples").strong());
        for (i, ex) in EXAMPLES.iter().enumerate() {
            if ui.link(ex.title).clicked() {
                view.send(Command::OpenExample(i));
            }
        }
        if !view.state.recent.is_empty() {
            ui.add_space(12.0);
            ui.label(RichText::new("Recent files").strong());
            for p in view.state.recent.clone() {
                if ui.link(p.display().to_string()).clicked() {
                    view.send(Command::OpenPath(p));
                }
            }
        }
    });
}

fn drop_hint(ctx: &egui::Context, name: &str) {
    let screen = ctx.content_rect();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::unique("drop-hint"),
    ));
    painter.rect_filled(screen, 0, egui::Color32::from_black_alpha(170));
    // One line each, so both are centred.
    let c = screen.center();
    for (text, y, size) in [("Drop to inspect", -18.0, 26.0), (name, 18.0, 18.0)] {
        painter.text(
            c + egui::vec2(0.0, y),
            egui::Align2::CENTER_CENTER,
            text,
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
        );
    }
}

impl eframe::App for MojiscopeApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.save_settings(storage);
    }
}
