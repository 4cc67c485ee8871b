//! The hex view's legend: what each colour and mark on the bytes means, for the colours and
//! marks the rows on screen have (a short example gets a one-line legend, not a key to
//! everything the view can draw).

use super::analysis::Role;
use super::view::View;
use crate::i18n::tr;
use egui::{Align2, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, Ui, Vec2};

/// What the rows on screen drew, for the legend to explain.
#[derive(Default)]
pub struct Drawn {
    /// The byte roles, by their place in [`Role::ALL`].
    pub roles: [bool; Role::ALL.len()],
    pub error: bool,
    pub continued: bool,
    pub restored: bool,
    pub reference: bool,
    pub chunk: bool,
}

impl Drawn {
    pub fn role(&mut self, role: Role) {
        if let Some(i) = Role::ALL.iter().position(|&r| r == role) {
            self.roles[i] = true;
        }
    }
}

/// The legend under the bytes, wrapping between its items; returns the height it took.
pub fn legend(ui: &mut Ui, width: f32, view: &View, drawn: &Drawn) -> f32 {
    let theme = view.theme;
    let lang = view.state.lang;
    let response = ui.allocate_ui(Vec2::new(width, 0.0), |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 10.0;
            for (role, _) in Role::ALL.iter().zip(drawn.roles).filter(|(_, on)| *on) {
                legend_mark(ui, &role.name(lang), |p, r| {
                    p.rect_filled(r, CornerRadius::same(2), theme.role(*role));
                });
            }
            if drawn.error {
                legend_mark(ui, &tr(lang, "legend-error"), |p, r| {
                    p.circle_filled(r.center(), 3.0, theme.error_text);
                });
            }
            if drawn.continued {
                legend_mark(ui, &tr(lang, "legend-continued"), |p, r| {
                    p.text(
                        r.center(),
                        Align2::CENTER_CENTER,
                        "‥",
                        FontId::proportional(12.0),
                        theme.weak,
                    );
                });
            }
            if drawn.restored {
                legend_mark(ui, &tr(lang, "legend-restored"), |p, r| {
                    p.line_segment(
                        [r.left_center(), r.right_center()],
                        Stroke::new(2.0, theme.restored),
                    );
                });
            }
            if drawn.reference {
                legend_mark(ui, &tr(lang, "legend-reference"), |p, r| {
                    p.hline(
                        r.x_range(),
                        r.bottom() - 2.0,
                        Stroke::new(2.0, theme.html_ref),
                    );
                });
            }
            if drawn.chunk {
                legend_mark(ui, &tr(lang, "legend-chunk"), |p, r| {
                    p.vline(r.left() + 1.0, r.y_range(), Stroke::new(3.0, theme.chunk));
                    p.rect_filled(
                        Rect::from_min_size(r.left_top(), Vec2::new(9.0, 8.0)),
                        CornerRadius::same(2),
                        theme.chunk,
                    );
                });
            }
        });
    });
    response.response.rect.height()
}

/// One item of the legend: a 12-point mark and its label, allocated as one widget so that
/// the legend wraps between items (a nested layout would not wrap, and would widen the panel).
fn legend_mark(ui: &mut Ui, label: &str, paint: impl FnOnce(&egui::Painter, Rect)) {
    let font = egui::TextStyle::Small.resolve(ui.style());
    let color = ui.visuals().text_color();
    let galley = ui.fonts_mut(|f| f.layout_no_wrap(label.to_string(), font, color));
    let size = Vec2::new(15.0 + galley.size().x, galley.size().y.max(12.0));
    let (rect, response) = ui.allocate_exact_size(size, Sense::hover());
    let mark = Rect::from_min_size(
        Pos2::new(rect.left(), rect.center().y - 6.0),
        Vec2::splat(12.0),
    );
    paint(ui.painter(), mark);
    ui.painter().galley(
        Pos2::new(rect.left() + 15.0, rect.center().y - galley.size().y / 2.0),
        galley,
        color,
    );
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, label));
}
