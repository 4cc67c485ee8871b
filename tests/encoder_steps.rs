//! The encoder stepped: every handler call of a run, and the variables the stepper shows for
//! it, against encoding_rs and against the handlers themselves.

use crate::common;

use common::rs;

use mojiscope::encoding::encode_run::{EncodeRun, EncodeStep, EncoderErrorMode, Origin};
use mojiscope::encoding::iso_2022_jp::{EncoderState, Iso2022JpEncoder};
use mojiscope::encoding::{CodePointItem, EncodeResult, Encoder, Encoding};
use proptest::prelude::*;

/// Every step of encoding `text` into `e` (html mode), and the bytes.
fn steps(text: &str, e: Encoding) -> (Vec<EncodeStep>, Vec<u8>) {
    let mut run = EncodeRun::new(e, EncoderErrorMode::Html);
    let mut out = Vec::new();
    let mut steps = Vec::new();
    let mut keep = |s: &EncodeStep| steps.push(*s);
    for (offset, c) in text.char_indices() {
        run.push(c as u32, offset as u64, &mut out, &mut keep)
            .unwrap();
    }
    run.finish(&mut out, &mut keep);
    (steps, out)
}

/// The bytes a handler call returned (None for error, continue and finished).
fn returned(result: &EncodeResult) -> Option<Vec<u8>> {
    matches!(result, EncodeResult::Bytes { .. }).then(|| result.output().to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1500))]

    /// The steps of a run, one per handler call, spell what encoding_rs writes: their bytes
    /// in order, each starting where the last ended; each step's state is the last one's
    /// state after; html mode's reference is `&#N;` for the error's code point, step by step;
    /// a restored code point is read again by the next call.
    #[test]
    fn the_steps_of_every_encoder_spell_encoding_rs_output(
        e in prop::sample::select(Encoding::ALL.iter().copied().filter(|e| e.has_encoder()).collect::<Vec<_>>()),
        text in common::encoder_text(),
    ) {
        let (steps, out) = steps(&text, e);
        let (theirs, _, _) = rs(e).encode(&text);
        prop_assert_eq!(&out, &theirs.into_owned());
        let mut written = Vec::new();
        for (i, s) in steps.iter().enumerate() {
            prop_assert_eq!(s.output_offset, written.len() as u64);
            written.extend_from_slice(s.outcome.result.output());
            if let Some(next) = steps.get(i + 1) {
                prop_assert_eq!(next.before, s.after);
                if s.outcome.restore {
                    prop_assert_eq!(next.item, s.item);
                }
            }
            // The variables the stepper shows make the bytes the handler returned.
            prop_assert_eq!(s.before.work(s.item).bytes, returned(&s.outcome.result), "{:?} in {}", s.item, e);
            if let EncodeResult::Error(cp) = s.outcome.result {
                let reference: String = steps[i + 1..]
                    .iter()
                    .take_while(|t| matches!(t.origin, Origin::Html { .. }))
                    .filter(|t| !t.outcome.restore)
                    .filter_map(|t| t.code_point().and_then(char::from_u32))
                    .collect();
                prop_assert_eq!(reference, format!("&#{cp};"));
            }
        }
        prop_assert_eq!(written, out);
        prop_assert!(matches!(steps.last().map(|s| s.outcome.result), Some(EncodeResult::Finished)));
    }
}

/// Every scalar value through every kind of encoder (ISO-2022-JP in each of its states): the
/// variables worked out for the stepper make exactly the bytes the handler returns.
#[test]
fn the_variables_make_the_handlers_bytes_for_every_scalar_value() {
    let mut encoders: Vec<(String, Encoder)> = Encoding::ALL
        .iter()
        .filter_map(|&e| Some((e.name().to_string(), Encoder::new(e)?)))
        .collect();
    for state in [
        EncoderState::Ascii,
        EncoderState::Roman,
        EncoderState::Jis0208,
    ] {
        encoders.push((
            format!("ISO-2022-JP in {}", state.name()),
            Encoder::Iso2022Jp(Iso2022JpEncoder {
                iso_2022_jp_encoder_state: state,
            }),
        ));
    }
    let mut checked = 0u64;
    for (name, before) in &encoders {
        // The single-byte encoders map nothing above U+FFFF: the BMP is all of them.
        let last = if matches!(before, Encoder::SingleByte(_)) {
            0xFFFF
        } else {
            0x10FFFF
        };
        let items = (0..=last)
            .filter(|cp| !(0xD800..=0xDFFF).contains(cp))
            .map(CodePointItem::CodePoint)
            .chain([CodePointItem::EndOfQueue]);
        for item in items {
            let mut encoder = *before;
            let outcome = encoder.handle(item);
            let work = before.work(item);
            assert_eq!(
                work.bytes,
                returned(&outcome.result),
                "{name}: {item:?} ({:?}, {:?})",
                outcome.rule,
                work.fields
            );
            checked += 1;
        }
    }
    assert!(checked > 10_000_000, "{checked}");
}

/// `trace --encode --json`: the lines of `encode --json` (checked against its schema) for the
/// characters of the range, with the encoder's state carried in from before it and the
/// handler's variables; their bytes are what `encode` writes for those characters.
#[test]
fn trace_encode_writes_the_steps_of_a_range_with_their_variables() {
    use common::cli::{checked, run_stdin};
    let text = "a字−ｱ字b";
    // The second 字 at byte 10 (after a, 字, −, ｱ): the state is jis0208 already, no escape
    // sequence.
    let out = run_stdin(
        &[
            "trace",
            "--encode",
            "--json",
            "--encoding",
            "iso-2022-jp",
            "--from",
            "10",
            "--len",
            "3",
            "-",
        ],
        text.as_bytes(),
    );
    assert!(out.status.success(), "{}", common::cli::stderr(&out));
    let lines = checked("encode", &out.stdout);
    assert_eq!(lines[0]["kind"], "encode");
    assert_eq!(lines[0]["error_mode"], "html");
    let steps: Vec<_> = lines.iter().filter(|l| l["kind"] == "step").collect();
    assert_eq!(steps.len(), 1, "{lines:?}");
    let step = steps[0];
    assert_eq!(step["code_point"], 0x5B57);
    assert_eq!(step["offset"], 10);
    assert_eq!(step["state_before"]["iso_2022_jp_encoder_state"], "jis0208");
    assert_eq!(step["bytes"], serde_json::json!([0x3B, 0x7A]));
    assert_eq!(step["variables"]["pointer"], 2533);
    assert_eq!(step["variables"]["lead"], 0x3B);
    assert_eq!(lines.last().unwrap()["kind"], "end");

    // The whole text: the steps' bytes are `encode`'s output.
    let out = run_stdin(
        &[
            "trace",
            "--encode",
            "--json",
            "--encoding",
            "shift_jis",
            "-",
        ],
        "naïve — 字 😀 ¥".as_bytes(),
    );
    let bytes: Vec<u8> = checked("encode", &out.stdout)
        .iter()
        .filter(|l| l["kind"] == "step")
        .flat_map(|l| l["bytes"].as_array().unwrap().clone())
        .map(|b| b.as_u64().unwrap() as u8)
        .collect();
    let encoded = run_stdin(
        &["encode", "--encoding", "shift_jis", "-"],
        "naïve — 字 😀 ¥".as_bytes(),
    );
    assert_eq!(bytes, encoded.stdout);
}

/// Error mode fatal stops at the first character the encoding cannot encode: the error is the
/// last step, the exit status 1 and one line on stderr name it.
#[test]
fn trace_encode_fatal_stops_at_the_first_unencodable_character() {
    use common::cli::{assert_failure, run_stdin};
    let out = run_stdin(
        &[
            "trace",
            "--encode",
            "--fatal",
            "--encoding",
            "windows-1251",
            "-",
        ],
        "Привет 😀 мир".as_bytes(),
    );
    let err = assert_failure(&out, 1);
    assert!(err.contains("U+1F600") && err.contains("byte 13"), "{err}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("error mode fatal: the run stops here"),
        "{text}"
    );
    assert!(!text.contains("U+043C"), "nothing after the error: {text}");
    // The decoder's options are refused with --encode.
    let out = run_stdin(&["trace", "--encode", "--op", "decode", "-"], b"a");
    let err = assert_failure(&out, 2);
    assert!(err.contains("--op"), "{err}");
}
