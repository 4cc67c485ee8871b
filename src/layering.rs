//! The shape of the code, checked: the layers point one way (the spec core at the bottom, the
//! command line and the window at the top, never importing each other), and no files import
//! each other through a loop of any length, a module's own file and its children included.
//! Read from the sources: every `use`, every `crate::…`/`super::…` path and every path
//! through a child module. A module file that only declares its children and re-exports
//! their items is no step of a loop: a path through one of its re-exports leads to the file
//! that defines the item.

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
            // (main.rs is the program's own crate, over this library.)
            if at.is_empty() && stem == "main" {
                continue;
            }
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

/// What each module file re-exports (`pub use child::Item`): the item's name, and the file it
/// comes from.
type Reexports = BTreeMap<Module, BTreeMap<String, Module>>;

/// The file a path used in module `at` names, if it is one of ours: the deepest file the path
/// goes through, or past a module file's re-export, the file the item comes from.
fn resolve(
    at: &Module,
    path: &str,
    files: &BTreeMap<Module, String>,
    reexports: &Reexports,
) -> Option<Module> {
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
            let through = best.as_ref().and_then(|b| reexports.get(b)?.get(seg));
            if let Some(file) = through {
                best = Some(file.clone());
            }
            break;
        }
    }
    best
}

/// The paths a file names: its `use` trees, its `crate::…` and `super::…` paths, and its
/// paths through its own child modules (`child::item`).
fn paths(m: &Module, code: &str, files: &BTreeMap<Module, String>) -> Vec<String> {
    let mut paths = Vec::new();
    for part in code.split("use ").skip(1) {
        if let Some(tree) = part.split(';').next() {
            expand("", tree, &mut paths);
        }
    }
    let word = |c: char| c.is_alphanumeric() || c == '_';
    let mut starts: Vec<String> = vec!["crate::".into(), "super::".into()];
    starts.extend(
        files
            .keys()
            .filter(|k| k.len() == m.len() + 1 && k.starts_with(m))
            .map(|k| format!("{}::", k[m.len()])),
    );
    for start in &starts {
        for (i, _) in code.match_indices(start.as_str()) {
            // (Only a path that starts here: not `a::child::`, not `mychild::`.)
            let before = code[..i].chars().next_back();
            if before.is_some_and(|c| word(c) || c == ':') {
                continue;
            }
            let end = code[i..]
                .find(|c: char| !(word(c) || c == ':'))
                .map_or(code.len(), |e| i + e);
            let path = &code[i..end];
            // (`super::{…}` is a use tree, expanded above.)
            if !path.ends_with("::") {
                let path = if start.starts_with("crate") || start.starts_with("super") {
                    path.to_string()
                } else {
                    format!("self::{path}")
                };
                paths.push(path);
            }
        }
    }
    paths
}

/// Whether a module file only declares its children and re-exports their items.
fn declares_only(code: &str) -> bool {
    code.split(';').all(|statement| {
        let s = strip_attributes(statement.trim());
        let s = ["pub(crate) ", "pub(super) ", "pub "]
            .iter()
            .find_map(|p| s.strip_prefix(p))
            .unwrap_or(s);
        s.is_empty() || s.starts_with("mod ") || s.starts_with("use ")
    })
}

/// A statement without the attributes in front of it (`#[cfg(test)] mod tests`).
fn strip_attributes(mut s: &str) -> &str {
    while let Some(rest) = s.strip_prefix("#[").or_else(|| s.strip_prefix("#![")) {
        let Some(end) = rest.find(']') else { return s };
        s = rest[end + 1..].trim_start();
    }
    s
}

/// What each file uses of the others: every file it names, its parent module's file and its
/// children's included. A module file that only declares and re-exports uses nothing.
fn imports(files: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut reexports: Reexports = BTreeMap::new();
    for (m, text) in files {
        let code = code(text);
        let mut items = BTreeMap::new();
        for (i, _) in code.match_indices("use ") {
            let head = code[..i].trim_end();
            if !(head.ends_with("pub") || head.ends_with(')')) {
                continue;
            }
            let mut named = Vec::new();
            if let Some(tree) = code[i + 4..].split(';').next() {
                expand("", tree, &mut named);
            }
            for path in named {
                let name = path.rsplit("::").next().unwrap_or_default().to_string();
                if let Some(file) = resolve(m, &path, files, &BTreeMap::new())
                    && &file != m
                {
                    items.insert(name, file);
                }
            }
        }
        reexports.insert(m.clone(), items);
    }
    let has_children = |m: &Module| {
        files
            .keys()
            .any(|k| k.len() == m.len() + 1 && k.starts_with(m))
    };
    let mut all = BTreeMap::new();
    for (m, text) in files {
        let code = code(text);
        if has_children(m) && declares_only(&code) {
            all.insert(m.clone(), BTreeSet::new());
            continue;
        }
        let deps: BTreeSet<Module> = paths(m, &code, files)
            .iter()
            .filter_map(|p| resolve(m, p, files, &reexports))
            .filter(|d| d != m)
            .collect();
        all.insert(m.clone(), deps);
    }
    all
}

/// The groups of files that import each other through a loop (Tarjan's strongly connected
/// components with more than one file), each as one loop through them.
fn loops(deps: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<Module>> {
    struct Walk<'a> {
        deps: &'a BTreeMap<Module, BTreeSet<Module>>,
        index: BTreeMap<&'a Module, usize>,
        low: BTreeMap<&'a Module, usize>,
        stack: Vec<&'a Module>,
        found: Vec<Vec<Module>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, v: &'a Module) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            for w in self.deps.get(v).into_iter().flatten() {
                let Some((w, _)) = self.deps.get_key_value(w) else {
                    continue;
                };
                if !self.index.contains_key(w) {
                    self.visit(w);
                    let low = self.low[v].min(self.low[w]);
                    self.low.insert(v, low);
                } else if self.stack.contains(&w) {
                    let low = self.low[v].min(self.index[w]);
                    self.low.insert(v, low);
                }
            }
            if self.low[v] == self.index[v] {
                let at = self.stack.iter().rposition(|x| *x == v).unwrap();
                let group: Vec<&Module> = self.stack.split_off(at);
                if group.len() > 1 {
                    self.found.push(one_loop(self.deps, &group));
                }
            }
        }
    }
    let mut walk = Walk {
        deps,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        found: Vec::new(),
    };
    for v in deps.keys() {
        if !walk.index.contains_key(v) {
            walk.visit(v);
        }
    }
    walk.found
}

/// A loop through the first file of a group that imports itself through the others: the
/// shortest way back to it, by a breadth-first walk inside the group.
fn one_loop(deps: &BTreeMap<Module, BTreeSet<Module>>, group: &[&Module]) -> Vec<Module> {
    let start = group[0];
    let mut came_from: BTreeMap<&Module, &Module> = BTreeMap::new();
    let mut queue = std::collections::VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for w in deps.get(v).into_iter().flatten() {
            let Some(w) = group.iter().find(|g| **g == w) else {
                continue;
            };
            if *w == start {
                let mut path = vec![v.clone()];
                let mut at = v;
                while let Some(prev) = came_from.get(at) {
                    path.push((*prev).clone());
                    at = prev;
                }
                path.reverse();
                return path;
            }
            if !came_from.contains_key(*w) && *w != start {
                came_from.insert(*w, v);
                queue.push_back(*w);
            }
        }
    }
    group.iter().map(|m| (*m).clone()).collect()
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
fn no_files_import_each_other_through_any_loop() {
    let files = sources();
    assert!(files.len() > 50, "{} source files", files.len());
    let found: Vec<String> = loops(&imports(&files))
        .iter()
        .map(|l| {
            let names: Vec<String> = l.iter().map(|m| m.join("/")).collect();
            format!("{} -> {}", names.join(" -> "), names[0])
        })
        .collect();
    assert!(found.is_empty(), "files that import each other: {found:#?}");
}

/// The loop finder finds loops of every length, and only loops.
#[test]
fn loops_of_any_length_are_found() {
    let m = |s: &str| -> Module { s.split('/').map(String::from).collect() };
    let graph = |edges: &[(&str, &str)]| {
        let mut deps: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
        for (a, b) in edges {
            deps.entry(m(a)).or_default().insert(m(b));
            deps.entry(m(b)).or_default();
        }
        deps
    };
    assert!(loops(&graph(&[("a", "b"), ("b", "c"), ("a", "c")])).is_empty());
    let three = loops(&graph(&[("a", "b"), ("b", "c"), ("c", "a"), ("c", "d")]));
    assert_eq!(three, vec![vec![m("a"), m("b"), m("c")]]);
    let two = loops(&graph(&[("x/y", "x"), ("x", "x/y")]));
    assert_eq!(two.len(), 1);
}

/// A module file that only declares and re-exports is seen through; one with code of its own
/// that uses a child which uses it back is a loop.
#[test]
fn module_files_are_seen_through_their_reexports() {
    let m = |s: &str| -> Module { s.split('/').map(String::from).collect() };
    let files = |mod_rs: &str| -> BTreeMap<Module, String> {
        BTreeMap::from([
            (m("a"), mod_rs.to_string()),
            (m("a/types"), "pub struct T;\n".to_string()),
            (
                m("a/work"),
                "use super::T;\npub fn go(_: T) {}\n".to_string(),
            ),
        ])
    };
    let plain = imports(&files(
        "mod types;\nmod work;\npub use types::T;\npub use work::go;\n",
    ));
    assert_eq!(plain[&m("a/work")], BTreeSet::from([m("a/types")]));
    assert!(loops(&plain).is_empty());
    let busy = imports(&files(
        "mod types;\nmod work;\npub use types::T;\npub struct U;\npub fn run() { work::go(types::T) }\n",
    ));
    assert!(busy[&m("a")].contains(&m("a/work")));
    let with_own = BTreeMap::from([
        (
            m("b"),
            "mod work;\npub struct U;\npub fn run() { work::go() }\n".to_string(),
        ),
        (m("b/work"), "use super::U;\npub fn go() {}\n".to_string()),
    ]);
    assert_eq!(loops(&imports(&with_own)).len(), 1);
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
