//! The Lint panel as a person meets it: a file that breaks its `.editorconfig` policy and holds
//! mojibake, opened in the window; the panel names the policy, lists each finding with its
//! place, rule and fix, and a click on a place selects the finding's bytes. In Japanese and
//! Russian it speaks the language (no English left beside the file's own text).
#![cfg(feature = "gui")]

use crate::common;

use common::english;
use common::gui::*;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use mojiscope::gui::commands::Command;
use mojiscope::gui::{LintPanel, MojiscopeApp, PanelId};
use mojiscope::i18n::{tr, words, Lang};

/// A directory with an `.editorconfig` that asks for UTF-8 without a BOM, and in it a file
/// with a BOM and a line of UTF-8 read as windows-1252.
fn damaged_file() -> std::path::PathBuf {
    let dir = tempfile::Builder::new()
        .prefix("mojiscope-lint-gui")
        .tempdir()
        .unwrap()
        .keep();
    std::fs::write(
        dir.join(".editorconfig"),
        "root = true\n[*]\ncharset = utf-8\n",
    )
    .unwrap();
    let path = dir.join("notes.md");
    std::fs::write(&path, "\u{FEFF}Notes\nLe cafÃ© est chaud\n").unwrap();
    path
}

fn linted(h: &mut Harness<'static, MojiscopeApp>) {
    h.state_mut()
        .commands
        .push(Command::ShowPanel(PanelId::Lint));
    settle(h);
    wait(h, |app| {
        app.panel::<LintPanel>()
            .is_some_and(|p| p.linted().is_some())
    });
}

#[test]
fn the_lint_panel_lists_each_finding_and_selects_its_bytes() {
    let path = damaged_file();
    let mut h = app(Some(path.clone()));
    linted(&mut h);
    let lang = Lang::En;
    h.get_by_label_contains(".editorconfig: charset");
    h.get_by_label(&words!(lang, "lint-summary", errors = 2, warnings = 0));
    h.get_by_label(&tr(lang, "lint-rule-mojibake"));
    h.get_by_label(&tr(lang, "lint-rule-bom"));
    h.get_by_label(&words!(lang, "lint-fix-to", text = "café"));
    h.get_by_label(&tr(lang, "lint-fix-remove"));
    // A click on the finding's place selects its bytes: `cafÃ©` at bytes 12–18.
    h.get_by_label(&words!(lang, "lint-place", line = 2, column = 4))
        .click();
    settle(&mut h);
    let selection = h.state().state.selection;
    assert_eq!(selection.map(|(s, _)| s), Some(12), "{selection:?}");
    // The same findings as `mojiscope lint` on the file.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mojiscope"))
        .args(["lint", "--format", "json"])
        .arg(&path)
        .output()
        .unwrap();
    let record: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let panel = h.state().panel::<LintPanel>().unwrap().linted().unwrap();
    let cli: Vec<(String, u64)> = record["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["rule"].as_str().unwrap().to_string(),
                f["offset"].as_u64().unwrap(),
            )
        })
        .collect();
    let window: Vec<(String, u64)> = panel
        .findings
        .iter()
        .map(|f| (f.rule.id().to_string(), f.offset))
        .collect();
    assert_eq!(window, cli);
}

#[test]
fn the_lint_panel_speaks_japanese_and_russian() {
    let path = damaged_file();
    for lang in [Lang::Ja, Lang::Ru] {
        let mut h = app(Some(path.clone()));
        h.state_mut().commands.push(Command::SetLang(lang));
        settle(&mut h);
        linted(&mut h);
        h.get_by_label(&words!(lang, "lint-summary", errors = 2, warnings = 0));
        h.get_by_label(&tr(lang, "lint-rule-mojibake"));
        let texts = english::texts(&h);
        // (The file's own text and the policy's own words are no English of the window's.)
        let own = ["cafÃ©", "utf-8", ".editorconfig", "notes.md"];
        let texts: Vec<String> = texts
            .into_iter()
            .filter(|t| !own.iter().any(|o| t.contains(o)) && !t.contains("Notes"))
            .collect();
        let found = english::english_left(&english::allowed(&h), &texts);
        assert!(
            found.is_empty(),
            "{lang:?}: English left:\n{}",
            english::listed(&found)
        );
        let missing = crate::gui::missing_glyphs(&h);
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");
    }
}
