//! Decoding errors: a class for every error a handler returns, and the well-known patterns
//! behind UTF-8 errors (CESU-8, Java's modified UTF-8, obsolete 5- and 6-byte forms, …).

use super::decoder::Decoder;
use super::handler::Item;
use super::rules::{Outcome, Rule};
use super::{big5, euc_jp, euc_kr, gb18030, iso_2022_jp, shift_jis, single_byte, utf16, utf8};
use crate::i18n::{tr, words, Lang};
use std::borrow::Cow;

/// What kind of error a handler returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ErrorClass {
    // UTF-8
    /// A continuation byte (0x80 to 0xBF) where a sequence should start.
    UnexpectedContinuation,
    /// 0xC0, 0xC1 or 0xF5 to 0xFF: never the start of a sequence.
    NeverStartsSequence,
    /// E0 80–9F, F0 80–8F: a longer form than needed.
    Overlong,
    /// ED A0–BF: an encoded surrogate.
    Surrogate,
    /// F4 90–BF: above U+10FFFF.
    AboveMax,
    /// A sequence cut short by a byte that is not a continuation byte.
    CutByByte,
    /// A sequence cut short by the end of the input.
    CutByEnd,
    // UTF-16
    UnpairedLeadingSurrogate,
    UnpairedTrailingSurrogate,
    // Legacy encodings
    /// A byte that cannot start a character in this encoding.
    InvalidByte,
    /// A well-formed pointer (or byte) with no code point in the index.
    Unmapped,
    /// A lead byte followed by a byte outside the trail range.
    InvalidTrail,
    /// ISO-2022-JP: an escape byte not followed by a recognised sequence.
    InvalidEscape,
    /// ISO-2022-JP: two escape sequences with nothing in between.
    EscapeAfterEscape,
    /// The replacement encoding: the whole input is one error.
    ReplacementEncoding,
}

// `ALL` lists the classes in the order they are declared, so `class as usize` is a class's
// index in it (checked when the crate is built).
const _: () = {
    let mut i = 0;
    while i < ErrorClass::ALL.len() {
        assert!(ErrorClass::ALL[i] as usize == i);
        i += 1;
    }
};

impl ErrorClass {
    pub const ALL: [ErrorClass; 15] = [
        ErrorClass::UnexpectedContinuation,
        ErrorClass::NeverStartsSequence,
        ErrorClass::Overlong,
        ErrorClass::Surrogate,
        ErrorClass::AboveMax,
        ErrorClass::CutByByte,
        ErrorClass::CutByEnd,
        ErrorClass::UnpairedLeadingSurrogate,
        ErrorClass::UnpairedTrailingSurrogate,
        ErrorClass::InvalidByte,
        ErrorClass::Unmapped,
        ErrorClass::InvalidTrail,
        ErrorClass::InvalidEscape,
        ErrorClass::EscapeAfterEscape,
        ErrorClass::ReplacementEncoding,
    ];

    /// Stable identifier for JSON.
    pub fn id(self) -> &'static str {
        use ErrorClass::*;
        match self {
            UnexpectedContinuation => "unexpected_continuation",
            NeverStartsSequence => "never_starts_sequence",
            Overlong => "overlong",
            Surrogate => "surrogate",
            AboveMax => "above_max",
            CutByByte => "cut_by_byte",
            CutByEnd => "cut_by_end",
            UnpairedLeadingSurrogate => "unpaired_leading_surrogate",
            UnpairedTrailingSurrogate => "unpaired_trailing_surrogate",
            InvalidByte => "invalid_byte",
            Unmapped => "unmapped",
            InvalidTrail => "invalid_trail",
            InvalidEscape => "invalid_escape",
            EscapeAfterEscape => "escape_after_escape",
            ReplacementEncoding => "replacement_encoding",
        }
    }

    pub fn from_id(id: &str) -> Option<ErrorClass> {
        ErrorClass::ALL.into_iter().find(|c| c.id() == id)
    }

    /// What the class means, in `lang` (the message `error-class-<id>`).
    pub fn description(self, lang: Lang) -> Cow<'static, str> {
        use ErrorClass::*;
        let id = match self {
            UnexpectedContinuation => "error-class-unexpected-continuation",
            NeverStartsSequence => "error-class-never-starts-sequence",
            Overlong => "error-class-overlong",
            Surrogate => "error-class-surrogate",
            AboveMax => "error-class-above-max",
            CutByByte => "error-class-cut-by-byte",
            CutByEnd => "error-class-cut-by-end",
            UnpairedLeadingSurrogate => "error-class-unpaired-leading-surrogate",
            UnpairedTrailingSurrogate => "error-class-unpaired-trailing-surrogate",
            InvalidByte => "error-class-invalid-byte",
            Unmapped => "error-class-unmapped",
            InvalidTrail => "error-class-invalid-trail",
            InvalidEscape => "error-class-invalid-escape",
            EscapeAfterEscape => "error-class-escape-after-escape",
            ReplacementEncoding => "error-class-replacement-encoding",
        };
        tr(lang, id)
    }

    /// The class of the error a handler just returned, from the state before the call.
    /// (Inlined: where the handler's type is known, only its own arm of the match is left.)
    #[inline]
    pub fn of(before: &Decoder, item: Item, outcome: &Outcome) -> ErrorClass {
        use ErrorClass::*;
        let byte = item.byte();
        match (outcome.rule, before) {
            (Rule::Utf8(r), Decoder::Utf8(d)) => match r {
                utf8::DecoderRule::InvalidLead => match byte {
                    Some(0x80..=0xBF) => UnexpectedContinuation,
                    _ => NeverStartsSequence,
                },
                utf8::DecoderRule::OutOfRange => {
                    let b = byte.unwrap_or(0);
                    let first = d.utf8_bytes_seen == 0;
                    if !(0x80..=0xBF).contains(&b) {
                        CutByByte
                    } else if first && d.utf8_lower_boundary > 0x80 {
                        Overlong
                    } else if first && d.utf8_upper_boundary == 0x9F {
                        Surrogate
                    } else if first && d.utf8_upper_boundary == 0x8F {
                        AboveMax
                    } else {
                        CutByByte
                    }
                }
                _ => CutByEnd,
            },
            (Rule::Utf16(r), Decoder::Utf16(d)) => match r {
                utf16::Rule::UnpairedLeading => UnpairedLeadingSurrogate,
                utf16::Rule::UnpairedTrailing => UnpairedTrailingSurrogate,
                _ if d.utf16_leading_byte.is_none() => UnpairedLeadingSurrogate,
                _ => CutByEnd,
            },
            (Rule::SingleByte(single_byte::DecoderRule::Unmapped), _) => Unmapped,
            (Rule::Gb18030(r), Decoder::Gb18030(d)) => match r {
                gb18030::DecoderRule::EndInSequence => CutByEnd,
                gb18030::DecoderRule::BadFourth | gb18030::DecoderRule::BadThird => InvalidTrail,
                gb18030::DecoderRule::FourByteUnmapped => Unmapped,
                gb18030::DecoderRule::TwoByteUnmapped => legacy_trail(byte, d.gb18030_first, |b| {
                    (0x40..=0x7E).contains(&b) || (0x80..=0xFE).contains(&b)
                }),
                _ => InvalidByte,
            },
            (Rule::Big5(r), _) => match r {
                big5::DecoderRule::EndInSequence => CutByEnd,
                big5::DecoderRule::Unmapped => legacy_trail(byte, 1, |b| {
                    (0x40..=0x7E).contains(&b) || (0xA1..=0xFE).contains(&b)
                }),
                _ => InvalidByte,
            },
            (Rule::EucJp(r), Decoder::EucJp(d)) => match r {
                euc_jp::DecoderRule::EndInSequence => CutByEnd,
                euc_jp::DecoderRule::Unmapped => {
                    let lead_ok = (0xA1..=0xFE).contains(&d.euc_jp_lead);
                    legacy_trail(byte, lead_ok as u8, |b| (0xA1..=0xFE).contains(&b))
                }
                _ => InvalidByte,
            },
            (Rule::ShiftJis(r), _) => match r {
                shift_jis::DecoderRule::EndInSequence => CutByEnd,
                shift_jis::DecoderRule::Unmapped => legacy_trail(byte, 1, |b| {
                    (0x40..=0x7E).contains(&b) || (0x80..=0xFC).contains(&b)
                }),
                _ => InvalidByte,
            },
            (Rule::EucKr(r), _) => match r {
                euc_kr::DecoderRule::EndInSequence => CutByEnd,
                euc_kr::DecoderRule::Unmapped => {
                    legacy_trail(byte, 1, |b| (0x41..=0xFE).contains(&b))
                }
                _ => InvalidByte,
            },
            (Rule::Iso2022Jp(r), _) => match r {
                iso_2022_jp::DecoderRule::TrailUnmapped => Unmapped,
                iso_2022_jp::DecoderRule::EscapeInTrail => CutByByte,
                iso_2022_jp::DecoderRule::BadTrail => InvalidTrail,
                iso_2022_jp::DecoderRule::EndInTrail => CutByEnd,
                iso_2022_jp::DecoderRule::BadEscapeStart | iso_2022_jp::DecoderRule::BadEscape => {
                    InvalidEscape
                }
                iso_2022_jp::DecoderRule::EscapeAfterEscape => EscapeAfterEscape,
                _ => InvalidByte,
            },
            (Rule::Replacement(_), _) => ReplacementEncoding,
            _ => InvalidByte,
        }
    }
}

/// A lead byte's error: unmapped if the trail byte is in range (and the lead is usable), else
/// an invalid trail.
fn legacy_trail(byte: Option<u8>, lead_ok: u8, in_range: impl Fn(u8) -> bool) -> ErrorClass {
    match byte {
        Some(b) if lead_ok != 0 && in_range(b) => ErrorClass::Unmapped,
        _ => ErrorClass::InvalidTrail,
    }
}

/// A recognised cause behind UTF-8 errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pattern {
    /// A surrogate pair encoded as two 3-byte sequences (CESU-8): `ED A0–AF xx ED B0–BF xx`.
    Cesu8Pair { code_point: u32 },
    /// A lone surrogate encoded as a 3-byte sequence (WTF-8 style): `ED A0–BF xx`.
    EncodedSurrogate { unit: u32 },
    /// Java's modified UTF-8 writes U+0000 as `C0 80`.
    JavaModifiedNul,
    /// A code point written with more bytes than needed.
    OverlongForm { code_point: u32, length: u8 },
    /// A value above U+10FFFF in a 4-byte form.
    AboveMax { value: u32 },
    /// The obsolete 5- and 6-byte forms of RFC 2279 (F8–FB, FC–FD leads).
    ObsoleteLongForm { value: u32, length: u8 },
    /// A 4-byte sequence cut after its third byte, as MySQL's 3-byte "utf8" (utf8mb3) does to
    /// characters outside the BMP.
    Truncated4Byte,
    /// A single byte of a legacy 8-bit encoding in UTF-8 text (shown as windows-1252 would):
    /// `92` for ’ and `80` for € in an Excel CSV, `E9` for é.
    Legacy8Bit { byte: u8, windows1252: char },
    /// Dense bytes `C0`–`FF` between spaces and punctuation: Cyrillic in windows-1251 (or
    /// KOI8-R), with the first letters of the word as they read there.
    Cyrillic8Bit {
        encoding: super::names::Encoding,
        sample: [char; 8],
        len: u8,
    },
    /// UTF-16 read as UTF-8 (a UTF-16 BOM, or NUL bytes every other byte).
    Utf16AsUtf8 { little_endian: bool },
}

impl Pattern {
    pub fn id(&self) -> &'static str {
        match self {
            Pattern::Cesu8Pair { .. } => "cesu8_surrogate_pair",
            Pattern::EncodedSurrogate { .. } => "encoded_surrogate",
            Pattern::JavaModifiedNul => "java_modified_utf8_nul",
            Pattern::OverlongForm { .. } => "overlong_form",
            Pattern::AboveMax { .. } => "above_max",
            Pattern::ObsoleteLongForm { .. } => "obsolete_long_form",
            Pattern::Truncated4Byte => "truncated_4_byte",
            Pattern::Legacy8Bit { .. } => "legacy_8bit",
            Pattern::Cyrillic8Bit { .. } => "cyrillic_8bit",
            Pattern::Utf16AsUtf8 { .. } => "utf16_as_utf8",
        }
    }

    /// The encoding the bytes behind this pattern were probably written in, if it tells.
    pub fn suggests(&self) -> Option<super::names::Encoding> {
        use super::names::Encoding;
        match *self {
            Pattern::Legacy8Bit { .. } => Some(Encoding::Windows1252),
            Pattern::Cyrillic8Bit { encoding, .. } => Some(encoding),
            Pattern::Utf16AsUtf8 { little_endian } => Some(if little_endian {
                Encoding::Utf16Le
            } else {
                Encoding::Utf16Be
            }),
            _ => None,
        }
    }

    /// How many bytes from the error's start the pattern covers.
    pub fn len(&self) -> usize {
        match self {
            Pattern::Cesu8Pair { .. } => 6,
            Pattern::EncodedSurrogate { .. } => 3,
            Pattern::JavaModifiedNul => 2,
            Pattern::OverlongForm { length, .. } | Pattern::ObsoleteLongForm { length, .. } => {
                *length as usize
            }
            Pattern::AboveMax { .. } => 4,
            Pattern::Truncated4Byte => 3,
            Pattern::Legacy8Bit { .. } | Pattern::Cyrillic8Bit { .. } => 1,
            Pattern::Utf16AsUtf8 { .. } => 2,
        }
    }

    pub fn is_empty(&self) -> bool {
        false
    }

    /// The pattern in words, in `lang` (the message `error-class-pattern-<kind>`).
    pub fn description(&self, lang: Lang) -> String {
        match *self {
            Pattern::Cesu8Pair { code_point } => words!(
                lang,
                "error-class-pattern-cesu8",
                code_point = format!("U+{code_point:04X}")
            ),
            Pattern::EncodedSurrogate { unit } => words!(
                lang,
                "error-class-pattern-encoded-surrogate",
                unit = format!("0x{unit:04X}")
            ),
            Pattern::JavaModifiedNul => words!(lang, "error-class-pattern-java-nul"),
            Pattern::OverlongForm { code_point, length } => words!(
                lang,
                "error-class-pattern-overlong",
                code_point = format!("U+{code_point:04X}"),
                length = length
            ),
            Pattern::AboveMax { value } => words!(
                lang,
                "error-class-pattern-above-max",
                value = format!("0x{value:X}")
            ),
            Pattern::ObsoleteLongForm { value, length } => words!(
                lang,
                "error-class-pattern-obsolete",
                length = length,
                value = format!("0x{value:X}")
            ),
            Pattern::Truncated4Byte => words!(lang, "error-class-pattern-truncated"),
            Pattern::Legacy8Bit { byte, windows1252 } => words!(
                lang,
                "error-class-pattern-legacy-8bit",
                byte = format!("0x{byte:02X}"),
                character = windows1252.to_string()
            ),
            Pattern::Cyrillic8Bit {
                encoding,
                sample,
                len,
            } => {
                let word: String = sample[..len as usize].iter().collect();
                words!(
                    lang,
                    "error-class-pattern-cyrillic",
                    encoding = encoding.name(),
                    word = word
                )
            }
            Pattern::Utf16AsUtf8 { little_endian } => words!(
                lang,
                "error-class-pattern-utf16",
                encoding = if little_endian {
                    "UTF-16LE"
                } else {
                    "UTF-16BE"
                }
            ),
        }
    }
}

fn is_cont(b: u8) -> bool {
    (0x80..=0xBF).contains(&b)
}

/// The pattern behind a UTF-8 error whose bytes start at `window[at]` (the window holds
/// following bytes, and preceding ones for context).
pub fn utf8_pattern(window: &[u8], at: usize) -> Option<Pattern> {
    let b = &window[at.min(window.len())..];
    let first = *b.first()?;
    let conts = b.iter().skip(1).take_while(|&&x| is_cont(x)).count();
    let payload = |n: usize, mask: u8| -> u32 {
        b[1..n].iter().fold((first & mask) as u32, |acc, &x| {
            (acc << 6) | (x & 0x3F) as u32
        })
    };
    // UTF-16 byte order marks.
    if b.starts_with(&[0xFF, 0xFE]) || b.starts_with(&[0xFE, 0xFF]) {
        return Some(Pattern::Utf16AsUtf8 {
            little_endian: first == 0xFF,
        });
    }
    match first {
        0xC0 | 0xC1 if conts >= 1 => {
            if b[1] == 0x80 && first == 0xC0 {
                return Some(Pattern::JavaModifiedNul);
            }
            return Some(Pattern::OverlongForm {
                code_point: payload(2, 0x1F),
                length: 2,
            });
        }
        0xE0 if conts >= 2 && b[1] < 0xA0 => {
            return Some(Pattern::OverlongForm {
                code_point: payload(3, 0x0F),
                length: 3,
            });
        }
        0xF0 if conts >= 3 && b[1] < 0x90 => {
            return Some(Pattern::OverlongForm {
                code_point: payload(4, 0x07),
                length: 4,
            });
        }
        0xED if conts >= 2 && b[1] >= 0xA0 => {
            let unit = payload(3, 0x0F);
            if (0xD800..=0xDBFF).contains(&unit) && b.len() >= 6 && b[3] == 0xED && conts == 2 {
                let next_conts = b.iter().skip(4).take_while(|&&x| is_cont(x)).count();
                if next_conts >= 2 && (0xB0..=0xBF).contains(&b[4]) {
                    let low = 0xD000 | ((b[4] & 0x3F) as u32) << 6 | (b[5] & 0x3F) as u32;
                    let code_point = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                    return Some(Pattern::Cesu8Pair { code_point });
                }
            }
            return Some(Pattern::EncodedSurrogate { unit });
        }
        0xF4..=0xF7 if conts >= 3 => {
            let value = payload(4, 0x07);
            if value > 0x10FFFF {
                return Some(Pattern::AboveMax { value });
            }
        }
        0xF8..=0xFB if conts >= 4 => {
            return Some(Pattern::ObsoleteLongForm {
                value: payload(5, 0x03),
                length: 5,
            })
        }
        0xFC | 0xFD if conts >= 5 => {
            return Some(Pattern::ObsoleteLongForm {
                value: payload(6, 0x01),
                length: 6,
            })
        }
        _ => {}
    }
    // A 4-byte lead with exactly two continuation bytes, then no more.
    if (0xF0..=0xF4).contains(&first) && conts == 2 {
        return Some(Pattern::Truncated4Byte);
    }
    // NUL bytes every other byte around the error: UTF-16.
    let lo = at.saturating_sub(32);
    let hi = (at + 32).min(window.len());
    let around = &window[lo..hi];
    if around.len() >= 8 {
        let even_nuls = around.iter().step_by(2).filter(|&&x| x == 0).count();
        let odd_nuls = around
            .iter()
            .skip(1)
            .step_by(2)
            .filter(|&&x| x == 0)
            .count();
        let half = around.len() / 2;
        if even_nuls.max(odd_nuls) * 10 >= half * 4 && even_nuls.min(odd_nuls) * 10 < half * 2 {
            // LE puts the zero high byte second: at odd positions relative to the unit start.
            let lo_parity_even = lo.is_multiple_of(2);
            let nul_at_odd = (odd_nuls > even_nuls) == lo_parity_even;
            return Some(Pattern::Utf16AsUtf8 {
                little_endian: nul_at_odd,
            });
        }
    }
    if let Some(p) = cyrillic_8bit(window, at) {
        return Some(p);
    }
    // A single non-ASCII byte that stands alone between ASCII: legacy 8-bit text (80–9F too:
    // windows-1252's € ‚ „ … ’ “ ” – — of Excel CSVs and Word documents).
    let next_is_ascii = b.get(1).is_none_or(|&x| x < 0x80);
    let prev_is_ascii = at == 0 || window.get(at - 1).is_some_and(|&x| x < 0x80);
    if first >= 0x80 && next_is_ascii && prev_is_ascii {
        let c =
            super::ops::decode_without_bom_handling(&[first], super::names::Encoding::Windows1252);
        return c
            .chars()
            .next()
            .filter(|&c| c != '\u{FFFD}')
            .map(|windows1252| Pattern::Legacy8Bit {
                byte: first,
                windows1252,
            });
    }
    None
}

/// Dense bytes C0–FF around `at`, few of them continuation bytes (valid UTF-8 Cyrillic is
/// D0/D1 followed by 80–BF): Cyrillic text in an 8-bit encoding. Russian is mostly lower case,
/// which windows-1251 puts at E0–FF and KOI8-R at C0–DF.
fn cyrillic_8bit(window: &[u8], at: usize) -> Option<Pattern> {
    use super::names::Encoding;
    let around = &window[at.saturating_sub(24)..(at + 24).min(window.len())];
    let high = around.iter().filter(|&&x| x >= 0xC0).count();
    let cont = around
        .iter()
        .filter(|&&x| (0x80..0xC0).contains(&x))
        .count();
    let latin = around.iter().filter(|x| x.is_ascii_alphabetic()).count();
    if high < 6 || high < 3 * cont || high <= latin {
        return None;
    }
    let lower_1251 = around.iter().filter(|&&x| x >= 0xE0).count();
    let encoding = if lower_1251 * 2 >= high {
        Encoding::Windows1251
    } else {
        Encoding::Koi8R
    };
    // The word the error is in: back to the byte after the last ASCII one.
    let start = window[..at]
        .iter()
        .rposition(|&x| x < 0x80)
        .map_or(0, |p| p + 1);
    let word: Vec<u8> = window[start..]
        .iter()
        .take_while(|&&x| x >= 0x80)
        .take(8)
        .copied()
        .collect();
    let text = super::ops::decode_without_bom_handling(&word, encoding);
    let mut sample = [' '; 8];
    let mut len = 0;
    for (slot, c) in sample.iter_mut().zip(text.chars()) {
        *slot = c;
        len += 1;
    }
    Some(Pattern::Cyrillic8Bit {
        encoding,
        sample,
        len,
    })
}
