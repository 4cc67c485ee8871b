//! The errors panel: every error with its offset, bytes, class and pattern, counts by class,
//! and a jump to each. Fed by the background scan as it goes (the bytes of each error are read
//! there too), with its progress and a Cancel button.

use super::Panel;
use crate::gui::actions::Action;
use crate::gui::commands::Command;
use crate::gui::view::View;
use crate::i18n::{tr, words, Lang};
use crate::report::human_size_in;
use crate::report::step::error_bytes_text;
use egui::{RichText, Ui};

/// A size in bytes as people read it: "345 bytes", "1.2 MiB".
fn size(n: u64, lang: Lang) -> String {
    human_size_in(lang, n)
}

#[derive(Default)]
pub struct ErrorsPanel;

impl Panel for ErrorsPanel {
    fn name(&self) -> &'static str {
        "Errors"
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        let lang = state.lang;
        let Some(doc) = state.doc.as_ref() else {
            return;
        };
        let theme = view.theme;
        let Some(job) = state.scan.as_ref() else {
            ui.label(
                state
                    .plan_error
                    .clone()
                    .unwrap_or_else(|| tr(lang, "errors-not-scanned").into_owned()),
            );
            if state.plan.is_some() && ui.button(tr(lang, "errors-scan")).clicked() {
                view.send(Command::StartScan);
            }
            return;
        };
        ui.horizontal(|ui| {
            for action in [Action::PrevError, Action::NextError] {
                if let Some(c) = crate::gui::keys::button(ui, action, state) {
                    view.send(c);
                }
            }
            ui.separator();
            if job.running() {
                let found = job
                    .progress
                    .found
                    .load(std::sync::atomic::Ordering::Relaxed);
                crate::gui::progress::progress_bar(ui, lang, &job.progress, "", 260.0);
                ui.label(words!(
                    lang,
                    "errors-scanning",
                    errors = words!(lang, "count-errors", n = found)
                ));
                if ui.button(tr(lang, "status-cancel-scan")).clicked() {
                    view.send(Command::CancelScan);
                }
            } else if let Some(e) = &job.error {
                ui.label(
                    RichText::new(words!(lang, "errors-scan-failed", error = e.as_str()))
                        .color(theme.error_text),
                );
                if ui.button(tr(lang, "errors-scan-again")).clicked() {
                    view.send(Command::StartScan);
                }
            } else if job.cancelled() {
                let done = job.report.as_ref().map_or(0, |r| r.scanned);
                ui.label(words!(
                    lang,
                    "errors-scan-cancelled",
                    done = size(done, lang),
                    total = size(doc.len(), lang)
                ));
                if ui.button(tr(lang, "errors-scan-again")).clicked() {
                    view.send(Command::StartScan);
                }
            }
        });
        if let Some(report) = job.report.as_ref() {
            ui.add_space(2.0);
            let bytes = words!(lang, "count-bytes", n = report.bytes);
            let summary = if report.errors == 0 {
                RichText::new(words!(
                    lang,
                    "errors-none",
                    bytes = bytes,
                    complete = if report.complete { "yes" } else { "no" }
                ))
                .strong()
            } else {
                RichText::new(words!(
                    lang,
                    "errors-summary",
                    errors = words!(lang, "count-errors", n = report.errors),
                    bytes = bytes
                ))
                .strong()
                .color(theme.error_text)
            };
            ui.label(summary);
            if let Some(v) = &job.verdict {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(v.text(view.state.lang)).strong());
                    if let Some(e) = v.try_encoding
                        && ui
                            .button(words!(lang, "errors-decode-as", encoding = e.name()))
                            .clicked()
                    {
                        view.send(crate::gui::chrome::decode_as(state, e));
                    }
                });
            }
            if report.errors > 0 {
                egui::Grid::new("by-class").num_columns(2).show(ui, |ui| {
                    for (class, n) in &report.by_class {
                        ui.label(RichText::new(n.to_string()).monospace());
                        ui.label(class.description(state.lang));
                        ui.end_row();
                    }
                });
                if (job.errors.len() as u64) < report.errors {
                    ui.label(
                        RichText::new(words!(
                            lang,
                            "errors-listing-first",
                            n = job.errors.len(),
                            next = tr(lang, "action-next-error")
                        ))
                        .weak(),
                    );
                }
            }
        }
        ui.separator();
        let row_h = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        egui::ScrollArea::vertical()
            .id_salt("error-rows")
            .auto_shrink([false, false])
            .show_rows(ui, row_h, job.errors.len(), |ui, rows| {
                for listed in &job.errors[rows] {
                    let e = &listed.record;
                    ui.horizontal(|ui| {
                        let selected = state.selection.is_some_and(|(s, _)| s == e.offset);
                        let b = ui.selectable_label(
                            selected,
                            RichText::new(words!(lang, "errors-offset", offset = e.offset))
                                .monospace(),
                        );
                        if b.clicked() {
                            view.send(Command::ShowError(*e));
                        }
                        ui.label(
                            RichText::new(error_bytes_text(&listed.bytes))
                                .monospace()
                                .color(theme.error_text),
                        );
                        ui.label(e.class.description(state.lang));
                        if let Some(p) = &e.pattern {
                            ui.label(
                                RichText::new(format!("— {}", p.description(state.lang)))
                                    .color(theme.html_ref),
                            );
                        }
                    });
                }
            });
    }
}
