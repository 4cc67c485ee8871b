//! The BOM panel: the first bytes, which BOM matched, the encoding it chose and the label it
//! overrode, the 3-byte buffer and what went back to the stream; and the signatures the
//! standard ignores, with what happens to those bytes instead.

use super::view::View;
use crate::cli::hex;
use crate::encoding::bom::{BomReport, BOMS, SIGNATURES};
use crate::encoding::DecodeOp;
use crate::source::read_range;
use egui::{RichText, Ui};

#[derive(Default)]
pub struct BomPanel;

impl BomPanel {
    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        let Some(doc) = state.doc.as_ref() else {
            return;
        };
        let theme = view.theme;
        let start = read_range(doc.source.as_ref(), 0, 64).unwrap_or_default();
        let label = state.settings.encoding;
        let report = BomReport::new(&start, label);
        let s = &report.sniff;
        ui.horizontal(|ui| {
            ui.label(RichText::new("First bytes:").strong());
            ui.label(
                RichText::new(if start.is_empty() {
                    "(empty input)".to_string()
                } else {
                    hex(&start[..start.len().min(8)])
                })
                .monospace(),
            );
        });
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
        match s.bom {
            Some(bom) if bom != label => {
                ui.label(
                    RichText::new(format!(
                        "The {bom} BOM overrides the label: decode uses {bom}, not {label}."
                    ))
                    .strong(),
                );
            }
            Some(bom) => {
                ui.label(format!("The {bom} BOM agrees with the label ({label})."));
            }
            None => {
                ui.label(format!(
                    "No BOM: decode uses the label's encoding, {label}."
                ));
            }
        }
        let restored = s.restored();
        ui.label(format!(
            "3-byte buffer: {}{}",
            if s.buffer.is_empty() {
                "(empty)".to_string()
            } else {
                hex(&s.buffer)
            },
            if restored.is_empty() {
                " — all of it was the BOM".to_string()
            } else {
                format!(
                    " — {} restored to the stream for the decoder",
                    hex(restored)
                )
            }
        ));
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
            let first: Vec<String> = report
                .first_characters
                .iter()
                .map(|&c| format!("U+{c:04X}"))
                .collect();
            ui.label(
                RichText::new(format!(
                    "This input starts with the {} signature. decode gives: {}",
                    sig.name,
                    first.join(" ")
                ))
                .color(theme.html_ref),
            );
        }
    }
}
