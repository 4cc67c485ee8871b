//! What sits at the top of a panel that works in the background: the file's verdict, and the
//! work's progress, its reason when it stopped, and what the user asks of it.

use crate::gui::background::Background;
use crate::gui::view::View;
use crate::i18n::{tr, words};
use egui::Ui;

/// What the user asked of a panel's background work.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum WorkAsk {
    Cancel,
    /// Run it again (after it stopped).
    Restart,
}

/// The file's verdict, as the banner and the commands state it, at the top of a panel that
/// works from it: which decoding the file reads as and why, and what else its bytes say.
pub(super) fn verdict_summary(ui: &mut Ui, view: &View) {
    use crate::report::file_verdict::{headline, note_text, notes_beside};
    let Some(doc) = &view.state.doc else {
        return;
    };
    let lang = view.state.lang;
    let v = &doc.verdict;
    ui.horizontal_wrapped(|ui| {
        let reads_as = tr(lang, "verdict-file-reads-as");
        ui.label(egui::RichText::new(reads_as).strong());
        ui.label(headline(v, &doc.head, lang));
    });
    for note in notes_beside(v) {
        let text = note_text(note, lang);
        ui.label(crate::gui::cause_view::with_code_in(
            ui,
            &text,
            view.theme.html_ref,
        ));
    }
}

/// The state of a panel's background work: a progress bar with Cancel while it runs, the
/// reason with Run again when it stopped; its result when it is done, and what the user asked.
pub(super) fn background_status<T: Send + 'static>(
    ui: &mut Ui,
    view: &mut View,
    work: &Background<T>,
    what: &str,
) -> (Option<std::sync::Arc<T>>, Option<WorkAsk>) {
    let mut ask = None;
    let lang = view.state.lang;
    if let Some(progress) = work.progress() {
        ui.horizontal(|ui| {
            crate::gui::progress::progress_bar(ui, lang, progress, what, 360.0);
            if ui.button(tr(lang, "status-cancel")).clicked() {
                ask = Some(WorkAsk::Cancel);
            }
        });
    }
    let result = match &work.result {
        Some(Ok(r)) => Some(r.clone()),
        Some(Err(e)) => {
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new(words!(
                        lang,
                        "task-stopped",
                        what = what,
                        error = e.as_str()
                    ))
                    .color(view.theme.error_text),
                );
                if ui.button(tr(lang, "panel-run-again")).clicked() {
                    ask = Some(WorkAsk::Restart);
                }
            });
            None
        }
        None => None,
    };
    (result, ask)
}
