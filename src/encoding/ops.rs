//! The decode operations of the standard (§ 6 Hooks for standards, § 7 API): decode (with BOM
//! sniffing), UTF-8 decode, UTF-8 decode without BOM, UTF-8 decode without BOM or fail, an
//! encoding's decoder with no BOM handling, and TextDecoder's decode().

use super::bom::{self, Sniff};
use super::decoder::Decoder;
use super::names::{get_encoding, Encoding};
use super::run::{feed, ErrorMode, FatalError, Input, TextSink};
use crate::i18n::{tr, Lang};
use std::borrow::Cow;

/// Which decode operation to run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum DecodeOp {
    /// "decode": BOM sniffing, then the BOM's or the given encoding's decoder.
    #[default]
    Decode,
    /// The encoding's decoder with no BOM handling.
    NoBom,
    /// "UTF-8 decode": skip a UTF-8 BOM, then the UTF-8 decoder.
    Utf8Decode,
    /// "UTF-8 decode without BOM".
    Utf8DecodeWithoutBom,
    /// "UTF-8 decode without BOM or fail": fatal error mode.
    Utf8DecodeWithoutBomOrFail,
    /// TextDecoder's decode(), with fatal and ignoreBOM options.
    TextDecoder,
}

impl DecodeOp {
    pub const ALL: [DecodeOp; 6] = [
        DecodeOp::Decode,
        DecodeOp::NoBom,
        DecodeOp::Utf8Decode,
        DecodeOp::Utf8DecodeWithoutBom,
        DecodeOp::Utf8DecodeWithoutBomOrFail,
        DecodeOp::TextDecoder,
    ];

    /// The name the standard gives the operation, as the command line prints it.
    pub fn spec_name(self) -> Cow<'static, str> {
        self.title(Lang::En)
    }

    /// The name the standard gives the operation, in `lang` ("UTF-8 decode without BOM").
    pub fn title(self, lang: Lang) -> Cow<'static, str> {
        tr(lang, self.message())
    }

    /// What the operation does and where the web platform uses it, in a line.
    pub fn summary(self) -> Cow<'static, str> {
        self.summary_in(Lang::En)
    }

    /// [`DecodeOp::summary`] in `lang`.
    pub fn summary_in(self, lang: Lang) -> Cow<'static, str> {
        tr(lang, &format!("{}.summary", self.message()))
    }

    /// The message that names the operation (its `.summary` says what it does).
    fn message(self) -> &'static str {
        match self {
            DecodeOp::Decode => "operation-decode",
            DecodeOp::NoBom => "operation-no-bom",
            DecodeOp::Utf8Decode => "operation-utf8-decode",
            DecodeOp::Utf8DecodeWithoutBom => "operation-utf8-decode-without-bom",
            DecodeOp::Utf8DecodeWithoutBomOrFail => "operation-utf8-decode-without-bom-or-fail",
            DecodeOp::TextDecoder => "operation-textdecoder",
        }
    }

    /// Whether the operation always uses UTF-8 whatever the label.
    pub fn is_utf8_only(self) -> bool {
        matches!(
            self,
            DecodeOp::Utf8Decode
                | DecodeOp::Utf8DecodeWithoutBom
                | DecodeOp::Utf8DecodeWithoutBomOrFail
        )
    }
}

/// The options of a decode operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DecodeOptions {
    pub op: DecodeOp,
    /// The label's encoding (the fallback for "decode"; ignored by the UTF-8 operations).
    pub encoding: Encoding,
    /// TextDecoder's fatal option.
    pub fatal: bool,
    /// TextDecoder's ignoreBOM option.
    pub ignore_bom: bool,
}

impl Default for DecodeOptions {
    fn default() -> Self {
        DecodeOptions {
            op: DecodeOp::Decode,
            encoding: Encoding::Utf8,
            fatal: false,
            ignore_bom: false,
        }
    }
}

/// Why a decode operation could not start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OpError {
    /// TextDecoder's constructor throws a RangeError for the replacement encoding's labels.
    ReplacementRefused,
}

impl std::fmt::Display for OpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpError::ReplacementRefused => {
                f.write_str("TextDecoder refuses the replacement encoding (its constructor throws a RangeError)")
            }
        }
    }
}

impl std::error::Error for OpError {}

/// What a decode operation does with a given input start: which decoder runs, from which
/// byte, in which error mode, and whether a leading U+FEFF is dropped from the output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub options: DecodeOptions,
    /// The encoding whose decoder runs (the BOM's, for "decode").
    pub encoding: Encoding,
    /// Bytes consumed before the decoder runs (a BOM).
    pub skip: usize,
    pub mode: ErrorMode,
    /// TextDecoder's serialization drops a leading U+FEFF (UTF-8/16 without ignoreBOM).
    pub strip_bom: bool,
    /// BOM sniffing of the input's start.
    pub sniff: Sniff,
}

impl Plan {
    /// Plan the operation for an input that starts with `start` (its first three bytes
    /// suffice).
    ///
    /// ```
    /// use mojiscope::encoding::ops::{DecodeOptions, Plan};
    /// use mojiscope::encoding::Encoding;
    /// let plan = Plan::new(DecodeOptions::default(), b"\xFF\xFEa").unwrap();
    /// // decode sniffed a UTF-16LE BOM: its decoder runs, from byte 2.
    /// assert_eq!((plan.encoding, plan.skip), (Encoding::Utf16Le, 2));
    /// ```
    pub fn new(options: DecodeOptions, start: &[u8]) -> Result<Plan, OpError> {
        let sniff = bom::sniff(start);
        let mut plan = Plan {
            options,
            encoding: options.encoding,
            skip: 0,
            mode: ErrorMode::Replacement,
            strip_bom: false,
            sniff,
        };
        match options.op {
            DecodeOp::Decode => {
                // The BOM beats the given encoding; its bytes are read and dropped.
                plan.encoding = plan.sniff.decode_encoding(options.encoding);
                plan.skip = plan.sniff.bom_length;
            }
            DecodeOp::NoBom => {}
            DecodeOp::Utf8Decode => {
                plan.encoding = Encoding::Utf8;
                if plan.sniff.bom == Some(Encoding::Utf8) {
                    plan.skip = 3;
                }
            }
            DecodeOp::Utf8DecodeWithoutBom => plan.encoding = Encoding::Utf8,
            DecodeOp::Utf8DecodeWithoutBomOrFail => {
                plan.encoding = Encoding::Utf8;
                plan.mode = ErrorMode::Fatal;
            }
            DecodeOp::TextDecoder => {
                if options.encoding == Encoding::Replacement {
                    return Err(OpError::ReplacementRefused);
                }
                if options.fatal {
                    plan.mode = ErrorMode::Fatal;
                }
                plan.strip_bom = options.encoding.is_unicode() && !options.ignore_bom;
            }
        }
        Ok(plan)
    }

    /// A fresh decoder for the plan.
    pub fn decoder(&self) -> Decoder {
        Decoder::new(self.encoding)
    }
}

/// A decode operation's result: the text and the encoding actually used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded {
    pub text: String,
    pub encoding: Encoding,
    pub errors: u64,
}

/// Run a decode operation over a whole input held in memory. The outer error is an operation
/// that cannot start (TextDecoder refuses replacement), the inner one a fatal decoding error.
///
/// ```
/// use mojiscope::encoding::ops::{decode_with, DecodeOp, DecodeOptions};
/// use mojiscope::encoding::Encoding;
/// let options = DecodeOptions { op: DecodeOp::TextDecoder, fatal: true, ..DecodeOptions::default() };
/// let err = decode_with(options, b"ok \xFF").unwrap().unwrap_err();
/// assert_eq!((err.offset, err.step_offset), (3, 3));
/// let sjis = DecodeOptions { encoding: Encoding::ShiftJis, ..DecodeOptions::default() };
/// assert_eq!(decode_with(sjis, b"\x8E\x9A").unwrap().unwrap().text, "字");
/// ```
pub fn decode_with(
    options: DecodeOptions,
    bytes: &[u8],
) -> Result<Result<Decoded, FatalError>, OpError> {
    let plan = Plan::new(options, bytes)?;
    Ok(run_plan(&plan, bytes))
}

/// Run a plan over a whole input held in memory.
pub fn run_plan(plan: &Plan, bytes: &[u8]) -> Result<Decoded, FatalError> {
    let mut out = String::with_capacity(bytes.len());
    let mut decoder = plan.decoder();
    let rest = &bytes[plan.skip.min(bytes.len())..];
    let mut sink = TextSink::new(&mut out, plan.mode, plan.skip as u64);
    let input = Input {
        prev: &bytes[..plan.skip.min(bytes.len())],
        chunk: rest,
        base: plan.skip as u64,
        end: true,
    };
    feed(&mut decoder, &input, &mut sink);
    let errors = sink.errors;
    if let Some(e) = sink.fatal {
        return Err(e);
    }
    if plan.strip_bom && out.starts_with('\u{FEFF}') {
        out.drain(..'\u{FEFF}'.len_utf8());
    }
    Ok(Decoded {
        text: out,
        encoding: plan.encoding,
        errors,
    })
}

/// "decode": BOM sniffing, then the decoder of the BOM's encoding or of `fallback`.
///
/// ```
/// use mojiscope::encoding::{ops::decode, Encoding};
/// // The BOM beats the label.
/// let d = decode(b"\xEF\xBB\xBFcaf\xC3\xA9", Encoding::Windows1252);
/// assert_eq!((d.text.as_str(), d.encoding), ("café", Encoding::Utf8));
/// // Without one, the label's encoding decodes.
/// assert_eq!(decode(b"caf\xC3\xA9", Encoding::Windows1252).text, "cafÃ©");
/// ```
pub fn decode(bytes: &[u8], fallback: Encoding) -> Decoded {
    let options = DecodeOptions {
        encoding: fallback,
        ..DecodeOptions::default()
    };
    match decode_with(options, bytes) {
        Ok(Ok(d)) => d,
        _ => unreachable!("decode has no fatal mode and accepts every encoding"),
    }
}

/// "UTF-8 decode": a leading UTF-8 BOM is dropped.
///
/// ```
/// use mojiscope::encoding::ops::utf8_decode;
/// assert_eq!(utf8_decode(b"\xEF\xBB\xBFa\xFF"), "a\u{FFFD}");
/// ```
pub fn utf8_decode(bytes: &[u8]) -> String {
    let skip = if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        3
    } else {
        0
    };
    super::run::run_to_string(
        Decoder::new(Encoding::Utf8),
        &bytes[skip..],
        ErrorMode::Replacement,
    )
    .unwrap_or_default()
}

/// "UTF-8 decode without BOM": a leading BOM stays as U+FEFF.
///
/// ```
/// assert_eq!(mojiscope::encoding::ops::utf8_decode_without_bom(b"\xEF\xBB\xBFa"), "\u{FEFF}a");
/// ```
pub fn utf8_decode_without_bom(bytes: &[u8]) -> String {
    super::run::run_to_string(Decoder::new(Encoding::Utf8), bytes, ErrorMode::Replacement)
        .unwrap_or_default()
}

/// "UTF-8 decode without BOM or fail".
///
/// ```
/// use mojiscope::encoding::ops::utf8_decode_without_bom_or_fail;
/// assert_eq!(utf8_decode_without_bom_or_fail(b"ok").unwrap(), "ok");
/// // C0 80 (Java's modified UTF-8 NUL) fails at its first byte.
/// assert_eq!(utf8_decode_without_bom_or_fail(b"a\xC0\x80").unwrap_err().offset, 1);
/// ```
pub fn utf8_decode_without_bom_or_fail(bytes: &[u8]) -> Result<String, FatalError> {
    super::run::run_to_string(Decoder::new(Encoding::Utf8), bytes, ErrorMode::Fatal)
}

/// The encoding's decoder with no BOM handling, replacement error mode.
///
/// ```
/// use mojiscope::encoding::{ops::decode_without_bom_handling, Encoding};
/// // The UTF-8 BOM read as windows-1252.
/// assert_eq!(decode_without_bom_handling(b"\xEF\xBB\xBF", Encoding::Windows1252), "ï»¿");
/// ```
pub fn decode_without_bom_handling(bytes: &[u8], encoding: Encoding) -> String {
    super::run::run_to_string(Decoder::new(encoding), bytes, ErrorMode::Replacement)
        .unwrap_or_default()
}

/// Why `TextDecoder::new` throws.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RangeError {
    UnknownLabel(String),
    Replacement,
}

impl std::fmt::Display for RangeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RangeError::UnknownLabel(l) => write!(f, "RangeError: unknown encoding label {l:?}"),
            RangeError::Replacement => {
                f.write_str("RangeError: TextDecoder refuses the replacement encoding")
            }
        }
    }
}

/// decode() threw a TypeError (fatal error mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TypeError(pub FatalError);

/// The TextDecoder API object: encoding, decoder, I/O queue, ignore BOM, BOM seen, error mode
/// and do not flush, as the standard defines them.
///
/// ```
/// use mojiscope::encoding::ops::TextDecoder;
/// let mut td = TextDecoder::new("utf-8", false, false).unwrap();
/// // A stream split inside € (E2 82 AC): nothing comes out until it is whole.
/// assert_eq!(td.decode(Some(b"\xEF\xBB\xBFa\xE2\x82"), true).unwrap(), "a");
/// assert_eq!(td.decode(Some(b"\xAC"), false).unwrap(), "€");
/// // The replacement encoding's labels throw a RangeError.
/// assert!(TextDecoder::new("iso-2022-kr", false, false).is_err());
/// ```
#[derive(Clone, Debug)]
pub struct TextDecoder {
    pub encoding: Encoding,
    pub fatal: bool,
    pub ignore_bom: bool,
    pub bom_seen: bool,
    pub do_not_flush: bool,
    decoder: Decoder,
    /// Bytes pushed to the I/O queue but not yet read (left over after a fatal error).
    queue: Vec<u8>,
    /// The last bytes read, for restores that reach back across calls.
    prev: Vec<u8>,
    /// Stream offset of `queue[0]`.
    offset: u64,
    /// Where the bytes behind the next output start (a sequence may span calls).
    span_start: u64,
}

impl TextDecoder {
    /// `new TextDecoder(label, {fatal, ignoreBOM})`.
    pub fn new(label: &str, fatal: bool, ignore_bom: bool) -> Result<TextDecoder, RangeError> {
        let encoding =
            get_encoding(label).map_err(|_| RangeError::UnknownLabel(label.to_string()))?;
        TextDecoder::with_encoding(encoding, fatal, ignore_bom)
    }

    pub fn with_encoding(
        encoding: Encoding,
        fatal: bool,
        ignore_bom: bool,
    ) -> Result<TextDecoder, RangeError> {
        if encoding == Encoding::Replacement {
            return Err(RangeError::Replacement);
        }
        Ok(TextDecoder {
            encoding,
            fatal,
            ignore_bom,
            bom_seen: false,
            do_not_flush: false,
            decoder: Decoder::new(encoding),
            queue: Vec::new(),
            prev: Vec::new(),
            offset: 0,
            span_start: 0,
        })
    }

    /// The `encoding` getter: the name, lowercased.
    pub fn encoding_name(&self) -> String {
        self.encoding.lowercase_name()
    }

    /// `decode(input, {stream})`.
    pub fn decode(&mut self, input: Option<&[u8]>, stream: bool) -> Result<String, TypeError> {
        // 1. If do not flush is false, set decoder to a new decoder, I/O queue to « end-of-queue »,
        //    and BOM seen to false.
        if !self.do_not_flush {
            self.decoder = Decoder::new(self.encoding);
            self.queue.clear();
            self.prev.clear();
            self.offset = 0;
            self.span_start = 0;
            self.bom_seen = false;
        }
        // 2. Set do not flush to options["stream"].
        self.do_not_flush = stream;
        // 3. If input is given, push a copy of input to the I/O queue.
        if let Some(input) = input {
            self.queue.extend_from_slice(input);
        }
        // 4–5. Process items until end-of-queue (with do not flush: stop there and keep state),
        //      finished, or an error in fatal mode.
        let mut output = String::new();
        let mode = if self.fatal {
            ErrorMode::Fatal
        } else {
            ErrorMode::Replacement
        };
        let queue = std::mem::take(&mut self.queue);
        let mut sink = TextSink::new(&mut output, mode, self.span_start);
        let fed = feed(
            &mut self.decoder,
            &Input {
                prev: &self.prev,
                chunk: &queue,
                base: self.offset,
                end: !stream,
            },
            &mut sink,
        );
        let fatal = sink.fatal;
        self.span_start = sink.span_start();
        // Keep what the handler has not read (only after a fatal error) and the last bytes read.
        let next = match fed {
            super::run::Fed::Stopped { next } | super::run::Fed::Finished { next } => next,
            super::run::Fed::NeedMore => self.offset + queue.len() as u64,
        };
        let consumed = (next.saturating_sub(self.offset) as usize).min(queue.len());
        let mut joined = std::mem::take(&mut self.prev);
        joined.extend_from_slice(&queue[..consumed]);
        let keep_from = joined.len().saturating_sub(super::run::MAX_RESTORE);
        self.prev = joined[keep_from..].to_vec();
        self.queue = queue[consumed..].to_vec();
        self.offset = next.max(self.offset);
        if let Some(e) = fatal {
            return Err(TypeError(e));
        }
        Ok(self.serialize(output))
    }

    /// "serialize I/O queue": drop a leading U+FEFF once, for UTF-8 and UTF-16BE/LE without
    /// ignore BOM; BOM seen is set by the first item serialized.
    fn serialize(&mut self, mut output: String) -> String {
        if self.encoding.is_unicode() && !self.ignore_bom && !self.bom_seen && !output.is_empty() {
            self.bom_seen = true;
            if output.starts_with('\u{FEFF}') {
                output.drain(..'\u{FEFF}'.len_utf8());
            }
        }
        output
    }
}

/// Decode `bytes` with TextDecoder semantics, `chunks` giving the sizes of the calls made with
/// stream = true; the rest of the input is the final call.
///
/// ```
/// use mojiscope::encoding::ops::{text_decoder_chunks, TextDecoder};
/// let mut td = TextDecoder::new("shift_jis", false, false).unwrap();
/// assert_eq!(text_decoder_chunks(&mut td, b"\x8E\x9A!", &[1, 1]).unwrap(), "字!");
/// ```
pub fn text_decoder_chunks(
    decoder: &mut TextDecoder,
    bytes: &[u8],
    chunks: &[usize],
) -> Result<String, TypeError> {
    let mut out = String::new();
    let mut pos = 0;
    for &len in chunks {
        let end = (pos + len).min(bytes.len());
        out.push_str(&decoder.decode(Some(&bytes[pos..end]), true)?);
        pos = end;
    }
    out.push_str(&decoder.decode(Some(&bytes[pos..]), false)?);
    Ok(out)
}

/// Everything the BOM report says about the start of an input.
pub struct BomReport {
    pub sniff: Sniff,
    pub label: Encoding,
    pub decode_encoding: Encoding,
    /// The first (up to 8) characters "decode" produces.
    pub first_characters: Vec<u32>,
}

impl BomReport {
    /// A report on an input that starts with `start` (64 bytes are enough: 8 characters of at
    /// most 4 bytes each cannot be cut by the end of the sample).
    pub fn new(start: &[u8], label: Encoding) -> BomReport {
        let sniff = bom::sniff(start);
        let decode_encoding = sniff.decode_encoding(label);
        let decoded = decode(start, label);
        let mut first_characters: Vec<u32> = decoded.text.chars().map(|c| c as u32).collect();
        first_characters.truncate(8);
        BomReport {
            sniff,
            label,
            decode_encoding,
            first_characters,
        }
    }
}
