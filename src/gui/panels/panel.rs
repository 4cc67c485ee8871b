//! What a panel is: the trait each panel of the tab strip implements, and what its `logic`
//! gets each frame.

use crate::gui::commands::Command;
use crate::gui::jobs::Repaint;
use crate::gui::state::AppState;
use crate::gui::view::View;
use egui::Ui;
use std::any::Any;

/// A panel of the tab strip.
pub trait Panel: Any {
    /// The tab's name (also in the View menu and in `Command::ShowPanel`).
    fn name(&self) -> &'static str;

    /// Each frame, before anything is drawn, for every panel (in front or not): start, poll
    /// or drop the panel's background work for the open document.
    fn logic(&mut self, _cx: &mut Logic) {}

    /// One frame of the panel, when it is in front.
    fn ui(&mut self, ui: &mut Ui, view: &mut View);
}

/// What a panel's `logic` gets: the document's state, whether the panel is in front, a way to
/// wake the window when its work has news, and the command queue (for errors to report).
pub struct Logic<'a> {
    pub state: &'a AppState,
    pub active: bool,
    pub repaint: &'a Repaint,
    pub commands: &'a mut Vec<Command>,
}
