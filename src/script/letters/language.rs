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
