//! One run of the encoder over what the Encode panel and the Stepper's encoder mode show (the
//! typed text, or the decoded text in view), every handler call kept for stepping.

use super::analysis::UnitKind;
use super::encode_input::{EncodeInput, MAX_CHARS};
use super::view::View;
use crate::encoding::encode_run::{EncodeError, EncodeRun, EncodeStep, Replaced};
use crate::encoding::Encoding;

/// What a run depends on: the input (typed text, or the document's text in view), the
/// encoding and the error mode.
#[derive(Clone, PartialEq)]
pub enum Key {
    Typed(EncodeInput),
    InView {
        doc: u64,
        plan: crate::encoding::ops::Plan,
        from: u64,
        to: u64,
        start: u64,
        target: Encoding,
        fatal: bool,
        /// The text in view is not decoded yet (the scan has not reached it).
        pending: bool,
    },
}

/// An encoder run over the input.
pub struct Encoded {
    /// The code points read and where each came from (a byte offset of the document, or of
    /// the typed text's UTF-8).
    pub input: Vec<(u32, u64)>,
    pub out: Vec<u8>,
    pub steps: Vec<EncodeStep>,
    pub replaced: Vec<Replaced>,
    /// Error mode fatal stopped the run at this character.
    pub stopped: Option<EncodeError>,
}

impl EncodeInput {
    /// Whether the typed text is what runs (it is when no document is open).
    pub fn typed_runs(&self, view: &View) -> bool {
        self.use_typed || view.state.doc.is_none()
    }

    pub fn key(&self, view: &View) -> Key {
        match (&view.state.doc, &view.state.plan) {
            (Some(doc), Some(plan)) if !self.use_typed => Key::InView {
                doc: doc.id,
                plan: plan.clone(),
                from: view.analysis.from,
                to: view.analysis.to,
                start: view.state.top_offset(),
                target: self.target,
                fatal: self.fatal,
                pending: view.analysis.pending.is_some(),
            },
            _ => Key::Typed(self.clone()),
        }
    }

    /// Run the encoder over the input: the typed text, or the text of the units in view (a
    /// U+FFFD for each error), at most [`MAX_CHARS`] characters.
    pub fn run(&self, view: &View) -> Encoded {
        let input: Vec<(u32, u64)> = if self.typed_runs(view) {
            self.typed
                .char_indices()
                .map(|(i, c)| (c as u32, i as u64))
                .take(MAX_CHARS)
                .collect()
        } else {
            let start = view.state.top_offset();
            view.analysis
                .units
                .iter()
                .filter(|u| u.end > start)
                .flat_map(|u| match u.kind {
                    UnitKind::Text { code_points, count } => code_points[..count as usize]
                        .iter()
                        .map(|&c| (c, u.start))
                        .collect::<Vec<_>>(),
                    UnitKind::Error(_) => vec![(0xFFFD, u.start)],
                    _ => vec![],
                })
                .take(MAX_CHARS)
                .collect()
        };
        let mut run = EncodeRun::new(self.target, self.mode());
        let mut out = Vec::new();
        let mut steps: Vec<EncodeStep> = Vec::new();
        let mut record = |s: &EncodeStep| steps.push(*s);
        let mut stopped = None;
        for &(cp, off) in &input {
            if let Err(e) = run.push(cp, off, &mut out, &mut record) {
                stopped = Some(e);
                break;
            }
        }
        if stopped.is_none() {
            run.finish(&mut out, &mut record);
        }
        Encoded {
            input,
            out,
            steps,
            replaced: run.replaced,
            stopped,
        }
    }
}
