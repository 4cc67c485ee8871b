//! How the table of actions meets the keyboard and the screen: each shortcut as the platform
//! writes it, the shortcuts in the order they are tried, the menu items and buttons.

use super::actions::Action;
use super::commands::Command;
use super::state::AppState;
use crate::i18n::{tr, Lang};
use egui::{Key, KeyboardShortcut, Modifiers};
use std::borrow::Cow;

impl Action {
    /// The action that brings the `n`th tab (from 0) to the front, if it has one.
    pub fn panel(n: usize) -> Option<Action> {
        Action::ALL
            .iter()
            .copied()
            .find(|a| a.panel_number() == Some(n))
    }

    /// For the actions Tab 1…10, the tab's place (from 0).
    pub(super) fn panel_number(self) -> Option<usize> {
        let n = (self as usize).checked_sub(Action::Panel1 as usize)?;
        (n < 10).then_some(n)
    }

    /// The shortcuts as the platform writes them ("Ctrl+O", "→ or ."), or "" without one.
    pub fn keys_text(self, ctx: &egui::Context, lang: Lang) -> String {
        self.info()
            .shortcuts
            .iter()
            .map(|s| shortcut_text(ctx, s))
            .collect::<Vec<_>>()
            .join(&tr(lang, "keys-or"))
    }

    /// The label in menus and on buttons.
    pub fn label(self, lang: Lang) -> Cow<'static, str> {
        tr(lang, self.info().id)
    }

    /// What it does, for the F1 list and hover texts.
    pub fn help(self, lang: Lang) -> Cow<'static, str> {
        tr(lang, &format!("{}.help", self.info().id))
    }

    /// The hover text of a button for this action: what it does and its keys.
    pub fn hover(self, ctx: &egui::Context, lang: Lang) -> String {
        let keys = self.keys_text(ctx, lang);
        if keys.is_empty() {
            self.help(lang).into_owned()
        } else {
            format!("{} ({keys})", self.help(lang))
        }
    }
}

/// A shortcut as the platform writes its modifiers ("Ctrl+O", "Shift+F8"), with arrows for
/// the arrow keys and symbols for punctuation ("→", ".").
pub fn shortcut_text(ctx: &egui::Context, s: &KeyboardShortcut) -> String {
    let key = match s.logical_key {
        Key::ArrowLeft => "←",
        Key::ArrowRight => "→",
        Key::ArrowUp => "↑",
        Key::ArrowDown => "↓",
        // "Ctrl++" reads badly.
        Key::Plus => "Plus",
        Key::Minus => "Minus",
        k => k.symbol_or_name(),
    };
    let modifiers = ctx.format_modifiers(s.modifiers);
    if modifiers.is_empty() {
        key.to_string()
    } else {
        format!("{modifiers}+{key}")
    }
}

/// Every shortcut of the table, most modifiers first (egui matches Shift+F8 as F8 too, so the
/// more specific must be tried first), with its action.
pub fn shortcuts() -> Vec<(KeyboardShortcut, Action)> {
    let mut all: Vec<(KeyboardShortcut, Action)> = Action::ALL
        .iter()
        .flat_map(|&a| a.info().shortcuts.iter().map(move |&s| (s, a)))
        .collect();
    let weight = |m: Modifiers| m.shift as u8 + m.alt as u8 + m.command as u8 + m.ctrl as u8;
    all.sort_by_key(|(s, _)| std::cmp::Reverse(weight(s.modifiers)));
    all
}

/// The F1 list: every action with a shortcut, and the nine tab keys as one row.
pub fn shortcut_list(ui: &mut egui::Ui, ctx: &egui::Context, lang: Lang) {
    egui::Grid::new("shortcuts").striped(true).show(ui, |ui| {
        ui.label(egui::RichText::new(tr(lang, "help-drag-and-drop")).monospace());
        ui.label(tr(lang, "help-drag-and-drop.help"));
        ui.end_row();
        for action in Action::ALL {
            let keys = match action.panel_number() {
                Some(0) => format!(
                    "{} … {}",
                    action.keys_text(ctx, lang),
                    Action::Panel10.keys_text(ctx, lang)
                ),
                Some(_) => continue,
                None => action.keys_text(ctx, lang),
            };
            if keys.is_empty() {
                continue;
            }
            let help = if action == Action::Panel1 {
                tr(lang, "help-tab-keys")
            } else {
                action.help(lang)
            };
            ui.label(egui::RichText::new(keys).monospace());
            ui.label(help);
            ui.end_row();
        }
    });
}

/// A menu item for the action, with its shortcut on the right; Some(command) when clicked.
pub fn menu_item(ui: &mut egui::Ui, action: Action, state: &AppState) -> Option<Command> {
    let info = action.info();
    let mut button = egui::Button::new(action.label(state.lang));
    if let Some(first) = info.shortcuts.first() {
        button = button.shortcut_text(shortcut_text(ui.ctx(), first));
    }
    ui.add_enabled(action.enabled(state), button)
        .clicked()
        .then(|| action.command(state))
}

/// A toolbar button for the action, its keys in the hover text; Some(command) when clicked.
pub fn button(ui: &mut egui::Ui, action: Action, state: &AppState) -> Option<Command> {
    let hover = action.hover(ui.ctx(), state.lang);
    ui.add_enabled(
        action.enabled(state),
        egui::Button::new(action.label(state.lang)),
    )
    .on_hover_text(hover)
    .clicked()
    .then(|| action.command(state))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_shortcut_is_bound_twice() {
        let all = shortcuts();
        for (i, (a, x)) in all.iter().enumerate() {
            for (b, y) in &all[i + 1..] {
                assert!(a != b, "{a:?} is bound to {x:?} and {y:?}");
            }
        }
    }

    #[test]
    fn the_manual_lists_every_shortcut() {
        let page = include_str!("../../docs/inspector.md");
        let start = page
            .find("| keys | does |")
            .expect("the inspector's page has the keyboard table");
        let table = &page[start..];
        let table = &table[..table.find("\n\n").unwrap_or(table.len())];
        let ctx = egui::Context::default();
        for (shortcut, action) in shortcuts() {
            let keys = shortcut_text(&ctx, &shortcut);
            assert!(
                table.contains(&keys),
                "docs/inspector.md's keyboard table does not have {keys} ({action:?})"
            );
        }
    }

    #[test]
    fn shift_f8_is_tried_before_f8() {
        let all = shortcuts();
        let pos = |a| all.iter().position(|(_, x)| *x == a).unwrap();
        assert!(pos(Action::PrevError) < pos(Action::NextError));
    }
}
