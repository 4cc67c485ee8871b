//! Selecting a range as people do in an editor: dragging over the bytes or the text, Shift+click,
//! Shift+arrows, Select all; copying the range; and the export dialog, which starts with a
//! path and keeps the one typed when the export fails.
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui::{Key, Modifiers};
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use mojiscope::gui::MojiscopeApp;

/// A line of German with a euro sign (three bytes) at byte 9.
const TEXT: &str = "Preis: 9 €, bitte zahlen Sie bar oder mit Karte.\n";

fn selection(h: &Harness<'static, MojiscopeApp>) -> Option<(u64, u64)> {
    h.state().state.selection
}

fn center(h: &Harness<'static, MojiscopeApp>, label: &str) -> egui::Pos2 {
    h.get_by_label(label).rect().center()
}

/// Press at `from`, move through the way to `to`, release there.
fn drag(h: &mut Harness<'static, MojiscopeApp>, from: egui::Pos2, to: egui::Pos2) {
    h.hover_at(from);
    h.step();
    h.drag_at(from);
    h.step();
    for k in 1..=4 {
        h.hover_at(from + (to - from) * (k as f32 / 4.0));
        h.step();
    }
    h.drop_at(to);
    settle(h);
}

/// What the window puts on the clipboard for Ctrl+C (one event a frame, as a person types).
fn copied(h: &mut Harness<'static, MojiscopeApp>) -> Option<String> {
    let key = |pressed| egui::Event::Key {
        key: Key::C,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: Modifiers::COMMAND,
    };
    let mut text = None;
    for event in [
        egui::Event::ModifiersChanged(Modifiers::COMMAND),
        key(true),
        key(false),
        egui::Event::ModifiersChanged(Modifiers::NONE),
    ] {
        h.event(event);
        h.step();
        text = text.or_else(|| clipboard(h));
    }
    settle(h);
    text
}

#[test]
fn dragging_over_the_bytes_selects_whole_characters_between() {
    let mut h = app(Some(temp_file("drag-hex.txt", TEXT.as_bytes())));
    // From "P" to the euro sign's second byte: the euro sign comes whole.
    let (from, to) = (center(&h, "byte 0: 50"), center(&h, "byte 10: 82"));
    drag(&mut h, from, to);
    assert_eq!(selection(&h), Some((0, 12)));
    assert_eq!(copied(&mut h).as_deref(), Some("Preis: 9 €"));
    assert!(is_selected(&h, "byte 6: 20"));
    // Backwards, from the second row to the first: the same range the other way round.
    let (from, to) = (center(&h, "byte 17: 74"), center(&h, "byte 12: 2C"));
    drag(&mut h, from, to);
    assert_eq!(selection(&h), Some((12, 18)));
    assert_eq!(copied(&mut h).as_deref(), Some(", bitt"));
    h.get_by_label_contains("Copied 6 bytes (bytes 12–17) as text (6 characters).");
}

#[test]
fn dragging_over_the_text_and_shift_click_select_a_range() {
    let mut h = app(Some(temp_file("drag-text.txt", TEXT.as_bytes())));
    let from = center(&h, "character U+0062 b from byte 14");
    let to = center(&h, "character U+0065 e from byte 29");
    drag(&mut h, from, to);
    assert_eq!(selection(&h), Some((14, 30)));
    assert_eq!(copied(&mut h).as_deref(), Some("bitte zahlen Sie"));

    // A click selects one character; Shift+click extends from it, either way.
    h.get_by_label("character U+0050 P from byte 0").click();
    settle(&mut h);
    assert_eq!(selection(&h), Some((0, 1)));
    h.get_by_label("character U+20AC € from byte 9")
        .click_modifiers(Modifiers::SHIFT);
    settle(&mut h);
    assert_eq!(selection(&h), Some((0, 12)));
    h.get_by_label("byte 16: 74")
        .click_modifiers(Modifiers::SHIFT);
    settle(&mut h);
    assert_eq!(selection(&h), Some((0, 17)));
    assert_eq!(copied(&mut h).as_deref(), Some("Preis: 9 €, bit"));
}

#[test]
fn shift_arrows_grow_and_shrink_the_selection_and_select_all_takes_the_file() {
    let mut h = app(Some(temp_file("keys.txt", TEXT.as_bytes())));
    h.get_by_label("byte 7: 39").click();
    settle(&mut h);
    let shift = |h: &mut Harness<'static, MojiscopeApp>, key| {
        h.key_press_modifiers(Modifiers::SHIFT, key);
        settle(h);
    };
    // Right over the space, then the euro sign whole.
    shift(&mut h, Key::ArrowRight);
    assert_eq!(selection(&h), Some((7, 9)));
    shift(&mut h, Key::ArrowRight);
    assert_eq!(selection(&h), Some((7, 12)));
    // Back: the moving end shrinks, the start stays where the selection began.
    shift(&mut h, Key::ArrowLeft);
    assert_eq!(selection(&h), Some((7, 9)));
    shift(&mut h, Key::ArrowLeft);
    shift(&mut h, Key::ArrowLeft);
    assert_eq!(selection(&h), Some((6, 8)));
    // A row of bytes down, and another.
    shift(&mut h, Key::ArrowDown);
    assert_eq!(selection(&h), Some((7, 23)));
    shift(&mut h, Key::ArrowDown);
    assert_eq!(selection(&h), Some((7, 39)));
    // The stepper stays where the selection began.
    assert_eq!(h.state().state.step.map(|s| s.offset), Some(7));

    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    settle(&mut h);
    assert_eq!(selection(&h), Some((0, TEXT.len() as u64)));
    assert_eq!(copied(&mut h).as_deref(), Some(TEXT));
    h.get_by_label_contains(&format!("selected bytes 0–{}", TEXT.len() - 1));
    // Shift+← then shrinks it from the end, as in an editor.
    shift(&mut h, Key::ArrowLeft);
    assert_eq!(selection(&h), Some((0, TEXT.len() as u64 - 1)));
    // The Edit menu has it too.
    h.get_by_label("byte 3: 69").click();
    settle(&mut h);
    h.get_by_label("Edit").click();
    settle(&mut h);
    h.get_by_label_contains("Select all").click();
    settle(&mut h);
    assert_eq!(selection(&h), Some((0, TEXT.len() as u64)));
}

#[test]
fn the_export_dialog_starts_with_a_path_and_keeps_the_typed_one_when_it_fails() {
    let input = temp_file("price-list.txt", TEXT.as_bytes());
    let mut h = app(Some(input.clone()));
    let open_export = |h: &mut Harness<'static, MojiscopeApp>| {
        h.get_by_label("File").click();
        settle(h);
        h.get_by_label("Export decoded text…").click();
        settle(h);
    };
    open_export(&mut h);
    let suggested = input.with_file_name("price-list.decoded.txt");
    assert_eq!(
        h.get_by_label("Save to:").value().as_deref(),
        suggested.to_str()
    );
    // A folder that is not there: the dialog stays, says so, and keeps what was typed.
    let missing = input.with_file_name("no-such-folder").join("out.txt");
    type_into(&mut h, "Save to:", missing.to_str().unwrap());
    h.get_by_label("Export").click();
    settle(&mut h);
    h.get_by_label_contains("There is no folder");
    assert_eq!(
        h.get_by_label("Save to:").value().as_deref(),
        missing.to_str()
    );
    // A write that fails once it runs (no one may create files in /proc): the dialog comes
    // back with the path and why.
    let under_file = std::path::PathBuf::from("/proc/mojiscope-export.txt");
    type_into(&mut h, "Save to:", under_file.to_str().unwrap());
    h.get_by_label("Export").click();
    settle(&mut h);
    for _ in 0..300 {
        if !h.state().task_running() && h.query_by_label("Save to:").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    settle(&mut h);
    assert_eq!(
        h.get_by_label("Save to:").value().as_deref(),
        under_file.to_str()
    );
    let said = h
        .query_all_by_label_contains("Export to /proc/mojiscope-export.txt failed")
        .count();
    assert_eq!(said, 2, "in the dialog and on the status bar");
    // The suggested path works as it stands.
    h.key_press(Key::Escape);
    settle(&mut h);
    h.state_mut().state.message = None;
    open_export(&mut h);
    h.get_by_label("Export").click();
    settle(&mut h);
    let message = wait_for_message(&mut h);
    assert!(message.starts_with("Exported"), "{message}");
    assert_eq!(std::fs::read_to_string(&suggested).unwrap(), TEXT);
}

/// Export writes the text in the encoding chosen in its dialog: a refusal names the character
/// and writes nothing, `&#N;` where asked, UTF-16LE with its BOM.
#[test]
fn export_writes_the_text_in_the_encoding_chosen() {
    let text = "Цена: 5 €\nКоролевство Испания\n";
    let input = temp_file("price-ru.txt", text.as_bytes());
    let out = input.with_file_name("price-ru.koi8");
    let _ = std::fs::remove_file(&out);
    let mut h = app(Some(input));
    let export = |h: &mut Harness<'static, MojiscopeApp>,
                  choose: &dyn Fn(&mut Harness<'static, MojiscopeApp>)| {
        h.state_mut().state.message = None;
        h.get_by_label("File").click();
        settle(h);
        h.get_by_label("Export decoded text…").click();
        settle(h);
        choose(h);
        type_into(h, "Save to:", out.to_str().unwrap());
        let button = if out.exists() { "Replace" } else { "Export" };
        h.get_by_label(button).click();
        settle(h);
        for _ in 0..300 {
            if !h.state().task_running() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
            h.step();
        }
        settle(h);
    };
    // KOI8-R has no euro sign: refused, named, nothing written.
    export(&mut h, &|h| {
        h.get_by_label("Write as:").click();
        settle(h);
        h.get_by_label("KOI8-R").click();
        settle(h);
    });
    let said = h
        .query_all_by_label_contains(
            "KOI8-R cannot write 1 character of the text: U+20AC € (line 1)",
        )
        .count();
    assert_eq!(said, 2, "in the dialog and on the status bar");
    assert!(!out.exists(), "nothing written");
    h.key_press(Key::Escape);
    settle(&mut h);
    // The same, with the euro sign as a reference: the choice of encoding was kept.
    export(&mut h, &|h| {
        h.get_by_label("write &#N;").click();
        settle(h);
    });
    let message = wait_for_message(&mut h);
    assert!(
        message.contains("in KOI8-R") && message.contains("became &#N;: U+20AC €"),
        "{message}"
    );
    let written = std::fs::read(&out).unwrap();
    let expected = encoding_rs::KOI8_R
        .encode(&text.replace('€', "&#8364;"))
        .0
        .into_owned();
    assert_eq!(written, expected);
    // UTF-16LE with its byte order mark: every character.
    export(&mut h, &|h| {
        h.get_by_label("Write as:").click();
        settle(h);
        // (Far down the list: scrolled to, as a person would.)
        h.get_by_label("UTF-16LE").scroll_to_me();
        settle(h);
        h.get_by_label("UTF-16LE").click();
        settle(h);
        h.get_by_label("Start with a byte order mark").click();
        settle(h);
    });
    let message = wait_for_message(&mut h);
    assert!(message.contains("in UTF-16LE with a BOM"), "{message}");
    let written = std::fs::read(&out).unwrap();
    let units: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    assert_eq!(written, [&[0xFF, 0xFE][..], &units].concat());
}
