//! Fixes applied: the findings' replacements put into a file's bytes (in its encoding), the
//! change shown as a unified diff, and the file written again atomically.

use super::finding::Finding;
use crate::encoding::Encoding;
use std::io::Write;
use std::path::Path;

/// `text` in encoding `e` (None where it has a character `e` cannot write).
pub fn encode_in(e: Encoding, text: &str) -> Option<Vec<u8>> {
    match e {
        Encoding::Utf8 => Some(text.as_bytes().to_vec()),
        Encoding::Utf16Le => Some(text.encode_utf16().flat_map(u16::to_le_bytes).collect()),
        Encoding::Utf16Be => Some(text.encode_utf16().flat_map(u16::to_be_bytes).collect()),
        _ => {
            let (bytes, _, unmappable) = e.reference().encode(text);
            (!unmappable).then(|| bytes.into_owned())
        }
    }
}

/// `bytes` with the fixes of `findings` made (the file read as `e`); which findings were
/// fixed (their indices). A fix that overlaps one before it, or that `e` cannot write, is left.
pub fn apply(bytes: &[u8], e: Encoding, findings: &[Finding]) -> (Vec<u8>, Vec<usize>) {
    let mut order: Vec<usize> = (0..findings.len())
        .filter(|&i| findings[i].fix.is_some())
        .collect();
    order.sort_by_key(|&i| (findings[i].offset, findings[i].length));
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0usize;
    let mut fixed = Vec::new();
    for i in order {
        let f = &findings[i];
        let (start, end) = (f.offset as usize, (f.offset + f.length) as usize);
        if start < at || end > bytes.len() {
            continue;
        }
        let Some(new) = f.fix.as_ref().and_then(|x| encode_in(e, &x.replacement)) else {
            continue;
        };
        out.extend_from_slice(&bytes[at..start]);
        out.extend_from_slice(&new);
        at = end;
        fixed.push(i);
    }
    out.extend_from_slice(&bytes[at..]);
    (out, fixed)
}

/// The change from `old` to `new` as a unified diff (`path` for both sides), lines read as
/// `e`; empty where they are the same. The fixes change no line breaks, so line n of one is
/// line n of the other.
pub fn unified_diff(path: &str, old: &[u8], new: &[u8], e: Encoding) -> String {
    if old == new {
        return String::new();
    }
    let split = |b: &[u8]| -> Vec<String> {
        let text = e.reference().decode_without_bom_handling(b).0.into_owned();
        text.split_inclusive('\n')
            .map(|l| l.strip_suffix('\n').unwrap_or(l).to_string())
            .collect()
    };
    let (a, b) = (split(old), split(new));
    let n = a.len().max(b.len());
    let get = |v: &Vec<String>, i: usize| v.get(i).cloned();
    let changed: Vec<usize> = (0..n).filter(|&i| get(&a, i) != get(&b, i)).collect();
    const CONTEXT: usize = 3;
    let mut out = format!("--- a/{path}\n+++ b/{path}\n");
    let mut k = 0;
    while k < changed.len() {
        // (A hunk: changed lines no more than twice the context apart.)
        let mut last = k;
        while last + 1 < changed.len() && changed[last + 1] - changed[last] <= 2 * CONTEXT {
            last += 1;
        }
        let from = changed[k].saturating_sub(CONTEXT);
        let to = (changed[last] + CONTEXT + 1).min(n);
        let count = |v: &Vec<String>| (from..to).filter(|&i| i < v.len()).count();
        out.push_str(&format!(
            "@@ -{},{} +{},{} @@\n",
            from + 1,
            count(&a),
            from + 1,
            count(&b)
        ));
        for i in from..to {
            match (get(&a, i), get(&b, i)) {
                (Some(x), Some(y)) if x == y => out.push_str(&format!(" {x}\n")),
                (x, y) => {
                    if let Some(x) = x {
                        out.push_str(&format!("-{x}\n"));
                    }
                    if let Some(y) = y {
                        out.push_str(&format!("+{y}\n"));
                    }
                }
            }
        }
        k = last + 1;
    }
    out
}

/// Write `bytes` to `path` in place of what it holds, atomically: a temporary file beside it
/// with its mode (and, where the process may, its owner), renamed over it, and only where the
/// file is still what was read (`read`: its length and time of change then). The reason is
/// one line.
pub fn write_atomically(path: &Path, bytes: &[u8], read: &std::fs::Metadata) -> Result<(), String> {
    let say = |what: &str, e: &dyn std::fmt::Display| {
        format!("cannot fix {}: {what}: {e}", path.display())
    };
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let mut tmp = tempfile::Builder::new()
        .prefix(".mojiscope-fix-")
        .tempfile_in(dir)
        .map_err(|e| say("a temporary file beside it", &e))?;
    tmp.write_all(bytes).map_err(|e| say("writing", &e))?;
    tmp.as_file().sync_all().map_err(|e| say("writing", &e))?;
    std::fs::set_permissions(tmp.path(), read.permissions()).map_err(|e| say("its mode", &e))?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let now = tmp.as_file().metadata().map_err(|e| say("its owner", &e))?;
        if (now.uid(), now.gid()) != (read.uid(), read.gid()) {
            std::os::unix::fs::fchown(tmp.as_file(), Some(read.uid()), Some(read.gid()))
                .map_err(|e| say("keeping its owner", &e))?;
        }
    }
    let again = std::fs::metadata(path).map_err(|e| say("it is gone", &e))?;
    if again.len() != read.len() || again.modified().ok() != read.modified().ok() {
        return Err(format!(
            "cannot fix {}: it changed while it was checked",
            path.display()
        ));
    }
    tmp.persist(path)
        .map_err(|e| say("renaming over it", &e.error))?;
    Ok(())
}
