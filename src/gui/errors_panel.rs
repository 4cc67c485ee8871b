//! The errors panel: every error with its offset, class and pattern, counts by class, and a
//! jump to each. Fed by the background scan, with its progress and a Cancel button.

use super::state::Command;
use super::view::View;
use crate::cli::hex;
use crate::source::read_range;
use egui::{RichText, Ui};

#[derive(Default)]
pub struct ErrorsPanel;

impl ErrorsPanel {
    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        let Some(doc) = state.doc.as_ref() else {
            return;
        };
        let theme = view.theme;
        let Some(job) = state.scan.as_ref() else {
            ui.label(
                state
                    .plan_error
                    .clone()
                    .unwrap_or_else(|| "No scan.".into()),
            );
            if ui.button("Scan for errors").clicked() {
                view.send(Command::StartScan);
            }
            return;
        };
        ui.horizontal(|ui| {
            if ui.button("Previous error").clicked() {
                view.send(Command::PrevError);
            }
            if ui.button("Next error").clicked() {
                view.send(Command::NextError);
            }
            ui.separator();
            if job.running() {
                let found = job
                    .progress
                    .found
                    .load(std::sync::atomic::Ordering::Relaxed);
                ui.add(
                    egui::ProgressBar::new(job.progress.fraction())
                        .desired_width(220.0)
                        .show_percentage(),
                );
                ui.label(format!("scanning… {found} errors so far"));
                if ui.button("Cancel scan").clicked() {
                    view.send(Command::CancelScan);
                }
            } else if let Some(e) = &job.error {
                ui.label(RichText::new(format!("The scan failed: {e}")).color(theme.error_text));
                if ui.button("Scan again").clicked() {
                    view.send(Command::StartScan);
                }
            } else if job.cancelled() {
                let done = job.report.as_ref().map_or(0, |r| r.scanned);
                ui.label(format!(
                    "Scan cancelled after {} of {} bytes.",
                    done,
                    doc.len()
                ));
                if ui.button("Scan again").clicked() {
                    view.send(Command::StartScan);
                }
            }
        });
        let Some(report) = job.report.as_ref() else {
            return;
        };
        ui.add_space(2.0);
        let summary = if report.errors == 0 {
            RichText::new(format!(
                "No errors in {} bytes{}.",
                report.bytes,
                if report.complete {
                    ""
                } else {
                    " scanned so far"
                }
            ))
            .strong()
        } else {
            RichText::new(format!(
                "{} error{} in {} bytes",
                report.errors,
                if report.errors == 1 { "" } else { "s" },
                report.bytes
            ))
            .strong()
            .color(theme.error_text)
        };
        ui.label(summary);
        if report.errors > 0 {
            egui::Grid::new("by-class").num_columns(2).show(ui, |ui| {
                for (class, n) in &report.by_class {
                    ui.label(RichText::new(n.to_string()).monospace());
                    ui.label(class.description());
                    ui.end_row();
                }
            });
            if (report.first_errors.len() as u64) < report.errors {
                ui.label(
                    RichText::new(format!(
                        "Listing the first {}; Next error (F8) goes on from anywhere in the file.",
                        report.first_errors.len()
                    ))
                    .weak(),
                );
            }
        }
        ui.separator();
        let row_h = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
        let src = doc.source.clone();
        egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show_rows(ui, row_h, report.first_errors.len(), |ui, rows| {
                for e in &report.first_errors[rows] {
                    ui.horizontal(|ui| {
                        let bytes =
                            read_range(src.as_ref(), e.offset, (e.end - e.offset).min(8) as usize)
                                .unwrap_or_default();
                        let selected = state.selection.is_some_and(|(s, _)| s == e.offset);
                        let b = ui.selectable_label(
                            selected,
                            RichText::new(format!("offset {}", e.offset)).monospace(),
                        );
                        if b.clicked() {
                            view.send(Command::ShowError(*e));
                        }
                        ui.label(
                            RichText::new(if bytes.is_empty() {
                                "(end)".into()
                            } else {
                                hex(&bytes)
                            })
                            .monospace()
                            .color(theme.error_text),
                        );
                        ui.label(e.class.description());
                        if let Some(p) = &e.pattern {
                            ui.label(
                                RichText::new(format!("— {}", p.description()))
                                    .color(theme.html_ref),
                            );
                        }
                    });
                }
            });
    }
}
