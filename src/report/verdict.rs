//! What a UTF-8 scan's errors say about the file as a whole: a few bad bytes in text that is
//! otherwise UTF-8 (a CSV with one pasted windows-1252 line), or a file that is not UTF-8 at
//! all (and then what the file reads as, from its verdict: never from how many errors were
//! listed). The CLI's `scan` and the window's Errors panel say the same sentence.

use crate::encoding::Encoding;
use crate::i18n::{words, Lang};
use crate::trace::scan::ErrorRecord;

/// What the located errors add up to.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Errors located.
    pub listed: u64,
    /// Bytes behind the located errors.
    pub error_bytes: u64,
}

impl Tally {
    pub fn add(&mut self, e: &ErrorRecord) {
        self.listed += 1;
        self.error_bytes += e.end.saturating_sub(e.offset);
    }
}

/// The verdict on a file decoded as UTF-8.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    what: What,
    /// The encoding to try instead, when the file is probably not UTF-8 and its verdict says
    /// what it reads as.
    pub try_encoding: Option<Encoding>,
}

/// What the errors add up to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum What {
    /// Most of the file is valid UTF-8, but one byte.
    OneByte,
    /// Most of the file is valid UTF-8, but these bytes (all the errors located).
    Bytes(u64),
    /// Most of the file is valid UTF-8, but the bytes behind these errors.
    BehindErrors(u64),
    /// Probably not UTF-8: errors in bytes; the file reads as `reads_as`.
    NotUtf8 {
        errors: u64,
        bytes: u64,
        reads_as: Encoding,
    },
}

impl Verdict {
    /// The verdict in a sentence.
    pub fn text(&self, lang: Lang) -> String {
        match self.what {
            What::OneByte => words!(lang, "verdict-utf-8-one-byte"),
            What::Bytes(n) => words!(lang, "verdict-utf-8-these-bytes", bytes = n),
            What::BehindErrors(n) => words!(lang, "verdict-utf-8-behind-errors", errors = n),
            What::NotUtf8 {
                errors,
                bytes,
                reads_as,
            } => words!(
                lang,
                "verdict-utf-8-probably-not-reads-as",
                errors = errors,
                bytes = bytes,
                encoding = reads_as.name()
            ),
        }
    }
}

/// The verdict for `errors` errors in `bytes` bytes decoded as `encoding`; None unless the
/// encoding is UTF-8, there are errors and the file is text. Up to one byte in twenty behind
/// errors is "most of the file is valid UTF-8", and so is any share where the file's verdict
/// reads it as UTF-8. `reads_as`: what the file's verdict reads it as (None: not text, a
/// binary format, of which no sentence about UTF-8 is said).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::verdict::{utf8_verdict, Tally};
/// let tally = Tally { listed: 2, error_bytes: 2, ..Tally::default() };
/// let v = utf8_verdict(Encoding::Utf8, 10_000, 2, &tally, Some(Encoding::Windows1252)).unwrap();
/// assert_eq!(v.text(Lang::En), "Most of the file is valid UTF-8; these 2 bytes are not.");
/// let v = utf8_verdict(Encoding::Utf8, 100, 40, &Tally::default(), Some(Encoding::ShiftJis)).unwrap();
/// assert_eq!(v.text(Lang::En), "Probably not UTF-8: 40 errors in 100 bytes. The file reads as Shift_JIS.");
/// assert_eq!(utf8_verdict(Encoding::ShiftJis, 100, 40, &Tally::default(), Some(Encoding::ShiftJis)), None);
/// // A PNG is not text: nothing is said of it as UTF-8.
/// assert_eq!(utf8_verdict(Encoding::Utf8, 10_000, 2, &tally, None), None);
/// // `abc C0 80 def`: its verdict reads it as UTF-8 (Java's modified UTF-8).
/// let tally = Tally { listed: 2, error_bytes: 2, ..Tally::default() };
/// let v = utf8_verdict(Encoding::Utf8, 8, 2, &tally, Some(Encoding::Utf8)).unwrap();
/// assert_eq!(v.text(Lang::En), "Most of the file is valid UTF-8; these 2 bytes are not.");
/// ```
pub fn utf8_verdict(
    encoding: Encoding,
    bytes: u64,
    errors: u64,
    tally: &Tally,
    reads_as: Option<Encoding>,
) -> Option<Verdict> {
    let reads_as = reads_as?;
    if encoding != Encoding::Utf8 || errors == 0 {
        return None;
    }
    // Every error stands for one to three bytes: exact when all are located.
    let all_listed = tally.listed >= errors;
    let error_bytes = if all_listed {
        tally.error_bytes
    } else {
        errors.saturating_mul(3)
    };
    // (Where the file's verdict reads it as UTF-8 with errors, from all its evidence, the
    // errors are the exceptions, however many: a short file of Java's `C0 80` is UTF-8.)
    let utf8 = reads_as == Encoding::Utf8;
    if utf8 || error_bytes.saturating_mul(20) <= bytes {
        let what = if all_listed && error_bytes == 1 {
            What::OneByte
        } else if all_listed {
            What::Bytes(error_bytes)
        } else {
            What::BehindErrors(errors)
        };
        return Some(Verdict {
            what,
            try_encoding: None,
        });
    }
    Some(Verdict {
        what: What::NotUtf8 {
            errors,
            bytes,
            reads_as,
        },
        try_encoding: Some(reads_as),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::error_classes::{ErrorClass, Pattern};

    fn record(offset: u64, len: u64, pattern: Option<Pattern>) -> ErrorRecord {
        ErrorRecord {
            offset,
            end: offset + len,
            step_offset: offset,
            class: ErrorClass::NeverStartsSequence,
            pattern,
        }
    }

    #[test]
    fn one_bad_byte_in_a_long_file_is_one_bad_byte() {
        let mut t = Tally::default();
        t.add(&record(5, 1, None));
        let v = utf8_verdict(Encoding::Utf8, 1000, 1, &t, Some(Encoding::Windows1252)).unwrap();
        assert_eq!(
            v.text(Lang::En),
            "Most of the file is valid UTF-8; this one byte is not."
        );
        assert_eq!(v.try_encoding, None);
    }

    #[test]
    fn errors_not_all_located_are_counted_as_errors() {
        let t = Tally::default();
        let v = utf8_verdict(Encoding::Utf8, 1 << 20, 500, &t, Some(Encoding::Utf8)).unwrap();
        assert_eq!(
            v.text(Lang::En),
            "Most of the file is valid UTF-8; the bytes behind these 500 errors are not."
        );
    }

    #[test]
    fn what_the_file_reads_as_does_not_depend_on_the_errors_listed() {
        let mut listed = Tally::default();
        for i in 0..3 {
            listed.add(&record(i * 5, 1, None));
        }
        for tally in [Tally::default(), listed] {
            let v = utf8_verdict(Encoding::Utf8, 50, 10, &tally, Some(Encoding::Windows1251));
            let v = v.unwrap();
            assert_eq!(
                v.text(Lang::En),
                "Probably not UTF-8: 10 errors in 50 bytes. The file reads as windows-1251."
            );
            assert_eq!(v.try_encoding, Some(Encoding::Windows1251));
        }
    }
}
