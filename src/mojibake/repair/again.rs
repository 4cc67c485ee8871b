//! UTF-8 read by a code page, read again: whether a text is itself such a reading (damage
//! done twice, or a reading that is still damage).

use super::search::{apply, wrong_decoders};
use super::types::Step;
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;

/// Whether `text` reads again as UTF-8 read by one of `pages` ([`pages`]), into a text `fits`
/// takes: a code page reads a byte of 80 and above as a character outside ASCII, and UTF-8
/// writes such a character as two of those bytes at least, so without two such characters in
/// a row, no reading is left.
pub(super) fn read_again(text: &str, pages: &[Codec], fits: impl Fn(&str) -> bool) -> bool {
    let utf8 = Codec::Encoding(Encoding::Utf8);
    let again = |&encode: &Codec| {
        if !may_be_utf8(encode, text) {
            return None;
        }
        apply(
            Step {
                encode,
                decode: utf8,
            },
            text,
        )
    };
    let mut last = false;
    let two = text
        .chars()
        .any(|c| std::mem::replace(&mut last, !c.is_ascii()) && !c.is_ascii());
    two && pages
        .iter()
        .any(|c| again(c).is_some_and(|t| t != text && fits(&t)))
}

/// Whether the bytes code page `page` writes `text` as may be UTF-8, looked at a character
/// at a time before anything is written: each character has a byte, and each byte of 80 and
/// above stands where UTF-8 allows one (a lead, then as many continuations as it asks). Most
/// readings fail at their first character outside ASCII (`ü` is FC in windows-1252, no
/// lead). The decoder has the last word on the rest (the second bytes E0, ED, F0 and F4 allow).
fn may_be_utf8(page: Codec, text: &str) -> bool {
    if !page.accepts_any_bytes() {
        return true;
    }
    let mut owed = 0u8;
    for c in text.chars() {
        let Some(b) = page.single_byte(c) else {
            return false;
        };
        owed = match (owed, b) {
            (0, 0..=0x7F) => 0,
            (0, 0xC2..=0xDF) => 1,
            (0, 0xE0..=0xEF) => 2,
            (0, 0xF0..=0xF4) => 3,
            (1.., 0x80..=0xBF) => owed - 1,
            _ => return false,
        };
    }
    owed == 0
}

/// The code pages UTF-8 may have been read with, for a second reading.
pub(super) fn pages() -> Vec<Codec> {
    wrong_decoders()
        .iter()
        .copied()
        .filter(|c| c.accepts_any_bytes())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The quick look never turns down a text the code page's bytes read as UTF-8 from:
        /// any text's UTF-8 read by each code page, and text of the characters misreads make.
        #[test]
        fn the_quick_look_passes_every_reading_the_decoder_makes(
            meant in "\\PC{0,8}",
            odd in concat!(
                "[a-z \u{80}-\u{FF}\u{152}\u{160}\u{2018}-\u{2022}\u{20AC}\u{2122}",
                "\u{400}-\u{45F}\u{2500}-\u{257F}]{0,12}",
            ),
        ) {
            let utf8 = Codec::Encoding(Encoding::Utf8);
            for page in pages() {
                let misread = page.decode(meant.as_bytes());
                for text in misread.iter().chain([&odd]) {
                    let step = Step { encode: page, decode: utf8 };
                    if apply(step, text).is_some() {
                        prop_assert!(may_be_utf8(page, text), "{} {text:?}", page.name());
                    }
                }
            }
        }
    }

    #[test]
    fn a_reading_fails_the_quick_look_at_a_byte_utf8_has_no_place_for() {
        let w1252 = Codec::Encoding(Encoding::Windows1252);
        assert!(may_be_utf8(w1252, "Ã¼brig cafÃ©"));
        assert!(!may_be_utf8(w1252, "übrig"));
        assert!(!may_be_utf8(w1252, "Ã"));
        assert!(!may_be_utf8(w1252, "Привет"));
    }
}
