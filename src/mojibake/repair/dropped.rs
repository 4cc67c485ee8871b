//! Bytes Python's cp1252 dropped: it refuses 81 8D 8F 90 9D, and with errors='ignore' the
//! text goes on without them. Beside a whole unit the local pass takes such a loss at once;
//! a lead standing alone (`Äas` for `čas`, `â€%s` for `”%s`) is taken only where the line
//! around it was repaired by the same chain, or it is a capital right after a small letter
//! (`razliÄica`), and its character is lost: a U+FFFD stands for it. In a line that dropped
//! a byte inside a word, or kept a no-break space inside a unit, a lead before a space lost
//! its byte too (that pipeline keeps the no-break space): `×œ× ` is `ל� `, not `לנ`.

use super::culprits::REFUSED;
use super::decide::{on_chain, refuses, Decided, Decision, Drops};
use super::halves::picked;
use super::leads::{
    before_continuation, gap_tells, in_a_word_of_its_own, in_alphabet_of, inside_small_word,
    push_letters, starts_a_listed_word, Around,
};
use super::types::Step;
use super::units::culprits;
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::script::letters::Letters;
use crate::script::{rarity, script, Script};
use rustc_hash::FxHashMap as HashMap;
use std::collections::HashSet;
use std::sync::Arc;

/// Take the leads standing alone whose bytes were dropped, in the lines the text's chain
/// `chain` repaired (`decided`: what each token of `toks` became; `wide`: the tokens outside
/// ASCII).
pub(super) fn take_lone_drops(
    text: &str,
    toks: &[(usize, usize)],
    wide: &[usize],
    decided: &mut [Decided],
    chain: &[Step],
) {
    let t = culprits();
    let windows_1252 = Codec::Encoding(Encoding::Windows1252);
    let Some(k) = t.codecs.iter().position(|&c| c == windows_1252) else {
        return;
    };
    if !drops_bytes(chain) {
        return;
    }
    let token = |i: usize| &text[toks[i].0..toks[i].1];
    // The line of each token outside ASCII, and the lines the chain repaired a token of.
    let lines = line_numbers(text, wide.iter().map(|&i| toks[i].0));
    let mut damaged = vec![false; lines.last().map_or(0, |&l| l + 1)];
    for (n, &i) in wide.iter().enumerate() {
        if decided[i].as_ref().is_some_and(|d| d.steps == chain) {
            damaged[lines[n]] = true;
        }
    }
    // The tokens with a lead whose sequence is cut short, where the chain left them or
    // repaired them in part (by their place in `wide`). (Where its units explained every
    // character, with no byte dropped, none is.)
    let decided_now: &[Decided] = decided;
    let todo: Vec<usize> = picked(wide.len(), |n| {
        let pick = damaged[lines[n]]
            && decided_now[wide[n]]
                .as_ref()
                .is_none_or(|d| d.steps == chain && !d.explained)
            && cut_short(token(wide[n]), k);
        pick.then_some(())
    })
    .into_iter()
    .map(|(n, ())| n)
    .collect();
    if todo.is_empty() {
        return;
    }
    // The accented letters of those lines, what the repair made of them.
    fn shown<'a>(j: usize, token: &'a str, decided: &'a [Decided]) -> &'a str {
        decided[j].as_ref().map_or(token, |d| d.text.as_str())
    }
    // (Of a token cut short itself, only what the repair made: a lead it left standing, `Ä`
    // in `ukonÄené`, is no letter of the line.)
    let wanted: HashSet<usize> = todo.iter().map(|&n| lines[n]).collect();
    let short: HashSet<usize> = todo.iter().copied().collect();
    let letters_of = |n: usize, decided: &[Decided]| {
        let j = wide[n];
        let mut made: Vec<char> = accented(shown(j, token(j), decided)).collect();
        if short.contains(&n) {
            for c in accented(token(j)) {
                if let Some(at) = made.iter().position(|&m| m == c) {
                    made.swap_remove(at);
                }
            }
        }
        made
    };
    let mut alphabet: HashMap<usize, Around> = HashMap::default();
    for (n, line) in lines.iter().enumerate() {
        if wanted.contains(line) {
            let counts = &mut alphabet.entry(*line).or_default().accented;
            for c in letters_of(n, decided) {
                *counts.entry(c).or_default() += 1;
            }
        }
    }
    // The language of each of those lines, told by its words and letters as repaired, the
    // leads cut short left out (`nije` and `dopuštena` are Croatian, whose `č` lost its 8D in
    // `Ävrsta`: the line is no Slovak, which writes `ä`).
    let mut read: HashMap<usize, Letters> = HashMap::default();
    let mut at = 0;
    for (n, &i) in wide.iter().enumerate() {
        let (start, end) = toks[i];
        if !wanted.contains(&lines[n]) {
            continue;
        }
        let letters = read.entry(lines[n]).or_default();
        let from = memchr::memrchr(b'\n', &text.as_bytes()[..start]).map_or(0, |b| b + 1);
        push_letters(letters, &text[at.max(from)..start], &[]);
        let leads: Vec<char> = if short.contains(&n) {
            accented(token(i)).collect()
        } else {
            Vec::new()
        };
        push_letters(letters, shown(i, token(i), decided), &leads);
        let next_line = wide.get(n + 1).is_none_or(|_| lines[n + 1] != lines[n]);
        if next_line {
            let to = memchr::memchr(b'\n', &text.as_bytes()[end..]).map_or(text.len(), |b| end + b);
            push_letters(letters, &text[end..to], &[]);
        }
        at = end;
    }
    for (line, letters) in read {
        if let Some(around) = alphabet.get_mut(&line) {
            around.languages = letters.languages();
        }
    }
    let mut chars = Vec::new();
    let mut found: Vec<(usize, Option<(Decision, bool)>)> = Vec::with_capacity(todo.len());
    let mut others = Vec::with_capacity(todo.len());
    for &n in &todo {
        let i = wide[n];
        // The accented letters of the line but this token's.
        let mut line = alphabet[&lines[n]].clone();
        for c in letters_of(n, decided) {
            if let Some(k) = line.accented.get_mut(&c) {
                *k = k.saturating_sub(1);
            }
        }
        found.push((
            n,
            lone_losses(token(i), chain, &line, Drops::Alone, &mut chars),
        ));
        others.push(line);
    }
    // The lines where bytes were dropped inside a word: Python's pipeline, which keeps the
    // no-break space, so a lead before a space lost its byte there too (`×œ× ×™×›×•×œ` is
    // `ל� יכול`, not `לניכול`).
    let mut dropping: HashSet<usize> = found
        .iter()
        .filter(|(_, f)| f.as_ref().is_some_and(|(d, _)| drops_inside(&d.text)))
        .map(|&(n, _)| lines[n])
        .collect();
    // (Or where a no-break space is kept as one glued to what comes before, in a unit, `í•\u{A0}`
    // for `할`: that pipeline kept it, and did not make a space of one.)
    let kept = memchr::memmem::find_iter(text.as_bytes(), "\u{A0}".as_bytes()).filter(|&at| {
        text[..at]
            .chars()
            .next_back()
            .is_some_and(|c| !c.is_whitespace())
    });
    let kept: Vec<usize> = kept.collect();
    dropping.extend(line_numbers(text, kept.into_iter()));
    for (n, &i) in wide.iter().enumerate() {
        if damaged[lines[n]] {
            // (Or where the chain took a lead before a space for a byte dropped, not a lost
            // no-break space: `ì— ` is `� `, the no-break space's `엠` being rare.)
            let inside = decided[i].as_ref().is_some_and(|d| {
                d.steps == chain
                    && !token(i).contains(['\u{FFFD}', '?'])
                    && ((drops_inside(&d.text) && !short.contains(&n))
                        || d.text.contains("\u{FFFD} "))
            });
            if inside {
                dropping.insert(lines[n]);
            }
        }
    }
    // (Or where, with nothing else to tell, the words around a lead before a space say its
    // byte was dropped: `×œ×§×¨×•× ×œ` is `לקרו� ל`, Hebrew's `לקרוא`, not `לקרונל`. Not in a line
    // that kept a byte that pipeline drops, as a C1 control. What the words told save is the
    // token's evidence: a byte lost where a frequent word says so is no hole in the story.)
    let mut told: HashMap<usize, (bool, bool)> = HashMap::default();
    let mut saved: HashMap<usize, f32> = HashMap::default();
    let mut kept_refused = HashSet::new();
    for (n, &i) in wide.iter().enumerate() {
        let line = lines[n];
        if token(i).chars().any(is_refused) {
            kept_refused.insert(line);
        }
        let on = damaged[line]
            && !dropping.contains(&line)
            && token(i).contains(' ')
            && decided[i].as_ref().is_some_and(|d| d.steps == chain);
        let Some(around) = alphabet.get(&line).filter(|_| on) else {
            continue;
        };
        let Some(bytes) = token(i)
            .chars()
            .map(|c| t.byte(k, c))
            .collect::<Option<Vec<u8>>>()
        else {
            continue;
        };
        for gap in memchr::memchr_iter(b' ', &bytes) {
            if let Some((dropped, bits)) = gap_tells(&bytes, gap, &around.languages) {
                let seen = told.entry(line).or_default();
                *seen = (seen.0 || dropped, seen.1 || !dropped);
                if dropped {
                    *saved.entry(i).or_default() += bits;
                }
            }
        }
    }
    let told: HashSet<usize> = told
        .into_iter()
        .filter(|&(line, (dropped, glued))| dropped && !glued && !kept_refused.contains(&line))
        .map(|(line, _)| line)
        .collect();
    dropping.extend(told.iter().copied());
    for ((n, mut lone), line) in found.into_iter().zip(others) {
        let i = wide[n];
        let at_gaps = dropping.contains(&lines[n]);
        if at_gaps {
            let mut again = lone_losses(token(i), chain, &line, Drops::AloneAtGaps, &mut chars);
            if let (Some((d, _)), Some(bits)) = (&mut again, saved.get(&i))
                && told.contains(&lines[n])
            {
                d.evidence += bits;
            }
            lone = again.or(lone);
        }
        // (Read so against what the chain made of it, only where a byte was dropped away
        // from a space the chain took for a lost no-break space, `à¸ à¸²` is `ภา`; or the
        // line dropped bytes.)
        if let Some((d, away)) = lone
            && (decided[i].is_none() || away || at_gaps)
        {
            decided[i] = Some(Arc::new(d));
        }
    }
    // A `?` after a lead, in such a line, is the text's own (that pipeline writes none):
    // `аутентификациÑ?)` is `аутентификаци�?)`, not `аутентификаци�)`.
    for (n, &i) in wide.iter().enumerate() {
        let asked = dropping.contains(&lines[n])
            && !short.contains(&n)
            && token(i).contains('?')
            && decided[i].as_ref().is_some_and(|d| d.steps == chain);
        if asked && let Some(d) = on_chain(token(i), chain, &mut chars, Drops::AloneAtGaps) {
            decided[i] = Some(Arc::new(d));
        }
    }
}

/// Whether `c` is a byte Python's cp1252 refuses, kept: a C1 control (U+0081 for 81).
fn is_refused(c: char) -> bool {
    u8::try_from(c as u32).is_ok_and(|b| REFUSED.contains(&b))
}

/// Whether `text` holds a U+FFFD inside a word (a character follows it that is no space).
fn drops_inside(text: &str) -> bool {
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\u{FFFD}' && chars.peek().is_some_and(|n| !n.is_whitespace()) {
            return true;
        }
    }
    false
}

/// Take the leads standing alone whose bytes were dropped, in any line of a text whose chain
/// (if it has one) undoes that damage: only a capital of windows-1252's two-byte leads inside a
/// word in small letters (`razliÄica`, `mogoÄe` for `različica`, `mogoče`), which no alphabet
/// writes so, or starting one that is no word where the letter it was makes a frequent one
/// (`Äas` for `čas`); a lead that could be a letter of the word (`Äpfel`) stays.
pub(super) fn take_capital_drops(
    text: &str,
    toks: &[(usize, usize)],
    wide: &[usize],
    decided: &mut [Decided],
) {
    let t = culprits();
    let windows_1252 = Codec::Encoding(Encoding::Windows1252);
    let Some(k) = t.codecs.iter().position(|&c| c == windows_1252) else {
        return;
    };
    let chain = [Step {
        encode: windows_1252,
        decode: Codec::Encoding(Encoding::Utf8),
    }];
    let token = |i: usize| &text[toks[i].0..toks[i].1];
    // (windows-1252's C2 to DF are U+00C2 to U+00DF.)
    let capital_lead = |piece: &str| {
        piece.chars().any(|c| {
            ('\u{C2}'..='\u{DF}').contains(&c)
                && (inside_small_word(piece, c) || starts_a_listed_word(piece, c))
        })
    };
    let found = picked(wide.len(), |n| {
        let i = wide[n];
        let tok = token(i);
        // (Those leads, Â to ß, are C3 82 to C3 9F in UTF-8: most tokens have no C3.)
        let c3 = tok.as_bytes().contains(&0xC3);
        // (Nor a token the pass decided, unless by this chain with such a capital left in
        // what it made: `vypÃ\u{AD}naÄ VÅ¾dy` is `vypínaÄ Vždy` put back around its `Ä`.)
        // (Asked last: most tokens were decided, and most hold no such capital.)
        let left = |d: &Arc<Decision>| d.steps == chain && capital_lead(&d.text);
        if !c3
            || !capital_lead(tok)
            || decided[i].as_ref().is_some_and(|d| !left(d))
            || !cut_short(tok, k)
        {
            return None;
        }
        let mut chars = Vec::new();
        // (Before a space too: the capital a no-break space makes there, `OdpoveĠ`, is as
        // odd.)
        let (d, _) = lone_losses(
            tok,
            &chain,
            &Around::default(),
            Drops::AloneAtGaps,
            &mut chars,
        )?;
        let all_capitals = lost_leads(tok, &d.text).all(|lead| {
            (inside_small_word(tok, lead) || starts_a_listed_word(tok, lead))
                && makes_own_letter(tok, lead)
        });
        all_capitals.then_some(d)
    });
    for (n, d) in found {
        decided[wide[n]] = Some(Arc::new(d));
    }
}

/// Whether the capital lead `lead` (windows-1252's C2 to DF) with a byte Python's cp1252
/// refuses after it makes a letter of an alphabet the rest of `token` writes, and a common one:
/// `mogoÄe` is `mogoče` (C4 8D), while `lÕinterrupteur` would hold an Armenian letter (D5 8D)
/// in a French word; its `Õ` is Mac OS Roman's `’` read as windows-1252. And Turkish's
/// `stdÇ` (standard output) is no `stdǐ` that lost its 90: `ǐ` is rarer than the `Ç` as it
/// is.
fn makes_own_letter(token: &str, lead: char) -> bool {
    let own = |s: Script| {
        token
            .chars()
            .filter(|&c| c != lead)
            .any(|c| c.is_alphabetic() && script(c) == s)
    };
    REFUSED.iter().any(|&r| {
        let bytes = [lead as u32 as u8, r];
        std::str::from_utf8(&bytes)
            .ok()
            .and_then(|t| t.chars().next())
            .is_some_and(|c| c.is_alphabetic() && rarity(c) == 0 && own(script(c)))
    })
}

/// Whether a chain undoes windows-1252 read as UTF-8 by a decoder that drops the bytes it
/// refuses (Python's cp1252 with errors='ignore').
pub(super) fn drops_bytes(chain: &[Step]) -> bool {
    matches!(chain, [s] if refuses(*s))
}

/// Whether some lead of windows-1252 (culprit `k`) in `token` has fewer continuations after
/// it than its sequence needs.
fn cut_short(token: &str, k: usize) -> bool {
    // (Its leads, C2 to F4, are Â to ô: without their first byte, C3, a token has none.)
    if !token.as_bytes().contains(&0xC3) {
        return false;
    }
    let t = culprits();
    let byte = |c: char| if c.is_ascii() { None } else { t.byte(k, c) };
    // (U+FFFD and `?` stand for a byte lost otherwise, which the pass takes already.)
    let continues = |c: char| {
        matches!(c, '\u{FFFD}' | '?') || byte(c).is_some_and(|b| (0x80..=0xBF).contains(&b))
    };
    let mut need = 0;
    for c in token.chars() {
        if need > 0 {
            if !continues(c) {
                return true;
            }
            need -= 1;
            continue;
        }
        need = match byte(c) {
            Some(0xC2..=0xDF) => 1,
            Some(0xE0..=0xEF) => 2,
            Some(0xF0..=0xF4) => 3,
            _ => 0,
        };
    }
    need > 0
}

/// `token` (of a line the text's chain `chain` repaired, whose other characters are `line`)
/// with each lead whose byte was dropped made a U+FFFD: piece by piece where the token was
/// joined across a space (`â€%sâ€ med`: no lost no-break space, a dropped byte). Not a word in
/// capitals (`SÃO`), nor a lead that is a letter of the line's own alphabet (`Äpfel` among
/// German words). Also whether a byte was dropped away from the spaces the token holds.
fn lone_losses(
    token: &str,
    chain: &[Step],
    line: &Around,
    drops: Drops,
    chars: &mut Vec<(usize, char)>,
) -> Option<(Decision, bool)> {
    let mut text = String::with_capacity(token.len());
    let mut evidence = 0.0;
    let (mut any, mut away) = (false, false);
    let pieces = token.split(' ').count();
    for (n, piece) in token.split(' ').enumerate() {
        if n > 0 {
            text.push(' ');
        }
        // (A lead alone is no word in capitals: `Ñ` between Russian words is `с` or `я`.)
        // (A word in capitals has a letter of ASCII: `Ø§Ù„Ù…Ù„Ù`, Arabic read so, is capitals
        // and signs alone.)
        let caps = piece.chars().nth(1).is_some()
            && piece.chars().any(|c| c.is_ascii_uppercase())
            && piece
                .chars()
                .filter(|c| c.is_alphabetic())
                .all(char::is_uppercase);
        // (A piece that dropped a byte inside a word dropped the byte of a lead before its
        // space too: `norÄdÄ«tÄ uzskaitÄ«juma` is `nor�dīt� uzskaitījuma`.)
        let lone = if piece.is_ascii() || caps {
            None
        } else {
            on_chain(piece, chain, chars, drops).or_else(|| {
                (drops == Drops::Alone)
                    .then(|| on_chain(piece, chain, chars, Drops::AloneAtGaps))
                    .flatten()
                    .filter(|d| drops_inside(&d.text))
            })
        };
        let lone = lone.filter(|d| {
            !lost_leads(piece, &d.text).any(|lead| {
                (in_alphabet_of(lead, line)
                    && !inside_small_word(piece, lead)
                    && !before_continuation(piece, lead))
                    || in_a_word_of_its_own(piece, lead, line)
            })
        });
        any |= lone.is_some();
        if let Some(d) = &lone {
            let inner = d.text.trim_end_matches('\u{FFFD}').contains('\u{FFFD}');
            away |= inner || n + 1 == pieces;
        }
        // (A piece without a dropped byte as the chain repairs it anyway.)
        let d = lone.or_else(|| {
            (!piece.is_ascii())
                .then(|| on_chain(piece, chain, chars, Drops::BesideWhole))
                .flatten()
        });
        match d {
            Some(d) => {
                text.push_str(&d.text);
                evidence += d.evidence;
            }
            None => text.push_str(piece),
        }
    }
    let lost = text.matches('\u{FFFD}').count() as u32;
    any.then(|| {
        let d = Decision {
            weighed: None,
            lost,
            explained: false,
            text,
            steps: chain.to_vec(),
            evidence,
        };
        (d, away)
    })
}

/// The characters of `before` that `after` replaced by U+FFFD (the leads whose bytes were
/// lost), where each U+FFFD stands for one of them.
fn lost_leads<'a>(before: &'a str, after: &'a str) -> impl Iterator<Item = char> + 'a {
    // (The text before and after differ only where units were: the first character of
    // each stretch that became a U+FFFD. A unit put back whole, `Ä«` for `ī`, is skipped.)
    let (mut b, mut a) = (before.chars().peekable(), after.chars());
    std::iter::from_fn(move || loop {
        let c = a.next()?;
        let x = b.next()?;
        if x == c {
            continue;
        }
        // Skip what else of the unit `before` holds up to the next character both share.
        let next = a.clone().next();
        while b.peek().is_some_and(|&y| Some(y) != next) {
            b.next();
        }
        if c == '\u{FFFD}' {
            return Some(x);
        }
    })
}

/// The accented letters of `text`, in small letters.
fn accented(text: &str) -> impl Iterator<Item = char> + '_ {
    text.chars()
        .filter(|c| !c.is_ascii() && c.is_alphabetic())
        .map(|c| c.to_lowercase().next().unwrap_or(c))
}

/// The line (counted from 0) of each of `starts` (byte offsets in `text`, in order).
fn line_numbers(text: &str, starts: impl Iterator<Item = usize>) -> Vec<usize> {
    let mut breaks = memchr::memchr_iter(b'\n', text.as_bytes()).peekable();
    let mut line = 0;
    starts
        .map(|s| {
            while breaks.next_if(|&b| b < s).is_some() {
                line += 1;
            }
            line
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::mojibake::repair::repair;

    #[test]
    fn a_lead_alone_in_a_damaged_line_lost_its_byte_unless_it_is_a_letter_there() {
        // Czech read by Python's cp1252 with errors='ignore': č is C4 8D, and 8D was dropped.
        let czech = "Nelze se pÅ™ipojit k %s:%s (%s), Äas spojenÃ\u{ad} vyprÅ¡el";
        assert_eq!(
            repair(czech).text,
            "Nelze se připojit k %s:%s (%s), �as spojení vypršel"
        );
        // ” is E2 80 9D: its last byte dropped, twice, one of them before a space.
        let swedish = "fick â€%sâ€ (krÃ¤ver nÃ¤tverket autentisering?)";
        assert_eq!(
            repair(swedish).text,
            "fick �%s� (kräver nätverket autentisering?)"
        );
        // Ä is a letter of German, the line's language; SÃO is a word in capitals.
        assert_eq!(repair("Äpfel sind gÃ¼nstig").text, "Äpfel sind günstig");
        assert_eq!(repair("SÃO PAULO cafÃ©").text, "SÃO PAULO café");
        // Croatian (`nije`, `dopuštena`) writes no `ä`: `Ä` is `č` (C4 8D) that lost its 8D,
        // where the line's letters alone (`š`) would fit Slovak, which writes `ä`. Swedish
        // writes it: `Ändra` stays.
        assert_eq!(
            repair("%s: Ävrsta poveznica na direktorij nije dopuÅ¡tena").text,
            "%s: �vrsta poveznica na direktorij nije dopuštena"
        );
        assert_eq!(
            repair("Ändra instÃ¤llningar fÃ¶r nÃ¤tverket").text,
            "Ändra inställningar för nätverket"
        );
        // Hebrew: `ם` (D7 9D) and `א` (D7 90) lost their last byte before a space. `לקרוא`
        // (to call) is among Hebrew's frequent words and `לקרונל` none: bytes were dropped,
        // no no-break space lost (D7 A0 is `נ`).
        assert_eq!(
            repair("×”×™×™×©×•× ×¦×¨×™×š ×œ×§×¨×•× ×œÖ¾libpam ×©×•×‘").text,
            "היישו� צריך לקרו� ל־libpam שוב"
        );
        // A no-break space lost where no word tells (`ש�` may be `שם`: too short to weigh).
        assert_eq!(
            repair("×”×—×©×‘×•×Ÿ × × ×¢×œ %u ×©× ×›×©×œ×•.").text,
            "החשבון ננעל %u שנכשלו."
        );
        // Without damage around it, a lead alone is left, unless a letter it may have been
        // makes a frequent word of a language (`čas`), and the lead none.
        assert_eq!(repair("Uplynul Äas spojenia").text, "Uplynul �as spojenia");
        assert_eq!(repair("Uplynul Äxq spojenia").text, "Uplynul Äxq spojenia");
    }
}
