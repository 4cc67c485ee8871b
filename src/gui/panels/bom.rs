//! The BOM panel: the first bytes, which BOM matched, the encoding it chose and the label it
//! overrode, the 3-byte buffer and what went back to the stream; and the signatures the
//! standard ignores, with what happens to those bytes instead.

use super::Panel;
use crate::encoding::bom::{BOMS, SIGNATURES};
use crate::encoding::{DecodeOp, Encoding};
use crate::gui::view::View;
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
        let Some(report) = view.model.bom.as_ref() else {
            return;
        };
        let theme = view.theme;
        let label = report.label;
        let s = &report.sniff;
        // The verdict, in the same lines `mojiscope sniff` prints (what "decode" does), with
        // what the chosen operation does instead when it is another; long lines wrap.
        let op_verdict = state.plan.as_ref().and_then(bom::op_verdict);
        for mut line in bom::lines(report, &view.model.head) {
            if let (Some(v), "verdict") = (&op_verdict, line.heading) {
                line.text = v.clone();
            }
            ui.horizontal_top(|ui| {
                let heading = RichText::new(format!("{}:", line.heading)).strong();
                let size = egui::vec2(110.0, ui.spacing().interact_size.y);
                let left = egui::Layout::left_to_right(egui::Align::Min);
                ui.allocate_ui_with_layout(size, left, |ui| {
                    ui.set_min_width(size.x);
                    ui.label(heading);
                });
                let text = RichText::new(line.text).monospace();
                let text = if line.heading == "verdict" {
                    text.strong()
                } else {
                    text
                };
                ui.add(egui::Label::new(text).wrap());
            });
        }
        ui.add_space(4.0);
        egui::Grid::new("boms")
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                ui.label(RichText::new("BOM").weak());
                ui.label(RichText::new("bytes").weak());
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
                        RichText::new("matched").strong().color(theme.selection)
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
            ui.label(format!("Read with the label's encoding ({label}) instead, the BOM bytes would be {as_label:?}; {bom} reads them as U+FEFF and drops it."));
        }
        let op = state.settings.op;
        let note = match op {
            DecodeOp::Decode => "sniffs for a BOM before choosing the decoder (the BOM is more authoritative than the label).",
            DecodeOp::Utf8Decode => "drops a UTF-8 BOM and ignores UTF-16 BOMs.",
            DecodeOp::TextDecoder => "does not sniff: with UTF-8/UTF-16 and ignoreBOM off it drops a leading U+FEFF of its own encoding.",
            _ => "does no BOM handling: BOM bytes are decoded like any others.",
        };
        ui.label(RichText::new(format!("This operation ({}) {note}", op.spec_name())).weak());
        ui.separator();
        operations_table(ui, report, view);
        ui.separator();
        ui.label(RichText::new("Signatures the standard does not sniff").strong());
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
                let instead = RichText::new(sig.instead);
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
                RichText::new(format!(
                    "This input starts with the {} signature. decode gives: {}",
                    sig.name,
                    bom::first_characters(report)
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
    use crate::report::bom_table::{table, Fate, PREFIXES};
    let theme = view.theme;
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
    let rows = table(report.label, payload, whole);
    let settings = &view.state.settings;
    let own = match (s.bom, s.other_signature.map(|g| g.name)) {
        (_, Some("UTF-32LE")) => 4,
        (Some(Encoding::Utf8), _) => 1,
        (Some(Encoding::Utf16Be), _) => 2,
        (Some(Encoding::Utf16Le), _) => 3,
        _ => 0,
    };
    ui.label(RichText::new("What each operation does with each BOM").strong());
    ui.label(
        RichText::new(format!(
            "the bytes after this file's own BOM ({}), behind each BOM in turn; the label is {}",
            if payload.is_empty() {
                "none".to_string()
            } else {
                hex(&payload[..payload.len().min(16)])
            },
            report.label
        ))
        .weak(),
    );
    egui::Grid::new("operations-by-bom")
        .striped(true)
        .num_columns(PREFIXES.len() + 1)
        .show(ui, |ui| {
            ui.label("");
            for (k, (name, bytes)) in PREFIXES.iter().enumerate() {
                let text = RichText::new(format!("{name}\n{}", hex(bytes))).strong();
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
                let name = RichText::new(row.operation.name()).strong();
                ui.label(if chosen {
                    name.color(theme.selection)
                } else {
                    name
                })
                .on_hover_text(row.operation.op.summary());
                for (k, cell) in row.cells.iter().enumerate() {
                    ui.vertical(|ui| {
                        let decoder = cell.decoder.map_or("no decoder".into(), |e| e.to_string());
                        ui.label(RichText::new(decoder).small().color(theme.weak));
                        let fate_color = match cell.fate {
                            Fate::Consumed | Fate::Dropped => theme.text,
                            Fate::Kept => theme.html_ref,
                            Fate::AsText | Fate::Failed | Fate::Refused => theme.error_text,
                            Fate::None => theme.weak,
                        };
                        if cell.fate != Fate::None {
                            ui.label(RichText::new(cell.fate.words()).small().color(fate_color));
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
