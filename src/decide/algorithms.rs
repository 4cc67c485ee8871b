//! The decisions themselves: each context's algorithm as a sequence of steps, each step a
//! function that either decides or hands on to the next, in the order the standards give.

use super::contexts::{Context, Sniffing};
use super::decision::{Confidence, DecidedBy, Decision, Found, Outcome, Steps};
use super::documents::{css_charset, xml_declaration};
use super::locale::default_for_tld;
use super::mime::{extract_mime_type, legacy_extract_encoding};
use super::prescan::{late_declarations, prescan, ConstructKind, PrescanSource, PRESCAN_LIMIT};
use crate::encoding::bom::sniff;
use crate::encoding::Encoding;

/// What the user knows besides the bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Inputs {
    /// The `Content-Type` header's value.
    pub content_type: Option<String>,
    /// The user's override (HTML, text files), or the label given to TextDecoder.
    pub override_encoding: Option<Encoding>,
    /// The referring document's (or style sheet's, or `<script charset>`) encoding.
    pub environment: Option<Encoding>,
    /// The page's top-level domain, for the default.
    pub tld: Option<String>,
    /// The detector's guess, when it was run.
    pub detected: Option<Encoding>,
}

/// How `ctx` decides the encoding of `bytes` given `inputs`.
///
/// ```
/// use mojiscope::decide::{contexts::context, decide, DecidedBy, Inputs};
/// use mojiscope::encoding::Encoding;
/// let html = context("html").unwrap();
/// let page = b"<meta charset=shift_jis><p>...";
/// let d = decide(page, html, &Inputs::default());
/// assert_eq!((d.encoding, d.decided_by), (Encoding::ShiftJis, DecidedBy::Prescan));
/// // The header beats the <meta>; a BOM beats the header.
/// let inputs = Inputs { content_type: Some("text/html; charset=euc-kr".into()), ..Inputs::default() };
/// assert_eq!(decide(page, html, &inputs).decided_by, DecidedBy::Http);
/// let bom = [b"\xEF\xBB\xBF".as_slice(), page].concat();
/// assert_eq!(decide(&bom, html, &inputs).decided_by, DecidedBy::Bom);
/// ```
pub fn decide(bytes: &[u8], ctx: &Context, inputs: &Inputs) -> Decision {
    let mut steps = Steps::default();
    let mut prescanned = None;
    let found: Found = match ctx.sniffing {
        Sniffing::Html => bom(bytes, &mut steps)
            .or_else(|| user_override(inputs, &mut steps))
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| html_prescan(bytes, &mut steps, &mut prescanned))
            .or_else(|| environment(inputs, &mut steps, "HTML 13.2.3.2 encoding sniffing, step 6 (the parent document)"))
            .or_else(|| detector(inputs, &mut steps))
            .or_else(|| locale_default(inputs, &mut steps)),
        Sniffing::XhrHtml => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| html_prescan(bytes, &mut steps, &mut prescanned))
            .or_else(|| utf8_default(&mut steps, "XHR 3.6.6 set a document response, step 6")),
        Sniffing::Xml => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| xml_declaration(bytes, &mut steps))
            .or_else(|| utf8_default(&mut steps, "XML 1.0 4.3.3: without a declaration, UTF-8")),
        Sniffing::Css => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| css_charset(bytes, &mut steps))
            .or_else(|| environment(inputs, &mut steps, "CSS Syntax 3.2 determine the fallback encoding, step 3"))
            .or_else(|| utf8_default(&mut steps, "CSS Syntax 3.2 determine the fallback encoding, step 4")),
        Sniffing::ClassicScript => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| environment(inputs, &mut steps, "HTML 8.1.3.2 fetch a classic script: the script's charset, else the document's encoding"))
            .or_else(|| utf8_default(&mut steps, "the document's encoding is UTF-8 when none is given")),
        Sniffing::TransportThenUtf8 => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| utf8_default(&mut steps, "XHR 3.6.9 text response, step 4")),
        Sniffing::PlainText => bom(bytes, &mut steps)
            .or_else(|| user_override(inputs, &mut steps))
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| detector(inputs, &mut steps))
            .or_else(|| locale_default(inputs, &mut steps)),
        Sniffing::Label => textdecoder_label(inputs, &mut steps),
        Sniffing::Utf8 => always_utf8(ctx, &mut steps),
    };
    let (encoding, decided_by, confidence) =
        found.unwrap_or((Encoding::Utf8, DecidedBy::Default, Confidence::Tentative));
    // The encoding the parser changes to while parsing, if it does.
    let mut changed = None;
    // What was not asked but is worth knowing: the prescan and the detector when something
    // else decided, <meta> tags after the bytes prescanned.
    if matches!(ctx.sniffing, Sniffing::Html | Sniffing::XhrHtml) {
        if prescanned.is_none() && decided_by != DecidedBy::Prescan {
            let p = prescan(bytes);
            if let Some(e) = p.encoding {
                steps.push(
                    "prescan (not reached)",
                    None,
                    format!(
                        "the first {PRESCAN_LIMIT} bytes declare {e}; {} decided first",
                        decided_by.words()
                    ),
                    Outcome::Note,
                    "HTML 13.2.3.2 encoding sniffing, step 5",
                );
                prescanned = Some(e);
            }
        }
        // <meta> tags after the bytes prescanned: the parser meets them, and with a tentative
        // confidence the first one changes the encoding (HTML 13.2.3.4).
        let mut tentative = confidence == Confidence::Tentative && ctx.sniffing == Sniffing::Html;
        for (range, e) in late_declarations(bytes) {
            let spec =
                "HTML 13.2.6.4.4 in head: meta; 13.2.3.4 changing the encoding while parsing";
            let check = format!("<meta> at byte {}", range.start);
            let after = format!("declares {e} after the first {PRESCAN_LIMIT} bytes, where the prescan does not look");
            if tentative && matches!(encoding, Encoding::Utf16Be | Encoding::Utf16Le) {
                tentative = false;
                steps.push(check, Some(range), format!("{after}; the page is UTF-16: the confidence becomes certain, nothing changes"), Outcome::Note, spec);
            } else if tentative && e != encoding {
                tentative = false;
                for s in steps
                    .steps
                    .iter_mut()
                    .filter(|s| s.outcome == Outcome::Decides)
                {
                    s.outcome = Outcome::Nothing;
                    s.result = format!(
                        "{} (until the parser meets the <meta> at byte {})",
                        s.result, range.start
                    );
                }
                steps.push(check, Some(range), format!("{after}; the parser meets it with the confidence tentative and changes the encoding from {encoding} to {e}: the page is parsed again, certain"), Outcome::Decides, spec);
                changed = Some(e);
            } else if tentative {
                tentative = false;
                steps.push(
                    check,
                    Some(range),
                    format!("{after}; it agrees: the confidence becomes certain"),
                    Outcome::Note,
                    spec,
                );
            } else {
                let why = if changed.is_some() || confidence != Confidence::Tentative {
                    "the confidence is certain: the parser ignores it"
                } else {
                    "the parser ignores it"
                };
                steps.push(
                    check,
                    Some(range),
                    format!("{after}; {why}"),
                    Outcome::Note,
                    spec,
                );
            }
        }
    }
    if decided_by != DecidedBy::Detector {
        if let Some(d) = inputs.detected {
            if matches!(ctx.sniffing, Sniffing::Html | Sniffing::PlainText) {
                steps.push(
                    "detector (not reached)",
                    None,
                    format!("would guess {d}"),
                    Outcome::Note,
                    "HTML 13.2.3.2 encoding sniffing, step 8",
                );
            }
        }
    }
    let (encoding, decided_by, confidence) = match changed {
        Some(e) => (e, DecidedBy::Prescan, Confidence::Certain),
        None => (encoding, decided_by, confidence),
    };
    Decision {
        encoding,
        decided_by,
        confidence,
        prescan: prescanned,
        steps: steps.steps,
    }
}

/// BOM sniffing (Encoding 4.1 decode, step 1; HTML encoding sniffing, step 1).
fn bom(bytes: &[u8], steps: &mut Steps) -> Found {
    let s = sniff(bytes);
    let spec = "Encoding 4.1 decode: BOM sniff";
    match s.bom {
        Some(e) => {
            steps.push(
                "BOM sniffing",
                Some(0..s.bom_length),
                format!("a {e} BOM: {e}, certain"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Bom, Confidence::Certain))
        }
        None => {
            steps.push(
                "BOM sniffing",
                Some(0..bytes.len().min(3)),
                "no BOM",
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}

fn user_override(inputs: &Inputs, steps: &mut Steps) -> Found {
    let spec = "HTML 13.2.3.2 encoding sniffing, step 2";
    match inputs.override_encoding {
        Some(e) => {
            steps.push(
                "the user's override",
                None,
                format!("{e}, certain"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Override, Confidence::Certain))
        }
        None => {
            steps.push("the user's override", None, "none", Outcome::Skipped, spec);
            None
        }
    }
}

/// The transport layer: `Content-Type` through Fetch's "legacy extract an encoding".
fn transport(inputs: &Inputs, steps: &mut Steps) -> Found {
    let spec = "Fetch 4.6 legacy extract an encoding";
    let Some(header) = &inputs.content_type else {
        steps.push(
            "Content-Type",
            None,
            "no header given",
            Outcome::Skipped,
            spec,
        );
        return None;
    };
    let check = format!("Content-Type: {header}");
    let Some(mime) = extract_mime_type(header) else {
        steps.push(
            check,
            None,
            "does not parse as a MIME type: no charset",
            Outcome::Nothing,
            spec,
        );
        return None;
    };
    match (mime.parameter("charset"), legacy_extract_encoding(header)) {
        (_, Some(e)) => {
            steps.push(
                check,
                None,
                format!("charset names {e}: certain"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Http, Confidence::Certain))
        }
        (Some(label), None) => {
            steps.push(
                check,
                None,
                format!("charset {label:?} names no encoding: ignored"),
                Outcome::Nothing,
                spec,
            );
            None
        }
        (None, None) => {
            steps.push(
                check,
                None,
                format!("{} without a charset", mime.essence()),
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}

/// The prescan, each construct it walked over a step.
fn html_prescan(bytes: &[u8], steps: &mut Steps, prescanned: &mut Option<Encoding>) -> Found {
    let spec = "HTML 13.2.3.2 prescan a byte stream to determine its encoding";
    let p = prescan(bytes);
    *prescanned = p.encoding;
    for (i, c) in p.constructs.iter().enumerate() {
        let deciding = p.source == PrescanSource::Meta(i);
        let (check, result) = match &c.kind {
            ConstructKind::Comment => (
                format!("prescan: {}", snippet(&bytes[c.range.clone()])),
                "a comment: skipped to -->, nothing in it counts".to_string(),
            ),
            ConstructKind::Markup => (
                format!("prescan: {}", snippet(&bytes[c.range.clone()])),
                "<!, </ or <?: skipped to the next >".to_string(),
            ),
            ConstructKind::Tag { name } => (
                format!("prescan: <{name}>"),
                "its attributes are read and ignored".to_string(),
            ),
            ConstructKind::Meta(m) => {
                let attrs: Vec<String> = m
                    .attributes
                    .iter()
                    .map(|(n, v)| format!("{n}={v:?}"))
                    .collect();
                (
                    format!("prescan: <meta {}>", attrs.join(" ")),
                    m.verdict.describe(),
                )
            }
        };
        let outcome = if deciding {
            Outcome::Decides
        } else {
            Outcome::Nothing
        };
        steps.push(check, Some(c.range.clone()), result, outcome, spec);
    }
    let looked = 0..bytes.len().min(PRESCAN_LIMIT);
    match (p.source, p.encoding) {
        (PrescanSource::Meta(_), Some(e)) => Some((e, DecidedBy::Prescan, Confidence::Tentative)),
        (PrescanSource::Utf16XmlPrefix, Some(e)) => {
            steps.push(
                "prescan: UTF-16 <?x",
                Some(0..6),
                format!("the bytes of <?x in {e}: {e}, tentative"),
                Outcome::Decides,
                "HTML 13.2.3.2 prescan, step 2",
            );
            Some((e, DecidedBy::Prescan, Confidence::Tentative))
        }
        (PrescanSource::XmlDeclaration, Some(e)) => {
            steps.push(
                "prescan: get an XML encoding",
                Some(looked),
                format!("no <meta> declares an encoding; the XML declaration names {e}: tentative"),
                Outcome::Decides,
                "HTML 13.2.3.2 get an XML encoding",
            );
            Some((e, DecidedBy::XmlDeclaration, Confidence::Tentative))
        }
        _ => {
            let why = if p.cut {
                "; the bytes prescanned end inside a tag"
            } else {
                ""
            };
            steps.push(
                "prescan",
                Some(looked),
                format!("no <meta> and no XML declaration declares an encoding{why}"),
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}

/// Markup as it reads, shortened: `<!DOCTYPE html>`, `<!-- a comment … -->`.
fn snippet(bytes: &[u8]) -> String {
    let text: String = bytes
        .iter()
        .map(|&b| {
            if b.is_ascii_graphic() || b == b' ' {
                b as char
            } else {
                ' '
            }
        })
        .collect();
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= 40 {
        text
    } else {
        let head: String = text.chars().take(30).collect();
        let tail: String = text
            .chars()
            .rev()
            .take(4)
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        format!("{head} … {tail}")
    }
}

fn environment(inputs: &Inputs, steps: &mut Steps, spec: &'static str) -> Found {
    match inputs.environment {
        Some(e) if matches!(e, Encoding::Utf16Be | Encoding::Utf16Le) => {
            steps.push(
                "the referring document's encoding",
                None,
                format!("{e}: not inherited (UTF-16)"),
                Outcome::Nothing,
                spec,
            );
            None
        }
        Some(e) => {
            steps.push(
                "the referring document's encoding",
                None,
                format!("{e}, tentative"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Environment, Confidence::Tentative))
        }
        None => {
            steps.push(
                "the referring document's encoding",
                None,
                "none given",
                Outcome::Skipped,
                spec,
            );
            None
        }
    }
}

fn detector(inputs: &Inputs, steps: &mut Steps) -> Found {
    let spec = "HTML 13.2.3.2 encoding sniffing, step 8 (autodetection)";
    match inputs.detected {
        Some(e) => {
            steps.push(
                "the detector",
                None,
                format!("guesses {e}, tentative"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Detector, Confidence::Tentative))
        }
        None => {
            steps.push("the detector", None, "not run", Outcome::Skipped, spec);
            None
        }
    }
}

fn locale_default(inputs: &Inputs, steps: &mut Steps) -> Found {
    let e = default_for_tld(inputs.tld.as_deref());
    let why = match &inputs.tld {
        Some(t) => format!(
            "the default for .{}: {e}, tentative",
            super::locale::normalize_tld(t)
        ),
        None => format!("no top-level domain given: {e}, tentative"),
    };
    steps.push(
        "the default",
        None,
        why,
        Outcome::Decides,
        "HTML 13.2.3.2 encoding sniffing, step 9",
    );
    Some((e, DecidedBy::Default, Confidence::Tentative))
}

fn utf8_default(steps: &mut Steps, spec: &'static str) -> Found {
    steps.push("the default", None, "UTF-8", Outcome::Decides, spec);
    Some((Encoding::Utf8, DecidedBy::Default, Confidence::Tentative))
}

fn textdecoder_label(inputs: &Inputs, steps: &mut Steps) -> Found {
    let spec = "Encoding 7.2 new TextDecoder(label)";
    match inputs.override_encoding {
        Some(e) => {
            steps.push(
                "the label given to TextDecoder",
                None,
                format!("{e}"),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Override, Confidence::Irrelevant))
        }
        None => {
            steps.push(
                "the label given to TextDecoder",
                None,
                "none: \"utf-8\"",
                Outcome::Decides,
                spec,
            );
            Some((Encoding::Utf8, DecidedBy::Default, Confidence::Irrelevant))
        }
    }
}

fn always_utf8(ctx: &Context, steps: &mut Steps) -> Found {
    let mode = if ctx.fatal {
        "the first error fails"
    } else {
        "errors become U+FFFD"
    };
    steps.push(
        ctx.op.spec_name(),
        None,
        format!(
            "always UTF-8, nothing is sniffed; {}; {mode}",
            ctx.bom.words()
        ),
        Outcome::Decides,
        ctx.spec,
    );
    Some((Encoding::Utf8, DecidedBy::Default, Confidence::Irrelevant))
}
