//! The window in English, Japanese and Russian: the language menu switches every visible
//! string at once, the choice is kept with the other settings, and a Japanese or Russian
//! window shows no English on any panel of any example, in its menus or in its dialogs
//! (identifiers, encoding names, bytes and the document's own text aside).
#![cfg(feature = "gui")]

use crate::common;

use common::english;
use common::gui::*;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use mojiscope::gui::commands::Command;
use mojiscope::gui::examples::EXAMPLES;
use mojiscope::gui::MojiscopeApp;
use mojiscope::i18n::{tr, Lang};
use std::collections::BTreeMap;

/// What is English in the window now, by the text it is in.
fn english_left(h: &Harness<'static, MojiscopeApp>, found: &mut BTreeMap<String, String>) {
    let allowed = english::allowed(h);
    for (text, words) in english::english_left(&allowed, &english::texts(h)) {
        found.entry(text).or_insert(words);
    }
}

#[test]
fn the_language_menu_switches_every_visible_string() {
    let mut h = app(Some(temp_file("lang-menu.txt", "字".as_bytes())));
    assert_eq!(h.state().state.lang, Lang::En);
    h.get_by_label("View").click();
    settle(&mut h);
    h.get_by_label("Language").click();
    settle(&mut h);
    // Each language by its own name.
    h.get_by_label("Русский");
    h.get_by_label("日本語").click();
    settle(&mut h);
    assert_eq!(h.state().state.lang, Lang::Ja);
    for id in ["menu-file", "menu-view", "tab-stepper", "tab-repair"] {
        h.get_by_label(&tr(Lang::Ja, id));
    }
    assert!(
        h.query_by_label("View").is_none(),
        "the menu bar is Japanese"
    );
    // And back, from a menu whose items are in Japanese.
    h.get_by_label(&tr(Lang::Ja, "menu-view")).click();
    settle(&mut h);
    h.get_by_label(&tr(Lang::Ja, "menu-language")).click();
    settle(&mut h);
    h.get_by_label("English").click();
    settle(&mut h);
    assert_eq!(h.state().state.lang, Lang::En);
    h.get_by_label("View");
}

#[test]
fn the_language_chosen_is_the_language_of_the_next_window() {
    let mut h = app(None);
    h.state_mut().commands.push(Command::SetLang(Lang::Ru));
    settle(&mut h);
    let mut storage = Saved::default();
    h.state().save_settings(&mut storage);
    let ctx = egui::Context::default();
    let next = MojiscopeApp::new(&ctx, Some(&storage), None::<std::path::PathBuf>);
    assert_eq!(next.state.lang, Lang::Ru);
    // A window with no saved choice takes the system's language.
    let fresh = MojiscopeApp::new(&ctx, Some(&Saved::default()), None::<std::path::PathBuf>);
    let system = sys_locale::get_locale()
        .and_then(|l| Lang::from_locale(&l))
        .unwrap_or_default();
    assert_eq!(fresh.state.lang, system);
    // Without storage (as these tests open it) the window speaks English.
    assert_eq!(
        MojiscopeApp::new(&ctx, None, None::<std::path::PathBuf>)
            .state
            .lang,
        Lang::En
    );
}

/// Open every menu, then close it.
fn menus(h: &mut Harness<'static, MojiscopeApp>, lang: Lang, found: &mut BTreeMap<String, String>) {
    for id in [
        "menu-file",
        "menu-edit",
        "menu-decode",
        "menu-examples",
        "menu-view",
        "menu-help",
    ] {
        h.get_by_role_and_label(egui::accesskit::Role::Button, &tr(lang, id))
            .click();
        settle(h);
        english_left(h, found);
        h.key_press(egui::Key::Escape);
        settle(h);
    }
}

/// Open every dialog from its menu, as a person would, then close it with Escape.
fn dialogs(
    h: &mut Harness<'static, MojiscopeApp>,
    lang: Lang,
    found: &mut BTreeMap<String, String>,
) {
    for (menu, item) in [
        ("menu-file", "action-open"),
        ("menu-file", "action-paste-bytes"),
        ("menu-file", "action-export-text"),
        ("menu-file", "action-export-trace-csv"),
        ("menu-file", "action-export-report"),
        ("menu-edit", "action-go-to"),
        ("menu-edit", "action-find"),
        ("menu-help", "action-help"),
        ("menu-help", "action-contexts-table"),
    ] {
        h.get_by_role_and_label(egui::accesskit::Role::Button, &tr(lang, menu))
            .click();
        settle(h);
        h.get_by_label_contains(&tr(lang, item)).click();
        settle(h);
        english_left(h, found);
        h.key_press(egui::Key::Escape);
        settle(h);
    }
}

#[test]
fn a_japanese_or_russian_window_shows_no_english() {
    let mut report = Vec::new();
    for lang in [Lang::Ja, Lang::Ru] {
        let mut found = BTreeMap::new();
        let mut h = app(None);
        h.state_mut().commands.push(Command::SetLang(lang));
        settle(&mut h);
        english_left(&h, &mut found);
        menus(&mut h, lang, &mut found);
        // The encoding picker, with the standard's headings of its groups.
        h.get_by_label(&tr(lang, "controls-encoding")).click();
        settle(&mut h);
        h.get_by_label(&tr(lang, "encoding-group-single-byte"));
        english_left(&h, &mut found);
        h.key_press(egui::Key::Escape);
        settle(&mut h);
        for (i, _) in EXAMPLES.iter().enumerate() {
            h.state_mut().commands.push(Command::OpenExample(i));
            settle(&mut h);
            if i == 0 {
                dialogs(&mut h, lang, &mut found);
            }
            for (id, _) in h.state().panel_tabs() {
                h.state_mut().commands.push(Command::ShowPanel(id));
                settle(&mut h);
                english_left(&h, &mut found);
                let missing = crate::gui::missing_glyphs(&h);
                assert!(
                    missing.is_empty(),
                    "{lang:?}, example {i}, {id:?}: {missing:?}"
                );
            }
        }
        if !found.is_empty() {
            report.push(format!(
                "{lang:?}: {} texts with English:\n{}",
                found.len(),
                english::listed(&found)
            ));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}

/// Pictures of the main views in Japanese and in Russian, held by kittest's snapshots: the
/// stepper mid-sequence on 字, and the Repair panel on mojibake twice over.
#[test]
fn snapshots_of_the_main_views_in_japanese_and_russian() {
    let mut results = egui_kittest::SnapshotResults::new();
    for lang in [Lang::Ja, Lang::Ru] {
        let mut h = Harness::builder()
            .with_size(egui::vec2(1400.0, 900.0))
            .with_max_steps(40)
            .build_eframe(|cc| {
                let mut app = MojiscopeApp::new(&cc.egui_ctx, None, None::<std::path::PathBuf>);
                app.auto_scan = false;
                app
            });
        h.state_mut().commands.push(Command::SetLang(lang));
        h.state_mut().commands.push(Command::OpenExample(0));
        settle(&mut h);
        for _ in 0..2 {
            h.get_by_label(&tr(lang, "action-step-forward")).click();
            settle(&mut h);
        }
        results.add(h.try_snapshot(format!("stepper_mid_sequence_{}", lang.tag())));
        let twice = EXAMPLES
            .iter()
            .position(|e| e.message == "example-double-mojibake")
            .expect("the example of mojibake twice over");
        h.state_mut().commands.push(Command::OpenExample(twice));
        settle(&mut h);
        wait(&mut h, |app| {
            app.panel::<mojiscope::gui::RepairPanel>()
                .is_some_and(|p| p.repaired().is_some())
        });
        results.add(h.try_snapshot(format!("repair_{}", lang.tag())));
    }
}
