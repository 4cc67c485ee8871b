//! The stepper's engine: decoder runs recorded one handler call at a time, windowed traces at
//! any offset of any file, and the scan that counts and indexes errors.

pub mod scan;
pub mod step;
pub mod utf8_dfa;
pub mod window;

pub use scan::{scan, ErrorRecord, ScanOptions, ScanReport};
pub use step::Step;
pub use window::{collect_window, sync_point, trace_all, trace_window, Checkpoint, RunIndex, WindowInfo};
