//! What the views say about arbitrary bytes: the patterns behind UTF-8 errors (at every
//! offset), the bit layout a lead byte announces, the file's content by its magic bytes. No
//! panic, and the layouts agree with encoding_rs: a complete layout that is not refused is
//! exactly the character encoding_rs decodes from those bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mojiscope::detect::binary::identify;
use mojiscope::encoding::error_classes::utf8_pattern;
use mojiscope::i18n::Lang;
use mojiscope::report::utf8_bits::utf8_layout;

fuzz_target!(|data: &[u8]| {
    let _ = identify(data);
    for at in 0..data.len() {
        if let Some(p) = utf8_pattern(data, at) {
            for lang in Lang::ALL {
                let _ = p.description(lang);
            }
            let _ = p.suggests();
        }
        if let Some(l) = utf8_layout(&data[at..]) {
            assert!(l.bytes.len() <= l.len && l.len <= 6);
            assert_eq!(&data[at..at + l.bytes.len()], &l.bytes[..]);
            let (text, malformed) = encoding_rs::UTF_8.decode_without_bom_handling(&l.bytes);
            if l.complete() && l.refused_because().is_none() {
                assert!(!malformed, "{:02X?} is refused by encoding_rs", l.bytes);
                assert_eq!(
                    text.chars().map(|c| c as u32).collect::<Vec<_>>(),
                    vec![l.value]
                );
            } else if l.complete() {
                assert!(malformed, "{:02X?} is accepted by encoding_rs", l.bytes);
            }
        }
    }
});
