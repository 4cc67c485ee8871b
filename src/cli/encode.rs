//! `mojiscope encode`: UTF-8 in (invalid sequences become U+FFFD first), the encoding's bytes
//! out, error mode html; `--json` gives one JSON line per encoder handler call.

use super::definition::EncodeArgs;
use super::progress::Watched;
use super::safe::Safe;
use super::{output_error, stderr_is_terminal, CliError};
use crate::encoding::encode_run::{EncodeError, EncodeRun, EncodeStep, EncoderErrorMode, Origin};
use crate::encoding::run::{SpanTracker, StepSink, StreamDecoder};
use crate::encoding::{DecodeResult, Decoder, Encoding, Item, Outcome};
use crate::report::records::encode::{EncodeEnd, EncodeHead, EncodeLine, EncodeStepLine};
use crate::report::records::{line, write_line};
use crate::report::tags::Shown;
use crate::source::ByteSource;
use crate::trace::feed_source;
use std::io::{self, Write};

const BLOCK: usize = 1 << 20;
/// Bytes read per block with --json.
const JSON_BLOCK: usize = 4 << 10;

pub(crate) fn run(args: EncodeArgs) -> Result<i32, CliError> {
    let (requested, json, file) = (
        args.encoding.unwrap_or(Encoding::Utf8),
        args.json,
        args.file.file,
    );
    let encoding = requested.output_encoding();
    if encoding != requested {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: {requested} has no encoder; encoding with its output encoding {encoding} instead"
        );
    }
    let src = super::open_input(&file)?;
    let stdout = if json {
        Safe::report(io::stdout().lock(), Shown::Json)
    } else {
        Safe::product(io::stdout().lock())
    };
    let mut out = io::BufWriter::with_capacity(1 << 16, stdout);
    if json {
        let head = EncodeLine::Encode(EncodeHead {
            encoding: encoding.name(),
            requested: requested.name(),
            error_mode: "html",
        });
        write_line(&mut out, &head).map_err(output_error)?;
    }
    let run = EncodeRun::new(encoding, EncoderErrorMode::Html);
    let watched = Watched::new("encoding", src.as_ref());
    let lines = json.then(|| StepLines::all(json_line));
    let (replaced, _, _) = encode_source(&watched, run, lines, &mut out)?;
    drop(watched);
    src.check()?;
    if json {
        let end = EncodeLine::End(EncodeEnd {
            references: replaced.count,
        });
        write_line(&mut out, &end).map_err(output_error)?;
    }
    out.flush().map_err(output_error)?;
    if !json && stderr_is_terminal() && replaced.count > 0 {
        let list: Vec<String> = replaced
            .first
            .iter()
            .map(|(cp, off)| format!("U+{cp:04X} at byte {off}"))
            .collect();
        let _ = writeln!(
            io::stderr(),
            "mojiscope: {} no mapping in {encoding} and became &#N; references: {}{}",
            match replaced.count {
                1 => "1 character has".to_string(),
                n => format!("{n} characters have"),
            },
            list.join(", "),
            if replaced.count > SHOWN as u64 {
                ", …"
            } else {
                ""
            }
        );
    }
    Ok(0)
}

/// How many unencodable characters the note on stderr names.
const SHOWN: usize = 5;

/// The characters that had no mapping: how many, and the first few (code point, offset). The
/// rest are only counted, so memory stays flat whatever the input.
#[derive(Default)]
pub(super) struct Replacements {
    pub(super) count: u64,
    first: Vec<(u32, u64)>,
}

impl Replacements {
    /// Take the run's records of the block just encoded.
    fn take(&mut self, run: &mut EncodeRun) {
        self.count += run.replaced.len() as u64;
        let room = SHOWN.saturating_sub(self.first.len());
        self.first.extend(
            run.replaced
                .iter()
                .take(room)
                .map(|r| (r.code_point, r.source_offset)),
        );
        run.replaced.clear();
    }
}

/// One `encode --json` line for a step.
fn json_line(step: &EncodeStep, buf: &mut String) {
    buf.push_str(&line(&EncodeLine::Step(EncodeStepLine::new(step))));
    buf.push('\n');
}

/// Which steps of a run are written, and how (instead of the bytes): every step for `encode
/// --json`, those of the characters in a range for `trace --encode`.
pub(super) struct StepLines {
    write: fn(&EncodeStep, &mut String),
    /// The source offsets of the characters whose steps are written.
    from: u64,
    to: u64,
    /// Whether the end-of-queue steps are written (the range reaches the end).
    end: bool,
    buf: String,
    /// Errors among the steps written (characters the encoding lacks).
    pub(super) errors: u64,
}

impl StepLines {
    pub(super) fn all(write: fn(&EncodeStep, &mut String)) -> StepLines {
        StepLines::range(write, 0, u64::MAX, true)
    }

    pub(super) fn range(
        write: fn(&EncodeStep, &mut String),
        from: u64,
        to: u64,
        end: bool,
    ) -> StepLines {
        StepLines {
            write,
            from,
            to,
            end,
            buf: String::new(),
            errors: 0,
        }
    }

    fn on_step(lines: &mut Option<StepLines>) -> impl FnMut(&EncodeStep) + '_ {
        move |step: &EncodeStep| {
            let Some(l) = lines.as_mut() else {
                return;
            };
            let wanted = match step.origin {
                Origin::Input(o) | Origin::Html { for_offset: o } => (l.from..l.to).contains(&o),
                Origin::End => l.end,
            };
            if wanted {
                (l.write)(step, &mut l.buf);
                if matches!(step.outcome.result, crate::encoding::EncodeResult::Error(_)) {
                    l.errors += 1;
                }
            }
        }
    }
}

/// Decodes UTF-8 (without BOM handling: a leading U+FEFF is a character too) and feeds each
/// code point to the encoder with the source offset of its bytes.
struct Feeder {
    run: EncodeRun,
    span: SpanTracker,
    /// Encoded bytes of the current block.
    bytes: Vec<u8>,
    /// The step lines of the current block (instead of the bytes).
    lines: Option<StepLines>,
    replaced: Replacements,
    /// Error mode fatal stopped the run here.
    stopped: Option<EncodeError>,
    /// No character at or after this offset is wanted: the run stops before it.
    stop_at: u64,
}

impl Feeder {
    fn push(&mut self, cp: u32, offset: u64) {
        let mut on_step = StepLines::on_step(&mut self.lines);
        if let Err(e) = self.run.push(cp, offset, &mut self.bytes, &mut on_step) {
            self.stopped = Some(e);
        }
    }

    fn finish(&mut self) {
        let mut on_step = StepLines::on_step(&mut self.lines);
        self.run.finish(&mut self.bytes, &mut on_step);
    }
}

impl StepSink for Feeder {
    fn step(&mut self, offset: u64, item: Item, outcome: &Outcome) -> bool {
        let span = self.span.step(offset, item, outcome);
        let start = span.map_or(offset, |s| s.0);
        if start >= self.stop_at && !matches!(outcome.result, DecodeResult::Continue) {
            return false;
        }
        match outcome.result {
            DecodeResult::Emit(cp) => self.push(cp, start),
            DecodeResult::Emit2([a, b]) => {
                self.push(a, start);
                if self.stopped.is_none() {
                    self.push(b, start);
                }
            }
            DecodeResult::Error => self.push(0xFFFD, start),
            DecodeResult::Continue | DecodeResult::Finished => {}
        }
        self.stopped.is_none()
    }
}

/// Encode the UTF-8 text of `src` with `run`, writing the bytes to `out` (or, with `lines`,
/// the steps it wants); stops at a fatal error, or before a character at `stop_at` or later.
pub(super) fn encode_source(
    src: &dyn ByteSource,
    run: EncodeRun,
    lines: Option<StepLines>,
    out: &mut dyn Write,
) -> Result<(Replacements, Option<EncodeError>, Option<StepLines>), CliError> {
    let stop_at = lines.as_ref().filter(|l| !l.end).map_or(u64::MAX, |l| l.to);
    let mut stream = StreamDecoder::new(Decoder::new(Encoding::Utf8), 0);
    let json = lines.is_some();
    let mut feeder = Feeder {
        run,
        span: SpanTracker::at(0),
        bytes: Vec::new(),
        lines,
        replaced: Replacements::default(),
        stopped: None,
        stop_at,
    };
    let mut write_error = None;
    let mut flush = |f: &mut Feeder| -> bool {
        let result = match f.lines.as_mut() {
            Some(lines) => out
                .write_all(lines.buf.as_bytes())
                .map(|_| lines.buf.clear()),
            None => out.write_all(&f.bytes),
        };
        f.bytes.clear();
        f.replaced.take(&mut f.run);
        if let Err(e) = result {
            write_error = Some(e);
        }
        write_error.is_none() && f.stopped.is_none()
    };
    // With step lines a byte in can be a dozen lines out (a character the encoding lacks
    // becomes `&#N;`, a step per character): small blocks keep the lines waiting small.
    let block = if json { JSON_BLOCK } else { BLOCK };
    feed_source(src, &mut stream, &mut feeder, |_| block, |f, _| flush(f))?;
    if feeder.stopped.is_none() && stop_at == u64::MAX {
        feeder.finish();
    }
    flush(&mut feeder);
    if let Some(e) = write_error {
        return Err(output_error(e));
    }
    Ok((feeder.replaced, feeder.stopped, feeder.lines))
}
