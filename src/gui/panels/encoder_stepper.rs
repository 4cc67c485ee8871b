//! The Stepper's encoder mode: the encoder run one handler call at a time over the text in
//! view or typed text. The code points as the handler reads them (the `&#N;` error mode html
//! puts in front of the input, a restored code point read again), the encoder's state before
//! and after, the variables the handler sets (index pointer, lead, trail, offsets), the
//! result, the rule with its spec step, and the bytes written so far.

use super::state_table::StateTable;
use crate::encoding::encode_run::{EncodeStep, EncoderErrorMode, Origin};
use crate::encoding::{EncodeResult, Encoder};
use crate::gui::encoded::{Encoded, Key};
use crate::gui::glyph;
use crate::gui::view::View;
use crate::i18n::{tr, tr_args};
use crate::report::step::show_value;
use crate::report::utf8_bits::utf8_layout;
use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, RichText, Sense, Stroke, StrokeKind, Ui, Vec2,
};

#[derive(Default)]
pub struct EncoderStepper {
    search: String,
    cached: Option<(Key, Encoded)>,
    /// The step shown (an index into the run's steps).
    pub at: usize,
}

/// Handler calls shown on each side of the current one in the strip.
const AROUND: usize = 8;

impl EncoderStepper {
    fn steps(&self) -> &[EncodeStep] {
        self.cached.as_ref().map_or(&[], |(_, e)| &e.steps)
    }

    /// One step on or back; false at either end.
    pub fn step(&mut self, forward: bool) -> bool {
        let n = self.steps().len();
        match forward {
            true if self.at + 1 < n => self.at += 1,
            false if self.at > 0 => self.at -= 1,
            _ => return false,
        }
        true
    }

    /// To the next (or previous) step that returned error; false when there is none.
    pub fn jump_to_error(&mut self, forward: bool) -> bool {
        let is_error = |s: &EncodeStep| matches!(s.outcome.result, EncodeResult::Error(_));
        let steps = self.steps();
        let found = if forward {
            steps
                .iter()
                .enumerate()
                .skip(self.at + 1)
                .find(|(_, s)| is_error(s))
        } else {
            steps
                .iter()
                .enumerate()
                .take(self.at)
                .rev()
                .find(|(_, s)| is_error(s))
        };
        match found {
            Some((i, _)) => {
                self.at = i;
                true
            }
            None => false,
        }
    }

    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        super::encode_controls::controls(ui, view, &mut self.search, "stepper");
        let input = &view.state.encode;
        let key = input.key(view);
        if self.cached.as_ref().is_none_or(|(k, _)| *k != key) {
            let encoded = input.run(view);
            self.cached = Some((key, encoded));
            self.at = self.at.min(self.steps().len().saturating_sub(1));
        }
        let Some((_, encoded)) = self.cached.as_ref() else {
            return;
        };
        let steps = &encoded.steps;
        let lang = view.state.lang;
        let Some(step) = steps.get(self.at) else {
            ui.label(tr(lang, "encoder-nothing-to-encode"));
            return;
        };
        ui.separator();
        header(ui, steps, self.at, view);
        strip(ui, steps, self.at, view);
        ui.add_space(4.0);
        let (before, after) = (step.before.fields(), step.after.fields());
        let no_state = match step.before {
            Encoder::Gb18030(g) if g.is_gbk => tr(lang, "encoder-gbk-no-state").into_owned(),
            e => tr_args(
                lang,
                "encoder-no-state",
                &[("algorithm", e.spec().algorithm.into())],
            ),
        };
        let heading = tr(lang, "encoder-state");
        let table = StateTable {
            id: "encoder-state-table",
            heading: &heading,
            before: &before,
            after: &after,
            no_state: &no_state,
            lang,
        };
        let left_w = table.width(ui).max(300.0);
        let right_w = ui.available_width() - left_w - 24.0;
        if right_w >= 300.0 {
            ui.horizontal_top(|ui| {
                ui.vertical(|ui| {
                    ui.set_width(left_w);
                    table.ui(ui, view);
                    ui.add_space(4.0);
                    variables(ui, step, view);
                });
                ui.add_space(16.0);
                ui.vertical(|ui| {
                    ui.set_max_width(right_w);
                    result(ui, step, view);
                    ui.add_space(4.0);
                    output_so_far(ui, encoded, step, view);
                });
            });
        } else {
            table.ui(ui, view);
            variables(ui, step, view);
            result(ui, step, view);
            output_so_far(ui, encoded, step, view);
        }
    }
}

/// Which handler call this is, and of what.
fn header(ui: &mut Ui, steps: &[EncodeStep], i: usize, view: &View) {
    let step = &steps[i];
    let lang = view.state.lang;
    let algorithm = step.before.spec().algorithm;
    // The character as a font here draws it (a private-use one no font has: its code point).
    let body = egui::TextStyle::Body.resolve(ui.style());
    let character = |cp: u32| match glyph::drawable(ui, &body, cp) {
        c if c == glyph::code_point_label(cp) => c,
        c => format!("{} {c}", glyph::code_point_label(cp)),
    };
    let what = match (step.code_point(), step.origin) {
        (None, _) => tr(lang, "encoder-end-of-queue").into_owned(),
        (Some(cp), Origin::Html { for_offset }) => {
            let error = steps[..i]
                .iter()
                .rev()
                .find_map(|s| match s.outcome.result {
                    EncodeResult::Error(e) => Some(e),
                    _ => None,
                })
                .unwrap_or(0xFFFD);
            tr_args(
                lang,
                "encoder-from-the-reference",
                &[
                    ("character", character(cp).into()),
                    ("reference", format!("&#{error};").into()),
                    ("offset", for_offset.to_string().into()),
                ],
            )
        }
        (Some(cp), Origin::Input(off)) => tr_args(
            lang,
            "encoder-from-the-input",
            &[
                ("character", character(cp).into()),
                ("offset", off.to_string().into()),
            ],
        ),
        (Some(cp), Origin::End) => glyph::code_point_label(cp),
    };
    let again = i > 0 && steps[i - 1].outcome.restore;
    ui.horizontal_wrapped(|ui| {
        ui.label(
            RichText::new(tr_args(
                lang,
                "encoder-handler",
                &[("algorithm", algorithm.into()), ("what", what.into())],
            ))
            .strong(),
        );
        ui.label(
            RichText::new(tr_args(
                lang,
                "encoder-call-of",
                &[
                    ("call", (i + 1).to_string().into()),
                    ("calls", steps.len().to_string().into()),
                ],
            ))
            .weak(),
        );
        if again {
            ui.label(RichText::new(tr(lang, "encoder-read-again")).color(view.theme.restored));
        }
    });
}

/// The handler calls around this one, each with the code point it read: the current one
/// highlighted, the characters of a `&#N;` in the reference colour, a restore as an arrow back.
fn strip(ui: &mut Ui, steps: &[EncodeStep], i: usize, view: &View) {
    let theme = view.theme;
    let cell = Vec2::new(52.0, 40.0);
    let first = i.saturating_sub(AROUND);
    let shown = in_queue(steps, i, first);
    let (rect, response) = ui.allocate_exact_size(
        Vec2::new(
            (shown.len() as f32 * cell.x).min(ui.available_width()),
            cell.y + 30.0,
        ),
        Sense::hover(),
    );
    let lang = view.state.lang;
    let what = match steps[i].code_point() {
        Some(cp) => format!("U+{cp:04X}"),
        None => tr(lang, "encoder-end-of-queue").into_owned(),
    };
    let label = tr_args(
        lang,
        "encoder-read-head",
        &[("call", (i + 1).to_string().into()), ("what", what.into())],
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Image, true, &label));
    let painter = ui.painter_at(rect);
    let y = rect.top() + 18.0;
    for (k, &(at, s)) in shown.iter().enumerate() {
        let r = egui::Rect::from_min_size(
            Pos2::new(rect.left() + k as f32 * cell.x, y),
            cell - Vec2::new(4.0, 0.0),
        );
        let html = matches!(s.origin, Origin::Html { .. });
        let fill = if at == i {
            theme.selection
        } else if html {
            theme.html_ref.gamma_multiply(0.35)
        } else if at < i {
            theme.role(crate::gui::analysis::Role::Ascii)
        } else {
            theme.role(crate::gui::analysis::Role::Undecoded)
        };
        painter.rect_filled(r, CornerRadius::same(3), fill);
        let color = if at == i { Color32::BLACK } else { theme.text };
        let (top, bottom) = match s.code_point() {
            Some(cp) => {
                // A character no font here has: a dot over its code point.
                let top = glyph::drawable(ui, &FontId::proportional(16.0), cp);
                let top = if top == glyph::code_point_label(cp) {
                    "·".to_string()
                } else {
                    top
                };
                (top, format!("U+{cp:04X}"))
            }
            None => ("EOQ".to_string(), String::new()),
        };
        painter.text(
            r.center_top() + Vec2::new(0.0, 13.0),
            Align2::CENTER_CENTER,
            top,
            FontId::proportional(16.0),
            color,
        );
        painter.text(
            r.center_bottom() - Vec2::new(0.0, 9.0),
            Align2::CENTER_CENTER,
            bottom,
            FontId::monospace(9.0),
            color,
        );
        if matches!(s.outcome.result, EncodeResult::Error(_)) {
            painter.rect_stroke(
                r,
                CornerRadius::same(3),
                Stroke::new(2.0, theme.error_text),
                StrokeKind::Outside,
            );
        }
        // A restore: an arrow under this call back to the same code point, read next.
        if s.outcome.restore && k + 1 < shown.len() {
            let from = r.center_bottom() + Vec2::new(0.0, 3.0);
            let to = from + Vec2::new(cell.x, 0.0);
            let drop = Vec2::new(0.0, 8.0);
            let stroke = Stroke::new(2.0, theme.restored);
            painter.line_segment([from, from + drop], stroke);
            painter.line_segment([from + drop, to + drop], stroke);
            painter.arrow(to + drop, -drop, stroke);
        }
    }
    let head = Pos2::new(
        rect.left() + (i - first) as f32 * cell.x + cell.x / 2.0 - 2.0,
        y - 3.0,
    );
    read_head(&painter, head, theme.cursor, &tr(lang, "strip-read"));
}

/// The calls the strip shows, from `first` on: those made up to call `i`, then the next as the
/// queue holds them now. A `&#N;` html mode puts in front of the input is in the queue only
/// once the encoder has met its character (a later error's reference is not shown yet).
fn in_queue(steps: &[EncodeStep], i: usize, first: usize) -> Vec<(usize, &EncodeStep)> {
    let mut shown: Vec<(usize, &EncodeStep)> = (first..=i).map(|at| (at, &steps[at])).collect();
    let mut after_error = false;
    for (at, s) in steps.iter().enumerate().skip(i + 1) {
        if shown.len() > i - first + AROUND {
            break;
        }
        let html = matches!(s.origin, Origin::Html { .. });
        if html && after_error {
            continue;
        }
        after_error = matches!(s.outcome.result, EncodeResult::Error(_));
        shown.push((at, s));
    }
    shown
}

/// The read head over a strip: a triangle pointing down at `head`, and "read".
pub(super) fn read_head(painter: &egui::Painter, head: Pos2, color: Color32, read: &str) {
    painter.add(egui::Shape::convex_polygon(
        vec![
            head,
            head + Vec2::new(-5.0, -8.0),
            head + Vec2::new(5.0, -8.0),
        ],
        color,
        Stroke::NONE,
    ));
    painter.text(
        head + Vec2::new(8.0, 1.0),
        Align2::LEFT_BOTTOM,
        read,
        FontId::proportional(11.0),
        color,
    );
}

/// The variables the handler set on its way, by the standard's names; for UTF-8, the bits.
fn variables(ui: &mut Ui, step: &EncodeStep, view: &View) {
    let work = step.before.work(step.item);
    let lang = view.state.lang;
    ui.label(RichText::new(tr(lang, "encoder-variables")).strong());
    if work.fields.is_empty() {
        ui.label(RichText::new(tr(lang, "encoder-no-variables")).weak());
    } else {
        egui::Grid::new("encoder-variables")
            .striped(true)
            .num_columns(2)
            .show(ui, |ui| {
                for f in &work.fields {
                    ui.label(RichText::new(f.name).monospace());
                    ui.label(RichText::new(show_value(lang, f.name, f.value)).monospace());
                    ui.end_row();
                }
            });
    }
    // UTF-8: the code point's bits, and where each lands after the marker bits.
    if let (Encoder::Utf8(_), Some(cp), Some(bytes)) =
        (step.before, step.code_point(), work.bytes.as_ref())
    {
        let Some(layout) = utf8_layout(bytes).filter(|_| bytes.len() > 1) else {
            return;
        };
        let theme = view.theme;
        let payload: usize = (0..bytes.len()).map(|k| 8 - layout.marker_bits(k)).sum();
        ui.add_space(4.0);
        ui.label(RichText::new(tr(lang, "stepper-bit-layout")).strong());
        ui.label(
            RichText::new(tr_args(
                lang,
                "encoder-bits-into",
                &[
                    ("code_point", format!("U+{cp:04X}").into()),
                    ("bits", format!("{cp:0payload$b}").into()),
                    ("pattern", layout.pattern().into()),
                ],
            ))
            .monospace()
            .color(theme.weak),
        );
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            for (k, b) in bytes.iter().enumerate() {
                let fixed = layout.marker_bits(k);
                let bits = format!("{b:08b}");
                ui.label(RichText::new(&bits[..fixed]).monospace().color(theme.weak));
                ui.label(
                    RichText::new(format!("{} ", &bits[fixed..]))
                        .monospace()
                        .color(theme.changed),
                );
            }
            ui.label(RichText::new(format!(" = {}", crate::report::hex(bytes))).monospace());
        });
    }
}

/// What the handler returned, and in html mode what happens next; the rule and its step.
fn result(ui: &mut Ui, step: &EncodeStep, view: &View) {
    let theme = view.theme;
    let lang = view.state.lang;
    ui.label(RichText::new(tr(lang, "stepper-result")).strong());
    let (text, color) = match step.outcome.result {
        EncodeResult::Bytes { .. } => (
            tr_args(
                lang,
                "encoder-bytes",
                &[(
                    "bytes",
                    crate::report::hex(step.outcome.result.output()).into(),
                )],
            ),
            theme.text,
        ),
        EncodeResult::Error(cp) => (
            tr_args(
                lang,
                "encoder-error-with",
                &[("code_point", glyph::code_point_label(cp).into())],
            ),
            theme.error_text,
        ),
        EncodeResult::Continue => (tr(lang, "encoder-continue").into_owned(), theme.text),
        EncodeResult::Finished => (tr(lang, "stepper-finished").into_owned(), theme.text),
    };
    ui.label(RichText::new(text).color(color).size(15.0));
    if let EncodeResult::Error(cp) = step.outcome.result {
        let next = match step.mode {
            EncoderErrorMode::Html => tr_args(
                lang,
                "encoder-html-next",
                &[
                    ("reference", format!("&#{cp};").into()),
                    ("calls", (format!("&#{cp};").len() as u64).into()),
                ],
            ),
            EncoderErrorMode::Fatal => tr(lang, "encoder-fatal-stops").into_owned(),
        };
        ui.label(RichText::new(next).color(theme.html_ref));
    }
    if let (true, Some(cp)) = (step.outcome.restore, step.code_point()) {
        ui.label(
            RichText::new(tr_args(
                lang,
                "encoder-restores",
                &[("code_point", format!("U+{cp:04X}").into())],
            ))
            .color(theme.restored),
        );
    }
    ui.add_space(4.0);
    ui.label(RichText::new(tr(lang, "stepper-rule")).strong());
    ui.label(RichText::new(step.outcome.rule.id()).monospace());
    ui.label(step.explanation(lang));
    ui.hyperlink_to(
        tr_args(
            lang,
            "stepper-citation",
            &[("step", step.outcome.rule.citation(lang).into())],
        ),
        step.outcome.rule.spec().url(),
    );
}

/// The bytes written up to and with this step, this step's outlined.
fn output_so_far(ui: &mut Ui, encoded: &Encoded, step: &EncodeStep, view: &View) {
    let theme = view.theme;
    let this = step.outcome.result.output().len();
    let end = (step.output_offset as usize + this).min(encoded.out.len());
    let start = end.saturating_sub(32);
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(tr(view.state.lang, "stepper-output-so-far")).strong());
        if start > 0 {
            ui.label(RichText::new("…").weak());
        }
        if end == 0 {
            ui.label(RichText::new(tr(view.state.lang, "encoder-nothing-yet")).weak());
        }
        for k in start..end {
            let mine = k >= step.output_offset as usize;
            let text = RichText::new(format!("{:02X}", encoded.out[k])).monospace();
            let text = if mine {
                text.color(Color32::BLACK).background_color(theme.selection)
            } else {
                text
            };
            ui.label(text);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::encode_run::EncodeRun;
    use crate::encoding::Encoding;

    /// `a字b` encoded in windows-1252, html mode: every handler call.
    fn calls() -> Vec<EncodeStep> {
        let mut run = EncodeRun::new(Encoding::Windows1252, EncoderErrorMode::Html);
        let (mut out, mut steps) = (Vec::new(), Vec::new());
        for (offset, c) in "a字b".char_indices() {
            let _ = run.push(c as u32, offset as u64, &mut out, &mut |s| steps.push(*s));
        }
        run.finish(&mut out, &mut |s| steps.push(*s));
        steps
    }

    fn read(shown: &[(usize, &EncodeStep)]) -> String {
        shown
            .iter()
            .map(|(_, s)| s.code_point().and_then(char::from_u32).unwrap_or('⊣'))
            .collect()
    }

    /// Before the encoder meets 字 the queue holds 字 and b, not yet the `&#23383;` html mode
    /// will put in front of them; from the error on, the reference is there.
    #[test]
    fn a_reference_is_in_the_queue_once_its_character_is_met() {
        let steps = calls();
        assert_eq!(read(&in_queue(&steps, steps.len() - 1, 0)), "a字&#23383;b⊣");
        assert_eq!(read(&in_queue(&steps, 0, 0)), "a字b⊣");
        // (At most AROUND calls ahead.)
        assert_eq!(read(&in_queue(&steps, 1, 0)), "a字&#23383;");
        assert_eq!(read(&in_queue(&steps, 2, 0)), "a字&#23383;b");
        // (Positions stay the calls' own.)
        let shown = in_queue(&steps, 0, 0);
        assert_eq!(
            shown.iter().map(|(at, _)| *at).collect::<Vec<_>>(),
            [0, 1, 10, 11]
        );
    }
}
