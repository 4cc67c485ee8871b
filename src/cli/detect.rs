//! `mojiscope detect`: which encoding a browser (or fetch, a CSS parser, an XML parser, …)
//! would pick for the input, and why: every step of the decision, and the detector's guess
//! with the evidence for each candidate.

use super::{args, open_start, write_out, CliError};
use crate::decide::contexts::{context, Context};
use crate::decide::mime::extract_mime_type;
use crate::decide::{decide, Inputs};
use crate::detect::{detect_as, SAMPLE};
use crate::encoding::{get_encoding, Encoding};
use crate::report::decision;
use crate::source::read_range;
use std::ffi::OsString;

const SPEC: &[args::OptionSpec] = &[
    ("context", true),
    ("content-type", true),
    ("override", true),
    ("environment", true),
    ("tld", true),
    ("from-network", false),
    ("json", false),
    ("list-contexts", false),
];

/// What `detect` was asked to do.
pub(crate) struct Request {
    context: &'static Context,
    inputs: Inputs,
    json: bool,
    from_network: bool,
    /// None with --list-contexts.
    file: Option<OsString>,
}

fn label(parsed: &args::Parsed, name: &str) -> Result<Option<Encoding>, CliError> {
    parsed
        .value(name)
        .map(|l| get_encoding(l).map_err(|e| CliError::usage(format!("--{name}: {e}"))))
        .transpose()
}

/// Parse and check the arguments (no I/O).
pub(crate) fn request(argv: &[OsString]) -> Result<Request, CliError> {
    let parsed = args::parse("detect", argv, SPEC)?;
    let name = parsed.value("context").unwrap_or("html");
    let context = context(name).ok_or_else(|| {
        CliError::usage(format!(
            "--context: unknown context {name:?} (mojiscope detect --list-contexts lists them)"
        ))
    })?;
    let content_type = parsed.value("content-type").map(str::to_string);
    if let Some(h) = &content_type {
        if extract_mime_type(h).is_none() {
            return Err(CliError::usage(format!(
                "--content-type: {h:?} does not parse as a MIME type (type/subtype; parameters)"
            )));
        }
    }
    let tld = parsed.value("tld").map(str::to_string);
    if let Some(t) = &tld {
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
    let list = parsed.flag("list-contexts");
    Ok(Request {
        context,
        inputs: Inputs {
            content_type,
            override_encoding: label(&parsed, "override")?,
            environment: label(&parsed, "environment")?,
            tld,
            detected: None,
        },
        json: parsed.flag("json"),
        from_network: parsed.flag("from-network"),
        file: if list {
            None
        } else {
            Some(parsed.file("detect")?)
        },
    })
}

pub(crate) fn run(argv: &[OsString]) -> Result<i32, CliError> {
    let Request {
        context,
        mut inputs,
        json,
        from_network,
        file,
    } = request(argv)?;
    let Some(file) = file else {
        let text = if json {
            decision::contexts_json()
        } else {
            decision::contexts_text()
        };
        write_out(text.as_bytes())?;
        return Ok(0);
    };
    // The decision looks at the start; the detector at a bounded sample.
    let input = open_start(&file, SAMPLE as u64)?;
    let len = input.src.len().min(SAMPLE as u64) as usize;
    let bytes = read_range(input.src.as_ref(), 0, len)?;
    let detection = detect_as(&bytes, inputs.tld.as_deref(), from_network);
    if decision::uses_detector(context) {
        inputs.detected = Some(detection.choice);
    }
    let d = decide(&bytes, context, &inputs);
    let text = if json {
        decision::json(context, &d, Some(&detection)) + "\n"
    } else {
        decision::text(context, &d, Some(&detection))
    };
    write_out(text.as_bytes())?;
    Ok(0)
}
