//! The BOM panel: the first bytes, which BOM matched, the encoding it chose and the label it
//! overrode, the 3-byte buffer and what went back to the stream; and the signatures the
//! standard ignores, with what happens to those bytes instead.

use super::Panel;
use crate::encoding::bom::{BOMS, SIGNATURES};
use crate::encoding::{DecodeOp, Encoding};
use crate::gui::view::View;
use crate::i18n::{tr, words};
use crate::report::{bom, hex};
use egui::{RichText, Ui};

#[derive(Default)]
pub struct BomPanel;

impl Panel for BomPanel {
    fn name(&self) -> &'static str {
        "BOM"
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        let lang = state.lang;
        let Some(report) = view.model.bom.as_ref() else {
            return;
        };
        let theme = view.theme;
        let label = report.label;
        let s = &report.sniff;
        // The verdict, in the same lines `mojiscope sniff` prints (what "decode" does), with
        // what the chosen operation does instead when it is another; long lines wrap.
        let op_verdict = state.plan.as_ref().and_then(|p| bom::op_verdict(p, lang));
        for mut line in bom::lines(report, &view.model.head, lang) {
            let verdict = line.id == "bom-heading-verdict";
            if let (Some(v), true) = (&op_verdict, verdict) {
                line.text = v.clone();
            }
            ui.horizontal_top(|ui| {
                let heading =
                    RichText::new(words!(lang, "bom-heading", heading = line.heading)).strong();
                let size = egui::vec2(110.0, ui.spacing().interact_size.y);
                let left = egui::Layout::left_to_right(egui::Align::Min);
                ui.allocate_ui_with_layout(size, left, |ui| {
                    ui.set_min_width(size.x);
                    ui.label(heading);
                });
                let text = RichText::new(line.text).monospace();
                let text = if verdict { text.strong() } else { text };
                ui.add(egui::Label::new(text).wrap());
            });
        }
        ui.add_space(4.0);
        egui::Grid::new("boms")
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                ui.label(RichText::new("BOM").weak());
                ui.label(RichText::new(tr(lang, "bom-bytes")).weak());
                ui.label(RichText::new("").weak());
                ui.end_row();
                for (enc, bytes) in BOMS {
                    let matched = s.bom == Some(enc);
                    let name = RichText::new(enc.name());
                    ui.label(if matched {
                        name.strong().color(theme.selection)
                    } else {
                        name
                    });
                    ui.label(RichText::new(hex(bytes)).monospace());
                    ui.label(if matched {
                        RichText::new(tr(lang, "bom-matched"))
                            .strong()
                            .color(theme.selection)
                    } else {
                        RichText::new("")
                    });
                    ui.end_row();
                }
            });
        ui.add_space(4.0);
        if let Some(bom) = s.bom.filter(|&b| b != label) {
            let as_label =
                crate::encoding::ops::decode_without_bom_handling(&s.buffer[..s.bom_length], label);
            ui.label(words!(
                lang,
                "bom-read-with-label",
                label = label.name(),
                read = format!("{as_label:?}"),
                bom = bom.name()
            ));
        }
        let op = state.settings.op;
        let note = match op {
            DecodeOp::Decode => "bom-note-decode",
            DecodeOp::Utf8Decode => "bom-note-utf8-decode",
            DecodeOp::TextDecoder => "bom-note-textdecoder",
            _ => "bom-note-other",
        };
        ui.label(RichText::new(words!(lang, note, op = op.title(lang))).weak());
        ui.separator();
        operations_table(ui, report, view);
        ui.separator();
        ui.label(RichText::new(tr(lang, "bom-signatures")).strong());
        for sig in SIGNATURES.iter() {
            let matched = s.other_signature.is_some_and(|m| std::ptr::eq(m, sig));
            ui.horizontal_wrapped(|ui| {
                let name = RichText::new(format!("{:<10}", sig.name)).monospace();
                ui.label(if matched {
                    name.strong().color(theme.selection)
                } else {
                    name
                });
                ui.label(RichText::new(format!("{:<20}", sig.pattern())).monospace());
                let instead = RichText::new(sig.instead(lang));
                ui.label(if matched {
                    instead.strong()
                } else {
                    instead.weak()
                });
            });
        }
        if let Some(sig) = s.other_signature {
            ui.add_space(4.0);
            ui.label(
                RichText::new(words!(
                    lang,
                    "bom-starts-with-signature",
                    name = sig.name,
                    characters = bom::first_characters(report, lang)
                ))
                .color(theme.html_ref),
            );
        }
    }
}

/// Every decode operation behind every BOM, on this file's bytes after its own BOM: which
/// decoder runs, what becomes of the BOM, the first characters. The operation chosen and the
/// file's own BOM are highlighted.
fn operations_table(ui: &mut Ui, report: &crate::encoding::ops::BomReport, view: &View) {
    use crate::report::bom_table::{prefix_name, table, Fate, PREFIXES};
    let theme = view.theme;
    let lang = view.state.lang;
    let s = &report.sniff;
    let head = &view.model.head;
    let skip = match s.other_signature.map(|g| g.name) {
        Some("UTF-32LE") => 4,
        _ => s.bom_length,
    };
    let payload = &head[skip.min(head.len())..];
    let whole = view
        .state
        .doc
        .as_ref()
        .is_some_and(|d| d.len() == head.len() as u64);
    let rows = table(report.label, payload, whole, lang);
    let settings = &view.state.settings;
    let own = match (s.bom, s.other_signature.map(|g| g.name)) {
        (_, Some("UTF-32LE")) => 4,
        (Some(Encoding::Utf8), _) => 1,
        (Some(Encoding::Utf16Be), _) => 2,
        (Some(Encoding::Utf16Le), _) => 3,
        _ => 0,
    };
    ui.label(RichText::new(tr(lang, "bom-table-heading")).strong());
    ui.label(
        RichText::new(words!(
            lang,
            "bom-table-note",
            bytes = if payload.is_empty() {
                tr(lang, "bom-none").into_owned()
            } else {
                hex(&payload[..payload.len().min(16)])
            },
            label = report.label.name()
        ))
        .weak(),
    );
    // Six columns of one width sharing the panel's (an operation's long name wraps, the
    // cells get the room).
    let columns = (PREFIXES.len() + 1) as f32;
    let spacing = ui.spacing().item_spacing.x;
    let column = ((ui.available_width() - 16.0) / columns - spacing).max(80.0);
    egui::Grid::new("operations-by-bom")
        .striped(true)
        .num_columns(PREFIXES.len() + 1)
        .min_col_width(column)
        .max_col_width(column)
        .show(ui, |ui| {
            ui.label("");
            for (k, (name, bytes)) in PREFIXES.iter().enumerate() {
                let text =
                    RichText::new(format!("{}\n{}", prefix_name(name, lang), hex(bytes))).strong();
                ui.label(if k == own {
                    text.color(theme.selection)
                } else {
                    text
                });
            }
            ui.end_row();
            for row in &rows {
                let chosen = row.operation.op == settings.op
                    && (row.operation.op != DecodeOp::TextDecoder
                        || row.operation.ignore_bom == settings.ignore_bom);
                let name = RichText::new(row.operation.name(lang)).strong();
                ui.label(if chosen {
                    name.color(theme.selection)
                } else {
                    name
                })
                .on_hover_text(row.operation.op.summary_in(lang));
                for (k, cell) in row.cells.iter().enumerate() {
                    ui.vertical(|ui| {
                        let decoder = cell
                            .decoder
                            .map_or(tr(lang, "bom-no-decoder").into_owned(), |e| e.to_string());
                        ui.label(RichText::new(decoder).small().color(theme.weak));
                        let fate_color = match cell.fate {
                            Fate::Consumed | Fate::Dropped => theme.text,
                            Fate::Kept => theme.html_ref,
                            Fate::AsText | Fate::Failed | Fate::Refused => theme.error_text,
                            Fate::None => theme.weak,
                        };
                        if cell.fate != Fate::None {
                            ui.label(
                                RichText::new(cell.fate.words(lang))
                                    .small()
                                    .color(fate_color),
                            );
                        }
                        // A failure says where; text shows as the views show it (invisible
                        // characters as tags, U+FEFF as ZWNBSP).
                        let shown = if cell.raw.is_empty() {
                            cell.text.clone()
                        } else {
                            crate::gui::glyph::shown(ui, &cell.raw)
                        };
                        let text = RichText::new(shown).monospace();
                        ui.label(if chosen && k == own {
                            text.strong()
                                .background_color(theme.selection.gamma_multiply(0.35))
                        } else {
                            text
                        });
                    });
                }
                ui.end_row();
            }
        });
}
