//! `mojiscope diff GOOD BROKEN`: the known-good file beside the broken one, region by region:
//! the chain that made each, the bytes lost, what no chain explains.

use super::definition::DiffArgs;
use super::progress::Progress;
use super::{file_verdict, open_input, write_out, CliError};
use crate::encoding::Encoding;
use crate::mojibake::diff::{diff, Sides};
use crate::report::diff::{text, Side};
use crate::report::records::diff::{DiffRecord, SideRecord};
use crate::report::records::line;

/// Check the arguments (no I/O).
pub(crate) fn request(args: &DiffArgs) -> Result<(), CliError> {
    if args.good == "-" && args.broken == "-" {
        return Err(CliError::usage(
            "GOOD and BROKEN cannot both be standard input: give one of them as a path",
        ));
    }
    Ok(())
}

pub(crate) fn run(args: DiffArgs) -> Result<i32, CliError> {
    request(&args)?;
    let good = open_input(&args.good)?;
    let broken = open_input(&args.broken)?;
    let encoding = |src: &dyn crate::source::ByteSource, given: Option<Encoding>| {
        Ok::<_, CliError>(match given {
            Some(e) => e,
            None => file_verdict(src, true)?.0.encoding,
        })
    };
    let sides = Sides {
        good: good.as_ref(),
        good_encoding: encoding(good.as_ref(), args.good_encoding)?,
        broken: broken.as_ref(),
        broken_encoding: encoding(broken.as_ref(), args.broken_encoding)?,
    };
    let progress = if args.json {
        Progress::before_output("comparing", broken.len())
    } else {
        Progress::new("comparing", broken.len())
    };
    let Some(d) = diff(&sides, &mut |done, _| {
        progress.update(done);
        true
    })?
    else {
        return Ok(130);
    };
    progress.finish();
    let (gname, bname) = (good.name(), broken.name());
    let out = if args.json {
        let side = |name: String, bytes, e: Encoding| SideRecord {
            name,
            bytes,
            encoding: e.name(),
        };
        line(&DiffRecord::new(
            &d,
            side(gname, d.good_len, sides.good_encoding),
            side(bname, d.broken_len, sides.broken_encoding),
        )) + "\n"
    } else {
        text(
            &d,
            Side {
                name: &gname,
                encoding: sides.good_encoding,
            },
            Side {
                name: &bname,
                encoding: sides.broken_encoding,
            },
        )
    };
    write_out(&out, args.json)?;
    Ok(if d.identical() { 0 } else { 1 })
}
