//! A `Content-Type` header as Fetch reads it: "extract a MIME type" (the header's values split
//! on commas outside quotes, each parsed with MIME Sniffing's "parse a MIME type", the last
//! valid one winning, with its charset kept when a later value of the same essence has none)
//! and "legacy extract an encoding" (the charset parameter, through "get an encoding").

use crate::encoding::{get_encoding, Encoding};

/// A parsed MIME type: essence lower-cased, parameters in order (names lower-cased).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MimeType {
    pub type_: String,
    pub subtype: String,
    pub parameters: Vec<(String, String)>,
}

impl MimeType {
    /// "text/html".
    pub fn essence(&self) -> String {
        format!("{}/{}", self.type_, self.subtype)
    }

    /// The value of the parameter `name`, if present.
    pub fn parameter(&self, name: &str) -> Option<&str> {
        self.parameters
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }
}

/// HTTP whitespace: tab, LF, CR, space.
fn is_http_space(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r' | ' ')
}

/// An HTTP token code point.
fn is_token(c: char) -> bool {
    c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c)
}

/// An HTTP quoted-string token code point.
fn is_quoted_string_token(c: char) -> bool {
    matches!(c, '\t' | ' '..='~' | '\u{80}'..='\u{FF}')
}

/// MIME Sniffing's "parse a MIME type"; None for failure.
///
/// ```
/// use mojiscope::decide::mime::parse_mime_type;
/// let m = parse_mime_type(" Text/HTML ; Charset=\"Shift_JIS\" ;x").unwrap();
/// assert_eq!(m.essence(), "text/html");
/// assert_eq!(m.parameter("charset"), Some("Shift_JIS"));
/// assert_eq!(parse_mime_type("text"), None);
/// ```
pub fn parse_mime_type(input: &str) -> Option<MimeType> {
    // 1. Remove leading and trailing HTTP whitespace.
    let s: Vec<char> = input.trim_matches(is_http_space).chars().collect();
    let mut p = 0;
    // 3–5. The type: token code points up to '/'.
    let start = p;
    while p < s.len() && s[p] != '/' {
        p += 1;
    }
    let type_: String = s[start..p].iter().collect();
    if type_.is_empty() || !type_.chars().all(is_token) || p >= s.len() {
        return None;
    }
    p += 1;
    // 7–10. The subtype: up to ';', trailing whitespace removed.
    let start = p;
    while p < s.len() && s[p] != ';' {
        p += 1;
    }
    let subtype: String = s[start..p].iter().collect();
    let subtype = subtype.trim_end_matches(is_http_space).to_string();
    if subtype.is_empty() || !subtype.chars().all(is_token) {
        return None;
    }
    let mut mime = MimeType {
        type_: type_.to_ascii_lowercase(),
        subtype: subtype.to_ascii_lowercase(),
        parameters: Vec::new(),
    };
    // 11. The parameters.
    while p < s.len() {
        // Past ';' and whitespace.
        p += 1;
        while p < s.len() && is_http_space(s[p]) {
            p += 1;
        }
        let start = p;
        while p < s.len() && s[p] != ';' && s[p] != '=' {
            p += 1;
        }
        let name: String = s[start..p].iter().collect::<String>().to_ascii_lowercase();
        if p < s.len() {
            if s[p] == ';' {
                continue;
            }
            p += 1;
        }
        if p >= s.len() {
            break;
        }
        let value: String = if s[p] == '"' {
            let (v, next) = collect_quoted_string(&s, p);
            p = next;
            while p < s.len() && s[p] != ';' {
                p += 1;
            }
            v
        } else {
            let start = p;
            while p < s.len() && s[p] != ';' {
                p += 1;
            }
            let v: String = s[start..p].iter().collect();
            let v = v.trim_end_matches(is_http_space).to_string();
            if v.is_empty() {
                continue;
            }
            v
        };
        let valid = !name.is_empty()
            && name.chars().all(is_token)
            && value.chars().all(is_quoted_string_token);
        if valid && mime.parameter(&name).is_none() {
            mime.parameters.push((name, value));
        }
    }
    Some(mime)
}

/// Fetch's "collect an HTTP quoted string" with the extract-value flag, from the '"' at `p`:
/// the value and the position after the closing quote (or the end).
fn collect_quoted_string(s: &[char], mut p: usize) -> (String, usize) {
    let mut value = String::new();
    p += 1;
    while p < s.len() {
        match s[p] {
            '"' => return (value, p + 1),
            '\\' => {
                p += 1;
                match s.get(p) {
                    Some(&c) => value.push(c),
                    None => {
                        value.push('\\');
                        return (value, p);
                    }
                }
            }
            c => value.push(c),
        }
        p += 1;
    }
    (value, p)
}

/// Fetch's "getting, decoding, and splitting" of a header value: split on commas outside
/// double quotes, each value with its HTTP tab-or-space trimmed.
fn split_header_values(value: &str) -> Vec<String> {
    let mut values = Vec::new();
    let mut current = String::new();
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                current.push(c);
                // A quoted string, escapes included, up to its closing quote.
                while let Some(q) = chars.next() {
                    current.push(q);
                    if q == '\\' {
                        if let Some(e) = chars.next() {
                            current.push(e);
                        }
                    } else if q == '"' {
                        break;
                    }
                }
            }
            ',' => values.push(std::mem::take(&mut current)),
            c => current.push(c),
        }
    }
    values.push(current);
    values
        .into_iter()
        .map(|v| v.trim_matches(|c| c == '\t' || c == ' ').to_string())
        .collect()
}

/// Fetch's "extract a MIME type" from a `Content-Type` header value: None for failure.
///
/// ```
/// use mojiscope::decide::mime::extract_mime_type;
/// // A later value of the same essence without a charset keeps the earlier charset.
/// let m = extract_mime_type("text/html;charset=gbk, text/html").unwrap();
/// assert_eq!(m.parameter("charset"), Some("gbk"));
/// // Another essence starts over.
/// let m = extract_mime_type("text/html;charset=gbk, text/plain").unwrap();
/// assert_eq!(m.parameter("charset"), None);
/// assert_eq!(extract_mime_type("nonsense"), None);
/// ```
pub fn extract_mime_type(header: &str) -> Option<MimeType> {
    let mut charset: Option<String> = None;
    let mut essence: Option<String> = None;
    let mut mime: Option<MimeType> = None;
    for value in split_header_values(header) {
        let Some(mut parsed) = parse_mime_type(&value) else {
            continue;
        };
        if parsed.essence() == "*/*" {
            continue;
        }
        let this = parsed.essence();
        if essence.as_deref() != Some(this.as_str()) {
            charset = parsed.parameter("charset").map(str::to_string);
            essence = Some(this);
        } else if parsed.parameter("charset").is_none()
            && let Some(c) = &charset
        {
            parsed.parameters.push(("charset".into(), c.clone()));
        }
        mime = Some(parsed);
    }
    mime
}

/// Fetch's "legacy extract an encoding": the encoding the header's charset names, if any.
///
/// ```
/// use mojiscope::decide::mime::legacy_extract_encoding;
/// use mojiscope::encoding::Encoding;
/// assert_eq!(legacy_extract_encoding("text/html; charset=Shift_JIS"), Some(Encoding::ShiftJis));
/// assert_eq!(legacy_extract_encoding("text/html; charset=nonsense"), None);
/// assert_eq!(legacy_extract_encoding("text/html"), None);
/// ```
pub fn legacy_extract_encoding(header: &str) -> Option<Encoding> {
    let mime = extract_mime_type(header)?;
    get_encoding(mime.parameter("charset")?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parameters_as_the_mime_sniffing_standard_parses_them() {
        let m = parse_mime_type("text/html;charset=\"a\\\"b\";charset=second;x=").unwrap();
        assert_eq!(m.parameters, vec![("charset".into(), "a\"b".into())]);
        let m = parse_mime_type("text/html ; charset = utf-8").unwrap();
        // A space before '=' makes the name "charset " (not a token): dropped.
        assert_eq!(m.parameter("charset"), None);
        let m = parse_mime_type("text/html;;;charset=utf-8").unwrap();
        assert_eq!(m.parameter("charset"), Some("utf-8"));
        assert_eq!(parse_mime_type("text/ html"), None);
        assert_eq!(parse_mime_type("te xt/html"), None);
    }

    #[test]
    fn header_values_split_outside_quotes() {
        assert_eq!(
            split_header_values("text/html;charset=\"a,b\", text/plain"),
            vec!["text/html;charset=\"a,b\"", "text/plain"]
        );
        let m = extract_mime_type("text/plain, */*, text/html;charset=koi8-r").unwrap();
        assert_eq!(m.essence(), "text/html");
        assert_eq!(m.parameter("charset"), Some("koi8-r"));
    }
}
