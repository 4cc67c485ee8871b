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
