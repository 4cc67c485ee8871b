//! A UTF-16 surrogate pair bit by bit: the twenty bits of code point − 0x10000, the high ten on
//! the lead surrogate (110110…), the low ten on the trail (110111…), and the arithmetic each
//! way. The stepper shows it on a pair (and on the lead surrogate, half of it); the character
//! panel on any character above U+FFFF.

use crate::gui::glyph;
use crate::gui::view::View;
use crate::i18n::{tr, tr_args};
use crate::report::utf16_bits::Surrogates;
use egui::{RichText, Ui};

/// Which half of the story the view tells.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Way {
    /// From the code units to the code point (the decoder's step 6.3).
    Back,
    /// From the code point to the code units (what an encoder writes).
    There,
    /// Only the lead surrogate read so far: its ten bits, the trail still to come.
    LeadOnly(u16),
}

pub fn utf16_bits(ui: &mut Ui, s: Option<&Surrogates>, way: Way, view: &View) {
    let theme = view.theme;
    let lang = view.state.lang;
    ui.label(RichText::new(tr(lang, "surrogate-bit-layout")).strong());
    if let Way::LeadOnly(lead) = way {
        let high = lead as u32 - 0xD800;
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            ui.label(RichText::new(format!("{lead:04X} = ")).monospace());
            ui.label(RichText::new("110110").monospace().color(theme.weak));
            ui.label(
                RichText::new(format!("{high:010b}"))
                    .monospace()
                    .color(theme.changed),
            );
            ui.label(
                RichText::new(tr_args(
                    lang,
                    "surrogate-lead-only",
                    &[("high", format!("0x{high:03X}").into())],
                ))
                .monospace()
                .color(theme.weak),
            );
        });
        return;
    }
    let Some(s) = s else { return };
    let [(lead_fixed, lead_bits), (trail_fixed, trail_bits)] = s.unit_bits();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        for (unit, fixed, bits) in [
            (s.lead, lead_fixed, &lead_bits),
            (s.trail, trail_fixed, &trail_bits),
        ] {
            ui.label(RichText::new(format!("{unit:04X} = ")).monospace());
            ui.label(RichText::new(fixed).monospace().color(theme.weak));
            ui.label(
                RichText::new(format!("{bits}   "))
                    .monospace()
                    .color(theme.changed),
            );
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        ui.label(
            RichText::new(format!("{lead_bits}{trail_bits}"))
                .monospace()
                .color(theme.changed),
        );
        ui.label(
            RichText::new(format!(
                " = 0x{:05X}; + 0x10000 = {} {}",
                s.value,
                glyph::code_point_label(s.code_point),
                glyph::cell_char(s.code_point)
            ))
            .monospace(),
        );
    });
    let text = match way {
        Way::There => s.there_text(lang),
        _ => s.back_text(),
    };
    ui.label(RichText::new(text).monospace().color(theme.weak));
}
