//! Repair: the document's text (as it is decoded now, or pasted text opened as a scratch
//! buffer) with its mojibake undone: the chain found, the text before and after, every part
//! repaired with its steps on the bytes and the bytes behind each character, the chains not
//! taken and why, the command line that reproduces it, and the numeric character references.
//! The repair runs in the background; "Open the repaired text" and "Export…" take its result.

use super::repair_work::{self, Repaired, REPAIR_LIMIT};
use super::status::WorkAsk;
use super::{Logic, Panel};
use crate::encoding::ops::Plan;
use crate::gui::background::Keyed;
use crate::gui::commands::SharedSource;
use crate::gui::commands::{Command, DialogKind};
use crate::gui::export::RepairedText;
use crate::gui::glyph::shown;
use crate::gui::jobs::DialogPurpose;
use crate::gui::state::{Message, Origin};
use crate::gui::view::View;
use crate::i18n::{tr, words, Lang};
use crate::mojibake::references::resolve;
use crate::mojibake::repair::{explain_span, Span};
use crate::report::repair::{
    chain_text, changed_runs, command, lost_note, modified_words, percent, summary,
};
use crate::report::repair_stream::summary as streamed_summary;
use crate::source::FileSource;
use egui::text::LayoutJob;
use egui::{Color32, FontId, RichText, TextFormat, Ui};

#[derive(Default)]
pub struct RepairPanel {
    /// The repair, for the document and the plan it was asked for.
    job: Option<Keyed<(u64, Plan), Repaired>>,
    /// Replace numeric character references in what the panel opens and exports.
    resolve_references: bool,
    /// The part whose steps are shown (an index into the spans).
    open_span: Option<usize>,
    /// The before-and-after text laid out for a repair and a theme (made once, not per frame).
    diff: Option<(std::sync::Arc<Repaired>, bool, LayoutJob)>,
    /// The causes of a repair's chains (found once a repair is done).
    causes: Option<(std::sync::Arc<Repaired>, Vec<crate::cause::Found>)>,
    /// The window's language when the panel was last shown (for what it says outside it).
    lang: Lang,
}

/// Characters of the text the before-and-after view shows.
const DIFF_CHARS: usize = 4000;
/// Parts listed.
const LISTED: usize = 200;

impl Panel for RepairPanel {
    fn name(&self) -> &'static str {
        "Repair"
    }

    fn logic(&mut self, cx: &mut Logic) {
        let (Some(doc), Some(plan)) = (&cx.state.doc, &cx.state.plan) else {
            self.job = None;
            return;
        };
        // Work for another document is dropped (and so stops).
        Keyed::poll_while(&mut self.job, |key| key.0 == doc.id);
        // The text is repaired while the panel is in front (and kept after).
        if cx.active {
            let lang = cx.state.lang;
            Keyed::ensure(&mut self.job, (doc.id, plan.clone()), |(_, plan)| {
                repair_work::start(doc.source.clone(), plan.clone(), cx.repaint.clone(), lang)
            });
        }
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let lang = view.state.lang;
        self.lang = lang;
        let Some(doc) = view.state.doc.as_ref() else {
            ui.label(tr(lang, "repair-nothing-open"));
            return;
        };
        let name = doc.name.clone();
        // The file as a shell names it, for the command line that reproduces the repair.
        // (An example is named by its file's name; a pasted buffer is FILE, to fill in.)
        let path = match &doc.origin {
            Origin::File(p) => crate::shell::path_bytes(p.as_os_str()),
            Origin::Example(_) => doc.source.name().into_bytes(),
            Origin::Scratch => b"FILE".to_vec(),
        };
        super::status::verdict_summary(ui, view);
        ui.separator();
        let Some(job) = self.job.as_ref() else {
            return;
        };
        let (repaired, ask) =
            super::status::background_status(ui, view, &job.work, &tr(lang, "repair-working"));
        match ask {
            Some(WorkAsk::Cancel) => job.work.cancel(),
            // Started again by the next frame's logic.
            Some(WorkAsk::Restart) => self.job = None,
            None => {}
        }
        let Some(repaired) = repaired else {
            return;
        };
        self.summary(ui, view, &repaired, &name, &path);
        let r = &repaired.repair;
        // (Java's modified UTF-8 read as its characters has a cause of its own.)
        let modified = !repaired.modified.is_empty()
            || repaired.rest.as_ref().is_some_and(|r| r.found.modified > 0);
        if r.changed() || modified {
            ui.separator();
            let found = self.causes_of(doc, &repaired);
            if found.is_empty() {
                crate::gui::cause_view::none(ui, view);
            } else {
                crate::gui::cause_view::show(ui, view, found);
            }
        }
        if r.changed() {
            ui.separator();
            ui.label(RichText::new(tr(lang, "repair-before-and-after")).strong());
            let fresh = |d: &(std::sync::Arc<Repaired>, bool, LayoutJob)| {
                std::sync::Arc::ptr_eq(&d.0, &repaired) && d.1 == view.theme.dark
            };
            if !self.diff.as_ref().is_some_and(fresh) {
                let job = diff(ui, view, &repaired);
                self.diff = Some((repaired.clone(), view.theme.dark, job));
            }
            if let Some((_, _, job)) = &self.diff {
                let mut job = job.clone();
                job.wrap.max_width = ui.available_width();
                ui.label(job);
            }
            ui.separator();
            self.parts(ui, view, &repaired);
        }
        if !r.unsure.is_empty() {
            ui.separator();
            unsure(ui, view, &repaired);
        }
        if !r.alternatives.is_empty() {
            ui.separator();
            ui.label(RichText::new(tr(lang, "repair-not-taken")).strong());
            for a in &r.alternatives {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(chain_text(&a.steps, lang)).monospace());
                    ui.label(format!("→ {}", shown(ui, &preview(&a.text, 80))));
                    ui.label(RichText::new(a.why.words(lang)).color(view.theme.weak));
                });
            }
        }
        references(ui, view, &repaired);
    }
}

impl RepairPanel {
    /// The causes of the repair's chains, found once per repair.
    fn causes_of(
        &mut self,
        doc: &crate::gui::state::Document,
        repaired: &std::sync::Arc<Repaired>,
    ) -> &[crate::cause::Found] {
        let fresh = |c: &(std::sync::Arc<Repaired>, Vec<crate::cause::Found>)| {
            std::sync::Arc::ptr_eq(&c.0, repaired)
        };
        if !self.causes.as_ref().is_some_and(fresh) {
            let mut chains = repaired.repair.chains();
            for c in repaired.rest.iter().flat_map(|r| &r.found.chains) {
                if !chains.contains(c) {
                    chains.push(c.clone());
                }
            }
            let name = crate::gui::state::cause_path(&doc.origin, &doc.name);
            let found = crate::cause::find(&crate::cause::Clues {
                name: Some(&name),
                head: &doc.head,
                verdict: Some(&doc.verdict),
                chains: &chains,
                repaired: &repaired.repair.text,
            });
            self.causes = Some((repaired.clone(), found));
        }
        self.causes.as_ref().map_or(&[], |c| &c.1)
    }

    /// The repair for the document and decoding as they are, once it has ended (done,
    /// stopped or failed).
    pub fn repaired(&self) -> Option<&Result<std::sync::Arc<Repaired>, String>> {
        self.job.as_ref()?.work.result.as_ref()
    }

    /// The repaired text to export: in memory, or a long document's in its temporary file.
    pub fn to_export(&self) -> Result<RepairedText, String> {
        let Some(r) = self.job.as_ref().and_then(|j| j.work.done()) else {
            return Err(tr(self.lang, "repair-nothing-to-export").into_owned());
        };
        Ok(match &r.rest {
            Some(rest) => RepairedText::File {
                path: rest.file(self.resolve_references).path().into(),
                keep: r.clone(),
            },
            None => RepairedText::Text(output(r, self.resolve_references)),
        })
    }

    /// Where the document's own decoding lost characters (U+FFFD) or its bytes are not text,
    /// the bytes are what to go back to: the file's verdict says which decoding keeps them.
    fn lost_bytes(&self, ui: &mut Ui, view: &mut View, r: &crate::mojibake::repair::Repair) {
        let s = view.state;
        let lang = s.lang;
        let (Some(doc), Some(plan)) = (&s.doc, &s.plan) else {
            return;
        };
        let v = &doc.verdict;
        if let Some(c) = &v.binary {
            let content = crate::report::binary::describe(c, &doc.head, lang);
            ui.label(words!(lang, "repair-not-text", content = content));
            return;
        }
        let errors = s.report().map_or(0, |rep| rep.errors);
        if errors == 0 || !r.text.contains('\u{FFFD}') || v.encoding == plan.encoding {
            return;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(words!(
                lang,
                "repair-lost-in-decoding",
                decoded_as = plan.encoding.name(),
                errors = errors,
                reads_as = v.encoding.name(),
                reason = crate::report::file_verdict::reason_words(v.reason, lang)
            ));
            let decode = words!(lang, "repair-decode-as", encoding = v.encoding.name());
            if ui.button(decode).clicked() {
                view.send(Command::SetEncoding(v.encoding));
            }
        });
    }

    fn summary(
        &mut self,
        ui: &mut Ui,
        view: &mut View,
        repaired: &Repaired,
        name: &str,
        path: &[u8],
    ) {
        let lang = view.state.lang;
        let r = &repaired.repair;
        if let Some(rest) = &repaired.rest {
            ui.label(RichText::new(streamed_summary(&rest.found, lang)).strong());
            ui.label(
                RichText::new(words!(
                    lang,
                    "repair-detail-first",
                    size = size(rest.start_bytes, lang),
                    summary = summary(r, lang)
                ))
                .color(view.theme.weak),
            );
        } else {
            ui.label(RichText::new(summary(r, lang)).strong());
        }
        let (modified, total) = match &repaired.rest {
            Some(rest) => (&rest.found.first_modified[..], rest.found.modified as usize),
            None => (&repaired.modified[..], repaired.modified.len()),
        };
        if let Some(line) = modified_words(modified, total, lang) {
            ui.label(RichText::new(line).color(view.theme.weak));
        }
        self.lost_bytes(ui, view, r);
        if repaired.truncated {
            ui.label(
                RichText::new(words!(
                    lang,
                    "repair-truncated",
                    size = size(REPAIR_LIMIT, lang)
                ))
                .color(view.theme.weak),
            );
        }
        // The document as decoded: a repair of windows-1252 text needs --encoding to reproduce.
        let encoding = view
            .state
            .plan
            .as_ref()
            .map_or(crate::encoding::Encoding::Utf8, |p| p.encoding);
        let input = crate::report::repair::Input {
            path,
            encoding,
            modified: &repaired.modified,
        };
        let command = r.changed().then(|| command(r, input));
        ui.horizontal_wrapped(|ui| {
            let resolve_on = self.resolve_references;
            let references = repaired
                .rest
                .as_ref()
                .map_or(repaired.references.len() as u64, |rest| {
                    rest.found.references
                });
            let changed = repaired
                .rest
                .as_ref()
                .map_or(r.changed(), |rest| rest.found.changed());
            // (Java's modified UTF-8 read as its characters makes a text of its own too.)
            let modified = !repaired.modified.is_empty()
                || repaired.rest.as_ref().is_some_and(|r| r.found.modified > 0);
            let changes = changed || modified || (resolve_on && references > 0);
            if ui
                .add_enabled(changes, egui::Button::new(tr(lang, "repair-open")))
                .on_hover_text(tr(lang, "repair-open.help"))
                .clicked()
            {
                // The text is made on the click, not every frame; a long document's is in a
                // file already.
                let name = words!(lang, "repair-repaired-name", name = name);
                match &repaired.rest {
                    Some(rest) => match FileSource::open(rest.file(resolve_on).path()) {
                        Ok(source) => view.send(Command::OpenSource {
                            name,
                            source: SharedSource(std::sync::Arc::new(source)),
                        }),
                        Err(e) => view.send(Command::Report(Message::error(words!(
                            lang,
                            "repair-cannot-open",
                            error = e.to_string()
                        )))),
                    },
                    None => view.send(Command::OpenBytes {
                        name,
                        bytes: output(repaired, resolve_on).into_bytes(),
                        encoding: None,
                    }),
                }
            }
            if ui
                .add_enabled(changes, egui::Button::new(tr(lang, "repair-export")))
                .on_hover_text(tr(lang, "repair-export.help"))
                .clicked()
            {
                view.send(Command::ShowDialog(DialogKind::Export(
                    DialogPurpose::ExportRepaired,
                    crate::gui::export::suggested_path(view.state, DialogPurpose::ExportRepaired),
                )));
            }
            if let Some(command) = &command
                && ui
                    .button(tr(lang, "repair-copy-command"))
                    .on_hover_text(command)
                    .clicked()
            {
                view.send(Command::CopyText(
                    command.clone(),
                    tr(lang, "repair-copied-command").into_owned(),
                ));
            }
            if references > 0 {
                let label = words!(lang, "repair-resolve-references", n = references);
                ui.checkbox(&mut self.resolve_references, label);
            }
        });
        if let Some(command) = &command {
            ui.horizontal_wrapped(|ui| {
                let weak = view.theme.weak;
                ui.label(RichText::new(tr(lang, "repair-to-reproduce")).color(weak));
                ui.label(RichText::new(command).monospace().color(weak));
            });
        }
    }

    /// Every part repaired; the one opened shows its steps on the bytes.
    fn parts(&mut self, ui: &mut Ui, view: &mut View, repaired: &Repaired) {
        let lang = view.state.lang;
        let spans = &repaired.repair.spans;
        let heading = match &repaired.rest {
            Some(rest) => words!(
                lang,
                "repair-parts-in-whole",
                parts = rest.found.parts,
                first = spans.len(),
                size = size(rest.start_bytes, lang)
            ),
            None => words!(lang, "repair-parts", parts = spans.len()),
        };
        ui.label(RichText::new(heading).strong());
        if self.open_span.is_some_and(|i| i >= spans.len()) {
            self.open_span = None;
        }
        for (i, span) in spans.iter().take(LISTED).enumerate() {
            let (a, b) = repaired.file_range(span.start, span.end);
            let open = self.open_span == Some(i);
            let text = shown(
                ui,
                &format!(
                    "{} → {}",
                    preview(&span.before, 40),
                    preview(&span.after, 40)
                ),
            );
            let sure = words!(
                lang,
                "repair-part-confidence",
                percent = percent(span.confidence)
            );
            let response = ui
                .horizontal(|ui| {
                    let r = ui.selectable_label(open, text);
                    ui.label(RichText::new(sure).color(view.theme.weak));
                    r
                })
                .inner
                .on_hover_text(words!(
                    lang,
                    "repair-part-bytes",
                    start = a,
                    end = b.saturating_sub(1)
                ));
            if response.clicked() {
                self.open_span = if open { None } else { Some(i) };
                view.send(Command::ShowRange(a, b.max(a + 1)));
            }
            if self.open_span == Some(i) {
                ui.indent(("span", i), |ui| steps_on_bytes(ui, view, span));
            }
        }
        if spans.len() > LISTED {
            ui.label(words!(lang, "repair-and-more", n = spans.len() - LISTED));
        }
    }
}

/// The lines left as they are for want of confidence, each with its likeliest readings; a
/// click selects the line's bytes.
fn unsure(ui: &mut Ui, view: &mut View, repaired: &Repaired) {
    let lang = view.state.lang;
    let r = &repaired.repair;
    ui.label(
        RichText::new(words!(
            lang,
            "repair-unsure",
            parts = r.unsure.len(),
            percent = percent(r.min_confidence)
        ))
        .strong(),
    );
    for (i, u) in r.unsure.iter().take(LISTED).enumerate() {
        let (a, b) = repaired.file_range(u.start, u.end);
        let line = ui
            .selectable_label(false, shown(ui, &preview(&u.text, 80)))
            .on_hover_text(words!(
                lang,
                "repair-part-bytes",
                start = a,
                end = b.saturating_sub(1)
            ));
        if line.clicked() {
            view.send(Command::ShowRange(a, b.max(a + 1)));
        }
        ui.indent(("unsure", i), |ui| {
            for reading in &u.readings {
                let how = if reading.steps.is_empty() {
                    tr(lang, "repair-as-it-is").into_owned()
                } else {
                    chain_text(&reading.steps, lang)
                };
                ui.label(
                    RichText::new(words!(
                        lang,
                        "repair-unsure-reading",
                        percent = percent(reading.confidence),
                        text = shown(ui, &preview(&reading.text, 60)),
                        how = how
                    ))
                    .color(view.theme.weak),
                );
            }
        });
    }
    if r.unsure.len() > LISTED {
        ui.label(words!(lang, "repair-and-more", n = r.unsure.len() - LISTED));
    }
}

/// A part's chain, step by step on the bytes, and each repaired character with its bytes.
fn steps_on_bytes(ui: &mut Ui, view: &mut View, span: &Span) {
    let theme = view.theme;
    let lang = view.state.lang;
    let Some(steps) = explain_span(span) else {
        ui.label(tr(lang, "repair-chain-does-not-apply"));
        return;
    };
    for s in &steps {
        ui.label(RichText::new(s.step.describe(lang)).strong());
        for g in s.groups.iter().filter(|g| !g.could_be.is_empty()) {
            // (A character no font here has is its code point, never a blank box.)
            ui.label(RichText::new(shown(ui, &lost_note(g, lang))).color(theme.weak));
        }
        for (before, bytes, after) in changed_runs(s) {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(shown(ui, &before)).monospace());
                ui.label("→");
                ui.label(
                    RichText::new(s.hex(bytes))
                        .monospace()
                        .color(theme.selection),
                );
                ui.label("→");
                ui.label(RichText::new(shown(ui, &after)).monospace().strong());
            });
        }
    }
    // The bytes behind each character of the result (the last step's decode).
    if let Some(last) = steps.last() {
        egui::Grid::new(("chars", span.start))
            .striped(true)
            .show(ui, |ui| {
                for h in [
                    "repair-column-character",
                    "repair-column-bytes",
                    "repair-column-made-from",
                ] {
                    ui.label(RichText::new(tr(lang, h)).color(theme.weak));
                }
                ui.end_row();
                for g in last.groups.iter().filter(|g| g.changed()) {
                    ui.label(RichText::new(shown(ui, &g.after)).strong());
                    ui.label(RichText::new(last.hex(g.bytes.clone())).monospace());
                    ui.label(RichText::new(shown(ui, &g.before)).monospace());
                    ui.end_row();
                }
            });
    }
}

/// The text before and after, inline: removed text struck through, the repair beside it.
fn diff(ui: &Ui, view: &View, repaired: &Repaired) -> LayoutJob {
    let theme = view.theme;
    let r = &repaired.repair;
    let font = FontId::proportional(15.0);
    let plain = TextFormat::simple(font.clone(), theme.text);
    let removed = TextFormat {
        strikethrough: egui::Stroke::new(1.0, theme.error_text),
        color: theme.error_text,
        ..TextFormat::simple(font.clone(), theme.error_text)
    };
    let added = TextFormat {
        background: added_background(theme.dark),
        ..TextFormat::simple(font, theme.text)
    };
    let mut job = LayoutJob::default();
    let mut at = 0;
    let mut count = 0;
    for s in &r.spans {
        if count > DIFF_CHARS || s.start < at {
            break;
        }
        let same = &r.input[at..s.start];
        count += same.chars().count() + s.before.chars().count();
        job.append(&shown(ui, same), 0.0, plain.clone());
        job.append(&shown(ui, &s.before), 0.0, removed.clone());
        job.append(&shown(ui, &s.after), 0.0, added.clone());
        at = s.end;
    }
    if count <= DIFF_CHARS {
        let rest: String = r.input[at..].chars().take(DIFF_CHARS - count).collect();
        job.append(&shown(ui, &rest), 0.0, plain);
    } else {
        job.append(" …", 0.0, plain);
    }
    job
}

fn added_background(dark: bool) -> Color32 {
    if dark {
        Color32::from_rgb(0x1E, 0x4D, 0x2B)
    } else {
        Color32::from_rgb(0xC8, 0xF0, 0xD0)
    }
}

/// The numeric character references in the repaired text.
fn references(ui: &mut Ui, view: &mut View, repaired: &Repaired) {
    if repaired.references.is_empty() {
        return;
    }
    let lang = view.state.lang;
    ui.separator();
    ui.label(
        RichText::new(words!(
            lang,
            "repair-references",
            n = repaired.references.len()
        ))
        .strong(),
    );
    for rf in repaired.references.iter().take(20) {
        ui.label(RichText::new(shown(ui, &rf.describe(lang))).color(view.theme.html_ref));
    }
    if repaired.references.len() > 20 {
        ui.label(words!(
            lang,
            "repair-and-more",
            n = repaired.references.len() - 20
        ));
    }
}

/// A size in bytes, for the window's language.
fn size(n: u64, lang: Lang) -> String {
    crate::report::repair_stream::size(n, lang)
}

/// The text the panel opens and exports.
fn output(repaired: &Repaired, resolve_references: bool) -> String {
    if resolve_references {
        resolve(&repaired.repair.text)
    } else {
        repaired.repair.text.clone()
    }
}

/// The start of a long text, on one line.
fn preview(t: &str, max: usize) -> String {
    let one_line: String = t
        .chars()
        .map(|c| if c.is_control() { '·' } else { c })
        .take(max)
        .collect();
    if t.chars().count() > max {
        one_line + "…"
    } else {
        one_line
    }
}
