//! The accented letters of the languages written in Latin letters, from
//! `assets/alphabets.tsv` (one language a line: its name, a tab, its letters in lower case).
//! The detector weighs how well a text's letters fit one of them, the plausibility model which
//! of them a word's letters all belong to.

use std::sync::OnceLock;

/// One language's alphabet: its name and its accented letters (lower case).
#[derive(Debug)]
pub struct Alphabet {
    pub language: &'static str,
    pub letters: &'static str,
}

impl Alphabet {
    pub fn contains(&self, c: char) -> bool {
        self.letters.contains(c)
    }
}

/// Which alphabets hold the lower-case letter `c`: bit `i` for `alphabets()[i]`.
///
/// ```
/// use mojiscope::script::{alphabet_mask as mask, alphabets};
/// let czech = alphabets().iter().position(|a| a.language == "Czech").unwrap();
/// assert_ne!(mask('ř') & 1 << czech, 0);
/// assert_eq!(mask('ł') & 1 << czech, 0);
/// assert_eq!(mask('a'), 0);
/// ```
pub fn mask(c: char) -> u32 {
    static MASKS: OnceLock<Vec<(char, u32)>> = OnceLock::new();
    let masks = MASKS.get_or_init(|| {
        let mut masks: Vec<(char, u32)> = Vec::new();
        for (i, a) in alphabets().iter().enumerate() {
            for c in a.letters.chars() {
                masks.push((c, 1 << i));
            }
        }
        masks.sort_unstable();
        masks.dedup_by(|next, kept| {
            let same = next.0 == kept.0;
            if same {
                kept.1 |= next.1;
            }
            same
        });
        masks
    });
    masks
        .binary_search_by_key(&c, |m| m.0)
        .map_or(0, |i| masks[i].1)
}

/// The alphabets, in the file's order (at most 32: a text's fit is a mask of them).
///
/// ```
/// use mojiscope::script::alphabets;
/// let czech = alphabets().iter().find(|a| a.language == "Czech").unwrap();
/// assert!(czech.contains('ř') && !czech.contains('ł'));
/// ```
pub fn alphabets() -> &'static [Alphabet] {
    static ALL: OnceLock<Vec<Alphabet>> = OnceLock::new();
    ALL.get_or_init(|| {
        let all: Vec<Alphabet> = include_str!("../../assets/alphabets.tsv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
            .filter_map(|l| l.split_once('\t'))
            .map(|(language, letters)| Alphabet {
                language: language.trim(),
                letters: letters.trim(),
            })
            .collect();
        assert!(all.len() <= 32, "at most 32 alphabets: a fit is a mask");
        all
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_is_a_language_with_its_accented_letters() {
        let all = alphabets();
        assert!(all.len() >= 20);
        for a in all {
            assert!(!a.language.is_empty() && !a.letters.is_empty(), "{a:?}");
            assert!(a.letters.chars().all(|c| !c.is_ascii()), "{a:?}");
            assert!(!a.letters.chars().any(char::is_uppercase), "{a:?}");
        }
    }
}
