//! A handler's state before and after a call, with the standard's names, changed values
//! highlighted; the decoder's and the encoder's stepper both show one.

use crate::encoding::Field;
use crate::gui::view::View;
use crate::i18n::{tr, tr_args, Lang};
use crate::report::step::{show_value, value_width};
use egui::{RichText, Ui};

pub struct StateTable<'a> {
    /// The grid's id (two tables on one screen need two).
    pub id: &'a str,
    pub heading: &'a str,
    pub before: &'a [Field],
    pub after: &'a [Field],
    /// What to say when the handler has no state.
    pub no_state: &'a str,
    /// The language of the values that are words (a state's name).
    pub lang: Lang,
}

impl StateTable<'_> {
    /// The columns: as wide as the longest name, and as the widest value each field can take,
    /// so that values changing during Play never draw over each other.
    fn column_widths(&self, ui: &Ui) -> (f32, f32) {
        let font = egui::TextStyle::Monospace.resolve(ui.style());
        let cw = ui.fonts_mut(|f| f.glyph_width(&font, '0'));
        let widest = self
            .before
            .iter()
            .map(|f| value_width(self.lang, f.name, f.value))
            .max()
            .unwrap_or(4);
        let name = self.before.iter().map(|f| f.name.len()).max().unwrap_or(8);
        (name as f32 * cw, widest as f32 * cw)
    }

    /// The width the table needs.
    pub fn width(&self, ui: &Ui) -> f32 {
        if self.before.is_empty() {
            // Only the sentence saying the handler has no state.
            return 360.0;
        }
        let (name_w, value_w) = self.column_widths(ui);
        name_w + 2.0 * value_w + 3.0 * ui.spacing().item_spacing.x + 8.0
    }

    pub fn ui(&self, ui: &mut Ui, view: &View) {
        let theme = view.theme;
        let lang = view.state.lang;
        ui.label(RichText::new(self.heading).strong());
        if self.before.is_empty() {
            ui.label(self.no_state);
            return;
        }
        let (name_w, value_w) = self.column_widths(ui);
        let cell = |ui: &mut Ui, w: f32, text: RichText| {
            ui.horizontal(|ui| {
                ui.set_min_width(w);
                ui.label(text)
            })
            .inner
        };
        egui::Grid::new(self.id)
            .striped(true)
            .num_columns(3)
            .show(ui, |ui| {
                cell(ui, name_w, RichText::new(tr(lang, "state-variable")).weak());
                cell(ui, value_w, RichText::new(tr(lang, "state-before")).weak());
                cell(ui, value_w, RichText::new(tr(lang, "state-after")).weak());
                ui.end_row();
                for (b, a) in self.before.iter().zip(self.after.iter()) {
                    let changed = b.value != a.value;
                    let name = RichText::new(b.name).monospace();
                    cell(
                        ui,
                        name_w,
                        if changed {
                            name.color(theme.changed).strong()
                        } else {
                            name
                        },
                    );
                    cell(
                        ui,
                        value_w,
                        RichText::new(show_value(lang, b.name, b.value)).monospace(),
                    );
                    let after = RichText::new(show_value(lang, a.name, a.value)).monospace();
                    let l = cell(
                        ui,
                        value_w,
                        if changed {
                            after.color(theme.changed).strong()
                        } else {
                            after
                        },
                    );
                    if changed {
                        l.widget_info(|| {
                            egui::WidgetInfo::labeled(
                                egui::Role::Label,
                                true,
                                tr_args(
                                    lang,
                                    "state-changed-to",
                                    &[
                                        ("name", a.name.into()),
                                        ("value", show_value(lang, a.name, a.value).into()),
                                    ],
                                ),
                            )
                        });
                    }
                    ui.end_row();
                }
            });
    }
}
