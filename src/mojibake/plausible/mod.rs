//! How odd a text looks: the plausibility model that ranks repairs. Lower is more plausible.
//!
//! Mojibake has a few marks that real text in any language rarely has, and the model counts
//! them (the weights are ours, tuned on our own texts in many scripts and checked against the
//! corpus's mojibake and negative cases):
//! - characters that stand for lost or stray bytes: U+FFFD (and its bytes read as
//!   windows-1252, `ï¿½`), C1 controls, other controls, private use;
//! - rare letters (IPA, Latin Extended-B, half-width katakana, Han characters outside the
//!   national sets' common levels; see [`crate::script::rarity`]);
//! - symbols glued to letters (`Ã¤`, `â€™`, `Î»`), and quotes or dashes between two letters
//!   (`AÃ‘OS`);
//! - a lower-case letter followed by an upper-case one inside a word, when either is outside
//!   ASCII (`Ã§Ã£o`, `РџСЂ`);
//! - letters of two scripts inside one word (`Cрп`, `Ð¡Ð¾`), or one letter of another script
//!   alone between ASCII (`5ף35`; a Greek letter inside a Latin name is science, `IL2Rγc`);
//! - runs of accented Latin letters (`Ïðèâåò`): languages written in Latin letters put
//!   unaccented ones between them (one letter repeated, `éééé`, is no such run);
//! - two capitals, one of them accented, before small letters (`ÄŤas`);
//! - combining marks with nothing to combine with, or more than three on one letter, and a
//!   no-break space against a space, starting a word or between small letters;
//! - a word that is its own script's UTF-8 read in that script's code page (`Рё` for `и`,
//!   `Ĺľelite` for `želite`): its letters are the text's own, but in that code page every byte
//!   of it is a part of a character of UTF-8, where real words' letters stand alone.
//!
//! Box drawing beside box drawing is a table (where straight lines are among it), not noise;
//! and the letters of a text are weighed against the language they fit best
//! ([`crate::script::letters`]).

mod chars;
mod shapes;
mod weight;
mod whole;

use crate::script::{script, Kind, Script};
use chars::{box_drawing, ch, is, Ch};
use rustc_hash::FxHashMap;
use shapes::{
    box_starts_word, cyrillic_shape, elided, hebrew_shape, pair, sign_runs, thai_shape,
    utf8_in_its_code_page,
};
pub use whole::has_common_han;
use whole::{alphabets_of, lone_capitals, Whole};

/// What the model weighs a U+FFFD (a byte lost, or an error).
pub const REPLACEMENT: f32 = weight::REPLACEMENT;

/// The oddness of a text, with what it is made of.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Oddness {
    /// The sum of every mark the model counted.
    pub total: f32,
    /// U+FFFD characters.
    pub replacements: u32,
    /// C1 controls.
    pub c1: u32,
    /// What of `total` is how badly the letters fit the language they fit best
    /// ([`crate::script::letters`]): what ranks readings of one text, and no sign of damage
    /// by itself in a language or spelling the model does not know (`Ōsaka`).
    pub language: f32,
    /// What the letters cost in that language before the slack real text is given (weighed as
    /// `language` is, and below 0 where they fit better than most text): between two readings
    /// of a short text that both read as its language, which fits it better.
    pub strain: f32,
}

impl std::ops::AddAssign for Oddness {
    fn add_assign(&mut self, o: Oddness) {
        self.total += o.total;
        self.replacements += o.replacements;
        self.c1 += o.c1;
        self.language += o.language;
        self.strain += o.strain;
    }
}

/// Box drawing, block elements and geometric shapes (the DOS code pages' graphics).
/// Whether a word is nothing else (`├┼─┼─┼┤`, `╠╡`, `▓▒░`): a drawing, or a code page's
/// letters read as a DOS code page (`╨║╨╛╨┤`), which the text around it tells apart.
pub fn drawing(word: &str) -> bool {
    !word.is_empty() && word.chars().all(box_drawing)
}

/// Whether `word` is box drawing as a table draws it ([`drawing`], a third of it straight
/// lines or one character repeated: `┌──┬──┐`, `████`), not as a code page's letters read as
/// a DOS code page make it (`╨▓╨╢╨╡` is `вже`).
///
/// ```
/// use mojiscope::mojibake::plausible::table;
/// assert!(table("┌──┬──┐") && table("████"));
/// assert!(!table("╨▓╨╢╨╡") && !table("table"));
/// ```
pub fn table(word: &str) -> bool {
    drawing(word) && table_like(&word.chars().map(ch).collect::<Vec<_>>())
}

/// A technical sign: arrows, mathematical operators, box drawing and shapes (what Mac OS
/// Roman and the DOS code pages put where UTF-8's lead bytes are: `√`, `∆`, `├`).
fn technical(c: char) -> bool {
    ('\u{2190}'..='\u{25FF}').contains(&c)
}

/// Box drawing proper: a line, a corner or a junction (U+2500 to U+257F), no block or shade.
fn box_proper(c: char) -> bool {
    ('\u{2500}'..='\u{257F}').contains(&c)
}

/// What a table glues after a corner or a junction: box drawing proper, a space, or ASCII.
fn joins_a_corner(c: char) -> bool {
    c.is_ascii() || c.is_whitespace() || box_proper(c)
}

/// A straight line of box drawing (`─`, `│`, `═`), not a corner or a junction.
fn line(c: char) -> bool {
    matches!(
        c,
        '─' | '━' | '│' | '┃' | '═' | '║' | '┄'..='┋' | '╌'..='╏' | '╴'..='╿'
    )
}

/// Whether a word's box drawing is a table's (`┌──────┬──────┐`, `╚═╝`, `├┼─┼─┼┤`, `████`): a
/// third of it straight lines or pieces joined to one, or one character repeated. A code
/// page's letters read as a DOS code page make box drawing too, but few lines (`є▀┼█╪ ╓┼ ┼▌г`).
fn table_like(chars: &[Ch]) -> bool {
    let boxed = |n: Option<&Ch>| n.filter(|x| x.f & is::BOX != 0).map(|x| x.c);
    let (mut all, mut lines) = (0, 0);
    for (i, x) in chars.iter().enumerate() {
        if x.f & is::BOX == 0 {
            continue;
        }
        all += 1;
        // (A junction or a corner is a table's where a line runs into it: `┼─`.)
        let prev = i.checked_sub(1).and_then(|j| boxed(chars.get(j)));
        let next = boxed(chars.get(i + 1));
        lines += usize::from(line(x.c) || prev.is_some_and(line) || next.is_some_and(line));
    }
    let mut boxes = chars.iter().filter(|x| x.f & is::BOX != 0).map(|x| x.c);
    let first = boxes.next();
    lines * 3 >= all * 2 || boxes.all(|c| Some(c) == first)
}

/// How odd `text` looks.
///
/// ```
/// use mojiscope::mojibake::plausible::oddness;
/// assert!(oddness("café").total < oddness("cafÃ©").total);
/// assert!(oddness("Привет").total < oddness("РџСЂРёРІРµС‚").total);
/// assert_eq!(oddness("plain ASCII text.").total, 0.0);
/// ```
pub fn oddness(text: &str) -> Oddness {
    weigh(text, false)
}

/// [`oddness`] with how badly the text's letters fit the language they fit best
/// ([`crate::script::letters`]) in its total (and in `language`): what ranks readings of a
/// whole text between code pages (`karþýlaþýldý` is no Turkish, `karşılaşıldı` is). A word
/// alone tells no language, and a short word in capitals is an abbreviation. (In a short
/// text whose words are its language's most frequent, `language` is below 0: evidence for
/// the reading.)
///
/// ```
/// use mojiscope::mojibake::plausible::oddness_in_language;
/// let turkish = oddness_in_language("En az bir geçersiz imza ile karşılaşıldı.");
/// let misread = oddness_in_language("En az bir geçersiz imza ile karþýlaþýldý.");
/// assert!(turkish.language <= 0.0);
/// assert!(misread.language > 1.0 && misread.total > turkish.total + 1.0);
/// ```
pub fn oddness_in_language(text: &str) -> Oddness {
    weigh(text, true)
}

/// Texts at least this long keep the oddness of each word outside ASCII they weighed, for the
/// next time the word comes (a text repeats its words); up to SEEN words.
const REPEATS: usize = 16 << 10;
const SEEN: usize = 1 << 16;

/// Texts up to this long are weighed once per thread: a repair weighs the same reading of a
/// short text many times (code pages that read its bytes alike make it again, and the whole
/// text's search and each part's make the same readings).
const KEPT_BYTES: usize = 512;
/// How many weighed texts a thread keeps before it starts again.
const KEPT: usize = 4096;

thread_local! {
    /// The texts weighed, without and with their language.
    static WEIGHED: std::cell::RefCell<[FxHashMap<Box<str>, Oddness>; 2]> =
        std::cell::RefCell::new(Default::default());
}

fn weigh(text: &str, language: bool) -> Oddness {
    if text.len() > KEPT_BYTES || text.is_ascii() {
        return weigh_anew(text, language);
    }
    let kept = WEIGHED.with_borrow(|w| w[usize::from(language)].get(text).copied());
    if let Some(o) = kept {
        return o;
    }
    let o = weigh_anew(text, language);
    WEIGHED.with_borrow_mut(|w| {
        let w = &mut w[usize::from(language)];
        if w.len() >= KEPT {
            w.clear();
        }
        w.insert(text.into(), o);
    });
    o
}

fn weigh_anew(text: &str, language: bool) -> Oddness {
    let mut o = Oddness::default();
    let mut whole = Whole::default();
    whole.weigh_language = language;
    let mut seen: Option<FxHashMap<&str, Oddness>> =
        (text.len() >= REPEATS).then(FxHashMap::default);
    let mut non_ascii = false;
    let mut end = 0;
    for word in words_of(text) {
        // (Where a line ends, a long text's letters are weighed a stretch at a time.)
        let start = word.as_ptr() as usize - text.as_ptr() as usize;
        if language && text.as_bytes()[end..start].contains(&b'\n') {
            whole.language.line();
        }
        end = start + word.len();
        if word.is_ascii() {
            // (Its letters tell the language the others are weighed in.)
            if language {
                whole.ascii_word(word);
            }
        } else {
            non_ascii = true;
        }
        whole.at = start;
        o += match seen.as_mut().filter(|_| !word.is_ascii()) {
            // (A word weighed before is only counted for the measures over the whole text.)
            Some(seen) => match seen.get(word) {
                Some(&w) => {
                    BUF.with(|b| count_again(word, &mut b.borrow_mut(), &mut whole));
                    w
                }
                None => {
                    let w = word_oddness(word, Some(&mut whole));
                    if seen.len() < SEEN {
                        seen.insert(word, w);
                    }
                    w
                }
            },
            None => word_oddness(word, Some(&mut whole)),
        };
    }
    // U+FFFD's own bytes read as windows-1252: a replacement character in disguise.
    o.total += weight::REPLACEMENT * whole.disguised as f32;
    if non_ascii {
        o.total += whole.han_oddness();
        if !whole.one_char.is_empty() {
            o.total += lone_capitals(text, &whole.one_char);
        }
        o.total += whole.alphabet_misfits();
        // (A word alone tells no language: it is weighed by what it is made of.)
        if language && whole.words >= 2 {
            let (misfit, strain) = whole.letters().misfit_and_strain();
            o.language = weight::LANGUAGE * misfit;
            o.strain = weight::LANGUAGE * strain;
            o.total += o.language;
        }
    }
    // A no-break space against a space, or ending the text after a letter, is a lost byte's
    // neighbour more often than typography.
    if whole.nbsp {
        for (i, _) in text.match_indices('\u{A0}') {
            let prev = text[..i].chars().next_back();
            let next = text[i + '\u{A0}'.len_utf8()..].chars().next();
            let after_letter = prev.is_some_and(crate::script::alphabetic);
            let space = |c: Option<char>| matches!(c, None | Some(' ' | '\n' | '\t' | '\r'));
            // Or starting a word: a letter's byte read as a no-break space (`\u{A0}ак`).
            let starts_word = space(prev) && next.is_some_and(char::is_alphabetic);
            // Or between two letters, where no space belongs (`GÃ\u{A0}idhlig`).
            // (Between capitals it is typography: `SELKÄ\u{A0}EDELLÄ`; so after a word of
            // one letter of ASCII, which Polish, Czech and Slovak keep from ending a line:
            // `w\u{A0}znaczniku`, `v\u{A0}pořádku`.)
            let mut before = text[..i].chars().rev();
            let one_letter = before.next().is_some_and(|c| c.is_ascii_alphabetic())
                && before.next().is_none_or(|c| !c.is_alphanumeric());
            let inside = after_letter && !one_letter && next.is_some_and(char::is_lowercase);
            if (after_letter && space(next)) || starts_word || inside {
                o.total += weight::NBSP;
            }
        }
    }
    o
}

/// A lower bound of [`oddness`]`(text).total`, told at a glance: what the characters weigh by
/// their kind alone (lost bytes, controls, rare letters), and letters of two scripts side by
/// side in a word. (Every mark the model counts adds; these are some of them.)
///
/// ```
/// use mojiscope::mojibake::plausible::{oddness, oddness_at_least};
/// for t in ["café", "Пਢвет", "caf\u{FFFD}", "ĸŉ ſ"] {
///     assert!(oddness_at_least(t) <= oddness(t).total);
/// }
/// assert!(oddness_at_least("Пਢвет") >= 5.0);
/// ```
pub fn oddness_at_least(text: &str) -> f32 {
    let mut total = 0.0;
    let mut prev: Option<Script> = None;
    for c in text.chars() {
        let x = ch(c);
        total += match x.k {
            Kind::Replacement => weight::REPLACEMENT,
            Kind::C1 => weight::C1,
            Kind::Control => weight::CONTROL,
            Kind::Odd => weight::ODD,
            Kind::Letter { .. } => weight::RARE * x.rare as f32,
            _ => 0.0,
        };
        if let (Some(a), Some(b)) = (prev, x.letter) {
            if a.meets_in_science(b) {
                total += weight::SCRIPTS_SCIENCE;
            } else if !a.mixes_with(b) {
                total += weight::SCRIPTS;
            }
        }
        // (Pairs are weighed inside words: between spaces, tabs and line breaks.)
        prev = if matches!(c, ' ' | '\n' | '\t' | '\r') {
            None
        } else {
            x.letter
        };
    }
    total
}

/// The oddness of the words of `text` that hold a character outside ASCII (the rest is the
/// same in every candidate of a chain that keeps ASCII).
pub fn oddness_of_non_ascii_words(text: &str) -> Oddness {
    let mut total = Oddness::default();
    for word in words_of(text) {
        if !word.is_ascii() {
            total += word_oddness(word, None);
        }
    }
    total
}

/// The words of `text`, between ASCII spaces, tabs and line breaks (none of them is part of
/// another character, so each word is whole characters).
fn words_of(text: &str) -> impl Iterator<Item = &str> {
    let bytes = text.as_bytes();
    let mut at = 0;
    std::iter::from_fn(move || {
        let space = |b: &u8| matches!(b, b' ' | b'\n' | b'\t' | b'\r');
        at += bytes[at..].iter().take_while(|b| space(b)).count();
        if at >= bytes.len() {
            return None;
        }
        let start = at;
        at += bytes[at..].iter().take_while(|b| !space(b)).count();
        Some(&text[start..at])
    })
}

/// The oddness of one word; `whole` counts what the measures over the whole text need.
fn word_oddness(word: &str, whole: Option<&mut Whole>) -> Oddness {
    BUF.with(|b| word_oddness_in(word, &mut b.borrow_mut(), whole))
}

/// Count a word outside ASCII weighed before for the measures over the whole text.
fn count_again(word: &str, chars: &mut Vec<Ch>, whole: &mut Whole) {
    chars.clear();
    chars.extend(word.chars().filter(|&c| c != SOFT_HYPHEN).map(ch));
    whole.count(word, whole.at, chars);
}

/// The soft hyphen, where a word may break: the model reads the word without it (`LÃ\u{AD}nea`
/// is `LÃnea`, a capital glued inside a word, not `LÃ` and `nea`).
const SOFT_HYPHEN: char = '\u{AD}';

thread_local! {
    /// The characters of the word being weighed (one buffer per thread, not one per word).
    static BUF: std::cell::RefCell<Vec<Ch>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn word_oddness_in(word: &str, chars: &mut Vec<Ch>, whole: Option<&mut Whole>) -> Oddness {
    let mut o = Oddness::default();
    if word.is_ascii() && !word.bytes().any(|b| b < 0x20 || b == 0x7F) {
        return o;
    }
    // (A soft hyphen marks where a word may break, so none ends a word. After a letter at a
    // word's end it is a continuation byte of UTF-8 read by a code page: `NÃ\u{AD}` is `Ní`.)
    let body = word.trim_end_matches(|c: char| c.is_ascii_punctuation());
    if let Some(before) = body.strip_suffix(SOFT_HYPHEN)
        && before.chars().next_back().is_some_and(char::is_alphabetic)
    {
        o.total += weight::INSIDE;
    }
    // The characters as the model sees them, and what the measures after the main loop need,
    // in one pass.
    chars.clear();
    let (mut alphabets, mut accented) = (u32::MAX, 0);
    let (mut upper, mut first_lower, mut more_lower) = (0, None, false);
    let mut classes = 0;
    for c in word.chars().filter(|&c| c != SOFT_HYPHEN) {
        let x = ch(c);
        chars.push(x);
        if let Some(mask) = alphabets_of(c) {
            alphabets &= mask;
            accented += 1;
        }
        if x.f & is::UPPER != 0 {
            upper += 1;
        }
        if x.f & is::LOWER != 0 {
            more_lower |= first_lower.is_some();
            first_lower.get_or_insert(c);
        }
        classes |= x.f;
    }
    let chars: &[Ch] = chars;
    // (Looked at only in a word with box drawing.)
    let table = classes & is::BOX != 0 && table_like(chars);
    if let Some(whole) = whole
        && !word.is_ascii()
    {
        whole.count(word, whole.at, chars);
    }
    let mut accent_run = 0u32;
    // Runs of accented letters cost less when the word's letters all belong to one alphabet
    // (`ğüşıöç` is Turkish).
    let fits = accented < 2 || alphabets != 0;
    let run_weight = if fits {
        weight::ACCENT_RUN_FITTING
    } else {
        weight::ACCENT_RUN
    };
    let boxed = |n: Option<&Ch>| n.is_some_and(|n| n.f & is::BOX != 0);
    let letters = chars.iter().filter(|x| x.f & is::LETTER != 0).count();
    for (i, &x) in chars.iter().enumerate() {
        let c = x.c;
        let prev = i.checked_sub(1).map(|j| &chars[j]);
        let next = chars.get(i + 1);
        o.total += match x.k {
            Kind::Replacement => {
                o.replacements += 1;
                weight::REPLACEMENT
            }
            Kind::C1 => {
                o.c1 += 1;
                weight::C1
            }
            Kind::Control => weight::CONTROL,
            Kind::Odd => weight::ODD,
            // Box drawing starting a word of small letters (`├║nicos`, `─Źas`, `─ëu`) is a DOS
            // code page's reading of its first letter's UTF-8: no table glues its lines to a
            // word. As odd as box drawing inside one (below, which is glued after a letter too):
            // a word's first letter is misread as often as another.
            Kind::Symbol if x.f & is::BOX != 0 && box_starts_word(chars, i) => {
                weight::SIGN_BEFORE_LETTER + weight::GLUED_AFTER
            }
            // Box drawing glued between two letters (`mesa─Øon`, Esperanto's `ĝ` read as a
            // DOS code page): no table draws its lines inside a word.
            Kind::Symbol
                if x.f & is::BOX != 0
                    && prev.is_some_and(|p| p.f & is::LETTER != 0)
                    && next.is_some_and(|n| n.f & is::LETTER != 0) =>
            {
                weight::SIGN_BEFORE_LETTER
            }
            // Box drawing and block elements beside their own kind are a table, not noise.
            Kind::Symbol if x.f & is::BOX != 0 && table && (boxed(prev) || boxed(next)) => 0.0,
            // A technical sign, a corner or a junction glued before an accented letter (`├ñr`,
            // `├á`, `┬á`, `√âchec`) or after an elision (`C'├¿`): no table or formula writes
            // so, and it is a DOS or Mac code page's reading of a letter's UTF-8. So is a
            // corner or a junction glued before any other sign but a box's own lines (`├⌐` is
            // `é`, `├▓f` is `òf`, `├º` is `ç` in code page 437): a table joins its corners to
            // its lines.
            Kind::Symbol
                if technical(c)
                    && !line(c)
                    && (next.is_some_and(|n| n.f & is::ACCENTED != 0)
                        || elided(chars, i)
                        || (box_proper(c) && next.is_some_and(|n| !joins_a_corner(n.c)))) =>
            {
                weight::SIGN_BEFORE_LETTER
            }
            Kind::Symbol => weight::SYMBOL,
            Kind::Letter { script, .. } => {
                let mut cost = weight::RARE * x.rare as f32;
                // One letter of another script alone between ASCII letters or digits (CJK
                // between digits is a date or a count, so CJK counts between letters only).
                let ascii = |n: Option<&Ch>| n.is_some_and(|n| matches!(n.k, Kind::AsciiWord));
                let letter = |n: Option<&Ch>| n.is_some_and(|n| n.c.is_ascii_alphabetic());
                let cjk = x.f & is::CJK != 0;
                let lower = |n: Option<&Ch>| n.is_some_and(|n| n.c.is_ascii_lowercase());
                // (And a letter outside ASCII of no CJK script alone between two CJK
                // characters, `软件包ו称`: no text writes one there, a wrong reading of a lost
                // byte's lead does.)
                let cjk_at = |n: Option<&Ch>| n.is_some_and(|n| n.f & is::CJK != 0);
                if script == Script::Greek && ascii(prev) && ascii(next) {
                    // A Greek letter inside a Latin name is science (`IL2Rγc`, `TNFα`).
                    cost += weight::SCRIPTS_SCIENCE;
                } else if (script != Script::Latin && !cjk && ascii(prev) && ascii(next))
                    || (cjk && letter(prev) && letter(next))
                    || (!cjk && cjk_at(prev) && cjk_at(next))
                {
                    cost += weight::STRAY_LETTER;
                } else if cjk {
                    // CJK text glues Latin words on (`Windowsの`), but seldom to small letters.
                    cost +=
                        weight::CJK_BESIDE_LOWER * (lower(prev) as u8 + lower(next) as u8) as f32;
                }
                cost
            }
            Kind::Mark => {
                // Marks of a script (Hebrew points, Indic vowel signs) follow its letters;
                // the generic combining marks follow anything written. Three marks on one
                // letter are the most real text stacks (Vietnamese, Hebrew, Zalgo aside).
                let own = script(c);
                let stacked = chars[..i]
                    .iter()
                    .rev()
                    .take(4)
                    .take_while(|x| matches!(x.k, Kind::Mark))
                    .count();
                let fits = match prev.map(|p| p.k) {
                    Some(Kind::Mark) => stacked < 3 && i > stacked,
                    Some(Kind::Letter { script, .. }) => own == Script::Other || own == script,
                    Some(Kind::AsciiWord | Kind::Digit | Kind::AsciiPunct) => own == Script::Other,
                    _ => false,
                };
                // (The extended and supplementary combining marks are for phonetics and
                // medieval texts: what a code page's letters read as UTF-8 make.)
                if !fits {
                    weight::LONE_MARK
                } else if x.f & is::RARE_MARK != 0 {
                    weight::RARE * 2.0
                } else {
                    0.0
                }
            }
            Kind::Typographic if x.f & is::ODD_INSIDE != 0 => {
                let letter = |n: Option<&Ch>| n.is_some_and(|n| n.f & is::LETTER != 0);
                // (`¡` and `¿` open what they mark: no word ends in one. After a letter they
                // are a continuation byte of UTF-8 read by a code page: `Ã¡` is `á`, `Ã¿` is
                // `ÿ`.)
                let opens = matches!(c, '¡' | '¿');
                if letter(prev) && (letter(next) || opens) {
                    weight::INSIDE
                } else {
                    0.0
                }
            }
            _ => 0.0,
        };
        // (One letter repeated, `éééé`, is emphasis or a test, not another alphabet's word.)
        let repeated = prev.is_some_and(|p| p.c == c);
        if x.f & is::ACCENTED != 0 && !repeated {
            accent_run += 1;
            // Two in a row are common (Polish, Vietnamese); more are not.
            if accent_run >= 3 {
                o.total += run_weight * (accent_run - 2).min(3) as f32;
            }
        } else if !matches!(x.k, Kind::Mark) && !repeated {
            accent_run = 0;
        }
        if let Some(p) = prev {
            // (An ordinal indicator before a number ends its word too: `nº11`, `Nª5`. A
            // copyright, registered or degree sign after an accented capital that is its
            // word's one letter ends no word: `Â©` and `Â®` are UTF-8 read as windows-1252.)
            let ordinal = matches!(c, 'ª' | 'º');
            let capital = is::ACCENTED | is::UPPER;
            let lone = p.f & capital == capital && letters == 1 && matches!(c, '©' | '®' | '°');
            let at_end = !lone
                && next.is_none_or(|n| {
                    matches!(n.k, Kind::AsciiPunct) || (ordinal && n.c.is_ascii_digit())
                });
            o.total += pair(p, &x, at_end);
        }
    }
    // Accented letters no one language has together (`ÄŁÄ`, `ěīǐ`).
    if !fits {
        o.total += weight::ALPHABETS_MIXED;
    }
    if classes & is::CYRILLIC != 0 {
        o.total += cyrillic_shape(chars);
    }
    if classes & is::THAI != 0 {
        o.total += thai_shape(chars);
    }
    if classes & is::HEBREW != 0 {
        o.total += hebrew_shape(chars);
    }
    // A word that is a technical sign glued to a sign of Latin-1 or punctuation (`√®`, `├¿`,
    // `√†`): what Mac OS Roman or a DOS code page makes of one accented letter's UTF-8.
    if let [a, rest @ ..] = chars {
        let sign = matches!(a.k, Kind::Symbol) && technical(a.c);
        // (Not the signs of units and numbers: `∆°` is a difference of temperature.)
        let latin1 = |c: char| {
            (('\u{A0}'..='\u{BF}').contains(&c) || ('\u{2010}'..='\u{206F}').contains(&c))
                && !matches!(
                    c,
                    '°' | '±' | '²' | '³' | 'µ' | '¹' | '¼' | '½' | '¾' | '·' | '′' | '″'
                )
        };
        if sign && matches!(rest.len(), 1 | 2) && rest.iter().all(|x| latin1(x.c)) {
            o.total += weight::SIGN_PAIR;
        }
    }
    o.total += weight::SIGN_RUN * sign_runs(chars) as f32;
    // A word that is its own script's UTF-8 read in that script's code page (`Рё`, `ΞΏ`).
    if utf8_in_its_code_page(word, chars) {
        o.total += weight::UTF8_IN_ITS_PAGE;
    }
    // One lower-case letter outside ASCII in a word of capitals (`AHř`).
    if upper >= 2 && !more_lower && first_lower.is_some_and(|c: char| !c.is_ascii()) {
        o.total += weight::CASE;
    }
    // Two capitals, one of them accented, then small letters (`ÄŤas`): no word starts so.
    if let [a, b, c, ..] = chars
        && a.f & is::UPPER != 0
        && b.f & is::UPPER != 0
        && c.f & is::LOWER != 0
        && !(a.c.is_ascii() && b.c.is_ascii())
    {
        o.total += weight::CASE;
    }
    o
}

#[cfg(test)]
mod tests;
