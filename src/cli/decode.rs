//! `mojiscope decode`: the decoded text, as UTF-8, on standard output.

use super::definition::DecodeArgs;
use super::progress::Watched;
use super::safe::Safe;
use super::{decode_options, note_ignored_encoding, output_error, write_to, CliError};
use crate::encoding::ops::DecodeOptions;
use crate::encoding::ops::{DecodeOp, Plan, TextDecoder};
use crate::encoding::run::ErrorMode;
use crate::numbers::chunks_total;
use crate::report::text::{decode_stream, fatal_message};
use crate::report::write_as::{EncodeWriter, Target, Unencodable};
use crate::source::{read_range, ByteSource};
use crate::trace::fatal::{first_fatal_error, FirstError};
use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};

/// Bytes decoded per call when the rest of a chunked input is large.
const BLOCK: usize = 1 << 20;

/// What `decode` was asked to do.
pub(crate) struct Request {
    options: DecodeOptions,
    chunks: Option<Vec<u64>>,
    target: Option<Target>,
    file: OsString,
}

/// Parse and check the arguments (no I/O).
pub(crate) fn request(args: DecodeArgs) -> Result<Request, CliError> {
    Ok(Request {
        options: decode_options(&args.decoding, args.chunks.is_some())?,
        chunks: args.chunks.map(|c| c.0),
        target: write_to::target(&args.output)?,
        file: args.file.file,
    })
}

pub(crate) fn run(args: DecodeArgs) -> Result<i32, CliError> {
    let Request {
        options,
        chunks,
        target,
        file,
    } = request(args)?;
    note_ignored_encoding(&options);
    let src = super::open_input(&file)?;
    let start = read_range(src.as_ref(), 0, 3)?;
    let plan = Plan::new(options, &start).map_err(|e| CliError::usage(e.to_string()))?;
    if let Some(chunks) = &chunks {
        // parse_chunks has checked that the sum fits.
        let total = chunks_total(chunks).unwrap_or(u64::MAX);
        if total > src.len() {
            return Err(CliError::usage(format!(
                "--chunks add up to {} but the input has {}",
                crate::report::count(total, "byte"),
                src.len()
            )));
        }
    }
    // Fatal mode: nothing goes to stdout if the input has an error, so look first.
    if plan.mode == ErrorMode::Fatal
        && let Some(message) = fatal_error(src.as_ref(), &plan)?
    {
        return Err(CliError::fatal(message));
    }
    note_binary_to_terminal(src.as_ref())?;
    let Some(target) = target else {
        let mut out = io::BufWriter::with_capacity(1 << 16, Safe::product(io::stdout().lock()));
        decode_to(src.as_ref(), &plan, chunks.as_deref(), "decoding", &mut out)?;
        out.flush().map_err(output_error)?;
        src.check()?;
        return Ok(0);
    };
    // A refusal writes nothing: the text is looked at first.
    if write_to::check_first(&target) {
        let look = Target {
            unencodable: Unencodable::Html,
            ..target
        };
        let mut check = EncodeWriter::new(io::sink(), look);
        decode_to(
            src.as_ref(),
            &plan,
            chunks.as_deref(),
            "checking",
            &mut check,
        )?;
        let (_, unwritable) = check.finish().map_err(output_error)?;
        if unwritable.count > 0 {
            return Err(write_to::refused(&target, &unwritable));
        }
    }
    let mut out = write_to::writer(target);
    decode_to(src.as_ref(), &plan, chunks.as_deref(), "decoding", &mut out)?;
    write_to::finish(out, &target)?;
    src.check()?;
    Ok(0)
}

/// The decoded text of `src` into `out`, with a progress bar saying `what`.
fn decode_to(
    src: &dyn ByteSource,
    plan: &Plan,
    chunks: Option<&[u64]>,
    what: &'static str,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let watched = Watched::new(what, src);
    match chunks {
        Some(chunks) => decode_chunks(&watched, plan, chunks, out)?,
        None => decode_stream(&watched, plan, out)?,
    }
    Ok(())
}

/// A binary file's "text" about to go to a terminal: say what the file is first, on stderr.
fn note_binary_to_terminal(src: &dyn ByteSource) -> Result<(), CliError> {
    if !io::stdout().is_terminal() {
        return Ok(());
    }
    let head = read_range(src, 0, src.len().min(8 << 10) as usize)?;
    if let Some(c) = crate::detect::binary::identify(&head) {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: note: {} is {}: its bytes are not text in any encoding (mojiscope sniff says more; the hex view of the window shows them)",
            super::one_line(&src.name()),
            crate::report::binary::describe(&c, &head, crate::i18n::Lang::En)
        );
    }
    Ok(())
}

/// The message for the first error of a fatal run, if it has one.
fn fatal_error(src: &dyn ByteSource, plan: &Plan) -> Result<Option<String>, CliError> {
    let progress = super::progress::Progress::before_output("validating", src.len());
    let found = first_fatal_error(src, plan, &mut |done| {
        progress.update(done);
        true
    })?;
    progress.finish();
    match found {
        FirstError::Found(e) => Ok(Some(fatal_message(src, plan, &e)?)),
        _ => Ok(None),
    }
}

/// TextDecoder with decode(chunk, {stream: true}) per chunk, then the rest in a final call.
fn decode_chunks(
    src: &dyn ByteSource,
    plan: &Plan,
    chunks: &[u64],
    out: &mut dyn Write,
) -> Result<(), CliError> {
    debug_assert_eq!(plan.options.op, DecodeOp::TextDecoder);
    let mut td = TextDecoder::with_encoding(
        plan.options.encoding,
        plan.options.fatal,
        plan.options.ignore_bom,
    )
    .map_err(|e| CliError::usage(e.to_string()))?;
    let mut pos = 0u64;
    for &len in chunks {
        // The sizes fit the input (checked above).
        let end = pos + len.min(src.len() - pos);
        call(&mut td, src, pos, end, false, out)?;
        pos = end;
    }
    // The rest is the final call.
    call(&mut td, src, pos, src.len(), true, out)
}

/// One call decode(bytes [from, to), {stream: !last}), made as calls of a block each: the
/// standard's streaming makes the same text of a chunk cut anywhere, and a chunk is a
/// boundary to show, not a buffer to hold (a 1 GiB chunk takes a block of memory). (In fatal
/// mode the input was checked first: a call cannot throw here.)
fn call(
    td: &mut TextDecoder,
    src: &dyn ByteSource,
    from: u64,
    to: u64,
    last: bool,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    let fail = |e: crate::encoding::ops::TypeError| {
        CliError::fatal(format!(
            "TypeError: fatal decoding error at byte offset {}",
            e.0.offset
        ))
    };
    let mut pos = from;
    loop {
        let n = (to - pos).min(BLOCK as u64) as usize;
        let bytes = read_range(src, pos, n)?;
        pos += n as u64;
        let end = pos >= to;
        let text = td.decode(Some(&bytes), !(end && last)).map_err(fail)?;
        out.write_all(text.as_bytes()).map_err(output_error)?;
        if end {
            return Ok(());
        }
    }
}
