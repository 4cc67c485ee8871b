//! The table of files (`common::file_table`) on the command line: `sniff`, `scan` and `detect`
//! state each row's verdict line, `scan` decoding as the window opens the file counts the
//! errors the Errors panel counts and says its UTF-8 sentence, and `report` states the verdict
//! too. Every mismatch of every row is listed at once.

use crate::common;
use common::cli::run;
use common::file_table::{Row, ROWS};

fn out(args: &[&str]) -> String {
    let o = run(args);
    assert!(o.status.success(), "{args:?}: {}", common::cli::stderr(&o));
    String::from_utf8(o.stdout).unwrap()
}

/// What the command line says of `row` that the table does not.
fn mismatches(row: &Row, path: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    let mut expect = |what: &str, said: bool, out: &str| {
        if !said {
            wrong.push(format!("{}: {what}:\n{out}", row.name));
        }
    };
    let reads_as = |out: &str, label: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(label))
            .map(str::trim)
            .map(str::to_string)
    };
    for cmd in ["sniff", "detect"] {
        let o = out(&[cmd, path]);
        let line = reads_as(&o, "reads as:");
        expect(
            &format!("{cmd}'s verdict line is {:?}", row.reads_as),
            line.as_deref() == Some(row.reads_as),
            &o,
        );
    }
    // The decoding the file opens with: the status bar's.
    let sniff = common::cli::checked_one("sniff", out(&["sniff", "--json", path]).as_bytes());
    let opens = &sniff["file_verdict"]["encoding"];
    expect(
        &format!("the verdict opens the file as {}", row.encoding()),
        opens == row.encoding(),
        &sniff.to_string(),
    );
    let scan = out(&["scan", "--encoding", row.encoding(), path]);
    // (The last verdict line scan states: the whole file's, where the scan changed it.)
    let last = reads_as(
        &scan.lines().rev().collect::<Vec<_>>().join("\n"),
        "reads as, the whole file scanned:",
    )
    .or_else(|| reads_as(&scan, "reads as:"));
    expect(
        &format!("scan's verdict line is {:?}", row.reads_as),
        last.as_deref() == Some(row.reads_as),
        &scan,
    );
    let first = scan.lines().next().unwrap_or_default();
    expect(
        &format!("scan decodes as {}", row.encoding()),
        first.contains(&format!(", {} (", row.encoding())),
        &scan,
    );
    let n = row.errors;
    let count = match n {
        0 => "no errors".to_string(),
        1 => "1 error ".to_string(),
        n => format!("{n} errors "),
    };
    expect(
        &format!("scan counts {n} errors"),
        scan.lines().any(|l| l.starts_with(&count)),
        &scan,
    );
    match row.utf8 {
        Some(sentence) => expect(
            &format!("scan says {sentence:?}"),
            scan.lines().any(|l| l == sentence),
            &scan,
        ),
        None => expect(
            "scan says no UTF-8 sentence",
            !scan.lines().any(|l| {
                l.starts_with("Most of the file is valid UTF-8") || l.starts_with("Probably not")
            }),
            &scan,
        ),
    }
    // (Markdown escapes the angle brackets of "<meta>" and the underscore of "Shift_JIS".)
    let report = out(&["report", "--format", "md", path])
        .replace("\\<", "<")
        .replace("\\>", ">")
        .replace("\\_", "_");
    expect(
        "the report states the verdict line",
        report.contains(row.reads_as),
        &report,
    );
    wrong
}

#[test]
fn every_command_states_each_files_verdict_as_the_table_says() {
    let dir = tempfile::tempdir().unwrap();
    let mut wrong = Vec::new();
    for row in ROWS {
        let path = dir.path().join(row.name);
        std::fs::write(&path, (row.bytes)()).unwrap();
        wrong.extend(mismatches(row, path.to_str().unwrap()));
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}
