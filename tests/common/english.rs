//! Finding English in a Japanese or Russian window: the texts of its accessibility nodes, and
//! the English words left in them (`words::Names`), the open document's own text, code and
//! command lines aside.

use super::words::Names;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::encoding::Encoding;
use mojiscope::gui::MojiscopeApp;
use std::collections::BTreeMap;

/// Whether a node's words are egui's own (a splitter's "Resize panel", a window's "Close
/// window", "Hide", "Resize window …"), which the window cannot translate.
pub fn egui_own(node: &egui_kittest::kittest::AccessKitNode<'_>) -> bool {
    let label = node.label();
    node.role() == egui::accesskit::Role::Splitter
        || matches!(label.as_deref(), Some("Close window" | "Hide" | "Show"))
        || label.is_some_and(|l| l.starts_with("Resize window"))
}

/// Every text the window shows now: the labels and values of its accessibility nodes.
pub fn texts(h: &Harness<'static, MojiscopeApp>) -> Vec<String> {
    let nodes = h.query_all(
        egui_kittest::kittest::by()
            .include_labels()
            .predicate(|_| true),
    );
    let mut out = Vec::new();
    for node in nodes {
        let ak = node.accesskit_node();
        if egui_own(&ak) {
            continue;
        }
        out.extend([ak.label(), ak.value()].into_iter().flatten());
    }
    out
}

/// What the window may show in Latin letters besides the kept words and the standard's names:
/// the open document's text (its own, not the window's) and the code of the fixes it prints.
pub struct Allowed {
    names: Names,
    /// The document decoded in every encoding, as one text.
    pub document: String,
    /// Code as printed (the fixes of the causes found).
    pub code: Vec<String>,
}

/// What the window may show in Latin letters now.
pub fn allowed(h: &Harness<'static, MojiscopeApp>) -> Allowed {
    let mut document = String::new();
    let mut code = Vec::new();
    if let Some(doc) = &h.state().state.doc {
        for e in Encoding::ALL {
            let (text, _, _) = e.reference().decode(&doc.head);
            document.push_str(&text);
            document.push('\n');
        }
        code.extend(
            doc.causes
                .iter()
                .flat_map(|c| &c.fixes)
                .map(|f| f.code.clone()),
        );
    }
    Allowed {
        names: Names::standard(),
        document,
        code,
    }
}

/// Of `texts`, those with English left, with the words; code (a fix as printed, or a line of
/// it) and command lines (`mojiscope …`) are code.
pub fn english_left(allowed: &Allowed, texts: &[String]) -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    for text in texts {
        let code = text.trim();
        if code.is_empty()
            || allowed.code.iter().any(|c| c.contains(code))
            || code.starts_with("mojiscope ")
        {
            continue;
        }
        let words = allowed.names.english_words(text, &allowed.document);
        if !words.is_empty() {
            found.insert(text.clone(), words.join(" "));
        }
    }
    found
}

/// What `english_left` found, one text a line.
pub fn listed(found: &BTreeMap<String, String>) -> String {
    found
        .iter()
        .map(|(text, words)| format!("  {words}  ←  {text:?}"))
        .collect::<Vec<_>>()
        .join("\n")
}
