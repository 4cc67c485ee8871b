//! The window in a lesson: a projector's zoom on a 1920×1080 screen shows the whole stepper,
//! tabs on Alt+1…0, presentation mode.
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui::{Key, Modifiers};
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::gui::commands::Command;
use mojiscope::gui::MojiscopeApp;
use mojiscope::gui::PanelId;

/// A 1920×1080 screen at 170 %: the room a maximised window has, in points.
const PROJECTOR: (f32, f32) = (1920.0 / 1.7, 1080.0 / 1.7);

/// A maximised 1920×1080 window at 170 %. (The harness's size is the room in points once the
/// zoom is set, as a real window's pixels divided by the zoom are.)
fn on_projector(h: &mut Harness<'static, MojiscopeApp>) {
    h.state_mut().commands.push(Command::SetZoom(1.7));
    settle(h);
    h.set_size(egui::vec2(PROJECTOR.0, PROJECTOR.1));
    settle(h);
    let room = h.ctx.content_rect().size();
    assert!(
        (room - egui::vec2(PROJECTOR.0, PROJECTOR.1)).length() < 1.0,
        "{room:?}"
    );
}

/// Every part of the stepper lies inside the window, above the status bar: nothing to scroll.
fn assert_stepper_whole(h: &Harness<'static, MojiscopeApp>, parts: &[&str], what: &str) {
    let zoom = mojiscope::i18n::words!(h.state().state.lang, "status-zoom", percent = "170");
    let bottom = h.get_by_label(&zoom).rect().top();
    for part in parts {
        let r = h.get_by_label_contains(part).rect();
        assert!(
            r.top() >= 0.0 && r.bottom() <= bottom && r.right() <= PROJECTOR.0,
            "{what}: {part:?} at {r:?}, the status bar at {bottom}"
        );
    }
}

#[test]
fn at_a_projectors_zoom_the_whole_stepper_shows_without_scrolling() {
    // 字: the last byte completes the sequence (state, result, rule, bit layout, output).
    let mut h = app(Some(temp_file("zi.txt", "字".as_bytes())));
    on_projector(&mut h);
    show_tab(&mut h, "Stepper");
    for _ in 0..2 {
        h.key_press(Key::ArrowRight);
        settle(&mut h);
    }
    let parts = [
        "read head at byte 2",
        "Decoder state",
        "utf8_upper_boundary",
        "Result",
        "Rule",
        "utf8-complete",
        "Bit layout",
        "Output so far:",
    ];
    assert_stepper_whole(&h, &parts, "字");
    // The bytes took the rows they need, not half the window.
    let tabs_top = h.get_by_label("Stepper").rect().top();
    assert!(
        tabs_top < PROJECTOR.1 * 0.4,
        "three bytes leave the room to the panel: its tabs at {tabs_top}"
    );

    // C0 80 as UTF-8: a refused two-byte form, its bit layout on the error.
    let mut h = app_utf8(temp_file("c0-80.bin", b"\xC0\x80"));
    on_projector(&mut h);
    show_tab(&mut h, "Stepper");
    let parts = [
        "read head at byte 0",
        "Decoder state",
        "utf8_upper_boundary",
        "Result",
        "Rule",
        "Bit layout",
        "Output so far:",
    ];
    assert_stepper_whole(&h, &parts, "C0 80");

    // ISO-2022-JP, whose state table is the tallest: 字 after ESC $ B, at its trail byte.
    let mut h = app(Some(temp_file("zi.jis", b"\x1b$B;z\x1b(B")));
    on_projector(&mut h);
    h.state_mut().commands.push(Command::SetEncoding(
        mojiscope::encoding::Encoding::Iso2022Jp,
    ));
    settle(&mut h);
    show_tab(&mut h, "Stepper");
    for _ in 0..4 {
        h.key_press(Key::ArrowRight);
        settle(&mut h);
    }
    let jis = [
        "read head at byte 4",
        "Decoder state",
        "iso_2022_jp_output",
        "Result",
        "Rule",
        "Output so far:",
    ];
    assert_stepper_whole(&h, &jis, "ISO-2022-JP");

    // An example (its explanation above the views) folds to its title and leaves the same room.
    example(&mut h, "Overlong C0 80 (Java's modified UTF-8)");
    h.get_by_label("▾ fold").click();
    settle(&mut h);
    assert!(h.query_by_label_contains("▸ explain").is_some());
    assert_stepper_whole(&h, &parts[1..], "example 06");

    // The encoder's stepper, ISO-2022-JP switching to jis0208 for 字 typed.
    h.state_mut().commands.push(Command::SetEncodeInput(
        mojiscope::gui::encode_input::EncodeInput {
            typed: "a字😀".into(),
            use_typed: true,
            target: mojiscope::encoding::Encoding::Iso2022Jp,
            fatal: false,
        },
    ));
    h.state_mut().commands.push(Command::StepEncoderTo(2));
    settle(&mut h);
    let encoder = [
        "read head at handler call 3",
        "Encoder state",
        "iso_2022_jp_encoder_state",
        "Handler's variables",
        "Result",
        "Rule",
        "iso-2022-jp-encode-two-byte",
        "Output so far:",
    ];
    assert_stepper_whole(&h, &encoder, "the encoder");
}

/// In Japanese and Russian too (their words are longer or taller): the whole stepper on 字 and
/// on C0 80 at 1.7× on a 1920×1080 screen.
#[test]
fn at_a_projectors_zoom_the_whole_stepper_shows_in_japanese_and_russian() {
    use mojiscope::i18n::{tr, words, Lang};
    for lang in [Lang::Ja, Lang::Ru] {
        let mut h = app(Some(temp_file("zi-projector.txt", "字".as_bytes())));
        h.state_mut().commands.push(Command::SetLang(lang));
        on_projector(&mut h);
        h.state_mut()
            .commands
            .push(Command::ShowPanel(PanelId::Stepper));
        settle(&mut h);
        for _ in 0..2 {
            h.key_press(Key::ArrowRight);
            settle(&mut h);
        }
        let head = words!(lang, "stepper-read-head-at-byte", offset = "2");
        let [state, result, rule, bits, output] = [
            "stepper-decoder-state",
            "stepper-result",
            "stepper-rule",
            "stepper-bit-layout",
            "stepper-output-so-far",
        ]
        .map(|id| tr(lang, id).into_owned());
        let parts = [
            head.as_str(),
            &state,
            "utf8_upper_boundary",
            &result,
            &rule,
            "utf8-complete",
            &bits,
            &output,
        ];
        assert_stepper_whole(&h, &parts, &format!("字, {lang:?}"));

        let mut h = app_utf8(temp_file("c0-80-projector.bin", b"\xC0\x80"));
        h.state_mut().commands.push(Command::SetLang(lang));
        on_projector(&mut h);
        h.state_mut()
            .commands
            .push(Command::ShowPanel(PanelId::Stepper));
        settle(&mut h);
        let head = words!(lang, "stepper-read-head-at-byte", offset = "0");
        let parts = [
            head.as_str(),
            &state,
            "utf8_upper_boundary",
            &result,
            &rule,
            &bits,
            &output,
        ];
        assert_stepper_whole(&h, &parts, &format!("C0 80, {lang:?}"));
    }
}

#[test]
fn a_long_document_keeps_the_split_the_user_has() {
    // The cap is for short documents: a long one keeps half the window for its bytes.
    let text = "Grüße, 世界!\n".repeat(300);
    let mut h = app(Some(temp_file("long.txt", text.as_bytes())));
    on_projector(&mut h);
    let tabs_top = h.get_by_label("Stepper").rect().top();
    assert!(tabs_top > PROJECTOR.1 * 0.4, "tabs at {tabs_top}");
    // A short text whose lines need more room than its bytes: the text view is not cut
    // (its last line too, with no line break after it).
    let lines = "a\nb\nc\nd\ne\nf\ng\nh";
    let mut h = app(Some(temp_file("lines.txt", lines.as_bytes())));
    on_projector(&mut h);
    let bottom = h.get_by_label("Stepper").rect().top();
    for line in [
        "character U+0061 a from byte 0",
        "character U+0068 h from byte 14",
    ] {
        let r = h.get_by_label(line).rect();
        assert!(
            r.bottom() <= bottom,
            "{line} at {r:?}, the tabs at {bottom}"
        );
    }
}

#[test]
fn alt_and_a_number_brings_that_tab_to_the_front() {
    let mut h = app(Some(temp_file("tabs.txt", "Grüße".as_bytes())));
    let tabs = [
        "Stepper",
        "Character",
        "Errors",
        "BOM",
        "Encode",
        "Why this encoding",
        "Compare",
        "Repair",
        "Diff",
        "Lint",
    ];
    assert_eq!(tabs.len(), PanelId::ALL.len());
    for (n, key) in [
        (2, Key::Num2),
        (9, Key::Num9),
        (1, Key::Num1),
        (5, Key::Num5),
        (10, Key::Num0),
    ] {
        h.key_press_modifiers(Modifiers::ALT, key);
        settle(&mut h);
        assert_eq!(h.state().active_panel(), tabs[n - 1], "Alt+{n}");
    }
    // While a text field has the focus, Alt+digit is the field's (Option+digit types on a Mac).
    show_tab(&mut h, "Encode");
    text_field(&h, "this text:").focus();
    settle(&mut h);
    h.key_press_modifiers(Modifiers::ALT, Key::Num1);
    settle(&mut h);
    assert_eq!(h.state().active_panel(), "Encode");
    h.key_press(Key::Escape);
    settle(&mut h);
    // The View menu and F1 say so.
    h.get_by_label("View").click();
    settle(&mut h);
    h.get_by_label_contains("Alt+2");
    h.key_press(Key::Escape);
    settle(&mut h);
    h.key_press(Key::F1);
    settle(&mut h);
    h.get_by_label("bring the tab with that number to the front");
}

#[test]
fn presentation_mode_hides_what_the_lesson_does_not_need_and_escape_leaves_it() {
    let mut h = app(Some(temp_file("present.txt", "字".as_bytes())));
    for shown in ["Bytes", "Decoded text", "File", "zoom 100 %", "lead"] {
        assert!(
            h.query_by_label(shown).is_some(),
            "{shown} before presenting"
        );
    }
    h.key_press(Key::F5);
    settle(&mut h);
    assert!(h.state().state.presenting);
    for gone in ["Bytes", "Decoded text", "File", "zoom 100 %", "lead"] {
        assert!(h.query_by_label(gone).is_none(), "{gone} still shows");
    }
    // The bytes, the text and the panel stay.
    h.get_by_label("byte 0: E5");
    h.get_by_label_contains("character U+5B57");
    h.get_by_label("Stepper");
    // The menus come back at the top edge.
    h.hover_at(egui::pos2(40.0, 2.0));
    settle(&mut h);
    h.get_by_label("File");
    h.key_press(Key::Escape);
    settle(&mut h);
    assert!(!h.state().state.presenting);
    h.get_by_label("Bytes");
    h.get_by_label("zoom 100 %");
}

/// The Stepper's encoder mode on typed text: 字 then 😀 into Shift_JIS. The variables of the
/// pointer arithmetic, the error, html mode's `&#128512;` read one character a call, and the
/// bytes so far; the step keys move it.
#[test]
fn the_encoder_is_stepped_with_its_variables_and_html_modes_reference() {
    let mut h = app(Some(temp_file("encode-me.txt", b"any file")));
    show_tab(&mut h, "Stepper");
    h.get_by_label("Encoder").click();
    settle(&mut h);
    assert!(h.state().state.stepper_encoder);
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "this text:")
        .click();
    settle(&mut h);
    type_into(&mut h, "this text:", "字😀");
    // Shift_JIS is the default target.
    h.get_by_label_contains("read head at handler call 1 (U+5B57)");
    h.get_by_label_contains("Shift_JIS encoder handler, U+5B57 字");
    for (name, value) in [
        ("pointer", "2533"),
        ("lead", "13"),
        ("lead_offset", "0x81"),
        ("trail", "89"),
        ("offset", "0x41"),
    ] {
        h.get_by_label(name);
        h.get_by_label(value);
    }
    h.get_by_label("bytes 8E 9A");
    h.get_by_label("shift-jis-encode-two-byte");
    // Step forward (then the keys): the emoji, an error; html mode's reference comes next, a
    // call per character.
    h.get_by_label("Step forward").click();
    settle(&mut h);
    h.get_by_label("error with U+1F600");
    h.get_by_label_contains("puts &#128512; (its number in base ten) in front of the input");
    let mut spelled = String::new();
    for _ in 0.."&#128512;".len() {
        h.key_press(Key::ArrowRight);
        settle(&mut h);
        h.get_by_label_contains("from the &#128512; that error mode html put in front");
        let label = h
            .get_by_label_contains("read head at handler call")
            .accesskit_node()
            .label()
            .unwrap_or_default();
        let cp = label.rsplit("(U+").next().unwrap().trim_end_matches(')');
        spelled.push(char::from_u32(u32::from_str_radix(cp, 16).unwrap()).unwrap());
    }
    assert_eq!(spelled, "&#128512;");
    h.key_press(Key::ArrowRight);
    settle(&mut h);
    h.get_by_label("finished");
    // The end: → stays, ← goes back.
    h.key_press(Key::ArrowRight);
    settle(&mut h);
    h.get_by_label("finished");
    h.key_press(Key::ArrowLeft);
    settle(&mut h);
    h.get_by_label("bytes 3B");
}

/// ISO-2022-JP's encoder state changes are named, and the Encode panel's reference chip opens
/// the Stepper at its error; in fatal mode the run stops there.
#[test]
fn the_encoder_state_switches_and_an_encode_chip_steps_through_its_error() {
    let mut h = app(Some(temp_file("encode-me-too.txt", b"any file")));
    show_tab(&mut h, "Encode");
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "this text:")
        .click();
    settle(&mut h);
    type_into(&mut h, "this text:", "a字😀");
    h.get_by_label("step through &#128512;").click();
    settle(&mut h);
    assert_eq!(h.state().active_panel(), "Stepper");
    h.get_by_label("error with U+1F600");
    // Into ISO-2022-JP: ESC $ B before 字, the state named as it changes.
    let mut input = h.state().state.encode.clone();
    input.target = mojiscope::encoding::Encoding::Iso2022Jp;
    h.state_mut()
        .commands
        .push(Command::SetEncodeInput(input.clone()));
    h.state_mut().commands.push(Command::StepEncoderTo(1));
    settle(&mut h);
    h.get_by_label("iso_2022_jp_encoder_state changed to jis0208");
    h.get_by_label("bytes 1B 24 42");
    h.get_by_label_contains("restores U+5B57 to the queue");
    h.key_press(Key::ArrowRight);
    settle(&mut h);
    h.get_by_label_contains("read again");
    h.get_by_label("bytes 3B 7A");
    // Fatal: the run ends at the error, with nothing after it.
    input.fatal = true;
    h.state_mut().commands.push(Command::SetEncodeInput(input));
    settle(&mut h);
    h.key_press_modifiers(Modifiers::NONE, Key::F8);
    settle(&mut h);
    h.get_by_label("error with U+1F600");
    h.get_by_label("error mode fatal: the run stops here, nothing is written");
    h.key_press(Key::ArrowRight);
    settle(&mut h);
    h.get_by_label("error with U+1F600");
}

/// UTF-16's surrogate pair bit by bit: the stepper shows the lead's ten bits when it reads the
/// lead surrogate and the whole pair when the trail completes it; the character panel shows the
/// way there.
#[test]
fn a_surrogate_pair_is_shown_bit_by_bit_both_ways() {
    let mut h = app(Some(temp_file(
        "emoji-utf16le.txt",
        b"\xff\xfe\x3d\xd8\x00\xde",
    )));
    show_tab(&mut h, "Stepper");
    // The BOM is consumed; byte 2 is the first handler call.
    h.state_mut()
        .commands
        .push(Command::StepTo(mojiscope::gui::state::StepRef {
            offset: 3,
            nth: 0,
        }));
    settle(&mut h);
    h.get_by_label("Bit layout (surrogate pair)");
    h.get_by_label_contains("the high ten bits of code point − 0x10000 (0x03D)");
    h.key_press(Key::ArrowRight);
    settle(&mut h);
    h.key_press(Key::ArrowRight);
    settle(&mut h);
    h.get_by_label(
        "0x10000 + ((0xD83D − 0xD800) << 10) + (0xDE00 − 0xDC00) = 0x10000 + (0x03D << 10) + 0x200 = U+1F600",
    );
    h.get_by_label_contains("00001111011000000000");
    show_tab(&mut h, "Character");
    h.get_by_label_contains("U+1F600 − 0x10000 = 0x0F600 = 0000111101 1000000000");
}

/// The BOM panel's table: the six operations (TextDecoder with ignoreBOM off and on) behind
/// each BOM, on the file's own bytes after its BOM.
#[test]
fn the_bom_panel_shows_every_operation_behind_every_bom() {
    let mut h = app(Some(temp_file("bom-cafe.txt", b"\xef\xbb\xbfcaf\xc3\xa9")));
    show_tab(&mut h, "BOM");
    h.get_by_label("What each operation does with each BOM");
    h.get_by_label_contains("the bytes after this file's own BOM (63 61 66 C3 A9)");
    // ("decode" is also the operation picker's and the status bar's.)
    assert!(h.get_all_by_label("decode").count() >= 2);
    for row in [
        "the encoding's decoder, no BOM handling",
        "UTF-8 decode",
        "UTF-8 decode without BOM",
        "UTF-8 decode without BOM or fail",
        "TextDecoder decode()",
        "TextDecoder decode(), ignoreBOM",
    ] {
        h.get_by_label(row);
    }
    // Kept as U+FEFF by the operations without BOM handling, shown as the views show it.
    assert_eq!(
        h.get_all_by_label("⟨ZWNBSP⟩café").count(),
        4,
        "no BOM handling, UTF-8 decode without BOM (and or fail), TextDecoder with ignoreBOM"
    );
    assert_eq!(h.get_all_by_label("fails").count(), 3);
    assert_eq!(h.get_all_by_label("read as U+FEFF, dropped").count(), 1);
}

/// Paste ▸ text in an encoding: 字 typed becomes 8E 9A in Shift_JIS and opens decoded so; a
/// character the encoding lacks is refused (or written as &#N;); UTF-16LE with its BOM.
#[test]
fn text_pasted_in_an_encoding_opens_as_its_bytes() {
    let mut h = app(None);
    h.key_press_modifiers(Modifiers::COMMAND, Key::V);
    settle(&mut h);
    h.get_by_label("text in an encoding").click();
    settle(&mut h);
    type_into(&mut h, "Bytes:", "字");
    h.get_by_label("8E 9A");
    h.get_by_label_contains("decodes as Shift_JIS (the encoding they were written in): 字");
    // 😀: refused, nothing to open; then written as its reference.
    type_into(&mut h, "Bytes:", "字😀");
    h.get_by_label_contains("Shift_JIS cannot write 1 character of the text: U+1F600");
    assert!(h.query_by_label("Open as scratch buffer").is_none());
    h.get_by_label("write &#N;").click();
    settle(&mut h);
    h.get_by_label_contains("8E 9A 26 23 31 32 38 35 31 32 3B");
    h.get_by_label_contains("1 character Shift_JIS has no mapping for became &#N;");
    h.get_by_label("Open as scratch buffer").click();
    settle(&mut h);
    let doc = h
        .state()
        .state
        .doc
        .as_ref()
        .expect("the scratch buffer is open");
    assert_eq!(doc.len(), 11);
    assert_eq!(
        h.state().state.plan.as_ref().map(|p| p.encoding),
        Some(mojiscope::encoding::Encoding::ShiftJis)
    );
    h.get_by_label_contains("character U+5B57 字 from byte 0");
}

/// The steppers, the status bar, the tabs and the Encode panel in Japanese and Russian (the
/// messages translated so far): their words come
/// from the language's file, and every character has a font.
#[test]
fn the_steppers_speak_japanese_and_russian() {
    use mojiscope::i18n::{tr, Lang};
    for lang in [Lang::Ja, Lang::Ru] {
        let mut h = app(Some(temp_file("zi-lang.txt", "字".as_bytes())));
        h.state_mut().state.lang = lang;
        show_tab(&mut h, "Stepper");
        h.state_mut()
            .commands
            .push(Command::StepTo(mojiscope::gui::state::StepRef {
                offset: 2,
                nth: 0,
            }));
        settle(&mut h);
        for id in [
            "stepper-decoder-state",
            "stepper-result",
            "stepper-rule",
            "stepper-output-so-far",
            "stepper-bit-layout",
            "action-step-forward",
        ] {
            h.get_by_label(&tr(lang, id));
        }
        assert!(
            h.query_by_label("Decoder state").is_none(),
            "{lang:?}: the heading is translated"
        );
        // The status bar too.
        let zoom = mojiscope::i18n::tr_args(lang, "status-zoom", &[("percent", "100".into())]);
        h.get_by_label(&zoom);
        h.get_by_label(&mojiscope::i18n::tr_args(
            lang,
            "count-bytes",
            &[("n", 3.into())],
        ));
        h.get_by_label(&tr(lang, "stepper-mode-encoder")).click();
        settle(&mut h);
        for id in ["encoder-state", "encoder-variables", "stepper-result"] {
            h.get_by_label(&tr(lang, id));
        }
        let missing = crate::gui::missing_glyphs(&h);
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");
        // The tabs and the Encode panel.
        h.get_by_label(&tr(lang, "tab-stepper"));
        h.state_mut()
            .commands
            .push(Command::ShowPanel(PanelId::Encode));
        settle(&mut h);
        for id in ["encode-text-in-view", "encode-step-through"] {
            h.get_by_label(&tr(lang, id));
        }
        let missing = crate::gui::missing_glyphs(&h);
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");
    }
}

/// The English words left in a Japanese or Russian text (the one filter of the language
/// tests: `common::words`).
fn english_words(text: &str) -> Vec<String> {
    crate::common::words::Names::standard().english_words(text, "")
}

/// A label the window shows now (or a part of one), in the language's words: found, and no
/// English in it.
fn shows_in_words(h: &Harness<'static, MojiscopeApp>, text: &str, what: &str) {
    assert!(
        h.query_all_by_label_contains(text).next().is_some(),
        "{what}: the window does not show {text:?}"
    );
    let words = english_words(text);
    assert!(words.is_empty(), "{what}: {words:?} in {text:?}");
}

/// The stepper in Japanese and Russian, step by step over inputs that reach many rules (a
/// UTF-8 error of each kind, Shift_JIS, ISO-2022-JP's escape sequences and states, gb18030's
/// four-byte form, UTF-16 surrogates): each step's explanation, citation, error class and the
/// state table's words are the language's own, with no English left; then the encoder
/// stepper in error mode html over text the encodings lack. Every character has a glyph.
#[test]
fn the_rules_in_words_speak_japanese_and_russian() {
    use mojiscope::encoding::encode_run::{EncodeRun, EncodeStep, EncoderErrorMode};
    use mojiscope::encoding::Encoding;
    use mojiscope::gui::encode_input::EncodeInput;
    use mojiscope::gui::state::StepRef;
    use mojiscope::i18n::{tr_args, Lang};
    use mojiscope::report::step::show_value;
    use mojiscope::source::MemSource;
    use mojiscope::trace::{trace_all, Step};
    let cases: [(&str, Encoding, &[u8]); 5] = [
        // ASCII, a 3-byte sequence, an overlong form, an encoded surrogate, a stray
        // continuation byte, a sequence cut by a byte and one cut by the end.
        (
            "rules-utf8.txt",
            Encoding::Utf8,
            b"a\xE2\x82\xAC\xC0\x80\xED\xA0\x80\x80\xE2\x82A\xF0\x9F\x98",
        ),
        // 字, half-width katakana, an unmapped pair, a byte that starts nothing, a cut lead.
        (
            "rules-sjis.txt",
            Encoding::ShiftJis,
            b"\x8E\x9A\xB1\x85\xA0\xA0\x80\x82",
        ),
        // jis0208, Roman (¥, ‾), katakana, back to ASCII, a bad escape, SO, a cut escape.
        (
            "rules-iso2022jp.txt",
            Encoding::Iso2022Jp,
            b"\x1B$B0!\x1B(J\\~\x1B(I1\x1B(Ba\x1B(A\x0E\x1B",
        ),
        // Four-byte and two-byte forms, an unmapped four-byte pointer, €, a bad third byte.
        (
            "rules-gb18030.txt",
            Encoding::Gb18030,
            b"\x81\x30\x81\x30\x84\x31\xA5\x30\x81\x40\x80\x81\x30\x41\xFF",
        ),
        // A surrogate pair, an unpaired leading and an unpaired trailing surrogate, a half unit.
        (
            "rules-utf16.txt",
            Encoding::Utf16Le,
            b"\x3D\xD8\x00\xDE\x3D\xD8\x41\x00\x00\xDC\x41",
        ),
    ];
    for lang in [Lang::Ja, Lang::Ru] {
        for (name, encoding, bytes) in cases {
            let mut h = app(Some(temp_file(name, bytes)));
            h.state_mut().commands.push(Command::SetLang(lang));
            h.state_mut().commands.push(Command::SetEncoding(encoding));
            h.state_mut()
                .commands
                .push(Command::ShowPanel(PanelId::Stepper));
            settle(&mut h);
            let plan = h.state().state.plan.clone().expect("a plan");
            assert_eq!(plan.encoding, encoding);
            let mut steps: Vec<Step> = Vec::new();
            trace_all(&MemSource::new(name, bytes.to_vec()), &plan, |s: &Step| {
                steps.push(*s);
                true
            })
            .unwrap();
            for (i, step) in steps.iter().enumerate() {
                let nth = steps[..i]
                    .iter()
                    .filter(|s| s.offset == step.offset)
                    .count();
                h.state_mut().commands.push(Command::StepTo(StepRef {
                    offset: step.offset,
                    nth: nth as u32,
                }));
                settle(&mut h);
                let what = format!("{lang:?} {name} step {i} ({})", step.outcome.rule.id());
                let text = step.explanation(lang);
                assert_ne!(text, step.explanation(Lang::En), "{what}");
                shows_in_words(&h, &text, &what);
                let citation = tr_args(
                    lang,
                    "stepper-citation",
                    &[("step", step.citation(lang).into())],
                );
                shows_in_words(&h, &citation, &what);
                if let Some(class) = step.error_class() {
                    shows_in_words(&h, &class.description(lang), &what);
                }
                // The bit layout of UTF-8 and of a surrogate pair: what the bits spell, or
                // why the decoder refuses them.
                for node in h.query_all_by_label_contains("→") {
                    let label = node.accesskit_node().label().unwrap_or_default();
                    let words = english_words(&label);
                    assert!(words.is_empty(), "{what}: {words:?} in {label:?}");
                }
                // The state table's values that are words (ISO-2022-JP's states).
                for f in step.after.fields() {
                    if matches!(f.value, mojiscope::encoding::FieldValue::Name(_)) {
                        shows_in_words(&h, &show_value(lang, f.name, f.value), &what);
                    }
                }
            }
            let missing = crate::gui::missing_glyphs(&h);
            assert!(missing.is_empty(), "{lang:?} {name}: {missing:?}");
        }
        // The encoder stepper, error mode html: each step's words, the `&#N;`'s characters too.
        for (target, typed) in [
            (Encoding::ShiftJis, "a字¥‾ｱ€😀"),
            (Encoding::Iso2022Jp, "a¥字ｱ\u{1B}😀"),
            (Encoding::Gb18030, "a€\u{80}字"),
            (Encoding::Windows1252, "a€字"),
        ] {
            // A document open (the window with none shows no panels), its text not the input.
            let mut h = app(Some(temp_file("rules-encoder.txt", b"abc")));
            h.state_mut().commands.push(Command::SetLang(lang));
            h.state_mut()
                .commands
                .push(Command::SetEncodeInput(EncodeInput {
                    typed: typed.into(),
                    use_typed: true,
                    target,
                    fatal: false,
                }));
            h.state_mut()
                .commands
                .push(Command::SetStepperEncoder(true));
            h.state_mut()
                .commands
                .push(Command::ShowPanel(PanelId::Stepper));
            settle(&mut h);
            let mut run = EncodeRun::new(target, EncoderErrorMode::Html);
            let mut steps: Vec<EncodeStep> = Vec::new();
            let mut record = |s: &EncodeStep| steps.push(*s);
            for (at, c) in typed.char_indices() {
                run.push(c as u32, at as u64, &mut Vec::new(), &mut record)
                    .unwrap();
            }
            run.finish(&mut Vec::new(), &mut record);
            for (i, step) in steps.iter().enumerate() {
                h.state_mut().commands.push(Command::StepEncoderTo(i));
                settle(&mut h);
                let what = format!("{lang:?} {target} call {i} ({})", step.outcome.rule.id());
                let text = step.explanation(lang);
                assert_ne!(text, step.explanation(Lang::En), "{what}");
                shows_in_words(&h, &text, &what);
                let citation = tr_args(
                    lang,
                    "stepper-citation",
                    &[("step", step.outcome.rule.citation(lang).into())],
                );
                shows_in_words(&h, &citation, &what);
                for f in step.after.fields() {
                    if matches!(f.value, mojiscope::encoding::FieldValue::Name(_)) {
                        shows_in_words(&h, &show_value(lang, f.name, f.value), &what);
                    }
                }
            }
            let missing = crate::gui::missing_glyphs(&h);
            assert!(missing.is_empty(), "{lang:?} {target}: {missing:?}");
        }
    }
}
