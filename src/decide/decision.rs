//! A decision as the standards make it: the steps taken in order (what was checked, the bytes
//! looked at, the result, the step of the standard), the encoding chosen, what chose it and
//! with what confidence.

use crate::encoding::Encoding;
use crate::i18n::{tr, Lang};
use std::borrow::Cow;
use std::ops::Range;

/// A step that decided: the encoding and by what.
pub(super) type Found = Option<(Encoding, DecidedBy, Confidence)>;

/// HTML's confidence in an encoding: certain (a BOM, an override, the transport layer),
/// tentative (a `<meta>`, the detector, a default: the parser may change it), or irrelevant
/// (a context that always decodes UTF-8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confidence {
    Certain,
    Tentative,
    Irrelevant,
}

impl Confidence {
    /// The name in JSON and on the command line, as HTML calls it.
    pub fn name(self) -> &'static str {
        match self {
            Confidence::Certain => "certain",
            Confidence::Tentative => "tentative",
            Confidence::Irrelevant => "irrelevant",
        }
    }

    /// The name in `lang` ("certain" in English, as HTML calls it).
    pub fn words(self, lang: Lang) -> Cow<'static, str> {
        tr(
            lang,
            match self {
                Confidence::Certain => "decision-confidence-certain",
                Confidence::Tentative => "decision-confidence-tentative",
                Confidence::Irrelevant => "decision-confidence-irrelevant",
            },
        )
    }
}

/// What decided the encoding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecidedBy {
    Bom,
    Override,
    Http,
    Prescan,
    XmlDeclaration,
    CssCharset,
    Environment,
    Detector,
    Default,
}

impl DecidedBy {
    /// The name in JSON and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            DecidedBy::Bom => "bom",
            DecidedBy::Override => "override",
            DecidedBy::Http => "http",
            DecidedBy::Prescan => "prescan",
            DecidedBy::XmlDeclaration => "xml-declaration",
            DecidedBy::CssCharset => "css-charset",
            DecidedBy::Environment => "environment",
            DecidedBy::Detector => "detector",
            DecidedBy::Default => "default",
        }
    }

    /// In words: "the byte order mark".
    pub fn words(self, lang: Lang) -> Cow<'static, str> {
        tr(
            lang,
            match self {
                DecidedBy::Bom => "decision-by-bom",
                DecidedBy::Override => "decision-by-override",
                DecidedBy::Http => "decision-by-http",
                DecidedBy::Prescan => "decision-by-prescan",
                DecidedBy::XmlDeclaration => "decision-by-xml-declaration",
                DecidedBy::CssCharset => "decision-by-css-charset",
                DecidedBy::Environment => "decision-by-environment",
                DecidedBy::Detector => "decision-by-detector",
                DecidedBy::Default => "decision-by-default",
            },
        )
    }
}

/// What a step found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The step decided the encoding.
    Decides,
    /// The step applied but found nothing (or something that does not count).
    Nothing,
    /// The step does not apply here (no input for it, or not for this context).
    Skipped,
    /// Reported beside the decision, without taking part in it (a `<meta>` after the bytes
    /// prescanned, the detector's guess when something else decided).
    Note,
}

/// One step of a decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    /// What is checked: "BOM sniffing", "prescan: <meta charset=…>".
    pub check: String,
    /// The bytes it looked at (None when it looked at no bytes: a header, an override).
    pub range: Option<Range<usize>>,
    /// What it found, in words.
    pub result: String,
    pub outcome: Outcome,
    /// The standard and step: "HTML 13.2.3.2 encoding sniffing, step 1".
    pub spec: String,
}

/// The whole decision.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub encoding: Encoding,
    pub decided_by: DecidedBy,
    pub confidence: Confidence,
    /// The HTML prescan's own result (after its corrections), when the prescan ran.
    pub prescan: Option<Encoding>,
    pub steps: Vec<Step>,
}

impl Decision {
    /// The step that decided.
    pub fn deciding_step(&self) -> Option<&Step> {
        self.steps.iter().find(|s| s.outcome == Outcome::Decides)
    }
}

/// Records steps as a decision goes, in words in `lang`.
pub(crate) struct Steps {
    pub steps: Vec<Step>,
    pub lang: Lang,
}

impl Steps {
    pub fn new(lang: Lang) -> Steps {
        Steps {
            steps: Vec::new(),
            lang,
        }
    }

    /// A step; `spec`: the message that cites the standard's step.
    pub fn push(
        &mut self,
        check: impl Into<String>,
        range: Option<Range<usize>>,
        result: impl Into<String>,
        outcome: Outcome,
        spec: &'static str,
    ) {
        self.steps.push(Step {
            check: check.into(),
            range,
            result: result.into(),
            outcome,
            spec: tr(self.lang, spec).into_owned(),
        });
    }
}
