//! The "Cause" section the Repair and Why panels show: where in a pipeline the damage or the
//! encoding likely comes from, what in the bytes points there, what happened, and each fix
//! with a button that copies it.

use super::commands::Command;
use super::view::View;
use crate::cause::{Found, Level};
use crate::i18n::{tr, words};
use egui::{RichText, Ui};

/// The causes, most likely first: the first open, the others folded.
pub fn show(ui: &mut Ui, view: &mut View, found: &[Found]) {
    let lang = view.state.lang;
    ui.label(RichText::new(tr(lang, "cause-heading")).strong());
    for (i, c) in found.iter().enumerate() {
        let title = c.title(lang);
        let heading = match c.level {
            Level::Likely => words!(lang, "cause-likely", title = title),
            Level::Possible => words!(lang, "cause-possible", title = title),
        };
        egui::CollapsingHeader::new(heading)
            .id_salt(("cause", c.id))
            .default_open(i == 0)
            .show(ui, |ui| cause(ui, view, c));
    }
}

/// What the section says when no cause in the table fits the repair.
pub fn none(ui: &mut Ui, view: &View) {
    let lang = view.state.lang;
    ui.label(RichText::new(tr(lang, "cause-heading")).strong());
    ui.label(RichText::new(tr(lang, "cause-none")).color(view.theme.weak));
}

fn cause(ui: &mut Ui, view: &mut View, c: &Found) {
    let lang = view.state.lang;
    ui.label(RichText::new(tr(lang, "cause-what-points-to-it")).color(view.theme.weak));
    for w in c.why(lang) {
        ui.horizontal_wrapped(|ui| {
            ui.label("·");
            ui.label(with_code(ui, &w));
        });
    }
    ui.add_space(4.0);
    ui.label(with_code(ui, &c.story(lang).replace('\n', " ")));
    ui.add_space(4.0);
    for f in &c.fixes {
        let place = f.place(lang);
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(place).strong());
            ui.label(with_code(ui, f.does(lang)));
            let copy = ui
                .small_button(tr(lang, "cause-copy"))
                .on_hover_text(words!(lang, "cause-copy.help", place = place));
            if copy.clicked() {
                view.send(Command::CopyText(
                    f.code_in(lang).to_string(),
                    words!(lang, "cause-copied", place = place),
                ));
            }
        });
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(f.code_in(lang)).monospace());
        });
    }
}

/// A text whose `code spans` (between backquotes, as the causes write them) are set in the
/// monospace font, without the backquotes.
pub fn with_code(ui: &Ui, text: &str) -> egui::text::LayoutJob {
    with_code_in(ui, text, ui.visuals().text_color())
}

/// [`with_code`] in `color`.
pub fn with_code_in(ui: &Ui, text: &str, color: egui::Color32) -> egui::text::LayoutJob {
    let mut job = egui::text::LayoutJob::default();
    let body = egui::TextStyle::Body.resolve(ui.style());
    let mono = egui::TextStyle::Monospace.resolve(ui.style());
    for (i, piece) in text.split('`').enumerate() {
        let font = if i % 2 == 1 { &mono } else { &body };
        job.append(piece, 0.0, egui::TextFormat::simple(font.clone(), color));
    }
    job.wrap.max_width = ui.available_width();
    job
}
