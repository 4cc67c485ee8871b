//! The README and the manual in docs/: the README stays short with how to install and open a
//! file on its first screen, every page of the manual is reachable from it, and every link
//! between them (a file, an image, a heading) resolves.

use std::collections::{BTreeSet, HashMap};
use std::path::{Component, Path, PathBuf};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The Markdown files of the documentation: the README, the changelog and docs/*.md.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![root().join("README.md"), root().join("CHANGELOG.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root().join("docs"))
        .expect("docs/ exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The text outside fenced code blocks and code spans, line by line.
fn prose(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut lines = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            lines.push(String::new());
            continue;
        }
        if fenced {
            lines.push(String::new());
            continue;
        }
        // Drop `code spans` (a link inside one is an example, not a link).
        let mut out = String::new();
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
            } else if !in_code {
                out.push(c);
            }
        }
        lines.push(out);
    }
    lines
}

/// Each link target of a page (`[text](target)`, `![alt](target)`), with its line number.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in prose(text).iter().enumerate() {
        let mut rest = line.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            found.push((n + 1, after[..end].to_string()));
            rest = &after[end + 1..];
        }
    }
    found
}

/// The anchors of a page's headings, as GitHub makes them: lower case, punctuation dropped,
/// spaces as hyphens, a repeated heading numbered.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut out = BTreeSet::new();
    for line in prose(text) {
        let Some(title) = line.strip_prefix('#') else {
            continue;
        };
        let title = title.trim_start_matches('#');
        if !title.starts_with(' ') {
            continue;
        }
        let slug: String = title
            .trim()
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let n = seen.entry(slug.clone()).or_insert(0);
        out.insert(if *n == 0 {
            slug.clone()
        } else {
            format!("{slug}-{n}")
        });
        *n += 1;
    }
    out
}

/// `base/target` with `.` and `..` worked out, without touching the file system.
fn resolve(base: &Path, target: &str) -> PathBuf {
    let mut path = base.parent().unwrap().to_path_buf();
    for part in Path::new(target).components() {
        match part {
            Component::ParentDir => {
                path.pop();
            }
            Component::CurDir => {}
            other => path.push(other),
        }
    }
    path
}

#[test]
fn every_link_of_the_readme_and_the_manual_resolves() {
    let mut broken = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for (line, target) in links(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue; // (The web is not reached from the tests.)
            }
            checked += 1;
            let (file, anchor) = match target.split_once('#') {
                Some((file, anchor)) => (file, Some(anchor)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                page.clone()
            } else {
                resolve(&page, file)
            };
            let name = page.strip_prefix(root()).unwrap().display().to_string();
            if !path.starts_with(root()) || !path.exists() {
                broken.push(format!("{name}:{line}: {target}: no such file"));
                continue;
            }
            if let Some(anchor) = anchor {
                let target_text = std::fs::read_to_string(&path).unwrap_or_default();
                if !anchors(&target_text).contains(anchor) {
                    broken.push(format!("{name}:{line}: {target}: no such heading"));
                }
            }
        }
    }
    assert!(
        checked > 50,
        "only {checked} links found: is the parser right?"
    );
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn every_page_of_the_manual_is_reachable_from_the_readme() {
    let mut reached = BTreeSet::new();
    let mut queue = vec![root().join("README.md")];
    while let Some(page) = queue.pop() {
        if !reached.insert(page.clone()) {
            continue;
        }
        let text = std::fs::read_to_string(&page).unwrap_or_default();
        for (_, target) in links(&text) {
            let file = target.split('#').next().unwrap();
            if file.ends_with(".md") && !target.contains("://") {
                queue.push(resolve(&page, file));
            }
        }
    }
    let missed: Vec<String> = pages()
        .into_iter()
        .filter(|p| !reached.contains(p))
        .map(|p| p.strip_prefix(root()).unwrap().display().to_string())
        .collect();
    assert!(missed.is_empty(), "no link leads to {missed:?}");
}

#[test]
fn the_readme_is_short_and_says_first_how_to_install_and_open_a_file() {
    let text = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() <= 300, "the README has {} lines", lines.len());
    // Its first screen: the first 40 lines, with no picture before the install lines.
    let install = lines
        .iter()
        .position(|l| *l == "## Install")
        .expect("the README has an Install section");
    let first_screen = lines[..(install + 25).min(lines.len())].join("\n");
    assert!(install < 20, "Install starts at line {}", install + 1);
    assert!(
        !lines[..install].iter().any(|l| l.starts_with("![")),
        "a picture stands before the install lines"
    );
    assert!(first_screen.contains("cargo install"), "{first_screen}");
    assert!(first_screen.contains("mojiscope FILE"), "{first_screen}");
}

#[test]
fn the_anchors_are_githubs() {
    let made = anchors("# Repair: line by line, and how sure\n## Any input, any size\n## Tests\n## Tests\n```\n# not a heading\n```\n");
    let want: BTreeSet<String> = [
        "repair-line-by-line-and-how-sure",
        "any-input-any-size",
        "tests",
        "tests-1",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    assert_eq!(made, want);
}
