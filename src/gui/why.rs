//! "Why this encoding": the detector run in the background on a document's first MiB, and the
//! decision of the chosen context computed from it (in the model, once per input change).

use super::jobs::Repaint;
use super::mojibake::Background;
use crate::decide::contexts::{context, Context, CONTEXTS};
use crate::decide::{decide, Decision, Inputs};
use crate::detect::{detect_as, Detection, SAMPLE};
use crate::encoding::{get_encoding, Encoding};
use crate::report::decision::uses_detector;
use crate::source::{read_range, ByteSource};
use std::sync::Arc;

/// What the user tells the decision besides the bytes, as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WhyInputs {
    /// A context id of the table.
    pub context: &'static str,
    pub content_type: String,
    pub override_label: String,
    pub environment_label: String,
    pub tld: String,
    /// A page from the network (the detector may not guess UTF-8) rather than a local file.
    pub from_network: bool,
}

impl Default for WhyInputs {
    fn default() -> Self {
        WhyInputs {
            context: CONTEXTS[0].id,
            content_type: String::new(),
            override_label: String::new(),
            environment_label: String::new(),
            tld: String::new(),
            from_network: false,
        }
    }
}

impl WhyInputs {
    pub fn context(&self) -> &'static Context {
        context(self.context).unwrap_or(&CONTEXTS[0])
    }

    /// The top-level domain, if one is typed.
    pub fn tld(&self) -> Option<&str> {
        Some(self.tld.trim()).filter(|t| !t.is_empty())
    }

    /// The decision's inputs, or why a typed field is not usable.
    pub fn inputs(&self, detected: Option<Encoding>) -> Result<Inputs, String> {
        let label = |name: &str, text: &str| -> Result<Option<Encoding>, String> {
            let t = text.trim();
            if t.is_empty() {
                return Ok(None);
            }
            get_encoding(t).map(Some).map_err(|_| {
                format!(
                    "{name}: {t:?} is not a label of any encoding; {}",
                    crate::report::labels::label_hint(t)
                )
            })
        };
        let header = self.content_type.trim();
        if !header.is_empty() && crate::decide::mime::extract_mime_type(header).is_none() {
            return Err(format!(
                "Content-Type: {header:?} does not parse as a MIME type (type/subtype; parameters)"
            ));
        }
        Ok(Inputs {
            content_type: (!header.is_empty()).then(|| header.to_string()),
            override_encoding: label("override", &self.override_label)?,
            environment: label("referring document", &self.environment_label)?,
            tld: self.tld().map(str::to_string),
            detected: detected.filter(|_| uses_detector(self.context())),
        })
    }
}

/// The detector's work on a document: its sample and what it found.
pub struct Detected {
    pub sample: Vec<u8>,
    pub detection: Detection,
}

/// The detector running (or done) for one document and domain.
pub struct DetectJob {
    pub key: (u64, Option<String>, bool),
    /// The window's one kind of background work.
    pub work: Background<Detected>,
}

impl DetectJob {
    pub fn start(
        doc: u64,
        src: Arc<dyn ByteSource>,
        tld: Option<String>,
        from_network: bool,
        repaint: Repaint,
    ) -> DetectJob {
        let t = tld.clone();
        let work = Background::start(
            "detecting the encoding",
            move |_| {
                let len = src.len().min(SAMPLE as u64) as usize;
                let sample = read_range(src.as_ref(), 0, len).map_err(|e| e.to_string())?;
                let detection = detect_as(&sample, t.as_deref(), from_network);
                Ok(Some(Detected { sample, detection }))
            },
            repaint,
        );
        DetectJob {
            key: (doc, tld, from_network),
            work,
        }
    }

    /// The finished detection.
    pub fn done(&self) -> Option<&Arc<Detected>> {
        self.work.done()
    }
}

/// The decision the panel shows, for the inputs it was made with.
pub struct WhyModel {
    pub key: (u64, WhyInputs),
    pub decision: Result<Decision, String>,
}

impl WhyModel {
    /// The decision for `inputs` on the detected sample.
    pub fn compute(doc: u64, inputs: &WhyInputs, detected: &Detected) -> WhyModel {
        let decision = inputs
            .inputs(Some(detected.detection.choice))
            .map(|i| decide(&detected.sample, inputs.context(), &i));
        WhyModel {
            key: (doc, inputs.clone()),
            decision,
        }
    }
}
