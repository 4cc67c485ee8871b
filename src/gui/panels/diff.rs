//! The known-good file beside the open one (File ▸ Compare with the known-good file…): the open
//! file is the broken one; each region of it that is not the good text as it is, with the exact
//! chain that made it and every byte lost on the way; a click selects the region's bytes.
//! The comparison runs in the background, with progress and Cancel.

use super::{background_status, Logic, Panel, WorkAsk};
use crate::encoding::Encoding;
use crate::gui::background::{Background, Keyed};
use crate::gui::commands::Command;
use crate::gui::view::View;
use crate::mojibake::diff::{diff, Diff, Kind, Sides};
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

#[derive(Default)]
pub struct DiffPanel {
    /// The path as typed.
    path: String,
    /// The good file asked for (set by Compare).
    asked: Option<PathBuf>,
    job: Option<Keyed<(u64, PathBuf), Compared>>,
}

/// Regions the panel lists (the first of them; all are counted).
const LISTED: usize = 500;

impl Panel for DiffPanel {
    fn name(&self) -> &'static str {
        "Diff"
    }

    fn logic(&mut self, cx: &mut Logic) {
        let (Some(doc), Some(path)) = (&cx.state.doc, &self.asked) else {
            self.job = None;
            return;
        };
        Keyed::poll_while(&mut self.job, |k| k.0 == doc.id && &k.1 == path);
        if cx.active {
            let broken_encoding = doc.verdict.encoding;
            Keyed::ensure(&mut self.job, (doc.id, path.clone()), |(_, path)| {
                start(
                    path.clone(),
                    doc.source.clone(),
                    broken_encoding,
                    cx.repaint.clone(),
                )
            });
        }
    }

    fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        if view.state.doc.is_none() {
            ui.label("Open the broken file, then name the file as it should be here: each region of the broken one gets the exact chain that made it.");
            return;
        }
        ui.horizontal(|ui| {
            let label = ui.label("Known-good file:");
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.path).desired_width(420.0))
                .labelled_by(label.id);
            let enter = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button("Find the chains").clicked() || enter) && !self.path.trim().is_empty() {
                self.asked = Some(PathBuf::from(self.path.trim()));
                self.job = None;
            }
        });
        ui.label(
            RichText::new("The open file is the broken one: the path names the file as it should be (in any encoding).")
                .color(view.theme.weak),
        );
        let Some(job) = self.job.as_ref() else {
            return;
        };
        ui.separator();
        let (done, ask) = background_status(ui, view, &job.work, "Comparing");
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
}

/// Compare `good` with the document in the background.
fn start(
    good: PathBuf,
    broken: Arc<dyn ByteSource>,
    broken_encoding: Encoding,
    repaint: crate::gui::jobs::Repaint,
) -> Background<Compared> {
    Background::start(
        "comparing with the known-good file",
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
    let d = &c.diff;
    ui.label(format!(
        "Known-good file read as {}, this file as {}.",
        c.good_encoding, c.broken_encoding
    ));
    if d.identical() {
        ui.label(
            RichText::new("This file is the known-good text as it is: nothing differs.").strong(),
        );
        return;
    }
    let count = crate::report::count;
    let damaged = d.regions_total - d.unexplained_regions;
    ui.label(
        RichText::new(format!(
            "{} a chain explains, {} no chain explains; {} the same text, {} lost on the way.",
            count(damaged, "region"),
            count(d.unexplained_regions, "region"),
            count(d.same, "byte"),
            count(d.lost, "byte"),
        ))
        .strong(),
    );
    for t in &d.chains {
        ui.label(format!(
            "{}: {}, {}",
            t.chain.describe(),
            count(t.regions, "region"),
            count(t.bytes, "byte")
        ));
    }
    ui.separator();
    egui::ScrollArea::vertical()
        .auto_shrink([false, true])
        .show(ui, |ui| {
            for r in d.regions.iter().take(LISTED) {
                let what = match (&r.chain, r.kind) {
                    (Some(ch), Kind::Damaged) => format!(
                        "{} (repair --chain '{}')",
                        ch.describe(),
                        chain_arg(&ch.steps)
                    ),
                    (Some(ch), Kind::Plain) => format!("the text {}", ch.describe()),
                    _ => "no chain makes these bytes of that text".to_string(),
                };
                let label = format!("bytes {}–{}: {what}", r.broken.start, r.broken.end);
                let color = if r.kind == Kind::Unexplained {
                    view.theme.error_text
                } else {
                    view.theme.text
                };
                if ui
                    .add(egui::Button::new(RichText::new(label).color(color)).frame(false))
                    .on_hover_text(format!(
                        "known-good bytes {}–{}; click to select these bytes",
                        r.good.start, r.good.end
                    ))
                    .clicked()
                {
                    view.send(Command::SelectRange(
                        r.broken.start,
                        r.broken.end.max(r.broken.start + 1),
                    ));
                }
                for l in &r.losses {
                    ui.label(
                        RichText::new(format!(
                            "    at {} {} U+{:04X} (of {})",
                            l.at,
                            l.kind.describe(),
                            l.lost as u32,
                            l.good
                        ))
                        .color(view.theme.weak),
                    );
                }
            }
            if d.regions_total > d.regions.len().min(LISTED) as u64 {
                ui.label(format!(
                    "… and {} more (mojiscope diff --json lists the first {})",
                    count(
                        d.regions_total - d.regions.len().min(LISTED) as u64,
                        "region"
                    ),
                    crate::mojibake::diff::LISTED
                ));
            }
        });
}
