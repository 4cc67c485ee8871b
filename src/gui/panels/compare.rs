//! Compare: the same bytes under several encodings at once, each encoding's decoder alone (no
//! BOM sniffing, so a BOM shows as what it becomes). A row per encoding: what it made of the
//! cursor's row of bytes, each character under its bytes, then its errors, first error, U+FFFD
//! and the bytes it decodes differently from the row above, over the whole document (counted
//! in the background while the panel is in front). A click on an encoding decodes the document
//! with it; a click on a character selects its bytes.

use super::status::WorkAsk;
use super::{Logic, Panel};
use crate::encoding::{DecodeOp, Encoding};
use crate::gui::background::{Background, Keyed};
use crate::gui::commands::Command;
use crate::gui::glyph;
use crate::gui::state::{AppState, Message, ROW};
use crate::gui::view::View;
use crate::i18n::{tr, words, Lang};
use crate::mojibake::compare::{compare, window, Made, Row, Unit, DEFAULT_SET};
use crate::report::compare::cell;
use crate::source::{read_range, ByteSource};
use egui::{RichText, Ui};
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// What the panel compares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompareInputs {
    pub encodings: Vec<Encoding>,
    /// Show only the rows that decode without errors.
    pub clean: bool,
}

impl Default for CompareInputs {
    fn default() -> Self {
        CompareInputs {
            encodings: DEFAULT_SET.to_vec(),
            clean: false,
        }
    }
}

/// The aligned view: the cursor's row of bytes from `from`, and each encoding's units over
/// them (in the order of the panel's encodings).
struct Aligned {
    key: (u64, Vec<Encoding>, u64),
    from: u64,
    bytes: Vec<u8>,
    rows: Vec<(Encoding, Vec<Unit>)>,
}

#[derive(Default)]
pub struct ComparePanel {
    inputs: CompareInputs,
    /// The comparison over the whole document, for the document and inputs it was asked for.
    job: Option<Keyed<(u64, CompareInputs), Vec<Row>>>,
    aligned: Option<Aligned>,
}

/// Points per byte column in the aligned view.
const BYTE_W: f32 = 26.0;

impl Panel for ComparePanel {
    fn name(&self) -> &'static str {
        "Compare"
    }

    fn logic(&mut self, cx: &mut Logic) {
        let Some(doc) = &cx.state.doc else {
            self.job = None;
            self.aligned = None;
            return;
        };
        // Work for another document is dropped (and so stops).
        Keyed::poll_while(&mut self.job, |key| key.0 == doc.id);
        // The whole document is compared while the panel is in front (and kept after).
        if !cx.active {
            return;
        }
        let key = (doc.id, self.inputs.clone());
        let src = &doc.source;
        let lang = cx.state.lang;
        Keyed::ensure(&mut self.job, key, |(_, inputs)| {
            start(src.clone(), inputs.clone(), cx.repaint.clone(), lang)
        });
        if let Err(e) = self.align(cx.state) {
            cx.commands.push(Command::Report(Message::error(e)));
        }
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        if view.state.doc.is_none() {
            ui.label(tr(view.state.lang, "compare-open-a-file"));
            return;
        }
        self.edit_inputs(ui, view);
        ui.separator();
        self.table(ui, view);
    }
}

/// Compare `inputs.encodings` over all of `src`; with `inputs.clean`, then again over the
/// ones without errors only, so that each row is compared with the row shown above it.
fn start(
    src: Arc<dyn ByteSource>,
    inputs: CompareInputs,
    repaint: crate::gui::jobs::Repaint,
    lang: Lang,
) -> Background<Vec<Row>> {
    let CompareInputs { encodings, clean } = inputs;
    Background::start(
        &tr(lang, "compare-job"),
        move |progress| {
            let len = src.len();
            let passes = if clean { 2 } else { 1 };
            progress.total.store(len * passes, Ordering::Relaxed);
            let run = |set: &[Encoding], pass: u64| {
                compare(src.as_ref(), set, |done| {
                    progress.done.store(pass * len + done, Ordering::Relaxed);
                    !progress.cancelled()
                })
                .map_err(|e| e.to_string())
            };
            let mut rows = run(&encodings, 0)?;
            if clean && !progress.cancelled() {
                let kept: Vec<Encoding> = rows
                    .iter()
                    .filter(|r| r.errors == 0)
                    .filter_map(|r| r.encoding)
                    .collect();
                rows = run(&kept, 1)?;
            }
            Ok((!progress.cancelled()).then_some(rows))
        },
        repaint,
    )
}

impl ComparePanel {
    /// The rows of the comparison over the whole document, once it is done.
    pub fn rows(&self) -> Option<&[Row]> {
        self.job.as_ref()?.work.done().map(|r| r.as_slice())
    }

    /// Whether the comparison for the inputs as they are has ended (done, stopped or failed).
    pub fn ended(&self) -> bool {
        self.job
            .as_ref()
            .is_some_and(|j| j.key.1 == self.inputs && j.work.ended())
    }

    /// The aligned view of the cursor's row, when the cursor, the document or the encodings
    /// changed.
    fn align(&mut self, state: &AppState) -> Result<(), String> {
        let Some(doc) = &state.doc else {
            return Ok(());
        };
        let from = (state.cursor / ROW * ROW).min(doc.len().saturating_sub(1) / ROW * ROW);
        let fresh =
            |a: &Aligned| a.key.0 == doc.id && a.key.1 == self.inputs.encodings && a.key.2 == from;
        if self.aligned.as_ref().is_some_and(fresh) {
            return Ok(());
        }
        let key = (doc.id, self.inputs.encodings.clone(), from);
        let len = ROW.min(doc.len() - from.min(doc.len()));
        let src = doc.source.as_ref();
        let mut failed = None;
        let bytes = read_range(src, from, len as usize).unwrap_or_else(|e| {
            failed = Some(e.to_string());
            Vec::new()
        });
        let mut rows = Vec::with_capacity(key.1.len());
        for &e in &key.1 {
            match window(src, e, from, len) {
                Ok(units) => rows.push((e, units)),
                Err(err) => {
                    failed = Some(err.to_string());
                    rows.push((e, Vec::new()));
                }
            }
        }
        self.aligned = Some(Aligned {
            key,
            from,
            bytes,
            rows,
        });
        failed.map_or(Ok(()), Err)
    }

    /// The encodings picker and the filter.
    fn edit_inputs(&mut self, ui: &mut Ui, view: &mut View) {
        let lang = view.state.lang;
        let current = self.inputs.clone();
        let mut next = current.clone();
        ui.horizontal_wrapped(|ui| {
            ui.menu_button(
                words!(lang, "compare-encodings", n = current.encodings.len()),
                |ui| {
                    ui.horizontal(|ui| {
                        if ui.button(tr(lang, "compare-default-set")).clicked() {
                            next.encodings = DEFAULT_SET.to_vec();
                        }
                        if ui
                            .button(words!(lang, "compare-all", n = Encoding::ALL.len()))
                            .clicked()
                        {
                            next.encodings = Encoding::ALL.to_vec();
                        }
                    });
                    ui.separator();
                    egui::ScrollArea::vertical()
                        .max_height(360.0)
                        .show(ui, |ui| {
                            for e in Encoding::ALL {
                                let mut on = next.encodings.contains(&e);
                                if ui.checkbox(&mut on, e.name()).changed() {
                                    if on {
                                        next.encodings.push(e);
                                        // Keep the standard's order.
                                        next.encodings.sort();
                                    } else if next.encodings.len() > 1 {
                                        next.encodings.retain(|&x| x != e);
                                    }
                                }
                            }
                        });
                },
            )
            .response
            .on_hover_text(words!(
                lang,
                "compare-encodings-help",
                n = Encoding::ALL.len()
            ));
            ui.checkbox(&mut next.clean, tr(lang, "compare-clean"));
            ui.label(RichText::new(tr(lang, "compare-alone")).color(view.theme.weak));
        });
        self.inputs = next;
    }

    /// One row per encoding: what it made of the cursor's row of bytes, each character under
    /// its bytes, then its counts over the whole document.
    fn table(&mut self, ui: &mut Ui, view: &mut View) {
        let lang = view.state.lang;
        let rows = match &self.job {
            Some(job) => {
                let working = tr(lang, "compare-working");
                let (rows, ask) = super::status::background_status(ui, view, &job.work, &working);
                match ask {
                    Some(WorkAsk::Cancel) => job.work.cancel(),
                    // Started again by the next frame's logic.
                    Some(WorkAsk::Restart) => self.job = None,
                    None => {}
                }
                rows
            }
            None => None,
        };
        let Some(w) = self.aligned.as_ref() else {
            return;
        };
        // With the filter on, the rows the comparison kept (all of them until it is done).
        let shown: Vec<Encoding> = match (&rows, self.inputs.clean) {
            (Some(rows), true) => rows.iter().filter_map(|r| r.encoding).collect(),
            _ => w.rows.iter().map(|(e, _)| *e).collect(),
        };
        if shown.is_empty() {
            ui.label(tr(lang, "compare-none-clean"));
            return;
        }
        let to = w.from + w.bytes.len() as u64;
        ui.label(
            RichText::new(words!(
                lang,
                "compare-bytes-row",
                from = w.from,
                to = to.saturating_sub(1)
            ))
            .color(view.theme.weak),
        );
        let theme = view.theme;
        let current = view.state.settings.encoding;
        let h = ui.spacing().interact_size.y;
        egui::Grid::new("compare-rows")
            .striped(true)
            .num_columns(7)
            .show(ui, |ui| {
                ui.label(RichText::new(tr(lang, "compare-encoding")).color(theme.weak));
                ui.horizontal(|ui| {
                    ui.spacing_mut().item_spacing.x = 0.0;
                    for (k, b) in w.bytes.iter().enumerate() {
                        let text = RichText::new(format!("{b:02X}"))
                            .monospace()
                            .color(theme.weak);
                        ui.add_sized([BYTE_W, h], egui::Label::new(text))
                            .on_hover_text(words!(lang, "range-byte", at = w.from + k as u64));
                    }
                });
                for head in [
                    tr(lang, "compare-errors"),
                    tr(lang, "compare-first-error"),
                    "U+FFFD".into(),
                    tr(lang, "compare-characters"),
                    tr(lang, "compare-differs"),
                ] {
                    ui.label(RichText::new(head).color(theme.weak));
                }
                ui.end_row();
                for (i, e) in shown.iter().enumerate() {
                    let name = RichText::new(e.name()).monospace();
                    if ui
                        .selectable_label(*e == current, name)
                        .on_hover_text(words!(lang, "compare-decode-with", encoding = e.name()))
                        .clicked()
                    {
                        view.send(Command::SetEncoding(*e));
                        view.send(Command::SetOp(DecodeOp::NoBom));
                    }
                    let units = w
                        .rows
                        .iter()
                        .find(|(x, _)| x == e)
                        .map(|(_, u)| u.as_slice());
                    ui.horizontal(|ui| cells(ui, view, *e, units.unwrap_or(&[]), w.from, to));
                    match rows
                        .as_ref()
                        .and_then(|r| r.iter().find(|r| r.encoding == Some(*e)))
                    {
                        Some(row) => {
                            let errors = RichText::new(row.errors.to_string());
                            ui.label(if row.errors > 0 {
                                errors.color(theme.error_text)
                            } else {
                                errors
                            });
                            let hover = tr(lang, "compare-go-to-first-error");
                            offset_link(ui, view, row.first_error, &hover);
                            ui.label(row.replacements.to_string());
                            ui.label(row.chars.to_string());
                            if i == 0 {
                                ui.label("—");
                            } else {
                                ui.horizontal(|ui| {
                                    ui.label(words!(lang, "count-bytes", n = row.differs));
                                    let hover = tr(lang, "compare-go-to-first-difference");
                                    offset_link(ui, view, row.first_difference, &hover);
                                });
                            }
                        }
                        None => {
                            for _ in 0..5 {
                                ui.label(RichText::new("…").color(theme.weak));
                            }
                        }
                    }
                    ui.end_row();
                }
            });
    }
}

/// An encoding's units over [from, to), each as wide as its bytes; a click selects them.
fn cells(ui: &mut Ui, view: &mut View, e: Encoding, units: &[Unit], from: u64, to: u64) {
    let theme = view.theme;
    let lang = view.state.lang;
    let h = ui.spacing().interact_size.y;
    ui.spacing_mut().item_spacing.x = 0.0;
    let mut at = from;
    for u in units {
        let start = u.start.max(from);
        if start >= to {
            break;
        }
        if start > at {
            ui.add_space((start - at) as f32 * BYTE_W);
        }
        let end = u.end.min(to).max(start + 1);
        // A control, an invisible or a character no font here has: its tag (NUL, LF, BOM) in
        // small letters, never a glyph of another character (␀ is U+2400).
        let tag = match &u.made {
            Made::Text(t) if t.chars().count() == 1 => {
                match glyph::glyph(t.chars().next().map_or(0, |c| c as u32)) {
                    glyph::Glyph::Tag(tag) => Some(tag),
                    glyph::Glyph::Text(_) => None,
                }
            }
            _ => None,
        };
        let rich = if u.start < from {
            RichText::new("…")
        } else if let Some(tag) = tag {
            RichText::new(tag).small().color(theme.weak)
        } else {
            let text = match &u.made {
                Made::Text(t) => glyph::shown(ui, t),
                _ => glyph::shown(ui, &cell(u)),
            };
            match u.made {
                Made::Error => RichText::new(text).color(theme.error_text),
                _ => RichText::new(text),
            }
        };
        let selected = view
            .state
            .selection
            .is_some_and(|(a, b)| a == u.start && b == u.end);
        let label = words!(
            lang,
            "compare-cell",
            encoding = e.name(),
            range = crate::report::byte_range::byte_range(lang, u.start, u.end),
            made = match &u.made {
                Made::Text(t) => t
                    .chars()
                    .map(|c| {
                        let shown = glyph::shown(ui, &c.to_string());
                        format!("U+{:04X} {}", c as u32, shown.trim_matches(['⟨', '⟩']))
                    })
                    .collect::<Vec<_>>()
                    .join(" "),
                Made::Error => tr(lang, "compare-cell-error").into_owned(),
                Made::Nothing => tr(lang, "compare-cell-nothing").into_owned(),
            }
        );
        let width = (end - start) as f32 * BYTE_W;
        let r = ui.add_sized([width, h], egui::Button::selectable(selected, rich));
        r.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, selected, &label));
        if r.on_hover_text(&label).clicked() {
            view.send(Command::ShowRange(u.start, u.end.max(u.start + 1)));
        }
        at = end;
    }
    // The rest of the row, so that the columns after it line up.
    if to > at {
        ui.add_space((to - at) as f32 * BYTE_W);
    }
}

/// An offset as a link that moves the cursor there, or "—".
fn offset_link(ui: &mut Ui, view: &mut View, at: Option<u64>, hover: &str) {
    match at {
        Some(at) => {
            if ui.link(at.to_string()).on_hover_text(hover).clicked() {
                view.send(Command::GoTo(at));
            }
        }
        None => {
            ui.label("—");
        }
    }
}
