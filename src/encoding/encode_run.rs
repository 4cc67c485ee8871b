//! Running an encoder ("encode", error mode html or fatal).
//!
//! In error mode html, an error with a code point puts `&#N;` (N in base ten) in front of the
//! rest of the input, and those ASCII code points are then encoded in turn, so every handler
//! call, including the ones for the reference, is a step. (The current standard pushes the
//! reference's bytes straight to the output; the bytes are the same, because every encoder
//! handles ASCII in its initial or current state, and the ISO-2022-JP encoder switches to ASCII
//! before it returns the error.)

use super::encoder::Encoder;
use super::handler::{CodePointItem, EncodeResult};
use super::names::Encoding;
use super::rules::EncodeOutcome;
use crate::i18n::{words, Lang};

/// Error mode of an encoder run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum EncoderErrorMode {
    #[default]
    Html,
    Fatal,
}

/// Where a code point in the encoder's input came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Origin {
    /// The input text, at this byte offset of its source.
    Input(u64),
    /// A character of the `&#N;` reference that html mode inserted for the unencodable code
    /// point read at this source offset.
    Html { for_offset: u64 },
    /// End-of-queue.
    End,
}

/// One encoder handler call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncodeStep {
    pub item: CodePointItem,
    pub origin: Origin,
    pub before: Encoder,
    pub after: Encoder,
    pub outcome: EncodeOutcome,
    /// Offset in the output where this step's bytes start.
    pub output_offset: u64,
    /// The run's error mode (what an error leads to).
    pub mode: EncoderErrorMode,
}

impl EncodeStep {
    pub fn code_point(&self) -> Option<u32> {
        match self.item {
            CodePointItem::CodePoint(cp) => Some(cp),
            CodePointItem::EndOfQueue => None,
        }
    }

    /// The step in words, in `lang`: the handler's rule, what the run's error mode does with
    /// an error, and whether the code point comes from a character reference.
    pub fn explanation(&self, lang: Lang) -> String {
        let rule = Encoder::explain(lang, &self.before, self.item, &self.outcome);
        let text = match (self.outcome.result, self.mode) {
            (EncodeResult::Error(cp), EncoderErrorMode::Html) => {
                words!(lang, "explain-encode-error-html", rule = rule, number = cp)
            }
            (EncodeResult::Error(_), EncoderErrorMode::Fatal) => {
                words!(lang, "explain-encode-error-fatal", rule = rule)
            }
            _ => rule,
        };
        match self.origin {
            Origin::Html { .. } => words!(lang, "explain-encode-in-a-reference", rule = text),
            _ => text,
        }
    }
}

/// An unencodable code point replaced by a character reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replaced {
    /// The code point the error carried (U+FFFD for ISO-2022-JP's SO, SI and ESC).
    pub code_point: u32,
    /// Source offset of the input character that caused it.
    pub source_offset: u64,
    /// Where `&#N;` starts in the output, and its length.
    pub output_offset: u64,
    pub output_len: u64,
}

/// An encoder run fed one code point at a time.
#[derive(Clone, Debug)]
pub struct EncodeRun {
    pub encoder: Encoder,
    pub mode: EncoderErrorMode,
    /// Bytes written so far.
    pub written: u64,
    pub replaced: Vec<Replaced>,
}

/// An encoder run stopped at an error in fatal mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncodeError {
    pub code_point: u32,
    pub source_offset: u64,
}

impl EncodeRun {
    /// A run for `encoding`'s output encoding (replacement and UTF-16BE/LE encode as UTF-8).
    pub fn new(encoding: Encoding, mode: EncoderErrorMode) -> EncodeRun {
        let encoder =
            Encoder::new(encoding.output_encoding()).expect("output encodings have encoders");
        EncodeRun {
            encoder,
            mode,
            written: 0,
            replaced: Vec::new(),
        }
    }

    /// Encode one code point read from the input at `source_offset`.
    pub fn push(
        &mut self,
        code_point: u32,
        source_offset: u64,
        out: &mut Vec<u8>,
        on_step: &mut dyn FnMut(&EncodeStep),
    ) -> Result<(), EncodeError> {
        self.process(
            CodePointItem::CodePoint(code_point),
            Origin::Input(source_offset),
            out,
            on_step,
        )
    }

    /// Handle end-of-queue (ISO-2022-JP may first switch back to ASCII).
    pub fn finish(&mut self, out: &mut Vec<u8>, on_step: &mut dyn FnMut(&EncodeStep)) {
        // End-of-queue never errors.
        let _ = self.process(CodePointItem::EndOfQueue, Origin::End, out, on_step);
    }

    fn process(
        &mut self,
        first: CodePointItem,
        origin: Origin,
        out: &mut Vec<u8>,
        on_step: &mut dyn FnMut(&EncodeStep),
    ) -> Result<(), EncodeError> {
        // A small input queue in front of the rest: the item itself, restored items, and
        // html references.
        let mut queue: Vec<(CodePointItem, Origin)> = vec![(first, origin)];
        while let Some((item, origin)) = queue.pop() {
            let before = self.encoder;
            let outcome = self.encoder.handle(item);
            let step = EncodeStep {
                item,
                origin,
                before,
                after: self.encoder,
                outcome,
                output_offset: self.written,
                mode: self.mode,
            };
            on_step(&step);
            if outcome.restore {
                queue.push((item, origin));
            }
            // Reading an empty queue gives end-of-queue again: the run goes on until a
            // handler returns finished (ISO-2022-JP first writes ESC ( B).
            if item == CodePointItem::EndOfQueue
                && !matches!(outcome.result, EncodeResult::Finished)
            {
                queue.push((item, origin));
            }
            match outcome.result {
                EncodeResult::Bytes { .. } => {
                    let bytes = outcome.result.output();
                    out.extend_from_slice(bytes);
                    self.written += bytes.len() as u64;
                }
                EncodeResult::Error(cp) => {
                    let source_offset = match origin {
                        Origin::Input(o) | Origin::Html { for_offset: o } => o,
                        Origin::End => self.written,
                    };
                    if self.mode == EncoderErrorMode::Fatal {
                        return Err(EncodeError {
                            code_point: cp,
                            source_offset,
                        });
                    }
                    // Prepend U+0026, U+0023, the decimal digits of the code point, U+003B.
                    let reference = format!("&#{cp};");
                    self.replaced.push(Replaced {
                        code_point: cp,
                        source_offset,
                        output_offset: self.written,
                        output_len: reference.len() as u64,
                    });
                    for c in reference.chars().rev() {
                        queue.push((
                            CodePointItem::CodePoint(c as u32),
                            Origin::Html {
                                for_offset: source_offset,
                            },
                        ));
                    }
                }
                EncodeResult::Continue | EncodeResult::Finished => {}
            }
        }
        Ok(())
    }
}

/// "encode" with error mode html: the bytes of `text` in `encoding`'s output encoding.
pub fn encode_html(text: &str, encoding: Encoding) -> Vec<u8> {
    let mut run = EncodeRun::new(encoding, EncoderErrorMode::Html);
    let mut out = Vec::with_capacity(text.len());
    let mut ignore = |_: &EncodeStep| {};
    for (offset, c) in text.char_indices() {
        // Html mode never fails.
        let _ = run.push(c as u32, offset as u64, &mut out, &mut ignore);
    }
    run.finish(&mut out, &mut ignore);
    out
}
