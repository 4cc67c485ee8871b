//! Finding bytes or the next error in a file of any size (in the background), and turning a
//! text query into the bytes it has in the current encoding.

use super::jobs::Progress;
use crate::encoding::encode_run::{EncodeRun, EncoderErrorMode};
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::encoding::Encoding;
use crate::i18n::{tr, words, Lang};
use crate::source::{ByteSource, SourceError};
use crate::trace::scan::{errors_in_range, ErrorRecord};
use crate::trace::RunIndex;
use std::sync::atomic::Ordering;

/// The bytes `text` has in `encoding` (UTF-16 is written directly; other encodings use their
/// encoder, and a character they cannot encode makes the query impossible).
pub fn text_query(lang: Lang, text: &str, encoding: Option<Encoding>) -> Result<Vec<u8>, String> {
    let encoding = encoding.unwrap_or(Encoding::Utf8);
    match encoding {
        Encoding::Utf16Le => {
            return Ok(text.encode_utf16().flat_map(|u| u.to_le_bytes()).collect())
        }
        Encoding::Utf16Be => {
            return Ok(text.encode_utf16().flat_map(|u| u.to_be_bytes()).collect())
        }
        Encoding::Replacement => return Err(tr(lang, "find-replacement-has-no-bytes").into()),
        _ => {}
    }
    let mut run = EncodeRun::new(encoding, EncoderErrorMode::Fatal);
    let mut out = Vec::new();
    for c in text.chars() {
        if run.push(c as u32, 0, &mut out, &mut |_| {}).is_err() {
            return Err(words!(
                lang,
                "find-no-bytes-in",
                character = format!("{c:?}"),
                encoding = encoding.name()
            ));
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
) -> Result<Option<u64>, SourceError> {
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

/// Which match the one at `at` is (1-based) and how many there are in the whole file, counting
/// every start position (overlapping matches too, as Find next steps through them).
pub fn count_matches(
    src: &dyn ByteSource,
    needle: &[u8],
    at: u64,
    progress: &Progress,
) -> Result<Option<(u64, u64)>, SourceError> {
    let len = src.len();
    let n = needle.len() as u64;
    if n == 0 || n > len {
        return Ok(Some((0, 0)));
    }
    progress.total.store(len, Ordering::Relaxed);
    progress.done.store(0, Ordering::Relaxed);
    let (mut before, mut total) = (0u64, 0u64);
    let mut pos = 0u64;
    while pos < len {
        if progress.cancel.load(Ordering::Relaxed) {
            return Ok(None);
        }
        // Matches starting in [pos, pos + CHUNK), read with the overlap they need.
        let end = (pos + CHUNK as u64 + n - 1).min(len);
        let bytes = crate::source::read_range(src, pos, (end - pos) as usize)?;
        for (i, w) in bytes.windows(needle.len()).enumerate().take(CHUNK) {
            if w == needle {
                total += 1;
                if pos + (i as u64) < at {
                    before += 1;
                }
            }
        }
        pos += CHUNK as u64;
        progress.done.store(pos.min(len), Ordering::Relaxed);
    }
    Ok(Some((before + 1, total)))
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
) -> Result<Option<u64>, SourceError> {
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
        let bytes = crate::source::read_range(src, pos, (end - pos) as usize)?;
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

/// Bytes traced per piece when searching for an error.
const ERROR_CHUNK: u64 = 1 << 20;

/// The first error after `here` (forward) or the last before it (backward), by tracing the run
/// piece by piece, for when there is no finished scan to jump through. `index` supplies what
/// the scan knew when the search started.
pub fn find_error(
    src: &dyn ByteSource,
    plan: &Plan,
    index: Option<&RunIndex>,
    here: u64,
    forward: bool,
    progress: &Progress,
) -> Result<Option<ErrorRecord>, SourceError> {
    let len = src.len();
    let mut replacement = plan.clone();
    replacement.mode = ErrorMode::Replacement;
    let total = if forward { len - here.min(len) } else { here };
    progress.total.store(total, Ordering::Relaxed);
    let mut pos = if forward {
        here
    } else {
        here.saturating_sub(ERROR_CHUNK)
    };
    loop {
        if progress.cancelled() {
            return Ok(None);
        }
        let end = if forward {
            pos.saturating_add(ERROR_CHUNK).min(len)
        } else {
            (pos + ERROR_CHUNK).min(here)
        };
        // The last piece reaches the end, so that an error at end-of-queue is found too.
        let piece = if end == len { len + 1 - pos } else { end - pos };
        let errors = errors_in_range(src, &replacement, pos, piece, index, usize::MAX)?;
        let found = if forward {
            errors.into_iter().find(|e| e.step_offset > here)
        } else {
            errors.into_iter().rev().find(|e| e.step_offset < here)
        };
        if found.is_some() {
            return Ok(found);
        }
        let done = if forward { end - here } else { here - pos };
        progress.done.store(done, Ordering::Relaxed);
        if forward {
            if end >= len {
                return Ok(None);
            }
            pos = end;
        } else {
            if pos == 0 {
                return Ok(None);
            }
            pos = pos.saturating_sub(ERROR_CHUNK);
        }
    }
}
