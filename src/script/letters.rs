//! How letters follow one another in each language written in the alphabets code pages make
//! (Latin, Cyrillic, Greek, Hebrew, Arabic, Thai), from `assets/letters/<language>.tsv`
//! (counted from real text by `assets/letters/count.py`), and how badly a text's letters fit
//! the language they fit best.
//!
//! A wrong reading between code pages swaps letters for others of the same script: Turkish
//! `karşılaşıldı` read as windows-1252 is `karþýlaþýldý`, Russian in KOI8-R read as
//! windows-1251 is `пВОПЧМЕОП`. Every letter is a letter, so nothing but the language tells:
//! in Turkish no `þ` follows `r`, in Russian no `Ч` follows `П`. A stretch of lines is given
//! the languages that write its letters most often, the likeliest of them by its pairs of
//! letters; of the closest few, the one whose letters outside ASCII cost least beside their
//! neighbours beyond what each costs in the language's own text is the one it fits.

mod language;
pub mod likely;
mod model;
mod shape;
mod words;

pub use language::start_bits;
use model::{end_word, model, Alphabet};
pub use model::{languages, Language};
use shape::{EDGE, MAX_CP, SCRIPTS, UNKNOWN};
use std::cell::RefCell;
pub use words::listed;
use words::{saved_by_words, told_by_words};

thread_local! {
    /// How often each letter is in the stretch being weighed (zero between uses).
    static COUNTS: RefCell<Vec<u32>> = const { RefCell::new(Vec::new()) };
}

/// The pairs a text's language is chosen on (its first ones).
const SAMPLE: usize = 4096;

/// What one letter may add or take off, in bits (one stray letter is not a text's verdict).
const MOST: f32 = 16.0;
const LEAST: f32 = -8.0;

/// How far a text's letters may stray before it counts, in bits: a few bits for any text, more
/// per square root of its letters outside ASCII, and some per letter (real text varies, and
/// pangrams and poems use the rare letters on purpose: `Съешь же ещё этих мягких булок`).
const SLACK_BASE: f32 = 4.0;
const SLACK: f32 = 3.0;
const SLACK_PER_LETTER: f32 = 1.0;

/// A text's letters as the model reads them: for each script it knows, the text's letters in
/// order, a word's edges between them. A long text is weighed a stretch of lines at a time,
/// each in the language it fits best (a file may hold several languages).
#[derive(Default, Clone)]
pub struct Letters {
    seqs: [Vec<u16>; SCRIPTS.len()],
    /// The script of the letter before, while a word goes on.
    open: Option<usize>,
    /// Letters in the stretch being read.
    letters: usize,
    /// How badly the stretches read before fit (bits).
    done: f32,
    /// Whether a stretch was weighed and let go: the text is long, and its words tell nothing
    /// its letters do not.
    long: bool,
    /// Whether the open word's last letter is a capital sigma after another of its letters
    /// (ending the word, it is the final sigma's: [`model::end_word`]).
    sigma: bool,
}

/// The letters a stretch of lines holds at least before a line break ends it.
const STRETCH: usize = 400;

impl Letters {
    /// Add a character of a word: a letter the model knows the script of, or else an edge (a
    /// combining mark the model does not list is passed over).
    pub fn push(&mut self, c: char) {
        let cp = c as u32;
        let (slot, i) = if cp < MAX_CP {
            model().index[cp as usize]
        } else {
            (0xFF, 0)
        };
        if slot == 0xFF {
            if !matches!(super::kind(c), super::Kind::Mark) {
                self.edge();
            }
            return;
        }
        let slot = slot as usize;
        if self.open != Some(slot) {
            self.edge();
            self.seqs[slot].push(EDGE);
        }
        self.sigma = c == 'Σ' && self.open == Some(slot);
        self.seqs[slot].push(i);
        self.letters += 1;
        self.open = Some(slot);
    }

    /// A sign in a word where a letter belongs (`construcci—n`, `bin¾re`, `€nderung`: letters a
    /// Mac code page wrote read as windows-1252): a letter no language of the script writes
    /// (of the Latin script where it starts a word).
    pub fn stray(&mut self) {
        let slot = self.open.unwrap_or(0);
        if self.open.is_none() {
            self.seqs[slot].push(EDGE);
        }
        self.seqs[slot].push(UNKNOWN);
        self.sigma = false;
        self.letters += 1;
        self.open = Some(slot);
    }

    /// The end of a word.
    pub fn edge(&mut self) {
        if let Some(s) = self.open.take() {
            end_word(&mut self.seqs[s], s, std::mem::take(&mut self.sigma));
            self.seqs[s].push(EDGE);
        }
    }

    /// A line break: where a stretch of enough letters ends, it is weighed and let go.
    pub fn line(&mut self) {
        self.edge();
        if self.letters >= STRETCH {
            self.done += self.stretch().0;
            self.long = true;
            self.seqs.iter_mut().for_each(Vec::clear);
            self.letters = 0;
        }
    }

    /// The language each script's letters fit best in the stretch being read.
    pub fn languages(&self) -> Vec<&'static Language> {
        let m = model();
        (0..SCRIPTS.len())
            .filter_map(|s| fit(&m.scripts[s], &self.seqs[s], self.short()).map(|f| f.0))
            .collect()
    }

    /// How badly the letters outside ASCII fit the language that fits best, in bits beyond
    /// what real text strays (0 for text that reads as its language). A short text whose words
    /// told its language is weighed less what its words with letters outside ASCII save there
    /// for being among the language's most frequent (`geçersiz`, `değil`): below 0 where its
    /// letters fit and such words are in it.
    ///
    /// ```
    /// use mojiscope::script::letters::Letters;
    /// let misfit = |t: &str| {
    ///     let mut l = Letters::default();
    ///     t.chars().for_each(|c| if c.is_alphabetic() { l.push(c) } else { l.edge() });
    ///     l.misfit()
    /// };
    /// assert!(misfit("En az bir geçersiz imza ile karşılaşıldı.") <= 0.0);
    /// assert!(misfit("En az bir geçersiz imza ile karþýlaþýldý.") > 10.0);
    /// assert_eq!(misfit("Ikke alle pakkene kunne godkjennes"), 0.0);
    /// assert!(misfit("пВОПЧМЕОП %lu РБЛЕФПЧ") > 10.0);
    /// ```
    pub fn misfit(&self) -> f32 {
        self.done + self.stretch().0
    }

    /// [`Letters::misfit`] and the strain: what the letters cost in the language before the
    /// slack real text is given, those outside ASCII beside their neighbours and every pair of
    /// letters. Where two readings of one short text both read as a language, how much better
    /// one fits than the other: `HŠmtning` and `Hämtning` in Swedish (which writes `š` in
    /// names), or Lithuanian `baigėsi` against `baigësi`, whose `ë` reads as Albanian but whose
    /// other words' pairs are Lithuanian's.
    ///
    /// ```
    /// use mojiscope::script::letters::Letters;
    /// let weigh = |t: &str| {
    ///     let mut l = Letters::default();
    ///     t.chars().for_each(|c| if c.is_alphabetic() { l.push(c) } else { l.edge() });
    ///     l.misfit_and_strain()
    /// };
    /// let (misread, fine) = (weigh("HŠmtning misslyckades"), weigh("Hämtning misslyckades"));
    /// assert_eq!(misread.0, 0.0);
    /// assert!(misread.1 > fine.1 + 5.0);
    /// ```
    pub fn misfit_and_strain(&self) -> (f32, f32) {
        let (misfit, strain) = self.stretch();
        (self.done + misfit, self.done + strain)
    }

    /// Whether the whole text is the stretch being read, and it is shorter than a stretch:
    /// a text its words may tell the language of.
    fn short(&self) -> bool {
        !self.long && self.letters < STRETCH
    }

    /// How badly the stretch being read fits, and its strain ([`Letters::misfit_and_strain`]).
    fn stretch(&self) -> (f32, f32) {
        let m = model();
        (0..SCRIPTS.len())
            .filter_map(|s| fit(&m.scripts[s], &self.seqs[s], self.short()))
            .fold((0.0, 0.0), |(m, s), f| (m + f.1.misfit, s + f.1.strain))
    }
}

/// How many languages, by how often they write the letters, are weighed by their pairs.
const LIKELY: usize = 6;

/// How many of the languages whose pairs cost a text least are weighed letter by letter.
const CLOSEST: usize = 3;

/// The language of the alphabet that `seq` fits best, and how badly (bits beyond the slack):
/// of the CLOSEST languages whose pairs cost it least (on its first SAMPLE pairs), the one
/// its letters outside ASCII fit best. A `short` text (the whole text is this stretch) is
/// weighed only in the languages its words say it is in, where they say so
/// ([`told_by_words`]).
fn fit<'a>(a: &'a Alphabet, seq: &[u16], short: bool) -> Option<(&'a Language, Fit)> {
    if seq.len() < 2 {
        return None;
    }
    let sample = &seq[..seq.len().min(SAMPLE)];
    // First by how often each language writes the letters (a letter at a time, counted once),
    // then the likeliest by their pairs.
    let mut counts: Vec<(u16, u32)> = Vec::new();
    COUNTS.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() < a.n {
            c.resize(a.n, 0);
        }
        for &i in sample {
            if i != EDGE {
                if c[i as usize] == 0 {
                    counts.push((i, 0));
                }
                c[i as usize] += 1;
            }
        }
        for (i, n) in counts.iter_mut() {
            *n = std::mem::take(&mut c[*i as usize]);
        }
    });
    let told = short.then(|| told_by_words(a, seq)).flatten();
    let mut likely: Vec<(u32, &Language)> = a
        .languages
        .iter()
        .enumerate()
        .filter(|(i, _)| told.as_ref().is_none_or(|t| t[*i]))
        .map(|(_, l)| {
            let bits: u32 = counts
                .iter()
                .map(|&(i, n)| n * l.unigram[i as usize] as u32)
                .sum();
            (bits, l)
        })
        .collect();
    likely.sort_by_key(|r| r.0);
    let mut ranked: Vec<(u32, &Language)> = likely
        .into_iter()
        .take(LIKELY)
        .map(|(_, l)| {
            let pairs: u32 = sample
                .windows(2)
                .map(|w| l.cost[w[0] as usize * a.n + w[1] as usize] as u32)
                .sum();
            (pairs, l)
        })
        .collect();
    ranked.sort_by_key(|r| r.0);
    ranked
        .into_iter()
        .take(CLOSEST)
        .map(|(pairs, l)| {
            let (bits, letters) = misfit_in(a, l, seq, told.is_some());
            // (In a short text told its language, less what its words save there.)
            let saved = match told {
                Some(_) => a
                    .languages
                    .iter()
                    .position(|x| std::ptr::eq(x, l))
                    .map_or(0.0, |i| saved_by_words(a, i, seq)),
                None => 0.0,
            };
            let n = letters as f32;
            let slack = SLACK_BASE + SLACK * n.sqrt() + SLACK_PER_LETTER * n;
            let fit = Fit {
                misfit: (bits - slack).max(0.0) - saved,
                strain: bits - saved + pairs as f32,
            };
            (l, fit)
        })
        .min_by(|(_, x), (_, y)| {
            let by_strain = x.strain.total_cmp(&y.strain);
            x.misfit.total_cmp(&y.misfit).then(by_strain)
        })
}

/// How a stretch's letters fit one language, in bits: those outside ASCII beyond the slack real
/// text is given (`misfit`), and all they cost, every pair of letters included (`strain`).
#[derive(Clone, Copy)]
struct Fit {
    misfit: f32,
    strain: f32,
}

/// How often a language must write a letter, in bits (-log2 of its share of the letters), for
/// it to cost nothing by itself in a short text ([`misfit_in`]).
const RARE_FROM: f32 = 10.0;

/// The most one word's letters cost in a short text told its language ([`misfit_in`]) where
/// they are LIST or more letters and none of them ASCII: such a word is no word of a Latin
/// alphabet but a list of its letters (`ğüşıöç`), and tells that once, not once a letter.
/// (Letters swapped inside a word, `karþýlaþýldý`, each count.)
const WORD_MOST: f32 = 24.0;
const LIST: usize = 3;

/// What the letters outside ASCII of `seq` cost beside their neighbours in `lang`, beyond what
/// they cost in its own text, in bits; and how many letters outside ASCII it holds.
///
/// With `rarity` (a short text whose words told its language), a letter the language seldom
/// writes costs too, beyond RARE_FROM bits: in a sentence of a few words, `š` in Swedish
/// (`fšr`, `Šndringslogg`) has too few neighbours to be told by them.
fn misfit_in(a: &Alphabet, lang: &Language, seq: &[u16], rarity: bool) -> (f32, u32) {
    // (What the word being read costs, its letters, whether one of them is ASCII.)
    let (mut sum, mut count, mut word) = (0.0f32, 0u32, (0.0f32, 0usize, false));
    let word_cost = |(bits, letters, ascii): (f32, usize, bool)| {
        if rarity && !ascii && letters >= LIST {
            bits.min(WORD_MOST)
        } else {
            bits
        }
    };
    let at = |i: usize| seq.get(i).copied().unwrap_or(EDGE) as usize;
    for i in 1..seq.len() {
        let c = at(i);
        if c == EDGE as usize {
            sum += word_cost(std::mem::take(&mut word));
            continue;
        }
        word.1 += 1;
        if a.ascii[c] {
            word.2 = true;
            continue;
        }
        let (p, q) = (at(i - 1), at(i + 1));
        let bits = lang.cost[p * a.n + c] as f32 + lang.cost[c * a.n + q] as f32;
        word.0 += (bits - lang.expect[c]).clamp(LEAST, MOST);
        if rarity {
            word.0 += (lang.unigram[c] as f32 - RARE_FROM).clamp(0.0, MOST);
        }
        count += 1;
    }
    sum += word_cost(word);
    (sum, count)
}

#[cfg(test)]
mod tests;
