//! The decoding controls: the encoding picker (search over every label of the standard), the
//! operation, and TextDecoder's fatal / ignoreBOM / stream chunk sizes. Changes re-run at once.

use super::commands::Command;
use super::view::View;
use crate::encoding::tables::LABELS;
use crate::encoding::{get_encoding, DecodeOp, Encoding};
use crate::i18n::{tr, words, Lang};
use crate::numbers::parse_chunks;
use egui::{RichText, Ui};

#[derive(Default)]
pub struct Controls {
    search: String,
    chunks: String,
    chunks_for: Vec<u64>,
    /// Why the typed chunk sizes were not taken.
    chunks_error: Option<crate::numbers::NumberError>,
}

/// The encodings a query in the picker matches, each once, in the standard's order; an
/// encoding the query names exactly (as "get an encoding" would find it) comes first.
fn picker_matches(query: &str, only_with_encoder: bool) -> (Option<Encoding>, Vec<Encoding>) {
    let query = query.trim().to_ascii_lowercase();
    let exact = (!query.is_empty())
        .then(|| get_encoding(&query).ok())
        .flatten()
        .filter(|e| !only_with_encoder || e.has_encoder());
    let mut list: Vec<Encoding> = exact.into_iter().collect();
    for e in Encoding::ALL {
        if (only_with_encoder && !e.has_encoder()) || Some(e) == exact {
            continue;
        }
        let matches = query.is_empty()
            || e.name().to_ascii_lowercase().contains(&query)
            || LABELS
                .iter()
                .any(|(l, i)| *i as usize == e as usize && l.contains(query.as_str()));
        if matches {
            list.push(e);
        }
    }
    (exact, list)
}

/// A searchable encoding picker next to the label `name`: type a name or any label ("latin1",
/// "sjis", "cp1251"); Enter picks the first match. The query starts empty each time the list
/// opens, and clicks inside the list (on its search field) leave it open. Returns the
/// encoding picked this frame.
pub fn encoding_picker(
    ui: &mut Ui,
    lang: Lang,
    name: &str,
    current: Encoding,
    search: &mut String,
    only_with_encoder: bool,
) -> Option<Encoding> {
    let mut picked = None;
    let label = ui.label(name);
    let combo = egui::ComboBox::from_id_salt(name)
        .selected_text(current.name())
        .width(170.0)
        .height((ui.ctx().content_rect().height() - 120.0).clamp(160.0, 420.0))
        .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
        .show_ui(ui, |ui| {
            let label = ui.label(tr(lang, "picker-search-labels"));
            let field = ui
                .add(
                    egui::TextEdit::singleline(search)
                        .hint_text(tr(lang, "picker-search-hint"))
                        .desired_width(160.0),
                )
                .labelled_by(label.id);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if !enter {
                field.request_focus();
            }
            let (exact, list) = picker_matches(search, only_with_encoder);
            if enter {
                picked = list.first().copied();
            }
            if list.is_empty() {
                ui.label(RichText::new(tr(lang, "picker-no-such-label")).weak());
            }
            let mut group = "";
            for (k, &e) in list.iter().enumerate() {
                let text = if Some(e) == exact {
                    RichText::new(words!(
                        lang,
                        "picker-by-label",
                        encoding = e.name(),
                        label = search.trim()
                    ))
                    .strong()
                } else {
                    if group_of(e) != group {
                        group = group_of(e);
                        ui.label(RichText::new(tr(lang, group)).small().weak());
                    }
                    RichText::new(e.name())
                };
                let labels: Vec<&str> = e.labels().collect();
                let hover = words!(
                    lang,
                    "picker-labels",
                    labels = labels.join(", "),
                    first = (k == 0 && !search.trim().is_empty()).to_string()
                );
                if ui
                    .selectable_label(e == current, text)
                    .on_hover_text(hover)
                    .clicked()
                {
                    picked = Some(e);
                }
            }
            if picked.is_some() {
                ui.close();
            }
        });
    combo.response.labelled_by(label.id);
    // Closed (picked, clicked outside, Escape): the next opening starts with an empty query.
    if combo.inner.is_none() || picked.is_some() {
        search.clear();
    }
    picked
}

impl Controls {
    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let settings = view.state.settings.clone();
        let lang = view.state.lang;
        ui.horizontal_wrapped(|ui| {
            if let Some(e) = encoding_picker(
                ui,
                lang,
                &tr(lang, "controls-encoding"),
                settings.encoding,
                &mut self.search,
                false,
            ) {
                view.send(Command::SetEncoding(e));
            }
            let label = ui.label(tr(lang, "controls-operation"));
            let combo = egui::ComboBox::from_id_salt("operation-picker")
                .selected_text(settings.op.title(lang))
                .width(250.0)
                .height((ui.ctx().content_rect().height() - 120.0).max(160.0))
                .show_ui(ui, |ui| {
                    ui.set_max_width(460.0);
                    for op in DecodeOp::ALL {
                        let item = ui.selectable_label(
                            op == settings.op,
                            RichText::new(op.title(lang)).strong(),
                        );
                        ui.label(
                            RichText::new(op.summary_in(lang))
                                .small()
                                .color(view.theme.weak),
                        );
                        ui.add_space(4.0);
                        if item.clicked() {
                            view.send(Command::SetOp(op));
                        }
                    }
                });
            combo
                .response
                .labelled_by(label.id)
                .on_hover_text(settings.op.summary_in(lang));
            if settings.op.is_utf8_only() && settings.encoding != Encoding::Utf8 {
                ui.label(RichText::new(tr(lang, "controls-always-utf8")).weak());
            }
            if settings.op == DecodeOp::TextDecoder {
                let mut fatal = settings.fatal;
                if ui.checkbox(&mut fatal, "fatal").changed() {
                    view.send(Command::SetFatal(fatal));
                }
                let mut ignore = settings.ignore_bom;
                if ui.checkbox(&mut ignore, "ignoreBOM").changed() {
                    view.send(Command::SetIgnoreBom(ignore));
                }
                if self.chunks_for != settings.chunks {
                    self.chunks = settings
                        .chunks
                        .iter()
                        .map(|c| c.to_string())
                        .collect::<Vec<_>>()
                        .join(",");
                    self.chunks_for = settings.chunks.clone();
                }
                let label = ui.label(tr(lang, "controls-stream-chunks"));
                let field = ui
                    .add(
                        egui::TextEdit::singleline(&mut self.chunks)
                            .hint_text(tr(lang, "controls-stream-chunks-hint"))
                            .desired_width(80.0),
                    )
                    .labelled_by(label.id)
                    .on_hover_text(tr(lang, "controls-stream-chunks.help"));
                if field.changed() {
                    match parse_chunks(&self.chunks) {
                        Ok(chunks) => {
                            self.chunks_error = None;
                            self.chunks_for = chunks.clone();
                            view.send(Command::SetChunks(chunks));
                        }
                        Err(e) => self.chunks_error = Some(e),
                    }
                }
                if let Some(e) = &self.chunks_error {
                    ui.label(RichText::new(e.words(lang)).color(view.theme.error_text));
                }
            }
            if let Some(e) = &view.state.plan_error {
                ui.label(RichText::new(e).color(view.theme.error_text));
            }
            if let Some(plan) = &view.state.plan
                && plan.encoding != settings.encoding
                && plan.sniff.bom.is_some()
                && plan.skip > 0
            {
                ui.label(
                    RichText::new(words!(
                        lang,
                        "controls-bom-decodes-as",
                        encoding = plan.encoding.name()
                    ))
                    .color(view.theme.html_ref),
                )
                .on_hover_text(tr(lang, "controls-bom-decodes-as.help"));
            }
        });
    }
}

/// The message naming the heading the standard files `e` under (§ 4 Encodings).
fn group_of(e: Encoding) -> &'static str {
    use crate::encoding::Family;
    match e.family() {
        Family::Utf8 => "encoding-group-the-encoding",
        Family::SingleByte(_) => "encoding-group-single-byte",
        Family::Gb18030 { .. } => "encoding-group-chinese-simplified",
        Family::Big5 => "encoding-group-chinese-traditional",
        Family::EucJp | Family::Iso2022Jp | Family::ShiftJis => "encoding-group-japanese",
        Family::EucKr => "encoding-group-korean",
        Family::Replacement | Family::Utf16 { .. } | Family::XUserDefined => {
            "encoding-group-miscellaneous"
        }
    }
}
