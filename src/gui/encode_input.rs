//! What the encoder runs over, shared by the Encode panel and the Stepper's encoder mode: the
//! decoded text in view or typed text, the encoding, the error mode (one run of it is
//! `encoded.rs`).

use crate::encoding::encode_run::EncoderErrorMode;
use crate::encoding::Encoding;

/// Most characters taken from the view (a run keeps every step: about 30 000 at most).
pub const MAX_CHARS: usize = 2000;

#[derive(Clone, Debug, PartialEq)]
pub struct EncodeInput {
    pub typed: String,
    /// Encode the typed text (else the decoded text in view, when a document is open).
    pub use_typed: bool,
    pub target: Encoding,
    /// Error mode fatal (the run stops at the first character the encoding lacks) instead of
    /// html (`&#N;`).
    pub fatal: bool,
}

impl Default for EncodeInput {
    fn default() -> Self {
        EncodeInput {
            typed: "Grüße, 世界! 😀 ¥100 − ½".into(),
            use_typed: false,
            target: Encoding::ShiftJis,
            fatal: false,
        }
    }
}

impl EncodeInput {
    pub fn mode(&self) -> EncoderErrorMode {
        if self.fatal {
            EncoderErrorMode::Fatal
        } else {
            EncoderErrorMode::Html
        }
    }
}
