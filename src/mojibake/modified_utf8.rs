//! UTF-8 written by Java's `DataOutputStream.writeUTF` and JNI (modified UTF-8), by Oracle's
//! and MySQL's 3-byte `utf8` (CESU-8): U+0000 as `C0 80`, and a character above U+FFFF as its
//! two UTF-16 surrogates, three bytes each. A UTF-8 decoder calls both errors; they are not
//! mojibake, and repair reads them as the characters they are, so the text around them is
//! never taken for damage (a `C0 80` after `é` is no pair of bytes `é` lost).

use super::codec::cesu8_units;

/// One sequence of modified UTF-8 in the bytes: where it is, how long, what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Modified {
    /// Its first byte's offset in the bytes read.
    pub at: usize,
    /// Its length in bytes: 2 for `C0 80`, 6 for a surrogate pair.
    pub len: usize,
    /// The character it stands for.
    pub char: char,
}

/// The sequence of modified UTF-8 at the start of `bytes`, if one is: U+0000 as `C0 80`, or a
/// surrogate pair as two 3-byte sequences (`ED A0–AF xx ED B0–BF xx`).
///
/// ```
/// use mojiscope::mojibake::modified_utf8::at_start;
/// assert_eq!(at_start(b"\xC0\x80rest"), Some(('\0', 2)));
/// assert_eq!(at_start(b"\xED\xA0\xBD\xED\xB8\x80"), Some(('😀', 6)));
/// // A lone surrogate half, an overlong form of another character: UTF-8 errors, no more.
/// assert_eq!(at_start(b"\xED\xA0\xBD!"), None);
/// assert_eq!(at_start(b"\xC1\x81"), None);
/// ```
pub fn at_start(bytes: &[u8]) -> Option<(char, usize)> {
    match bytes {
        [0xC0, 0x80, ..] => Some(('\0', 2)),
        [0xED, 0xA0..=0xAF, ..] => cesu8_units(bytes).next().flatten().filter(|u| u.1 == 6),
        _ => None,
    }
}

/// Whether `bytes`, at the end of what has been read, may be the start of a modified
/// sequence that the next bytes complete.
fn may_start(bytes: &[u8]) -> bool {
    let pair = [0xED, 0xA0, 0x80, 0xED, 0xB0, 0x80];
    let range = |i: usize, b: u8| match i {
        0 | 3 => b == 0xED,
        1 => (0xA0..=0xAF).contains(&b),
        4 => (0xB0..=0xBF).contains(&b),
        _ => b & 0xC0 == 0x80,
    };
    bytes == [0xC0]
        || (bytes.len() < pair.len() && bytes.iter().enumerate().all(|(i, &b)| range(i, b)))
}

/// UTF-8 bytes read with their modified sequences as characters.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Read {
    /// The text: UTF-8's own characters, the modified sequences' characters, and U+FFFD for
    /// each error as the standard's UTF-8 decoder replaces it.
    pub text: String,
    /// The modified sequences, in order.
    pub found: Vec<Modified>,
    /// The offset of the first error that is not a modified sequence.
    pub first_error: Option<usize>,
    /// The bytes read: all of them, or, where more is to come, up to a sequence the end cuts.
    pub read: usize,
}

/// `bytes` read as UTF-8 in which the sequences of modified UTF-8 are their characters;
/// `last`: no bytes follow (else a sequence the end cuts is left for the next read).
///
/// ```
/// use mojiscope::mojibake::modified_utf8::read;
/// let r = read(b"Caf\xC3\xA9\xC0\x80na\xC3\xAFve", true);
/// assert_eq!(r.text, "Café\0naïve");
/// assert_eq!((r.found[0].at, r.found[0].len), (5, 2));
/// assert_eq!(r.first_error, None);
/// let r = read(b"ok \xFF \xC0", false);
/// assert_eq!((r.text.as_str(), r.first_error, r.read), ("ok \u{FFFD} ", Some(3), 5));
/// ```
pub fn read(bytes: &[u8], last: bool) -> Read {
    let mut r = Read::default();
    let mut at = 0;
    while at < bytes.len() {
        let rest = &bytes[at..];
        let (valid, bad) = match std::str::from_utf8(rest) {
            Ok(s) => (s, None),
            Err(e) => (
                // (The bytes up to valid_up_to are UTF-8.)
                std::str::from_utf8(&rest[..e.valid_up_to()]).unwrap_or_default(),
                Some(e),
            ),
        };
        r.text.push_str(valid);
        at += valid.len();
        let Some(e) = bad else { break };
        let rest = &bytes[at..];
        if let Some((c, len)) = at_start(rest) {
            r.text.push(c);
            r.found.push(Modified { at, len, char: c });
            at += len;
            continue;
        }
        if !last && (e.error_len().is_none() || may_start(rest)) {
            break;
        }
        r.first_error.get_or_insert(at);
        r.text.push('\u{FFFD}');
        at += e.error_len().unwrap_or(rest.len());
    }
    r.read = at;
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Without modified sequences the text is the standard's UTF-8 decoding, and read
        /// in two parts it is the same as read at once.
        #[test]
        fn it_is_utf8_where_nothing_is_modified(bytes in proptest::collection::vec(any::<u8>(), 0..64), cut in 0usize..64) {
            let whole = read(&bytes, true);
            if whole.found.is_empty() {
                let (reference, _) = encoding_rs::UTF_8.decode_without_bom_handling(&bytes);
                prop_assert_eq!(&whole.text, &reference);
            }
            let cut = cut.min(bytes.len());
            let head = read(&bytes[..cut], false);
            let tail = read(&bytes[head.read..], true);
            prop_assert_eq!(head.text + &tail.text, whole.text);
            prop_assert_eq!(head.found.len() + tail.found.len(), whole.found.len());
        }

        /// Java's writing of any text reads back as that text.
        #[test]
        fn java_s_bytes_read_back_as_the_text(text in "\\PC*") {
            let bytes = super::super::codec::Codec::Cesu8.encode(&text).unwrap();
            let r = read(&bytes, true);
            prop_assert_eq!(r.first_error, None);
            prop_assert_eq!(r.text, text);
        }
    }

    #[test]
    fn nul_and_pairs_are_found_where_they_are() {
        let r = read(b"a\xC0\x80b\xED\xA0\xBD\xED\xB8\x80c\xED\xA0\xBDd", true);
        assert_eq!(r.text, "a\0b😀c\u{FFFD}\u{FFFD}\u{FFFD}d");
        let found: Vec<_> = r.found.iter().map(|m| (m.at, m.len, m.char)).collect();
        assert_eq!(found, [(1, 2, '\0'), (4, 6, '😀')]);
        assert_eq!(r.first_error, Some(11));
        // A pair the end cuts waits for the next bytes.
        assert_eq!(read(b"x\xED\xA0\xBD\xED", false).read, 1);
        assert_eq!(read(b"x\xED\xA0\xBD\xED", true).read, 5);
    }
}
