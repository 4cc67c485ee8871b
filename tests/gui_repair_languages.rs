//! The Repair and Diff panels in Japanese and Russian, in the states a person reaches: a SQL
//! dump read through a latin1 connection repaired, its cause named with what points to it, its
//! story and its fixes, a part opened on its bytes; then the known-good file beside it, region
//! by region. Headings are the messages of the window's language, the cause's story is told in
//! it, no English is left (code, `mojiscope …` command lines, the document's own text and the
//! sample text a story quotes aside), and every character has a glyph.
#![cfg(feature = "gui")]

use crate::common;

use common::english;
use common::gui::*;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use mojiscope::encoding::Encoding;
use mojiscope::gui::commands::Command;
use mojiscope::gui::{DiffPanel, MojiscopeApp, PanelId, RepairPanel};
use mojiscope::i18n::{tr, words, Lang};
use mojiscope::report::byte_range::byte_range;
use std::collections::BTreeSet;

const DUMP: &str = "CREATE TABLE `menu` (\n  `dish` varchar(120) DEFAULT NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n\
                    INSERT INTO `menu` VALUES ('CrÃ¨me brÃ»lÃ©e'),('CafÃ© au lait'),('PÃ¢tÃ© maison');\n";

/// The texts the panel `panel` in front shows that the window around it does not (the
/// window's other parts are another test's).
fn panel_texts(h: &mut Harness<'static, MojiscopeApp>, panel: PanelId) -> Vec<String> {
    let shown = english::texts(h);
    h.state_mut()
        .commands
        .push(Command::ShowPanel(PanelId::Bom));
    settle(h);
    let around: BTreeSet<String> = english::texts(h).into_iter().collect();
    h.state_mut().commands.push(Command::ShowPanel(panel));
    settle(h);
    shown.into_iter().filter(|t| !around.contains(t)).collect()
}

/// Of `texts`, those with English left (the fixes of `found` are code too).
fn english_left(
    h: &Harness<'static, MojiscopeApp>,
    texts: Vec<String>,
    found: &[mojiscope::cause::Found],
) -> String {
    let mut allowed = english::allowed(h);
    allowed.add_causes(found, h.state().state.lang);
    english::listed(&english::english_left(&allowed, &texts))
}

fn repaired(app: &MojiscopeApp) -> bool {
    app.panel::<RepairPanel>()
        .is_some_and(|p| p.repaired().is_some())
}

#[test]
fn the_repair_and_diff_panels_speak_japanese_and_russian() {
    let good = temp_file(
        "menu-lang-good.sql",
        DUMP.replace("CrÃ¨me brÃ»lÃ©e", "Crème brûlée")
            .replace("CafÃ©", "Café")
            .replace("PÃ¢tÃ©", "Pâté")
            .as_bytes(),
    );
    for lang in [Lang::Ja, Lang::Ru] {
        let mut h = app(Some(temp_file("menu-lang.sql", DUMP.as_bytes())));
        h.state_mut().commands.push(Command::SetLang(lang));
        settle(&mut h);
        h.state_mut()
            .commands
            .push(Command::ShowPanel(PanelId::Repair));
        settle(&mut h);
        wait(&mut h, repaired);
        // The verdict above, the cause, the repair's headings: in the window's language.
        for id in [
            "verdict-file-reads-as",
            "cause-heading",
            "cause-what-points-to-it",
            "repair-before-and-after",
            "repair-open",
            "repair-copy-command",
            "repair-to-reproduce",
        ] {
            h.get_by_label(&tr(lang, id));
        }
        let found = mojiscope::cause::find(&mojiscope::cause::Clues {
            name: Some(b"menu-lang.sql"),
            head: DUMP.as_bytes(),
            chains: &h
                .state()
                .panel::<RepairPanel>()
                .and_then(|p| p.repaired())
                .and_then(|r| r.as_ref().ok())
                .map(|r| r.repair.chains())
                .unwrap_or_default(),
            ..Default::default()
        });
        let cause = &found[0];
        assert_eq!(cause.id, "mysql-latin1-connection");
        h.get_by_label(&words!(lang, "cause-likely", title = cause.title(lang)));
        // Its story, told in the language (not the English one).
        // (Its code, `between backquotes`, set in monospace.)
        let shown = |text: &str| text.replace('\n', " ").replace('`', "");
        let story = shown(cause.story(lang));
        assert_ne!(story, shown(cause.story(Lang::En)));
        h.get_by_label(&story);
        for why in cause.why(lang).iter().map(|w| shown(w)) {
            h.get_by_label(&why);
        }
        h.get_by_label(&shown(cause.fixes[0].does(lang)));
        // Its code as the window shows it: the same statements, the comments in the language.
        let code = cause.fixes[0].code_in(lang);
        h.get_by_label(code);
        assert!(code.contains("UPDATE `menu` SET"), "{code}");
        assert!(!code.contains("A row stored right"), "{code}");
        assert_eq!(
            code.lines()
                .filter(|l| !l.starts_with("--"))
                .collect::<Vec<_>>(),
            cause.fixes[0]
                .code_in(Lang::En)
                .lines()
                .filter(|l| !l.starts_with("--"))
                .collect::<Vec<_>>()
        );
        assert!(h.query_all_by_label(&tr(lang, "cause-copy")).count() >= 1);
        assert!(
            h.query_by_label("What points to it").is_none(),
            "{lang:?}: the cause is in English"
        );
        // A part opened: its steps on the bytes and the bytes of each character.
        let part = "('CrÃ¨me → ('Crème";
        h.get_by_label(part).scroll_to_me();
        h.run_steps(10);
        h.get_by_label(part).click();
        settle(&mut h);
        for id in [
            "repair-column-character",
            "repair-column-bytes",
            "repair-column-made-from",
        ] {
            // ("文字" is the Character tab's name too.)
            assert!(h.query_all_by_label(&tr(lang, id)).count() >= 1, "{id}");
        }
        h.get_by_label(
            &mojiscope::mojibake::repair::Step {
                encode: mojiscope::mojibake::codec::Codec::Encoding(Encoding::Windows1252),
                decode: mojiscope::mojibake::codec::Codec::Encoding(Encoding::Utf8),
            }
            .describe(lang),
        );
        // The verdict the panel starts with (the banner says its note too).
        let doc = h.state().state.doc.as_ref().unwrap();
        let mut verdict = vec![mojiscope::report::file_verdict::headline(
            &doc.verdict,
            &doc.head,
            lang,
        )];
        for note in &doc.verdict.notes {
            // (Its code, `between backquotes`, set in monospace.)
            verdict.push(mojiscope::report::file_verdict::note_text(note, lang).replace('`', ""));
        }
        for text in &verdict {
            assert!(h.query_all_by_label(text).count() >= 1, "{text}");
        }
        let mut shown = panel_texts(&mut h, PanelId::Repair);
        assert!(shown.len() > 20, "{shown:?}");
        shown.extend(verdict);
        let left = english_left(&h, shown, &found);
        assert!(left.is_empty(), "{lang:?}, Repair:\n{left}");
        let missing = crate::gui::missing_glyphs(&h);
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");

        // The Diff panel, before a file is named and with the chains found.
        h.state_mut()
            .commands
            .push(Command::ShowPanel(PanelId::Diff));
        settle(&mut h);
        h.get_by_label(&tr(lang, "diff-hint"));
        type_into(
            &mut h,
            &tr(lang, "diff-known-good-file"),
            good.to_str().unwrap(),
        );
        h.get_by_label(&tr(lang, "diff-find-chains")).click();
        wait(&mut h, |app| {
            app.panel::<DiffPanel>()
                .is_some_and(|p| p.compared().is_some())
        });
        h.get_by_label(&words!(
            lang,
            "diff-read-as",
            good = "UTF-8",
            broken = "UTF-8"
        ));
        // Each region with the chain that made it, in words of the language.
        let compared = h
            .state()
            .panel::<DiffPanel>()
            .and_then(|p| p.compared())
            .and_then(|c| c.as_ref().ok())
            .cloned()
            .expect("the comparison is done");
        let region = &compared.diff.regions[0];
        let chain = region.chain.as_ref().expect("a chain explains the region");
        assert_eq!(
            chain.describe(Lang::En),
            "encoded as UTF-8, decoded as windows-1252, encoded as UTF-8 again"
        );
        h.get_by_label(&words!(
            lang,
            "diff-region",
            range = byte_range(lang, region.broken.start, region.broken.end),
            what = words!(
                lang,
                "diff-region-damaged",
                chain = chain.describe(lang),
                arg = mojiscope::report::repair::chain_arg(&chain.steps)
            )
        ));
        let shown = panel_texts(&mut h, PanelId::Diff);
        let left = english_left(&h, shown, &found);
        assert!(left.is_empty(), "{lang:?}, Diff:\n{left}");
        let missing = crate::gui::missing_glyphs(&h);
        assert!(missing.is_empty(), "{lang:?}: {missing:?}");
    }
}
