//! The table of files (`common::file_table`) in the window: each file opened as a person opens
//! it, and once the scan and the detector have reported, the status bar, the banner, the Why
//! panel's verdict line and the Errors panel's headline say what the row says (the command
//! line's test, `file_table`, holds the commands to the same rows). Every mismatch of every row
//! is listed at once.
#![cfg(feature = "gui")]

use crate::common;
use common::file_table::{Row, ROWS};
use common::gui::*;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use mojiscope::gui::commands::Command;
use mojiscope::gui::{MojiscopeApp, PanelId};
use mojiscope::i18n::{words, Lang};

fn show(h: &mut Harness<'static, MojiscopeApp>, panel: PanelId) {
    h.state_mut().commands.push(Command::ShowPanel(panel));
    settle(h);
}

/// What the window says of `row` that the table does not.
fn mismatches(row: &Row, h: &mut Harness<'static, MojiscopeApp>, len: u64) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut expect = |what: String, said: bool| {
        if !said {
            wrong.push(format!("{}: {what}", row.name));
        }
    };
    expect(
        format!("the status bar says {:?}", row.status),
        h.query_by_label(row.status).is_some(),
    );
    for line in row.banner {
        expect(
            format!("the banner says {line:?}"),
            h.query_by_label_contains(line).is_some(),
        );
    }
    if row.banner.is_empty() {
        for offer in ["Decoded as", "Decode as"] {
            expect(
                format!("no banner ({offer:?})"),
                h.query_by_label_contains(offer).is_none(),
            );
        }
    }
    show(h, PanelId::Why);
    expect(
        format!("the Why panel's verdict line is {:?}", row.reads_as),
        h.query_by_label(row.reads_as).is_some(),
    );
    show(h, PanelId::Errors);
    let bytes = words!(Lang::En, "count-bytes", n = len);
    let count = match row.errors {
        0 => words!(Lang::En, "errors-none", bytes = bytes, complete = "yes"),
        n => words!(
            Lang::En,
            "errors-summary",
            errors = words!(Lang::En, "count-errors", n = n),
            bytes = bytes
        ),
    };
    expect(
        format!("the Errors panel says {count:?}"),
        h.query_by_label(&count).is_some(),
    );
    match row.utf8 {
        Some(sentence) => expect(
            format!("the Errors panel says {sentence:?}"),
            h.query_by_label(sentence).is_some(),
        ),
        None => {
            for start in ["Most of the file is valid UTF-8", "Probably not UTF-8"] {
                expect(
                    format!("the Errors panel says no {start:?}"),
                    h.query_by_label_contains(start).is_none(),
                );
            }
        }
    }
    wrong
}

#[test]
fn the_window_states_each_files_verdict_as_the_table_says() {
    let mut wrong = Vec::new();
    for row in ROWS {
        let bytes = (row.bytes)();
        let mut h = app(Some(temp_file(row.name, &bytes)));
        wrong.extend(mismatches(row, &mut h, bytes.len() as u64));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
