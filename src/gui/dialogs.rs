//! The floating windows: open a file, export, paste bytes, go to offset, find, keyboard help.
//! They hold only what is being typed; what they do goes out as commands. A dialog's own
//! result or error (a path that does not open, an offset past the end) shows inside it, where
//! the user is looking.

use super::commands::{Command, DialogKind, DialogKindName};
use super::jobs::{system_dialog_available, DialogPurpose};
use super::paste::Paste;
use super::state::{AppState, Message};
use super::theme::Theme;
use crate::i18n::{tr, words, Lang};
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

    /// Forget what the dialogs said of the file that was open: the search typed and found,
    /// the offset gone to (their dialogs stay open, empty).
    pub fn forget_file(&mut self) {
        if let Some((text, _)) = self.find.as_mut() {
            text.clear();
        }
        if let Some(offset) = self.goto.as_mut() {
            offset.clear();
        }
        if self
            .note
            .as_ref()
            .is_some_and(|(w, _)| matches!(w, DialogKindName::Find | DialogKindName::GoTo))
        {
            self.note = None;
        }
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
        if let Some((w, m)) = &self.note
            && *w == which
        {
            let color = if m.error {
                theme.error_text
            } else {
                theme.text
            };
            ui.label(RichText::new(&m.text).color(color));
        }
    }

    /// One frame of every open dialog; what they ask for comes back as commands.
    pub fn ui(&mut self, ctx: &egui::Context, state: &AppState, theme: &Theme) -> Vec<Command> {
        let mut commands = Vec::new();
        let lang = state.lang;
        self.open_ui(ctx, lang, theme, &mut commands);
        self.export_ui(ctx, state, theme, &mut commands);
        if let Some(paste) = self.paste.as_mut()
            && !paste.ui(ctx, lang, theme, &mut commands)
        {
            self.close(DialogKindName::Paste);
        }
        self.goto_ui(ctx, lang, theme, &mut commands);
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

    fn open_ui(
        &mut self,
        ctx: &egui::Context,
        lang: Lang,
        theme: &Theme,
        commands: &mut Vec<Command>,
    ) {
        let Some(mut path) = self.open.take() else {
            return;
        };
        let mut open = true;
        egui::Window::new(tr(lang, "dialog-open-title"))
            .id(egui::Id::unique("dialog-open"))
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                let field = PathField {
                    label: tr(lang, "dialog-path"),
                    hint: tr(lang, "dialog-path-hint"),
                    button: tr(lang, "dialog-open"),
                };
                if let Some(typed) = field.ui(ui, &mut path) {
                    match typed {
                        Some(p) => commands.push(Command::OpenPath(p)),
                        None => self.note(
                            DialogKindName::Open,
                            Message::error(tr(lang, "dialog-type-a-path-to-open")),
                        ),
                    }
                }
                if browse_button(ui, lang, &tr(lang, "dialog-system-file-dialog")) {
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
        let lang = state.lang;
        let mut open = true;
        let kind = match purpose {
            DialogPurpose::ExportText => "text",
            DialogPurpose::ExportTraceCsv => "csv",
            DialogPurpose::ExportRepaired => "repaired",
            DialogPurpose::ExportReport => "report",
            _ => "jsonl",
        };
        egui::Window::new(words!(lang, "dialog-export-title", kind = kind))
            .id(egui::Id::unique("dialog-export"))
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                let text = matches!(
                    purpose,
                    DialogPurpose::ExportText | DialogPurpose::ExportRepaired
                );
                ui.label(words!(lang, "dialog-export-writes", kind = kind));
                if text
                    && let Some(t) = super::target_picker::target_ui(
                        ui,
                        lang,
                        state.export_target,
                        "export-encoding",
                    )
                {
                    commands.push(Command::SetExportTarget(t));
                }
                let exists = !path.trim().is_empty() && PathBuf::from(path.trim()).is_file();
                if exists {
                    ui.label(
                        RichText::new(tr(lang, "dialog-export-exists"))
                            .color(ui.visuals().warn_fg_color),
                    );
                }
                let field = PathField {
                    label: tr(lang, "dialog-save-to"),
                    hint: tr(lang, "dialog-save-to-hint"),
                    button: tr(
                        lang,
                        if exists {
                            "dialog-replace"
                        } else {
                            "dialog-export"
                        },
                    ),
                };
                if let Some(typed) = field.ui(ui, &mut path) {
                    match typed {
                        Some(p) => commands.push(Command::Export(purpose, p)),
                        None => self.note(
                            DialogKindName::Export,
                            Message::error(tr(lang, "dialog-type-a-path-to-write")),
                        ),
                    }
                }
                if browse_button(ui, lang, &tr(lang, "dialog-system-save-dialog")) {
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

    fn goto_ui(
        &mut self,
        ctx: &egui::Context,
        lang: Lang,
        theme: &Theme,
        commands: &mut Vec<Command>,
    ) {
        let Some(mut text) = self.goto.take() else {
            return;
        };
        let mut open = true;
        egui::Window::new(tr(lang, "dialog-go-to-title"))
            .id(egui::Id::unique("dialog-go-to"))
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    let label = ui.label(tr(lang, "dialog-offset"));
                    let field = ui
                        .add(
                            egui::TextEdit::singleline(&mut text)
                                .desired_width(160.0)
                                .hint_text(tr(lang, "dialog-offset-hint")),
                        )
                        .labelled_by(label.id);
                    let enter = confirmed_by_enter(ui, &field);
                    if ui.button(tr(lang, "dialog-go")).clicked() || enter {
                        match parse_number(&text) {
                            Some(off) => commands.push(Command::GoTo(off)),
                            None => self.note(
                                DialogKindName::GoTo,
                                Message::error(words!(
                                    lang,
                                    "stepper-not-an-offset",
                                    typed = text.trim()
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
        let lang = state.lang;
        let mut open = true;
        let encoding = state.plan.as_ref().map(|p| p.encoding);
        // (At the bottom right, where it does not cover the rows a match is brought to, near
        // the top of the bytes; it can be moved.)
        let corner = ctx.content_rect().right_bottom() - egui::vec2(24.0, 48.0);
        egui::Window::new(tr(lang, "dialog-find-title"))
            .id(egui::Id::unique("dialog-find"))
            .pivot(egui::Align2::RIGHT_BOTTOM)
            .default_pos(corner)
            .open(&mut open)
            .collapsible(false)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.radio_value(&mut is_hex, false, tr(lang, "dialog-find-text"));
                    ui.radio_value(&mut is_hex, true, tr(lang, "dialog-find-hex"));
                });
                let label = ui.label(tr(lang, "dialog-find"));
                let field = ui
                    .add(egui::TextEdit::singleline(&mut text).desired_width(260.0))
                    .labelled_by(label.id);
                let enter = confirmed_by_enter(ui, &field);
                let query = if is_hex {
                    parse_hex(&text)
                        .map(|b| (b, words!(lang, "dialog-find-bytes", bytes = text.trim())))
                        .map_err(|e| e.words(lang))
                } else {
                    super::search::text_query(lang, &text, encoding)
                        .map(|b| (b, format!("{text:?}")))
                };
                match query {
                    Ok((bytes, label)) if !bytes.is_empty() => {
                        ui.label(
                            RichText::new(words!(
                                lang,
                                "dialog-find-looks-for",
                                bytes = hex(&bytes)
                            ))
                            .weak(),
                        );
                        ui.horizontal(|ui| {
                            let next = ui.button(tr(lang, "dialog-find-next")).clicked() || enter;
                            let prev = ui.button(tr(lang, "dialog-find-previous")).clicked();
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

    fn help_ui(&mut self, ctx: &egui::Context, lang: Lang) {
        if !self.help {
            return;
        }
        let mut open = true;
        let screen = ctx.content_rect().height();
        egui::Window::new(tr(lang, "dialog-shortcuts-title"))
            .id(egui::Id::unique("dialog-shortcuts"))
            .open(&mut open)
            .collapsible(false)
            .max_height(screen - 40.0)
            .default_height(screen - 80.0)
            .show(ctx, |ui| {
                // At a projector's zoom the list is taller than the screen: it scrolls, in
                // all the height the screen has.
                egui::ScrollArea::vertical()
                    .max_height(screen - 120.0)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        ui.set_min_height(screen - 120.0);
                        super::keys::shortcut_list(ui, ctx, lang)
                    });
            });
        self.help = open;
    }
}

/// A labelled path field (focused when nothing else is) and its button.
struct PathField<'a> {
    label: std::borrow::Cow<'a, str>,
    hint: std::borrow::Cow<'a, str>,
    button: std::borrow::Cow<'a, str>,
}

impl PathField<'_> {
    /// Some(Some(path)) when the button is clicked or Enter pressed with a path typed,
    /// Some(None) when with nothing typed but blanks.
    fn ui(self, ui: &mut Ui, path: &mut String) -> Option<Option<PathBuf>> {
        ui.horizontal(|ui| {
            let label = ui.label(self.label);
            let field = ui
                .add(
                    egui::TextEdit::singleline(path)
                        .desired_width(370.0)
                        .hint_text(self.hint),
                )
                .labelled_by(label.id);
            let enter = confirmed_by_enter(ui, &field);
            let confirmed = ui.button(self.button).clicked() || enter;
            confirmed.then(|| {
                let typed = path.trim();
                (!typed.is_empty()).then(|| PathBuf::from(typed))
            })
        })
        .inner
    }
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
fn browse_button(ui: &mut Ui, lang: Lang, hover: &str) -> bool {
    let clicked = ui
        .button(tr(lang, "dialog-browse"))
        .on_hover_text(hover)
        .clicked();
    if !system_dialog_available() {
        ui.label(RichText::new(tr(lang, "dialog-no-system-dialog")).weak());
    }
    clicked
}
