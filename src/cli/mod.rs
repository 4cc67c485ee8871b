//! The command-line interface. Exit status: 0 success, 1 a fatal decoding error, 2 bad
//! arguments or an I/O error; 1 and 2 always come with a one-line reason on stderr.

mod args;
mod compare;
mod decode;
mod detect;
mod encode;
mod repair;
mod scan;
mod sniff;
mod trace;
mod window;

use crate::encoding::ops::{DecodeOp, DecodeOptions};
use crate::encoding::{get_encoding, Encoding};
use crate::report::human_size;
use crate::source::{
    open_for_cli, read_stream, special_kind, ByteSource, Overflow, SourceError, STREAM_LIMIT,
};
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

pub use window::{WindowArgs, WindowInput};

pub(crate) const USAGE: &str = "\
mojiscope — see what bytes mean as text (WHATWG Encoding Standard)

Usage:
  mojiscope [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--chunks N,N,…] [FILE]
                                            open the inspector window (on FILE, decoded that way)
  mojiscope decode [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--chunks N,N,…] FILE
  mojiscope encode [--encoding LABEL] [--json] FILE
  mojiscope sniff  [--encoding LABEL] [--json] FILE
  mojiscope trace  [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--from N] [--len N] [--json] FILE
  mojiscope scan   [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--json] [--max-errors N] FILE
  mojiscope detect [--context NAME] [--content-type STRING] [--override LABEL]
                   [--environment LABEL] [--tld TLD] [--from-network] [--json] FILE
  mojiscope detect --list-contexts [--json]
  mojiscope compare [--encodings LABEL,LABEL,…|all] [--clean] [--from N] [--len N] [--json] FILE
  mojiscope repair [--encoding LABEL] [--chain CHAIN] [--resolve-references] [--json] FILE

FILE is a path, or - for standard input. LABEL is any label of the standard (default utf-8).
OP is one of: decode (default; BOM sniffing first), no-bom, utf8-decode, utf8-decode-without-bom,
utf8-decode-without-bom-or-fail, textdecoder (with --fatal, --ignore-bom, --chunks).
--chunks lists the sizes of TextDecoder's decode(chunk, {stream: true}) calls; the rest of the
input is the final call. scan --max-errors N lists the first N errors (default 100).
detect says which encoding a browser (--context html, the default), fetch, a CSS or XML parser, …
would pick for FILE and why, step by step, with the detector's evidence; --content-type is the
header's value, --environment the referring document's encoding, --tld the page's domain,
--from-network a page from the web (the detector may not guess UTF-8; a local file, it may).
compare decodes FILE with each encoding's decoder alone (no BOM sniffing; default UTF-8,
windows-1252, windows-1251, KOI8-R, IBM866, ISO-8859-2, Shift_JIS, EUC-JP, GBK, Big5, EUC-KR):
errors, first error, U+FFFD, bytes that decode differently from the row above, and --len bytes
from --from with what each encoding made of them (--clean: only rows without errors).
repair reads FILE as text (UTF-8, or --encoding LABEL) and finds the chain of \"encode with A,
decode with B\" steps (up to three, every pair of encodings, and isomorphic) that undoes mojibake:
the repaired text goes to stdout, the chain and each part on its bytes to stderr. --chain
'A:B,A:B;A:B' applies those chains only (the command a repair prints reproduces it).
--resolve-references replaces numeric character references (&#26085;) by their characters.

Exit status: 0 success, 1 fatal decoding error, 2 bad arguments or I/O error.
";

/// Run the command line. Never panics on bad input; I/O errors become exit status 2.
pub fn main(args: Vec<OsString>) -> Action {
    let args: Vec<OsString> = args.into_iter().skip(1).collect();
    let result = dispatch(&args);
    match result {
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
    let first = args.first().map(|a| a.to_str());
    let rest = args.get(1..).unwrap_or(&[]);
    let code = match first {
        Some(Some("compare")) => compare::run(rest)?,
        Some(Some("decode")) => decode::run(rest)?,
        Some(Some("repair")) => repair::run(rest)?,
        Some(Some("detect")) => detect::run(rest)?,
        Some(Some("encode")) => encode::run(rest)?,
        Some(Some("sniff")) => sniff::run(rest)?,
        Some(Some("trace")) => trace::run(rest)?,
        Some(Some("scan")) => scan::run(rest)?,
        Some(Some("--help" | "-h" | "help")) => {
            write_out(USAGE.as_bytes())?;
            0
        }
        Some(Some("--version" | "-V")) => {
            write_out(format!("mojiscope {}\n", env!("CARGO_PKG_VERSION")).as_bytes())?;
            0
        }
        // Anything else (no arguments, options, a path, a path that is not UTF-8) opens the
        // window.
        _ => return Ok(Action::Window(window::parse(args)?)),
    };
    Ok(Action::Exit(code))
}

/// Open FILE, or read standard input for `-`.
pub(crate) fn open_input(file: &OsStr) -> Result<Box<dyn ByteSource>, CliError> {
    open_limited(file, STREAM_LIMIT, Overflow::Refuse)
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
        let stdin = io::stdin();
        return Ok(Box::new(read_stream(
            stdin.lock(),
            "stdin",
            limit,
            overflow,
        )?));
    }
    let path = PathBuf::from(file);
    let fifo = std::fs::metadata(&path)
        .is_ok_and(|m| special_kind(&m).is_some_and(|k| k.starts_with("FIFO")));
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

/// The options that say how to decode: the window and `decode` take these.
pub(crate) const DECODE_SPEC: &[args::OptionSpec] = &[
    ("encoding", true),
    ("op", true),
    ("fatal", false),
    ("ignore-bom", false),
    ("chunks", true),
];

/// The encoding named by --encoding (default UTF-8).
pub(crate) fn encoding_option(parsed: &args::Parsed) -> Result<Encoding, CliError> {
    match parsed.value("encoding") {
        None => Ok(Encoding::Utf8),
        Some(label) => get_encoding(label).map_err(|e| CliError::usage(e.to_string())),
    }
}

/// --op, --encoding, --fatal and --ignore-bom as decode options.
pub(crate) fn decode_options(parsed: &args::Parsed) -> Result<DecodeOptions, CliError> {
    let op = match parsed.value("op") {
        None => DecodeOp::Decode,
        Some(name) => DecodeOp::from_cli_name(name).ok_or_else(|| {
            let names: Vec<&str> = DecodeOp::ALL.iter().map(|o| o.cli_name()).collect();
            CliError::usage(format!(
                "unknown --op {name:?} (one of: {})",
                names.join(", ")
            ))
        })?,
    };
    let encoding = encoding_option(parsed)?;
    for flag in ["fatal", "ignore-bom", "chunks"] {
        if parsed.has(flag) && op != DecodeOp::TextDecoder {
            return Err(CliError::usage(format!(
                "--{flag} goes with --op textdecoder"
            )));
        }
    }
    Ok(DecodeOptions {
        op,
        encoding,
        fatal: parsed.flag("fatal"),
        ignore_bom: parsed.flag("ignore-bom"),
    })
}

/// A note on stderr when the operation never uses the encoding given.
pub(crate) fn note_ignored_encoding(options: &DecodeOptions) {
    if options.op.is_utf8_only() && options.encoding != Encoding::Utf8 {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: note: --op {} always decodes UTF-8; --encoding {} is not used",
            options.op.cli_name(),
            options.encoding
        );
    }
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
    let rest = args.get(1..).unwrap_or(&[]);
    let checked = match args.first().map(|a| a.to_str()) {
        Some(Some("decode")) => decode::request(rest).map(drop),
        Some(Some("encode")) => encode::request(rest).map(drop),
        Some(Some("sniff")) => sniff::request(rest).map(drop),
        Some(Some("trace")) => trace::request(rest).map(drop),
        Some(Some("scan")) => scan::request(rest).map(drop),
        Some(Some("detect")) => detect::request(rest).map(drop),
        Some(Some("--help" | "-h" | "help" | "--version" | "-V")) => Ok(()),
        _ => window::request(args).map(drop),
    };
    checked.map_err(|e| one_line(&e.message))
}

/// A reason on one line, whatever the user typed or the file is called: control characters
/// (a newline in a path) are written as escapes.
///
/// ```
/// assert_eq!(mojiscope::cli::one_line("a\nb\tc"), "a\\nb\\tc");
/// ```
pub fn one_line(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    for c in message.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// Write to standard output; a closed pipe ends the program quietly.
pub(crate) fn write_out(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(output_error)
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

/// Whether to show progress on stderr.
pub(crate) fn stderr_is_terminal() -> bool {
    io::stderr().is_terminal()
}

/// A progress line on stderr for long runs, when stderr is a terminal.
pub(crate) struct ProgressLine {
    enabled: bool,
    label: &'static str,
    last: std::time::Instant,
}

impl ProgressLine {
    pub(crate) fn new(label: &'static str, total: u64) -> ProgressLine {
        ProgressLine {
            enabled: stderr_is_terminal() && total >= 16 << 20,
            label,
            last: std::time::Instant::now(),
        }
    }

    pub(crate) fn update(&mut self, done: u64, total: u64) {
        if !self.enabled || self.last.elapsed().as_millis() < 200 {
            return;
        }
        self.last = std::time::Instant::now();
        let pct = (done as u128 * 100)
            .checked_div(total as u128)
            .unwrap_or(100);
        let _ = write!(
            io::stderr(),
            "\r{} {pct:3}% ({} of {})",
            self.label,
            human_size(done),
            human_size(total)
        );
    }

    pub(crate) fn finish(&mut self) {
        if self.enabled {
            let _ = write!(io::stderr(), "\r{:60}\r", "");
        }
    }
}
