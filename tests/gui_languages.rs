//! The window in English, Japanese and Russian: the language menu switches every visible
//! string at once, the choice is kept with the other settings, and a Japanese or Russian
//! window shows no English on any panel of any example, in its menus or in its dialogs
//! (identifiers, encoding names, bytes and the document's own text aside).
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::encoding::Encoding;
use mojiscope::gui::commands::Command;
use mojiscope::gui::examples::EXAMPLES;
use mojiscope::gui::MojiscopeApp;
use mojiscope::i18n::{tr, Lang};
use std::collections::{BTreeMap, BTreeSet};

/// Every text the window shows now: the labels and values of its accessibility nodes.
fn texts(h: &Harness<'static, MojiscopeApp>) -> Vec<String> {
    let nodes = h.query_all(
        egui_kittest::kittest::by()
            .include_labels()
            .predicate(|_| true),
    );
    let mut out = Vec::new();
    for node in nodes {
        let ak = node.accesskit_node();
        // egui's own words ("Resize panel" on a splitter) are egui's.
        if ak.role() == egui::accesskit::Role::Splitter {
            continue;
        }
        out.extend([ak.label(), ak.value()].into_iter().flatten());
    }
    out
}

/// The English words in `text`: runs of two or more Latin letters that are not the standard's
/// or the platform's names, an identifier (`utf8_code_point`, `utf8-invalid-lead`), hex, or a
/// word `allowed`.
fn english_words(text: &str, allowed: &BTreeSet<String>) -> Vec<String> {
    let mut text = text.to_string();
    for name in Encoding::ALL.iter().map(|e| e.name()) {
        text = text.replace(name, " ");
    }
    // File extensions (.md) and the standard's labels (latin1, sjis) are names.
    let labels: BTreeSet<&str> = Encoding::ALL.iter().flat_map(|e| e.labels()).collect();
    let mut text = text
        .split(' ')
        .filter(|t| !t.starts_with('.'))
        .filter(|t| !labels.contains(t.trim_matches(|c: char| ",.;:()«»「」、".contains(c))))
        .collect::<Vec<_>>()
        .join(" ");
    let mut kept = mojiscope::i18n::KEPT.to_vec();
    kept.sort_by_key(|k| std::cmp::Reverse(k.len()));
    for kept in kept {
        text = text.replace(kept, " ");
    }
    let mut words = Vec::new();
    let tokens: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || "()[]{}:;,.…\"'«»「」（）、。：".contains(c))
        .filter(|t| !t.is_empty())
        .collect();
    for (i, token) in tokens.iter().enumerate() {
        // A word given a value (count = 2) names a variable.
        if tokens.get(i + 1).is_some_and(|next| next.starts_with('=')) {
            continue;
        }
        // Identifiers: snake_case variables, kebab-case rule ids, file names, paths.
        if token.contains('_')
            || token.contains('/')
            || (token.chars().any(|c| c.is_ascii_digit())
                && token.chars().any(|c| c.is_ascii_alphabetic()))
            || token.contains('=')
            || token.starts_with("--")
        {
            continue;
        }
        for word in token.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() < 2
                || allowed.contains(word)
                || word.chars().all(|c| matches!(c, 'A'..='F' | 'x'))
                // Names in capitals: Unicode's (NUL, ZWNBSP, CJK) and abbreviations.
                || word.chars().all(|c| c.is_ascii_uppercase())
                || (word.starts_with('U') && word.len() <= 2)
            {
                continue;
            }
            words.push(word.to_string());
        }
    }
    words
}

/// What the window may show in Latin letters besides the kept words: the words of the open
/// document's text (its own, not the window's), the tags of controls (NUL, ZWNBSP: Unicode's
/// abbreviations), and the code of the fixes it prints.
struct Allowed {
    words: BTreeSet<String>,
    code: BTreeSet<String>,
}

fn allowed(h: &Harness<'static, MojiscopeApp>) -> Allowed {
    let mut words: BTreeSet<String> = (0..=0x10FFFFu32)
        .filter_map(mojiscope::report::tags::tag)
        .flat_map(|t| t.split(|c: char| !c.is_ascii_alphabetic()))
        .map(str::to_string)
        .collect();
    let mut code = BTreeSet::new();
    if let Some(doc) = &h.state().state.doc {
        for e in Encoding::ALL {
            let (text, _, _) = e.reference().decode(&doc.head);
            words.extend(
                text.split(|c: char| !c.is_ascii_alphabetic())
                    .map(str::to_string),
            );
        }
        for fix in doc.causes.iter().flat_map(|c| &c.fixes) {
            code.insert(fix.code.trim().to_string());
            code.extend(fix.code.lines().map(|l| l.trim().to_string()));
        }
    }
    Allowed { words, code }
}

/// What is English in the window now, by the text it is in.
fn english_left(h: &Harness<'static, MojiscopeApp>, found: &mut BTreeMap<String, String>) {
    let allowed = allowed(h);
    for text in texts(h) {
        // Code and command lines are code.
        if allowed.code.contains(text.trim()) || text.trim_start().starts_with("mojiscope ") {
            continue;
        }
        let words = english_words(&text, &allowed.words);
        if !words.is_empty() {
            found.entry(text).or_insert(words.join(" "));
        }
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

/// eframe's storage, in memory.
#[derive(Default)]
struct Memory(BTreeMap<String, String>);

impl eframe::Storage for Memory {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

#[test]
fn the_language_chosen_is_the_language_of_the_next_window() {
    let mut h = app(None);
    h.state_mut().commands.push(Command::SetLang(Lang::Ru));
    settle(&mut h);
    let mut storage = Memory::default();
    h.state().save_settings(&mut storage);
    let ctx = egui::Context::default();
    let next = MojiscopeApp::new(&ctx, Some(&storage), None::<std::path::PathBuf>);
    assert_eq!(next.state.lang, Lang::Ru);
    // A window with no saved choice takes the system's language.
    let fresh = MojiscopeApp::new(&ctx, Some(&Memory::default()), None::<std::path::PathBuf>);
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
            }
        }
        let missing = crate::gui::missing_glyphs(&h);
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");
        if !found.is_empty() {
            report.push(format!(
                "{lang:?}: {} texts with English:\n{}",
                found.len(),
                found
                    .iter()
                    .map(|(text, words)| format!("  {words}  ←  {text:?}"))
                    .collect::<Vec<_>>()
                    .join("\n")
            ));
        }
    }
    assert!(report.is_empty(), "{}", report.join("\n"));
}
