//! The bit layout of a UTF-8 sequence as its lead byte announces it: how many bytes, which bits
//! of each are the marker and which the payload, and the number the payload spells. Also for
//! sequences the decoder refuses (overlong forms, surrogates, values above U+10FFFF, the old
//! 5- and 6-byte forms), so that a teacher can show what `C0 80` or `ED A0 80` would have
//! meant and why the standard says no.

/// A lead byte's layout and the bytes that follow it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Utf8Layout {
    /// The bytes the lead announces (lead included), as far as continuation bytes follow.
    pub bytes: Vec<u8>,
    /// How many bytes the lead announces.
    pub len: usize,
    /// The payload of the bytes present, in order.
    pub value: u32,
}

impl Utf8Layout {
    /// Marker bits of byte `k` of the sequence (the lead's `110`, `1110`, …; `10` after it).
    pub fn marker_bits(&self, k: usize) -> usize {
        match (k, self.len) {
            (0, 1) => 1,
            (0, n) => n + 1,
            _ => 2,
        }
    }

    /// Whether every announced byte is present.
    pub fn complete(&self) -> bool {
        self.bytes.len() == self.len
    }

    /// The pattern the lead announces, `x` for payload bits: `1110xxxx 10xxxxxx 10xxxxxx`.
    pub fn pattern(&self) -> String {
        (0..self.len)
            .map(|k| {
                let m = self.marker_bits(k);
                let marker = match (k, self.len) {
                    (0, 1) => "0".to_string(),
                    (0, n) => format!("{}0", "1".repeat(n)),
                    _ => "10".to_string(),
                };
                format!("{marker}{}", "x".repeat(8 - m))
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Why the decoder refuses this sequence when complete, or None when it is a character.
    pub fn refused_because(&self) -> Option<Refusal> {
        let v = self.value;
        let shortest = match v {
            0..=0x7F => 1,
            0x80..=0x7FF => 2,
            0x800..=0xFFFF => 3,
            _ => 4,
        };
        if self.len > 4 {
            Some(Refusal::TooLong)
        } else if self.len > shortest {
            Some(Refusal::Overlong)
        } else if (0xD800..=0xDFFF).contains(&v) {
            Some(Refusal::Surrogate)
        } else if v > 0x10FFFF {
            Some(Refusal::AboveMax)
        } else {
            None
        }
    }
}

/// Why UTF-8 refuses a sequence whose bits are all there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A 5- or 6-byte form: UTF-8 stops at 4 bytes (RFC 3629).
    TooLong,
    /// A shorter form exists.
    Overlong,
    /// A surrogate: UTF-8 encodes scalar values only.
    Surrogate,
    /// Above U+10FFFF.
    AboveMax,
}

impl Refusal {
    /// The key that picks the reason in the stepper's message (`stepper-bits-would-spell`).
    pub fn key(self) -> &'static str {
        match self {
            Refusal::TooLong => "too-long",
            Refusal::Overlong => "overlong",
            Refusal::Surrogate => "surrogate",
            Refusal::AboveMax => "above-max",
        }
    }
}

/// The layout `bytes[0]` announces, with the continuation bytes that follow it in `bytes`;
/// None for a continuation byte (`10xxxxxx`) or `FE`/`FF`, which announce nothing.
///
/// ```
/// use mojiscope::report::utf8_bits::utf8_layout;
/// let l = utf8_layout(&[0xC0, 0x80, b'a']).unwrap();
/// assert_eq!((l.len, l.value, l.bytes.len()), (2, 0, 2));
/// assert_eq!(l.pattern(), "110xxxxx 10xxxxxx");
/// use mojiscope::report::utf8_bits::Refusal;
/// assert_eq!(l.refused_because(), Some(Refusal::Overlong));
/// let s = utf8_layout(&[0xED, 0xA0, 0x80]).unwrap();
/// assert_eq!(s.value, 0xD800);
/// assert_eq!(s.refused_because(), Some(Refusal::Surrogate));
/// assert_eq!(utf8_layout(&[0xE2, 0x82, 0xAC]).unwrap().refused_because(), None);
/// assert_eq!(utf8_layout(&[0x80]), None);
/// ```
pub fn utf8_layout(bytes: &[u8]) -> Option<Utf8Layout> {
    let lead = *bytes.first()?;
    let len = match lead.leading_ones() {
        0 => 1,
        1 | 7 | 8 => return None,
        n => n as usize,
    };
    let mut value = if len == 1 {
        lead as u32
    } else {
        (lead & (0x7F >> len)) as u32
    };
    let mut taken = vec![lead];
    for &b in bytes.iter().skip(1).take(len - 1) {
        if b & 0xC0 != 0x80 {
            break;
        }
        value = (value << 6) | (b & 0x3F) as u32;
        taken.push(b);
    }
    Some(Utf8Layout {
        bytes: taken,
        len,
        value,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_valid_character_has_its_layout_and_no_refusal() {
        for c in [
            '\0',
            'a',
            '\u{7F}',
            'é',
            '\u{7FF}',
            '€',
            '\u{FFFF}',
            '😀',
            '\u{10FFFF}',
        ] {
            let mut buf = [0u8; 4];
            let bytes = c.encode_utf8(&mut buf).as_bytes();
            let l = utf8_layout(bytes).unwrap();
            assert_eq!(l.value, c as u32, "{c:?}");
            assert_eq!(l.len, bytes.len());
            assert!(l.complete());
            assert_eq!(l.refused_because(), None, "{c:?}");
        }
    }

    #[test]
    fn refused_forms_say_why() {
        let why = |b: &[u8]| utf8_layout(b).unwrap().refused_because().unwrap();
        assert_eq!(why(&[0xE0, 0x80, 0x80]), Refusal::Overlong);
        assert_eq!(why(&[0xF4, 0x90, 0x80, 0x80]), Refusal::AboveMax);
        assert_eq!(why(&[0xF8, 0x88, 0x80, 0x80, 0x80]), Refusal::TooLong);
        assert_eq!(utf8_layout(&[0xFC]).unwrap().len, 6);
        assert_eq!(utf8_layout(&[0xFE]), None);
    }

    #[test]
    fn a_sequence_cut_short_keeps_what_is_there() {
        let l = utf8_layout(&[0xE2, 0x82, b'x']).unwrap();
        assert_eq!(l.bytes, vec![0xE2, 0x82]);
        assert!(!l.complete());
        assert_eq!(l.marker_bits(0), 4);
        assert_eq!(l.marker_bits(1), 2);
    }
}
