//! What the program ships beside its commands, checked against the one definition each comes
//! from: the help of every command (and the manual's copies of it), shell completions, manual
//! pages, the JSON Schemas of the records, the desktop file, and the manifest's
//! `rust-version`.

use crate::common;
use common::cli::{bin, run, stderr};
use serde_json::Value;

/// The manifest's `rust-version` is at least what every dependency says it needs (`cargo
/// metadata`), so that an older toolchain is told so rather than failing in a dependency.
#[test]
fn rust_version_is_what_the_dependencies_need() {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    // (This machine's packages only: those of other systems are not downloaded.)
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let about = std::process::Command::new(rustc)
        .arg("-vV")
        .output()
        .expect("rustc runs");
    let about = String::from_utf8_lossy(&about.stdout).into_owned();
    let host = about
        .lines()
        .find_map(|l| l.strip_prefix("host: "))
        .expect("rustc names its host");
    let out = std::process::Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--offline"])
        .args(["--filter-platform", host])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: Value = serde_json::from_slice(&out.stdout).unwrap();
    let version = |v: &str| -> Vec<u32> { v.split('.').map(|p| p.parse().unwrap_or(0)).collect() };
    let packages = meta["packages"].as_array().unwrap();
    let ours = packages
        .iter()
        .find(|p| p["name"] == "mojiscope")
        .and_then(|p| p["rust_version"].as_str())
        .expect("the manifest has a rust-version");
    let needed = packages
        .iter()
        .filter_map(|p| Some((p["rust_version"].as_str()?, p["name"].as_str()?)))
        .max_by_key(|(v, _)| version(v))
        .unwrap();
    assert!(
        version(ours) >= version(needed.0),
        "rust-version is {ours}; {} needs {}",
        needed.1,
        needed.0
    );
}

/// The commands the program's help lists.
fn commands() -> Vec<String> {
    let help = String::from_utf8(run(&["--help"]).stdout).unwrap();
    help.lines()
        .skip_while(|l| !l.starts_with("Commands:"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

#[test]
fn every_command_has_its_help_completions_and_manual_page() {
    let commands = commands();
    assert!(commands.len() >= 10, "{commands:?}");
    for c in &commands {
        for flag in ["--help", "-h"] {
            let out = run(&[c, flag]);
            assert_eq!(out.status.code(), Some(0), "{c} {flag}: {}", stderr(&out));
            let help = String::from_utf8(out.stdout).unwrap();
            assert!(help.contains(&format!("Usage: mojiscope {c}")), "{help}");
            assert!(out.stderr.is_empty());
        }
        let page = String::from_utf8(run(&["man", c]).stdout).unwrap();
        assert!(
            page.contains(&format!(".TH mojiscope-{c} 1")),
            "{c}: {page}"
        );
    }
    let page = String::from_utf8(run(&["man"]).stdout).unwrap();
    assert!(page.contains(".TH mojiscope 1"), "{page}");
    for c in &commands {
        assert!(
            page.contains(&format!("mojiscope\\-{c}(1)")),
            "{c} not in {page}"
        );
    }
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = run(&["completions", shell]);
        assert_eq!(out.status.code(), Some(0), "{shell}: {}", stderr(&out));
        let script = String::from_utf8(out.stdout).unwrap();
        for c in &commands {
            assert!(script.contains(c.as_str()), "{shell} completions lack {c}");
        }
    }
    // Bash, as a person's shell runs it: "mojiscope de<Tab>" offers decode and detect, and
    // "mojiscope decode --enc<Tab>" the option.
    let script = String::from_utf8(run(&["completions", "bash"]).stdout).unwrap();
    let complete = |line: &str| {
        let words: Vec<&str> = line.split(' ').collect();
        let program = format!(
            "{script}\nCOMP_WORDS=({}); COMP_CWORD={}; COMP_LINE='{line}'; COMP_POINT={}\n\
             _mojiscope mojiscope '{}' '{}'; echo \"${{COMPREPLY[@]}}\"",
            words.join(" "),
            words.len() - 1,
            line.len(),
            words[words.len() - 1],
            words[words.len() - 2],
        );
        let out = std::process::Command::new("bash")
            .args(["-c", &program])
            .output()
            .expect("bash runs");
        String::from_utf8(out.stdout).unwrap()
    };
    let offered = complete("mojiscope de");
    assert!(
        offered.contains("decode") && offered.contains("detect"),
        "{offered}"
    );
    assert!(complete("mojiscope decode --enc").contains("--encoding"));
}

#[test]
fn the_manual_shows_the_help() {
    let out = bin().arg("--help").env("COLUMNS", "100").output().unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    let page =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md")).unwrap();
    let block = page
        .split("`mojiscope --help` (a test keeps this copy")
        .nth(1)
        .and_then(|r| r.split("```text\n").nth(1))
        .and_then(|r| r.split("```").next())
        .expect("docs/cli.md has the usage block");
    assert_eq!(
        block, help,
        "docs/cli.md's usage differs from mojiscope --help: paste the program's"
    );
}

/// The schemas in docs/schema/ are those of the records the commands write (regenerate them
/// with `MOJISCOPE_WRITE_SCHEMAS=1 cargo test --test tests the_schemas`); the other tests check
/// every --json output against them.
#[test]
fn the_schemas_are_the_records() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/schema");
    let write = std::env::var_os("MOJISCOPE_WRITE_SCHEMAS").is_some();
    let mut schemas = mojiscope::report::records::schemas();
    schemas.extend(mojiscope::lint::json::schemas());
    for (name, schema) in &schemas {
        let text = serde_json::to_string_pretty(schema).unwrap() + "\n";
        let path = dir.join(name);
        if write {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&path, &text).unwrap();
            continue;
        }
        let committed = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == text,
            "docs/schema/{name} is not the schema of what the command writes: \
             MOJISCOPE_WRITE_SCHEMAS=1 cargo test --test tests the_schemas rewrites it"
        );
    }
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut names: Vec<String> = schemas.iter().map(|(n, _)| n.to_string()).collect();
    names.sort();
    assert_eq!(files, names, "docs/schema/ holds a schema of no command");
}

/// The desktop file (assets/mojiscope.desktop) starts the program that `cargo install`
/// installs, with the icon and app id the window has; freedesktop.org's validator accepts it
/// (desktop-file-utils; skipped in one line where it is missing, required under CI=true).
#[test]
fn the_desktop_file_starts_the_program_with_its_icon() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let path = root.join("assets/mojiscope.desktop");
    let text = std::fs::read_to_string(&path).unwrap();
    let value = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
            .unwrap_or_else(|| panic!("no {key}"))
    };
    let program = std::path::Path::new(env!("CARGO_BIN_EXE_mojiscope"));
    assert_eq!(
        value("Exec").split(' ').next(),
        program.file_name().and_then(|n| n.to_str())
    );
    assert_eq!(value("Icon"), "mojiscope");
    assert_eq!(value("StartupWMClass"), "mojiscope");
    let icon = std::fs::read(root.join("assets/icon.png")).unwrap();
    assert_eq!(&icon[..8], b"\x89PNG\r\n\x1a\n");
    match std::process::Command::new("desktop-file-validate")
        .arg(&path)
        .output()
    {
        Ok(out) => assert!(
            out.status.success() && out.stdout.is_empty(),
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
        Err(_) => {
            let line = "the_desktop_file_starts_the_program_with_its_icon: desktop-file-validate \
                        skipped (apt-get install desktop-file-utils)";
            assert!(!common::on_ci(), "{line}");
            use std::io::Write;
            let _ = writeln!(std::io::stderr(), "{line}");
        }
    }
}

/// docs/commands.md is every command's `--help`, as the program prints it at 100 columns
/// (`MOJISCOPE_WRITE_DOCS=1 cargo test --test tests the_commands_page` rewrites it).
#[test]
fn the_commands_page_is_every_commands_help() {
    let help = |args: &[&str]| {
        let out = bin().args(args).env("COLUMNS", "100").output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", stderr(&out));
        String::from_utf8(out.stdout).unwrap()
    };
    let mut page = String::from(
        "# Every command's options\n\n\
         Each command's `--help`, as `mojiscope COMMAND --help` prints it. This page is made from the\n\
         program's one definition of its commands (a test writes it and keeps it so:\n\
         `MOJISCOPE_WRITE_DOCS=1 cargo test --test tests the_commands_page`); how the commands\n\
         are used, with examples, is in [the command line](cli.md).\n",
    );
    for name in mojiscope::cli::command_names() {
        page += &format!("\n## {name}\n\n```text\n{}```\n", help(&[&name, "--help"]));
    }
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/commands.md");
    if std::env::var_os("MOJISCOPE_WRITE_DOCS").is_some() {
        std::fs::write(&path, &page).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == page,
        "docs/commands.md is not every command's --help: \
         MOJISCOPE_WRITE_DOCS=1 cargo test --test tests the_commands_page rewrites it"
    );
}
