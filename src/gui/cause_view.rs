//! The "Cause" section the Repair and Why panels show: where in a pipeline the damage or the
//! encoding likely comes from, what in the bytes points there, what happened, and each fix
//! with a button that copies it.

use super::commands::Command;
use super::view::View;
use crate::cause::{Found, Level};
use egui::{RichText, Ui};

/// The causes, most likely first: the first open, the others folded.
pub fn show(ui: &mut Ui, view: &mut View, found: &[Found]) {
    ui.label(RichText::new("Cause").strong());
    for (i, c) in found.iter().enumerate() {
        let how = match c.level {
            Level::Likely => "Likely",
            Level::Possible => "Possible",
        };
        egui::CollapsingHeader::new(format!("{how}: {}", c.title))
            .id_salt(("cause", c.id))
            .default_open(i == 0)
            .show(ui, |ui| cause(ui, view, c));
    }
}

/// What the section says when no cause in the table fits.
pub fn none(ui: &mut Ui, view: &View, what: &str) {
    ui.label(RichText::new("Cause").strong());
    ui.label(
        RichText::new(format!(
            "No cause mojiscope knows fits {what}: the chain is shown above, step by step."
        ))
        .color(view.theme.weak),
    );
}

fn cause(ui: &mut Ui, view: &mut View, c: &Found) {
    ui.label(RichText::new("What points to it").color(view.theme.weak));
    for w in &c.why {
        ui.horizontal_wrapped(|ui| {
            ui.label("·");
            ui.label(w);
        });
    }
    ui.add_space(4.0);
    ui.label(c.story.replace('\n', " "));
    ui.add_space(4.0);
    for f in &c.fixes {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(f.place).strong());
            ui.label(f.does);
            let copy = ui
                .small_button("Copy")
                .on_hover_text(format!("Copy the fix for {}", f.place));
            if copy.clicked() {
                view.send(Command::CopyText(
                    f.code.clone(),
                    format!("Copied the fix for {}.", f.place),
                ));
            }
        });
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.label(RichText::new(&f.code).monospace());
        });
    }
}
