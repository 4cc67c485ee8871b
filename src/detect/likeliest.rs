//! The reading real text is likeliest to be. Every encoding that decodes the bytes without an
//! error reads them, and the letters' model ([`crate::script::letters::likely`]) weighs each
//! reading in bits: Czech read as ISO-8859-2 or as windows-1250, Russian as windows-1251, KOI8-R
//! or x-mac-cyrillic, Hebrew as windows-1255 or Arabic as windows-1256. chardetng's guess starts
//! [`PRIOR`] bits ahead, since it weighs what the model does not (the domain, byte pairs a
//! legacy encoding never writes). The model weighs a window of the sample: its lines that hold
//! bytes beyond ASCII, at most [`WINDOW`] bytes of them, so a file of any size costs the same.

use crate::encoding::Encoding;
use crate::script::letters::likely::cost_below;

/// The bits chardetng's guess starts ahead: how much likelier its reading must be beaten by.
pub const PRIOR: f32 = 5.0;

/// The bits a reading must be likelier by than the guess's, on average over the characters
/// where they differ: small differences summed over many characters are the model's taste,
/// not evidence (it finds Romanian's ș about 4 bits likelier than ş, which windows-1250 writes;
/// Italian's ì about 4 bits dearer than a combining accent, which windows-1258 reads there).
pub const PER_CHAR: f32 = 4.5;

/// What each C1 control in a reading adds to its bits: U+0080–U+009F are characters no text
/// writes, the bytes where a code page has nothing (ISO-8859-16 reads windows-1250's ‰ so).
pub const C1_BITS: f32 = 64.0;

/// The bytes of the sample's non-ASCII lines the model weighs.
pub const WINDOW: usize = 4 << 10;

/// The longest piece of one line taken into the window (a file of one long line is cut after a
/// space or a sign, which no encoding's characters span).
const PIECE: usize = 2 << 10;

/// One encoding's reading, as the model weighs it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reading {
    pub encoding: Encoding,
    /// What the reading costs as real text, in bits (lower is likelier); None where the model
    /// stopped weighing it because it could not be the likeliest.
    pub bits: Option<f32>,
}

/// A reading as [`likeliest`] ranks it.
struct Weighed {
    reading: Reading,
    /// Its bits, and [`C1_BITS`] for each C1 control.
    weight: f32,
    /// Its weight, less the guess's head start ([`PRIOR`]).
    score: f32,
    /// Where its text is among the texts weighed.
    text: usize,
}

/// The encodings the model weighs: all but the replacement encoding, x-user-defined (every
/// byte a private-use character) and UTF-16, which chardetng never answers and the rhythm
/// decides.
fn weighed(e: Encoding) -> bool {
    !matches!(
        e,
        Encoding::Replacement | Encoding::XUserDefined | Encoding::Utf16Be | Encoding::Utf16Le
    )
}

/// The likeliest reading of `sample`, with `guess` (chardetng's) [`PRIOR`] bits ahead and
/// standing unless beaten by [`PER_CHAR`] bits a differing character, and the readings weighed
/// beside it, likeliest first; None where the sample is ASCII (every reading is the same text).
/// Only readings of the window without an error are weighed, and the first decodes the whole
/// sample without one.
///
/// ```
/// use mojiscope::detect::likeliest::likeliest;
/// use mojiscope::encoding::Encoding;
/// let (bytes, _, _) = encoding_rs::ISO_8859_2.encode("Příliš žluťoučký kůň úpěl ďábelské ódy.");
/// let readings = likeliest(&bytes, Encoding::Windows1250).unwrap();
/// assert_eq!(readings[0].encoding, Encoding::Iso8859_2);
/// assert!(likeliest(b"plain ASCII", Encoding::Windows1252).is_none());
/// ```
pub fn likeliest(sample: &[u8], guess: Encoding) -> Option<Vec<Reading>> {
    if sample.is_ascii() {
        return None;
    }
    let window = window(sample);
    let whole = window.len() == sample.len();
    // The guess first, then UTF-8, then the rest in the standard's order: the best so far
    // lets the model stop early on readings that cannot win.
    let mut order: Vec<Encoding> = vec![guess, Encoding::Utf8];
    order.extend(
        Encoding::ALL
            .into_iter()
            .filter(|&e| weighed(e) && e != guess && e != Encoding::Utf8),
    );
    let mut readings: Vec<Weighed> = Vec::new();
    // Each text read, and its bits.
    let mut texts: Vec<(String, Option<f32>)> = Vec::new();
    let mut best = f32::INFINITY;
    for e in order {
        let Some(text) = clean_reading(&window, e) else {
            continue;
        };
        let ahead = if e == guess { PRIOR } else { 0.0 };
        let c1 = text
            .chars()
            .filter(|c| ('\u{80}'..='\u{9F}').contains(c))
            .count() as f32
            * C1_BITS;
        // Many encodings read a sample alike: a text is weighed once (the bound only falls).
        let (bits, text) = match texts.iter().position(|(t, _)| *t == text) {
            Some(at) => (texts[at].1, at),
            None => {
                let bits = cost_below(&text, best + ahead - c1).map(|c| c.bits);
                texts.push((text, bits));
                (bits, texts.len() - 1)
            }
        };
        let weight = bits.map_or(f32::INFINITY, |b| b + c1);
        let score = weight - ahead;
        // A reading of the window that is the likeliest so far must also decode the rest.
        if score < best && !whole && !decodes(sample, e) {
            continue;
        }
        best = best.min(score);
        readings.push(Weighed {
            reading: Reading { encoding: e, bits },
            score,
            text,
            weight,
        });
    }
    // Likeliest first; ties keep the order above (the guess, then UTF-8, then the standard's).
    // (The first was checked against the whole sample when it became the best.)
    readings.sort_by(|a, b| a.score.total_cmp(&b.score));
    // The guess stays first unless the likeliest beats it by enough on the characters where
    // they differ.
    let of_guess = readings.iter().position(|r| r.reading.encoding == guess);
    if let (Some(g), Some(first)) = (of_guess, readings.first()) {
        let apart = differing(&texts[readings[g].text].0, &texts[first.text].0).max(1) as f32;
        if g > 0 && readings[g].weight - first.weight < PER_CHAR * apart {
            let guess_reading = readings.remove(g);
            readings.insert(0, guess_reading);
        }
    }
    let out: Vec<Reading> = readings.into_iter().map(|r| r.reading).collect();
    (!out.is_empty()).then_some(out)
}

/// How many characters two readings differ in (a character of one where the other has
/// another, or none).
fn differing(a: &str, b: &str) -> usize {
    let (mut x, mut y) = (a.chars(), b.chars());
    let mut n = 0;
    loop {
        match (x.next(), y.next()) {
            (None, None) => return n,
            (p, q) => n += usize::from(p != q),
        }
    }
}

/// `window` read as `e`, where it decodes without an error (a piece of a line cut off at the
/// window's end ends where a character does, see [`window`]).
fn clean_reading(window: &[u8], e: Encoding) -> Option<String> {
    e.reference()
        .decode_without_bom_handling_and_without_replacement(window)
        .map(|text| text.into_owned())
}

/// Whether `bytes` decode as `e` without an error.
fn decodes(bytes: &[u8], e: Encoding) -> bool {
    super::evidence::first_error(bytes, e.reference()).is_none()
}

/// What of `sample` the model weighs: the whole sample up to [`WINDOW`] bytes; of a longer one,
/// its lines holding a byte beyond ASCII (a long line in pieces of at most [`PIECE`] bytes,
/// each cut after a byte below 0x30, which is a character of its own in every encoding
/// weighed), joined by line breaks, until they make [`WINDOW`] bytes.
fn window(sample: &[u8]) -> std::borrow::Cow<'_, [u8]> {
    if sample.len() <= WINDOW {
        return sample.into();
    }
    let mut out = Vec::with_capacity(WINDOW + PIECE);
    let mut rest = sample;
    while !rest.is_empty() && out.len() < WINDOW {
        let line_end = rest
            .iter()
            .take(PIECE)
            .position(|&b| b == b'\n')
            .map(|i| i + 1);
        let end = line_end.unwrap_or_else(|| {
            if rest.len() <= PIECE {
                rest.len()
            } else {
                rest[..PIECE]
                    .iter()
                    .rposition(|&b| b < 0x30)
                    .map_or(PIECE, |i| i + 1)
            }
        });
        let (piece, after) = rest.split_at(end);
        if !piece.is_ascii() {
            out.extend_from_slice(piece);
            if !piece.ends_with(b"\n") {
                out.push(b'\n');
            }
        }
        rest = after;
    }
    out.into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_holds_the_non_ascii_lines_of_a_long_sample() {
        let ascii = "An English line with nothing beyond ASCII in it at all.\n";
        let russian = "Съешь же ещё этих мягких французских булок.\n";
        let text = [ascii, ascii, russian].concat().repeat(1000);
        let (bytes, _, _) = encoding_rs::WINDOWS_1251.encode(&text);
        let w = window(&bytes);
        assert!(
            w.len() >= WINDOW && w.len() < WINDOW + PIECE + 1,
            "{}",
            w.len()
        );
        let read = encoding_rs::WINDOWS_1251.decode_without_bom_handling(&w).0;
        assert!(read.lines().all(|l| l == russian.trim_end()), "{read:.200}");
        // A sample that fits is weighed whole.
        assert_eq!(window(&bytes[..1000]).len(), 1000);
    }

    #[test]
    fn a_long_line_is_cut_where_no_character_is_split() {
        // Shift_JIS's second bytes include ASCII letters: cuts fall after a space or a sign.
        let text = "日本語のテキスト、です。 ".repeat(4 * WINDOW / 20);
        let (bytes, _, _) = encoding_rs::SHIFT_JIS.encode(&text);
        assert!(!bytes.contains(&b'\n'));
        let w = window(&bytes);
        assert!(w.len() >= WINDOW);
        assert!(encoding_rs::SHIFT_JIS
            .decode_without_bom_handling_and_without_replacement(&w)
            .is_some());
    }

    #[test]
    fn a_reading_that_breaks_outside_the_window_does_not_count() {
        // Greek in ISO-8859-7 whose last line, far beyond the window, has a byte windows-1253
        // cannot decode (AA, ͺ in ISO-8859-7): only readings of every byte count.
        let text = "Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλη σκύλο.\n".repeat(1000);
        let mut bytes = encoding_rs::ISO_8859_7.encode(&text).0.into_owned();
        bytes.extend_from_slice(b"\xAA\n");
        assert!(window(&bytes).len() < bytes.len() / 2);
        let readings = likeliest(&bytes, Encoding::Windows1253).unwrap();
        assert_eq!(readings[0].encoding, Encoding::Iso8859_7);
        assert!(readings.iter().all(|r| r.encoding != Encoding::Windows1253));
        // Without that line windows-1253, the guess, reads it alike and stays.
        let readings = likeliest(&bytes[..bytes.len() - 2], Encoding::Windows1253).unwrap();
        assert_eq!(readings[0].encoding, Encoding::Windows1253);
    }
}
