//! `mojiscope lint` on a real git repository the test builds: every rule's case beside clean
//! files in many scripts (Portuguese's and Romanian's own `Ã` and `Â`, box drawing, emoji, ANSI
//! escapes), with `.gitignore`, `.gitattributes`, `.editorconfig` and `.mojiscope.toml`. Every
//! finding and nothing else is reported, at its line and column; `--fix` gives back the damaged
//! files' originals byte for byte and leaves every other file as it was.

use crate::common::cli::{bin, checked_one};
use crate::common::tools::{have, run_in};
use std::collections::BTreeSet;
use std::path::Path;

/// UTF-8 read as windows-1252 and written again as UTF-8 (PowerShell 5.1's `Get-Content |
/// Out-File -Encoding utf8`), as encoding_rs reads it.
fn as_1252(text: &str) -> String {
    encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(text.as_bytes())
        .0
        .into_owned()
}

/// UTF-8 read as cp437 (a Windows console) and written again as UTF-8.
fn as_cp437(text: &str) -> String {
    use mojiscope::mojibake::codec::DosPage;
    text.bytes().map(|b| DosPage::Cp437.char_of(b)).collect()
}

/// UTF-8 read as KOI8-R and written again.
fn as_koi8(text: &str) -> String {
    encoding_rs::KOI8_R
        .decode_without_bom_handling(text.as_bytes())
        .0
        .into_owned()
}

/// A file of the repository: its path, its bytes, and its bytes after `--fix` where they
/// differ (the original the damage came from).
struct File {
    path: &'static str,
    bytes: Vec<u8>,
    fixed: Option<Vec<u8>>,
}

fn file(path: &'static str, bytes: impl Into<Vec<u8>>) -> File {
    File {
        path,
        bytes: bytes.into(),
        fixed: None,
    }
}

fn fixed(path: &'static str, bytes: impl Into<Vec<u8>>, original: impl Into<Vec<u8>>) -> File {
    File {
        path,
        bytes: bytes.into(),
        fixed: Some(original.into()),
    }
}

fn utf16le_bom(text: &str) -> Vec<u8> {
    let mut out = vec![0xFF, 0xFE];
    out.extend(text.encode_utf16().flat_map(u16::to_le_bytes));
    out
}

/// A finding lint must report: path, rule, line, column.
type Expected = (&'static str, &'static str, usize, usize);

/// The repository's files, and the findings lint must report.
fn repository() -> (Vec<File>, Vec<Expected>) {
    let readme =
        "# Notes\n\nLe café de l’été — à côté.\nPlain ASCII line.\nÜbersetzung “fertig”.\n\
                  Россия и Казахстан\nKeep this real dash — and this one.\n";
    let damaged_readme = format!(
        "# Notes\n\n{}\nPlain ASCII line.\n{}\n{}\nKeep this real dash — and this one.\n",
        as_1252("Le café de l’été — à côté."),
        as_cp437("Übersetzung “fertig”."),
        as_koi8("Россия и Казахстан"),
    );
    let twice = "naïve résumé";
    let twice_damaged = format!("Title: {}\n", as_1252(&as_1252(twice)));
    let app_cs = "class App { string s = \"Grüße\"; }\n";
    let mut with_bom = vec![0xEF, 0xBB, 0xBF];
    with_bom.extend_from_slice(app_cs.as_bytes());
    let clean = "Olá! SÃO PAULO, NÃO, AÇÃO ®\nÎNTÂLNIRE în România, Ştefan şi Ţara\n\
                 Sidste ændring af adgangskode (ÅÅÅÅ-MM-DD)\n\
                 Привет, мир. Ελληνικά κείμενα. עברית. العربية. 日本語のテキスト。한국어 문장. ภาษาไทย\n\
                 Tiếng Việt có dấu. Türkçe ığüşöç. Polski: zażółć gęślą jaźń\n\
                 😀 emoji 👍🏽 family 👨‍👩‍👧 flags 🇫🇷\n\
                 \x1b[1;31mred\x1b[0m and a tab\there\n";
    let boxes =
        "┌──────┬──────┐\n│ name │ size │\n├──────┼──────┤\n│ ÄÖÜ  │ 10 Ø │\n└──────┴──────┘\n\
                 ╔═══╗\n║ Ω ║\n╚═══╝\n";
    let files = vec![
        file(".gitignore", "ignored/\n*.log\n"),
        file(
            ".gitattributes",
            "*.ps1 working-tree-encoding=UTF-16LE-BOM\nlegacy/*.txt working-tree-encoding=ISO-8859-1\n*.dat binary\n",
        ),
        file(
            ".editorconfig",
            "root = true\n\n[*]\ncharset = utf-8\n\n[*.cs]\ncharset = utf-8-bom\n",
        ),
        file(".mojiscope.toml", "ignore = [\"vendor/**\"]\n"),
        // Passed over: ignored by git, by the config, binary by git and by content.
        file("ignored/bad.txt", b"\xFF\xFE\xFD broken\n".to_vec()),
        file("build.log", b"caf\xE9\n".to_vec()),
        file("vendor/lib.txt", b"caf\xE9\n".to_vec()),
        file("data.dat", b"caf\xE9\n".to_vec()),
        file("logo.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xFF\xFE".to_vec()),
        // Clean.
        file("clean.txt", clean),
        file("boxes.txt", boxes),
        file("script.ps1", utf16le_bom("Write-Host 'Grüße'\r\n")),
        file("legacy/latin.txt", b"caf\xE9 cr\xE8me\n".to_vec()),
        file("Good.cs", with_bom.clone()),
        file("arabic.md", "مرحبا \u{2067}العالم\u{2069} hello\n"),
        // Findings.
        fixed("readme.md", damaged_readme, readme),
        fixed("twice.md", twice_damaged, format!("Title: {twice}\n")),
        fixed("App.cs", app_cs, with_bom),
        fixed("bom.txt", [&[0xEF, 0xBB, 0xBF][..], b"key=value\n"].concat(), "key=value\n"),
        fixed("joined.csv", "id,name\n1,a\u{FEFF}b\n", "id,name\n1,ab\n"),
        fixed(
            "nobom.ps1",
            utf16le_bom("Write-Host 'x'\r\n")[2..].to_vec(),
            utf16le_bom("Write-Host 'x'\r\n"),
        ),
        file("legacy/utf8.txt", "plain\ncafé crème\n"),
        file("mixed.txt", [&b"first line\n"[..], b"Le caf\xE9 cr\xE8me br\xFBl\xE9e\n", b"last\n"].concat()),
        file("cut.txt", b"ends in the middle \xE2\x80\n".to_vec()),
        file("lost.txt", "Stra\u{FFFD}e\n"),
        file("c1.txt", "don\u{92}t\n"),
        file("trojan.rs", "let access = \"user\u{202E} \u{2066}// admin\u{2069} \u{2066}\";\n"),
        file("nul.txt", "name\0value and more text here\n"),
        file("skipped.md", format!("{} <!-- mojiscope: ignore -->\n", as_1252("résumé"))),
    ];
    let expected = vec![
        ("App.cs", "bom", 1, 1),
        ("bom.txt", "bom", 1, 1),
        ("c1.txt", "c1-control", 1, 4),
        ("cut.txt", "invalid-bytes", 1, 20),
        ("joined.csv", "bom-inside", 2, 4),
        ("legacy/utf8.txt", "other-encoding", 2, 1),
        ("lost.txt", "replacement-character", 1, 5),
        ("mixed.txt", "other-encoding", 2, 1),
        ("nobom.ps1", "bom", 1, 1),
        ("nul.txt", "nul", 1, 5),
        ("readme.md", "mojibake", 3, 4),
        ("readme.md", "mojibake", 5, 1),
        ("readme.md", "mojibake", 6, 1),
        ("trojan.rs", "bidi-control", 1, 19),
        ("trojan.rs", "bidi-control", 1, 21),
        ("trojan.rs", "bidi-control", 1, 30),
        ("trojan.rs", "bidi-control", 1, 32),
        ("twice.md", "mojibake", 1, 8),
    ];
    (files, expected)
}

fn build(dir: &Path, files: &[File]) {
    run_in(dir, "git", &["init", "-q", "."]);
    for f in files {
        let path = dir.join(f.path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, &f.bytes).unwrap();
    }
}

/// The repository in a temporary directory, with its files and the findings expected; None
/// where git is missing (skipped in one line; required under CI=true).
fn built() -> Option<(tempfile::TempDir, Vec<File>, Vec<Expected>)> {
    if !have("git", "git") {
        return None;
    }
    let tmp = tempfile::tempdir().unwrap();
    let (files, expected) = repository();
    build(tmp.path(), &files);
    Some((tmp, files, expected))
}

/// The findings of lint's JSON record, as (path, rule, line, column).
fn places(record: &serde_json::Value) -> Vec<(String, String, u64, u64)> {
    record["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| {
            (
                f["path"].as_str().unwrap().to_string(),
                f["rule"].as_str().unwrap().to_string(),
                f["line"].as_u64().unwrap(),
                f["column"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn lint(dir: &Path, args: &[&str]) -> std::process::Output {
    bin()
        .arg("lint")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

#[test]
fn every_finding_and_nothing_else_then_fix_gives_back_the_originals() {
    let Some((tmp, files, expected)) = built() else {
        return;
    };
    let dir = tmp.path();
    let out = lint(dir, &["--format", "json"]);
    assert_eq!(
        out.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let record = checked_one("lint", &out.stdout);
    let found: BTreeSet<(String, String, u64, u64)> = places(&record).into_iter().collect();
    let want: BTreeSet<(String, String, u64, u64)> = expected
        .iter()
        .map(|&(p, r, l, c)| (p.to_string(), r.to_string(), l as u64, c as u64))
        .collect();
    assert_eq!(
        found.difference(&want).collect::<Vec<_>>(),
        Vec::<&(String, String, u64, u64)>::new(),
        "reported and not expected"
    );
    assert_eq!(
        want.difference(&found).collect::<Vec<_>>(),
        Vec::<&(String, String, u64, u64)>::new(),
        "expected and not reported"
    );
    // Each finding's bytes are where it says (a mojibake finding's are its columns' text).
    for f in record["findings"].as_array().unwrap() {
        let bytes = std::fs::read(dir.join(f["path"].as_str().unwrap())).unwrap();
        let (at, len) = (
            f["offset"].as_u64().unwrap() as usize,
            f["length"].as_u64().unwrap() as usize,
        );
        assert!(at + len <= bytes.len(), "{f}");
        if f["rule"] == "mojibake" {
            let col = |k: &str| f[k].as_u64().unwrap() as usize - 1;
            let text: String = f["line_text"].as_str().unwrap().chars().collect::<Vec<_>>()
                [col("column")..col("end_column")]
                .iter()
                .collect();
            assert_eq!(String::from_utf8_lossy(&bytes[at..at + len]), text, "{f}");
        }
    }
    // The diff shows the fixes and writes nothing.
    let diff = lint(dir, &["--diff"]);
    assert_eq!(diff.status.code(), Some(1));
    let shown = String::from_utf8_lossy(&diff.stdout);
    let lines = format!(
        "-{}\n+Le café de l’été — à côté.\n",
        as_1252("Le café de l’été — à côté.")
    );
    assert!(shown.contains(&lines), "{shown}");
    for f in &files {
        assert_eq!(
            std::fs::read(dir.join(f.path)).unwrap(),
            f.bytes,
            "{} written by --diff",
            f.path
        );
    }
    // The fix: the damaged files are their originals again, every other byte as it was.
    #[cfg(unix)]
    let mode = {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(
            dir.join("readme.md"),
            std::fs::Permissions::from_mode(0o640),
        )
        .unwrap();
        0o640
    };
    let fix = lint(dir, &["--fix"]);
    let err = String::from_utf8_lossy(&fix.stderr);
    assert_eq!(
        fix.status.code(),
        Some(1),
        "findings without a fix are left: {err}"
    );
    for f in &files {
        let now = std::fs::read(dir.join(f.path)).unwrap();
        let want = f.fixed.as_ref().unwrap_or(&f.bytes);
        assert!(
            now == *want,
            "{}: {:?}",
            f.path,
            String::from_utf8_lossy(&now)
        );
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let m = std::fs::metadata(dir.join("readme.md"))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(m & 0o777, mode, "the fix kept the file's mode");
    }
    // No temporary file is left behind.
    let left = run_in(dir, "git", &["status", "--porcelain", "--ignored"]);
    assert!(!String::from_utf8_lossy(&left).contains("mojiscope-fix"));
    // What is left after the fix has no fix to make.
    let again = lint(dir, &["--format", "json"]);
    let record = checked_one("lint", &again.stdout);
    assert!(record["findings"]
        .as_array()
        .unwrap()
        .iter()
        .all(|f| f.get("fix").is_none()));
}

#[test]
fn each_format_says_the_same_findings() {
    let Some((tmp, _, expected)) = built() else {
        return;
    };
    let dir = tmp.path();
    let text = lint(dir, &[]);
    let shown = String::from_utf8_lossy(&text.stdout);
    // path:line:col: rule: message, the line, a caret under the finding.
    let damaged = as_1252("café de l’été — à côté.");
    let head = format!(
        "readme.md:3:4: mojibake: “{damaged}” is “café de l’été — à côté.”, UTF-8 read as \
         windows-1252\n  3 | Le {damaged}\n"
    );
    assert!(shown.contains(&head), "{shown}");
    assert!(
        shown.contains(&format!("\n    |    {}\n", "^".repeat(33))),
        "{shown}"
    );
    // (A bidirectional override is shown as its code, not obeyed by the terminal.)
    assert!(
        shown.contains("<U+202E>") && !shown.contains('\u{202E}'),
        "{shown}"
    );
    let headers = shown.lines().filter(|l| !l.starts_with("  ")).count();
    assert_eq!(headers, expected.len(), "{shown}");
    let summary = String::from_utf8_lossy(&text.stderr);
    assert!(
        summary.contains(&format!("{} findings", expected.len())),
        "{summary}"
    );
    let github = lint(dir, &["--format", "github"]);
    let annotations = String::from_utf8_lossy(&github.stdout);
    assert_eq!(annotations.lines().count(), expected.len());
    assert!(
        annotations.contains(
            "::error file=readme.md,line=3,col=4,endLine=3,endColumn=37,title=mojiscope mojibake::"
        ),
        "{annotations}"
    );
    assert!(
        annotations.contains("::warning file=lost.txt,line=1,col=5,"),
        "{annotations}"
    );
    let sarif = lint(dir, &["--format", "sarif"]);
    let log: serde_json::Value = serde_json::from_slice(&sarif.stdout).unwrap();
    let results = log["runs"][0]["results"].as_array().unwrap();
    assert_eq!(results.len(), expected.len());
    assert_eq!(log["runs"][0]["columnKind"], "unicodeCodePoints");
    let rules = log["runs"][0]["tool"]["driver"]["rules"]
        .as_array()
        .unwrap();
    for r in results {
        let i = r["ruleIndex"].as_u64().unwrap() as usize;
        assert_eq!(rules[i]["id"], r["ruleId"]);
    }
}

#[test]
fn config_and_options_turn_rules_and_files_off() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::write(dir.join("a.txt"), "don\u{92}t\n").unwrap();
    std::fs::write(dir.join("b.txt"), b"caf\xE9 cr\xE8me\n").unwrap();
    assert_eq!(lint(dir, &[]).status.code(), Some(1));
    std::fs::write(
        dir.join(".mojiscope.toml"),
        "[rules]\nc1-control = \"off\"\nother-encoding = \"warning\"\n",
    )
    .unwrap();
    let out = lint(dir, &["--format", "json"]);
    let record = checked_one("lint", &out.stdout);
    let f = record["findings"].as_array().unwrap();
    assert_eq!(f.len(), 1, "{record}");
    assert_eq!(
        (f[0]["rule"].as_str(), f[0]["severity"].as_str()),
        (Some("other-encoding"), Some("warning"))
    );
    // --expect names the policy of files nothing else names.
    assert_eq!(
        lint(dir, &["--expect", "latin1", "b.txt"]).status.code(),
        Some(0)
    );
    // A glob excludes.
    assert_eq!(lint(dir, &["-g", "!b.txt"]).status.code(), Some(0));
    // Every rule, with its help.
    let rules = lint(dir, &["--list-rules"]);
    assert_eq!(rules.status.code(), Some(0));
    let listed = String::from_utf8_lossy(&rules.stdout);
    for a in mojiscope::lint::rule::RULES {
        assert!(
            listed.contains(&format!("{} ({}): ", a.id, a.severity.name())),
            "{listed}"
        );
    }
    assert!(listed.contains("CVE-2021-42574"), "{listed}");
    // Bad input: one line on stderr, exit 2.
    for args in [
        &["--expect", "klingon"][..],
        &["no-such-dir"][..],
        &["-"][..],
    ] {
        let out = lint(dir, args);
        crate::common::cli::assert_failure(&out, 2);
    }
    // A path that is not there beside one that is: said, the other checked, exit 2.
    let both = lint(dir, &["no-such-dir", "b.txt"]);
    let said = String::from_utf8_lossy(&both.stderr);
    assert_eq!(both.status.code(), Some(2), "{said}");
    assert!(
        said.contains("no-such-dir: no such file or directory"),
        "{said}"
    );
    assert!(String::from_utf8_lossy(&both.stdout).contains("b.txt:1:1: other-encoding"));
    std::fs::write(dir.join(".mojiscope.toml"), "[rules]\nc1 = \"off\"\n").unwrap();
    let err = crate::common::cli::assert_failure(&lint(dir, &[]), 2);
    assert!(err.contains("no rule `c1`"), "{err}");
}

/// Microsoft's SARIF validator (`@microsoft/sarif-multitool-linux` from npm, installed once
/// under target/), or None where npm cannot install it (skipped in one line; required under
/// CI=true).
fn sarif_validator() -> Option<std::path::PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-tools/sarif");
    let tool = root.join("node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool");
    if !tool.exists() {
        if !have("npm", "npm") {
            return None;
        }
        std::fs::create_dir_all(&root).unwrap();
        let ok = std::process::Command::new("npm")
            .args(["install", "--no-audit", "--no-fund", "--prefix"])
            .arg(&root)
            .arg("@microsoft/sarif-multitool-linux@5")
            .output()
            .is_ok_and(|o| o.status.success());
        if !ok || !tool.exists() {
            crate::common::tools::skip("npm could not install @microsoft/sarif-multitool-linux");
            return None;
        }
    }
    // (npm does not run the package's script that makes the program executable.)
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&tool, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    Some(tool)
}

#[test]
fn every_sarif_output_passes_the_sarif_validator() {
    if !have("git", "git") {
        return;
    }
    let Some(validator) = sarif_validator() else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("repo");
    std::fs::create_dir(&dir).unwrap();
    let (files, _) = repository();
    build(&dir, &files);
    std::fs::create_dir(tmp.path().join("clean")).unwrap();
    std::fs::write(tmp.path().join("clean/a.txt"), "Grüße\n").unwrap();
    for (i, (at, args)) in [
        (dir.clone(), vec!["--format", "sarif"]),
        (dir.clone(), vec!["--format", "sarif", "readme.md"]),
        (tmp.path().join("clean"), vec!["--format", "sarif"]),
    ]
    .into_iter()
    .enumerate()
    {
        let out = lint(&at, &args);
        let log = tmp.path().join(format!("{i}.sarif"));
        std::fs::write(&log, &out.stdout).unwrap();
        let checked = tmp.path().join(format!("{i}.validation.sarif"));
        let run = std::process::Command::new(&validator)
            .arg("validate")
            .arg(&log)
            .args([
                "--level",
                "Error;Warning;Note",
                "--rule-kind",
                "Sarif;Gh",
                "--log",
                "ForceOverwrite",
                "-o",
            ])
            .arg(&checked)
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stdout)
        );
        let v: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&checked).unwrap()).unwrap();
        // Errors and warnings, not the notes of style (rule ids as `CS2001`, a schema URI this
        // machine cannot reach, messages as ids and arguments).
        let bad: Vec<String> = v["runs"][0]["results"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|r| r["level"] != "note")
            .map(|r| r["message"].to_string())
            .collect();
        assert!(bad.is_empty(), "{args:?}: {bad:#?}");
    }
}

/// The pre-commit framework (from PyPI, in a virtual environment under target/), or None where
/// it cannot be installed (skipped in one line; required under CI=true).
fn pre_commit() -> Option<std::path::PathBuf> {
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/test-tools/pre-commit");
    let program = venv.join("bin/pre-commit");
    if program.exists() {
        return Some(program);
    }
    if !have("python3", "python3") {
        return None;
    }
    let ok = std::process::Command::new("python3")
        .args(["-m", "venv"])
        .arg(&venv)
        .status()
        .is_ok_and(|s| s.success())
        && std::process::Command::new(venv.join("bin/pip"))
            .args(["install", "--quiet", "pre-commit"])
            .status()
            .is_ok_and(|s| s.success());
    if !ok || !program.exists() {
        crate::common::tools::skip("pip could not install pre-commit");
        return None;
    }
    Some(program)
}

/// The repository's hooks (.pre-commit-hooks.yaml) as a local repository's: the same ids,
/// entries and file types, run with the `mojiscope` the tests built (`language: system`; the
/// `rust` one builds the program with cargo, as the framework does for its users).
fn local_hooks() -> String {
    let hooks = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/.pre-commit-hooks.yaml"
    ))
    .unwrap();
    assert!(hooks.contains("language: rust"));
    let hooks = hooks.replace("language: rust", "language: system");
    let indented: String = hooks.lines().map(|l| format!("    {l}\n")).collect();
    format!("repos:\n- repo: local\n  hooks:\n{indented}")
}

#[test]
fn pre_commit_stops_a_bad_commit_and_lets_a_clean_one_through() {
    if !have("git", "git") {
        return;
    }
    let Some(pre_commit) = pre_commit() else {
        return;
    };
    let (tmp, cache) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let dir = tmp.path();
    let bin_dir = Path::new(env!("CARGO_BIN_EXE_mojiscope"))
        .parent()
        .unwrap()
        .to_path_buf();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .args(["-c", "user.name=t", "-c", "user.email=t@example.org"])
            .args(args)
            .current_dir(dir)
            .env("PATH", &path)
            .env("PRE_COMMIT_HOME", cache.path())
            .output()
            .unwrap()
    };
    git(&["init", "-q", "."]);
    std::fs::write(dir.join(".pre-commit-config.yaml"), local_hooks()).unwrap();
    let install = std::process::Command::new(&pre_commit)
        .args(["install", "--hook-type", "pre-commit"])
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        install.status.success(),
        "{}",
        String::from_utf8_lossy(&install.stderr)
    );
    // A clean commit goes through.
    std::fs::write(dir.join("clean.md"), "Grüße aus München — ÀÉÎ\n").unwrap();
    git(&["add", "."]);
    let ok = git(&["commit", "-q", "-m", "clean"]);
    assert!(
        ok.status.success(),
        "{}{}",
        String::from_utf8_lossy(&ok.stdout),
        String::from_utf8_lossy(&ok.stderr)
    );
    // Mojibake is stopped, and the fix hook repairs it in the working tree.
    let damaged = format!("{}\n", as_1252("Grüße aus München — naïve café"));
    std::fs::write(dir.join("bad.md"), &damaged).unwrap();
    git(&["add", "bad.md"]);
    let stopped = git(&["commit", "-q", "-m", "bad"]);
    // (What the hooks say, wherever git put it.)
    let said = String::from_utf8_lossy(&[stopped.stdout, stopped.stderr].concat()).into_owned();
    assert!(!stopped.status.success(), "{said}");
    assert!(said.contains("bad.md:1:1: mojibake"), "{said}");
    assert_eq!(
        std::fs::read_to_string(dir.join("bad.md")).unwrap(),
        "Grüße aus München — naïve café\n",
        "{said}"
    );
    git(&["add", "bad.md"]);
    let after = git(&["commit", "-q", "-m", "fixed"]);
    assert!(
        after.status.success(),
        "{}",
        String::from_utf8_lossy(&after.stdout)
    );
    let log = git(&["log", "--oneline"]);
    assert_eq!(String::from_utf8_lossy(&log.stdout).lines().count(), 2);
}

/// `text` damaged by pipeline `k` of five: UTF-8 read as windows-1252, latin-1 (isomorphic
/// decode), cp437, KOI8-R or Mac OS Roman, and written again as UTF-8.
fn damaged(text: &str, k: usize) -> (String, &'static str) {
    use mojiscope::mojibake::codec::DosPage;
    let by = |e: &'static encoding_rs::Encoding| {
        e.decode_without_bom_handling(text.as_bytes())
            .0
            .into_owned()
    };
    match k % 5 {
        0 => (by(encoding_rs::WINDOWS_1252), "windows-1252"),
        1 => (text.bytes().map(char::from).collect(), "latin-1"),
        2 => (
            text.bytes().map(|b| DosPage::Cp437.char_of(b)).collect(),
            "cp437",
        ),
        3 => (by(encoding_rs::KOI8_R), "KOI8-R"),
        _ => (by(encoding_rs::MACINTOSH), "Mac OS Roman"),
    }
}

/// Real sentences of 35 languages (the translations Debian ships), one file a language: every
/// second line with one word of three characters or more damaged by one of five pipelines.
/// `--fix` gives back at least 99 % of the damaged lines exactly, and changes no other line.
#[test]
fn fix_gives_back_damaged_words_in_real_sentences_and_nothing_else() {
    use crate::common::catalogues::{path, sentences, CATALOGUES};
    let tmp = tempfile::tempdir().unwrap();
    let mut cases = Vec::new();
    for (n, &(lang, domain, package)) in CATALOGUES.iter().enumerate() {
        let Ok(data) = std::fs::read(path(lang, domain)) else {
            if !crate::common::tools::skip(&format!(
                "no {lang} catalogue (Debian package {package})"
            )) {
                return;
            }
            continue;
        };
        let lines = sentences(&data, 40).unwrap_or_default();
        let mut damaged_text = String::new();
        let mut want = String::new();
        for (i, line) in lines.iter().enumerate() {
            want.push_str(line);
            want.push('\n');
            let words: Vec<&str> = line.split(' ').collect();
            let pick = words
                .iter()
                .position(|w| w.chars().count() >= 3 && !w.is_ascii());
            match (i % 2, pick) {
                (1, Some(w)) => {
                    let (bad, how) = damaged(words[w], n + i);
                    let mut ws = words.clone();
                    ws[w] = &bad;
                    let line = ws.join(" ");
                    damaged_text.push_str(&line);
                    cases.push((lang, i, how));
                }
                _ => damaged_text.push_str(line),
            }
            damaged_text.push('\n');
        }
        std::fs::write(tmp.path().join(format!("{lang}.txt")), &damaged_text).unwrap();
        std::fs::write(tmp.path().join(format!("{lang}.want")), &want).unwrap();
    }
    let out = lint(tmp.path(), &["--fix", "-g", "*.txt"]);
    assert_ne!(
        out.status.code(),
        Some(2),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (mut back, mut wrong) = (0, Vec::new());
    for &(lang, _, _) in CATALOGUES {
        let (Ok(now), Ok(want)) = (
            std::fs::read_to_string(tmp.path().join(format!("{lang}.txt"))),
            std::fs::read_to_string(tmp.path().join(format!("{lang}.want"))),
        ) else {
            continue;
        };
        for (i, (a, b)) in now.lines().zip(want.lines()).enumerate() {
            let damaged_here = cases.iter().any(|&(l, k, _)| l == lang && k == i);
            match (a == b, damaged_here) {
                (true, true) => back += 1,
                (false, false) => wrong.push(format!(
                    "{lang}:{}: changed a line that was fine: {a}",
                    i + 1
                )),
                (false, true) => wrong.push(format!("{lang}:{}: not given back: {a}", i + 1)),
                (true, false) => {}
            }
        }
    }
    eprintln!(
        "lint --fix gave back {back} of {} damaged lines: {wrong:#?}",
        cases.len()
    );
    let changed_fine: Vec<&String> = wrong.iter().filter(|w| w.contains("was fine")).collect();
    assert!(changed_fine.is_empty(), "{changed_fine:#?}");
    assert!(cases.len() >= 300, "{} damaged lines", cases.len());
    assert!(
        back * 100 >= cases.len() * 99,
        "{back} of {} damaged lines given back: {wrong:#?}",
        cases.len()
    );
}

/// A line of megabytes: the finding far into it has its column, its bytes and an excerpt of
/// the line around it (not the line), and the file is fixed piece by piece.
#[test]
fn a_finding_far_into_a_long_line_has_its_place_and_an_excerpt() {
    let tmp = tempfile::tempdir().unwrap();
    let word = as_1252("café");
    let line = format!("{} {word} {}\n", "x".repeat(50_000), "y ".repeat(1_000_000));
    std::fs::write(tmp.path().join("long.txt"), &line).unwrap();
    let out = lint(tmp.path(), &["--format", "json"]);
    let record = checked_one("lint", &out.stdout);
    let f = &record["findings"][0];
    assert_eq!(record["findings"].as_array().unwrap().len(), 1, "{record}");
    assert_eq!(
        (f["line"].as_u64(), f["column"].as_u64()),
        (Some(1), Some(50_002))
    );
    assert_eq!(f["offset"].as_u64(), Some(50_001));
    let text = f["line_text"].as_str().unwrap();
    assert!(text.chars().count() <= 500, "{}", text.len());
    let from = f["line_text_column"].as_u64().unwrap() as usize;
    let at: String = text
        .chars()
        .skip(50_002 - from)
        .take(word.chars().count())
        .collect();
    assert_eq!(at, word);
    lint(tmp.path(), &["--fix"]);
    let fixed = std::fs::read_to_string(tmp.path().join("long.txt")).unwrap();
    assert_eq!(fixed, line.replace(&word, "café"));
}

/// What a new user met: a file its `.gitattributes` says is UTF-16LE that is UTF-8, text
/// damaged with Python's `errors='replace'`, a windows-1252 CSV, a binary file named on the
/// command line, a UTF-8 file held to windows-1252, several findings on one line in SARIF.
#[test]
fn what_a_new_user_met_is_said_once_and_never_made_worse() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    let write = |name: &str, bytes: &[u8]| std::fs::write(dir.join(name), bytes).unwrap();
    write(
        ".gitattributes",
        b"*.ps1 working-tree-encoding=UTF-16LE-BOM\n",
    );
    write("bad.ps1", "Write-Host 'Olá'\r\n".as_bytes());
    // (UTF-8 read by Python's cp1252 with errors='replace': bytes it refuses are lost.)
    let replaced = "País: Ísland, Þorð — “quoted” text.\n"
        .as_bytes()
        .iter()
        .map(|&b| match b {
            0x81 | 0x8D | 0x8F | 0x90 | 0x9D => '\u{FFFD}',
            b => encoding_rs::WINDOWS_1252
                .decode_without_bom_handling(&[b])
                .0
                .chars()
                .next()
                .unwrap(),
        })
        .collect::<String>();
    write("replaced.md", replaced.as_bytes());
    let csv: Vec<u8> = (0..20)
        .flat_map(|i| {
            encoding_rs::WINDOWS_1252
                .encode(&format!("{i};José;São Paulo;0,50 €\n"))
                .0
                .into_owned()
        })
        .collect();
    write("export.csv", &csv);
    write("blob.bin", b"\0\0\0\x01\x02binary\0\0");
    let out = lint(
        dir,
        &[
            "--format",
            "json",
            "bad.ps1",
            "replaced.md",
            "export.csv",
            "blob.bin",
        ],
    );
    let record = checked_one("lint", &out.stdout);
    let found = places(&record);
    let of = |p: &str| {
        found
            .iter()
            .filter(|f| f.0 == p)
            .map(|f| f.1.as_str())
            .collect::<Vec<_>>()
    };
    assert_eq!(of("bad.ps1"), ["other-encoding"], "{record}");
    assert_eq!(of("export.csv"), ["other-encoding"], "{record}");
    assert!(
        !of("replaced.md").contains(&"mojibake") || {
            // (A repair that writes no U+FFFD may be found; one that writes one is not.)
            record["findings"].as_array().unwrap().iter().all(|f| {
                f["fix"]["replacement"]
                    .as_str()
                    .is_none_or(|r| !r.contains('\u{FFFD}'))
            })
        }
    );
    assert!(
        record["skipped"]
            .to_string()
            .contains("blob.bin: passed over: a binary file"),
        "{record}"
    );
    // --fix makes nothing worse: the UTF-8 script gets no UTF-16 BOM, no U+FFFD is written.
    lint(dir, &["--fix", "bad.ps1", "replaced.md"]);
    assert_eq!(
        std::fs::read(dir.join("bad.ps1")).unwrap(),
        "Write-Host 'Olá'\r\n".as_bytes()
    );
    let now = std::fs::read_to_string(dir.join("replaced.md")).unwrap();
    assert_eq!(
        now.matches('\u{FFFD}').count(),
        replaced.matches('\u{FFFD}').count(),
        "{now}"
    );
    // A UTF-8 file held to windows-1252: its lines in another encoding, once each.
    write("utf8.txt", "Grüße — “quoted”\n".as_bytes());
    let held = checked_one(
        "lint",
        &lint(
            dir,
            &["--format", "json", "--expect", "windows-1252", "utf8.txt"],
        )
        .stdout,
    );
    let rules: Vec<&str> = held["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["rule"].as_str().unwrap())
        .collect();
    assert_eq!(rules, ["other-encoding"], "{held}");
    // UTF-16 without a BOM in a file held to UTF-8: one finding, not a NUL a character.
    let utf16: Vec<u8> = "Date,Bid,Ask\r\n2024-01-02,1.10,1.11\r\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    write("quotes.csv", &utf16);
    let csv = checked_one(
        "lint",
        &lint(dir, &["--format", "json", "quotes.csv"]).stdout,
    );
    assert_eq!(places(&csv).len(), 1, "{csv}");
    let said = csv["findings"][0]["message"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(
        said.starts_with("the file reads as UTF-16LE, not as utf-8"),
        "{csv}"
    );
    // A part in another encoding is named as the file declares it (Python's `coding:`).
    let cyrillic = encoding_rs::ISO_8859_5
        .encode("# Привет, мир: строки кириллицей\n")
        .0;
    write(
        "legacy.py",
        &[&b"# -*- coding: iso-8859-5 -*-\n"[..], &cyrillic].concat(),
    );
    let py = checked_one(
        "lint",
        &lint(dir, &["--format", "json", "legacy.py"]).stdout,
    );
    let message = py["findings"][0]["message"]
        .as_str()
        .unwrap_or_default()
        .to_string();
    assert!(message.contains("read as ISO-8859-5"), "{py}");
    // Several findings on one line keep fingerprints of their own.
    write("c1.txt", "a\u{92}b\u{93}c\u{94}\n".as_bytes());
    let sarif: serde_json::Value =
        serde_json::from_slice(&lint(dir, &["--format", "sarif", "c1.txt"]).stdout).unwrap();
    let prints: std::collections::BTreeSet<String> = sarif["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["partialFingerprints"]["mojiscope/v1"].to_string())
        .collect();
    assert_eq!(prints.len(), 3, "{sarif}");
}
