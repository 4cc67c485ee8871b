//! The file's verdict in words (see [`crate::verdict`]): one line saying which decoding and
//! why, and a sentence per note. The window's banner and status bar and the commands' output
//! all use these, so they never say two different things.

use super::records::verdict::{NoteRecord, VerdictRecord};
use crate::decide::DecidedBy;
use crate::verdict::{Note, Reason, Verdict};

/// Why the decoding, in a few words (the status bar: "windows-1251 — as detected").
pub fn reason_words(reason: Reason) -> &'static str {
    match reason {
        Reason::Empty => "empty file",
        Reason::Bom => "its BOM",
        Reason::Declared(DecidedBy::XmlDeclaration) => "its XML declaration",
        Reason::Declared(DecidedBy::CssCharset) => "its @charset rule",
        Reason::Declared(_) => "its <meta> declaration",
        Reason::Utf16Rhythm => "the rhythm of UTF-16 text, no BOM",
        Reason::ValidUtf8 => "valid UTF-8",
        Reason::MostlyUtf8 => "UTF-8 with errors",
        Reason::Ascii => "ASCII only",
        Reason::Detected => "as detected",
        Reason::Binary => "binary file",
    }
}

/// The verdict in one line; `head` is the file's first bytes (for a binary format's magic).
///
/// ```
/// use mojiscope::report::file_verdict::headline;
/// use mojiscope::verdict::verdict;
/// let bytes = "<meta charset=shift_jis><p>hello".as_bytes();
/// assert_eq!(headline(&verdict(bytes, true), bytes), "Shift_JIS: its <meta> declaration names it.");
/// let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
/// assert_eq!(
///     headline(&verdict(png, true), png),
///     "Not text: binary: PNG image (magic bytes 89 50 4E 47 0D 0A 1A 0A); the hex view shows its bytes."
/// );
/// ```
pub fn headline(v: &Verdict, head: &[u8]) -> String {
    let e = v.encoding;
    match v.reason {
        Reason::Empty => "Empty: there are no bytes to decode.".to_string(),
        Reason::Bom => format!("{e}: the file starts with its byte order mark."),
        Reason::Declared(_) => format!("{e}: {} names it.", reason_words(v.reason)),
        Reason::Utf16Rhythm => format!(
            "{e} without a BOM: the bytes have the rhythm of UTF-16 text and decode without errors."
        ),
        Reason::ValidUtf8 => format!("{e}: every byte is part of valid UTF-8."),
        Reason::MostlyUtf8 => {
            format!("{e} with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors.")
        }
        Reason::Ascii => format!(
            "{e}: only ASCII bytes, which read the same in every ASCII-compatible encoding."
        ),
        Reason::Detected if v.too_little => format!(
            "{e}, as detected: the bytes are not UTF-8; the detector chose {e}, a guess on few non-ASCII bytes."
        ),
        Reason::Detected => {
            format!("{e}, as detected: the bytes are not UTF-8, and the detector chose {e}.")
        }
        Reason::Binary => match &v.binary {
            Some(c) => format!(
                "Not text: {}; the hex view shows its bytes.",
                super::binary::describe(c, head, crate::i18n::Lang::En)
            ),
            None => "Not text: the hex view shows its bytes.".to_string(),
        },
    }
}

/// A note in a sentence.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::report::file_verdict::note_text;
/// use mojiscope::verdict::Note;
/// let n = Note::DeclarationDisagrees { declared: Encoding::Windows1252, reads_as: Encoding::Windows1251 };
/// assert!(note_text(&n).starts_with("The file declares windows-1252 but reads as windows-1251"));
/// ```
pub fn note_text(n: &Note) -> String {
    match n {
        Note::Utf16WithoutBom(e) => format!(
            "{e} without a byte order mark: programs that look for one (Excel, many editors and tools) read it as something else. Save it with a BOM, or as UTF-8."
        ),
        Note::Iso2022Jp => "ISO-2022-JP (Japanese e-mail, old Japanese pages): its bytes are ASCII with escape sequences, so as UTF-8 the escapes show instead of the text.".to_string(),
        Note::Mojibake {
            chain,
            before,
            after,
            ..
        } => format!(
            "Valid UTF-8 that reads as mojibake: “{before}” is “{after}” after {chain}. The Repair panel (or `mojiscope repair`) undoes it."
        ),
        Note::DeclarationDisagrees { declared, reads_as } => format!(
            "The file declares {declared} but reads as {reads_as}: the declaration is probably wrong (a browser follows it and shows mojibake)."
        ),
    }
}

/// The verdict as JSON.
pub fn record(v: &Verdict, head: &[u8]) -> VerdictRecord {
    VerdictRecord {
        encoding: v.encoding.name(),
        reason: v.reason.id(),
        text: headline(v, head),
        binary: v
            .binary
            .as_ref()
            .map(|c| super::binary::describe(c, head, crate::i18n::Lang::En)),
        notes: v
            .notes
            .iter()
            .map(|n| NoteRecord {
                kind: n.id(),
                text: note_text(n),
            })
            .collect(),
        detected: v.detection.choice.name(),
        sample: v.sample as u64,
    }
}

/// The verdict as lines of text output, under `label` ("verdict:        ").
pub fn lines(v: &Verdict, head: &[u8], label: &str) -> String {
    let pad = " ".repeat(label.chars().count());
    let mut out = format!("{label}{}\n", headline(v, head));
    for n in &v.notes {
        out.push_str(&format!("{pad}{}\n", note_text(n)));
    }
    out
}
