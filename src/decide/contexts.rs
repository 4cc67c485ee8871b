//! Every place of the web platform that turns bytes into text, and how it does it: the decode
//! operation, what it does with a BOM, whether it streams, its error mode, and what it sniffs
//! to choose a legacy encoding. One preset per row of the contexts table, from the HTML, Fetch, XHR, CSS Syntax, URL, Cookies, WebSockets, Server-Sent
//! Events, WebVTT and Manifest standards.

use crate::encoding::DecodeOp;
use crate::i18n::{tr, Lang};
use std::borrow::Cow;

/// What a context does with a byte order mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BomHandling {
    /// BOM sniffing: a UTF-8 or UTF-16 BOM chooses the encoding, whatever the label.
    Sniff,
    /// A UTF-8 BOM is skipped; any other bytes are UTF-8 (a UTF-16 BOM is garbage).
    StripUtf8,
    /// The BOM of the chosen encoding is removed (TextDecoder without ignoreBOM).
    StripOwn,
    /// Kept: a BOM decodes as U+FEFF.
    Keep,
}

impl BomHandling {
    /// In two or three words, for a table.
    pub fn short(self, lang: Lang) -> Cow<'static, str> {
        tr(lang, &format!("{}.short", self.message()))
    }

    /// In a sentence.
    pub fn words(self, lang: Lang) -> Cow<'static, str> {
        tr(lang, self.message())
    }

    fn message(self) -> &'static str {
        match self {
            BomHandling::Sniff => "contexts-bom-sniff",
            BomHandling::StripUtf8 => "contexts-bom-strip-utf8",
            BomHandling::StripOwn => "contexts-bom-strip-own",
            BomHandling::Keep => "contexts-bom-keep",
        }
    }
}

/// What a context looks at to choose an encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sniffing {
    /// HTML's encoding sniffing algorithm: BOM, override, transport, prescan, parent, detector,
    /// default.
    Html,
    /// XHR's document response for HTML: BOM, transport, prescan, UTF-8.
    XhrHtml,
    /// An XML parser: BOM, transport, UTF-16 `<?x`, the XML declaration, UTF-8.
    Xml,
    /// CSS Syntax's fallback encoding: BOM, transport, `@charset`, the referrer's encoding,
    /// UTF-8.
    Css,
    /// A classic script: BOM, transport, the `<script charset>` or the document's encoding.
    ClassicScript,
    /// BOM and transport, then UTF-8 (XHR's text response for non-XML types).
    TransportThenUtf8,
    /// A text file or view-source: BOM, override, transport, detector, default.
    PlainText,
    /// TextDecoder: the label the script gives (UTF-8 without one).
    Label,
    /// Always UTF-8: nothing is sniffed.
    Utf8,
}

/// A context and how it decodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Context {
    /// The name on the command line (`--context`).
    pub id: &'static str,
    /// The message with its name for people (and `.spec`, where the standard says so).
    pub message: &'static str,
    pub op: DecodeOp,
    pub bom: BomHandling,
    /// Decodes as the bytes arrive.
    pub streaming: bool,
    /// Fatal error mode (else replacement).
    pub fatal: bool,
    pub sniffing: Sniffing,
    /// The default when nothing else decides, in words.
    pub default: &'static str,
}

impl Context {
    /// The name for people: "HTML document (the HTML parser)".
    pub fn name(&self, lang: Lang) -> Cow<'static, str> {
        tr(lang, self.message)
    }

    /// Where the standard says so: "HTML 13.2.3.2 determining the character encoding".
    pub fn spec(&self, lang: Lang) -> Cow<'static, str> {
        tr(lang, &format!("{}.spec", self.message))
    }
}

macro_rules! context {
    ($id:literal, $message:literal, $op:ident, $bom:ident, $stream:literal, $fatal:literal, $sniff:ident, $default:literal) => {
        Context {
            id: $id,
            message: $message,
            op: DecodeOp::$op,
            bom: BomHandling::$bom,
            streaming: $stream,
            fatal: $fatal,
            sniffing: Sniffing::$sniff,
            default: $default,
        }
    };
}

/// Every context, HTML first (the default). One line a context: id, the message with its name
/// and where the standard says so, operation, BOM, streaming, fatal, sniffing, default.
#[rustfmt::skip]
pub const CONTEXTS: &[Context] = &[
    context!("html", "contexts-html", Decode, Sniff, true, false, Html, "the parent document's encoding, else the locale's default"),
    context!("xhr-document", "contexts-xhr-document", Decode, Sniff, false, false, XhrHtml, "UTF-8"),
    context!("xml", "contexts-xml", Decode, Sniff, true, false, Xml, "UTF-8"),
    context!("css-from-document", "contexts-css-from-document", Decode, Sniff, false, false, Css, "the <link charset>, else the document's encoding"),
    context!("css-from-css", "contexts-css-from-css", Decode, Sniff, false, false, Css, "the importing style sheet's encoding"),
    context!("css-from-link-header", "contexts-css-from-link-header", Decode, Sniff, false, false, Css, "UTF-8"),
    context!("classic-script", "contexts-classic-script", Decode, Sniff, true, false, ClassicScript, "the <script charset>, else the document's encoding"),
    context!("text-file", "contexts-text-file", Decode, Sniff, true, false, PlainText, "the locale's default"),
    context!("view-source", "contexts-view-source", Decode, Sniff, true, false, PlainText, "the locale's default"),
    context!("xhr-text-xml", "contexts-xhr-text-xml", Decode, Sniff, true, false, Xml, "UTF-8"),
    context!("xhr-text", "contexts-xhr-text", Decode, Sniff, true, false, TransportThenUtf8, "UTF-8"),
    context!("textdecoder", "contexts-textdecoder", TextDecoder, StripOwn, true, false, Label, "UTF-8"),
    context!("textdecoder-ignorebom", "contexts-textdecoder-ignorebom", TextDecoder, Keep, true, false, Label, "UTF-8"),
    context!("fetch-text", "contexts-fetch-text", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("fetch-json", "contexts-fetch-json", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("xhr-json", "contexts-xhr-json", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("module-script", "contexts-module-script", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("javascript-url", "contexts-javascript-url", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("manifest", "contexts-manifest", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("payment-manifest", "contexts-payment-manifest", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("push-message", "contexts-push-message", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("event-stream", "contexts-event-stream", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("webvtt", "contexts-webvtt", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("websocket-text", "contexts-websocket-text", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("document-cookie", "contexts-document-cookie", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("websocket-close-reason", "contexts-websocket-close-reason", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("percent-decode", "contexts-percent-decode", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("form-urlencoded", "contexts-form-urlencoded", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("multipart-form-data", "contexts-multipart-form-data", Utf8DecodeWithoutBom, Keep, true, false, Utf8, "UTF-8"),
    context!("fragment-directive", "contexts-fragment-directive", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("host-parser", "contexts-host-parser", Utf8DecodeWithoutBomOrFail, Keep, false, true, Utf8, "UTF-8"),
    context!("media-fragment", "contexts-media-fragment", Utf8Decode, StripUtf8, false, true, Utf8, "UTF-8"),
    context!("decode-uri", "contexts-decode-uri", Utf8DecodeWithoutBomOrFail, Keep, false, true, Utf8, "UTF-8"),
];

/// The context named `id` on the command line.
///
/// ```
/// use mojiscope::decide::contexts::context;
/// use mojiscope::i18n::Lang;
/// assert_eq!(context("css-from-document").unwrap().name(Lang::En), "CSS style sheet linked from a document");
/// assert!(context("nonsense").is_none());
/// ```
pub fn context(id: &str) -> Option<&'static Context> {
    CONTEXTS.iter().find(|c| c.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_plain() {
        for (i, c) in CONTEXTS.iter().enumerate() {
            assert!(
                c.id.bytes().all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{}",
                c.id
            );
            assert!(
                CONTEXTS[i + 1..].iter().all(|d| d.id != c.id),
                "{} twice",
                c.id
            );
        }
    }

    #[test]
    fn each_sniffing_goes_with_its_operation() {
        for c in CONTEXTS {
            let legacy = !matches!(c.sniffing, Sniffing::Utf8 | Sniffing::Label);
            assert_eq!(legacy, c.op == DecodeOp::Decode, "{}", c.id);
            assert_eq!(
                c.bom == BomHandling::Sniff,
                c.op == DecodeOp::Decode,
                "{}",
                c.id
            );
            if c.fatal {
                assert!(c.op != DecodeOp::Decode, "{}", c.id);
            }
        }
    }
}
