//! The Compare and Repair panels as a person uses them: rows per encoding and the bytes under
//! them, a click that decodes the document with a row's encoding or selects a character's
//! bytes; a repair with its parts on the bytes, opened as a new document; numeric character
//! references marked in the views.
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::encoding::{DecodeOp, Encoding};
use mojiscope::gui::{ComparePanel, MojiscopeApp, RepairPanel};

fn compared(app: &MojiscopeApp) -> bool {
    app.panel::<ComparePanel>().is_some_and(|p| p.ended())
}

fn repaired(app: &MojiscopeApp) -> bool {
    app.panel::<RepairPanel>()
        .is_some_and(|p| p.repaired().is_some())
}

#[test]
fn compare_shows_each_encoding_under_the_bytes_and_a_row_click_decodes_with_it() {
    let mut h = app(Some(temp_file("bom.txt", b"\xEF\xBB\xBFHi caf\xC3\xA9")));
    show_tab(&mut h, "Compare");
    wait(&mut h, compared);
    // Seed 004's cells: the UTF-8 BOM read by windows-1252, KOI8-R, windows-1251 and IBM866.
    for (encoding, cells) in [
        ("windows-1252", ["ï", "»", "¿"]),
        ("KOI8-R", ["О", "╩", "©"]),
        ("windows-1251", ["п", "»", "ї"]),
        ("IBM866", ["я", "╗", "┐"]),
    ] {
        for (k, c) in cells.iter().enumerate() {
            let label = format!(
                "{encoding}: byte {k} → U+{:04X} {c}",
                c.chars().next().unwrap() as u32
            );
            h.get_by_label(&label);
        }
    }
    // UTF-8's decoder alone keeps the BOM: one cell over three bytes.
    h.get_by_label_contains("UTF-8: bytes 0–2 → U+FEFF ");
    // A click on a character selects its bytes.
    h.get_by_label("KOI8-R: byte 1 → U+2569 ╩").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((1, 2)));
    // The table: a click on an encoding decodes the document with its decoder alone.
    h.get_by_label("windows-1251").click();
    settle(&mut h);
    assert_eq!(h.state().state.settings.encoding, Encoding::Windows1251);
    assert_eq!(h.state().state.settings.op, DecodeOp::NoBom);
    assert!(h.query_all_by_label_contains("character U+043F п").count() > 0);
}

#[test]
fn compare_filters_to_the_clean_rows_and_takes_all_forty() {
    let mut h = app(Some(temp_file("sjis.txt", b"\x82\xa0\x82\xa2")));
    show_tab(&mut h, "Compare");
    wait(&mut h, compared);
    let rows = |h: &Harness<'static, MojiscopeApp>| {
        h.state()
            .panel::<ComparePanel>()
            .and_then(|p| p.rows())
            .map_or(0, |r| r.len())
    };
    assert_eq!(rows(&h), 11);
    h.get_by_label("only those that decode without errors")
        .click();
    settle(&mut h);
    wait(&mut h, compared);
    let kept = h
        .state()
        .panel::<ComparePanel>()
        .and_then(|p| p.rows())
        .unwrap()
        .to_vec();
    assert!(kept.iter().all(|r| r.errors == 0));
    assert!(kept.iter().any(|r| r.encoding == Some(Encoding::ShiftJis)));
    assert!(!kept.iter().any(|r| r.encoding == Some(Encoding::Utf8)));
    h.get_by_label("only those that decode without errors")
        .click();
    h.get_by_label_contains("Encodings (11)").click();
    settle(&mut h);
    h.get_by_label("All 40").click();
    settle(&mut h);
    wait(&mut h, compared);
    assert_eq!(rows(&h), 40);
}

#[test]
fn repair_shows_the_parts_on_their_bytes_and_opens_the_repaired_text() {
    let text = "cafÃ© au lait, donâ€™t &#26085;";
    let mut h = app(Some(temp_file("mojibake.txt", text.as_bytes())));
    show_tab(&mut h, "Repair");
    wait(&mut h, repaired);
    h.get_by_label_contains("repaired 2 parts with one chain for the whole text: encode as windows-1252 → decode as UTF-8");
    h.get_by_label("to reproduce:");
    h.get_by_label_contains("mojiscope repair --chain 'windows-1252:UTF-8'");
    // A part: its bytes selected in the hex view, its steps on the bytes (below the cause).
    h.get_by_label("cafÃ© → café").scroll_to_me();
    h.run_steps(10);
    h.get_by_label("cafÃ© → café").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((0, 7)));
    assert!(h.query_all_by_label("C3 A9").count() >= 1);
    assert!(h.query_all_by_label("Ã©").count() >= 1);
    // The numeric character reference, named and resolvable.
    h.get_by_label_contains("&#26085; is 日 (U+65E5)");
    assert_eq!(
        open_resolved(&mut h, "mojibake.txt (repaired)"),
        "café au lait, don’t 日"
    );
}

#[test]
fn what_a_dropped_byte_may_have_been_is_shown_in_characters_the_window_can_draw() {
    // apt's Japanese through Python's cp1252 with errors='ignore' (`に` is E3 81 AB, and 81 is
    // dropped): the part's steps list what each lost character may have been, `に` first, and
    // the rare ones no font here has (`㍫`, CJK extension A) as their code points, never boxes.
    let text = "select ã«å¤±æ•—ã—ã¾ã—ãŸ";
    let mut h = app(Some(temp_file("lost-kana.txt", text.as_bytes())));
    show_tab(&mut h, "Repair");
    wait(&mut h, repaired);
    let part = "ã«å¤±æ•—ã—ã¾ã—ãŸ → \u{FFFD}失敗\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}";
    h.get_by_label(part).scroll_to_me();
    h.run_steps(10);
    h.get_by_label(part).click();
    settle(&mut h);
    h.get_by_label_contains("the character was one of に U+336B");
    let missing = crate::gui::missing_glyphs(&h);
    assert!(missing.is_empty(), "{missing:?}");
}

#[test]
fn a_repaired_part_clicked_far_down_the_file_is_brought_into_view() {
    let mut text = String::new();
    for i in 0..300 {
        text.push_str(&format!("Line {i} is plain English, nothing to repair.\n"));
    }
    let at = text.len() as u64;
    text.push_str("cafÃ© au lait\n");
    let mut h = app(Some(temp_file("deep-mojibake.txt", text.as_bytes())));
    show_tab(&mut h, "Repair");
    wait(&mut h, repaired);
    assert!(h.query_by_label(&format!("byte {at}: 63")).is_none());
    h.get_by_label("cafÃ© → café").scroll_to_me();
    h.run_steps(10);
    h.get_by_label("cafÃ© → café").click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((at, at + 7)));
    assert_eq!(h.state().state.cursor, at);
    // Its bytes are in the hex view, selected.
    assert!(is_selected(&h, &format!("byte {at}: 63")));
    assert!(is_selected(&h, &format!("byte {}: C3", at + 3)));
}

/// File ▸ Compare with the known-good file…, `good` typed, the chains found.
fn compare_with(h: &mut Harness<'static, MojiscopeApp>, good: &std::path::Path) {
    h.get_by_label("File").click();
    settle(h);
    h.get_by_label("Compare with the known-good file…").click();
    settle(h);
    type_into(h, "Known-good file:", good.to_str().unwrap());
    h.get_by_label("Find the chains").click();
    wait(h, |app| {
        app.panel::<mojiscope::gui::DiffPanel>()
            .is_some_and(|p| p.compared().is_some())
    });
}

/// File ▸ Export report… to `out`: the message the export ends with.
fn export_report(h: &mut Harness<'static, MojiscopeApp>, out: &std::path::Path) -> String {
    h.get_by_label("File").click();
    settle(h);
    h.get_by_label("Export report…").click();
    settle(h);
    type_into(h, "Save to:", out.to_str().unwrap());
    h.get_by_label("Export").click();
    settle(h);
    wait_for_message(h)
}

/// Click what is labelled `label`, scrolled into view first as a person would.
fn press(h: &mut Harness<'static, MojiscopeApp>, label: &str) {
    h.get_by_label(label).scroll_to_me();
    h.run_steps(10);
    h.get_by_label(label).click();
    settle(h);
}

/// Resolve the one numeric character reference, open the repaired text: its name must be
/// `name`; its text.
fn open_resolved(h: &mut Harness<'static, MojiscopeApp>, name: &str) -> String {
    press(h, "resolve 1 numeric character reference");
    press(h, "Open the repaired text");
    let doc = h.state().state.doc.as_ref().unwrap();
    assert_eq!(doc.name, name);
    let bytes = mojiscope::source::read_range(doc.source.as_ref(), 0, doc.len() as usize).unwrap();
    String::from_utf8(bytes).unwrap()
}

#[test]
fn text_that_is_fine_is_left_alone_and_exports_are_never_onto_the_file() {
    let path = temp_file("fine.txt", "São Paulo, « l’été »".as_bytes());
    let mut h = app(Some(path.clone()));
    show_tab(&mut h, "Repair");
    wait(&mut h, repaired);
    h.get_by_label_contains("nothing to repair: the text reads as text");
    assert!(h
        .get_by_label("Open the repaired text")
        .accesskit_node()
        .is_disabled());
}

#[test]
fn javas_modified_utf8_is_read_as_what_it_writes_and_the_text_around_it_stays() {
    // The file: Java's C0 80 (U+0000) beside accented letters and Cyrillic, a
    // surrogate pair written three bytes a half, and a line of UTF-8 (the file opens as UTF-8).
    let bytes = b"Caf\xC3\xA9\xC0\x80na\xC3\xAFve\n\xD0\x9F\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82\xC0\x80end \xED\xA0\xBD\xED\xB8\x80\nLe caf\xC3\xA9 est tr\xC3\xA8s bon, \xD0\xBC\xD0\xB8\xD1\x80.\n";
    let mut h = app(Some(temp_file("java.txt", bytes)));
    show_tab(&mut h, "Repair");
    wait(&mut h, repaired);
    h.get_by_label_contains("nothing to repair: the text reads as text");
    h.get_by_label_contains(
        "Java's modified UTF-8 read as the characters it writes, not as damage: C0 80 at byte 5 is U+0000 (NUL), C0 80 at byte 26 is U+0000 (NUL), ED A0 BD ED B8 80 at byte 32 is U+1F600 😀",
    );
    // Its cause is Java's, not a legacy code page (in the panel, and in the banner, which
    // names the sequences).
    assert!(
        h.query_all_by_label_contains("Java's modified UTF-8 (CESU-8) wrote U+0000")
            .count()
            >= 1
    );
    let named = "Its only UTF-8 errors are 3 sequences of Java's modified UTF-8 or CESU-8";
    // (In the banner, and in the verdict the Repair panel starts with.)
    assert_eq!(h.query_all_by_label_contains(named).count(), 2);
    // What points to it: the NULs and the pair.
    h.get_by_label_contains("At byte 5, U+0000 is written as C0 80 (2 times).");
    h.get_by_label_contains("At byte 32, U+1F600 is written as two surrogates");
    assert_eq!(h.query_all_by_label_contains("legacy code page").count(), 0);
    assert_eq!(
        h.state().state.plan.as_ref().map(|p| p.encoding),
        Some(Encoding::Utf8)
    );
    // The text read so opens as a document of its own.
    press(&mut h, "Open the repaired text");
    let doc = h.state().state.doc.as_ref().unwrap();
    let bytes = mojiscope::source::read_range(doc.source.as_ref(), 0, doc.len() as usize).unwrap();
    assert_eq!(
        String::from_utf8(bytes).unwrap(),
        "Café\0naïve\nПривет\0end 😀\nLe café est très bon, мир.\n"
    );
    // (Opened as the UTF-8 it is: its NULs are no rhythm of UTF-16.)
    assert_eq!(
        h.state().state.plan.as_ref().map(|p| p.encoding),
        Some(Encoding::Utf8)
    );
    // With a real repair beside them, the repair is made and they are kept.
    let damaged = b"caf\xC3\x83\xC2\xA9\xC0\x80 ok, tr\xC3\xA8s bien, \xD0\xBC\xD0\xB8\xD1\x80\n";
    let mut h = app(Some(temp_file("java-and-damage.txt", damaged)));
    show_tab(&mut h, "Repair");
    wait(&mut h, repaired);
    let panel = h.state().panel::<RepairPanel>().unwrap();
    let Some(Ok(r)) = panel.repaired() else {
        panic!("no repair")
    };
    assert_eq!(r.repair.text, "café\0 ok, très bien, мир\n");
}

#[test]
fn numeric_character_references_are_marked_in_the_views() {
    let mut h = app(Some(temp_file("form.txt", b"name=&#26085;&#26412;")));
    let refs = &h.state().model.references;
    assert_eq!(refs.len(), 2);
    assert_eq!(refs[0].character, Some('日'));
    // Hovering a byte of one names it.
    h.get_by_label("byte 6: 23").hover();
    settle(&mut h);
    h.get_by_label_contains("&#26085; is 日 (U+65E5): what an encoder in html mode writes");
}

/// A document longer than the window reads whole (4 MiB): its start in detail, the rest
/// repaired piece by piece in the background; the counts are the whole document's, and the
/// repaired text opened is all of it, references resolved as asked.
#[test]
fn a_long_document_is_repaired_whole_in_the_background() {
    let line = "Le cafÃ© de lâ€™Ã©tÃ©, crÃ¨me brÃ»lÃ©e et naÃ¯vetÃ©.\n";
    let fixed = "Le café de l’été, crème brûlée et naïveté.\n";
    let n = (6 << 20) / line.len();
    let text = line.repeat(n) + "&#26085;\n";
    let mut h = app(Some(temp_file("long.txt", text.as_bytes())));
    show_tab(&mut h, "Repair");
    // (A long document's repair takes longer than a short one's.)
    wait_up_to(&mut h, 6000, repaired);
    h.get_by_label_contains("parts part by part, in 6.0 MiB of text read in 4 pieces");
    h.get_by_label_contains("In detail below, the document's first 4");
    h.get_by_label_contains("repaired in the whole document");
    let (got, want) = (
        open_resolved(&mut h, "long.txt (repaired)"),
        fixed.repeat(n) + "日\n",
    );
    // (Where they part, not megabytes of both.)
    let at = got.bytes().zip(want.bytes()).position(|(a, b)| a != b);
    let near = |t: &str, i: usize| {
        String::from_utf8_lossy(&t.as_bytes()[i.saturating_sub(60)..(i + 60).min(t.len())])
            .into_owned()
    };
    assert!(
        at.is_none() && got.len() == want.len(),
        "the repaired text parts at byte {at:?} (lengths {} and {}): {:?} against {:?}",
        got.len(),
        want.len(),
        at.map(|i| near(&got, i)),
        at.map(|i| near(&want, i))
    );
}

/// A long repair shows its progress and stops on Cancel.
#[test]
fn a_long_repair_can_be_cancelled() {
    let line = "Ð¿Ñ€Ð¸Ð²ÐµÑ‚ Ð¼Ð¸Ñ€, Ã©tÃ© et cafÃ© au lait, encore une fois\n";
    let text = line.repeat((48 << 20) / line.len());
    let mut h = app(Some(temp_file("longer.txt", text.as_bytes())));
    show_tab(&mut h, "Repair");
    h.get_by_label("Cancel").click();
    settle(&mut h);
    wait(&mut h, repaired);
    h.get_by_label_contains("Repairing the text stopped: cancelled");
    h.get_by_label("Run again");
}

#[test]
fn repair_names_the_cause_of_a_dump_and_copies_the_sql_that_puts_it_right() {
    let dump = "CREATE TABLE `menu` (\n  `dish` varchar(120) DEFAULT NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n\
                INSERT INTO `menu` VALUES ('CrÃ¨me brÃ»lÃ©e'),('CafÃ© au lait'),('PÃ¢tÃ© maison');\n";
    let mut h = app(Some(temp_file("menu.sql", dump.as_bytes())));
    show_tab(&mut h, "Repair");
    wait(&mut h, repaired);
    h.get_by_label("Likely: UTF-8 stored through a latin1 connection to MySQL or MariaDB");
    h.get_by_label("It is a SQL dump (its name ends in .sql; CREATE TABLE, INSERT INTO).");
    h.query_all_by_label("Copy").next().unwrap().click();
    let sql = copied(&mut h).unwrap();
    assert!(sql.contains("UPDATE `menu` SET `dish` = CONVERT("), "{sql}");
    // The other causes are folded: a click opens one.
    let folded = "Possible: A program read UTF-8 in the system's legacy code page";
    assert!(h.query_by_label("Say the encoding when reading").is_none());
    h.get_by_label(folded).scroll_to_me();
    h.run_steps(10);
    h.get_by_label(folded).click();
    h.run_steps(10);
    h.get_by_label("Say the encoding when reading");
}

#[test]
fn diff_names_the_chain_of_each_region_against_the_known_good_file_and_selects_it() {
    let good = temp_file(
        "menu-good.txt",
        "Le café est prêt.\nDeux crèmes.\n".as_bytes(),
    );
    let broken = temp_file(
        "menu-broken.txt",
        "Le cafÃ© est prÃªt.\nDeux crèmes.\n".as_bytes(),
    );
    let mut h = app(Some(broken.clone()));
    compare_with(&mut h, &good);
    let region = "bytes 6–20: encoded as UTF-8, decoded as windows-1252, encoded as UTF-8 again (repair --chain 'windows-1252:UTF-8')";
    h.get_by_label(region).click();
    settle(&mut h);
    assert_eq!(h.state().state.selection, Some((6, 21)));
    // The status bar names the same bytes as the region.
    h.get_by_label_contains("selected bytes 6–20 (15 bytes)");
    h.get_by_label_contains("1 region a chain explains, 0 regions no chain explains");
    // The known-good file is the broken one's: opened again, it is still there; another file
    // opens with none, and nothing of this comparison.
    let compared = |h: &Harness<'static, MojiscopeApp>| {
        h.state()
            .panel::<mojiscope::gui::DiffPanel>()
            .is_some_and(|p| p.compared().is_some())
    };
    h.state_mut()
        .commands
        .push(mojiscope::gui::commands::Command::OpenPath(broken.clone()));
    settle(&mut h);
    wait(&mut h, |app| {
        app.panel::<mojiscope::gui::DiffPanel>()
            .is_some_and(|p| p.compared().is_some())
    });
    h.get_by_label(region);
    let other = temp_file("unrelated.txt", "Grüße aus München.\n".as_bytes());
    h.state_mut()
        .commands
        .push(mojiscope::gui::commands::Command::OpenPath(other));
    settle(&mut h);
    assert!(!compared(&h));
    assert!(h
        .query_by_label_contains("region a chain explains")
        .is_none());
    assert!(h.query_by_label_contains("no chain makes").is_none());
    assert_eq!(
        text_field(&h, "Known-good file:").value().as_deref(),
        Some("")
    );
}

/// The report exported after a comparison holds it: the regions beside the known-good file,
/// and the command that makes it.
#[test]
fn the_report_holds_the_comparison_with_the_known_good_file() {
    let good = temp_file("report-good.txt", "Le café est prêt.\n".as_bytes());
    let broken = temp_file("report-broken.txt", "Le cafÃ© est prÃªt.\n".as_bytes());
    let mut h = app(Some(broken));
    compare_with(&mut h, &good);
    let out = std::env::temp_dir().join(format!("mojiscope-report-diff-{}.md", std::process::id()));
    let message = export_report(&mut h, &out);
    assert!(message.starts_with("Exported the report"), "{message}");
    let md = std::fs::read_to_string(&out).unwrap();
    std::fs::remove_file(&out).unwrap();
    assert!(md.contains("## Beside the known-good file"), "{md}");
    assert!(
        md.contains(&format!("mojiscope diff {}", good.display())),
        "{md}"
    );
}

#[test]
fn export_report_writes_a_page_to_hand_on() {
    let dump = "CREATE TABLE `menu` (\n  `dish` varchar(120) DEFAULT NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n\
                INSERT INTO `menu` VALUES ('CrÃ¨me brÃ»lÃ©e'),('CafÃ© au lait');\n";
    let mut h = app(Some(temp_file("report-menu.sql", dump.as_bytes())));
    let out = std::env::temp_dir().join(format!("mojiscope-report-{}.md", std::process::id()));
    let message = export_report(&mut h, &out);
    assert!(
        message.starts_with("Exported the report (Markdown)"),
        "{message}"
    );
    let md = std::fs::read_to_string(&out).unwrap();
    std::fs::remove_file(&out).unwrap();
    assert!(md.starts_with("# mojiscope report: "), "{md}");
    assert!(
        md.contains("Likely cause: UTF-8 stored through a latin1 connection to MySQL or MariaDB.")
    );
    assert!(md.contains("UPDATE `menu` SET `dish` = CONVERT("));
}
