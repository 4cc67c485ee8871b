//! The command-line interface. Exit status: 0 success, 1 a fatal decoding error, 2 bad
//! arguments or an I/O error; 1 and 2 always come with a one-line reason on stderr.

mod compare;
mod decode;
pub mod definition;
mod detect;
mod diff;
mod docs;
mod encode;
mod error;
mod input;
mod lint;
mod output;
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

pub(crate) use error::{output_error, CliError};
pub(crate) use input::{
    decode_options, file_verdict, note_ignored_encoding, open_input, open_start, start_verdict,
};
pub use output::one_line;
pub(crate) use output::{
    stderr_is_terminal, write_err, write_json, write_out, write_product, write_raw,
};

use definition::Command;
use std::ffi::OsString;
use std::io::{self, Write};

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
