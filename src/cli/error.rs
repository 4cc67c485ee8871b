//! Why a command stops: a one-line reason and the exit status.

use crate::source::SourceError;
use std::io;

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
