//! The decisions themselves: each context's algorithm as a sequence of steps, each step a
//! function that either decides or hands on to the next, in the order the standards give.

use super::contexts::{Context, Sniffing};
use super::decision::{Confidence, DecidedBy, Decision, Found, Outcome, Step, Steps};
use super::documents::{css_charset, xml_declaration};
use super::locale::default_for_tld;
use super::mime::{extract_mime_type, legacy_extract_encoding};
use super::prescan::{late_declarations, prescan, ConstructKind, PrescanSource, PRESCAN_LIMIT};
use crate::encoding::bom::sniff;
use crate::encoding::Encoding;
use crate::i18n::{tr, words, Lang};

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

/// How `ctx` decides the encoding of `bytes` given `inputs`, each step in words in `lang`.
///
/// ```
/// use mojiscope::decide::{contexts::context, decide, DecidedBy, Inputs};
/// use mojiscope::encoding::Encoding;
/// use mojiscope::i18n::Lang;
/// let html = context("html").unwrap();
/// let page = b"<meta charset=shift_jis><p>...";
/// let d = decide(page, html, &Inputs::default(), Lang::En);
/// assert_eq!((d.encoding, d.decided_by), (Encoding::ShiftJis, DecidedBy::Prescan));
/// // The header beats the <meta>; a BOM beats the header.
/// let inputs = Inputs { content_type: Some("text/html; charset=euc-kr".into()), ..Inputs::default() };
/// assert_eq!(decide(page, html, &inputs, Lang::En).decided_by, DecidedBy::Http);
/// let bom = [b"\xEF\xBB\xBF".as_slice(), page].concat();
/// assert_eq!(decide(&bom, html, &inputs, Lang::En).decided_by, DecidedBy::Bom);
/// ```
pub fn decide(bytes: &[u8], ctx: &Context, inputs: &Inputs, lang: Lang) -> Decision {
    let mut steps = Steps::new(lang);
    let mut prescanned = None;
    let found: Found = match ctx.sniffing {
        Sniffing::Html => bom(bytes, &mut steps)
            .or_else(|| user_override(inputs, &mut steps))
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| html_prescan(bytes, &mut steps, &mut prescanned))
            .or_else(|| environment(inputs, &mut steps, "decision-spec-html-parent"))
            .or_else(|| detector(inputs, &mut steps))
            .or_else(|| locale_default(inputs, &mut steps)),
        Sniffing::XhrHtml => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| html_prescan(bytes, &mut steps, &mut prescanned))
            .or_else(|| utf8_default(&mut steps, "decision-spec-xhr-document-default")),
        Sniffing::Xml => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| xml_declaration(bytes, &mut steps))
            .or_else(|| utf8_default(&mut steps, "decision-spec-xml-default")),
        Sniffing::Css => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| css_charset(bytes, &mut steps))
            .or_else(|| environment(inputs, &mut steps, "decision-spec-css-environment"))
            .or_else(|| utf8_default(&mut steps, "decision-spec-css-default")),
        Sniffing::ClassicScript => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| environment(inputs, &mut steps, "decision-spec-classic-script"))
            .or_else(|| utf8_default(&mut steps, "decision-spec-classic-script-default")),
        Sniffing::TransportThenUtf8 => bom(bytes, &mut steps)
            .or_else(|| transport(inputs, &mut steps))
            .or_else(|| utf8_default(&mut steps, "decision-spec-xhr-text-default")),
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
                    tr(lang, "decision-check-prescan-not-reached"),
                    None,
                    words!(
                        lang,
                        "decision-prescan-not-reached",
                        limit = PRESCAN_LIMIT,
                        encoding = e.name(),
                        by = decided_by.words(lang)
                    ),
                    Outcome::Note,
                    "decision-spec-html-prescan-step",
                );
                prescanned = Some(e);
            }
        }
        // <meta> tags after the bytes prescanned: the parser meets them, and with a tentative
        // confidence the first one changes the encoding (HTML 13.2.3.4).
        let mut tentative = confidence == Confidence::Tentative && ctx.sniffing == Sniffing::Html;
        for (range, e) in late_declarations(bytes) {
            let spec = "decision-spec-late-meta";
            let check = words!(lang, "decision-check-late-meta", offset = range.start);
            let after = words!(
                lang,
                "decision-late-meta-declares",
                encoding = e.name(),
                limit = PRESCAN_LIMIT
            );
            if tentative && matches!(encoding, Encoding::Utf16Be | Encoding::Utf16Le) {
                tentative = false;
                steps.push(
                    check,
                    Some(range),
                    words!(lang, "decision-late-meta-utf16", after = after),
                    Outcome::Note,
                    spec,
                );
            } else if tentative && e != encoding {
                tentative = false;
                for s in steps
                    .steps
                    .iter_mut()
                    .filter(|s| s.outcome == Outcome::Decides)
                {
                    s.outcome = Outcome::Nothing;
                    s.result = words!(
                        lang,
                        "decision-until-late-meta",
                        result = s.result.clone(),
                        offset = range.start
                    );
                }
                steps.push(
                    check,
                    Some(range),
                    words!(
                        lang,
                        "decision-late-meta-changes",
                        after = after,
                        from = encoding.name(),
                        to = e.name()
                    ),
                    Outcome::Decides,
                    spec,
                );
                changed = Some(e);
            } else if tentative {
                tentative = false;
                steps.push(
                    check,
                    Some(range),
                    words!(lang, "decision-late-meta-agrees", after = after),
                    Outcome::Note,
                    spec,
                );
            } else {
                let certain = changed.is_some() || confidence != Confidence::Tentative;
                steps.push(
                    check,
                    Some(range),
                    words!(
                        lang,
                        "decision-late-meta-ignored",
                        after = after,
                        certain = if certain { "yes" } else { "no" }
                    ),
                    Outcome::Note,
                    spec,
                );
            }
        }
    }
    if decided_by != DecidedBy::Detector
        && let Some(d) = inputs.detected
        && matches!(ctx.sniffing, Sniffing::Html | Sniffing::PlainText)
    {
        steps.push(
            tr(lang, "decision-check-detector-not-reached"),
            None,
            words!(lang, "decision-detector-would-guess", encoding = d.name()),
            Outcome::Note,
            "decision-spec-html-detector-step",
        );
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
    let lang = steps.lang;
    let s = sniff(bytes);
    let spec = "decision-spec-bom";
    let check = tr(lang, "decision-check-bom");
    match s.bom {
        Some(e) => {
            steps.push(
                check,
                Some(0..s.bom_length),
                words!(lang, "decision-bom-found", encoding = e.name()),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Bom, Confidence::Certain))
        }
        None => {
            steps.push(
                check,
                Some(0..bytes.len().min(3)),
                tr(lang, "decision-no-bom"),
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}

fn user_override(inputs: &Inputs, steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let spec = "decision-spec-override";
    let check = tr(lang, "decision-check-override");
    match inputs.override_encoding {
        Some(e) => {
            steps.push(
                check,
                None,
                words!(lang, "decision-certain", encoding = e.name()),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Override, Confidence::Certain))
        }
        None => {
            steps.push(
                check,
                None,
                tr(lang, "decision-none"),
                Outcome::Skipped,
                spec,
            );
            None
        }
    }
}

/// The transport layer: `Content-Type` through Fetch's "legacy extract an encoding".
fn transport(inputs: &Inputs, steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let spec = "decision-spec-transport";
    let Some(header) = &inputs.content_type else {
        steps.push(
            "Content-Type",
            None,
            tr(lang, "decision-no-header"),
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
            tr(lang, "decision-not-a-mime-type"),
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
                words!(lang, "decision-charset-names", encoding = e.name()),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Http, Confidence::Certain))
        }
        (Some(label), None) => {
            steps.push(
                check,
                None,
                words!(
                    lang,
                    "decision-charset-unknown",
                    label = format!("{label:?}")
                ),
                Outcome::Nothing,
                spec,
            );
            None
        }
        (None, None) => {
            steps.push(
                check,
                None,
                words!(lang, "decision-without-charset", mime = mime.essence()),
                Outcome::Nothing,
                spec,
            );
            None
        }
    }
}

/// The prescan, each construct it walked over a step.
fn html_prescan(bytes: &[u8], steps: &mut Steps, prescanned: &mut Option<Encoding>) -> Found {
    let lang = steps.lang;
    let spec = "decision-spec-prescan";
    let check = |what: String| words!(lang, "decision-check-prescan", what = what);
    let p = prescan(bytes);
    *prescanned = p.encoding;
    for (i, c) in p.constructs.iter().enumerate() {
        let deciding = p.source == PrescanSource::Meta(i);
        let (check, result) = match &c.kind {
            ConstructKind::Comment => (
                check(snippet(&bytes[c.range.clone()])),
                tr(lang, "decision-prescan-comment").into_owned(),
            ),
            ConstructKind::Markup => (
                check(snippet(&bytes[c.range.clone()])),
                tr(lang, "decision-prescan-markup").into_owned(),
            ),
            ConstructKind::Tag { name } => (
                check(format!("<{name}>")),
                tr(lang, "decision-prescan-tag").into_owned(),
            ),
            ConstructKind::Meta(m) => {
                let attrs: Vec<String> = m
                    .attributes
                    .iter()
                    .map(|(n, v)| format!("{n}={v:?}"))
                    .collect();
                (
                    check(format!("<meta {}>", attrs.join(" "))),
                    m.verdict.describe(lang),
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
                check("UTF-16 <?x".to_string()),
                Some(0..6),
                words!(lang, "decision-prescan-utf16", encoding = e.name()),
                Outcome::Decides,
                "decision-spec-prescan-utf16",
            );
            Some((e, DecidedBy::Prescan, Confidence::Tentative))
        }
        (PrescanSource::XmlDeclaration, Some(e)) => {
            steps.push(
                tr(lang, "decision-check-prescan-xml"),
                Some(looked),
                words!(lang, "decision-prescan-xml", encoding = e.name()),
                Outcome::Decides,
                "decision-spec-get-xml-encoding",
            );
            Some((e, DecidedBy::XmlDeclaration, Confidence::Tentative))
        }
        _ => {
            steps.push(
                tr(lang, "decision-check-prescan-alone"),
                Some(looked),
                words!(
                    lang,
                    "decision-prescan-nothing",
                    cut = if p.cut { "yes" } else { "no" }
                ),
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

/// The referring document's encoding; `spec`: the message citing the step.
fn environment(inputs: &Inputs, steps: &mut Steps, spec: &'static str) -> Found {
    let lang = steps.lang;
    let check = tr(lang, "decision-check-environment");
    match inputs.environment {
        Some(e) if matches!(e, Encoding::Utf16Be | Encoding::Utf16Le) => {
            steps.push(
                check,
                None,
                words!(lang, "decision-environment-utf16", encoding = e.name()),
                Outcome::Nothing,
                spec,
            );
            None
        }
        Some(e) => {
            steps.push(
                check,
                None,
                words!(lang, "decision-tentative", encoding = e.name()),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Environment, Confidence::Tentative))
        }
        None => {
            steps.push(
                check,
                None,
                tr(lang, "decision-none-given"),
                Outcome::Skipped,
                spec,
            );
            None
        }
    }
}

fn detector(inputs: &Inputs, steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let spec = "decision-spec-detector";
    let check = tr(lang, "decision-check-detector");
    match inputs.detected {
        Some(e) => {
            steps.push(
                check,
                None,
                words!(lang, "decision-detector-guesses", encoding = e.name()),
                Outcome::Decides,
                spec,
            );
            Some((e, DecidedBy::Detector, Confidence::Tentative))
        }
        None => {
            steps.push(
                check,
                None,
                tr(lang, "decision-not-run"),
                Outcome::Skipped,
                spec,
            );
            None
        }
    }
}

fn locale_default(inputs: &Inputs, steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let e = default_for_tld(inputs.tld.as_deref());
    let why = match &inputs.tld {
        Some(t) => words!(
            lang,
            "decision-default-for-tld",
            tld = super::locale::normalize_tld(t),
            encoding = e.name()
        ),
        None => words!(lang, "decision-default-no-tld", encoding = e.name()),
    };
    steps.push(
        tr(lang, "decision-check-default"),
        None,
        why,
        Outcome::Decides,
        "decision-spec-locale-default",
    );
    Some((e, DecidedBy::Default, Confidence::Tentative))
}

/// UTF-8 by default; `spec`: the message citing the step.
fn utf8_default(steps: &mut Steps, spec: &'static str) -> Found {
    let check = tr(steps.lang, "decision-check-default");
    steps.push(check, None, "UTF-8", Outcome::Decides, spec);
    Some((Encoding::Utf8, DecidedBy::Default, Confidence::Tentative))
}

fn textdecoder_label(inputs: &Inputs, steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let spec = "decision-spec-textdecoder";
    let check = tr(lang, "decision-check-textdecoder-label");
    match inputs.override_encoding {
        Some(e) => {
            steps.push(check, None, e.name(), Outcome::Decides, spec);
            Some((e, DecidedBy::Override, Confidence::Irrelevant))
        }
        None => {
            steps.push(
                check,
                None,
                tr(lang, "decision-textdecoder-no-label"),
                Outcome::Decides,
                spec,
            );
            Some((Encoding::Utf8, DecidedBy::Default, Confidence::Irrelevant))
        }
    }
}

fn always_utf8(ctx: &Context, steps: &mut Steps) -> Found {
    let lang = steps.lang;
    let step = Step {
        check: ctx.op.title(lang).into_owned(),
        range: None,
        result: words!(
            lang,
            "decision-always-utf8",
            bom = ctx.bom.words(lang),
            mode = error_mode_words(ctx.fatal, lang)
        ),
        outcome: Outcome::Decides,
        spec: ctx.spec(lang).into_owned(),
    };
    steps.steps.push(step);
    Some((Encoding::Utf8, DecidedBy::Default, Confidence::Irrelevant))
}

/// What the error mode does: "the first error fails" or "errors become U+FFFD".
pub fn error_mode_words(fatal: bool, lang: Lang) -> std::borrow::Cow<'static, str> {
    if fatal {
        tr(lang, "decision-mode-fatal")
    } else {
        tr(lang, "decision-mode-replacement")
    }
}
