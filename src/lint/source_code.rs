//! Which files are source code (`assets/lint/source-code.txt`): where bidirectional controls
//! are a finding.

use std::path::Path;

const LIST: &str = include_str!("../../assets/lint/source-code.txt");

/// Whether `path` names source code, by its extension or its whole name.
///
/// ```
/// use mojiscope::lint::source_code::is_source_code;
/// assert!(is_source_code("src/main.RS".as_ref()));
/// assert!(is_source_code("build/Makefile".as_ref()));
/// assert!(!is_source_code("po/ar.po".as_ref()));
/// ```
pub fn is_source_code(path: &Path) -> bool {
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or_default();
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    LIST.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .any(|l| match l.strip_prefix('/') {
            Some(whole) => whole == name,
            None => ext.as_deref() == Some(l),
        })
}
