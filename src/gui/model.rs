//! The per-frame model: everything the views and panels show that comes from the file or a
//! trace, computed once per (document, plan, position) and kept until that changes. No panel
//! reads the file or runs a trace; they read this. What cannot be computed within the UI
//! thread's budget is "pending", and is retried when the background scan has learned more.

use super::analysis::{Analysis, Unit};
use super::navigate::{Neighbourhood, Wait};
use super::state::{AppState, StepRef};
use crate::decide::contexts::CONTEXTS;
use crate::decide::{decide, Decision, Inputs};
use crate::encoding::ops::BomReport;
use crate::encoding::ops::Plan;
use crate::source::read_range;

/// Steps the stepper shows around its step, each way (bytes).
pub const STEPPER_REACH: u64 = 48;
/// Bytes in the stepper's byte strip.
pub const STRIP: u64 = 21;
/// Bytes of the input's start the BOM panel reads.
pub const HEAD: usize = 64;
/// Bytes of the selection the character panel shows.
pub const SELECTION_BYTES: u64 = 16;
/// Bytes traced each way around the selection to find its unit.
const UNIT_REACH: u64 = 8;

/// The stepper's view of the run.
#[derive(Clone, Debug)]
pub struct StepperModel {
    pub at: StepRef,
    pub around: Result<Neighbourhood, Wait>,
    /// The byte strip: its first offset and bytes.
    pub strip_from: u64,
    pub strip: Vec<u8>,
}

#[derive(Default)]
pub struct Model {
    key: Option<(u64, Plan)>,
    /// The scan's publication this model last retried pending entries with.
    generation: u64,
    view_key: Option<(u64, u64)>,
    /// The hex and text views' bytes.
    pub view: Analysis,
    pub stepper: Option<StepperModel>,
    /// The input's first bytes (BOM panel).
    pub head: Vec<u8>,
    /// BOM sniffing of those bytes against the label.
    pub bom: Option<BomReport>,
    selection_key: Option<(u64, u64)>,
    /// The selection's first bytes (character panel).
    pub selection_bytes: Vec<u8>,
    /// The unit (character, U+FFFD, …) the selection starts in.
    pub selection_unit: Option<Unit>,
    /// Numeric character references (`&#26085;`) among the views' bytes, by file offset (as
    /// `usize`: the views' window is in memory).
    pub references: Vec<crate::mojibake::references::Reference>,
    /// What a browser decides for the document as an HTML page, nothing else known (once the
    /// detector is done): the banners say it. (The Why this encoding panel decides for the
    /// context and inputs the user gives it.)
    pub decision: Option<(u64, Decision)>,
    /// A read error to report (taken by the app).
    pub error: Option<String>,
    /// How many times anything was recomputed (for tests of what is cached).
    pub computed: u64,
}

impl Model {
    /// Bring the model up to date with the state and the bytes [from, to) the views show.
    pub fn refresh(&mut self, state: &AppState, from: u64, to: u64) {
        let (Some(doc), Some(plan)) = (&state.doc, &state.plan) else {
            if self.key.is_some() {
                *self = Model::default();
            }
            return;
        };
        let key = (doc.id, plan.clone());
        if self.key.as_ref() != Some(&key) {
            *self = Model {
                key: Some(key),
                computed: self.computed,
                ..Model::default()
            };
            self.head = self.read(state, 0, HEAD as u64);
            self.bom = Some(BomReport::new(&self.head, state.settings.encoding));
        }
        let generation = state.scan.as_ref().map_or(0, |s| s.generation());
        let learned = generation != self.generation;
        self.generation = generation;
        let src = doc.source.as_ref();

        // The views' window.
        if self.view_key != Some((from, to)) || (learned && self.view.pending.is_some()) {
            self.view_key = Some((from, to));
            self.computed += 1;
            self.view = match Analysis::within(src, plan, from, to, state.known()) {
                Ok(a) => a,
                Err(e) => {
                    self.error = Some(e.to_string());
                    Analysis {
                        from,
                        to: from,
                        ..Analysis::default()
                    }
                }
            };
            if let (Some(_), Some(scan)) = (self.view.pending, &state.scan) {
                scan.want(from);
            }
            // References are ASCII: found in the bytes of any encoding that keeps ASCII.
            let ascii = crate::mojibake::codec::Codec::Encoding(plan.encoding).ascii_compatible();
            self.references = if ascii {
                let base = self.view.from as usize;
                let mut refs = crate::mojibake::references::find(&self.view.bytes);
                for r in &mut refs {
                    r.start += base;
                    r.end += base;
                }
                refs
            } else {
                Vec::new()
            };
        }

        // The stepper's neighbourhood.
        let at = state.current_step();
        let stale = match &self.stepper {
            None => true,
            Some(s) => s.at != at || (learned && s.around.is_err()),
        };
        if stale {
            self.computed += 1;
            let around = state.steps_around(at, STEPPER_REACH, STEPPER_REACH);
            if let (Err(Wait::Scan(_)), Some(scan)) = (&around, &state.scan) {
                scan.want(at.offset);
            }
            let strip_from = at.offset.saturating_sub(STRIP / 2);
            let strip = self.read(state, strip_from, STRIP);
            self.stepper = Some(StepperModel {
                at,
                around,
                strip_from,
                strip,
            });
        }

        self.refresh_decision(state);

        // The selection's bytes.
        let unresolved = learned && state.selection.is_some() && self.selection_unit.is_none();
        if self.selection_key != state.selection || unresolved {
            self.selection_key = state.selection;
            self.selection_bytes = match state.selection {
                Some((a, b)) => self.read(state, a, (b - a).min(SELECTION_BYTES)),
                None => Vec::new(),
            };
            self.selection_unit = state.selection.and_then(|(a, _)| {
                let to = a.saturating_add(UNIT_REACH).min(doc.len());
                let around =
                    Analysis::within(src, plan, a.saturating_sub(UNIT_REACH), to, state.known());
                around.ok().and_then(|x| x.unit_at(a).copied())
            });
        }
    }

    /// What a browser decides for the document as a web page, when the detection changed.
    fn refresh_decision(&mut self, state: &AppState) {
        let (Some(doc), Some(detected)) = (
            &state.doc,
            state.detection.as_ref().and_then(|j| j.work.done()),
        ) else {
            return;
        };
        if self.decision.as_ref().is_some_and(|d| d.0 == doc.id) {
            return;
        }
        self.computed += 1;
        let inputs = Inputs {
            detected: Some(detected.detection.browser_guess()),
            ..Inputs::default()
        };
        let decision = decide(
            &detected.sample,
            &CONTEXTS[0],
            &inputs,
            crate::i18n::Lang::En,
        );
        self.decision = Some((doc.id, decision));
    }

    fn read(&mut self, state: &AppState, from: u64, len: u64) -> Vec<u8> {
        let Some(doc) = &state.doc else {
            return Vec::new();
        };
        match read_range(doc.source.as_ref(), from, len as usize) {
            Ok(b) => b,
            Err(e) => {
                self.error = Some(e.to_string());
                Vec::new()
            }
        }
    }

    /// Forget everything (the file was reloaded or changed).
    pub fn invalidate(&mut self) {
        *self = Model {
            computed: self.computed,
            ..Model::default()
        };
    }
}
