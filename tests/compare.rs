//! The comparison of decodings: every encoding's decoder alone against encoding_rs on
//! arbitrary bytes, at any block size, and the rows' counts against a plain recount.

use crate::common;

use mojiscope::encoding::Encoding;
use mojiscope::mojibake::compare::{
    compare, compare_in_blocks, decode_alone, units, window, DEFAULT_SET,
};
use mojiscope::source::MemSource;
use proptest::prelude::*;

/// encoding_rs's decoder alone: its text and its errors.
fn reference(bytes: &[u8], e: Encoding) -> (String, u64) {
    let rs = common::rs(e);
    let (text, _) = rs.decode_without_bom_handling(bytes);
    let mut decoder = rs.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(bytes.len() * 3 + 16);
    let mut errors = 0;
    let mut read_total = 0;
    loop {
        let (result, read) =
            decoder.decode_to_string_without_replacement(&bytes[read_total..], &mut out, true);
        read_total += read;
        match result {
            encoding_rs::DecoderResult::Malformed(_, _) => errors += 1,
            encoding_rs::DecoderResult::InputEmpty => break,
            encoding_rs::DecoderResult::OutputFull => out.reserve(bytes.len() + 16),
        }
    }
    (text.into_owned(), errors)
}

/// Arbitrary bytes, or text-like ones: ASCII words between characters of several scripts and
/// encodings, and stray bytes (where the rows skip ASCII and code pages read from a table).
fn inputs() -> impl Strategy<Value = Vec<u8>> {
    const PIECES: [&[u8]; 12] = [
        b"the ",
        b"and it ",
        "café ".as_bytes(),
        "日本語".as_bytes(),
        "Привет ".as_bytes(),
        b"\x82\xA0\x82\xA2",
        b"\xA4\x40a",
        b"\x81\x30\x81\x30",
        b"\x1B$B$3\x1B(B",
        b"\x8E\xB1\x8F\xA1\xA1",
        b"\xEF\xBB\xBF",
        b"\xE0\x80 ",
    ];
    let piece = prop_oneof![
        3 => (0..PIECES.len()).prop_map(|i| PIECES[i].to_vec()),
        1 => any::<u8>().prop_map(|b| vec![b]),
    ];
    prop_oneof![
        proptest::collection::vec(any::<u8>(), 0..96),
        proptest::collection::vec(piece, 0..24).prop_map(|p| p.concat()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn every_row_agrees_with_encoding_rs(
        bytes in inputs(),
        block in 1usize..40,
    ) {
        let src = MemSource::new("x", bytes.clone());
        let rows = compare_in_blocks(&src, &Encoding::ALL, block, |_| true).unwrap();
        for (row, e) in rows.iter().zip(Encoding::ALL) {
            let (text, errors) = reference(&bytes, e);
            prop_assert_eq!(&decode_alone(&bytes, e), &text, "{}", e);
            prop_assert_eq!(row.errors, errors, "{}", e);
            prop_assert_eq!(row.replacements as usize, text.matches('\u{FFFD}').count(), "{}", e);
            prop_assert_eq!(row.chars as usize, text.chars().count(), "{}", e);
            // The first error is where the first unit that is an error starts.
            let first = units(&bytes, e).iter().find(|u| u.made == mojiscope::mojibake::compare::Made::Error).map(|u| u.start);
            prop_assert_eq!(row.first_error, first, "{}", e);
        }
        // Bytes that decode differently from the row above, recounted byte by byte.
        for (i, pair) in Encoding::ALL.windows(2).enumerate() {
            let (a, b) = (units(&bytes, pair[0]), units(&bytes, pair[1]));
            let cover = |u: &[mojiscope::mojibake::compare::Unit], at: u64| {
                u.iter().find(|u| u.start <= at && at < u.end).cloned()
            };
            let differing: Vec<u64> = (0..bytes.len() as u64)
                .filter(|&at| cover(&a, at) != cover(&b, at))
                .collect();
            prop_assert_eq!(rows[i + 1].differs, differing.len() as u64, "{}", pair[1]);
            prop_assert_eq!(rows[i + 1].first_difference, differing.first().copied());
        }
    }

    #[test]
    fn a_window_holds_the_units_of_the_whole_run_that_reach_into_it(
        bytes in proptest::collection::vec(any::<u8>(), 1..200),
        from in 0u64..200,
        len in 1u64..40,
        which in 0usize..11,
    ) {
        let e = DEFAULT_SET[which];
        let src = MemSource::new("x", bytes.clone());
        let all = units(&bytes, e);
        let end = from + len;
        let expected: Vec<_> = all
            .into_iter()
            .filter(|u| u.start < end && (u.end > from || (u.start == u.end && u.start >= from)))
            .filter(|u| u.start < bytes.len() as u64 || u.end > u.start)
            .collect();
        let got = window(&src, e, from, len).unwrap();
        prop_assert_eq!(got, expected);
    }
}

#[test]
fn the_table_of_boms_misdecoded_in_the_notes_comes_out_of_the_comparison() {
    if !common::have_corpus() {
        return;
    }
    // The user's notes (../shared/seeds/004_*.txt) list how each BOM looks read with
    // ISO-8859-1 (windows-1252 in the standard), KOI8-R, CP1251 and CP866.
    let table: [(&[u8], [&str; 4]); 3] = [
        (b"\xEF\xBB\xBF", ["ï»¿", "О╩©", "п»ї", "я╗┐"]),
        (b"\xFE\xFF", ["þÿ", "ЧЪ", "юя", "■\u{A0}"]),
        (b"\xFF\xFE", ["ÿþ", "ЪЧ", "яю", "\u{A0}■"]),
    ];
    let set = [
        Encoding::Windows1252,
        Encoding::Koi8R,
        Encoding::Windows1251,
        Encoding::Ibm866,
    ];
    for (bom, expected) in table {
        for (e, want) in set.iter().zip(expected) {
            assert_eq!(decode_alone(bom, *e), want, "{bom:02X?} in {e}");
        }
    }
    // The seed itself holds the first three rows' UTF-8 cells.
    let seeds = common::corpus().join("../seeds");
    let seed = std::fs::read_dir(&seeds)
        .unwrap()
        .flatten()
        .find(|f| f.file_name().to_string_lossy().starts_with("004_"))
        .map(|f| std::fs::read_to_string(f.path()).unwrap())
        .unwrap();
    for cell in ["О╩©", "п»ї", "я╗┐"] {
        assert!(seed.contains(cell), "{cell}");
    }
}

/// Rows over more than a slice (the bytes fed to every row between comparisons) come out the
/// same however the input is read, with the replacement decoder (which finishes after its
/// first byte) among them: a finished row holds no comparison back.
#[test]
fn long_inputs_compare_the_same_in_any_blocks() {
    let mut bytes = common::noise(4, 40 << 10);
    bytes.extend(
        "Привет, мир. 日本語のテキスト。 café "
            .repeat(1500)
            .as_bytes(),
    );
    bytes.extend(common::noise(5, 30 << 10));
    let src = MemSource::new("x", bytes);
    let whole = compare(&src, &Encoding::ALL, |_| true).unwrap();
    for block in [333, 4096, 70_000] {
        assert_eq!(
            compare_in_blocks(&src, &Encoding::ALL, block, |_| true).unwrap(),
            whole,
            "block {block}"
        );
    }
    let replacement = whole
        .iter()
        .position(|r| r.encoding == Some(Encoding::Replacement))
        .unwrap();
    assert_eq!(whole[replacement].errors, 1);
    assert_eq!(whole[replacement + 1].first_difference, Some(0));
}

/// Real files in many encodings (the corpus's samples): every row's counts and the bytes that
/// differ from the row above, recounted unit by unit from each encoding's units alone.
#[test]
fn real_files_compare_as_their_units_recount() {
    if !common::have_corpus() {
        return;
    }
    let mut files = Vec::new();
    let mut dirs = vec![common::corpus().join("samples")];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(files.len() > 50, "{} samples", files.len());
    for path in files {
        let mut bytes = std::fs::read(&path).unwrap();
        bytes.truncate(32 << 10);
        let src = MemSource::new("x", bytes.clone());
        let rows = compare(&src, &DEFAULT_SET, |_| true).unwrap();
        let units: Vec<_> = DEFAULT_SET.iter().map(|&e| units(&bytes, e)).collect();
        for (i, u) in units.iter().enumerate() {
            let errors = u
                .iter()
                .filter(|u| u.made == mojiscope::mojibake::compare::Made::Error);
            assert_eq!(
                rows[i].errors,
                errors.count() as u64,
                "{} {}",
                path.display(),
                DEFAULT_SET[i]
            );
        }
        // The unit that covers each byte, row against row above.
        let cover = |u: &[mojiscope::mojibake::compare::Unit]| {
            let mut at = vec![None; bytes.len()];
            for (k, unit) in u.iter().enumerate() {
                for b in unit.start..unit.end.min(bytes.len() as u64) {
                    at[b as usize] = Some(k);
                }
            }
            at
        };
        let covers: Vec<_> = units.iter().map(|u| cover(u)).collect();
        for i in 1..DEFAULT_SET.len() {
            let differing: Vec<usize> = (0..bytes.len())
                .filter(|&b| {
                    let a = covers[i - 1][b].map(|k| &units[i - 1][k]);
                    let c = covers[i][b].map(|k| &units[i][k]);
                    a != c
                })
                .collect();
            assert_eq!(
                (rows[i].differs, rows[i].first_difference),
                (differing.len() as u64, differing.first().map(|&b| b as u64)),
                "{} {}",
                path.display(),
                DEFAULT_SET[i]
            );
        }
    }
}
