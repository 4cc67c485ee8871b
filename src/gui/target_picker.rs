//! The "Write as:" picker of the Export and Paste dialogs: an encoding, its byte order mark,
//! and what to do with a character it cannot write.

use crate::encoding::Encoding;
use crate::i18n::{tr, words, Lang};
use crate::report::write_as::{Target, Unencodable};
use egui::Ui;

/// The encoding exported text is written in, its BOM, and what becomes of a character it
/// cannot write; the new choice when the user changed it.
pub(super) fn target_ui(ui: &mut Ui, lang: Lang, target: Target, id: &str) -> Option<Target> {
    let mut t = target;
    ui.horizontal(|ui| {
        let label = ui.label(tr(lang, "write-as"));
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
        egui::Checkbox::new(&mut t.bom, tr(lang, "write-as-bom")),
    )
    .on_hover_text(tr(lang, "write-as-bom.help"));
    if t.writes_everything() {
        ui.label(words!(
            lang,
            "write-as-writes-everything",
            encoding = t.encoding.name()
        ));
    } else {
        ui.horizontal(|ui| {
            ui.label(tr(lang, "write-as-cannot-write"));
            for u in Unencodable::ALL {
                ui.radio_value(
                    &mut t.unencodable,
                    u,
                    words!(lang, "write-as-choice", mode = u.name()),
                )
                .on_hover_text(u.summary(lang));
            }
        });
    }
    (t != target).then_some(t)
}
