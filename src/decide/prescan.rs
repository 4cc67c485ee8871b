//! HTML's "prescan a byte stream to determine its encoding" (HTML Standard, 13.2.3.2), step by
//! step, with "get an attribute", "get an XML encoding" and "extract a character encoding from
//! a meta element" (2.5.3). Every construct the loop walks over is recorded, so a person can see
//! which `<meta>` counted and why another did not.

use crate::encoding::{get_encoding, Encoding};
use crate::i18n::{words, Lang};
use std::ops::Range;

/// How many bytes the prescan looks at: the standard encourages user agents "to only prescan
/// the first 1024 bytes".
pub const PRESCAN_LIMIT: usize = 1024;

/// What the prescan found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prescan {
    /// The encoding it returns (after the corrections to UTF-8 and windows-1252), if any.
    pub encoding: Option<Encoding>,
    /// Where the encoding came from.
    pub source: PrescanSource,
    /// Every construct the loop walked over, in order.
    pub constructs: Vec<Construct>,
    /// Whether the bytes prescanned end inside a tag or a comment (the loop always runs out
    /// of bytes when no `<meta>` decides; the prescan then returns "get an XML encoding").
    pub cut: bool,
}

/// Where the prescan's result came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrescanSource {
    /// Step 2: `<?x` in UTF-16 (bytes 3C 00 3F 00 78 00 or 00 3C 00 3F 00 78).
    Utf16XmlPrefix,
    /// The `<meta>` at this index of `constructs`.
    Meta(usize),
    /// "get an XML encoding", when the loop ran out of bytes.
    XmlDeclaration,
    /// Nothing found.
    Nothing,
}

/// One construct of the loop (step 3), with the bytes it covered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Construct {
    pub range: Range<usize>,
    pub kind: ConstructKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConstructKind {
    /// `<!--` … `-->`.
    Comment,
    /// `<meta` with its attributes and what they amounted to.
    Meta(Meta),
    /// Another start or end tag (`<p`, `</div`): its attributes are read and ignored.
    Tag { name: String },
    /// `<!`, `</` or `<?` not followed by a letter: skipped to the next `>`.
    Markup,
}

/// A `<meta>` tag as the prescan reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Meta {
    /// The attributes in order (names lower-cased, values as read; repeated names skipped).
    pub attributes: Vec<(String, String)>,
    pub got_pragma: bool,
    /// null (None), true or false, as the standard's variable.
    pub need_pragma: Option<bool>,
    /// The charset variable: null (None), failure (Some(Err(label))) or an encoding.
    pub charset: Option<Result<Encoding, String>>,
    pub verdict: MetaVerdict,
}

/// Whether a `<meta>` decided the encoding, and why not when it did not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MetaVerdict {
    /// It decided: this encoding (after the corrections), and the label as written.
    Decides(Encoding),
    /// No `charset` attribute and no `content` with a charset: need pragma stayed null.
    NoDeclaration,
    /// `content` had a charset but no `http-equiv="content-type"` came with it.
    NoPragma,
    /// The label names no encoding.
    UnknownLabel(String),
    /// The loop ran out of bytes inside the tag.
    Cut,
}

impl MetaVerdict {
    /// Why the tag did or did not count, in words in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        match self {
            MetaVerdict::Decides(e) => words!(lang, "decision-meta-declares", encoding = e.name()),
            MetaVerdict::NoDeclaration => words!(lang, "decision-meta-no-declaration"),
            MetaVerdict::NoPragma => words!(lang, "decision-meta-no-pragma"),
            MetaVerdict::UnknownLabel(l) => {
                words!(
                    lang,
                    "decision-meta-unknown-label",
                    label = format!("{l:?}")
                )
            }
            MetaVerdict::Cut => words!(lang, "decision-meta-cut"),
        }
    }
}

/// Bytes the spec calls whitespace here: 09, 0A, 0C, 0D, 20.
fn is_space(b: u8) -> bool {
    matches!(b, 0x09 | 0x0A | 0x0C | 0x0D | 0x20)
}

/// The prescan ran past the end of its input: abort.
struct RanOut;

/// The prescan of `bytes` (only the first [`PRESCAN_LIMIT`] are looked at).
///
/// ```
/// use mojiscope::decide::prescan::{prescan, PrescanSource};
/// use mojiscope::encoding::Encoding;
/// let p = prescan(b"<!-- <meta charset=koi8-r> --><meta http-equiv=Content-Type content='text/html; charset=shift_jis'>");
/// assert_eq!(p.encoding, Some(Encoding::ShiftJis));
/// assert!(matches!(p.source, PrescanSource::Meta(1)));
/// // A meta with content but no http-equiv does not count; UTF-16 becomes UTF-8.
/// assert_eq!(prescan(b"<meta content='charset=big5'>").encoding, None);
/// assert_eq!(prescan(b"<meta charset=utf-16le>").encoding, Some(Encoding::Utf8));
/// ```
pub fn prescan(bytes: &[u8]) -> Prescan {
    let input = &bytes[..bytes.len().min(PRESCAN_LIMIT)];
    let mut out = Prescan {
        encoding: None,
        source: PrescanSource::Nothing,
        constructs: Vec::new(),
        cut: false,
    };
    // Step 2: prescan for UTF-16 XML declarations (the encoding name is not checked).
    if input.starts_with(&[0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00]) {
        out.encoding = Some(Encoding::Utf16Le);
        out.source = PrescanSource::Utf16XmlPrefix;
        return out;
    }
    if input.starts_with(&[0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78]) {
        out.encoding = Some(Encoding::Utf16Be);
        out.source = PrescanSource::Utf16XmlPrefix;
        return out;
    }
    // "If at any point the position pointer runs past the end of the input": abort,
    // returning the result of "get an XML encoding".
    out.cut = walk(input, &mut out, true).is_err();
    if out.encoding.is_none()
        && let Some(e) = get_xml_encoding(input)
    {
        out.encoding = Some(e);
        out.source = PrescanSource::XmlDeclaration;
    }
    out
}

/// Step 3, the loop, until a `<meta>` decides (with `stop`) or the bytes run out.
fn walk(b: &[u8], out: &mut Prescan, stop: bool) -> Result<(), RanOut> {
    let at = |p: usize| b.get(p).copied().ok_or(RanOut);
    let mut position = 0;
    while position < b.len() {
        let start = position;
        let rest = &b[position..];
        let lower = |k: usize| rest.get(k).map(|c| c.to_ascii_lowercase());
        if rest.starts_with(b"<!--") {
            // Advance to the first '>' preceded by two '-' after the '<' (the two may be those
            // of "<!--").
            let end = (start + 2..b.len().saturating_sub(2))
                .find(|&p| b[p] == b'-' && b[p + 1] == b'-' && b[p + 2] == b'>');
            let Some(end) = end else {
                out.constructs.push(Construct {
                    range: start..b.len(),
                    kind: ConstructKind::Comment,
                });
                return Err(RanOut);
            };
            position = end + 2;
            out.constructs.push(Construct {
                range: start..position + 1,
                kind: ConstructKind::Comment,
            });
        } else if rest.first() == Some(&b'<')
            && lower(1) == Some(b'm')
            && lower(2) == Some(b'e')
            && lower(3) == Some(b't')
            && lower(4) == Some(b'a')
            && rest.get(5).is_some_and(|&c| is_space(c) || c == b'/')
        {
            // 1. Advance to the space or slash after "<meta".
            position = start + 5;
            let index = out.constructs.len();
            let (meta, end) = match read_meta(b, &mut position) {
                Ok(meta) => (meta, position + 1),
                Err(RanOut) => {
                    out.constructs.push(Construct {
                        range: start..b.len(),
                        kind: ConstructKind::Meta(Meta {
                            attributes: Vec::new(),
                            got_pragma: false,
                            need_pragma: None,
                            charset: None,
                            verdict: MetaVerdict::Cut,
                        }),
                    });
                    return Err(RanOut);
                }
            };
            let decided = match meta.verdict {
                MetaVerdict::Decides(e) => Some(e),
                _ => None,
            };
            out.constructs.push(Construct {
                range: start..end.min(b.len()),
                kind: ConstructKind::Meta(meta),
            });
            if let Some(e) = decided {
                if out.encoding.is_none() {
                    out.encoding = Some(e);
                    out.source = PrescanSource::Meta(index);
                }
                if stop {
                    return Ok(());
                }
            }
        } else if rest.first() == Some(&b'<')
            && (rest.get(1).is_some_and(u8::is_ascii_alphabetic)
                || (rest.get(1) == Some(&b'/') && rest.get(2).is_some_and(u8::is_ascii_alphabetic)))
        {
            // A start or end tag: advance to the next space or '>', then read the attributes.
            while !is_space(at(position)?) && at(position)? != b'>' {
                position += 1;
            }
            let name_from = start + 1 + (rest[1] == b'/') as usize;
            let name = String::from_utf8_lossy(&b[name_from..position]).to_ascii_lowercase();
            let cut = loop {
                match get_attribute(b, &mut position) {
                    Ok(Some(_)) => {}
                    Ok(None) => break false,
                    Err(RanOut) => break true,
                }
            };
            out.constructs.push(Construct {
                range: start..(position + 1).min(b.len()),
                kind: ConstructKind::Tag { name },
            });
            if cut {
                return Err(RanOut);
            }
        } else if rest.starts_with(b"<!") || rest.starts_with(b"</") || rest.starts_with(b"<?") {
            // Advance to the first '>' after the '<'.
            let end = (start + 1..b.len()).find(|&p| b[p] == b'>');
            out.constructs.push(Construct {
                range: start..end.map_or(b.len(), |e| e + 1),
                kind: ConstructKind::Markup,
            });
            position = end.ok_or(RanOut)?;
        }
        // Next byte.
        position += 1;
    }
    Ok(())
}

/// The `<meta>` tags that declare an encoding after the first [`PRESCAN_LIMIT`] bytes of
/// `bytes`, read as the prescan reads them: the prescan does not see them, the parser does
/// (and may then change the encoding). Each with its byte range and encoding.
///
/// ```
/// use mojiscope::decide::prescan::{late_declarations, PRESCAN_LIMIT};
/// use mojiscope::encoding::Encoding;
/// let mut page = vec![b' '; PRESCAN_LIMIT];
/// page.extend(b"<meta charset=big5>");
/// assert_eq!(late_declarations(&page), vec![(1024..1043, Encoding::Big5)]);
/// ```
pub fn late_declarations(bytes: &[u8]) -> Vec<(Range<usize>, Encoding)> {
    let mut all = Prescan {
        encoding: None,
        source: PrescanSource::Nothing,
        constructs: Vec::new(),
        cut: false,
    };
    let _ = walk(bytes, &mut all, false);
    all.constructs
        .into_iter()
        .filter(|c| c.range.end > PRESCAN_LIMIT)
        .filter_map(|c| match c.kind {
            ConstructKind::Meta(Meta {
                verdict: MetaVerdict::Decides(e),
                ..
            }) => Some((c.range, e)),
            _ => None,
        })
        .collect()
}

/// The attributes of a `<meta>` (steps 2–10 of its branch) and the processing (11–16).
/// `position` ends on the tag's '>'.
fn read_meta(b: &[u8], position: &mut usize) -> Result<Meta, RanOut> {
    let mut attributes: Vec<(String, String)> = Vec::new();
    let mut got_pragma = false;
    let mut need_pragma: Option<bool> = None;
    let mut charset: Option<Result<Encoding, String>> = None;
    // Attributes: get an attribute until there is none.
    while let Some((name, value)) = get_attribute(b, position)? {
        if attributes.iter().any(|(n, _)| *n == name) {
            continue;
        }
        match name.as_str() {
            // http-equiv="content-type": got pragma.
            "http-equiv" if value == "content-type" => got_pragma = true,
            // content: its charset, if charset is still null; then a pragma is needed.
            "content" if charset.is_none() => {
                if let Some(Ok(e)) = extract_from_meta_content(&value) {
                    charset = Some(Ok(e));
                    need_pragma = Some(true);
                }
            }
            "charset" => {
                charset = Some(get_encoding(&value).map_err(|_| value.clone()));
                need_pragma = Some(false);
            }
            _ => {}
        }
        attributes.push((name, value));
    }
    // Processing.
    let verdict = match (need_pragma, &charset) {
        (None, _) => MetaVerdict::NoDeclaration,
        (Some(true), _) if !got_pragma => MetaVerdict::NoPragma,
        (_, Some(Err(label))) => MetaVerdict::UnknownLabel(label.clone()),
        (_, Some(Ok(e))) => MetaVerdict::Decides(correct(*e)),
        (_, None) => MetaVerdict::NoDeclaration,
    };
    Ok(Meta {
        attributes,
        got_pragma,
        need_pragma,
        charset,
        verdict,
    })
}

/// Steps 14 and 15 of the meta processing, also "get an XML encoding"'s last: a declared
/// UTF-16 cannot be true of bytes the prescan could read, so UTF-8; x-user-defined is
/// windows-1252.
pub fn correct(e: Encoding) -> Encoding {
    match e {
        Encoding::Utf16Be | Encoding::Utf16Le => Encoding::Utf8,
        Encoding::XUserDefined => Encoding::Windows1252,
        e => e,
    }
}

/// "Get an attribute": Some((name, value)), or None when there is none (at a '>'). Names and
/// values are lower-cased ASCII; other bytes are kept as the code point of the same value.
fn get_attribute(b: &[u8], position: &mut usize) -> Result<Option<(String, String)>, RanOut> {
    let at = |p: usize| b.get(p).copied().ok_or(RanOut);
    let lower = |c: u8| c.to_ascii_lowercase() as char;
    // 1. Skip whitespace and '/'.
    while is_space(at(*position)?) || at(*position)? == b'/' {
        *position += 1;
    }
    // 2. A '>': there is no attribute.
    if at(*position)? == b'>' {
        return Ok(None);
    }
    // 3–5. The name.
    let mut name = String::new();
    let mut value = String::new();
    loop {
        let c = at(*position)?;
        match c {
            b'=' if !name.is_empty() => {
                *position += 1;
                break;
            }
            c if is_space(c) => {
                // 6. Spaces; 7. no '=' after them: a name without a value.
                while is_space(at(*position)?) {
                    *position += 1;
                }
                if at(*position)? != b'=' {
                    return Ok(Some((name, value)));
                }
                // 8. Past the '='.
                *position += 1;
                break;
            }
            b'/' | b'>' => return Ok(Some((name, value))),
            c => name.push(lower(c)),
        }
        *position += 1;
    }
    // 9. Value: skip whitespace.
    while is_space(at(*position)?) {
        *position += 1;
    }
    // 10. A quoted value, a '>' (empty value), or the first byte of an unquoted one.
    match at(*position)? {
        quote @ (b'"' | b'\'') => loop {
            *position += 1;
            let c = at(*position)?;
            if c == quote {
                *position += 1;
                return Ok(Some((name, value)));
            }
            value.push(lower(c));
        },
        b'>' => return Ok(Some((name, value))),
        c => {
            value.push(lower(c));
            *position += 1;
        }
    }
    // 11–12. The rest of an unquoted value, to whitespace or '>'.
    loop {
        let c = at(*position)?;
        if is_space(c) || c == b'>' {
            return Ok(Some((name, value)));
        }
        value.push(lower(c));
        *position += 1;
    }
}

/// "The algorithm for extracting a character encoding from a meta element" (HTML 2.5.3),
/// given a `content` attribute's value: None for nothing, Some(Err(label)) when the label
/// names no encoding.
///
/// ```
/// use mojiscope::decide::prescan::extract_from_meta_content;
/// use mojiscope::encoding::Encoding;
/// assert_eq!(extract_from_meta_content("text/html; charset=EUC-JP"), Some(Ok(Encoding::EucJp)));
/// assert_eq!(extract_from_meta_content("text/html; charset = 'big5' "), Some(Ok(Encoding::Big5)));
/// assert_eq!(extract_from_meta_content("text/html; charset=\"big5"), None);
/// assert_eq!(extract_from_meta_content("text/html"), None);
/// ```
pub fn extract_from_meta_content(s: &str) -> Option<Result<Encoding, String>> {
    let b = s.as_bytes();
    let mut position = 0;
    loop {
        // Loop: the next "charset", ASCII case-insensitive.
        let found = (position..b.len().saturating_sub(6))
            .find(|&p| b[p..p + 7].eq_ignore_ascii_case(b"charset"))?;
        position = found + 7;
        while b.get(position).is_some_and(|&c| is_space(c)) {
            position += 1;
        }
        if b.get(position) != Some(&b'=') {
            continue;
        }
        position += 1;
        while b.get(position).is_some_and(|&c| is_space(c)) {
            position += 1;
        }
        let label = match *b.get(position)? {
            quote @ (b'"' | b'\'') => {
                let len = b[position + 1..].iter().position(|&c| c == quote)?;
                &s[position + 1..position + 1 + len]
            }
            _ => {
                let len = b[position..]
                    .iter()
                    .position(|&c| is_space(c) || c == b';')
                    .unwrap_or(b.len() - position);
                &s[position..position + len]
            }
        };
        return Some(get_encoding(label).map_err(|_| label.to_string()));
    }
}

/// "Get an XML encoding" (HTML 13.2.3.2): the encoding an XML declaration at the very start
/// names, UTF-16 taken as UTF-8; None for failure.
///
/// ```
/// use mojiscope::decide::prescan::get_xml_encoding;
/// use mojiscope::encoding::Encoding;
/// assert_eq!(get_xml_encoding(b"<?xml version='1.0' encoding='ISO-8859-5'?>"), Some(Encoding::Iso8859_5));
/// assert_eq!(get_xml_encoding(b" <?xml version='1.0' encoding='ISO-8859-5'?>"), None);
/// assert_eq!(get_xml_encoding(b"<?xml encoding = \"utf-16\"?>"), Some(Encoding::Utf8));
/// ```
pub fn get_xml_encoding(b: &[u8]) -> Option<Encoding> {
    if !b.starts_with(b"<?xml") {
        return None;
    }
    let end = b.iter().position(|&c| c == b'>')?;
    let decl = &b[..end];
    let mut p = decl.windows(8).position(|w| w == b"encoding")? + 8;
    while decl.get(p).is_some_and(|&c| c <= 0x20) {
        p += 1;
    }
    if decl.get(p) != Some(&b'=') {
        return None;
    }
    p += 1;
    while decl.get(p).is_some_and(|&c| c <= 0x20) {
        p += 1;
    }
    let quote = *decl.get(p).filter(|&&q| q == b'"' || q == b'\'')?;
    p += 1;
    let len = decl[p..].iter().position(|&c| c == quote)?;
    let name = &decl[p..p + len];
    if name.iter().any(|&c| c <= 0x20) {
        return None;
    }
    let label: String = name.iter().map(|&c| c as char).collect();
    get_encoding(&label).ok().map(|e| match e {
        Encoding::Utf16Be | Encoding::Utf16Le => Encoding::Utf8,
        e => e,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn enc(bytes: &[u8]) -> Option<&'static str> {
        prescan(bytes).encoding.map(|e| e.name())
    }

    /// The verdicts of the `<meta>` tags the loop walked over.
    fn verdicts(bytes: &[u8]) -> Vec<MetaVerdict> {
        prescan(bytes)
            .constructs
            .into_iter()
            .filter_map(|c| match c.kind {
                ConstructKind::Meta(m) => Some(m.verdict),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn each_step_of_the_loop() {
        let cases: &[(&[u8], Option<&str>)] = &[
            // Step 2: UTF-16 XML declarations, the name not checked.
            (b"<\0?\0x\0", Some("UTF-16LE")),
            (b"\0<\0?\0x", Some("UTF-16BE")),
            // Comments hide what is in them; "<!-->" is a whole comment.
            (
                b"<!-- <meta charset=big5> --><meta charset=gbk>",
                Some("GBK"),
            ),
            (b"<!--><meta charset=gbk>", Some("GBK")),
            (b"<!-- <meta charset=big5> ->", None),
            // <!, </ and <? skip to the next '>'.
            (b"<!doctype <meta charset=big5>", None),
            (
                b"<? <meta charset=big5> ?><meta charset=euc-kr>",
                Some("EUC-KR"),
            ),
            (b"</ <meta charset=big5>", None),
            // Another tag's attributes are read and ignored, quotes and all.
            (
                b"<p title='<meta charset=big5>'><meta charset=euc-jp>",
                Some("EUC-JP"),
            ),
            (b"</p charset=big5><meta charset=euc-jp>", Some("EUC-JP")),
            // "<meta" must be followed by a space or '/'.
            (b"<metal charset=big5><meta/charset=koi8-r>", Some("KOI8-R")),
            (b"<META CHARSET=KOI8-R>", Some("KOI8-R")),
            // http-equiv with content; the order of the attributes does not matter.
            (
                b"<meta content='text/html; charset=iso-8859-2' http-equiv=content-type>",
                Some("ISO-8859-2"),
            ),
            // The first of a repeated attribute counts.
            (b"<meta charset=big5 charset=gbk>", Some("Big5")),
            // charset beats an earlier content's charset and needs no pragma.
            (b"<meta content='charset=gbk' charset=big5>", Some("Big5")),
            // Corrections: UTF-16 → UTF-8, x-user-defined → windows-1252.
            (b"<meta charset=utf-16be>", Some("UTF-8")),
            (b"<meta charset=x-user-defined>", Some("windows-1252")),
            // Nothing found: "get an XML encoding".
            (
                b"<?xml version='1.0' encoding='windows-1251'?><p>",
                Some("windows-1251"),
            ),
            // A tag cut by the end of the bytes.
            (b"<meta charset=big5", None),
        ];
        for (bytes, expected) in cases {
            assert_eq!(enc(bytes), *expected, "{}", String::from_utf8_lossy(bytes));
        }
    }

    #[test]
    fn why_a_meta_did_not_count() {
        assert_eq!(
            verdicts(b"<meta name=viewport>"),
            vec![MetaVerdict::NoDeclaration]
        );
        assert_eq!(
            verdicts(b"<meta content='text/html; charset=big5'>"),
            vec![MetaVerdict::NoPragma]
        );
        assert_eq!(
            verdicts(b"<meta charset=klingon>"),
            vec![MetaVerdict::UnknownLabel("klingon".into())]
        );
        assert_eq!(verdicts(b"<meta charset=big5"), vec![MetaVerdict::Cut]);
        assert!(prescan(b"<meta charset=big5").cut);
        assert_eq!(
            verdicts(b"<meta charset=klingon><meta charset=big5>"),
            vec![
                MetaVerdict::UnknownLabel("klingon".into()),
                MetaVerdict::Decides(Encoding::Big5)
            ]
        );
    }

    #[test]
    fn only_the_first_1024_bytes_count() {
        let mut late = vec![b' '; PRESCAN_LIMIT];
        late.extend(b"<meta charset=big5>");
        assert_eq!(enc(&late), None);
        late.drain(..10);
        assert_eq!(enc(&late), None, "a tag cut at byte 1024 does not count");
        late.drain(..20);
        assert_eq!(enc(&late), Some("Big5"));
    }

    #[test]
    fn constructs_cover_their_bytes() {
        let bytes = b"<!--x--><p a=1></p><meta charset=big5>";
        let p = prescan(bytes);
        let ranges: Vec<_> = p.constructs.iter().map(|c| c.range.clone()).collect();
        assert_eq!(ranges, vec![0..8, 8..15, 15..19, 19..38]);
        assert_eq!(p.source, PrescanSource::Meta(3));
    }
}
