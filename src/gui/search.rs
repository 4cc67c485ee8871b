//! Finding bytes in a file of any size (in the background), and turning a text query into the
//! bytes it has in the current encoding.

use super::jobs::Progress;
use crate::encoding::encode::{EncodeRun, EncoderErrorMode};
use crate::encoding::Encoding;
use crate::source::ByteSource;
use std::sync::atomic::Ordering;

/// The bytes `text` has in `encoding` (UTF-16 is written directly; other encodings use their
/// encoder, and a character they cannot encode makes the query impossible).
pub fn text_query(text: &str, encoding: Option<Encoding>) -> Result<Vec<u8>, String> {
    let encoding = encoding.unwrap_or(Encoding::Utf8);
    match encoding {
        Encoding::Utf16Le => {
            return Ok(text.encode_utf16().flat_map(|u| u.to_le_bytes()).collect())
        }
        Encoding::Utf16Be => {
            return Ok(text.encode_utf16().flat_map(|u| u.to_be_bytes()).collect())
        }
        Encoding::Replacement => {
            return Err("the replacement encoding has no bytes for text".into())
        }
        _ => {}
    }
    let mut run = EncodeRun::new(encoding, EncoderErrorMode::Fatal);
    let mut out = Vec::new();
    for c in text.chars() {
        if run.push(c as u32, 0, &mut out, &mut |_| {}).is_err() {
            return Err(format!("{c:?} has no bytes in {encoding}"));
        }
    }
    run.finish(&mut out, &mut |_| {});
    Ok(out)
}

const CHUNK: usize = 1 << 20;

/// The first occurrence of `needle` after `from` (forward, then wrapping around from the
/// start) or the last one before it (backward, then wrapping around from the end).
pub fn find(
    src: &dyn ByteSource,
    needle: &[u8],
    from: u64,
    forward: bool,
    progress: &Progress,
) -> Result<Option<u64>, String> {
    let len = src.len();
    if needle.is_empty() || needle.len() as u64 > len {
        return Ok(None);
    }
    progress.total.store(len, Ordering::Relaxed);
    let split = if forward {
        (from + 1).min(len)
    } else {
        from.min(len)
    };
    let order = if forward {
        [(split, len), (0, split)]
    } else {
        [(0, split), (split, len)]
    };
    let mut scanned = 0;
    for (lo, hi) in order {
        if let Some(at) = find_in(src, needle, lo, hi, forward, progress, &mut scanned)? {
            return Ok(Some(at));
        }
        if progress.cancel.load(Ordering::Relaxed) {
            break;
        }
    }
    Ok(None)
}

/// Search [lo, hi) (matches must start there), forward or backward, chunk by chunk with an
/// overlap of needle.len() - 1 bytes.
fn find_in(
    src: &dyn ByteSource,
    needle: &[u8],
    lo: u64,
    hi: u64,
    forward: bool,
    progress: &Progress,
    scanned: &mut u64,
) -> Result<Option<u64>, String> {
    if lo >= hi {
        return Ok(None);
    }
    let n = needle.len() as u64;
    let mut pos = if forward {
        lo
    } else {
        hi.saturating_sub(CHUNK as u64).max(lo)
    };
    loop {
        if progress.cancel.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let end = (pos + CHUNK as u64 + n - 1).min(src.len());
        let bytes =
            crate::source::read_range(src, pos, (end - pos) as usize).map_err(|e| e.to_string())?;
        let hit = if forward {
            bytes
                .windows(needle.len())
                .position(|w| w == needle)
                .map(|i| pos + i as u64)
        } else {
            bytes
                .windows(needle.len())
                .rposition(|w| w == needle)
                .map(|i| pos + i as u64)
        };
        if let Some(at) = hit.filter(|&at| at >= lo && at < hi) {
            return Ok(Some(at));
        }
        *scanned += CHUNK as u64;
        progress.done.store(*scanned, Ordering::Relaxed);
        if forward {
            pos += CHUNK as u64;
            if pos >= hi {
                return Ok(None);
            }
        } else {
            if pos <= lo {
                return Ok(None);
            }
            pos = pos.saturating_sub(CHUNK as u64).max(lo);
        }
    }
}
