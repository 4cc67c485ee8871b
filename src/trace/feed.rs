//! A source fed to a stream decoder block by block, by the spec handlers alone or with the bulk
//! path.

use super::bulk::{Bulk, BulkSink};
use crate::encoding::run::{Fed, StepSink, StreamDecoder};
use crate::encoding::Encoding;
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
    block_size: impl FnMut(u64) -> usize,
    after: impl FnMut(&mut S, &StreamDecoder) -> bool,
) -> Result<Fed, SourceError> {
    feed_blocks(
        src,
        stream,
        sink,
        block_size,
        after,
        |stream, bytes, end, sink| stream.feed(bytes, end, sink),
    )
}

/// [`feed_source`] with the bulk path: encoding_rs over the stretches it finds valid, the spec
/// handler over the rest, with the same steps, text and block-end states as the spec handler
/// alone. `encoding` is the stream decoder's. `bulk: false` runs the spec handler alone.
pub fn feed_source_bulk<S: BulkSink>(
    src: &dyn ByteSource,
    encoding: Encoding,
    stream: &mut StreamDecoder,
    sink: &mut S,
    bulk: bool,
    block_size: impl FnMut(u64) -> usize,
    after: impl FnMut(&mut S, &StreamDecoder) -> bool,
) -> Result<Fed, SourceError> {
    let mut runner = Bulk::new(encoding, bulk);
    feed_blocks(
        src,
        stream,
        sink,
        block_size,
        after,
        |stream, bytes, end, sink| runner.feed(stream, bytes, end, sink),
    )
}

fn feed_blocks<S>(
    src: &dyn ByteSource,
    stream: &mut StreamDecoder,
    sink: &mut S,
    mut block_size: impl FnMut(u64) -> usize,
    mut after: impl FnMut(&mut S, &StreamDecoder) -> bool,
    mut feed: impl FnMut(&mut StreamDecoder, &[u8], bool, &mut S) -> Fed,
) -> Result<Fed, SourceError> {
    let len = src.len();
    // A source in memory is read in place; a file through one buffer.
    let memory = src.as_slice();
    let mut buf = Vec::new();
    loop {
        let pos = stream.offset;
        let want = (len - pos.min(len)).min(block_size(pos).max(1) as u64) as usize;
        let bytes: &[u8] = match memory {
            Some(all) => &all[pos as usize..pos as usize + want],
            None => {
                buf.resize(want, 0);
                let n = src.read_at(pos, &mut buf)?;
                &buf[..n]
            }
        };
        let last = pos + bytes.len() as u64 >= len;
        let fed = feed(stream, bytes, last, sink);
        if fed != Fed::NeedMore || last || !after(sink, stream) {
            return Ok(fed);
        }
    }
}
