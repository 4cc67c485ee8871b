//! The Paste dialog: bytes typed as hex, text as its UTF-8 bytes, or text as its bytes in any
//! encoding (type 字, pick Shift_JIS, see 8E 9A), each previewed before it opens as a scratch
//! buffer.

use super::commands::Command;
use super::theme::Theme;
use crate::encoding::Encoding;
use crate::i18n::{tr, words, Lang};
use crate::numbers::parse_hex;
use crate::report::write_as::{EncodeWriter, Target, Unencodable};
use egui::{Key, RichText};
use std::io::Write;

/// What the typed text stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PasteKind {
    /// Hex digits: `E2 82 AC`.
    Hex,
    /// Text: its UTF-8 bytes.
    Utf8,
    /// Text: its bytes in an encoding (the target's).
    Encoded,
}

/// The dialog: the typed text and, computed when it changes, the bytes it stands for and how
/// the first of them decode.
pub struct Paste {
    text: String,
    kind: PasteKind,
    target: Target,
    parsed: Option<Result<Vec<u8>, String>>,
    /// Said about the bytes (the references html mode wrote).
    note: Option<String>,
    preview: String,
    /// A long paste's preview waits until the typing pauses (its verdict takes a while).
    preview_due: Option<std::time::Instant>,
    /// The window's language when the dialog was last drawn (the preview's words).
    lang: Lang,
}

/// Pastes longer than this get their preview once the typing pauses for `PREVIEW_PAUSE`.
const PREVIEW_AT_ONCE: usize = 4 << 10;
const PREVIEW_PAUSE: std::time::Duration = std::time::Duration::from_millis(300);

/// Bytes of the paste shown decoded.
const PREVIEW_BYTES: usize = 256;

impl Paste {
    /// The dialog over `text` (what was pasted, or nothing). Pasted text that is not hex
    /// digits is text ("Привет" is not "'П' is not a hex digit").
    pub fn new(text: String) -> Paste {
        let as_text = !text.trim().is_empty() && parse_hex(&text).is_err();
        Paste {
            text,
            kind: if as_text {
                PasteKind::Utf8
            } else {
                PasteKind::Hex
            },
            target: Target {
                encoding: Encoding::ShiftJis,
                bom: false,
                unencodable: Unencodable::Refuse,
            },
            parsed: None,
            note: None,
            preview: String::new(),
            preview_due: None,
            lang: Lang::En,
        }
    }

    /// One frame of the dialog; false once it is closed.
    pub fn ui(
        &mut self,
        ctx: &egui::Context,
        lang: Lang,
        theme: &Theme,
        commands: &mut Vec<Command>,
    ) -> bool {
        let mut open = true;
        if self.lang != lang {
            self.lang = lang;
            self.parsed = None;
        }
        egui::Window::new(tr(lang, "paste-title"))
            .id(egui::Id::unique("dialog-paste"))
            .open(&mut open)
            .collapsible(false)
            .default_width(460.0)
            .show(ctx, |ui| {
                let mut changed = self.parsed.is_none();
                ui.horizontal_wrapped(|ui| {
                    for (kind, label) in [
                        (PasteKind::Hex, "paste-hex"),
                        (PasteKind::Utf8, "paste-utf8"),
                        (PasteKind::Encoded, "paste-encoded"),
                    ] {
                        changed |= ui
                            .radio_value(&mut self.kind, kind, tr(lang, label))
                            .changed();
                    }
                });
                if self.kind == PasteKind::Encoded
                    && let Some(t) =
                        super::target_picker::target_ui(ui, lang, self.target, "paste-encoding")
                {
                    self.target = t;
                    changed = true;
                }
                let label = ui.label(tr(lang, "paste-bytes"));
                changed |= ui
                    .add(
                        egui::TextEdit::multiline(&mut self.text)
                            .desired_rows(4)
                            .desired_width(440.0)
                            .hint_text(match self.kind {
                                PasteKind::Hex => "E2 82 AC",
                                _ => "字",
                            }),
                    )
                    .labelled_by(label.id)
                    .changed();
                if changed {
                    self.update();
                }
                if let Some(due) = self.preview_due {
                    let now = std::time::Instant::now();
                    if now >= due {
                        self.preview_due = None;
                        self.preview_now();
                    } else {
                        ctx.request_repaint_after(due - now);
                    }
                }
                match &self.parsed {
                    Some(Ok(bytes)) => {
                        ui.label(words!(lang, "count-bytes", n = bytes.len() as u64));
                        if self.kind == PasteKind::Encoded {
                            let head = &bytes[..bytes.len().min(64)];
                            let more = if bytes.len() > head.len() { " …" } else { "" };
                            ui.label(
                                RichText::new(format!("{}{more}", crate::report::hex(head)))
                                    .monospace(),
                            );
                        }
                        if let Some(note) = &self.note {
                            ui.label(RichText::new(note).color(theme.html_ref));
                        }
                        ui.label(RichText::new(&self.preview).monospace());
                        let ctrl_enter =
                            ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, Key::Enter));
                        let button =
                            ui.button(tr(lang, "paste-open"))
                                .on_hover_text(ctx.format_shortcut(&egui::KeyboardShortcut::new(
                                    egui::Modifiers::COMMAND,
                                    Key::Enter,
                                )));
                        if button.clicked() || ctrl_enter {
                            commands.push(Command::OpenBytes {
                                name: tr(lang, "paste-scratch-buffer").into(),
                                bytes: bytes.clone(),
                                encoding: (self.kind == PasteKind::Encoded)
                                    .then_some(self.target.encoding),
                            });
                        }
                    }
                    Some(Err(e)) => {
                        ui.label(RichText::new(e).color(theme.error_text));
                    }
                    None => {}
                }
            });
        open
    }

    /// Parse the typed text again, and decode the first bytes as the scratch buffer will open.
    fn update(&mut self) {
        self.note = None;
        let parsed = match self.kind {
            PasteKind::Hex => parse_hex(&self.text).map_err(|e| e.words(self.lang)),
            PasteKind::Utf8 => Ok(self.text.as_bytes().to_vec()),
            PasteKind::Encoded => match encode(self.lang, &self.text, self.target) {
                Ok((bytes, note)) => {
                    self.note = note;
                    Ok(bytes)
                }
                Err(e) => Err(e),
            },
        };
        let long = parsed.as_ref().is_ok_and(|b| b.len() > PREVIEW_AT_ONCE);
        self.parsed = Some(parsed);
        if long {
            self.preview = tr(self.lang, "paste-preview-waits").into();
            self.preview_due = Some(std::time::Instant::now() + PREVIEW_PAUSE);
        } else {
            self.preview_due = None;
            self.preview_now();
        }
    }

    /// The preview of the parsed bytes: with what the bytes' verdict says (never the last
    /// file's encoding), or the encoding they were written in.
    fn preview_now(&mut self) {
        self.preview = match &self.parsed {
            Some(Ok(bytes)) => {
                let head = &bytes[..bytes.len().min(PREVIEW_BYTES)];
                let more = if bytes.len() > head.len() { " …" } else { "" };
                let (decoded, why) = match self.kind {
                    PasteKind::Encoded => (
                        crate::encoding::ops::decode(head, self.target.encoding),
                        tr(self.lang, "paste-written-in").into_owned(),
                    ),
                    _ => {
                        let v = crate::verdict::verdict(bytes, true);
                        (
                            crate::encoding::ops::decode(head, v.encoding),
                            crate::report::file_verdict::reason_words(v.reason, self.lang)
                                .to_string(),
                        )
                    }
                };
                words!(
                    self.lang,
                    "paste-decodes-as",
                    encoding = decoded.encoding.name(),
                    why = why,
                    text = format!("{}{more}", super::glyph::preview(&decoded.text))
                )
            }
            _ => String::new(),
        };
    }
}

/// `text`'s bytes in the target's encoding: refused with what it cannot write, or with the
/// references it wrote instead named.
fn encode(lang: Lang, text: &str, target: Target) -> Result<(Vec<u8>, Option<String>), String> {
    let mut w = EncodeWriter::new(Vec::new(), target);
    if w.write_all(text.as_bytes()).is_err() {
        return Err(target.refusal(lang, w.unwritable()));
    }
    match w.finish() {
        Ok((bytes, u)) if u.count > 0 => Ok((bytes, Some(target.referenced(lang, &u)))),
        Ok((bytes, _)) => Ok((bytes, None)),
        Err(_) => Err(target.refusal(lang, &Default::default())),
    }
}
