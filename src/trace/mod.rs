//! The stepper's engine: decoder runs recorded one handler call at a time, windowed traces at
//! any offset of any file, and the scan that counts and indexes errors.

pub mod bulk;
pub mod fatal;
mod feed;
pub mod scan;
mod scan_report;
mod scan_utf8;
pub mod step;
pub(crate) mod utf8_dfa;
pub mod window;

pub use feed::{feed_source, feed_source_bulk};
pub use scan::{scan, ErrorRecord, ScanObserver, ScanOptions, ScanReport};
pub use step::Step;
pub use window::{
    collect_window, sync_point, trace_all, trace_window, trace_window_within, Checkpoint, Pending,
    RunIndex, WindowInfo, Within,
};
