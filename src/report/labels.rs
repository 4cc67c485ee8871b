//! What to say to a label the standard does not know: the nearest labels it does know.

use crate::encoding::Encoding;
use crate::i18n::{words, Lang};

/// Where the standard lists every label.
pub const LABELS_URL: &str = "https://encoding.spec.whatwg.org/#names-and-labels";

/// How many labels a message suggests.
const SUGGESTED: usize = 3;

/// The labels nearest to `label` (which "get an encoding" refused), nearest first, with the
/// encoding each names: a label that differs only by case, spaces, hyphens or underscores
/// first (`latin-1` is `latin1`), then those a few edits away. Empty when none is near.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::report::labels::nearest_labels;
/// assert_eq!(nearest_labels("latin-1")[0], ("latin1", Encoding::Windows1252));
/// assert_eq!(nearest_labels("Shift JIS")[0], ("shift-jis", Encoding::ShiftJis));
/// assert!(nearest_labels("utf-9").iter().any(|&(l, _)| l == "utf-8"));
/// assert!(nearest_labels("klingon-qapla").is_empty());
/// ```
pub fn nearest_labels(label: &str) -> Vec<(&'static str, Encoding)> {
    let wanted = plain(label);
    if wanted.is_empty() {
        return Vec::new();
    }
    // (Edits allowed: about one in three characters, at least one, at most three.)
    let allowed = (wanted.chars().count() / 3).clamp(1, 3);
    let mut near: Vec<(usize, &'static str, Encoding)> = Encoding::ALL
        .iter()
        .flat_map(|&e| e.labels().map(move |l| (l, e)))
        .filter_map(|(l, e)| {
            let d = strsim::levenshtein(&wanted, &plain(l));
            (d <= allowed).then_some((d, l, e))
        })
        .collect();
    near.sort_by_key(|&(d, l, _)| (d, l.len(), l));
    near.into_iter()
        .take(SUGGESTED)
        .map(|(_, l, e)| (l, e))
        .collect()
}

/// The one-line answer to a label the standard does not know.
///
/// ```
/// use mojiscope::report::labels::unknown_label;
/// assert_eq!(
///     unknown_label("latin-1"),
///     "unknown encoding label \"latin-1\": did you mean latin1 (windows-1252)?"
/// );
/// ```
pub fn unknown_label(label: &str) -> String {
    format!(
        "unknown encoding label {label:?}: {}",
        label_hint(label, Lang::En)
    )
}

/// What to try instead of a label the standard does not know: the label meant, the nearest
/// labels, or where the labels are listed.
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::report::labels::label_hint;
/// assert_eq!(label_hint("utf-9", Lang::En), "the nearest labels are utf8 (UTF-8), utf-8 (UTF-8)");
/// ```
pub fn label_hint(label: &str, lang: Lang) -> String {
    let near = nearest_labels(label);
    match near.as_slice() {
        [] => words!(lang, "labels-listed-at", url = LABELS_URL),
        [(l, e), ..] if plain(l) == plain(label) => {
            words!(lang, "labels-did-you-mean", label = *l, encoding = e.name())
        }
        _ => {
            let list: Vec<String> = near.iter().map(|(l, e)| format!("{l} ({e})")).collect();
            words!(
                lang,
                "labels-nearest",
                labels = list.join(&words!(lang, "labels-separator"))
            )
        }
    }
}

/// A label as people mistype it: lowercase, without spaces, hyphens, underscores or dots.
fn plain(label: &str) -> String {
    label
        .chars()
        .filter(|c| !matches!(c, ' ' | '-' | '_' | '.' | '\t' | '\n' | '\r' | '\x0C'))
        .flat_map(char::to_lowercase)
        .collect()
}
