//! What every panel gets for a frame: the state to read, the analysis of the visible bytes,
//! the colours, and the command queue to write to.

use super::analysis::Analysis;
use super::state::{AppState, Command};
use super::theme::Theme;

pub struct View<'a> {
    pub state: &'a AppState,
    pub analysis: &'a Analysis,
    pub theme: Theme,
    pub commands: &'a mut Vec<Command>,
}

impl View<'_> {
    pub fn send(&mut self, command: Command) {
        self.commands.push(command);
    }
}

/// Turn the mouse wheel over `area` into whole rows of `row_h` points (the remainder waits in
/// `acc` for the next frame) and scroll the shared position by that many rows.
pub fn wheel_scroll(
    ui: &egui::Ui,
    area: &egui::Response,
    row_h: f32,
    acc: &mut f32,
    view: &mut View,
) {
    if !area.hovered() {
        return;
    }
    let delta = ui.input(|i| i.smooth_scroll_delta.y);
    if delta == 0.0 {
        return;
    }
    *acc += delta;
    let rows = (*acc / row_h).trunc();
    if rows != 0.0 {
        *acc -= rows * row_h;
        let top = view.state.top_row;
        let target = if rows > 0.0 {
            top.saturating_sub(rows as u64)
        } else {
            top.saturating_add((-rows) as u64)
        };
        view.send(Command::ScrollToRow(target));
    }
}
