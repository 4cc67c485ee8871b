//! `diff` on real sentences damaged as real pipelines damage them (encoding_rs, and Python's
//! codecs with their lossy error handlers): the region is found, its chain makes exactly the
//! broken bytes of the good text, each byte lost is marked, and what no chain makes is listed.

use crate::common::catalogues::{path, sentences};
use crate::common::cli::{checked_one, run};
use crate::common::tools::{have, python};
use mojiscope::encoding::Encoding;
use mojiscope::mojibake::diff::{diff, Diff, Kind, LossKind, Sides};
use mojiscope::source::MemSource;

fn real(lang: &str, n: usize) -> Option<Vec<String>> {
    real_in(lang, "apt", n)
}

fn compare(good: &[u8], ge: Encoding, broken: &[u8], be: Encoding) -> Diff {
    let (g, b) = (
        MemSource::new("good", good),
        MemSource::new("broken", broken),
    );
    let sides = Sides {
        good: &g,
        good_encoding: ge,
        broken: &b,
        broken_encoding: be,
    };
    diff(&sides, &mut |_, _| true).unwrap().unwrap()
}

/// The one chain of a diff that found exactly one, over the whole damaged text.
fn only_chain(d: &Diff) -> String {
    assert_eq!(d.unexplained, 0, "{d:#?}");
    assert_eq!(d.chains.len(), 1, "{:#?}", d.chains);
    d.chains[0].chain.describe(mojiscope::i18n::Lang::En)
}

/// Python's codecs, as a pipeline uses them: `text.encode(write).decode(read, errors)`.
fn py_damage(dir: &std::path::Path, text: &str, write: &str, read: &str, errors: &str) -> String {
    let out = python(
        dir,
        &format!(
            "import sys\nt = {}\nsys.stdout.buffer.write(t.encode({write:?}).decode({read:?}, {errors:?}).encode('utf-8'))",
            serde_json::to_string(text).unwrap()
        ),
    );
    String::from_utf8(out).unwrap()
}

#[test]
fn each_reading_of_utf8_by_a_code_page_is_found_exactly_on_real_sentences() {
    let (Some(fr), Some(ru), Some(pl), Some(el)) =
        (real("fr", 6), real("ru", 6), real("pl", 6), real("el", 6))
    else {
        return;
    };
    let cases = [
        (&fr, encoding_rs::WINDOWS_1252),
        (&fr, encoding_rs::MACINTOSH),
        (&ru, encoding_rs::WINDOWS_1251),
        (&ru, encoding_rs::KOI8_R),
        (&ru, encoding_rs::IBM866),
        (&pl, encoding_rs::WINDOWS_1250),
        (&pl, encoding_rs::ISO_8859_2),
        (&el, encoding_rs::WINDOWS_1253),
        (&el, encoding_rs::ISO_8859_7),
    ];
    for (rows, reader) in cases {
        let good = rows.join("\n") + "\n";
        let (misread, _) = reader.decode_without_bom_handling(good.as_bytes());
        if misread.contains('\u{FFFD}') {
            continue;
        }
        let d = compare(
            good.as_bytes(),
            Encoding::Utf8,
            misread.as_bytes(),
            Encoding::Utf8,
        );
        let chain = &d.chains[0].chain;
        assert_eq!(d.unexplained, 0, "{}: {d:#?}", reader.name());
        // The chain named makes exactly the broken bytes of the good text, region by region.
        for r in &d.regions {
            let g = &good.as_bytes()[r.good.start as usize..r.good.end as usize];
            let b = &misread.as_bytes()[r.broken.start as usize..r.broken.end as usize];
            let undone = mojiscope::mojibake::repair::apply_chain(
                &r.chain.as_ref().unwrap().steps,
                std::str::from_utf8(b).unwrap(),
            );
            assert_eq!(
                undone.as_deref().map(str::as_bytes),
                Some(g),
                "{}",
                reader.name()
            );
        }
        // Where the reading is the only one that makes these bytes, it is the one named.
        if d.regions.iter().all(|r| r.also == 0) {
            assert_eq!(chain.steps[0].encode.name(), reader.name());
        }
        assert_eq!(d.lost, 0);
    }
}

#[test]
fn lossy_damage_is_marked_byte_by_byte() {
    let Some(fr) = real("fr", 8) else {
        return;
    };
    if !have("python3", "python3") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let good = fr.join("\n") + "\n“quoted” and ”more” — done\n";
    // Python's cp1252 refuses 9D (the last byte of ”): U+FFFD with 'replace', nothing with
    // 'ignore'.
    for (errors, kind) in [
        ("replace", LossKind::Replaced),
        ("ignore", LossKind::Dropped),
    ] {
        let broken = py_damage(dir.path(), &good, "utf-8", "cp1252", errors);
        let d = compare(
            good.as_bytes(),
            Encoding::Utf8,
            broken.as_bytes(),
            Encoding::Utf8,
        );
        assert_eq!(
            only_chain(&d),
            "encoded as UTF-8, decoded as windows-1252, encoded as UTF-8 again"
        );
        let closing = good.matches('”').count() as u64;
        assert_eq!(d.lost, closing, "{errors}: {d:#?}");
        let losses: Vec<_> = d.regions.iter().flat_map(|r| &r.losses).collect();
        assert!(losses
            .iter()
            .all(|l| l.kind == kind && l.good == '”' && l.lost == '\u{9D}'));
        // Each loss is where the broken file has it.
        for l in losses.iter().filter(|l| l.kind == LossKind::Replaced) {
            let at = l.at as usize;
            assert_eq!(&broken.as_bytes()[at..at + 3], "\u{FFFD}".as_bytes());
        }
    }
    // Written as windows-1251, as Python's 'replace' writes what it lacks: `?`.
    let mixed = "Цена: 5 € — «日本»\n";
    let out = python(
        dir.path(),
        &format!(
            "import sys\nsys.stdout.buffer.write({:?}.encode('cp1251', 'replace'))",
            mixed
        ),
    );
    let d = compare(
        mixed.as_bytes(),
        Encoding::Utf8,
        &out,
        Encoding::Windows1251,
    );
    assert_eq!(d.lost, 2, "{d:#?}");
    assert!(d.regions.iter().all(|r| r.kind == Kind::Plain));
    let lost: String = d
        .regions
        .iter()
        .flat_map(|r| &r.losses)
        .map(|l| l.good)
        .collect();
    assert_eq!(lost, "日本");
}

#[test]
fn legacy_read_as_legacy_cjk_readings_utf16_double_damage_and_cesu8_are_found() {
    let (Some(ru), Some(ja)) = (real("ru", 5), real("ja", 5)) else {
        return;
    };
    let russian = ru.join("\n") + "\n";
    let japanese = ja.join("\n") + "\n";
    // windows-1251 text read as windows-1252 (the good file is UTF-8).
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&russian);
    let (as1252, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&cp1251);
    let d = compare(
        russian.as_bytes(),
        Encoding::Utf8,
        as1252.as_bytes(),
        Encoding::Utf8,
    );
    assert_eq!(
        only_chain(&d),
        "encoded as windows-1251, decoded as windows-1252, encoded as UTF-8"
    );
    // The good file in Shift_JIS, the broken one its bytes read as windows-1252, in UTF-8.
    let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode(&japanese);
    let (misread, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&sjis);
    if !misread.contains('\u{FFFD}') {
        let d = compare(
            &sjis,
            Encoding::ShiftJis,
            misread.as_bytes(),
            Encoding::Utf8,
        );
        assert_eq!(
            only_chain(&d),
            "encoded as Shift_JIS, decoded as windows-1252, encoded as UTF-8"
        );
    }
    // UTF-8 read as GBK: a reading that pairs bytes across characters, found line by line.
    let (as_gbk, _) = encoding_rs::GBK.decode_without_bom_handling(japanese.as_bytes());
    let d = compare(
        japanese.as_bytes(),
        Encoding::Utf8,
        as_gbk.as_bytes(),
        Encoding::Utf8,
    );
    assert_eq!(
        only_chain(&d),
        "encoded as UTF-8, decoded as GBK, encoded as UTF-8 again"
    );
    assert_eq!(d.regions_total, 1, "one region for the whole text");
    // Read as windows-1252 twice.
    let once = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(russian.as_bytes())
        .0;
    let twice = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(once.as_bytes())
        .0;
    let d = compare(
        russian.as_bytes(),
        Encoding::Utf8,
        twice.as_bytes(),
        Encoding::Utf8,
    );
    assert!(
        only_chain(&d).matches("decoded as windows-1252").count() == 2,
        "{d:#?}"
    );
    // UTF-16 read as windows-1252 (a NUL beside each ASCII letter), saved as UTF-8.
    let utf16: Vec<u8> = russian.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let as1252 = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling(&utf16)
        .0;
    let d = compare(
        russian.as_bytes(),
        Encoding::Utf8,
        as1252.as_bytes(),
        Encoding::Utf8,
    );
    assert_eq!(
        only_chain(&d),
        "encoded as UTF-16LE, decoded as windows-1252, encoded as UTF-8"
    );
    // Characters above U+FFFF written as CESU-8 (two 3-byte surrogates).
    let emoji = format!("{} 😀🎉\n", ja[0]);
    let cesu = mojiscope::mojibake::codec::Codec::Cesu8
        .encode(&emoji)
        .unwrap();
    let d = compare(emoji.as_bytes(), Encoding::Utf8, &cesu, Encoding::Utf8);
    assert_eq!(only_chain(&d), "encoded as CESU-8");
    assert_eq!(d.regions[0].kind, Kind::Plain);
}

/// Sentences of catalogue `domain` in `lang`, or a skip.
fn real_in(lang: &str, domain: &str, n: usize) -> Option<Vec<String>> {
    let p = path(lang, domain);
    let s = std::fs::read(&p).ok().and_then(|d| sentences(&d, n));
    if s.is_none() {
        crate::common::tools::skip(&format!("{p} is missing (Debian's translations)"));
    }
    s
}

#[test]
fn a_cjk_file_read_whole_as_windows_1252_is_explained_and_its_command_reproduces_the_good_text() {
    let dir = tempfile::tempdir().unwrap();
    let bin = dir.path().join("bin");
    std::fs::create_dir_all(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_mojiscope"), bin.join("mojiscope")).unwrap();
    let cases = [
        ("ja", encoding_rs::SHIFT_JIS, "Shift_JIS"),
        ("zh_CN", encoding_rs::GBK, "GBK"),
        ("zh_TW", encoding_rs::BIG5, "Big5"),
        ("ko", encoding_rs::EUC_KR, "EUC-KR"),
    ];
    for (lang, legacy, name) in cases {
        let Some(lines) = real_in(lang, "apt", 12) else {
            return;
        };
        let text = lines.join("\n") + "\n";
        // The good file in UTF-8; the broken one the legacy bytes read as windows-1252 (its C1
        // bytes as the standard reads them), saved as UTF-8.
        let (bytes, _, unmappable) = legacy.encode(&text);
        assert!(!unmappable, "{lang}");
        let (broken, _) = encoding_rs::WINDOWS_1252.decode_without_bom_handling(&bytes);
        let good_path = dir.path().join(format!("{lang}-good.txt"));
        let broken_path = dir.path().join(format!("{lang}-broken.txt"));
        std::fs::write(&good_path, &text).unwrap();
        std::fs::write(&broken_path, broken.as_bytes()).unwrap();
        let d = compare(
            text.as_bytes(),
            Encoding::Utf8,
            broken.as_bytes(),
            Encoding::Utf8,
        );
        assert_eq!(
            only_chain(&d),
            format!("encoded as {name}, decoded as windows-1252, encoded as UTF-8"),
            "{lang}"
        );
        // The command the diff prints for the region, run by bash on the broken file, gives
        // the good text.
        let out = run(&[
            "diff",
            good_path.to_str().unwrap(),
            broken_path.to_str().unwrap(),
        ]);
        let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
        let command = stdout
            .lines()
            .find_map(|l| l.split_once("; mojiscope repair ").map(|(_, c)| c))
            .and_then(|c| c.strip_suffix(" undoes it"))
            .unwrap_or_else(|| panic!("{lang}: no command in {stdout}"));
        let again = std::process::Command::new("bash")
            .arg("-c")
            .arg(format!("mojiscope repair {command} {}-broken.txt", lang))
            .current_dir(dir.path())
            .env("PATH", format!("{}:/usr/bin:/bin", bin.display()))
            .output()
            .unwrap();
        assert!(
            again.status.success(),
            "{lang}: {}",
            String::from_utf8_lossy(&again.stderr)
        );
        assert_eq!(String::from_utf8(again.stdout).unwrap(), text, "{lang}");
    }
}

#[test]
fn what_no_chain_makes_is_listed_and_the_rest_still_found() {
    let Some(de) = real("de", 6) else {
        return;
    };
    let good = de.join("\n") + "\n";
    let mut lines: Vec<String> = de
        .iter()
        .map(|l| {
            encoding_rs::WINDOWS_1252
                .decode(l.as_bytes())
                .0
                .into_owned()
        })
        .collect();
    // One line edited by hand.
    lines[2] = "this line was rewritten".to_string();
    let broken = lines.join("\n") + "\n";
    let d = compare(
        good.as_bytes(),
        Encoding::Utf8,
        broken.as_bytes(),
        Encoding::Utf8,
    );
    assert_eq!(d.unexplained_regions, 1, "{d:#?}");
    let u = d
        .regions
        .iter()
        .find(|r| r.kind == Kind::Unexplained)
        .unwrap();
    let start = lines[..2].iter().map(|l| l.len() + 1).sum::<usize>() as u64;
    assert_eq!(u.broken.start, start);
    assert_eq!(u.broken.end, start + lines[2].len() as u64 + 1);
    assert!(d.chains.iter().any(|t| t
        .chain
        .describe(mojiscope::i18n::Lang::En)
        .contains("windows-1252")));
}

#[test]
fn the_command_says_it_in_text_and_json_with_its_exit_status() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.txt");
    let broken = dir.path().join("broken.txt");
    std::fs::write(&good, "Le café est prêt.\n").unwrap();
    std::fs::write(&broken, "Le cafÃ© est prÃªt.\n").unwrap();
    let (g, b) = (good.to_str().unwrap(), broken.to_str().unwrap());
    let out = run(&["diff", g, b]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("bytes 6–20 of BROKEN (GOOD: bytes 6–16): GOOD encoded as UTF-8, decoded as windows-1252, encoded as UTF-8 again"), "{text}");
    let out = run(&["diff", "--json", g, b]);
    let j = checked_one("diff", &out.stdout);
    assert_eq!(
        j["regions"][0]["chain"]["repair_chain"],
        "windows-1252:UTF-8"
    );
    assert_eq!(j["regions"][0]["broken"], serde_json::json!([6, 21]));
    assert_eq!(run(&["diff", g, g]).status.code(), Some(0));
    let out = run(&["diff", "-", "-"]);
    assert_eq!(out.status.code(), Some(2));
}

/// Every byte of the broken file is in one region at most, and the counts add up.
fn consistent(d: &Diff, bom: u64) {
    let mut end = 0;
    let mut listed = 0;
    for r in &d.regions {
        assert!(r.broken.start >= end, "regions overlap: {d:#?}");
        assert!(r.broken.start <= r.broken.end && r.good.start <= r.good.end);
        end = r.broken.end;
        listed += r.broken.end - r.broken.start;
    }
    assert_eq!(listed + d.same + bom, d.broken_len, "{d:#?}");
}

#[test]
fn hostile_pairs_give_regions_that_never_overlap() {
    let cases: [(&[u8], Encoding, &[u8], Encoding); 7] = [
        // A character the chain makes, one it does not, on one line.
        (
            "éüx\n".as_bytes(),
            Encoding::Utf8,
            "Ã©üy\n".as_bytes(),
            Encoding::Utf8,
        ),
        // Unexplained lines with the same text between them stay apart.
        (
            b"x\nsame\ny\n",
            Encoding::Utf8,
            b"X\nsame\nY\n",
            Encoding::Utf8,
        ),
        // A U+FFFD in the good text itself, and a byte that is not UTF-8.
        (
            "\u{FFFD}é\n".as_bytes(),
            Encoding::Utf8,
            "\u{FFFD}Ã©\n".as_bytes(),
            Encoding::Utf8,
        ),
        // (Bytes that are not text in the good file, the same bytes in the broken one: the same
        // text.)
        (
            b"a\xE2\x82b\n",
            Encoding::Utf8,
            b"a\xE2\x82b\n",
            Encoding::Utf8,
        ),
        // UTF-16 files, with their BOM.
        (
            b"\xFF\xFEa\x00\n\x00",
            Encoding::Utf16Le,
            b"\xFF\xFEa\x00\n\x00",
            Encoding::Utf16Le,
        ),
        // Empty against something, something against empty.
        (b"", Encoding::Utf8, b"abc\n", Encoding::Utf8),
        (b"abc\n", Encoding::Utf8, b"", Encoding::Utf8),
    ];
    for (i, (good, ge, broken, be)) in cases.into_iter().enumerate() {
        let d = compare(good, ge, broken, be);
        let bom = if broken.starts_with(b"\xFF\xFE") {
            2
        } else {
            0
        };
        consistent(&d, bom);
        match i {
            1 => assert_eq!((d.unexplained_regions, d.unexplained), (2, 4), "{d:#?}"),
            2 => assert_eq!((d.regions[0].good.start, d.regions[0].broken.start), (3, 3)),
            3 | 4 => assert!(d.identical(), "{i}: {d:#?}"),
            _ => {}
        }
    }
    // A line longer than the walk holds, wrong near its start: the next line is found again.
    let long = "é".repeat(1_500_000);
    let good = format!("{long}\nnext line é\n");
    let broken = format!("x{}\nnext line Ã©\n", &long[2..]);
    let d = compare(
        good.as_bytes(),
        Encoding::Utf8,
        broken.as_bytes(),
        Encoding::Utf8,
    );
    consistent(&d, 0);
    assert_eq!(d.unexplained_regions, 1, "{:#?}", d.regions);
    assert_eq!(
        d.chains.len(),
        1,
        "the next line's chain is found: {:#?}",
        d.chains
    );
}

/// A file against itself is the same text, whatever its bytes: bytes no decoder reads, a
/// binary file's NULs and controls, random bytes, the replacement encoding's, in every
/// encoding (before: `ok FF` said "0 bytes the same text", random bytes dozens of regions).
/// And the command exits 0 on it.
#[test]
fn a_file_against_itself_is_the_same_text_whatever_its_bytes() {
    let mut binary = b"\x7FELF\x02\x01\x01\0\0\0\0\0\0\0\0\0".to_vec();
    binary.extend(b"properties.%s\n\n\0[test\0invocation\0\x81\xFE\x1B$B\xFF\n".repeat(40));
    let cases: Vec<Vec<u8>> = vec![
        b"ok \xFF\n".to_vec(),
        Vec::new(),
        binary,
        crate::common::noise(7, 70_000),
        b"\x82\xA0\x82\xFF\x81".to_vec(),
    ];
    for bytes in &cases {
        for e in Encoding::ALL {
            let d = compare(bytes, e, bytes, e);
            assert!(d.identical(), "{e:?} on {} bytes: {d:#?}", bytes.len());
            // (All of it the same text, but a BOM of its own encoding.)
            assert!(d.broken_len - d.same <= 3, "{e:?}: {d:#?}");
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("ff.txt");
    std::fs::write(&path, &cases[0]).unwrap();
    let p = path.to_str().unwrap();
    let out = run(&[
        "diff",
        "--good-encoding",
        "utf-8",
        "--broken-encoding",
        "utf-8",
        p,
        p,
    ]);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
}

/// Where two files differ in one byte, only the line that holds it differs, though the rest
/// holds bytes no decoder reads and ASCII beside NULs (which UTF-16 read as a code page also
/// makes): the walk takes the text as it is where the next character confirms it.
/// `good` in `e` beside a copy with the byte at `at` changed: one region, inside its line.
fn one_region_in_its_line(good: &[u8], e: Encoding, at: usize) {
    let line_start = good[..at].iter().rposition(|&b| b == b'\n').unwrap() + 1;
    let line_end = at + good[at..].iter().position(|&b| b == b'\n').unwrap() + 1;
    let mut broken = good.to_vec();
    broken[at] = if good[at] == b'X' { b'Y' } else { b'X' };
    let d = compare(good, e, &broken, e);
    consistent(&d, 0);
    assert_eq!(d.regions_total, 1, "{e}: {d:#?}");
    let r = &d.regions[0];
    assert!(
        r.broken.start >= line_start as u64 && r.broken.end <= line_end as u64,
        "{e}: {r:?} outside the line {line_start}..{line_end}"
    );
}

#[test]
fn one_changed_byte_among_bytes_that_are_not_text_is_one_region() {
    let mut good = Vec::new();
    for i in 0..200u32 {
        good.extend(format!("line {i}: ").as_bytes());
        // (Every other line with bytes that are not UTF-8.)
        match i % 2 {
            0 => good.extend(b"a\0b\0 \xC3\xA9\x00\n"),
            _ => good.extend(b"a\0b\0 \xFF\xFE \xC3\xA9\x00\n"),
        }
    }
    one_region_in_its_line(&good, Encoding::Utf8, good.len() / 2);
    // A byte that is not UTF-8 beside a damaged word: the word is the region, not the line.
    let good = b"x \xFF caf\xC3\xA9\n";
    let broken = b"x \xFF caf\xC3\x83\xC2\xA9\n";
    let d = compare(good, Encoding::Utf8, broken, Encoding::Utf8);
    consistent(&d, 0);
    assert_eq!(d.regions_total, 1, "{d:#?}");
    assert_eq!(d.regions[0].kind, Kind::Damaged, "{d:#?}");
    assert_eq!(d.regions[0].broken, 7..11, "{d:#?}");
}

#[test]
fn a_change_after_errors_of_a_legacy_multibyte_encoding_is_found_where_it_is() {
    // Lines of Japanese, Chinese and Korean text in each legacy multi-byte encoding, every
    // fourth with bytes its decoder cannot read (a lone lead byte, bytes no sequence starts
    // with, an escape sequence); one ASCII letter changed in a later line. The region is that
    // line's: the errors' lengths are the decoder's, not guessed. (ISO-2022-JP's characters
    // have no bytes of their own, an escape sequence switching its state: its lines are
    // compared whole, and the same line is the same text.)
    let text = "日本語のテキスト 中文 한국어";
    let garbage: &[u8] = b"\x80\xFF\x81 \x1B$B\x7F\x1B(B\xFE";
    for e in [
        Encoding::ShiftJis,
        Encoding::EucJp,
        Encoding::Iso2022Jp,
        Encoding::Gbk,
        Encoding::Gb18030,
        Encoding::Big5,
        Encoding::EucKr,
    ] {
        let mut good = Vec::new();
        for i in 0..400u32 {
            let (bytes, _, _) = e.reference().encode(text);
            good.extend_from_slice(&bytes);
            good.extend(format!(" line {i}: abcdefgh").as_bytes());
            if i % 4 == 1 {
                good.extend_from_slice(garbage);
            }
            good.push(b'\n');
        }
        let at = good.len() * 3 / 4;
        let at = at
            + good[at..]
                .windows(8)
                .position(|w| w == b"abcdefgh")
                .unwrap()
            + 3;
        one_region_in_its_line(&good, e, at);
    }
}
