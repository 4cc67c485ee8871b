//! One file checked as the window checks the file it shows, and what the walk and the window
//! share: how a file's policy is found, and whether it is binary.

use super::check::{check, Ask};
use super::config::Config;
use super::editorconfig::EditorConfigs;
use super::finding::Finding;
use super::gitattributes::{GitAttributes, Said};
use super::policy::{Origin, Policy};
use super::source_code::is_source_code;
use crate::encoding::Encoding;
use std::path::{Path, PathBuf};

/// How sure a repair of mojibake must be, by default, to be a finding: lint runs over text no
/// one has looked at, where a false finding costs more than in a repair asked for.
pub const MIN_CONFIDENCE: f32 = 0.9;

/// Files larger than this are passed over by default (lint reads a file whole), in bytes.
pub const MAX_FILESIZE: u64 = 64 << 20;

/// A file's policy: its `.gitattributes`' (`said`), else its `.editorconfig`'s, else `expect`.
pub fn policy_of(
    said: &Said,
    absolute: &Path,
    editorconfigs: &EditorConfigs,
    expect: &Policy,
) -> Policy {
    said.policy
        .clone()
        .or_else(|| editorconfigs.policy(absolute))
        .unwrap_or_else(|| expect.clone())
}

/// Whether a file is a binary format's: a magic number the detector knows at its start, or NUL
/// bytes anywhere that are no UTF-16's, more than two or beside other controls (a text file with a stray NUL is text, with a finding). Text in the
/// rhythm of UTF-16 is binary where it reads as controls (a table of 16-bit numbers).
pub fn binary(bytes: &[u8]) -> bool {
    let head = &bytes[..bytes.len().min(8 << 10)];
    if crate::detect::binary::identify(head).is_some() {
        return true;
    }
    // (UTF-16 by its BOM is text, whatever its NULs.)
    let utf16 = crate::encoding::bom::sniff(head)
        .bom
        .is_some_and(|e| e != Encoding::Utf8);
    let mut nul = memchr::memchr_iter(0, bytes);
    if nul.next().is_none() || utf16 {
        return false;
    }
    let text_control = |b: u32| matches!(b, 0 | 0x09 | 0x0A | 0x0D | 0x0C | 0x1B);
    if let Some(e) = crate::detect::utf16_rhythm(head) {
        let (text, _) = e.reference().decode_without_bom_handling(head);
        return text
            .chars()
            .any(|c| c.is_control() && !text_control(c as u32));
    }
    nul.nth(1).is_some()
        || bytes
            .iter()
            .any(|&b| b < 0x20 && !text_control(u32::from(b)))
}

/// One file checked.
#[derive(Debug)]
pub struct Linted {
    pub policy: Policy,
    pub findings: Vec<Finding>,
    /// Whether it was passed over as binary (by its bytes or git's `binary` attribute).
    pub binary: bool,
    /// The `.mojiscope.toml` that set its rules, if one did.
    pub config: Option<PathBuf>,
    /// What went wrong on the way, in one line (a config that does not parse: the defaults
    /// were used).
    pub trouble: Option<String>,
}

/// Check `bytes`, the file at `path` (None: text with no file, held to the default policy),
/// as `mojiscope lint PATH` checks it: its policy from the files around it, its rules from the
/// nearest `.mojiscope.toml`.
///
/// ```
/// use mojiscope::lint::file::lint_file;
/// let l = lint_file(None, "Le cafÃ© est chaud\n".as_bytes());
/// assert_eq!(l.findings.len(), 1);
/// assert_eq!(l.findings[0].fix.as_ref().unwrap().replacement, "café");
/// ```
pub fn lint_file(path: Option<&Path>, bytes: &[u8]) -> Linted {
    let absolute = path.and_then(|p| std::path::absolute(p).ok());
    let dir = absolute.as_deref().and_then(Path::parent);
    let (config, trouble) = match dir.map(Config::find) {
        Some(Ok(c)) => (c, None),
        Some(Err(e)) => (Config::default(), Some(e)),
        None => (Config::default(), None),
    };
    let expect = config
        .expect
        .as_deref()
        .and_then(|l| Policy::from_label(l, Origin::Expect))
        .unwrap_or_else(Policy::default_utf8);
    let (said, policy) = match &absolute {
        Some(a) => {
            let said = GitAttributes::default().said(a);
            let policy = policy_of(&said, a, &EditorConfigs::default(), &expect);
            (said, policy)
        }
        None => (Said::default(), expect),
    };
    let utf16 = matches!(policy.encoding, Encoding::Utf16Le | Encoding::Utf16Be);
    let is_binary = said.binary || (!utf16 && binary(bytes));
    let name = path.map_or_else(String::new, |p| p.display().to_string());
    let findings = match is_binary {
        true => Vec::new(),
        false => check(
            bytes,
            &Ask {
                path: &name,
                policy: &policy,
                config: &config,
                source_code: path.is_some_and(is_source_code),
                min_confidence: config.min_confidence.unwrap_or(MIN_CONFIDENCE),
            },
        ),
    };
    Linted {
        policy,
        findings,
        binary: is_binary,
        config: config.path.clone(),
        trouble,
    }
}
