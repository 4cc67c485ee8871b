//! Text written in the encoding a destination needs: UTF-8 with a BOM for Excel, UTF-16LE,
//! windows-1251 for a legacy system. What `decode --to` and `repair --to` write, and what the
//! window's Export writes.
//!
//! The legacy encodings are written by the standard's encoders (encoding_rs's, which agree
//! with ours: see the differential tests). A character an encoding cannot write is refused,
//! or written as `&#N;` as the standard's error mode html does (what a browser does when it
//! submits a form). UTF-16LE and UTF-16BE, which the standard only decodes, are written as
//! UTF-16, since that is what a destination asking for them wants.

use crate::i18n::{tr, words, Lang};

use crate::encoding::Encoding;
use std::fmt;
use std::io::{self, Write};

/// What to do with a character the encoding cannot write.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Unencodable {
    /// Write nothing and say which characters.
    #[default]
    Refuse,
    /// Write `&#N;` (N in decimal), as the standard's error mode html does.
    Html,
}

impl Unencodable {
    pub const ALL: [Unencodable; 2] = [Unencodable::Refuse, Unencodable::Html];

    /// The name the command line and the window use.
    pub fn name(self) -> &'static str {
        match self {
            Unencodable::Refuse => "refuse",
            Unencodable::Html => "html",
        }
    }

    /// What it does, in a few words, in `lang`.
    pub fn summary(self, lang: Lang) -> String {
        match self {
            Unencodable::Refuse => tr(lang, "write-as-unencodable-refuse").into_owned(),
            Unencodable::Html => tr(lang, "write-as-unencodable-html").into_owned(),
        }
    }
}

/// Where text is written to: an encoding, with or without its byte order mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    pub encoding: Encoding,
    pub bom: bool,
    pub unencodable: Unencodable,
}

/// Why a target cannot be written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TargetError {
    /// The replacement encoding writes nothing.
    NoEncoder(Encoding),
    /// A BOM asked of an encoding that has none.
    NoBom(Encoding),
}

impl TargetError {
    /// Why, in words, in `lang` (the command line's are English).
    pub fn words(&self, lang: Lang) -> String {
        match self {
            TargetError::NoEncoder(e) => words!(lang, "write-as-no-encoder", encoding = e.name()),
            TargetError::NoBom(e) => words!(lang, "write-as-no-bom", encoding = e.name()),
        }
    }
}

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for TargetError {}

impl Target {
    /// UTF-8 without a BOM: text as it is.
    pub const UTF8: Target = Target {
        encoding: Encoding::Utf8,
        bom: false,
        unencodable: Unencodable::Refuse,
    };

    /// A target, checked: the encoding writes, and has a BOM where one is asked for.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::report::write_as::{Target, Unencodable};
    /// assert!(Target::new(Encoding::Utf16Le, true, Unencodable::Refuse).is_ok());
    /// assert!(Target::new(Encoding::Windows1251, true, Unencodable::Refuse).is_err());
    /// assert!(Target::new(Encoding::Replacement, false, Unencodable::Html).is_err());
    /// ```
    pub fn new(
        encoding: Encoding,
        bom: bool,
        unencodable: Unencodable,
    ) -> Result<Target, TargetError> {
        if encoding == Encoding::Replacement {
            return Err(TargetError::NoEncoder(encoding));
        }
        if bom && bom_of(encoding).is_empty() {
            return Err(TargetError::NoBom(encoding));
        }
        Ok(Target {
            encoding,
            bom,
            unencodable,
        })
    }

    /// Whether the encoding writes every character (UTF-8 and UTF-16 do).
    pub fn writes_everything(&self) -> bool {
        !bom_of(self.encoding).is_empty()
    }

    /// The bytes the output starts with.
    pub fn bom_bytes(&self) -> &'static [u8] {
        if self.bom {
            bom_of(self.encoding)
        } else {
            &[]
        }
    }

    /// The name the output is in, for messages: "windows-1251", "UTF-8 with a BOM".
    pub fn describe(&self, lang: Lang) -> String {
        if self.bom {
            words!(lang, "write-as-with-bom", encoding = self.encoding.name())
        } else {
            self.encoding.to_string()
        }
    }
}

/// The byte order mark of `encoding`, empty where it has none.
fn bom_of(encoding: Encoding) -> &'static [u8] {
    match encoding {
        Encoding::Utf8 => b"\xEF\xBB\xBF",
        Encoding::Utf16Le => b"\xFF\xFE",
        Encoding::Utf16Be => b"\xFE\xFF",
        _ => &[],
    }
}

/// How many characters of the text the encoding could not write, and the first few of them
/// (each character once, where it first is).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Unwritable {
    pub count: u64,
    pub first: Vec<Unwritten>,
    /// Whether other characters than those of `first` could not be written either.
    pub others: bool,
}

/// A character the encoding could not write, and where it first is in the text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unwritten {
    pub c: char,
    /// Byte offset in the text (as UTF-8).
    pub offset: u64,
    /// The line it is on, from 1.
    pub line: u64,
}

/// How many characters that cannot be written are named (the rest are counted).
pub const NAMED: usize = 5;

impl Unwritable {
    /// "U+20AC € (line 1), U+2116 № (line 3)", and whether there are others.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::report::write_as::unwritable_in;
    /// use mojiscope::i18n::Lang;
    /// let u = unwritable_in("5 €, 7 €\n№ 8", Encoding::Koi8R);
    /// assert_eq!(u.count, 3);
    /// assert_eq!(u.list(Lang::En), "U+20AC € (line 1), U+2116 № (line 2)");
    /// ```
    pub fn list(&self, lang: Lang) -> String {
        let mut out: Vec<String> = self
            .first
            .iter()
            .map(|u| {
                let shown = if u.c.is_control() || u.c.is_whitespace() {
                    String::new()
                } else {
                    format!(" {}", u.c)
                };
                words!(
                    lang,
                    "write-as-character-on-line",
                    character = format!("U+{:04X}{shown}", u.c as u32),
                    line = u.line.to_string()
                )
            })
            .collect();
        if self.others {
            out.push(tr(lang, "write-as-and-others").into_owned());
        }
        out.join(&tr(lang, "list-separator"))
    }
}

impl Target {
    /// What a refusal says: "KOI8-R cannot write 1 character of the text: U+20AC € (line 1);
    /// nothing was written" (the command line and the window add how to go on).
    pub fn refusal(&self, lang: Lang, u: &Unwritable) -> String {
        words!(
            lang,
            "write-as-refusal",
            encoding = self.encoding.name(),
            characters = u.count,
            list = u.list(lang)
        )
    }

    /// What the note after an export in html mode says: "1 character KOI8-R has no mapping
    /// for became &#N;: U+20AC € (line 1)".
    pub fn referenced(&self, lang: Lang, u: &Unwritable) -> String {
        words!(
            lang,
            "write-as-referenced",
            encoding = self.encoding.name(),
            characters = u.count,
            list = u.list(lang)
        )
    }
}

/// A writer that takes UTF-8 text and writes it to `out` in the target's encoding. Text may
/// come in pieces cut anywhere, even inside a character; [`EncodeWriter::finish`] writes what
/// the encoder holds back (ISO-2022-JP's return to ASCII) and gives what it could not write.
///
/// With [`Unencodable::Refuse`] a character the encoding cannot write stops the writing with
/// an error of kind `InvalidData`; with [`Unencodable::Html`] it is written as `&#N;`.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::report::write_as::{EncodeWriter, Target, Unencodable};
/// use std::io::Write;
/// let target = Target::new(Encoding::Windows1251, false, Unencodable::Html).unwrap();
/// let mut w = EncodeWriter::new(Vec::new(), target);
/// w.write_all("Привет €5 ✓".as_bytes()).unwrap();
/// let (bytes, unwritable) = w.finish().unwrap();
/// assert_eq!(bytes, b"\xCF\xF0\xE8\xE2\xE5\xF2 \x885 &#10003;");
/// assert_eq!(unwritable.count, 1);
/// ```
pub struct EncodeWriter<W: Write> {
    out: W,
    target: Target,
    /// encoding_rs's encoder for the legacy encodings (None: UTF-8 or UTF-16).
    encoder: Option<encoding_rs::Encoder>,
    /// The start of a character the next write completes.
    carry: Vec<u8>,
    buf: Vec<u8>,
    started: bool,
    /// Bytes of text taken so far, and line breaks among them.
    taken: u64,
    lines: u64,
    unwritable: Unwritable,
}

/// Bytes of text encoded at a time.
const STEP: usize = 64 << 10;

impl<W: Write> EncodeWriter<W> {
    pub fn new(out: W, target: Target) -> EncodeWriter<W> {
        let encoder = match target.encoding {
            Encoding::Utf8 | Encoding::Utf16Le | Encoding::Utf16Be => None,
            e => Some(e.reference().output_encoding().new_encoder()),
        };
        EncodeWriter {
            out,
            target,
            encoder,
            carry: Vec::new(),
            buf: Vec::new(),
            started: false,
            taken: 0,
            lines: 0,
            unwritable: Unwritable::default(),
        }
    }

    /// What could not be written so far.
    pub fn unwritable(&self) -> &Unwritable {
        &self.unwritable
    }

    /// Write the rest (the encoder's last bytes), flush, and give back the writer and what
    /// could not be written.
    pub fn finish(mut self) -> io::Result<(W, Unwritable)> {
        self.start()?;
        if !self.carry.is_empty() {
            // (Text that ended inside a character: what a decoder would make of it.)
            let rest = String::from_utf8_lossy(&std::mem::take(&mut self.carry)).into_owned();
            self.encode(&rest, false)?;
        }
        self.encode("", true)?;
        self.out.flush()?;
        Ok((self.out, self.unwritable))
    }

    fn start(&mut self) -> io::Result<()> {
        if !self.started {
            self.started = true;
            self.out.write_all(self.target.bom_bytes())?;
        }
        Ok(())
    }

    /// Encode `text` (whole characters); `last` at the end of the text.
    fn encode(&mut self, text: &str, last: bool) -> io::Result<()> {
        match self.target.encoding {
            Encoding::Utf8 => self.out.write_all(text.as_bytes())?,
            Encoding::Utf16Le | Encoding::Utf16Be => {
                let be = self.target.encoding == Encoding::Utf16Be;
                self.buf.clear();
                for unit in text.encode_utf16() {
                    let b = if be {
                        unit.to_be_bytes()
                    } else {
                        unit.to_le_bytes()
                    };
                    self.buf.extend_from_slice(&b);
                }
                self.out.write_all(&self.buf)?;
            }
            _ => self.encode_legacy(text, last)?,
        }
        self.taken += text.len() as u64;
        self.lines += memchr::memchr_iter(b'\n', text.as_bytes()).count() as u64;
        Ok(())
    }

    fn encode_legacy(&mut self, text: &str, last: bool) -> io::Result<()> {
        use encoding_rs::EncoderResult;
        let Some(encoder) = self.encoder.as_mut() else {
            return Ok(());
        };
        let mut at = 0;
        loop {
            let room = encoder
                .max_buffer_length_from_utf8_without_replacement(text.len() - at)
                .unwrap_or(STEP)
                .max(16);
            self.buf.clear();
            self.buf.resize(room, 0);
            let (result, read, written) =
                encoder.encode_from_utf8_without_replacement(&text[at..], &mut self.buf, last);
            self.out.write_all(&self.buf[..written])?;
            let before = at;
            at += read;
            match result {
                EncoderResult::InputEmpty => return Ok(()),
                EncoderResult::OutputFull => {}
                EncoderResult::Unmappable(error) => {
                    // (The character just read is the one it could not write: named as it is
                    // in the text, where the encoder's error names another, as ISO-2022-JP's
                    // names U+FFFD for the ESC, SO and SI it refuses.)
                    let c = text[before..at].chars().next_back().unwrap_or(error);
                    let offset = at - c.len_utf8().min(at - before);
                    let u = &mut self.unwritable;
                    u.count += 1;
                    if u.first.iter().all(|k| k.c != c) {
                        if u.first.len() < NAMED {
                            // (Counted for the few characters named only: linear.)
                            let before = &text.as_bytes()[..offset];
                            let line =
                                self.lines + 1 + memchr::memchr_iter(b'\n', before).count() as u64;
                            u.first.push(Unwritten {
                                c,
                                offset: self.taken + offset as u64,
                                line,
                            });
                        } else {
                            u.others = true;
                        }
                    }
                    if self.target.unencodable == Unencodable::Refuse {
                        return Err(io::Error::new(
                            io::ErrorKind::InvalidData,
                            format!("{} cannot write U+{:04X}", self.target.encoding, c as u32),
                        ));
                    }
                    // The reference goes through the encoder (ISO-2022-JP returns to ASCII
                    // first, as the standard's html mode makes it).
                    let reference = format!("&#{};", error as u32);
                    self.buf.clear();
                    self.buf.resize(16, 0);
                    let (_, _, written) = encoder.encode_from_utf8_without_replacement(
                        &reference,
                        &mut self.buf,
                        false,
                    );
                    self.out.write_all(&self.buf[..written])?;
                }
            }
        }
    }
}

impl<W: Write> Write for EncodeWriter<W> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.start()?;
        if self.carry.is_empty() {
            self.take(bytes)?;
        } else {
            let mut joined = std::mem::take(&mut self.carry);
            joined.extend_from_slice(bytes);
            self.take(&joined)?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

impl<W: Write> EncodeWriter<W> {
    /// Encode the text in `data`: bytes that are not UTF-8 as U+FFFD each (as a decoder reads
    /// them), the start of a character at the end kept for the next write.
    fn take(&mut self, data: &[u8]) -> io::Result<()> {
        let mut at = 0;
        loop {
            match std::str::from_utf8(&data[at..]) {
                Ok(text) => return self.encode_pieces(text),
                Err(e) => {
                    let good = &data[at..at + e.valid_up_to()];
                    // (valid_up_to says these bytes are UTF-8.)
                    self.encode_pieces(std::str::from_utf8(good).unwrap_or_default())?;
                    at += e.valid_up_to();
                    match e.error_len() {
                        None => {
                            self.carry = data[at..].to_vec();
                            return Ok(());
                        }
                        Some(n) => {
                            self.encode("\u{FFFD}", false)?;
                            at += n;
                        }
                    }
                }
            }
        }
    }

    /// Encode `text` a STEP at a time.
    fn encode_pieces(&mut self, text: &str) -> io::Result<()> {
        let mut rest = text;
        while !rest.is_empty() {
            let mut cut = rest.len().min(STEP);
            while !rest.is_char_boundary(cut) {
                cut += 1;
            }
            self.encode(&rest[..cut], false)?;
            rest = &rest[cut..];
        }
        Ok(())
    }
}

/// The characters of `text` that `encoding` cannot write (nothing is written).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::report::write_as::unwritable_in;
/// let u = unwritable_in("Цена: 5 €\n№ 7 ✓", Encoding::Koi8R);
/// assert_eq!(u.count, 3);
/// assert_eq!(u.first[2].line, 2);
/// // ISO-2022-JP refuses ESC with an error that names U+FFFD: the text's ESC is named.
/// let u = unwritable_in("ab\u{1B}c", Encoding::Iso2022Jp);
/// assert_eq!((u.first[0].c, u.first[0].offset), ('\u{1B}', 2));
/// ```
pub fn unwritable_in(text: &str, encoding: Encoding) -> Unwritable {
    let Ok(target) = Target::new(encoding, false, Unencodable::Html) else {
        return Unwritable::default();
    };
    let mut w = EncodeWriter::new(io::sink(), target);
    // (A sink never fails, and html mode never stops.)
    let _ = w.encode_pieces(text);
    w.finish().map(|(_, u)| u).unwrap_or_default()
}
