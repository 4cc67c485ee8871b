//! One table of what the user can do from the menus, the keyboard and the toolbar buttons:
//! label, shortcuts, what it does in words, and the command it sends. The keyboard handler,
//! the menus, the F1 help and the buttons' hover texts all read it, so a shortcut is defined in
//! one place.

use super::commands::{Command, DialogKind};
use super::jobs::DialogPurpose;
use super::state::{AppState, CopyKind};
use egui::{Key, KeyboardShortcut, Modifiers};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Open,
    PasteBytes,
    ExportText,
    ExportTraceCsv,
    ExportTraceJsonl,
    ExportReport,
    CompareWithGood,
    Reload,
    Close,
    CopyText,
    CopyHex,
    CopyEscaped,
    SelectAll,
    SelectLeft,
    SelectRight,
    SelectUp,
    SelectDown,
    GoTo,
    Find,
    PrevError,
    NextError,
    StepBack,
    StepForward,
    PlayPause,
    ScrollUp,
    ScrollDown,
    PageUp,
    PageDown,
    Start,
    End,
    ZoomIn,
    ZoomOut,
    ZoomReset,
    Present,
    Panel1,
    Panel2,
    Panel3,
    Panel4,
    Panel5,
    Panel6,
    Panel7,
    Panel8,
    Panel9,
    ContextsTable,
    Help,
    CloseDialogs,
}

/// When an action can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Needs {
    /// Always (also while typing in a field).
    Nothing,
    /// An open document.
    Document,
    /// A selection.
    Selection,
}

pub struct ActionInfo {
    /// The label in menus and on buttons.
    pub label: &'static str,
    /// What it does, for the F1 help.
    pub help: &'static str,
    pub shortcuts: &'static [KeyboardShortcut],
    pub needs: Needs,
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}
/// The row of a Tab N action (always enabled; without its tab it does nothing).
const fn tab(
    label: &'static str,
    help: &'static str,
    shortcuts: &'static [KeyboardShortcut],
) -> ActionInfo {
    ActionInfo {
        label,
        help,
        shortcuts,
        needs: Needs::Nothing,
    }
}
const NONE: Modifiers = Modifiers::NONE;
const CMD: Modifiers = Modifiers::COMMAND;
const SHIFT: Modifiers = Modifiers::SHIFT;
const ALT: Modifiers = Modifiers::ALT;
const CMD_SHIFT: Modifiers = Modifiers {
    shift: true,
    ..Modifiers::COMMAND
};
const CMD_ALT: Modifiers = Modifiers {
    alt: true,
    ..Modifiers::COMMAND
};

/// The table: every action with its label, help text, shortcuts and what it needs.
const TABLE: [(Action, ActionInfo); 46] = [
    (
        Action::Open,
        ActionInfo {
            label: "Open…",
            help: "open a file (typed path, or Browse… for the system dialog)",
            shortcuts: &[key(CMD, Key::O)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::PasteBytes,
        ActionInfo {
            label: "Paste bytes…",
            help: "paste bytes (hex, or text as UTF-8 or in any encoding) into a scratch buffer",
            shortcuts: &[key(CMD, Key::V)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::ExportText,
        ActionInfo {
            label: "Export decoded text…",
            help: "write the decoded text to a file",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::ExportTraceCsv,
        ActionInfo {
            label: "Export trace as CSV…",
            help: "write every step of the selection (or the file) as CSV",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::ExportTraceJsonl,
        ActionInfo {
            label: "Export trace as JSON Lines…",
            help: "write every step of the selection (or the file) as JSON Lines",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::ExportReport,
        ActionInfo {
            label: "Export report…",
            help: "write a page to hand on: the verdict, the cause and its fix, the decision, the repair",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::CompareWithGood,
        ActionInfo {
            label: "Compare with the known-good file…",
            help: "name the file as it should be: each region of this one gets the chain that made it",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::Reload,
        ActionInfo {
            label: "Reload",
            help: "read the file again",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::Close,
        ActionInfo {
            label: "Close",
            help: "close the file",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::CopyText,
        ActionInfo {
            label: "Copy as text",
            help: "copy the selection as text",
            shortcuts: &[key(CMD, Key::C)],
            needs: Needs::Selection,
        },
    ),
    (
        Action::CopyHex,
        ActionInfo {
            label: "Copy as hex",
            help: "copy the selection as hex",
            shortcuts: &[key(CMD_SHIFT, Key::C)],
            needs: Needs::Selection,
        },
    ),
    (
        Action::CopyEscaped,
        ActionInfo {
            label: "Copy as escaped string",
            help: "copy the selection as an escaped string (\\uXXXX, as JSON, JavaScript, Java and C# read it)",
            shortcuts: &[key(CMD_ALT, Key::C)],
            needs: Needs::Selection,
        },
    ),
    (
        Action::SelectAll,
        ActionInfo {
            label: "Select all",
            help: "select every byte of the file",
            shortcuts: &[key(CMD, Key::A)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectLeft,
        ActionInfo {
            label: "Extend the selection left",
            help: "extend the selection by a character to the left (Shift+click or drag to select a range)",
            shortcuts: &[key(SHIFT, Key::ArrowLeft)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectRight,
        ActionInfo {
            label: "Extend the selection right",
            help: "extend the selection by a character to the right",
            shortcuts: &[key(SHIFT, Key::ArrowRight)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectUp,
        ActionInfo {
            label: "Extend the selection up",
            help: "extend the selection up a row of bytes",
            shortcuts: &[key(SHIFT, Key::ArrowUp)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectDown,
        ActionInfo {
            label: "Extend the selection down",
            help: "extend the selection down a row of bytes",
            shortcuts: &[key(SHIFT, Key::ArrowDown)],
            needs: Needs::Document,
        },
    ),
    (
        Action::GoTo,
        ActionInfo {
            label: "Go to offset…",
            help: "go to offset",
            shortcuts: &[key(CMD, Key::G)],
            needs: Needs::Document,
        },
    ),
    (
        Action::Find,
        ActionInfo {
            label: "Find…",
            help: "find text or hex bytes",
            shortcuts: &[key(CMD, Key::F)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PrevError,
        ActionInfo {
            label: "Previous error",
            help: "previous error",
            shortcuts: &[key(SHIFT, Key::F8)],
            needs: Needs::Document,
        },
    ),
    (
        Action::NextError,
        ActionInfo {
            label: "Next error",
            help: "next error",
            shortcuts: &[key(NONE, Key::F8)],
            needs: Needs::Document,
        },
    ),
    (
        Action::StepBack,
        ActionInfo {
            label: "Step back",
            help: "step back",
            shortcuts: &[key(NONE, Key::ArrowLeft), key(NONE, Key::Comma)],
            needs: Needs::Document,
        },
    ),
    (
        Action::StepForward,
        ActionInfo {
            label: "Step forward",
            help: "step forward",
            shortcuts: &[key(NONE, Key::ArrowRight), key(NONE, Key::Period)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PlayPause,
        ActionInfo {
            label: "Play / pause",
            help: "play / pause the stepper",
            shortcuts: &[key(NONE, Key::Space)],
            needs: Needs::Document,
        },
    ),
    (
        Action::ScrollUp,
        ActionInfo {
            label: "Scroll up",
            help: "scroll the bytes up a row",
            shortcuts: &[key(NONE, Key::ArrowUp)],
            needs: Needs::Document,
        },
    ),
    (
        Action::ScrollDown,
        ActionInfo {
            label: "Scroll down",
            help: "scroll the bytes down a row",
            shortcuts: &[key(NONE, Key::ArrowDown)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PageUp,
        ActionInfo {
            label: "Page up",
            help: "scroll the bytes up a page",
            shortcuts: &[key(NONE, Key::PageUp)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PageDown,
        ActionInfo {
            label: "Page down",
            help: "scroll the bytes down a page",
            shortcuts: &[key(NONE, Key::PageDown)],
            needs: Needs::Document,
        },
    ),
    (
        Action::Start,
        ActionInfo {
            label: "Start of file",
            help: "start of the file",
            shortcuts: &[key(CMD, Key::Home)],
            needs: Needs::Document,
        },
    ),
    (
        Action::End,
        ActionInfo {
            label: "End of file",
            help: "end of the file",
            shortcuts: &[key(CMD, Key::End)],
            needs: Needs::Document,
        },
    ),
    (
        Action::ZoomIn,
        ActionInfo {
            label: "Zoom in",
            help: "make everything larger (for a projector)",
            shortcuts: &[key(CMD, Key::Plus), key(CMD, Key::Equals)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::ZoomOut,
        ActionInfo {
            label: "Zoom out",
            help: "make everything smaller",
            shortcuts: &[key(CMD, Key::Minus)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::ZoomReset,
        ActionInfo {
            label: "Actual size",
            help: "zoom back to 100 %",
            shortcuts: &[key(CMD, Key::Num0)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::Present,
        ActionInfo {
            label: "Presentation mode",
            help: "full screen with the bytes, the text and the panel only, for a projector (F5 or Esc leaves; the menus show at the top edge)",
            shortcuts: &[key(NONE, Key::F5)],
            needs: Needs::Nothing,
        },
    ),
    (Action::Panel1, tab("Tab 1", "bring the first tab to the front", &[key(ALT, Key::Num1)])),
    (Action::Panel2, tab("Tab 2", "bring the second tab to the front", &[key(ALT, Key::Num2)])),
    (Action::Panel3, tab("Tab 3", "bring the third tab to the front", &[key(ALT, Key::Num3)])),
    (Action::Panel4, tab("Tab 4", "bring the fourth tab to the front", &[key(ALT, Key::Num4)])),
    (Action::Panel5, tab("Tab 5", "bring the fifth tab to the front", &[key(ALT, Key::Num5)])),
    (Action::Panel6, tab("Tab 6", "bring the sixth tab to the front", &[key(ALT, Key::Num6)])),
    (Action::Panel7, tab("Tab 7", "bring the seventh tab to the front", &[key(ALT, Key::Num7)])),
    (Action::Panel8, tab("Tab 8", "bring the eighth tab to the front", &[key(ALT, Key::Num8)])),
    (Action::Panel9, tab("Tab 9", "bring the ninth tab to the front", &[key(ALT, Key::Num9)])),
    (
        Action::ContextsTable,
        ActionInfo {
            label: "Contexts table…",
            help: "every place of the web that decodes bytes, and how; apply one",
            shortcuts: &[],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::Help,
        ActionInfo {
            label: "Keyboard shortcuts",
            help: "this list",
            shortcuts: &[key(NONE, Key::F1)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::CloseDialogs,
        ActionInfo {
            label: "Close dialogs",
            help: "close dialogs",
            shortcuts: &[key(NONE, Key::Escape)],
            needs: Needs::Nothing,
        },
    ),
];

impl Action {
    pub const ALL: [Action; 46] = [
        Action::Open,
        Action::PasteBytes,
        Action::ExportText,
        Action::ExportTraceCsv,
        Action::ExportTraceJsonl,
        Action::ExportReport,
        Action::CompareWithGood,
        Action::Reload,
        Action::Close,
        Action::CopyText,
        Action::CopyHex,
        Action::CopyEscaped,
        Action::SelectAll,
        Action::SelectLeft,
        Action::SelectRight,
        Action::SelectUp,
        Action::SelectDown,
        Action::GoTo,
        Action::Find,
        Action::PrevError,
        Action::NextError,
        Action::StepBack,
        Action::StepForward,
        Action::PlayPause,
        Action::ScrollUp,
        Action::ScrollDown,
        Action::PageUp,
        Action::PageDown,
        Action::Start,
        Action::End,
        Action::ZoomIn,
        Action::ZoomOut,
        Action::ZoomReset,
        Action::Present,
        Action::Panel1,
        Action::Panel2,
        Action::Panel3,
        Action::Panel4,
        Action::Panel5,
        Action::Panel6,
        Action::Panel7,
        Action::Panel8,
        Action::Panel9,
        Action::ContextsTable,
        Action::Help,
        Action::CloseDialogs,
    ];

    pub fn info(self) -> &'static ActionInfo {
        // Every action has its row (a test checks the table is complete and in order).
        &TABLE[self as usize].1
    }

    /// The command the action sends in this state.
    pub fn command(self, state: &AppState) -> Command {
        let page = state.visible_rows.max(2) as i64 - 1;
        match self {
            Action::Open => Command::ShowDialog(DialogKind::Open),
            Action::PasteBytes => Command::ShowDialog(DialogKind::Paste(String::new())),
            Action::ExportText => Command::ShowDialog(DialogKind::Export(
                DialogPurpose::ExportText,
                super::export::suggested_path(state, DialogPurpose::ExportText),
            )),
            Action::ExportTraceCsv => Command::ShowDialog(DialogKind::Export(
                DialogPurpose::ExportTraceCsv,
                super::export::suggested_path(state, DialogPurpose::ExportTraceCsv),
            )),
            Action::ExportTraceJsonl => Command::ShowDialog(DialogKind::Export(
                DialogPurpose::ExportTraceJsonl,
                super::export::suggested_path(state, DialogPurpose::ExportTraceJsonl),
            )),
            Action::ExportReport => Command::ShowDialog(DialogKind::Export(
                DialogPurpose::ExportReport,
                super::export::suggested_path(state, DialogPurpose::ExportReport),
            )),
            Action::CompareWithGood => Command::ShowPanel(super::panel_id::PanelId::Diff),
            Action::Reload => Command::Reload,
            Action::Close => Command::Close,
            Action::CopyText => Command::Copy(CopyKind::Text),
            Action::CopyHex => Command::Copy(CopyKind::Hex),
            Action::CopyEscaped => Command::Copy(CopyKind::Escaped),
            Action::SelectAll => Command::SelectAll,
            Action::SelectLeft => Command::ExtendTo(state.extend_target(false, 0)),
            Action::SelectRight => Command::ExtendTo(state.extend_target(true, 0)),
            Action::SelectUp => Command::ExtendTo(state.extend_target(false, 1)),
            Action::SelectDown => Command::ExtendTo(state.extend_target(true, 1)),
            Action::GoTo => Command::ShowDialog(DialogKind::GoTo),
            Action::Find => Command::ShowDialog(DialogKind::Find),
            Action::PrevError => Command::PrevError,
            Action::NextError => Command::NextError,
            Action::StepBack => Command::StepBack,
            Action::StepForward => Command::StepForward,
            Action::PlayPause => Command::SetPlaying(!state.playing),
            Action::ScrollUp => Command::ScrollRows(-1),
            Action::ScrollDown => Command::ScrollRows(1),
            Action::PageUp => Command::ScrollRows(-page),
            Action::PageDown => Command::ScrollRows(page),
            Action::Start => Command::ScrollToRow(0),
            Action::End => Command::ScrollToRow(u64::MAX),
            Action::ZoomIn => Command::SetZoom(super::zoom::zoom_step(state.zoom, 1)),
            Action::ZoomOut => Command::SetZoom(super::zoom::zoom_step(state.zoom, -1)),
            Action::ZoomReset => Command::SetZoom(1.0),
            Action::Present => Command::SetPresenting(!state.presenting),
            Action::Panel1
            | Action::Panel2
            | Action::Panel3
            | Action::Panel4
            | Action::Panel5
            | Action::Panel6
            | Action::Panel7
            | Action::Panel8
            | Action::Panel9 => {
                let n = self as usize - Action::Panel1 as usize;
                let all = super::panel_id::PanelId::ALL;
                Command::ShowPanel(all[n.min(all.len() - 1)])
            }
            Action::ContextsTable => Command::ShowDialog(DialogKind::Contexts),
            Action::Help => Command::ShowDialog(DialogKind::Help),
            Action::CloseDialogs => Command::CloseDialogs,
        }
    }

    /// Whether the action can run in this state.
    pub fn enabled(self, state: &AppState) -> bool {
        // The encoder's stepper steps typed text, with no document open.
        let stepping = matches!(
            self,
            Action::StepBack
                | Action::StepForward
                | Action::PlayPause
                | Action::PrevError
                | Action::NextError
        );
        if stepping && state.stepper_encoder {
            return true;
        }
        if let Some(n) = self.panel_number() {
            if n >= super::panel_id::PanelId::ALL.len() {
                return false;
            }
        }
        match self.info().needs {
            Needs::Nothing => true,
            Needs::Document => state.doc.is_some(),
            Needs::Selection => state.selection.is_some(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_has_every_action_in_order() {
        for (i, (action, _)) in TABLE.iter().enumerate() {
            assert_eq!(*action as usize, i);
            assert_eq!(Action::ALL[i], *action);
        }
    }
}
