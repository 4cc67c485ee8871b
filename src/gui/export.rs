//! Copying the selection (hex, text, escaped string) and exporting the decoded text and the
//! trace (CSV, JSON Lines) in the background. Never onto the inspected file.

use super::analysis::{Analysis, UnitKind};
use super::commands::Command;
use super::glyph;
use super::jobs::{DialogPurpose, Progress, Repaint, TaskJob};
use super::state::{AppState, CopyKind, Message, Origin};
use crate::encoding::ops::Plan;
use crate::encoding::run::ErrorMode;
use crate::i18n::{tr, words, Lang};
use crate::mojibake::diff::Diff;
use crate::report::step::{write_trace, TraceFormat};
use crate::report::text::{decode_stream, fatal_message};
use crate::report::write_as::{EncodeWriter, Target, Unencodable};
use crate::source::{read_range, ByteSource, SourceError};
use crate::trace::fatal::{first_fatal_error, FirstError};
use crate::trace::RunIndex;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// The most bytes the clipboard gets.
const COPY_LIMIT: u64 = 16 << 20;

/// Bytes of a large selection analysed at a time.
const COPY_WINDOW: u64 = 256 << 10;

/// A selection this small is copied at once; a larger one in the background.
pub const COPY_AT_ONCE: u64 = 64 << 10;

/// The selection as hex, as its decoded text, or as an escaped string. `within` limits the
/// trace to the UI thread's budget: Ok(None) when that is not enough.
pub fn selection_as(
    src: &dyn ByteSource,
    plan: &Plan,
    index: Option<&RunIndex>,
    (start, end): (u64, u64),
    kind: CopyKind,
    within: bool,
    progress: Option<&Progress>,
) -> Result<Option<String>, SourceError> {
    let end = end.min(start.saturating_add(COPY_LIMIT));
    match kind {
        CopyKind::Hex => {
            let bytes = read_range(src, start, (end - start) as usize)?;
            Ok(Some(crate::report::hex(&bytes)))
        }
        CopyKind::Text | CopyKind::Escaped => {
            let text = if within {
                let a = Analysis::within(src, plan, start, end, index)?;
                if a.pending.is_some() {
                    return Ok(None);
                }
                units_text(&a, start, end)
            } else {
                // A window at a time: an analysis holds every step, a hundred bytes each.
                let mut text = String::new();
                let mut at = start;
                if let Some(p) = progress {
                    p.total.store(end - start, Ordering::Relaxed);
                }
                while at < end {
                    if let Some(p) = progress {
                        p.done.store(at - start, Ordering::Relaxed);
                        if p.cancelled() {
                            return Ok(None);
                        }
                    }
                    let to = end.min(at + COPY_WINDOW);
                    let a = Analysis::whole(src, plan, at, to, index)?;
                    text.push_str(&units_text(&a, at, to));
                    at = to;
                }
                text
            };
            Ok(Some(if kind == CopyKind::Text {
                text
            } else {
                glyph::escaped(&text)
            }))
        }
    }
}

/// What the status bar says after a copy: what went onto the clipboard, from which bytes, and
/// when the clipboard's limit cut the selection short.
pub fn copied_note(lang: Lang, kind: CopyKind, (start, end): (u64, u64), text: &str) -> String {
    use crate::report::human_size_in;
    let what = match kind {
        CopyKind::Hex => tr(lang, "copied-as-hex").into_owned(),
        CopyKind::Text => words!(
            lang,
            "copied-as-text",
            characters = text.chars().count() as u64
        ),
        CopyKind::Escaped => words!(
            lang,
            "copied-as-escaped",
            size = human_size_in(lang, text.len() as u64)
        ),
    };
    let bytes = end.saturating_sub(start);
    if bytes > COPY_LIMIT {
        words!(
            lang,
            "copied-the-first",
            size = human_size_in(lang, COPY_LIMIT),
            how = what,
            bytes = bytes
        )
    } else if bytes == 1 {
        words!(lang, "copied-byte", offset = start.to_string(), how = what)
    } else {
        words!(
            lang,
            "copied-bytes",
            bytes = bytes,
            from = start.to_string(),
            to = (end - 1).to_string(),
            how = what
        )
    }
}

/// The output of the units that start in [start, end).
pub fn units_text(a: &Analysis, start: u64, end: u64) -> String {
    let mut text = String::new();
    for u in a
        .units
        .iter()
        .filter(|u| u.start >= start && u.start < end.max(start + 1))
    {
        match u.kind {
            UnitKind::Text { code_points, count } => text.extend(
                code_points[..count as usize]
                    .iter()
                    .filter_map(|&c| char::from_u32(c)),
            ),
            UnitKind::Error(_) => text.push('\u{FFFD}'),
            _ => {}
        }
    }
    text
}

/// The path the export dialog starts with: beside the open file, named after it and what is
/// exported (`page.decoded.txt`, `page.trace.csv`), else in the working folder.
pub fn suggested_path(state: &AppState, purpose: DialogPurpose) -> String {
    let suffix = match purpose {
        DialogPurpose::ExportText | DialogPurpose::Open => "decoded.txt",
        DialogPurpose::ExportTraceCsv => "trace.csv",
        DialogPurpose::ExportTraceJsonl => "trace.jsonl",
        DialogPurpose::ExportRepaired => "repaired.txt",
        DialogPurpose::ExportReport => "report.html",
    };
    let (dir, stem) = match state.doc.as_ref().map(|d| &d.origin) {
        Some(Origin::File(path)) => (
            path.parent().map(Path::to_path_buf),
            path.file_stem()
                .map(|s| s.to_string_lossy().into_owned())
                .unwrap_or_default(),
        ),
        _ => (None, String::new()),
    };
    let dir = dir
        .filter(|d| !d.as_os_str().is_empty())
        .or_else(|| std::env::current_dir().ok())
        .unwrap_or_default();
    let name = if stem.is_empty() {
        suffix.to_string()
    } else {
        format!("{stem}.{suffix}")
    };
    dir.join(name).display().to_string()
}

/// Why an export to `path` cannot start (a folder, a folder that is not there, the inspected
/// file), said before anything runs, so that the dialog stays open for correcting the path.
pub fn check_target(state: &AppState, path: &Path) -> Result<(), String> {
    let lang = state.lang;
    if path.is_dir() {
        return Err(words!(
            lang,
            "export-is-a-folder",
            path = path.display().to_string()
        ));
    }
    if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty())
        && !parent.is_dir()
    {
        return Err(words!(
            lang,
            "export-no-folder",
            folder = parent.display().to_string()
        ));
    }
    if let Some(Origin::File(open)) = state.doc.as_ref().map(|d| &d.origin)
        && same_file(open, path)
    {
        return Err(words!(
            lang,
            "export-not-the-inspected-file",
            path = path.display().to_string()
        ));
    }
    Ok(())
}

/// Whether two paths name the same file (through symbolic and hard links too).
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(x), Ok(y)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return x.dev() == y.dev() && x.ino() == y.ino();
        }
    }
    match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    }
}

/// The repaired text to export: in memory, or in a file (a temporary file that `keep` holds
/// on to until the copy is done).
pub enum RepairedText {
    Text(String),
    File {
        path: PathBuf,
        keep: Arc<dyn std::any::Any + Send + Sync>,
    },
}

/// Start an export to `path`, in the background; the message it ends with comes back as a
/// command.
pub fn start(
    state: &AppState,
    purpose: DialogPurpose,
    path: PathBuf,
    repaired: Option<Result<RepairedText, String>>,
    good: Option<(String, Diff)>,
    repaint: Repaint,
) -> Option<TaskJob<Result<Command, String>>> {
    let (doc, plan) = (state.doc.as_ref()?, state.plan.clone()?);
    let lang = state.lang;
    let label = |kind: &str| words!(lang, "task-exporting", kind = kind);
    if let Err(e) = check_target(state, &path) {
        return Some(TaskJob::start(label("text"), move |_| Err(e), repaint));
    }
    let src = doc.source.clone();
    let target = state.export_target;
    let name = crate::gui::state::cause_name(&doc.origin, &doc.name);
    let file = crate::gui::state::cause_path(&doc.origin, &doc.name);
    // (As the window states it: told what the scan of the whole file found.)
    let verdict = doc.verdict.clone();
    let range = match purpose {
        DialogPurpose::ExportText | DialogPurpose::Open => (0, src.len()),
        _ => state.selection.unwrap_or((0, src.len())),
    };
    let kind = match purpose {
        DialogPurpose::ExportText | DialogPurpose::Open => "text",
        DialogPurpose::ExportRepaired => "repaired",
        DialogPurpose::ExportReport => "report",
        DialogPurpose::ExportTraceCsv | DialogPurpose::ExportTraceJsonl => "trace",
    };
    // The repaired text is in memory already (the Repair panel's result), or a long document's
    // in a temporary file.
    let repaired = match (purpose, repaired) {
        (DialogPurpose::ExportRepaired, Some(Ok(r))) => Some(r),
        (DialogPurpose::ExportRepaired, Some(Err(e))) => {
            return Some(TaskJob::start(label(kind), move |_| Err(e), repaint))
        }
        _ => None,
    };
    Some(TaskJob::start(
        label(kind),
        move |progress| {
            progress.total.store(range.1 - range.0, Ordering::Relaxed);
            let result = match purpose {
                DialogPurpose::ExportText | DialogPurpose::Open => {
                    export_text(lang, src, &plan, &path, target)
                }
                DialogPurpose::ExportTraceCsv => {
                    export_trace(lang, src, &plan, &path, range, TraceFormat::Csv, progress)
                        .map(|n| (n, String::new()))
                }
                DialogPurpose::ExportTraceJsonl => export_trace(
                    lang,
                    src,
                    &plan,
                    &path,
                    range,
                    TraceFormat::JsonLines,
                    progress,
                )
                .map(|n| (n, String::new())),
                DialogPurpose::ExportReport => export_report(
                    lang,
                    src.as_ref(),
                    &verdict,
                    (&name, &file),
                    &path,
                    good.as_ref(),
                ),
                DialogPurpose::ExportRepaired => {
                    let written = match repaired {
                        Some(RepairedText::File { path: from, keep }) => {
                            let copied = write_text(lang, &path, target, &mut |out| {
                                let mut file = std::fs::File::open(&from)?;
                                std::io::copy(&mut file, out).map(|_| ())
                            });
                            drop(keep);
                            copied
                        }
                        Some(RepairedText::Text(text)) => {
                            write_text(lang, &path, target, &mut |out| {
                                out.write_all(text.as_bytes())
                            })
                        }
                        None => Err(tr(lang, "export-repair-not-finished").into()),
                    };
                    written.map(|(n, into, note)| {
                        let size = crate::report::human_size_in(lang, n);
                        (
                            words!(lang, "export-the-repaired-text", size = size, into = into),
                            note,
                        )
                    })
                }
            };
            let to = path.display().to_string();
            result
                .map(|(what, note)| {
                    Command::Report(Message::info(words!(
                        lang,
                        "export-done",
                        what = what,
                        path = to.as_str(),
                        note = note
                    )))
                })
                .map_err(|e| words!(lang, "export-failed", path = to.as_str(), error = e))
        },
        repaint,
    ))
}

fn export_text(
    lang: Lang,
    src: Arc<dyn ByteSource>,
    plan: &Plan,
    path: &Path,
    target: Target,
) -> Result<(String, String), String> {
    if plan.mode == ErrorMode::Fatal {
        let found =
            first_fatal_error(src.as_ref(), plan, &mut |_| true).map_err(|e| e.words(lang))?;
        if let FirstError::Found(e) = found {
            let message = fatal_message(src.as_ref(), plan, &e).map_err(|e| e.words(lang))?;
            return Err(words!(lang, "export-fatal", error = message));
        }
    }
    let (_, into, note) = write_text(lang, path, target, &mut |out| {
        decode_stream(src.as_ref(), plan, out).map_err(|e| std::io::Error::other(e.to_string()))
    })?;
    Ok((
        words!(
            lang,
            "export-the-decoded-text",
            bytes = src.len(),
            into = into
        ),
        note,
    ))
}

/// Write the report on the file: Markdown for a name ending in `.md`, else HTML.
/// With the known-good file of the Diff panel and its comparison, where one is done.
fn export_report(
    lang: Lang,
    src: &dyn ByteSource,
    verdict: &crate::verdict::Verdict,
    (name, file): (&str, &[u8]),
    path: &Path,
    good: Option<&(String, Diff)>,
) -> Result<(String, String), String> {
    use crate::report::page::{build, html::html, markdown::markdown, Inputs};
    let len = src.len().min(crate::verdict::SAMPLE as u64) as usize;
    let head = read_range(src, 0, len).map_err(|e| e.words(lang))?;
    let page = build(&Inputs {
        name,
        path: file,
        head: &head,
        whole: len as u64 == src.len(),
        verdict,
        context: &crate::decide::contexts::CONTEXTS[0],
        good: good.map(|(name, diff)| (name.as_str(), diff)),
    });
    let md = path
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("md") || e.eq_ignore_ascii_case("markdown"));
    let (text, format) = if md {
        (markdown(&page), "markdown")
    } else {
        (html(&page), "html")
    };
    write_text(lang, path, Target::UTF8, &mut |out| {
        out.write_all(text.as_bytes())
    })
    .map(|_| {
        (
            words!(lang, "export-the-report", format = format),
            String::new(),
        )
    })
}

/// Write the text `fill` gives to `path` in `target`'s encoding: into a temporary file beside
/// it first, which takes its place only once the whole text is written (a refusal, a failure
/// or a cancel leaves what was there). The bytes written, and what the message adds: the
/// encoding (" in windows-1251"), and the characters written as `&#N;`.
fn write_text(
    lang: Lang,
    path: &Path,
    target: Target,
    fill: &mut dyn FnMut(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(u64, String, String), String> {
    let dir = path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // (With the permissions of the file it replaces, or a new file's.)
    let mut builder = tempfile::Builder::new();
    match std::fs::metadata(path) {
        Ok(m) => {
            builder.permissions(m.permissions());
        }
        Err(_) => {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                builder.permissions(std::fs::Permissions::from_mode(0o644));
            }
        }
    }
    let temp = builder.tempfile_in(dir).map_err(|e| e.to_string())?;
    let look = Target {
        unencodable: Unencodable::Html,
        ..target
    };
    let mut w = EncodeWriter::new(std::io::BufWriter::new(temp.as_file()), look);
    fill(&mut w).map_err(|e| e.to_string())?;
    let (_, unwritable) = w.finish().map_err(|e| e.to_string())?;
    if unwritable.count > 0 && target.unencodable == Unencodable::Refuse {
        return Err(words!(
            lang,
            "export-refused",
            refusal = target.refusal(lang, &unwritable)
        ));
    }
    let written = temp.as_file().metadata().map_or(0, |m| m.len());
    temp.persist(path).map_err(|e| e.error.to_string())?;
    let into = if target.encoding != crate::encoding::Encoding::Utf8 || target.bom {
        words!(lang, "export-in", encoding = target.describe(lang))
    } else {
        String::new()
    };
    let note = if unwritable.count > 0 {
        words!(
            lang,
            "export-note",
            note = target.referenced(lang, &unwritable)
        )
    } else {
        String::new()
    };
    Ok((written, into, note))
}

fn export_trace(
    lang: Lang,
    src: Arc<dyn ByteSource>,
    plan: &Plan,
    path: &Path,
    (from, to): (u64, u64),
    format: TraceFormat,
    progress: &Progress,
) -> Result<String, String> {
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut out = std::io::BufWriter::new(file);
    let written = write_trace(
        src.as_ref(),
        plan,
        (from, to - from),
        None,
        format,
        &mut out,
        &mut |offset| {
            progress
                .done
                .store(offset.saturating_sub(from), Ordering::Relaxed);
            !progress.cancelled()
        },
    )
    .map_err(|e| e.to_string())?;
    if written.info.interrupted {
        return Err(tr(lang, "export-cancelled").into());
    }
    out.flush().map_err(|e| e.to_string())?;
    Ok(words!(
        lang,
        "export-the-trace",
        steps = written.steps,
        from = from.to_string(),
        to = to.saturating_sub(1).to_string()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encoding::ops::{DecodeOptions, Plan};
    use crate::encoding::Encoding;
    use crate::source::MemSource;

    #[test]
    fn a_large_selection_copies_window_by_window_as_one_analysis_would() {
        // Characters of two and three bytes and errors across every window's edge.
        let line = "Größe 日本語 \u{1F600} ".as_bytes();
        let mut bytes = Vec::new();
        while bytes.len() < 3 * COPY_WINDOW as usize {
            bytes.extend_from_slice(line);
            bytes.push(0xFF);
        }
        let plan = Plan::new(
            DecodeOptions {
                encoding: Encoding::Utf8,
                ..DecodeOptions::default()
            },
            &bytes,
        )
        .unwrap();
        let src = MemSource::new("t", bytes.clone());
        for (start, end) in [(0, bytes.len() as u64), (5, 2 * COPY_WINDOW + 7)] {
            let whole = Analysis::whole(&src, &plan, start, end, None).unwrap();
            let copied = selection_as(&src, &plan, None, (start, end), CopyKind::Text, false, None);
            assert_eq!(copied.unwrap().unwrap(), units_text(&whole, start, end));
        }
    }
}
