//! The panels of the lower tab strip. Each is a `Default` struct behind the one [`Panel`]
//! trait, and all of them are listed once, in `gui/panel_id.rs`, which names each by a
//! [`PanelId`] and makes the [`registry`]: adding a panel is one file here, its `mod` line and
//! one line in that list. A panel reads the state and the model through its [`View`] and sends
//! commands; it holds only its own widgets' state (a typed field, a picked option).

use super::panel_id::PanelId;
use super::view::View;
use egui::Ui;

/// A panel of the tab strip.
pub trait Panel {
    /// The tab's name (also in the View menu and in `Command::ShowPanel`).
    fn name(&self) -> &'static str;

    /// One frame of the panel.
    fn ui(&mut self, ui: &mut Ui, view: &mut View);
}

mod bom;
mod character;
mod compare;
mod encode;
mod errors;
mod repair;
mod stepper;
mod why;

/// Every panel, in tab order (the order of [`PanelId::ALL`]), from the one list of panels.
macro_rules! panel_registry {
    ($($id:ident => $panel:ty,)*) => {
        pub fn registry() -> Vec<Box<dyn Panel>> {
            vec![$(Box::<$panel>::default(),)*]
        }
    };
}
super::panel_id::panel_list!(panel_registry);

/// Parts of a panel that are not panels themselves.
mod utf8_bits;

pub use repair::output as repair_output;

/// The state of a panel's background work: a progress bar with Cancel while it runs, the
/// reason with Run again when it stopped; its result when it is done.
fn background_status<T: Send + 'static>(
    ui: &mut Ui,
    view: &mut View,
    work: &super::mojibake::Background<T>,
    what: &str,
    cancel: super::commands::Command,
    restart: super::commands::Command,
) -> Option<std::sync::Arc<T>> {
    if let Some(fraction) = work.progress() {
        ui.horizontal(|ui| {
            ui.add(
                egui::ProgressBar::new(fraction)
                    .desired_width(240.0)
                    .text(format!("{what}…")),
            );
            if ui.button("Cancel").clicked() {
                view.send(cancel);
            }
        });
    }
    match &work.result {
        Some(Ok(r)) => Some(r.clone()),
        Some(Err(e)) => {
            ui.horizontal(|ui| {
                ui.label(
                    egui::RichText::new(format!("{what} stopped: {e}"))
                        .color(view.theme.error_text),
                );
                if ui.button("Run again").clicked() {
                    view.send(restart);
                }
            });
            None
        }
        None => None,
    }
}

/// The panels and which one is in front.
pub struct Panels {
    panels: Vec<Box<dyn Panel>>,
    active: usize,
}

impl Default for Panels {
    fn default() -> Self {
        Panels {
            panels: registry(),
            active: 0,
        }
    }
}

impl Panels {
    /// The panels and their tabs' labels, in order.
    pub fn tabs(&self) -> Vec<(PanelId, &'static str)> {
        PanelId::ALL
            .iter()
            .zip(&self.panels)
            .map(|(&id, p)| (id, p.name()))
            .collect()
    }

    /// The panel in front.
    pub fn active(&self) -> PanelId {
        PanelId::ALL[self.active]
    }

    /// The label of the panel in front.
    pub fn active_label(&self) -> &'static str {
        self.panels[self.active].name()
    }

    /// Bring a panel to the front.
    pub fn show(&mut self, id: PanelId) {
        if let Some(i) = PanelId::ALL.iter().position(|&p| p == id) {
            self.active = i;
        }
    }

    /// The tab strip and the panel in front.
    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        ui.horizontal(|ui| {
            for i in 0..self.panels.len() {
                let name = self.panels[i].name();
                if ui.selectable_label(self.active == i, name).clicked() {
                    view.send(super::commands::Command::ShowPanel(PanelId::ALL[i]));
                }
            }
        });
        ui.separator();
        let panel = &mut self.panels[self.active];
        egui::ScrollArea::vertical()
            .id_salt(panel.name())
            .auto_shrink([false, false])
            .show(ui, |ui| panel.ui(ui, view));
    }
}
