//! Detection: what the bytes are probably in when nothing declares it. chardetng (Firefox's
//! detector) is fed a bounded sample with the top-level domain and UTF-8 allowed. UTF-16 without
//! a BOM, which chardetng never answers, is told by its rhythm; otherwise every encoding that
//! decodes the bytes without an error reads them, and the reading the letters' model finds
//! likeliest as real text is the choice, chardetng's guess a few bits ahead
//! ([`likeliest`]): it tells apart what chardetng confuses (ISO-8859-2 and windows-1250, the
//! Cyrillic encodings, x-mac-cyrillic it never answers). Evidence is gathered for the
//! candidates shown beside the choice. No I/O.

pub mod binary;
mod char_facts;
pub mod evidence;
pub mod likeliest;
mod tally;

use crate::encoding::Encoding;
use crate::i18n::{words, Lang};
use chardetng::{EncodingDetector, Iso2022JpDetection, Utf8Detection};
pub use evidence::Evidence;

/// Bytes fed to the detector and examined for evidence.
pub const SAMPLE: usize = 1 << 20;

/// Fewer non-ASCII bytes than this: too little to go on.
const TOO_LITTLE: usize = 16;

/// What detection found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Detection {
    /// chardetng's guess.
    pub chardetng: Encoding,
    /// The top-level domain given to chardetng, if usable.
    pub tld: Option<String>,
    /// Whether chardetng may guess UTF-8 (and ISO-2022-JP): yes for a local file, as Firefox
    /// does for file: URLs; no for a page from the network.
    pub from_network: bool,
    /// Whether that domain can change chardetng's guess.
    pub tld_may_affect_guess: bool,
    /// Bytes examined.
    pub sample: usize,
    /// Non-ASCII bytes among them.
    pub non_ascii: usize,
    /// The choice, and why.
    pub choice: Encoding,
    pub why: Why,
    /// The evidence for every candidate, the choice first.
    pub evidence: Vec<Evidence>,
}

/// Why the detector chose what it chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// UTF-32 (`form`: "UTF-32BE" or "UTF-32LE"), which the standard does not decode: UTF-8.
    Utf32 {
        form: &'static str,
        chardetng: Encoding,
    },
    /// A page from the network: chardetng's guess, as Firefox takes it.
    FromNetwork,
    /// UTF-16 by its rhythm, which chardetng never answers.
    Utf16 {
        encoding: Encoding,
        chardetng: Encoding,
    },
    /// chardetng's guess, on too few non-ASCII bytes.
    TooLittle { non_ascii: usize },
    /// chardetng's guess, which the evidence does not contradict.
    Guess,
    /// Of every encoding that decodes the bytes without an error, the reading the letters'
    /// model finds likeliest as real text (`bits`), by more than chardetng's head start over
    /// its guess (`guess_bits`, None where the guess does not decode them without an error).
    Likeliest {
        guess: Encoding,
        bits: u32,
        guess_bits: Option<u32>,
    },
}

impl Why {
    /// The reason in a sentence, in `lang`.
    ///
    /// ```
    /// use mojiscope::detect::Why;
    /// use mojiscope::i18n::Lang;
    /// assert_eq!(
    ///     Why::TooLittle { non_ascii: 3 }.words(Lang::En),
    ///     "chardetng's guess, on too little to go on: 3 non-ASCII bytes"
    /// );
    /// ```
    pub fn words(&self, lang: Lang) -> String {
        match *self {
            Why::Utf32 { form, chardetng } => words!(
                lang,
                "detect-why-utf32",
                form = form,
                chardetng = chardetng.name()
            ),
            Why::FromNetwork => words!(lang, "detect-why-from-network"),
            Why::Utf16 {
                encoding,
                chardetng,
            } => words!(
                lang,
                "detect-why-utf16",
                encoding = encoding.name(),
                chardetng = chardetng.name()
            ),
            Why::TooLittle { non_ascii } => {
                words!(lang, "detect-why-too-little", n = non_ascii)
            }
            Why::Guess => words!(
                lang,
                "detect-why-guess",
                prior = crate::i18n::decimal(lang, f64::from(likeliest::PRIOR), 0),
                per_char = crate::i18n::decimal(lang, f64::from(likeliest::PER_CHAR), 1)
            ),
            Why::Likeliest {
                guess,
                bits,
                guess_bits: Some(guess_bits),
            } => words!(
                lang,
                "detect-why-likeliest",
                bits = bits,
                guess = guess.name(),
                guess_bits = guess_bits
            ),
            Why::Likeliest {
                guess,
                bits,
                guess_bits: None,
            } => words!(
                lang,
                "detect-why-likeliest-guess-broken",
                bits = bits,
                guess = guess.name()
            ),
        }
    }
}

impl Detection {
    /// What a browser's detector answers for these bytes: the choice, except UTF-16 by its
    /// rhythm, which no browser's detector answers (chardetng never does, and a page in
    /// UTF-16 without a BOM shows as chardetng's guess). The HTML and plain-text contexts'
    /// detector step takes this.
    ///
    /// ```
    /// use mojiscope::detect::detect;
    /// use mojiscope::encoding::Encoding;
    /// let page: Vec<u8> = "<p>Grüße aus München</p>".encode_utf16().flat_map(|u| u.to_le_bytes()).collect();
    /// let d = detect(&page, None);
    /// assert_eq!(d.choice, Encoding::Utf16Le);
    /// assert_eq!(d.browser_guess(), d.chardetng);
    /// ```
    pub fn browser_guess(&self) -> Encoding {
        match self.why {
            Why::Utf16 { chardetng, .. } => chardetng,
            _ => self.choice,
        }
    }

    /// Whether there was too little non-ASCII to tell encodings apart.
    pub fn too_little(&self) -> bool {
        self.non_ascii < TOO_LITTLE
    }
}

/// A top-level domain as chardetng takes it: one label, lower-case ASCII letters, digits or
/// hyphens (it panics on anything else).
fn chardetng_tld(tld: Option<&str>) -> Option<String> {
    let t = crate::decide::locale::normalize_tld(tld?);
    (!t.is_empty() && t.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')).then_some(t)
}

/// UTF-16 by its rhythm: in text of one alphabet, the high byte of every unit is one of a few
/// values (00 for ASCII, 04 for Cyrillic, …), while the low bytes vary; in CJK text, the NULs
/// of line breaks and spaces fall on the high bytes. (The caller still checks that the bytes
/// decode.)
pub fn utf16_rhythm(sample: &[u8]) -> Option<Encoding> {
    let pairs = sample.len() / 2;
    // (Every rhythm below is told by NULs: bytes with none have none.)
    if pairs < 8 || memchr::memchr(0, sample).is_none() {
        return None;
    }
    // The share (per cent) of a lane's three most frequent values, and whether 00 is among
    // them.
    let lane = |start: usize| {
        let mut counts = [0usize; 256];
        for &b in sample[start..].iter().step_by(2).take(pairs) {
            counts[b as usize] += 1;
        }
        let mut top: Vec<(usize, usize)> = counts.iter().copied().enumerate().collect();
        top.sort_by_key(|&(_, n)| std::cmp::Reverse(n));
        let share = top[..3].iter().map(|&(_, n)| n).sum::<usize>() * 100 / pairs;
        (share, top[..3].iter().any(|&(b, n)| b == 0 && n > 0))
    };
    let (even, even_nul) = lane(0);
    let (odd, odd_nul) = lane(1);
    if even >= 90 && even_nul && odd < 60 {
        return Some(Encoding::Utf16Be);
    }
    if odd >= 90 && odd_nul && even < 60 {
        return Some(Encoding::Utf16Le);
    }
    // CJK text has too many high bytes for that, but its line breaks and spaces still put a
    // NUL in the high byte, and text in a legacy encoding has no NUL at all: NULs (one in
    // two hundred bytes or more) nearly all on one side.
    let nuls_even = sample.iter().step_by(2).filter(|&&b| b == 0).count();
    let nuls_odd = sample
        .iter()
        .skip(1)
        .step_by(2)
        .filter(|&&b| b == 0)
        .count();
    let nuls = nuls_even + nuls_odd;
    if nuls * 200 < sample.len() {
        return None;
    }
    // (Not where the bytes are UTF-8 with characters beyond ASCII, which UTF-16 text almost
    // never is: a few NULs there are the text's own, `Café\0naïve`, not a rhythm.)
    let utf8 = match std::str::from_utf8(sample) {
        Ok(_) => true,
        Err(e) => e.error_len().is_none(),
    };
    if utf8 && !sample.is_ascii() {
        return None;
    }
    if nuls_even * 10 >= nuls * 9 {
        Some(Encoding::Utf16Be)
    } else if nuls_odd * 10 >= nuls * 9 {
        Some(Encoding::Utf16Le)
    } else {
        None
    }
}

/// Whether the evidence of a UTF-16 candidate says it decodes the sample (a surrogate cut by the
/// sample's end is not an error of the file).
fn decodes_as_utf16(u: &Evidence, len: usize) -> bool {
    u.first_error.is_none_or(|at| at + 4 >= len)
}

/// The UTF-16 the detector chooses for `sample` (its first [`SAMPLE`] bytes, no BOM), if any:
/// the rhythm of UTF-16 text that decodes, and not UTF-32's. The same answer as
/// [`detect`]'s choice, without running chardetng.
///
/// ```
/// use mojiscope::detect::{detect, utf16_choice};
/// use mojiscope::encoding::Encoding;
/// let utf16: Vec<u8> = "UTF-16 text, no BOM".encode_utf16().flat_map(|u| u.to_le_bytes()).collect();
/// assert_eq!(utf16_choice(&utf16), Some(Encoding::Utf16Le));
/// assert_eq!(detect(&utf16, None).choice, Encoding::Utf16Le);
/// assert_eq!(utf16_choice(b"plain ASCII text, plain ASCII text"), None);
/// ```
pub fn utf16_choice(sample: &[u8]) -> Option<Encoding> {
    let sample = &sample[..sample.len().min(SAMPLE)];
    if utf32_rhythm(sample).is_some() {
        return None;
    }
    let e = utf16_rhythm(&sample[..sample.len().min(1 << 16)])?;
    decodes_as_utf16(&Evidence::gather(sample, e), sample.len()).then_some(e)
}

/// Whether `sample` holds too few non-ASCII bytes for the detector to tell encodings apart
/// ([`Detection::too_little`], without running the detector).
pub fn too_little(sample: &[u8]) -> bool {
    let sample = &sample[..sample.len().min(SAMPLE)];
    sample.iter().filter(|&&b| b >= 0x80).count() < TOO_LITTLE
}

/// UTF-32 by its rhythm: in every four bytes the two high ones are NUL (all of BMP text).
fn utf32_rhythm(sample: &[u8]) -> Option<&'static str> {
    let units = sample.len() / 4;
    if units < 8 {
        return None;
    }
    let nul = |k: usize| {
        sample[k..]
            .iter()
            .step_by(4)
            .take(units)
            .filter(|&&b| b == 0)
            .count()
    };
    let lanes = [nul(0), nul(1), nul(2), nul(3)];
    let high = |a: usize, b: usize| lanes[a] * 100 >= units * 95 && lanes[b] * 100 >= units * 95;
    let low = |a: usize| lanes[a] * 100 < units * 50;
    if high(0, 1) && low(3) {
        Some("UTF-32BE")
    } else if high(2, 3) && low(0) {
        Some("UTF-32LE")
    } else {
        None
    }
}

/// Detect the encoding of `bytes` (the first [`SAMPLE`] bytes), as a page under `tld` would be.
///
/// ```
/// use mojiscope::detect::detect;
/// use mojiscope::encoding::Encoding;
/// let text = "Съешь же ещё этих мягких французских булок, да выпей чаю. Москва. ".repeat(4);
/// let (cp1251, _, _) = encoding_rs::WINDOWS_1251.encode(&text);
/// assert_eq!(detect(&cp1251, Some("ru")).choice, Encoding::Windows1251);
/// // chardetng never answers x-mac-cyrillic; the capitals tell.
/// let (mac, _, _) = encoding_rs::X_MAC_CYRILLIC.encode(&text);
/// let d = detect(&mac, Some("ru"));
/// assert_eq!((d.chardetng, d.choice), (Encoding::Windows1251, Encoding::XMacCyrillic));
/// let utf16: Vec<u8> = text.encode_utf16().flat_map(|u| u.to_le_bytes()).collect();
/// assert_eq!(detect(&utf16, None).choice, Encoding::Utf16Le);
/// let latin: Vec<u8> = "plain text, in UTF-16BE".encode_utf16().flat_map(|u| u.to_be_bytes()).collect();
/// assert_eq!(detect(&latin, None).choice, Encoding::Utf16Be);
/// ```
pub fn detect(bytes: &[u8], tld: Option<&str>) -> Detection {
    detect_as(bytes, true, tld, false)
}

/// [`detect`] for a page from the network (`from_network`) or a local file. Firefox lets
/// chardetng guess UTF-8 only for file: URLs, and never ISO-2022-JP for pages that can run
/// scripts; from the network its guess is the choice, as in the browser (our evidence is still
/// gathered and shown).
///
/// ```
/// use mojiscope::detect::detect_as;
/// use mojiscope::encoding::Encoding;
/// let utf8 = "Grüße aus Köln, schöne Straße".repeat(4);
/// assert_eq!(detect_as(utf8.as_bytes(), true, Some("de"), false).choice, Encoding::Utf8);
/// // From the network a browser does not guess UTF-8.
/// assert_eq!(detect_as(utf8.as_bytes(), true, Some("de"), true).choice, Encoding::Windows1252);
/// ```
pub fn detect_as(bytes: &[u8], whole: bool, tld: Option<&str>, from_network: bool) -> Detection {
    let whole = whole && bytes.len() <= SAMPLE;
    let sample = &bytes[..bytes.len().min(SAMPLE)];
    // UTF-16 text behind a UTF-8 BOM (something wrote one in front of it): its two-byte units
    // start after the BOM, so the detector reads from there (from byte 0 the NULs fall on the
    // other side, and the text looks like UTF-16 of the other byte order).
    let sample = match sample.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) if utf16_rhythm(rest).is_some() => rest,
        _ => sample,
    };
    let tld = chardetng_tld(tld);
    let tld_bytes = tld.as_deref().map(str::as_bytes);
    let (iso_2022_jp, utf8) = if from_network {
        (Iso2022JpDetection::Deny, Utf8Detection::Deny)
    } else {
        (Iso2022JpDetection::Allow, Utf8Detection::Allow)
    };
    let mut detector = EncodingDetector::new(iso_2022_jp);
    detector.feed(sample, whole);
    let chardetng = Encoding::from_reference(detector.guess(tld_bytes, utf8));
    let non_ascii = sample.iter().filter(|&&b| b >= 0x80).count();
    let rhythm =
        utf16_rhythm(&sample[..sample.len().min(1 << 16)]).map(|e| Evidence::gather(sample, e));
    let utf32 = utf32_rhythm(sample).filter(|_| !from_network);
    // chardetng never answers UTF-16: trust the rhythm when the text decodes.
    let utf16 = rhythm
        .as_ref()
        .filter(|u| decodes_as_utf16(u, sample.len()))
        .map(|u| u.encoding);
    // The letters' model weighs every clean reading, unless the rhythm or the network decides.
    let readings = (!from_network && utf32.is_none() && utf16.is_none())
        .then(|| likeliest::likeliest(sample, chardetng))
        .flatten()
        .unwrap_or_default();
    let bits_of = |e: Encoding| {
        readings
            .iter()
            .find(|r| r.encoding == e)
            .and_then(|r| r.bits)
            .filter(|b| b.is_finite())
            .map(|b| b.round() as u32)
    };
    let (choice, why) = if let Some(form) = utf32 {
        (Encoding::Utf8, Why::Utf32 { form, chardetng })
    } else if from_network {
        (chardetng, Why::FromNetwork)
    } else if let Some(encoding) = utf16 {
        (
            encoding,
            Why::Utf16 {
                encoding,
                chardetng,
            },
        )
    } else {
        match readings.first().map(|r| (r.encoding, bits_of(r.encoding))) {
            Some((e, Some(bits))) if e != chardetng => (
                e,
                Why::Likeliest {
                    guess: chardetng,
                    bits,
                    guess_bits: bits_of(chardetng),
                },
            ),
            _ if non_ascii < TOO_LITTLE => (chardetng, Why::TooLittle { non_ascii }),
            _ => (chardetng, Why::Guess),
        }
    };
    // The evidence: the choice, chardetng's guess, UTF-8, the UTF-16 of the rhythm and the
    // model's runner-up.
    let mut candidates = vec![choice];
    let runner_up = readings.iter().map(|r| r.encoding).find(|&e| e != choice);
    for e in [Some(chardetng), Some(Encoding::Utf8), runner_up]
        .into_iter()
        .flatten()
    {
        if !candidates.contains(&e) {
            candidates.push(e);
        }
    }
    let mut evidence: Vec<Evidence> = candidates
        .iter()
        .map(|&e| match &rhythm {
            Some(u) if u.encoding == e => u.clone(),
            _ => Evidence::gather(sample, e),
        })
        .collect();
    if let Some(u) = rhythm.filter(|u| !candidates.contains(&u.encoding)) {
        evidence.push(u);
    }
    for e in &mut evidence {
        e.bits = bits_of(e.encoding);
    }
    Detection {
        chardetng,
        from_network,
        tld_may_affect_guess: EncodingDetector::tld_may_affect_guess(tld_bytes),
        tld,
        sample: sample.len(),
        non_ascii,
        choice,
        why,
        evidence,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_nuls_in_utf8_text_are_no_utf16_rhythm() {
        // Java's NULs read as what they are, in UTF-8 with accents, Cyrillic and an emoji.
        let text = "Café\0naïve\nПривет\0end 😀\nLe café est très bon, мир.\n";
        assert_eq!(utf16_rhythm(text.as_bytes()), None);
        // CJK in UTF-16LE keeps its rhythm: NULs of its spaces and line breaks on one side.
        let cjk: Vec<u8> = "日本語のテキスト です。\n設定 を 保存 しました。\n"
            .encode_utf16()
            .flat_map(u16::to_le_bytes)
            .collect();
        assert_eq!(utf16_rhythm(&cjk), Some(Encoding::Utf16Le));
    }

    #[test]
    fn utf32_is_named_and_left_to_utf8() {
        let text = "UTF-32 text, which the standard does not decode";
        let be: Vec<u8> = text
            .chars()
            .flat_map(|c| (c as u32).to_be_bytes())
            .collect();
        let le: Vec<u8> = text
            .chars()
            .flat_map(|c| (c as u32).to_le_bytes())
            .collect();
        assert_eq!(utf32_rhythm(&be), Some("UTF-32BE"));
        assert_eq!(utf32_rhythm(&le), Some("UTF-32LE"));
        let d = detect(&be, None);
        assert_eq!(d.choice, Encoding::Utf8);
        let why = d.why.words(Lang::En);
        assert!(why.contains("UTF-32BE"), "{why}");
        // UTF-16 is not UTF-32.
        let utf16: Vec<u8> = text.encode_utf16().flat_map(|u| u.to_le_bytes()).collect();
        assert_eq!(utf32_rhythm(&utf16), None);
    }

    #[test]
    fn utf16_behind_a_utf8_bom_is_read_from_after_the_bom() {
        let text = "Grüße aus München, and a line of UTF-16 text after a UTF-8 BOM.";
        for (units, order) in [
            (
                text.encode_utf16()
                    .flat_map(u16::to_le_bytes)
                    .collect::<Vec<u8>>(),
                Encoding::Utf16Le,
            ),
            (
                text.encode_utf16().flat_map(u16::to_be_bytes).collect(),
                Encoding::Utf16Be,
            ),
        ] {
            let bytes = [&b"\xEF\xBB\xBF"[..], &units].concat();
            let d = detect(&bytes, None);
            assert_eq!(d.choice, order, "{:?}", d.why);
            let evidence = d.evidence.iter().find(|e| e.encoding == order).unwrap();
            assert_eq!(evidence.first_error, None);
        }
    }

    #[test]
    fn the_likeliest_reading_wins_over_chardetngs_guess() {
        // Czech in ISO-8859-2, which windows-1250 reads with Polish and Slovak letters
        // (chardetng guesses windows-1250), and Russian in x-mac-cyrillic, which chardetng never
        // answers (windows-1251 reads its capitals as symbols).
        let czech = "Příliš žluťoučký kůň úpěl ďábelské ódy. Šťastný Žižka. ".repeat(3);
        let russian = "Съешь же ещё этих мягких французских булок. Москва. Россия. ".repeat(3);
        for (bytes, tld, expected) in [
            (
                encoding_rs::ISO_8859_2.encode(&czech).0,
                "cz",
                Encoding::Iso8859_2,
            ),
            (
                encoding_rs::X_MAC_CYRILLIC.encode(&russian).0,
                "ru",
                Encoding::XMacCyrillic,
            ),
        ] {
            let d = detect(&bytes, Some(tld));
            assert_eq!(d.choice, expected, "{:?}", d.why);
            if d.chardetng == expected {
                // (chardetng guesses ISO-8859-2 for Czech under .cz; the model agrees.)
                assert_eq!(d.why, Why::Guess);
                continue;
            }
            let Why::Likeliest {
                guess,
                bits,
                guess_bits: Some(guess_bits),
            } = d.why
            else {
                panic!("{:?}", d.why);
            };
            assert_eq!(guess, d.chardetng);
            assert!(bits < guess_bits, "{bits} {guess_bits}");
            // The evidence shows the choice first, with its bits, and the guess beside it.
            assert_eq!(d.evidence[0].encoding, expected);
            assert_eq!(d.evidence[0].bits, Some(bits));
            let of_guess = d.evidence.iter().find(|e| e.encoding == guess).unwrap();
            assert_eq!(of_guess.bits, Some(guess_bits));
            let words = d.why.words(Lang::En);
            assert!(words.contains(&format!("{bits} bits")), "{words}");
        }
    }
}
