//! Real sentences: the translations Debian packages ship as gettext message catalogues
//! (/usr/share/locale/<lang>/LC_MESSAGES/<domain>.mo), read at run time so that no
//! third-party text is kept in the repository. Shared by the repair test on real sentences and
//! the repair benchmark beside ftfy.
#![allow(dead_code)]

use encoding_rs::{Encoding, UTF_8};
use std::collections::HashSet;

/// The catalogues: (language, catalogue domain, the Debian package that ships it).
pub const CATALOGUES: &[(&str, &str, &str)] = &[
    ("fr", "apt", "apt"),
    ("de", "apt", "apt"),
    ("es", "apt", "apt"),
    ("pt", "apt", "apt"),
    ("it", "apt", "apt"),
    ("ca", "apt", "apt"),
    ("da", "apt", "apt"),
    ("sv", "apt", "apt"),
    ("nb", "apt", "apt"),
    ("is", "glib20", "libglib2.0-data"),
    ("pl", "apt", "apt"),
    ("cs", "apt", "apt"),
    ("sk", "apt", "apt"),
    ("hu", "apt", "apt"),
    ("ro", "apt", "apt"),
    ("hr", "coreutils", "coreutils"),
    ("sl", "apt", "apt"),
    ("lt", "apt", "apt"),
    ("lv", "glib20", "libglib2.0-data"),
    ("et", "coreutils", "coreutils"),
    ("ru", "apt", "apt"),
    ("uk", "apt", "apt"),
    ("bg", "apt", "apt"),
    ("sr", "coreutils", "coreutils"),
    ("el", "apt", "apt"),
    ("tr", "apt", "apt"),
    ("he", "Linux-PAM", "libpam-runtime"),
    ("ar", "apt", "apt"),
    ("fa", "glib20", "libglib2.0-data"),
    ("vi", "apt", "apt"),
    ("th", "apt", "apt"),
    ("ja", "apt", "apt"),
    ("zh_CN", "apt", "apt"),
    ("zh_TW", "apt", "apt"),
    ("ko", "apt", "apt"),
];

/// Where a catalogue is.
pub fn path(lang: &str, domain: &str) -> String {
    format!("/usr/share/locale/{lang}/LC_MESSAGES/{domain}.mo")
}

/// The (msgid, msgstr) pairs of a .mo file, None if it is not one.
pub fn read_mo(data: &[u8]) -> Option<Vec<(&[u8], &[u8])>> {
    let word = |at: usize, big: bool| -> Option<usize> {
        let b: [u8; 4] = data.get(at..at.checked_add(4)?)?.try_into().ok()?;
        let w = if big {
            u32::from_be_bytes(b)
        } else {
            u32::from_le_bytes(b)
        };
        usize::try_from(w).ok()
    };
    let big = match word(0, false)? {
        0x9504_12de => false,
        0xde12_0495 => true,
        _ => return None,
    };
    let (n, originals, translations) = (word(8, big)?, word(12, big)?, word(16, big)?);
    // Each table holds n (length, offset) pairs.
    let string = |table: usize, i: usize| -> Option<&[u8]> {
        let entry = table.checked_add(i.checked_mul(8)?)?;
        let (len, at) = (word(entry, big)?, word(entry + 4, big)?);
        data.get(at..at.checked_add(len)?)
    };
    (0..n)
        .map(|i| Some((string(originals, i)?, string(translations, i)?)))
        .collect()
}

pub fn has_foreign_letter(s: &str) -> bool {
    s.chars().any(|c| !c.is_ascii() && c.is_alphabetic())
}

/// The first `limit` translations of a catalogue, in msgid order, of 20 to 200 characters on
/// one line with a letter outside ASCII (each once).
pub fn sentences(data: &[u8], limit: usize) -> Option<Vec<String>> {
    let mut entries = read_mo(data)?;
    entries.sort();
    // The header (msgid "") names the charset: "Content-Type: text/plain; charset=UTF-8".
    let header = entries
        .iter()
        .find(|(k, _)| k.is_empty())
        .map_or(&[][..], |e| e.1);
    let header = String::from_utf8_lossy(header);
    let charset = header
        .split("charset=")
        .nth(1)
        .and_then(|c| c.split_whitespace().next());
    let encoding = charset
        .and_then(|c| Encoding::for_label(c.as_bytes()))
        .unwrap_or(UTF_8);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (_, translation) in entries.iter().filter(|(k, _)| !k.is_empty()) {
        let first = translation.split(|&b| b == 0).next().unwrap_or_default();
        let Some(text) = encoding.decode_without_bom_handling_and_without_replacement(first) else {
            continue;
        };
        let n = text.chars().count();
        if (20..=200).contains(&n)
            && !text.chars().any(char::is_control)
            && has_foreign_letter(&text)
            && seen.insert(text.to_string())
        {
            out.push(text.into_owned());
            if out.len() == limit {
                break;
            }
        }
    }
    Some(out)
}

/// Message catalogues that hold sentences, beside the test's own: whichever of them a
/// language has on this machine.
const DOMAINS: &[&str] = &[
    "apt",
    "coreutils",
    "glib20",
    "Linux-PAM",
    "dpkg",
    "tar",
    "bash",
    "grep",
    "sed",
    "findutils",
    "diffutils",
    "gettext-runtime",
    "libc",
    "util-linux",
];

/// About 1 MB of distinct real sentences, one a line, from every catalogue there is (the
/// languages interleaved); None when a catalogue of [`CATALOGUES`] is missing.
pub fn megabyte() -> Option<String> {
    let mut all = Vec::new();
    for &(lang, domain, _) in CATALOGUES {
        // The test's catalogue must be there; the others add what they have.
        std::fs::metadata(path(lang, domain)).ok()?;
        for d in DOMAINS {
            if let Some(s) = std::fs::read(path(lang, d))
                .ok()
                .and_then(|data| sentences(&data, usize::MAX))
            {
                all.push(s);
            }
        }
    }
    // Interleave the languages, so that every part of the text is many of them.
    let mut seen = std::collections::HashSet::new();
    let mut out = String::new();
    for i in 0.. {
        let before = out.len();
        for s in &all {
            if let Some(line) = s.get(i)
                && seen.insert(line.as_str())
            {
                out.push_str(line);
                out.push('\n');
            }
        }
        if out.len() == before || out.len() >= 1 << 20 {
            break;
        }
    }
    Some(out)
}
