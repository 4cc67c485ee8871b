//! What every panel gets for a frame: the state to read, the model (what the file and the
//! traces say, cached), the colours, and the command queue to write to.

use super::analysis::Analysis;
use super::commands::Command;
use super::model::Model;
use super::state::AppState;
use super::theme::Theme;

pub struct View<'a> {
    pub state: &'a AppState,
    pub model: &'a Model,
    /// The model's analysis of the bytes the hex and text views show.
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
/// `acc` for the next frame) and scroll the shared position by that many rows. `primary`: the
/// view that takes the wheel while the pointer's position is unknown (a window that has just
/// opened a file gets wheel events before the pointer ever moves over it).
pub fn wheel_scroll(
    ui: &egui::Ui,
    area: &egui::Response,
    row_h: f32,
    acc: &mut f32,
    primary: bool,
    view: &mut View,
) {
    // Not `area.hovered()`: that needs the area from the frame before, and the position of a
    // pointer that has not moved yet is unknown.
    let over = match ui.ctx().pointer_hover_pos() {
        Some(_) => ui.rect_contains_pointer(area.rect),
        None => primary,
    };
    if !over {
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
        // Wheel up (positive delta) shows earlier rows.
        view.send(Command::ScrollRows(-(rows as i64)));
    }
}

/// Range selection with the pointer over a view whose cells `at` maps to bytes: pressing on a
/// cell and dragging selects everything from there to the cell under the pointer (Shift
/// extends the selection there is). `area` senses drags under the cells, which sense clicks.
pub fn drag_select(
    ui: &egui::Ui,
    area: &egui::Response,
    view: &mut View,
    at: impl Fn(egui::Pos2) -> Option<u64>,
) {
    if area.drag_started() {
        let (origin, shift) = ui.input(|i| (i.pointer.press_origin(), i.modifiers.shift));
        if let Some(off) = origin.and_then(&at) {
            view.send(if shift {
                Command::ExtendTo(off)
            } else {
                Command::SelectAt(off)
            });
        }
    }
    if area.dragged()
        && let Some(off) = area.interact_pointer_pos().and_then(&at)
        && off != view.state.cursor
    {
        view.send(Command::ExtendTo(off));
    }
}

/// A click on the cell for byte `off`: select its unit, or with Shift extend the selection to
/// it.
pub fn click_select(ui: &egui::Ui, response: &egui::Response, off: u64, view: &mut View) {
    if response.clicked() {
        view.send(if ui.input(|i| i.modifiers.shift) {
            Command::ExtendTo(off)
        } else {
            Command::SelectAt(off)
        });
    }
}
