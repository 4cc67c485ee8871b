//! The Repair panel's background work: the repair of the document's text as it is decoded
//! now (the panel keys it by the document and the plan). A document longer than the window reads whole
//! ([`REPAIR_LIMIT`]) has its start repaired as any text is, in detail and tied to the bytes,
//! then the rest piece by piece with the chain the start settled, as the command line repairs a
//! long text. What the pieces find is gathered; the repaired text of the whole document goes to
//! a temporary file (and, when it holds numeric character references, the same with them
//! resolved), which "Open the repaired text" opens and "Export…" copies. Memory stays that of a
//! piece.

use crate::encoding::ops::Plan;
use crate::encoding::run::{ErrorMode, Fed, SpanTracker, StepSink, StreamDecoder};
use crate::encoding::Encoding;
use crate::encoding::{DecodeResult, Item, Outcome};
use crate::gui::background::Background;
use crate::gui::jobs::{Progress, Repaint};
use crate::i18n::{tr, words, Lang};
use crate::mojibake::codec::Codec;
use crate::mojibake::modified_utf8::{at_start, Modified};
use crate::mojibake::references::Reference;
use crate::mojibake::references::{find, resolve};
use crate::mojibake::repair::Repair;
use crate::mojibake::repair::{repair_watched, Options, Streamer};
use crate::report::repair_pieces::Pieces;
use crate::report::repair_stream::Streamed;
use crate::source::{read_range, ByteSource};
use std::io::Write;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use tempfile::NamedTempFile;

/// The whole of a long document's repair.
pub struct Rest {
    /// What the repair found, gathered piece after piece (the start included).
    pub found: Streamed,
    /// The repaired text of the whole document, UTF-8.
    pub text: NamedTempFile,
    /// The same with its numeric character references resolved, when it holds any.
    pub resolved: Option<NamedTempFile>,
    /// Bytes of the document the detailed start covers.
    pub start_bytes: u64,
}

impl Rest {
    /// The file holding the text to open or export.
    pub fn file(&self, resolve_references: bool) -> &NamedTempFile {
        match (&self.resolved, resolve_references) {
            (Some(r), true) => r,
            _ => &self.text,
        }
    }
}

/// The repaired text as it is written, and resolved beside it once it holds a reference.
struct Out {
    text: std::io::BufWriter<NamedTempFile>,
    resolved: Option<std::io::BufWriter<NamedTempFile>>,
    lang: Lang,
}

impl Out {
    fn new(lang: Lang) -> Result<Out, String> {
        Ok(Out {
            text: std::io::BufWriter::new(temp(lang)?),
            resolved: None,
            lang,
        })
    }

    fn write(&mut self, text: &str, references: bool) -> Result<(), String> {
        if references && self.resolved.is_none() {
            // The text so far has no reference: resolved, it is the same.
            self.text.flush().map_err(|e| e.to_string())?;
            let mut copy = temp(self.lang)?;
            std::io::copy(
                &mut std::fs::File::open(self.text.get_ref().path()).map_err(|e| e.to_string())?,
                &mut copy,
            )
            .map_err(|e| e.to_string())?;
            self.resolved = Some(std::io::BufWriter::new(copy));
        }
        self.text
            .write_all(text.as_bytes())
            .map_err(|e| e.to_string())?;
        if let Some(r) = &mut self.resolved {
            let text = if references {
                resolve(text)
            } else {
                text.into()
            };
            r.write_all(text.as_bytes()).map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    fn finish(self) -> Result<(NamedTempFile, Option<NamedTempFile>), String> {
        let done = |w: std::io::BufWriter<NamedTempFile>| w.into_inner().map_err(|e| e.to_string());
        Ok((done(self.text)?, self.resolved.map(done).transpose()?))
    }
}

fn temp(lang: Lang) -> Result<NamedTempFile, String> {
    tempfile::Builder::new()
        .prefix("mojiscope-repaired-")
        .suffix(".txt")
        .tempfile()
        .map_err(|e| words!(lang, "repair-no-temporary-file", error = e.to_string()))
}

/// The repair of `src` read with `plan` when it is longer than REPAIR_LIMIT and can be read
/// piece by piece (an encoding that keeps ASCII, errors replaced, a line break in its start);
/// None where it cannot, and the start alone is repaired. Ok(None) when it was cancelled.
pub fn repair_long(
    src: &dyn ByteSource,
    plan: &crate::encoding::ops::Plan,
    progress: &Progress,
    lang: Lang,
) -> Option<Result<Option<Repaired>, String>> {
    let len = src.len();
    let keeps_ascii = Codec::Encoding(plan.encoding).ascii_compatible();
    if len <= REPAIR_LIMIT || !keeps_ascii || plan.mode == ErrorMode::Fatal {
        return None;
    }
    // The start ends after its last line break.
    let from = plan.skip as u64;
    let head = read_range(src, from, (REPAIR_LIMIT - from.min(REPAIR_LIMIT)) as usize).ok()?;
    let end = from + head.iter().rposition(|&b| b == b'\n')? as u64 + 1;
    Some(repair(src, plan, end, progress, lang))
}

fn repair(
    src: &dyn ByteSource,
    plan: &crate::encoding::ops::Plan,
    end: u64,
    progress: &Progress,
    lang: Lang,
) -> Result<Option<Repaired>, String> {
    let len = src.len();
    progress.total.store(len, Ordering::Relaxed);
    let document = document_text_to(src, plan, end)?;
    let ((text, map, _), modified) = with_modified(src, plan, document)?;
    // The start, with progress as far as its share of the document.
    let watch = |done: usize, total: usize| {
        let at = end as u128 * done as u128 / total.max(1) as u128;
        progress.done.store(at as u64, Ordering::Relaxed);
        !progress.cancelled()
    };
    let mut streamer = Streamer::new(Options::default());
    let start = match streamer.piece(&text, &watch) {
        Ok(Some(r)) => r,
        Ok(None) => return Ok(None),
        // A chain that changes the words themselves: the start alone.
        Err(_) => {
            let Some(repair) = repair_watched(&text, Options::default(), &watch) else {
                return Ok(None);
            };
            let references = find(repair.text.as_bytes());
            return Ok(Some(Repaired {
                repair,
                references,
                map,
                modified,
                truncated: true,
                rest: None,
            }));
        }
    };
    let references = find(start.text.as_bytes());
    let mut found = Streamed::default();
    found.add(&start, references.clone());
    found.add_modified(&modified);
    let mut out = Out::new(lang)?;
    out.write(&start.text, !references.is_empty())?;
    let pieces = Pieces::new(src, end, plan.encoding, false).map_err(|e| e.words(lang))?;
    for piece in pieces {
        let piece = piece.map_err(|e| e.words(lang))?;
        progress.done.store(piece.start, Ordering::Relaxed);
        let r = match streamer.piece(&piece.text, &|_, _| !progress.cancelled()) {
            Ok(Some(r)) => r,
            Ok(None) => return Ok(None),
            Err(why) => return Err(why.words(lang)),
        };
        if progress.cancelled() {
            return Ok(None);
        }
        let refs = find(r.text.as_bytes());
        out.write(&r.text, !refs.is_empty())?;
        found.add(&r, refs);
        found.add_modified(&piece.modified);
    }
    progress.done.store(len, Ordering::Relaxed);
    let (text, resolved) = out.finish()?;
    Ok(Some(Repaired {
        repair: start,
        references,
        map,
        modified,
        truncated: false,
        rest: Some(Rest {
            found,
            text,
            resolved,
            start_bytes: end,
        }),
    }))
}

/// The most bytes of a document the repair reads as text.
pub const REPAIR_LIMIT: u64 = 4 << 20;

/// A repair of a document's text, with where each part of the text came from in the file.
pub struct Repaired {
    pub repair: Repair,
    /// Numeric character references in the repaired text.
    pub references: Vec<Reference>,
    /// For each unit of the decoded text: (its offset in the text, its first byte in the file).
    map: Vec<(usize, u64)>,
    /// The sequences of Java's modified UTF-8 the text holds as their characters (in the
    /// detailed start).
    pub modified: Vec<Modified>,
    /// The text covers only the first `REPAIR_LIMIT` bytes.
    pub truncated: bool,
    /// A long document: the rest of it, repaired piece by piece after the start.
    pub rest: Option<Rest>,
}

impl Repaired {
    /// The file's byte range behind the text's byte range [start, end).
    pub fn file_range(&self, start: usize, end: usize) -> (u64, u64) {
        let at = |t: usize, len_if_past: u64| match self.map.binary_search_by_key(&t, |m| m.0) {
            Ok(i) => self.map[i].1,
            Err(i) => self.map.get(i).map_or(len_if_past, |m| m.1),
        };
        let last = self.map.last().map_or(0, |m| m.1 + 1);
        (at(start, last), at(end, last))
    }
}

/// A document's text: the text, the map from text offsets to file offsets, and whether it
/// stops before the document's end.
pub type DocumentText = (String, Vec<(usize, u64)>, bool);

/// The document's text as the plan decodes it (the first `REPAIR_LIMIT` bytes), with the map
/// from text offsets to file offsets.
pub fn document_text(src: &dyn ByteSource, plan: &Plan) -> Result<DocumentText, String> {
    document_text_to(src, plan, REPAIR_LIMIT)
}

/// [`document_text`] up to byte `end`: the units that start before it (the last may end
/// after it). Only the text and its map are kept, never the steps (a few bytes of memory per
/// character, not a trace's hundred).
pub fn document_text_to(
    src: &dyn ByteSource,
    plan: &Plan,
    end: u64,
) -> Result<DocumentText, String> {
    /// Collects the text and where each unit of it starts.
    struct Collect {
        text: String,
        map: Vec<(usize, u64)>,
        span: SpanTracker,
        end: u64,
        /// The first output is still to come (a BOM the operation strips).
        first: bool,
        strip_bom: bool,
        fatal: bool,
        done: bool,
    }
    impl StepSink for Collect {
        fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
            let Some((start, _)) = self.span.step(offset, item, outcome) else {
                return true;
            };
            if start >= self.end {
                self.done = true;
                return false;
            }
            let (made, n) = match outcome.result {
                DecodeResult::Emit(c) => ([c, 0], 1),
                DecodeResult::Emit2(pair) => (pair, 2),
                // (Fatal mode stops at its first error, shown as the window shows it.)
                DecodeResult::Error => {
                    self.done = self.fatal;
                    ([0xFFFD, 0], 1)
                }
                DecodeResult::Continue | DecodeResult::Finished => return true,
            };
            let mut made = &made[..n];
            if std::mem::take(&mut self.first) && self.strip_bom && made[0] == 0xFEFF {
                made = &made[1..];
                if made.is_empty() {
                    return true;
                }
            }
            self.map.push((self.text.len(), start));
            self.text
                .extend(made.iter().filter_map(|&c| char::from_u32(c)));
            !self.done
        }
    }
    let len = src.len();
    let end = len.min(end);
    let skip = (plan.skip as u64).min(len);
    let mut sink = Collect {
        text: String::new(),
        map: Vec::new(),
        span: SpanTracker::at(skip),
        end,
        first: true,
        strip_bom: plan.strip_bom,
        fatal: plan.mode == ErrorMode::Fatal,
        done: false,
    };
    let mut stream = StreamDecoder::new(plan.decoder(), skip);
    // A unit that starts before `end` is finished from the bytes after it.
    let stop = len.min(end.saturating_add(8));
    let mut buf = vec![0u8; 1 << 20];
    let mut pos = skip;
    while !sink.done {
        let want = (stop - pos).min(buf.len() as u64) as usize;
        let n = src
            .read_at(pos, &mut buf[..want])
            .map_err(|e| e.to_string())?;
        pos += n as u64;
        let last = pos >= len || n == 0;
        let fed = stream.feed(&buf[..n], last, &mut sink);
        if last || pos >= stop || fed != Fed::NeedMore {
            break;
        }
    }
    sink.map.push((sink.text.len(), end));
    Ok((sink.text, sink.map, end < len))
}

/// A UTF-8 document's text with each sequence of Java's modified UTF-8 (`C0 80`, a surrogate
/// pair in two 3-byte sequences), which the decoder replaced with U+FFFD, read as the character
/// it writes, as the command line's repair reads it: its U+FFFD are no bytes mojibake lost,
/// and the letters beside them no damage. The sequences found, at their offsets in the file.
pub fn with_modified(
    src: &dyn ByteSource,
    plan: &Plan,
    (text, map, truncated): DocumentText,
) -> Result<(DocumentText, Vec<Modified>), String> {
    let utf8 = plan.encoding == Encoding::Utf8 && plan.mode != ErrorMode::Fatal;
    let (Some(&(_, first)), Some(&(_, end))) = (map.first(), map.last()) else {
        return Ok(((text, map, truncated), Vec::new()));
    };
    if !utf8 || !text.contains('\u{FFFD}') {
        return Ok(((text, map, truncated), Vec::new()));
    }
    let bytes = read_range(src, first, (end + 8 - first) as usize).map_err(|e| e.to_string())?;
    let byte = |at: u64| &bytes[((at - first) as usize).min(bytes.len())..];
    let mut out = String::with_capacity(text.len());
    let mut out_map = Vec::with_capacity(map.len());
    let mut found = Vec::new();
    let mut i = 0;
    while i + 1 < map.len() {
        let (t, at) = map[i];
        let modified = (&text[t..map[i + 1].0] == "\u{FFFD}")
            .then(|| at_start(byte(at)))
            .flatten();
        // The units of its bytes, each a U+FFFD.
        let units = modified.and_then(|(_, len)| {
            let ends = map[i..].iter().position(|m| m.1 >= at + len as u64)? + i;
            let all_errors = text[t..map[ends].0].chars().all(|c| c == '\u{FFFD}');
            (map[ends].1 == at + len as u64 && all_errors).then_some(ends)
        });
        out_map.push((out.len(), at));
        match (modified, units) {
            (Some((char, len)), Some(next)) => {
                out.push(char);
                found.push(Modified {
                    at: at as usize,
                    len,
                    char,
                });
                i = next;
            }
            _ => {
                out.push_str(&text[t..map[i + 1].0]);
                i += 1;
            }
        }
    }
    out_map.push((out.len(), end));
    Ok(((out, out_map, truncated), found))
}

/// Repair the text of `src` as `plan` decodes it, in the background.
pub fn start(
    src: Arc<dyn ByteSource>,
    plan: Plan,
    repaint: Repaint,
    lang: Lang,
) -> Background<Repaired> {
    Background::start(
        &tr(lang, "repair-working"),
        move |progress| {
            if let Some(long) = repair_long(src.as_ref(), &plan, progress, lang) {
                return long;
            }
            let document = document_text(src.as_ref(), &plan)?;
            let ((text, map, truncated), modified) = with_modified(src.as_ref(), &plan, document)?;
            let watch = |done: usize, total: usize| {
                progress.total.store(total as u64, Ordering::Relaxed);
                progress.done.store(done as u64, Ordering::Relaxed);
                !progress.cancelled()
            };
            let Some(repair) = repair_watched(&text, Options::default(), &watch) else {
                return Ok(None);
            };
            let references = find(repair.text.as_bytes());
            Ok(Some(Repaired {
                repair,
                references,
                map,
                modified,
                truncated,
                rest: None,
            }))
        },
        repaint,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::ops::{DecodeOp, DecodeOptions};
    use crate::encoding::Encoding;
    use crate::gui::analysis::{Analysis, UnitKind};
    use crate::source::MemSource;

    /// The text and map as the window's analysis (with every step) makes them.
    fn by_analysis(src: &dyn ByteSource, plan: &Plan, end: u64) -> DocumentText {
        let end = src.len().min(end);
        let a = Analysis::whole(src, plan, 0, end, None).unwrap();
        let mut text = String::new();
        let mut map = Vec::new();
        for u in a.units.iter().filter(|u| u.start < end) {
            match u.kind {
                UnitKind::Text { code_points, count } => {
                    map.push((text.len(), u.start));
                    let cps = &code_points[..count as usize];
                    text.extend(cps.iter().filter_map(|&c| char::from_u32(c)));
                }
                UnitKind::Error(_) => {
                    map.push((text.len(), u.start));
                    text.push('\u{FFFD}');
                }
                _ => {}
            }
        }
        map.push((text.len(), end));
        (text, map, end < src.len())
    }

    #[test]
    fn the_text_and_map_are_the_analysis_s_without_its_steps() {
        let inputs: [(&[u8], Encoding); 7] = [
            (b"\xEF\xBB\xBFcaf\xC3\xA9 \xFF\xE2\x82 ok\n", Encoding::Utf8),
            (b"\xFF\xFEa\x00\xFF\xFE\x00\xD8b\x00", Encoding::Utf16Le),
            (b"\x1B$B$3$s\x1B(B hi \x1B$", Encoding::Iso2022Jp),
            (b"\x88\x62\x88\x64 \xA4\x40\xFF", Encoding::Big5),
            (b"\x82\xA0\x82 \x81\x30\x81\x30", Encoding::ShiftJis),
            (b"\x81\x30\x81\x30\xA1\xA1\x80", Encoding::Gb18030),
            (b"\xC0\xE8\xF0 \x98", Encoding::Windows1251),
        ];
        let ops = [
            DecodeOp::Decode,
            DecodeOp::NoBom,
            DecodeOp::Utf8DecodeWithoutBomOrFail,
            DecodeOp::TextDecoder,
        ];
        for (bytes, encoding) in inputs {
            for op in ops {
                for (fatal, ignore_bom) in [(false, false), (true, false), (false, true)] {
                    let options = DecodeOptions {
                        op,
                        encoding,
                        fatal,
                        ignore_bom,
                    };
                    let Ok(plan) = Plan::new(options, bytes) else {
                        continue;
                    };
                    let src = MemSource::new("t", bytes.to_vec());
                    for end in [0, 3, 5, bytes.len() as u64, u64::MAX] {
                        assert_eq!(
                            document_text_to(&src, &plan, end).unwrap(),
                            by_analysis(&src, &plan, end),
                            "{bytes:02X?} {options:?} to {end}"
                        );
                    }
                }
            }
        }
    }
}
