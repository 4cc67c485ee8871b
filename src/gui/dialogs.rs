//! The floating windows: open a file, export, paste bytes, go to offset, find, keyboard help.
//! They hold only what is being typed; what they do goes out as commands. A dialog's own
//! result or error (a path that does not open, an offset past the end) shows inside it, where
//! the user is looking.

use super::commands::{Command, DialogKind};
use super::jobs::{system_dialog_available, DialogPurpose};
use super::paste::Paste;
use super::state::{AppState, Message};
use super::theme::Theme;
use crate::numbers::{parse_hex, parse_number};
use crate::report::hex;
use egui::{Key, RichText, Ui};
use std::path::PathBuf;

#[derive(Default)]
pub struct Dialogs {
    open: Option<String>,
    export: Option<(DialogPurpose, String)>,
    paste: Option<Paste>,
    goto: Option<String>,
    find: Option<(String, bool)>,
    help: bool,
    contexts: bool,
    /// The last result or error of the dialog in front, shown inside it.
    note: Option<(DialogKindName, Message)>,
}

/// Which dialog a note belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogKindName {
    Open,
    Export,
    Paste,
    GoTo,
    Find,
}

impl Dialogs {
    pub fn show(&mut self, kind: DialogKind) {
        match kind {
            DialogKind::Open => self.open = Some(self.open.take().unwrap_or_default()),
            DialogKind::Export(purpose, path) => self.export = Some((purpose, path)),
            DialogKind::Paste(text) => self.paste = Some(Paste::new(text)),
            DialogKind::GoTo => self.goto = Some(String::new()),
            DialogKind::Find => self.find = Some(self.find.take().unwrap_or_default()),
            DialogKind::Help => self.help = !self.help,
            DialogKind::Contexts => self.contexts = !self.contexts,
        }
    }

    pub fn close(&mut self, which: DialogKindName) {
        match which {
            DialogKindName::Open => self.open = None,
            DialogKindName::Export => self.export = None,
            DialogKindName::Paste => self.paste = None,
            DialogKindName::GoTo => self.goto = None,
            DialogKindName::Find => {}
        }
        if self.note.as_ref().is_some_and(|(w, _)| *w == which) {
            self.note = None;
        }
    }

    /// Close every dialog; false when none was open.
    pub fn close_all(&mut self) -> bool {
        let open = self.open.is_some()
            || self.export.is_some()
            || self.paste.is_some()
            || self.goto.is_some()
            || self.find.is_some()
            || self.help
            || self.contexts;
        *self = Dialogs::default();
        open
    }

    /// Whether this dialog is showing.
    pub fn is_open(&self, which: DialogKindName) -> bool {
        match which {
            DialogKindName::Open => self.open.is_some(),
            DialogKindName::Export => self.export.is_some(),
            DialogKindName::Paste => self.paste.is_some(),
            DialogKindName::GoTo => self.goto.is_some(),
            DialogKindName::Find => self.find.is_some(),
        }
    }

    /// Show a result or error inside a dialog.
    pub fn note(&mut self, which: DialogKindName, message: Message) {
        self.note = Some((which, message));
    }

    fn note_ui(&self, ui: &mut Ui, which: DialogKindName, theme: &Theme) {
        if let Some((w, m)) = &self.note {
            if *w == which {
                let color = if m.error {
                    theme.error_text
                } else {
                    theme.text
                };
                ui.label(RichText::new(&m.text).color(color));
            }
        }
    }

    /// One frame of every open dialog; what they ask for comes back as commands.
    pub fn ui(&mut self, ctx: &egui::Context, state: &AppState, theme: &Theme) -> Vec<Command> {
        let mut commands = Vec::new();
        self.open_ui(ctx, theme, &mut commands);
        self.export_ui(ctx, state, theme, &mut commands);
        if let Some(paste) = self.paste.as_mut() {
            if !paste.ui(ctx, theme, &mut commands) {
                self.close(DialogKindName::Paste);
            }
        }
        self.goto_ui(ctx, theme, &mut commands);
        self.find_ui(ctx, state, theme, &mut commands);
        self.help_ui(ctx, state.lang);
        if self.contexts {
            let has_doc = state.doc.is_some();
            commands.extend(super::contexts_page::ui(
                ctx,
                &mut self.contexts,
                has_doc,
                theme,
                state.lang,
            ));
        }
        commands
    }

    fn open_ui(&mut self, ctx: &egui::Context, theme: &Theme, commands: &mut Vec<Command>) {
        let Some(mut path) = self.open.take() else {
            return;
        };
        let mut open = true;
        egui::Window::new("Open a file")
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                if let Some(typed) = path_field(ui, "Path:", &mut path, "/path/to/file", "Open") {
                    match typed {
                        Some(p) => commands.push(Command::OpenPath(p)),
                        None => self.note(
                            DialogKindName::Open,
                            Message::error("Type the path of a file to open."),
                        ),
                    }
                }
                if browse_button(ui, "The system file dialog") {
                    commands.push(Command::BrowseSystemDialog(DialogPurpose::Open));
                }
                self.note_ui(ui, DialogKindName::Open, theme);
            });
        if open {
            self.open = Some(path);
        } else {
            self.close(DialogKindName::Open);
        }
    }

    fn export_ui(
        &mut self,
        ctx: &egui::Context,
        state: &AppState,
        theme: &Theme,
        commands: &mut Vec<Command>,
    ) {
        let Some((purpose, mut path)) = self.export.take() else {
            return;
        };
        let mut open = true;
        let (title, what) = match purpose {
            DialogPurpose::ExportText => ("Export decoded text", "the whole decoded text"),
            DialogPurpose::ExportTraceCsv => (
                "Export trace as CSV",
                "the trace of the selection (or of the whole file)",
            ),
            DialogPurpose::ExportRepaired => (
                "Export the repaired text",
                "the Repair panel's repaired text",
            ),
            DialogPurpose::ExportReport => (
                "Export report",
                "a report to hand on (the verdict, the cause and its fix, the decision, the repair on the bytes; HTML, or Markdown for a name ending in .md)",
            ),
            _ => (
                "Export trace as JSON Lines",
                "the trace of the selection (or of the whole file)",
            ),
        };
        egui::Window::new(title)
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                let text = matches!(
                    purpose,
                    DialogPurpose::ExportText | DialogPurpose::ExportRepaired
                );
                if text {
                    ui.label(format!("Writes {what} to a file."));
                    if let Some(t) =
                        super::target_picker::target_ui(ui, state.export_target, "export-encoding")
                    {
                        commands.push(Command::SetExportTarget(t));
                    }
                } else if purpose == DialogPurpose::ExportReport {
                    ui.label(format!("Writes {what}."));
                } else {
                    ui.label(format!("Writes {what} to a file (UTF-8)."));
                }
                let exists = !path.trim().is_empty() && PathBuf::from(path.trim()).is_file();
                if exists {
                    ui.label(
                        RichText::new("A file of that name exists: Replace overwrites it.")
                            .color(ui.visuals().warn_fg_color),
                    );
                }
                let button = if exists { "Replace" } else { "Export" };
                if let Some(typed) =
                    path_field(ui, "Save to:", &mut path, "/path/to/output", button)
                {
                    match typed {
                        Some(p) => commands.push(Command::Export(purpose, p)),
                        None => self.note(
                            DialogKindName::Export,
                            Message::error("Type the path of the file to write."),
                        ),
                    }
                }
                if browse_button(ui, "The system save dialog") {
                    commands.push(Command::BrowseSystemDialog(purpose));
                }
                self.note_ui(ui, DialogKindName::Export, theme);
            });
        if open {
            self.export = Some((purpose, path));
        } else {
            self.close(DialogKindName::Export);
        }
    }

    fn goto_ui(&mut self, ctx: &egui::Context, theme: &Theme, commands: &mut Vec<Command>) {
        let Some(mut text) = self.goto.take() else {
            return;
        };
        let mut open = true;
        egui::Window::new("Go to offset")
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    let label = ui.label("Offset:");
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(&mut text)
                                .desired_width(160.0)
                                .hint_text("1234 or 0x4D2"),
                        )
                        .labelled_by(label.id);
                    let enter = confirmed_by_enter(ui, &field);
                    if ui.button("Go").clicked() || enter {
                        match parse_number(&text) {
                            Some(off) => commands.push(Command::GoTo(off)),
                            None => self.note(
                                DialogKindName::GoTo,
                                Message::error(format!(
                                    "{:?} is not an offset (decimal, or hex with 0x)",
                                    text.trim()
                                )),
                            ),
                        }
                    }
                });
                self.note_ui(ui, DialogKindName::GoTo, theme);
            });
        if open {
            self.goto = Some(text);
        } else {
            self.close(DialogKindName::GoTo);
        }
    }

    fn find_ui(
        &mut self,
        ctx: &egui::Context,
        state: &AppState,
        theme: &Theme,
        commands: &mut Vec<Command>,
    ) {
        let Some((mut text, mut is_hex)) = self.find.take() else {
            return;
        };
        let mut open = true;
        let encoding = state.plan.as_ref().map(|p| p.encoding);
        egui::Window::new("Find")
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut is_hex, false, "text");
                    ui.radio_value(&mut is_hex, true, "hex bytes");
                });
                let label = ui.label("Find:");
                let field = ui
                    .add(egui::TextEdit::singleline(&mut text).desired_width(260.0))
                    .labelled_by(label.id);
                let enter = confirmed_by_enter(ui, &field);
                let query = if is_hex {
                    parse_hex(&text).map(|b| (b, format!("bytes {}", text.trim())))
                } else {
                    super::search::text_query(&text, encoding).map(|b| (b, format!("{text:?}")))
                };
                match query {
                    Ok((bytes, label)) if !bytes.is_empty() => {
                        ui.label(RichText::new(format!("searching for {}", hex(&bytes))).weak());
                        ui.horizontal(|ui| {
                            let next = ui.button("Find next").clicked() || enter;
                            let prev = ui.button("Find previous").clicked();
                            if next || prev {
                                commands.push(Command::Find {
                                    bytes,
                                    label,
                                    forward: next,
                                });
                            }
                        });
                    }
                    Ok(_) => {}
                    Err(e) => {
                        ui.label(RichText::new(e).color(theme.error_text));
                    }
                }
                self.note_ui(ui, DialogKindName::Find, theme);
            });
        if open {
            self.find = Some((text, is_hex));
        } else {
            self.find = None;
            self.close(DialogKindName::Find);
        }
    }

    fn help_ui(&mut self, ctx: &egui::Context, lang: crate::i18n::Lang) {
        if !self.help {
            return;
        }
        let mut open = true;
        let screen = ctx.content_rect().height();
        egui::Window::new("Keyboard shortcuts")
            .open(&mut open)
            .collapsible(false)
            .max_height(screen - 40.0)
            .show(ctx, |ui| {
                // At a projector's zoom the list is taller than the screen: it scrolls.
                egui::ScrollArea::vertical()
                    .max_height(screen - 120.0)
                    .show(ui, |ui| super::keys::shortcut_list(ui, ctx, lang));
            });
        self.help = open;
    }
}

/// A labelled path field (focused when nothing else is) and its button. Some(Some(path)) when
/// the button is clicked or Enter pressed with a path typed, Some(None) when with nothing typed
/// but blanks.
fn path_field(
    ui: &mut Ui,
    label: &str,
    path: &mut String,
    hint: &str,
    button: &str,
) -> Option<Option<PathBuf>> {
    ui.horizontal(|ui| {
        let label = ui.label(label);
        let field = ui
            .add(
                egui::TextEdit::singleline(path)
                    .desired_width(370.0)
                    .hint_text(hint),
            )
            .labelled_by(label.id);
        let enter = confirmed_by_enter(ui, &field);
        let confirmed = ui.button(button).clicked() || enter;
        confirmed.then(|| {
            let typed = path.trim();
            (!typed.is_empty()).then(|| PathBuf::from(typed))
        })
    })
    .inner
}

/// Whether Enter confirmed the field; the field keeps the focus while nothing else has it.
fn confirmed_by_enter(ui: &Ui, field: &egui::Response) -> bool {
    // Enter surrenders the field's focus: read that before asking for focus again.
    let enter = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    if !enter && ui.memory(|m| m.focused().is_none()) {
        field.request_focus();
    }
    enter
}

/// "Browse…" for the system dialog (run off the UI thread), with a note when there is none.
fn browse_button(ui: &mut Ui, hover: &str) -> bool {
    let clicked = ui.button("Browse…").on_hover_text(hover).clicked();
    if !system_dialog_available() {
        ui.label(RichText::new("No system file dialog is available here; type a path.").weak());
    }
    clicked
}
