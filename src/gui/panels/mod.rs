//! The panels of the lower tab strip. Each is a `Default` struct behind the one [`Panel`]
//! trait, in one file holding its state (what the user typed or picked there), its background
//! work (a [`Background`] started by its `logic`) and its UI. All of them are listed once, in
//! `gui/panel_id.rs`, which names each by a [`PanelId`] and makes the [`registry`]: adding a
//! panel is one file here, its `mod` line and one line in that list. A panel reads the
//! document's state and the model through its [`View`] and sends commands to change them.

use super::commands::Command;
use super::jobs::Repaint;
use super::panel_id::PanelId;
use super::state::AppState;
use super::view::View;
use egui::Ui;
use std::any::Any;

mod bom;
mod character;
mod compare;
mod diff;
mod encode;
mod errors;
mod lint;
mod panel;
mod repair;
mod status;
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

/// Parts of panels that are not panels themselves: the Repair panel's work, the UTF-8 bit
/// layout the stepper and the character panel draw, the state table and the encoder's
/// stepper.
mod encode_controls;
mod encoder_stepper;
mod repair_work;
mod state_table;
mod utf16_bits;
mod utf8_bits;

pub use compare::{CompareInputs, ComparePanel};
pub use diff::DiffPanel;
pub use lint::LintPanel;
pub use panel::{Logic, Panel};
pub use repair::RepairPanel;
pub use repair_work::Repaired;
pub use stepper::StepperPanel;
pub use why::{WhyDecision, WhyInputs, WhyPanel};

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

    /// Every panel's logic, for this frame.
    pub fn logic(&mut self, state: &AppState, repaint: &Repaint, commands: &mut Vec<Command>) {
        for (i, panel) in self.panels.iter_mut().enumerate() {
            panel.logic(&mut Logic {
                state,
                active: i == self.active,
                repaint,
                commands,
            });
        }
    }

    /// The panel of type `P`.
    pub fn get<P: Any>(&self) -> Option<&P> {
        self.panels
            .iter()
            .find_map(|p| (p.as_ref() as &dyn Any).downcast_ref::<P>())
    }

    /// The panel of type `P`, to change.
    pub fn get_mut<P: Any>(&mut self) -> Option<&mut P> {
        self.panels
            .iter_mut()
            .find_map(|p| (p.as_mut() as &mut dyn Any).downcast_mut::<P>())
    }

    /// The tab strip and the panel in front.
    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        ui.horizontal(|ui| {
            for i in 0..self.panels.len() {
                let name = crate::i18n::tr(view.state.lang, PanelId::ALL[i].message());
                let tab = ui.selectable_label(self.active == i, name);
                let tab = match crate::gui::actions::Action::panel(i) {
                    Some(a) => tab.on_hover_text(a.keys_text(ui.ctx(), view.state.lang)),
                    None => tab,
                };
                if tab.clicked() {
                    view.send(super::commands::Command::ShowPanel(PanelId::ALL[i]));
                }
            }
        });
        ui.separator();
        let panel = &mut self.panels[self.active];
        egui::ScrollArea::both()
            .id_salt(panel.name())
            .auto_shrink([false, false])
            .show(ui, |ui| panel.ui(ui, view));
    }
}
