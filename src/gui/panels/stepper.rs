//! The stepper: the decoder run one handler call at a time. State before and after (changed
//! fields highlighted), the rule that fired in words with its spec step, the result, restored
//! bytes going back onto the stream, the output so far, and for UTF-8 the bit layout of the
//! current sequence.

use super::encoder_stepper::{read_head, EncoderStepper};
use super::state_table::StateTable;
use super::Panel;
use crate::encoding::{DecodeResult, Decoder};
use crate::gui::actions::Action;
use crate::gui::commands::Command;
use crate::gui::glyph;
use crate::gui::model::{StepperModel, STRIP};
use crate::gui::navigate::Wait;
use crate::gui::state::{Message, StepRef};
use crate::gui::view::View;
use crate::i18n::{tr, tr_args, Lang};
use crate::numbers::{decode_call, parse_number};
use crate::trace::Step;
use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, RichText, Sense, Stroke, StrokeKind, Ui, Vec2,
};

pub struct StepperPanel {
    run_to: String,
    /// The encoder mode's run and place.
    pub encoder: EncoderStepper,
}

impl Default for StepperPanel {
    fn default() -> Self {
        StepperPanel {
            run_to: "0".into(),
            encoder: EncoderStepper::default(),
        }
    }
}

impl Panel for StepperPanel {
    fn name(&self) -> &'static str {
        "Stepper"
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let lang = view.state.lang;
        if view.state.stepper_encoder {
            self.controls(ui, view);
            self.encoder.ui(ui, view);
            return;
        }
        let state = view.state;
        let (Some(doc), Some(plan), Some(model)) = (
            state.doc.as_ref(),
            state.plan.as_ref(),
            view.model.stepper.as_ref(),
        ) else {
            mode_toggle(ui, view);
            ui.label(
                state
                    .plan_error
                    .clone()
                    .unwrap_or_else(|| tr(lang, "stepper-open-a-file").into_owned()),
            );
            return;
        };
        self.controls(ui, view);
        ui.separator();
        let at = model.at;
        let around = match &model.around {
            Ok(around) => around,
            Err(wait) => {
                let scanning = state.scan.as_ref().is_some_and(|j| j.running());
                ui.label(wait.describe(lang, at.offset, scanning));
                if let Some(job) = state.scan.as_ref().filter(|j| j.running()) {
                    crate::gui::progress::progress_bar(
                        ui,
                        lang,
                        &job.progress,
                        &tr(lang, "stepper-scanning"),
                        300.0,
                    );
                } else if matches!(wait, Wait::Scan(_))
                    && ui.button(tr(lang, "stepper-scan-the-file")).clicked()
                {
                    view.send(Command::StartScan);
                }
                return;
            }
        };
        let steps = &around.steps;
        let Some(i) = around.index else {
            let skip = plan.skip as u64;
            let why = if at.offset < skip {
                let bom = plan.sniff.bom.map_or(String::new(), |b| b.to_string());
                tr_args(
                    lang,
                    "stepper-in-the-bom",
                    &[
                        ("last", (skip - 1).to_string().into()),
                        ("bom", bom.into()),
                        ("first", skip.to_string().into()),
                    ],
                )
            } else if let Some(e) = view.analysis.fatal_stop.filter(|&e| e < at.offset) {
                tr_args(
                    lang,
                    "stepper-after-fatal",
                    &[("offset", e.to_string().into())],
                )
            } else if doc.is_empty() {
                tr(lang, "stepper-empty").into_owned()
            } else {
                tr(lang, "stepper-past-the-end").into_owned()
            };
            ui.label(why);
            if let Some(first) = steps.iter().find(|s| s.offset >= skip)
                && ui.button(tr(lang, "stepper-go-to-first")).clicked()
            {
                view.send(Command::StepTo(StepRef {
                    offset: first.offset,
                    nth: 0,
                }));
            }
            return;
        };
        let step = steps[i];
        let nth = steps[..i]
            .iter()
            .filter(|s| s.offset == step.offset)
            .count();
        let handlings = steps.iter().filter(|s| s.offset == step.offset).count();
        let theme = view.theme;
        ui.horizontal_wrapped(|ui| {
            let algorithm = step.before.algorithm_name();
            let header = match step.byte() {
                Some(b) => tr_args(
                    lang,
                    "stepper-handler-at-byte",
                    &[
                        ("algorithm", algorithm.into()),
                        ("offset", step.offset.to_string().into()),
                        ("byte", format!("0x{b:02X}").into()),
                    ],
                ),
                None => tr_args(
                    lang,
                    "stepper-handler-at-end",
                    &[("algorithm", algorithm.into())],
                ),
            };
            ui.label(RichText::new(header).strong());
            if handlings > 1 {
                ui.label(
                    RichText::new(tr_args(
                        lang,
                        "stepper-handling-again",
                        &[
                            ("nth", (nth + 1).to_string().into()),
                            ("of", handlings.to_string().into()),
                        ],
                    ))
                    .color(theme.restored),
                );
            }
            let boundaries = state.settings.chunk_boundaries(doc.len());
            if !boundaries.is_empty() {
                // The furthest byte read so far decides the call: a restored byte is read
                // again in the call that restored it.
                let reach = steps[..=i]
                    .iter()
                    .map(|s| s.offset)
                    .max()
                    .unwrap_or(step.offset);
                let (call, calls, stream) = decode_call(&boundaries, reach);
                let chunk = call_chunk(&boundaries, call, doc.len(), lang);
                let first = reach == step.offset
                    && nth == 0
                    && (call == 1 && step.offset == plan.skip as u64
                        || boundaries.get(call.wrapping_sub(2)) == Some(&step.offset));
                let text = tr_args(
                    lang,
                    if first {
                        "stepper-decode-call-begins"
                    } else {
                        "stepper-decode-call"
                    },
                    &[
                        ("call", call.to_string().into()),
                        ("calls", calls.to_string().into()),
                        ("stream", stream.to_string().into()),
                        ("chunk", chunk.into()),
                    ],
                );
                ui.label(RichText::new(text).color(theme.chunk).strong());
            }
        });
        self.byte_strip(ui, &step, model, doc.len(), view);
        ui.add_space(4.0);
        // Two columns when both fit: the state table and the bit layout, beside the result,
        // the rule and the output (at a projector's zoom the stepper then fits the screen
        // unscrolled); one above the other when they do not.
        let (before, after) = (step.before.fields(), step.after.fields());
        let no_state = tr_args(
            lang,
            "stepper-decoder-no-state",
            &[("algorithm", step.before.algorithm_name().into())],
        );
        let heading = tr(lang, "stepper-decoder-state");
        let table = StateTable {
            id: "state-table",
            heading: &heading,
            before: &before,
            after: &after,
            no_state: &no_state,
            lang,
        };
        let table_w = table.width(ui);
        let result_w = ui.available_width() - table_w - 24.0;
        let utf8 = matches!(step.before, Decoder::Utf8(_));
        if result_w >= 300.0 {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(table_w);
                    table.ui(ui, view);
                    if utf8 {
                        ui.add_space(4.0);
                        super::utf8_bits::utf8_bits(ui, steps, i, model, view);
                    }
                    surrogate_bits(ui, &step, view);
                });
                ui.add_space(16.0);
                ui.vertical(|ui| {
                    ui.set_max_width(result_w);
                    self.result(ui, &step, view);
                    ui.add_space(4.0);
                    self.output_so_far(ui, steps, i, view);
                });
            });
        } else {
            table.ui(ui, view);
            ui.add_space(4.0);
            self.result(ui, &step, view);
            if utf8 {
                ui.add_space(4.0);
                super::utf8_bits::utf8_bits(ui, steps, i, model, view);
            }
            surrogate_bits(ui, &step, view);
            ui.add_space(4.0);
            self.output_so_far(ui, steps, i, view);
        }
    }
}

/// The bytes a `decode()` call gets: "bytes 2–6", "no bytes".
fn call_chunk(boundaries: &[u64], call: usize, len: u64, lang: Lang) -> String {
    let start = if call <= 1 { 0 } else { boundaries[call - 2] };
    let end = boundaries.get(call - 1).copied().unwrap_or(len);
    match end - start {
        0 => tr(lang, "stepper-no-bytes").into_owned(),
        _ => crate::report::byte_range::byte_range(lang, start, end),
    }
}

/// UTF-16: a surrogate pair's bits when the decoder puts one together, half of it when it
/// reads the lead surrogate.
fn surrogate_bits(ui: &mut Ui, step: &Step, view: &View) {
    use super::utf16_bits::{utf16_bits, Way};
    use crate::encoding::utf16::Rule as R16;
    use crate::encoding::Rule;
    let (Rule::Utf16(rule), Decoder::Utf16(after)) = (step.outcome.rule, step.after) else {
        return;
    };
    match (rule, step.result()) {
        (R16::Pair, DecodeResult::Emit(cp)) => {
            let s = crate::report::utf16_bits::Surrogates::of(cp);
            ui.add_space(4.0);
            utf16_bits(ui, s.as_ref(), Way::Back, view);
        }
        (R16::LeadingSurrogate, _) => {
            if let Some(lead) = after.utf16_leading_surrogate {
                ui.add_space(4.0);
                utf16_bits(ui, None, Way::LeadOnly(lead), view);
            }
        }
        _ => {}
    }
}

/// Which handler the Stepper steps: the decoder's over the bytes, or the encoder's over text.
fn mode_toggle(ui: &mut Ui, view: &mut View) {
    let encoder = view.state.stepper_encoder;
    let lang = view.state.lang;
    ui.horizontal(|ui| {
        let decoder_button = ui
            .selectable_label(!encoder, tr(lang, "stepper-mode-decoder"))
            .on_hover_text(tr(lang, "stepper-mode-decoder.help"));
        if decoder_button.clicked() && encoder {
            view.send(Command::SetStepperEncoder(false));
        }
        let encoder_button = ui
            .selectable_label(encoder, tr(lang, "stepper-mode-encoder"))
            .on_hover_text(tr(lang, "stepper-mode-encoder.help"));
        if encoder_button.clicked() && !encoder {
            view.send(Command::SetStepperEncoder(true));
        }
    });
}

impl StepperPanel {
    fn controls(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        let lang = state.lang;
        ui.horizontal_wrapped(|ui| {
            mode_toggle(ui, view);
            ui.add_space(8.0);
            for action in [
                Action::PrevError,
                Action::StepBack,
                Action::StepForward,
                Action::NextError,
            ] {
                if let Some(c) = crate::gui::keys::button(ui, action, state) {
                    view.send(c);
                }
            }
            let playing = state.playing;
            if ui
                .button(tr(
                    lang,
                    if playing {
                        "stepper-pause"
                    } else {
                        "stepper-play"
                    },
                ))
                .on_hover_text(Action::PlayPause.hover(ui.ctx(), state.lang))
                .clicked()
            {
                view.send(Action::PlayPause.command(state));
            }
            // (The label, its field and its button wrap together, never apart.)
            let width = |text: String, style: egui::TextStyle| {
                egui::WidgetText::from(text)
                    .into_galley(ui, Some(egui::TextWrapMode::Extend), f32::INFINITY, style)
                    .size()
                    .x
            };
            let spacing = ui.spacing();
            let run_to = if state.stepper_encoder {
                0.0
            } else {
                width(tr(lang, "stepper-run-to").into(), egui::TextStyle::Body)
                    + 64.0
                    + width(tr(lang, "stepper-run").into(), egui::TextStyle::Button)
                    + 2.0 * spacing.button_padding.x
                    + 2.0 * spacing.item_spacing.x
                    + 20.0
            };
            // Where the whole toolbar does not fit one row (Russian at a projector's zoom), the
            // speed slider first gives up its word (kept as its hover text) and half its length,
            // so that the toolbar keeps one row and the stepper its room.
            let speed_word = tr(lang, "stepper-speed");
            let slider_width = spacing.slider_width;
            let full = slider_width
                + 90.0
                + width(speed_word.clone().into(), egui::TextStyle::Body)
                + spacing.item_spacing.x;
            let compact = ui.available_size_before_wrap().x < full + run_to;
            let mut speed = state.speed;
            let slider = egui::Slider::new(&mut speed, 0.5..=60.0)
                .logarithmic(true)
                .custom_formatter(|v, _| crate::i18n::decimal(lang, v, 1))
                .custom_parser(|t| t.trim().replace(',', ".").parse().ok())
                .suffix(tr(lang, "stepper-steps-per-second"));
            let slider = if compact {
                ui.scope(|ui| {
                    ui.spacing_mut().slider_width = slider_width / 2.0;
                    ui.add(slider).on_hover_text(speed_word.as_ref())
                })
                .inner
            } else {
                ui.add(slider.text(speed_word.as_ref()))
            };
            if slider.changed() {
                view.send(Command::SetSpeed(speed));
            }
            if state.stepper_encoder {
                return;
            }
            // Space, not a separator: a vertical line runs through the rows of a wrapped toolbar.
            ui.add_space(12.0);
            if ui.available_size_before_wrap().x < run_to - 12.0 {
                ui.end_row();
            }
            ui.horizontal(|ui| self.run_to(ui, view));
        });
    }

    /// Run to offset: the label, the field and the button.
    fn run_to(&mut self, ui: &mut Ui, view: &mut View) {
        let lang = view.state.lang;
        let label = ui.label(tr(lang, "stepper-run-to"));
        let field = ui
            .add(egui::TextEdit::singleline(&mut self.run_to).desired_width(64.0))
            .labelled_by(label.id);
        let go = ui
            .button(tr(lang, "stepper-run"))
            .on_hover_text(tr(lang, "stepper-run.help"));
        if go.clicked() || (field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter))) {
            match parse_number(&self.run_to) {
                Some(off) => view.send(Command::StepTo(StepRef {
                    offset: off,
                    nth: 0,
                })),
                None => view.send(Command::Report(Message::error(tr_args(
                    lang,
                    "stepper-not-an-offset",
                    &[("typed", self.run_to.trim().to_string().into())],
                )))),
            }
        }
    }

    /// The bytes around the read position; restored bytes get an arrow back onto the stream.
    fn byte_strip(&self, ui: &mut Ui, step: &Step, model: &StepperModel, len: u64, view: &View) {
        let theme = view.theme;
        let font = FontId::monospace(13.0);
        let cell = Vec2::new(30.0, 24.0);
        // The model read the strip around the stepper's byte; a restored step is the same byte.
        let first = model.strip_from;
        let bytes = &model.strip;
        let width = (STRIP as f32 + 1.0) * cell.x;
        let (rect, response) = ui.allocate_exact_size(
            Vec2::new(width.min(ui.available_width()), cell.y + 26.0),
            Sense::hover(),
        );
        let lang = view.state.lang;
        let head = if step.item.is_end() {
            tr(lang, "stepper-read-head-at-end").into_owned()
        } else {
            tr_args(
                lang,
                "stepper-read-head-at-byte",
                &[("offset", step.offset.to_string().into())],
            )
        };
        response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &head));
        let painter = ui.painter_at(rect);
        let y = rect.top() + 20.0;
        let restored = step.restored_range();
        let pos_of =
            |off: u64| Pos2::new(rect.left() + (off as f64 - first as f64) as f32 * cell.x, y);
        for (k, &b) in bytes.iter().enumerate() {
            let off = first + k as u64;
            let r = egui::Rect::from_min_size(pos_of(off), cell - Vec2::new(3.0, 0.0));
            let read = off < step.next_offset() + step.outcome.restore as u64 && off <= step.offset;
            let fill = if off == step.offset && !step.item.is_end() {
                theme.selection
            } else if read {
                theme.role(crate::gui::analysis::Role::Ascii)
            } else {
                theme.role(crate::gui::analysis::Role::Undecoded)
            };
            painter.rect_filled(r, CornerRadius::same(3), fill);
            let color = if off == step.offset {
                Color32::BLACK
            } else {
                theme.text
            };
            painter.text(
                r.center(),
                Align2::CENTER_CENTER,
                format!("{b:02X}"),
                font.clone(),
                color,
            );
            if restored.contains(&off) {
                painter.rect_stroke(
                    r,
                    CornerRadius::same(3),
                    Stroke::new(2.0, theme.restored),
                    StrokeKind::Outside,
                );
            }
        }
        if first + bytes.len() as u64 == len {
            let r = egui::Rect::from_min_size(pos_of(len), cell - Vec2::new(3.0, 0.0));
            let fill = if step.item.is_end() {
                theme.selection
            } else {
                theme.role(crate::gui::analysis::Role::Undecoded)
            };
            painter.rect_filled(r, CornerRadius::same(3), fill);
            // Black on the highlight, as the current byte is (light text on it is unreadable).
            let color = if step.item.is_end() {
                Color32::BLACK
            } else {
                theme.text
            };
            painter.text(
                r.center(),
                Align2::CENTER_CENTER,
                "EOQ",
                FontId::monospace(10.0),
                color,
            );
        }
        // The read head, and arrows for restored bytes.
        let head = pos_of(step.offset) + Vec2::new(cell.x / 2.0 - 1.5, -3.0);
        read_head(&painter, head, theme.cursor, &tr(lang, "strip-read"));
        if !restored.is_empty() {
            let from = pos_of(step.offset) + Vec2::new(cell.x / 2.0, cell.y + 2.0);
            let to = pos_of(restored.start) + Vec2::new(cell.x / 2.0, cell.y + 2.0);
            let bottom = Vec2::new(0.0, 14.0);
            painter.line_segment([from, from + bottom], Stroke::new(2.0, theme.restored));
            painter.line_segment(
                [from + bottom, to + bottom],
                Stroke::new(2.0, theme.restored),
            );
            painter.arrow(to + bottom, -bottom, Stroke::new(2.0, theme.restored));
        }
    }

    fn result(&self, ui: &mut Ui, step: &Step, view: &View) {
        let theme = view.theme;
        let lang = view.state.lang;
        ui.label(RichText::new(tr(lang, "stepper-result")).strong());
        let character =
            |cp: u32| format!("{} {}", glyph::code_point_label(cp), glyph::cell_char(cp));
        let text = match step.result() {
            DecodeResult::Continue => tr(lang, "stepper-continue").into_owned(),
            DecodeResult::Emit(cp) => tr_args(
                lang,
                "stepper-emit",
                &[("characters", character(cp).into())],
            ),
            DecodeResult::Emit2([a, b]) => tr_args(
                lang,
                "stepper-emit",
                &[(
                    "characters",
                    format!("{} + {}", character(a), character(b)).into(),
                )],
            ),
            DecodeResult::Error => match view.state.plan.as_ref().map(|p| p.mode) {
                Some(crate::encoding::run::ErrorMode::Fatal) => {
                    tr(lang, "stepper-error-fatal").into_owned()
                }
                _ => tr(lang, "stepper-error-replacement").into_owned(),
            },
            DecodeResult::Finished => tr(lang, "stepper-finished").into_owned(),
        };
        let color = if step.is_error() {
            theme.error_text
        } else {
            theme.text
        };
        ui.label(RichText::new(text).color(color).size(15.0));
        if let Some(class) = step.error_class() {
            ui.label(RichText::new(class.description(lang)).color(theme.error_text));
        }
        if step.outcome.restore > 0 {
            let r = step.restored_range();
            let what = crate::report::byte_range::byte_range(lang, r.start, r.end);
            ui.label(
                RichText::new(tr_args(lang, "stepper-restores", &[("bytes", what.into())]))
                    .color(theme.restored),
            );
        }
        ui.add_space(4.0);
        ui.label(RichText::new(tr(lang, "stepper-rule")).strong());
        ui.label(RichText::new(step.outcome.rule.id()).monospace());
        ui.label(step.explanation(lang));
        let spec = step.outcome.rule.spec();
        ui.hyperlink_to(
            tr_args(
                lang,
                "stepper-citation",
                &[("step", step.citation(lang).into())],
            ),
            spec.url(),
        );
    }

    fn output_so_far(&self, ui: &mut Ui, steps: &[Step], i: usize, view: &View) {
        let theme = view.theme;
        let mut out: Vec<(String, bool)> = Vec::new();
        for s in &steps[..=i] {
            match s.result() {
                DecodeResult::Emit(cp) => out.push((glyph::cell_char(cp), false)),
                DecodeResult::Emit2([a, b]) => {
                    out.push((glyph::cell_char(a), false));
                    out.push((glyph::cell_char(b), false));
                }
                DecodeResult::Error => out.push(("\u{FFFD}".into(), true)),
                _ => {}
            }
        }
        let skip = out.len().saturating_sub(48);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(tr(view.state.lang, "stepper-output-so-far")).strong());
            ui.spacing_mut().item_spacing.x = 1.0;
            if skip > 0 {
                ui.label(RichText::new("…").weak());
            }
            for (t, err) in &out[skip..] {
                ui.label(RichText::new(t).size(15.0).color(if *err {
                    theme.error_text
                } else {
                    theme.text
                }));
            }
        });
    }
}
