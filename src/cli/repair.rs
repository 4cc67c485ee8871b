//! `mojiscope repair`: the text as the user has it (UTF-8, or decoded with --encoding first),
//! repaired: the repaired text on stdout, the chain and every damaged part on its bytes on
//! stderr (or all of it as JSON with --json).

use super::{args, open_input, write_out, CliError};
use crate::encoding::Encoding;
use crate::mojibake::references::{find, resolve};
use crate::mojibake::repair::{repair_with, Search};
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

/// The most text repair takes (it searches chains over every word).
const LIMIT: u64 = 64 << 20;

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
    if src.len() > LIMIT {
        return Err(CliError::usage(format!(
            "{} is {}: repair takes text up to {}",
            src.name(),
            crate::report::human_size(src.len()),
            crate::report::human_size(LIMIT)
        )));
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
    let search = match &chains {
        Some(c) => Search::Only(c),
        None => Search::All,
    };
    let r = repair_with(&text, search);
    let out_text = if resolve_refs {
        resolve(&r.text)
    } else {
        r.text.clone()
    };
    let references = find(r.text.as_bytes());
    let name = file.to_string_lossy().to_string();
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
