//! The walk: trees as ripgrep walks them (the `ignore` crate: `.gitignore`, `.ignore`, hidden
//! files, globs; in parallel), each file read whole, skipped where it is binary (by its first
//! bytes, or git's `binary` attribute), checked against its policy, and fixed where asked.

use super::check::{check, text_encoding, Ask};
use super::config::Config;
use super::editorconfig::EditorConfigs;
use super::file::{binary, policy_of};
use super::finding::Finding;
use super::fix::{apply, unified_diff, write_atomically};
use super::gitattributes::GitAttributes;
use super::policy::{Origin, Policy};
use super::source_code::is_source_code;
use crate::encoding::Encoding;
use ignore::overrides::OverrideBuilder;
use ignore::{WalkBuilder, WalkState};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// What to do with the fixes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FixMode {
    /// Report them.
    None,
    /// Write them to the files.
    Write,
    /// Show them as a unified diff, writing nothing.
    Diff,
}

/// How to walk and check.
pub struct Settings {
    /// Files and directories to walk.
    pub paths: Vec<PathBuf>,
    /// Globs (ripgrep's `--glob`: `!` before one excludes).
    pub globs: Vec<String>,
    /// Hidden files too; no ignore files.
    pub hidden: bool,
    pub no_ignore: bool,
    /// Threads (0: as many as cores).
    pub threads: usize,
    /// Files larger than this are passed over (said on stderr).
    pub max_filesize: u64,
    /// The policy of files no `.gitattributes` or `.editorconfig` gives one.
    pub expect: Policy,
    pub config: Config,
    pub min_confidence: f32,
    pub fix: FixMode,
}

/// What became of one file.
#[derive(Debug)]
pub struct Outcome {
    /// The file as findings name it.
    pub path: String,
    /// What was found and is left.
    pub findings: Vec<Finding>,
    /// What was fixed (written, or shown in `diff`).
    pub fixed: Vec<Finding>,
    /// The change, as a unified diff (with FixMode::Diff).
    pub diff: String,
    /// Why it could not be checked or fixed, in one line.
    pub trouble: Option<String>,
    /// Why it was passed over (too large), in one line.
    pub skipped: Option<String>,
    /// Whether it was checked (not passed over, as a binary file is, nor unreadable).
    pub checked: bool,
}

/// All a walk found, in the order of the paths.
pub struct Walked {
    pub outcomes: Vec<Outcome>,
    pub checked: usize,
    /// Trouble that is no one file's (a bad glob, an `.editorconfig` that does not parse).
    pub trouble: Vec<String>,
}

/// How a path is shown: relative to the current directory where it is below it, with `/`.
fn shown(path: &Path, cwd: &Path) -> String {
    let p = path.strip_prefix(cwd).unwrap_or(path);
    let p = p.strip_prefix(".").unwrap_or(p);
    let s = p.to_string_lossy().replace('\\', "/");
    if s.is_empty() {
        path.to_string_lossy().into_owned()
    } else {
        s
    }
}

/// Walk and check (see the module). The reason is one line.
pub fn walk(settings: &Settings) -> Result<Walked, String> {
    let cwd = std::env::current_dir().map_err(|e| format!("no current directory: {e}"))?;
    let paths: Vec<PathBuf> = if settings.paths.is_empty() {
        vec![PathBuf::from(".")]
    } else {
        settings.paths.clone()
    };
    // (A path that is not there is trouble, said; the others are checked, as ripgrep does.)
    let (paths, missing): (Vec<PathBuf>, Vec<PathBuf>) = paths
        .into_iter()
        .partition(|p| std::fs::symlink_metadata(p).is_ok());
    let mut trouble: Vec<String> = missing
        .iter()
        .map(|p| format!("{}: no such file or directory", p.display()))
        .collect();
    let Some((first, rest)) = paths.split_first() else {
        // (Nothing at all to check: the one line says why.)
        return Err(trouble.swap_remove(0));
    };
    let mut builder = WalkBuilder::new(first);
    for p in rest {
        builder.add(p);
    }
    builder
        .standard_filters(!settings.no_ignore)
        .hidden(!settings.hidden)
        .threads(settings.threads);
    // (The repository's own directory is never text to check.)
    builder.filter_entry(|e| e.file_name() != ".git");
    if !settings.globs.is_empty() {
        let mut o = OverrideBuilder::new(&cwd);
        for g in &settings.globs {
            o.add(g).map_err(|e| format!("--glob {g}: {e}"))?;
        }
        builder.overrides(o.build().map_err(|e| format!("--glob: {e}"))?);
    }
    let editorconfigs = EditorConfigs::default();
    let attributes = GitAttributes::default();
    let outcomes = Mutex::new(Vec::new());
    let checked = Mutex::new(0usize);
    builder.build_parallel().run(|| {
        let (editorconfigs, attributes, outcomes, checked, cwd) =
            (&editorconfigs, &attributes, &outcomes, &checked, &cwd);
        Box::new(move |entry| {
            let entry = match entry {
                Ok(e) => e,
                Err(e) => {
                    if let Ok(mut o) = outcomes.lock() {
                        o.push(trouble_outcome(String::new(), e.to_string()));
                    }
                    return WalkState::Continue;
                }
            };
            if !entry.file_type().is_some_and(|t| t.is_file()) {
                return WalkState::Continue;
            }
            let path = entry.path();
            let absolute = if path.is_absolute() {
                path.to_path_buf()
            } else {
                cwd.join(path)
            };
            // (A file named on the command line is checked whatever the config's globs say,
            // and said where it is passed over.)
            let named = entry.depth() == 0;
            if !named && settings.config.ignored(&absolute) {
                return WalkState::Continue;
            }
            let mut outcome = one_file(
                cwd,
                path,
                &absolute,
                &shown(path, cwd),
                settings,
                editorconfigs,
                attributes,
            );
            if named && !outcome.checked && outcome.skipped.is_none() && outcome.trouble.is_none() {
                outcome.skipped = Some(format!("{}: passed over: a binary file", outcome.path));
            }
            if outcome.checked
                && let Ok(mut n) = checked.lock()
            {
                *n += 1;
            }
            // (Only what has something to say is kept: memory stays flat over any tree.)
            let quiet = outcome.findings.is_empty()
                && outcome.fixed.is_empty()
                && outcome.trouble.is_none()
                && outcome.skipped.is_none();
            if !quiet && let Ok(mut o) = outcomes.lock() {
                o.push(outcome);
            }
            WalkState::Continue
        })
    });
    let mut outcomes = outcomes.into_inner().unwrap_or_default();
    outcomes.sort_by(|a, b| a.path.cmp(&b.path));
    trouble.extend(editorconfigs.broken.into_inner().unwrap_or_default());
    Ok(Walked {
        outcomes,
        checked: checked.into_inner().unwrap_or_default(),
        trouble,
    })
}

fn trouble_outcome(path: String, message: String) -> Outcome {
    Outcome {
        path,
        findings: Vec::new(),
        fixed: Vec::new(),
        diff: String::new(),
        trouble: Some(message),
        skipped: None,
        checked: false,
    }
}

/// How many bytes of a file are read first (a binary file is told by them).
const HEAD: usize = 8 << 10;

/// A file's first HEAD bytes (None where it cannot be read: the whole read says why).
fn head(path: &Path) -> Option<Vec<u8>> {
    use std::io::Read;
    let mut buf = Vec::with_capacity(HEAD);
    std::fs::File::open(path)
        .ok()?
        .take(HEAD as u64)
        .read_to_end(&mut buf)
        .ok()?;
    Some(buf)
}

/// Check one file (and fix it, as asked).
fn one_file(
    cwd: &Path,
    path: &Path,
    absolute: &Path,
    name: &str,
    settings: &Settings,
    editorconfigs: &EditorConfigs,
    attributes: &GitAttributes,
) -> Outcome {
    let mut out = trouble_outcome(name.to_string(), String::new());
    out.trouble = None;
    let read_meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) => {
            out.trouble = Some(format!("{name}: cannot read: {e}"));
            return out;
        }
    };
    if read_meta.len() > settings.max_filesize {
        out.skipped = Some(format!(
            "{name}: passed over: {} bytes, more than --max-filesize {}",
            read_meta.len(),
            settings.max_filesize
        ));
        return out;
    }
    let said = attributes.said(absolute);
    if said.binary {
        return out;
    }
    // (A binary file is told by its first bytes, before the rest is read.)
    let utf16_policy = |p: &Policy| matches!(p.encoding, Encoding::Utf16Le | Encoding::Utf16Be);
    let early = said.policy.as_ref().is_some_and(utf16_policy);
    let start = if early { None } else { head(path) };
    if start.as_ref().is_some_and(|h| binary(h)) {
        return out;
    }
    // (A file shorter than its first bytes' read is read whole already.)
    let whole = start.as_ref().is_some_and(|h| h.len() < HEAD);
    let read = match (whole, start) {
        (true, Some(h)) => Ok(h),
        _ => std::fs::read(path),
    };
    let bytes = match read {
        Ok(b) => b,
        Err(e) => {
            out.trouble = Some(format!("{name}: cannot read: {e}"));
            return out;
        }
    };
    // (A file that grew while it was read is read again next time; checked as read.)
    let mut policy = policy_of(&said, absolute, editorconfigs, &settings.expect);
    // (Where the policy was said, as the file is named: from the current directory.)
    if let Origin::EditorConfig(p) | Origin::GitAttributes(p) = &mut policy.origin {
        *p = PathBuf::from(shown(p, cwd));
    }
    if let Some(unknown) = &said.unknown {
        out.trouble = Some(format!(
            "{name}: working-tree-encoding={unknown} names no encoding of the standard; checked as {}",
            policy.name
        ));
    }
    // (Past its first bytes, where they were looked at already.)
    if !utf16_policy(&policy) && !whole && binary(&bytes) {
        return out;
    }
    let ask = Ask {
        path: name,
        policy: &policy,
        config: &settings.config,
        source_code: is_source_code(path),
        min_confidence: settings.min_confidence,
    };
    out.checked = true;
    let findings = check(&bytes, &ask);
    if settings.fix == FixMode::None || findings.iter().all(|f| f.fix.is_none()) {
        out.findings = findings;
        return out;
    }
    let e = text_encoding(&bytes, &policy);
    let (new, fixed) = apply(&bytes, e, &findings);
    match settings.fix {
        FixMode::Diff => out.diff = unified_diff(name, &bytes, &new, e),
        _ => {
            if let Err(why) = write_atomically(path, &new, &read_meta) {
                out.trouble = Some(why);
                out.findings = findings;
                return out;
            }
        }
    }
    for (i, f) in findings.into_iter().enumerate() {
        if fixed.contains(&i) {
            out.fixed.push(f);
        } else {
            out.findings.push(f);
        }
    }
    out
}
