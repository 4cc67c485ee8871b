//! A range of bytes as people read it: "byte 7", "bytes 7–9" (both ends inside), the same in
//! the window, the command line and the reports. (JSON gives `start` and an exclusive `end`.)

use crate::i18n::{words, Lang};

/// "byte 7" or "bytes 7–9" for the bytes `start..end` (`end` exclusive), in `lang`; an empty
/// range says where it is ("no bytes, at byte 7").
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::byte_range::byte_range;
/// assert_eq!(byte_range(Lang::En, 7, 10), "bytes 7–9");
/// assert_eq!(byte_range(Lang::En, 7, 8), "byte 7");
/// assert_eq!(byte_range(Lang::En, 7, 7), "no bytes, at byte 7");
/// ```
pub fn byte_range(lang: Lang, start: u64, end: u64) -> String {
    if end > start + 1 {
        words!(
            lang,
            "range-bytes",
            from = start.to_string(),
            to = (end - 1).to_string()
        )
    } else if end == start + 1 {
        words!(lang, "range-byte", at = start.to_string())
    } else {
        words!(lang, "range-none", at = start.to_string())
    }
}
