//! One verdict per file: what its first 64 KiB are, which decoding to open them with and why,
//! and what else a user should know about them: the BOM, a declaration, binary magic, the
//! rhythm of UTF-16, valid UTF-8 (and mojibake inside it), or the detector's choice. Computed
//! once from a bounded sample; the window (banner, status bar, panels) and the commands
//! (`sniff`, `scan`, `detect`) all say what it says. No I/O.

use crate::decide::contexts::context;
use crate::decide::{decide, DecidedBy, Inputs};
use crate::detect::binary::{identify, Content};
use crate::detect::{detect_as, Detection, Evidence};
use crate::encoding::{bom, Encoding, Family};
use crate::mojibake::repair::{repair, safe_cut};

/// The bytes the verdict reads from the start of a file: enough for the detector and the
/// evidence (a page of text is a few KiB), little enough to open any file at once (the
/// detector's evidence over 1 MiB of legacy text takes a second, over 64 KiB 80 ms).
pub const SAMPLE: usize = 64 << 10;

/// Bytes of text the mojibake check repairs: it needs a few lines, not the file (8 KiB is a
/// hundred lines of prose; `scan` of a UTF-8 file pays for their repair).
const MOJIBAKE_SAMPLE: usize = 8 << 10;

/// Bytes the binary check reads.
const BINARY_HEAD: usize = 8 << 10;

/// Why the verdict opens the file with its encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// Nothing to decode.
    Empty,
    /// A byte order mark: every decode operation but "no BOM handling" follows it.
    Bom,
    /// What the file declares: `<meta charset>` (HTML's prescan), the XML declaration, or a
    /// style sheet's `@charset`.
    Declared(DecidedBy),
    /// UTF-16 without a BOM, by the rhythm of its bytes.
    Utf16Rhythm,
    /// Every byte is part of valid UTF-8, non-ASCII characters included.
    ValidUtf8,
    /// UTF-8 with errors: valid multi-byte characters, at least as many as the errors, or
    /// errors in at most one byte in twenty where the detector's choice does not read as text
    /// either (Markus Kuhn's stress test), or errors a third of whose bytes have UTF-8's
    /// shape (a lead byte and its continuation bytes, for a forbidden value: overlong, a
    /// surrogate, the old five- and six-byte forms; any slice of the stress test). Text in another encoding holds valid UTF-8
    /// sequences by chance, but far fewer than errors (a tenth to a third as many in the
    /// corpus's Big5, EUC, Shift_JIS and TIS-620 samples).
    MostlyUtf8,
    /// Only ASCII bytes: UTF-8 reads them as every ASCII-compatible encoding does.
    Ascii,
    /// The detector's choice.
    Detected,
    /// A binary format: its bytes are not text in any encoding (UTF-8 shows them).
    Binary,
}

impl Reason {
    /// The name in JSON.
    pub fn id(self) -> &'static str {
        match self {
            Reason::Empty => "empty",
            Reason::Bom => "bom",
            Reason::Declared(DecidedBy::XmlDeclaration) => "xml-declaration",
            Reason::Declared(DecidedBy::CssCharset) => "css-charset",
            Reason::Declared(_) => "meta",
            Reason::Utf16Rhythm => "utf-16-rhythm",
            Reason::ValidUtf8 => "valid-utf-8",
            Reason::MostlyUtf8 => "mostly-utf-8",
            Reason::Ascii => "ascii",
            Reason::Detected => "detected",
            Reason::Binary => "binary",
        }
    }
}

/// Something else the user should know about the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// UTF-16 text without a BOM: programs that look for one read it as something else.
    Utf16WithoutBom(Encoding),
    /// ASCII bytes with ISO-2022-JP's escape sequences: UTF-8 shows the escapes, not the text.
    Iso2022Jp,
    /// Valid UTF-8 whose text is mojibake: a repair chain undoes it.
    Mojibake {
        /// The chain, in words ("encode as windows-1252 → decode as UTF-8").
        chain: String,
        /// The chain's steps.
        steps: Vec<crate::mojibake::repair::Step>,
        /// The first part it changes, as it is and as repaired.
        before: String,
        after: String,
    },
    /// A UTF-8 BOM with UTF-16 text after it (a NUL beside each ASCII letter): every decode
    /// follows the BOM and shows NULs, and the text's units start at the BOM's third byte.
    Utf16BehindUtf8Bom(Encoding),
    /// UTF-8 whose only errors are Java's modified UTF-8 or CESU-8 (`C0 80` for U+0000, a
    /// character above U+FFFF as two surrogates of three bytes each).
    ModifiedUtf8 { sequences: usize },
    /// The file declares one encoding and reads as another (a wrong `<meta>`).
    DeclarationDisagrees {
        declared: Encoding,
        reads_as: Encoding,
    },
}

impl Note {
    /// The name in JSON.
    pub fn id(&self) -> &'static str {
        match self {
            Note::Utf16WithoutBom(_) => "utf-16-without-bom",
            Note::Utf16BehindUtf8Bom(_) => "utf-16-behind-utf-8-bom",
            Note::ModifiedUtf8 { .. } => "modified-utf-8",
            Note::Iso2022Jp => "iso-2022-jp",
            Note::Mojibake { .. } => "mojibake",
            Note::DeclarationDisagrees { .. } => "declaration-disagrees",
        }
    }
}

/// The verdict on a file.
#[derive(Clone, Debug, PartialEq)]
pub struct Verdict {
    /// The decoding to open the file with.
    pub encoding: Encoding,
    pub reason: Reason,
    /// A binary format its first bytes name, if any (then `encoding` is only how the bytes
    /// are shown).
    pub binary: Option<Content>,
    pub notes: Vec<Note>,
    /// Whether the sample had too few non-ASCII bytes for the detector to be sure.
    pub too_little: bool,
    /// Bytes the verdict read.
    pub sample: usize,
    /// The detector on the same bytes, run the first time it is asked for (see
    /// [`Verdict::detection`]): a verdict from a BOM, valid UTF-8 or a binary format does not
    /// need it, and `scan` of such a file does not pay for it.
    detection: Detected,
}

/// The detector's run on a verdict's sample, once asked for.
#[derive(Clone, Debug)]
struct Detected {
    bytes: std::sync::Arc<[u8]>,
    whole: bool,
    done: std::sync::OnceLock<Detection>,
}

impl PartialEq for Detected {
    fn eq(&self, other: &Detected) -> bool {
        self.bytes == other.bytes && self.whole == other.whole
    }
}

impl Verdict {
    /// The detector on the verdict's bytes: its choice, why, and the evidence for every
    /// candidate (for the Why panel and `detect`), run the first time it is asked for.
    pub fn detection(&self) -> &Detection {
        let d = &self.detection;
        d.done
            .get_or_init(|| detect_as(&d.bytes, d.whole, None, false))
    }

    /// The detection, if it has been run.
    pub fn detection_if_run(&self) -> Option<&Detection> {
        self.detection.done.get()
    }

    /// The encoding the bytes read as: the one the verdict opens the file with, or, where the
    /// file declares one encoding and reads as another, the other.
    pub fn reads_as(&self) -> Encoding {
        self.notes
            .iter()
            .find_map(|n| match n {
                Note::DeclarationDisagrees { reads_as, .. } => Some(*reads_as),
                _ => None,
            })
            .unwrap_or(self.encoding)
    }

    /// What the bytes read as when they are text: [`Verdict::reads_as`], or the UTF-16 behind
    /// a UTF-8 BOM; none for a binary format (the Errors panel and `scan` say "the file reads
    /// as" this).
    pub fn text_reads_as(&self) -> Option<Encoding> {
        // (UTF-16 behind a UTF-8 BOM reads as UTF-16, though every decode follows the BOM.)
        let behind_bom = self.notes.iter().find_map(|n| match n {
            Note::Utf16BehindUtf8Bom(e) => Some(*e),
            _ => None,
        });
        self.binary
            .is_none()
            .then(|| behind_bom.unwrap_or_else(|| self.reads_as()))
    }

    /// What a scan of the whole file as `scanned` adds to the verdict on its first bytes:
    /// UTF-8 errors past them make "valid UTF-8" "UTF-8 with errors". True where the verdict
    /// changed.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::verdict::{verdict, Reason};
    /// let mut v = verdict("Grüße, 世界".as_bytes(), false);
    /// assert!(!v.heard_scan(Encoding::Utf8, 0));
    /// assert!(v.heard_scan(Encoding::Utf8, 2));
    /// assert_eq!((v.encoding, v.reason), (Encoding::Utf8, Reason::MostlyUtf8));
    /// ```
    pub fn heard_scan(&mut self, scanned: Encoding, errors: u64) -> bool {
        let late = scanned == Encoding::Utf8 && self.encoding == Encoding::Utf8 && errors > 0;
        if late && self.reason == Reason::ValidUtf8 {
            self.reason = Reason::MostlyUtf8;
            return true;
        }
        false
    }
}

/// The verdict on a file whose first bytes are `sample` (the first [`SAMPLE`] of them are
/// read; `whole` when `sample` is the whole file).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::verdict::{verdict, Note, Reason};
/// let v = verdict("Привет, мир! Как дела?".as_bytes(), true);
/// assert_eq!((v.encoding, v.reason), (Encoding::Utf8, Reason::ValidUtf8));
/// let text = "Съешь же ещё этих мягких французских булок. ".repeat(4);
/// let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&text);
/// let v = verdict(&cp1251, true);
/// assert_eq!((v.encoding, v.reason), (Encoding::Windows1251, Reason::Detected));
/// let utf16: Vec<u8> = "plain text in UTF-16".encode_utf16().flat_map(|u| u.to_le_bytes()).collect();
/// let v = verdict(&utf16, true);
/// assert_eq!((v.encoding, v.reason), (Encoding::Utf16Le, Reason::Utf16Rhythm));
/// assert_eq!(v.notes, [Note::Utf16WithoutBom(Encoding::Utf16Le)]);
/// let v = verdict("café au lait, crème brûlée, naïve".as_bytes(), true);
/// assert!(v.notes.is_empty());
/// let v = verdict("cafÃ© au lait, crÃ¨me brÃ»lÃ©e, naÃ¯ve".as_bytes(), true);
/// assert!(matches!(&v.notes[..], [Note::Mojibake { .. }]));
/// ```
pub fn verdict(sample: &[u8], whole: bool) -> Verdict {
    verdict_with(sample, whole, true)
}

/// [`verdict`] without its look for mojibake inside valid UTF-8 (a repair of the sample), for
/// a caller that repairs the text itself: no [`Note::Mojibake`].
///
/// ```
/// use mojiscope::verdict::{verdict_without_mojibake, Reason};
/// let v = verdict_without_mojibake("cafÃ© au lait, crÃ¨me brÃ»lÃ©e".as_bytes(), true);
/// assert_eq!((v.reason, v.notes.len()), (Reason::ValidUtf8, 0));
/// ```
pub fn verdict_without_mojibake(sample: &[u8], whole: bool) -> Verdict {
    verdict_with(sample, whole, false)
}

fn verdict_with(sample: &[u8], whole: bool, look_for_mojibake: bool) -> Verdict {
    let whole = whole && sample.len() <= SAMPLE;
    let sample = &sample[..sample.len().min(SAMPLE)];
    let mut v = Verdict {
        encoding: Encoding::Utf8,
        reason: Reason::Empty,
        binary: None,
        notes: Vec::new(),
        too_little: crate::detect::too_little(sample),
        sample: sample.len(),
        detection: Detected {
            bytes: sample.into(),
            whole,
            done: std::sync::OnceLock::new(),
        },
    };
    if sample.is_empty() {
        return v;
    }
    if let Some(b) = bom::sniff(sample).bom {
        (v.encoding, v.reason) = (b, Reason::Bom);
        if b == Encoding::Utf8
            && let Some(e) = crate::detect::utf16_rhythm(&sample[3..])
        {
            v.notes.push(Note::Utf16BehindUtf8Bom(e));
        }
        return v;
    }
    if let Some(utf16) = crate::detect::utf16_choice(sample) {
        (v.encoding, v.reason) = (utf16, Reason::Utf16Rhythm);
        v.notes.push(Note::Utf16WithoutBom(utf16));
        return v;
    }
    v.binary = identify(&sample[..sample.len().min(BINARY_HEAD)]);
    if v.binary.is_some() {
        v.reason = Reason::Binary;
        return v;
    }
    if let Some((declared, by)) = declaration(sample) {
        (v.encoding, v.reason) = (declared, Reason::Declared(by));
        if let Some(reads_as) = reads_better(sample, whole, v.detection(), declared) {
            v.notes
                .push(Note::DeclarationDisagrees { declared, reads_as });
        }
        return v;
    }
    let utf8 = Utf8Share::of(sample, whole);
    if utf8.errors == 0 && utf8.non_ascii == 0 {
        // (ISO-2022-JP switches with ESC: without one, ASCII is ASCII.)
        if sample.contains(&0x1B) && v.detection().choice == Encoding::Iso2022Jp {
            (v.encoding, v.reason) = (Encoding::Iso2022Jp, Reason::Detected);
            v.notes.push(Note::Iso2022Jp);
        } else {
            v.reason = Reason::Ascii;
        }
    } else if utf8.errors == 0 {
        v.reason = Reason::ValidUtf8;
        if look_for_mojibake {
            v.notes.extend(mojibake(sample));
        }
    } else if let Some(found) = modified_utf8(sample, whole) {
        // (Errors that are all Java's modified UTF-8 or CESU-8: UTF-8 with errors, whatever
        // else the bytes hold.)
        v.reason = Reason::MostlyUtf8;
        v.notes.push(Note::ModifiedUtf8 { sequences: found });
    } else if utf8.shaped >= 2 && utf8.shaped_bytes.saturating_mul(3) >= utf8.error_bytes {
        // (Errors with UTF-8's shape, a lead byte and all its continuation bytes, for a value
        // UTF-8 forbids: a UTF-8 writer's mistakes, or a test of them, not legacy text.)
        v.reason = Reason::MostlyUtf8;
    } else if utf8.non_ascii >= utf8.errors.max(1)
        || (utf8.error_bytes.saturating_mul(20) <= sample.len() as u64
            && (utf8.non_ascii > 0 || scattered_letters(sample, v.detection().choice))
            && !reads_as_text(v.detection()))
    {
        v.reason = Reason::MostlyUtf8;
    } else {
        (v.encoding, v.reason) = (v.detection().choice, Reason::Detected);
    }
    v
}

/// How many sequences of modified UTF-8 (`C0 80`, surrogates three bytes each) the sample
/// holds, where they are its only UTF-8 errors.
fn modified_utf8(sample: &[u8], whole: bool) -> Option<usize> {
    let r = crate::mojibake::modified_utf8::read(sample, whole);
    (r.first_error.is_none() && !r.found.is_empty()).then_some(r.found.len())
}

/// What the file declares, as an XML parser, a style sheet or the HTML prescan reads it.
fn declaration(sample: &[u8]) -> Option<(Encoding, DecidedBy)> {
    // (Each declaration needs a `<`, but a style sheet's, which starts the file: text with
    // neither declares nothing, and the three decisions, each step in words, are not made.)
    if memchr::memchr(b'<', sample).is_none() && !sample.starts_with(b"@charset") {
        return None;
    }
    ["xml", "css-from-link-header", "html"]
        .iter()
        .find_map(|id| {
            let d = decide(
                sample,
                context(id)?,
                &Inputs::default(),
                crate::i18n::Lang::En,
            );
            matches!(
                d.decided_by,
                DecidedBy::XmlDeclaration | DecidedBy::CssCharset | DecidedBy::Prescan
            )
            .then_some((d.encoding, d.decided_by))
        })
}

/// The detector's choice, when the declared encoding decodes the sample with errors or as
/// words of mixed scripts and the choice decodes it cleanly.
fn reads_better(
    sample: &[u8],
    whole: bool,
    detection: &Detection,
    declared: Encoding,
) -> Option<Encoding> {
    let choice = detection.choice;
    // Valid UTF-8 with non-ASCII characters is not a legacy encoding's text by chance: read
    // as one, it is mojibake (a few such characters are enough to tell).
    let utf8 = choice == Encoding::Utf8 && matches!(declared.family(), Family::SingleByte(_));
    if choice == declared || (detection.too_little() && !utf8) {
        return None;
    }
    let chosen = detection.evidence.iter().find(|x| x.encoding == choice)?;
    let as_declared = Evidence::gather(sample, declared);
    let clean = chosen.first_error.is_none() && chosen.replacements == 0;
    // (A character cut by the end of a sample that is not the whole file is no error.)
    let error = |at: usize| whole || at + 4 < sample.len();
    let worse = utf8
        || as_declared.first_error.is_some_and(error)
        || as_declared.mixed_script_words > chosen.mixed_script_words
        || as_declared.glued_symbols > chosen.glued_symbols;
    (clean && worse).then_some(choice)
}

/// Whether the detector's choice reads the sample as text: without errors, without C1
/// controls, and (for accented Latin letters) with the letters of one language. Markus Kuhn's
/// stress test read as windows-1252 is not (C1 controls, letters of several languages).
fn reads_as_text(detection: &Detection) -> bool {
    detection
        .evidence
        .iter()
        .find(|e| e.encoding == detection.choice)
        .is_some_and(|e| {
            e.first_error.is_none()
                && e.c1_controls == 0
                && (e.latin_fit == 0 || e.latin_fit >= 900)
        })
}

/// Whether the letters `choice` (a single-byte encoding) reads in the sample's non-ASCII bytes
/// stand alone, as bytes quoted one by one do (`"À Á Â"`, Markus Kuhn's stress test), where
/// legacy text's letters sit in words: at least eight, fewer than half of them beside another
/// letter.
fn scattered_letters(sample: &[u8], choice: Encoding) -> bool {
    use crate::mojibake::codec::Codec;
    if !matches!(choice.family(), Family::SingleByte(_)) {
        return false;
    }
    let codec = Codec::Encoding(choice);
    let letter = |b: u8| codec.char_of_byte(b).is_some_and(char::is_alphabetic);
    let (mut letters, mut in_words) = (0usize, 0usize);
    for (i, &b) in sample.iter().enumerate() {
        if b < 0x80 || !letter(b) {
            continue;
        }
        letters += 1;
        let before = i.checked_sub(1).map(|j| sample[j]);
        if before
            .into_iter()
            .chain(sample.get(i + 1).copied())
            .any(letter)
        {
            in_words += 1;
        }
    }
    letters >= 8 && in_words * 2 < letters
}

/// How much of the sample is UTF-8.
struct Utf8Share {
    errors: u64,
    /// Bytes behind the errors.
    error_bytes: u64,
    /// Non-ASCII characters decoded without error.
    non_ascii: u64,
    /// Errors with UTF-8's shape: a lead byte followed by all the continuation bytes it
    /// announces (as UTF-8 was first defined, up to six bytes), for a value UTF-8 forbids
    /// (overlong, a surrogate, beyond U+10FFFF). Legacy text almost never holds them: its
    /// letters that look like lead bytes are followed by letters, not by those bytes.
    shaped: u64,
    /// Bytes of those errors.
    shaped_bytes: u64,
}

impl Utf8Share {
    fn of(sample: &[u8], whole: bool) -> Utf8Share {
        let mut share = Utf8Share {
            errors: 0,
            error_bytes: 0,
            non_ascii: 0,
            shaped: 0,
            shaped_bytes: 0,
        };
        let mut i = 0;
        while i < sample.len() {
            let n = match sample[i] {
                0xC0..=0xDF => 1,
                0xE0..=0xEF => 2,
                0xF0..=0xF7 => 3,
                0xF8..=0xFB => 4,
                0xFC..=0xFD => 5,
                _ => 0,
            };
            let seq = &sample[i..sample.len().min(i + n + 1)];
            let whole_seq = n > 0 && seq.len() == n + 1;
            if whole_seq && seq[1..].iter().all(|&b| (0x80..0xC0).contains(&b)) {
                if std::str::from_utf8(seq).is_err() {
                    share.shaped += 1;
                    share.shaped_bytes += seq.len() as u64;
                }
                i += seq.len();
            } else {
                i += 1;
            }
        }
        let mut last = 0;
        for chunk in sample.utf8_chunks() {
            share.non_ascii += chunk.valid().chars().filter(|c| !c.is_ascii()).count() as u64;
            last = chunk.invalid().len();
            if last > 0 {
                share.errors += 1;
                share.error_bytes += last as u64;
            }
        }
        // A character cut by the sample's end is not an error of the file.
        if !whole && last > 0 && last < 4 && sample[sample.len() - last] >= 0xC0 {
            share.errors -= 1;
            share.error_bytes -= last as u64;
        }
        share
    }
}

/// The repair chain that undoes mojibake in valid UTF-8 text, if the start of the text has
/// any.
fn mojibake(sample: &[u8]) -> Option<Note> {
    let head = &sample[..sample.len().min(MOJIBAKE_SAMPLE)];
    let valid = match std::str::from_utf8(head) {
        Ok(s) => s,
        Err(e) => std::str::from_utf8(&head[..e.valid_up_to()]).ok()?,
    };
    let text = match safe_cut(valid) {
        Some(cut) if cut < valid.len() => &valid[..cut],
        _ => valid,
    };
    let r = repair(text);
    if !r.changed() {
        return None;
    }
    let span = r.spans.first()?;
    let chain = crate::mojibake::repair::describe_chain(&span.steps, crate::i18n::Lang::En);
    Some(Note::Mojibake {
        chain,
        steps: span.steps.clone(),
        before: span.before.clone(),
        after: span.after.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A verdict from a BOM, valid UTF-8, UTF-16's rhythm or a binary format does not run the
    /// detector (`scan` of such a file does not pay for it); asked for, its detection is the
    /// detector's on the same bytes, and a verdict that needs it agrees with it.
    #[test]
    fn the_detector_runs_when_asked_and_answers_as_it_would() {
        let utf16: Vec<u8> = "Grüße aus München, UTF-16 without a BOM"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0".to_vec();
        let bom = [&b"\xEF\xBB\xBF"[..], "Grüße".as_bytes()].concat();
        let utf8 = "Grüße aus München, 世界, Привет.".as_bytes().to_vec();
        for bytes in [bom, utf8, utf16, png] {
            let v = verdict(&bytes, true);
            assert!(v.detection_if_run().is_none(), "{:?}", v.reason);
            assert_eq!(*v.detection(), detect_as(&bytes, true, None, false));
            assert!(v.detection_if_run().is_some());
        }
        let text = "Съешь же ещё этих мягких французских булок. ".repeat(4);
        let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&text);
        let v = verdict(&cp1251, true);
        assert_eq!(v.reason, Reason::Detected);
        assert_eq!(v.encoding, v.detection().choice);
        let utf16_verdict = verdict(
            &"plain text in UTF-16"
                .encode_utf16()
                .flat_map(u16::to_be_bytes)
                .collect::<Vec<u8>>(),
            true,
        );
        assert_eq!(utf16_verdict.encoding, utf16_verdict.detection().choice);
    }
}
