//! Input that is not a widget's: files dragged over or dropped on the window, the clipboard's
//! copy and paste events, and the keyboard shortcuts of the action table. All of it becomes
//! commands.

use super::actions::Action;
use super::commands::{Command, DialogKind};
use super::keys::shortcuts;
use super::state::AppState;
use crate::i18n::{tr, words};
use egui::{Key, KeyboardShortcut};

/// What the window learned from this frame's raw input.
pub struct Input {
    /// The name of a file being dragged over the window.
    pub hovering: Option<String>,
    pub commands: Vec<Command>,
}

/// Read this frame's input. Shortcuts are consumed here, before any widget sees them, so that
/// Ctrl+O opens the Open dialog even while a text field has the focus; `menu_open`: a menu was
/// open at the end of the last frame (Escape is left to it).
pub fn read(ctx: &egui::Context, state: &AppState, menu_open: bool) -> Input {
    let mut commands = Vec::new();
    let (hovering, dropped) = ctx.input(|i| {
        let hovered = i.raw.hovered_files.first().map(|f| {
            f.path
                .as_ref()
                .map_or("file".to_string(), |p| p.display().to_string())
        });
        (hovered, i.raw.dropped_files.first().cloned())
    });
    if let Some(file) = dropped {
        let path = file.path().to_path_buf();
        if path.as_os_str().is_empty() {
            commands.push(match file.bytes() {
                Ok(bytes) => Command::OpenBytes {
                    name: tr(state.lang, "input-dropped-bytes").into(),
                    bytes,
                    encoding: None,
                },
                Err(e) => Command::Report(super::state::Message::error(words!(
                    state.lang,
                    "input-cannot-read-dropped",
                    error = e.to_string()
                ))),
            });
        } else {
            commands.push(Command::OpenPath(path));
        }
    }
    // A text field with the focus keeps its keys (a clicked byte or button has the focus too,
    // and Ctrl+C there copies the selection).
    let typing = ctx.text_edit_focused();
    // An open menu or picker (last frame: this one has not drawn it yet) takes its own keys:
    // Escape closes it, not the dialogs behind.
    for (shortcut, action) in shortcuts() {
        let menu_key = menu_open && shortcut.logical_key == egui::Key::Escape;
        let allowed = (!typing || !text_field_key(&shortcut)) && !menu_key;
        if allowed && action.enabled(state) && ctx.input_mut(|i| i.consume_shortcut(&shortcut)) {
            commands.push(action.command(state));
        }
    }
    if !typing {
        // Ctrl+C and Ctrl+V come as clipboard events from a real window.
        let (copy, paste) = ctx.input(|i| {
            let copy = i.events.iter().any(|e| matches!(e, egui::Event::Copy));
            let paste = i.events.iter().find_map(|e| match e {
                egui::Event::Paste(t) => Some(t.clone()),
                _ => None,
            });
            (copy, paste)
        });
        if copy && Action::CopyText.enabled(state) {
            commands.push(Action::CopyText.command(state));
        }
        if let Some(text) = paste {
            commands.push(Command::ShowDialog(DialogKind::Paste(text)));
        }
    }
    Input { hovering, commands }
}

/// Keys a text field uses itself (typing, moving, copy and paste): left to it while it has the
/// focus. The other Ctrl shortcuts (Ctrl+O, Ctrl+G, …) still work there.
fn text_field_key(s: &KeyboardShortcut) -> bool {
    s.conflicts_with_text_editing()
        || (s.modifiers.command
            && matches!(s.logical_key, Key::A | Key::C | Key::V | Key::X | Key::Z))
        // Alt (Option) with a key types a character on macOS and on many keyboard layouts
        // ("[", "|", "{" on German and French Macs): Alt+1…0 are the field's while typing.
        || (s.modifiers.alt && !s.modifiers.command)
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui::Modifiers;

    #[test]
    fn text_fields_keep_their_keys() {
        let key = |m, k| KeyboardShortcut::new(m, k);
        assert!(text_field_key(&key(Modifiers::NONE, Key::ArrowLeft)));
        assert!(text_field_key(&key(Modifiers::COMMAND, Key::V)));
        assert!(text_field_key(&key(Modifiers::COMMAND, Key::Home)));
        assert!(!text_field_key(&key(Modifiers::COMMAND, Key::O)));
        assert!(!text_field_key(&key(Modifiers::SHIFT, Key::F8)));
        assert!(text_field_key(&key(Modifiers::ALT, Key::Num5)));
    }
}
