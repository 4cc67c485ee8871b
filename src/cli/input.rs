//! Where a command's bytes come from: a file or standard input opened as the commands open
//! them, the file's verdict, and the decode options the command line gives.

use super::definition::Decoding;
use super::error::CliError;
use super::output::one_line;
use super::progress::Progress;
use crate::encoding::ops::{DecodeOp, DecodeOptions};
use crate::encoding::Encoding;
use crate::report::ops::op_name;
use crate::source::{
    open_for_cli, read_stream, special_kind, spool_stream, ByteSource, Overflow, STREAM_LIMIT,
};
use std::ffi::OsStr;
use std::io::{self, Write};
use std::path::PathBuf;

/// Open FILE, or read standard input for `-`.
pub(crate) fn open_input(file: &OsStr) -> Result<Box<dyn ByteSource>, CliError> {
    open_limited(file, STREAM_LIMIT, Overflow::Refuse)
}

/// The file's verdict and its first bytes ([`crate::report::file_verdict::of_source`]), with a
/// bar on a terminal while the rest of a large file is read.
pub(crate) fn file_verdict(
    src: &dyn ByteSource,
    whole: bool,
) -> Result<(crate::verdict::Verdict, Vec<u8>), CliError> {
    let mut watch = Watch(Progress::before_output("reading the rest", src.len()));
    let found = crate::report::file_verdict::of_source(src, whole, &mut watch)?;
    watch.0.finish();
    Ok(found)
}

/// Shows how far the verdict's look at the rest of a file is.
struct Watch(Progress);

impl crate::trace::scan::ScanObserver for Watch {
    fn progress(&mut self, r: &crate::trace::scan::ScanReport) -> bool {
        self.0.update(r.scanned);
        true
    }
}

/// [`file_verdict`] from the first bytes alone (for `scan`, which reads the rest itself and
/// states what it adds at its end).
pub(crate) fn start_verdict(
    src: &dyn ByteSource,
    whole: bool,
) -> Result<(crate::verdict::Verdict, Vec<u8>), CliError> {
    Ok(crate::report::file_verdict::of_start(src, whole)?)
}

/// Open FILE, reading at most `limit` bytes from a stream (stdin, a FIFO, a device): for
/// commands that look at the start only. Regular files are opened whole (nothing is read).
pub(crate) fn open_start(file: &OsStr, limit: u64) -> Result<Stream, CliError> {
    let src = open_limited(file, limit, Overflow::Keep)?;
    Ok(Stream {
        whole: src.len() <= limit || regular_file(file),
        src,
    })
}

/// What [`open_start`] opened, and whether it holds the whole input.
pub(crate) struct Stream {
    pub src: Box<dyn ByteSource>,
    pub whole: bool,
}

fn regular_file(file: &OsStr) -> bool {
    file != "-" && std::fs::metadata(file).is_ok_and(|m| m.is_file())
}

fn open_limited(
    file: &OsStr,
    limit: u64,
    overflow: Overflow,
) -> Result<Box<dyn ByteSource>, CliError> {
    if file == "-" {
        let stdin = io::stdin().lock();
        return Ok(match overflow {
            Overflow::Refuse => spool_stream(stdin, "stdin", limit)?,
            Overflow::Keep => Box::new(read_stream(stdin, "stdin", limit, overflow)?),
        });
    }
    let path = PathBuf::from(file);
    let fifo = std::fs::metadata(&path).is_ok_and(|m| special_kind(&m) == Some("fifo"));
    // Opening a FIFO waits for a writer: say so if that takes a moment.
    let opened = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    if fifo {
        let (done, name) = (opened.clone(), path.display().to_string());
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(300));
            if !done.load(std::sync::atomic::Ordering::Relaxed) {
                let note =
                    format!("mojiscope: {name} is a FIFO: waiting for a writer (… > {name})\n");
                let _ = io::stderr().write_all(one_line(note.trim_end()).as_bytes());
                let _ = io::stderr().write_all(b"\n");
            }
        });
    }
    let src = open_for_cli(&path, limit, overflow);
    opened.store(true, std::sync::atomic::Ordering::Relaxed);
    Ok(src?)
}

/// --op, --encoding, --fatal and --ignore-bom as decode options; `chunks`: whether --chunks
/// was given.
pub(crate) fn decode_options(d: &Decoding, chunks: bool) -> Result<DecodeOptions, CliError> {
    let op = d.op.unwrap_or(DecodeOp::Decode);
    for (flag, given) in [
        ("fatal", d.fatal),
        ("ignore-bom", d.ignore_bom),
        ("chunks", chunks),
    ] {
        if given && op != DecodeOp::TextDecoder {
            return Err(CliError::usage(format!(
                "--{flag} goes with --op textdecoder"
            )));
        }
    }
    Ok(DecodeOptions {
        op,
        encoding: d.encoding.unwrap_or(Encoding::Utf8),
        fatal: d.fatal,
        ignore_bom: d.ignore_bom,
    })
}

/// A note on stderr when the operation never uses the encoding given.
pub(crate) fn note_ignored_encoding(options: &DecodeOptions) {
    if options.op.is_utf8_only() && options.encoding != Encoding::Utf8 {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: note: --op {} always decodes UTF-8; --encoding {} is not used",
            op_name(options.op),
            options.encoding
        );
    }
}
