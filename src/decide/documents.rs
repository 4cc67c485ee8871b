//! The declarations other documents make in their first bytes: an XML declaration (and
//! UTF-16's `<?x`) for XML parsers, `@charset "…";` for style sheets.

use super::decision::{Confidence, DecidedBy, Found, Outcome, Steps};
use super::prescan::PRESCAN_LIMIT;
use crate::encoding::{get_encoding, Encoding};
use crate::i18n::{tr, words};

/// An XML parser: UTF-16 by the bytes of `<?x`, else the declaration's encoding.
pub(super) fn xml_declaration(bytes: &[u8], steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let spec = "decision-spec-xml-declaration";
    for (prefix, e) in [
        (&[0x3C, 0x00, 0x3F, 0x00, 0x78, 0x00], Encoding::Utf16Le),
        (&[0x00, 0x3C, 0x00, 0x3F, 0x00, 0x78], Encoding::Utf16Be),
    ] {
        if bytes.starts_with(prefix) {
            steps.push(
                tr(lang, "decision-check-xml-utf16"),
                Some(0..6),
                e.name(),
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
                tr(lang, "decision-check-xml-declaration"),
                Some(0..end),
                words!(lang, "decision-xml-names", encoding = e.name()),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::XmlDeclaration, Confidence::Certain))
        }
        None if bytes.starts_with(b"<?xml") => {
            steps.push(
                tr(lang, "decision-check-xml-declaration"),
                Some(0..end),
                tr(lang, "decision-xml-names-none"),
                Outcome::Nothing,
                spec,
            );
            None
        }
        None => {
            steps.push(
                tr(lang, "decision-check-xml-declaration"),
                None,
                tr(lang, "decision-xml-none"),
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}

/// CSS's `@charset "…";`, matched byte for byte in the first 1024 bytes.
pub(super) fn css_charset(bytes: &[u8], steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let spec = "decision-spec-css-charset";
    let head = &bytes[..bytes.len().min(PRESCAN_LIMIT)];
    let prefix = b"@charset \"";
    let found = head.strip_prefix(prefix.as_slice()).and_then(|rest| {
        let len = rest.iter().position(|&b| b == b'"')?;
        (rest.get(len + 1) == Some(&b';')).then_some(&rest[..len])
    });
    let Some(label) = found else {
        let why = if head.starts_with(b"@charset") {
            tr(lang, "decision-css-not-exact")
        } else {
            tr(lang, "decision-css-none")
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
                words!(
                    lang,
                    "decision-css-utf16",
                    label = label.as_str(),
                    encoding = e.name()
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
                words!(
                    lang,
                    "decision-css-names",
                    label = label.as_str(),
                    encoding = e.name()
                ),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::CssCharset, Confidence::Tentative))
        }
        Err(_) => {
            steps.push(
                "@charset",
                range,
                words!(lang, "decision-css-unknown", label = label.as_str()),
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}
