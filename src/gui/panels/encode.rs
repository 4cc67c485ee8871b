//! The encode panel: the decoded text (or typed text) encoded into a chosen encoding with error
//! mode html. Every `&#N;` is marked, tied to the character that caused it, its bytes in a hex
//! strip.

use super::Panel;
use crate::encoding::encode_run::{EncodeRun, EncodeStep, EncoderErrorMode, Replaced};
use crate::encoding::Encoding;
use crate::gui::analysis::UnitKind;
use crate::gui::commands::Command;
use crate::gui::controls::encoding_picker;
use crate::gui::glyph;
use crate::gui::state::ROW;
use crate::gui::view::View;
use crate::report::encode_step::{html_reference, step_mark};
use egui::{Align2, CornerRadius, FontId, Rect, RichText, Sense, Ui, Vec2};

pub struct EncodePanel {
    typed: String,
    use_typed: bool,
    target: Encoding,
    search: String,
    /// The last run, and what it was a run of.
    cached: Option<(Key, Encoded)>,
    /// The reference chip under the pointer last frame: its output bytes are outlined.
    hovered: Option<usize>,
}

/// What an encoder run depends on: the input (typed text, or the document's text in view)
/// and the target encoding.
#[derive(Clone, PartialEq)]
enum Key {
    Typed(String, Encoding),
    InView {
        doc: u64,
        plan: crate::encoding::ops::Plan,
        from: u64,
        to: u64,
        start: u64,
        target: Encoding,
    },
}

/// The result of an encoder run over the input.
struct Encoded {
    characters: usize,
    out: Vec<u8>,
    steps: Vec<EncodeStep>,
    replaced: Vec<Replaced>,
}

impl Default for EncodePanel {
    fn default() -> Self {
        EncodePanel {
            typed: "Grüße, 世界! 😀 ¥100 − ½".into(),
            use_typed: false,
            target: Encoding::ShiftJis,
            search: String::new(),
            cached: None,
            hovered: None,
        }
    }
}

/// Most characters taken from the view.
const MAX_CHARS: usize = 2000;

impl Panel for EncodePanel {
    fn name(&self) -> &'static str {
        "Encode"
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let theme = view.theme;
        ui.horizontal_wrapped(|ui| {
            ui.label("Encode");
            ui.radio_value(&mut self.use_typed, false, "the decoded text in view");
            ui.radio_value(&mut self.use_typed, true, "this text:");
            let label = ui.label("text to encode");
            ui.add(egui::TextEdit::singleline(&mut self.typed).desired_width(260.0))
                .labelled_by(label.id);
            if let Some(e) = encoding_picker(ui, "into", self.target, &mut self.search, false) {
                self.target = e;
            }
            ui.label("with error mode html");
        });
        if self.target.output_encoding() != self.target {
            ui.label(
                RichText::new(format!(
                    "{} has no encoder; its output encoding is UTF-8.",
                    self.target
                ))
                .weak(),
            );
        }
        let key = match (&view.state.doc, &view.state.plan) {
            (Some(doc), Some(plan)) if !self.use_typed => Key::InView {
                doc: doc.id,
                plan: plan.clone(),
                from: view.analysis.from,
                to: view.analysis.to,
                start: view.state.top_row * ROW,
                target: self.target,
            },
            _ => Key::Typed(self.typed.clone(), self.target),
        };
        if self.cached.as_ref().is_none_or(|(k, _)| *k != key) {
            let encoded = self.encode(view);
            self.cached = Some((key, encoded));
        }
        let Some((_, encoded)) = self.cached.as_ref() else {
            return;
        };
        let (out, replaced, steps) = (&encoded.out, &encoded.replaced, &encoded.steps);
        let n = replaced.len() as u64;
        ui.label(format!(
            "{} → {} in {}; {} without a mapping became {}",
            crate::report::count(encoded.characters as u64, "character"),
            crate::report::count(out.len() as u64, "byte"),
            self.target.output_encoding(),
            n,
            if n == 1 {
                "a character reference"
            } else {
                "character references"
            }
        ));
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
            ui.label(RichText::new(format!("… {} more bytes", out.len() - rows * per_row)).weak());
        }
        // The references, each tied to its character.
        if !replaced.is_empty() {
            ui.label(RichText::new("Character references").strong());
            let mut hovered = None;
            let body = egui::TextStyle::Button.resolve(ui.style());
            ui.horizontal_wrapped(|ui| {
                for (i, x) in replaced.iter().take(200).enumerate() {
                    let reference = html_reference(x.code_point);
                    let label = format!(
                        "{reference} for {} {} at output byte {}",
                        glyph::code_point_label(x.code_point),
                        glyph::cell_char(x.code_point),
                        x.output_offset
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
                        .on_hover_text(format!(
                            "{label}: bytes {}–{} of the output, outlined above",
                            x.output_offset,
                            x.output_offset + x.output_len - 1
                        ));
                    if chip.hovered() {
                        hovered = Some(i);
                    }
                    chip.widget_info(|| {
                        egui::WidgetInfo::labeled(egui::Role::Button, true, &label)
                    });
                    if chip.clicked() && !self.use_typed {
                        view.send(Command::SelectAt(x.source_offset));
                    }
                }
            });
            if hovered != self.hovered {
                self.hovered = hovered;
                ui.ctx().request_repaint();
            }
        }
        egui::CollapsingHeader::new("Encoder steps")
            .default_open(false)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .max_height(180.0)
                    .show(ui, |ui| {
                        for s in steps.iter().take(400) {
                            let cp = s.code_point().map_or("end-of-queue".into(), |c| {
                                format!("{} {}", glyph::code_point_label(c), glyph::cell_char(c))
                            });
                            let bytes = crate::report::hex(s.outcome.result.output());
                            let word = step_mark(s);
                            let mark = match word {
                                "error" => RichText::new(word).color(theme.error_text),
                                "html" => RichText::new(word).color(theme.html_ref),
                                _ => RichText::new(word),
                            };
                            ui.horizontal(|ui| {
                                ui.label(RichText::new(cp).monospace());
                                ui.label(mark);
                                ui.label(RichText::new(bytes).monospace());
                                ui.label(RichText::new(s.explanation()).weak());
                            });
                        }
                    });
            });
    }
}

impl EncodePanel {
    /// Run the encoder over the input: the typed text, or the text of the units in view.
    fn encode(&self, view: &View) -> Encoded {
        // The input: (code point, where it came from).
        let input: Vec<(u32, u64)> = if self.use_typed || view.state.doc.is_none() {
            self.typed
                .char_indices()
                .map(|(i, c)| (c as u32, i as u64))
                .collect()
        } else {
            let start = view.state.top_row * ROW;
            view.analysis
                .units
                .iter()
                .filter(|u| u.end > start)
                .flat_map(|u| match u.kind {
                    UnitKind::Text { code_points, count } => code_points[..count as usize]
                        .iter()
                        .map(|&c| (c, u.start))
                        .collect::<Vec<_>>(),
                    UnitKind::Error(_) => vec![(0xFFFD, u.start)],
                    _ => vec![],
                })
                .take(MAX_CHARS)
                .collect()
        };
        let mut run = EncodeRun::new(self.target, EncoderErrorMode::Html);
        let mut out = Vec::new();
        let mut steps: Vec<EncodeStep> = Vec::new();
        let mut record = |s: &EncodeStep| steps.push(*s);
        for &(cp, off) in &input {
            // Error mode html never fails.
            let _ = run.push(cp, off, &mut out, &mut record);
        }
        run.finish(&mut out, &mut record);
        Encoded {
            characters: input.len(),
            out,
            steps,
            replaced: run.replaced,
        }
    }
}

/// Whether output byte `k` belongs to a `&#N;` (the references are in output order).
fn in_reference(replaced: &[Replaced], k: u64) -> bool {
    let i = replaced.partition_point(|x| x.output_offset + x.output_len <= k);
    replaced.get(i).is_some_and(|x| x.output_offset <= k)
}
