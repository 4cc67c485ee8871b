//! The inspector driven as a person would: open and drop files, click bytes and characters,
//! step, switch encoding and operation, go to an offset, jump between errors, encode with html.
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui::accesskit::Role;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::gui::commands::Command;
use mojiscope::gui::examples::EXAMPLES;
use mojiscope::gui::state::StepRef;
use mojiscope::gui::MojiscopeApp;
use std::path::{Path, PathBuf};
use std::sync::Arc;

const MIXED: &[u8] = "Grüße, 世界! caf".as_bytes();

fn mixed() -> Vec<u8> {
    let mut b = MIXED.to_vec();
    b.extend([
        0xE9, b' ', 0xC0, 0x80, b' ', 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80, b' ', b'o', b'k', b' ',
        0xE2, 0x82, b'\n',
    ]);
    b
}

#[test]
fn opens_the_file_named_on_the_command_line() {
    // `mojiscope --encoding utf-8 named.txt`: a file of UTF-8 and errors, decoded as asked.
    let path = temp_file("named.txt", &mixed());
    let h = app_utf8(path);
    assert_eq!(h.state().state.title(), "named.txt — mojiscope");
    h.get_by_label("named.txt");
    h.get_by_label("UTF-8 (from the command line)");
    h.get_by_label("byte 0: 47");
    h.get_by_label("character U+4E16 世 from byte 9");
}

#[test]
fn a_dropped_file_opens() {
    let mut h = app(None);
    h.get_by_label_contains("Drop a file here");
    let path = temp_file("dropped.bin", b"\xEF\xBB\xBFhi");
    h.input_mut().hovered_files.push(egui::HoveredFile {
        path: Some(path.clone()),
        mime: String::new(),
    });
    h.step();
    assert!(
        h.state()
            .hovering_name()
            .is_some_and(|n| n.contains("dropped.bin")),
        "the hover hint names the file"
    );
    h.input_mut().hovered_files.clear();
    h.input_mut().dropped_files.push(Arc::new(Dropped(path)));
    settle(&mut h);
    h.get_by_label("dropped.bin");
    h.get_by_label("byte 0: EF");
    h.get_by_label("character U+0068 h from byte 3");
}

#[test]
fn clicking_a_byte_selects_its_character_and_the_step_that_made_it() {
    let mut h = app_utf8(temp_file("click-byte.txt", &mixed()));
    // ß is C3 9F at bytes 4–5; click its second byte.
    h.get_by_label("byte 5: 9F").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((4, 6)));
    assert!(is_selected(&h, "byte 4: C3"));
    assert!(is_selected(&h, "character U+00DF ß from byte 4"));
    assert!(!is_selected(&h, "character U+0065 e from byte 6"));
    // The stepper shows the handler call that emitted ß.
    h.get_by_label("utf8-complete");
    h.get_by_label_contains("return U+00DF");
}

#[test]
fn clicking_a_character_selects_its_bytes() {
    let mut h = app_utf8(temp_file("click-char.txt", &mixed()));
    h.get_by_label("character U+754C 界 from byte 12").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((12, 15)));
    for b in ["byte 12: E7", "byte 13: 95", "byte 14: 8C"] {
        assert!(is_selected(&h, b), "{b}");
    }
    assert!(!is_selected(&h, "byte 15: 21"));
    // And a U+FFFD is tied to the bytes it replaced.
    // c a f are bytes 17–19, then E9 (cut by the space), then C0 80.
    h.get_by_label("replacement character U+FFFD for byte 22: byte that never starts a sequence (C0, C1, F5–FF)").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((22, 23)));
    assert!(is_selected(&h, "byte 22: C0"));
    h.get_by_label(
        "replacement character U+FFFD for byte 20: sequence cut by a non-continuation byte",
    );
}

#[test]
fn stepping_shows_the_state_fields() {
    let mut h = app(None);
    example(&mut h, &EXAMPLES[0].title(mojiscope::i18n::Lang::En));
    h.get_by_label_contains("U+5B57 字 needs 16 bits");
    // Step 0 emits "a"; step forward onto E5, the lead of 字.
    h.get_by_label("Step forward").click();
    settle(&mut h);
    h.get_by_label("utf8_bytes_needed changed to 2");
    h.get_by_label("utf8_code_point changed to 0x5 (0b101)");
    h.get_by_label("utf8-lead-3");
    h.get_by_label("Step forward").click();
    settle(&mut h);
    h.get_by_label("utf8_bytes_seen changed to 1");
    h.get_by_label("utf8_code_point changed to 0x16D (0b101101101)");
    h.get_by_label("Step forward").click();
    settle(&mut h);
    h.get_by_label("utf8-complete");
    h.get_by_label_contains("= U+5B57 字");
    // Back again.
    h.get_by_label("Step back").click();
    settle(&mut h);
    h.get_by_label("utf8-continuation");
    // The same with the keyboard.
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    h.get_by_label("utf8-complete");
}

#[test]
fn a_restored_byte_is_shown_handled_again() {
    let mut h = app(None);
    example(&mut h, "A 4-byte character cut by MySQL utf8mb3");
    // F0 9F 8D then a space at byte 9: the space is restored, then handled again.
    h.state_mut()
        .commands
        .push(Command::StepTo(mojiscope::gui::state::StepRef {
            offset: 9,
            nth: 0,
        }));
    settle(&mut h);
    h.get_by_label("utf8-out-of-range");
    h.get_by_label_contains("restores byte 9 to the stream");
    h.get_by_label("Step forward").click();
    settle(&mut h);
    h.get_by_label_contains("handling 2 of 2");
    h.get_by_label("utf8-ascii");
}

#[test]
fn switching_encoding_and_operation_re_decodes_at_once() {
    let mut h = app(None);
    example(&mut h, "Shift_JIS read as windows-1252");
    // As windows-1252, 0x95 is a bullet.
    h.get_by_label("character U+2022 • from byte 0");
    // Pick Shift_JIS by typing one of its labels in the picker.
    h.get_by_role_and_label(Role::ComboBox, "Encoding:").click();
    settle(&mut h);
    h.get_by_label("Search labels:").type_text("sjis");
    settle(&mut h);
    h.get_by_label("Shift_JIS (label \"sjis\")").click();
    settle(&mut h);
    h.get_by_label("character U+6587 文 from byte 0");
    h.get_by_label("character U+3051 け from byte 6");
    // The operation: UTF-8 decode drops the leading ZWNBSP; without BOM keeps it.
    example(&mut h, "A leading ZWNBSP lost on a UTF-8 round trip");
    h.get_by_label("character U+0077 w from byte 3");
    h.get_by_role_and_label(Role::ComboBox, "Operation:")
        .click();
    settle(&mut h);
    h.get_by_label("UTF-8 decode without BOM").click();
    settle(&mut h);
    h.get_by_label("character U+FEFF · from byte 0");
}

#[test]
fn go_to_offset() {
    let mut bytes = vec![b'.'; 200_000];
    bytes[123_456] = b'X';
    let mut h = app(Some(temp_file("big.txt", &bytes)));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::G);
    settle(&mut h);
    h.get_by_label("Offset:").type_text("0x1E240");
    settle(&mut h);
    h.get_by_label("Go").click();
    settle(&mut h);
    assert!(is_selected(&h, "byte 123456: 58"));
    h.get_by_label("character U+0058 X from byte 123456");
}

#[test]
fn jumping_between_errors() {
    let bytes = mixed();
    let mut h = app_utf8(temp_file("errors.txt", &bytes));
    wait_for_scan(&mut h);
    let first = bytes.iter().position(|&b| b == 0xE9).unwrap() as u64;
    h.get_by_label("Next error").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((first, first + 1)));
    h.get_by_label("utf8-out-of-range");
    h.key_press(egui::Key::F8);
    settle(&mut h);
    assert_eq!(
        h.state().state.selection,
        Some((first + 2, first + 3)),
        "C0 of C0 80"
    );
    h.key_press_modifiers(egui::Modifiers::SHIFT, egui::Key::F8);
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((first, first + 1)));
    // The errors panel lists them with classes and patterns, and jumps to each.
    h.get_by_role_and_label(Role::Button, "Errors").click();
    settle(&mut h);
    h.get_by_label("10 errors in 38 bytes");
    h.get_by_label_contains("CESU-8: U+1F600");
    h.get_by_label(&format!("offset {}", first + 5)).click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((first + 5, first + 6)));
    // ED A0: A0 is outside ED's boundaries, so it is restored and errs again on its second
    // handling; its row puts the stepper on that second call.
    h.get_by_label(&format!("offset {}", first + 6)).click();
    settle(&mut h);
    assert_eq!(
        h.state().state.step,
        Some(StepRef {
            offset: first + 6,
            nth: 1
        })
    );
    h.get_by_role_and_label(Role::Button, "Stepper").click();
    settle(&mut h);
    h.get_by_label_contains("handling 2 of 2");
    h.get_by_label("utf8-invalid-lead");
}

/// The background scan of a huge file shows its progress in the status bar and can be
/// cancelled there; what it found so far stays.
#[test]
fn the_scan_of_a_huge_file_can_be_cancelled() {
    let dir = std::env::temp_dir().join(format!("mojiscope-gui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sparse-64g.bin");
    let f = std::fs::File::create(&path).unwrap();
    f.set_len(64 << 30).expect("a sparse 64 GiB file");
    drop(f);
    let mut h = app(Some(path.clone()));
    h.get_by_label_contains("scanning");
    h.get_by_label("Cancel scan").click();
    settle(&mut h);
    for _ in 0..200 {
        if h.state().state.scan.as_ref().is_some_and(|s| !s.running()) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    settle(&mut h);
    h.get_by_label("0 errors in the part scanned (cancelled)");
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn encode_with_html_marks_the_references() {
    let mut h = app(None);
    example(&mut h, &EXAMPLES[0].title(mojiscope::i18n::Lang::En));
    h.get_by_role_and_label(Role::Button, "Encode").click();
    settle(&mut h);
    h.get_by_role_and_label(egui::accesskit::Role::RadioButton, "this text:")
        .click();
    settle(&mut h);
    type_into(&mut h, "this text:", "a😀¥");
    // Shift_JIS: a → 61, 😀 → &#128512; (bytes 1–9), ¥ → 5C.
    h.get_by_label("&#128512; for U+1F600 😀 at output byte 1");
    h.get_by_label_contains("3 characters → 11 bytes in Shift_JIS; 1 without a mapping");
}

#[test]
fn the_bom_panel_says_what_the_bom_overrides() {
    let mut h = app(None);
    example(&mut h, "UTF-8 BOM beats the label");
    h.get_by_role_and_label(Role::Button, "BOM").click();
    settle(&mut h);
    h.get_by_label("the UTF-8 BOM overrides the label windows-1252: decode uses UTF-8");
    h.get_by_label("EF BB BF (all of it is the BOM)");
    example(&mut h, "UTF-32 sniffed as UTF-16LE");
    h.get_by_role_and_label(Role::Button, "BOM").click();
    settle(&mut h);
    h.get_by_label_contains("This input starts with the UTF-32LE signature");
}

#[test]
fn missing_and_special_paths_give_a_message() {
    let h = app(Some(PathBuf::from("/no/such/file.txt")));
    h.get_by_label_contains("no such file");
    let h = app(Some(std::env::temp_dir()));
    h.get_by_label_contains("is a directory");
}

#[test]
fn every_example_opens() {
    let mut h = app(None);
    for ex in EXAMPLES.iter() {
        example(&mut h, &ex.title(mojiscope::i18n::Lang::En));
        h.get_by_label(&ex.explanation(mojiscope::i18n::Lang::En)[0]);
        assert!(h.state().state.plan.is_some(), "{}", ex.message);
    }
}

#[test]
fn paste_bytes_as_hex_into_a_scratch_buffer() {
    let mut h = app(None);
    h.get_by_label("Paste bytes…").click();
    settle(&mut h);
    type_into(&mut h, "Bytes:", "E2 82 AC");
    h.get_by_label("3 bytes");
    h.get_by_label("Open as scratch buffer").click();
    settle(&mut h);
    h.get_by_label("character U+20AC € from byte 0");
    h.get_by_label("byte 2: AC");
}

#[test]
fn find_text_and_hex_bytes() {
    let mut bytes = "nothing here\n".repeat(2000).into_bytes();
    let at = bytes.len();
    bytes.extend("the 文字 we want".as_bytes());
    let mut h = app(Some(temp_file("find.txt", &bytes)));
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::F);
    settle(&mut h);
    h.get_by_label("Find:").type_text("文字");
    settle(&mut h);
    h.get_by_label("searching for E6 96 87 E5 AD 97");
    h.get_by_label("Find next").click();
    for _ in 0..1000 {
        settle(&mut h);
        if h.state().state.selection.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    // The result shows in the frame after the one that applied it.
    settle(&mut h);
    let start = (at + 4) as u64;
    assert_eq!(h.state().state.selection, Some((start, start + 6)));
    h.get_by_label_contains("Found \"文字\" at offset");
    assert!(is_selected(&h, &format!("byte {start}: E6")));
}

#[test]
fn copy_the_selection_as_hex_text_and_escaped() {
    let mut h = app(None);
    example(&mut h, &EXAMPLES[0].title(mojiscope::i18n::Lang::En));
    h.get_by_label("byte 2: AD").click();
    settle(&mut h);
    let copied = |h: &mut Harness<'static, MojiscopeApp>, kind| {
        h.state_mut().commands.push(Command::Copy(kind));
        h.step();
        clipboard(h)
    };
    use mojiscope::gui::state::CopyKind;
    assert_eq!(copied(&mut h, CopyKind::Hex).as_deref(), Some("E5 AD 97"));
    assert_eq!(copied(&mut h, CopyKind::Text).as_deref(), Some("字"));
    assert_eq!(
        copied(&mut h, CopyKind::Escaped).as_deref(),
        Some("\\u5B57")
    );
    // The Edit menu does the same.
    h.get_by_label("Edit").click();
    settle(&mut h);
    h.get_by_label_contains("Copy as hex").click();
    h.step();
    assert!(h
        .output()
        .platform_output
        .commands
        .iter()
        .any(|c| matches!(c, egui::OutputCommand::CopyText(t) if t == "E5 AD 97")));
}

#[test]
fn a_stream_split_inside_a_character_shows_its_chunk_boundary() {
    let mut h = app(None);
    example(&mut h, "A stream split inside a character");
    h.get_by_label("decode() call N starts here (stream chunks)");
    assert_eq!(h.state().state.settings.chunk_boundaries(u64::MAX), vec![2]);
    // The stepper names the call each step belongs to, and says when one begins.
    h.get_by_label("decode() call 1 of 2, stream: true (bytes 0–1): a new call begins");
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    h.get_by_label("decode() call 1 of 2, stream: true (bytes 0–1)");
    h.key_press(egui::Key::ArrowRight);
    settle(&mut h);
    h.get_by_label("decode() call 2 of 2, stream: false (bytes 2–5): a new call begins");
    // € comes out whole although the first chunk ends after E2 82.
    h.get_by_label("character U+20AC € from byte 0");
    type_into(&mut h, "stream chunks:", "1,1,1");
    assert_eq!(
        h.state().state.settings.chunk_boundaries(u64::MAX),
        vec![1, 2, 3]
    );
    h.get_by_label("character U+20AC € from byte 0");
}

#[test]
fn a_file_that_vanishes_while_open_is_reported() {
    let path = temp_file("vanishing.txt", b"here today");
    let mut h = app(Some(path.clone()));
    h.get_by_label("vanishing.txt");
    std::fs::remove_file(&path).unwrap();
    std::thread::sleep(std::time::Duration::from_millis(2100));
    settle(&mut h);
    h.get_by_label_contains("was deleted or moved while open");
    h.get_by_label("Reload");
}

#[test]
fn play_runs_the_stepper() {
    let mut h = app(None);
    example(&mut h, &EXAMPLES[0].title(mojiscope::i18n::Lang::En));
    h.get_by_label("Play").click();
    settle(&mut h);
    assert!(h.state().state.playing);
    h.get_by_label("Pause");
    let first = h.state().state.step;
    std::thread::sleep(std::time::Duration::from_millis(600));
    h.step();
    assert_ne!(h.state().state.step, first, "playing moves the stepper");
    h.get_by_label("Pause").click();
    settle(&mut h);
    assert!(!h.state().state.playing);
}

#[test]
fn help_lists_the_shortcuts() {
    let mut h = app(None);
    h.key_press(egui::Key::F1);
    settle(&mut h);
    h.get_by_label("Keyboard shortcuts");
    // One row per action, its keys as the platform writes them.
    h.get_by_label("next error");
    h.get_by_label("Shift+F8");
    h.get_by_label("→ or .");
}

/// A picture is the point here: the stepper mid-sequence (read head, state changes, bit
/// layout) and the byte roles of a UTF-8 error case.
#[test]
fn snapshots_of_the_stepper_and_byte_roles() {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .with_max_steps(40)
        .build_eframe(|cc| {
            let mut app = MojiscopeApp::new(&cc.egui_ctx, None, None);
            app.auto_scan = false;
            app
        });
    settle(&mut h);
    example(&mut h, &EXAMPLES[0].title(mojiscope::i18n::Lang::En));
    h.get_by_label("Step forward").click();
    settle(&mut h);
    h.get_by_label("Step forward").click();
    settle(&mut h);
    let mut results = egui_kittest::SnapshotResults::new();
    results.add(h.try_snapshot("stepper_mid_sequence"));
    example(&mut h, "A CESU-8 surrogate pair");
    h.get_by_label("byte 8: A0").click();
    settle(&mut h);
    results.add(h.try_snapshot("cesu8_byte_roles"));
}

#[test]
fn open_a_file_by_typing_its_path() {
    let mut h = app(None);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    settle(&mut h);
    // A path that is not there: the window says so and nothing opens.
    type_into(&mut h, "Path:", "/no/such/dir/file.txt");
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    h.get_by_label_contains("Cannot open /no/such/dir/file.txt");
    assert!(h.state().state.doc.is_none());
    // A real one, confirmed with Enter.
    let path = temp_file("typed.txt", "typed ✓".as_bytes());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    settle(&mut h);
    type_into(&mut h, "Path:", path.to_str().unwrap());
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    assert_eq!(h.state().state.title(), "typed.txt — mojiscope");
    h.get_by_label("character U+2713 ✓ from byte 6");
}

#[test]
fn export_the_decoded_text_and_the_trace() {
    let bytes = mixed();
    let input = temp_file("to-export.txt", &bytes);
    let out_dir = std::env::temp_dir().join(format!("mojiscope-export-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let mut h = app_utf8(input.clone());
    let export = |h: &mut Harness<'static, MojiscopeApp>, item: &str, to: &Path, button: &str| {
        h.state_mut().state.message = None;
        // (A person clicks again where the window moved under the pointer: a banner a
        // background job put up between finding the item and the click.)
        for attempt in 0.. {
            h.get_by_label("File").click();
            settle(h);
            if let Some(node) = h.query_by_label(item) {
                node.click();
                settle(h);
            }
            if h.query_by_label("Save to:").is_some() {
                break;
            }
            assert!(attempt < 10, "the export dialog did not open");
            h.key_press(egui::Key::Escape);
            settle(h);
        }
        type_into(h, "Save to:", to.to_str().unwrap());
        h.get_by_label(button).click();
        settle(h);
        wait_for_message(h)
    };

    let text_out = out_dir.join("decoded.txt");
    let message = export(&mut h, "Export decoded text…", &text_out, "Export");
    assert!(message.starts_with("Exported"), "{message}");
    let expected = String::from_utf8_lossy(&bytes);
    assert_eq!(std::fs::read_to_string(&text_out).unwrap(), expected);

    // The trace, as JSON Lines: one step per handler call, with the standard's state names.
    let jsonl_out = out_dir.join("trace.jsonl");
    h.state_mut().state.selection = None;
    let message = export(&mut h, "Export trace as JSON Lines…", &jsonl_out, "Export");
    assert!(message.starts_with("Exported"), "{message}");
    // (The same lines as `mojiscope trace --json`, checked against its schema.)
    let lines = common::cli::checked("trace", &std::fs::read(&jsonl_out).unwrap());
    let steps: Vec<_> = lines.iter().filter(|l| l["kind"] == "step").collect();
    assert!(
        steps.len() > bytes.len(),
        "every byte, restores and the end"
    );
    assert!(steps.iter().any(|s| s["rule"] == "utf8-out-of-range"));
    assert!(steps[0]["state_after"].get("utf8_bytes_needed").is_some());

    // An existing file is replaced only through the button that says so.
    let message = export(&mut h, "Export decoded text…", &text_out, "Replace");
    assert!(message.starts_with("Exported"), "{message}");

    // Never onto the inspected file: the dialog says why and keeps the path for correcting.
    h.state_mut().state.message = None;
    h.get_by_label("File").click();
    settle(&mut h);
    h.get_by_label("Export decoded text…").click();
    settle(&mut h);
    type_into(&mut h, "Save to:", input.to_str().unwrap());
    h.get_by_label("Replace").click();
    settle(&mut h);
    h.get_by_label(&format!(
        "Not exporting to {}: it is the file being inspected, which mojiscope never writes.",
        input.display()
    ));
    assert_eq!(
        h.get_by_label("Save to:").value().as_deref(),
        input.to_str(),
        "the typed path stays"
    );
    assert_eq!(
        std::fs::read(&input).unwrap(),
        bytes,
        "the inspected file is untouched"
    );
}

/// Characters of every text the window exposes that no font here can draw.
pub(crate) fn missing_glyphs(h: &Harness<'static, MojiscopeApp>) -> Vec<(char, String)> {
    let font = egui::FontId::proportional(14.0);
    let mut missing = Vec::new();
    let nodes = h.query_all(
        egui_kittest::kittest::by()
            .include_labels()
            .predicate(|_| true),
    );
    for node in nodes {
        let ak = node.accesskit_node();
        for text in [ak.label(), ak.value()].into_iter().flatten() {
            for c in text
                .chars()
                .filter(|c| !c.is_whitespace() && !c.is_control())
            {
                if !h.ctx.fonts_mut(|f| f.has_glyphs(&font, &c.to_string())) {
                    missing.push((c, text.clone()));
                }
            }
        }
    }
    missing
}

/// Every panel of the registry, on every example: each opens from its tab, nothing panics, and
/// every character the window shows has a glyph.
#[test]
fn every_panel_opens_on_every_example() {
    let mut h = app(None);
    let panels = h.state().panel_names();
    assert!(panels.len() >= 5, "{panels:?}");
    for ex in EXAMPLES.iter() {
        example(&mut h, &ex.title(mojiscope::i18n::Lang::En));
        for &panel in &panels {
            show_tab(&mut h, panel);
            let missing = missing_glyphs(&h);
            assert!(missing.is_empty(), "{} / {panel}: {missing:?}", ex.message);
        }
    }
    // The check sees a character no bundled font has (an Egyptian hieroglyph; the text view
    // draws its code point in a box).
    h.state_mut().commands.push(Command::OpenBytes {
        name: "hieroglyph".into(),
        bytes: "\u{13000}".as_bytes().to_vec(),
        encoding: None,
    });
    settle(&mut h);
    assert!(missing_glyphs(&h).iter().any(|(c, _)| *c == '\u{13000}'));
}
