//! English words in a text of the window's messages: runs of two or more Latin letters once
//! the names are set aside (the kept words, encodings and their labels, handlers and rule ids,
//! identifiers, hex, names in capitals, code in backquotes) and, where a window shows one, the
//! open document's own text. The message files' test, the causes' test and the window's tests
//! all ask this one filter.

use mojiscope::encoding::rules::Rule;
use mojiscope::encoding::Encoding;
use std::collections::BTreeSet;

/// The names a translation keeps in Latin letters.
pub struct Names {
    /// Names of several words or with punctuation, replaced whole, the longest first ("UTF-8
    /// decode without BOM" before "UTF-8").
    names: Vec<String>,
    /// Single tokens: the standard's labels (`latin1`), rule ids, control tags (NUL).
    identifiers: BTreeSet<String>,
}

impl Names {
    /// The kept words, the encodings' names and labels, the handlers' names and rule ids, the
    /// command lines, Unicode's control tags.
    pub fn standard() -> &'static Names {
        static NAMES: std::sync::OnceLock<Names> = std::sync::OnceLock::new();
        NAMES.get_or_init(Names::build)
    }

    fn build() -> Names {
        let mut names: Vec<String> = mojiscope::i18n::KEPT
            .iter()
            .map(|k| k.to_string())
            .collect();
        names.extend(Encoding::ALL.iter().map(|e| e.name().to_string()));
        names.extend(Rule::all().iter().map(|r| r.spec().algorithm.to_string()));
        // The commands, by their command lines (`mojiscope repair`).
        names.extend(
            mojiscope::cli::command_names()
                .into_iter()
                .map(|c| format!("mojiscope {c}")),
        );
        names.sort_by_key(|k| std::cmp::Reverse(k.len()));
        names.dedup();
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
        Names { names, identifiers }
    }

    /// The English words in `text`: runs of two or more Latin letters that are not a name, an
    /// identifier (`utf8_code_point`, `cp1252`, a path, `.md`, a word given a value), hex, a
    /// name in capitals (NUL, ZWNBSP), code in backquotes, or `document`'s own text (a word
    /// with letters beyond ASCII, or a piece of the document).
    pub fn english_words(&self, text: &str, document: &str) -> Vec<String> {
        let mut text = without_code(text);
        for name in &self.names {
            text = replace_word(&text, name);
        }
        let bare = |token: &str| {
            token
                .trim_matches(|c: char| ",.;:()[]«»「」（）、。：\"'“”".contains(c))
                .to_string()
        };
        let tokens: Vec<&str> = text.split_whitespace().collect();
        let mut words = Vec::new();
        for (i, token) in tokens.iter().enumerate() {
            let bare = bare(token);
            // Identifiers, whole: snake_case variables, names with digits (cp1252, utf8mb3),
            // paths, file extensions, options, labels and rule ids; a word given a value
            // (count = 2) names a variable.
            let identifier = token.contains('_')
                || token.contains('/')
                || token.contains('=')
                || token.starts_with("--")
                || token.starts_with('.')
                || (token.chars().any(|c| c.is_ascii_digit())
                    && token.chars().any(|c| c.is_ascii_alphabetic()))
                || self.identifiers.contains(&bare)
                || tokens.get(i + 1).is_some_and(|next| next.starts_with('='));
            // The document's text: a word with letters beyond ASCII (café, mojibake), or a
            // piece of it (a cell of eight bytes cuts words); an encoding's name cut where a
            // label wraps ("windows-") is its name.
            let of_document = bare.chars().any(|c| c.is_alphabetic() && !c.is_ascii())
                || (bare.len() >= 2 && document.contains(&bare))
                || (bare.len() >= 3 && Encoding::ALL.iter().any(|e| e.name().starts_with(&bare)));
            if identifier || of_document {
                continue;
            }
            for word in bare.split(|c: char| !c.is_ascii_alphabetic()) {
                if word.len() < 2
                    || document.contains(word)
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
