//! How a code point is shown: never raw when it is a control character, a bidi override or
//! invisible. Those become a tag (an abbreviation drawn in a box); combining marks get a dotted
//! circle to sit on.

/// What to draw for a code point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Glyph {
    /// Draw this text as it is.
    Text(String),
    /// Draw this abbreviation in a box (a control, format or invisible character).
    Tag(&'static str),
}

pub use crate::report::tags::tag;

/// Combining marks in the scripts the samples use (there is no general category table here;
/// these ranges hold marks only).
pub fn is_combining(cp: u32) -> bool {
    matches!(cp,
        0x0300..=0x036F | 0x0483..=0x0489 | 0x0591..=0x05BD | 0x05BF | 0x05C1..=0x05C2 | 0x05C4..=0x05C5 | 0x05C7
        | 0x0610..=0x061A | 0x064B..=0x065F | 0x0670 | 0x06D6..=0x06DC | 0x06DF..=0x06E4 | 0x06E7..=0x06E8 | 0x06EA..=0x06ED
        | 0x0E31 | 0x0E34..=0x0E3A | 0x0E47..=0x0E4E | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF
        | 0x302A..=0x302F | 0x3099..=0x309A | 0xFE20..=0xFE2F)
}

/// What to draw for `cp`.
pub fn glyph(cp: u32) -> Glyph {
    if let Some(t) = tag(cp) {
        return Glyph::Tag(t);
    }
    let Some(c) = char::from_u32(cp) else {
        return Glyph::Tag("?");
    };
    if is_combining(cp) {
        return Glyph::Text(format!("\u{25CC}{c}"));
    }
    Glyph::Text(c.to_string())
}

/// One character cell of the hex view's text column: printable characters as they are,
/// everything else as a dot.
pub fn cell_char(cp: u32) -> String {
    match glyph(cp) {
        Glyph::Text(t) if cp != 0x20 => t,
        Glyph::Text(_) => " ".into(),
        Glyph::Tag(_) => "·".into(),
    }
}

/// The character as `font` can draw it, or its code point when no font here has it (never a
/// blank box that could be anything).
pub fn drawable(ui: &egui::Ui, font: &egui::FontId, cp: u32) -> String {
    let c = cell_char(cp);
    if ui.fonts_mut(|f| f.has_glyphs(font, &c)) {
        c
    } else {
        code_point_label(cp)
    }
}

/// A text as the window can show it in a label: controls and invisible characters as tags
/// (`⟨LF⟩`), characters no font here has as their code points (`U+A082`); never a blank box.
pub fn shown(ui: &egui::Ui, text: &str) -> String {
    let fonts = [
        egui::FontId::proportional(14.0),
        egui::FontId::monospace(14.0),
    ];
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match glyph(c as u32) {
            Glyph::Tag(t) => {
                out.push('⟨');
                out.push_str(t);
                out.push('⟩');
            }
            Glyph::Text(t) => {
                let has = |f: &egui::FontId| ui.fonts_mut(|x| x.has_glyphs(f, &t));
                if fonts.iter().all(has) {
                    out.push_str(&t);
                } else {
                    out.push_str(&code_point_label(c as u32));
                }
            }
        }
    }
    out
}

/// "U+5B57".
pub fn code_point_label(cp: u32) -> String {
    format!("U+{cp:04X}")
}

/// The Unicode name of a code point, or a description for those without one.
pub fn name(cp: u32) -> String {
    if let Some(c) = char::from_u32(cp)
        && let Some(n) = unicode_names2::name(c)
    {
        return n.to_string();
    }
    // Unicode's code point labels (§ 4.8), identifiers like the names themselves.
    let kind = match cp {
        0x00..=0x1F | 0x7F..=0x9F => "control",
        0xE000..=0xF8FF | 0xF0000..=0x10FFFF => "private-use",
        0xD800..=0xDFFF => "surrogate",
        _ => "reserved",
    };
    format!("<{kind}-{cp:04X}>")
}

/// The ASCII character this one is easily taken for, if any: the punctuation windows-1252
/// mojibake is made of (U+201A ‚ for a comma, U+2019 ’ for an apostrophe), dashes, spaces
/// that are not U+0020, and Cyrillic and Greek letters that look Latin.
pub fn lookalike(cp: u32) -> Option<char> {
    Some(match cp {
        0x201A | 0x00B8 | 0xFF0C | 0x060C => ',',
        0x2018 | 0x2019 | 0x201B | 0x2032 | 0x02BC | 0x00B4 | 0x0060 => '\'',
        0x201C | 0x201D | 0x201E | 0x2033 | 0x02DD => '"',
        0x2010 | 0x2011 | 0x2012 | 0x2013 | 0x2014 | 0x2212 | 0x00AD => '-',
        0x00A0 | 0x2000..=0x200A | 0x202F | 0x205F | 0x3000 => ' ',
        0x2024 | 0x00B7 | 0x2219 => '.',
        0x2039 => '<',
        0x203A => '>',
        0x02C6 => '^',
        0x02DC => '~',
        0x2044 | 0x2215 => '/',
        0x037E | 0xFF1B => ';',
        0x0410 | 0x0391 => 'A',
        0x0430 | 0x03B1 => 'a',
        0x0412 | 0x0392 => 'B',
        0x0421 => 'C',
        0x0441 => 'c',
        0x0415 | 0x0395 => 'E',
        0x0435 => 'e',
        0x041D | 0x0397 => 'H',
        0x0406 | 0x0399 => 'I',
        0x0456 => 'i',
        0x041A | 0x039A => 'K',
        0x041C | 0x039C => 'M',
        0x039D => 'N',
        0x041E | 0x039F => 'O',
        0x043E | 0x03BF => 'o',
        0x0420 | 0x03A1 => 'P',
        0x0440 => 'p',
        0x0405 => 'S',
        0x0455 => 's',
        0x0422 | 0x03A4 => 'T',
        0x0425 | 0x03A7 => 'X',
        0x0445 => 'x',
        0x0423 | 0x03A5 => 'Y',
        0x0443 => 'y',
        _ => return None,
    })
}

/// A string escaped for JSON, JavaScript, Java and C# ("\u5B57", astral characters as a
/// surrogate pair "\uD83D\uDE00"; printable ASCII stays as it is): what "Copy as escaped"
/// puts on the clipboard.
pub fn escaped(text: &str) -> String {
    escape_with(text, |c, out| {
        let mut units = [0u16; 2];
        for u in c.encode_utf16(&mut units) {
            out.push_str(&format!("\\u{u:04X}"));
        }
    })
}

/// The same for Python: "\u5B57", and "\U0001F600" beyond the BMP.
pub fn escaped_python(text: &str) -> String {
    escape_with(text, |c, out| match c as u32 {
        cp @ 0..=0xFFFF => out.push_str(&format!("\\u{cp:04X}")),
        cp => out.push_str(&format!("\\U{cp:08X}")),
    })
}

/// The same for a URL: its UTF-8 bytes percent-encoded (unreserved ASCII stays).
pub fn escaped_url(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(b as char)
            }
            b => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// Printable ASCII as it is, the usual backslash escapes, and `other` for the rest.
fn escape_with(text: &str, other: impl Fn(char, &mut String)) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            ' '..='~' => out.push(c),
            c => other(c, &mut out),
        }
    }
    out
}

/// A one-line preview of text: control, bidi and invisible characters as `⟨TAG⟩`, never raw.
pub fn preview(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match glyph(c as u32) {
            Glyph::Text(t) => out.push_str(&t),
            Glyph::Tag(t) => {
                out.push('⟨');
                out.push_str(t);
                out.push('⟩');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invisible_and_control_characters_get_tags() {
        assert_eq!(glyph(0x0A), Glyph::Tag("LF"));
        assert_eq!(glyph(0x202E), Glyph::Tag("RLO"));
        assert_eq!(glyph(0x200B), Glyph::Tag("ZWSP"));
        assert_eq!(glyph(0xFEFF), Glyph::Tag("ZWNBSP"));
        assert_eq!(glyph(0x85), Glyph::Tag("NEL"));
        assert_eq!(glyph(0x41), Glyph::Text("A".into()));
        assert_eq!(glyph(0x0301), Glyph::Text("\u{25CC}\u{301}".into()));
        assert_eq!(name(0x5B57), "CJK UNIFIED IDEOGRAPH-5B57");
        assert_eq!(escaped("a\u{5B57}\n"), "a\\u5B57\\n");
        assert_eq!(escaped("\u{1F600}'"), "\\uD83D\\uDE00'");
        assert_eq!(escaped_python("\u{2019}\u{1F600}"), "\\u2019\\U0001F600");
        assert_eq!(escaped_url("a ’"), "a%20%E2%80%99");
        assert_eq!(preview("a\u{202E}b\n"), "a⟨RLO⟩b⟨LF⟩");
        assert_eq!(lookalike(0x201A), Some(','));
        assert_eq!(lookalike(0x0430), Some('a'));
        assert_eq!(lookalike(0x2C), None);
    }
}
