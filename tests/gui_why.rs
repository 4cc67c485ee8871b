//! "Why this encoding" in the window: the panel's steps and their bytes, Apply, the inputs,
//! the banner that offers the encoding that decodes the file cleanly, the contexts table.
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use mojiscope::encoding::{DecodeOp, Encoding};
use mojiscope::gui::commands::Command;
use mojiscope::gui::{MojiscopeApp, WhyInputs, WhyPanel};

/// A Shift_JIS page that says so in a <meta>, long enough for the detector.
fn sjis_page() -> Vec<u8> {
    let text = "日本語のテキストです。文字化けの原因を調べます。".repeat(8);
    let (body, _, _) = encoding_rs::SHIFT_JIS.encode(&text);
    let mut page = b"<html><head><meta charset=shift_jis><title>t</title></head><body>".to_vec();
    page.extend_from_slice(&body);
    page
}

/// Empty the field labelled `label`, as a person would (select all, delete).
fn clear(h: &mut Harness<'static, MojiscopeApp>, label: &str) {
    h.get_by_label(label).focus();
    settle(h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.key_press(egui::Key::Backspace);
    settle(h);
}

fn why_inputs(h: &Harness<'static, MojiscopeApp>) -> WhyInputs {
    h.state().panel::<WhyPanel>().unwrap().inputs().clone()
}

fn show_why(h: &mut Harness<'static, MojiscopeApp>) {
    h.get_by_label("Why this encoding").click();
    settle(h);
    wait_for_decision(h);
}

#[test]
fn the_panel_shows_each_step_and_selects_the_bytes_it_looked_at() {
    let page = sjis_page();
    let mut h = app(Some(temp_file("page.html", &page)));
    show_why(&mut h);
    h.get_by_label_contains("decided by a <meta> declaration (prescan), confidence tentative");
    h.get_by_label("BOM sniffing");
    h.get_by_label("prescan: <html>");
    let meta = h.get_by_label("prescan: <meta charset=\"shift_jis\">");
    meta.click();
    settle(&mut h);
    let start = page.windows(5).position(|w| w == b"<meta").unwrap() as u64;
    assert_eq!(h.state().state.selection, Some((start, start + 24)));
    // The detector's evidence, each candidate with a verdict.
    h.get_by_label_contains("chardetng (Firefox's detector) said Shift_JIS");
    h.get_by_label("Decode as UTF-8");
    // Apply: decoded as the HTML parser would, and the status bar says so.
    h.get_by_label("Decode as this context does").click();
    settle(&mut h);
    assert_eq!(h.state().state.settings.encoding, Encoding::ShiftJis);
    assert_eq!(h.state().state.settings.op, DecodeOp::Decode);
    h.get_by_label("as HTML document (the HTML parser): Shift_JIS by a <meta> declaration");
    assert!(h.query_all_by_label_contains("character U+65E5 日").count() > 0);
}

#[test]
fn the_inputs_change_the_decision() {
    let mut h = app(Some(temp_file("inputs.html", &sjis_page())));
    show_why(&mut h);
    type_into(&mut h, "Content-Type:", "text/html; charset=euc-kr");
    wait_for_decision(&mut h);
    h.get_by_label_contains(
        "decided by the Content-Type header's charset (http), confidence certain",
    );
    type_into(&mut h, "Content-Type:", "text");
    h.get_by_label_contains("does not parse as a MIME type");
    clear(&mut h, "Content-Type:");
    type_into(&mut h, "Override:", "koi8-r");
    h.get_by_label_contains("decided by the user's override (override)");
    // A page from the network: the detector may not guess UTF-8, and says so.
    h.get_by_label("from the network").click();
    settle(&mut h);
    wait_for_decision(&mut h);
    assert!(why_inputs(&h).from_network);
    h.get_by_label_contains("as Firefox takes it for a page from the network");
    // Another context: fetch's json() always decodes UTF-8.
    clear(&mut h, "Override:");
    h.state_mut()
        .commands
        .push(Command::ApplyContext("fetch-json"));
    settle(&mut h);
    assert_eq!(h.state().state.settings.op, DecodeOp::Utf8Decode);
    h.get_by_label_contains("always UTF-8, nothing is sniffed");
}

#[test]
fn a_page_opens_as_it_declares_and_another_decoding_is_pointed_back() {
    let mut h = app(Some(temp_file("errors.html", &sjis_page())));
    assert_eq!(h.state().state.settings.encoding, Encoding::ShiftJis);
    h.get_by_label("Shift_JIS (its <meta> declaration)");
    // The user tries UTF-8: the banner says what the file reads as, errors or not.
    h.state_mut()
        .commands
        .push(Command::SetEncoding(Encoding::Utf8));
    settle(&mut h);
    wait_for_scan(&mut h);
    h.get_by_label_contains("Decoded as UTF-8 (your choice, ");
    h.get_by_label_contains("the file reads as Shift_JIS (its <meta> declaration).");
    h.get_by_label("Decode as Shift_JIS").click();
    settle(&mut h);
    assert_eq!(h.state().state.settings.encoding, Encoding::ShiftJis);
    wait_for_scan(&mut h);
    assert!(
        h.query_by_label_contains("the file reads as").is_none(),
        "the banner goes"
    );
}

#[test]
fn the_contexts_table_lists_every_context_and_applies_one() {
    let mut h = app(Some(temp_file("ctx.html", &sjis_page())));
    wait_for_decision(&mut h);
    h.get_by_label("Help").click();
    settle(&mut h);
    h.get_by_label("Contexts table…").click();
    settle(&mut h);
    let n = mojiscope::decide::contexts::CONTEXTS.len();
    assert_eq!(h.query_all_by_label("Apply").count(), n);
    h.get_by_label("decodeURI / decodeURIComponent (a URIError on bad bytes)");
    let css = mojiscope::decide::contexts::CONTEXTS
        .iter()
        .position(|c| c.id == "css-from-link-header")
        .unwrap();
    h.query_all_by_label("Apply").nth(css).unwrap().click();
    settle(&mut h);
    wait_for_decision(&mut h);
    // A style sheet from a Link: header has no document to inherit from: UTF-8.
    assert_eq!(why_inputs(&h).context, "css-from-link-header");
    assert_eq!(h.state().state.settings.encoding, Encoding::Utf8);
    h.get_by_label_contains("as CSS style sheet from a Link: header: UTF-8");
}

#[test]
fn a_wrong_meta_shows_its_cause_and_the_declaration_to_copy() {
    let page =
        "<!DOCTYPE html><html><head><meta charset=\"windows-1252\"><title>Menu</title></head>\n\
                <body><p>Crème brûlée, café au lait, pâté, œufs à la neige.</p></body></html>\n";
    let mut h = app(Some(temp_file("menu.html", page.as_bytes())));
    show_why(&mut h);
    h.get_by_label("Likely: The page's <meta charset> names the wrong encoding");
    h.get_by_label("It declares windows-1252, but its bytes read as UTF-8.");
    h.get_by_label("<meta charset=\"utf-8\">");
    h.query_all_by_label("Copy").next().unwrap().click();
    assert_eq!(copied(&mut h).as_deref(), Some("<meta charset=\"utf-8\">"));
}
