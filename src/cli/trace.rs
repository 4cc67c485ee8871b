//! `mojiscope trace`: every decoder handler call over a byte range, as a table or JSON Lines.

use super::json::Obj;
use super::{args, decode_options, output_error, CliError};
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::encoding::{Decoder, FieldValue};
use crate::source::{read_range, ByteSource, SourceError};
use crate::trace::{trace_window, Step};
use std::io::{self, Write};

const SPEC: &[args::OptionSpec] = &[
    ("encoding", true),
    ("op", true),
    ("fatal", false),
    ("ignore-bom", false),
    ("from", true),
    ("len", true),
    ("json", false),
];

pub fn run(argv: &[std::ffi::OsString]) -> Result<i32, CliError> {
    let parsed = args::parse("trace", argv, SPEC)?;
    let options = decode_options(&parsed)?;
    let file = parsed.file("trace")?;
    let src = super::open_input(&file)?;
    let size = src.len();
    let from = parsed.number("from")?.unwrap_or(0);
    if from > size {
        return Err(CliError::usage(format!(
            "--from {from} is past the end of the input ({size} bytes)"
        )));
    }
    let len = parsed.number("len")?.unwrap_or(size - from);
    if from.checked_add(len).is_none_or(|end| end > size) {
        return Err(CliError::usage(format!(
            "the range {from}..{} is past the end of the input ({size} bytes)",
            from.saturating_add(len)
        )));
    }
    let start = read_range(src.as_ref(), 0, 3)?;
    let plan = Plan::new(options, &start).map_err(|e| CliError::usage(e.to_string()))?;
    let json = parsed.flag("json");
    let mut out = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
    let name = src.name();
    header(&mut out, &plan, &name, from, len, size, json).map_err(output_error)?;
    let mut bytes = ByteCache::new(src.as_ref());
    let mut write_error: Option<io::Error> = None;
    let mut source_error: Option<SourceError> = None;
    let info = trace_window(src.as_ref(), &plan, from, len, None, |step: &Step| {
        let restored = match bytes.get(step.restored_range()) {
            Ok(r) => r,
            Err(e) => {
                source_error = Some(e);
                return false;
            }
        };
        let line = if json {
            step_json(step, &restored)
        } else {
            step_row(step, &restored)
        };
        if let Err(e) = writeln!(out, "{line}") {
            write_error = Some(e);
            return false;
        }
        true
    })?;
    if let Some(e) = source_error {
        return Err(e.into());
    }
    if let Some(e) = write_error {
        return Err(output_error(e));
    }
    out.flush().map_err(output_error)?;
    if plan.mode == ErrorMode::Fatal {
        if let Some(at) = info.fatal_stop {
            return Err(CliError::fatal(format!(
                "fatal decoding error: the handler call at byte offset {at} returned error, so the run stops there"
            )));
        }
    }
    Ok(0)
}

fn header(
    out: &mut dyn Write,
    plan: &Plan,
    name: &str,
    from: u64,
    len: u64,
    size: u64,
    json: bool,
) -> io::Result<()> {
    let s = &plan.sniff;
    if json {
        let head = Obj::new()
            .str("kind", "trace")
            .str("encoding", plan.encoding.name())
            .str("label_encoding", plan.options.encoding.name())
            .str("op", plan.options.op.cli_name())
            .str(
                "error_mode",
                if plan.mode == ErrorMode::Fatal {
                    "fatal"
                } else {
                    "replacement"
                },
            )
            .num("from", from)
            .num("len", len)
            .num("bytes", size)
            .num("stream_start", plan.skip as u64)
            .finish();
        writeln!(out, "{head}")?;
        let sniff = Obj::new()
            .str("kind", "sniff")
            .opt_str("bom", s.bom_name())
            .num("bom_length", s.bom_length as u64)
            .opt_str("other_signature", s.other_signature.map(|g| g.name))
            .nums("buffer", s.buffer.iter().map(|&b| b as u64))
            .nums("restored", s.restored().iter().map(|&b| b as u64))
            .bool("bom_used", plan.skip > 0)
            .finish();
        writeln!(out, "{sniff}")
    } else {
        writeln!(
            out,
            "{} over bytes {from}..{} of {name} ({size} bytes), {}{}",
            Decoder::new(plan.encoding).algorithm_name(),
            from + len,
            plan.options.op.spec_name(),
            match (s.bom, plan.skip) {
                (Some(b), n) if n > 0 => format!("; the {b} BOM ({n} bytes) is skipped"),
                _ => String::new(),
            }
        )?;
        writeln!(
            out,
            "{:>10}  {:<4}  {:<8}  {:<16}  {:<9}  rule",
            "offset", "byte", "result", "output", "restored"
        )
    }
}

/// `{"kind":"step","offset":N,"byte":B|null,"state_before":{…},"state_after":{…},…}`.
pub fn step_json(step: &Step, restored: &[Option<u8>]) -> String {
    let mut o = Obj::new()
        .str("kind", "step")
        .num("offset", step.offset)
        .opt_num("byte", step.byte().map(u64::from))
        .fields("state_before", &step.before.fields())
        .fields("state_after", &step.after.fields())
        .str("result", step.result().word())
        .nums(
            "code_points",
            step.result().code_points().iter().map(|&c| c as u64),
        );
    let restored_json: Vec<String> = restored
        .iter()
        .map(|b| b.map_or("null".into(), |b| b.to_string()))
        .collect();
    o = o
        .raw("restored", &super::json::array(&restored_json))
        .str("rule", step.outcome.rule.id());
    if let Some(class) = step.error_class() {
        o = o.str("error_class", class.id());
    }
    if let Some((s, e)) = step.span {
        o = o.nums("span", [s, e]);
    }
    o.str("spec", &step.citation())
        .str("explanation", &step.explanation())
        .finish()
}

fn step_row(step: &Step, restored: &[Option<u8>]) -> String {
    let byte = step
        .byte()
        .map_or("EOQ".to_string(), |b| format!("{b:02X}"));
    let output = match step.result() {
        crate::encoding::DecodeResult::Error => "U+FFFD".to_string(),
        r => r
            .code_points()
            .iter()
            .map(|&c| describe_code_point(c))
            .collect::<Vec<_>>()
            .join(" "),
    };
    let restored: Vec<String> = restored
        .iter()
        .map(|b| b.map_or("EOQ".into(), |b| format!("{b:02X}")))
        .collect();
    let changes: Vec<String> = step
        .before
        .fields()
        .iter()
        .zip(step.after.fields().iter())
        .filter(|(b, a)| b.value != a.value)
        .map(|(b, a)| format!("{} {} → {}", b.name, show(b.value), show(a.value)))
        .collect();
    let mut row = format!(
        "{:>10}  {:<4}  {:<8}  {:<16}  {:<9}  {}",
        step.offset,
        byte,
        step.result().word(),
        output,
        restored.join(" "),
        step.outcome.rule.id()
    );
    row.push_str(&format!(
        "\n{:12}{} [{}]",
        "",
        step.explanation(),
        step.citation()
    ));
    if !changes.is_empty() {
        row.push_str(&format!("\n{:12}state: {}", "", changes.join(", ")));
    }
    row
}

fn show(v: FieldValue) -> String {
    v.to_string()
}

/// "U+00E9 é" for printable characters, "U+000A" otherwise.
pub fn describe_code_point(c: u32) -> String {
    match char::from_u32(c) {
        Some(ch) if !ch.is_control() && !ch.is_whitespace() && c != 0xFEFF => {
            format!("U+{c:04X} {ch}")
        }
        _ => format!("U+{c:04X}"),
    }
}

/// Recently read bytes, for showing restored bytes without a read per step.
struct ByteCache<'a> {
    src: &'a dyn ByteSource,
    start: u64,
    bytes: Vec<u8>,
}

impl<'a> ByteCache<'a> {
    fn new(src: &'a dyn ByteSource) -> ByteCache<'a> {
        ByteCache {
            src,
            start: 0,
            bytes: Vec::new(),
        }
    }

    /// The bytes at `range` (None past the end: a restored end-of-queue).
    fn get(&mut self, range: std::ops::Range<u64>) -> Result<Vec<Option<u8>>, SourceError> {
        let mut out = Vec::with_capacity((range.end - range.start) as usize);
        for off in range {
            if off >= self.src.len() {
                out.push(None);
                continue;
            }
            if off < self.start || off >= self.start + self.bytes.len() as u64 {
                self.start = off.saturating_sub(8);
                self.bytes = read_range(self.src, self.start, 1 << 16)?;
            }
            out.push(self.bytes.get((off - self.start) as usize).copied());
        }
        Ok(out)
    }
}
