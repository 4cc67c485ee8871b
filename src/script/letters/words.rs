//! A short text's language told by its words: each language's most frequent words
//! (`assets/letters/<language>.words`, counted by `count.py` from the translations Debian
//! ships), which a code page that swapped some letters leaves as they are. And what a word
//! saves a reading that makes it, in its language.

use super::model::files::{WORDS_ENTRIES, WORDS_INDEX, WORDS_KEYS, WORDS_TEXT};
use super::model::{model, Alphabet, Language};
use super::shape::{EDGE, UNKNOWN};

/// FNV-1a, 64 bits, of `bytes` after `h`: build.rs hashes the table's words so.
fn fnv1a(h: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(h, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The table's number `at` of `table`, of `N` bytes little-endian.
fn number<const N: usize>(table: &[u8], at: usize) -> u64 {
    let mut b = [0u8; 8];
    b[..N].copy_from_slice(&table[at * N..at * N + N]);
    u64::from_le_bytes(b)
}

/// The entries of the word that `chars` spell in the table of every language's most
/// frequent words (built by build.rs from `assets/letters/*.words`, read where it lies): 3
/// bytes each, the language's file (u16 LE) and the word's cost there in bits.
pub(super) fn lookup(chars: impl Iterator<Item = char> + Clone) -> Option<&'static [u8]> {
    // (The word's bytes, to hash and to compare with the table's; a word too long for the
    // buffer is no frequent word, whose bytes the table compares when the hash matches.)
    let mut word = [0u8; 64];
    let (mut len, mut hash) = (0, 0xcbf2_9ce4_8422_2325);
    for c in chars.clone() {
        let mut buf = [0u8; 4];
        let bytes = c.encode_utf8(&mut buf).as_bytes();
        hash = fnv1a(hash, bytes);
        if let Some(to) = word.get_mut(len..len + bytes.len()) {
            to.copy_from_slice(bytes);
        }
        len += bytes.len();
    }
    let n = WORDS_KEYS.len() / 8;
    let mut at = first_not_below(hash, n);
    // (Words of one hash side by side: the one spelled so.)
    let index = |k: usize, field: usize| number::<4>(WORDS_INDEX, 2 * k + field) as usize;
    while at < n && number::<8>(WORDS_KEYS, at) == hash {
        let text = &WORDS_TEXT[index(at, 0)..index(at + 1, 0)];
        let same = match word.get(..len) {
            Some(word) => text == word,
            None => std::str::from_utf8(text).is_ok_and(|t| t.chars().eq(chars.clone())),
        };
        if same {
            return Some(&WORDS_ENTRIES[index(at, 1) * 3..index(at + 1, 1) * 3]);
        }
        at += 1;
    }
    None
}

/// The first of the table's `n` keys that is not below `hash`. The keys are hashes, sorted and
/// spread evenly, so each probe goes where `hash` would lie between the keys around it
/// (interpolation search: a few probes where halving takes seventeen), and halving finishes.
fn first_not_below(hash: u64, n: usize) -> usize {
    let key = |i: usize| number::<8>(WORDS_KEYS, i);
    // (Every key before `lo` is below `hash`, none from `hi` on; the keys between lie from
    // `low` to `high`.)
    let (mut lo, mut hi, mut low, mut high) = (0, n, 0u64, u64::MAX);
    for _ in 0..6 {
        if hi - lo <= 8 {
            break;
        }
        let share = u128::from(hash - low) * (hi - lo) as u128 / (u128::from(high - low) + 1);
        let probe = (lo + share as usize).min(hi - 1);
        let k = key(probe);
        if k < hash {
            (lo, low) = (probe + 1, k);
        } else {
            (hi, high) = (probe, k);
        }
    }
    while lo < hi {
        let mid = (lo + hi) / 2;
        if key(mid) < hash {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    lo
}

/// The languages of an alphabet that list a word: their places among the alphabet's, and what
/// the word costs in each, in bits.
#[derive(Clone)]
pub(super) struct Listed<'a> {
    entries: &'static [u8],
    place: &'a [Option<u16>],
}

impl<'a> Listed<'a> {
    pub(super) fn new(entries: &'static [u8], place: &'a [Option<u16>]) -> Self {
        Listed { entries, place }
    }
}

impl Iterator for Listed<'_> {
    type Item = (u16, u8);

    fn next(&mut self) -> Option<(u16, u8)> {
        while let [a, b, bits, rest @ ..] = self.entries {
            self.entries = rest;
            let file = u16::from_le_bytes([*a, *b]) as usize;
            if let Some(&Some(place)) = self.place.get(file) {
                return Some((place, *bits));
            }
        }
        None
    }
}

/// A text this short (its letters and edges) is told its language by its words too.
const WORDS_WITHIN: usize = 1024;

/// What a word costs in a language that does not list it, in bits.
const UNLISTED_WORD: u32 = 16;

/// How many bits more than the best a language's words may cost and it still be the text's.
const WORDS_MARGIN: u32 = 6;

/// Which of the alphabet's languages a short text's words say it is in, where they say
/// anything: each word costs its bits in a language that lists it among its most frequent
/// (`bir`, `við`, `nie`) and UNLISTED_WORD where it does not; the languages within
/// WORDS_MARGIN of the cheapest are kept. A code page that swapped letters leaves the words
/// it did not touch, which tell what language the swapped ones must fit (`Bir yanýt
/// arabelleði` is Turkish by `bir`, not Icelandic by its `ýð`). None where no word is listed
/// anywhere, or the text is long (its letters tell).
///
/// Only in the Latin alphabet, whose ASCII letters a code page leaves as they are: in the
/// others every letter may be swapped, and the letters' pairs tell.
pub(super) fn told_by_words(a: &Alphabet, seq: &[u16]) -> Option<Vec<bool>> {
    if seq.len() > WORDS_WITHIN || !a.ascii.iter().any(|&x| x) {
        return None;
    }
    let mut costs = vec![0u32; a.languages.len()];
    let (mut words, mut listed) = (0u32, false);
    for w in seq.split(|&i| i == EDGE).filter(|w| !w.is_empty()) {
        words += 1;
        for (l, bits) in a.listed(w).into_iter().flatten() {
            costs[l as usize] += UNLISTED_WORD - bits.min(UNLISTED_WORD as u8) as u32;
            listed = true;
        }
    }
    if !listed {
        return None;
    }
    // (What each language saves on the words it lists, against UNLISTED_WORD for every word.)
    let costs: Vec<u32> = costs
        .iter()
        .map(|&saved| UNLISTED_WORD * words - saved)
        .collect();
    let best = *costs.iter().min()?;
    Some(costs.iter().map(|&c| c <= best + WORDS_MARGIN).collect())
}

/// The most bits one word saves ([`saved_by_words`]).
const SAVED_MOST: u32 = 6;

/// What a short text's words save in its language (`lang`, its place among the alphabet's),
/// in bits: each word with a letter outside ASCII that the language lists among its most
/// frequent (`à`, `są`, `değil`) saves what it costs less than an unlisted word, up to
/// SAVED_MOST. A reading that makes such words is likelier than one that leaves them broken
/// (`ˆ jour`, `s¹`), or breaks them.
pub(super) fn saved_by_words(a: &Alphabet, lang: usize, seq: &[u16]) -> f32 {
    let saved: u32 = seq
        .split(|&i| i == EDGE)
        .filter(|w| w.iter().any(|&i| !a.ascii[i as usize]))
        .filter_map(|w| a.listed(w)?.find(|&(l, _)| l as usize == lang))
        .map(|(_, bits)| saving(bits))
        .sum();
    saved as f32
}

/// What a listed word that costs `bits` saves against an unlisted one, up to SAVED_MOST.
fn saving(bits: u8) -> u32 {
    (UNLISTED_WORD - (bits as u32).min(UNLISTED_WORD)).min(SAVED_MOST)
}

/// Whether some language lists `word` (in either case) among its most frequent words: `à`,
/// `é`, `í`, `â` are words of French, Portuguese, Icelandic and Welsh; `Ã` alone is no word of
/// any.
///
/// ```
/// use mojiscope::script::letters::listed;
/// assert!(listed("À") && listed("é") && listed("Â"));
/// assert!(!listed("Ã") && !listed("Ñ"));
/// ```
pub fn listed(word: &str) -> bool {
    listing(word).is_some()
}

impl Language {
    /// What `word` (in either case) saves a text in the language, in bits, where the language
    /// lists it among its most frequent words: what it costs less than an unlisted word, up to
    /// what one word may save (6 bits). None where it is not listed.
    ///
    /// ```
    /// use mojiscope::script::letters::languages;
    /// let hebrew = languages().find(|l| l.code == "he").unwrap();
    /// assert!(hebrew.saves("לקרוא").is_some_and(|bits| bits > 0.0));
    /// assert!(hebrew.saves("לקרונל").is_none() && hebrew.saves("read").is_none());
    /// ```
    pub fn saves(&self, word: &str) -> Option<f32> {
        let (slot, langs) = listing(word)?;
        let alphabet = &model().scripts[slot as usize];
        langs
            .iter()
            .find(|&&(l, _)| std::ptr::eq(&alphabet.languages[l as usize], self))
            .map(|&(_, bits)| saving(bits) as f32)
    }
}

/// The alphabet (its slot in the model) of `word`, and the languages of it that list `word`
/// among their most frequent words (their places among the alphabet's, and what the word
/// costs there in bits); None where no language lists it.
fn listing(word: &str) -> Option<(u8, Vec<(u16, u8)>)> {
    let m = model();
    let mut slot = None;
    let mut seq = Vec::with_capacity(word.len());
    for c in word.chars() {
        let &(s, i) = m.index.get(c as usize)?;
        if s == 0xFF || i == UNKNOWN || slot.is_some_and(|x| x != s) {
            return None;
        }
        slot = Some(s);
        seq.push(i);
    }
    let s = slot?;
    let langs = m.scripts[s as usize].listed(&seq)?;
    Some((s, langs.collect()))
}

impl Alphabet {
    /// The languages of the alphabet that list the word of letters `seq` (indexes, no edge)
    /// among their most frequent (their places, and what the word costs there in bits); None
    /// where none does.
    pub(super) fn listed(&self, seq: &[u16]) -> Option<Listed<'static>> {
        if seq.iter().any(|&i| i < 2) {
            return None;
        }
        let chars = seq
            .iter()
            .map(|&i| self.letters.get(i as usize - 2).copied().unwrap_or('\0'));
        let listed = Listed::new(lookup(chars)?, self.place);
        listed.clone().next().is_some().then_some(listed)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{model, Letters};
    use super::*;

    /// A text's letters as the model reads them.
    fn letters(text: &str) -> Letters {
        let mut l = Letters::default();
        text.chars().for_each(|c| {
            if c.is_alphabetic() {
                l.push(c)
            } else {
                l.edge()
            }
        });
        l
    }

    /// The codes of the languages a text's Latin letters are told by its words.
    fn told(text: &str) -> Option<Vec<&'static str>> {
        let l = letters(text);
        let latin = &model().scripts[0];
        let kept = told_by_words(latin, &l.seqs[0])?;
        Some(
            latin
                .languages
                .iter()
                .zip(kept)
                .filter(|(_, k)| *k)
                .map(|(l, _)| l.code)
                .collect(),
        )
    }

    #[test]
    fn the_words_a_code_page_left_alone_tell_the_language() {
        // Turkish read as windows-1252: its `ýðþ` are Icelandic letters, its words are not.
        let turkish = told("Bir yanýt arabelleði taþýrdý.").unwrap();
        assert!(
            turkish.contains(&"tr") && !turkish.contains(&"is"),
            "{turkish:?}"
        );
        let icelandic = told("Villa við að opna möppuna").unwrap();
        assert_eq!(icelandic, ["is"]);
        let polish = told("Argumenty nie s¹ w parach").unwrap();
        assert!(
            polish.contains(&"pl") && !polish.contains(&"fr"),
            "{polish:?}"
        );
        // No word any language lists: nothing told.
        assert_eq!(told("Xqzv Wrrkt"), None);
        // A long text is told by its letters.
        assert_eq!(told(&"Villa við að opna möppuna ".repeat(100)), None);
    }

    #[test]
    fn a_reading_that_makes_common_words_saves() {
        let saved = |text: &str, code: &str| {
            let l = letters(text);
            let latin = &model().scripts[0];
            let i = latin.languages.iter().position(|l| l.code == code).unwrap();
            saved_by_words(latin, i, &l.seqs[0])
        };
        // Mac OS Roman read as windows-1252 (`ˆ` for `à`), Polish read as windows-1252.
        assert!(saved("Tous les paquets sont à jour.", "fr") > 0.0);
        assert_eq!(saved("Tous les paquets sont ˆ jour.", "fr"), 0.0);
        assert!(saved("Pakiety są uszkodzone", "pl") > 0.0);
        assert_eq!(saved("Pakiety s¹ uszkodzone", "pl"), 0.0);
        // Words in ASCII save nothing: every reading keeps them.
        assert_eq!(saved("Tous les paquets", "fr"), 0.0);
    }

    #[test]
    fn every_key_of_the_table_is_found_where_it_first_stands() {
        let n = WORDS_KEYS.len() / 8;
        let keys: Vec<u64> = (0..n).map(|i| number::<8>(WORDS_KEYS, i)).collect();
        assert!(n > 10_000 && keys.windows(2).all(|w| w[0] <= w[1]));
        // Each key, a hash just above each (between two keys), the least and the most.
        let hashes = keys
            .iter()
            .flat_map(|&k| [k, k.saturating_add(1)])
            .chain([0, u64::MAX]);
        for hash in hashes {
            let want = keys.partition_point(|&k| k < hash);
            assert_eq!(first_not_below(hash, n), want, "{hash:#x}");
        }
    }

    #[test]
    fn every_language_of_the_latin_alphabet_lists_its_words() {
        let latin = &model().scripts[0];
        for (i, l) in latin.languages.iter().enumerate() {
            // (Every entry of the table, read as the alphabet's.)
            let listed = Listed::new(WORDS_ENTRIES, latin.place);
            let n = listed.filter(|&(j, _)| j as usize == i).count();
            assert!(n >= 150, "{}: {n} words", l.code);
        }
    }
}
