//! `.gitattributes` files, read once a directory: a file's `working-tree-encoding`, and whether
//! git is told it is binary. Patterns match as git matches them: without a `/` a file's name at
//! any depth below the file's directory, with one its path from there; a later line, and a
//! deeper file, win.

use super::policy::{Origin, Policy};
use globset::{GlobBuilder, GlobMatcher};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// What a line sets.
#[derive(Clone, Debug, Default)]
struct Sets {
    /// `working-tree-encoding=X` (Some(Some)), `-working-tree-encoding` or `!…` (Some(None)).
    encoding: Option<Option<String>>,
    /// `binary` (Some(true)); `text` (Some(false)). (`-text` only keeps line ends as they
    /// are: such a file may well be text.)
    binary: Option<bool>,
}

struct Line {
    glob: GlobMatcher,
    sets: Sets,
}

struct Attributes {
    path: PathBuf,
    lines: Vec<Line>,
}

/// What the attributes say of one file.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    pub policy: Option<Policy>,
    /// A working-tree-encoding the standard has no encoding for (the file's own words).
    pub unknown: Option<String>,
    pub binary: bool,
}

/// A directory's `.gitattributes`, and whether it is a repository's top.
type Dir = (Option<Arc<Attributes>>, bool);

/// The `.gitattributes` of each directory asked, once.
#[derive(Default)]
pub struct GitAttributes {
    dirs: Mutex<HashMap<PathBuf, Dir>>,
}

fn parse(path: PathBuf, text: &str) -> Attributes {
    let mut lines = Vec::new();
    for raw in text.lines() {
        let raw = raw.trim();
        if raw.is_empty() || raw.starts_with('#') {
            continue;
        }
        let mut parts = raw.split_whitespace();
        let Some(pattern) = parts.next() else {
            continue;
        };
        // (A directory's pattern sets nothing on the files in it; a negative one is
        // forbidden in git.)
        if pattern.ends_with('/') || pattern.starts_with('!') {
            continue;
        }
        let mut sets = Sets::default();
        for attr in parts {
            match attr {
                "binary" => sets.binary = Some(true),
                "text" => sets.binary = Some(false),
                "-working-tree-encoding" | "!working-tree-encoding" => sets.encoding = Some(None),
                _ => {
                    if let Some(v) = attr.strip_prefix("working-tree-encoding=") {
                        sets.encoding = Some(Some(v.to_string()));
                    }
                }
            }
        }
        if sets.encoding.is_none() && sets.binary.is_none() {
            continue;
        }
        let glob = match pattern.strip_prefix('/') {
            Some(anchored) => anchored.to_string(),
            None if pattern.contains('/') => pattern.to_string(),
            None => format!("**/{pattern}"),
        };
        if let Ok(g) = GlobBuilder::new(&glob).literal_separator(true).build() {
            lines.push(Line {
                glob: g.compile_matcher(),
                sets,
            });
        }
    }
    Attributes { path, lines }
}

impl GitAttributes {
    fn of_dir(&self, dir: &Path) -> Dir {
        if let Some(a) = self.dirs.lock().ok().and_then(|d| d.get(dir).cloned()) {
            return a;
        }
        let path = dir.join(".gitattributes");
        let parsed = std::fs::read(&path)
            .ok()
            .map(|b| Arc::new(parse(path, &String::from_utf8_lossy(&b))));
        let top = dir.join(".git").exists();
        if let Ok(mut d) = self.dirs.lock() {
            d.insert(dir.to_path_buf(), (parsed.clone(), top));
        }
        (parsed, top)
    }

    /// What the `.gitattributes` files from `file`'s directory up to its repository's top
    /// (a directory holding `.git`) say of it (`file` an absolute path).
    pub fn said(&self, file: &Path) -> Said {
        let mut files = Vec::new();
        let mut dir = file.parent();
        while let Some(d) = dir {
            let (a, top) = self.of_dir(d);
            files.extend(a);
            if top {
                break;
            }
            dir = d.parent();
        }
        let mut encoding: Option<(Option<String>, &Attributes)> = None;
        let mut binary = None;
        for a in files.iter().rev() {
            let base = a.path.parent().unwrap_or(Path::new("/"));
            let rel = file.strip_prefix(base).unwrap_or(file);
            for l in a.lines.iter().filter(|l| l.glob.is_match(rel)) {
                if let Some(e) = &l.sets.encoding {
                    encoding = Some((e.clone(), a));
                }
                binary = l.sets.binary.or(binary);
            }
        }
        let mut said = Said {
            binary: binary == Some(true),
            ..Said::default()
        };
        if let Some((Some(name), a)) = encoding {
            said.policy = Policy::from_git(&name, Origin::GitAttributes(a.path.clone()));
            if said.policy.is_none() {
                said.unknown = Some(name);
            }
        }
        said
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn patterns_match_as_git_matches_them() {
        let a = parse(
            "/r/.gitattributes".into(),
            "*.txt working-tree-encoding=UTF-16LE-BOM\n/top.ps1 working-tree-encoding=UTF-16\n\
             docs/*.md working-tree-encoding=latin1\n*.png binary\nlogs/ binary\n",
        );
        let m = |p: &str| -> Vec<usize> {
            (0..a.lines.len())
                .filter(|&i| a.lines[i].glob.is_match(p))
                .collect()
        };
        assert_eq!(m("a.txt"), [0]);
        assert_eq!(m("deep/er/a.txt"), [0]);
        assert_eq!(m("top.ps1"), [1]);
        assert_eq!(m("sub/top.ps1"), Vec::<usize>::new());
        assert_eq!(m("docs/a.md"), [2]);
        assert_eq!(m("docs/deep/a.md"), Vec::<usize>::new());
        assert_eq!(m("x/y.png"), [3]);
        assert_eq!(a.lines.len(), 4);
    }
}
