//! How the window opens a file: each as its verdict says (never the last file's encoding), the
//! command line's encoding for its own file only, the user's choice remembered per file across
//! restarts, the paste preview and the buffer it opens agreeing, and banners that follow the
//! decoding shown (UTF-16 without a BOM is text, mojibake points to Repair, a PNG is offered
//! no encoding, the UTF-8 stress test is not offered windows-1252).
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::encoding::Encoding;
use mojiscope::gui::commands::Command;
use mojiscope::gui::{MojiscopeApp, PanelId, Start, StartInput};
use std::path::Path;

fn sample(rel: &str) -> Vec<u8> {
    std::fs::read(common::corpus().join(rel)).unwrap()
}

fn open(h: &mut Harness<'static, MojiscopeApp>, path: &Path) {
    h.state_mut()
        .commands
        .push(Command::OpenPath(path.to_path_buf()));
    settle(h);
}

fn encoding(h: &Harness<'static, MojiscopeApp>) -> Encoding {
    h.state().state.settings.encoding
}

#[test]
fn each_file_opens_as_its_verdict_says_and_a_choice_is_remembered_for_that_file() {
    if !common::have_corpus() {
        return;
    }
    let utf8 = temp_file(
        "greek-utf8.txt",
        &sample("samples/utf-8/uchardet/el/utf-8.txt"),
    );
    let russian = temp_file(
        "russian-1251.txt",
        &sample("samples/windows-1251/uchardet/ru/windows-1251.txt"),
    );
    let utf16 = temp_file(
        "nobom-utf16be.txt",
        &sample("samples/utf-16be/chardet/nobom-utf16be.txt"),
    );
    let mut h = app(Some(utf8.clone()));
    assert_eq!(encoding(&h), Encoding::Utf8);
    h.get_by_label("UTF-8 (valid UTF-8)");
    // The user decodes the Greek file as windows-1252 (the CSV habit)…
    h.state_mut()
        .commands
        .push(Command::SetEncoding(Encoding::Windows1252));
    settle(&mut h);
    h.get_by_label("windows-1252 (your choice)");
    h.get_by_label_contains("the file reads as UTF-8 (valid UTF-8)");
    // …and the next files open as what they are, not as windows-1252.
    open(&mut h, &russian);
    assert_eq!(encoding(&h), Encoding::Windows1251);
    h.get_by_label("windows-1251 (as detected)");
    open(&mut h, &utf16);
    assert_eq!(encoding(&h), Encoding::Utf16Be);
    assert!(h
        .state()
        .state
        .doc
        .as_ref()
        .unwrap()
        .content(mojiscope::i18n::Lang::En)
        .is_none());
    assert!(h
        .query_by_label_contains("not text in any encoding")
        .is_none());
    h.get_by_label_contains("UTF-16BE without a byte order mark");
    // The Greek file again: the user's choice for it comes back, and says so.
    open(&mut h, &utf8);
    assert_eq!(encoding(&h), Encoding::Windows1252);
    h.get_by_label("windows-1252 (your earlier choice for this file)");

    // After a restart too, and only for that file.
    let mut saved = Saved::default();
    h.state().save_settings(&mut saved);
    assert!(
        !saved.0.contains_key("encoding"),
        "no global encoding is saved"
    );
    let mut restarted = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| MojiscopeApp::new(&cc.egui_ctx, Some(&saved), Some(russian)));
    settle(&mut restarted);
    assert_eq!(encoding(&restarted), Encoding::Windows1251);
    open(&mut restarted, &utf8);
    assert_eq!(encoding(&restarted), Encoding::Windows1252);
    // Choosing the file's own encoding again forgets the choice.
    restarted
        .state_mut()
        .commands
        .push(Command::SetEncoding(Encoding::Utf8));
    settle(&mut restarted);
    assert!(restarted.state().state.choices.is_empty());
}

#[test]
fn the_command_lines_encoding_is_for_its_file_only() {
    if !common::have_corpus() {
        return;
    }
    let mail = sample("samples/iso-2022-jp/uchardet/ja/iso-2022-jp.txt");
    let utf8 = temp_file(
        "after-mail.txt",
        &sample("samples/utf-8/uchardet/ja/utf-8.txt"),
    );
    let start = move || Start {
        input: Some(StartInput::Bytes {
            name: "mail.eml".into(),
            bytes: mail.clone(),
        }),
        settings: None,
        encoding: Some(Encoding::Iso2022Jp),
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| MojiscopeApp::new(&cc.egui_ctx, None, start()));
    settle(&mut h);
    h.get_by_label("ISO-2022-JP (from the command line)");
    open(&mut h, &utf8);
    assert_eq!(encoding(&h), Encoding::Utf8);
    h.get_by_label("UTF-8 (valid UTF-8)");
}

#[test]
fn the_paste_preview_and_the_buffer_it_opens_agree() {
    if !common::have_corpus() {
        return;
    }
    // The open file is Shift_JIS; the pasted text is UTF-8 and opens as such.
    let sjis = temp_file(
        "sjis.txt",
        &sample("samples/shift_jis/uchardet/ja/shift_jis.txt"),
    );
    let mut h = app(Some(sjis));
    assert_eq!(encoding(&h), Encoding::ShiftJis);
    h.state_mut().commands.push(Command::ShowDialog(
        mojiscope::gui::commands::DialogKind::Paste(String::new()),
    ));
    settle(&mut h);
    h.get_by_label("text (its UTF-8 bytes)").click();
    settle(&mut h);
    type_into(&mut h, "Bytes:", "Привет 字");
    h.get_by_label("decodes as UTF-8 (valid UTF-8): Привет 字");
    h.get_by_label("Open as scratch buffer").click();
    settle(&mut h);
    assert_eq!(encoding(&h), Encoding::Utf8);
    h.get_by_label("character U+5B57 字 from byte 13");
}

#[test]
fn banners_follow_the_verdict() {
    if !common::have_corpus() {
        return;
    }
    // Mojibake in valid UTF-8: the note, and a button to the panel that undoes it.
    let greek = String::from_utf8(sample("samples/utf-8/uchardet/el/utf-8.txt")).unwrap();
    let (double, _, _) = encoding_rs::WINDOWS_1252.decode(greek.as_bytes());
    let mut h = app(Some(temp_file("dump.sql", double.as_bytes())));
    h.get_by_label_contains("Valid UTF-8 that reads as mojibake");
    h.get_by_label("Open Repair").click();
    settle(&mut h);
    assert_eq!(h.state().active_panel(), "Repair");
    // The panel states the verdict it works from, as the banner does.
    h.get_by_label("The file reads as");
    let said = h
        .query_all_by_label_contains("Valid UTF-8 that reads as mojibake")
        .count();
    assert_eq!(said, 2, "in the banner and in the Repair panel");

    // A PNG: called what it is, and offered no encoding.
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0";
    let h = app(Some(temp_file("image.png", png)));
    h.get_by_label_contains("binary: PNG image");
    assert!(h.query_by_label_contains("Decode as").is_none());

    // Markus Kuhn's stress test: UTF-8 with errors, not windows-1252.
    let h = app(Some(temp_file(
        "stress.txt",
        &sample("utf8/UTF-8-test.txt"),
    )));
    assert_eq!(encoding(&h), Encoding::Utf8);
    h.get_by_label("UTF-8 (UTF-8 with errors)");
    assert!(h.query_by_label_contains("Decode as").is_none());

    // A page whose <meta> is wrong: it opens as declared (what a browser shows), and the
    // banner offers what it reads as.
    let text = "Съешь же ещё этих мягких французских булок, да выпей чаю.".repeat(3);
    let page = format!("<html><head><meta charset=windows-1252></head><body><p>{text}</p>");
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&page);
    let mut h = app(Some(temp_file("wrong-meta.html", &cp1251)));
    h.get_by_label("windows-1252 (its <meta> declaration)");
    h.get_by_label_contains("The file declares windows-1252 but reads as windows-1251");
    h.get_by_label("Decode as windows-1251").click();
    settle(&mut h);
    assert_eq!(encoding(&h), Encoding::Windows1251);
    // Shown as it reads, no banner offers the mojibake back.
    assert!(
        h.query_by_label("Decode as windows-1252").is_none(),
        "the banner offers the declared encoding back"
    );
    h.state_mut()
        .commands
        .push(Command::ShowPanel(PanelId::Why));
    settle(&mut h);
    // The Why panel states the same verdict, in one line: what the bytes read as, then what
    // the declaration names (it said "windows-1252: its <meta> declaration names it.", and on
    // the next line that the file reads as windows-1251).
    h.get_by_label_contains("windows-1251, though its <meta> declaration names windows-1252");
    assert!(h
        .query_by_label("windows-1252: its <meta> declaration names it.")
        .is_none());
}

/// The Repair panel's command line "to reproduce" on a document decoded as windows-1252 names the
/// encoding, and run as printed it repairs the file the same way.
#[test]
fn the_repair_panels_command_line_reproduces_the_repair() {
    let text = "Съешь же ещё этих мягких французских булок, да выпей чаю.".repeat(3);
    let page = format!("<html><head><meta charset=windows-1252></head><body><p>{text}</p>");
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&page);
    let path = temp_file("reproduce-meta.html", &cp1251);
    let mut h = app(Some(path.clone()));
    assert_eq!(encoding(&h), Encoding::Windows1252);
    show_tab(&mut h, "Repair");
    let repaired = |app: &MojiscopeApp| {
        app.panel::<mojiscope::gui::RepairPanel>()
            .is_some_and(|p| p.repaired().is_some())
    };
    for _ in 0..500 {
        if repaired(h.state()) {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    settle(&mut h);
    let line = h
        .query_all_by_label_contains("mojiscope repair --encoding windows-1252 ")
        .next()
        .and_then(|n| n.accesskit_node().value())
        .expect("the reproduce line names the encoding");
    let args: Vec<String> = line
        .trim_start_matches("mojiscope ")
        .split(' ')
        .map(|a| a.trim_matches('\'').to_string())
        .collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = common::cli::run(&args);
    assert_eq!(out.status.code(), Some(0), "{line}");
    let repaired_text = String::from_utf8(out.stdout).unwrap();
    assert!(repaired_text.contains(&text), "{repaired_text}");
}

/// Repair on a document whose decoding lost characters says so, and which decoding keeps
/// them, instead of "nothing to repair".
#[test]
fn repair_points_back_to_the_bytes_when_the_decoding_lost_characters() {
    if !common::have_corpus() {
        return;
    }
    let russian = sample("samples/windows-1251/uchardet/ru/windows-1251.txt");
    let mut h = app_utf8(temp_file("lost.txt", &russian));
    wait_for_scan(&mut h);
    show_tab(&mut h, "Repair");
    for _ in 0..500 {
        if h.query_by_label_contains("nothing a chain can repair")
            .is_some()
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    h.get_by_label_contains("nothing a chain can repair: the text holds");
    h.get_by_label_contains("those characters are lost in this text, not in the file. The file reads as windows-1251 (as detected).");
    h.get_all_by_label("Decode as windows-1251")
        .last()
        .unwrap()
        .click();
    settle(&mut h);
    assert_eq!(encoding(&h), Encoding::Windows1251);
}

/// A UTF-8 file valid over the first MiB the verdict reads, with two bad bytes near its end:
/// once the scan of the whole file has ended, the verdict says UTF-8 with errors, and the
/// status bar says so beside the errors it counts (it said "valid UTF-8" beside them).
#[test]
fn errors_past_the_verdicts_sample_change_the_verdict_everywhere() {
    let mut bytes = "Grüße aus München, 世界, Привет.\n"
        .repeat(40_000)
        .into_bytes();
    assert!(bytes.len() > mojiscope::verdict::SAMPLE + 1000);
    let at = bytes.len() - 100;
    bytes[at] = 0xFF;
    bytes[at + 10] = 0xC0;
    let h = app(Some(temp_file("late-errors.txt", &bytes)));
    let doc = h.state().state.doc.as_ref().unwrap();
    assert_eq!(doc.verdict.reason, mojiscope::verdict::Reason::MostlyUtf8);
    use mojiscope::i18n::{words, Lang};
    use mojiscope::report::file_verdict::reason_words;
    let status = words!(
        Lang::En,
        "status-encoding",
        encoding = "UTF-8",
        why = reason_words(mojiscope::verdict::Reason::MostlyUtf8, Lang::En)
    );
    h.get_by_label(&status);
    let errors = h.state().state.report().map(|r| r.errors).unwrap();
    assert!(errors >= 2, "{errors}");
    h.get_by_label(&format!("{errors} errors"));
    let valid = reason_words(mojiscope::verdict::Reason::ValidUtf8, Lang::En);
    assert!(h.query_by_label_contains(valid).is_none());
}

/// UTF-16 text behind a UTF-8 BOM: the window opens it as the BOM says, and the banner says
/// what follows the BOM (it showed NULs with nothing said).
#[test]
fn the_banner_names_utf16_behind_a_utf8_bom() {
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(
        "Hello, world. This is a line of text in UTF-16.\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes),
    );
    let mut h = app(Some(temp_file("bom-then-utf16.txt", &bytes)));
    assert_eq!(encoding(&h), Encoding::Utf8);
    h.get_by_label_contains("After its UTF-8 byte order mark (EF BB BF) the file is UTF-16LE text");
    // The detector reads the units from after the BOM (from byte 0 it saw UTF-16BE).
    let doc = h.state().state.doc.as_ref().unwrap();
    assert_eq!(doc.verdict.detection().choice, Encoding::Utf16Le);
    // Every decode follows the BOM: the button reads the text after it, as UTF-16LE.
    h.get_by_label("Read the UTF-16LE text after the BOM")
        .click();
    settle(&mut h);
    for _ in 0..50 {
        h.step();
    }
    assert_eq!(encoding(&h), Encoding::Utf16Le);
    let doc = h.state().state.doc.as_ref().unwrap();
    assert_eq!(doc.len(), bytes.len() as u64 - 3);
    assert!(doc.name.ends_with("from byte 3"), "{}", doc.name);
    assert_eq!(doc.verdict.reason, mojiscope::verdict::Reason::Utf16Rhythm);
    wait_for_scan(&mut h);
    assert_eq!(h.state().state.report().map(|r| r.errors), Some(0));
}
