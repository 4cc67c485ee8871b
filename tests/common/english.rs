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
    names: &'static Names,
    /// The document decoded in every encoding, as one text.
    pub document: String,
    /// Code as printed (the fixes of the causes found).
    pub code: Vec<String>,
    /// Code the causes' texts quote (`open()`), which the window sets in monospace without
    /// the backquotes.
    pub spans: Vec<String>,
}

impl Allowed {
    /// The causes' fixes and the code their texts quote, in `lang`.
    pub fn add_causes(&mut self, found: &[mojiscope::cause::Found], lang: mojiscope::i18n::Lang) {
        for c in found {
            self.code
                .extend(c.fixes.iter().map(|f| f.code_in(lang).to_string()));
            let mut texts: Vec<String> = vec![c.story(lang).to_string()];
            texts.extend(c.why(lang));
            texts.extend(c.fixes.iter().map(|f| f.does(lang).to_string()));
            for text in texts {
                self.spans.extend(
                    text.split('`')
                        .skip(1)
                        .step_by(2)
                        .filter(|s| !s.trim().is_empty())
                        .map(str::to_string),
                );
            }
        }
        self.spans.sort_by_key(|s| std::cmp::Reverse(s.len()));
    }
}

/// What the window may show in Latin letters now.
pub fn allowed(h: &Harness<'static, MojiscopeApp>) -> Allowed {
    let mut allowed = Allowed {
        names: Names::standard(),
        document: String::new(),
        code: Vec::new(),
        spans: Vec::new(),
    };
    let state = &h.state().state;
    if let Some(doc) = &state.doc {
        for e in Encoding::ALL {
            let (text, _, _) = e.reference().decode(&doc.head);
            allowed.document.push_str(&text);
            allowed.document.push('\n');
        }
        allowed.add_causes(&doc.causes, state.lang);
    }
    allowed
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
        let mut text = text.clone();
        // (A text cut short to fit ends in a piece of a word: the piece is not judged.)
        if let Some(cut) = text.strip_suffix('…') {
            let kept = cut.trim_end_matches(|c: char| c.is_alphanumeric());
            text = format!("{kept}…");
        }
        for span in &allowed.spans {
            text = text.replace(span.as_str(), " ");
        }
        let words = allowed.names.english_words(&text, &allowed.document);
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
