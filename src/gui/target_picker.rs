//! The "Write as:" picker of the Export and Paste dialogs: an encoding, its byte order mark,
//! and what to do with a character it cannot write.

use crate::encoding::Encoding;
use crate::report::write_as::{Target, Unencodable};
use egui::Ui;

/// The encoding exported text is written in, its BOM, and what becomes of a character it
/// cannot write; the new choice when the user changed it.
pub(super) fn target_ui(ui: &mut Ui, target: Target, id: &str) -> Option<Target> {
    let mut t = target;
    ui.horizontal(|ui| {
        let label = ui.label("Write as:");
        egui::ComboBox::from_id_salt(id)
            .selected_text(t.encoding.name())
            .height(ui.ctx().content_rect().height() * 0.6)
            .show_ui(ui, |ui| {
                for e in Encoding::ALL {
                    if e != Encoding::Replacement {
                        ui.selectable_value(&mut t.encoding, e, e.name());
                    }
                }
            })
            .response
            .labelled_by(label.id);
    });
    let has_bom = Target::new(t.encoding, true, t.unencodable).is_ok();
    if !has_bom {
        t.bom = false;
    }
    ui.add_enabled(
        has_bom,
        egui::Checkbox::new(&mut t.bom, "Start with a byte order mark"),
    )
    .on_hover_text(
        "UTF-8 with a BOM is what Excel needs to read a CSV as UTF-8; UTF-16 files start with one.",
    );
    if t.writes_everything() {
        ui.label(format!("{} writes every character.", t.encoding.name()));
    } else {
        ui.horizontal(|ui| {
            ui.label("A character it cannot write:");
            for u in Unencodable::ALL {
                let text = match u {
                    Unencodable::Refuse => "refuse, write nothing",
                    Unencodable::Html => "write &#N;",
                };
                ui.radio_value(&mut t.unencodable, u, text)
                    .on_hover_text(u.summary());
            }
        });
    }
    (t != target).then_some(t)
}
