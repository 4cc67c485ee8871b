//! The inspector app, a shell: each frame it collects commands (from background jobs, the
//! keyboard, drops), brings the model up to date, lays out the views and panels (which read the
//! state and the model and send more commands), and applies the commands, once, at the end.
//!
//! Where things are: `state` (the document and where the views stand), `commands` (every change
//! of state), `model` (what the views show, cached), `navigate` (bounded traces for stepping),
//! `actions` (the table of shortcuts and menu items), `panels` (the tab strip's registry),
//! `dialogs`, `menu`, `chrome` (status bar, banners, welcome), `jobs` (background work).

use super::chrome::{self, Busy};
use super::commands::Command;
use super::controls::Controls;
use super::dialogs::Dialogs;
use super::hex_view::HexView;
use super::jobs::{DialogJob, DialogPurpose, TaskJob, Watcher};
use super::model::Model;
use super::panels::Panels;
use super::state::{AppState, DecodeSettings, Message, Origin, ROW};
use super::text_view::TextView;
use super::theme::Theme;
use super::view::View;
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
    hovering: Option<String>,
    pub(super) last_step: Instant,
    /// Start the background scan automatically (off in some tests and benchmarks).
    pub auto_scan: bool,
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
            hovering: None,
            last_step: Instant::now(),
            auto_scan: true,
        }
    }
}

/// Keys of the persisted settings.
const KEY_RECENT: &str = "recent_files";
const KEY_THEME: &str = "theme";
const KEY_ENCODING: &str = "encoding";

impl MojiscopeApp {
    /// A new app, with settings restored from `storage`, opening what `start` names.
    pub fn new(
        ctx: &egui::Context,
        storage: Option<&dyn eframe::Storage>,
        start: impl Into<Start>,
    ) -> MojiscopeApp {
        super::fonts::install(ctx);
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
            if let Some(label) = s.get_string(KEY_ENCODING) {
                if let Ok(e) = crate::encoding::get_encoding(&label) {
                    app.state.settings.encoding = e;
                }
            }
        }
        if let Some(settings) = start.settings {
            app.state.settings = settings;
        }
        match start.input {
            Some(StartInput::Path(path)) => app.commands.push(Command::OpenPath(path)),
            Some(StartInput::Bytes { name, bytes }) => {
                app.commands.push(Command::OpenBytes { name, bytes })
            }
            None => {}
        }
        app
    }

    /// The name of a file being dragged over the window, if any.
    pub fn hovering_name(&self) -> Option<&str> {
        self.hovering.as_deref()
    }

    /// The tabs of the panel registry, in order.
    pub fn panel_names(&self) -> Vec<&'static str> {
        self.panels.names()
    }

    /// The panel whose tab is in front.
    pub fn active_panel(&self) -> &'static str {
        self.panels.active()
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
        self.poll_jobs();
        let input = super::input::read(&ctx, &self.state);
        self.hovering = input.hovering;
        self.commands.extend(input.commands);
        let (from, to) = self.view_range();
        self.model.refresh(&self.state, from, to);
        if let Some(e) = self.model.error.take() {
            self.commands.push(Command::Report(Message::error(e)));
        }
        self.layout(ui, &ctx);
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
        let names = self.panels.names();
        let active = self.panels.active();
        egui::Panel::top("menu").show(ui, |ui| {
            super::menu::menu_bar(ui, &mut view, &names, active);
        });
        egui::Panel::top("controls").show(ui, |ui| {
            self.controls.ui(ui, &mut view);
            chrome::banners(ui, &mut view);
        });
        let busy = self.task.as_ref().map(|t| Busy {
            label: &t.label,
            fraction: t.progress.fraction(),
        });
        egui::Panel::bottom("status").show(ui, |ui| chrome::status_bar(ui, &mut view, busy));
        if view.state.doc.is_none() {
            egui::CentralPanel::default().show(ui, |ui| chrome::welcome(ui, &mut view));
        } else {
            egui::Panel::bottom("tabs")
                .resizable(true)
                .default_size(410.0)
                .min_size(120.0)
                .show(ui, |ui| self.panels.ui(ui, &mut view));
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
        let asked = self.dialogs.ui(ctx, &self.state, &theme);
        self.commands.extend(asked);
        if let Some(name) = &self.hovering {
            chrome::drop_hint(ctx, name);
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

    /// The scan and the file watcher, for the open document and plan (after the commands that
    /// may have changed them).
    pub(super) fn start_background_work(&mut self, ctx: &egui::Context) {
        let state = &mut self.state;
        if self.auto_scan {
            let repaint = ctx.clone();
            state.ensure_scan(move || repaint.request_repaint());
        }
        if state.watcher.is_none() {
            if let Some(doc) = state
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
    }

    /// What the background jobs finished or learned, as commands.
    fn poll_jobs(&mut self) {
        if let Some(scan) = self.state.scan.as_mut() {
            scan.poll();
        }
        if let Some(change) = self.state.watcher.as_mut().and_then(|w| w.poll()) {
            self.commands.push(Command::Report(Message::error(change)));
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
                    None if quick => self.commands.push(Command::Report(Message::info(
                        "No system file dialog could be shown here: type the path instead.",
                    ))),
                    None => {}
                }
            }
        }
        if let Some(result) = self.task.as_ref().and_then(|t| t.poll()) {
            self.task = None;
            self.commands.push(match result {
                Ok(Ok(command)) => command,
                Ok(Err(e)) | Err(e) => Command::Report(Message::error(e)),
            });
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

impl eframe::App for MojiscopeApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        self.save_settings(storage);
    }
}
