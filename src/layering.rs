//! The shape of the code, checked: the layers point one way (the spec core at the bottom, the
//! command line and the window at the top, never importing each other), and no two files import
//! each other (a module's `mod.rs` and its own files aside). Read from the sources: every `use`
//! and every `crate::…`/`super::…` path.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layers, bottom first: a module uses the modules of the layers below, never those of its
/// own layer or above (the detector and the mojibake tools, the command line and the window,
/// know nothing of each other).
const LAYERS: &[&[&str]] = &[
    // The window's words and the command line's: every layer may speak.
    &["i18n"],
    &["encoding", "source", "numbers", "shell"],
    &["script", "trace"],
    &["decide"],
    &["detect", "mojibake"],
    &["verdict"],
    &["cause"],
    &["report"],
    &["lint"],
    &["cli", "gui"],
];

type Module = Vec<String>;

/// Every source file under `dir`, by its module path (`src/encoding/bom.rs` is
/// `["encoding", "bom"]`, a `mod.rs` its directory's).
fn modules(dir: &Path, at: &Module, out: &mut BTreeMap<Module, String>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let path = e.path();
        let name = e.file_name().to_string_lossy().to_string();
        if path.is_dir() {
            let mut m = at.clone();
            m.push(name);
            modules(&path, &m, out);
        } else if let Some(stem) = name.strip_suffix(".rs") {
            let mut m = at.clone();
            if !matches!(stem, "mod" | "lib" | "main") {
                m.push(stem.to_string());
            }
            out.insert(m, std::fs::read_to_string(&path).unwrap_or_default());
        }
    }
}

/// The code of a file without comments, string literals and its test module.
fn code(text: &str) -> String {
    let text = text
        .split("#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or_default();
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let line = line.split("//").next().unwrap_or_default();
        let mut in_string = false;
        let mut prev = ' ';
        for c in line.chars() {
            if c == '"' && prev != '\\' && prev != '\'' {
                in_string = !in_string;
            } else if !in_string {
                out.push(c);
            }
            prev = c;
        }
        out.push('\n');
    }
    out
}

/// The paths a `use` tree names (`a::{b, c::d}` is `a::b` and `a::c::d`).
fn expand(prefix: &str, tree: &str, out: &mut Vec<String>) {
    let mut depth = 0;
    let mut start = 0;
    let mut items = Vec::new();
    for (i, c) in tree.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&tree[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&tree[start..]);
    for item in items.into_iter().map(str::trim).filter(|i| !i.is_empty()) {
        match item.find('{') {
            Some(open) if item.ends_with('}') => {
                let head = item[..open].trim_end_matches("::");
                expand(&join(prefix, head), &item[open + 1..item.len() - 1], out);
            }
            _ => out.push(join(
                prefix,
                item.split(" as ").next().unwrap_or(item).trim(),
            )),
        }
    }
}

fn join(a: &str, b: &str) -> String {
    match (a.is_empty(), b.is_empty()) {
        (true, _) => b.to_string(),
        (_, true) => a.to_string(),
        _ => format!("{a}::{b}"),
    }
}

/// The file a path used in module `at` names, if it is one of ours.
fn resolve(at: &Module, path: &str, files: &BTreeMap<Module, String>) -> Option<Module> {
    let mut segs = path.split("::").map(str::trim).filter(|s| !s.is_empty());
    let first = segs.next()?;
    let mut base: Module = match first {
        "crate" => Vec::new(),
        "self" => at.clone(),
        "super" => at[..at.len().saturating_sub(1)].to_vec(),
        // A child module of this one.
        child if files.contains_key(&[at.as_slice(), &[child.to_string()]].concat()) => {
            [at.as_slice(), &[child.to_string()]].concat()
        }
        _ => return None,
    };
    let mut best = files.contains_key(&base).then(|| base.clone());
    for seg in segs {
        if seg == "super" {
            base.pop();
            continue;
        }
        base.push(seg.to_string());
        if files.contains_key(&base) {
            best = Some(base.clone());
        } else {
            break;
        }
    }
    best
}

/// What each file uses of the others (not itself, its own `mod.rs` or its own files).
fn imports(files: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut all = BTreeMap::new();
    for (m, text) in files {
        let code = code(text);
        let mut paths = Vec::new();
        for part in code.split("use ").skip(1) {
            if let Some(tree) = part.split(';').next() {
                expand("", tree, &mut paths);
            }
        }
        for start in ["crate::", "super::"] {
            for (i, _) in code.match_indices(start) {
                let end = code[i..]
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                    .map_or(code.len(), |e| i + e);
                paths.push(code[i..end].to_string());
            }
        }
        let related = |d: &Module| d.starts_with(m) || m.starts_with(d);
        let deps: BTreeSet<Module> = paths
            .iter()
            .filter_map(|p| resolve(m, p, files))
            .filter(|d| !related(d))
            .collect();
        all.insert(m.clone(), deps);
    }
    all
}

fn sources() -> BTreeMap<Module, String> {
    let mut files = BTreeMap::new();
    modules(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &Vec::new(),
        &mut files,
    );
    files
}

#[test]
fn no_two_files_import_each_other() {
    let files = sources();
    assert!(files.len() > 50, "{} source files", files.len());
    let deps = imports(&files);
    let mut pairs = Vec::new();
    for (a, uses) in &deps {
        for b in uses.iter().filter(|b| *b > a) {
            if deps.get(b).is_some_and(|back| back.contains(a)) {
                pairs.push(format!("{} <-> {}", a.join("/"), b.join("/")));
            }
        }
    }
    assert!(pairs.is_empty(), "files that import each other: {pairs:#?}");
}

#[test]
fn the_layers_point_one_way() {
    let files = sources();
    let layer = |m: &Module| {
        let top = m.first().map_or("", String::as_str);
        LAYERS.iter().position(|l| l.contains(&top))
    };
    let mut wrong = Vec::new();
    for (a, uses) in imports(&files) {
        let Some(la) = layer(&a) else { continue };
        for b in uses {
            let Some(lb) = layer(&b) else { continue };
            if a[0] != b[0] && lb >= la {
                wrong.push(format!("{} uses {}", a.join("/"), b.join("/")));
            }
        }
    }
    assert!(wrong.is_empty(), "imports against the layers: {wrong:#?}");
    // The check sees imports: one the code has, in each direction that is allowed.
    let deps = imports(&files);
    let uses = |a: &[&str], b: &[&str]| {
        let (a, b): (Module, Module) = (
            a.iter().map(|s| s.to_string()).collect(),
            b.iter().map(|s| s.to_string()).collect(),
        );
        deps.get(&a).is_some_and(|d| d.contains(&b))
    };
    assert!(uses(
        &["gui", "panels", "repair_work"],
        &["gui", "background"]
    ));
    assert!(uses(&["encoding", "utf8"], &["encoding", "spec_ref"]));
}
