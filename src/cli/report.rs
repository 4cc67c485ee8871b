//! `mojiscope report FILE`: one page to hand on, as HTML or Markdown, on stdout.

use super::definition::{ReportArgs, ReportFormat};
use super::{open_input, open_start, write_out, CliError};
use crate::decide::contexts::CONTEXTS;
use crate::mojibake::diff::{diff, Sides};
use crate::report::page::{build, html::html, markdown::markdown, Inputs};

pub(crate) fn run(args: ReportArgs) -> Result<i32, CliError> {
    let input = open_start(&args.file.file, crate::verdict::SAMPLE as u64)?;
    let (verdict, head) = super::file_verdict(input.src.as_ref(), input.whole)?;
    let whole = input.whole && head.len() as u64 == input.src.len();
    let name = args.file.file.to_string_lossy().into_owned();
    // Beside a known-good file: the whole of both, compared.
    let compared = match &args.good {
        None => None,
        Some(good) => {
            let g = open_input(good)?;
            let broken = open_input(&args.file.file)?;
            let encoding = |src: &dyn crate::source::ByteSource| {
                super::file_verdict(src, true).map(|(v, _)| v.encoding)
            };
            let sides = Sides {
                good: g.as_ref(),
                good_encoding: encoding(g.as_ref())?,
                broken: broken.as_ref(),
                broken_encoding: encoding(broken.as_ref())?,
            };
            let d = diff(&sides, &mut |_, _| true)?.unwrap_or_default();
            Some((good.to_string_lossy().into_owned(), d))
        }
    };
    let path = crate::shell::path_bytes(&args.file.file);
    let page = build(&Inputs {
        name: &name,
        path: &path,
        head: &head,
        whole,
        verdict: &verdict,
        context: args.context.unwrap_or(&CONTEXTS[0]),
        good: compared.as_ref().map(|(n, d)| (n.as_str(), d)),
    });
    input.src.check()?;
    let out = match args.format {
        ReportFormat::Html => html(&page),
        ReportFormat::Md => markdown(&page),
    };
    write_out(&out, false)?;
    Ok(0)
}
