//! The floating windows: open a file, export, paste bytes, go to offset, find, keyboard help.
//! They hold only what is being typed; what they do goes out as commands. A dialog's own
//! result or error (a path that does not open, an offset past the end) shows inside it, where
//! the user is looking.

use super::commands::{Command, DialogKind};
use super::jobs::{system_dialog_available, DialogPurpose};
use super::state::{AppState, Message};
use super::theme::Theme;
use crate::encoding::Encoding;
use crate::numbers::{parse_hex, parse_number};
use crate::report::hex;
use crate::report::write_as::{Target, Unencodable};
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

/// The paste dialog: the typed text and, computed when it changes, the bytes it stands for
/// and how the first of them decode.
#[derive(Default)]
struct Paste {
    text: String,
    as_text: bool,
    parsed: Option<Result<Vec<u8>, String>>,
    preview: String,
    /// A long paste's preview waits until the typing pauses (its verdict takes a while).
    preview_due: Option<std::time::Instant>,
}

/// Pastes longer than this get their preview once the typing pauses for `PREVIEW_PAUSE`.
const PREVIEW_AT_ONCE: usize = 4 << 10;
const PREVIEW_PAUSE: std::time::Duration = std::time::Duration::from_millis(300);

/// Bytes of the paste shown decoded.
const PREVIEW_BYTES: usize = 256;

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
            DialogKind::Paste(text) => {
                // Pasted text that is not hex digits is text ("Привет" is not "'П' is not a
                // hex digit").
                let as_text = !text.trim().is_empty() && parse_hex(&text).is_err();
                self.paste = Some(Paste {
                    text,
                    as_text,
                    ..Paste::default()
                })
            }
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
        self.paste_ui(ctx, theme, &mut commands);
        self.goto_ui(ctx, theme, &mut commands);
        self.find_ui(ctx, state, theme, &mut commands);
        self.help_ui(ctx);
        if self.contexts {
            let has_doc = state.doc.is_some();
            commands.extend(super::contexts_page::ui(
                ctx,
                &mut self.contexts,
                has_doc,
                theme,
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
                    if let Some(t) = target_ui(ui, state.export_target) {
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

    fn paste_ui(&mut self, ctx: &egui::Context, theme: &Theme, commands: &mut Vec<Command>) {
        let Some(paste) = self.paste.as_mut() else {
            return;
        };
        let mut open = true;
        egui::Window::new("Paste bytes")
            .open(&mut open)
            .collapsible(false)
            .default_width(460.0)
            .show(ctx, |ui| {
                let mut changed = paste.parsed.is_none();
                ui.horizontal(|ui| {
                    changed |= ui
                        .radio_value(&mut paste.as_text, false, "hex (E2 82 AC)")
                        .changed();
                    changed |= ui
                        .radio_value(&mut paste.as_text, true, "text (its UTF-8 bytes)")
                        .changed();
                });
                let label = ui.label("Bytes:");
                changed |= ui
                    .add(
                        egui::TextEdit::multiline(&mut paste.text)
                            .desired_rows(4)
                            .desired_width(440.0)
                            .hint_text("E2 82 AC"),
                    )
                    .labelled_by(label.id)
                    .changed();
                if changed {
                    paste.update();
                }
                if let Some(due) = paste.preview_due {
                    let now = std::time::Instant::now();
                    if now >= due {
                        paste.preview_due = None;
                        paste.preview_now();
                    } else {
                        ctx.request_repaint_after(due - now);
                    }
                }
                match &paste.parsed {
                    Some(Ok(bytes)) => {
                        ui.label(crate::report::count(bytes.len() as u64, "byte"));
                        ui.label(RichText::new(&paste.preview).monospace());
                        let ctrl_enter =
                            ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, Key::Enter));
                        let button =
                            ui.button("Open as scratch buffer")
                                .on_hover_text(ctx.format_shortcut(&egui::KeyboardShortcut::new(
                                    egui::Modifiers::COMMAND,
                                    Key::Enter,
                                )));
                        if button.clicked() || ctrl_enter {
                            commands.push(Command::OpenBytes {
                                name: "scratch buffer".into(),
                                bytes: bytes.clone(),
                            });
                        }
                    }
                    Some(Err(e)) => {
                        ui.label(RichText::new(e).color(theme.error_text));
                    }
                    None => {}
                }
            });
        if !open {
            self.close(DialogKindName::Paste);
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

    fn help_ui(&mut self, ctx: &egui::Context) {
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
                    .show(ui, |ui| super::keys::shortcut_list(ui, ctx));
            });
        self.help = open;
    }
}

impl Paste {
    /// Parse the typed text again, and decode the first bytes as the scratch buffer will open:
    /// with what the bytes' verdict says (never the last file's encoding).
    fn update(&mut self) {
        let parsed = if self.as_text {
            Ok(self.text.as_bytes().to_vec())
        } else {
            parse_hex(&self.text)
        };
        let long = parsed.as_ref().is_ok_and(|b| b.len() > PREVIEW_AT_ONCE);
        self.parsed = Some(parsed);
        if long {
            self.preview = "(decoding once the typing pauses…)".into();
            self.preview_due = Some(std::time::Instant::now() + PREVIEW_PAUSE);
        } else {
            self.preview_due = None;
            self.preview_now();
        }
    }

    /// The preview of the parsed bytes.
    fn preview_now(&mut self) {
        self.preview = match &self.parsed {
            Some(Ok(bytes)) => {
                let v = crate::verdict::verdict(bytes, true);
                let head = &bytes[..bytes.len().min(PREVIEW_BYTES)];
                let decoded = crate::encoding::ops::decode(head, v.encoding);
                let more = if bytes.len() > head.len() { " …" } else { "" };
                format!(
                    "decodes as {} ({}): {}{more}",
                    decoded.encoding,
                    crate::report::file_verdict::reason_words(v.reason),
                    super::glyph::preview(&decoded.text)
                )
            }
            _ => String::new(),
        };
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

/// The encoding exported text is written in, its BOM, and what becomes of a character it
/// cannot write; the new choice when the user changed it.
fn target_ui(ui: &mut Ui, target: Target) -> Option<Target> {
    let mut t = target;
    ui.horizontal(|ui| {
        let label = ui.label("Write as:");
        egui::ComboBox::from_id_salt("export-encoding")
            .selected_text(t.encoding.name())
            .height(ui.ctx().content_rect().height() * 0.6)
            .show_ui(ui, |ui| {
                for e in Encoding::ALL {
                    if e != Encoding::Replacement {
                        ui.selectable_value(&mut t.encoding, e, e.name());
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    let has_bom = Target::new(t.encoding, true, t.unencodable).is_ok();
    if !has_bom {
        t.bom = false;
    }
    ui.add_enabled(
        has_bom,
        egui::Checkbox::new(&mut t.bom, "Start with a byte order mark"),
    )
    .on_hover_text(
        "UTF-8 with a BOM is what Excel needs to read a CSV as UTF-8; UTF-16 files start with one.",
    );
    if t.writes_everything() {
        ui.label(format!("{} writes every character.", t.encoding.name()));
    } else {
        ui.horizontal(|ui| {
            ui.label("A character it cannot write:");
            for u in Unencodable::ALL {
                let text = match u {
                    Unencodable::Refuse => "refuse, write nothing",
                    Unencodable::Html => "write &#N;",
                };
                ui.radio_value(&mut t.unencodable, u, text)
                    .on_hover_text(u.summary());
            }
        });
    }
    (t != target).then_some(t)
}
