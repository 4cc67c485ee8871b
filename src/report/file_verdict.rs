//! The file's verdict in words (see [`crate::verdict`]): one line saying which decoding and
//! why, and a sentence per note. The window's banner and status bar and the commands' output
//! all use these, so they never say two different things.

use super::records::verdict::{NoteRecord, VerdictRecord};
use crate::decide::DecidedBy;
use crate::i18n::{tr, words, Lang};
use crate::source::{read_range, ByteSource, SourceError};
use crate::trace::ScanObserver;
use crate::verdict::{Note, Reason, Verdict};
use std::sync::OnceLock;

/// The messages of [`reason_words`], each reason's.
const REASON_MESSAGES: [&str; 11] = [
    "verdict-reason-empty",
    "verdict-reason-bom",
    "verdict-reason-xml-declaration",
    "verdict-reason-css-charset",
    "verdict-reason-meta",
    "verdict-reason-utf-16-rhythm",
    "verdict-reason-valid-utf-8",
    "verdict-reason-mostly-utf-8",
    "verdict-reason-ascii",
    "verdict-reason-detected",
    "verdict-reason-binary",
];

/// The message that says why, in a few words.
fn reason_message(reason: Reason) -> &'static str {
    match reason {
        Reason::Empty => "verdict-reason-empty",
        Reason::Bom => "verdict-reason-bom",
        Reason::Declared(DecidedBy::XmlDeclaration) => "verdict-reason-xml-declaration",
        Reason::Declared(DecidedBy::CssCharset) => "verdict-reason-css-charset",
        Reason::Declared(_) => "verdict-reason-meta",
        Reason::Utf16Rhythm => "verdict-reason-utf-16-rhythm",
        Reason::ValidUtf8 => "verdict-reason-valid-utf-8",
        Reason::MostlyUtf8 => "verdict-reason-mostly-utf-8",
        Reason::Ascii => "verdict-reason-ascii",
        Reason::Detected => "verdict-reason-detected",
        Reason::Binary => "verdict-reason-binary",
    }
}

/// Why the decoding, in a few words (the status bar: "windows-1251 — as detected").
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::file_verdict::reason_words;
/// use mojiscope::verdict::Reason;
/// assert_eq!(reason_words(Reason::Detected, Lang::En), "as detected");
/// ```
pub fn reason_words(reason: Reason, lang: Lang) -> &'static str {
    static WORDS: OnceLock<Vec<(Lang, &'static str, String)>> = OnceLock::new();
    let words = WORDS.get_or_init(|| {
        let mut out = Vec::new();
        for lang in Lang::ALL {
            for id in REASON_MESSAGES {
                out.push((lang, id, tr(lang, id).into_owned()));
            }
        }
        out
    });
    let id = reason_message(reason);
    words
        .iter()
        .find(|(l, i, _)| *l == lang && *i == id)
        .map_or("", |(_, _, w)| w.as_str())
}

/// The verdict in one line; `head` is the file's first bytes (for a binary format's magic).
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::file_verdict::headline;
/// use mojiscope::verdict::verdict;
/// let bytes = "<meta charset=shift_jis><p>hello".as_bytes();
/// assert_eq!(headline(&verdict(bytes, true), bytes, Lang::En), "Shift_JIS: its <meta> declaration names it.");
/// let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
/// assert_eq!(
///     headline(&verdict(png, true), png, Lang::En),
///     "Not text: binary: PNG image (magic bytes 89 50 4E 47 0D 0A 1A 0A); the hex view shows its bytes."
/// );
/// ```
pub fn headline(v: &Verdict, head: &[u8], lang: Lang) -> String {
    let e = v.encoding.name();
    match v.reason {
        Reason::Empty => words!(lang, "verdict-headline-empty"),
        Reason::Bom => words!(lang, "verdict-headline-bom", encoding = e),
        // (A declaration the bytes contradict: what they read as first, then what it names.)
        Reason::Declared(_) if v.reads_as() != v.encoding => words!(
            lang,
            "verdict-headline-declared-misread",
            reads_as = v.reads_as().name(),
            declared = e,
            reason = reason_words(v.reason, lang)
        ),
        Reason::Declared(_) => words!(
            lang,
            "verdict-headline-declared",
            encoding = e,
            reason = reason_words(v.reason, lang)
        ),
        Reason::Utf16Rhythm => words!(lang, "verdict-headline-utf-16-rhythm", encoding = e),
        Reason::ValidUtf8 => words!(lang, "verdict-headline-valid-utf-8", encoding = e),
        Reason::MostlyUtf8 => words!(lang, "verdict-headline-mostly-utf-8", encoding = e),
        Reason::Ascii => words!(lang, "verdict-headline-ascii", encoding = e),
        // (ISO-2022-JP is ASCII bytes: UTF-8 too, but its escape sequences say what it is.)
        Reason::Detected if v.notes.contains(&crate::verdict::Note::Iso2022Jp) => {
            words!(lang, "verdict-headline-iso-2022-jp", encoding = e)
        }
        Reason::Detected if v.too_little => {
            words!(lang, "verdict-headline-detected-few", encoding = e)
        }
        Reason::Detected => words!(lang, "verdict-headline-detected", encoding = e),
        Reason::Binary => match &v.binary {
            Some(c) => words!(
                lang,
                "verdict-headline-binary",
                content = super::binary::describe(c, head, lang)
            ),
            None => words!(lang, "verdict-headline-binary-unknown"),
        },
    }
}

/// The notes to list under the headline: all but the ones it already states (a declaration
/// the bytes contradict).
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::file_verdict::{headline, notes_beside};
/// use mojiscope::verdict::verdict;
/// let page = "<meta charset=windows-1251><p>Grüße aus Köln, schöne Straße</p>".repeat(3);
/// let v = verdict(page.as_bytes(), true);
/// assert_eq!(v.notes.len(), 1);
/// assert!(headline(&v, page.as_bytes(), Lang::En).starts_with("UTF-8, though its <meta> declaration names windows-1251"));
/// assert_eq!(notes_beside(&v).count(), 0);
/// ```
pub fn notes_beside(v: &Verdict) -> impl Iterator<Item = &Note> {
    v.notes
        .iter()
        .filter(|n| !matches!(n, Note::DeclarationDisagrees { .. }))
}

/// A note in a sentence.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::file_verdict::note_text;
/// use mojiscope::verdict::Note;
/// let n = Note::DeclarationDisagrees { declared: Encoding::Windows1252, reads_as: Encoding::Windows1251 };
/// assert!(note_text(&n, Lang::En).starts_with("The file declares windows-1252 but reads as windows-1251"));
/// ```
pub fn note_text(n: &Note, lang: Lang) -> String {
    match n {
        Note::Utf16WithoutBom(e) => {
            words!(lang, "verdict-note-utf-16-without-bom", encoding = e.name())
        }
        Note::Utf16BehindUtf8Bom(e) => {
            words!(
                lang,
                "verdict-note-utf-16-behind-utf-8-bom",
                encoding = e.name()
            )
        }
        Note::Iso2022Jp => words!(lang, "verdict-note-iso-2022-jp"),
        Note::ModifiedUtf8 { sequences } => {
            words!(lang, "verdict-note-modified-utf-8", n = *sequences)
        }
        Note::Mojibake {
            steps,
            before,
            after,
            ..
        } => words!(
            lang,
            "verdict-note-mojibake",
            before = before.as_str(),
            after = after.as_str(),
            chain = super::repair::chain_text(steps, lang)
        ),
        Note::DeclarationDisagrees { declared, reads_as } => words!(
            lang,
            "verdict-note-declaration-disagrees",
            declared = declared.name(),
            reads_as = reads_as.name()
        ),
    }
}

/// The verdict as JSON.
pub fn record(v: &Verdict, head: &[u8]) -> VerdictRecord {
    VerdictRecord {
        encoding: v.encoding.name(),
        reason: v.reason.id(),
        text: headline(v, head, Lang::En),
        binary: v
            .binary
            .as_ref()
            .map(|c| super::binary::describe(c, head, Lang::En)),
        notes: v
            .notes
            .iter()
            .map(|n| NoteRecord {
                kind: n.id(),
                text: note_text(n, Lang::En),
            })
            .collect(),
        detected: v.detection().choice.name(),
        sample: v.sample as u64,
    }
}

/// The verdict as lines of text output, under `label` ("verdict:        ").
pub fn lines(v: &Verdict, head: &[u8], label: &str) -> String {
    let pad = " ".repeat(label.chars().count());
    let mut out = format!("{label}{}\n", headline(v, head, Lang::En));
    for n in notes_beside(v) {
        out.push_str(&format!("{pad}{}\n", note_text(n, Lang::En)));
    }
    out
}

/// The file's verdict (which decoding to open it with, and why), from its first bytes; with
/// those bytes (up to 64 KiB). Where they are valid UTF-8 and the file goes on, a scan of the
/// rest is heard (errors past the start make it UTF-8 with errors), as the window and `scan`
/// state it. `whole`: `src` holds all of the input (not a stream cut at its limit); `observer`
/// hears how far the scan of the rest is.
///
/// ```
/// use mojiscope::report::file_verdict::of_source;
/// use mojiscope::source::MemSource;
/// use mojiscope::trace::scan::Ignore;
/// let mut bytes = "café ".repeat(20_000).into_bytes();
/// bytes.push(0xFF); // an error far past the first 64 KiB
/// let (v, start) = of_source(&MemSource::new("t", bytes), true, &mut Ignore).unwrap();
/// assert_eq!(start.len(), 64 * 1024);
/// assert_eq!(v.reason, mojiscope::verdict::Reason::MostlyUtf8);
/// ```
pub fn of_source(
    src: &dyn ByteSource,
    whole: bool,
    observer: &mut dyn ScanObserver,
) -> Result<(Verdict, Vec<u8>), SourceError> {
    use crate::encoding::ops::{DecodeOptions, Plan};
    use crate::trace::scan::{scan, ScanOptions};
    let (mut v, sample) = of_start(src, whole)?;
    if whole && (sample.len() as u64) < src.len() && v.reason == Reason::ValidUtf8 {
        // (Decoding UTF-8 by default always has a plan.)
        if let Ok(plan) = Plan::new(DecodeOptions::default(), &sample) {
            let options = ScanOptions {
                records: 0,
                index: false,
                bulk: true,
            };
            let r = scan(src, &plan, options, observer)?;
            v.heard_scan(plan.encoding, r.errors);
        }
    }
    Ok((v, sample))
}

/// [`of_source`] from the first bytes alone.
pub fn of_start(src: &dyn ByteSource, whole: bool) -> Result<(Verdict, Vec<u8>), SourceError> {
    let len = src.len().min(crate::verdict::SAMPLE as u64) as usize;
    let sample = read_range(src, 0, len)?;
    let v = crate::verdict::verdict(&sample, whole && len as u64 == src.len());
    Ok((v, sample))
}
