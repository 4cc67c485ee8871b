//! `mojiscope [--encoding LABEL] [--op OP] [--fatal] [--ignore-bom] [--chunks N,…] [FILE]`:
//! the arguments of the window, checked as the commands check theirs (a bad one is a one-line
//! reason and exit status 2, before any window opens).

use super::definition::{Chunks, Decoding};
use super::{decode_options, note_ignored_encoding, CliError};
use crate::encoding::ops::DecodeOptions;
use crate::source::{read_stream, Overflow, STREAM_LIMIT};
use std::ffi::OsString;
use std::io::{self, IsTerminal};
use std::path::PathBuf;

/// What the window opens.
#[derive(Debug, PartialEq, Eq)]
pub enum WindowInput {
    /// A file (any path the system takes, UTF-8 or not).
    Path(PathBuf),
    /// Bytes piped to standard input (`-`).
    Stdin(Vec<u8>),
}

/// The window's arguments.
#[derive(Debug, PartialEq, Eq)]
pub struct WindowArgs {
    pub input: Option<WindowInput>,
    pub options: DecodeOptions,
    /// TextDecoder stream chunk sizes.
    pub chunks: Vec<u64>,
    /// Whether any decode option was given (else the window keeps its saved settings).
    pub options_given: bool,
    /// Whether --encoding was given (else each file opens as its verdict says).
    pub encoding_given: bool,
}

/// Parse the window's arguments; `-` reads standard input (which must not be a terminal).
pub(crate) fn parse(
    decoding: Decoding,
    chunks: Option<Chunks>,
    file: Option<OsString>,
) -> Result<WindowArgs, CliError> {
    let mut args = request(decoding, chunks, file)?;
    note_ignored_encoding(&args.options);
    if args.input == Some(WindowInput::Stdin(Vec::new())) {
        args.input = Some(WindowInput::Stdin(read_stdin()?));
    }
    Ok(args)
}

/// Parse and check the arguments (no I/O: `-` stands for standard input, not yet read).
pub(crate) fn request(
    decoding: Decoding,
    chunks: Option<Chunks>,
    file: Option<OsString>,
) -> Result<WindowArgs, CliError> {
    let options = decode_options(&decoding, chunks.is_some())?;
    let options_given = decoding.encoding.is_some()
        || decoding.op.is_some()
        || decoding.fatal
        || decoding.ignore_bom
        || chunks.is_some();
    let input = file.map(|f| {
        if f == "-" {
            WindowInput::Stdin(Vec::new())
        } else {
            WindowInput::Path(PathBuf::from(f))
        }
    });
    Ok(WindowArgs {
        input,
        options,
        chunks: chunks.map_or_else(Vec::new, |c| c.0),
        options_given,
        encoding_given: decoding.encoding.is_some(),
    })
}

fn read_stdin() -> Result<Vec<u8>, CliError> {
    let stdin = io::stdin();
    if stdin.is_terminal() {
        return Err(CliError::usage(
            "- reads the bytes to inspect from standard input: pipe them in (… | mojiscope -)",
        ));
    }
    let src = read_stream(stdin.lock(), "stdin", STREAM_LIMIT, Overflow::Refuse)?;
    Ok(src.bytes().to_vec())
}

#[cfg(test)]
mod tests {
    use super::super::{main, Action};
    use super::*;
    use crate::encoding::{DecodeOp, Encoding};

    fn window(args: &[&std::ffi::OsStr]) -> WindowArgs {
        let mut argv = vec![OsString::from("mojiscope")];
        argv.extend(args.iter().map(|a| a.to_os_string()));
        match main(argv) {
            Action::Window(w) => w,
            other => panic!("{other:?}"),
        }
    }

    /// Regression: a FILE whose name is not UTF-8 opened an empty window with no message.
    #[cfg(unix)]
    #[test]
    fn a_path_that_is_not_utf8_is_opened() {
        use std::os::unix::ffi::OsStrExt;
        let name = std::ffi::OsStr::from_bytes(b"caf\xE9.txt");
        let w = window(&[name]);
        assert_eq!(w.input, Some(WindowInput::Path(PathBuf::from(name))));
        assert!(!w.options_given);
    }

    #[test]
    fn the_window_takes_the_decode_options() {
        let w = window(&[
            "--encoding".as_ref(),
            "sjis".as_ref(),
            "--op".as_ref(),
            "textdecoder".as_ref(),
            "--fatal".as_ref(),
            "--chunks=2,3".as_ref(),
            "notes.txt".as_ref(),
        ]);
        assert!(w.options_given);
        assert_eq!(w.options.encoding, Encoding::ShiftJis);
        assert_eq!(w.options.op, DecodeOp::TextDecoder);
        assert!(w.options.fatal && !w.options.ignore_bom);
        assert_eq!(w.chunks, vec![2, 3]);
        assert_eq!(w.input, Some(WindowInput::Path("notes.txt".into())));
        assert_eq!(window(&[]).input, None);
    }
}
