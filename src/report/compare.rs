//! The comparison of decodings as the command line prints it (a table of rows, then the bytes
//! with what each encoding made of them underneath, aligned) and as JSON. The window draws the
//! same cells.

use super::count;
use crate::mojibake::compare::{Made, Row, Unit};

/// How a character shows in a cell: controls as their pictures, C1 controls as superscript
/// hex, invisible characters by code point, combining marks on a dotted circle.
///
/// ```
/// use mojiscope::report::compare::visible;
/// assert_eq!(visible('\n', 1), "␊");
/// assert_eq!(visible('\u{85}', 1), "⁸⁵");
/// assert_eq!(visible('\u{FEFF}', 3), "U+FEFF");
/// assert_eq!(visible('\u{301}', 1), "◌\u{301}");
/// assert_eq!(visible('\u{E48}', 1), "◌\u{E48}"); // Thai mai ek, a tone mark
/// assert_eq!(visible('é', 2), "é");
/// ```
pub fn visible(c: char, bytes: usize) -> String {
    let cp = c as u32;
    match cp {
        0..=0x1F => char::from_u32(0x2400 + cp).unwrap_or('?').to_string(),
        0x7F => "␡".to_string(),
        0x80..=0x9F => {
            const SUP: [char; 16] = [
                '⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹', 'ᵃ', 'ᵇ', 'ᶜ', 'ᵈ', 'ᵉ', 'ᶠ',
            ];
            [SUP[(cp >> 4) as usize], SUP[(cp & 15) as usize]]
                .iter()
                .collect()
        }
        0xA0 => "⍽".to_string(),
        0xAD | 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x2064 | 0xFEFF => {
            if bytes >= 2 {
                format!("U+{cp:04X}")
            } else {
                "·".to_string()
            }
        }
        // Private use (x-user-defined's bytes 80–FF): no glyph anywhere.
        0xE000..=0xF8FF => "▯".to_string(),
        // A combining mark alone (a Thai vowel or tone, a Hebrew point, an Arabic haraka, an
        // accent) goes on a dotted circle, so it takes its own column.
        _ if unicode_width::UnicodeWidthChar::width(c) == Some(0) => format!("◌{c}"),
        _ => c.to_string(),
    }
}

/// A unit's cell text.
pub fn cell(unit: &Unit) -> String {
    let bytes = (unit.end - unit.start) as usize;
    match &unit.made {
        Made::Error => "\u{FFFD}".to_string(),
        Made::Nothing => String::new(),
        Made::Text(t) => t.chars().map(|c| visible(c, bytes)).collect(),
    }
}

/// Columns a string takes in a terminal: East Asian wide characters two, combining marks
/// (Thai vowels and tones, Hebrew points, Arabic harakat) none.
///
/// ```
/// use mojiscope::report::compare::width;
/// assert_eq!(width("日本"), 4);
/// assert_eq!(width("ที่"), 1); // one consonant, a vowel and a tone mark above it
/// assert_eq!(width("שָׁ"), 1);
/// ```
pub fn width(s: &str) -> usize {
    unicode_width::UnicodeWidthStr::width(s)
}

/// The longest start of `s` that takes at most `columns` columns.
fn fit(s: &str, columns: usize) -> &str {
    let mut used = 0;
    for (i, c) in s.char_indices() {
        used += unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
        if used > columns {
            return &s[..i];
        }
    }
    s
}

/// Columns per byte in the aligned view.
const COLUMN: usize = 4;

/// The row of cells for one encoding over the bytes [from, to): each unit under its bytes.
pub fn aligned_row(units: &[Unit], from: u64, to: u64) -> String {
    let mut out = String::new();
    let mut at = from;
    for u in units {
        if u.end <= from && u.start < from {
            continue;
        }
        let start = u.start.max(from);
        if start >= to {
            break;
        }
        // A unit that began before the window shows as continuing.
        while at < start {
            out.push_str(&" ".repeat(COLUMN));
            at += 1;
        }
        let end = u.end.min(to).max(start + 1);
        let room = (end - start) as usize * COLUMN;
        let mut text = if u.start < from {
            "…".to_string()
        } else {
            cell(u)
        };
        if width(&text) >= room {
            text = fit(&text, room.saturating_sub(2)).to_string() + "…";
        }
        let pad = room.saturating_sub(width(&text));
        out.push_str(&text);
        out.push_str(&" ".repeat(pad));
        at = end;
    }
    out.trim_end().to_string()
}

/// The bytes line over the rows.
pub fn bytes_row(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|b| format!("{b:02X}{}", " ".repeat(COLUMN - 2)))
        .collect::<String>()
        .trim_end()
        .to_string()
}

/// "4 bytes, from byte 3" or "—".
fn differs(row: &Row) -> String {
    match row.first_difference {
        Some(at) => format!("{}, from byte {at}", count(row.differs, "byte")),
        None => "—".to_string(),
    }
}

/// A window of bytes to show under the table: its offset, its bytes, each row's units.
pub type Window<'a> = (u64, &'a [u8], &'a [Vec<Unit>]);

/// The comparison as the command line prints it: the table, then the window of bytes.
pub fn text(name: &str, len: u64, rows: &[Row], window: Option<Window>) -> String {
    let mut out = format!(
        "{name}: {}, each encoding's decoder alone (no BOM sniffing)\n\n",
        count(len, "byte")
    );
    let w = rows
        .iter()
        .filter_map(|r| r.encoding)
        .map(|e| e.name().len())
        .max()
        .unwrap_or(8)
        .max(8);
    out += &format!(
        "{:<w$}  {:>6}  {:>11}  {:>6}  {:>7}  differs from the row above\n",
        "encoding", "errors", "first error", "U+FFFD", "chars"
    );
    for r in rows {
        let name = r.encoding.map_or("", |e| e.name());
        let first = r.first_error.map_or("—".to_string(), |f| f.to_string());
        out += &format!(
            "{name:<w$}  {:>6}  {first:>11}  {:>6}  {:>7}  {}\n",
            r.errors,
            r.replacements,
            r.chars,
            differs(r)
        );
    }
    if let Some((from, bytes, units)) = window {
        let to = from + bytes.len() as u64;
        out += &format!("\nbytes {from}–{}:\n", to.saturating_sub(1));
        out += &format!("{:<w$}  {}\n", "", bytes_row(bytes));
        for (r, u) in rows.iter().zip(units) {
            let name = r.encoding.map_or("", |e| e.name());
            out += &format!("{name:<w$}  {}\n", aligned_row(u, from, to));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::Encoding;
    use crate::mojibake::compare::window;
    use crate::source::MemSource;

    /// Regression: a Thai vowel or tone mark (and a Hebrew point) took no column, so the rest
    /// of its row stood one column left of the bytes above it.
    #[test]
    fn rows_of_marks_stand_under_their_bytes() {
        for (bytes, encoding) in [
            (&b"\xB7\xD5\xE8\xB9\xD5\xE8"[..], Encoding::Windows874),
            (&b"\xF9\xC8\xD1\xEC\xE5\xC9"[..], Encoding::Windows1255),
        ] {
            let src = MemSource::new("x", bytes.to_vec());
            let len = bytes.len() as u64;
            let row = |e| aligned_row(&window(&src, e, 0, len).unwrap(), 0, len);
            let (marks, latin) = (row(encoding), row(Encoding::Windows1252));
            // One character a byte in both: the last cell starts at the same column.
            assert_eq!(width(&marks), width(&latin), "{marks:?} against {latin:?}");
            assert_eq!(width(&latin), (bytes.len() - 1) * COLUMN + 1);
        }
    }
}
