//! What a handler takes and returns (§ Encoders and decoders).
//!
//! A handler is given an item read from the input I/O queue — a byte (decoders), a code point
//! (encoders) or end-of-queue — and returns finished, one or more items, error (optionally with
//! a code point), or continue. Handlers may also *restore* items to the front of the input queue
//! ("prepend" in older editions of the standard). Every restore in the standard puts back the
//! most recently read items, in order, so an outcome records it as a count.

/// An item read from an I/O queue of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Item {
    Byte(u8),
    EndOfQueue,
}

impl Item {
    pub fn byte(self) -> Option<u8> {
        match self {
            Item::Byte(b) => Some(b),
            Item::EndOfQueue => None,
        }
    }
    pub fn is_end(self) -> bool {
        self == Item::EndOfQueue
    }
}

/// What a decoder handler returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DecodeResult {
    Continue,
    /// One code point.
    Emit(u32),
    /// Two code points (Big5 pointers 1133, 1135, 1164 and 1166).
    Emit2([u32; 2]),
    Error,
    Finished,
}

impl DecodeResult {
    /// The code points the handler returned (empty unless it emitted).
    pub fn code_points(&self) -> &[u32] {
        match self {
            DecodeResult::Emit(cp) => std::slice::from_ref(cp),
            DecodeResult::Emit2(pair) => pair,
            _ => &[],
        }
    }

    /// The word used in JSON and the UI: "continue", "emit", "error" or "finished".
    pub fn word(&self) -> &'static str {
        match self {
            DecodeResult::Continue => "continue",
            DecodeResult::Emit(_) | DecodeResult::Emit2(_) => "emit",
            DecodeResult::Error => "error",
            DecodeResult::Finished => "finished",
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, DecodeResult::Error)
    }

    pub fn is_emit(&self) -> bool {
        matches!(self, DecodeResult::Emit(_) | DecodeResult::Emit2(_))
    }
}

/// One decoder handler call: its result, how many of the most recently read bytes it restored
/// to the input queue, and the rule (spec step) that produced the result.
///
/// `R` is the rule: a decoder family's own rule enum where its handler returns it, and
/// [`super::Rule`], which gathers them all, everywhere else ([`super::Outcome`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome<R> {
    pub result: DecodeResult,
    pub restore: u8,
    pub rule: R,
}

impl<R> Outcome<R> {
    #[inline]
    pub fn new(result: DecodeResult, rule: R) -> Outcome<R> {
        Outcome {
            result,
            restore: 0,
            rule,
        }
    }
    #[inline]
    pub fn restoring(result: DecodeResult, restore: u8, rule: R) -> Outcome<R> {
        Outcome {
            result,
            restore,
            rule,
        }
    }
    /// The same outcome with its rule as another rule type holds it (a family's rule as one of
    /// all the rules).
    #[inline(always)]
    pub fn widen<S: From<R>>(self) -> Outcome<S> {
        Outcome {
            result: self.result,
            restore: self.restore,
            rule: S::from(self.rule),
        }
    }
}

/// An item read from an I/O queue of scalar values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CodePointItem {
    CodePoint(u32),
    EndOfQueue,
}

/// What an encoder handler returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EncodeResult {
    Continue,
    /// One to four bytes.
    Bytes {
        bytes: [u8; 4],
        len: u8,
    },
    /// Error with a code point (the one html mode turns into `&#N;`).
    Error(u32),
    Finished,
}

impl EncodeResult {
    #[inline]
    pub fn bytes(b: &[u8]) -> EncodeResult {
        let mut bytes = [0; 4];
        bytes[..b.len()].copy_from_slice(b);
        EncodeResult::Bytes {
            bytes,
            len: b.len() as u8,
        }
    }
    pub fn output(&self) -> &[u8] {
        match self {
            EncodeResult::Bytes { bytes, len } => &bytes[..*len as usize],
            _ => &[],
        }
    }
    pub fn word(&self) -> &'static str {
        match self {
            EncodeResult::Continue => "continue",
            EncodeResult::Bytes { .. } => "emit",
            EncodeResult::Error(_) => "error",
            EncodeResult::Finished => "finished",
        }
    }
}

/// One encoder handler call: its result, whether it restored the code point to the input queue
/// (only the ISO-2022-JP encoder does, after emitting an escape sequence), and the rule.
///
/// `R` is the rule, as for [`Outcome`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EncodeOutcome<R> {
    pub result: EncodeResult,
    pub restore: bool,
    pub rule: R,
}

impl<R> EncodeOutcome<R> {
    #[inline]
    pub fn new(result: EncodeResult, rule: R) -> EncodeOutcome<R> {
        EncodeOutcome {
            result,
            restore: false,
            rule,
        }
    }
    /// The same outcome with its rule as another rule type holds it.
    #[inline(always)]
    pub fn widen<S: From<R>>(self) -> EncodeOutcome<S> {
        EncodeOutcome {
            result: self.result,
            restore: self.restore,
            rule: S::from(self.rule),
        }
    }
}

/// Bytes as the explanations write them: "0x8E 0x9A".
pub(crate) fn hex_bytes(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("0x{b:02X}"))
        .collect::<Vec<_>>()
        .join(" ")
}
