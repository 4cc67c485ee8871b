//! Copying the selection (hex, text, escaped string) and exporting the decoded text and the
//! trace (CSV, JSON Lines) in the background. Never onto the inspected file.

use super::analysis::{Analysis, UnitKind};
use super::glyph;
use super::jobs::{DialogPurpose, TaskJob};
use super::state::{AppState, CopyKind, Origin};
use crate::cli::{decode, trace as cli_trace};
use crate::encoding::ops::Plan;
use crate::source::{read_range, ByteSource};
use crate::trace::{trace_window, Step};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;
use std::sync::Arc;

/// The most bytes the clipboard gets.
const COPY_LIMIT: u64 = 16 << 20;

/// The selection as hex, as its decoded text, or as an escaped string.
pub fn selection_as(state: &AppState, kind: CopyKind) -> Option<String> {
    let (doc, plan) = (state.doc.as_ref()?, state.plan.as_ref()?);
    let (start, end) = state.selection?;
    let end = end.min(start + COPY_LIMIT);
    match kind {
        CopyKind::Hex => Some(crate::cli::hex(
            &read_range(doc.source.as_ref(), start, (end - start) as usize).ok()?,
        )),
        CopyKind::Text | CopyKind::Escaped => {
            let a = Analysis::new(doc.source.as_ref(), plan, start, end, state.index()).ok()?;
            let text = units_text(&a, start, end);
            Some(if kind == CopyKind::Text {
                text
            } else {
                glyph::escaped(&text)
            })
        }
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

/// Start an export to `path`, in the background.
pub fn start(
    state: &AppState,
    purpose: DialogPurpose,
    path: PathBuf,
    ctx: egui::Context,
) -> Option<TaskJob<Result<String, String>>> {
    let (doc, plan) = (state.doc.as_ref()?, state.plan.clone()?);
    if let Origin::File(open) = &doc.origin {
        if same_file(open, &path) {
            return Some(TaskJob::start(
                "export",
                move |_| {
                    Err(format!(
                        "Not exporting to {}: it is the file being inspected, which mojiscope never writes.",
                        path.display()
                    ))
                },
                || {},
            ));
        }
    }
    let src = doc.source.clone();
    let range = match purpose {
        DialogPurpose::ExportText | DialogPurpose::Open => (0, src.len()),
        _ => state.selection.unwrap_or((0, src.len())),
    };
    let label = match purpose {
        DialogPurpose::ExportText => "exporting text",
        _ => "exporting trace",
    };
    let repaint = move || ctx.request_repaint();
    Some(TaskJob::start(
        label,
        move |progress| {
            progress.total.store(range.1 - range.0, Ordering::Relaxed);
            let result = match purpose {
                DialogPurpose::ExportText | DialogPurpose::Open => export_text(src, &plan, &path),
                DialogPurpose::ExportTraceCsv => {
                    export_trace(src, &plan, &path, range, false, progress)
                }
                DialogPurpose::ExportTraceJsonl => {
                    export_trace(src, &plan, &path, range, true, progress)
                }
            };
            result
                .map(|n| format!("Exported {n} to {}", path.display()))
                .map_err(|e| format!("Export to {} failed: {e}", path.display()))
        },
        repaint,
    ))
}

fn export_text(src: Arc<dyn ByteSource>, plan: &Plan, path: &Path) -> Result<String, String> {
    if plan.mode == crate::encoding::run::ErrorMode::Fatal {
        if let Some(e) = decode::first_fatal_error(src.as_ref(), plan).map_err(|e| e.message)? {
            return Err(format!("nothing to export in fatal mode: {e}"));
        }
    }
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut out = std::io::BufWriter::new(file);
    decode::decode_stream(src.as_ref(), plan, &mut out).map_err(|e| e.message)?;
    out.flush().map_err(|e| e.to_string())?;
    Ok(format!("the decoded text of {} bytes", src.len()))
}

fn csv_field(s: &str) -> String {
    format!("\"{}\"", s.replace('"', "\"\""))
}

fn export_trace(
    src: Arc<dyn ByteSource>,
    plan: &Plan,
    path: &Path,
    (from, to): (u64, u64),
    jsonl: bool,
    progress: &super::jobs::Progress,
) -> Result<String, String> {
    let file = std::fs::File::create(path).map_err(|e| e.to_string())?;
    let mut out = std::io::BufWriter::new(file);
    if !jsonl {
        writeln!(out, "offset,byte,result,code_points,restored,rule,spec,state_before,state_after,explanation").map_err(|e| e.to_string())?;
    }
    let mut count = 0u64;
    let mut failure: Option<String> = None;
    let src_ref = src.as_ref();
    trace_window(src_ref, plan, from, to - from, None, |step: &Step| {
        if progress.cancel.load(Ordering::Relaxed) {
            failure = Some("cancelled".into());
            return false;
        }
        let restored: Vec<Option<u8>> = step
            .restored_range()
            .map(|off| {
                read_range(src_ref, off, 1)
                    .ok()
                    .and_then(|b| b.first().copied())
            })
            .collect();
        let line = if jsonl {
            cli_trace::step_json(step, &restored)
        } else {
            let cps: Vec<String> = step
                .result()
                .code_points()
                .iter()
                .map(|c| format!("U+{c:04X}"))
                .collect();
            let restored: Vec<String> = restored
                .iter()
                .map(|b| b.map_or("EOQ".into(), |b| format!("{b:02X}")))
                .collect();
            let fields = |d: &crate::encoding::Decoder| {
                d.fields()
                    .iter()
                    .map(|f| format!("{}={}", f.name, f.value))
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            [
                step.offset.to_string(),
                step.byte().map_or("EOQ".into(), |b| format!("{b:02X}")),
                step.result().word().to_string(),
                cps.join(" "),
                restored.join(" "),
                step.outcome.rule.id().to_string(),
                csv_field(&step.citation()),
                csv_field(&fields(&step.before)),
                csv_field(&fields(&step.after)),
                csv_field(&step.explanation()),
            ]
            .join(",")
        };
        if let Err(e) = writeln!(out, "{line}") {
            failure = Some(e.to_string());
            return false;
        }
        count += 1;
        progress
            .done
            .store(step.offset.saturating_sub(from), Ordering::Relaxed);
        true
    })
    .map_err(|e| e.to_string())?;
    if let Some(f) = failure {
        return Err(f);
    }
    out.flush().map_err(|e| e.to_string())?;
    Ok(format!(
        "{count} steps of bytes {from}–{}",
        to.saturating_sub(1)
    ))
}
