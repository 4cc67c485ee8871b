//! The progress bar, seen on a terminal as a person sees it (a pseudo-terminal from
//! `script`): shown on stderr while a long run goes, never with --quiet, never when stderr is
//! not a terminal, and not over output that goes to the terminal as it is made.
//! MOJISCOPE_PROGRESS_AFTER=0 shows it at once instead of after a second.

use crate::common;
use std::path::PathBuf;
use std::process::Command;

/// A text file of 5 MB for the test `name` (each test its own: the tests run at once).
fn input(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mojiscope-progress-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(format!("{name}.txt"));
    std::fs::write(&path, "Grüße, мир, 世界\n".repeat(200_000)).unwrap();
    path
}

/// What the terminal shows for `args` (stdout to /dev/null unless `stdout_too`), or None
/// where `script` cannot give a terminal.
pub(crate) fn on_terminal(args: &str, stdout_too: bool) -> Option<String> {
    let line = format!(
        "MOJISCOPE_PROGRESS_AFTER=0 '{}' {args}{}",
        env!("CARGO_BIN_EXE_mojiscope"),
        if stdout_too { "" } else { " > /dev/null" }
    );
    let out = Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .output();
    match out {
        Ok(o) if o.status.success() => Some(String::from_utf8_lossy(&o.stdout).into_owned()),
        Ok(o) if o.status.code() != Some(1) => panic!(
            "{args}: {:?} {}",
            o.status,
            String::from_utf8_lossy(&o.stdout)
        ),
        other => {
            assert!(
                !common::on_ci(),
                "`script` (util-linux) must give the tests a terminal under CI: {other:?}"
            );
            eprintln!("skipped: no terminal from `script` here ({other:?})");
            None
        }
    }
}

#[test]
fn a_long_run_shows_a_bar_on_a_terminal_and_quiet_hides_it() {
    let file = input("bar");
    let f = file.display();
    let Some(shown) = on_terminal(&format!("decode '{f}'"), false) else {
        return;
    };
    assert!(shown.contains("decoding ["), "{shown:?}");
    assert!(shown.contains('%') && shown.contains(" left"), "{shown:?}");
    // The bar is gone at the end: its line is cleared.
    assert!(
        shown.ends_with("\r\u{1b}[2K") || shown.ends_with("\u{1b}[2K"),
        "{shown:?}"
    );

    let scan = on_terminal(&format!("scan --encoding shift_jis '{f}'"), true).unwrap();
    assert!(scan.contains("scanning ["), "{scan:?}");
    assert!(scan.contains("errors"), "{scan:?}");

    for quiet in [
        format!("decode --quiet '{f}'"),
        format!("scan -q --encoding shift_jis '{f}'"),
        format!("encode -q '{f}'"),
    ] {
        let shown = on_terminal(&quiet, false).unwrap();
        assert!(!shown.contains('['), "{quiet}: {shown:?}");
    }
}

#[test]
fn no_bar_over_output_on_the_terminal_or_into_a_pipe() {
    let file = input("no-bar");
    let f = file.display();
    // The text itself goes to the terminal: no bar among its lines.
    let Some(shown) = on_terminal(&format!("decode '{f}'"), true) else {
        return;
    };
    assert!(shown.contains("Grüße, мир, 世界"));
    assert!(!shown.contains("decoding ["));
    // stderr not a terminal: nothing on it.
    let out = Command::new(env!("CARGO_BIN_EXE_mojiscope"))
        .args(["scan", "--encoding", "shift_jis"])
        .arg(&file)
        .env("MOJISCOPE_PROGRESS_AFTER", "0")
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}
