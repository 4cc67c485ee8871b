//! "Why this encoding": the decision of a context (an HTML page, fetch's json(), a style
//! sheet, …) for the open bytes, step by step as the standards make it; a click on a step
//! selects the bytes it looked at, and Apply decodes the document as that context would. Below
//! it, the detector's guess with the evidence for every candidate. The panel holds what the
//! user typed, the decision made from it, and its own run of the detector when a domain or "from
//! the network" changes what the detector does (else it reads the window's).

use super::{Logic, Panel};
use crate::decide::contexts::{context, Context, CONTEXTS};
use crate::decide::{decide, Decision, Inputs, Outcome};
use crate::encoding::{get_encoding, Encoding};
use crate::gui::background::Background;
use crate::gui::commands::Command;
use crate::gui::detection::{self, DetectJob, Detected};
use crate::gui::state::{AppState, Message};
use crate::gui::view::View;
use crate::i18n::{tr, words, Lang};
use crate::report::decision::{uses_detector, Operation};
use egui::{RichText, Ui};

/// What the user tells the decision besides the bytes, as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhyInputs {
    /// A context id of the table.
    pub context: &'static str,
    pub content_type: String,
    pub override_label: String,
    pub environment_label: String,
    pub tld: String,
    /// A page from the network (the detector may not guess UTF-8) rather than a local file.
    pub from_network: bool,
}

impl Default for WhyInputs {
    fn default() -> Self {
        WhyInputs {
            context: CONTEXTS[0].id,
            content_type: String::new(),
            override_label: String::new(),
            environment_label: String::new(),
            tld: String::new(),
            from_network: false,
        }
    }
}

impl WhyInputs {
    pub fn context(&self) -> &'static Context {
        context(self.context).unwrap_or(&CONTEXTS[0])
    }

    /// The top-level domain, if one is typed.
    pub fn tld(&self) -> Option<&str> {
        Some(self.tld.trim()).filter(|t| !t.is_empty())
    }

    /// The decision's inputs, or why a typed field is not usable (in `lang`).
    pub fn inputs(&self, detected: Option<Encoding>, lang: Lang) -> Result<Inputs, String> {
        let label = |field: &str, text: &str| -> Result<Option<Encoding>, String> {
            let t = text.trim();
            if t.is_empty() {
                return Ok(None);
            }
            get_encoding(t).map(Some).map_err(|_| {
                words!(
                    lang,
                    "why-not-a-label",
                    field = field,
                    label = format!("{t:?}"),
                    hint = crate::report::labels::label_hint(t, lang)
                )
            })
        };
        let header = self.content_type.trim();
        if !header.is_empty() && crate::decide::mime::extract_mime_type(header).is_none() {
            return Err(words!(
                lang,
                "why-not-a-mime-type",
                header = format!("{header:?}")
            ));
        }
        Ok(Inputs {
            content_type: (!header.is_empty()).then(|| header.to_string()),
            override_encoding: label("override", &self.override_label)?,
            environment: label("referrer", &self.environment_label)?,
            tld: self.tld().map(str::to_string),
            detected: detected.filter(|_| uses_detector(self.context())),
        })
    }
}

/// A decision, for the document and the inputs it was made with, in words in `lang`.
pub struct WhyDecision {
    pub key: (u64, WhyInputs),
    pub lang: Lang,
    pub decision: Result<Decision, String>,
}

#[derive(Default)]
pub struct WhyPanel {
    /// The fields as typed.
    inputs: WhyInputs,
    /// The detector run for the typed domain or "from the network" (the window's run has
    /// neither).
    detection: Option<DetectJob>,
    /// The decision for the inputs, made once each time they or the detection change.
    decision: Option<WhyDecision>,
}

impl Panel for WhyPanel {
    fn name(&self) -> &'static str {
        "Why this encoding"
    }

    fn logic(&mut self, cx: &mut Logic) {
        let Some(doc) = &cx.state.doc else {
            self.detection = None;
            self.decision = None;
            return;
        };
        let key = (
            doc.id,
            self.inputs.tld().map(str::to_string),
            self.inputs.from_network,
        );
        if key.1.is_some() || key.2 {
            detection::ensure(&mut self.detection, key, &doc.source, None, cx.repaint);
        } else {
            self.detection = None;
        }
        self.refresh(cx.state);
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let state = view.state;
        let lang = state.lang;
        if state.doc.is_none() {
            ui.label(tr(lang, "why-open-a-file"));
            return;
        }
        super::status::verdict_summary(ui, view);
        if let Some(doc) = state.doc.as_ref().filter(|d| !d.causes.is_empty()) {
            ui.separator();
            crate::gui::cause_view::show(ui, view, &doc.causes);
        }
        ui.separator();
        self.edit_inputs(ui, lang);
        ui.separator();
        let detection = self.detected(state);
        if let Some(Err(e)) = detection.and_then(|d| d.result.as_ref()) {
            ui.label(
                RichText::new(words!(lang, "why-detector-failed", error = e.as_str()))
                    .color(view.theme.error_text),
            );
            return;
        }
        let Some(why) = self.decided() else {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(tr(lang, "why-reading"));
            });
            return;
        };
        match &why.decision {
            Err(e) => {
                ui.label(RichText::new(e).color(view.theme.error_text));
            }
            Ok(d) => self.show_decision(ui, d, view),
        }
        if let Some(detected) = self.detected(state).and_then(|d| d.done()) {
            ui.add_space(6.0);
            detector(ui, &detected.detection, self.inputs.context(), view);
        }
    }
}

impl WhyPanel {
    /// What the user typed.
    pub fn inputs(&self) -> &WhyInputs {
        &self.inputs
    }

    /// The decision for the inputs as they are now, once it is made.
    pub fn decided(&self) -> Option<&WhyDecision> {
        self.decision.as_ref().filter(|d| d.key.1 == self.inputs)
    }

    /// The detection the decision uses: the panel's own for a domain or a page from the
    /// network, else the window's.
    fn detected<'a>(&'a self, state: &'a AppState) -> Option<&'a Background<Detected>> {
        match &self.detection {
            Some(own) => Some(&own.work),
            None => state.detection.as_ref().map(|d| &d.work),
        }
    }

    /// Decide again when the document, the inputs or the detection changed.
    fn refresh(&mut self, state: &AppState) {
        let (Some(doc), Some(detected)) = (&state.doc, self.detected(state).and_then(|d| d.done()))
        else {
            return;
        };
        let lang = state.lang;
        let fresh = |d: &WhyDecision| d.key.0 == doc.id && d.key.1 == self.inputs && d.lang == lang;
        if self.decision.as_ref().is_some_and(fresh) {
            return;
        }
        let decision = self
            .inputs
            .inputs(Some(detected.detection.browser_guess()), lang)
            .map(|i| decide(&detected.sample, self.inputs.context(), &i, lang));
        self.decision = Some(WhyDecision {
            key: (doc.id, self.inputs.clone()),
            lang,
            decision,
        });
    }

    /// Choose the context `id` (from the contexts table) and return how it decodes the
    /// document, with the note for the status bar; or why that cannot be said yet.
    pub fn apply_context(
        &mut self,
        id: &str,
        state: &AppState,
    ) -> Result<(Operation, String), String> {
        if let Some(c) = context(id) {
            self.inputs.context = c.id;
        }
        self.refresh(state);
        self.operation(state.lang)
    }

    /// How the chosen context decodes the document, and the note for the status bar.
    fn operation(&self, lang: Lang) -> Result<(Operation, String), String> {
        let ctx = self.inputs.context();
        let Some(Ok(d)) = self.decided().map(|w| &w.decision) else {
            return Err(tr(lang, "why-not-ready").into_owned());
        };
        let note = words!(
            lang,
            "why-applied",
            context = ctx.name(lang),
            encoding = d.encoding.name(),
            by = d.decided_by.words(lang)
        );
        Ok((Operation::of(ctx, d).runnable(), note))
    }

    /// The context picker and the fields.
    fn edit_inputs(&mut self, ui: &mut Ui, lang: Lang) {
        let draft = &mut self.inputs;
        ui.horizontal_wrapped(|ui| {
            let label = ui.label(tr(lang, "why-context"));
            egui::ComboBox::from_id_salt("why-context")
                .selected_text(draft.context().name(lang))
                .width(330.0)
                .show_ui(ui, |ui| {
                    for c in CONTEXTS {
                        ui.selectable_value(&mut draft.context, c.id, c.name(lang))
                            .on_hover_text(format!("{} — {}", c.spec(lang), c.op.title(lang)));
                    }
                })
                .response
                .labelled_by(label.id);
            let label_hint = tr(lang, "why-hint-label");
            for (name, field, hint, width) in [
                (
                    "Content-Type:".into(),
                    &mut draft.content_type,
                    "text/html; charset=…".into(),
                    190.0,
                ),
                (
                    tr(lang, "why-override"),
                    &mut draft.override_label,
                    label_hint.clone(),
                    80.0,
                ),
                (
                    tr(lang, "why-referring-document"),
                    &mut draft.environment_label,
                    label_hint,
                    80.0,
                ),
                (tr(lang, "why-tld"), &mut draft.tld, "jp".into(), 50.0),
            ] {
                // A label and its field go to the next row together, never apart (nor a label
                // in two).
                let text_width = egui::WidgetText::from(name.as_ref())
                    .into_galley(
                        ui,
                        Some(egui::TextWrapMode::Extend),
                        f32::INFINITY,
                        egui::TextStyle::Body,
                    )
                    .size()
                    .x;
                let spacing = ui.spacing().item_spacing.x;
                // (In a wrapping row the room left is from the cursor to the row's end.)
                let left = ui.max_rect().right() - ui.cursor().left();
                if left < text_width + spacing + width + 2.0 * ui.spacing().button_padding.x {
                    ui.end_row();
                }
                let label = ui.add(egui::Label::new(name).extend());
                ui.add(
                    egui::TextEdit::singleline(field)
                        .hint_text(hint)
                        .desired_width(width),
                )
                .labelled_by(label.id);
            }
            ui.checkbox(&mut draft.from_network, tr(lang, "why-from-network"))
                .on_hover_text(tr(lang, "why-from-network.help"));
        });
    }

    fn show_decision(&self, ui: &mut Ui, d: &Decision, view: &mut View) {
        let theme = view.theme;
        let lang = view.state.lang;
        let ctx = self.inputs.context();
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(d.encoding.name()).size(20.0).strong());
            ui.label(words!(
                lang,
                "why-decided-by",
                by = d.decided_by.words(lang),
                id = d.decided_by.id(),
                confidence = d.confidence.words(lang)
            ));
            if ui
                .button(tr(lang, "why-apply"))
                .on_hover_text(Operation::of(ctx, d).describe(ctx, lang))
                .clicked()
            {
                match self.operation(lang) {
                    Ok((operation, note)) => view.send(Command::ApplyOperation(operation, note)),
                    Err(e) => view.send(Command::Report(Message::info(e))),
                }
            }
        });
        ui.label(
            RichText::new(words!(
                lang,
                "why-decodes",
                operation = Operation::of(ctx, d).describe(ctx, lang)
            ))
            .color(theme.weak),
        );
        if let Some(p) = d.prescan.filter(|&p| p != d.encoding) {
            ui.label(words!(lang, "why-prescan-result", encoding = p.name()));
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
                            let link = ui.link(check).on_hover_text(words!(
                                lang,
                                "why-step-bytes",
                                from = r.start,
                                to = r.end,
                                spec = step.spec.as_str()
                            ));
                            if link.clicked() {
                                let (a, b) = (r.start as u64, r.end.max(r.start + 1) as u64);
                                view.send(Command::ShowRange(a, b));
                            }
                        }
                        None => {
                            ui.label(check).on_hover_text(&step.spec);
                        }
                    }
                    ui.label(&step.result);
                    ui.end_row();
                }
            });
    }
}

/// The detector's choice, chardetng's guess and the evidence for each candidate.
fn detector(ui: &mut Ui, det: &crate::detect::Detection, ctx: &Context, view: &mut View) {
    let theme = view.theme;
    let lang = view.state.lang;
    let used = uses_detector(ctx);
    ui.label(RichText::new(tr(lang, "why-detector")).strong());
    ui.label(words!(
        lang,
        "why-detector-choice",
        choice = det.choice.name(),
        asked = if used { "yes" } else { "no" },
        why = det.why.words(lang)
    ));
    let effect = match &det.tld {
        Some(_) if det.tld_may_affect_guess => "can",
        Some(_) => "cannot",
        None => "none",
    };
    ui.label(
        RichText::new(words!(
            lang,
            "why-chardetng",
            chardetng = det.chardetng.name(),
            tld = det.tld.clone().unwrap_or_default(),
            effect = effect,
            non_ascii = det.non_ascii,
            sample = det.sample,
            little = if det.too_little() { "yes" } else { "no" }
        ))
        .color(theme.weak),
    );
    egui::Grid::new("evidence")
        .striped(true)
        .num_columns(3)
        .show(ui, |ui| {
            for e in &det.evidence {
                ui.label(RichText::new(e.encoding.name()).monospace());
                ui.label(e.verdict(lang));
                if ui
                    .small_button(words!(lang, "why-decode-as", encoding = e.encoding.name()))
                    .clicked()
                {
                    view.send(crate::gui::chrome::decode_as(view.state, e.encoding));
                }
                ui.end_row();
            }
        });
}
