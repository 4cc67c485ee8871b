//! One test per handler rule: a crafted input, the step where the rule fires, its result, the
//! bytes it restores and the state variables after it.

mod common;

use common::unhex;
use mojiscope::encoding::encode::{EncodeRun, EncodeStep, EncoderErrorMode};
use mojiscope::encoding::ops::{DecodeOp, DecodeOptions, Plan};
use mojiscope::encoding::{get_encoding, FieldValue};
use mojiscope::source::MemSource;
use mojiscope::trace::{trace_all, Step};
use std::collections::BTreeSet;

struct Case {
    label: &'static str,
    hex: &'static str,
    /// Which step (0-based) to look at.
    step: usize,
    rule: &'static str,
    result: &'static str,
    code_points: &'static [u32],
    restore: u8,
    /// State fields after the step, as "name=value" with values as FieldValue displays them.
    after: &'static [&'static str],
}

#[allow(clippy::too_many_arguments)]
const fn c(
    label: &'static str,
    hex: &'static str,
    step: usize,
    rule: &'static str,
    result: &'static str,
    code_points: &'static [u32],
    restore: u8,
    after: &'static [&'static str],
) -> Case {
    Case {
        label,
        hex,
        step,
        rule,
        result,
        code_points,
        restore,
        after,
    }
}

const DECODER_CASES: &[Case] = &[
    // UTF-8 decoder
    c(
        "utf-8",
        "41",
        0,
        "utf8-ascii",
        "emit",
        &[0x41],
        0,
        &["utf8_bytes_needed=0"],
    ),
    c(
        "utf-8",
        "C3A9",
        0,
        "utf8-lead-2",
        "continue",
        &[],
        0,
        &["utf8_bytes_needed=1", "utf8_code_point=0x3"],
    ),
    c(
        "utf-8",
        "E0A080",
        0,
        "utf8-lead-3",
        "continue",
        &[],
        0,
        &[
            "utf8_bytes_needed=2",
            "utf8_lower_boundary=0xA0",
            "utf8_code_point=0x0",
        ],
    ),
    c(
        "utf-8",
        "ED9FBF",
        0,
        "utf8-lead-3",
        "continue",
        &[],
        0,
        &["utf8_upper_boundary=0x9F"],
    ),
    c(
        "utf-8",
        "F09F9880",
        0,
        "utf8-lead-4",
        "continue",
        &[],
        0,
        &[
            "utf8_bytes_needed=3",
            "utf8_lower_boundary=0x90",
            "utf8_code_point=0x0",
        ],
    ),
    c(
        "utf-8",
        "F48FBFBF",
        0,
        "utf8-lead-4",
        "continue",
        &[],
        0,
        &["utf8_upper_boundary=0x8F", "utf8_code_point=0x4"],
    ),
    c(
        "utf-8",
        "80",
        0,
        "utf8-invalid-lead",
        "error",
        &[],
        0,
        &["utf8_bytes_needed=0"],
    ),
    c("utf-8", "C0", 0, "utf8-invalid-lead", "error", &[], 0, &[]),
    c("utf-8", "F5", 0, "utf8-invalid-lead", "error", &[], 0, &[]),
    c(
        "utf-8",
        "E0808041",
        1,
        "utf8-out-of-range",
        "error",
        &[],
        1,
        &[
            "utf8_bytes_needed=0",
            "utf8_lower_boundary=0x80",
            "utf8_code_point=0x0",
        ],
    ),
    c(
        "utf-8",
        "E28241",
        2,
        "utf8-out-of-range",
        "error",
        &[],
        1,
        &["utf8_bytes_needed=0", "utf8_bytes_seen=0"],
    ),
    c(
        "utf-8",
        "E282AC",
        1,
        "utf8-continuation",
        "continue",
        &[],
        0,
        &[
            "utf8_code_point=0x82",
            "utf8_bytes_seen=1",
            "utf8_bytes_needed=2",
        ],
    ),
    c(
        "utf-8",
        "E0A080",
        1,
        "utf8-continuation",
        "continue",
        &[],
        0,
        &["utf8_lower_boundary=0x80"],
    ),
    c(
        "utf-8",
        "E282AC",
        2,
        "utf8-complete",
        "emit",
        &[0x20AC],
        0,
        &[
            "utf8_code_point=0x0",
            "utf8_bytes_needed=0",
            "utf8_bytes_seen=0",
        ],
    ),
    c(
        "utf-8",
        "F09F9880",
        3,
        "utf8-complete",
        "emit",
        &[0x1F600],
        0,
        &[],
    ),
    // End-of-queue in a sequence: only bytes needed is reset.
    c(
        "utf-8",
        "F09F98",
        3,
        "utf8-end-in-sequence",
        "error",
        &[],
        0,
        &[
            "utf8_bytes_needed=0",
            "utf8_bytes_seen=2",
            "utf8_code_point=0x7D8",
        ],
    ),
    c("utf-8", "", 0, "utf8-end", "finished", &[], 0, &[]),
    // shared UTF-16 decoder
    c(
        "utf-16le",
        "4100",
        0,
        "utf16-leading-byte",
        "continue",
        &[],
        0,
        &["utf16_leading_byte=0x41"],
    ),
    c(
        "utf-16le",
        "4100",
        1,
        "utf16-code-unit",
        "emit",
        &[0x41],
        0,
        &["utf16_leading_byte=null"],
    ),
    c(
        "utf-16be",
        "0041",
        1,
        "utf16-code-unit",
        "emit",
        &[0x41],
        0,
        &[],
    ),
    c(
        "utf-16le",
        "3DD800DE",
        1,
        "utf16-leading-surrogate",
        "continue",
        &[],
        0,
        &["utf16_leading_surrogate=0xD83D"],
    ),
    c(
        "utf-16le",
        "3DD800DE",
        3,
        "utf16-surrogate-pair",
        "emit",
        &[0x1F600],
        0,
        &["utf16_leading_surrogate=null"],
    ),
    c(
        "utf-16be",
        "D83D0041",
        3,
        "utf16-unpaired-leading-surrogate",
        "error",
        &[],
        2,
        &["utf16_leading_surrogate=null", "utf16_leading_byte=null"],
    ),
    c(
        "utf-16le",
        "00DC",
        1,
        "utf16-unpaired-trailing-surrogate",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "utf-16le",
        "41",
        1,
        "utf16-end-in-unit",
        "error",
        &[],
        0,
        &["utf16_leading_byte=null"],
    ),
    c(
        "utf-16le",
        "3DD8",
        2,
        "utf16-end-in-unit",
        "error",
        &[],
        0,
        &["utf16_leading_surrogate=null"],
    ),
    c("utf-16le", "", 0, "utf16-end", "finished", &[], 0, &[]),
    // single-byte decoder
    c(
        "windows-1252",
        "41",
        0,
        "single-byte-ascii",
        "emit",
        &[0x41],
        0,
        &[],
    ),
    c(
        "windows-1252",
        "80",
        0,
        "single-byte-mapped",
        "emit",
        &[0x20AC],
        0,
        &[],
    ),
    c(
        "windows-1253",
        "AA",
        0,
        "single-byte-unmapped",
        "error",
        &[],
        0,
        &[],
    ),
    c("koi8-r", "", 0, "single-byte-end", "finished", &[], 0, &[]),
    // x-user-defined
    c(
        "x-user-defined",
        "41",
        0,
        "x-user-defined-ascii",
        "emit",
        &[0x41],
        0,
        &[],
    ),
    c(
        "x-user-defined",
        "80",
        0,
        "x-user-defined-high",
        "emit",
        &[0xF780],
        0,
        &[],
    ),
    c(
        "x-user-defined",
        "",
        0,
        "x-user-defined-end",
        "finished",
        &[],
        0,
        &[],
    ),
    // replacement
    c(
        "replacement",
        "4142",
        0,
        "replacement-error",
        "error",
        &[],
        0,
        &["replacement_error_returned=true"],
    ),
    c(
        "replacement",
        "4142",
        1,
        "replacement-finished",
        "finished",
        &[],
        0,
        &[],
    ),
    c(
        "replacement",
        "",
        0,
        "replacement-end",
        "finished",
        &[],
        0,
        &[],
    ),
    // gb18030
    c("gb18030", "", 0, "gb18030-end", "finished", &[], 0, &[]),
    c(
        "gb18030",
        "81",
        1,
        "gb18030-end-in-sequence",
        "error",
        &[],
        0,
        &["gb18030_first=0x00"],
    ),
    c(
        "gb18030",
        "81308130",
        0,
        "gb18030-first",
        "continue",
        &[],
        0,
        &["gb18030_first=0x81"],
    ),
    c(
        "gb18030",
        "81308130",
        1,
        "gb18030-second",
        "continue",
        &[],
        0,
        &["gb18030_second=0x30"],
    ),
    c(
        "gb18030",
        "81308130",
        2,
        "gb18030-third",
        "continue",
        &[],
        0,
        &["gb18030_third=0x81"],
    ),
    c(
        "gb18030",
        "81308130",
        3,
        "gb18030-four-byte",
        "emit",
        &[0x80],
        0,
        &["gb18030_first=0x00", "gb18030_third=0x00"],
    ),
    c(
        "gb18030",
        "8431A530",
        3,
        "gb18030-four-byte-unmapped",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "gb18030",
        "81308141",
        3,
        "gb18030-bad-fourth",
        "error",
        &[],
        3,
        &[
            "gb18030_first=0x00",
            "gb18030_second=0x00",
            "gb18030_third=0x00",
        ],
    ),
    c(
        "gb18030",
        "813041",
        2,
        "gb18030-bad-third",
        "error",
        &[],
        2,
        &["gb18030_first=0x00", "gb18030_second=0x00"],
    ),
    c(
        "gb18030",
        "8140",
        1,
        "gb18030-two-byte",
        "emit",
        &[0x4E02],
        0,
        &["gb18030_first=0x00"],
    ),
    c(
        "gb18030",
        "81FF",
        1,
        "gb18030-two-byte-unmapped",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "gb18030",
        "8120",
        1,
        "gb18030-two-byte-unmapped",
        "error",
        &[],
        1,
        &[],
    ),
    c("gb18030", "41", 0, "gb18030-ascii", "emit", &[0x41], 0, &[]),
    c(
        "gb18030",
        "80",
        0,
        "gb18030-euro",
        "emit",
        &[0x20AC],
        0,
        &[],
    ),
    c("gbk", "FF", 0, "gb18030-invalid-lead", "error", &[], 0, &[]),
    // Big5
    c(
        "big5",
        "A4A4",
        0,
        "big5-lead",
        "continue",
        &[],
        0,
        &["big5_lead=0xA4"],
    ),
    c(
        "big5",
        "A4A4",
        1,
        "big5-mapped",
        "emit",
        &[0x4E2D],
        0,
        &["big5_lead=0x00"],
    ),
    c(
        "big5",
        "8862",
        1,
        "big5-two-code-points",
        "emit",
        &[0x00CA, 0x0304],
        0,
        &[],
    ),
    c("big5", "8866", 1, "big5-mapped", "emit", &[0x00CA], 0, &[]),
    c("big5", "A141", 1, "big5-mapped", "emit", &[0xFF0C], 0, &[]),
    c("big5", "8141", 1, "big5-unmapped", "error", &[], 1, &[]),
    c("big5", "A180", 1, "big5-unmapped", "error", &[], 0, &[]),
    c("big5", "41", 0, "big5-ascii", "emit", &[0x41], 0, &[]),
    c("big5", "80", 0, "big5-invalid-lead", "error", &[], 0, &[]),
    c(
        "big5",
        "A4",
        1,
        "big5-end-in-sequence",
        "error",
        &[],
        0,
        &["big5_lead=0x00"],
    ),
    c("big5", "", 0, "big5-end", "finished", &[], 0, &[]),
    // EUC-JP
    c(
        "euc-jp",
        "A4A2",
        0,
        "euc-jp-lead",
        "continue",
        &[],
        0,
        &["euc_jp_lead=0xA4"],
    ),
    c(
        "euc-jp",
        "A4A2",
        1,
        "euc-jp-mapped",
        "emit",
        &[0x3042],
        0,
        &["euc_jp_lead=0x00"],
    ),
    c(
        "euc-jp",
        "8EB1",
        1,
        "euc-jp-katakana",
        "emit",
        &[0xFF71],
        0,
        &[],
    ),
    c(
        "euc-jp",
        "8FB0A1",
        1,
        "euc-jp-jis0212",
        "continue",
        &[],
        0,
        &["euc_jp_jis0212=true", "euc_jp_lead=0xB0"],
    ),
    c(
        "euc-jp",
        "8FB0A1",
        2,
        "euc-jp-mapped",
        "emit",
        &[0x4E02],
        0,
        &["euc_jp_jis0212=false"],
    ),
    c("euc-jp", "A441", 1, "euc-jp-unmapped", "error", &[], 1, &[]),
    c("euc-jp", "41", 0, "euc-jp-ascii", "emit", &[0x41], 0, &[]),
    c(
        "euc-jp",
        "A0",
        0,
        "euc-jp-invalid-lead",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "euc-jp",
        "A4",
        1,
        "euc-jp-end-in-sequence",
        "error",
        &[],
        0,
        &["euc_jp_lead=0x00"],
    ),
    c("euc-jp", "", 0, "euc-jp-end", "finished", &[], 0, &[]),
    // ISO-2022-JP
    c(
        "iso-2022-jp",
        "41",
        0,
        "iso-2022-jp-ascii",
        "emit",
        &[0x41],
        0,
        &["iso_2022_jp_output=false"],
    ),
    c(
        "iso-2022-jp",
        "0E",
        0,
        "iso-2022-jp-invalid",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B2442",
        0,
        "iso-2022-jp-escape-byte",
        "continue",
        &[],
        0,
        &["iso_2022_jp_decoder_state=escape start"],
    ),
    c(
        "iso-2022-jp",
        "1B2442",
        1,
        "iso-2022-jp-escape-lead",
        "continue",
        &[],
        0,
        &["iso_2022_jp_decoder_state=escape", "iso_2022_jp_lead=0x24"],
    ),
    c(
        "iso-2022-jp",
        "1B2442",
        2,
        "iso-2022-jp-escape-accepted",
        "continue",
        &[],
        0,
        &[
            "iso_2022_jp_decoder_state=leading byte",
            "iso_2022_jp_decoder_output_state=leading byte",
            "iso_2022_jp_output=true",
            "iso_2022_jp_lead=0x00",
        ],
    ),
    c(
        "iso-2022-jp",
        "1B28421B284A",
        5,
        "iso-2022-jp-escape-after-escape",
        "error",
        &[],
        0,
        &["iso_2022_jp_decoder_state=Roman"],
    ),
    c(
        "iso-2022-jp",
        "1B2442302130",
        3,
        "iso-2022-jp-lead",
        "continue",
        &[],
        0,
        &[
            "iso_2022_jp_decoder_state=trailing byte",
            "iso_2022_jp_lead=0x30",
        ],
    ),
    c(
        "iso-2022-jp",
        "1B2442302130",
        4,
        "iso-2022-jp-trail",
        "emit",
        &[0x4E9C],
        0,
        &["iso_2022_jp_decoder_state=leading byte"],
    ),
    c(
        "iso-2022-jp",
        "1B2442227F",
        4,
        "iso-2022-jp-bad-trail",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B24422F21",
        4,
        "iso-2022-jp-trail-unmapped",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B2442301B2842",
        4,
        "iso-2022-jp-escape-in-trail",
        "error",
        &[],
        0,
        &["iso_2022_jp_decoder_state=escape start"],
    ),
    c(
        "iso-2022-jp",
        "1B244230",
        4,
        "iso-2022-jp-end-in-trail",
        "error",
        &[],
        0,
        &["iso_2022_jp_decoder_state=leading byte"],
    ),
    c(
        "iso-2022-jp",
        "1B284A5C7E41",
        3,
        "iso-2022-jp-roman-yen",
        "emit",
        &[0xA5],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B284A5C7E41",
        4,
        "iso-2022-jp-roman-overline",
        "emit",
        &[0x203E],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B284A5C7E41",
        5,
        "iso-2022-jp-roman",
        "emit",
        &[0x41],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B284931",
        3,
        "iso-2022-jp-katakana",
        "emit",
        &[0xFF71],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B41",
        1,
        "iso-2022-jp-bad-escape-start",
        "error",
        &[],
        1,
        &["iso_2022_jp_decoder_state=ASCII"],
    ),
    c(
        "iso-2022-jp",
        "1B",
        1,
        "iso-2022-jp-bad-escape-start",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "iso-2022-jp",
        "1B2841",
        2,
        "iso-2022-jp-bad-escape",
        "error",
        &[],
        2,
        &[
            "iso_2022_jp_decoder_state=ASCII",
            "iso_2022_jp_output=false",
        ],
    ),
    c(
        "iso-2022-jp",
        "1B28",
        2,
        "iso-2022-jp-bad-escape",
        "error",
        &[],
        1,
        &[],
    ),
    c(
        "iso-2022-jp",
        "",
        0,
        "iso-2022-jp-end",
        "finished",
        &[],
        0,
        &[],
    ),
    // Shift_JIS
    c(
        "shift_jis",
        "8FA0",
        0,
        "shift-jis-lead",
        "continue",
        &[],
        0,
        &["shift_jis_lead=0x8F"],
    ),
    c(
        "shift_jis",
        "8E9A",
        1,
        "shift-jis-mapped",
        "emit",
        &[0x5B57],
        0,
        &["shift_jis_lead=0x00"],
    ),
    c(
        "shift_jis",
        "F040",
        1,
        "shift-jis-eudc",
        "emit",
        &[0xE000],
        0,
        &[],
    ),
    c(
        "shift_jis",
        "8120",
        1,
        "shift-jis-unmapped",
        "error",
        &[],
        1,
        &[],
    ),
    c(
        "shift_jis",
        "85A0",
        1,
        "shift-jis-unmapped",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "shift_jis",
        "80",
        0,
        "shift-jis-ascii",
        "emit",
        &[0x80],
        0,
        &[],
    ),
    c(
        "shift_jis",
        "B1",
        0,
        "shift-jis-katakana",
        "emit",
        &[0xFF71],
        0,
        &[],
    ),
    c(
        "shift_jis",
        "A0",
        0,
        "shift-jis-invalid-lead",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "shift_jis",
        "82",
        1,
        "shift-jis-end-in-sequence",
        "error",
        &[],
        0,
        &["shift_jis_lead=0x00"],
    ),
    c("shift_jis", "", 0, "shift-jis-end", "finished", &[], 0, &[]),
    // EUC-KR
    c(
        "euc-kr",
        "B0A1",
        0,
        "euc-kr-lead",
        "continue",
        &[],
        0,
        &["euc_kr_lead=0xB0"],
    ),
    c(
        "euc-kr",
        "B0A1",
        1,
        "euc-kr-mapped",
        "emit",
        &[0xAC00],
        0,
        &["euc_kr_lead=0x00"],
    ),
    c("euc-kr", "8120", 1, "euc-kr-unmapped", "error", &[], 1, &[]),
    c("euc-kr", "C9A1", 1, "euc-kr-unmapped", "error", &[], 0, &[]),
    c("euc-kr", "41", 0, "euc-kr-ascii", "emit", &[0x41], 0, &[]),
    c(
        "euc-kr",
        "80",
        0,
        "euc-kr-invalid-lead",
        "error",
        &[],
        0,
        &[],
    ),
    c(
        "euc-kr",
        "B0",
        1,
        "euc-kr-end-in-sequence",
        "error",
        &[],
        0,
        &["euc_kr_lead=0x00"],
    ),
    c("euc-kr", "", 0, "euc-kr-end", "finished", &[], 0, &[]),
];

fn steps_of(label: &str, bytes: &[u8]) -> Vec<Step> {
    let encoding = get_encoding(label).unwrap();
    let src = MemSource::new("t", bytes.to_vec());
    let plan = Plan::new(
        DecodeOptions {
            op: DecodeOp::NoBom,
            encoding,
            ..Default::default()
        },
        bytes,
    )
    .unwrap();
    let mut steps = Vec::new();
    trace_all(&src, &plan, |s: &Step| {
        steps.push(*s);
        true
    })
    .unwrap();
    steps
}

fn field(fields: &[mojiscope::encoding::Field], name: &str) -> String {
    match fields
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no field {name}"))
        .value
    {
        FieldValue::Name(n) => n.to_string(),
        v => v.to_string(),
    }
}

#[test]
fn every_decoder_rule() {
    for case in DECODER_CASES {
        let what = format!("{} {} step {}", case.label, case.hex, case.step);
        let steps = steps_of(case.label, &unhex(case.hex));
        let s = steps
            .get(case.step)
            .unwrap_or_else(|| panic!("{what}: only {} steps", steps.len()));
        assert_eq!(s.outcome.rule.id(), case.rule, "{what}");
        assert_eq!(s.result().word(), case.result, "{what}");
        assert_eq!(s.result().code_points(), case.code_points, "{what}");
        assert_eq!(s.outcome.restore, case.restore, "{what}");
        for expect in case.after {
            let (name, value) = expect.split_once('=').unwrap();
            assert_eq!(field(&s.after.fields(), name), value, "{what}: {name}");
        }
        // The explanation names the values and the citation the algorithm.
        assert!(!s.explanation().is_empty());
        assert!(s.citation().contains("step"), "{what}");
    }
}

/// Every rule id a decoder family has is exercised above.
#[test]
fn decoder_cases_cover_every_rule() {
    let covered: BTreeSet<&str> = DECODER_CASES.iter().map(|c| c.rule).collect();
    let families = [
        "utf8-",
        "utf16-",
        "single-byte-",
        "x-user-defined-",
        "replacement-",
        "gb18030-",
        "big5-",
        "euc-jp-",
        "iso-2022-jp-",
        "shift-jis-",
        "euc-kr-",
    ];
    let counts: Vec<usize> = families
        .iter()
        .map(|f| {
            covered
                .iter()
                .filter(|r| r.starts_with(f) && !r.contains("encode"))
                .count()
        })
        .collect();
    // Rules per family: UTF-8 10, UTF-16 8, single-byte 4, x-user-defined 3, replacement 3,
    // gb18030 14, Big5 8, EUC-JP 9, ISO-2022-JP 19, Shift_JIS 9, EUC-KR 7.
    assert_eq!(counts, [10, 8, 4, 3, 3, 14, 8, 9, 19, 9, 7]);
}

/// The pointer arithmetic is spelled out with this step's numbers.
#[test]
fn explanations_show_the_arithmetic() {
    let steps = steps_of("shift_jis", &[0x8E, 0x9A]);
    let text = steps[1].explanation();
    assert!(
        text.contains("pointer = (0x8E − 0x81) × 188 + 0x9A − 0x41 = 2533"),
        "{text}"
    );
    assert!(text.contains("index jis0208 → U+5B57"), "{text}");
    let steps = steps_of("euc-kr", &[0xB0, 0xA1]);
    assert!(
        steps[1]
            .explanation()
            .contains("(0xB0 − 0x81) × 190 + (0xA1 − 0x41) = 9026"),
        "{}",
        steps[1].explanation()
    );
    let steps = steps_of("utf-8", &[0xE5, 0xAD, 0x97]);
    assert!(
        steps[2].explanation().contains("U+5B57"),
        "{}",
        steps[2].explanation()
    );
}

struct EncCase {
    label: &'static str,
    text: &'static str,
    step: usize,
    rule: &'static str,
    result: &'static str,
    bytes: &'static [u8],
    restore: bool,
}

const fn e(
    label: &'static str,
    text: &'static str,
    step: usize,
    rule: &'static str,
    result: &'static str,
    bytes: &'static [u8],
    restore: bool,
) -> EncCase {
    EncCase {
        label,
        text,
        step,
        rule,
        result,
        bytes,
        restore,
    }
}

const ENCODER_CASES: &[EncCase] = &[
    e("utf-8", "a", 0, "utf8-encode-ascii", "emit", b"a", false),
    e(
        "utf-8",
        "€",
        0,
        "utf8-encode-sequence",
        "emit",
        &[0xE2, 0x82, 0xAC],
        false,
    ),
    e("utf-8", "", 0, "utf8-encode-end", "finished", &[], false),
    e(
        "windows-1252",
        "a",
        0,
        "single-byte-encode-ascii",
        "emit",
        b"a",
        false,
    ),
    e(
        "windows-1252",
        "€",
        0,
        "single-byte-encode-mapped",
        "emit",
        &[0x80],
        false,
    ),
    e(
        "windows-1252",
        "字",
        0,
        "single-byte-encode-unmapped",
        "error",
        &[],
        false,
    ),
    e(
        "windows-1252",
        "",
        0,
        "single-byte-encode-end",
        "finished",
        &[],
        false,
    ),
    e(
        "x-user-defined",
        "a",
        0,
        "x-user-defined-encode-ascii",
        "emit",
        b"a",
        false,
    ),
    e(
        "x-user-defined",
        "\u{F780}",
        0,
        "x-user-defined-encode-high",
        "emit",
        &[0x80],
        false,
    ),
    e(
        "x-user-defined",
        "é",
        0,
        "x-user-defined-encode-unmapped",
        "error",
        &[],
        false,
    ),
    e(
        "x-user-defined",
        "",
        0,
        "x-user-defined-encode-end",
        "finished",
        &[],
        false,
    ),
    e(
        "gb18030",
        "a",
        0,
        "gb18030-encode-ascii",
        "emit",
        b"a",
        false,
    ),
    e(
        "gb18030",
        "\u{E5E5}",
        0,
        "gb18030-encode-e5e5",
        "error",
        &[],
        false,
    ),
    e(
        "gbk",
        "€",
        0,
        "gb18030-encode-gbk-euro",
        "emit",
        &[0x80],
        false,
    ),
    e(
        "gb18030",
        "\u{E78D}",
        0,
        "gb18030-encode-side-table",
        "emit",
        &[0xA6, 0xD9],
        false,
    ),
    e(
        "gb18030",
        "丂",
        0,
        "gb18030-encode-two-byte",
        "emit",
        &[0x81, 0x40],
        false,
    ),
    e(
        "gbk",
        "\u{80}",
        0,
        "gb18030-encode-gbk-unmapped",
        "error",
        &[],
        false,
    ),
    e(
        "gb18030",
        "\u{80}",
        0,
        "gb18030-encode-four-byte",
        "emit",
        &[0x81, 0x30, 0x81, 0x30],
        false,
    ),
    e(
        "gb18030",
        "",
        0,
        "gb18030-encode-end",
        "finished",
        &[],
        false,
    ),
    e("big5", "a", 0, "big5-encode-ascii", "emit", b"a", false),
    e(
        "big5",
        "中",
        0,
        "big5-encode-two-byte",
        "emit",
        &[0xA4, 0xA4],
        false,
    ),
    e(
        "big5",
        "\u{E000}",
        0,
        "big5-encode-unmapped",
        "error",
        &[],
        false,
    ),
    e("big5", "", 0, "big5-encode-end", "finished", &[], false),
    e("euc-jp", "a", 0, "euc-jp-encode-ascii", "emit", b"a", false),
    e(
        "euc-jp",
        "¥",
        0,
        "euc-jp-encode-yen",
        "emit",
        &[0x5C],
        false,
    ),
    e(
        "euc-jp",
        "‾",
        0,
        "euc-jp-encode-overline",
        "emit",
        &[0x7E],
        false,
    ),
    e(
        "euc-jp",
        "ｱ",
        0,
        "euc-jp-encode-katakana",
        "emit",
        &[0x8E, 0xB1],
        false,
    ),
    e(
        "euc-jp",
        "\u{2212}",
        0,
        "euc-jp-encode-two-byte",
        "emit",
        &[0xA1, 0xDD],
        false,
    ),
    e(
        "euc-jp",
        "\u{E000}",
        0,
        "euc-jp-encode-unmapped",
        "error",
        &[],
        false,
    ),
    e("euc-jp", "", 0, "euc-jp-encode-end", "finished", &[], false),
    e(
        "iso-2022-jp",
        "a",
        0,
        "iso-2022-jp-encode-ascii",
        "emit",
        b"a",
        false,
    ),
    e(
        "iso-2022-jp",
        "\u{1B}",
        0,
        "iso-2022-jp-encode-control",
        "error",
        &[],
        false,
    ),
    e(
        "iso-2022-jp",
        "¥a",
        0,
        "iso-2022-jp-encode-switch-roman",
        "emit",
        &[0x1B, 0x28, 0x4A],
        true,
    ),
    e(
        "iso-2022-jp",
        "¥a",
        1,
        "iso-2022-jp-encode-roman",
        "emit",
        &[0x5C],
        false,
    ),
    e(
        "iso-2022-jp",
        "¥\\",
        2,
        "iso-2022-jp-encode-switch-ascii",
        "emit",
        &[0x1B, 0x28, 0x42],
        true,
    ),
    e(
        "iso-2022-jp",
        "字",
        0,
        "iso-2022-jp-encode-switch-jis0208",
        "emit",
        &[0x1B, 0x24, 0x42],
        true,
    ),
    e(
        "iso-2022-jp",
        "字",
        1,
        "iso-2022-jp-encode-two-byte",
        "emit",
        &[0x3B, 0x7A],
        false,
    ),
    e(
        "iso-2022-jp",
        "字",
        2,
        "iso-2022-jp-encode-end-reset",
        "emit",
        &[0x1B, 0x28, 0x42],
        false,
    ),
    e(
        "iso-2022-jp",
        "字😀",
        2,
        "iso-2022-jp-encode-unmapped-switch-ascii",
        "emit",
        &[0x1B, 0x28, 0x42],
        true,
    ),
    e(
        "iso-2022-jp",
        "字😀",
        3,
        "iso-2022-jp-encode-unmapped",
        "error",
        &[],
        false,
    ),
    e(
        "iso-2022-jp",
        "",
        0,
        "iso-2022-jp-encode-end",
        "finished",
        &[],
        false,
    ),
    e(
        "shift_jis",
        "\u{80}",
        0,
        "shift-jis-encode-ascii",
        "emit",
        &[0x80],
        false,
    ),
    e(
        "shift_jis",
        "¥",
        0,
        "shift-jis-encode-yen",
        "emit",
        &[0x5C],
        false,
    ),
    e(
        "shift_jis",
        "‾",
        0,
        "shift-jis-encode-overline",
        "emit",
        &[0x7E],
        false,
    ),
    e(
        "shift_jis",
        "ｱ",
        0,
        "shift-jis-encode-katakana",
        "emit",
        &[0xB1],
        false,
    ),
    e(
        "shift_jis",
        "字",
        0,
        "shift-jis-encode-two-byte",
        "emit",
        &[0x8E, 0x9A],
        false,
    ),
    e(
        "shift_jis",
        "😀",
        0,
        "shift-jis-encode-unmapped",
        "error",
        &[],
        false,
    ),
    e(
        "shift_jis",
        "",
        0,
        "shift-jis-encode-end",
        "finished",
        &[],
        false,
    ),
    e("euc-kr", "a", 0, "euc-kr-encode-ascii", "emit", b"a", false),
    e(
        "euc-kr",
        "가",
        0,
        "euc-kr-encode-two-byte",
        "emit",
        &[0xB0, 0xA1],
        false,
    ),
    e(
        "euc-kr",
        "😀",
        0,
        "euc-kr-encode-unmapped",
        "error",
        &[],
        false,
    ),
    e("euc-kr", "", 0, "euc-kr-encode-end", "finished", &[], false),
];

#[test]
fn every_encoder_rule() {
    for case in ENCODER_CASES {
        let what = format!("{} {:?} step {}", case.label, case.text, case.step);
        let encoding = get_encoding(case.label).unwrap();
        let mut run = EncodeRun::new(encoding, EncoderErrorMode::Html);
        let mut steps: Vec<EncodeStep> = Vec::new();
        let mut out = Vec::new();
        let mut record = |s: &EncodeStep| steps.push(*s);
        for (i, ch) in case.text.char_indices() {
            run.push(ch as u32, i as u64, &mut out, &mut record)
                .unwrap();
        }
        run.finish(&mut out, &mut record);
        let s = steps
            .get(case.step)
            .unwrap_or_else(|| panic!("{what}: only {} steps", steps.len()));
        assert_eq!(s.outcome.rule.id(), case.rule, "{what}");
        assert_eq!(s.outcome.result.word(), case.result, "{what}");
        assert_eq!(s.outcome.result.output(), case.bytes, "{what}");
        assert_eq!(s.outcome.restore, case.restore, "{what}");
        assert!(!s.explanation().is_empty());
    }
    let covered: BTreeSet<&str> = ENCODER_CASES.iter().map(|c| c.rule).collect();
    // UTF-8 3, single-byte 4, x-user-defined 4, gb18030 8, Big5 4, EUC-JP 7, ISO-2022-JP 11,
    // Shift_JIS 7, EUC-KR 4.
    assert_eq!(covered.len(), 3 + 4 + 4 + 8 + 4 + 7 + 11 + 7 + 4);
}

/// The error classes the issue names, each from its byte pattern.
#[test]
fn utf8_error_classes() {
    use mojiscope::encoding::errors::ErrorClass::*;
    let cases: [(&str, mojiscope::encoding::errors::ErrorClass); 9] = [
        ("80", UnexpectedContinuation),
        ("C0", NeverStartsSequence),
        ("F5", NeverStartsSequence),
        ("E09F80", Overlong),
        ("F08F8080", Overlong),
        ("EDA080", Surrogate),
        ("F4908080", AboveMax),
        ("E28241", CutByByte),
        ("E282", CutByEnd),
    ];
    for (hex, class) in cases {
        let steps = steps_of("utf-8", &unhex(hex));
        let first = steps.iter().find_map(|s| s.error_class()).unwrap();
        assert_eq!(first, class, "{hex}");
    }
}

#[test]
fn utf8_error_patterns() {
    use mojiscope::encoding::errors::{utf8_pattern, Pattern};
    assert_eq!(
        utf8_pattern(&unhex("C080"), 0),
        Some(Pattern::JavaModifiedNul)
    );
    assert_eq!(
        utf8_pattern(&unhex("EDA0BDEDB880"), 0),
        Some(Pattern::Cesu8Pair {
            code_point: 0x1F600
        })
    );
    assert_eq!(
        utf8_pattern(&unhex("EDA0BD41"), 0),
        Some(Pattern::EncodedSurrogate { unit: 0xD83D })
    );
    assert_eq!(
        utf8_pattern(&unhex("F888808080"), 0),
        Some(Pattern::ObsoleteLongForm {
            value: 0x200000,
            length: 5
        })
    );
    assert_eq!(
        utf8_pattern(&unhex("FC8480808080"), 0),
        Some(Pattern::ObsoleteLongForm {
            value: 0x4000000,
            length: 6
        })
    );
    assert_eq!(
        utf8_pattern(&unhex("E080AF"), 0),
        Some(Pattern::OverlongForm {
            code_point: 0x2F,
            length: 3
        })
    );
    assert_eq!(
        utf8_pattern(&unhex("F4908080"), 0),
        Some(Pattern::AboveMax { value: 0x110000 })
    );
    assert_eq!(
        utf8_pattern(&unhex("F09F9841"), 0),
        Some(Pattern::Truncated4Byte)
    );
    assert_eq!(
        utf8_pattern(b"caf\xE9 au lait", 3),
        Some(Pattern::Legacy8Bit { windows1252: 'é' })
    );
    assert_eq!(
        utf8_pattern(&unhex("FFFE41004200"), 0),
        Some(Pattern::Utf16AsUtf8 {
            little_endian: true
        })
    );
    let utf16 = "日本語のテキスト"
        .encode_utf16()
        .flat_map(|u| u.to_le_bytes())
        .collect::<Vec<u8>>();
    let mut text = b"a\0b\0c\0d\0e\0f\0".to_vec();
    text.extend(&utf16);
    let at = text.iter().position(|&b| b >= 0x80).unwrap();
    assert_eq!(
        utf8_pattern(&text, at),
        Some(Pattern::Utf16AsUtf8 {
            little_endian: true
        })
    );
}
