//! One language of the model: built from its file's rows, and the letters it writes.

use super::{
    model, Language, Rows, Script, EDGE, FOREIGN, FOREIGN_EXPECT, LETTERS_ROW, MAX_CP, SCRIPTS,
    UNKNOWN,
};

/// The language `code` (`name` in English, of `script`) from its file's rows, over the
/// script's `n` letters (`of`: a letter's index).
pub(super) fn language(
    code: &'static str,
    name: &str,
    script: Script,
    rows: &Rows,
    n: usize,
    of: &dyn Fn(char) -> Option<u16>,
) -> Language {
    let mut cost = vec![FOREIGN; n * n];
    let mut expect = vec![FOREIGN_EXPECT; n];
    let mut unigram = vec![FOREIGN; n];
    let mut writes = vec![false; n];
    writes[EDGE as usize] = true;
    for (a, ..) in rows {
        if let Some(i) = of(*a) {
            writes[i as usize] = true;
        }
    }
    for (a, row, rest, into) in rows {
        if *a == LETTERS_ROW {
            for (i, w) in writes.iter().enumerate() {
                if *w {
                    unigram[i] = *rest;
                }
            }
            for &(b, bits) in row {
                if let Some(b) = of(b) {
                    unigram[b as usize] = bits;
                }
            }
            continue;
        }
        let Some(a) = of(*a) else { continue };
        let a = a as usize;
        // A letter it writes after `a`, unlisted, costs `rest`; one it does not, FOREIGN.
        for (b, w) in writes.iter().enumerate() {
            if *w {
                cost[a * n + b] = *rest;
            }
        }
        // What the step out of `a` costs on average: listed followers at their own odds, the
        // rest at `rest`.
        let mut listed = 0.0f32;
        let mut out = 0.0f32;
        for &(b, bits) in row {
            if let Some(b) = of(b) {
                cost[a * n + b as usize] = bits;
                let p = (-(bits as f32)).exp2();
                listed += p;
                out += p * bits as f32;
            }
        }
        out += (1.0 - listed).max(0.0) * *rest as f32;
        if let Some(into) = into {
            expect[a] = into + out;
        }
    }
    Language {
        code,
        name: name.to_string(),
        script,
        cost,
        expect,
        unigram,
    }
}

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
