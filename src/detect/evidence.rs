//! What the bytes look like under one encoding: whether they decode without errors (and where
//! the first error is), how many U+FFFD and C1 controls the text has, how many words mix
//! scripts, and how plausible its Cyrillic words are. chardetng gives a guess and no reasons;
//! this is the evidence shown beside it, for every candidate.

use super::char_facts::Facts;
use super::tally::Tally;
use crate::encoding::Encoding;
use crate::i18n::{words, Lang};

/// The evidence for one candidate encoding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evidence {
    pub encoding: Encoding,
    /// Byte offset of the first error, or None when the sample decodes without one.
    pub first_error: Option<usize>,
    /// U+FFFD in the decoded text (errors, or U+FFFD written as such).
    pub replacements: usize,
    /// U+0080–U+009F: control codes no text uses; bytes that mean a character elsewhere.
    pub c1_controls: usize,
    /// Words (runs of letters) mixing letters of two scripts, as mojibake does ("ÐŸÑ€Ð¸").
    pub mixed_script_words: usize,
    /// Words of two letters or more, with letters of some script.
    pub words: usize,
    /// Symbols glued to letters ("½uvre", "©koda", "Ã©"): what another encoding's letters
    /// look like (apostrophes, quotes and dashes do not count).
    pub glued_symbols: usize,
    /// For Latin text with accented letters: how well they fit one language's alphabet, per
    /// mille (1000: every accented letter is one language's; 0: too few to tell). A Czech text
    /// read in a sibling encoding has Polish or Slovak letters in Czech words.
    pub latin_fit: u32,
    /// For Cyrillic text: well-formed words minus broken ones (a symbol or a rare letter where
    /// a capital should be, as windows-1251 reads x-mac-cyrillic's capitals).
    pub cyrillic_plausibility: i64,
    /// What its reading costs as real text by the letters' model, in bits (lower is likelier;
    /// see [`super::likeliest`]): None where the model did not weigh it to the end.
    pub bits: Option<u32>,
}

impl Evidence {
    /// The evidence for `bytes` decoded as `encoding` (without BOM handling).
    pub fn gather(bytes: &[u8], encoding: Encoding) -> Evidence {
        Evidence::gather_with(bytes, encoding, encoding.reference().is_single_byte())
    }

    /// [`Evidence::gather`], a single-byte encoding's bytes read through a table of its 256
    /// (`by_table`) or decoded.
    fn gather_with(bytes: &[u8], encoding: Encoding, by_table: bool) -> Evidence {
        let rs = encoding.reference();
        let mut tally = Tally::default();
        let first_error = if by_table {
            let (table, error) = byte_table(encoding);
            for &b in bytes {
                let (c, f) = table[b as usize];
                tally.push(c, f);
            }
            bytes.iter().position(|&b| error[b as usize])
        } else if encoding == Encoding::Utf8 {
            // UTF-8 read in place: each invalid piece is one U+FFFD, as the standard's decoder
            // and Rust's both make it (the longest piece of a sequence that could have gone on).
            let replacement = '\u{FFFD}';
            let mut first = None;
            let mut at = 0;
            for chunk in bytes.utf8_chunks() {
                for c in chunk.valid().chars() {
                    tally.push(c, Facts::of(c));
                }
                at += chunk.valid().len();
                if !chunk.invalid().is_empty() {
                    first.get_or_insert(at);
                    tally.push(replacement, Facts::of(replacement));
                }
                at += chunk.invalid().len();
            }
            first
        } else {
            let (text, _) = rs.decode_without_bom_handling(bytes);
            for c in text.chars() {
                tally.push(c, Facts::of(c));
            }
            first_error(bytes, rs)
        };
        let tally = tally.finish();
        Evidence {
            encoding,
            first_error,
            replacements: tally.replacements,
            c1_controls: tally.c1_controls,
            mixed_script_words: tally.mixed_script_words,
            words: tally.words,
            glued_symbols: tally.glued_symbols,
            latin_fit: tally.latin_fit(),
            cyrillic_plausibility: tally.cyrillic_plausibility(),
            bits: None,
        }
    }

    /// The evidence in a sentence in `lang`: "decodes without errors; 3 C1 controls".
    pub fn verdict(&self, lang: Lang) -> String {
        let mut parts = Vec::new();
        match self.first_error {
            None => parts.push(words!(lang, "detect-evidence-no-errors")),
            Some(at) => parts.push(words!(
                lang,
                "detect-evidence-first-error",
                offset = at,
                n = self.replacements
            )),
        }
        if self.c1_controls > 0 {
            parts.push(words!(lang, "detect-evidence-c1", n = self.c1_controls));
        }
        if self.mixed_script_words > 0 {
            parts.push(words!(
                lang,
                "detect-evidence-mixed-scripts",
                n = self.mixed_script_words,
                words = self.words
            ));
        }
        if self.glued_symbols > 0 {
            parts.push(words!(
                lang,
                "detect-evidence-glued",
                n = self.glued_symbols
            ));
        }
        if self.latin_fit > 0 && self.latin_fit < 1000 {
            parts.push(words!(
                lang,
                "detect-evidence-latin-fit",
                fit = self.latin_fit
            ));
        }
        if self.cyrillic_plausibility != 0 {
            parts.push(words!(
                lang,
                "detect-evidence-cyrillic",
                score = format!("{:+}", self.cyrillic_plausibility)
            ));
        }
        if let Some(bits) = self.bits {
            parts.push(words!(lang, "detect-evidence-bits", bits = bits));
        }
        parts.join(&words!(lang, "detect-evidence-separator"))
    }
}

/// A single-byte encoding's 256 bytes, each decoded once for the process (U+FFFD and an error
/// where it has no character), with the character's facts.
type ByteTable = ([(char, Facts); 256], [bool; 256]);

fn byte_table(encoding: Encoding) -> &'static ByteTable {
    static TABLES: [std::sync::OnceLock<ByteTable>; Encoding::ALL.len()] =
        [const { std::sync::OnceLock::new() }; Encoding::ALL.len()];
    let at = Encoding::ALL
        .iter()
        .position(|&e| e == encoding)
        .expect("every encoding is in ALL");
    TABLES[at].get_or_init(|| {
        let rs = encoding.reference();
        let replacement = ('\u{FFFD}', Facts::work_out('\u{FFFD}'));
        let mut table = [replacement; 256];
        let mut error = [false; 256];
        for b in 0..=255u8 {
            let byte = [b];
            let (text, had_errors) = rs.decode_without_bom_handling(&byte);
            match text.chars().next().filter(|_| !had_errors) {
                Some(c) => table[b as usize] = (c, Facts::work_out(c)),
                None => error[b as usize] = true,
            }
        }
        (table, error)
    })
}

/// The offset of the first byte `rs` cannot decode, if any.
pub(super) fn first_error(bytes: &[u8], rs: &'static encoding_rs::Encoding) -> Option<usize> {
    let mut decoder = rs.new_decoder_without_bom_handling();
    let mut out = String::with_capacity(bytes.len().min(1 << 16) * 3 + 16);
    let mut pos = 0;
    loop {
        let (result, read) =
            decoder.decode_to_string_without_replacement(&bytes[pos..], &mut out, true);
        pos += read;
        match result {
            encoding_rs::DecoderResult::InputEmpty => return None,
            encoding_rs::DecoderResult::OutputFull => {
                out.clear();
                out.reserve(1 << 16);
            }
            encoding_rs::DecoderResult::Malformed(bad, extra) => {
                return Some(pos - bad as usize - extra as usize);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::detect::char_facts::Script;
    use crate::script::alphabet_mask;

    // Each measure on its own, as the evidence defines it: the one pass of `Tally` is held to
    // these.

    /// Words of two letters or more, and how many of them mix scripts (`chars`: each character
    /// and its facts).
    fn words(chars: &[(char, Facts)]) -> (usize, usize) {
        let (mut words, mut mixed) = (0, 0);
        for word in chars.split(|&(_, f)| !f.alphabetic()) {
            let mut scripts = word
                .iter()
                .map(|&(_, f)| f.script())
                .filter(|&s| s != Script::Other);
            let Some(first) = scripts.next() else {
                continue;
            };
            if word.len() < 2 {
                continue;
            }
            words += 1;
            if scripts.any(|s| s != first) {
                mixed += 1;
            }
        }
        (words, mixed)
    }

    /// How well the text's accented Latin letters fit the one alphabet they fit best, per mille.
    fn latin_fit(chars: &[(char, Facts)]) -> u32 {
        let mut letters = 0usize;
        let mut held = [0usize; 32];
        let mut hold = |mut m: u32, letters: &mut usize| {
            *letters += 1;
            while m != 0 {
                held[m.trailing_zeros() as usize] += 1;
                m &= m - 1;
            }
        };
        for &(c, f) in chars.iter().filter(|(_, f)| f.latin()) {
            match f.latin_mask() {
                Some(mask) => hold(mask, &mut letters),
                None => c
                    .to_lowercase()
                    .for_each(|l| hold(alphabet_mask(l), &mut letters)),
            }
        }
        if letters < 6 {
            return 0;
        }
        let best = held.iter().copied().max().unwrap_or(0);
        (best * 1000 / letters) as u32
    }

    /// Non-ASCII symbols next to a letter, but not the punctuation words carry (’ ‘ “ ” – — …,
    /// and the punctuation of other scripts).
    fn glued_symbols(chars: &[(char, Facts)]) -> usize {
        (0..chars.len())
            .filter(|&i| {
                let (c, f) = chars[i];
                // Superscripts and fractions count: ¹ and ½ are where ISO-8859-4 has š and
                // ISO-8859-15 has œ.
                let symbol = !c.is_ascii()
                    && !f.alphabetic()
                    && !f.whitespace()
                    && !f.word_punctuation()
                    && !f.c1();
                let letter = |j: Option<usize>| {
                    j.and_then(|j| chars.get(j))
                        .is_some_and(|n| n.1.alphabetic())
                };
                symbol && (letter(i.checked_sub(1)) || (letter(Some(i + 1)) && !f.opening()))
            })
            .count()
    }

    /// Cyrillic words in a plausible case (lower, Capitalised, UPPER) of common letters count +1;
    /// words with a rare letter or a capital inside count −2, and so does a symbol glued to the
    /// front of a lower-case word (where x-mac-cyrillic's capital became a windows-1251 symbol).
    fn cyrillic_plausibility(chars: &[(char, Facts)]) -> i64 {
        // (Without a Cyrillic letter no word counts and no symbol is glued to one.)
        if !chars.iter().any(|&(_, f)| f.script() == Script::Cyrillic) {
            return 0;
        }
        let mut score = 0;
        let mut i = 0;
        while i < chars.len() {
            if !chars[i].1.alphabetic() {
                // A symbol directly before a lower-case Cyrillic word, after a space or at the
                // start: a capital read in the wrong encoding.
                let glued = chars.get(i + 1).is_some_and(|&(_, n)| {
                    n.script() == Script::Cyrillic && n.lower() && n.common_cyrillic()
                });
                let before_ok = i == 0 || chars[i - 1].1.whitespace();
                let (c, f) = chars[i];
                let symbol = !f.whitespace() && !c.is_ascii() && !f.numeric();
                if glued && before_ok && symbol {
                    score -= 2;
                }
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && chars[i].1.alphabetic() {
                i += 1;
            }
            let word = &chars[start..i];
            if word.len() < 2 || !word.iter().any(|&(_, f)| f.script() == Script::Cyrillic) {
                continue;
            }
            let common = word.iter().all(|&(_, f)| f.common_cyrillic());
            let rest_lower = word[1..].iter().all(|&(_, f)| f.lower());
            let all_upper = word.iter().all(|&(_, f)| f.upper());
            if common && (rest_lower || all_upper) {
                score += 1;
            } else {
                score -= 2;
            }
        }
        score
    }

    fn chars(text: &str) -> Vec<(char, Facts)> {
        text.chars().map(|c| (c, Facts::of(c))).collect()
    }

    /// Pseudo-random numbers from `seed` (xorshift), the same in every run.
    fn xorshift(mut state: u64) -> impl FnMut() -> u64 {
        move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        }
    }

    /// A single-byte encoding's evidence read through its table is what decoding gives, on
    /// every byte and on random bytes.
    #[test]
    fn the_table_of_a_single_byte_encoding_gives_the_decoded_evidence() {
        let mut next = xorshift(0x2545_F491_4F6C_DD1D);
        let mut random = |n: usize| -> Vec<u8> { (0..n).map(|_| next() as u8).collect() };
        let every: Vec<u8> = (0..=255u8).cycle().take(2048).collect();
        let inputs = [
            every,
            random(5000),
            random(300),
            b"Caf\xE9 \x81 ok".to_vec(),
        ];
        let single: Vec<Encoding> = Encoding::ALL
            .iter()
            .copied()
            .filter(|e| e.reference().is_single_byte())
            .collect();
        assert!(single.len() > 25, "{}", single.len());
        for e in single {
            for bytes in &inputs {
                let table = Evidence::gather_with(bytes, e, true);
                assert_eq!(
                    table,
                    Evidence::gather_with(bytes, e, false),
                    "{}",
                    e.name()
                );
            }
        }
    }

    /// The one pass counts what each measure counts on its own, on random texts of letters of
    /// several scripts and cases, symbols, spaces, digits, C1 controls and U+FFFD, and on real
    /// text read in several encodings.
    #[test]
    fn one_pass_counts_what_each_measure_counts() {
        let pool: Vec<char> =
            "aZéÉšŠœæøÅßПпРрЁёЖжΩωαΣ日本ｶ ½¹©®’“–…-.,!?0١2\u{85}\u{9F}\u{FFFD}\t\u{300}ǅ"
                .chars()
                .collect();
        let mut next = xorshift(0x9E37_79B9_7F4A_7C15);
        let mut texts: Vec<String> = (0..3000)
            .map(|_| {
                let n = (next() % 40) as usize;
                (0..n)
                    .map(|_| pool[(next() % pool.len() as u64) as usize])
                    .collect()
            })
            .collect();
        let real = "Москва и Санкт-Петербург, příliš žluťoučký kůň, Œuvre ½ «Grüße»";
        for e in [
            encoding_rs::WINDOWS_1251,
            encoding_rs::KOI8_R,
            encoding_rs::WINDOWS_1250,
        ] {
            let (bytes, _, _) = encoding_rs::UTF_8.encode(real);
            texts.push(e.decode_without_bom_handling(&bytes).0.into_owned());
            let (bytes, _, _) = e.encode(real);
            for other in [encoding_rs::WINDOWS_1252, encoding_rs::X_MAC_CYRILLIC, e] {
                texts.push(other.decode_without_bom_handling(&bytes).0.into_owned());
            }
        }
        let mut cyrillic_seen = 0;
        for text in &texts {
            let cs = chars(text);
            let mut tally = Tally::default();
            cs.iter().for_each(|&(c, f)| tally.push(c, f));
            let t = tally.finish();
            let replacements = cs.iter().filter(|&&(c, _)| c == '\u{FFFD}').count();
            let c1 = cs.iter().filter(|&&(_, f)| f.c1()).count();
            assert_eq!(
                (t.words, t.mixed_script_words),
                words(&cs),
                "words of {text:?}"
            );
            assert_eq!(t.glued_symbols, glued_symbols(&cs), "glued in {text:?}");
            assert_eq!(t.latin_fit(), latin_fit(&cs), "latin fit of {text:?}");
            assert_eq!(
                t.cyrillic_plausibility(),
                cyrillic_plausibility(&cs),
                "cyrillic of {text:?}"
            );
            assert_eq!(
                (t.replacements, t.c1_controls),
                (replacements, c1),
                "{text:?}"
            );
            cyrillic_seen += usize::from(t.cyrillic_plausibility() != 0);
        }
        // (The texts reach every measure.)
        assert!(cyrillic_seen > 100, "{cyrillic_seen}");
    }

    /// UTF-8 read in place gives the evidence of the standard's decoder, on random bytes, on
    /// text with errors and on the stress test's pieces.
    #[test]
    fn utf8_read_in_place_gives_the_decoded_evidence() {
        let mut next = xorshift(0x51_7CC1_B727_220A);
        let mut random = |n: usize| -> Vec<u8> { (0..n).map(|_| next() as u8).collect() };
        let mut inputs: Vec<Vec<u8>> = (0..200).map(|n| random(n * 7)).collect();
        inputs.push("Grüße, Привет, 日本語".as_bytes().to_vec());
        inputs.push(
            b"caf\xC3\xA9 \xC0\x80 \xED\xA0\x80 \xF4\x90\x80\x80 \xE2\x82 \xF0\x9F\x98".to_vec(),
        );
        inputs.push(b"\xE2\x82".to_vec());
        for bytes in &inputs {
            let rs = Encoding::Utf8.reference();
            let mut tally = Tally::default();
            for c in rs.decode_without_bom_handling(bytes).0.chars() {
                tally.push(c, Facts::of(c));
            }
            let t = tally.finish();
            let e = Evidence::gather(bytes, Encoding::Utf8);
            let decoded = (
                first_error(bytes, rs),
                t.replacements,
                t.words,
                t.glued_symbols,
                t.latin_fit(),
                t.cyrillic_plausibility(),
            );
            let in_place = (
                e.first_error,
                e.replacements,
                e.words,
                e.glued_symbols,
                e.latin_fit,
                e.cyrillic_plausibility,
            );
            assert_eq!(in_place, decoded, "{bytes:02X?}");
        }
    }

    #[test]
    fn mojibake_mixes_scripts() {
        assert_eq!(words(&chars("Привет мир")), (2, 0));
        // UTF-8 Cyrillic read as windows-1252: Latin letters and symbols.
        let (w, mixed) = words(&chars("ÐŸÑ€Ð¸Ð²ÐµÑ‚"));
        assert!(w >= 1 && mixed == 0, "{w} {mixed}");
        assert_eq!(words(&chars("Москваmoscow")), (1, 1));
    }

    #[test]
    fn cyrillic_capitals_read_in_the_wrong_encoding_score_low() {
        let good = cyrillic_plausibility(&chars("Москва и Санкт-Петербург"));
        let mac_as_1251 = cyrillic_plausibility(&chars("Њосква и ‘анкт-ЏетербургЉ"));
        assert!(good > 0 && mac_as_1251 < 0, "{good} {mac_as_1251}");
    }

    #[test]
    fn accented_letters_fit_one_alphabet_or_several() {
        // Czech read as Czech, and as windows-1250 reads ISO-8859-2 (š → ą, ž → ľ).
        assert_eq!(
            latin_fit(&chars("příliš žluťoučký kůň úpěl ďábelské ódy")),
            1000
        );
        assert!(latin_fit(&chars("přílią ľluťoučký kůň úpěl ďábelské ódy")) < 1000);
        // Too few accented letters to tell.
        assert_eq!(latin_fit(&chars("café")), 0);
        // A superscript or a fraction glued to a word counts as a symbol ("c½ur").
        assert_eq!(glued_symbols(&chars("c½ur et ¹ seul")), 1);
        assert_eq!(glued_symbols(&chars("it’s “quoted” – fine")), 0);
        // Spanish opens a question and an exclamation with ¿ and ¡; after a letter they are
        // UTF-8's á and ÿ read as windows-1252.
        assert_eq!(glued_symbols(&chars("¿Desea continuar? ¡Bienvenido!")), 0);
        assert_eq!(glued_symbols(&chars("mÃ¡s Ã¿")), 2);
    }

    #[test]
    fn japanese_punctuation_is_not_a_glued_symbol() {
        let text = "「こんにちは」と彼は言った。日本語、テキスト！（本当に）";
        let (sjis, _, _) = encoding_rs::SHIFT_JIS.encode(text);
        let right = Evidence::gather(&sjis, Encoding::ShiftJis);
        assert_eq!(right.glued_symbols, 0, "{}", right.verdict(Lang::En));
        assert_eq!(right.verdict(Lang::En), "decodes without errors");
        // The same bytes read as windows-1252 still show their glued symbols.
        assert!(Evidence::gather(&sjis, Encoding::Windows1252).glued_symbols > 0);
        let arabic = Evidence::gather("مرحبا، كيف حالك؟".as_bytes(), Encoding::Utf8);
        assert_eq!(arabic.glued_symbols, 0);
    }

    #[test]
    fn first_errors_and_controls() {
        let e = Evidence::gather(b"ok \xFF ok", Encoding::Utf8);
        assert_eq!((e.first_error, e.replacements), (Some(3), 1));
        let e = Evidence::gather(b"ok \x81 ok", Encoding::Windows1252);
        assert_eq!((e.first_error, e.c1_controls), (None, 1));
        assert!(
            e.verdict(Lang::En).contains("1 C1 control "),
            "{}",
            e.verdict(Lang::En)
        );
    }
}
