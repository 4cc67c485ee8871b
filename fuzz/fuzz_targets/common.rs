//! What the targets share: reading the fuzzer's bytes as decode options and an input.

use mojiscope::encoding::ops::{DecodeOp, DecodeOptions};
use mojiscope::encoding::Encoding;

/// The first two bytes choose the encoding and the operation; the rest is the input.
pub fn options_and_input(data: &[u8]) -> Option<(DecodeOptions, &[u8])> {
    let [e, o, input @ ..] = data else {
        return None;
    };
    let op = DecodeOp::ALL[(*o & 7) as usize % DecodeOp::ALL.len()];
    let mut encoding = Encoding::ALL[*e as usize % Encoding::ALL.len()];
    if op == DecodeOp::TextDecoder && encoding == Encoding::Replacement {
        encoding = Encoding::Utf8;
    }
    Some((
        DecodeOptions {
            op,
            encoding,
            fatal: o & 0x10 != 0,
            ignore_bom: o & 0x20 != 0,
        },
        input,
    ))
}
