//! The command line against what a hostile user tries: absurd numbers, huge error lists, FIFOs
//! with no writer, endless devices, windows far into large files. Each was a defect once.

use crate::common;

use common::cli::{checked_one, scan_record};
use common::noise;
use serde_json::Value;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mojiscope"))
}

fn temp_path(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mojiscope-limits-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The peak resident memory of a command, in bytes (polled from /proc while it runs).
#[cfg(target_os = "linux")]
fn peak_memory(cmd: &mut Command) -> (u64, std::process::ExitStatus) {
    let mut child = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let status_file = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    loop {
        if let Ok(status) = std::fs::read_to_string(&status_file)
            && let Some(kb) = status
                .lines()
                .find(|l| l.starts_with("VmHWM:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse::<u64>().ok())
        {
            peak = peak.max(kb * 1024);
        }
        if let Some(status) = child.try_wait().unwrap() {
            return (peak, status);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Regression: `scan --json --max-errors 18446744073709551615` kept every error and the whole
/// JSON in memory (5 GB for 16 MiB of random bytes). The errors now stream out.
#[cfg(target_os = "linux")]
#[test]
fn a_scan_listing_every_error_keeps_memory_flat() {
    let path = temp_path("noise.bin");
    std::fs::write(&path, noise(9, 1 << 20)).unwrap();
    let (peak, status) = peak_memory(bin().args([
        "scan",
        "--json",
        "--max-errors",
        "18446744073709551615",
        path.to_str().unwrap(),
    ]));
    assert!(status.success());
    assert!(peak < 64 << 20, "peak memory {} MiB", peak >> 20);
    // And the output lists every error, each line JSON.
    let out = bin()
        .args(["scan", "--json", "--max-errors", "18446744073709551615"])
        .arg(&path)
        .output()
        .unwrap();
    let r = scan_record(&out.stdout);
    let listed = r["first_errors"].as_array().unwrap().len() as u64;
    assert_eq!(r["errors"].as_u64(), Some(listed));
    assert_eq!(r["listed"].as_u64(), Some(listed));
    assert!(listed > 100_000, "{listed}");
}

/// Regression: with `--max-errors 0` the first error's offset was null beside a count of 2.
#[test]
fn the_first_error_is_known_without_a_list() {
    let path = temp_path("two-errors.txt");
    std::fs::write(&path, b"ok \xFF and \xFE").unwrap();
    let out = bin()
        .args(["scan", "--json", "--max-errors", "0"])
        .arg(&path)
        .output()
        .unwrap();
    let r = scan_record(&out.stdout);
    assert_eq!(r["errors"], 2);
    assert_eq!(r["first_error_offset"], 3);
    assert_eq!(r["first_errors"], serde_json::json!([]));
}

#[test]
fn help_names_every_option() {
    for (command, options) in [
        (
            "decode",
            &["--encoding", "--op", "--fatal", "--ignore-bom", "--chunks"][..],
        ),
        ("scan", &["--max-errors", "--json", "--op"]),
        ("trace", &["--from", "--len", "--json"]),
        ("compare", &["--encodings", "--clean", "--from", "--len"]),
        ("repair", &["--chain", "--resolve-references", "--json"]),
        (
            "detect",
            &["--context", "--content-type", "--list-contexts", "--tld"],
        ),
    ] {
        let out = bin().args([command, "--help"]).output().unwrap();
        let help = String::from_utf8(out.stdout).unwrap();
        for option in options {
            assert!(help.contains(option), "{command} --help lacks {option}");
        }
    }
}

/// Regression: `sniff /dev/zero` read 512 MiB (and then refused it) to look at 8 bytes.
#[cfg(unix)]
#[test]
fn sniff_reads_only_the_start_of_an_endless_device() {
    let out = bin().args(["sniff", "/dev/zero"]).output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("first bytes:    00 00 00 00 00 00 00 00\n"),
        "{text}"
    );
    let out = bin()
        .args(["sniff", "--json", "/dev/zero"])
        .output()
        .unwrap();
    let r = checked_one("sniff", &out.stdout);
    assert_eq!(
        r["bytes"],
        Value::Null,
        "the length of an endless device is unknown"
    );
}

/// Regression: a FIFO with no writer blocked forever without a word.
#[cfg(unix)]
#[test]
fn a_fifo_without_a_writer_says_it_waits() {
    let path = temp_path("fifo");
    let _ = std::fs::remove_file(&path);
    assert!(Command::new("mkfifo")
        .arg(&path)
        .status()
        .unwrap()
        .success());
    let mut child = bin()
        .args(["decode"])
        .arg(&path)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read stderr on a thread: the note comes while mojiscope waits.
    let mut err = child.stderr.take().unwrap();
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut line = String::new();
        let _ = std::io::BufRead::read_line(&mut std::io::BufReader::new(&mut err), &mut line);
        let _ = tx.send(line);
    });
    let note = rx
        .recv_timeout(Duration::from_secs(10))
        .expect("a note on stderr");
    assert!(note.contains("is a FIFO: waiting for a writer"), "{note}");
    // A writer comes: the bytes go through.
    let mut writer = std::fs::OpenOptions::new().write(true).open(&path).unwrap();
    writer.write_all("caf\u{e9}".as_bytes()).unwrap();
    drop(writer);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert_eq!(out.stdout, "caf\u{e9}".as_bytes());
    std::fs::remove_file(&path).unwrap();
}

/// Regression: `trace` far into an ISO-2022-JP file (and in fatal mode) decoded from byte 0
/// without a word. It now says so on stderr (with progress on a terminal) and takes the scan's
/// checkpoints to get there.
#[test]
fn a_trace_far_from_any_sync_point_says_so() {
    let path = temp_path("iso-2022-jp.txt");
    let mut bytes = b"\x1b$B".to_vec();
    for _ in 0..3_000_000 {
        bytes.extend_from_slice(b"\x30\x21");
    }
    bytes.extend_from_slice(b"\x1b(B end\n");
    std::fs::write(&path, &bytes).unwrap();
    let started = Instant::now();
    let out = bin()
        .args([
            "trace",
            "--encoding",
            "iso-2022-jp",
            "--from",
            "6000000",
            "--len",
            "2",
        ])
        .arg(&path)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(err.contains("depends on bytes far before it"), "{err}");
    let text = String::from_utf8(out.stdout).unwrap();
    // After the 3-byte escape, odd offsets hold 30 (lead) and even ones 21 (trail): 亜.
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("iso-2022-jp-"))
        .collect();
    assert!(
        rows[0].contains("U+4E9C") && rows[0].contains("iso-2022-jp-trail"),
        "{text}"
    );
    assert!(rows[1].contains("iso-2022-jp-lead"), "{text}");
    eprintln!(
        "trace far into 6 MB of ISO-2022-JP: {:?}",
        started.elapsed()
    );

    // Fatal mode: the first error before the window is looked for first.
    let path = temp_path("fatal.txt");
    let mut bytes = vec![b'a'; 6_000_000];
    bytes.push(0xFF);
    std::fs::write(&path, &bytes).unwrap();
    let out = bin()
        .args([
            "trace",
            "--op",
            "utf8-decode-without-bom-or-fail",
            "--from",
            "5999999",
        ])
        .arg(&path)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("looking for the first error before byte 5999999"),
        "{err}"
    );
    assert!(err.contains("byte offset 6000000"), "{err}");
}

/// Found by the argument fuzzer: an option or a path with a newline in it made a two-line
/// reason. Control characters are now written as escapes.
#[test]
fn reasons_stay_on_one_line_whatever_is_typed() {
    for args in [
        &["--\np"][..],
        &["decode", "--\nq", "x"],
        &["decode", "/no/such\nfile"],
        &["trace", "--from", "1\n2", "x"],
    ] {
        let out = bin().args(args).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
        assert!(err.contains("\\n"), "the newline is shown escaped: {err:?}");
    }
}

/// Regression: `decode --op textdecoder --chunks N` read each chunk whole (one 1 GiB chunk
/// held 5 GB). A chunk is a boundary to show, not a buffer: a chunk as long as the file takes
/// a block of memory, the text is the same however the chunks cut it, and in fatal mode a
/// chunk that throws writes nothing of itself, as the call that throws returns nothing.
#[cfg(target_os = "linux")]
#[test]
fn a_textdecoder_chunk_is_a_boundary_not_a_buffer() {
    // Russian in windows-1251: every letter a byte in, two bytes of UTF-8 out.
    let text = "Съешь же ещё этих мягких французских булок, да выпей же чаю.\n";
    let (line, _, _) = encoding_rs::WINDOWS_1251.encode(text);
    let big = temp_path("cyrillic-48mib.txt");
    std::fs::write(&big, line.repeat((48 << 20) / line.len())).unwrap();
    let len = std::fs::metadata(&big).unwrap().len().to_string();
    let decode = |chunks: &str, path: &PathBuf| {
        let mut cmd = bin();
        cmd.args([
            "decode",
            "--encoding",
            "windows-1251",
            "--op",
            "textdecoder",
        ]);
        if !chunks.is_empty() {
            cmd.args(["--chunks", chunks]);
        }
        cmd.arg(path);
        cmd
    };
    let (peak, status) = peak_memory(&mut decode(&len, &big));
    assert!(status.success());
    assert!(peak < 48 << 20, "peak memory {} MiB", peak >> 20);

    // The same text, chunked or not, with chunks longer than a block.
    let small = temp_path("cyrillic-3mib.txt");
    let lines = (3 << 20) / line.len();
    std::fs::write(&small, line.repeat(lines)).unwrap();
    let whole = decode("", &small).output().unwrap();
    assert!(whole.status.success());
    assert!(whole.stdout == text.repeat(lines).as_bytes());
    for chunks in ["1,2500000", "2097152,1", "0,1048577,7"] {
        let out = decode(chunks, &small).output().unwrap();
        assert!(out.status.success(), "{chunks}");
        assert!(
            out.stdout == whole.stdout,
            "--chunks {chunks} changed the text"
        );
    }

    // Fatal: the second chunk (2 MiB, an invalid byte near its end) throws; nothing is written
    // (the command checks the input before it writes), and the reason names the byte.
    let mut bytes = vec![b'a'; 3 << 20];
    bytes[(3 << 20) - 10] = 0xFF;
    let bad = temp_path("late-error.txt");
    std::fs::write(&bad, &bytes).unwrap();
    let out = bin()
        .args(["decode", "--op", "textdecoder", "--fatal", "--chunks"])
        .arg(format!("{},{}", 1 << 20, 2 << 20))
        .arg(&bad)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(&format!("byte offset {}", (3 << 20) - 10)),
        "{err}"
    );
}

/// Regression: `compare --encodings all` grew without limit (7.2 GB on 8 MiB) and aborted on
/// larger files: the replacement decoder finishes after one byte, and the point up to which
/// the rows were compared never moved past it. A finished row now holds nothing back.
#[cfg(target_os = "linux")]
#[test]
fn compare_with_every_encoding_keeps_memory_flat() {
    let path = temp_path("mixed-8mib.bin");
    let mut bytes = noise(11, 4 << 20);
    bytes.extend(
        "Привет, мир. 日本語のテキスト。 café\n"
            .repeat((4 << 20) / 48)
            .as_bytes(),
    );
    std::fs::write(&path, &bytes).unwrap();
    for set in ["all", "utf-8,replacement"] {
        let (peak, status) = peak_memory(bin().args(["compare", "--encodings", set]).arg(&path));
        assert!(status.success(), "{set}");
        assert!(peak < 64 << 20, "{set}: peak memory {} MiB", peak >> 20);
    }
}

/// What a terminal would act on (ESC sequences, C1 controls, an 8-bit CSI, bidi overrides)
/// never reaches it from a report, whatever the file holds or is called: every command's
/// output (text and JSON) and its messages show such characters as tags or escapes. The text
/// decode outputs goes into a pipe as it is. repair's "to reproduce" line names a file whose
/// name is not UTF-8 so that the shell finds it.
#[cfg(unix)]
#[test]
fn no_report_writes_what_a_terminal_would_act_on() {
    use std::os::unix::ffi::OsStrExt;
    let dir = temp_path("terminal");
    std::fs::create_dir_all(&dir).unwrap();
    // An ESC in the name; ESC, a C1 CSI, an RLO and a lone 0x9B byte in the bytes.
    let path = dir.join(std::ffi::OsStr::from_bytes(b"ev\x1b[2Jil\xE9.txt"));
    let text = "CafÃ© \x1b]0;owned\x07 \u{9B}31m \u{202E}txt.exe\n";
    let mut bytes = text.as_bytes().to_vec();
    bytes.push(0x9B);
    std::fs::write(&path, &bytes).unwrap();
    // (A report is UTF-8: a lone 0x9B byte in it would be an 8-bit CSI.)
    let acts = |out: &[u8]| {
        std::str::from_utf8(out).map_or(true, |s| s.chars().any(mojiscope::shell::acts_on_terminal))
    };
    for args in [
        &["scan"][..],
        &["scan", "--json"],
        &["trace"],
        &["trace", "--json"],
        &["sniff"],
        &["sniff", "--json"],
        &["detect"],
        &["detect", "--json"],
        &["compare"],
        &["compare", "--json"],
        &["repair", "--encoding", "windows-1252"],
        &["repair", "--json", "--encoding", "windows-1252"],
        &["encode", "--json"],
        &["decode", "--encoding", "nonsense"],
    ] {
        let out = bin().args(args).arg(&path).output().unwrap();
        assert!(
            !acts(&out.stderr),
            "{args:?} stderr: {:?}",
            String::from_utf8_lossy(&out.stderr)
        );
        if args[0] != "repair" || args.contains(&"--json") {
            assert!(
                !acts(&out.stdout),
                "{args:?} stdout: {:?}",
                String::from_utf8_lossy(&out.stdout)
            );
        }
    }
    // Into a pipe, decode's text is the text.
    let out = bin()
        .args(["decode", "--encoding", "windows-1252"])
        .arg(&path)
        .output()
        .unwrap();
    let (expected, _, _) = encoding_rs::WINDOWS_1252.decode(&bytes);
    assert_eq!(String::from_utf8(out.stdout).unwrap(), expected);
    // The command line that reproduces a repair finds the file (UTF-8 text, as repair takes
    // by default, in a file with such a name).
    let utf8 = dir.join(std::ffi::OsStr::from_bytes(b"ev\x1b[2Jil\xE9-utf8.txt"));
    std::fs::write(&utf8, text).unwrap();
    let out = bin().args(["repair"]).arg(&utf8).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    let line = err
        .lines()
        .find_map(|l| l.strip_prefix("to reproduce: mojiscope "))
        .unwrap_or_else(|| panic!("{err}"));
    let again = Command::new("bash")
        .arg("-c")
        .arg(format!("\"$0\" {line}"))
        .arg(env!("CARGO_BIN_EXE_mojiscope"))
        .output()
        .unwrap();
    assert!(
        again.status.success(),
        "{line}: {}",
        String::from_utf8_lossy(&again.stderr)
    );
    assert!(String::from_utf8_lossy(&again.stdout).starts_with("Café "));
}

/// Regression: a file that grew or was rewritten during a run exited 0 with no word (a file
/// that shrank was caught). Now every command checks at its end that the file is still what
/// it opened: exit 2, one line, and JSON without its closing record. (The command is held
/// mid-run by not reading its output until the file has grown.)
#[cfg(unix)]
#[test]
fn a_file_that_grows_during_a_run_is_reported() {
    use std::io::Read;
    let path = temp_path("growing.bin");
    std::fs::write(&path, noise(12, 4 << 20)).unwrap();
    for args in [
        &["decode", "--encoding", "shift_jis"][..],
        &[
            "scan",
            "--json",
            "--encoding",
            "shift_jis",
            "--max-errors",
            "1000000",
        ],
    ] {
        let mut child = bin()
            .args(args)
            .arg(&path)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Its first output: it has opened the file, and waits for the pipe to be read.
        let mut first = [0u8; 1024];
        child
            .stdout
            .as_mut()
            .unwrap()
            .read_exact(&mut first)
            .unwrap();
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        file.write_all(b"more").unwrap();
        drop(file);
        let out = child.wait_with_output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("changed while open"), "{err}");
        assert_eq!(err.trim_end().lines().count(), 1, "{err}");
        let rest = String::from_utf8_lossy(&out.stdout);
        assert!(!rest.contains("\"kind\":\"summary\""), "no closing record");
    }
}

/// Regression: a stream was read into memory before it was refused (`repair /dev/zero` held
/// 529 MB, a 300 MiB pipe 619 MB). A stream longer than a few MiB goes to an unnamed
/// temporary file: an endless one is refused at the limit with flat memory, a long one is
/// read back as a file is.
#[cfg(target_os = "linux")]
#[test]
fn streams_are_spooled_not_held() {
    let (peak, status) = peak_memory(bin().args(["repair", "/dev/zero"]));
    assert_eq!(status.code(), Some(2));
    assert!(peak < 100 << 20, "peak memory {} MiB", peak >> 20);
    let out = bin().args(["repair", "/dev/zero"]).output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("more than 512 MiB from a stream"), "{err}");
    // 40 MiB through a pipe: scanned whole, in flat memory, with the same answer as the file.
    let path = temp_path("piped.bin");
    let mut bytes = "Grüße, 日本語\n".repeat((20 << 20) / 20).into_bytes();
    bytes.extend(noise(13, 20 << 20));
    std::fs::write(&path, &bytes).unwrap();
    let scan = |stdin: Stdio, file: &str| {
        let mut cmd = bin();
        cmd.args(["scan", "--json", file]).stdin(stdin);
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let last = String::from_utf8(out.stdout).unwrap();
        last.lines().last().unwrap().to_string()
    };
    let piped = scan(Stdio::from(std::fs::File::open(&path).unwrap()), "-");
    assert_eq!(piped, scan(Stdio::null(), path.to_str().unwrap()));
    // Memory is flat: five times the bytes piped cost less than a fifth of them more, and
    // stay under the 100 MB docs/cli.md promises.
    let peak_of = |path: &std::path::Path| {
        let mut cmd = bin();
        cmd.args(["scan", "-"])
            .stdin(Stdio::from(std::fs::File::open(path).unwrap()));
        let (peak, status) = peak_memory(&mut cmd);
        assert!(status.success());
        peak
    };
    let small = temp_path("piped-small.bin");
    std::fs::write(&small, &bytes[..bytes.len() / 5]).unwrap();
    let (peak, peak_small) = (peak_of(&path), peak_of(&small));
    assert!(peak < 100 << 20, "peak memory {} MiB", peak >> 20);
    assert!(
        peak < peak_small + (bytes.len() as u64 / 5),
        "peak memory {} MiB for {} MiB piped, {} MiB for a fifth of it",
        peak >> 20,
        bytes.len() >> 20,
        peak_small >> 20
    );
}

/// Regression: `encode --json` held a block's lines before writing them, and a byte in can be a
/// dozen lines out (a character the encoding lacks becomes `&#N;`, a step per character):
/// 64 MiB of "Ã©" held 2.3 GB. The lines go out in small blocks.
#[cfg(target_os = "linux")]
#[test]
fn encode_json_keeps_memory_flat() {
    let path = temp_path("ae-runs.txt");
    std::fs::write(&path, "Ã©".repeat(64 << 10)).unwrap();
    let (peak, status) = peak_memory(
        bin()
            .args(["encode", "--json", "--encoding", "iso-2022-jp"])
            .arg(&path),
    );
    assert!(status.success());
    assert!(peak < 48 << 20, "peak memory {} MiB", peak >> 20);
}
