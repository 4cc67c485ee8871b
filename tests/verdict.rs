//! One verdict per file: on the corpus's real files it opens each as what it is (the BOM, the
//! declaration, UTF-16 without a BOM, valid UTF-8, ISO-2022-JP, the detector's choice for
//! legacy text, never UTF-8 for a legacy file), it finds mojibake inside valid UTF-8, and
//! `sniff`, `scan` and `detect` say the same thing about the same file.

use crate::common;

use common::cli::{checked, checked_one, run};
use common::{corpus, corpus_json};
use mojiscope::decide::DecidedBy;
use mojiscope::detect::detect;
use mojiscope::encoding::{get_encoding, Encoding};
use mojiscope::verdict::{verdict, Note, Reason};
use std::path::PathBuf;

fn sample(rel: &str) -> Vec<u8> {
    std::fs::read(corpus().join(rel)).unwrap()
}

#[test]
fn every_corpus_sample_opens_as_what_it_is() {
    if !common::have_corpus() {
        return;
    }
    let manifest = corpus_json("samples/manifest.json");
    let (mut legacy, mut right) = (0, 0);
    for f in manifest["files"].as_array().unwrap() {
        let rel = f["file"].as_str().unwrap();
        let bytes = sample(rel);
        let expected = get_encoding(f["whatwg_label"].as_str().unwrap()).unwrap();
        let v = verdict(&bytes, true);
        let bom = bytes.starts_with(b"\xEF\xBB\xBF")
            || bytes.starts_with(b"\xFF\xFE")
            || bytes.starts_with(b"\xFE\xFF");
        match expected {
            _ if rel.contains("utf-32") => continue,
            Encoding::Replacement => continue,
            Encoding::Utf8 => {
                assert_eq!(v.encoding, Encoding::Utf8, "{rel}");
                let why = if bom { Reason::Bom } else { Reason::ValidUtf8 };
                assert_eq!(v.reason, why, "{rel}");
                assert!(v.notes.is_empty(), "{rel}: {:?}", v.notes);
            }
            Encoding::Utf16Le | Encoding::Utf16Be => {
                assert_eq!(v.encoding, expected, "{rel}");
                if bom {
                    assert_eq!(v.reason, Reason::Bom, "{rel}");
                } else {
                    assert_eq!(v.reason, Reason::Utf16Rhythm, "{rel}");
                    assert_eq!(v.notes, [Note::Utf16WithoutBom(expected)], "{rel}");
                }
                assert_eq!(v.binary, None, "{rel}: UTF-16 is text");
            }
            Encoding::Iso2022Jp => {
                assert_eq!(v.encoding, expected, "{rel}");
                assert_eq!(v.notes, [Note::Iso2022Jp], "{rel}");
            }
            _ => {
                // A legacy file is never opened as UTF-8: as it declares, else as detected.
                legacy += 1;
                match v.reason {
                    Reason::Detected => assert_eq!(v.encoding, detect(&bytes, None).choice),
                    Reason::Declared(by) => assert!(
                        matches!(
                            by,
                            DecidedBy::Prescan | DecidedBy::XmlDeclaration | DecidedBy::CssCharset
                        ),
                        "{rel}: {by:?}"
                    ),
                    other => panic!("{rel} ({expected}) opens as {} ({other:?})", v.encoding),
                }
                // The same family (ISO-8859-1 is windows-1252 to the standard; the detector
                // cannot tell some siblings apart on a short text).
                if v.encoding == expected || family(v.encoding) == family(expected) {
                    right += 1;
                }
            }
        }
    }
    assert!(legacy >= 50, "{legacy} legacy samples");
    assert!(
        right * 10 >= legacy * 9,
        "{right} of {legacy} legacy samples open in their encoding or a sibling"
    );
}

/// Encodings a reader would take for each other on a short text.
fn family(e: Encoding) -> &'static str {
    use Encoding::*;
    match e {
        Koi8R | Koi8U => "koi8",
        Gbk | Gb18030 => "gb",
        Windows1250 | Iso8859_2 => "central-european",
        Windows1253 | Iso8859_7 => "greek",
        Windows1255 | Iso8859_8 | Iso8859_8I => "hebrew",
        Windows1257 | Iso8859_13 | Iso8859_4 | Iso8859_10 | Windows1254 => "baltic",
        Windows1252 | Iso8859_15 => "western",
        _ => e.name(),
    }
}

#[test]
fn the_utf8_stress_test_opens_as_utf8_with_errors() {
    if !common::have_corpus() {
        return;
    }
    let v = verdict(&sample("utf8/UTF-8-test.txt"), true);
    assert_eq!((v.encoding, v.reason), (Encoding::Utf8, Reason::MostlyUtf8));
    let v = verdict(&sample("utf8/UTF-8-demo.txt"), true);
    assert_eq!((v.encoding, v.reason), (Encoding::Utf8, Reason::ValidUtf8));
}

/// A few lines of the stress test saved on their own (its overlong forms, its surrogates, its
/// lone lead bytes each followed by a space): UTF-8 with errors, not windows-1252 as detected.
/// The sections are found by their headings, not by offsets.
#[test]
fn a_short_slice_of_the_stress_test_is_utf8_with_errors() {
    if !common::have_corpus() {
        return;
    }
    let whole = sample("utf8/UTF-8-test.txt");
    let section = |from: &str, to: &str| {
        let find = |h: &str| {
            whole
                .windows(h.len())
                .position(|w| w == h.as_bytes())
                .unwrap()
        };
        whole[find(from)..find(to)].to_vec()
    };
    for (from, to) in [
        ("3.2  Lonely start characters", "3.3  Sequences with last"),
        ("4  Overlong sequences", "5  Illegal code positions"),
        (
            "5  Illegal code positions",
            "5.3 Noncharacter code positions",
        ),
    ] {
        let bytes = section(from, to);
        let v = verdict(&bytes, true);
        assert_eq!(
            (v.encoding, v.reason),
            (Encoding::Utf8, Reason::MostlyUtf8),
            "{from} ({} bytes)",
            bytes.len()
        );
    }
}

/// A declaration the sample's cut does not contradict: a long EUC-KR page whose first 64 KiB
/// end inside a character reads as it declares (the cut character is no error of the file).
#[test]
fn a_character_cut_by_the_sample_is_no_reason_to_doubt_a_declaration() {
    let line = "<p>대한민국의 수도는 서울이며, 한국어는 한글로 적는다.</p>\n";
    let mut text = String::from("<?xml version=\"1.0\" encoding=\"euc-kr\"?>\n<doc>");
    let (unit, _, _) = encoding_rs::EUC_KR.encode(line);
    // Pad so that byte 65,535 is the first byte of a two-byte character.
    while encoding_rs::EUC_KR.encode(&text).0.len() + unit.len() < mojiscope::verdict::SAMPLE {
        text.push_str(line);
    }
    let mut bytes = encoding_rs::EUC_KR.encode(&text).0.into_owned();
    while bytes.len() < mojiscope::verdict::SAMPLE - 1 {
        bytes.push(b' ');
    }
    bytes.extend_from_slice(&unit[3..]);
    bytes.extend(std::iter::repeat_n(unit.iter().copied(), 4).flatten());
    assert!(
        bytes[mojiscope::verdict::SAMPLE - 1] >= 0x80,
        "the sample ends inside a character"
    );
    let v = verdict(&bytes, true);
    assert_eq!(v.encoding, Encoding::EucKr);
    assert!(v.notes.is_empty(), "{:?}", v.notes);
}

/// Real text encoded as UTF-8, read as windows-1252 and saved as UTF-8 again (a latin1
/// database connection, an editor that guessed wrong): valid UTF-8 whose verdict notes the
/// mojibake and the chain that undoes it.
#[test]
fn mojibake_inside_valid_utf8_is_noted_with_its_repair() {
    if !common::have_corpus() {
        return;
    }
    for rel in [
        "samples/utf-8/uchardet/el/utf-8.txt",
        "samples/windows-1252/uchardet/de/windows-1252.txt",
        "samples/windows-1252/uchardet/fr/windows-1252.txt",
    ] {
        let bytes = sample(rel);
        let text = if rel.contains("utf-8") {
            String::from_utf8(bytes.clone()).unwrap()
        } else {
            encoding_rs::WINDOWS_1252.decode(&bytes).0.into_owned()
        };
        let v = verdict(text.as_bytes(), true);
        assert!(v.notes.is_empty(), "{rel} itself: {:?}", v.notes);
        let (damaged, _, _) = encoding_rs::WINDOWS_1252.decode(text.as_bytes());
        let v = verdict(damaged.as_bytes(), true);
        assert_eq!((v.encoding, v.reason), (Encoding::Utf8, Reason::ValidUtf8));
        match &v.notes[..] {
            [Note::Mojibake {
                chain,
                before,
                after,
                ..
            }] => {
                assert_eq!(chain, "encode as windows-1252 → decode as UTF-8", "{rel}");
                assert!(damaged.contains(before.as_str()), "{rel}: {before}");
                assert!(text.contains(after.as_str()), "{rel}: {after}");
                assert_ne!(before, after);
            }
            other => panic!("{rel}: {other:?}"),
        }
    }
}

#[test]
fn a_wrong_meta_is_noted_and_a_pdf_is_binary() {
    let text = "Съешь же ещё этих мягких французских булок, да выпей чаю.".repeat(3);
    let page = format!("<html><head><meta charset=windows-1252></head><body><p>{text}</p>");
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&page);
    let v = verdict(&cp1251, true);
    assert_eq!(
        v.encoding,
        Encoding::Windows1252,
        "a browser follows the meta"
    );
    assert_eq!(
        v.notes,
        [Note::DeclarationDisagrees {
            declared: Encoding::Windows1252,
            reads_as: Encoding::Windows1251
        }]
    );
    let pdf =
        b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj\n<< /Filter /FlateDecode >>\nstream\n\x78\x9c\x01";
    let v = verdict(pdf, true);
    assert_eq!(v.reason, Reason::Binary);
}

fn temp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mojiscope-verdict-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// `sniff`, `scan` and `detect` carry the same verdict in their JSON and print the same line.
#[test]
fn sniff_scan_and_detect_tell_the_same_verdict() {
    if !common::have_corpus() {
        return;
    }
    let greek = String::from_utf8(sample("samples/utf-8/uchardet/el/utf-8.txt")).unwrap();
    let (double, _, _) = encoding_rs::WINDOWS_1252.decode(greek.as_bytes());
    let cases = [
        (
            "nobom-utf16le.txt",
            sample("samples/utf-16le/chardet/nobom-utf16le.txt"),
        ),
        (
            "mail.eml",
            sample("samples/iso-2022-jp/uchardet/ja/iso-2022-jp.txt"),
        ),
        (
            "russian.txt",
            sample("samples/windows-1251/uchardet/ru/windows-1251.txt"),
        ),
        ("dump.sql", double.as_bytes().to_vec()),
        (
            "image.png",
            b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10".to_vec(),
        ),
        ("stress.txt", sample("utf8/UTF-8-test.txt")),
    ];
    for (name, bytes) in cases {
        let path = temp(name, &bytes);
        let p = path.to_str().unwrap();
        let sniff = checked_one("sniff", &run(&["sniff", "--json", p]).stdout);
        let detect = checked_one("detect", &run(&["detect", "--json", p]).stdout);
        let scan = checked(
            "scan",
            &run(&["scan", "--json", "--max-errors", "0", p]).stdout,
        );
        let v = &sniff["file_verdict"];
        assert_eq!(&detect["file_verdict"], v, "{name}");
        assert_eq!(&scan[0]["file_verdict"], v, "{name}");
        let expected = verdict(&bytes, true);
        assert_eq!(v["encoding"], expected.encoding.name(), "{name}");
        let headline = v["text"].as_str().unwrap();
        for cmd in ["sniff", "scan", "detect"] {
            let out = String::from_utf8(run(&[cmd, p]).stdout).unwrap();
            assert!(out.contains(headline), "{cmd} {name}:\n{out}");
            for n in v["notes"].as_array().unwrap() {
                assert!(out.contains(n["text"].as_str().unwrap()), "{cmd} {name}");
            }
        }
    }
}

/// `repair` on a file that is not UTF-8 says what to run instead, and what it says runs.
#[test]
fn repair_refuses_with_the_command_that_works() {
    if !common::have_corpus() {
        return;
    }
    let russian = temp(
        "russian-refused.txt",
        &sample("samples/windows-1251/uchardet/ru/windows-1251.txt"),
    );
    let p = russian.to_str().unwrap();
    let e = common::cli::assert_failure(&run(&["repair", p]), 2);
    let suggested = format!("mojiscope repair --encoding windows-1251 {p}");
    assert!(e.contains(&suggested), "{e}");
    assert!(
        e.contains(&format!(
            "mojiscope decode --encoding windows-1251 {p} > fixed.txt"
        )),
        "{e}"
    );
    let out = run(&["repair", "--encoding", "windows-1251", p]);
    assert_eq!(out.status.code(), Some(0));
    // UTF-8 with errors: the decoded text, piped in.
    let stress = temp("stress-refused.txt", &sample("utf8/UTF-8-test.txt"));
    let e = common::cli::assert_failure(&run(&["repair", stress.to_str().unwrap()]), 2);
    assert!(e.contains("| mojiscope repair -"), "{e}");
    // A binary file: nothing to repair.
    let png = temp("refused.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\xff\xfe");
    let e = common::cli::assert_failure(&run(&["repair", png.to_str().unwrap()]), 2);
    assert!(
        e.contains("binary: PNG image") && e.contains("no text to repair"),
        "{e}"
    );
}

/// `compare` without `--from` shows the bytes where the encodings part ways.
#[test]
fn compare_starts_its_window_where_the_encodings_differ() {
    let mut bytes = b"plain ASCII that every encoding reads alike, ".to_vec();
    bytes.extend("then café".as_bytes());
    let first = bytes.iter().position(|&b| b >= 0x80).unwrap() as u64;
    let path = temp("compare-window.txt", &bytes);
    let out = run(&["compare", "--json", path.to_str().unwrap()]);
    let r = checked_one("compare", &out.stdout);
    assert_eq!(r["from"], first - first % 16);
    assert!(r["from"].as_u64().unwrap() > 0);
    let out = run(&["compare", "--json", "--from", "0", path.to_str().unwrap()]);
    assert_eq!(checked_one("compare", &out.stdout)["from"], 0);
}

/// `decode` of a binary file to a terminal says what the file is, on stderr, first.
#[test]
fn decoding_a_binary_file_to_a_terminal_says_so() {
    let png = temp(
        "to-terminal.png",
        b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10",
    );
    let Some(shown) =
        crate::cli_progress::on_terminal(&format!("decode '{}'", png.display()), true)
    else {
        return;
    };
    assert!(shown.contains("is binary: PNG image"), "{shown:?}");
    let text = temp("to-terminal.txt", "plain text, é".as_bytes());
    let shown = crate::cli_progress::on_terminal(&format!("decode '{}'", text.display()), true)
        .unwrap_or_default();
    assert!(!shown.contains("binary"), "{shown:?}");
}

/// The verdict reads a bounded start, whatever the file's size: opening a file costs the same
/// for 64 KiB and for 64 GiB.
#[test]
fn the_verdict_reads_a_bounded_start() {
    let big = "Привет, мир! ".repeat(20_000);
    assert!(big.len() > 4 * mojiscope::verdict::SAMPLE);
    let v = verdict(big.as_bytes(), true);
    assert_eq!(v.sample, mojiscope::verdict::SAMPLE);
    assert_eq!((v.encoding, v.reason), (Encoding::Utf8, Reason::ValidUtf8));
    // A character cut by the sample's end is not an error ("a" puts the end inside р).
    let shifted = format!("a{big}");
    let cut = &shifted.as_bytes()[..mojiscope::verdict::SAMPLE + 1];
    assert!(std::str::from_utf8(&cut[..mojiscope::verdict::SAMPLE]).is_err());
    assert_eq!(verdict(cut, false).reason, Reason::ValidUtf8);
}

/// A UTF-8 BOM in front of UTF-16 text (as a tool that adds a BOM to whatever it saves writes
/// it): the verdict follows the BOM, as every decode does, and says what follows it, in the
/// window's banner and on the command line.
#[test]
fn utf16_behind_a_utf8_bom_is_named() {
    let text = "Hello, world. This is a line of text in UTF-16.\n";
    for (e, units) in [
        (
            Encoding::Utf16Le,
            text.encode_utf16()
                .flat_map(u16::to_le_bytes)
                .collect::<Vec<u8>>(),
        ),
        (
            Encoding::Utf16Be,
            text.encode_utf16().flat_map(u16::to_be_bytes).collect(),
        ),
    ] {
        let mut bytes = b"\xEF\xBB\xBF".to_vec();
        bytes.extend(units);
        let v = verdict(&bytes, true);
        assert_eq!((v.encoding, v.reason), (Encoding::Utf8, Reason::Bom));
        assert_eq!(v.notes, [Note::Utf16BehindUtf8Bom(e)], "{e}");
        let path = std::env::temp_dir().join(format!(
            "mojiscope-bom-utf16-{}-{}.txt",
            e.name(),
            std::process::id()
        ));
        std::fs::write(&path, &bytes).unwrap();
        let out = run(&["sniff", path.to_str().unwrap()]);
        std::fs::remove_file(&path).unwrap();
        let out = String::from_utf8_lossy(&out.stdout).replace('\n', " ");
        assert!(
            out.contains(&format!("the file is {} text", e.name())),
            "{out}"
        );
    }
    // A UTF-8 BOM before UTF-8 text: nothing to say.
    let v = verdict("\u{FEFF}Hello, world. Plain UTF-8 text.".as_bytes(), true);
    assert!(v.notes.is_empty(), "{:?}", v.notes);
}

/// An ISO-2022-JP message is ASCII bytes: its verdict says so and names the escapes, not
/// "the bytes are not UTF-8".
#[test]
fn iso_2022_jp_is_named_by_its_escapes_not_as_non_utf8() {
    let (bytes, _, _) = encoding_rs::ISO_2022_JP.encode("こんにちは、世界。日本語のメールです。\n");
    let v = verdict(&bytes, true);
    assert_eq!(v.encoding, Encoding::Iso2022Jp);
    use mojiscope::i18n::Lang;
    use mojiscope::report::file_verdict::headline;
    let line = headline(&v, &bytes, Lang::En);
    assert!(
        line.starts_with("ISO-2022-JP, by its escape sequences: every byte is ASCII"),
        "{line}"
    );
    for lang in Lang::ALL {
        assert!(!headline(&v, &bytes, lang).contains("not UTF-8"));
    }
}

/// The classic mistakes of UTF-8 writers in a small file: Java's `C0 80` and CESU-8's
/// surrogates are UTF-8 with errors, named as what they are, not a legacy code page "as
/// detected"; and the scan's sentence agrees (not "probably not UTF-8").
#[test]
fn javas_modified_utf8_in_a_small_file_is_utf8_with_errors() {
    let cesu = "a 😀 b"
        .chars()
        .flat_map(|c| {
            let mut units = [0u16; 2];
            c.encode_utf16(&mut units)
                .iter()
                .flat_map(|&u| {
                    // (Each unit as a three-byte sequence, surrogates too.)
                    let mut b = [0u8; 3];
                    let n = if u < 0x80 {
                        b[0] = u as u8;
                        1
                    } else {
                        b = [
                            0xE0 | (u >> 12) as u8,
                            0x80 | ((u >> 6) & 0x3F) as u8,
                            0x80 | (u & 0x3F) as u8,
                        ];
                        3
                    };
                    b[..n].to_vec()
                })
                .collect::<Vec<u8>>()
        })
        .collect::<Vec<u8>>();
    for (bytes, n) in [(b"abc\xC0\x80def".to_vec(), 1), (cesu, 1)] {
        let v = verdict(&bytes, true);
        assert_eq!(
            (v.encoding, v.reason),
            (Encoding::Utf8, Reason::MostlyUtf8),
            "{bytes:02X?}"
        );
        assert_eq!(
            v.notes,
            [Note::ModifiedUtf8 { sequences: n }],
            "{bytes:02X?}"
        );
        let path = std::env::temp_dir().join(format!(
            "mojiscope-modified-{}-{}.txt",
            bytes.len(),
            std::process::id()
        ));
        std::fs::write(&path, &bytes).unwrap();
        let out = run(&["scan", path.to_str().unwrap()]);
        std::fs::remove_file(&path).unwrap();
        let out = String::from_utf8_lossy(&out.stdout);
        assert!(out.contains("Java's modified UTF-8 or CESU-8"), "{out}");
        assert!(out.contains("Most of the file is valid UTF-8"), "{out}");
        assert!(!out.contains("Probably not UTF-8"), "{out}");
    }
}
