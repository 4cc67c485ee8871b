//! What a scan finds and how it is told: each error located exactly, the counts by class and
//! pattern, the error index and checkpoints, the options, and the observer that receives errors
//! as the scan goes. Shared by the scan of every encoding (`scan.rs`) and the fast UTF-8 scan
//! (`scan_utf8.rs`).

use super::window::RunIndex;
use crate::encoding::error_classes::{ErrorClass, Pattern};
use std::collections::BTreeMap;

/// Bytes per block of the error index and distance between checkpoints.
pub const BLOCK: u64 = 64 * 1024;

/// One error, located exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ErrorRecord {
    /// First byte the U+FFFD stands for.
    pub offset: u64,
    /// One past the last byte it stands for (equal to `offset` for an error at the end).
    pub end: u64,
    /// Offset of the handler call that returned the error.
    pub step_offset: u64,
    pub class: ErrorClass,
    pub pattern: Option<Pattern>,
}

/// Options of a scan.
#[derive(Clone, Copy, Debug)]
pub struct ScanOptions {
    /// How many errors to locate exactly and hand to the observer, in order (the rest are
    /// counted). The first error is always located.
    pub records: u64,
    /// Keep the index for windowed traces: errors per block and checkpoints.
    pub index: bool,
    /// Skip valid stretches with encoding_rs; false runs the spec handler over everything
    /// (the reference the bulk path is tested against).
    pub bulk: bool,
}

impl Default for ScanOptions {
    fn default() -> Self {
        ScanOptions {
            records: 1000,
            index: true,
            bulk: true,
        }
    }
}

/// What a scan found.
#[derive(Clone, Debug, Default)]
pub struct ScanReport {
    /// The file's length.
    pub bytes: u64,
    /// Where the decoder's stream starts (after a BOM).
    pub stream_start: u64,
    /// Errors found (in fatal mode the run stops at the first; this still counts all).
    pub errors: u64,
    pub by_class: BTreeMap<ErrorClass, u64>,
    /// The first error, located exactly.
    pub first_error: Option<ErrorRecord>,
    /// How many errors were located and handed to the observer.
    pub records: u64,
    /// 64 KiB blocks with at least one error (by the offset of the handler call).
    pub blocks_with_errors: u64,
    /// With the index: errors per block.
    pub blocks: Vec<u32>,
    /// With the index: checkpoints; always: the first error.
    pub index: RunIndex,
    /// Bytes of the file the scan got through.
    pub scanned: u64,
    /// False if the scan was cancelled.
    pub complete: bool,
    /// The last two blocks counted in `blocks_with_errors`.
    pub(super) recent_blocks: [Option<usize>; 2],
}

impl ScanReport {
    /// The block holding `offset`.
    pub fn block_of(offset: u64) -> usize {
        (offset / BLOCK) as usize
    }

    /// The first block at or after `from_block` with errors (needs the index).
    pub fn next_block_with_errors(&self, from_block: usize) -> Option<usize> {
        (from_block..self.blocks.len()).find(|&b| self.blocks[b] > 0)
    }

    /// The last block at or before `from_block` with errors (needs the index).
    pub fn prev_block_with_errors(&self, from_block: usize) -> Option<usize> {
        (0..=from_block.min(self.blocks.len().saturating_sub(1)))
            .rev()
            .find(|&b| self.blocks.get(b).is_some_and(|&n| n > 0))
    }

    /// Count `n` errors in the block of `offset`.
    pub(crate) fn count_block(&mut self, offset: u64, n: u64) {
        let block = Self::block_of(offset);
        if let Some(b) = self.blocks.get_mut(block) {
            *b += n as u32;
        }
        // Handler calls go back at most MAX_RESTORE bytes, so an error's block is the current
        // block or the one before: those two are enough to count each block once.
        if !self.recent_blocks.contains(&Some(block)) {
            self.blocks_with_errors += 1;
            self.recent_blocks = [self.recent_blocks[1], Some(block)];
        }
    }
}

/// Receives what a scan finds as it goes.
pub trait ScanObserver {
    /// An error located exactly: the first `records` errors, in order.
    fn record(&mut self, _error: &ErrorRecord) {}

    /// After each block, the report so far; return false to cancel.
    fn progress(&mut self, _report: &ScanReport) -> bool {
        true
    }
}

/// Observes nothing (the report is all that is wanted).
pub struct Ignore;

impl ScanObserver for Ignore {}

/// Keeps the located errors (for tests and small inputs).
#[derive(Default)]
pub struct Collect {
    pub errors: Vec<ErrorRecord>,
}

impl ScanObserver for Collect {
    fn record(&mut self, error: &ErrorRecord) {
        self.errors.push(*error);
    }
}
