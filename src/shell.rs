//! Paths as a shell reads them back, for the commands mojiscope prints (to reproduce a run, to
//! fix a file): one word, byte for byte, whatever the name holds; and what a terminal acts on
//! instead of showing, which no printed word may hold raw.

/// Whether a terminal acts on `c` instead of showing it: every C0 control but tab and line
/// feed, DEL, every C1 control (an 8-bit CSI starts an escape sequence), and the bidi controls
/// that reorder the rest of a line.
pub fn acts_on_terminal(c: char) -> bool {
    matches!(c as u32,
        0x00..=0x08 | 0x0B..=0x1F | 0x7F..=0x9F | 0x061C | 0x200E | 0x200F | 0x202A..=0x202E
        | 0x2066..=0x2069)
}

/// A path's bytes, as a shell passes them (for [`shell_word`]).
pub fn path_bytes(path: &std::ffi::OsStr) -> Vec<u8> {
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        path.as_bytes().to_vec()
    }
    #[cfg(not(unix))]
    {
        path.to_string_lossy().as_bytes().to_vec()
    }
}

/// A path's bytes as one word a shell reads back as the same file: as it is when it is plain,
/// in single quotes when it is printable UTF-8, else in `$'…'` with the other bytes as `\xNN`
/// (bash, zsh, ksh and POSIX.1-2024 sh read it), never raw control characters; a path that
/// starts with `-` (an option to the command) after `./` (`-` alone is standard input).
///
/// ```
/// use mojiscope::shell::shell_word;
/// assert_eq!(shell_word(b"notes/caf.txt"), "notes/caf.txt");
/// assert_eq!(shell_word("it's café.txt".as_bytes()), r"'it'\''s café.txt'");
/// assert_eq!(shell_word(b"caf\xE9\x1B.txt"), r"$'caf\xe9\x1b.txt'");
/// assert_eq!(shell_word(b"-n.txt"), "./-n.txt");
/// assert_eq!(shell_word(b"-"), "-");
/// ```
pub fn shell_word(bytes: &[u8]) -> String {
    if bytes.starts_with(b"-") && bytes != b"-" {
        return shell_word(&[&b"./"[..], bytes].concat());
    }
    let plain = |b: &u8| b.is_ascii_alphanumeric() || b"-_./".contains(b);
    if !bytes.is_empty() && bytes.iter().all(plain) {
        return String::from_utf8_lossy(bytes).into_owned();
    }
    let printable = std::str::from_utf8(bytes)
        .ok()
        .filter(|s| !s.chars().any(|c| c.is_control() || acts_on_terminal(c)));
    if let Some(s) = printable {
        return format!("'{}'", s.replace('\'', "'\\''"));
    }
    format!("$'{}'", backslashed(bytes, &['\'', '\\']))
}

/// `bytes` for a quoted string whose escapes are C's (bash's `$'…'`, PHP's double quotes):
/// each of `special` after a backslash, a control character or one a terminal acts on as its
/// UTF-8 bytes in `\xNN`, a byte that is not UTF-8 so too, the rest as it is.
///
/// ```
/// use mojiscope::shell::backslashed;
/// assert_eq!(backslashed(b"a'b\x1b\xe9", &['\'', '\\']), r"a\'b\x1b\xe9");
/// ```
pub fn backslashed(bytes: &[u8], special: &[char]) -> String {
    let mut out = String::new();
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if special.contains(&c) {
                out.push('\\');
                out.push(c);
            } else if c.is_control() || acts_on_terminal(c) {
                let mut buf = [0; 4];
                for b in c.encode_utf8(&mut buf).bytes() {
                    out.push_str(&format!("\\x{b:02x}"));
                }
            } else {
                out.push(c);
            }
        }
        for b in chunk.invalid() {
            out.push_str(&format!("\\x{b:02x}"));
        }
    }
    out
}
