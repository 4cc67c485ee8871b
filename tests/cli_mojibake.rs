//! `mojiscope compare` and `mojiscope repair` as a user runs them: JSON that parses and agrees
//! with the reference, bad arguments refused in one line, a repair reproduced from the command
//! it prints.

use crate::common;

use common::cli::{assert_failure, run, run_stdin};
use serde_json::Value;

/// The command's JSON, checked against its schema (`name`).
fn json(name: &str, out: &std::process::Output) -> Value {
    assert!(out.status.success(), "{}", common::cli::stderr(out));
    common::cli::checked_one(name, &out.stdout)
}

#[test]
fn compare_json_holds_each_encodings_text_as_encoding_rs_decodes_it() {
    let bytes = "\u{FEFF}Привет, 日本".as_bytes();
    let v = json(
        "compare",
        &run_stdin(&["compare", "--json", "--encodings", "all", "-"], bytes),
    );
    let results = v["results"].as_array().unwrap();
    assert_eq!(results.len(), 40);
    for r in results {
        let e = mojiscope::encoding::get_encoding(r["encoding"].as_str().unwrap()).unwrap();
        let (text, had_errors) = common::rs(e).decode_without_bom_handling(bytes);
        assert_eq!(r["text"].as_str().unwrap(), text, "{e}");
        assert_eq!(r["errors"].as_u64().unwrap() > 0, had_errors, "{e}");
        assert_eq!(r["first_error"].is_null(), !had_errors, "{e}");
        assert!(r["text_complete"].as_bool().unwrap());
        // The window's units tile the bytes they cover.
        let units = r["units"].as_array().unwrap();
        assert!(!units.is_empty(), "{e}");
    }
    // UTF-8's decoder alone keeps the BOM as U+FEFF: the comparison does not sniff.
    assert!(results[0]["text"].as_str().unwrap().starts_with('\u{FEFF}'));
    assert_eq!(v["bytes"].as_u64(), Some(bytes.len() as u64));
}

#[test]
fn compare_clean_keeps_the_rows_without_errors() {
    let v = json(
        "compare",
        &run_stdin(
            &[
                "compare",
                "--json",
                "--clean",
                "--encodings",
                "utf-8,shift_jis,windows-1252",
                "-",
            ],
            b"\x82\xa0",
        ),
    );
    let names: Vec<&str> = v["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["encoding"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Shift_JIS", "windows-1252"]);
}

#[test]
fn compare_refuses_bad_arguments_in_one_line() {
    let e = assert_failure(
        &run_stdin(&["compare", "--encodings", "utf-9", "-"], b"x"),
        2,
    );
    assert!(e.contains("utf-9"), "{e}");
    let e = assert_failure(&run_stdin(&["compare", "--from", "5", "-"], b"abc"), 2);
    assert!(e.contains("past the end"), "{e}");
    let e = assert_failure(&run_stdin(&["compare", "--len", "0", "-"], b"abc"), 2);
    assert!(e.contains("--len"), "{e}");
    assert_failure(&run(&["compare", "/no/such/file"]), 2);
    // An empty input is compared (every row empty), not refused.
    let v = json("compare", &run_stdin(&["compare", "--json", "-"], b""));
    assert!(v["results"]
        .as_array()
        .unwrap()
        .iter()
        .all(|r| r["chars"] == 0));
}

#[test]
fn repair_json_has_the_chain_the_spans_on_their_bytes_and_the_command() {
    let v = json(
        "repair",
        &run_stdin(&["repair", "--json", "-"], "naÃ¯ve cafÃ©".as_bytes()),
    );
    assert_eq!(v["text"], "naïve café");
    assert_eq!(v["changed"], true);
    assert_eq!(v["steps"][0]["encode"], "windows-1252");
    assert_eq!(v["steps"][0]["decode"], "UTF-8");
    let spans = v["spans"].as_array().unwrap();
    assert_eq!(spans.len(), 2);
    assert_eq!(spans[0]["before"], "naÃ¯ve");
    let group = &spans[0]["on_bytes"][0]["groups"][0];
    assert_eq!(
        (group["before"].as_str(), group["after"].as_str()),
        (Some("Ã¯"), Some("ï"))
    );
    assert_eq!(group["bytes"], serde_json::json!([0xC3, 0xAF]));
    assert!(v["command"]
        .as_str()
        .unwrap()
        .contains("--chain 'windows-1252:UTF-8'"));
}

#[test]
fn the_command_a_repair_prints_reproduces_it() {
    let dir = std::env::temp_dir().join(format!("mojiscope-repair-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("broken.txt");
    // Windows-1251 read as windows-1252 in one part, UTF-8 read as windows-1252 in another.
    std::fs::write(&file, "Ïðèâåò, ìèð! Êàê äåëà? and cafÃ©").unwrap();
    let path = file.to_str().unwrap();
    let v = json("repair", &run(&["repair", "--json", path]));
    let command = v["command"].as_str().unwrap().to_string();
    let chain = command.split('\'').nth(1).unwrap();
    let again = json(
        "repair",
        &run(&["repair", "--json", "--chain", chain, path]),
    );
    assert_eq!(again["text"], v["text"]);
    assert_ne!(v["text"], "Ïðèâåò, ìèð! Êàê äåëà? and cafÃ©");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The "to reproduce" line `repair` prints, run by bash in the file's folder (with the program
/// as `mojiscope`), writes the text the repair wrote: for a file whose lines took different
/// chains, and for one repaired with a confidence asked for, where a line was left unsure.
#[test]
fn the_printed_reproduce_line_run_by_bash_gives_the_text_shown() {
    let dir = std::env::temp_dir().join(format!("mojiscope-reproduce-{}", std::process::id()));
    let bin = dir.join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_mojiscope"), bin.join("mojiscope")).unwrap();
    let cases: [(&str, &[&str]); 2] = [
        (
            "RÃ©sumÃ© of the meeting\nÏðèâåò, êîëëåãè!\nGrüße aus München\n",
            &[],
        ),
        (
            "¼Ò½º\nÏðèâåò, ìèð! and cafÃ©\n",
            &["--min-confidence", "0.9"],
        ),
    ];
    for (i, (text, options)) in cases.iter().enumerate() {
        let name = format!("mixed {i}.txt");
        std::fs::write(dir.join(&name), text).unwrap();
        let path = dir.join(&name);
        let mut args = vec!["repair"];
        args.extend_from_slice(options);
        args.push(path.to_str().unwrap());
        let first = run(&args);
        assert!(first.status.success());
        let err = common::cli::stderr(&first);
        let line = err
            .lines()
            .find_map(|l| l.strip_prefix("to reproduce: "))
            .unwrap_or_else(|| panic!("no line to reproduce: {err}"));
        let again = std::process::Command::new("bash")
            .arg("-c")
            .arg(line)
            .current_dir(&dir)
            .env(
                "PATH",
                format!("{}:{}", bin.display(), std::env::var("PATH").unwrap()),
            )
            .output()
            .expect("bash");
        assert!(again.status.success(), "{line}");
        assert_eq!(
            String::from_utf8(again.stdout).unwrap(),
            String::from_utf8(first.stdout.clone()).unwrap(),
            "{line}"
        );
        assert_ne!(String::from_utf8(first.stdout).unwrap(), *text);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--min-confidence` takes a number from 0 to 1; anything else is one line and status 2.
#[test]
fn min_confidence_is_a_number_from_0_to_1() {
    for bad in ["2", "-0.1", "NaN", "sure"] {
        let arg = format!("--min-confidence={bad}");
        let out = run_stdin(&["repair", &arg, "-"], b"caf\xc3\xa9");
        assert_eq!(out.status.code(), Some(2), "{bad}");
        let err = common::cli::stderr(&out);
        assert!(err.contains("not a number from 0 to 1"), "{err}");
    }
}

#[test]
fn repair_prints_the_text_on_stdout_and_the_chain_on_stderr() {
    let out = run_stdin(&["repair", "-"], "donâ€™t".as_bytes());
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout.clone()).unwrap(), "don’t");
    let err = common::cli::stderr(&out);
    assert!(err.contains("â€™ → E2 80 99 → ’"), "{err}");
}

#[test]
fn repair_reads_other_encodings_and_resolves_references() {
    // The text as the user has it, in windows-1251.
    let out = run_stdin(
        &["repair", "--encoding", "windows-1251", "-"],
        b"\xc3\xa9t\xc3\xa9",
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "été");
    let out = run_stdin(
        &["repair", "--resolve-references", "-"],
        b"&#26085;&#26412; &#0;",
    );
    assert_eq!(String::from_utf8(out.stdout).unwrap(), "日本 &#0;");
    let v = json(
        "repair",
        &run_stdin(&["repair", "--json", "-"], b"x &#233;"),
    );
    assert_eq!(v["references"][0]["character"], "é");
    assert_eq!(v["changed"], false);
}

#[test]
fn repair_refuses_bad_input_in_one_line() {
    let e = assert_failure(&run_stdin(&["repair", "-"], b"caf\xe9"), 2);
    assert!(e.contains("not UTF-8") && e.contains("--encoding"), "{e}");
    let e = assert_failure(
        &run_stdin(&["repair", "--chain", "windows-1252", "-"], b"x"),
        2,
    );
    assert!(e.contains("ENCODE:DECODE"), "{e}");
    let e = assert_failure(
        &run_stdin(&["repair", "--chain", "latin1:utf-9", "-"], b"x"),
        2,
    );
    assert!(e.contains("utf-9"), "{e}");
}

#[test]
fn help_lists_compare_and_repair() {
    let out = run(&["--help"]);
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("\n  compare "), "{help}");
    assert!(help.contains("\n  repair "), "{help}");
    let out = run(&["repair", "--help"]);
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(help.contains("--chain <CHAIN>"), "{help}");
    assert!(help.contains("--resolve-references"), "{help}");
}

#[test]
fn a_text_longer_than_a_piece_is_repaired_piece_by_piece() {
    // Lines of French mojibake, then a line of Chinese read as windows-1252 without a space
    // and longer than a piece (1 MiB): cut only where no character's bytes are cut.
    let fine_line = "Le café de l’été coûte déjà 15 €.\n";
    let zh = "中文的文本是这样的我们来看看这是一个很长的没有空格的句子".repeat(20_000);
    let misread = |t: &str| {
        encoding_rs::WINDOWS_1252
            .decode_without_bom_handling(t.as_bytes())
            .0
            .into_owned()
    };
    let original = fine_line.repeat(40_000) + &zh + "\n";
    let broken = misread(&fine_line.repeat(40_000)) + &misread(&zh) + "\n";
    assert!(broken.len() > 3 << 20);
    let dir = std::env::temp_dir().join(format!("mojiscope-stream-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("long.txt");
    std::fs::write(&path, &broken).unwrap();
    let path = path.to_str().unwrap();
    let out = run(&["repair", path]);
    assert!(out.status.success(), "{}", common::cli::stderr(&out));
    assert!(
        out.stdout == original.as_bytes(),
        "the repaired text differs"
    );
    let err = common::cli::stderr(&out);
    assert!(
        err.contains("pieces") && err.contains("to reproduce"),
        "{err}"
    );
    // JSON: the parts counted and the first listed, not the text itself.
    let v = json("repair-long", &run(&["repair", "--json", path]));
    assert_eq!(v["text"], Value::Null);
    assert_eq!(v["text_bytes"].as_u64(), Some(original.len() as u64));
    assert_eq!(v["spans"].as_array().unwrap().len(), 1000);
    assert!(v["spans_total"].as_u64().unwrap() > 40_000);
    assert_eq!(v["steps"], serde_json::json!([]));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn repair_reads_javas_modified_utf8_as_what_it_writes() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("java.txt");
    // U+0000 as C0 80 beside accented and Cyrillic letters, U+1F600 as a surrogate pair in
    // six bytes, and one word really damaged.
    std::fs::write(
        &file,
        b"Caf\xC3\xA9\xC0\x80na\xC3\xAFve \xD0\x9F\xD1\x80\xD0\xB8\xC0\x80 \xED\xA0\xBD\xED\xB8\x80\nun caf\xC3\x83\xC2\xA9\xC0\x80 cr\xC3\x83\xC2\xA8me\n",
    )
    .unwrap();
    let out = run(&["repair", file.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(
        out.stdout,
        "Café\0naïve При\0 😀\nun café\0 crème\n".as_bytes()
    );
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Java's modified UTF-8 read as the characters it writes, not as damage: C0 80 at byte 5 is U+0000 (NUL)"),
        "{err}"
    );
    assert!(
        err.contains("java-modified-utf8") || err.contains("Java's modified UTF-8 (CESU-8) wrote"),
        "{err}"
    );
    // The JSON lists each sequence; the printed command, run, gives the same text.
    let out = run(&["repair", "--json", file.to_str().unwrap()]);
    let j: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let found: Vec<(u64, u64, u64)> = j["modified"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["byte_start"].as_u64().unwrap(),
                m["bytes"].as_u64().unwrap(),
                m["code_point"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(found, [(5, 2, 0), (20, 2, 0), (23, 6, 0x1F600), (40, 2, 0)]);
    let command = j["command"].as_str().unwrap();
    let rerun = std::process::Command::new("bash")
        .arg("-c")
        .arg(command.replacen("mojiscope", env!("CARGO_BIN_EXE_mojiscope"), 1))
        .current_dir(dir.path())
        .output()
        .unwrap();
    assert_eq!(rerun.stdout, j["text"].as_str().unwrap().as_bytes());
    // Any other error still refuses, in one line.
    std::fs::write(&file, b"caf\xC3\xA9\xC0\x80 \xFF\n").unwrap();
    let out = run(&["repair", file.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("the first error is at byte 8"));
}
