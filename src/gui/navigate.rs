//! Moving through the run: the steps around a handler call, stepping, selecting the unit at a
//! byte, jumping to an error. Everything here runs on the UI thread, so every trace is bounded:
//! it starts at most `MAX_LEAD` bytes before what it shows, using the scan's checkpoints and
//! first-error knowledge; when that is not enough the answer is "wait" (the scan, running in
//! the background, will know), never a decode from the start of a large file.

use super::analysis::{Analysis, MAX_LEAD};
use super::state::{AppState, StepRef, ROW};
use crate::i18n::{tr, words, Lang};
use crate::trace::scan::{errors_in_range, ErrorRecord, ScanReport, BLOCK};
use crate::trace::{trace_window_within, Pending, Step, Within};

/// Why the UI thread cannot answer now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wait {
    /// Needs what the scan will learn (a checkpoint near, or the first error).
    Scan(Pending),
    /// The bytes could not be read.
    Failed(String),
}

impl Wait {
    /// A sentence for the user, in `lang`.
    pub fn describe(&self, lang: Lang, offset: u64, scanning: bool) -> String {
        let then = tr(
            lang,
            if scanning {
                "wait-scan-running"
            } else {
                "wait-scan-the-file"
            },
        );
        match self {
            Wait::Scan(Pending::FirstErrorUnknown) => words!(
                lang,
                "wait-first-error-unknown",
                offset = offset.to_string(),
                then = then
            ),
            Wait::Scan(Pending::FarSync { sync }) => words!(
                lang,
                "wait-far-sync",
                offset = offset.to_string(),
                sync = sync.to_string(),
                then = then
            ),
            Wait::Failed(e) => e.clone(),
        }
    }
}

/// Steps around a handler call, and which one it is.
#[derive(Clone, Debug, Default)]
pub struct Neighbourhood {
    pub steps: Vec<Step>,
    pub index: Option<usize>,
}

impl AppState {
    /// The steps of [from, from + len), exactly as the full run has them.
    pub fn steps(&self, from: u64, len: u64) -> Result<Vec<Step>, Wait> {
        let (Some(doc), Some(plan)) = (&self.doc, &self.plan) else {
            return Ok(Vec::new());
        };
        let mut steps = Vec::new();
        let within = trace_window_within(
            doc.source.as_ref(),
            plan,
            from,
            len,
            self.known(),
            MAX_LEAD,
            |s: &Step| {
                steps.push(*s);
                true
            },
        )
        .map_err(|e| Wait::Failed(e.words(self.lang)))?;
        match within {
            Within::Traced(_) => Ok(steps),
            Within::Pending(p) => Err(Wait::Scan(p)),
        }
    }

    /// The step a reference names, with its neighbours.
    pub fn steps_around(
        &self,
        at: StepRef,
        before: u64,
        after: u64,
    ) -> Result<Neighbourhood, Wait> {
        let len = self.doc.as_ref().map_or(0, |d| d.len());
        let from = at.offset.saturating_sub(before).min(len);
        let to = at.offset.saturating_add(after).min(len);
        let steps = self.steps(from, to - from + 1)?;
        let mut seen = 0;
        let index = steps.iter().position(|s| {
            if s.offset == at.offset {
                seen += 1;
                seen > at.nth
            } else {
                false
            }
        });
        // Fall back to the last handling of that byte (e.g. after the settings changed).
        let index = index.or_else(|| steps.iter().rposition(|s| s.offset == at.offset));
        Ok(Neighbourhood { steps, index })
    }

    fn step_ref(steps: &[Step], i: usize) -> StepRef {
        let offset = steps[i].offset;
        let nth = steps[..i].iter().filter(|s| s.offset == offset).count() as u32;
        StepRef { offset, nth }
    }

    /// The step the stepper shows: the chosen one, else the first handling of the cursor.
    pub fn current_step(&self) -> StepRef {
        let len = self.doc.as_ref().map_or(0, |d| d.len());
        self.step.unwrap_or(StepRef {
            offset: self.cursor.min(len),
            nth: 0,
        })
    }

    /// Move the stepper one handler call forward or back.
    pub fn step_by(&mut self, forward: bool) -> Result<(), Wait> {
        if self.doc.is_none() {
            return Ok(());
        }
        let at = self.current_step().offset;
        let around = self.steps_around(self.current_step(), 8, 8)?;
        let next = match around.index {
            Some(i) if forward => i.checked_add(1),
            Some(i) => i.checked_sub(1),
            // A byte no handler call reads (a BOM that sniffing skipped): the nearest call on
            // either side.
            None if forward => around.steps.iter().position(|s| s.offset > at),
            None => around.steps.iter().rposition(|s| s.offset < at),
        }
        .filter(|&n| n < around.steps.len());
        match next {
            Some(n) => self.focus_step(Self::step_ref(&around.steps, n)),
            // The first or last call: playing stops there.
            None => self.playing = false,
        }
        Ok(())
    }

    /// Make `at` the stepper's step and select what it belongs to.
    pub fn focus_step(&mut self, at: StepRef) {
        self.step = Some(at);
        let len = self.doc.as_ref().map_or(0, |d| d.len());
        self.cursor = at.offset.min(len.saturating_sub(1));
        self.selection = self.unit_range(at.offset);
        self.reveal(self.cursor);
    }

    /// The bytes of the unit (character, U+FFFD, …) that covers `offset`.
    pub fn unit_range(&self, offset: u64) -> Option<(u64, u64)> {
        let (doc, plan) = (self.doc.as_ref()?, self.plan.as_ref()?);
        if offset >= doc.len() {
            return None;
        }
        let from = offset.saturating_sub(8);
        let to = offset.saturating_add(8).min(doc.len());
        let a = Analysis::within(doc.source.as_ref(), plan, from, to, self.known()).ok()?;
        a.unit_at(offset)
            .map(|u| (u.start, u.end.max(u.start + 1)))
            .or(Some((offset, offset + 1)))
    }

    /// Put the stepper on the handler call that returned this error (a byte restored to the
    /// stream can err twice, so the call is found by its span) and select the bytes its U+FFFD
    /// stands for.
    pub fn show_error(&mut self, e: &ErrorRecord) {
        let first = StepRef {
            offset: e.step_offset,
            nth: 0,
        };
        let at = match self.steps(e.step_offset, 1) {
            Ok(steps) => steps
                .iter()
                .position(|s| s.is_error() && s.span == Some((e.offset, e.end)))
                .map_or(first, |i| Self::step_ref(&steps, i)),
            Err(_) => first,
        };
        self.focus_step(at);
        let len = self.doc.as_ref().map_or(0, |d| d.len());
        if e.offset < len {
            self.selection = Some((e.offset, e.end.max(e.offset + 1).min(len)));
            self.cursor = e.offset;
            self.reveal(e.offset);
        }
    }

    /// Select the unit at `offset` and put the stepper on the step that produced it.
    pub fn select_at(&mut self, offset: u64) {
        let Some(doc) = &self.doc else { return };
        if doc.is_empty() {
            return;
        }
        let offset = offset.min(doc.len() - 1);
        self.cursor = offset;
        self.selection = self.unit_range(offset);
        self.anchor = self.selection;
        let (start, end) = self.selection.unwrap_or((offset, offset + 1));
        // The step that produced the unit: the last handling of its last byte that emitted or
        // errored, else the first handling of the byte.
        let steps = self.steps(start, end - start).unwrap_or_default();
        let at = steps
            .iter()
            .rposition(|s| s.span.is_some_and(|sp| sp == (start, end) || sp.0 == start))
            .or_else(|| steps.iter().position(|s| s.offset == offset));
        self.step = at
            .map(|i| Self::step_ref(&steps, i))
            .or(Some(StepRef { offset, nth: 0 }));
        self.reveal(offset);
    }

    /// Extend the selection from its anchor (the unit first selected) to the unit at `offset`,
    /// which becomes the cursor: Shift+click, Shift+arrows and dragging. The stepper stays.
    pub fn extend_to(&mut self, offset: u64) {
        let Some(doc) = &self.doc else { return };
        if doc.is_empty() {
            return;
        }
        let offset = offset.min(doc.len() - 1);
        // The anchor holds while the selection still contains it; a selection made another way
        // (a search, an error) is the anchor itself.
        let anchor = match (self.anchor, self.selection) {
            (Some(a), Some(s)) if s.0 <= a.0 && a.1 <= s.1 => a,
            (_, Some(s)) => s,
            _ => self
                .unit_range(self.cursor)
                .unwrap_or((self.cursor, self.cursor + 1)),
        };
        let unit = self.unit_range(offset).unwrap_or((offset, offset + 1));
        self.anchor = Some(anchor);
        self.selection = Some((anchor.0.min(unit.0), anchor.1.max(unit.1)));
        self.cursor = offset;
        self.reveal(offset);
    }

    /// Where Shift+arrow moves the cursor end of the selection: the next or previous unit
    /// (`rows` 0) or that many rows of the hex view.
    pub fn extend_target(&self, forward: bool, rows: u64) -> u64 {
        let here = self.cursor;
        if rows > 0 {
            let by = rows.saturating_mul(ROW);
            return if forward {
                here.saturating_add(by)
            } else {
                here.saturating_sub(by)
            };
        }
        let unit = self.unit_range(here).unwrap_or((here, here + 1));
        if forward {
            unit.1
        } else {
            unit.0.saturating_sub(1)
        }
    }

    /// Select every byte of the document.
    pub fn select_all(&mut self) {
        let Some(doc) = &self.doc else { return };
        if doc.is_empty() {
            return;
        }
        let len = doc.len();
        self.selection = Some((0, len));
        // As in a text editor: Shift+← then shrinks the selection from its end.
        self.anchor = self.unit_range(0);
        self.cursor = len - 1;
    }

    /// Where "next/previous error" starts from.
    pub fn error_search_origin(&self) -> u64 {
        self.step.map_or(self.cursor, |s| s.offset)
    }

    /// The next (or previous) error from the stepper or cursor, through the finished scan's
    /// index of blocks with errors (each block is traced on its own). `None` when there is no
    /// finished scan: the caller searches in the background instead.
    pub fn find_error_indexed(&self, forward: bool) -> Option<Result<Option<ErrorRecord>, String>> {
        let (doc, plan, report) = (self.doc.as_ref()?, self.plan.as_ref()?, self.report()?);
        if !report.complete {
            return None;
        }
        let here = self.error_search_origin();
        let mut replacement_plan = plan.clone();
        replacement_plan.mode = crate::encoding::run::ErrorMode::Replacement;
        let src = doc.source.as_ref();
        let mut block = ScanReport::block_of(here);
        loop {
            let found = if forward {
                report.next_block_with_errors(block)
            } else {
                report.prev_block_with_errors(block)
            };
            let Some(b) = found else {
                return Some(Ok(None));
            };
            let from = b as u64 * BLOCK;
            let len = BLOCK.min(doc.len().saturating_sub(from));
            let errors = match errors_in_range(
                src,
                &replacement_plan,
                from,
                len,
                self.known(),
                usize::MAX,
            ) {
                Ok(e) => e,
                Err(e) => return Some(Err(e.to_string())),
            };
            let pick = if forward {
                errors.into_iter().find(|e| e.step_offset > here)
            } else {
                errors.into_iter().rev().find(|e| e.step_offset < here)
            };
            if let Some(e) = pick {
                return Some(Ok(Some(e)));
            }
            if forward {
                block = b + 1;
            } else if b == 0 {
                return Some(Ok(None));
            } else {
                block = b - 1;
            }
        }
    }
}
