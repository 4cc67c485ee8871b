//! The panels of the decision, the BOM, the errors, the character and Compare in Japanese and
//! Russian, in the states a user reaches: the Why this encoding panel on an HTML page with a
//! `<meta>` charset (a step hovered, Apply clicked) and on a file with a BOM, the BOM panel
//! with its table of the six operations (a row hovered), the Errors panel on a file with
//! errors, the Character panel with a character selected, Compare with its cells, and the
//! contexts table. Each is checked by its headings in the language, for English left in the
//! panel (identifiers, encoding names and bytes aside), and for characters no font draws.
#![cfg(feature = "gui")]

use crate::common;

use common::english;
use common::gui::*;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::gui::commands::{Command, DialogKind};
use mojiscope::gui::{ComparePanel, MojiscopeApp, PanelId};
use mojiscope::i18n::{tr, words, Lang};
use mojiscope::report::byte_range::byte_range;
use std::collections::BTreeMap;

/// Where to look: the panel in front (everything between its tab strip and the status bar,
/// whose first label is the file's name: the panel and a hover text over it), or the contexts
/// table's window.
#[derive(Clone, Copy)]
enum Region {
    Panel,
    Contexts,
}

/// The texts of a region.
fn texts(h: &Harness<'static, MojiscopeApp>, lang: Lang, region: Region) -> Vec<String> {
    let every = || {
        egui_kittest::kittest::by()
            .include_labels()
            .predicate(|_| true)
    };
    let label = |node: &egui_kittest::Node| {
        let ak = node.accesskit_node();
        if english::egui_own(&ak) {
            return Vec::new();
        }
        [ak.label(), ak.value()]
            .into_iter()
            .flatten()
            .collect::<Vec<String>>()
    };
    match region {
        Region::Panel => {
            let why = tr(lang, "tab-why");
            let top = h
                .get_by_role_and_label(egui::accesskit::Role::Button, &why)
                .rect()
                .max
                .y;
            let name = h.state().state.doc.as_ref().map(|d| d.name.clone());
            let bottom = name
                .and_then(|n| h.query_by_label(&n).map(|node| node.rect().min.y))
                .unwrap_or(f32::INFINITY);
            h.query_all(every())
                .filter(|node| {
                    node.accesskit_node().bounding_box().is_some() && {
                        let r = node.rect();
                        r.min.y >= top && r.max.y <= bottom
                    }
                })
                .flat_map(|node| label(&node))
                .collect()
        }
        Region::Contexts => {
            let title = tr(lang, "contexts-title");
            let window = h.get_by_role_and_label(egui::accesskit::Role::Window, &title);
            window
                .query_all(every())
                .flat_map(|node| label(&node))
                .collect()
        }
    }
}

/// The texts with English left, and the words; `foreign`: more texts of other parts.
fn english_left(
    h: &Harness<'static, MojiscopeApp>,
    lang: Lang,
    region: Region,
    foreign: &[&str],
) -> BTreeMap<String, String> {
    let texts: Vec<String> = texts(h, lang, region)
        .into_iter()
        .filter(|t| !foreign.contains(&t.as_str()))
        .collect();
    english::english_left(&english::allowed(h), &texts)
}

/// No English in the region and every character drawn; `foreign`: texts of other parts of
/// the window there.
fn check(
    h: &Harness<'static, MojiscopeApp>,
    lang: Lang,
    what: &str,
    region: Region,
    foreign: &[&str],
) {
    let found = english_left(h, lang, region, foreign);
    assert!(
        found.is_empty(),
        "{lang:?}, {what}: English left:\n{}",
        english::listed(&found)
    );
    let missing = crate::gui::missing_glyphs(h);
    assert!(missing.is_empty(), "{lang:?}, {what}: {missing:?}");
}

fn show(h: &mut Harness<'static, MojiscopeApp>, panel: PanelId) {
    h.state_mut().commands.push(Command::ShowPanel(panel));
    settle(h);
}

/// A window on `bytes`, in `lang`.
fn window(name: &str, bytes: &[u8], lang: Lang) -> Harness<'static, MojiscopeApp> {
    let mut h = app(Some(temp_file(name, bytes)));
    h.state_mut().commands.push(Command::SetLang(lang));
    settle(&mut h);
    h
}

/// A Shift_JIS page that says so in a <meta>, long enough for the detector.
fn sjis_page() -> Vec<u8> {
    let text = "日本語のテキストです。文字化けの原因を調べます。".repeat(8);
    let (body, _, _) = encoding_rs::SHIFT_JIS.encode(&text);
    let mut page = b"<html><head><meta charset=shift_jis><title>t</title></head><body>".to_vec();
    page.extend_from_slice(&body);
    page
}

#[test]
fn the_why_panel_speaks_japanese_and_russian() {
    for lang in [Lang::Ja, Lang::Ru] {
        let page = sjis_page();
        let mut h = window("why-meta.html", &page, lang);
        show(&mut h, PanelId::Why);
        wait_for_decision(&mut h);
        for id in [
            "why-context",
            "why-override",
            "why-tld",
            "why-from-network",
            "why-apply",
            "why-detector",
            "decision-check-bom",
        ] {
            h.get_by_label(&tr(lang, id));
        }
        let by = mojiscope::decide::DecidedBy::Prescan.words(lang);
        let confidence = mojiscope::decide::Confidence::Tentative.words(lang);
        h.get_by_label(&words!(
            lang,
            "why-decided-by",
            by = by.clone(),
            id = "prescan",
            confidence = confidence
        ));
        let meta = words!(
            lang,
            "decision-check-prescan",
            what = "<meta charset=\"shift_jis\">"
        );
        assert!(
            h.query_by_label("BOM sniffing").is_some() && h.query_by_label("decided by").is_none()
        );
        check(
            &h,
            lang,
            "the decision of a page with a <meta>",
            Region::Panel,
            &[],
        );
        // A step's hover text says where the standard says so.
        h.get_by_label(&meta).hover();
        settle(&mut h);
        h.get_by_label_contains(&tr(lang, "decision-spec-prescan"));
        check(&h, lang, "a step's hover text", Region::Panel, &[]);
        // Apply: the status bar says how the context decodes.
        h.get_by_label(&tr(lang, "why-apply")).click();
        settle(&mut h);
        let context = mojiscope::decide::contexts::CONTEXTS[0].name(lang);
        h.get_by_label(&words!(
            lang,
            "why-applied",
            context = context,
            encoding = "Shift_JIS",
            by = by
        ));
        check(&h, lang, "Apply", Region::Panel, &[]);
        // A field that names no encoding.
        type_into(&mut h, &tr(lang, "why-override"), "latin-1x");
        h.get_by_label(&words!(
            lang,
            "why-not-a-label",
            field = "override",
            label = "\"latin-1x\"",
            hint = mojiscope::report::labels::label_hint("latin-1x", lang)
        ));
        check(&h, lang, "an unknown label", Region::Panel, &[]);
        // The contexts table.
        h.state_mut()
            .commands
            .push(Command::ShowDialog(DialogKind::Contexts));
        settle(&mut h);
        for id in [
            "contexts-title",
            "contexts-column-operation",
            "contexts-column-looks-at",
            "contexts-sniffs-html",
            "contexts-html",
            "operation-utf8-decode-without-bom-or-fail",
        ] {
            assert!(
                h.query_all_by_label(&tr(lang, id)).count() > 0,
                "{lang:?}: {id}"
            );
        }
        assert!(h.query_by_label("Apply").is_none());
        check(&h, lang, "the contexts table", Region::Contexts, &[]);

        // A file with a BOM: the BOM decides, certain.
        let mut h = window("why-bom.txt", b"\xEF\xBB\xBFcaf\xC3\xA9 au lait", lang);
        show(&mut h, PanelId::Why);
        wait_for_decision(&mut h);
        h.get_by_label(&words!(lang, "decision-bom-found", encoding = "UTF-8"));
        h.get_by_label(&words!(
            lang,
            "why-decided-by",
            by = mojiscope::decide::DecidedBy::Bom.words(lang),
            id = "bom",
            confidence = mojiscope::decide::Confidence::Certain.words(lang)
        ));
        check(
            &h,
            lang,
            "the decision of a file with a BOM",
            Region::Panel,
            &[],
        );
    }
}

#[test]
fn the_bom_errors_character_and_compare_panels_speak_japanese_and_russian() {
    for lang in [Lang::Ja, Lang::Ru] {
        // The BOM panel: the verdict, the BOMs, the operations table and the signatures.
        let bytes = b"\xEF\xBB\xBFcaf\xC3\xA9 au lait";
        let mut h = window("bom.txt", bytes, lang);
        show(&mut h, PanelId::Bom);
        for id in [
            "bom-table-heading",
            "bom-signatures",
            "bom-matched",
            "bom-prefix-none",
            "bom-fate-consumed",
        ] {
            assert!(
                h.query_all_by_label_contains(&tr(lang, id)).count() > 0,
                "{lang:?}: {id}"
            );
        }
        let heading = tr(lang, "bom-heading-verdict");
        h.get_by_label(&words!(lang, "bom-heading", heading = heading));
        check(&h, lang, "the BOM panel", Region::Panel, &[]);
        // A row's hover text: what the operation does.
        h.get_by_label(&tr(lang, "operation-utf8-decode-without-bom"))
            .hover();
        settle(&mut h);
        h.get_by_label(&tr(lang, "operation-utf8-decode-without-bom.summary"));
        check(&h, lang, "an operation's hover text", Region::Panel, &[]);

        // The Character panel, with é selected (bytes 6 and 7, after the BOM and "caf").
        h.state_mut().commands.push(Command::SelectRange(6, 8));
        show(&mut h, PanelId::Character);
        h.get_by_label(&words!(lang, "character-in-encoding", encoding = "UTF-8"));
        h.get_by_label_contains(&words!(
            lang,
            "character-selected-bytes",
            from = 6,
            to = 7,
            hex_from = "0x6",
            hex_to = "0x7",
            bytes = "C3 A9"
        ));
        // (The character's description is the hex view's.)
        check(
            &h,
            lang,
            "the Character panel",
            Region::Panel,
            &["U+00E9 é from bytes 6–7"],
        );

        // Compare: the encodings, their cells, the counts over the whole document.
        show(&mut h, PanelId::Compare);
        for _ in 0..300 {
            if h.state().panel::<ComparePanel>().is_some_and(|p| p.ended()) {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(10));
            h.step();
        }
        settle(&mut h);
        for id in [
            "compare-encoding",
            "compare-first-error",
            "compare-differs",
            "compare-clean",
        ] {
            assert!(
                h.query_all_by_label(&tr(lang, id)).count() > 0,
                "{lang:?}: {id}"
            );
        }
        h.get_by_label(&words!(
            lang,
            "compare-cell",
            encoding = "windows-1252",
            range = byte_range(lang, 6, 7),
            made = "U+00C3 Ã"
        ));
        check(&h, lang, "the Compare panel", Region::Panel, &[]);

        // The Errors panel, on a file with errors (decoded as UTF-8).
        let mut h = app_utf8(temp_file("errors.txt", b"caf\xE9 au lait, \xFF ok"));
        h.state_mut().commands.push(Command::SetLang(lang));
        settle(&mut h);
        show(&mut h, PanelId::Errors);
        wait_for_scan(&mut h);
        settle(&mut h);
        h.get_by_label(&words!(
            lang,
            "errors-summary",
            errors = words!(lang, "count-errors", n = 2),
            bytes = words!(lang, "count-bytes", n = 18)
        ));
        h.get_by_label(&words!(lang, "errors-offset", offset = 3));
        check(&h, lang, "the Errors panel", Region::Panel, &[]);
    }
}

/// At 1920×1080 and zoom 170 % (and 300 %), in Russian and English, with a byte selected on
/// the `C0 80` example: the status bar's items never run under the zoom at its right end, and
/// the stepper's "Run to offset" field stays on one row with its label and its button.
#[test]
fn the_status_bar_and_the_stepper_toolbar_fit_at_large_zoom() {
    for (lang, zoom) in [(Lang::Ru, 1.7), (Lang::En, 1.7), (Lang::En, 3.0)] {
        let mut h = app_sized(None, egui::vec2(1920.0, 1080.0));
        h.state_mut().commands.push(Command::SetLang(lang));
        let java = mojiscope::gui::examples::EXAMPLES
            .iter()
            .position(|e| e.bytes == b"A\xC0\x80B")
            .expect("the C0 80 example");
        h.state_mut().commands.push(Command::OpenExample(java));
        h.state_mut().commands.push(Command::SetZoom(zoom));
        settle(&mut h);
        // (The status bar as it stays: while a task or the scan still runs, as on a loaded
        // machine, it shows its progress too.)
        wait(&mut h, |app| !app.task_running());
        wait_for_scan(&mut h);
        h.state_mut().commands.push(Command::SelectAt(1));
        settle(&mut h);
        let what = format!("{lang:?} at {zoom}");
        let percent = format!("{:.0}", zoom * 100.0);
        let zoom_label = words!(lang, "status-zoom", percent = percent.as_str());
        let z = h.get_by_label(&zoom_label).rect();
        let screen = h.ctx.content_rect();
        assert!(z.right() <= screen.right() + 0.5, "{what}: {z:?}");
        // (At 170 % every item of the status bar's row ends before the zoom; at 300 % those
        // that do not fit are cut there.)
        if zoom < 2.0 {
            let mut on_bar = 0;
            for node in h.query_all(egui_kittest::kittest::by()) {
                let ak = node.accesskit_node();
                let Some(b) = ak.raw_bounds() else {
                    continue;
                };
                let r = egui::Rect::from_min_max(
                    egui::pos2(b.x0 as f32, b.y0 as f32),
                    egui::pos2(b.x1 as f32, b.y1 as f32),
                );
                // (A label's text is its value.)
                let label = ak.value().or(ak.label()).unwrap_or_default();
                let item = !label.is_empty() && label != zoom_label;
                if item && (r.center().y - z.center().y).abs() < 2.0 {
                    on_bar += 1;
                    assert!(
                        r.right() <= z.left() + 0.5,
                        "{what}: {label:?} {r:?} runs under the zoom {z:?}"
                    );
                }
            }
            assert!(on_bar >= 6, "{what}: {on_bar} items on the status bar");
            let selected = words!(lang, "status-selected-byte", at = "1");
            h.get_by_label(&selected);
        }
        let label = h.get_by_label(&tr(lang, "stepper-run-to")).rect();
        let run = h.get_by_label(&tr(lang, "stepper-run")).rect();
        assert!(
            (label.center().y - run.center().y).abs() < 2.0,
            "{what}: {label:?} and {run:?} on two rows"
        );
        assert!(
            run.right() <= screen.right(),
            "{what}: {run:?} cut at {screen:?}"
        );
    }
}

/// The layout a first-time user meets at 1920×1080, at 100 % and at zoom 170 %, in English,
/// Japanese and Russian, on a long text: the bytes with their text column, rows of them, the
/// decoded text beside, and the stepper's decoder state whole below, without dragging an edge.
#[test]
fn the_first_layout_shows_the_bytes_their_text_and_the_stepper() {
    let mut text = String::new();
    for i in 0..300 {
        text.push_str(&format!(
            "Line {i}: Grüße aus München, café crème, Привет мир.\n"
        ));
    }
    let file = temp_file("first-layout.txt", text.as_bytes());
    for lang in [Lang::En, Lang::Ja, Lang::Ru] {
        for zoom in [1.0, 1.7] {
            let mut h = app_sized(Some(file.clone()), egui::vec2(1920.0, 1080.0));
            h.state_mut().commands.push(Command::SetLang(lang));
            h.state_mut().commands.push(Command::SetZoom(zoom));
            settle(&mut h);
            settle(&mut h);
            let what = format!("{lang:?} at {zoom}");
            let screen = h.ctx.content_rect();
            let column = h.get_by_label(&tr(lang, "hex-text-column")).rect();
            assert!(column.right() <= screen.right(), "{what}: {column:?}");
            let rows = h.state().state.visible_rows;
            assert!(rows >= 6, "{what}: {rows} rows of bytes");
            let decoded = h.get_by_label(&tr(lang, "view-decoded-text")).rect();
            assert!(
                screen.right() - decoded.left() >= 240.0,
                "{what}: the decoded text from {} of {}",
                decoded.left(),
                screen.right()
            );
            // (The decoder's state, its last variable included, above the status bar.)
            let percent = format!("{:.0}", zoom * 100.0);
            let zoom_label = words!(lang, "status-zoom", percent = percent.as_str());
            let status = h.get_by_label(&zoom_label).rect();
            let last = h.get_by_label("utf8_upper_boundary").rect();
            assert!(
                last.bottom() <= status.top(),
                "{what}: the stepper is cut at {last:?}"
            );
        }
    }
}
