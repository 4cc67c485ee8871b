//! The command-line interface. Exit status: 0 success, 1 a fatal decoding error, 2 bad
//! arguments or an I/O error; 1 and 2 always come with a one-line reason on stderr.

mod compare;
mod decode;
pub mod definition;
mod detect;
mod diff;
mod docs;
mod encode;
mod lint;
mod parse;
mod progress;
mod repair;
mod report;
mod safe;
mod scan;
mod sniff;
mod trace;
mod trace_encode;
mod window;
mod write_to;

use crate::encoding::ops::{DecodeOp, DecodeOptions};
use crate::encoding::Encoding;
use crate::report::ops::op_name;
use crate::report::tags::Shown;
use crate::source::{
    open_for_cli, read_stream, special_kind, spool_stream, ByteSource, Overflow, SourceError,
    STREAM_LIMIT,
};
use definition::{Command, Decoding};
use progress::Progress;
use safe::Safe;
use std::ffi::{OsStr, OsString};
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

/// A reason to stop, with the exit status.
#[derive(Debug)]
pub(crate) struct CliError {
    pub code: i32,
    pub message: String,
}

impl CliError {
    pub(crate) fn usage(message: impl Into<String>) -> CliError {
        CliError {
            code: 2,
            message: message.into(),
        }
    }
    pub(crate) fn fatal(message: impl Into<String>) -> CliError {
        CliError {
            code: 1,
            message: message.into(),
        }
    }
}

impl From<SourceError> for CliError {
    fn from(e: SourceError) -> CliError {
        CliError {
            code: 2,
            message: e.to_string(),
        }
    }
}

impl From<crate::report::text::OutputError> for CliError {
    fn from(e: crate::report::text::OutputError) -> CliError {
        match e {
            crate::report::text::OutputError::Source(e) => e.into(),
            crate::report::text::OutputError::Write(e) => output_error(e),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> CliError {
        CliError {
            code: 2,
            message: format!("cannot write output: {e}"),
        }
    }
}

/// What `main` should do.
#[derive(Debug)]
pub enum Action {
    Exit(i32),
    /// Open the window, with its input and decode options.
    Window(window::WindowArgs),
}

pub use parse::command_names;
pub use window::{WindowArgs, WindowInput};

/// Run the command line (the program's name first). Never panics on bad input; I/O errors
/// become exit status 2.
pub fn main(args: Vec<OsString>) -> Action {
    match dispatch(&args) {
        Ok(action) => action,
        Err(e) if e.code == 0 => Action::Exit(0),
        Err(e) => {
            // One write: the line is not torn by other output.
            let line = format!("mojiscope: {}\n", one_line(&e.message));
            let _ = io::stderr().write_all(line.as_bytes());
            Action::Exit(e.code)
        }
    }
}

fn dispatch(args: &[OsString]) -> Result<Action, CliError> {
    let cli = match parse::parse(args)? {
        parse::Parsed::Run(cli) => *cli,
        parse::Parsed::Print(text) => {
            write_raw(text.as_bytes())?;
            return Ok(Action::Exit(0));
        }
    };
    progress::set_quiet(cli.quiet);
    let code = match cli.command {
        Some(Command::Decode(a)) => decode::run(a)?,
        Some(Command::Encode(a)) => encode::run(a)?,
        Some(Command::Sniff(a)) => sniff::run(a)?,
        Some(Command::Trace(a)) if a.encode => trace_encode::run(a)?,
        Some(Command::Trace(a)) => trace::run(a)?,
        Some(Command::Scan(a)) => scan::run(a)?,
        Some(Command::Detect(a)) => detect::run(a)?,
        Some(Command::Compare(a)) => compare::run(a)?,
        Some(Command::Repair(a)) => repair::run(a)?,
        Some(Command::Diff(a)) => diff::run(a)?,
        Some(Command::Report(a)) => report::run(a)?,
        Some(Command::Lint(a)) => lint::run(a)?,
        Some(Command::Completions(a)) => docs::completions(a)?,
        Some(Command::Man(a)) => docs::man(a)?,
        None => {
            return Ok(Action::Window(window::parse(
                cli.window, cli.chunks, cli.file,
            )?))
        }
    };
    Ok(Action::Exit(code))
}

/// Parse and check a command line (everything after the program's name) without running it:
/// no file is opened, nothing is read or written. The reason is the one-line message the
/// command would print. (What the argument fuzzer drives.)
///
/// ```
/// use std::ffi::OsString;
/// let args = |a: &[&str]| a.iter().map(OsString::from).collect::<Vec<_>>();
/// assert!(mojiscope::cli::check_arguments(&args(&["trace", "--from", "0x10", "f"])).is_ok());
/// let err = mojiscope::cli::check_arguments(&args(&["decode", "--chunks", "1", "f"]));
/// assert_eq!(err.unwrap_err(), "--chunks goes with --op textdecoder");
/// ```
pub fn check_arguments(args: &[OsString]) -> Result<(), String> {
    let mut argv = vec![OsString::from("mojiscope")];
    argv.extend_from_slice(args);
    let checked = match parse::parse(&argv) {
        Ok(parse::Parsed::Run(cli)) => match cli.command {
            Some(Command::Decode(a)) => decode::request(a).map(drop),
            Some(Command::Encode(_) | Command::Sniff(_) | Command::Completions(_)) => Ok(()),
            Some(Command::Trace(a)) if a.encode => trace_encode::check(&a),
            Some(Command::Trace(a)) => trace::request(a).map(drop),
            Some(Command::Scan(a)) => scan::request(a).map(drop),
            Some(Command::Detect(a)) => detect::request(a).map(drop),
            Some(Command::Compare(a)) => compare::request(a).map(drop),
            Some(Command::Repair(a)) => repair::request(a).map(drop),
            Some(Command::Diff(a)) => diff::request(&a),
            Some(Command::Report(_)) => Ok(()),
            Some(Command::Lint(a)) => lint::check(&a),
            Some(Command::Man(a)) => docs::page(a.command.as_deref()).map(drop),
            None => window::request(cli.window, cli.chunks, cli.file).map(drop),
        },
        Ok(parse::Parsed::Print(_)) => Ok(()),
        Err(e) => Err(e),
    };
    checked.map_err(|e| one_line(&e.message))
}

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

/// A reason on one line, whatever the user typed or the file is called: control characters
/// (a newline in a path) and bidi controls are written as escapes.
///
/// ```
/// assert_eq!(mojiscope::cli::one_line("a\nb\tc"), "a\\nb\\tc");
/// assert_eq!(mojiscope::cli::one_line("\u{202E}txt.exe"), "\\u{202e}txt.exe");
/// ```
pub fn one_line(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    for c in message.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() || crate::shell::acts_on_terminal(c) => {
                out.push_str(&format!("\\u{{{:x}}}", c as u32))
            }
            c => out.push(c),
        }
    }
    out
}

/// Write our own text (help, completions, manual pages) to standard output as it is; a closed
/// pipe ends the program quietly.
pub(crate) fn write_raw(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write a report about a file (its JSON when `json`) to standard output, with no character a
/// terminal would act on; a closed pipe ends the program quietly.
pub(crate) fn write_out(text: &str, json: bool) -> Result<(), CliError> {
    let how = if json { Shown::Json } else { Shown::Tag };
    let mut out = Safe::report(io::stdout().lock(), how);
    out.write_all(text.as_bytes())
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write one JSON record to stdout as one line, as it is serialized (no copy of it in
/// memory: a record can hold megabytes of text).
pub(crate) fn write_json<T: serde::Serialize>(record: &T) -> Result<(), CliError> {
    let out = Safe::report(io::stdout().lock(), Shown::Json);
    let mut out = io::BufWriter::with_capacity(1 << 16, out);
    crate::report::records::write_line(&mut out, record)
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write the text a command exists to output (decoded, repaired): as it is into a pipe or a
/// file, with what a terminal would act on shown as tags when standard output is a terminal.
pub(crate) fn write_product(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = Safe::product(io::stdout().lock());
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// Write a report to stderr, with no character a terminal would act on (a failed write to
/// stderr has nowhere to be reported).
pub(crate) fn write_err(text: &str) {
    let mut err = Safe::report(io::stderr().lock(), Shown::Tag);
    let _ = err.write_all(text.as_bytes()).and_then(|_| err.flush());
}

/// A closed pipe (`| head`) is not an error worth a message: exit 0 quietly.
pub(crate) fn output_error(e: io::Error) -> CliError {
    if e.kind() == io::ErrorKind::BrokenPipe {
        CliError {
            code: 0,
            message: String::new(),
        }
    } else {
        CliError::usage(format!("cannot write output: {e}"))
    }
}

/// Whether stderr is a terminal (notes meant for a person).
pub(crate) fn stderr_is_terminal() -> bool {
    io::stderr().is_terminal()
}
