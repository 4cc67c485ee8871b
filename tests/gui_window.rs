//! The window as teachers and debuggers meet it: zoom for a projector, dialogs that Enter
//! confirms, the encoding picker, the stepper's readability (bit layouts on errors, a state
//! table that keeps its columns, the decode() call a step belongs to), plurals, what the views
//! say about bytes from another encoding or a binary file.
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::encoding::{DecodeOp, Encoding};
use mojiscope::gui::commands::Command;
use mojiscope::gui::MojiscopeApp;
use mojiscope::gui::PanelId;

/// Type `text` into the Find dialog (what was there replaced), press Enter, and wait for the
/// search to end and its result to show.
fn find(h: &mut Harness<'static, MojiscopeApp>, text: &str) {
    type_into(h, "Find:", text);
    h.key_press(Key::Enter);
    settle(h);
    wait_for_task(h);
    settle(h);
}

/// Run frames until the background task is done (its message shows, in the window or in
/// the dialog in front).
fn wait_for_task(h: &mut Harness<'static, MojiscopeApp>) {
    for _ in 0..300 {
        if h.state().task_running() {
            std::thread::sleep(std::time::Duration::from_millis(10));
            h.step();
        } else {
            settle(h);
            return;
        }
    }
    panic!("the task did not finish");
}

fn show_panel(h: &mut Harness<'static, MojiscopeApp>, panel: PanelId) {
    h.state_mut().commands.push(Command::ShowPanel(panel));
    settle(h);
}

#[test]
fn zoom_is_in_the_view_menu_and_on_the_keys_and_the_panels_keep_their_proportions() {
    let text = "Grüße, 世界!\n".repeat(200);
    let mut h = app(Some(temp_file("zoom.txt", text.as_bytes())));
    h.get_by_label("View").click();
    settle(&mut h);
    h.get_by_label_contains("Zoom in").click();
    settle(&mut h);
    assert_eq!(h.state().state.zoom, 1.1);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Minus);
    settle(&mut h);
    assert_eq!(h.state().state.zoom, 1.0);
    for _ in 0..4 {
        h.key_press_modifiers(Modifiers::COMMAND, Key::Plus);
        settle(&mut h);
    }
    assert_eq!(h.state().state.zoom, 1.7);
    assert_eq!(h.ctx.zoom_factor(), 1.7);
    // A 1400×900 window at 1.7× has 824×529 points of room, as a real window gives them.
    let (w, ht) = (1400.0 / 1.7, 900.0 / 1.7);
    h.set_size(egui::vec2(w, ht));
    settle(&mut h);
    let tabs_top = h.get_by_label("Stepper").rect().top();
    assert!(
        tabs_top > ht * 0.35 && tabs_top < ht * 0.7,
        "the panel keeps its share of the height: its tabs at {tabs_top} of {ht}"
    );
    assert!(
        h.state().state.visible_rows >= 5,
        "the bytes keep rows: {}",
        h.state().state.visible_rows
    );
    let text_left = h.get_by_label("Decoded text").rect().left();
    assert!(
        text_left < w - 200.0,
        "the decoded text keeps room: it starts at {text_left} of {w}"
    );
    h.get_by_label("character U+0047 G from byte 0");
    // Actual size brings 100 % back; F1 lists the zoom keys.
    h.key_press_modifiers(Modifiers::COMMAND, Key::Num0);
    settle(&mut h);
    assert_eq!(h.state().state.zoom, 1.0);
    h.key_press(Key::F1);
    settle(&mut h);
    h.get_by_label("make everything larger (for a projector)");
}

#[test]
fn enter_confirms_go_to_and_find_and_find_counts_the_matches() {
    let bytes = "one cat, two cat, three cat\n".repeat(3);
    let mut h = app(Some(temp_file("cats.txt", bytes.as_bytes())));
    h.key_press_modifiers(Modifiers::COMMAND, Key::G);
    settle(&mut h);
    h.get_by_label("Offset:").type_text("9999");
    h.key_press(Key::Enter);
    settle(&mut h);
    // The error shows in the dialog, which stays open for correcting.
    h.get_by_label_contains("Offset 9999 is past the end (84 bytes)");
    type_into(&mut h, "Offset:", "4");
    h.key_press(Key::Enter);
    settle(&mut h);
    assert_eq!(h.state().state.cursor, 4);
    assert!(
        h.query_by_label("Offset:").is_none(),
        "Enter closed the dialog"
    );

    h.key_press_modifiers(Modifiers::COMMAND, Key::F);
    settle(&mut h);
    // A search that finds nothing says so in the dialog, not in the window.
    find(&mut h, "dog");
    h.get_by_label("\"dog\" does not occur in the file.");
    assert!(h.state().state.message.is_none());
    find(&mut h, "cat");
    assert_eq!(h.state().state.selection, Some((13, 16)));
    h.get_by_label("Found \"cat\" at offset 13: match 2 of 9.");
    assert!(h.query_by_label_contains("does not occur").is_none());
}

#[test]
fn the_find_dialog_leaves_the_match_it_brings_into_view_uncovered() {
    let mut text = String::new();
    for i in 0..400 {
        text.push_str(&format!("line {i}: nothing to see here, move along\n"));
    }
    let at = text.len() as u64 + 4;
    text.push_str("the cat we want\n");
    for i in 0..100 {
        text.push_str(&format!("after {i}\n"));
    }
    let mut h = app(Some(temp_file("deep.txt", text.as_bytes())));
    h.key_press_modifiers(Modifiers::COMMAND, Key::F);
    settle(&mut h);
    find(&mut h, "cat");
    assert_eq!(h.state().state.selection, Some((at, at + 3)));
    let found = format!("Found \"cat\" at offset {at}: match 1 of 1.");
    let dialog = ["Find:", "Find next", "Find previous", found.as_str()]
        .iter()
        .map(|l| h.get_by_label(l).rect())
        .reduce(|a, b| a.union(b))
        .unwrap();
    for (k, byte) in ["63", "61", "74"].iter().enumerate() {
        let label = format!("byte {}: {byte}", at + k as u64);
        let cell = h.get_by_label(&label).rect();
        assert!(
            !dialog.intersects(cell),
            "{label} {cell:?} under the dialog {dialog:?}"
        );
    }
}

#[test]
fn the_encoding_picker_stays_open_for_typing_and_enter_picks_the_first_match() {
    let mut h = app(Some(temp_file(
        "picker.txt",
        "Café crème brûlée".as_bytes(),
    )));
    h.get_by_label("Encoding:").click();
    settle(&mut h);
    // Clicking the search field leaves the list open (it used to close it).
    h.get_by_label("Search labels:").click();
    settle(&mut h);
    h.get_by_label("Search labels:").type_text("sjis");
    settle(&mut h);
    // "sjis" names Shift_JIS exactly: listed once, first.
    assert_eq!(h.query_all_by_label_contains("Shift_JIS").count(), 1);
    h.key_press(Key::Enter);
    settle(&mut h);
    assert_eq!(h.state().state.settings.encoding, Encoding::ShiftJis);
    assert!(
        h.query_by_label("Search labels:").is_none(),
        "the list closed"
    );
    // Opened again, the query starts empty.
    h.get_by_label("Encoding:").click();
    settle(&mut h);
    assert_eq!(
        h.get_by_label("Search labels:")
            .accesskit_node()
            .value()
            .as_deref(),
        Some("")
    );
    h.get_by_label("Search labels:").type_text("latin1");
    settle(&mut h);
    assert_eq!(
        h.query_all_by_label_contains("windows-1252").count(),
        1,
        "an exact label lists its encoding once"
    );
    h.key_press(Key::Escape);
    settle(&mut h);
}

#[test]
fn the_operation_picker_says_what_each_operation_does_and_where_it_is_used() {
    let mut h = app(Some(temp_file("ops.txt", b"abc")));
    h.get_by_label("Operation:").click();
    settle(&mut h);
    h.get_by_label_contains("URL percent-decoding");
    h.get_by_label_contains("HTML documents, classic scripts, CSS style sheets");
    h.get_by_label_contains("fetch's text() and json()");
    h.get_by_label("UTF-8 decode without BOM or fail").click();
    settle(&mut h);
    assert_eq!(
        h.state().state.settings.op,
        DecodeOp::Utf8DecodeWithoutBomOrFail
    );
}

#[test]
fn the_wheel_scrolls_the_bytes_on_the_first_frame_after_a_file_opens() {
    let path = temp_file("wheel.txt", &vec![b'w'; 64 << 10]);
    let mut h = app(None);
    h.state_mut().commands.push(Command::OpenPath(path));
    h.step();
    assert!(h.state().state.doc.is_some());
    // The first frame that lays out the hex view gets the wheel, from a pointer that has not
    // moved since the window opened (its position is unknown: no event told it).
    h.input_mut().events.push(egui::Event::MouseWheel {
        unit: egui::MouseWheelUnit::Point,
        delta: egui::vec2(0.0, -2000.0),
        phase: egui::TouchPhase::Move,
        modifiers: Modifiers::NONE,
        source: egui::MouseWheelSource::Wheel,
    });
    h.step();
    assert!(
        h.state().state.top_row > 0,
        "the first wheel event scrolled"
    );
}

#[test]
fn paste_bytes_decodes_live_as_hex_is_typed() {
    let mut h = app(None);
    h.key_press_modifiers(Modifiers::COMMAND, Key::V);
    settle(&mut h);
    type_into(&mut h, "Bytes:", "E2 82");
    h.get_by_label("2 bytes");
    // Not UTF-8 (yet): the preview says what the buffer would open as, and why.
    h.get_by_label_contains("(as detected)");
    h.get_by_label("Bytes:").type_text(" AC");
    settle(&mut h);
    h.get_by_label("3 bytes");
    h.get_by_label("decodes as UTF-8 (valid UTF-8): €");
}

#[test]
fn an_examples_settings_do_not_carry_over_and_recent_files_are_absolute() {
    let mut h = app(None);
    example(&mut h, "A stream split inside a character");
    assert_eq!(h.state().state.settings.op, DecodeOp::TextDecoder);
    let relative = std::path::PathBuf::from("tests/golden/sniff-no-bom.txt");
    h.state_mut()
        .commands
        .push(Command::OpenPath(relative.clone()));
    settle(&mut h);
    let s = &h.state().state;
    assert_eq!(s.settings.op, DecodeOp::Decode);
    assert!(s.settings.chunks.is_empty());
    assert!(s.recent[0].is_absolute(), "{:?}", s.recent[0]);
    assert!(s.recent[0].ends_with(&relative));
}

#[test]
fn one_byte_and_one_error_are_singular() {
    let mut h = app_utf8(temp_file("one.bin", b"\xFF"));
    show_panel(&mut h, PanelId::Errors);
    wait_for_scan(&mut h);
    h.get_by_label("1 byte");
    h.get_by_label("1 error in 1 byte");
    assert!(h.query_by_label_contains("1 errors").is_none());
    assert!(h.query_by_label_contains("1 bytes").is_none());
}

#[test]
fn the_stepper_keeps_the_bit_layout_on_errors() {
    let mut h = app_utf8(temp_file("overlong.txt", b"\xC0\x80 \xED\xA0\x80"));
    // C0 80 would spell U+0000 in two bytes: overlong.
    h.get_by_label_contains("would spell U+0000, but it is overlong");
    h.get_by_label("pattern 110xxxxx 10xxxxxx");
    // ED A0 80: the error comes at A0 (outside the boundaries after ED).
    h.state_mut()
        .commands
        .push(Command::StepTo(mojiscope::gui::state::StepRef {
            offset: 4,
            nth: 0,
        }));
    settle(&mut h);
    h.get_by_label_contains("would spell U+D800, but it is a surrogate");
}

#[test]
fn the_state_table_keeps_its_columns_while_the_values_change() {
    let mut h = app(Some(temp_file("bits.txt", "a😀".as_bytes())));
    let mut lefts = Vec::new();
    for _ in 0..5 {
        lefts.push(h.get_by_label("after").rect().left());
        h.key_press(Key::ArrowRight);
        settle(&mut h);
    }
    assert!(
        lefts.windows(2).all(|w| (w[0] - w[1]).abs() < 0.5),
        "the after column moved: {lefts:?}"
    );
}

#[test]
fn errors_say_when_most_of_the_file_is_utf8_and_what_the_file_reads_as() {
    // An Excel CSV in windows-1252: it opens as that, as detected; decoded as UTF-8 on the
    // user's word, its two bytes are errors in a file that is otherwise valid.
    let mut csv = "id,name,note\n".repeat(20).into_bytes();
    csv.extend(b"2,Ann,it\x92s 5\x80 off\n");
    let mut h = app(Some(temp_file("excel.csv", &csv)));
    assert_eq!(h.state().state.settings.encoding, Encoding::Windows1252);
    h.get_by_label("windows-1252 (as detected)");
    h.state_mut()
        .commands
        .push(Command::SetEncoding(Encoding::Utf8));
    settle(&mut h);
    show_panel(&mut h, PanelId::Errors);
    wait_for_scan(&mut h);
    h.get_by_label("Most of the file is valid UTF-8; these 2 bytes are not.");
    h.get_by_label_contains("0x92 is ’ in windows-1252");

    // Russian in windows-1251, decoded as UTF-8 on the user's word: the Errors panel and the
    // banner say what it reads as, whatever number of errors is listed.
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode("Привет, мир! Как дела?");
    let mut h = app_utf8(temp_file("russian.txt", &cp1251));
    show_panel(&mut h, PanelId::Errors);
    wait_for_scan(&mut h);
    h.get_by_label_contains("The file reads as windows-1251.");
    h.get_by_label_contains("the file reads as windows-1251 (as detected)");
    // The Errors panel offers it (and so does the banner above the views).
    h.get_all_by_label("Decode as windows-1251")
        .next()
        .unwrap()
        .click();
    settle(&mut h);
    assert_eq!(h.state().state.settings.encoding, Encoding::Windows1251);
    h.get_by_label("character U+041F П from byte 0");
}

#[test]
fn a_binary_file_is_called_what_it_is_and_its_nul_runs_collapse() {
    let mut elf = b"\x7FELF\x02\x01\x01".to_vec();
    elf.extend([0u8; 40]);
    elf.extend(b"text");
    let mut h = app(Some(temp_file("a.out", &elf)));
    h.get_by_label("binary: ELF executable (magic bytes 7F 45 4C 46)");
    h.get_by_label("40 NUL characters from bytes 7–46");
    assert!(
        h.query_by_label("character U+0000 · from byte 20")
            .is_none(),
        "no NUL of the run has its own tag"
    );
    h.get_by_label("40 NUL characters from bytes 7–46").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((7, 47)));
}

#[test]
fn hovering_a_look_alike_tells_it_from_ascii() {
    let mut h = app(Some(temp_file("quote.txt", "a\u{201A}b".as_bytes())));
    h.get_by_label("character U+201A ‚ from byte 1").hover();
    settle(&mut h);
    h.get_by_label_contains("‚ is not ASCII ',' (U+002C): it is SINGLE LOW-9 QUOTATION MARK");
}

#[test]
fn an_encode_chip_shows_its_character_and_points_at_its_bytes() {
    let mut h = app(None);
    example(
        &mut h,
        &mojiscope::gui::examples::EXAMPLES[0].title(mojiscope::i18n::Lang::En),
    );
    show_panel(&mut h, PanelId::Encode);
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "this text:")
        .click();
    settle(&mut h);
    type_into(&mut h, "this text:", "a😀¥");
    let chip = h.get_by_label("&#128512; for U+1F600 😀 at output byte 1");
    chip.hover();
    settle(&mut h);
    h.get_by_label_contains("bytes 1–9 of the output, outlined above");
}

/// Regression: Step forward did nothing on a BOM byte (no handler call reads it).
#[test]
fn step_forward_moves_off_a_bom_byte() {
    let mut h = app(Some(temp_file("bom-step.txt", b"\xEF\xBB\xBFhi")));
    h.get_by_label("byte 1: BB").click();
    settle(&mut h);
    h.get_by_label("Step forward").click();
    settle(&mut h);
    assert_eq!(h.state().state.step.map(|s| s.offset), Some(3));
    h.get_by_label("Step forward").click();
    settle(&mut h);
    assert_eq!(h.state().state.step.map(|s| s.offset), Some(4));
}

/// Regression: with "no BOM handling" the text showed U+FEFF while the BOM panel said the BOM
/// overrides the label; the panel now says what the chosen operation does with it.
#[test]
fn the_bom_panel_follows_the_operation() {
    let mut h = app(Some(temp_file("bom-op.txt", "\u{FEFF}café".as_bytes())));
    show_panel(&mut h, PanelId::Bom);
    h.get_by_label_contains("the UTF-8 BOM agrees with the label UTF-8");
    h.state_mut().commands.push(Command::SetOp(DecodeOp::NoBom));
    settle(&mut h);
    h.get_by_label_contains("no BOM handling: EF BB BF is not sniffed");
    assert!(h
        .query_by_label_contains("BOM agrees with the label")
        .is_none());
    h.state_mut()
        .commands
        .push(Command::SetOp(DecodeOp::Utf8DecodeWithoutBomOrFail));
    settle(&mut h);
    h.get_by_label_contains("in this mode the first error fails the whole decode");
    // The status bar says why the decoder is UTF-8 whatever the label.
    h.state_mut()
        .commands
        .push(Command::SetEncoding(Encoding::Windows1252));
    settle(&mut h);
    h.get_by_label("UTF-8 (the operation decodes UTF-8 only; label windows-1252)");
}

/// Regression: Escape did not close an open menu (the dialogs' Escape took it), and pasted
/// text that is not hex opened the paste dialog in hex mode.
#[test]
fn escape_closes_a_menu_and_pasted_text_is_taken_as_text() {
    let mut h = app(None);
    h.get_by_label("View").click();
    settle(&mut h);
    h.get_by_label("Light theme");
    h.key_press(Key::Escape);
    settle(&mut h);
    assert!(h.query_by_label("Light theme").is_none(), "the menu closed");
    h.input_mut()
        .events
        .push(egui::Event::Paste("Привет, мир".into()));
    settle(&mut h);
    h.get_by_label("decodes as UTF-8 (valid UTF-8): Привет, мир");
    h.get_by_label("20 bytes");
}

/// Regression: the Character panel showed Rust's `\u{2019}`; it shows the escapes of the
/// languages people paste into, each on its own row.
#[test]
fn the_character_panel_escapes_for_json_python_html_and_urls() {
    let mut h = app(Some(temp_file("quote.txt", "it’s 😀".as_bytes())));
    h.get_by_label("character U+2019 ’ from byte 2").click();
    settle(&mut h);
    show_panel(&mut h, PanelId::Character);
    // (JSON's and Python's escapes agree in the BMP.)
    assert_eq!(h.query_all_by_label("\\u2019").count(), 2);
    h.get_by_label("&#8217;   &#x2019;");
    h.get_by_label("%E2%80%99");
    h.get_by_label("character U+1F600 😀 from byte 7").click();
    settle(&mut h);
    h.get_by_label("\\uD83D\\uDE00");
    h.get_by_label("\\U0001F600");
}

/// Regression: the decoded text broke lines inside words ("would buy aga|in", "€0.|99"); lines
/// break between words, and no word is split while it fits on a line.
#[test]
fn the_decoded_text_breaks_lines_between_words() {
    let sentence = "Would you buy again? Only €0.99, well packed. ";
    let text = sentence.repeat(12);
    let mut h = app(Some(temp_file("wrap.txt", text.as_bytes())));
    settle(&mut h);
    let y_of = |h: &Harness<'static, MojiscopeApp>, at: usize| {
        let c = text[at..].chars().next().unwrap();
        let label = format!("character U+{:04X} {c} from byte {at}", c as u32);
        h.get_by_label(&label).rect().center().y
    };
    let mut lines = std::collections::BTreeSet::new();
    for word in ["again?", "€0.99,", "packed."] {
        for (at, _) in text.match_indices(word) {
            let last = at + word.len() - word.chars().last().unwrap().len_utf8();
            let (first_y, last_y) = (y_of(&h, at), y_of(&h, last));
            assert_eq!(first_y, last_y, "{word} at byte {at} is split across lines");
            lines.insert(first_y as i64);
        }
    }
    assert!(
        lines.len() > 2,
        "the text wraps over several lines: {lines:?}"
    );
}

#[test]
fn long_work_shows_the_percent_done() {
    // Enough text that comparing eleven decodings of it takes a while.
    let text = "Größe 日本語 Привет, the price is €0.99.\n".repeat(100_000);
    let mut h = app(Some(temp_file("long-compare.txt", text.as_bytes())));
    show_tab(&mut h, "Compare");
    // (The first frames may come before the work has counted anything.)
    let mut said = String::new();
    for _ in 0..50 {
        let bar = h.get_by_label_contains("Comparing the whole document…");
        said = bar
            .accesskit_node()
            .label()
            .or(bar.value())
            .unwrap_or_default();
        if said.contains(" %") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    assert!(said.contains(" %"), "{said}");
    // The work does not wake the window: the bar asks to be drawn again within a second.
    let delay = h.output().viewport_output[&egui::ViewportId::ROOT].repaint_delay;
    assert!(delay <= std::time::Duration::from_secs(1), "{delay:?}");
}

#[test]
fn compare_shows_a_nul_as_nul_not_as_another_character() {
    let mut h = app(Some(temp_file("nul.bin", b"ab\0cd\x1Bef")));
    show_tab(&mut h, "Compare");
    h.get_by_label("UTF-8: byte 2 → U+0000 NUL");
    h.get_by_label("Shift_JIS: byte 0 → U+0061 a");
    let shown: Vec<String> = h
        .query_all_by_label_contains("")
        .filter_map(|n| n.accesskit_node().label().or(n.value()))
        .collect();
    assert!(
        !shown.iter().any(|t| t.contains("2400") || t.contains('␀')),
        "{shown:?}"
    );
}

#[test]
fn an_escape_sequence_is_shown_as_its_bytes_not_as_a_control_tag() {
    // An ISO-2022-JP line: JIS X 0208 for two kana, then back to ASCII, then a line feed.
    let bytes = b"\x1B$B$3$s\x1B(B ok\n";
    let mut h = app(Some(temp_file("mail.txt", bytes)));
    settle(&mut h);
    assert_eq!(
        h.state().state.settings.encoding,
        Encoding::Iso2022Jp,
        "opens as ISO-2022-JP"
    );
    h.get_by_label("escape sequence ESC $B at byte 0");
    h.get_by_label("escape sequence ESC (B at byte 7");
    h.get_by_label("character U+000A · from byte 13");
}

#[test]
fn the_split_comes_back_after_a_resize_and_a_zoom() {
    let mut h = app(Some(temp_file(
        "split.txt",
        "Größe 日本語\n".repeat(40).as_bytes(),
    )));
    let at = |h: &Harness<'static, MojiscopeApp>| {
        (
            h.get_by_label("Decoded text").rect().left(),
            h.get_by_role_and_label(egui::accesskit::Role::Button, "Stepper")
                .rect()
                .top(),
        )
    };
    let before = at(&h);
    for _ in 0..3 {
        h.set_size(egui::vec2(1000.0, 700.0));
        settle(&mut h);
        h.set_size(egui::vec2(1400.0, 900.0));
        settle(&mut h);
    }
    let after = at(&h);
    assert!(
        (before.0 - after.0).abs() < 1.0 && (before.1 - after.1).abs() < 1.0,
        "after resizing: {before:?} then {after:?}"
    );
    for zoom in [1.7, 1.0] {
        h.state_mut().commands.push(Command::SetZoom(zoom));
        settle(&mut h);
    }
    let zoomed = at(&h);
    assert!(
        (before.0 - zoomed.0).abs() < 1.0 && (before.1 - zoomed.1).abs() < 1.0,
        "after zooming: {before:?} then {zoomed:?}"
    );
    // A split the user drags is the one that comes back.
    let edge = egui::pos2(before.0 - 9.0, 300.0);
    h.hover_at(edge);
    h.step();
    h.drag_at(edge);
    h.step();
    for dx in [20.0, 40.0, 60.0] {
        h.hover_at(edge + egui::vec2(dx, 0.0));
        h.step();
    }
    h.drop_at(edge + egui::vec2(60.0, 0.0));
    settle(&mut h);
    let dragged = at(&h);
    assert!(dragged.0 > before.0 + 40.0, "{before:?} then {dragged:?}");
    for zoom in [1.7, 1.0] {
        h.state_mut().commands.push(Command::SetZoom(zoom));
        settle(&mut h);
    }
    assert!(
        (at(&h).0 - dragged.0).abs() < 1.0,
        "{dragged:?} then {:?}",
        at(&h)
    );
}

#[test]
fn a_long_paste_is_previewed_once_the_typing_pauses() {
    use mojiscope::gui::commands::DialogKind;
    let mut h = app(None);
    let text = "Съешь же ещё этих мягких французских булок, да выпей чаю. ".repeat(100);
    h.state_mut()
        .commands
        .push(Command::ShowDialog(DialogKind::Paste(text)));
    settle(&mut h);
    h.get_by_label("(decoding once the typing pauses…)");
    for _ in 0..100 {
        if h.query_by_label_contains("decodes as UTF-8").is_some() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        h.step();
    }
    panic!("no preview came");
}

/// The search belongs to the file: another file opens with the Find dialog empty and without
/// what it found in the last one.
#[test]
fn another_file_opens_without_the_last_files_search() {
    let mut h = app(Some(temp_file("search-a.txt", b"one cat, two cats\n")));
    h.key_press_modifiers(Modifiers::COMMAND, Key::F);
    settle(&mut h);
    find(&mut h, "cat");
    h.get_by_label_contains("Found \"cat\" at offset 4");
    let other = temp_file("search-b.txt", b"nothing here\n");
    h.state_mut().commands.push(Command::OpenPath(other));
    settle(&mut h);
    assert!(h.query_by_label_contains("Found \"cat\"").is_none());
    assert_eq!(text_field(&h, "Find:").value().as_deref(), Some(""));
}
