//! The inspector app, a shell: each frame it collects commands (from background jobs, the
//! keyboard, drops), brings the model up to date, lays out the views and panels (which read the
//! state and the model and send more commands), and applies the commands, once, at the end.
//!
//! Where things are: `state` (the document and where the views stand), `commands` (every change
//! of state), `model` (what the views show, cached), `navigate` (bounded traces for stepping),
//! `actions` (the table of shortcuts and menu items), `panels` (the tab strip's registry),
//! `dialogs`, `menu`, `chrome` (status bar, banners, welcome), `jobs` (background work).

use super::chrome::{self, Busy};
use super::commands::DialogKindName;
use super::commands::{Command, DialogKind};
use super::controls::Controls;
use super::detection;
use super::dialogs::Dialogs;
use super::hex_view::HexView;
use super::jobs::{DialogJob, DialogPurpose, TaskJob, Watcher};
use super::model::Model;
use super::panel_id::PanelId;
use super::panels::Panels;
use super::state::{AppState, DecodeSettings, Message, Origin, ROW};
use super::text_view::TextView;
use super::theme::Theme;
use super::view::View;
use crate::i18n::{tr, words, Lang};
use egui::{RichText, Ui};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// What the window opens with (from the command line).
#[derive(Default)]
pub struct Start {
    pub input: Option<StartInput>,
    /// Decode settings given on the command line (else the saved ones).
    pub settings: Option<DecodeSettings>,
    /// The encoding given on the command line, for the file it opens (else the file's own).
    pub encoding: Option<crate::encoding::Encoding>,
}

pub enum StartInput {
    Path(PathBuf),
    Bytes { name: String, bytes: Vec<u8> },
}

impl From<Option<PathBuf>> for Start {
    fn from(file: Option<PathBuf>) -> Start {
        Start {
            input: file.map(StartInput::Path),
            settings: None,
            encoding: None,
        }
    }
}

pub struct MojiscopeApp {
    pub state: AppState,
    /// Commands sent this frame, applied at its end.
    pub commands: Vec<Command>,
    pub model: Model,
    hex: HexView,
    text: TextView,
    controls: Controls,
    pub(super) panels: Panels,
    pub(super) dialogs: Dialogs,
    pub(super) dialog_job: Option<DialogJob>,
    /// A search, export or copy running in the background; its result is a command.
    pub(super) task: Option<TaskJob<Result<Command, String>>>,
    /// The export the running task does: a failure reopens its dialog with the path typed.
    pub(super) export_retry: Option<(DialogPurpose, PathBuf)>,
    hovering: Option<String>,
    /// How the window is split between the views and the panels.
    split: Split,
    pub(super) last_step: Instant,
    /// Start the background scan automatically (off in some tests and benchmarks).
    pub auto_scan: bool,
    /// Whether a menu or picker was open at the end of the last frame (it takes Escape).
    menu_open: bool,
    /// Whether the menu bar showed last frame (presenting, it shows at the top edge).
    menu_peek: bool,
}

impl Default for MojiscopeApp {
    fn default() -> Self {
        MojiscopeApp {
            state: AppState::default(),
            commands: Vec::new(),
            model: Model::default(),
            hex: HexView::default(),
            text: TextView::default(),
            controls: Controls::default(),
            panels: Panels::default(),
            dialogs: Dialogs::default(),
            dialog_job: None,
            task: None,
            export_retry: None,
            hovering: None,
            split: Split::default(),
            last_step: Instant::now(),
            auto_scan: true,
            menu_open: false,
            menu_peek: true,
        }
    }
}

/// Keys of the persisted settings.
const KEY_RECENT: &str = "recent_files";
const KEY_THEME: &str = "theme";
const KEY_CHOICES: &str = "encoding_choices";
const KEY_ZOOM: &str = "zoom";
const KEY_LANG: &str = "language";

impl MojiscopeApp {
    /// A new app, with settings restored from `storage`, opening what `start` names.
    pub fn new(
        ctx: &egui::Context,
        storage: Option<&dyn eframe::Storage>,
        start: impl Into<Start>,
    ) -> MojiscopeApp {
        super::fonts::install(ctx);
        // Zoom is an action of the table (menus, F1, keys), not egui's own shortcut handling.
        ctx.options_mut(|o| o.zoom_with_keyboard = false);
        for (theme, dark) in [(egui::Theme::Dark, true), (egui::Theme::Light, false)] {
            ctx.style_mut_of(theme, |s| Theme::new(dark).apply(&mut s.visuals));
        }
        let start = start.into();
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
            if let Some(zoom) = s.get_string(KEY_ZOOM).and_then(|z| z.parse::<f32>().ok()) {
                app.commands.push(Command::SetZoom(zoom));
            }
            if let Some(choices) = s.get_string(KEY_CHOICES) {
                app.state.choices = parse_choices(&choices);
            }
            // The language chosen last, else the system's (a window without saved settings,
            // as the tests open it, speaks English).
            app.state.lang = s
                .get_string(KEY_LANG)
                .and_then(|l| Lang::from_locale(&l))
                .or_else(|| sys_locale::get_locale().and_then(|l| Lang::from_locale(&l)))
                .unwrap_or_default();
        }
        // The command line's encoding is for the file it opens; its other settings stay.
        if let Some(settings) = start.settings {
            app.state.settings = settings;
        }
        app.state.command_line_encoding = start.encoding;
        match start.input {
            Some(StartInput::Path(path)) => app.commands.push(Command::OpenPath(path)),
            Some(StartInput::Bytes { name, bytes }) => app.commands.push(Command::OpenBytes {
                name,
                bytes,
                encoding: None,
            }),
            None => {}
        }
        app
    }

    /// The name of a file being dragged over the window, if any.
    pub fn hovering_name(&self) -> Option<&str> {
        self.hovering.as_deref()
    }

    /// The labels of the panels' tabs, in order.
    pub fn panel_names(&self) -> Vec<&'static str> {
        self.panels
            .tabs()
            .into_iter()
            .map(|(_, name)| name)
            .collect()
    }

    /// The panels and their tabs' labels, in order.
    pub fn panel_tabs(&self) -> Vec<(PanelId, &'static str)> {
        self.panels.tabs()
    }

    /// Whether a search, export or copy is running in the background.
    pub fn task_running(&self) -> bool {
        self.task.is_some()
    }

    /// The panel of type `P` (its state and its work).
    pub fn panel<P: std::any::Any>(&self) -> Option<&P> {
        self.panels.get::<P>()
    }

    /// The label of the panel whose tab is in front.
    pub fn active_panel(&self) -> &'static str {
        self.panels.active_label()
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
        let theme = if self.state.dark { "dark" } else { "light" };
        storage.set_string(KEY_THEME, theme.into());
        storage.set_string(KEY_CHOICES, write_choices(&self.state.choices));
        storage.set_string(KEY_ZOOM, self.state.zoom.to_string());
        storage.set_string(KEY_LANG, self.state.lang.tag().into());
    }

    /// One frame of the whole window.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        ctx.set_theme(if self.state.dark {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        self.poll_jobs();
        self.panels
            .logic(&self.state, &Self::repaint(&ctx), &mut self.commands);
        let input = super::input::read(&ctx, &self.state, self.menu_open);
        self.hovering = input.hovering;
        self.commands.extend(input.commands);
        let (from, to) = self.view_range();
        self.model.refresh(&self.state, from, to);
        if let Some(e) = self.model.error.take() {
            self.commands.push(Command::Report(Message::error(e)));
        }
        self.layout(ui, &ctx);
        self.menu_open = ctx.any_popup_open();
        self.play(&ctx);
        if !self.commands.is_empty() {
            self.apply_commands(&ctx);
            // Show the result at once.
            ctx.request_repaint();
        }
        if self.state.title_changed {
            self.state.title_changed = false;
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(self.state.title()));
        }
        if let Some(text) = self.state.clipboard.take() {
            ctx.copy_text(text);
        }
    }

    fn layout(&mut self, ui: &mut Ui, ctx: &egui::Context) {
        let theme = Theme::new(self.state.dark);
        let mut view = View {
            state: &self.state,
            model: &self.model,
            analysis: &self.model.view,
            theme,
            commands: &mut self.commands,
        };
        let tabs = self.panels.tabs();
        let active = self.panels.active();
        // Presenting, the menus show while the pointer is at the top edge (or a menu is open).
        let presenting = view.state.presenting;
        let pointer_y = ctx.pointer_latest_pos().map_or(f32::MAX, |p| p.y);
        self.menu_peek =
            !presenting || self.menu_open || pointer_y < if self.menu_peek { 36.0 } else { 6.0 };
        if self.menu_peek {
            egui::Panel::top("menu").show(ui, |ui| {
                super::menu::menu_bar(ui, &mut view, &tabs, active);
            });
        }
        egui::Panel::top("controls").show(ui, |ui| {
            self.controls.ui(ui, &mut view);
            chrome::banners(ui, &mut view);
        });
        let busy = self.task.as_ref().map(|t| Busy {
            label: &t.label,
            progress: &t.progress,
        });
        if !presenting {
            egui::Panel::bottom("status").show(ui, |ui| chrome::status_bar(ui, &mut view, busy));
        }
        if view.state.doc.is_none() {
            egui::CentralPanel::default().show(ui, |ui| chrome::welcome(ui, &mut view));
        } else {
            let room = ui.available_rect_before_wrap().size();
            let hex_width = self.hex.width(ui, &view);
            let top = top_needed(&self.hex, &self.text, &self.split);
            let (tabs_h, bytes_w) = self.split.sizes(room, hex_width, top);
            // The bytes and the text above never take more room than a short document fills:
            // the rest goes to the panel (a two-byte example leaves the stepper the screen).
            let least = room.y * 0.2;
            let tabs_min = top.map_or(least, |top| (room.y - top).clamp(least, room.y * 0.85));
            let mut tabs = egui::Panel::bottom("tabs")
                .resizable(true)
                .size_range(tabs_min..=(room.y * 0.8).max(tabs_min));
            if let Some(h) = tabs_h {
                tabs = tabs.exact_size(h.max(tabs_min));
            }
            let shown = tabs.show(ui, |ui| self.panels.ui(ui, &mut view));

            // The bytes never narrower than their sixteen columns (unless the room is tiny).
            let bytes_min = self.hex.bytes_width(ui, &view).min(room.x * 0.75);
            let mut bytes = egui::Panel::left("bytes")
                .resizable(true)
                .size_range(bytes_min..=room.x * 0.8);
            if let Some(w) = bytes_w {
                bytes = bytes.exact_size(w);
            }
            let bytes = bytes.show(ui, |ui| {
                if !presenting {
                    ui.label(RichText::new(tr(self.state.lang, "view-bytes")).strong());
                }
                self.hex.ui(ui, &mut view);
                ui.max_rect().height()
            });
            self.split.bytes_margins = bytes.response.rect.height() - bytes.inner;
            let dragging = ui.input(|i| i.pointer.primary_down());
            self.split.keep(
                room,
                shown.response.rect.height(),
                bytes.response.rect.width(),
                dragging,
            );
            let text = egui::CentralPanel::default().show(ui, |ui| {
                if !presenting {
                    ui.label(RichText::new(tr(self.state.lang, "view-decoded-text")).strong());
                }
                self.text.ui(ui, &mut view);
                ui.max_rect().height()
            });
            self.split.text_margins = text.response.rect.height() - text.inner;
        }
        let asked = self.dialogs.ui(ctx, &self.state, &theme);
        self.commands.extend(asked);
        if let Some(name) = &self.hovering {
            chrome::drop_hint(ctx, name, self.state.lang);
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
        let shown = self.state.visible_rows.saturating_mul(ROW).max(8 << 10);
        (from, from.saturating_add(shown).min(len))
    }

    /// The scan, the detector and the file watcher, for the open document and plan (after the
    /// commands that may have changed them). The panels start their own work (their `logic`).
    pub(super) fn start_background_work(&mut self, ctx: &egui::Context) {
        let state = &mut self.state;
        if self.auto_scan {
            let repaint = ctx.clone();
            state.ensure_scan(move || repaint.request_repaint());
        }
        // The detector, for the banners and the Why this encoding panel.
        match &state.doc {
            Some(doc) => {
                detection::ensure(
                    &mut state.detection,
                    (doc.id, None, false),
                    &doc.source,
                    doc.verdict.detection_if_run(),
                    &Self::repaint(ctx),
                );
            }
            None => state.detection = None,
        }
        if state.watcher.is_none()
            && let Some(doc) = state
                .doc
                .as_ref()
                .filter(|d| matches!(d.origin, Origin::File(_)))
        {
            let repaint = ctx.clone();
            state.watcher = Some(Watcher::start(
                doc.source.clone(),
                Arc::new(move || repaint.request_repaint()),
            ));
        }
    }

    /// What the background jobs finished or learned, as commands.
    fn poll_jobs(&mut self) {
        if let Some(scan) = self.state.scan.as_mut()
            && scan.poll()
        {
            self.state.heard_scan();
        }
        if let Some(job) = self.state.detection.as_mut() {
            job.work.poll();
        }
        if let Some(change) = self.state.watcher.as_mut().and_then(|w| w.poll()) {
            let lang = self.state.lang;
            let mut message = Message::error(words!(
                lang,
                "message-file-changed",
                change = change.words(lang)
            ));
            message.reload = true;
            self.commands.push(Command::Report(message));
        }
        if let Some(job) = &self.dialog_job
            && let Some(result) = job.poll()
        {
            let purpose = job.purpose;
            let quick = job.started.elapsed() < Duration::from_millis(300);
            self.dialog_job = None;
            match result {
                Some(path) if purpose == DialogPurpose::Open => {
                    self.commands.push(Command::OpenPath(path))
                }
                Some(path) => self.commands.push(Command::Export(purpose, path)),
                None if quick => self.commands.push(Command::Report(Message::info(tr(
                    self.state.lang,
                    "message-no-file-dialog",
                )))),
                None => {}
            }
        }
        if let Some((label, result)) = self
            .task
            .as_ref()
            .and_then(|t| t.poll().map(|r| (t.label.clone(), r)))
        {
            self.task = None;
            let retry = self.export_retry.take();
            // A task that stopped without its result (a bug): which one, and its last words.
            let result = result.unwrap_or_else(|e| {
                Err(words!(
                    self.state.lang,
                    "task-stopped",
                    what = label,
                    error = e
                ))
            });
            match result {
                Ok(command) => self.commands.push(command),
                Err(e) => {
                    // A failed export: its dialog again, with the path as typed and why.
                    if let Some((purpose, path)) = retry {
                        self.dialogs
                            .show(DialogKind::Export(purpose, path.display().to_string()));
                        self.dialogs
                            .note(DialogKindName::Export, Message::error(e.clone()));
                    }
                    self.commands.push(Command::Report(Message::error(e)));
                }
            }
        }
    }

    /// The stepper's Play: one step per tick, and a repaint timed for the next.
    fn play(&mut self, ctx: &egui::Context) {
        if !self.state.playing {
            return;
        }
        let interval = Duration::from_secs_f32(1.0 / self.state.speed.max(0.1));
        let elapsed = self.last_step.elapsed();
        if elapsed >= interval {
            self.last_step = Instant::now();
            self.commands.push(Command::StepForward);
            ctx.request_repaint_after(interval);
        } else {
            ctx.request_repaint_after(interval - elapsed);
        }
    }
}

/// The user's encoding per file, saved as lines of "label, size, path" (tab-separated).
fn write_choices(choices: &[(PathBuf, u64, crate::encoding::Encoding)]) -> String {
    choices
        .iter()
        .filter_map(|(p, n, e)| Some(format!("{}\t{n}\t{}", e.lowercase_name(), p.to_str()?)))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The saved choices back (lines that do not parse are dropped).
fn parse_choices(saved: &str) -> Vec<(PathBuf, u64, crate::encoding::Encoding)> {
    saved
        .lines()
        .filter_map(|l| {
            let mut parts = l.splitn(3, '\t');
            let e = crate::encoding::get_encoding(parts.next()?).ok()?;
            let n = parts.next()?.parse().ok()?;
            Some((PathBuf::from(parts.next()?), n, e))
        })
        .take(super::state::CHOICES)
        .collect()
}

/// The height the bytes and the decoded text need to show a short document whole, with
/// their panels' margins: None when either needs more than they have.
fn top_needed(hex: &HexView, text: &TextView, split: &Split) -> Option<f32> {
    let bytes = hex.needed_height()?;
    let text = text.needed_height()?;
    Some((bytes + split.bytes_margins).max(text + split.text_margins))
}

/// The split of the window between the bytes, the decoded text and the panel below. Until
/// the user drags an edge, each frame whose room changed (the first, a zoom, a resized window)
/// lays them out afresh: the panel the height the stepper needs, the bytes the width their
/// sixteen columns and text column need, the decoded text the rest. Once the user drags an
/// edge, its share of the room is kept instead (a fixed size in points would let the panel take
/// the whole window at a projector's zoom).
#[derive(Default)]
struct Split {
    /// The room of the last frame (zero before the first).
    room: egui::Vec2,
    /// The panel's share of the height and the bytes' share of the width, as the user left
    /// them; None until the user drags that edge.
    tabs: Option<f32>,
    bytes: Option<f32>,
    /// The sizes the panels took last frame.
    last: (f32, f32),
    /// The height of the bytes' and the text's panels' margins, as of last frame.
    bytes_margins: f32,
    text_margins: f32,
}

/// The height the stepper needs (its toolbar, the bytes around, the decoder's state and the
/// result), in points; the panel gets it within a third and three fifths of the height.
const STEPPER_NEEDS: f32 = 380.0;

/// The least the decoded text keeps beside the bytes: a quarter of the width, 240 points.
fn text_least(width: f32) -> f32 {
    (width * 0.25).max(240.0)
}

impl Split {
    /// The panel's height and the bytes' width to force this frame: set when the room
    /// changed (the first frame, a zoom, a resized window), None to leave them to the user.
    /// `hex_width`: what the bytes need to show every column; `top`: the height a short
    /// document's bytes and text need whole (it keeps it, the stepper a third at least).
    fn sizes(
        &self,
        room: egui::Vec2,
        hex_width: f32,
        top: Option<f32>,
    ) -> (Option<f32>, Option<f32>) {
        let changed = |a: f32, b: f32| (a - b).abs() > 0.5;
        let tabs = changed(room.y, self.room.y).then(|| match self.tabs {
            Some(share) => room.y * share,
            None => {
                let stepper = STEPPER_NEEDS.clamp(room.y / 3.0, room.y * 0.6);
                top.map_or(stepper, |top| stepper.min((room.y - top).max(room.y / 3.0)))
            }
        });
        let bytes = changed(room.x, self.room.x).then(|| match self.bytes {
            Some(share) => room.x * share,
            None => hex_width.min(room.x - text_least(room.x)).max(room.x * 0.3),
        });
        (tabs, bytes)
    }

    /// Remember the share of a size the user changed (dragging a panel's edge, `dragging`
    /// the pointer is down): not those a panel took because the room changed and it has a
    /// least size (the bytes' sixteen columns at a projector's zoom), so that the user's split
    /// comes back with the room.
    fn keep(&mut self, room: egui::Vec2, tabs_h: f32, bytes_w: f32, dragging: bool) {
        if room.x <= 0.0 || room.y <= 0.0 {
            return;
        }
        let same_room = dragging && (room - self.room).length() <= 0.5;
        let moved = |now: f32, before: f32| (now - before).abs() > 0.5;
        if same_room && moved(tabs_h, self.last.0) {
            self.tabs = Some(tabs_h / room.y);
        }
        if same_room && moved(bytes_w, self.last.1) {
            self.bytes = Some(bytes_w / room.x);
        }
        self.room = room;
        self.last = (tabs_h, bytes_w);
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
