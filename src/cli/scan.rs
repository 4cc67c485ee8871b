//! `mojiscope scan`: count the errors of a whole file, by class, with the first ones located.

use super::{args, decode_options, write_out, CliError, ProgressLine};
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::report::json::{self, Obj};
use crate::report::{count, hex};
use crate::source::{read_range, ByteSource};
use crate::trace::scan::{scan, ErrorRecord, ScanOptions, ScanReport};

const SPEC: &[args::OptionSpec] = &[
    ("encoding", true),
    ("op", true),
    ("fatal", false),
    ("ignore-bom", false),
    ("json", false),
    ("max-errors", true),
];

pub fn run(argv: &[std::ffi::OsString]) -> Result<i32, CliError> {
    let parsed = args::parse("scan", argv, SPEC)?;
    let options = decode_options(&parsed)?;
    let max_errors = parsed.number("max-errors")?.unwrap_or(100) as usize;
    let file = parsed.file("scan")?;
    let src = super::open_input(&file)?;
    let start = read_range(src.as_ref(), 0, 3)?;
    let plan = Plan::new(options, &start).map_err(|e| CliError::usage(e.to_string()))?;
    let mut progress = ProgressLine::new("scanning", src.len());
    let report = scan(
        src.as_ref(),
        &plan,
        ScanOptions {
            max_first_errors: max_errors,
        },
        &mut |r| {
            progress.update(r.scanned, r.bytes);
            true
        },
    )?;
    progress.finish();
    let text = if parsed.flag("json") {
        to_json(src.as_ref(), &plan, &report)?
    } else {
        human(src.as_ref(), &plan, &report)?
    };
    write_out(text.as_bytes())?;
    Ok(0)
}

fn bytes_of(src: &dyn ByteSource, e: &ErrorRecord) -> Result<Vec<u8>, CliError> {
    Ok(read_range(
        src,
        e.offset,
        (e.end - e.offset).min(16) as usize,
    )?)
}

fn to_json(src: &dyn ByteSource, plan: &Plan, r: &ScanReport) -> Result<String, CliError> {
    let mut errors = Vec::new();
    for e in &r.first_errors {
        let mut o = Obj::new()
            .num("offset", e.offset)
            .str("class", e.class.id())
            .num("length", e.end - e.offset)
            .num("step_offset", e.step_offset)
            .str("hex", &hex(&bytes_of(src, e)?))
            .str("description", e.class.description());
        o = match &e.pattern {
            Some(p) => o
                .str("pattern", p.id())
                .str("pattern_description", &p.description()),
            None => o.raw("pattern", "null"),
        };
        errors.push(o.finish());
    }
    let mut by_class = Obj::new();
    for (class, n) in &r.by_class {
        by_class = by_class.num(class.id(), *n);
    }
    let blocks_with_errors = r.blocks.iter().filter(|&&b| b > 0).count() as u64;
    Ok(Obj::new()
        .num("bytes", r.bytes)
        .num("errors", r.errors)
        .raw("first_errors", &json::array(&errors))
        .str("encoding", plan.encoding.name())
        .str("label_encoding", plan.options.encoding.name())
        .str("op", plan.options.op.cli_name())
        .opt_str("bom", plan.sniff.bom_name())
        .num("stream_start", r.stream_start)
        .raw("by_class", &by_class.finish())
        .bool("fatal_mode", plan.mode == ErrorMode::Fatal)
        .opt_num(
            "first_error_offset",
            r.first_errors.first().map(|e| e.offset),
        )
        .num("block_size", crate::trace::scan::BLOCK)
        .num("blocks_with_errors", blocks_with_errors)
        .bool("complete", r.complete)
        .finish()
        + "\n")
}

fn human(src: &dyn ByteSource, plan: &Plan, r: &ScanReport) -> Result<String, CliError> {
    let mut lines = vec![format!(
        "{}: {} bytes, {} ({}){}",
        src.name(),
        r.bytes,
        plan.encoding,
        plan.options.op.spec_name(),
        match plan.sniff.bom {
            Some(b) if plan.skip > 0 => format!(", {b} BOM"),
            _ => String::new(),
        }
    )];
    if r.errors == 0 {
        lines.push("no errors".into());
    } else {
        lines.push(count(r.errors, "error"));
        for (class, n) in &r.by_class {
            lines.push(format!("  {n:>12}  {}", class.description()));
        }
        if plan.mode == ErrorMode::Fatal {
            lines.push("in fatal mode the run stops at the first error".into());
        }
        lines.push(format!("first {}:", r.first_errors.len()));
        for e in &r.first_errors {
            let pattern = e
                .pattern
                .map(|p| format!(" — {}", p.description()))
                .unwrap_or_default();
            lines.push(format!(
                "  at {:>10}  {:<12} {}{pattern}",
                e.offset,
                hex(&bytes_of(src, e)?),
                e.class.description()
            ));
        }
    }
    Ok(lines.join("\n") + "\n")
}
