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

/// The code pages UTF-8 may have been read with, for a second reading.
pub(super) fn pages() -> Vec<Codec> {
    wrong_decoders()
        .iter()
        .copied()
        .filter(|c| c.accepts_any_bytes())
        .collect()
}
