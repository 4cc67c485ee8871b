//! Differential and property tests: every decode operation and every encoder of ours agrees
//! with encoding_rs (the reference implementation of the standard) on arbitrary input, and
//! gives the same text whatever the chunk boundaries.

use crate::common;

use common::{rs, rs_stream};
use mojiscope::encoding::encode_run::encode_html;
use mojiscope::encoding::ops::{self, DecodeOp, DecodeOptions, TextDecoder};
use mojiscope::encoding::{get_encoding, Encoding, Family};
use proptest::prelude::*;

/// Bytes that exercise an encoding's decoder: its lead/trail/escape bytes mixed with ASCII.
fn alphabet(e: Encoding) -> Vec<u8> {
    let mut a: Vec<u8> = vec![
        0x00, 0x0A, 0x20, 0x41, 0x5C, 0x7E, 0x7F, 0x80, 0xA0, 0xFF, 0xFE,
    ];
    match e.family() {
        Family::Utf8 => a.extend([
            0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0x8F, 0x90, 0x9F,
            0xBF, 0xBB,
        ]),
        Family::Utf16 { .. } => a.extend([0xD8, 0xDB, 0xDC, 0xDF, 0x00, 0x00, 0x30, 0xFE, 0x4E]),
        Family::Gb18030 { .. } => a.extend([
            0x30, 0x39, 0x81, 0x82, 0x84, 0x90, 0xA1, 0xE3, 0xFD, 0x40, 0x35, 0xF4, 0x37, 0x31,
            0x95, 0x33,
        ]),
        Family::Big5 => a.extend([
            0x81, 0x87, 0x88, 0x62, 0x64, 0xA3, 0xA5, 0xA4, 0xC6, 0xF9, 0x40, 0xA1, 0xFE,
        ]),
        Family::EucJp => a.extend([
            0x8E, 0x8F, 0xA1, 0xA4, 0xB0, 0xDF, 0xE0, 0xF4, 0xFE, 0xA2, 0xAD,
        ]),
        Family::Iso2022Jp => a.extend([
            0x1B, 0x1B, 0x24, 0x28, 0x40, 0x42, 0x4A, 0x49, 0x21, 0x30, 0x0E, 0x0F, 0x5F, 0x60,
            0x2D, 0x74,
        ]),
        Family::ShiftJis => a.extend([
            0x81, 0x82, 0x88, 0x9F, 0xA1, 0xDF, 0xE0, 0xEA, 0xF0, 0xF9, 0xFC, 0xFD, 0x40, 0x7E,
            0x80,
        ]),
        Family::EucKr => a.extend([0x81, 0x41, 0x52, 0xA1, 0xB0, 0xC8, 0xC9, 0xFD, 0x5A, 0x61]),
        _ => a.extend((0x80..=0xFF).step_by(7)),
    }
    a
}

fn input_for(e: Encoding) -> BoxedStrategy<Vec<u8>> {
    let alpha = alphabet(e);
    let bom = prop::sample::select(vec![
        vec![],
        vec![0xEF, 0xBB, 0xBF],
        vec![0xFE, 0xFF],
        vec![0xFF, 0xFE],
        vec![0xEF, 0xBB],
    ]);
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..40),
        (
            bom,
            prop::collection::vec(prop::sample::select(alpha), 0..40)
        )
            .prop_map(|(mut b, rest)| {
                b.extend(rest);
                b
            }),
    ]
    .boxed()
}

fn encoding_and_input() -> impl Strategy<Value = (Encoding, Vec<u8>)> {
    prop::sample::select(Encoding::ALL.to_vec()).prop_flat_map(|e| (Just(e), input_for(e)))
}

/// Everything one input must satisfy for one encoding.
fn check_all_ops(e: Encoding, bytes: &[u8]) -> Result<(), TestCaseError> {
    let enc = rs(e);
    // decode (BOM sniffing; the BOM's encoding wins)
    let ours = ops::decode(bytes, e);
    let (theirs, used, _) = enc.decode(bytes);
    prop_assert_eq!(&ours.text, &theirs, "decode, {}", e);
    prop_assert_eq!(
        ours.encoding.name(),
        used.name(),
        "decode's encoding, {}",
        e
    );
    // the encoding's decoder, no BOM handling
    let ours = ops::decode_without_bom_handling(bytes, e);
    let theirs = enc.decode_without_bom_handling(bytes).0;
    prop_assert_eq!(&ours, &theirs, "no-bom, {}", e);
    // TextDecoder: every option, whole and split at every boundary
    if e != Encoding::Replacement {
        for ignore_bom in [false, true] {
            for fatal in [false, true] {
                let theirs = rs_stream(e, bytes, &[], !ignore_bom, fatal);
                let mut td = TextDecoder::with_encoding(e, fatal, ignore_bom).unwrap();
                let whole = td
                    .decode(Some(bytes), false)
                    .map_err(|err| (err.0.offset, err.0.end));
                prop_assert_eq!(
                    &whole,
                    &theirs,
                    "TextDecoder {} fatal={} ignoreBOM={}",
                    e,
                    fatal,
                    ignore_bom
                );
                for cut in 0..=bytes.len() {
                    let mut td = TextDecoder::with_encoding(e, fatal, ignore_bom).unwrap();
                    let split = ops::text_decoder_chunks(&mut td, bytes, &[cut])
                        .map_err(|err| (err.0.offset, err.0.end));
                    prop_assert_eq!(&split, &theirs, "TextDecoder {} split at {}", e, cut);
                }
                let ones = vec![1; bytes.len()];
                let mut td = TextDecoder::with_encoding(e, fatal, ignore_bom).unwrap();
                let split = ops::text_decoder_chunks(&mut td, bytes, &ones)
                    .map_err(|err| (err.0.offset, err.0.end));
                prop_assert_eq!(&split, &theirs, "TextDecoder {} byte by byte", e);
            }
        }
    } else {
        prop_assert!(TextDecoder::with_encoding(e, false, false).is_err());
    }
    Ok(())
}

fn check_utf8_ops(bytes: &[u8]) -> Result<(), TestCaseError> {
    let utf8 = encoding_rs::UTF_8;
    prop_assert_eq!(
        ops::utf8_decode(bytes),
        utf8.decode_with_bom_removal(bytes).0.into_owned()
    );
    prop_assert_eq!(
        ops::utf8_decode_without_bom(bytes),
        utf8.decode_without_bom_handling(bytes).0.into_owned()
    );
    let ours = ops::utf8_decode_without_bom_or_fail(bytes).ok();
    let theirs = utf8
        .decode_without_bom_handling_and_without_replacement(bytes)
        .map(|c| c.into_owned());
    prop_assert_eq!(ours, theirs);
    // The same through the generic option interface.
    for op in [
        DecodeOp::Utf8Decode,
        DecodeOp::Utf8DecodeWithoutBom,
        DecodeOp::Utf8DecodeWithoutBomOrFail,
    ] {
        let opts = DecodeOptions {
            op,
            encoding: Encoding::Windows1252,
            ..Default::default()
        };
        let via_plan = ops::decode_with(opts, bytes).unwrap().map(|d| d.text).ok();
        let direct = match op {
            DecodeOp::Utf8Decode => Some(ops::utf8_decode(bytes)),
            DecodeOp::Utf8DecodeWithoutBom => Some(ops::utf8_decode_without_bom(bytes)),
            _ => ops::utf8_decode_without_bom_or_fail(bytes).ok(),
        };
        prop_assert_eq!(via_plan, direct);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 3000, ..ProptestConfig::default() })]

    #[test]
    fn every_decode_operation_agrees_with_encoding_rs((e, bytes) in encoding_and_input()) {
        check_all_ops(e, &bytes)?;
    }

    #[test]
    fn utf8_operations_agree_with_encoding_rs(bytes in input_for(Encoding::Utf8)) {
        check_utf8_ops(&bytes)?;
    }

    #[test]
    fn random_chunkings_give_the_same_text((e, bytes) in encoding_and_input(), cuts in prop::collection::vec(0usize..48, 0..6)) {
        if e == Encoding::Replacement { return Ok(()); }
        let mut cuts = cuts;
        cuts.sort();
        let sizes: Vec<usize> = cuts.iter().scan(0, |prev, &c| { let s = c.saturating_sub(*prev); *prev = c.max(*prev); Some(s) }).collect();
        let mut whole = TextDecoder::with_encoding(e, false, false).unwrap();
        let expected = whole.decode(Some(&bytes), false).unwrap();
        let mut td = TextDecoder::with_encoding(e, false, false).unwrap();
        prop_assert_eq!(ops::text_decoder_chunks(&mut td, &bytes, &sizes).unwrap(), expected);
    }

    #[test]
    fn every_encoder_agrees_with_encoding_rs(e in prop::sample::select(Encoding::ALL.to_vec()), text in common::encoder_text()) {
        let ours = encode_html(&text, e);
        let (theirs, used, _) = rs(e).encode(&text);
        prop_assert_eq!(used.name(), e.output_encoding().name());
        prop_assert_eq!(ours, theirs.into_owned(), "encode {} {:?}", e, text);
    }
}

/// Exhaustive: every input of one and two bytes, for every encoding, whole and split.
#[test]
fn all_one_and_two_byte_inputs_agree() {
    for e in Encoding::ALL {
        let enc = rs(e);
        let mut bytes = [0u8; 2];
        for a in 0..=255u8 {
            bytes[0] = a;
            assert_eq!(
                ops::decode_without_bom_handling(&bytes[..1], e),
                enc.decode_without_bom_handling(&bytes[..1]).0,
                "{e} {a:02X}"
            );
            for b in 0..=255u8 {
                bytes[1] = b;
                let ours = ops::decode_without_bom_handling(&bytes, e);
                let theirs = enc.decode_without_bom_handling(&bytes).0;
                assert_eq!(ours, theirs, "{e} {a:02X} {b:02X}");
            }
        }
    }
}

/// Exhaustive over the structure of multi-byte encodings: every lead byte with every trail
/// byte and a third byte from a small set, for every multi-byte encoding.
#[test]
fn three_byte_structure_agrees() {
    let thirds = [0x00u8, 0x30, 0x39, 0x41, 0x81, 0xA1, 0xFE, 0xFF];
    for e in [
        Encoding::Gb18030,
        Encoding::Gbk,
        Encoding::Big5,
        Encoding::EucJp,
        Encoding::ShiftJis,
        Encoding::EucKr,
        Encoding::Utf8,
    ] {
        let enc = rs(e);
        for a in 0x80..=0xFFu8 {
            for b in 0..=255u8 {
                for &c in &thirds {
                    let bytes = [a, b, c];
                    assert_eq!(
                        ops::decode_without_bom_handling(&bytes, e),
                        enc.decode_without_bom_handling(&bytes).0,
                        "{e} {bytes:02X?}"
                    );
                }
            }
        }
    }
}

/// gb18030's four-byte range, sampled densely: every first/third byte with every
/// second/fourth digit.
#[test]
fn gb18030_four_byte_sequences_agree() {
    let enc = encoding_rs::GB18030;
    for b1 in 0x81..=0xFEu8 {
        for b2 in 0x30..=0x39u8 {
            for b3 in (0x81..=0xFEu8).step_by(5) {
                for b4 in 0x30..=0x39u8 {
                    let bytes = [b1, b2, b3, b4];
                    assert_eq!(
                        ops::decode_without_bom_handling(&bytes, Encoding::Gb18030),
                        enc.decode_without_bom_handling(&bytes).0,
                        "{bytes:02X?}"
                    );
                }
            }
        }
    }
}

/// Every code point (scalar value) through every encoder.
#[test]
fn every_scalar_value_encodes_like_encoding_rs() {
    let all: String = (0..=0x10FFFFu32).filter_map(char::from_u32).collect();
    for e in Encoding::ALL {
        if !e.has_encoder() {
            continue;
        }
        let ours = encode_html(&all, e);
        let theirs = rs(e).encode(&all).0;
        assert!(
            ours == theirs.as_ref(),
            "{e}: encoding every scalar value differs"
        );
    }
}

/// Every label of the standard resolves like encoding_rs; random strings fail alike.
#[test]
fn labels_agree_with_encoding_rs() {
    if !common::have_corpus() {
        return;
    }
    let json = common::corpus_json("whatwg/encodings.json");
    let mut count = 0;
    for group in json.as_array().unwrap() {
        for enc in group["encodings"].as_array().unwrap() {
            let name = enc["name"].as_str().unwrap();
            for label in enc["labels"].as_array().unwrap() {
                let label = label.as_str().unwrap();
                count += 1;
                for variant in [
                    label.to_string(),
                    label.to_ascii_uppercase(),
                    format!(" \t{label}\n\x0C\r"),
                ] {
                    let ours = get_encoding(&variant).unwrap_or_else(|_| panic!("{variant:?}"));
                    assert_eq!(ours.name(), name, "{variant:?}");
                    assert_eq!(
                        encoding_rs::Encoding::for_label(variant.as_bytes())
                            .unwrap()
                            .name(),
                        name
                    );
                }
            }
        }
    }
    assert_eq!(count, 228);
    for bad in [
        "",
        "utf-9",
        "utf8 ",
        "\u{A0}utf-8",
        "utf-8\u{B}",
        "utf-16 le",
        "latin-1",
        "x-user-defined2",
        "\u{2028}utf-8",
    ] {
        let ours = get_encoding(bad).is_ok();
        let theirs = encoding_rs::Encoding::for_label(bad.as_bytes()).is_some();
        assert_eq!(ours, theirs, "{bad:?}");
    }
}
