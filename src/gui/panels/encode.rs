//! The encode panel: the decoded text (or typed text) encoded into a chosen encoding with error
//! mode html (or fatal). Every `&#N;` is marked, tied to the character that caused it, its
//! bytes in a hex strip; each can be stepped through in the Stepper's encoder mode.

use super::Panel;
use crate::encoding::encode_run::Replaced;
use crate::encoding::EncodeResult;
use crate::gui::commands::Command;
use crate::gui::encoded::{Encoded, Key};
use crate::gui::glyph;
use crate::gui::view::View;
use crate::i18n::{tr, tr_args, words};
use crate::report::encode_step::html_reference;
use egui::{Align2, CornerRadius, FontId, Rect, RichText, Sense, Ui, Vec2};

#[derive(Default)]
pub struct EncodePanel {
    search: String,
    /// The last run, and what it was a run of.
    cached: Option<(Key, Encoded)>,
    /// The reference chip under the pointer last frame: its output bytes are outlined.
    hovered: Option<usize>,
}

impl Panel for EncodePanel {
    fn name(&self) -> &'static str {
        "Encode"
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let theme = view.theme;
        super::encode_controls::controls(ui, view, &mut self.search, "encode");
        let input = &view.state.encode;
        let key = input.key(view);
        if self.cached.as_ref().is_none_or(|(k, _)| *k != key) {
            self.cached = Some((key, input.run(view)));
        }
        let Some((_, encoded)) = self.cached.as_ref() else {
            return;
        };
        let (out, replaced, steps) = (&encoded.out, &encoded.replaced, &encoded.steps);
        let typed = view.state.encode.typed_runs(view);
        let target = view.state.encode.target.output_encoding();
        let lang = view.state.lang;
        ui.horizontal_wrapped(|ui| {
            let n = replaced.len() as u64;
            let characters = tr_args(
                lang,
                "count-characters",
                &[("n", (encoded.input.len() as u64).into())],
            );
            let bytes = tr_args(lang, "count-bytes", &[("n", (out.len() as u64).into())]);
            let summary = match encoded.stopped {
                Some(e) => tr_args(
                    lang,
                    "encode-summary-stopped",
                    &[
                        ("characters", characters.into()),
                        ("bytes", bytes.into()),
                        ("encoding", target.name().into()),
                        ("code_point", glyph::code_point_label(e.code_point).into()),
                        ("offset", e.source_offset.to_string().into()),
                    ],
                ),
                None => tr_args(
                    lang,
                    "encode-summary",
                    &[
                        ("characters", characters.into()),
                        ("bytes", bytes.into()),
                        ("encoding", target.name().into()),
                        ("references", n.into()),
                    ],
                ),
            };
            ui.label(summary);
            if ui
                .button(tr(lang, "encode-step-through"))
                .on_hover_text(tr(lang, "encode-step-through.help"))
                .clicked()
            {
                view.send(Command::StepEncoderTo(0));
            }
        });
        // The hex strip: each byte, references marked.
        let font = FontId::monospace(13.0);
        let cell = Vec2::new(24.0, 20.0);
        let per_row = ((ui.available_width() / cell.x).floor() as usize).max(8);
        let rows = out.len().div_ceil(per_row).min(12);
        let (rect, _) = ui.allocate_exact_size(
            Vec2::new(ui.available_width(), rows as f32 * (cell.y + 2.0) + 4.0),
            Sense::hover(),
        );
        let painter = ui.painter_at(rect);
        for (k, b) in out.iter().enumerate().take(rows * per_row) {
            let pos = rect.min
                + Vec2::new(
                    (k % per_row) as f32 * cell.x,
                    (k / per_row) as f32 * (cell.y + 2.0),
                );
            let r = Rect::from_min_size(pos, cell - Vec2::new(2.0, 0.0));
            let in_ref = in_reference(replaced, k as u64);
            let fill = if in_ref {
                theme.html_ref
            } else {
                theme.role(crate::gui::analysis::Role::Ascii)
            };
            painter.rect_filled(r, CornerRadius::same(2), fill);
            let hovered = self.hovered.and_then(|h| replaced.get(h)).is_some_and(|x| {
                (x.output_offset..x.output_offset + x.output_len).contains(&(k as u64))
            });
            if hovered {
                painter.rect_stroke(
                    r.expand(1.0),
                    CornerRadius::same(2),
                    egui::Stroke::new(2.0, theme.cursor),
                    egui::StrokeKind::Outside,
                );
            }
            painter.text(
                r.center(),
                Align2::CENTER_CENTER,
                format!("{b:02X}"),
                font.clone(),
                if in_ref {
                    egui::Color32::BLACK
                } else {
                    theme.text
                },
            );
        }
        if out.len() > rows * per_row {
            let more = out.len() - rows * per_row;
            ui.label(RichText::new(words!(lang, "encode-more-bytes", n = more)).weak());
        }
        // The references, each tied to its character.
        if !replaced.is_empty() {
            ui.label(RichText::new(tr(lang, "encode-references")).strong());
            let mut hovered = None;
            let body = egui::TextStyle::Button.resolve(ui.style());
            ui.horizontal_wrapped(|ui| {
                for (i, x) in replaced.iter().take(200).enumerate() {
                    let reference = html_reference(x.code_point);
                    let label = words!(
                        lang,
                        "encode-reference-for",
                        reference = reference.clone(),
                        character = format!(
                            "{} {}",
                            glyph::code_point_label(x.code_point),
                            glyph::cell_char(x.code_point)
                        ),
                        offset = x.output_offset
                    );
                    // The character and its reference: "字 &#23383;".
                    let chip = ui
                        .add(egui::Button::new(
                            RichText::new(format!(
                                "{} {reference}",
                                glyph::drawable(ui, &body, x.code_point)
                            ))
                            .color(theme.html_ref),
                        ))
                        .on_hover_text(words!(
                            lang,
                            "encode-reference-bytes",
                            label = label.clone(),
                            from = x.output_offset,
                            to = x.output_offset + x.output_len - 1
                        ));
                    if chip.hovered() {
                        hovered = Some(i);
                    }
                    chip.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if chip.clicked() && !typed {
                        view.send(Command::SelectAt(x.source_offset));
                    }
                    // Step through the error and the reference's characters in the Stepper.
                    let error_step = steps.iter().position(|s| {
                        matches!(s.outcome.result, EncodeResult::Error(_))
                            && s.output_offset == x.output_offset
                    });
                    if let Some(at) = error_step {
                        let step = ui
                            .small_button("▸")
                            .on_hover_text(tr(lang, "encode-step-through-one.help"));
                        step.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::Button,
                                true,
                                tr_args(
                                    lang,
                                    "encode-step-through-one",
                                    &[("reference", reference.clone().into())],
                                ),
                            )
                        });
                        if step.clicked() {
                            view.send(Command::StepEncoderTo(at));
                        }
                    }
                }
            });
            if hovered != self.hovered {
                self.hovered = hovered;
                ui.ctx().request_repaint();
            }
        }
    }
}

/// Whether output byte `k` belongs to a `&#N;` (the references are in output order).
fn in_reference(replaced: &[Replaced], k: u64) -> bool {
    let i = replaced.partition_point(|x| x.output_offset + x.output_len <= k);
    replaced.get(i).is_some_and(|x| x.output_offset <= k)
}
