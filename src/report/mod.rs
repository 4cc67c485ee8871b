//! What the command line and the window both print: hex and size formatting, the BOM verdict,
//! decoder and encoder steps as text rows, the JSON records and CSV, the decoded text written
//! to a stream, and a cached byte reader for restored bytes. No egui, no argument
//! parsing: `cli` and `gui` sit on top of this and never import each other.

pub mod binary;
pub mod bom;
pub mod bom_table;
pub mod byte_range;
pub mod bytes;
pub mod cause;
pub mod compare;
pub mod decision;
pub mod diff;
pub mod encode_step;
pub mod file_verdict;
pub mod labels;
pub mod ops;
pub mod page;
pub mod records;
pub mod repair;
pub mod repair_pieces;
pub mod repair_stream;
pub mod scan;
pub mod step;
pub mod tags;
pub mod text;
pub mod utf16_bits;
pub mod utf8_bits;
pub mod verdict;
pub mod write_as;

/// Bytes as spaced upper-case hex.
///
/// ```
/// assert_eq!(mojiscope::report::hex(&[0xE2, 0x82, 0xAC]), "E2 82 AC");
/// assert_eq!(mojiscope::report::hex(&[]), "");
/// ```
pub fn hex(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 3);
    for (i, b) in bytes.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        out.push_str(&format!("{b:02X}"));
    }
    out
}

/// A size for people: exact below 1 KiB, else one decimal in binary units.
///
/// ```
/// use mojiscope::report::human_size;
/// assert_eq!(human_size(1), "1 byte");
/// assert_eq!(human_size(1000), "1000 bytes");
/// assert_eq!(human_size(4 << 30), "4.0 GiB");
/// ```
pub fn human_size(n: u64) -> String {
    human_size_in(crate::i18n::Lang::En, n)
}

/// [`human_size`] in `lang`: "4,0 ГиБ" in Russian.
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::human_size_in;
/// assert_eq!(human_size_in(Lang::Ru, 4 << 30), "4,0 ГиБ");
/// assert_eq!(human_size_in(Lang::Ja, 5), "5 バイト");
/// ```
pub fn human_size_in(lang: crate::i18n::Lang, n: u64) -> String {
    const UNITS: [&str; 4] = ["kib", "mib", "gib", "tib"];
    if n < 1024 {
        return crate::i18n::words!(lang, "count-bytes", n = n);
    }
    let mut v = n as f64 / 1024.0;
    let mut u = 0;
    while v >= 1024.0 && u < UNITS.len() - 1 {
        v /= 1024.0;
        u += 1;
    }
    crate::i18n::words!(
        lang,
        "size-binary",
        value = crate::i18n::decimal(lang, v, 1),
        unit = UNITS[u]
    )
}

/// "1 error", "2 errors": a number and a noun with the right plural (nouns that take -s).
///
/// ```
/// use mojiscope::report::count;
/// assert_eq!(count(1, "error"), "1 error");
/// assert_eq!(count(0, "error"), "0 errors");
/// assert_eq!(count(3, "match"), "3 matches");
/// ```
pub fn count(n: u64, noun: &str) -> String {
    format!("{n} {}", plural(n, noun))
}

/// The noun, plural unless `n` is 1 ("match" → "matches", "byte" → "bytes").
pub fn plural(n: u64, noun: &str) -> String {
    if n == 1 {
        noun.to_string()
    } else if noun.ends_with("ch") || noun.ends_with('s') || noun.ends_with('x') {
        format!("{noun}es")
    } else {
        format!("{noun}s")
    }
}

/// "U+00E9 é" for printable characters, "U+000A" otherwise.
///
/// ```
/// use mojiscope::report::describe_code_point;
/// assert_eq!(describe_code_point(0xE9), "U+00E9 é");
/// assert_eq!(describe_code_point(0x0A), "U+000A");
/// ```
pub fn describe_code_point(c: u32) -> String {
    match char::from_u32(c) {
        Some(ch) if !ch.is_control() && !ch.is_whitespace() && c != 0xFEFF => {
            format!("U+{c:04X} {ch}")
        }
        _ => format!("U+{c:04X}"),
    }
}
