//! `mojiscope scan`: count the errors of a whole file, by class, with the first ones located.
//! The located errors are written as the scan finds them, so memory stays flat whatever
//! `--max-errors` says; the counts follow.

use super::definition::ScanArgs;
use super::progress::Progress;
use super::safe::Safe;
use super::{decode_options, note_ignored_encoding, output_error, CliError};
use crate::encoding::ops::DecodeOptions;
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::report::file_verdict;
use crate::report::records::line;
use crate::report::records::scan::ScanRecord;
use crate::report::scan as scan_records;
use crate::report::tags::Shown;
use crate::report::verdict::Tally;
use crate::report::{count, hex};
use crate::source::{read_range, ByteSource, SourceError};
use crate::trace::scan::{scan, ErrorRecord, ScanObserver, ScanOptions, ScanReport};
use crate::verdict::Verdict;
use std::ffi::OsString;
use std::io::{self, Write};

/// What `scan` was asked to do.
pub(crate) struct Request {
    options: DecodeOptions,
    records: u64,
    json: bool,
    file: OsString,
}

/// Parse and check the arguments (no I/O).
pub(crate) fn request(args: ScanArgs) -> Result<Request, CliError> {
    Ok(Request {
        options: decode_options(&args.decoding, false)?,
        records: args.max_errors,
        json: args.json,
        file: args.file.file,
    })
}

pub(crate) fn run(args: ScanArgs) -> Result<i32, CliError> {
    let Request {
        options,
        records,
        json,
        file,
    } = request(args)?;
    note_ignored_encoding(&options);
    let src = super::open_input(&file)?;
    let start = read_range(src.as_ref(), 0, 3)?;
    let plan = Plan::new(options, &start).map_err(|e| CliError::usage(e.to_string()))?;
    let (verdict, sample) = super::start_verdict(src.as_ref(), true)?;
    let mut out = Writer {
        out: io::BufWriter::with_capacity(
            1 << 16,
            Safe::report(
                io::stdout().lock(),
                if json { Shown::Json } else { Shown::Tag },
            ),
        ),
        src: src.as_ref(),
        json,
        tally: Tally::default(),
        failure: None,
        progress: Progress::before_output("scanning", src.len()),
        verdict,
        sample,
    };
    out.head(&plan);
    let report = scan(
        src.as_ref(),
        &plan,
        ScanOptions {
            records,
            index: false,
            bulk: true,
        },
        &mut out,
    )?;
    out.progress.finish();
    // A file that grew or was rewritten meanwhile: no summary (the JSON ends without one).
    src.check()?;
    out.tail(&plan, &report);
    if let Some(e) = out.failure.take() {
        return Err(e);
    }
    out.out.flush().map_err(output_error)?;
    Ok(0)
}

/// Writes the scan's output as it goes.
struct Writer<'a, W: Write> {
    out: W,
    src: &'a dyn ByteSource,
    json: bool,
    /// What the located errors add up to (for the verdict).
    tally: Tally,
    failure: Option<CliError>,
    progress: Progress,
    /// The file's verdict, and the bytes it read.
    verdict: Verdict,
    sample: Vec<u8>,
}

impl<W: Write> Writer<'_, W> {
    fn write(&mut self, text: &str) {
        if self.failure.is_none() {
            // (Off the bar's line, if one shows: the buffer may go to the terminal now.)
            let out = &mut self.out;
            if let Err(e) = self.progress.suspend(|| out.write_all(text.as_bytes())) {
                self.failure = Some(output_error(e));
            }
        }
    }

    fn fail(&mut self, e: SourceError) {
        self.failure.get_or_insert(e.into());
    }

    /// What is known before the scan: the file, the encoding, the operation.
    fn head(&mut self, plan: &Plan) {
        let text = if self.json {
            line(&ScanRecord::Scan(scan_records::head(
                self.src.len(),
                plan,
                &self.verdict,
                &self.sample,
            ))) + "\n"
        } else {
            format!(
                "{}: {}, {} ({}){}\n{}",
                self.src.name(),
                count(self.src.len(), "byte"),
                plan.encoding,
                plan.options.op.spec_name(),
                match plan.sniff.bom {
                    Some(b) if plan.skip > 0 => format!(", {b} BOM"),
                    _ => String::new(),
                },
                file_verdict::lines(&self.verdict, &self.sample, "reads as: ")
            )
        };
        self.write(&text);
    }

    /// The counts, after the scan.
    fn tail(&mut self, plan: &Plan, r: &ScanReport) {
        let summary = scan_records::Summary::new(plan, r, &self.tally, &self.verdict);
        let text = if self.json {
            line(&ScanRecord::Summary(summary.record(r, &self.sample))) + "\n"
        } else if r.errors == 0 {
            "no errors\n".to_string()
        } else {
            let mut lines = vec![if r.records == 0 {
                count(r.errors, "error")
            } else if r.records == r.errors {
                format!("{} (all listed above)", count(r.errors, "error"))
            } else {
                format!(
                    "{} (the first {} listed above)",
                    count(r.errors, "error"),
                    r.records
                )
            }];
            for (class, n) in &r.by_class {
                lines.push(format!(
                    "  {n:>12}  {}",
                    class.description(crate::i18n::Lang::En)
                ));
            }
            if plan.mode == ErrorMode::Fatal
                && let Some(e) = r.first_error
            {
                lines.push(format!(
                    "in fatal mode the run stops at the first error, at byte offset {}",
                    e.offset
                ));
            }
            if let Some(v) = &summary.utf8 {
                lines.push(v.text(crate::i18n::Lang::En));
            }
            if let Some(v) = &summary.heard {
                lines.push(
                    file_verdict::lines(v, &self.sample, "reads as, the whole file scanned: ")
                        .trim_end()
                        .to_string(),
                );
            }
            lines.join("\n") + "\n"
        };
        self.write(&text);
    }

    fn error_line(&mut self, e: &ErrorRecord) -> Result<String, SourceError> {
        let bytes = read_range(self.src, e.offset, (e.end - e.offset).min(16) as usize)?;
        Ok(if self.json {
            line(&ScanRecord::Error(scan_records::error(e, bytes.clone()))) + "\n"
        } else {
            let pattern = e
                .pattern
                .map(|p| format!(" — {}", p.description(crate::i18n::Lang::En)))
                .unwrap_or_default();
            format!(
                "  at {:>10}  {:<12} {}{pattern}\n",
                e.offset,
                hex(&bytes),
                e.class.description(crate::i18n::Lang::En)
            )
        })
    }
}

impl<W: Write> ScanObserver for Writer<'_, W> {
    fn record(&mut self, e: &ErrorRecord) {
        self.tally.add(e);
        match self.error_line(e) {
            Ok(line) => self.write(&line),
            Err(err) => self.fail(err),
        }
    }

    fn progress(&mut self, r: &ScanReport) -> bool {
        self.progress.update(r.scanned);
        // A closed pipe or a read error stops the scan.
        self.failure.is_none()
    }
}
