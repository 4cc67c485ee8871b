//! The command-line interface. Exit status: 0 success, 1 a fatal decoding error, 2 bad
//! arguments or an I/O error; 1 and 2 always come with a one-line reason on stderr.

pub mod args;
mod decode;
mod encode;
mod scan;
mod sniff;
mod trace;
mod window;

use crate::encoding::ops::{DecodeOp, DecodeOptions};
use crate::encoding::{get_encoding, Encoding};
use crate::report::human_size;
use crate::source::{open_for_cli, read_stream, ByteSource, SourceError, STREAM_LIMIT};
use std::ffi::{OsStr, OsString};
use std::io::{self, IsTerminal, Write};
use std::path::PathBuf;

/// A reason to stop, with the exit status.
#[derive(Debug)]
pub struct CliError {
    pub code: i32,
    pub message: String,
}

impl CliError {
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError {
            code: 2,
            message: message.into(),
        }
    }
    pub fn fatal(message: impl Into<String>) -> CliError {
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

pub const USAGE: &str = "\
mojiscope — see what bytes mean as text (WHATWG Encoding Standard)

Usage:
  mojiscope [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--chunks N,N,…] [FILE]
                                            open the inspector window (on FILE, decoded that way)
  mojiscope decode [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--chunks N,N,…] FILE
  mojiscope encode [--encoding LABEL] [--json] FILE
  mojiscope sniff  [--encoding LABEL] [--json] FILE
  mojiscope trace  [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--from N] [--len N] [--json] FILE
  mojiscope scan   [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--json] [--max-errors N] FILE

FILE is a path, or - for standard input. LABEL is any label of the standard (default utf-8).
OP is one of: decode (default; BOM sniffing first), no-bom, utf8-decode, utf8-decode-without-bom,
utf8-decode-without-bom-or-fail, textdecoder (with --fatal, --ignore-bom, --chunks).
--chunks lists the sizes of TextDecoder's decode(chunk, {stream: true}) calls; the rest of the
input is the final call. scan --max-errors N lists the first N errors (default 100).

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
            let _ = writeln!(io::stderr(), "mojiscope: {}", e.message);
            Action::Exit(e.code)
        }
    }
}

fn dispatch(args: &[OsString]) -> Result<Action, CliError> {
    let first = args.first().map(|a| a.to_str());
    let rest = args.get(1..).unwrap_or(&[]);
    let code = match first {
        Some(Some("decode")) => decode::run(rest)?,
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
pub fn open_input(file: &OsStr) -> Result<Box<dyn ByteSource>, CliError> {
    if file == "-" {
        let stdin = io::stdin();
        return Ok(Box::new(read_stream(stdin.lock(), "stdin", STREAM_LIMIT)?));
    }
    Ok(open_for_cli(&PathBuf::from(file))?)
}

/// The options that say how to decode: the window and `decode` take these.
pub const DECODE_SPEC: &[args::OptionSpec] = &[
    ("encoding", true),
    ("op", true),
    ("fatal", false),
    ("ignore-bom", false),
    ("chunks", true),
];

/// The encoding named by --encoding (default UTF-8).
pub fn encoding_option(parsed: &args::Parsed) -> Result<Encoding, CliError> {
    match parsed.value("encoding") {
        None => Ok(Encoding::Utf8),
        Some(label) => get_encoding(label).map_err(|e| CliError::usage(e.to_string())),
    }
}

/// --op, --encoding, --fatal and --ignore-bom as decode options.
pub fn decode_options(parsed: &args::Parsed) -> Result<DecodeOptions, CliError> {
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
    if op.is_utf8_only() && encoding != Encoding::Utf8 {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: note: --op {} always decodes UTF-8; --encoding {} is not used",
            op.cli_name(),
            encoding
        );
    }
    Ok(DecodeOptions {
        op,
        encoding,
        fatal: parsed.flag("fatal"),
        ignore_bom: parsed.flag("ignore-bom"),
    })
}

/// Write to standard output; a closed pipe ends the program quietly.
pub fn write_out(bytes: &[u8]) -> Result<(), CliError> {
    let mut out = io::stdout().lock();
    out.write_all(bytes)
        .and_then(|_| out.flush())
        .map_err(output_error)
}

/// A closed pipe (`| head`) is not an error worth a message: exit 0 quietly.
pub fn output_error(e: io::Error) -> CliError {
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
pub fn stderr_is_terminal() -> bool {
    io::stderr().is_terminal()
}

/// A progress line on stderr for long runs, when stderr is a terminal.
pub struct ProgressLine {
    enabled: bool,
    label: &'static str,
    last: std::time::Instant,
}

impl ProgressLine {
    pub fn new(label: &'static str, total: u64) -> ProgressLine {
        ProgressLine {
            enabled: stderr_is_terminal() && total >= 16 << 20,
            label,
            last: std::time::Instant::now(),
        }
    }

    pub fn update(&mut self, done: u64, total: u64) {
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

    pub fn finish(&mut self) {
        if self.enabled {
            let _ = write!(io::stderr(), "\r{:60}\r", "");
        }
    }
}
