//! The Lint panel: the open file held to its encoding policy, as `mojiscope lint FILE` holds
//! it (its `.gitattributes`, its `.editorconfig`, the nearest `.mojiscope.toml`): every
//! finding with its place, the rule in words, the text it is about and the fix where there is a
//! sure one; a click selects its bytes. Checked in the background, once a document.

use super::status::{background_status, WorkAsk};
use super::{Logic, Panel};
use crate::gui::background::{Background, Keyed};
use crate::gui::commands::Command;
use crate::gui::state::Origin;
use crate::gui::view::View;
use crate::i18n::{tr, words, Lang};
use crate::lint::file::{lint_file, Linted, MAX_FILESIZE};
use crate::lint::finding::Finding;
use crate::lint::policy::Origin as Said;
use crate::lint::rule::{Rule, Severity};
use crate::lint::text::shown_char;
use crate::source::ByteSource;
use egui::{RichText, Ui};
use std::path::PathBuf;
use std::sync::Arc;

#[derive(Default)]
pub struct LintPanel {
    job: Option<Keyed<u64, Linted>>,
}

impl Panel for LintPanel {
    fn name(&self) -> &'static str {
        "Lint"
    }

    fn logic(&mut self, cx: &mut Logic) {
        let Some(doc) = &cx.state.doc else {
            self.job = None;
            return;
        };
        Keyed::poll_while(&mut self.job, |&id| id == doc.id);
        if cx.active {
            let path = match &doc.origin {
                Origin::File(p) => Some(p.clone()),
                _ => None,
            };
            let (source, repaint, lang) = (doc.source.clone(), cx.repaint.clone(), cx.state.lang);
            Keyed::ensure(&mut self.job, doc.id, |_| {
                start(path, source, repaint, lang)
            });
        }
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let lang = view.state.lang;
        if view.state.doc.is_none() {
            ui.label(words!(
                lang,
                "lint-nothing-open",
                attributes = ".gitattributes",
                editorconfig = ".editorconfig"
            ));
            return;
        }
        let Some(job) = self.job.as_ref() else {
            return;
        };
        let (done, ask) = background_status(ui, view, &job.work, &tr(lang, "lint-working"));
        match ask {
            Some(WorkAsk::Cancel) => job.work.cancel(),
            Some(WorkAsk::Restart) => self.job = None,
            None => {}
        }
        if let Some(l) = done {
            show(ui, view, &l);
        }
    }
}

impl LintPanel {
    /// The open file's check, once it is done.
    pub fn linted(&self) -> Option<&Linted> {
        self.job
            .as_ref()
            .and_then(|j| j.work.done())
            .map(|l| l.as_ref())
    }
}

/// Check the document in the background.
fn start(
    path: Option<PathBuf>,
    source: Arc<dyn ByteSource>,
    repaint: crate::gui::jobs::Repaint,
    lang: Lang,
) -> Background<Linted> {
    Background::start(
        &tr(lang, "lint-working"),
        move |_| {
            if source.len() > MAX_FILESIZE {
                return Err(words!(
                    lang,
                    "lint-too-large",
                    size = crate::report::human_size_in(lang, source.len()),
                    most = crate::report::human_size_in(lang, MAX_FILESIZE)
                ));
            }
            let bytes = crate::source::read_range(source.as_ref(), 0, source.len() as usize)
                .map_err(|e| e.to_string())?;
            Ok(Some(lint_file(path.as_deref(), &bytes)))
        },
        repaint,
    )
}

/// Where the policy was said, in the window's words.
fn policy_words(l: &Linted, lang: Lang) -> String {
    let name = l.policy.name.as_str();
    match &l.policy.origin {
        Said::Default => words!(
            lang,
            "lint-policy-default",
            attributes = ".gitattributes",
            editorconfig = ".editorconfig"
        ),
        Said::Expect => words!(
            lang,
            "lint-policy-config",
            name = name,
            key = "expect",
            config = crate::lint::config::FILE
        ),
        Said::EditorConfig(p) => words!(
            lang,
            "lint-policy-editorconfig",
            file = p.display().to_string(),
            name = name,
            key = "charset"
        ),
        Said::GitAttributes(p) => words!(
            lang,
            "lint-policy-gitattributes",
            file = p.display().to_string(),
            name = name,
            key = "working-tree-encoding"
        ),
    }
}

fn show(ui: &mut Ui, view: &mut View, l: &Linted) {
    let lang = view.state.lang;
    let theme = view.theme;
    ui.label(words!(lang, "lint-held-to", policy = policy_words(l, lang)));
    if let Some(c) = &l.config {
        ui.label(
            RichText::new(words!(lang, "lint-config", file = c.display().to_string()))
                .color(theme.weak),
        );
    }
    if let Some(t) = &l.trouble {
        ui.label(RichText::new(t.as_str()).color(theme.error_text));
    }
    if l.binary {
        ui.label(RichText::new(tr(lang, "lint-binary")).strong());
        return;
    }
    if l.findings.is_empty() {
        ui.label(RichText::new(tr(lang, "lint-none")).strong());
        return;
    }
    let errors = l
        .findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .count();
    ui.label(
        RichText::new(words!(
            lang,
            "lint-summary",
            errors = errors,
            warnings = l.findings.len() - errors
        ))
        .strong()
        .color(theme.error_text),
    );
    ui.separator();
    egui::ScrollArea::vertical()
        .id_salt("lint-findings")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            egui::Grid::new("lint-grid")
                .striped(true)
                .num_columns(4)
                .show(ui, |ui| {
                    for f in &l.findings {
                        row(ui, view, f);
                        ui.end_row();
                    }
                });
        });
}

/// One finding: its place (a click selects its bytes), its severity, the rule in words, and
/// the text it is about with the fix.
fn row(ui: &mut Ui, view: &mut View, f: &Finding) {
    let lang = view.state.lang;
    let theme = view.theme;
    let place = words!(lang, "lint-place", line = f.line, column = f.column);
    let selected = view.state.selection.is_some_and(|(s, _)| s == f.offset);
    if ui
        .selectable_label(selected, RichText::new(place).monospace())
        .clicked()
    {
        view.send(Command::ShowRange(f.offset, f.offset + f.length.max(1)));
    }
    let severity = match f.severity {
        Severity::Error => RichText::new(tr(lang, "lint-error")).color(theme.error_text),
        Severity::Warning => RichText::new(tr(lang, "lint-warning")),
    };
    ui.label(severity);
    ui.label(tr(lang, rule_message(f.rule)))
        .on_hover_text(f.rule.id());
    ui.horizontal_wrapped(|ui| {
        let text = marked(f);
        if !text.is_empty() {
            ui.label(RichText::new(text).monospace());
        }
        if let Some(fix) = &f.fix {
            let to = match fix.replacement.as_str() {
                "" => tr(lang, "lint-fix-remove").into_owned(),
                r => words!(lang, "lint-fix-to", text = r),
            };
            ui.label(RichText::new(to).color(theme.selection));
        }
    });
}

/// A rule in words: its message.
fn rule_message(rule: Rule) -> &'static str {
    match rule {
        Rule::InvalidBytes => "lint-rule-invalid-bytes",
        Rule::OtherEncoding => "lint-rule-other-encoding",
        Rule::Bom => "lint-rule-bom",
        Rule::BomInside => "lint-rule-bom-inside",
        Rule::Mojibake => "lint-rule-mojibake",
        Rule::ReplacementCharacter => "lint-rule-replacement-character",
        Rule::C1Control => "lint-rule-c1-control",
        Rule::BidiControl => "lint-rule-bidi-control",
        Rule::Nul => "lint-rule-nul",
    }
}

/// The text a finding is about, as its line shows it (controls and invisible characters as
/// `<U+XXXX>`), at most 60 characters.
fn marked(f: &Finding) -> String {
    let end = if f.end_line == f.line {
        f.end_column
    } else {
        usize::MAX
    };
    let mut out = String::new();
    for (i, c) in f.line_text.chars().enumerate() {
        let col = i + f.line_text_column;
        if col < f.column || col >= end {
            continue;
        }
        if out.chars().count() >= 60 {
            out.push('…');
            break;
        }
        shown_char(c, &mut out);
    }
    out
}
