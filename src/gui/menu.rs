//! The menu bar. Items that are actions come from the action table (label, shortcut,
//! enabled); the rest (recent files, examples, themes, panels) are listed from their own
//! registries.

use super::actions::Action;
use super::commands::Command;
use super::examples::EXAMPLES;
use super::keys::menu_item;
use super::view::View;
use crate::i18n::{tr, Lang};
use egui::Ui;

/// One frame of the menu bar; `panels` are the tab names, `active` the one in front.
pub fn menu_bar(
    ui: &mut Ui,
    view: &mut View,
    panels: &[(super::panel_id::PanelId, &'static str)],
    active: super::panel_id::PanelId,
) {
    let lang = view.state.lang;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(tr(lang, "menu-file"), |ui| {
            actions(ui, view, &[Action::Open]);
            ui.menu_button(tr(lang, "menu-recent-files"), |ui| {
                let state = view.state;
                if state.recent.is_empty() {
                    ui.label(tr(lang, "menu-none-yet"));
                }
                for path in &state.recent {
                    if ui.button(path.display().to_string()).clicked() {
                        view.send(Command::OpenPath(path.clone()));
                    }
                }
            });
            actions(ui, view, &[Action::PasteBytes]);
            ui.separator();
            actions(
                ui,
                view,
                &[
                    Action::ExportText,
                    Action::ExportTraceCsv,
                    Action::ExportTraceJsonl,
                    Action::ExportReport,
                ],
            );
            ui.separator();
            actions(ui, view, &[Action::CompareWithGood]);
            ui.separator();
            actions(ui, view, &[Action::Reload, Action::Close]);
        });
        ui.menu_button(tr(lang, "menu-edit"), |ui| {
            actions(
                ui,
                view,
                &[Action::CopyText, Action::CopyHex, Action::CopyEscaped],
            );
            ui.separator();
            actions(ui, view, &[Action::SelectAll]);
            ui.separator();
            actions(ui, view, &[Action::GoTo, Action::Find]);
        });
        ui.menu_button(tr(lang, "menu-decode"), |ui| {
            actions(
                ui,
                view,
                &[
                    Action::StepBack,
                    Action::StepForward,
                    Action::PlayPause,
                    Action::PrevError,
                    Action::NextError,
                ],
            );
        });
        ui.menu_button(tr(lang, "menu-examples"), |ui| {
            // Fourteen items are taller than the screen at a large zoom: the list scrolls.
            let room = ui.ctx().content_rect().height() - 60.0;
            egui::ScrollArea::vertical()
                .max_height(room)
                .show(ui, |ui| {
                    for (i, ex) in EXAMPLES.iter().enumerate() {
                        if ui.button(ex.title(lang)).clicked() {
                            view.send(Command::OpenExample(i));
                        }
                    }
                });
        });
        ui.menu_button(tr(lang, "menu-view"), |ui| {
            let dark = view.state.dark;
            if ui
                .selectable_label(dark, tr(lang, "menu-dark-theme"))
                .clicked()
            {
                view.send(Command::SetDark(true));
            }
            if ui
                .selectable_label(!dark, tr(lang, "menu-light-theme"))
                .clicked()
            {
                view.send(Command::SetDark(false));
            }
            // Each language by its own name, so a window in a language the user cannot read
            // still shows the way back.
            ui.menu_button(tr(lang, "menu-language"), |ui| {
                for l in Lang::ALL {
                    if ui.selectable_label(l == lang, l.native_name()).clicked() {
                        view.send(Command::SetLang(l));
                        ui.close();
                    }
                }
            });
            ui.separator();
            actions(
                ui,
                view,
                &[Action::ZoomIn, Action::ZoomOut, Action::ZoomReset],
            );
            ui.separator();
            actions(ui, view, &[Action::Present]);
            ui.separator();
            for (n, &(id, _)) in panels.iter().enumerate() {
                let mut item = egui::Button::selectable(id == active, tr(lang, id.message()));
                if let Some(keys) = Action::panel(n).map(|a| a.keys_text(ui.ctx(), lang)) {
                    item = item.shortcut_text(keys);
                }
                if ui.add(item).clicked() {
                    view.send(Command::ShowPanel(id));
                    ui.close();
                }
            }
        });
        ui.menu_button(tr(lang, "menu-help"), |ui| {
            actions(ui, view, &[Action::Help, Action::ContextsTable]);
            ui.hyperlink_to(
                tr(lang, "menu-encoding-standard"),
                "https://encoding.spec.whatwg.org/",
            );
        });
    });
}

/// Menu items for these actions.
fn actions(ui: &mut Ui, view: &mut View, list: &[Action]) {
    for &action in list {
        if let Some(command) = menu_item(ui, action, view.state) {
            view.send(command);
            ui.close();
        }
    }
}
