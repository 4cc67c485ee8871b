//! What the start of a file says it is, as a sentence (the command line's `sniff` and the
//! window's banner).

use crate::detect::binary::Content;
use crate::i18n::{words, Lang};

/// "binary: ELF executable (magic bytes 7F 45 4C 46)".
///
/// ```
/// use mojiscope::detect::binary::identify;
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::binary::describe;
/// let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
/// assert_eq!(
///     describe(&identify(png).unwrap(), png, Lang::En),
///     "binary: PNG image (magic bytes 89 50 4E 47 0D 0A 1A 0A)"
/// );
/// ```
pub fn describe(content: &Content, head: &[u8], lang: Lang) -> String {
    match *content {
        Content::Format { name, magic_len } => words!(
            lang,
            "verdict-binary-format",
            format = name,
            magic = super::hex(&head[..magic_len.min(head.len())])
        ),
        Content::ControlBytes { percent } => words!(
            lang,
            "verdict-binary-control-bytes",
            percent = percent.to_string()
        ),
    }
}
