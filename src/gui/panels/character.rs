//! The character under the cursor: code point, name, its UTF-8 and UTF-16 forms, the bytes it
//! came from, and escaped forms for copying.

use super::Panel;
use crate::encoding::encode_run::encode_html;
use crate::encoding::Encoding;
use crate::gui::analysis::UnitKind;
use crate::gui::glyph;
use crate::gui::hex_view::describe_unit;
use crate::gui::view::View;
use crate::i18n::{tr, words};
use crate::report::hex;
use egui::{RichText, Ui};

#[derive(Default)]
pub struct CharPanel;

impl Panel for CharPanel {
    fn name(&self) -> &'static str {
        "Character"
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        let lang = state.lang;
        if state.doc.is_none() {
            return;
        }
        let Some((start, end)) = state.selection else {
            ui.label(tr(lang, "character-click"));
            return;
        };
        let unit = view.model.selection_unit;
        let source = &view.model.selection_bytes;
        ui.label(
            RichText::new(if end <= start + 1 {
                words!(
                    lang,
                    "character-selected-byte",
                    at = start,
                    hex = format!("0x{start:X}"),
                    bytes = hex(source)
                )
            } else {
                words!(
                    lang,
                    "character-selected-bytes",
                    from = start,
                    to = end - 1,
                    hex_from = format!("0x{start:X}"),
                    hex_to = format!("0x{:X}", end - 1),
                    bytes = hex(source)
                )
            })
            .monospace(),
        );
        let Some(unit) = unit else { return };
        ui.label(describe_unit(
            view.state.lang,
            &unit.kind,
            unit.start,
            unit.end,
        ));
        let cps: Vec<u32> = match unit.kind {
            UnitKind::Text { code_points, count } => code_points[..count as usize].to_vec(),
            UnitKind::Error(_) => vec![0xFFFD],
            UnitKind::Stripped | UnitKind::Bom(_) => vec![0xFEFF],
            UnitKind::Escape => vec![],
        };
        for cp in cps {
            ui.separator();
            let big = egui::FontId::proportional(34.0);
            let (shown, size) = match glyph::glyph(cp) {
                glyph::Glyph::Text(t) if ui.fonts_mut(|f| f.has_glyphs(&big, &t)) => (t, big.size),
                glyph::Glyph::Text(_) => (tr(lang, "character-no-glyph").into_owned(), 14.0),
                glyph::Glyph::Tag(t) => (format!("[{t}]"), big.size),
            };
            ui.horizontal(|ui| {
                ui.label(RichText::new(shown).size(size));
                ui.vertical(|ui| {
                    ui.label(
                        RichText::new(format!(
                            "{}  {}",
                            glyph::code_point_label(cp),
                            glyph::name(cp)
                        ))
                        .strong()
                        .monospace(),
                    );
                    let Some(c) = char::from_u32(cp) else { return };
                    let utf8 = encode_html(&c.to_string(), Encoding::Utf8);
                    let mut utf16 = [0u16; 2];
                    let units: Vec<String> = c
                        .encode_utf16(&mut utf16)
                        .iter()
                        .map(|u| format!("{u:04X}"))
                        .collect();
                    egui::Grid::new(("char-forms", cp))
                        .num_columns(2)
                        .show(ui, |ui| {
                            ui.label("UTF-8");
                            ui.label(RichText::new(hex(&utf8)).monospace());
                            ui.end_row();
                            ui.label("UTF-16");
                            ui.label(RichText::new(units.join(" ")).monospace());
                            ui.end_row();
                            ui.label(words!(
                                lang,
                                "character-in-encoding",
                                encoding = state
                                    .plan
                                    .as_ref()
                                    .map_or(state.settings.encoding, |p| p.encoding)
                                    .name()
                            ));
                            ui.label(RichText::new(hex(source)).monospace());
                            ui.end_row();
                            // Escaped as developers paste it, language by language.
                            let one = c.to_string();
                            for (lang, text) in [
                                ("JSON, JS, Java, C#", glyph::escaped(&one)),
                                ("Python", glyph::escaped_python(&one)),
                                ("HTML", format!("&#{cp};   &#x{cp:X};")),
                                ("URL", glyph::escaped_url(&one)),
                            ] {
                                ui.label(lang);
                                ui.label(RichText::new(text).monospace());
                                ui.end_row();
                            }
                        });
                    if let Some(s) = crate::report::utf16_bits::Surrogates::of(cp) {
                        super::utf16_bits::utf16_bits(
                            ui,
                            Some(&s),
                            super::utf16_bits::Way::There,
                            view,
                        );
                    }
                });
            });
        }
    }
}
