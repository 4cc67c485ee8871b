//! Running the `mojiscope` binary from the integration tests.

use std::io::Write;
use std::process::{Command, Output, Stdio};

pub fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mojiscope"))
}

pub fn run(args: &[&str]) -> Output {
    bin().args(args).output().unwrap()
}

pub fn run_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = bin()
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that refuses its arguments exits without reading: the pipe may be closed.
    if let Err(e) = child.stdin.take().unwrap().write_all(input) {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "{e}");
    }
    child.wait_with_output().unwrap()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// Exit 1 or 2 comes with exactly one line on stderr, and no panic.
pub fn assert_failure(o: &Output, code: i32) -> String {
    let err = stderr(o);
    assert_eq!(o.status.code(), Some(code), "stderr: {err}");
    assert_eq!(
        err.lines().count(),
        1,
        "one-line reason expected, got {err:?}"
    );
    assert!(err.starts_with("mojiscope: "), "{err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// The JSON a command wrote, every line (a record, or a line of JSON Lines) checked against the
/// command's schema in docs/schema/ (`name`: "scan", "trace", …): what scripts rely on.
pub fn checked(name: &str, stdout: &[u8]) -> Vec<serde_json::Value> {
    let path = format!("{}/docs/schema/{name}.json", env!("CARGO_MANIFEST_DIR"));
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).expect("the schema is there"))
            .unwrap();
    let validator = jsonschema::validator_for(&schema).expect("the schema is a JSON Schema");
    let text = std::str::from_utf8(stdout).expect("JSON is UTF-8");
    let records: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    for r in &records {
        let errors: Vec<String> = validator.iter_errors(r).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{name}: {errors:?} in {r}");
    }
    records
}

/// The one record a command wrote, checked against its schema.
pub fn checked_one(name: &str, stdout: &[u8]) -> serde_json::Value {
    let mut records = checked(name, stdout);
    assert_eq!(records.len(), 1, "one record expected");
    records.remove(0)
}

/// `scan --json`'s lines (checked) as one object: the `scan` line's fields, the `error` lines
/// as `first_errors`, and the `summary` line's fields.
pub fn scan_record(stdout: &[u8]) -> serde_json::Value {
    let mut out = serde_json::Map::new();
    let mut errors = Vec::new();
    for r in checked("scan", stdout) {
        match r["kind"].as_str() {
            Some("error") => errors.push(r),
            _ => out.extend(r.as_object().unwrap().clone()),
        }
    }
    out.insert("first_errors".into(), errors.into());
    out.into()
}
