//! `mojiscope lint`: check files and trees against their encoding policy, and fix what is sure.

use super::definition::{LintArgs, LintFormat};
use super::{output_error, CliError};
use crate::lint::config::Config;
use crate::lint::file::{MAX_FILESIZE, MIN_CONFIDENCE};
use crate::lint::json::LintRecord;
use crate::lint::policy::{Origin, Policy};
use crate::lint::rule::Severity;
use crate::lint::sarif;
use crate::lint::text::{github, human};
use crate::lint::walk::{walk, FixMode, Settings};
use std::io::{self, Write};
use std::path::Path;

/// The most threads lint checks with (more only wait for the disk and each other).
const MAX_THREADS: u64 = 64;

pub(crate) fn run(args: LintArgs) -> Result<i32, CliError> {
    let cwd = std::env::current_dir()
        .map_err(|e| CliError::usage(format!("no current directory: {e}")))?;
    check(&args)?;
    if args.list_rules {
        let mut out = io::stdout().lock();
        out.write_all(rules_text().as_bytes())
            .map_err(output_error)?;
        return Ok(0);
    }
    // (The config of the tree checked: found from the first PATH, else the current directory.)
    let from = match args.paths.first() {
        Some(p) if p.is_dir() => cwd.join(p),
        Some(p) => cwd.join(p).parent().map_or(cwd.clone(), Path::to_path_buf),
        None => cwd.clone(),
    };
    let config = match &args.config {
        Some(p) => Config::read(p),
        None => Config::find(&from),
    }
    .map_err(CliError::usage)?;
    let expect = match args.expect.clone().or_else(|| config.expect.clone()) {
        Some(label) => expected(&label)?,
        None => Policy::default_utf8(),
    };
    let min_confidence = args
        .min_confidence
        .or(config.min_confidence)
        .unwrap_or(MIN_CONFIDENCE);
    let settings = Settings {
        paths: args.paths,
        globs: args.glob,
        hidden: args.hidden,
        no_ignore: args.no_ignore,
        threads: args.threads.map_or(0, |n| n.min(MAX_THREADS) as usize),
        max_filesize: args.max_filesize.unwrap_or(MAX_FILESIZE),
        expect,
        config,
        min_confidence,
        fix: match (args.fix, args.diff) {
            (true, _) => FixMode::Write,
            (_, true) => FixMode::Diff,
            _ => FixMode::None,
        },
    };
    let walked = walk(&settings).map_err(CliError::usage)?;
    let mut out = io::BufWriter::new(io::stdout().lock());
    let mut err = io::stderr().lock();
    let trouble: Vec<&String> = walked
        .trouble
        .iter()
        .chain(walked.outcomes.iter().filter_map(|o| o.trouble.as_ref()))
        .collect();
    let findings: Vec<_> = walked.outcomes.iter().flat_map(|o| &o.findings).collect();
    let fixed: usize = walked.outcomes.iter().map(|o| o.fixed.len()).sum();
    let fixed_files = walked
        .outcomes
        .iter()
        .filter(|o| !o.fixed.is_empty())
        .count();
    match args.format {
        LintFormat::Text => {
            for o in &walked.outcomes {
                for f in &o.findings {
                    out.write_all(human(f).as_bytes()).map_err(output_error)?;
                }
                out.write_all(o.diff.as_bytes()).map_err(output_error)?;
            }
        }
        LintFormat::Github => {
            let root = top(&cwd);
            for f in &findings {
                let f = from_top(f, &cwd, &root);
                out.write_all(github(&f).as_bytes()).map_err(output_error)?;
            }
        }
        LintFormat::Json => {
            serde_json::to_writer(&mut out, &LintRecord::of(&walked))
                .map_err(|e| output_error(e.into()))?;
            out.write_all(b"\n").map_err(output_error)?;
        }
        LintFormat::Sarif => {
            let top = top(&cwd);
            let all: Vec<_> = findings.iter().map(|f| from_top(f, &cwd, &top)).collect();
            let root = format!("file://{}/", top.display()).replace(' ', "%20");
            serde_json::to_writer_pretty(&mut out, &sarif::log(&all, &root))
                .map_err(|e| output_error(e.into()))?;
            out.write_all(b"\n").map_err(output_error)?;
        }
    }
    out.flush().map_err(output_error)?;
    for t in &trouble {
        let _ = writeln!(err, "mojiscope: {t}");
    }
    if args.format == LintFormat::Text {
        for s in walked.outcomes.iter().filter_map(|o| o.skipped.as_ref()) {
            let _ = writeln!(err, "mojiscope: {s}");
        }
        let _ = writeln!(
            err,
            "{}",
            summary(&findings, (fixed, fixed_files), &settings, walked.checked)
        );
    }
    Ok(if !trouble.is_empty() {
        2
    } else if !findings.is_empty() || walked.outcomes.iter().any(|o| !o.diff.is_empty()) {
        1
    } else {
        0
    })
}

/// Every rule for people: its id and severity, what it finds, and its help wrapped at 80
/// columns.
fn rules_text() -> String {
    let mut out = String::new();
    for a in crate::lint::rule::RULES {
        out.push_str(&format!(
            "{} ({}): {}\n",
            a.id,
            a.severity.name(),
            a.summary
        ));
        let mut line = String::from("   ");
        for word in a.help.split_whitespace() {
            if line.len() + 1 + word.chars().count() > 80 {
                out.push_str(&line);
                out.push('\n');
                line = String::from("   ");
            }
            line.push(' ');
            line.push_str(word);
        }
        out.push_str(&line);
        out.push_str("\n\n");
    }
    out
}

/// The top of the repository the current directory is in (where `.git` is), else the current
/// directory: what code scanning and workflow annotations read paths from.
fn top(cwd: &Path) -> std::path::PathBuf {
    cwd.ancestors()
        .find(|d| d.join(".git").exists())
        .unwrap_or(cwd)
        .to_path_buf()
}

/// `f` with its path from `top` (`../src/App.cs` run from `docs/` is `src/App.cs`), where the
/// file is below it.
fn from_top(
    f: &crate::lint::finding::Finding,
    cwd: &Path,
    top: &Path,
) -> crate::lint::finding::Finding {
    let mut at = std::path::PathBuf::new();
    for part in cwd.join(&f.path).components() {
        match part {
            std::path::Component::ParentDir => {
                at.pop();
            }
            std::path::Component::CurDir => {}
            other => at.push(other),
        }
    }
    let mut f = f.clone();
    if let Ok(rel) = at.strip_prefix(top) {
        f.path = rel.to_string_lossy().replace('\\', "/");
    }
    f
}

/// The arguments checked (no I/O).
pub(crate) fn check(args: &LintArgs) -> Result<(), CliError> {
    if args.paths.iter().any(|p| p.as_os_str() == "-") {
        return Err(CliError::usage(
            "lint reads files and directories, not standard input (- names it)",
        ));
    }
    match &args.expect {
        Some(label) => expected(label).map(drop),
        None => Ok(()),
    }
}

/// The policy `--expect LABEL` names.
fn expected(label: &str) -> Result<Policy, CliError> {
    Policy::from_label(label, Origin::Expect).ok_or_else(|| {
        CliError::usage(format!(
            "--expect {label}: no encoding of the standard has this label (utf-8, utf-8-bom, \
             latin1, utf-16le, shift_jis…)"
        ))
    })
}

/// The last line: what was found in how many files, and what was fixed.
fn summary(
    findings: &[&crate::lint::finding::Finding],
    fixed: (usize, usize),
    settings: &Settings,
    checked: usize,
) -> String {
    let files = |n: usize| {
        if n == 1 {
            "1 file".to_string()
        } else {
            format!("{n} files")
        }
    };
    let errors = findings
        .iter()
        .filter(|f| f.severity == Severity::Error)
        .count();
    let warnings = findings.len() - errors;
    let mut files_with: Vec<&str> = findings.iter().map(|f| f.path.as_str()).collect();
    files_with.dedup();
    let found = match findings.len() {
        0 => format!("nothing found in {} checked", files(checked)),
        n => format!(
            "{n} finding{} ({errors} error{}, {warnings} warning{}) in {} of {} checked",
            if n == 1 { "" } else { "s" },
            if errors == 1 { "" } else { "s" },
            if warnings == 1 { "" } else { "s" },
            files(files_with.len()),
            checked
        ),
    };
    let fix_files = |n: usize| {
        if n == 1 {
            "1 file".to_string()
        } else {
            format!("{n} files")
        }
    };
    match (settings.fix, fixed) {
        (FixMode::Write, (n, f)) if n > 0 => {
            format!("fixed {n} in {}; left: {found}", fix_files(f))
        }
        (FixMode::Diff, (n, f)) if n > 0 => format!(
            "{n} fixes in {} (the diff above; --fix makes them); left: {found}",
            fix_files(f)
        ),
        _ => found,
    }
}
