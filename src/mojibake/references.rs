//! Numeric character references in decoded text: `&#26085;` is what an encoder in html error
//! mode writes for a character its encoding cannot encode (the standard's "encode or fail"
//! with error mode html: `&#`, the code point in decimal, `;`), so a form posted in
//! windows-1252 sends 日 as `&#26085;`. Found here, with the character each stands for, so
//! they can be shown and resolved. The hexadecimal form `&#x65E5;` is found too (HTML writes
//! it, no encoder does).

/// One reference in a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reference {
    /// Byte range in the text (or the bytes searched).
    pub start: usize,
    pub end: usize,
    /// The number as written.
    pub value: u64,
    /// Written `&#x…;`.
    pub hex: bool,
    /// The character it stands for; None for a number that is no Unicode scalar value
    /// (a surrogate, above U+10FFFF, or 0).
    pub character: Option<char>,
}

impl Reference {
    /// What the reference is, in words.
    ///
    /// ```
    /// use mojiscope::i18n::Lang;
    /// use mojiscope::mojibake::references::find;
    /// let r = &find(b"x&#26085;")[0];
    /// assert_eq!(r.describe(Lang::En), "&#26085; is 日 (U+65E5): what an encoder in html mode writes for a character its encoding cannot encode");
    /// ```
    pub fn describe(&self, lang: crate::i18n::Lang) -> String {
        let written = if self.hex {
            format!("&#x{:X};", self.value)
        } else {
            format!("&#{};", self.value)
        };
        match self.character {
            Some(c) => crate::i18n::words!(
                lang,
                "repair-reference",
                written = written,
                character = c.to_string(),
                code_point = format!("U+{:04X}", c as u32)
            ),
            None => crate::i18n::words!(lang, "repair-reference-no-character", written = written),
        }
    }
}

/// The longest number looked at (more digits than any code point needs).
const MAX_DIGITS: usize = 8;

/// Every `&#N;` and `&#xH;` in `bytes` (ASCII, so text or the bytes of any ASCII-compatible
/// encoding), in order.
///
/// ```
/// use mojiscope::mojibake::references::find;
/// let refs = find("caf&#233; &#x65E5;&#0; &#;".as_bytes());
/// assert_eq!(refs.len(), 3);
/// assert_eq!(refs[0].character, Some('é'));
/// assert_eq!((refs[1].hex, refs[1].character), (true, Some('日')));
/// assert_eq!(refs[2].character, None);
/// ```
pub fn find(bytes: &[u8]) -> Vec<Reference> {
    let mut out = Vec::new();
    let mut i = 0;
    while i + 3 < bytes.len() {
        if bytes[i] != b'&' || bytes[i + 1] != b'#' {
            i += 1;
            continue;
        }
        let hex = matches!(bytes[i + 2], b'x' | b'X');
        let digits_at = i + 2 + hex as usize;
        let radix = if hex { 16 } else { 10 };
        let digits = bytes[digits_at..]
            .iter()
            .take(MAX_DIGITS + 1)
            .take_while(|b| (**b as char).is_digit(radix))
            .count();
        let semicolon = digits_at + digits;
        if digits == 0 || digits > MAX_DIGITS || bytes.get(semicolon) != Some(&b';') {
            i += 1;
            continue;
        }
        let text = std::str::from_utf8(&bytes[digits_at..semicolon]).unwrap_or("");
        let value = u64::from_str_radix(text, radix).unwrap_or(u64::MAX);
        let character = u32::try_from(value)
            .ok()
            .filter(|&v| v != 0)
            .and_then(char::from_u32);
        out.push(Reference {
            start: i,
            end: semicolon + 1,
            value,
            hex,
            character,
        });
        i = semicolon + 1;
    }
    out
}

/// `text` with every reference that stands for a character replaced by it (the others stay).
///
/// ```
/// use mojiscope::mojibake::references::resolve;
/// assert_eq!(resolve("&#26085;&#26412; &#x8A9E; &#0;"), "日本 語 &#0;");
/// ```
pub fn resolve(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for r in find(text.as_bytes()) {
        if let Some(c) = r.character {
            out.push_str(&text[last..r.start]);
            out.push(c);
            last = r.end;
        }
    }
    out.push_str(&text[last..]);
    out
}
