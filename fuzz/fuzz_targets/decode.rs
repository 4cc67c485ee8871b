//! The decode operations against encoding_rs: the same text (or the same fatal error), whole
//! and split into TextDecoder stream calls anywhere.
#![no_main]

mod common;

use libfuzzer_sys::fuzz_target;
use mojiscope::encoding::ops::{self, DecodeOp, TextDecoder};

fn rs(e: mojiscope::encoding::Encoding) -> &'static encoding_rs::Encoding {
    encoding_rs::Encoding::for_label(e.name().as_bytes()).unwrap()
}

fuzz_target!(|data: &[u8]| {
    let Some((options, rest)) = common::options_and_input(data) else {
        return;
    };
    let [cut, bytes @ ..] = rest else { return };
    let e = options.encoding;
    match options.op {
        DecodeOp::Decode => {
            let ours = ops::decode(bytes, e);
            let (text, used, _) = rs(e).decode(bytes);
            assert_eq!(ours.text, text);
            assert_eq!(ours.encoding.name(), used.name());
        }
        DecodeOp::NoBom => {
            let (text, _) = rs(e).decode_without_bom_handling(bytes);
            assert_eq!(ops::decode_without_bom_handling(bytes, e), text);
        }
        DecodeOp::Utf8Decode => {
            let (text, _) = encoding_rs::UTF_8.decode_with_bom_removal(bytes);
            assert_eq!(ops::utf8_decode(bytes), text);
        }
        DecodeOp::Utf8DecodeWithoutBom => {
            let (text, _) = encoding_rs::UTF_8.decode_without_bom_handling(bytes);
            assert_eq!(ops::utf8_decode_without_bom(bytes), text);
        }
        DecodeOp::Utf8DecodeWithoutBomOrFail => {
            let theirs =
                encoding_rs::UTF_8.decode_without_bom_handling_and_without_replacement(bytes);
            assert_eq!(
                ops::utf8_decode_without_bom_or_fail(bytes).ok(),
                theirs.map(|t| t.into_owned())
            );
        }
        DecodeOp::TextDecoder => {
            // Whole, then split at `cut`: the same result.
            let whole = TextDecoder::with_encoding(e, options.fatal, options.ignore_bom)
                .unwrap()
                .decode(Some(bytes), false);
            let at = (*cut as usize).min(bytes.len());
            let mut td = TextDecoder::with_encoding(e, options.fatal, options.ignore_bom).unwrap();
            let split = td
                .decode(Some(&bytes[..at]), true)
                .and_then(|a| td.decode(Some(&bytes[at..]), false).map(|b| a + &b));
            assert_eq!(whole.as_ref().ok(), split.as_ref().ok());
            let mut decoder = if options.ignore_bom || !e.is_unicode() {
                rs(e).new_decoder_without_bom_handling()
            } else {
                rs(e).new_decoder_with_bom_removal()
            };
            let mut text = String::with_capacity(bytes.len() * 4 + 16);
            if options.fatal {
                let (result, _) =
                    decoder.decode_to_string_without_replacement(bytes, &mut text, true);
                let ok = result == encoding_rs::DecoderResult::InputEmpty;
                assert_eq!(whole.is_ok(), ok);
                if ok {
                    assert_eq!(whole.unwrap(), text);
                }
            } else {
                let _ = decoder.decode_to_string(bytes, &mut text, true);
                assert_eq!(whole.unwrap(), text);
            }
        }
    }
});
