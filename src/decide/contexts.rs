//! Every place of the web platform that turns bytes into text, and how it does it: the decode
//! operation, what it does with a BOM, whether it streams, its error mode, and what it sniffs
//! to choose a legacy encoding. One preset per row of the contexts table, from the HTML, Fetch, XHR, CSS Syntax, URL, Cookies, WebSockets, Server-Sent
//! Events, WebVTT and Manifest standards.

use crate::encoding::DecodeOp;

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
    pub fn short(self) -> &'static str {
        match self {
            BomHandling::Sniff => "BOM sniffing",
            BomHandling::StripUtf8 => "UTF-8 BOM skipped",
            BomHandling::StripOwn => "own BOM removed",
            BomHandling::Keep => "kept as U+FEFF",
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            BomHandling::Sniff => "BOM sniffing: a BOM wins over every label",
            BomHandling::StripUtf8 => "a UTF-8 BOM is skipped; a UTF-16 BOM is not a BOM here",
            BomHandling::StripOwn => "the BOM of its own encoding is removed",
            BomHandling::Keep => "kept: a BOM becomes U+FEFF",
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
    /// The name for people.
    pub name: &'static str,
    /// Where the standard says so.
    pub spec: &'static str,
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

macro_rules! context {
    ($id:literal, $name:literal, $spec:literal, $op:ident, $bom:ident, $stream:literal, $fatal:literal, $sniff:ident, $default:literal) => {
        Context {
            id: $id,
            name: $name,
            spec: $spec,
            op: DecodeOp::$op,
            bom: BomHandling::$bom,
            streaming: $stream,
            fatal: $fatal,
            sniffing: Sniffing::$sniff,
            default: $default,
        }
    };
}

/// Every context, HTML first (the default). One line a context: id, name, where the standard
/// says so, operation, BOM, streaming, fatal, sniffing, default.
#[rustfmt::skip]
pub const CONTEXTS: &[Context] = &[
    context!("html", "HTML document (the HTML parser)", "HTML 13.2.3.2 determining the character encoding", Decode, Sniff, true, false, Html, "the parent document's encoding, else the locale's default"),
    context!("xhr-document", "XMLHttpRequest document response (HTML)", "XHR 3.6.6 set a document response", Decode, Sniff, false, false, XhrHtml, "UTF-8"),
    context!("xml", "XML document (navigation, XSLT, responseXML)", "XML 1.0 4.3.3 and Appendix F; Encoding 4.1", Decode, Sniff, true, false, Xml, "UTF-8"),
    context!("css-from-document", "CSS style sheet linked from a document", "CSS Syntax 3.2 the input byte stream", Decode, Sniff, false, false, Css, "the <link charset>, else the document's encoding"),
    context!("css-from-css", "CSS style sheet imported by a style sheet", "CSS Syntax 3.2 the input byte stream", Decode, Sniff, false, false, Css, "the importing style sheet's encoding"),
    context!("css-from-link-header", "CSS style sheet from a Link: header", "CSS Syntax 3.2 the input byte stream", Decode, Sniff, false, false, Css, "UTF-8"),
    context!("classic-script", "classic script (<script src>)", "HTML 8.1.3.2 fetch a classic script", Decode, Sniff, true, false, ClassicScript, "the <script charset>, else the document's encoding"),
    context!("text-file", "text file shown by the browser (text/plain)", "HTML 7.4.5 page load processing model for text files", Decode, Sniff, true, false, PlainText, "the locale's default"),
    context!("view-source", "view-source:", "browser-defined, as for the viewed document", Decode, Sniff, true, false, PlainText, "the locale's default"),
    context!("xhr-text-xml", "XMLHttpRequest text response (XML type)", "XHR 3.6.9 text response", Decode, Sniff, true, false, Xml, "UTF-8"),
    context!("xhr-text", "XMLHttpRequest text response (other types)", "XHR 3.6.9 text response", Decode, Sniff, true, false, TransportThenUtf8, "UTF-8"),
    context!("textdecoder", "TextDecoder decode()", "Encoding 7.2 TextDecoder", TextDecoder, StripOwn, true, false, Label, "UTF-8"),
    context!("textdecoder-ignorebom", "TextDecoder decode() with ignoreBOM", "Encoding 7.2 TextDecoder", TextDecoder, Keep, true, false, Label, "UTF-8"),
    context!("fetch-text", "fetch Body.text()", "Fetch 5.3 package data (text)", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("fetch-json", "fetch Body.json()", "Fetch 5.3 package data (JSON): parse JSON from bytes", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("xhr-json", "XMLHttpRequest JSON response", "XHR 3.6.9 JSON response: parse JSON from bytes", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("module-script", "module script, worker script (other than classic)", "HTML 8.1.3.2 fetch a single module script", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("javascript-url", "javascript: URL", "HTML 7.4.2.3.4 javascript: URL special case", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("manifest", "web app manifest (application/manifest+json)", "Manifest 4.1 processing", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("payment-manifest", "payment method manifest", "Payment Method Manifest 5", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("push-message", "PushMessageData text() and json()", "Push API 11.4", Utf8Decode, StripUtf8, false, false, Utf8, "UTF-8"),
    context!("event-stream", "EventSource (text/event-stream)", "HTML 9.2.5 parsing an event stream", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("webvtt", "WebVTT file", "WebVTT 6.1 parsing", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("websocket-text", "WebSocket text message", "WebSockets 4 feedback from the protocol", Utf8Decode, StripUtf8, true, false, Utf8, "UTF-8"),
    context!("document-cookie", "document.cookie", "HTML 3.1.4 document.cookie getter", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("websocket-close-reason", "WebSocket close reason", "WebSockets 4 the WebSocket connection is closed", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("percent-decode", "percent-decoding (URL path, query)", "URL 1.3 percent-decode a string", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("form-urlencoded", "application/x-www-form-urlencoded", "URL 5.1 application/x-www-form-urlencoded parsing", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("multipart-form-data", "multipart/form-data", "Fetch 5.3 multipart/form-data parser", Utf8DecodeWithoutBom, Keep, true, false, Utf8, "UTF-8"),
    context!("fragment-directive", "the indicated part of a document (URL fragment)", "HTML 7.4.6.3 find a potential indicated element", Utf8DecodeWithoutBom, Keep, false, false, Utf8, "UTF-8"),
    context!("host-parser", "URL host parser (domain to ASCII)", "URL 3.5 host parsing", Utf8DecodeWithoutBomOrFail, Keep, false, true, Utf8, "UTF-8"),
    context!("media-fragment", "media fragment URI", "Media Fragments URI 5.1.1", Utf8Decode, StripUtf8, false, true, Utf8, "UTF-8"),
    context!("decode-uri", "decodeURI / decodeURIComponent (a URIError on bad bytes)", "ECMAScript 19.2.6.1 Decode", Utf8DecodeWithoutBomOrFail, Keep, false, true, Utf8, "UTF-8"),
];

/// The context named `id` on the command line.
///
/// ```
/// use mojiscope::decide::contexts::context;
/// assert_eq!(context("css-from-document").unwrap().name, "CSS style sheet linked from a document");
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
