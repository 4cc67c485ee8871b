//! The stepper's bit layout of a UTF-8 sequence: marker bits grey, payload bits bright, and
//! the code point they make (or, on an error, would make, and why the standard refuses it).

use crate::encoding::Decoder;
use crate::gui::glyph;
use crate::gui::model::StepperModel;
use crate::gui::view::View;
use crate::i18n::{tr, words};
use crate::report::utf8_bits::utf8_layout;
use crate::trace::Step;
use egui::{RichText, Ui};

/// UTF-8: the bits of the current sequence, payload coloured, and the code point they make.
/// On an error too: the layout the lead byte announces and the number its payload would
/// spell (`C0 80` would be U+0000, overlong; `ED A0 80` a surrogate), and why it is refused.
pub fn utf8_bits(ui: &mut Ui, steps: &[Step], i: usize, model: &StepperModel, view: &View) {
    let theme = view.theme;
    // The sequence: back from this step while the decoder was inside a sequence (bytes
    // needed), to the step that read its lead byte.
    let mid_sequence = |s: &Step| matches!(s.before, Decoder::Utf8(d) if d.utf8_bytes_needed > 0);
    let mut start = i;
    while start > 0 && mid_sequence(&steps[start]) {
        start -= 1;
    }
    let Some(lead_at) = steps[start..=i]
        .iter()
        .find(|s| s.byte().is_some())
        .map(|s| s.offset)
    else {
        return;
    };
    // The bytes from the lead on, as the strip holds them.
    let from = (lead_at.saturating_sub(model.strip_from)) as usize;
    let Some(layout) = model.strip.get(from..).and_then(utf8_layout) else {
        return;
    };
    let error = steps[i].is_error();
    // Without an error, only the bytes read so far; on an error, all the lead announces.
    let read = if error {
        layout.bytes.len()
    } else {
        (steps[i].offset + 1)
            .saturating_sub(lead_at)
            .min(layout.bytes.len() as u64) as usize
    };
    let lang = view.state.lang;
    ui.label(RichText::new(tr(lang, "stepper-bit-layout")).strong());
    ui.label(
        RichText::new(words!(
            lang,
            "stepper-bits-pattern",
            pattern = layout.pattern()
        ))
        .monospace()
        .color(theme.weak),
    );
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 0.0;
        let mut payload = String::new();
        for (k, b) in layout.bytes[..read].iter().enumerate() {
            let fixed = layout.marker_bits(k);
            let bits = format!("{b:08b}");
            ui.label(RichText::new(&bits[..fixed]).monospace().color(theme.weak));
            ui.label(
                RichText::new(&bits[fixed..])
                    .monospace()
                    .color(theme.changed)
                    .strong(),
            );
            ui.label(RichText::new(" ").monospace());
            payload.push_str(&bits[fixed..]);
        }
        let label = if error {
            if layout.complete() {
                let value = layout.value;
                let cp = if value <= 0x10FFFF {
                    format!("U+{value:04X}")
                } else {
                    format!("0x{value:X}")
                };
                words!(
                    lang,
                    "stepper-bits-would-spell",
                    payload = payload,
                    code_point = cp,
                    why = layout.refused_because().map_or("none", |r| r.key())
                )
            } else {
                words!(
                    lang,
                    "stepper-bits-announces",
                    payload = payload,
                    len = layout.len,
                    there = layout.bytes.len()
                )
            }
        } else {
            match steps[i].after {
                Decoder::Utf8(d) if d.utf8_bytes_needed > 0 => words!(
                    lang,
                    "stepper-bits-so-far",
                    payload = payload,
                    value = format!("0x{:X}", d.utf8_code_point)
                ),
                _ => match steps[i].result().code_points().first() {
                    Some(&cp) => {
                        format!("  →  {payload} = U+{cp:04X} {}", glyph::cell_char(cp))
                    }
                    None => String::new(),
                },
            }
        };
        let color = if error { theme.error_text } else { theme.text };
        ui.label(RichText::new(label).monospace().color(color));
    });
}
