//! One case per handler rule, one line per case: a crafted input, the step where the rule
//! fires, its result, the code points or bytes it gives, what it restores and the state
//! variables after it. Every rule of every decoder and encoder must have a case: a rule added
//! to a handler without one fails `every_rule_has_a_case`.

use crate::common;

use common::unhex;
use mojiscope::encoding::encode_run::{EncodeRun, EncodeStep, EncoderErrorMode};
use mojiscope::encoding::ops::{DecodeOp, DecodeOptions, Plan};
use mojiscope::encoding::{get_encoding, Encoding, FieldValue, Rule};
use mojiscope::source::MemSource;
use mojiscope::trace::{trace_all, Step};
use std::collections::BTreeSet;

/// Decoder cases: label | input hex | step (0-based) | rule | result | code points | bytes
/// restored | state after (name=value, as the values display).
const DECODER_CASES: &str = "
# UTF-8 decoder
utf-8          | 41               | 0  | utf8-ascii                           | emit     | 0041       | 0 | utf8_bytes_needed=0
utf-8          | C3A9             | 0  | utf8-lead-2                          | continue | -          | 0 | utf8_bytes_needed=1; utf8_code_point=0x3
utf-8          | E0A080           | 0  | utf8-lead-3                          | continue | -          | 0 | utf8_bytes_needed=2; utf8_lower_boundary=0xA0; utf8_code_point=0x0
utf-8          | ED9FBF           | 0  | utf8-lead-3                          | continue | -          | 0 | utf8_upper_boundary=0x9F
utf-8          | F09F9880         | 0  | utf8-lead-4                          | continue | -          | 0 | utf8_bytes_needed=3; utf8_lower_boundary=0x90; utf8_code_point=0x0
utf-8          | F48FBFBF         | 0  | utf8-lead-4                          | continue | -          | 0 | utf8_upper_boundary=0x8F; utf8_code_point=0x4
utf-8          | 80               | 0  | utf8-invalid-lead                    | error    | -          | 0 | utf8_bytes_needed=0
utf-8          | C0               | 0  | utf8-invalid-lead                    | error    | -          | 0 | -
utf-8          | F5               | 0  | utf8-invalid-lead                    | error    | -          | 0 | -
utf-8          | E0808041         | 1  | utf8-out-of-range                    | error    | -          | 1 | utf8_bytes_needed=0; utf8_lower_boundary=0x80; utf8_code_point=0x0
utf-8          | E28241           | 2  | utf8-out-of-range                    | error    | -          | 1 | utf8_bytes_needed=0; utf8_bytes_seen=0
utf-8          | E282AC           | 1  | utf8-continuation                    | continue | -          | 0 | utf8_code_point=0x82; utf8_bytes_seen=1; utf8_bytes_needed=2
utf-8          | E0A080           | 1  | utf8-continuation                    | continue | -          | 0 | utf8_lower_boundary=0x80
utf-8          | E282AC           | 2  | utf8-complete                        | emit     | 20AC       | 0 | utf8_code_point=0x0; utf8_bytes_needed=0; utf8_bytes_seen=0
utf-8          | F09F9880         | 3  | utf8-complete                        | emit     | 1F600      | 0 | -
# End-of-queue in a sequence: only bytes needed is reset.
utf-8          | F09F98           | 3  | utf8-end-in-sequence                 | error    | -          | 0 | utf8_bytes_needed=0; utf8_bytes_seen=2; utf8_code_point=0x7D8
utf-8          | -                | 0  | utf8-end                             | finished | -          | 0 | -
# shared UTF-16 decoder
utf-16le       | 4100             | 0  | utf16-leading-byte                   | continue | -          | 0 | utf16_leading_byte=0x41
utf-16le       | 4100             | 1  | utf16-code-unit                      | emit     | 0041       | 0 | utf16_leading_byte=null
utf-16be       | 0041             | 1  | utf16-code-unit                      | emit     | 0041       | 0 | -
utf-16le       | 3DD800DE         | 1  | utf16-leading-surrogate              | continue | -          | 0 | utf16_leading_surrogate=0xD83D
utf-16le       | 3DD800DE         | 3  | utf16-surrogate-pair                 | emit     | 1F600      | 0 | utf16_leading_surrogate=null
utf-16be       | D83D0041         | 3  | utf16-unpaired-leading-surrogate     | error    | -          | 2 | utf16_leading_surrogate=null; utf16_leading_byte=null
utf-16le       | 00DC             | 1  | utf16-unpaired-trailing-surrogate    | error    | -          | 0 | -
utf-16le       | 41               | 1  | utf16-end-in-unit                    | error    | -          | 0 | utf16_leading_byte=null
utf-16le       | 3DD8             | 2  | utf16-end-in-unit                    | error    | -          | 0 | utf16_leading_surrogate=null
utf-16le       | -                | 0  | utf16-end                            | finished | -          | 0 | -
# single-byte decoder
windows-1252   | 41               | 0  | single-byte-ascii                    | emit     | 0041       | 0 | -
windows-1252   | 80               | 0  | single-byte-mapped                   | emit     | 20AC       | 0 | -
windows-1253   | AA               | 0  | single-byte-unmapped                 | error    | -          | 0 | -
koi8-r         | -                | 0  | single-byte-end                      | finished | -          | 0 | -
# x-user-defined
x-user-defined | 41               | 0  | x-user-defined-ascii                 | emit     | 0041       | 0 | -
x-user-defined | 80               | 0  | x-user-defined-high                  | emit     | F780       | 0 | -
x-user-defined | -                | 0  | x-user-defined-end                   | finished | -          | 0 | -
# replacement
replacement    | 4142             | 0  | replacement-error                    | error    | -          | 0 | replacement_error_returned=true
replacement    | 4142             | 1  | replacement-finished                 | finished | -          | 0 | -
replacement    | -                | 0  | replacement-end                      | finished | -          | 0 | -
# gb18030
gb18030        | -                | 0  | gb18030-end                          | finished | -          | 0 | -
gb18030        | 81               | 1  | gb18030-end-in-sequence              | error    | -          | 0 | gb18030_first=0x00
gb18030        | 81308130         | 0  | gb18030-first                        | continue | -          | 0 | gb18030_first=0x81
gb18030        | 81308130         | 1  | gb18030-second                       | continue | -          | 0 | gb18030_second=0x30
gb18030        | 81308130         | 2  | gb18030-third                        | continue | -          | 0 | gb18030_third=0x81
gb18030        | 81308130         | 3  | gb18030-four-byte                    | emit     | 0080       | 0 | gb18030_first=0x00; gb18030_third=0x00
gb18030        | 8431A530         | 3  | gb18030-four-byte-unmapped           | error    | -          | 0 | -
gb18030        | 81308141         | 3  | gb18030-bad-fourth                   | error    | -          | 3 | gb18030_first=0x00; gb18030_second=0x00; gb18030_third=0x00
gb18030        | 813041           | 2  | gb18030-bad-third                    | error    | -          | 2 | gb18030_first=0x00; gb18030_second=0x00
gb18030        | 8140             | 1  | gb18030-two-byte                     | emit     | 4E02       | 0 | gb18030_first=0x00
gb18030        | 81FF             | 1  | gb18030-two-byte-unmapped            | error    | -          | 0 | -
gb18030        | 8120             | 1  | gb18030-two-byte-unmapped            | error    | -          | 1 | -
gb18030        | 41               | 0  | gb18030-ascii                        | emit     | 0041       | 0 | -
gb18030        | 80               | 0  | gb18030-euro                         | emit     | 20AC       | 0 | -
gbk            | FF               | 0  | gb18030-invalid-lead                 | error    | -          | 0 | -
# Big5
big5           | A4A4             | 0  | big5-lead                            | continue | -          | 0 | big5_lead=0xA4
big5           | A4A4             | 1  | big5-mapped                          | emit     | 4E2D       | 0 | big5_lead=0x00
big5           | 8862             | 1  | big5-two-code-points                 | emit     | 00CA 0304  | 0 | -
big5           | 8866             | 1  | big5-mapped                          | emit     | 00CA       | 0 | -
big5           | A141             | 1  | big5-mapped                          | emit     | FF0C       | 0 | -
big5           | 8141             | 1  | big5-unmapped                        | error    | -          | 1 | -
big5           | A180             | 1  | big5-unmapped                        | error    | -          | 0 | -
big5           | 41               | 0  | big5-ascii                           | emit     | 0041       | 0 | -
big5           | 80               | 0  | big5-invalid-lead                    | error    | -          | 0 | -
big5           | A4               | 1  | big5-end-in-sequence                 | error    | -          | 0 | big5_lead=0x00
big5           | -                | 0  | big5-end                             | finished | -          | 0 | -
# EUC-JP
euc-jp         | A4A2             | 0  | euc-jp-lead                          | continue | -          | 0 | euc_jp_lead=0xA4
euc-jp         | A4A2             | 1  | euc-jp-mapped                        | emit     | 3042       | 0 | euc_jp_lead=0x00
euc-jp         | 8EB1             | 1  | euc-jp-katakana                      | emit     | FF71       | 0 | -
euc-jp         | 8FB0A1           | 1  | euc-jp-jis0212                       | continue | -          | 0 | euc_jp_jis0212=true; euc_jp_lead=0xB0
euc-jp         | 8FB0A1           | 2  | euc-jp-mapped                        | emit     | 4E02       | 0 | euc_jp_jis0212=false
euc-jp         | A441             | 1  | euc-jp-unmapped                      | error    | -          | 1 | -
euc-jp         | 41               | 0  | euc-jp-ascii                         | emit     | 0041       | 0 | -
euc-jp         | A0               | 0  | euc-jp-invalid-lead                  | error    | -          | 0 | -
euc-jp         | A4               | 1  | euc-jp-end-in-sequence               | error    | -          | 0 | euc_jp_lead=0x00
euc-jp         | -                | 0  | euc-jp-end                           | finished | -          | 0 | -
# ISO-2022-JP
iso-2022-jp    | 41               | 0  | iso-2022-jp-ascii                    | emit     | 0041       | 0 | iso_2022_jp_output=false
iso-2022-jp    | 0E               | 0  | iso-2022-jp-invalid                  | error    | -          | 0 | -
iso-2022-jp    | 1B2442           | 0  | iso-2022-jp-escape-byte              | continue | -          | 0 | iso_2022_jp_decoder_state=escape start
iso-2022-jp    | 1B2442           | 1  | iso-2022-jp-escape-lead              | continue | -          | 0 | iso_2022_jp_decoder_state=escape; iso_2022_jp_lead=0x24
iso-2022-jp    | 1B2442           | 2  | iso-2022-jp-escape-accepted          | continue | -          | 0 | iso_2022_jp_decoder_state=leading byte; iso_2022_jp_decoder_output_state=leading byte; iso_2022_jp_output=true; iso_2022_jp_lead=0x00
iso-2022-jp    | 1B28421B284A     | 5  | iso-2022-jp-escape-after-escape      | error    | -          | 0 | iso_2022_jp_decoder_state=Roman
iso-2022-jp    | 1B2442302130     | 3  | iso-2022-jp-lead                     | continue | -          | 0 | iso_2022_jp_decoder_state=trailing byte; iso_2022_jp_lead=0x30
iso-2022-jp    | 1B2442302130     | 4  | iso-2022-jp-trail                    | emit     | 4E9C       | 0 | iso_2022_jp_decoder_state=leading byte
iso-2022-jp    | 1B2442227F       | 4  | iso-2022-jp-bad-trail                | error    | -          | 0 | -
iso-2022-jp    | 1B24422F21       | 4  | iso-2022-jp-trail-unmapped           | error    | -          | 0 | -
iso-2022-jp    | 1B2442301B2842   | 4  | iso-2022-jp-escape-in-trail          | error    | -          | 0 | iso_2022_jp_decoder_state=escape start
iso-2022-jp    | 1B244230         | 4  | iso-2022-jp-end-in-trail             | error    | -          | 0 | iso_2022_jp_decoder_state=leading byte
iso-2022-jp    | 1B284A5C7E41     | 3  | iso-2022-jp-roman-yen                | emit     | 00A5       | 0 | -
iso-2022-jp    | 1B284A5C7E41     | 4  | iso-2022-jp-roman-overline           | emit     | 203E       | 0 | -
iso-2022-jp    | 1B284A5C7E41     | 5  | iso-2022-jp-roman                    | emit     | 0041       | 0 | -
iso-2022-jp    | 1B284931         | 3  | iso-2022-jp-katakana                 | emit     | FF71       | 0 | -
iso-2022-jp    | 1B41             | 1  | iso-2022-jp-bad-escape-start         | error    | -          | 1 | iso_2022_jp_decoder_state=ASCII
iso-2022-jp    | 1B               | 1  | iso-2022-jp-bad-escape-start         | error    | -          | 0 | -
iso-2022-jp    | 1B2841           | 2  | iso-2022-jp-bad-escape               | error    | -          | 2 | iso_2022_jp_decoder_state=ASCII; iso_2022_jp_output=false
iso-2022-jp    | 1B28             | 2  | iso-2022-jp-bad-escape               | error    | -          | 1 | -
iso-2022-jp    | -                | 0  | iso-2022-jp-end                      | finished | -          | 0 | -
# Shift_JIS
shift_jis      | 8FA0             | 0  | shift-jis-lead                       | continue | -          | 0 | shift_jis_lead=0x8F
shift_jis      | 8E9A             | 1  | shift-jis-mapped                     | emit     | 5B57       | 0 | shift_jis_lead=0x00
shift_jis      | F040             | 1  | shift-jis-eudc                       | emit     | E000       | 0 | -
shift_jis      | 8120             | 1  | shift-jis-unmapped                   | error    | -          | 1 | -
shift_jis      | 85A0             | 1  | shift-jis-unmapped                   | error    | -          | 0 | -
shift_jis      | 80               | 0  | shift-jis-ascii                      | emit     | 0080       | 0 | -
shift_jis      | B1               | 0  | shift-jis-katakana                   | emit     | FF71       | 0 | -
shift_jis      | A0               | 0  | shift-jis-invalid-lead               | error    | -          | 0 | -
shift_jis      | 82               | 1  | shift-jis-end-in-sequence            | error    | -          | 0 | shift_jis_lead=0x00
shift_jis      | -                | 0  | shift-jis-end                        | finished | -          | 0 | -
# EUC-KR
euc-kr         | B0A1             | 0  | euc-kr-lead                          | continue | -          | 0 | euc_kr_lead=0xB0
euc-kr         | B0A1             | 1  | euc-kr-mapped                        | emit     | AC00       | 0 | euc_kr_lead=0x00
euc-kr         | 8120             | 1  | euc-kr-unmapped                      | error    | -          | 1 | -
euc-kr         | C9A1             | 1  | euc-kr-unmapped                      | error    | -          | 0 | -
euc-kr         | 41               | 0  | euc-kr-ascii                         | emit     | 0041       | 0 | -
euc-kr         | 80               | 0  | euc-kr-invalid-lead                  | error    | -          | 0 | -
euc-kr         | B0               | 1  | euc-kr-end-in-sequence               | error    | -          | 0 | euc_kr_lead=0x00
euc-kr         | -                | 0  | euc-kr-end                           | finished | -          | 0 | -
";

/// Encoder cases (error mode html): label | input code points | step | rule | result | bytes
/// out | whether the code point is restored.
const ENCODER_CASES: &str = "
utf-8          | U+0061          | 0  | utf8-encode-ascii                | emit     | 61             | -
utf-8          | U+20AC          | 0  | utf8-encode-sequence             | emit     | E2 82 AC       | -
utf-8          | -               | 0  | utf8-encode-end                  | finished | -              | -
windows-1252   | U+0061          | 0  | single-byte-encode-ascii         | emit     | 61             | -
windows-1252   | U+20AC          | 0  | single-byte-encode-mapped        | emit     | 80             | -
windows-1252   | U+5B57          | 0  | single-byte-encode-unmapped      | error    | -              | -
windows-1252   | -               | 0  | single-byte-encode-end           | finished | -              | -
x-user-defined | U+0061          | 0  | x-user-defined-encode-ascii      | emit     | 61             | -
x-user-defined | U+F780          | 0  | x-user-defined-encode-high       | emit     | 80             | -
x-user-defined | U+00E9          | 0  | x-user-defined-encode-unmapped   | error    | -              | -
x-user-defined | -               | 0  | x-user-defined-encode-end        | finished | -              | -
gb18030        | U+0061          | 0  | gb18030-encode-ascii             | emit     | 61             | -
gb18030        | U+E5E5          | 0  | gb18030-encode-e5e5              | error    | -              | -
gbk            | U+20AC          | 0  | gb18030-encode-gbk-euro          | emit     | 80             | -
gb18030        | U+E78D          | 0  | gb18030-encode-side-table        | emit     | A6 D9          | -
gb18030        | U+4E02          | 0  | gb18030-encode-two-byte          | emit     | 81 40          | -
gbk            | U+0080          | 0  | gb18030-encode-gbk-unmapped      | error    | -              | -
gb18030        | U+0080          | 0  | gb18030-encode-four-byte         | emit     | 81 30 81 30    | -
gb18030        | -               | 0  | gb18030-encode-end               | finished | -              | -
big5           | U+0061          | 0  | big5-encode-ascii                | emit     | 61             | -
big5           | U+4E2D          | 0  | big5-encode-two-byte             | emit     | A4 A4          | -
big5           | U+E000          | 0  | big5-encode-unmapped             | error    | -              | -
big5           | -               | 0  | big5-encode-end                  | finished | -              | -
euc-jp         | U+0061          | 0  | euc-jp-encode-ascii              | emit     | 61             | -
euc-jp         | U+00A5          | 0  | euc-jp-encode-yen                | emit     | 5C             | -
euc-jp         | U+203E          | 0  | euc-jp-encode-overline           | emit     | 7E             | -
euc-jp         | U+FF71          | 0  | euc-jp-encode-katakana           | emit     | 8E B1          | -
euc-jp         | U+2212          | 0  | euc-jp-encode-two-byte           | emit     | A1 DD          | -
euc-jp         | U+E000          | 0  | euc-jp-encode-unmapped           | error    | -              | -
euc-jp         | -               | 0  | euc-jp-encode-end                | finished | -              | -
iso-2022-jp    | U+0061          | 0  | iso-2022-jp-encode-ascii         | emit     | 61             | -
iso-2022-jp    | U+001B          | 0  | iso-2022-jp-encode-control       | error    | -              | -
iso-2022-jp    | U+00A5 U+0061   | 0  | iso-2022-jp-encode-switch-roman  | emit     | 1B 28 4A       | restore
iso-2022-jp    | U+00A5 U+0061   | 1  | iso-2022-jp-encode-roman         | emit     | 5C             | -
iso-2022-jp    | U+00A5 U+005C   | 2  | iso-2022-jp-encode-switch-ascii  | emit     | 1B 28 42       | restore
iso-2022-jp    | U+5B57          | 0  | iso-2022-jp-encode-switch-jis0208 | emit     | 1B 24 42       | restore
iso-2022-jp    | U+5B57          | 1  | iso-2022-jp-encode-two-byte      | emit     | 3B 7A          | -
iso-2022-jp    | U+5B57          | 2  | iso-2022-jp-encode-end-reset     | emit     | 1B 28 42       | -
iso-2022-jp    | U+5B57 U+1F600  | 2  | iso-2022-jp-encode-unmapped-switch-ascii | emit     | 1B 28 42       | restore
iso-2022-jp    | U+5B57 U+1F600  | 3  | iso-2022-jp-encode-unmapped      | error    | -              | -
iso-2022-jp    | -               | 0  | iso-2022-jp-encode-end           | finished | -              | -
shift_jis      | U+0080          | 0  | shift-jis-encode-ascii           | emit     | 80             | -
shift_jis      | U+00A5          | 0  | shift-jis-encode-yen             | emit     | 5C             | -
shift_jis      | U+203E          | 0  | shift-jis-encode-overline        | emit     | 7E             | -
shift_jis      | U+FF71          | 0  | shift-jis-encode-katakana        | emit     | B1             | -
shift_jis      | U+5B57          | 0  | shift-jis-encode-two-byte        | emit     | 8E 9A          | -
shift_jis      | U+1F600         | 0  | shift-jis-encode-unmapped        | error    | -              | -
shift_jis      | -               | 0  | shift-jis-encode-end             | finished | -              | -
euc-kr         | U+0061          | 0  | euc-kr-encode-ascii              | emit     | 61             | -
euc-kr         | U+AC00          | 0  | euc-kr-encode-two-byte           | emit     | B0 A1          | -
euc-kr         | U+1F600         | 0  | euc-kr-encode-unmapped           | error    | -              | -
euc-kr         | -               | 0  | euc-kr-encode-end                | finished | -              | -
";

/// The cells of each line of a table (comments and blank lines skipped).
fn rows(table: &'static str) -> impl Iterator<Item = Vec<&'static str>> {
    table
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| l.split('|').map(str::trim).collect())
}

/// "-" is an empty cell.
fn cell(c: &str) -> &str {
    if c == "-" {
        ""
    } else {
        c
    }
}

fn hex_list(c: &str) -> Vec<u32> {
    cell(c)
        .split_whitespace()
        .map(|h| u32::from_str_radix(h.trim_start_matches("U+"), 16).unwrap())
        .collect()
}

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
    for row in rows(DECODER_CASES) {
        let [label, hex, step, rule, result, code_points, restore, after] = row[..] else {
            panic!("a decoder case has 8 cells: {row:?}");
        };
        let what = format!("{label} {hex} step {step}");
        let steps = steps_of(label, &unhex(cell(hex)));
        let s = steps
            .get(step.parse::<usize>().unwrap())
            .unwrap_or_else(|| panic!("{what}: only {} steps", steps.len()));
        assert_eq!(s.outcome.rule.id(), rule, "{what}");
        assert_eq!(s.result().word(), result, "{what}");
        assert_eq!(s.result().code_points(), hex_list(code_points), "{what}");
        assert_eq!(s.outcome.restore.to_string(), restore, "{what}");
        for expect in cell(after)
            .split(';')
            .map(str::trim)
            .filter(|e| !e.is_empty())
        {
            let (name, value) = expect.split_once('=').unwrap();
            assert_eq!(field(&s.after.fields(), name), value, "{what}: {name}");
        }
        // The explanation names the values and the citation the algorithm.
        assert!(!s.explanation(mojiscope::i18n::Lang::En).is_empty());
        assert!(
            s.citation(mojiscope::i18n::Lang::En).contains("step"),
            "{what}"
        );
    }
}

/// Every rule of every decoder and encoder handler has a case above (the list of rules comes
/// from the handlers' rule enums).
#[test]
fn every_rule_has_a_case() {
    let decoder: BTreeSet<&str> = rows(DECODER_CASES).map(|r| r[3]).collect();
    let encoder: BTreeSet<&str> = rows(ENCODER_CASES).map(|r| r[3]).collect();
    let missing: Vec<&str> = Rule::all()
        .iter()
        .filter(|r| {
            let cases = if r.is_encoder() { &encoder } else { &decoder };
            !cases.contains(r.id())
        })
        .map(|r| r.id())
        .collect();
    assert!(missing.is_empty(), "rules without a case: {missing:?}");
    // And no case names a rule that does not exist.
    let known: BTreeSet<&str> = Rule::all().iter().map(|r| r.id()).collect();
    for rule in decoder.iter().chain(encoder.iter()) {
        assert!(known.contains(rule), "no rule {rule}");
    }
}

/// The pointer arithmetic is spelled out with this step's numbers.
#[test]
fn explanations_show_the_arithmetic() {
    let steps = steps_of("shift_jis", &[0x8E, 0x9A]);
    let text = steps[1].explanation(mojiscope::i18n::Lang::En);
    assert!(
        text.contains("pointer = (0x8E − 0x81) × 188 + 0x9A − 0x41 = 2533"),
        "{text}"
    );
    assert!(text.contains("index jis0208 → U+5B57"), "{text}");
    let steps = steps_of("euc-kr", &[0xB0, 0xA1]);
    assert!(
        steps[1]
            .explanation(mojiscope::i18n::Lang::En)
            .contains("(0xB0 − 0x81) × 190 + (0xA1 − 0x41) = 9026"),
        "{}",
        steps[1].explanation(mojiscope::i18n::Lang::En)
    );
    let steps = steps_of("utf-8", &[0xE5, 0xAD, 0x97]);
    assert!(
        steps[2]
            .explanation(mojiscope::i18n::Lang::En)
            .contains("U+5B57"),
        "{}",
        steps[2].explanation(mojiscope::i18n::Lang::En)
    );
}

#[test]
fn every_encoder_rule() {
    for row in rows(ENCODER_CASES) {
        let [label, text, step, rule, result, bytes, restore] = row[..] else {
            panic!("an encoder case has 7 cells: {row:?}");
        };
        let what = format!("{label} {text} step {step}");
        let encoding = get_encoding(label).unwrap();
        let mut run = EncodeRun::new(encoding, EncoderErrorMode::Html);
        let mut steps: Vec<EncodeStep> = Vec::new();
        let mut out = Vec::new();
        let mut record = |s: &EncodeStep| steps.push(*s);
        for (i, cp) in hex_list(text).into_iter().enumerate() {
            run.push(cp, i as u64, &mut out, &mut record).unwrap();
        }
        run.finish(&mut out, &mut record);
        let s = steps
            .get(step.parse::<usize>().unwrap())
            .unwrap_or_else(|| panic!("{what}: only {} steps", steps.len()));
        assert_eq!(s.outcome.rule.id(), rule, "{what}");
        assert_eq!(s.outcome.result.word(), result, "{what}");
        let bytes: Vec<u8> = hex_list(bytes).into_iter().map(|b| b as u8).collect();
        assert_eq!(s.outcome.result.output(), bytes, "{what}");
        assert_eq!(s.outcome.restore, restore == "restore", "{what}");
        assert!(!s.explanation(mojiscope::i18n::Lang::En).is_empty());
    }
}

/// The error classes the issue names, each from its byte pattern.
#[test]
fn utf8_error_classes() {
    use mojiscope::encoding::error_classes::ErrorClass::*;
    let cases: [(&str, mojiscope::encoding::error_classes::ErrorClass); 9] = [
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
    use mojiscope::encoding::error_classes::{utf8_pattern, Pattern};
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
        Some(Pattern::Legacy8Bit {
            byte: 0xE9,
            windows1252: 'é'
        })
    );
    // Excel's CSVs: windows-1252's 80-9F punctuation between ASCII.
    assert_eq!(
        utf8_pattern(b"it\x92s 5\x80", 2),
        Some(Pattern::Legacy8Bit {
            byte: 0x92,
            windows1252: '\u{2019}'
        })
    );
    assert_eq!(
        utf8_pattern(b"it\x92s 5\x80", 6).map(|p| p.description(mojiscope::i18n::Lang::En)),
        Some("0x80 is \u{20AC} in windows-1252: a lone byte of a legacy 8-bit encoding".into())
    );
    // Dense Cyrillic: windows-1251 (lower case at E0-FF), KOI8-R (lower case at C0-DF).
    let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode("Привет, как дела? Всё хорошо.");
    let p = utf8_pattern(&cp1251, 0).unwrap();
    assert_eq!(p.suggests(), Some(Encoding::Windows1251));
    let text = p.description(mojiscope::i18n::Lang::En);
    assert!(text.contains("«Привет»"), "{text}");
    let (koi8, _, _) = encoding_rs::KOI8_R.encode("Привет, как дела? Всё хорошо.");
    assert_eq!(
        utf8_pattern(&koi8, 0).and_then(|p| p.suggests()),
        Some(Encoding::Koi8R)
    );
    // Valid UTF-8 Cyrillic around an error is not taken for an 8-bit encoding.
    let mut utf8 = "Привет, как дела?".as_bytes().to_vec();
    utf8.insert(6, 0xFF);
    assert!(!matches!(
        utf8_pattern(&utf8, 6),
        Some(Pattern::Cyrillic8Bit { .. })
    ));
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

/// The English words left in a Japanese or Russian text (the one filter of the language
/// tests: `common::words`).
fn english_words(text: &str) -> Vec<String> {
    crate::common::words::Names::standard().english_words(text, "")
}

/// Every rule of every decoder and encoder, on its case above: in Japanese and in Russian the
/// step in words, its citation and the error's class are the language's own (not the
/// English), with no English word left in them.
#[test]
fn every_rule_speaks_japanese_and_russian() {
    use mojiscope::i18n::Lang;
    let check = |what: &str, lang: Lang, en: &str, text: &str| {
        assert_ne!(text, en, "{what}: {lang:?} is the English");
        let words = english_words(text);
        assert!(words.is_empty(), "{what}: {lang:?} {words:?} in {text:?}");
    };
    let mut rules = BTreeSet::new();
    for row in rows(DECODER_CASES) {
        let (label, hex, step) = (row[0], row[1], row[2]);
        let what = format!("{label} {hex} step {step}");
        let steps = steps_of(label, &unhex(cell(hex)));
        let s = &steps[step.parse::<usize>().unwrap()];
        rules.insert(s.outcome.rule.id());
        for lang in [Lang::Ja, Lang::Ru] {
            let en = s.explanation(Lang::En);
            check(&what, lang, &en, &s.explanation(lang));
            let citation = s.citation(lang);
            assert!(
                citation.starts_with(s.outcome.rule.spec().algorithm),
                "{what}: {citation}"
            );
            let words = english_words(&citation.replace(s.outcome.rule.spec().algorithm, ""));
            assert!(
                words.is_empty(),
                "{what}: {lang:?} {words:?} in {citation:?}"
            );
            if let Some(class) = s.error_class() {
                check(
                    &what,
                    lang,
                    &class.description(Lang::En),
                    &class.description(lang),
                );
            }
        }
    }
    for row in rows(ENCODER_CASES) {
        let (label, text, step) = (row[0], row[1], row[2]);
        let what = format!("{label} {text} step {step}");
        for mode in [EncoderErrorMode::Html, EncoderErrorMode::Fatal] {
            let mut run = EncodeRun::new(get_encoding(label).unwrap(), mode);
            let mut steps: Vec<EncodeStep> = Vec::new();
            let mut record = |s: &EncodeStep| steps.push(*s);
            for (i, cp) in hex_list(text).into_iter().enumerate() {
                // Fatal mode stops at the first error; the case's step comes before it.
                if run
                    .push(cp, i as u64, &mut Vec::new(), &mut record)
                    .is_err()
                {
                    break;
                }
            }
            run.finish(&mut Vec::new(), &mut record);
            let Some(s) = steps.get(step.parse::<usize>().unwrap()) else {
                continue;
            };
            rules.insert(s.outcome.rule.id());
            for lang in [Lang::Ja, Lang::Ru] {
                let en = s.explanation(Lang::En);
                check(&what, lang, &en, &s.explanation(lang));
                let citation = s.outcome.rule.citation(lang);
                let words = english_words(&citation.replace(s.outcome.rule.spec().algorithm, ""));
                assert!(
                    words.is_empty(),
                    "{what}: {lang:?} {words:?} in {citation:?}"
                );
            }
        }
    }
    // Every rule was asked.
    let missing: Vec<&str> = Rule::all()
        .iter()
        .map(|r| r.id())
        .filter(|id| !rules.contains(id))
        .collect();
    assert!(missing.is_empty(), "{missing:?}");
}

/// The variants of a rule's words (a restored ASCII byte, a byte that is no trail byte, a
/// surrogate pair in big- or little-endian order, ISO-2022-JP's states) over every byte and
/// every pair of bytes of each multi-byte encoding: no Japanese or Russian explanation is the
/// English one or leaves an English word, and no message misses an argument.
#[test]
fn every_variant_of_the_words_is_translated() {
    use mojiscope::i18n::Lang;
    let mut inputs: Vec<Vec<u8>> = (0..=255u8).map(|b| vec![b]).collect();
    for lead in (0x80..=0xFFu8).step_by(3) {
        for trail in (0..=255u8).step_by(5) {
            inputs.push(vec![lead, trail]);
        }
    }
    for escape in [
        &b"\x1B$B0!\x1B(B"[..],
        b"\x1B(J\\~a\x1B(I1\x1B(B",
        b"\x1B(A",
        b"\x1B$",
        b"\x1B$B0",
    ] {
        inputs.push(escape.to_vec());
    }
    inputs.push(unhex("3DD800DE3DD84100"));
    inputs.push(unhex("D83DDE00D83D0041"));
    let mut seen = BTreeSet::new();
    for label in [
        "utf-8",
        "utf-16le",
        "utf-16be",
        "gb18030",
        "gbk",
        "big5",
        "euc-jp",
        "iso-2022-jp",
        "shift_jis",
        "euc-kr",
        "windows-1253",
        "x-user-defined",
        "replacement",
    ] {
        for input in &inputs {
            for s in steps_of(label, input) {
                let en = s.explanation(Lang::En);
                for lang in [Lang::Ja, Lang::Ru] {
                    let text = s.explanation(lang);
                    // A message formatted without one of its arguments shows `{$name}`.
                    assert!(!text.contains('{') && !en.contains('{'), "{text} / {en}");
                    if !seen.insert((lang.tag(), text.clone())) {
                        continue;
                    }
                    assert_ne!(text, en, "{label} {input:02X?}");
                    let words = english_words(&text);
                    assert!(
                        words.is_empty(),
                        "{label} {input:02X?}: {words:?} in {text:?}"
                    );
                }
            }
        }
    }
}
