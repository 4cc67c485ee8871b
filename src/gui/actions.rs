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
    Panel10,
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
    /// Its message: the label in menus and on buttons; `.help` says what it does (the F1 list,
    /// hover texts).
    pub id: &'static str,
    pub shortcuts: &'static [KeyboardShortcut],
    pub needs: Needs,
}

const fn key(modifiers: Modifiers, key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(modifiers, key)
}
/// The row of a Tab N action (always enabled; without its tab it does nothing).
const fn tab(id: &'static str, shortcuts: &'static [KeyboardShortcut]) -> ActionInfo {
    ActionInfo {
        id,
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
const TABLE: [(Action, ActionInfo); 47] = [
    (
        Action::Open,
        ActionInfo {
            id: "action-open",
            shortcuts: &[key(CMD, Key::O)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::PasteBytes,
        ActionInfo {
            id: "action-paste-bytes",
            shortcuts: &[key(CMD, Key::V)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::ExportText,
        ActionInfo {
            id: "action-export-text",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::ExportTraceCsv,
        ActionInfo {
            id: "action-export-trace-csv",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::ExportTraceJsonl,
        ActionInfo {
            id: "action-export-trace-jsonl",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::ExportReport,
        ActionInfo {
            id: "action-export-report",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::CompareWithGood,
        ActionInfo {
            id: "action-compare-with-good",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::Reload,
        ActionInfo {
            id: "action-reload",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::Close,
        ActionInfo {
            id: "action-close",
            shortcuts: &[],
            needs: Needs::Document,
        },
    ),
    (
        Action::CopyText,
        ActionInfo {
            id: "action-copy-text",
            shortcuts: &[key(CMD, Key::C)],
            needs: Needs::Selection,
        },
    ),
    (
        Action::CopyHex,
        ActionInfo {
            id: "action-copy-hex",
            shortcuts: &[key(CMD_SHIFT, Key::C)],
            needs: Needs::Selection,
        },
    ),
    (
        Action::CopyEscaped,
        ActionInfo {
            id: "action-copy-escaped",
            shortcuts: &[key(CMD_ALT, Key::C)],
            needs: Needs::Selection,
        },
    ),
    (
        Action::SelectAll,
        ActionInfo {
            id: "action-select-all",
            shortcuts: &[key(CMD, Key::A)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectLeft,
        ActionInfo {
            id: "action-select-left",
            shortcuts: &[key(SHIFT, Key::ArrowLeft)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectRight,
        ActionInfo {
            id: "action-select-right",
            shortcuts: &[key(SHIFT, Key::ArrowRight)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectUp,
        ActionInfo {
            id: "action-select-up",
            shortcuts: &[key(SHIFT, Key::ArrowUp)],
            needs: Needs::Document,
        },
    ),
    (
        Action::SelectDown,
        ActionInfo {
            id: "action-select-down",
            shortcuts: &[key(SHIFT, Key::ArrowDown)],
            needs: Needs::Document,
        },
    ),
    (
        Action::GoTo,
        ActionInfo {
            id: "action-go-to",
            shortcuts: &[key(CMD, Key::G)],
            needs: Needs::Document,
        },
    ),
    (
        Action::Find,
        ActionInfo {
            id: "action-find",
            shortcuts: &[key(CMD, Key::F)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PrevError,
        ActionInfo {
            id: "action-prev-error",
            shortcuts: &[key(SHIFT, Key::F8)],
            needs: Needs::Document,
        },
    ),
    (
        Action::NextError,
        ActionInfo {
            id: "action-next-error",
            shortcuts: &[key(NONE, Key::F8)],
            needs: Needs::Document,
        },
    ),
    (
        Action::StepBack,
        ActionInfo {
            id: "action-step-back",
            shortcuts: &[key(NONE, Key::ArrowLeft), key(NONE, Key::Comma)],
            needs: Needs::Document,
        },
    ),
    (
        Action::StepForward,
        ActionInfo {
            id: "action-step-forward",
            shortcuts: &[key(NONE, Key::ArrowRight), key(NONE, Key::Period)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PlayPause,
        ActionInfo {
            id: "action-play-pause",
            shortcuts: &[key(NONE, Key::Space)],
            needs: Needs::Document,
        },
    ),
    (
        Action::ScrollUp,
        ActionInfo {
            id: "action-scroll-up",
            shortcuts: &[key(NONE, Key::ArrowUp)],
            needs: Needs::Document,
        },
    ),
    (
        Action::ScrollDown,
        ActionInfo {
            id: "action-scroll-down",
            shortcuts: &[key(NONE, Key::ArrowDown)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PageUp,
        ActionInfo {
            id: "action-page-up",
            shortcuts: &[key(NONE, Key::PageUp)],
            needs: Needs::Document,
        },
    ),
    (
        Action::PageDown,
        ActionInfo {
            id: "action-page-down",
            shortcuts: &[key(NONE, Key::PageDown)],
            needs: Needs::Document,
        },
    ),
    (
        Action::Start,
        ActionInfo {
            id: "action-start",
            shortcuts: &[key(CMD, Key::Home)],
            needs: Needs::Document,
        },
    ),
    (
        Action::End,
        ActionInfo {
            id: "action-end",
            shortcuts: &[key(CMD, Key::End)],
            needs: Needs::Document,
        },
    ),
    (
        Action::ZoomIn,
        ActionInfo {
            id: "action-zoom-in",
            shortcuts: &[key(CMD, Key::Plus), key(CMD, Key::Equals)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::ZoomOut,
        ActionInfo {
            id: "action-zoom-out",
            shortcuts: &[key(CMD, Key::Minus)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::ZoomReset,
        ActionInfo {
            id: "action-zoom-reset",
            shortcuts: &[key(CMD, Key::Num0)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::Present,
        ActionInfo {
            id: "action-present",
            shortcuts: &[key(NONE, Key::F5)],
            needs: Needs::Nothing,
        },
    ),
    (Action::Panel1, tab("action-panel1", &[key(ALT, Key::Num1)])),
    (Action::Panel2, tab("action-panel2", &[key(ALT, Key::Num2)])),
    (Action::Panel3, tab("action-panel3", &[key(ALT, Key::Num3)])),
    (Action::Panel4, tab("action-panel4", &[key(ALT, Key::Num4)])),
    (Action::Panel5, tab("action-panel5", &[key(ALT, Key::Num5)])),
    (Action::Panel6, tab("action-panel6", &[key(ALT, Key::Num6)])),
    (Action::Panel7, tab("action-panel7", &[key(ALT, Key::Num7)])),
    (Action::Panel8, tab("action-panel8", &[key(ALT, Key::Num8)])),
    (Action::Panel9, tab("action-panel9", &[key(ALT, Key::Num9)])),
    (
        Action::Panel10,
        tab("action-panel10", &[key(ALT, Key::Num0)]),
    ),
    (
        Action::ContextsTable,
        ActionInfo {
            id: "action-contexts-table",
            shortcuts: &[],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::Help,
        ActionInfo {
            id: "action-help",
            shortcuts: &[key(NONE, Key::F1)],
            needs: Needs::Nothing,
        },
    ),
    (
        Action::CloseDialogs,
        ActionInfo {
            id: "action-close-dialogs",
            shortcuts: &[key(NONE, Key::Escape)],
            needs: Needs::Nothing,
        },
    ),
];

impl Action {
    pub const ALL: [Action; 47] = [
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
        Action::Panel10,
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
            | Action::Panel9
            | Action::Panel10 => {
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
        if let Some(n) = self.panel_number()
            && n >= super::panel_id::PanelId::ALL.len()
        {
            return false;
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
