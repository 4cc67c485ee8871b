//! How a code point above U+FFFF becomes a UTF-16 surrogate pair and back, bit by bit, for the
//! stepper and the character panel (the counterpart of [`super::utf8_bits`]).
//!
//! ```
//! use mojiscope::report::utf16_bits::{pair_value, Surrogates};
//!
//! // U+1F600: minus 0x10000 is 0x0F600, twenty bits; the high ten go to the lead, the low ten
//! // to the trail.
//! let s = Surrogates::of(0x1F600).unwrap();
//! assert_eq!((s.value, s.high, s.low), (0x0F600, 0x03D, 0x200));
//! assert_eq!((s.lead, s.trail), (0xD83D, 0xDE00));
//! assert_eq!(s.high_bits(), "0000111101");
//! assert_eq!(pair_value(0xD83D, 0xDE00), Some(0x1F600));
//! assert_eq!(Surrogates::of(0xFFFF), None);
//! ```

use crate::i18n::{words, Lang};

/// A code point's surrogate pair, with the steps between.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Surrogates {
    pub code_point: u32,
    /// code point − 0x10000: twenty bits.
    pub value: u32,
    /// Its high ten bits (value >> 10) and low ten bits (value & 0x3FF).
    pub high: u32,
    pub low: u32,
    /// 0xD800 + high, 0xDC00 + low.
    pub lead: u16,
    pub trail: u16,
}

impl Surrogates {
    /// The pair for a code point from U+10000 to U+10FFFF; None for the BMP (one code unit).
    pub fn of(code_point: u32) -> Option<Surrogates> {
        if !(0x10000..=0x10FFFF).contains(&code_point) {
            return None;
        }
        let value = code_point - 0x10000;
        let (high, low) = (value >> 10, value & 0x3FF);
        Some(Surrogates {
            code_point,
            value,
            high,
            low,
            lead: (0xD800 + high) as u16,
            trail: (0xDC00 + low) as u16,
        })
    }

    /// The ten bits of the lead surrogate's payload.
    pub fn high_bits(&self) -> String {
        format!("{:010b}", self.high)
    }

    /// The ten bits of the trail surrogate's payload.
    pub fn low_bits(&self) -> String {
        format!("{:010b}", self.low)
    }

    /// The two code units, each with its fixed bits (110110, 110111) and its payload apart:
    /// `("110110", "0000111101")`, `("110111", "1000000000")`.
    pub fn unit_bits(&self) -> [(&'static str, String); 2] {
        [("110110", self.high_bits()), ("110111", self.low_bits())]
    }

    /// Back, as the shared UTF-16 decoder computes it (step 6.3): 0x10000 + ((lead − 0xD800)
    /// << 10) + (trail − 0xDC00), with the numbers filled in.
    pub fn back_text(&self) -> String {
        format!(
            "0x10000 + ((0x{:04X} − 0xD800) << 10) + (0x{:04X} − 0xDC00) = 0x10000 + (0x{:03X} << 10) + 0x{:03X} = U+{:04X}",
            self.lead, self.trail, self.high, self.low, self.code_point
        )
    }

    /// There: code point − 0x10000, split into ten and ten bits, onto 0xD800 and 0xDC00, in
    /// `lang`.
    pub fn there_text(&self, lang: Lang) -> String {
        words!(
            lang,
            "surrogate-there",
            code_point = format!("U+{:04X}", self.code_point),
            value = format!("0x{:05X}", self.value),
            high_bits = self.high_bits(),
            low_bits = self.low_bits(),
            high = format!("0x{:03X}", self.high),
            lead = format!("{:04X}", self.lead),
            low = format!("0x{:03X}", self.low),
            trail = format!("{:04X}", self.trail)
        )
    }
}

/// The code point a lead and a trail surrogate make (None unless they are one of each, in
/// that order).
pub fn pair_value(lead: u16, trail: u16) -> Option<u32> {
    if !(0xD800..=0xDBFF).contains(&lead) || !(0xDC00..=0xDFFF).contains(&trail) {
        return None;
    }
    Some(0x10000 + ((lead as u32 - 0xD800) << 10) + (trail as u32 - 0xDC00))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_astral_code_point_goes_there_and_back_as_rust_writes_it() {
        for cp in 0x10000..=0x10FFFFu32 {
            let s = Surrogates::of(cp).unwrap();
            let mut units = [0u16; 2];
            char::from_u32(cp).unwrap().encode_utf16(&mut units);
            assert_eq!([s.lead, s.trail], units, "U+{cp:04X}");
            assert_eq!(pair_value(s.lead, s.trail), Some(cp));
            let [(_, hi), (_, lo)] = s.unit_bits();
            assert_eq!(
                u32::from_str_radix(&format!("{hi}{lo}"), 2).unwrap(),
                s.value
            );
        }
        assert_eq!(pair_value(0xDC00, 0xD800), None);
    }
}
