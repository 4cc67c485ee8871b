//! "Why this encoding": the decision of a context (an HTML page, fetch's json(), a style
//! sheet, …) for the open bytes, step by step as the standards make it; a click on a step
//! selects the bytes it looked at, and Apply decodes the document as that context would. Below
//! it, the detector's guess with the evidence for every candidate.

use super::Panel;
use crate::decide::contexts::CONTEXTS;
use crate::decide::{Decision, Outcome};
use crate::gui::commands::Command;
use crate::gui::state::ROW;
use crate::gui::view::View;
use crate::gui::why::WhyInputs;
use crate::report::decision::{uses_detector, Operation};
use egui::{RichText, Ui};

#[derive(Default)]
pub struct WhyPanel {
    /// The fields as typed (sent as a command when they change).
    draft: Option<WhyInputs>,
}

impl Panel for WhyPanel {
    fn name(&self) -> &'static str {
        "Why this encoding"
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        if state.doc.is_none() {
            ui.label("Open a file to see which encoding a browser would pick for it, and why.");
            return;
        }
        self.inputs(ui, view);
        ui.separator();
        let job = view.state.detect_job.as_ref();
        if let Some(Err(e)) = job.and_then(|j| j.work.result.as_ref()) {
            ui.label(
                RichText::new(format!("The detector could not read the file: {e}"))
                    .color(view.theme.error_text),
            );
            return;
        }
        let Some(why) = view.model.why.as_ref() else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Reading the file's first MiB for the detector…");
            });
            return;
        };
        match &why.decision {
            Err(e) => {
                ui.label(RichText::new(e).color(view.theme.error_text));
            }
            Ok(d) => self.decision(ui, d, view),
        }
        if let Some(detected) = view.state.detect_job.as_ref().and_then(|j| j.done()) {
            ui.add_space(6.0);
            detector(ui, &detected.detection, view);
        }
    }
}

impl WhyPanel {
    /// The context picker and the fields; a change goes out as a command.
    fn inputs(&mut self, ui: &mut Ui, view: &mut View) {
        let current = view.state.why_inputs.clone();
        let draft = self.draft.get_or_insert_with(|| current.clone());
        if draft.context != current.context {
            // Changed elsewhere (the contexts table).
            *draft = current.clone();
        }
        ui.horizontal_wrapped(|ui| {
            let label = ui.label("Context:");
            egui::ComboBox::from_id_salt("why-context")
                .selected_text(draft.context().name)
                .width(330.0)
                .show_ui(ui, |ui| {
                    for c in CONTEXTS {
                        ui.selectable_value(&mut draft.context, c.id, c.name)
                            .on_hover_text(format!("{} — {}", c.spec, c.op.spec_name()));
                    }
                })
                .response
                .labelled_by(label.id);
            for (name, field, hint, width) in [
                ("Content-Type:", &mut draft.content_type, "text/html; charset=…", 190.0),
                ("Override:", &mut draft.override_label, "label", 80.0),
                ("Referring document:", &mut draft.environment_label, "label", 80.0),
                ("Top-level domain:", &mut draft.tld, "jp", 50.0),
            ] {
                let label = ui.label(name);
                ui.add(egui::TextEdit::singleline(field).hint_text(hint).desired_width(width))
                    .labelled_by(label.id);
            }
            ui.checkbox(&mut draft.from_network, "from the network").on_hover_text(
                "A page loaded over HTTP: Firefox's detector may not guess UTF-8 there (it may for a local file)",
            );
        });
        if *draft != current {
            view.send(Command::SetWhyInputs(draft.clone()));
        }
    }

    fn decision(&self, ui: &mut Ui, d: &Decision, view: &mut View) {
        let theme = view.theme;
        let ctx = view.state.why_inputs.context();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(d.encoding.name()).size(20.0).strong());
            ui.label(format!(
                "decided by {} ({}), confidence {}",
                d.decided_by.words(),
                d.decided_by.id(),
                d.confidence.name()
            ));
            if ui
                .button("Decode as this context does")
                .on_hover_text(Operation::of(ctx, d).describe(ctx))
                .clicked()
            {
                view.send(Command::ApplyDecision);
            }
        });
        ui.label(
            RichText::new(format!("decodes: {}", Operation::of(ctx, d).describe(ctx)))
                .color(theme.weak),
        );
        if let Some(p) = d.prescan.filter(|&p| p != d.encoding) {
            ui.label(format!("The prescan's own result: {p}."));
        }
        ui.add_space(4.0);
        egui::Grid::new("why-steps")
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                for step in &d.steps {
                    let (mark, color) = match step.outcome {
                        Outcome::Decides => ("⇒", theme.selection),
                        Outcome::Nothing => ("·", theme.text),
                        Outcome::Skipped => ("–", theme.weak),
                        Outcome::Note => ("*", theme.restored),
                    };
                    ui.label(RichText::new(mark).color(color).strong());
                    let check = RichText::new(&step.check).monospace();
                    let check = if step.outcome == Outcome::Decides {
                        check.color(color).strong()
                    } else {
                        check
                    };
                    match &step.range {
                        Some(r) => {
                            let link = ui.link(check).on_hover_text(format!(
                                "bytes {}..{}: select them (step of {})",
                                r.start, r.end, step.spec
                            ));
                            if link.clicked() {
                                let (a, b) = (r.start as u64, r.end.max(r.start + 1) as u64);
                                view.send(Command::SelectRange(a, b));
                                view.send(Command::ScrollToRow((a / ROW).saturating_sub(2)));
                            }
                        }
                        None => {
                            ui.label(check).on_hover_text(step.spec);
                        }
                    }
                    ui.label(&step.result);
                    ui.end_row();
                }
            });
    }
}

/// The detector's choice, chardetng's guess and the evidence for each candidate.
fn detector(ui: &mut Ui, det: &crate::detect::Detection, view: &mut View) {
    let theme = view.theme;
    let used = uses_detector(view.state.why_inputs.context());
    ui.label(RichText::new("Detector").strong());
    let note = if used {
        ""
    } else {
        " (this context does not ask the detector)"
    };
    ui.label(format!("{}{note}: {}", det.choice, det.why));
    let tld = match &det.tld {
        Some(t) if det.tld_may_affect_guess => format!(" with .{t}, which can change its guess"),
        Some(t) => format!(" with .{t}, which does not change its guess"),
        None => String::new(),
    };
    ui.label(
        RichText::new(format!(
            "chardetng (Firefox's detector) said {}{tld}; {} of the {} bytes examined are not ASCII{}",
            det.chardetng,
            det.non_ascii,
            det.sample,
            if det.too_little() { ": too little to go on" } else { "" }
        ))
        .color(theme.weak),
    );
    egui::Grid::new("evidence")
        .striped(true)
        .num_columns(3)
        .show(ui, |ui| {
            for e in &det.evidence {
                ui.label(RichText::new(e.encoding.name()).monospace());
                ui.label(e.verdict());
                if ui
                    .small_button(format!("Decode as {}", e.encoding))
                    .clicked()
                {
                    view.send(Command::SetEncoding(e.encoding));
                }
                ui.end_row();
            }
        });
}
