//! `mojiscope repair`: the text as the user has it (UTF-8, or decoded with --encoding first),
//! repaired: the repaired text on stdout, the chain and every damaged part on its bytes on
//! stderr (or all of it as JSON with --json).

use super::{args, open_input, write_out, CliError};
use crate::encoding::Encoding;
use crate::mojibake::references::{find, resolve};
use crate::mojibake::repair::{repair_with, safe_cut, Search, Streamer};
use crate::report::repair as show;
use crate::source::read_range;
use std::ffi::OsString;
use std::io::Write;

const SPEC: &[args::OptionSpec] = &[
    ("encoding", true),
    ("chain", true),
    ("resolve-references", false),
    ("json", false),
];

/// Texts longer than this are repaired piece by piece, whole lines at a time: memory stays
/// that of a piece, whatever the length of the text.
const PIECE: usize = 1 << 20;

pub(crate) fn run(argv: &[OsString]) -> Result<i32, CliError> {
    let parsed = args::parse("repair", argv, SPEC)?;
    let encoding = super::encoding_option(&parsed)?;
    let chains = parsed
        .value("chain")
        .map(|c| show::parse_chains(c).map_err(|e| CliError::usage(format!("--chain: {e}"))))
        .transpose()?;
    let resolve_refs = parsed.flag("resolve-references");
    let json = parsed.flag("json");
    let file = parsed.file("repair")?;
    let src = open_input(&file)?;
    let search = match &chains {
        Some(c) => Search::Only(c),
        None => Search::All,
    };
    let name = file.to_string_lossy().to_string();
    if src.len() > PIECE as u64 {
        return streamed(src.as_ref(), encoding, search, resolve_refs, json, &name);
    }
    let bytes = read_range(src.as_ref(), 0, src.len() as usize)?;
    let text = if encoding == Encoding::Utf8 {
        match std::str::from_utf8(&bytes) {
            Ok(t) => t.to_string(),
            Err(e) => {
                return Err(CliError::usage(format!(
                    "{} is not UTF-8 text (the first error is at byte {}): repair takes text as you have it; \
                     give the encoding it is in with --encoding, or see its bytes under several encodings with mojiscope compare",
                    src.name(),
                    e.valid_up_to()
                )))
            }
        }
    } else {
        crate::mojibake::compare::decode_alone(&bytes, encoding)
    };
    let r = repair_with(&text, search);
    let out_text = if resolve_refs {
        resolve(&r.text)
    } else {
        r.text.clone()
    };
    let references = find(r.text.as_bytes());
    if json {
        let j = show::json(&r, &out_text, &references, &name) + "\n";
        write_out(j.as_bytes())?;
    } else {
        write_out(out_text.as_bytes())?;
        let lines = show::text(&r, &references, &name);
        let _ = std::io::stderr().write_all(lines.as_bytes());
    }
    Ok(0)
}

/// A text too long to hold, repaired piece by piece: each piece is whole lines (or, in a line
/// longer than a piece, whole words), decoded, repaired as the first piece settled, and
/// written out before the next is read.
fn streamed(
    src: &dyn crate::source::ByteSource,
    encoding: Encoding,
    search: Search,
    resolve_refs: bool,
    json: bool,
    name: &str,
) -> Result<i32, CliError> {
    use crate::mojibake::codec::Codec;
    use crate::report::repair_stream::{self, Streamed};
    if !Codec::Encoding(encoding).ascii_compatible() {
        return Err(CliError::usage(format!(
            "{} is {} in {encoding}: repair reads a text this long piece by piece, which takes an encoding that keeps ASCII (decode it to UTF-8 first)",
            src.name(),
            crate::report::human_size(src.len())
        )));
    }
    let mut streamer = Streamer::new(search);
    let mut found = Streamed::default();
    let mut carry: Vec<u8> = Vec::new();
    let mut at: u64 = 0;
    let len = src.len();
    while at < len || !carry.is_empty() {
        let n = (PIECE as u64).min(len - at) as usize;
        let mut buf = std::mem::take(&mut carry);
        // Where `buf` starts in the input: the carried bytes came before `at`.
        let start = at - buf.len() as u64;
        buf.extend_from_slice(&read_range(src, at, n)?);
        at += n as u64;
        let last = at >= len;
        // Whole lines (or whole words, or whole characters) of valid text.
        let valid = if encoding == Encoding::Utf8 {
            match std::str::from_utf8(&buf) {
                Ok(_) => buf.len(),
                Err(e) if e.error_len().is_none() && !last => e.valid_up_to(),
                Err(e) => {
                    return Err(CliError::usage(format!(
                        "{} is not UTF-8 text (the first error is at byte {}): repair takes text as you have it; \
                         give the encoding it is in with --encoding, or see its bytes under several encodings with mojiscope compare",
                        src.name(),
                        start + e.valid_up_to() as u64
                    )))
                }
            }
        } else {
            buf.len()
        };
        let cut = if last {
            valid
        } else {
            let head = &buf[..valid];
            match head.iter().rposition(|&b| b == b'\n') {
                Some(i) => i + 1,
                // A line longer than a piece: where no unit is cut.
                None if encoding == Encoding::Utf8 => {
                    let text = std::str::from_utf8(head).expect("checked above");
                    safe_cut(text).unwrap_or(valid)
                }
                None => head
                    .iter()
                    .rposition(|&b| b == b' ')
                    .map_or(valid, |i| i + 1),
            }
        };
        carry = buf.split_off(cut);
        let text = if encoding == Encoding::Utf8 {
            String::from_utf8(buf).expect("checked above")
        } else {
            encoding
                .reference()
                .decode_without_bom_handling(&buf)
                .0
                .into_owned()
        };
        let r = match streamer.piece(&text, &|_, _| true) {
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
        let references = find(r.text.as_bytes());
        if !json {
            let out = if resolve_refs {
                resolve(&r.text)
            } else {
                r.text.clone()
            };
            write_out(out.as_bytes())?;
        }
        found.add(&r, references);
        if last && carry.is_empty() {
            break;
        }
    }
    if json {
        write_out((repair_stream::json(&found, name) + "\n").as_bytes())?;
    } else {
        let _ = std::io::stderr().write_all(repair_stream::text(&found, name).as_bytes());
    }
    Ok(0)
}
