//! Lines decided at a glance. The commonest damage by far is UTF-8 read as windows-1252 or by
//! isomorphic decode, line after line; such a line is decided before the search, on its own,
//! with the same model the search's readings are weighed by ([`super::segments`]): undone whole,
//! it must decode as UTF-8 with nothing left over (no control, nothing a second reading would
//! undo, no word moved into a script its neighbours do not write; a U+FFFD only where Python's
//! cp1252 refused a byte, 81 8D 8F 90 9D, the character it was in lost), and read as
//! text by so much more than the line as it is, and than any other code page's reading of it
//! as UTF-8, that the repair is sure ([`SURE`]; where it joins one character alone from bytes,
//! far surer: [`ALONE`]). The search then looks only at the lines left (with what the lines
//! decided told of the text's chains: [`Evidence`]), and the two are put back together in the
//! input's order.
//!
//! A text of one line (a field, a row, a string a program repairs on its own) is read in the
//! classic accidents between code pages too (`assets/accidents.tsv`: Russian written in
//! windows-1251 and read as windows-1252; and Korean, Chinese or Japanese in their multi-byte
//! encodings read as windows-1252), where no reading as UTF-8 decodes, no word of it reads better
//! as UTF-8 misread, and a word of it is no frequent word of any language: its best such reading is
//! taken where it is as sure ([`CLASSIC`] at least), and every other reading of the bytes of each
//! code page that has its characters, by every decoder the search weighs, is dearer by that margin
//! (and where the bytes hold a character of UTF-8, their reading as UTF-8 that lost bytes on the
//! way, where a loss could make them so: [`lost_on_the_way`]). In a text of more lines such a line
//! is the search's, which weighs it with what the other lines tell.
//!
//! It is how a repair stays linear and cheap on the damage users have most, in a file as in a
//! field of a table: the search weighs each word of a line in every reading, which a line this
//! plain does not need. A line it does not decide is the search's, as before. A test
//! (`repair_real`) holds that on the catalogue lines (fine, damaged as the tuning cases damage
//! them, and read by Python's cp1252 with errors='replace') and ftfy's cases, where the glance
//! and the search alone part, the glance is right.

use super::again::{pages, read_again};
use super::culprits::culprits;
use super::plan::keep_strays;
use super::search::{apply, classic_steps, right_decoders, Encodings, Search};
use super::segments::{keep_not_taken, lines, text_bits, word_spans, words_changed, Evidence};
use super::story::{lost_bits, step_story_bits, temperature};
use super::types::{clean, Alternative, Repair, Span, Step, Weighing};
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::script::letters::likely::{cost, cost_at_most, cost_within};
use crate::script::letters::listed;

/// How sure a repair made at a glance must be (its odds against the line as it is); a line
/// less sure is left to the search, which weighs more readings of it.
pub(super) const SURE: f32 = 0.999;

/// How many bits beyond the margin a line as it is is weighed to (see `read`).
const FAR: f32 = 20.0;

/// The longest line decided at a glance, in bytes.
const LONGEST: usize = 16 << 10;

/// The odds against the line as it is, in bits, that a repair joining one character alone from
/// bytes must have at a glance (one character is little to go by: a name or a brand, `AHÅ™`,
/// `MISUTÂ AJIKKO`, reads as damage to the letters' model and is none; the search weighs the
/// word it is in). Fitted on the tuning lines (`repair_real`): at 32 bits the glance and the
/// search alone never part there, and 96 % of the lines of the benchmark text with one
/// character damaged are decided at a glance.
const ALONE: f32 = 32.0;

/// The odds against the line as it is, in bits, that a classic accident's reading of a line
/// alone must have at a glance, beyond what its story costs (a line of Czech or Polish with a
/// letter or two damaged reads better by little more than that story). Fitted on the tuning
/// lines (`repair_real`): at 16 bits the glance took a reading the search did not, and was
/// wrong (a line of ftfy's cases, French UTF-8 read as windows-1252 beside a real `’`, whose
/// byte 92 alone is no UTF-8; [`a_word_reads_as_utf8`] now leaves such a line to the search);
/// with that, at 16, 20 and 24 the two never part wrongly there. 24 keeps a margin; at 32 (as
/// [`ALONE`]) many such lines of Central European languages were the search's.
const CLASSIC: f32 = 24.0;

/// The readings tried at a glance, in order: UTF-8 read as windows-1252 (what browsers,
/// mailers and Windows programs fall back to), then by isomorphic decode (Python's latin-1,
/// Java's ISO-8859-1), for the bytes windows-1252 has no character for.
fn steps() -> [Step; 2] {
    let utf8 = Codec::Encoding(Encoding::Utf8);
    [
        Step {
            encode: Codec::Encoding(Encoding::Windows1252),
            decode: utf8,
        },
        Step {
            encode: Codec::Isomorphic,
            decode: utf8,
        },
    ]
}

/// A line decided at a glance: what it reads as, the step that undoes its damage, and how
/// sure that is.
struct Reading {
    text: String,
    step: Step,
    confidence: f32,
}

/// A line of the input: its range (`start..body` without its line break, `..end` with it), and
/// its reading where it was decided at a glance.
struct Line {
    start: usize,
    body: usize,
    end: usize,
    reading: Option<Reading>,
}

/// The input's lines, some decided at a glance, and the rest for the search.
pub(super) struct Glanced<'a> {
    input: &'a str,
    lines: Vec<Line>,
    /// The lines not decided, one after another with their line breaks.
    rest: String,
}

/// The lines of `input` decided at a glance (None where there is none): each line's reading
/// where it is sure (as sure as `min` asks, and [`SURE`] at least) and `search` allows it.
/// (Not in a text with NUL, whose lines may be no lines, as UTF-16's; nor a line with ESC,
/// which may switch ISO-2022-JP's or a terminal's state.)
pub(super) fn glance<'a>(input: &'a str, search: Search, min: f32) -> Option<Glanced<'a>> {
    if memchr::memchr(0, input.as_bytes()).is_some() {
        return None;
    }
    let pages = pages();
    let bounds = lines(input);
    let only_line = bounds.len() == 1;
    let mut out = Vec::with_capacity(bounds.len());
    for (i, &(start, body)) in bounds.iter().enumerate() {
        out.push(Line {
            start,
            body,
            end: bounds.get(i + 1).map_or(input.len(), |next| next.0),
            reading: read(&input[start..body], search, min, &pages, only_line),
        });
    }
    if out.iter().all(|l| l.reading.is_none()) {
        return None;
    }
    let rest = out
        .iter()
        .filter(|l| l.reading.is_none())
        .map(|l| &input[l.start..l.end])
        .collect();
    Some(Glanced {
        input,
        lines: out,
        rest,
    })
}

/// What a line alone reads as at a glance (None: it is left to the search), with the default
/// confidence.
pub(super) fn line(text: &str) -> Option<String> {
    Some(
        read(
            text,
            Search::All,
            super::types::MIN_CONFIDENCE,
            &pages(),
            true,
        )?
        .text,
    )
}

/// A line's reading at a glance, if it has one (see the module); a classic accident between
/// code pages too where the line is its text's only line (`only_line`: in a text of more
/// lines, the search weighs those with what the others tell of their chains).
fn read(line: &str, search: Search, min: f32, pages: &[Codec], only_line: bool) -> Option<Reading> {
    // (A line longer than a paragraph, a run without end, is the search's: it cuts it into
    // pieces it weighs in bounded memory.)
    if line.len() > LONGEST || line.is_ascii() || line.contains('\x1B') {
        return None;
    }
    let allowed = |step: Step| match search {
        Search::All => true,
        Search::Only(only) => only.iter().any(|c| c[..] == [step]),
    };
    // (The first reading as UTF-8 that decodes cleanly: where windows-1252 does, isomorphic
    // decode makes the same text or none. Where none does, the classic accident that reads
    // best.)
    // (Where Python's cp1252 refused bytes, U+FFFD stands for each: the character a byte of
    // which it stands for is lost, as the search reads it.)
    let utf8 = steps()
        .into_iter()
        .find_map(|s| Some((s, apply(s, line)?)))
        .or_else(|| {
            let step = steps()[0];
            Some((step, lossy(step.encode, line)?))
        });
    let classic = utf8.is_none();
    let (step, text) = match utf8 {
        Some(reading) => reading,
        None if !only_line || !looks_misread(line) || a_word_reads_as_utf8(line) => return None,
        None => best_classic(line, &allowed, || cost(line).bits - CLASSIC * temperature())?,
    };
    let lost = text.contains('\u{FFFD}');
    if !allowed(step) || text == line || !text.chars().all(|c| clean(c) || c == '\u{FFFD}') {
        return None;
    }
    // (Nothing joined: the line is ASCII after all, and no damage of this kind.)
    let mut joined = text.chars().filter(|c| !c.is_ascii());
    joined.next()?;
    let alone = joined.next().is_none();
    // (Damaged twice, UTF-8 read by any code page again, or a word the step would move into a
    // script its neighbours do not write: the search's.)
    if read_again(&text, pages, |_| true)
        || (lost
            && pages
                .iter()
                .any(|&p| lossy(p, &text).is_some_and(|t| t != text)))
    {
        return None;
    }
    if keep_strays(line, &text) != text {
        return None;
    }
    // What each reading costs, as the search's readings are weighed (a story told once: no
    // evidence from other lines).
    let story = step_story_bits(step, line, &text);
    let sure = min.max(SURE);
    let t = temperature();
    let margin = t * (sure / (1.0 - sure)).log2();
    let margin = if classic {
        margin.max(CLASSIC * t)
    } else if alone {
        margin.max(ALONE * t)
    } else {
        margin
    };
    let odds = |as_is: f32, repaired: f32| 1.0 / (1.0 + (-(as_is - repaired) / t).exp2());
    // (The reading has no U+FFFD: it is clean. A cost it cannot have lets the line go.)
    let exact = || text_bits(&text, f32::INFINITY).map_or(f32::INFINITY, |bits| bits + story);
    // The line as it is is weighed to FAR beyond the margin over the most the repaired line may
    // cost, where it is let go: odds of 2^-FAR beyond the margin change no confidence shown
    // (1.0 to the last digit of an f32, as the exact cost would give), and the least the repair
    // can be is what it says. Where it costs less than that, the repaired line is weighed in
    // full.
    let at_most = match lost {
        false => cost_at_most(&text),
        true => {
            let n = text.matches('\u{FFFD}').count() as f32;
            cost_at_most(&text.replace('\u{FFFD}', "")) + n * lost_bits()
        }
    } + story;
    let mut repaired = None;
    // (Its letters need not be weighed where the least they may cost lets it go. A line with
    // U+FFFD is weighed as the search weighs it, each a character lost.)
    let as_is = match lost {
        false => cost_within(line, at_most + margin + FAR * t).map(|c| c.bits),
        true => text_bits(line, at_most + margin + FAR * t),
    };
    let confidence = match as_is {
        None => odds(at_most + margin + FAR * t, at_most),
        Some(as_is) => {
            let r = *repaired.insert(exact());
            if as_is - r < margin {
                return None;
            }
            odds(as_is, r)
        }
    };
    // (Nor where another code page reads the line as UTF-8 too, into another text that is
    // not far dearer: Lithuanian's `kvieÄ¨iant` is `kviečiant` by windows-1257, where `¨` is
    // 8D, and `kvieĨiant` by windows-1252. The search weighs both. A reading dearer than the
    // most the repair may cost by the margin is none. The line as it is is dearer already;
    // a text two readings make is weighed once, against the most either may cost.)
    let mut dearer: Vec<(String, f32)> = Vec::new();
    if rival_readings(line, step, classic).any(|(step, t)| {
        if t == text || t == line {
            return false;
        }
        let most = *repaired.get_or_insert_with(exact) + margin - step_story_bits(step, line, &t);
        if dearer.iter().any(|(d, than)| *d == t && *than >= most) {
            return false;
        }
        let near = bits_within(&t, most).is_some();
        dearer.push((t, most));
        near
    }) {
        return None;
    }
    Some(Reading {
        text,
        step,
        confidence,
    })
}

/// `line` encoded by `encode`, each U+FFFD a byte a decoder refused (Python's cp1252 refuses
/// 81 8D 8F 90 9D, each a continuation byte of UTF-8), read as UTF-8: a character a byte of
/// which was lost is U+FFFD. None where the line holds no U+FFFD, a character does not encode,
/// or the bytes are no UTF-8 but for what was lost.
fn lossy(encode: Codec, line: &str) -> Option<String> {
    if !line.contains('\u{FFFD}') {
        return None;
    }
    // (A continuation byte where each was lost: the sequence it was in stays one.)
    let mut bytes = Vec::with_capacity(line.len());
    let mut lost = Vec::new();
    for (i, piece) in line.split('\u{FFFD}').enumerate() {
        if i > 0 {
            lost.push(bytes.len());
            bytes.push(0x80);
        }
        bytes.extend(encode.encode(piece)?);
    }
    let mut out = String::with_capacity(bytes.len());
    let mut at = 0;
    for chunk in bytes.utf8_chunks() {
        for (i, c) in chunk.valid().char_indices() {
            let span = at + i..at + i + c.len_utf8();
            match lost.iter().any(|l| span.contains(l)) {
                true => out.push('\u{FFFD}'),
                false => out.push(c),
            }
        }
        at += chunk.valid().len();
        for b in at..at + chunk.invalid().len() {
            if !lost.contains(&b) {
                return None;
            }
            out.push('\u{FFFD}');
        }
        at += chunk.invalid().len();
    }
    Some(out)
}

/// Whether `line` may be a classic accident, worth weighing in each of its readings at a
/// glance: a word of it with a character beyond ASCII is one no language lists among its
/// frequent words (`Pøenos`, `Ïðèâåò`, and `autenticaci—`, Catalan in Mac OS Roman read as
/// windows-1252, which has no letter beyond ASCII left). A line whose every such word is a
/// frequent one (`Die Datei wurde gelöscht`) is the search's.
fn looks_misread(line: &str) -> bool {
    line.split(|c: char| c.is_whitespace() || c.is_ascii_punctuation())
        .filter(|w| !w.is_ascii() && w.chars().any(char::is_alphabetic))
        .any(|w| !listed(w.trim_matches(|c: char| !c.is_alphabetic())))
}

/// Whether a word of `line` alone reads better as UTF-8 misread ([`steps`]) than as it is: a
/// line that is no UTF-8 misread as a whole (a real `’` or `ř` beside), with words of UTF-8
/// read as windows-1252 in it (`l’humanitÃ©`), tells of damage the search undoes word by word,
/// which no classic reading of the whole line weighs.
fn a_word_reads_as_utf8(line: &str) -> bool {
    line.split_whitespace().filter(|w| !w.is_ascii()).any(|w| {
        // (The word as it is is weighed once, and only where a step reads it otherwise.)
        let as_is = std::cell::LazyCell::new(|| cost(w).bits);
        steps()
            .into_iter()
            .any(|s| apply(s, w).is_some_and(|t| t != w && cost(&t).bits < *as_is))
    })
}

/// The classic accident between code pages (`assets/accidents.tsv`) whose undoing reads best
/// as text, where `allowed` allows it and it reads cleanly: a line of Russian written in
/// windows-1251 and read as windows-1252 (`Ïðèâåò, êîëëåãè!`). (Where the bytes hold a
/// character of UTF-8, it may be UTF-8 misread that lost a byte or a no-break space on the way,
/// `trÃ n`, or bytes of a legacy encoding that hold one by chance, Ukrainian's `ç’º` or
/// Korean's `ÇÑ`: the reading is weighed against UTF-8 that lost bytes, among the rivals.) A
/// reading that costs more than `most` (asked once a reading is made) is none: it could not be
/// taken at a glance.
fn best_classic(
    line: &str,
    allowed: &dyn Fn(Step) -> bool,
    most: impl FnOnce() -> f32,
) -> Option<(Step, String)> {
    let most = std::cell::LazyCell::new(most);
    let mut best: Option<(f32, Step, String)> = None;
    let mut encoded = Encodings::new(line);
    for step in accidents().filter(|&s| allowed(s)) {
        let Some(bytes) = encoded.bytes(step.encode) else {
            continue;
        };
        let Some(text) = step.decode.decode(bytes) else {
            continue;
        };
        if text == line || !text.chars().all(clean) {
            continue;
        }
        // (Weighed only as far as it could be the best.)
        let story = step_story_bits(step, line, &text);
        let bound = best.as_ref().map_or(*most, |b| b.0.min(*most));
        let Some(c) = cost_within(&text, bound - story) else {
            continue;
        };
        let bits = c.bits + story;
        if best.as_ref().is_none_or(|b| bits < b.0) {
            best = Some((bits, step, text));
        }
    }
    best.map(|(_, step, text)| (step, text))
}

/// The accidents a line of one text is read in at a glance: the classic ones between code
/// pages, and text in a multi-byte encoding of East Asia read as windows-1252 (Korean mail in
/// EUC-KR, a Chinese page in GBK or Big5, Japanese in Shift_JIS or EUC-JP, read as Western:
/// `¼Ò½º` is `소스`).
fn accidents() -> impl Iterator<Item = Step> {
    const EAST_ASIA: [Encoding; 5] = [
        Encoding::EucKr,
        Encoding::Gbk,
        Encoding::Big5,
        Encoding::ShiftJis,
        Encoding::EucJp,
    ];
    classic_steps().chain(EAST_ASIA.into_iter().map(|e| Step {
        encode: Codec::Encoding(Encoding::Windows1252),
        decode: Codec::Encoding(e),
    }))
}

/// The other readings of `line` the one `step` makes must be far dearer than: read as UTF-8 by
/// each other code page that has its characters; for a classic accident, each of those code
/// pages' and `step`'s own bytes read by every decoder the search weighs. (Each encoder's
/// bytes are made once.)
fn rival_readings(line: &str, step: Step, classic: bool) -> impl Iterator<Item = (Step, String)> {
    const UTF8: &[Codec] = &[Codec::Encoding(Encoding::Utf8)];
    let (encoders, decoders): (Vec<Codec>, &'static [Codec]) = match classic {
        true => (
            std::iter::once(step.encode)
                .chain(rivals(line, step))
                .collect(),
            right_decoders(),
        ),
        false => (rivals(line, step).collect(), UTF8),
    };
    encoders.into_iter().flat_map(move |encode| {
        let bytes = encode.encode(line);
        // (And for a classic accident, the bytes as UTF-8 that lost some on the way, where they
        // are no clean UTF-8: its characters are real, its U+FFFD lost ones. Into a code page,
        // only where they hold a character of UTF-8: a line of it whose every character beyond
        // ASCII was lost is no story.)
        let lost_utf8 = classic
            .then_some(bytes.as_ref())
            .flatten()
            .filter(|b| std::str::from_utf8(b).is_err() && lost_on_the_way(encode, b))
            .filter(|b| {
                !step.decode.accepts_any_bytes() || b.utf8_chunks().any(|c| !c.valid().is_ascii())
            })
            .map(|b| {
                let decode = Codec::Encoding(Encoding::Utf8);
                (
                    Step { encode, decode },
                    String::from_utf8_lossy(b).into_owned(),
                )
            });
        // (And where the line holds U+FFFD, what each code page reads as UTF-8 that lost those
        // bytes.)
        let refused = (!classic).then(|| lossy(encode, line)).flatten().map(|t| {
            let decode = Codec::Encoding(Encoding::Utf8);
            (Step { encode, decode }, t)
        });
        decoders
            .iter()
            .filter_map(move |&decode| {
                let s = Step { encode, decode };
                (s != step).then_some(())?;
                Some((s, decode.decode(bytes.as_ref()?)?))
            })
            .chain(lost_utf8)
            .chain(refused)
    })
}

/// Whether every piece of `bytes` that is no UTF-8 may be a sequence that lost bytes on the way,
/// as the search reads such a loss: a no-break space (A0) a pipeline made a space (`trÃ n`,
/// `é …`) or trimmed at the end, or bytes Python's cp1252 refused (81 8D 8F 90 9D, each a
/// continuation byte; only where `encode` is windows-1252), which leave a sequence cut short. A
/// continuation byte standing alone, or a byte no sequence starts with, was no loss: the bytes
/// of a legacy encoding hold those by the dozen (EUC-KR's syllables start with B0-C8).
fn lost_on_the_way(encode: Codec, bytes: &[u8]) -> bool {
    let refused = encode == Codec::Encoding(Encoding::Windows1252);
    // (How many continuation bytes the sequence open wants yet; a space where it wants one may
    // have been a no-break space.)
    let mut wants = 0;
    for &b in bytes {
        if wants > 0 && (b & 0xC0 == 0x80 || b == b' ') {
            wants -= 1;
            continue;
        }
        if wants > 0 && !refused {
            return false;
        }
        wants = match b {
            0x00..=0x7F => 0,
            0xC2..=0xDF => 1,
            0xE0..=0xEF => 2,
            0xF0..=0xF4 => 3,
            _ => return false,
        };
    }
    true
}

/// What `text` costs as the search's readings are weighed ([`text_bits`]), or None where that
/// is more than `most`: let go as soon as its characters and the least its letters may cost
/// are.
fn bits_within(text: &str, most: f32) -> Option<f32> {
    let bits = match text.contains('\u{FFFD}') {
        true => text_bits(text, most),
        false => cost_within(text, most).map(|c| c.bits),
    };
    bits.filter(|&b| b <= most)
}

/// The code pages other than `step`'s that have every character of `line`, and give some of
/// them other bytes than `step` does (found by the culprits' tables, without encoding).
fn rivals(line: &str, step: Step) -> impl Iterator<Item = Codec> + use<> {
    let c = culprits();
    let n = c.codecs.len().min(64);
    let own = c.codecs.iter().position(|&x| x == step.encode);
    let (mut has, mut differs) = (u64::MAX >> (64 - n), 0u64);
    for ch in line
        .chars()
        .filter(|&ch| !ch.is_ascii() && ch != '\u{FFFD}')
    {
        let ours = own.and_then(|k| c.byte(k, ch));
        // (Only the code pages that had every character so far.)
        let mut left = has;
        while left != 0 {
            let k = left.trailing_zeros() as usize;
            left &= left - 1;
            match c.byte(k, ch) {
                None => has &= !(1 << k),
                Some(b) if Some(b) != ours => differs |= 1 << k,
                Some(_) => {}
            }
        }
        if has == 0 {
            break;
        }
    }
    let others = has & differs;
    (0..n)
        .filter(move |&k| others & (1 << k) != 0 && Some(k) != own)
        .map(|k| c.codecs[k])
        .filter(|&x| !steps().iter().any(|s| s.encode == x))
}

impl<'a> Glanced<'a> {
    /// The lines not decided at a glance, for the search.
    pub(super) fn rest(&self) -> &str {
        &self.rest
    }

    /// Tell `evidence` what the lines decided at a glance repaired.
    pub(super) fn tell(&self, evidence: &mut Evidence) {
        for r in self.lines.iter().filter_map(|l| l.reading.as_ref()) {
            evidence.add(&[vec![r.step]]);
        }
    }

    /// The chain of each word the lines decided at a glance changed.
    pub(super) fn chains(&self) -> impl Iterator<Item = Vec<Step>> + '_ {
        self.lines.iter().flat_map(|l| {
            let changed = match &l.reading {
                Some(r) => words_changed(&self.input[l.start..l.body], &r.text).len(),
                None => 0,
            };
            let step = l.reading.as_ref().map(|r| r.step);
            (0..changed).filter_map(move |_| step.map(|s| vec![s]))
        })
    }

    fn spans_of(&self, l: &Line, r: &Reading, out_at: usize) -> Vec<Span> {
        let before = &self.input[l.start..l.body];
        let mut spans = word_spans(before, &r.text, &[r.step], (l.start, out_at), r.confidence);
        // (Each U+FFFD of a reading stands for a character a byte of which was lost.)
        for s in &mut spans {
            s.lost = s.after.matches('\u{FFFD}').count() as u32;
        }
        spans
    }

    /// The repair of the whole input: the lines decided at a glance, and `rest` (the repair of
    /// [`Glanced::rest`]) for the others. None where `rest` did not keep the lines as lines (a
    /// chain that changed line breaks): then the input is the search's whole.
    pub(super) fn merge(self, rest: Repair) -> Option<Repair> {
        let nl = |s: &str| memchr::memchr_iter(b'\n', s.as_bytes()).count();
        let crosses = rest
            .spans
            .iter()
            .any(|s| s.before.contains('\n') || s.after.contains('\n'))
            || rest.unsure.iter().any(|u| u.text.contains('\n'));
        if crosses || nl(&rest.text) != nl(&self.rest) {
            return None;
        }
        let input = self.input;
        let mut text = String::with_capacity(input.len());
        let mut spans: Vec<Span> = Vec::with_capacity(rest.spans.len());
        let mut unsure = Vec::with_capacity(rest.unsure.len());
        let (mut rest_spans, mut rest_unsure) = (rest.spans.iter(), rest.unsure.iter());
        let (mut next_span, mut next_unsure) = (rest_spans.next(), rest_unsure.next());
        // Where the next line not decided starts in the rest, and in its repair.
        let (mut at, mut out_at) = (0, 0);
        for l in &self.lines {
            let here = text.len();
            if let Some(r) = &l.reading {
                text.push_str(&r.text);
                text.push_str(&input[l.body..l.end]);
                spans.extend(self.spans_of(l, r, here));
                continue;
            }
            let end = at + (l.end - l.start);
            // (Its repair ends after its line break, where it has one.)
            let out_end = match input.as_bytes()[l.end - 1] == b'\n' {
                true => out_at + memchr::memchr(b'\n', &rest.text.as_bytes()[out_at..])? + 1,
                false => rest.text.len(),
            };
            text.push_str(&rest.text[out_at..out_end]);
            while let Some(s) = next_span.filter(|s| s.start < end) {
                spans.push(Span {
                    start: s.start - at + l.start,
                    end: s.end - at + l.start,
                    out_start: s.out_start - out_at + here,
                    out_end: s.out_end - out_at + here,
                    ..s.clone()
                });
                next_span = rest_spans.next();
            }
            while let Some(u) = next_unsure.filter(|u| u.start < end) {
                let mut u = u.clone();
                (u.start, u.end) = (u.start - at + l.start, u.end - at + l.start);
                u.out_start = u.out_start - out_at + here;
                unsure.push(u);
                next_unsure = rest_unsure.next();
            }
            (at, out_at) = (end, out_end);
        }
        if next_span.is_some() || next_unsure.is_some() || out_at != rest.text.len() {
            return None;
        }
        // The chain of the whole text, as a repair decided part by part states it: the rest's
        // whole-text chain where every part repaired starts with it, else the one chain every
        // part took (each line on its own: not a chain applied to the whole text).
        let starts = |c: &[Step]| !c.is_empty() && spans.iter().all(|s| s.steps.starts_with(c));
        let (steps, whole) = if rest.whole && starts(&rest.steps) {
            (rest.steps.clone(), true)
        } else {
            let first = spans.first().map(|s| s.steps.clone()).unwrap_or_default();
            match spans.iter().all(|s| s.steps == first) {
                true => (first, false),
                false => (Vec::new(), false),
            }
        };
        // The chains not taken, shown on the whole text where that is cheap; not one a part
        // took, nor one an unsure part lists.
        let short = input.len() <= 64 << 10;
        let mut alternatives: Vec<Alternative> = rest
            .alternatives
            .into_iter()
            .map(|mut a| {
                if short && let Some(t) = super::search::apply_chain(&a.steps, input) {
                    a.text = t;
                }
                a
            })
            .collect();
        keep_not_taken(&mut alternatives, &text, &spans, &unsure);
        Some(Repair {
            input: input.to_string(),
            text,
            steps,
            whole,
            spans,
            alternatives,
            weighed: Weighing::later(input),
            unsure,
            min_confidence: rest.min_confidence,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mojibake::repair::repair;

    #[test]
    fn a_line_of_utf8_read_as_windows_1252_is_decided_and_others_are_not() {
        let damaged = "Die Datei Ã¼bersetzung.txt wurde gelÃ¶scht.";
        let fixed = "Die Datei übersetzung.txt wurde gelöscht.";
        assert_eq!(line(damaged).as_deref(), Some(fixed));
        // Fine text; one character joined (a name, `AHÅ™`); damaged twice (windows-1251,
        // then windows-1252); a line with ESC.
        for text in [
            fixed,
            "AHÅ™, the new sofa from IKEA",
            "PÐ•â„¢Ð“Â\u{ad}liÐ•ÐŽ Ð•Ñ•luÐ•Ò\u{90}ouÐ”ÐŒkÐ“Ð… kÐ•Ð‡Ð•â‚¬",
            "\u{1B}[1mÃ¼bersetzung gelÃ¶scht",
            // (A run without end: the search cuts it into pieces, in bounded memory.)
            &"Ã©".repeat(LONGEST),
        ] {
            assert_eq!(line(text), None, "{text}");
        }
        // Nor a chain a reproduce line does not name.
        let other = vec![vec![Step {
            encode: Codec::Encoding(Encoding::Windows1252),
            decode: Codec::Encoding(Encoding::Windows1251),
        }]];
        assert!(read(damaged, Search::Only(&other), 0.8, &pages(), true).is_none());
        // Nor where another code page reads the line as UTF-8 too (windows-1257's `¨` is 8D).
        assert_eq!(line("NeÅ¾inoma klaida kvieÄ¨iant apt-key"), None);
        // A text of one line is decided so too: the search is not asked.
        let g = glance(damaged, Search::All, 0.8).expect("decided");
        assert_eq!(g.rest(), "");
    }

    #[test]
    fn a_line_alone_of_a_code_page_read_as_windows_1252_is_decided_too() {
        // Bulgarian in windows-1251, Greek in windows-1253, Hebrew in windows-1255, each read
        // as windows-1252: a string on its own (a field, a row) is decided at a glance.
        for (damaged, fixed) in [
            (
                "Äîáàâÿíå íà ïàêåòíè ôàéëîâå êúì èíäåêñ",
                "Добавяне на пакетни файлове към индекс",
            ),
            (
                "ÁíáíÝùóç ðëçñïöïñéþí äéáèÝóéìùí ðáêÝôùí",
                "Ανανέωση πληροφοριών διαθέσιμων πακέτων",
            ),
            ("àåáéé÷èéí", "אובייקטים"),
        ] {
            assert_eq!(line(damaged).as_deref(), Some(fixed), "{damaged}");
            let g = glance(damaged, Search::All, 0.8).expect("decided");
            assert_eq!(g.rest(), "");
        }
        // In a text of more lines, such a line is the search's, which weighs it with what the
        // others tell; and a line whose accented words are all frequent words is not weighed.
        let text = "Äîáàâÿíå íà ïàêåòíè ôàéëîâå êúì èíäåêñ\nDie Datei Ã¼bersetzung.txt";
        let g = glance(text, Search::All, 0.8).expect("the second line is decided");
        assert!(g.rest().starts_with("Äîáàâÿíå"));
        assert!(looks_misread("Pøenos dat selhal"));
        assert!(looks_misread("Error d'autenticaci—"));
        assert!(!looks_misread(
            "Die Datei wurde gelöscht, déjà été supprimé"
        ));
        // Nor UTF-8 that lost a byte on the way: its bytes hold characters of UTF-8 (`Ã©`),
        // and the search weighs what was lost.
        assert_eq!(line("Má»™t tráº£ lá»\u{9d}i Ä‘Ã£ trÃ n bá»™ Ä‘á»‡m."), None);
    }

    #[test]
    fn bytes_a_legacy_encoding_holds_by_chance_are_no_utf8_that_lost_some() {
        let windows_1252 = Codec::Encoding(Encoding::Windows1252);
        let bytes = |t: &str| windows_1252.encode(t).expect("windows-1252 has it");
        // UTF-8 whose no-break space became a space, or was trimmed at the end; and bytes
        // Python's cp1252 refused, which cut sequences short (`Ä` alone was `č`, C4 8D).
        for lost in ["trÃ n bá»™", "Ã ", "razliÄica"] {
            assert!(lost_on_the_way(windows_1252, &bytes(lost)), "{lost}");
        }
        // Only windows-1252 refuses those: for another code page, a sequence cut short before
        // a letter is no loss.
        let cp850 = Codec::Dos(crate::mojibake::codec::DosPage::Cp850);
        assert!(!lost_on_the_way(cp850, b"razli\xC4ica"));
        assert!(lost_on_the_way(cp850, b"tr\xC3 n"));
        // EUC-KR's syllables start with continuation bytes of UTF-8 (`¼` is BC), GBK's
        // characters with bytes no sequence of it starts with (`ú` is FA).
        for chance in ["¼Ò½º", "ÄúÕæµÄÒª·¢ËÍ"] {
            assert!(!lost_on_the_way(windows_1252, &bytes(chance)), "{chance}");
        }
        // So a Ukrainian line in windows-1251 read as windows-1252 is decided at a glance, as
        // the search decides it; and a Chinese one in GBK, which the search leaves as it is.
        let ukrainian = "Óâ³ìêíóòè àáî âèìêíóòè îíîâëåííÿ áåç ç’ºäíàííÿ ç ³íòåðíåòîì";
        for (damaged, fixed) in [
            (
                ukrainian,
                "Увімкнути або вимкнути оновлення без з’єднання з інтернетом",
            ),
            ("ÎÞÐ§µÄproto_version", "无效的proto_version"),
        ] {
            assert_eq!(line(damaged).as_deref(), Some(fixed), "{damaged}");
        }
        let searched = super::super::repair_searched(ukrainian, Default::default());
        assert_eq!(Some(searched.text), line(ukrainian));
    }

    #[test]
    fn a_line_of_a_central_european_code_page_with_a_letter_or_two_damaged_is_decided_too() {
        // (Czech and Polish in windows-1250 read as windows-1252: each reading is surer than
        // CLASSIC asks, not than ALONE, and the search takes it too.)
        for (damaged, fixed) in [
            (
                "Stránka pamìti má hardwarovou poruchu",
                "Stránka paměti má hardwarovou poruchu",
            ),
            ("Vytvoøit složky.", "Vytvořit složky."),
            (
                "%s...%s: wiele podstaw scalenia, u¿ywanie %s",
                "%s...%s: wiele podstaw scalenia, używanie %s",
            ),
        ] {
            assert_eq!(line(damaged).as_deref(), Some(fixed), "{damaged}");
            let searched = super::super::repair_searched(damaged, Default::default());
            assert_eq!(searched.text, fixed);
        }
        // A word of UTF-8 read as windows-1252 among letters windows-1252 has not (`ř`) is
        // the search's, which undoes it word by word; no classic reading of the line is taken.
        let one_word = "Chyba při zÃ¡pisu obsahu souboru nonce „%s“ do proudu:";
        assert!(a_word_reads_as_utf8(one_word));
        assert_eq!(line(one_word), None);
        for whole in ["Vytvoøit složky.", "Óâ³ìêíóòè àáî ç’ºäíàííÿ"] {
            assert!(!a_word_reads_as_utf8(whole), "{whole}");
        }
    }

    #[test]
    fn a_byte_pythons_cp1252_refused_is_a_character_lost_at_a_glance_too() {
        // (UTF-8 read by Python's cp1252 with errors='replace': `с` is D1 81, and 81 is a byte
        // it refuses; after `Ã`, a U+FFFD is the lost byte of a letter.) The glance reads each
        // U+FFFD as a byte lost, and gives what the search gives.
        for (damaged, fixed) in [
            (
                "Le cafÃ\u{FFFD} est trÃ¨s bon",
                "Le caf\u{FFFD} est très bon",
            ),
            (
                "Ð¿Ð°Ñ€Ð°Ð¼ÐµÑ‚Ñ€: Ð½ÐµÐ¸Ð·Ð²ÐµÑ\u{FFFD}Ñ‚Ð½Ñ‹Ð¹",
                "параметр: неизве\u{FFFD}тный",
            ),
        ] {
            assert_eq!(line(damaged).as_deref(), Some(fixed), "{damaged}");
            let searched = super::super::repair_searched(damaged, Default::default());
            assert_eq!(searched.text, fixed, "{damaged}");
        }
        // Damaged twice, and a byte lost: the search's.
        assert_eq!(line("Ã¢â€\u{FFFD}â€™(Ã¢Å’Â£Ã‹â€ºÃ¢Å’Â£)"), None);
    }

    #[test]
    fn the_lines_put_back_together_say_where_each_part_was_and_is() {
        let lines = "Résumé\r\nDie Datei Ã¼bersetzung.txt wurde gelÃ¶scht.\nGrüße aus München\n\
                     Le cafÃ© de lâ€™Ã©tÃ©\n";
        let fixed = "Résumé\r\nDie Datei übersetzung.txt wurde gelöscht.\nGrüße aus München\n\
                     Le café de l’été\n";
        let input = lines.repeat(60) + "Ã©tÃ©";
        assert!(glance(&input, Search::All, 0.8).is_some());
        let r = repair(&input);
        assert_eq!(r.text, fixed.repeat(60) + "été");
        for s in &r.spans {
            assert_eq!(&input[s.start..s.end], s.before);
            assert_eq!(&r.text[s.out_start..s.out_end], s.after);
        }
        // Each line on its own: no one chain applied to the whole text.
        assert!(!r.whole);
    }
}
