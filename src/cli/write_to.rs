//! `--to`, `--bom` and `--unencodable`: the text `decode` and `repair` output, written in the
//! encoding the destination needs.

use super::definition::Output;
use super::safe::Safe;
use super::{output_error, CliError};
use crate::encoding::Encoding;
use crate::i18n::Lang;
use crate::report::write_as::{EncodeWriter, Target, Unencodable, Unwritable};
use std::io::{self, Write};

/// The target the options ask for; None for UTF-8 as it is (no option given).
pub(crate) fn target(o: &Output) -> Result<Option<Target>, CliError> {
    if o.to.is_none() && !o.bom {
        if o.unencodable != Unencodable::default() {
            return Err(CliError::usage(
                "--unencodable says what --to does with a character its encoding cannot write: give --to too",
            ));
        }
        return Ok(None);
    }
    let encoding = o.to.unwrap_or(Encoding::Utf8);
    Target::new(encoding, o.bom, o.unencodable)
        .map(Some)
        .map_err(|e| CliError::usage(format!("--to {}: {e}", encoding.lowercase_name())))
}

/// Whether the text must be looked at before anything is written: a refusal writes nothing.
pub(crate) fn check_first(target: &Target) -> bool {
    target.unencodable == Unencodable::Refuse && !target.writes_everything()
}

/// The refusal of a text with characters `target` cannot write.
pub(crate) fn refused(target: &Target, u: &Unwritable) -> CliError {
    CliError::fatal(format!(
        "{}. Write them as &#N; with --unencodable html, or choose an encoding that has them (UTF-8 writes every character)",
        target.refusal(Lang::En, u)
    ))
}

/// Standard output for the text, in `target`'s encoding (as it is into a pipe or a file, with
/// what a terminal would act on shown as tags when it is a terminal).
pub(crate) fn writer(target: Target) -> EncodeWriter<io::BufWriter<Safe<io::StdoutLock<'static>>>> {
    EncodeWriter::new(
        io::BufWriter::with_capacity(1 << 16, Safe::product(io::stdout().lock())),
        target,
    )
}

/// Finish writing, and say on stderr which characters became `&#N;`.
pub(crate) fn finish<W: Write>(w: EncodeWriter<W>, target: &Target) -> Result<(), CliError> {
    let (_, u) = w.finish().map_err(output_error)?;
    if u.count > 0 {
        let _ = writeln!(
            io::stderr(),
            "mojiscope: note: {}",
            target.referenced(Lang::En, &u)
        );
    }
    Ok(())
}

/// Where a text written piece by piece goes: standard output as it is, or through an encoder;
/// where a refusal must write nothing, into a temporary file first, copied out once the whole
/// text has been written.
pub(crate) enum TextOut {
    Utf8,
    Direct(
        Target,
        EncodeWriter<io::BufWriter<Safe<io::StdoutLock<'static>>>>,
    ),
    Spilled(Target, EncodeWriter<io::BufWriter<std::fs::File>>),
}

impl TextOut {
    pub(crate) fn new(target: Option<Target>) -> Result<TextOut, CliError> {
        Ok(match target {
            None => TextOut::Utf8,
            Some(t) if check_first(&t) => {
                let file = tempfile::tempfile().map_err(|e| {
                    CliError::usage(format!(
                        "cannot make a temporary file to check the text in before it is written: {e}"
                    ))
                })?;
                let look = Target {
                    unencodable: Unencodable::Html,
                    ..t
                };
                TextOut::Spilled(t, EncodeWriter::new(io::BufWriter::new(file), look))
            }
            Some(t) => TextOut::Direct(t, writer(t)),
        })
    }

    pub(crate) fn write(&mut self, text: &str) -> Result<(), CliError> {
        match self {
            TextOut::Utf8 => super::write_product(text.as_bytes()),
            TextOut::Direct(_, w) => w.write_all(text.as_bytes()).map_err(output_error),
            TextOut::Spilled(_, w) => w.write_all(text.as_bytes()).map_err(spill_error),
        }
    }

    pub(crate) fn finish(self) -> Result<(), CliError> {
        match self {
            TextOut::Utf8 => Ok(()),
            TextOut::Direct(t, w) => finish(w, &t),
            TextOut::Spilled(t, w) => {
                let (file, unwritable) = w.finish().map_err(spill_error)?;
                if unwritable.count > 0 {
                    return Err(refused(&t, &unwritable));
                }
                let mut file = file.into_inner().map_err(|e| spill_error(e.into_error()))?;
                use std::io::Seek;
                file.rewind().map_err(spill_error)?;
                let mut out = Safe::product(io::stdout().lock());
                io::copy(&mut file, &mut out)
                    .and_then(|_| out.flush())
                    .map_err(output_error)?;
                Ok(())
            }
        }
    }
}

/// A failed write to the temporary file the text is checked in.
fn spill_error(e: io::Error) -> CliError {
    CliError::usage(format!(
        "cannot write the temporary file the text is checked in before it is written: {e}"
    ))
}
