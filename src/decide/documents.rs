//! The declarations other documents make in their first bytes: an XML declaration (and
//! UTF-16's `<?x`) for XML parsers, `@charset "…";` for style sheets.

use super::decision::{Confidence, DecidedBy, Found, Outcome, Steps};
use super::prescan::PRESCAN_LIMIT;
use crate::encoding::{get_encoding, Encoding};

/// An XML parser: UTF-16 by the bytes of `<?x`, else the declaration's encoding.
pub(super) fn xml_declaration(bytes: &[u8], steps: &mut Steps) -> Found {
    let spec = "XML 1.0 Appendix F; HTML 13.2.3.2 get an XML encoding";
    for (prefix, e) in [
        (&[0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00], Encoding::Utf16Le),
        (&[0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78], Encoding::Utf16Be),
    ] {
        if bytes.starts_with(prefix) {
            steps.push(
                "XML: <?x in UTF-16",
                Some(0..6),
                format!("{e}"),
                Outcome::Decides,
                spec,
            );
            return Some((e, DecidedBy::XmlDeclaration, Confidence::Certain));
        }
    }
    let end = bytes
        .iter()
        .position(|&b| b == b'>')
        .map_or(bytes.len().min(64), |p| p + 1);
    match super::prescan::get_xml_encoding(bytes) {
        Some(e) => {
            steps.push(
                "XML declaration",
                Some(0..end),
                format!("encoding names {e}"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::XmlDeclaration, Confidence::Certain))
        }
        None if bytes.starts_with(b"<?xml") => {
            steps.push(
                "XML declaration",
                Some(0..end),
                "names no encoding (or one the standard does not know)",
                Outcome::Nothing,
                spec,
            );
            None
        }
        None => {
            steps.push(
                "XML declaration",
                None,
                "none at the start",
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}

/// CSS's `@charset "…";`, matched byte for byte in the first 1024 bytes.
pub(super) fn css_charset(bytes: &[u8], steps: &mut Steps) -> Found {
    let spec = "CSS Syntax 3.2 determine the fallback encoding, step 2";
    let head = &bytes[..bytes.len().min(PRESCAN_LIMIT)];
    let prefix = b"@charset \"";
    let found = head.strip_prefix(prefix.as_slice()).and_then(|rest| {
        let len = rest.iter().position(|&b| b == b'"')?;
        (rest.get(len + 1) == Some(&b';')).then_some(&rest[..len])
    });
    let Some(label) = found else {
        let why = if head.starts_with(b"@charset") {
            "@charset, but not exactly @charset \"…\"; (one space, double quotes, no space before ;): ignored"
        } else {
            "the style sheet does not start with @charset \"…\";"
        };
        steps.push(
            "@charset",
            Some(0..head.len().min(16)),
            why,
            Outcome::Nothing,
            spec,
        );
        return None;
    };
    let range = Some(0..prefix.len() + label.len() + 2);
    let label: String = label.iter().map(|&b| b as char).collect();
    match get_encoding(&label) {
        Ok(e @ (Encoding::Utf16Be | Encoding::Utf16Le)) => {
            steps.push(
                "@charset",
                range,
                format!(
                    "\"{label}\" names {e}, which a rule readable as ASCII cannot be in: UTF-8"
                ),
                Outcome::Decides,
                spec,
            );
            Some((Encoding::Utf8, DecidedBy::CssCharset, Confidence::Tentative))
        }
        Ok(e) => {
            steps.push(
                "@charset",
                range,
                format!("\"{label}\" names {e}"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::CssCharset, Confidence::Tentative))
        }
        Err(_) => {
            steps.push(
                "@charset",
                range,
                format!("\"{label}\" names no encoding: ignored"),
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}
