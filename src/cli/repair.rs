//! `mojiscope repair`: the text as the user has it (UTF-8, or decoded with --encoding first),
//! repaired: the repaired text on stdout, the chain and every damaged part on its bytes on
//! stderr (or all of it as JSON with --json).

use super::definition::RepairArgs;
use super::progress::Progress;
use super::write_to::{self, TextOut};
use super::{open_input, output_error, write_err, write_out, write_product, CliError};
use crate::encoding::Encoding;
use crate::mojibake::references::{find, resolve};
use crate::mojibake::repair::{repair_watched, Options, Search, Step, Streamer, MIN_CONFIDENCE};
use crate::report::repair::{self as show};
use crate::report::repair_pieces::PIECE;
use crate::report::write_as::{unwritable_in, Target};
use crate::shell::path_bytes;
use crate::source::read_range;
use std::ffi::OsString;
use std::io::Write;

/// What `repair` was asked to do.
pub(crate) struct Request {
    encoding: Encoding,
    chains: Option<Vec<Vec<Step>>>,
    min_confidence: f32,
    resolve_refs: bool,
    json: bool,
    target: Option<Target>,
    file: OsString,
}

/// Parse and check the arguments (no I/O).
pub(crate) fn request(args: RepairArgs) -> Result<Request, CliError> {
    let target = write_to::target(&args.output)?;
    if args.json && target.is_some() {
        return Err(CliError::usage(
            "--json puts the repaired text in the JSON, as UTF-8: --to and --bom write the text alone (leave out --json)",
        ));
    }
    Ok(Request {
        encoding: args.encoding.unwrap_or(Encoding::Utf8),
        chains: args
            .chain
            .map(|c| show::parse_chains(&c).map_err(|e| CliError::usage(format!("--chain: {e}"))))
            .transpose()?,
        min_confidence: args.min_confidence.unwrap_or(MIN_CONFIDENCE),
        resolve_refs: args.resolve_references,
        json: args.json,
        target,
        file: args.file.file,
    })
}

pub(crate) fn run(args: RepairArgs) -> Result<i32, CliError> {
    let Request {
        encoding,
        chains,
        min_confidence,
        resolve_refs,
        json,
        target,
        file,
    } = request(args)?;
    let src = open_input(&file)?;
    let options = Options {
        search: match &chains {
            Some(c) => Search::Only(c),
            None => Search::All,
        },
        min_confidence,
    };
    // The path as the shell gave it, for the command line that reproduces the repair.
    let name = path_bytes(&file);
    if src.len() > PIECE as u64 {
        let out = TextOut::new(target)?;
        let bom = target.is_some_and(|t| t.bom);
        return streamed(
            src.as_ref(),
            encoding,
            options,
            resolve_refs,
            json,
            &name,
            (out, bom),
        );
    }
    let bytes = read_range(src.as_ref(), 0, src.len() as usize)?;
    src.check()?;
    // (UTF-8 with Java's modified sequences is read with them as the characters they write.)
    let (text, modified) = if encoding == Encoding::Utf8 {
        let r = crate::mojibake::modified_utf8::read(&bytes, true);
        if let Some(at) = r.first_error {
            return Err(not_utf8(src.as_ref(), &name, at as u64));
        }
        (r.text, r.found)
    } else {
        let text = crate::mojibake::compare::decode_alone(&bytes, encoding);
        (text, Vec::new())
    };
    let input = show::Input {
        path: &name,
        encoding,
        modified: &modified,
    };
    let progress = Progress::parts("repairing");
    let watch = |done: usize, total: usize| {
        progress.fraction(done, total);
        true
    };
    // (The watch never stops the repair.)
    let Some(r) = repair_watched(&text, options, &watch) else {
        return Ok(130);
    };
    progress.finish();
    let out_text = if resolve_refs {
        resolve(&r.text)
    } else {
        r.text.clone()
    };
    let references = find(r.text.as_bytes());
    let causes = show::causes(stdin_or(&name), &bytes, &r.chains(), &r.text);
    if json {
        let j = show::json(&r, &out_text, &references, input, &causes) + "\n";
        write_out(&j, true)?;
    } else {
        match target {
            None => write_product(out_text.as_bytes())?,
            Some(t) => {
                // A refusal writes nothing: the text is looked at first.
                if write_to::check_first(&t) {
                    let unwritable = unwritable_in(&out_text, t.encoding);
                    if unwritable.count > 0 {
                        return Err(write_to::refused(&t, &unwritable));
                    }
                }
                let mut out = write_to::writer(t);
                out.write_all(without_bom(&out_text, &t).as_bytes())
                    .map_err(output_error)?;
                write_to::finish(out, &t)?;
            }
        }
        let lines = show::text(&r, &references, input) + &crate::report::cause::text(&causes);
        write_err(&lines);
    }
    Ok(0)
}

/// The text to write: a BOM the text starts with (the file's own, read as the text's first
/// character) left out when the target writes one, so that there is one.
fn without_bom<'a>(text: &'a str, target: &Target) -> &'a str {
    match target.bom {
        true => text.strip_prefix('\u{FEFF}').unwrap_or(text),
        false => text,
    }
}

/// The refusal of a file that is not UTF-8, with what to run instead, from the file's verdict:
/// `repair --encoding` with the encoding it reads as (or `decode` to write it as UTF-8), the
/// decoded text piped in when it is UTF-8 with errors, nothing for a binary file.
fn not_utf8(src: &dyn crate::source::ByteSource, name: &[u8], at: u64) -> CliError {
    let path = crate::shell::shell_word(name);
    let what = format!(
        "{} is not UTF-8 text (the first error is at byte {at})",
        src.name()
    );
    let Ok((v, sample)) = super::file_verdict(src, true) else {
        return CliError::usage(format!(
            "{what}: repair takes text as you have it; give the encoding it is in with --encoding"
        ));
    };
    let label = v.encoding.lowercase_name();
    let why = crate::report::file_verdict::reason_words(v.reason, crate::i18n::Lang::En);
    // What the bytes say of where they come from (CESU-8, a wrong declaration…), in a word.
    let cause = crate::cause::of_verdict(Some(name), &sample, &v)
        .first()
        .map(|c| {
            format!(
                " ({} cause: {}; mojiscope detect {path} says why and how to fix it)",
                c.level.name(),
                c.title(crate::i18n::Lang::En)
            )
        })
        .unwrap_or_default();
    CliError::usage(match v.reason {
        crate::verdict::Reason::Binary => format!(
            "{what}: {}; there is no text to repair",
            crate::report::file_verdict::headline(&v, &sample, crate::i18n::Lang::En)
                .trim_end_matches('.')
        ),
        _ if v.encoding == Encoding::Utf8 => format!(
            "{what}: it is UTF-8 with errors{cause}; repair the text decoded with U+FFFD for them: mojiscope decode {path} | mojiscope repair -"
        ),
        _ => format!(
            "{what}; it reads as {} ({why}){cause}. Repair it as such: mojiscope repair --encoding {label} {path} (or only decode it: mojiscope decode --encoding {label} {path} > fixed.txt)",
            v.encoding
        ),
    })
}

/// A text too long to hold, repaired piece by piece: each piece is whole lines (or, in a line
/// longer than a piece, whole words), decoded, repaired as the first piece settled, and
/// written out before the next is read.
fn streamed(
    src: &dyn crate::source::ByteSource,
    encoding: Encoding,
    options: Options,
    resolve_refs: bool,
    json: bool,
    name: &[u8],
    (mut out, mut bom): (TextOut, bool),
) -> Result<i32, CliError> {
    use crate::report::repair_pieces::{PieceError, Pieces};
    use crate::report::repair_stream::{self, Streamed};
    let not_ascii = || {
        CliError::usage(format!(
            "{} is {} in {encoding}: repair reads a text this long piece by piece, which takes an encoding that keeps ASCII (decode it to UTF-8 first)",
            src.name(),
            crate::report::human_size(src.len())
        ))
    };
    let mut streamer = Streamer::new(options);
    let mut found = Streamed::default();
    // The start of the file and of its repaired text, for the causes.
    let head = read_range(src, 0, (src.len() as usize).min(crate::verdict::SAMPLE))?;
    let mut repaired_head = String::new();
    let len = src.len();
    let pieces = Pieces::new(src, 0, encoding, true).map_err(|_| not_ascii())?;
    // (The text goes to stdout piece by piece; with --json, everything at the end.)
    let progress = if json {
        Progress::before_output("repairing", len)
    } else {
        Progress::new("repairing", len)
    };
    for piece in pieces {
        let piece = match piece {
            Ok(p) => p,
            Err(PieceError::NotUtf8(at)) => return Err(not_utf8(src, name, at)),
            Err(PieceError::Source(e)) => return Err(e.into()),
            Err(PieceError::NotAsciiCompatible) => return Err(not_ascii()),
        };
        let r = match streamer.piece(&piece.text, &|_, _| true) {
            Ok(Some(r)) => r,
            Ok(None) => return Ok(130),
            Err(why) => {
                return Err(CliError::usage(format!(
                    "{} is {}: {why}; repair takes such a text up to {}",
                    src.name(),
                    crate::report::human_size(len),
                    crate::report::human_size(PIECE as u64)
                )))
            }
        };
        found.add_modified(&piece.modified);
        let references = find(r.text.as_bytes());
        if repaired_head.is_empty() {
            repaired_head = r.text[..r.text.floor_char_boundary(1 << 16)].to_string();
        }
        if !json {
            let text = if resolve_refs {
                resolve(&r.text)
            } else {
                r.text.clone()
            };
            // (A BOM the text starts with is the file's: --bom writes its own.)
            let text = match std::mem::take(&mut bom) {
                true => text.strip_prefix('\u{FEFF}').unwrap_or(&text).to_string(),
                false => text,
            };
            out.write(&text)?;
        }
        found.add(&r, references);
        progress.update(piece.end);
    }
    progress.finish();
    src.check()?;
    out.finish()?;
    let causes = show::causes(stdin_or(name), &head, &found.chains, &repaired_head);
    let input = show::Input {
        path: name,
        encoding,
        modified: &found.first_modified,
    };
    if json {
        write_out(&(repair_stream::json(&found, input, &causes) + "\n"), true)?;
    } else {
        write_err(&(repair_stream::text(&found, input) + &crate::report::cause::text(&causes)));
    }
    Ok(0)
}

/// A path as the causes take it: None for standard input.
fn stdin_or(name: &[u8]) -> Option<&[u8]> {
    (name != b"-").then_some(name)
}
