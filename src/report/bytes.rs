//! A reader that keeps the last block it read, for printing the bytes a step restored (or an
//! error stands for) without one read per step.

use crate::source::{read_range, ByteSource, SourceError};

/// Recently read bytes of a source.
pub struct ByteCache<'a> {
    src: &'a dyn ByteSource,
    start: u64,
    bytes: Vec<u8>,
}

/// How much is read at a time.
const BLOCK: usize = 1 << 16;

impl<'a> ByteCache<'a> {
    pub fn new(src: &'a dyn ByteSource) -> ByteCache<'a> {
        ByteCache {
            src,
            start: 0,
            bytes: Vec::new(),
        }
    }

    /// The bytes at `range`, `None` for each offset past the end (a restored end-of-queue).
    ///
    /// ```
    /// use mojiscope::report::bytes::ByteCache;
    /// use mojiscope::source::MemSource;
    /// let src = MemSource::new("x", b"abc".to_vec());
    /// let mut cache = ByteCache::new(&src);
    /// assert_eq!(cache.get(1..4).unwrap(), vec![Some(b'b'), Some(b'c'), None]);
    /// ```
    pub fn get(&mut self, range: std::ops::Range<u64>) -> Result<Vec<Option<u8>>, SourceError> {
        let mut out = Vec::with_capacity(range.end.saturating_sub(range.start).min(16) as usize);
        for off in range {
            if off >= self.src.len() {
                out.push(None);
                continue;
            }
            if off < self.start || off >= self.start + self.bytes.len() as u64 {
                self.start = off.saturating_sub(8);
                self.bytes = read_range(self.src, self.start, BLOCK)?;
            }
            out.push(self.bytes.get((off - self.start) as usize).copied());
        }
        Ok(out)
    }
}
