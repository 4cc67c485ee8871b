//! The known-good file beside the open one (File ▸ Compare with the known-good file…): the open
//! file is the broken one; each region of it that is not the good text as it is, with the exact
//! chain that made it and every byte lost on the way; a click selects the region's bytes.
//! The comparison runs in the background, with progress and Cancel.

use super::status::{background_status, WorkAsk};
use super::{Logic, Panel};
use crate::encoding::Encoding;
use crate::gui::background::{Background, Keyed};
use crate::gui::commands::Command;
use crate::gui::state::{Document, Origin};
use crate::gui::view::View;
use crate::i18n::{tr, words, Lang};
use crate::mojibake::diff::{diff, Diff, Kind, Sides};
use crate::report::byte_range::byte_range;
use crate::report::repair::chain_arg;
use crate::source::{ByteSource, FileSource};
use egui::{RichText, Ui};
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// A comparison done.
pub struct Compared {
    pub diff: Diff,
    pub good_encoding: Encoding,
    pub broken_encoding: Encoding,
}

/// The known-good file belongs to the file it was named for: when another opens, the panel
/// starts empty again (a file opened again, or reloaded, keeps it).
#[derive(Default)]
pub struct DiffPanel {
    /// The path as typed.
    path: String,
    /// The input the path was typed for.
    typed_for: Option<Input>,
    /// The good file asked for (set by Compare).
    asked: Option<PathBuf>,
    job: Option<Keyed<(u64, PathBuf), Compared>>,
}

/// Which input a document is: a file by its path, anything else by its opening.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Input {
    File(PathBuf),
    Opened(u64),
}

impl Input {
    fn of(doc: &Document) -> Input {
        match &doc.origin {
            Origin::File(path) => Input::File(path.clone()),
            _ => Input::Opened(doc.id),
        }
    }
}

/// Regions the panel lists (the first of them; all are counted).
const LISTED: usize = 500;

impl Panel for DiffPanel {
    fn name(&self) -> &'static str {
        "Diff"
    }

    fn logic(&mut self, cx: &mut Logic) {
        let open = cx.state.doc.as_ref().map(Input::of);
        if self.typed_for.is_some() && self.typed_for != open {
            *self = DiffPanel::default();
        }
        let (Some(doc), Some(path)) = (&cx.state.doc, &self.asked) else {
            self.job = None;
            return;
        };
        Keyed::poll_while(&mut self.job, |k| k.0 == doc.id && &k.1 == path);
        if cx.active {
            let broken_encoding = doc.verdict.encoding;
            let lang = cx.state.lang;
            Keyed::ensure(&mut self.job, (doc.id, path.clone()), |(_, path)| {
                start(
                    path.clone(),
                    doc.source.clone(),
                    broken_encoding,
                    cx.repaint.clone(),
                    lang,
                )
            });
        }
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let lang = view.state.lang;
        if view.state.doc.is_none() {
            ui.label(tr(lang, "diff-nothing-open"));
            return;
        }
        ui.horizontal(|ui| {
            let label = ui.label(tr(lang, "diff-known-good-file"));
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.path).desired_width(420.0))
                .labelled_by(label.id);
            if field.changed() {
                self.typed_for = view.state.doc.as_ref().map(Input::of);
            }
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let find = ui.button(tr(lang, "diff-find-chains")).clicked();
            if (find || enter) && !self.path.trim().is_empty() {
                self.asked = Some(PathBuf::from(self.path.trim()));
                self.typed_for = view.state.doc.as_ref().map(Input::of);
                self.job = None;
            }
        });
        ui.label(RichText::new(tr(lang, "diff-hint")).color(view.theme.weak));
        let Some(job) = self.job.as_ref() else {
            return;
        };
        ui.separator();
        let (done, ask) = background_status(ui, view, &job.work, &tr(lang, "diff-working"));
        match ask {
            Some(WorkAsk::Cancel) => job.work.cancel(),
            Some(WorkAsk::Restart) => self.job = None,
            None => {}
        }
        if let Some(c) = done {
            show(ui, view, &c);
        }
    }
}

impl DiffPanel {
    /// The comparison, once it has ended (done, stopped or failed).
    pub fn compared(&self) -> Option<&Result<Arc<Compared>, String>> {
        self.job.as_ref().and_then(|j| j.work.result.as_ref())
    }

    /// The known-good file (as the commands name it) and the diff beside it, where one is
    /// done (for the report).
    pub fn known_good(&self) -> Option<(String, Diff)> {
        let job = self.job.as_ref()?;
        let done = job.work.result.as_ref()?.as_ref().ok()?;
        Some((job.key.1.display().to_string(), done.diff.clone()))
    }
}

/// Compare `good` with the document in the background.
fn start(
    good: PathBuf,
    broken: Arc<dyn ByteSource>,
    broken_encoding: Encoding,
    repaint: crate::gui::jobs::Repaint,
    lang: Lang,
) -> Background<Compared> {
    Background::start(
        &tr(lang, "diff-working"),
        move |progress| {
            let src = FileSource::open(&good).map_err(|e| format!("{}: {e}", good.display()))?;
            let head = crate::source::read_range(&src, 0, crate::verdict::SAMPLE)
                .map_err(|e| e.to_string())?;
            let good_encoding =
                crate::verdict::verdict(&head, head.len() as u64 == src.len()).encoding;
            let sides = Sides {
                good: &src,
                good_encoding,
                broken: broken.as_ref(),
                broken_encoding,
            };
            progress.total.store(broken.len(), Ordering::Relaxed);
            let d = diff(&sides, &mut |done, _| {
                progress.done.store(done, Ordering::Relaxed);
                !progress.cancelled()
            })
            .map_err(|e| e.to_string())?;
            Ok(d.map(|diff| Compared {
                diff,
                good_encoding,
                broken_encoding,
            }))
        },
        repaint,
    )
}

fn show(ui: &mut Ui, view: &mut View, c: &Compared) {
    let lang = view.state.lang;
    let d = &c.diff;
    ui.label(words!(
        lang,
        "diff-read-as",
        good = c.good_encoding.name(),
        broken = c.broken_encoding.name()
    ));
    if d.identical() {
        ui.label(RichText::new(tr(lang, "diff-identical")).strong());
        return;
    }
    let damaged = d.regions_total - d.unexplained_regions;
    ui.label(
        RichText::new(words!(
            lang,
            "diff-summary",
            explained = damaged,
            unexplained = d.unexplained_regions,
            same = d.same,
            lost = d.lost
        ))
        .strong(),
    );
    for t in &d.chains {
        ui.label(words!(
            lang,
            "diff-chain-counts",
            chain = t.chain.describe(lang),
            regions = t.regions,
            bytes = t.bytes
        ));
    }
    ui.separator();
    egui::ScrollArea::vertical()
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for r in d.regions.iter().take(LISTED) {
                let what = match (&r.chain, r.kind) {
                    (Some(ch), Kind::Damaged) => words!(
                        lang,
                        "diff-region-damaged",
                        chain = ch.describe(lang),
                        arg = chain_arg(&ch.steps)
                    ),
                    (Some(ch), Kind::Plain) => {
                        words!(lang, "diff-region-plain", chain = ch.describe(lang))
                    }
                    _ => words!(lang, "diff-region-unexplained"),
                };
                let label = words!(
                    lang,
                    "diff-region",
                    range = byte_range(lang, r.broken.start, r.broken.end),
                    what = what
                );
                let color = if r.kind == Kind::Unexplained {
                    view.theme.error_text
                } else {
                    view.theme.text
                };
                if ui
                    .add(egui::Button::new(RichText::new(label).color(color)).frame(false))
                    .on_hover_text(words!(
                        lang,
                        "diff-region-hover",
                        range = byte_range(lang, r.good.start, r.good.end)
                    ))
                    .clicked()
                {
                    view.send(Command::ShowRange(
                        r.broken.start,
                        r.broken.end.max(r.broken.start + 1),
                    ));
                }
                for l in &r.losses {
                    ui.label(
                        RichText::new(words!(
                            lang,
                            "diff-loss",
                            at = l.at,
                            kind = l.kind.describe(lang),
                            code_point = format!("U+{:04X}", l.lost as u32),
                            good = l.good.to_string()
                        ))
                        .color(view.theme.weak),
                    );
                }
            }
            if d.regions_total > d.regions.len().min(LISTED) as u64 {
                ui.label(words!(
                    lang,
                    "diff-and-more",
                    regions = d.regions_total - d.regions.len().min(LISTED) as u64,
                    listed = crate::mojibake::diff::LISTED
                ));
            }
        });
}
