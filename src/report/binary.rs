//! What the start of a file says it is, as a sentence (the command line's `sniff` and the
//! window's banner).

use crate::detect::binary::Content;

/// "binary: ELF executable (magic bytes 7F 45 4C 46)".
///
/// ```
/// use mojiscope::detect::binary::identify;
/// use mojiscope::report::binary::describe;
/// let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
/// assert_eq!(
///     describe(&identify(png).unwrap(), png),
///     "binary: PNG image (magic bytes 89 50 4E 47 0D 0A 1A 0A)"
/// );
/// ```
pub fn describe(content: &Content, head: &[u8]) -> String {
    match *content {
        Content::Format { name, magic_len } => format!(
            "binary: {name} (magic bytes {})",
            super::hex(&head[..magic_len.min(head.len())])
        ),
        Content::ControlBytes { percent } => format!(
            "binary: no known format, but {percent} % of the first bytes are NUL or control bytes"
        ),
    }
}
