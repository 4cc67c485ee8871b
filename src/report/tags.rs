//! The names of the code points that are never shown raw, in the window or on a terminal:
//! controls, bidi controls and invisible characters, each as a short tag (`ESC`, `RLO`,
//! `ZWSP`) drawn in a box in the window and written `⟨ESC⟩` by the commands. And which of
//! them a terminal would act on rather than show (move the cursor, recolour, retitle, reorder
//! the line), so that no report about a file writes one raw.

use crate::shell::acts_on_terminal;

const C0: [&str; 32] = [
    "NUL", "SOH", "STX", "ETX", "EOT", "ENQ", "ACK", "BEL", "BS", "HT", "LF", "VT", "FF", "CR",
    "SO", "SI", "DLE", "DC1", "DC2", "DC3", "DC4", "NAK", "SYN", "ETB", "CAN", "EM", "SUB", "ESC",
    "FS", "GS", "RS", "US",
];

const C1: [&str; 32] = [
    "PAD", "HOP", "BPH", "NBH", "IND", "NEL", "SSA", "ESA", "HTS", "HTJ", "VTS", "PLD", "PLU",
    "RI", "SS2", "SS3", "DCS", "PU1", "PU2", "STS", "CCH", "MW", "SPA", "EPA", "SOS", "SGCI",
    "SCI", "CSI", "ST", "OSC", "PM", "APC",
];

/// The tag for a control, bidi or invisible code point, if it is one.
///
/// ```
/// use mojiscope::report::tags::tag;
/// assert_eq!(tag(0x1B), Some("ESC"));
/// assert_eq!(tag(0x9B), Some("CSI"));
/// assert_eq!(tag(0x202E), Some("RLO"));
/// assert_eq!(tag('a' as u32), None);
/// ```
pub fn tag(cp: u32) -> Option<&'static str> {
    Some(match cp {
        0x00..=0x1F => C0[cp as usize],
        0x7F => "DEL",
        0x80..=0x9F => C1[cp as usize - 0x80],
        0xA0 => "NBSP",
        0xAD => "SHY",
        0x34F => "CGJ",
        0x61C => "ALM",
        0x115F | 0x1160 | 0x3164 | 0xFFA0 => "HF",
        0x180E => "MVS",
        0x2000..=0x200A => "SP",
        0x200B => "ZWSP",
        0x200C => "ZWNJ",
        0x200D => "ZWJ",
        0x200E => "LRM",
        0x200F => "RLM",
        0x2028 => "LS",
        0x2029 => "PS",
        0x202A => "LRE",
        0x202B => "RLE",
        0x202C => "PDF",
        0x202D => "LRO",
        0x202E => "RLO",
        0x202F => "NNBSP",
        0x205F => "MMSP",
        0x2060 => "WJ",
        0x2061..=0x2064 => "INV",
        0x2066 => "LRI",
        0x2067 => "RLI",
        0x2068 => "FSI",
        0x2069 => "PDI",
        0x206A..=0x206F => "FMT",
        0x3000 => "IDSP",
        0xFE00..=0xFE0F | 0xE0100..=0xE01EF => "VS",
        0xFEFF => "ZWNBSP",
        0xFFF9..=0xFFFB => "IA",
        0xE0000..=0xE007F => "TAG",
        0xD800..=0xDFFF => "SUR",
        0xE000..=0xF8FF | 0xF0000..=0x10FFFF => "PUA",
        _ => return None,
    })
}

/// How a terminal-bound text writes what a terminal would act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shown {
    /// As a tag, `⟨ESC⟩`, as the window shows it (a report for people).
    Tag,
    /// As a JSON escape, `\u001b` (the same JSON: such characters only occur in strings).
    Json,
}

impl Shown {
    /// How `c` is written.
    pub fn write(self, c: char, out: &mut String) {
        match self {
            Shown::Tag => {
                out.push('⟨');
                out.push_str(tag(c as u32).unwrap_or("?"));
                out.push('⟩');
            }
            Shown::Json => out.push_str(&format!("\\u{:04x}", c as u32)),
        }
    }
}

/// What UTF-8 bytes start with, for a terminal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Acting {
    /// A character a terminal would act on, this many bytes long.
    Yes(char, usize),
    /// Nothing to act on in the first character.
    No,
    /// Cut short: the bytes end before it can be told.
    Cut,
}

/// Whether UTF-8 `bytes` start with a character a terminal would act on, told from its bytes
/// (an ASCII control; C2 80–9F, the C1 controls; D8 9C; E2 80 8E–8F, AA–AE and E2 81 A6–A9,
/// the bidi controls).
///
/// ```
/// use mojiscope::report::tags::{acting, Acting};
/// assert_eq!(acting(b"\x1b[31m"), Acting::Yes('\x1b', 1));
/// assert_eq!(acting("\u{9B}".as_bytes()), Acting::Yes('\u{9B}', 2));
/// assert_eq!(acting("\u{202E}x".as_bytes()), Acting::Yes('\u{202E}', 3));
/// assert_eq!(acting("—".as_bytes()), Acting::No);
/// assert_eq!(acting(b"\xE2\x80"), Acting::Cut);
/// for c in (0..=0x10FFFF).filter_map(char::from_u32) {
///     let mut buf = [0; 4];
///     let yes = matches!(acting(c.encode_utf8(&mut buf).as_bytes()), Acting::Yes(..));
///     assert_eq!(yes, mojiscope::shell::acts_on_terminal(c), "{c:?}");
/// }
/// ```
pub fn acting(bytes: &[u8]) -> Acting {
    let yes = |n: usize| {
        std::str::from_utf8(&bytes[..n])
            .ok()
            .and_then(|s| s.chars().next())
            .map_or(Acting::No, |c| Acting::Yes(c, n))
    };
    match *bytes {
        [] => Acting::Cut,
        [b, ..] if b < 0x80 => {
            if acts_on_terminal(b as char) {
                Acting::Yes(b as char, 1)
            } else {
                Acting::No
            }
        }
        [0xC2 | 0xD8] | [0xE2] | [0xE2, 0x80 | 0x81] => Acting::Cut,
        [0xC2, 0x80..=0x9F, ..] | [0xD8, 0x9C, ..] => yes(2),
        [0xE2, 0x80, 0x8E | 0x8F | 0xAA..=0xAE, ..] | [0xE2, 0x81, 0xA6..=0xA9, ..] => yes(3),
        _ => Acting::No,
    }
}

/// Whether `b` may start a character a terminal would act on.
#[inline]
pub fn may_act(b: u8) -> bool {
    (b < 0x20 && b != b'\t' && b != b'\n') || matches!(b, 0x7F | 0xC2 | 0xD8 | 0xE2)
}

/// Where the first byte that [`may_act`] is, eight bytes at a time.
pub fn first_may_act(bytes: &[u8]) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // Nonzero when a byte of `x` is below `n` or equal to `b` (the usual tricks; a flag may be
    // wrong after a true one, which the byte-by-byte look settles).
    let below = |x: u64, n: u8| x.wrapping_sub(ONES * n as u64) & !x & HIGH;
    let equal = |x: u64, b: u8| below(x ^ (ONES * b as u64), 1);
    let mut words = bytes.chunks_exact(8);
    let mut at = 0;
    for word in words.by_ref() {
        let x = u64::from_le_bytes(word.try_into().unwrap_or([0; 8]));
        let any =
            below(x, 0x20) | equal(x, 0x7F) | equal(x, 0xC2) | equal(x, 0xD8) | equal(x, 0xE2);
        if any != 0
            && let Some(i) = word.iter().position(|&b| may_act(b))
        {
            return Some(at + i);
        }
        at += 8;
    }
    words
        .remainder()
        .iter()
        .position(|&b| may_act(b))
        .map(|i| at + i)
}
