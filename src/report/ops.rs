//! The names the command line and the JSON give the decode operations.

use crate::encoding::ops::DecodeOp;
use crate::encoding::run::ErrorMode;

/// The operation's name on the command line (`--op`) and in the JSON (`"op"`).
///
/// ```
/// use mojiscope::encoding::DecodeOp;
/// use mojiscope::report::ops::{op_name, op_named};
/// assert_eq!(op_name(DecodeOp::Utf8DecodeWithoutBom), "utf8-decode-without-bom");
/// assert!(DecodeOp::ALL.iter().all(|&o| op_named(op_name(o)) == Some(o)));
/// ```
pub fn op_name(op: DecodeOp) -> &'static str {
    match op {
        DecodeOp::Decode => "decode",
        DecodeOp::NoBom => "no-bom",
        DecodeOp::Utf8Decode => "utf8-decode",
        DecodeOp::Utf8DecodeWithoutBom => "utf8-decode-without-bom",
        DecodeOp::Utf8DecodeWithoutBomOrFail => "utf8-decode-without-bom-or-fail",
        DecodeOp::TextDecoder => "textdecoder",
    }
}

/// The operation of that name.
pub fn op_named(name: &str) -> Option<DecodeOp> {
    DecodeOp::ALL.into_iter().find(|&op| op_name(op) == name)
}

/// "fatal" or "replacement".
pub fn error_mode_name(mode: ErrorMode) -> &'static str {
    match mode {
        ErrorMode::Fatal => "fatal",
        _ => "replacement",
    }
}
