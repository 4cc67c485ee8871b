//! Finding English in a Japanese or Russian window: the texts of its accessibility nodes, and
//! the English words left in them once the names are set aside (the kept words, encodings and
//! their labels, handlers and rule ids, identifiers, hex, names in capitals, code, command
//! lines) and the open document's own text.

use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::encoding::rules::Rule;
use mojiscope::encoding::Encoding;
use mojiscope::gui::MojiscopeApp;
use std::collections::{BTreeMap, BTreeSet};

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

/// What the window may show in Latin letters besides the kept words: the open document's
/// text (its own, not the window's), the standard's names (handlers, labels, rule ids), the
/// tags of controls (NUL, ZWNBSP: Unicode's abbreviations), and the code of the fixes it
/// prints.
pub struct Allowed {
    /// The document decoded in every encoding, as one text.
    pub document: String,
    handlers: BTreeSet<String>,
    identifiers: BTreeSet<String>,
    /// Code as printed (the fixes of the causes found).
    pub code: Vec<String>,
}

/// What the window may show in Latin letters now.
pub fn allowed(h: &Harness<'static, MojiscopeApp>) -> Allowed {
    let mut identifiers: BTreeSet<String> = (0..=0x10FFFFu32)
        .filter_map(mojiscope::report::tags::tag)
        .map(str::to_string)
        .collect();
    identifiers.extend(
        Encoding::ALL
            .iter()
            .flat_map(|e| e.labels())
            .map(str::to_string),
    );
    identifiers.extend(Rule::all().iter().map(|r| r.id().to_string()));
    let handlers = Rule::all()
        .iter()
        .map(|r| r.spec().algorithm.to_string())
        .collect();
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
        document,
        handlers,
        identifiers,
        code,
    }
}

/// `text` with each occurrence of `name` that is a whole word (not inside a longer name such
/// as `utf8` in `utf8-ascii`) made a space.
fn replace_word(text: &str, name: &str) -> String {
    let part = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(name) {
        let before = rest[..at].chars().next_back();
        let after = rest[at + name.len()..].chars().next();
        out.push_str(&rest[..at]);
        if before.is_some_and(part) || after.is_some_and(part) {
            out.push_str(name);
        } else {
            out.push(' ');
        }
        rest = &rest[at + name.len()..];
    }
    out.push_str(rest);
    out
}

/// `text` without its code in `backquotes`.
fn without_code(text: &str) -> String {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, piece)| piece)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The English words in `text`: runs of two or more Latin letters that are not a name (kept
/// words, encodings and their labels, handlers and rule ids), an identifier (`utf8_code_point`,
/// `cp1252`, a path, `.md`, a word given a value), hex, a name in capitals (NUL, ZWNBSP), code
/// in backquotes, or the document's own text.
pub fn english_words(text: &str, allowed: &Allowed) -> Vec<String> {
    let text = without_code(text);
    // The names, whole words, the longest first ("UTF-8 decode without BOM" before "UTF-8").
    let mut names: Vec<&str> = mojiscope::i18n::KEPT.to_vec();
    names.extend(Encoding::ALL.iter().map(|e| e.name()));
    names.extend(allowed.handlers.iter().map(String::as_str));
    names.sort_by_key(|k| std::cmp::Reverse(k.len()));
    let mut text = text.to_string();
    for name in names {
        text = replace_word(&text, name);
    }
    let bare = |token: &str| {
        token
            .trim_matches(|c: char| ",.;:()[]«»「」（）、。：\"'".contains(c))
            .to_string()
    };
    // Identifiers, whole: snake_case variables, names with digits (cp1252, utf8mb3), paths,
    // file extensions, options, the standard's labels and rule ids; and a word given a value
    // (count = 2) names a variable.
    let tokens: Vec<&str> = text.split_whitespace().collect();
    let mut words = Vec::new();
    for (i, token) in tokens.iter().enumerate() {
        let bare = bare(token);
        let identifier = token.contains('_')
            || token.contains('/')
            || token.contains('=')
            || token.starts_with("--")
            || token.starts_with('.')
            || (token.chars().any(|c| c.is_ascii_digit())
                && token.chars().any(|c| c.is_ascii_alphabetic()))
            || allowed.identifiers.contains(&bare)
            || tokens.get(i + 1).is_some_and(|next| next.starts_with('='));
        // The document's text: a word with letters beyond ASCII (café, mojibake), or a piece
        // of the document (a cell of eight bytes cuts words); an encoding's name cut where a
        // label wraps ("windows-") is its name.
        let document = bare.chars().any(|c| c.is_alphabetic() && !c.is_ascii())
            || (bare.len() >= 2 && allowed.document.contains(&bare))
            || (bare.len() >= 3 && Encoding::ALL.iter().any(|e| e.name().starts_with(&bare)));
        if identifier || document {
            continue;
        }
        for word in bare.split(|c: char| !c.is_ascii_alphabetic()) {
            if word.len() < 2
                || allowed.document.contains(word)
                || word.chars().all(|c| matches!(c, 'A'..='F' | 'x'))
                // Names in capitals: Unicode's (NUL, ZWNBSP, CJK) and abbreviations.
                || word.chars().all(|c| c.is_ascii_uppercase())
                || (word.starts_with('U') && word.len() <= 2)
            {
                continue;
            }
            words.push(word.to_string());
        }
    }
    words
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
        let words = english_words(text, allowed);
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
