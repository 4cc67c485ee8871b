//! One language of the model: the letters it writes.

use super::model::{model, Language};
use super::shape::{EDGE, FOREIGN, MAX_CP, SCRIPTS, UNKNOWN};

impl Language {
    /// Whether the language writes the letter `c` (in either case) at all: its translations
    /// hold it at least once. A letter of another script, or a sign, it does not.
    ///
    /// ```
    /// use mojiscope::script::letters::languages;
    /// let croatian = languages().find(|l| l.code == "hr").unwrap();
    /// assert!(croatian.writes('č') && croatian.writes('Š') && croatian.writes('q'));
    /// assert!(!croatian.writes('ä') && !croatian.writes('ж') && !croatian.writes('%'));
    /// ```
    pub fn writes(&self, c: char) -> bool {
        let cp = c as u32;
        if cp >= MAX_CP {
            return false;
        }
        let (slot, i) = model().index[cp as usize];
        SCRIPTS.get(slot as usize) == Some(&self.script)
            && i != UNKNOWN
            && i != EDGE
            && self.unigram[i as usize] < FOREIGN
    }
}

/// What a word that starts with `a` then `b` (in either case) costs in the language that writes
/// such a start likeliest, in bits: its first letter after a word's edge, then the second after
/// it. None where the two are no letters of one alphabet the model weighs.
///
/// ```
/// use mojiscope::script::letters::start_bits;
/// // Latvian `Šī` (this) and Polish `Łódź` start so; `Ãœ` is UTF-8 read as windows-1252.
/// let (shi, lodz, misread) = (start_bits('Š', 'ī'), start_bits('Ł', 'ó'), start_bits('Ã', 'œ'));
/// assert!(shi.unwrap() < misread.unwrap() && lodz.unwrap() < misread.unwrap());
/// ```
pub fn start_bits(a: char, b: char) -> Option<f32> {
    let m = model();
    let at = |c: char| m.index.get(c as usize).copied();
    let ((sa, ia), (sb, ib)) = (at(a)?, at(b)?);
    if sa != sb || [ia, ib].iter().any(|&i| i == UNKNOWN || i == EDGE) {
        return None;
    }
    let alphabet = m.scripts.get(sa as usize)?;
    let n = alphabet.n;
    let (ia, ib) = (ia as usize, ib as usize);
    alphabet
        .languages
        .iter()
        .map(|l| f32::from(l.cost[EDGE as usize * n + ia]) + f32::from(l.cost[ia * n + ib]))
        .reduce(f32::min)
}
