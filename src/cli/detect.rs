//! `mojiscope detect`: which encoding a browser (or fetch, a CSS parser, an XML parser, …)
//! would pick for the input, and why: every step of the decision, and the detector's guess
//! with the evidence for each candidate.

use super::definition::DetectArgs;
use super::{open_start, write_out, CliError};
use crate::decide::contexts::{Context, CONTEXTS};
use crate::decide::mime::extract_mime_type;
use crate::decide::Inputs;
use crate::detect::SAMPLE;
use crate::report::decision::{self, Detected};
use crate::report::file_verdict;
use crate::source::read_range;
use std::ffi::OsString;

/// What `detect` was asked to do.
pub(crate) struct Request {
    context: &'static Context,
    inputs: Inputs,
    json: bool,
    from_network: bool,
    /// None with --list-contexts.
    file: Option<OsString>,
}

/// Parse and check the arguments (no I/O).
pub(crate) fn request(args: DetectArgs) -> Result<Request, CliError> {
    if let Some(h) = &args.content_type
        && extract_mime_type(h).is_none()
    {
        return Err(CliError::usage(format!(
            "--content-type: {h:?} does not parse as a MIME type (type/subtype; parameters)"
        )));
    }
    if let Some(t) = &args.tld {
        let plain = crate::decide::locale::normalize_tld(t);
        if plain.is_empty()
            || !plain
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'-')
        {
            return Err(CliError::usage(format!(
                "--tld: {t:?} is not a top-level domain (letters, digits and hyphens, as \"jp\" or \"xn--p1ai\")"
            )));
        }
    }
    Ok(Request {
        context: args.context.unwrap_or(&CONTEXTS[0]),
        inputs: Inputs {
            content_type: args.content_type,
            override_encoding: args.override_encoding,
            environment: args.environment,
            tld: args.tld,
            detected: None,
        },
        json: args.json,
        from_network: args.from_network,
        file: args.file,
    })
}

pub(crate) fn run(args: DetectArgs) -> Result<i32, CliError> {
    let Request {
        context,
        inputs,
        json,
        from_network,
        file,
    } = request(args)?;
    let Some(file) = file else {
        let text = if json {
            decision::contexts_json()
        } else {
            decision::contexts_text()
        };
        write_out(&text, json)?;
        return Ok(0);
    };
    // The decision looks at the start; the detector at a bounded sample.
    let input = open_start(&file, SAMPLE as u64)?;
    let len = input.src.len().min(SAMPLE as u64) as usize;
    let bytes = read_range(input.src.as_ref(), 0, len)?;
    let whole = input.whole && len as u64 == input.src.len();
    let (verdict, _) = super::file_verdict(input.src.as_ref(), input.whole)?;
    let path = crate::shell::path_bytes(&file);
    let name = (file != "-").then_some(&path[..]);
    let found = Detected::new(&bytes, whole, context, inputs, from_network, &verdict, name);
    let text = if json {
        decision::json(
            context,
            &found.decision,
            Some(&found.detection),
            Some(&verdict),
            &bytes,
            &found.causes,
        ) + "\n"
    } else {
        decision::text(context, &found.decision, Some(&found.detection))
            + &file_verdict::lines(&verdict, &bytes, "reads as:  ")
            + &crate::report::cause::text(&found.causes)
    };
    input.src.check()?;
    write_out(&text, json)?;
    Ok(0)
}
