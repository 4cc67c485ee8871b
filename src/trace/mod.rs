//! The stepper's engine: decoder runs recorded one handler call at a time, windowed traces at
//! any offset of any file, and the scan that counts and indexes errors.

pub mod fatal;
pub mod scan;
pub mod step;
pub mod utf8_dfa;
pub mod window;

pub use scan::{scan, ErrorRecord, ScanOptions, ScanReport};
pub use step::Step;
pub use window::{
    collect_window, sync_point, trace_all, trace_window, trace_window_within, Checkpoint, Pending,
    RunIndex, WindowInfo, Within,
};

use crate::encoding::run::{Fed, StepSink, StreamDecoder};
use crate::source::{ByteSource, SourceError};

/// Feed a source to a stream decoder block by block, from the stream decoder's offset to the
/// end of the source (end-of-queue after the last block). `block_size(pos)` says how much to
/// read next; `after(sink, stream)` runs after each block (the stream decoder then stands at the
/// next block's start) and may stop the run by returning false.
/// Returns how the last feed ended.
pub fn feed_source<S: StepSink>(
    src: &dyn ByteSource,
    stream: &mut StreamDecoder,
    sink: &mut S,
    mut block_size: impl FnMut(u64) -> usize,
    mut after: impl FnMut(&mut S, &StreamDecoder) -> bool,
) -> Result<Fed, SourceError> {
    let len = src.len();
    let mut buf = Vec::new();
    loop {
        let pos = stream.offset;
        let want = (len - pos.min(len)).min(block_size(pos).max(1) as u64) as usize;
        buf.resize(want, 0);
        let n = src.read_at(pos, &mut buf)?;
        let last = pos + n as u64 >= len;
        let fed = stream.feed(&buf[..n], last, sink);
        if fed != Fed::NeedMore || last || !after(sink, stream) {
            return Ok(fed);
        }
    }
}
