//! Where UTF-8 read by a code page stands in a text: the *units* a local repair puts back.
//!
//! A code page reading UTF-8 turns every character outside ASCII into two to four characters
//! (`é` → `Ã©` in windows-1252): the lead byte's character and its continuations'. Wherever
//! the characters of a text are, in some code page (a *culprit*), the bytes of a UTF-8
//! sequence, that run of characters is a unit that may be put back as the one character it
//! was. Damage that lost bytes leaves units too:
//! - a byte a decoder refused became U+FFFD or `?` (windows-1252 as Python knows it has no
//!   81 8D 8F 90 9D): the unit stands for U+FFFD, since the byte is gone;
//! - the no-break space A0, the continuation byte of `à` (C3 A0), `Š` (C5 A0) and many more,
//!   became a space or vanished: a lead followed by a space, or by nothing, takes A0.
//!
//! Surrogates written one by one (CESU-8: Java's modified UTF-8, MySQL's 3-byte `utf8`) are
//! units of six bytes. The culprits are every single-byte encoding of the standard, isomorphic
//! decode, and the DOS code pages 437, 850 and 852.

pub(crate) use super::culprits::{culprits, latin1_mask};
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::script::{kind, rarity, script, Kind, Script};

/// Which decoder the units are for: UTF-8 alone, or CESU-8 (surrogates one by one) too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    Utf8,
    Cesu8,
}

/// A run of characters that are the bytes of one UTF-8 sequence in some culprit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Unit {
    /// Byte range in the text.
    pub start: usize,
    pub end: usize,
    /// The character the sequence is (U+FFFD where a byte of it was lost).
    pub out: char,
    /// Bytes lost (refused as U+FFFD or `?`, or a no-break space that became a space or
    /// vanished).
    pub lost: u8,
    /// Whether it joined two surrogate halves (CESU-8).
    pub cesu: bool,
    /// Whether it assumes a no-break space that became a space or vanished.
    pub a0: bool,
    /// Whether it assumes a continuation byte that was dropped (nothing stands for it).
    pub dropped: bool,
    /// What the continuation characters prove: a symbol or a control read from a
    /// continuation byte is strong evidence, a letter or a no-break space weak.
    pub evidence: f32,
}

/// The evidence of a continuation character joined into a unit (symbols, punctuation and
/// controls; letters and the no-break space).
const JOINED_SYMBOL: f32 = 0.9;
const JOINED_LETTER: f32 = 0.2;

/// The characters of `text` with their byte offsets, into `buf`.
pub(crate) fn chars_of(text: &str, buf: &mut Vec<(usize, char)>) {
    buf.clear();
    buf.extend(text.char_indices());
}

/// Whether culprit `k` reads some character of `chars` as ED, the lead of a surrogate half.
pub(crate) fn has_ed(chars: &[(usize, char)], k: usize) -> bool {
    let Some(ed) = culprits().ed(k) else {
        return false;
    };
    chars.iter().any(|&(_, c)| c == ed)
}

/// The units of culprit `k` in `chars` (the text's characters with offsets; `len` its length),
/// left to right, none overlapping.
pub(crate) fn units_of(
    chars: &[(usize, char)],
    len: usize,
    k: usize,
    target: Target,
    out: &mut Vec<Unit>,
) {
    units_until(chars, len, k, target, usize::MAX, out);
}

/// [`units_of`] of windows-1252 (culprit `k`) in a line where Python's codec dropped bytes:
/// there a lead before a space or the end lost its byte too, where that makes a letter that
/// is written (`×œ× ` is `ל�`, not `לנ`: that pipeline keeps the no-break space).
pub(crate) fn units_dropping_at_gaps(
    chars: &[(usize, char)],
    len: usize,
    k: usize,
    out: &mut Vec<Unit>,
) {
    units_in(chars, len, k, Target::Utf8, usize::MAX, Gap::Dropped, out);
}

/// [`units_of`], the units that start before byte `until` (found as [`units_of`] finds them:
/// each after the one before).
pub(crate) fn units_until(
    chars: &[(usize, char)],
    len: usize,
    k: usize,
    target: Target,
    until: usize,
    out: &mut Vec<Unit>,
) {
    units_in(chars, len, k, target, until, Gap::Either, out);
}

/// What a lead before a space or the end is taken for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Gap {
    /// A lost no-break space, or a dropped byte where the no-break space makes a letter no
    /// living language writes.
    Either,
    /// A dropped byte, where that makes a letter that is written.
    Dropped,
}

fn units_in(
    chars: &[(usize, char)],
    len: usize,
    k: usize,
    target: Target,
    until: usize,
    gap: Gap,
    out: &mut Vec<Unit>,
) {
    let t = culprits();
    let mut i = 0;
    while i < chars.len() && chars[i].0 < until {
        let c = chars[i].1;
        if (c as u32) < 0x80 || t.lead_mask(c) & (1 << k) == 0 {
            i += 1;
            continue;
        }
        match unit_at(chars, len, k, i, target, gap) {
            Some((u, next)) => {
                out.push(u);
                i = next;
            }
            None => i += 1,
        }
    }
}

/// The culprits that have a unit starting somewhere in `chars`: a lead whose next character
/// is a continuation, or stands for a lost byte; or, for the culprits of `gap`, a lead before
/// a space or the end (a no-break space lost, or a byte dropped: units a pass takes only from
/// some culprits).
pub(crate) fn candidates_in(chars: &[(usize, char)], gap: u64) -> u64 {
    candidates_of(chars.iter().map(|&(_, c)| c), gap)
}

/// [`candidates_in`] of the characters `chars` (a text read once, nothing built).
pub(crate) fn candidates_of(chars: impl Iterator<Item = char>, gap: u64) -> u64 {
    let t = culprits();
    let mut mask = 0;
    let mut chars = chars.peekable();
    while let Some(c) = chars.next() {
        if (c as u32) < 0xA0 {
            continue;
        }
        let lead = t.lead_mask(c);
        if lead == 0 {
            continue;
        }
        mask |= match chars.peek().copied() {
            Some('\u{FFFD}' | '?') => lead,
            None => lead & gap,
            Some(n) if n.is_ascii_whitespace() => lead & gap,
            Some(n) if (n as u32) < 0x80 => 0,
            Some(n) => lead & t.cont_mask(n),
        };
    }
    mask
}

/// The bytes the `n`th continuation of a sequence that starts with `lead` may be (UTF-8, or
/// CESU-8 where `target` says so, whose ED leads surrogates).
fn continuation(n: usize, lead: u8, target: Target) -> (u8, u8) {
    match (n, lead) {
        (1, 0xE0) => (0xA0, 0xBF),
        (1, 0xED) if target == Target::Utf8 => (0x80, 0x9F),
        (1, 0xF0) => (0x90, 0xBF),
        (1, 0xF4) => (0x80, 0x8F),
        _ => (0x80, 0xBF),
    }
}

/// Whether `c` stands where a lost byte was: U+FFFD, or `?` as an encoder writes it.
fn lost_byte(c: char) -> bool {
    c == '\u{FFFD}' || c == '?'
}

/// The unit of culprit `k` whose lead is `chars[i]`, and the index after it.
fn unit_at(
    chars: &[(usize, char)],
    len: usize,
    k: usize,
    i: usize,
    target: Target,
    gap: Gap,
) -> Option<(Unit, usize)> {
    let t = culprits();
    let lead_char = chars[i].1;
    let lead = t.byte(k, lead_char)?;
    let need = match lead {
        0xC2..=0xDF => 1,
        0xE0..=0xEF => 2,
        0xF0..=0xF4 => 3,
        _ => return None,
    };
    let mut bytes = [lead, 0, 0, 0];
    let (mut lost, mut evidence, mut proof) = (0u8, 0.0f32, 0.0f32);
    let mut j = i + 1;
    let mut space_a0 = None;
    let mut complete = true;
    // The place of a byte dropped inside the sequence, and the character after it.
    let mut skipped: Option<(usize, usize)> = None;
    // (Python's windows-1252 refuses 81 8D 8F 90 9D, all of them continuations: where text
    // went through it, a continuation may have been dropped.)
    let refuses = t.codecs[k] == Codec::Encoding(Encoding::Windows1252);
    #[allow(clippy::needless_range_loop)] // n is the byte's place in the sequence too
    for n in 1..=need {
        let (lo, hi) = continuation(n, lead, target);
        let Some(&(_, c)) = chars.get(j) else {
            complete = false;
            break;
        };
        let byte = t.byte(k, c);
        if let Some(b) = byte.filter(|b| (lo..=hi).contains(b)) {
            bytes[n] = b;
            // A no-break space glued after a letter is as odd as a symbol.
            let weak = letter(c) || (c == '\u{A0}' && !letter(lead_char));
            evidence += if weak { JOINED_LETTER } else { JOINED_SYMBOL };
            // (A sign proves a lead whose last byte was dropped; a no-break space after a
            // letter may be typography, `installé\u{A0};`.)
            proof += if weak || c == '\u{A0}' {
                0.0
            } else {
                JOINED_SYMBOL
            };
        } else if skipped.is_some() {
            complete = false;
            break;
        } else if refuses && n < need && byte.is_some_and(|b| (0x80..=0xBF).contains(&b)) {
            // A continuation out of the range of this place (`í¬` is ED AC: after ED comes
            // 80 to 9F) is the next place's, where a refused byte was dropped before it
            // (`크` is ED 81 AC).
            skipped = Some((n, j));
            continue;
        } else if lost_byte(c) && !(c == '?' && gap == Gap::Dropped) {
            // (In a line whose pipeline drops bytes, a `?` is the text's own: `必要?` is
            // `必�?`, not `必�`.)
            bytes[n] = lo.max(0x80);
            lost += 1;
        } else if c == ' ' && (lo..=hi).contains(&0xA0) {
            // Any reading may lose the no-break space to a space: the unit says so (`a0`),
            // and the local pass decides where to believe it.
            bytes[n] = 0xA0;
            space_a0 = Some(j);
            lost += 1;
        } else {
            complete = false;
            break;
        }
        j += 1;
    }
    let end_of = |j: usize| chars.get(j).map_or(len, |&(o, _)| o);
    // Whether a byte windows-1252 refuses, dropped from the sequence (`present`: the bytes
    // after the lead that are there), makes a letter that is written (`я` is D1 8F, `た` is
    // E3 81 9F; C9 and any of them make none).
    // (A letter, not a mark: U+0610 is alphabetic to Unicode, and no word's letter.)
    let written = |c: char| matches!(kind(c), Kind::Letter { .. }) && rarity(c) < 2;
    let dropped_makes = |present: &[u8], ok: &dyn Fn(char) -> bool| {
        let n = present.len() + 2;
        (0..=present.len()).any(|at| {
            super::culprits::REFUSED.iter().any(|&r| {
                let mut seq = [lead, 0, 0, 0];
                seq[1..=at].copy_from_slice(&present[..at]);
                seq[at + 1] = r;
                seq[at + 2..n].copy_from_slice(&present[at..]);
                decode(&seq[..n]).is_some_and(ok)
            })
        })
    };
    let dropped_letter = |present: &[u8]| dropped_makes(present, &written);
    // (What the signs among its continuations prove is kept: `â€` before a space is E2 80
    // without its last byte, told by the `€`.)
    let dropped = |end: usize, evidence: f32| Unit {
        start: chars[i].0,
        end: end_of(end),
        out: '\u{FFFD}',
        lost: 1,
        cesu: false,
        a0: false,
        dropped: true,
        evidence,
    };
    if let Some((at, skip_j)) = skipped {
        // The bytes after the one dropped are all here: the character is lost, if a refused
        // byte in its place makes one. Else the sequence ends where the byte is missing.
        let present: Vec<u8> = (1..=need).filter(|&n| n != at).map(|n| bytes[n]).collect();
        if complete && dropped_makes(&present, &|_| true) {
            return Some((dropped(j, proof), j));
        }
        complete = false;
        j = skip_j;
    }
    if !complete {
        // A two-byte lead before a space or the end: the no-break space after it vanished.
        let at_gap = chars.get(j).is_none_or(|&(_, c)| c.is_whitespace());
        if need != 1 || j != i + 1 || !at_gap {
            // Or a byte windows-1252 as Python knows it refuses (81 8D 8F 90 9D, all of them
            // continuations) was dropped: the character is lost, its other bytes are here.
            // (Not before a C1 control this culprit does not read, `å\u{8C}\u{85}`: that is
            // the bytes read as Latin-1, whole, not a byte dropped.)
            let latin1_next = chars.get(j).is_some_and(|&(_, c)| {
                ('\u{80}'..='\u{9F}').contains(&c) && t.byte(k, c).is_none()
            });
            // (Each byte missing must be one Python refuses where it is missing: a fine `à`
            // alone, E0, lost none, as no refused byte follows E0.)
            let (lo, hi) = continuation(j - i, lead, target);
            let droppable = super::culprits::REFUSED
                .iter()
                .any(|b| (lo..=hi).contains(b));
            if !refuses || at_gap && need == 1 || latin1_next || !droppable {
                return None;
            }
            // (Where what follows is no character of this culprit, `â€ś`, another culprit's
            // reading may be whole: the signs prove nothing here.)
            let ours = chars.get(j).is_none_or(|&(_, c)| t.byte(k, c).is_some());
            return Some((dropped(j, if ours { proof } else { 0.0 }), j));
        }
        let a0 = decode(&[lead, 0xA0]).filter(|&c| a0_makes_text(chars, i, c));
        // (Unless that makes a rare letter, `Ѡ` for `Ñ`, `Ġ` (Maltese) for `Ä`, where a
        // dropped byte makes one that is written: windows-1252's reading, where Python dropped
        // it, and no other culprit's.)
        if (gap == Gap::Dropped || a0.is_some_and(|c| rarity(c) >= 1)) && dropped_letter(&[]) {
            return refuses.then(|| (dropped(j, proof), j));
        }
        let out = a0?;
        let unit = Unit {
            start: chars[i].0,
            end: end_of(j),
            out,
            lost: 1,
            cesu: false,
            a0: true,
            dropped: false,
            // A capital standing alone before the space is no word (`Ã jour`).
            evidence: if standalone(chars, i) {
                JOINED_SYMBOL
            } else {
                0.0
            },
        };
        return Some((unit, j));
    }
    let mut cesu = false;
    let out = if lead == 0xED && bytes[1] >= 0xA0 {
        // A surrogate half: a high one followed by a low one is a CESU-8 pair.
        let hi = 0xD000 | ((bytes[1] as u32 & 0x3F) << 6) | (bytes[2] as u32 & 0x3F);
        if hi >= 0xDC00 || lost > 0 || target != Target::Cesu8 {
            return None;
        }
        let byte = |n: usize| chars.get(n).and_then(|&(_, c)| t.byte(k, c));
        let (b0, b1, b2) = (byte(j), byte(j + 1), byte(j + 2));
        let (Some(0xED), Some(b1 @ 0xB0..=0xBF), Some(b2 @ 0x80..=0xBF)) = (b0, b1, b2) else {
            return None;
        };
        let lo = 0xD000 | ((b1 as u32 & 0x3F) << 6) | (b2 as u32 & 0x3F);
        evidence += 2.0 * JOINED_SYMBOL;
        j += 3;
        cesu = true;
        char::from_u32(0x10000 + ((hi - 0xD800) << 10) + (lo - 0xDC00))?
    } else if (lost > 0 && space_a0.is_none()) || lost > 1 {
        // A byte is gone: the sequence stands for U+FFFD.
        '\u{FFFD}'
    } else {
        decode(&bytes[..=need])?
    };
    if space_a0.is_some() && !a0_makes_text(chars, i, out) {
        return None;
    }
    // A no-break space that makes a letter no living language writes (`Ñ ` as `Ѡ`) is a
    // refused byte dropped before the space as likely, where that makes a letter that is
    // written (`я` is D1 8F): the character is lost. So is any where the token kept the
    // lead's no-break space elsewhere (`×\u{A0}` is `נ`): there the space was a space, and
    // `× ` is `א` or `ם` without its byte.
    let nbsp_kept = || {
        chars
            .windows(2)
            .any(|w| w[1].1 == '\u{A0}' && w[0].1 == lead_char)
    };
    // So is a dagger (`â€ `, E2 80 A0) where windows-1252 refuses the byte of `”` (E2 80 9D):
    // a closing quote is what text holds, and the bytes cannot tell which mark was lost.
    let dagger = refuses && out == '†';
    if let Some(at) = space_a0.filter(|_| lost == 1 && dagger) {
        return Some((dropped(at, proof), at));
    }
    // (Where the letter is unwritten, no culprit's reading makes it: the byte was dropped,
    // which only Python's windows-1252 does; a reading of another culprit is no unit. A rare
    // letter, `Ġ` (Maltese) for `Ä `, is as doubtful where windows-1252 reads it; so is a
    // capital or a digit right after a small letter, or after one a unit makes: `giá» ` is
    // `gi� ` (`ờ` without its 9D), not `giỠ`; `Ø¹Ù ` is `ع� `, not `ع٠`. All told only
    // where a space stands for the no-break space: most units have none.)
    let unwritten = || rarity(out) >= 2;
    let after_small = || {
        let back = |n: usize| i.checked_sub(n).map(|p| chars[p].1);
        let made = || decode(&[t.byte(k, back(2)?)?, t.byte(k, back(1)?)?]);
        let small = |c: char| c.is_alphabetic() && !c.is_uppercase();
        back(1).is_some_and(small) || made().is_some_and(small)
    };
    let odd_here = || (out.is_uppercase() || kind(out) == Kind::Digit) && after_small();
    // So is a letter of a script that spaces its words from ASCII, glued by the no-break
    // space to ASCII that starts a word or a quote (`à¸ 'apt-key'` is `ก 'apt-key'` without
    // its 81, not `ภ'apt-key'`; closing signs glue to it, `ПРИМЕР:`).
    let glued_to_ascii = || {
        let spaced = !matches!(
            script(out),
            Script::Latin | Script::Han | Script::Kana | Script::Other
        );
        let next = space_a0.and_then(|at| chars.get(at + 1)).map(|&(_, c)| c);
        let opens =
            |c: char| c.is_ascii_alphanumeric() || matches!(c, '\'' | '"' | '(' | '[' | '%');
        spaced && out.is_alphabetic() && next.is_some_and(opens)
    };
    let either = || {
        let r = rarity(out);
        r >= 2
            || (r >= 1 && refuses)
            || gap == Gap::Dropped
            || nbsp_kept()
            || odd_here()
            || glued_to_ascii()
    };
    if let Some(at) = space_a0.filter(|_| lost == 1 && either()) {
        let present: Vec<u8> = (1..=need)
            .filter(|&n| i + n != at)
            .map(|n| bytes[n])
            .collect();
        if (refuses || unwritten()) && dropped_letter(&present) {
            return refuses.then(|| (dropped(at, proof), at));
        }
    }
    // A symbol read from a lead byte, glued to the letter before it (`wei√ü`) or to an
    // elision (`C'√®`, `l'├¿`), is evidence too (alone, `√π` and `∆°` are mathematics).
    let elided = i > 1 && matches!(chars[i - 1].1, '\'' | '’') && letter(chars[i - 2].1);
    let glued = i > 0 && (letter(chars[i - 1].1) || elided);
    if glued && !letter(lead_char) {
        evidence += JOINED_SYMBOL / 2.0;
    }
    let mut end = j;
    // The no-break space that became a space: after `à` the space may as well have been the
    // one between two words, and the no-break space vanished (`voilÃ le` is `voilà le`):
    // unless another space follows, or a lone letter (`Ã s` is `às`), or the letters' model
    // reads what follows as glued to it ([`joins_a_word`]: `vÃ lida` is `vàlida`).
    if space_a0 == Some(j - 1) && out == 'à' {
        let next = chars.get(j).map(|&(_, c)| c);
        let lone_letter = next.is_some_and(char::is_alphabetic)
            && chars.get(j + 1).is_none_or(|&(_, c)| c.is_whitespace());
        if !matches!(next, Some(' ')) && !lone_letter && !joins_a_word(chars, i, j, k) {
            end = j - 1;
        }
    }
    let unit = Unit {
        start: chars[i].0,
        end: end_of(end),
        out,
        lost,
        cesu,
        a0: space_a0.is_some(),
        dropped: false,
        evidence: if space_a0.is_some() && standalone(chars, i) {
            evidence + JOINED_SYMBOL * if no_word(lead_char) { 2.0 } else { 1.0 }
        } else {
            evidence
        },
    };
    Some((unit, end))
}

/// Whether the `à` read from culprit `k`'s lead at `i` and what follows the space at `j - 1`
/// (the space that was its no-break space) are one word, or `à` and a sign glued to it: where
/// the letters' model finds the words around them likelier written together than apart, by
/// [`GLUED`] bits at least (`vàlida`, `automàticament`, `hàng`, `àrea`, `àquele`,
/// `funzionalità.`; `và các`, `voilà le`, `jusqu'à nos` stay apart). The words are weighed as
/// far as the culprit reads no lead in them (more damage, undone later).
fn joins_a_word(chars: &[(usize, char)], i: usize, j: usize, k: usize) -> bool {
    const SIDE: usize = 24;
    let t = culprits();
    let own = |c: char| !c.is_whitespace() && t.byte(k, c).is_none_or(|b| b < 0xC2);
    let mut before: Vec<char> = chars[..i]
        .iter()
        .rev()
        .map(|&(_, c)| c)
        .take_while(|&c| own(c))
        .take(SIDE)
        .collect();
    before.reverse();
    let before: String = before.into_iter().collect();
    let after: String = chars[j.min(chars.len())..]
        .iter()
        .map(|&(_, c)| c)
        .take_while(|&c| own(c))
        .take(SIDE)
        .collect();
    let bits = |text: String| crate::script::letters::likely::cost(&text).bits;
    bits(format!("{before}à{after}")) + GLUED < bits(format!("{before}à {after}"))
}

/// How many bits likelier `à` and what follows a space must read glued than apart for the
/// space to be taken for its no-break space ([`joins_a_word`]): where the letters cannot tell
/// (`à l`, a word cut short by more damage), the space the text shows stays a space, as it is
/// after a pipeline that collapses spaces.
const GLUED: f32 = 1.0;

/// Whether `c` is a letter, or a mark of one (from the plausibility model's table: the hot
/// path).
fn letter(c: char) -> bool {
    c.is_ascii_alphabetic() || matches!(kind(c), Kind::Letter { .. } | Kind::Mark)
}

/// Whether the lead at `i`, read with a lost no-break space as `out`, makes a character text
/// holds: not a mark, nor private use or a code point Unicode has not assigned (`ої ` is EE BF
/// A0, U+EFE0, and `сії ` a character of plane 7), nor a word of its own ([`word_of_its_own`]).
fn a0_makes_text(chars: &[(usize, char)], i: usize, out: char) -> bool {
    !matches!(kind(out), Kind::Mark | Kind::Odd) && !word_of_its_own(chars, i, out)
}

/// Whether the lead at `i`, read with a lost no-break space as `out`, is rather a word of its
/// own: a letter of a script other than Latin standing alone (`[В процес`, Bulgarian's `В` is
/// windows-1251's C2), where the reading makes a no-break space of it. (A no-break space
/// read so is glued to what comes before it, `100В руб.`; Latin-1's `Â` alone is no word.)
fn word_of_its_own(chars: &[(usize, char)], i: usize, out: char) -> bool {
    if out != '\u{A0}' {
        return false;
    }
    let lead = chars[i].1;
    let alone = i == 0 || !chars[i - 1].1.is_alphanumeric();
    alone && lead.is_alphabetic() && script(lead) != Script::Latin
}

/// Whether the character at `i` is a capital standing alone after a space (or at the start).
fn standalone(chars: &[(usize, char)], i: usize) -> bool {
    chars[i].1.is_uppercase() && (i == 0 || chars[i - 1].1.is_whitespace())
}

/// Whether a capital alone is no word of any language (`Ã`, `Â`; `É` and `À` are words).
fn no_word(c: char) -> bool {
    !crate::script::letters::listed(c.encode_utf8(&mut [0; 4]))
}

/// The one character of a UTF-8 sequence; None for a code point Unicode has not assigned in
/// the blocks code pages reach (what random bytes make of a lead and a continuation).
fn decode(bytes: &[u8]) -> Option<char> {
    // (A lead and its continuations, each in the range UTF-8 allows after it: the sequence is
    // well formed, and its code point is the bits they carry. Surrogates are refused.)
    let (&lead, rest) = bytes.split_first()?;
    let valid = match (lead, rest) {
        (0xC2..=0xDF, [a]) => matches!(a, 0x80..=0xBF),
        (0xE0, [a, b]) => matches!(a, 0xA0..=0xBF) && matches!(b, 0x80..=0xBF),
        (0xED, [a, b]) => matches!(a, 0x80..=0x9F) && matches!(b, 0x80..=0xBF),
        (0xE1..=0xEF, [a, b]) => matches!(a, 0x80..=0xBF) && matches!(b, 0x80..=0xBF),
        (0xF0, [a, b, c]) => {
            matches!(a, 0x90..=0xBF) && matches!(b, 0x80..=0xBF) && matches!(c, 0x80..=0xBF)
        }
        (0xF1..=0xF3, [_, _, _]) => rest.iter().all(|x| (0x80..=0xBF).contains(x)),
        (0xF4, [a, b, c]) => {
            matches!(a, 0x80..=0x8F) && matches!(b, 0x80..=0xBF) && matches!(c, 0x80..=0xBF)
        }
        _ => false,
    };
    if !valid {
        return None;
    }
    let bits = match rest.len() {
        1 => lead as u32 & 0x1F,
        2 => lead as u32 & 0x0F,
        _ => lead as u32 & 0x07,
    };
    let cp = rest.iter().fold(bits, |cp, &b| cp << 6 | (b as u32 & 0x3F));
    let unassigned = matches!(cp, 0x378..=0x379 | 0x380..=0x383 | 0x38B | 0x38D | 0x3A2);
    char::from_u32(cp).filter(|_| !unassigned)
}

/// Keep a unit that assumes a dropped byte only where a whole unit stands right beside it, or
/// such a unit does (`ÑÑ‚` is `�т`, `Ð¾ÑÑ` is `о��`; a lone `Ã` before `O` is no character
/// that lost a byte), or a continuation that is a symbol is in it (`â€` is E2 80, `”` without
/// its 9D).
pub(crate) fn keep_dropped_beside_whole(units: &mut Vec<Unit>) {
    if !units.iter().any(|u| u.dropped) {
        return;
    }
    // (A dropped unit a sign proves stands as one beside it too.)
    let mut beside: Vec<bool> = (0..units.len())
        .map(|n| {
            let whole = |m: usize| units.get(m).is_some_and(|w| w.lost == 0);
            (whole(n + 1) && units[n + 1].start == units[n].end)
                || (n > 0 && whole(n - 1) && units[n - 1].end == units[n].start)
                || (units[n].dropped && units[n].evidence >= JOINED_SYMBOL)
        })
        .collect();
    // (And one joined to such a one: `Ð¾ÑÑ` is `о`, then `с` and `я` each without its
    // second byte; `ì´ìƒì˜` is `이`, `상` and `의` each without one, though `ƒ` is a letter.)
    for n in 1..units.len() {
        beside[n] |= beside[n - 1] && units[n - 1].end == units[n].start;
    }
    for n in (1..units.len()).rev() {
        beside[n - 1] |= beside[n] && units[n - 1].end == units[n].start;
    }
    let mut n = 0;
    units.retain(|u| {
        n += 1;
        !u.dropped || beside[n - 1] || u.evidence >= JOINED_SYMBOL
    });
}

/// `text` with `units` put back.
pub(crate) fn apply(text: &str, units: &[Unit]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for u in units {
        out.push_str(&text[at..u.start]);
        out.push(u.out);
        at = u.end;
    }
    out.push_str(&text[at..]);
    out
}

#[cfg(test)]
mod tests;
