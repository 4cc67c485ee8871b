//! The tokens the local pass decides one by one: text between spaces, joined where a space
//! stands for a lost no-break space inside a unit, and cut where a run without spaces is too
//! long; and where a long text may be cut into pieces without cutting a unit.

use super::units::{candidates_of, chars_of, culprits, latin1_mask, units_until, Target};
use rustc_hash::FxHashMap;

/// Tokens longer than this (a line without spaces) are cut into pieces of about this size,
/// between characters that cannot be inside a unit.
pub(super) const PIECE: usize = 256;

/// How many characters of the words on each side of a space [`tokens`] looks at, to tell
/// whether a unit takes the space as its lost no-break space.
const WORD_SIDE: usize = 24;

/// The most windows [`tokens`] keeps what it found in.
const SAID: usize = 1 << 15;

/// Tokens (byte ranges), and the indexes of those outside ASCII.
type Found = (Vec<(usize, usize)>, Vec<usize>);

/// [`tokens`] of a long text on `threads` threads, each a run of its lines (a token never
/// goes on across a line break); with the indexes of the tokens outside ASCII.
pub(super) fn tokens_on(text: &str, threads: usize) -> Found {
    // The tokens of a part, and which of them are outside ASCII.
    let cut = |part: &str| {
        let toks = tokens(part);
        let wide: Vec<usize> = (0..toks.len())
            .filter(|&i| !part[toks[i].0..toks[i].1].is_ascii())
            .collect();
        (toks, wide)
    };
    // Where the parts start: after the first line break past each share of the text.
    let mut cuts = vec![0];
    for n in 1..threads {
        let at = (text.len() * n / threads).max(*cuts.last().unwrap_or(&0));
        match text.as_bytes()[at..].iter().position(|&b| b == b'\n') {
            Some(i) if at + i + 1 < text.len() => cuts.push(at + i + 1),
            _ => break,
        }
    }
    cuts.dedup();
    cuts.push(text.len());
    if cuts.len() <= 2 {
        return cut(text);
    }
    let parts: Vec<(usize, &str)> = cuts.windows(2).map(|w| (w[0], &text[w[0]..w[1]])).collect();
    let found: Vec<Found> = std::thread::scope(|s| {
        let handles: Vec<_> = parts[1..]
            .iter()
            .map(|&(_, part)| std::thread::Builder::new().spawn_scoped(s, move || cut(part)))
            .collect();
        let mut found = vec![cut(parts[0].1)];
        for (h, &(_, part)) in handles.into_iter().zip(&parts[1..]) {
            // (A thread the system will not give is a part done on this one.)
            found.push(match h {
                Ok(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
                Err(_) => cut(part),
            });
        }
        found
    });
    let mut out = Vec::with_capacity(found.iter().map(|f| f.0.len()).sum());
    let mut wide = Vec::with_capacity(found.iter().map(|f| f.1.len()).sum());
    for (&(from, _), (toks, w)) in parts.iter().zip(found) {
        wide.extend(w.into_iter().map(|i| out.len() + i));
        out.extend(toks.into_iter().map(|(s, e)| (from + s, from + e)));
    }
    (out, wide)
}

/// The tokens of `text`: runs between ASCII whitespace, joined where a space stands for a
/// no-break space inside a unit (`Å veices`, `â € `), and cut where a run is too long.
pub(super) fn tokens(text: &str) -> Vec<(usize, usize)> {
    let out = super::types::words(text);
    // Two tokens with one or two spaces between, where a unit of a Latin-1 reading takes the
    // first space as a lost no-break space (`Å veices`, `â € `): joined, so the units decide.
    let mut joined: Vec<(usize, usize)> = Vec::with_capacity(out.len());
    let mut chars = Vec::new();
    // (What each window said: a text repeats its words, and the ends and starts of words.)
    let mut said: FxHashMap<(&str, usize), bool> = FxHashMap::default();
    for (s, e) in out {
        if let Some(last) = joined.last_mut() {
            let gap = &text[last.1..s];
            let (open, one_more) = open_at_end(&text[last.0..last.1]);
            // (A unit that needs more after the space goes on with a continuation, or a byte
            // lost: after any other character only a unit the space completes crosses it.)
            let goes_on = match text[s..e].chars().next() {
                _ if gap != " " => u64::MAX,
                Some('?' | '\u{FFFD}') => u64::MAX,
                Some(c) if !c.is_ascii() => culprits().cont_mask(c),
                _ => 0,
            };
            let open = open & (one_more | goes_on);
            if (gap == " " || gap == "  ") && open != 0 {
                // The last three characters, the gap and the next token's first three; the
                // words on each side (up to WORD_SIDE characters of each) after a lead that
                // reads as `à`'s (C3): its unit may join them into one word (`vÃ lida`).
                let side = match text[last.0..last.1].chars().next_back() {
                    Some(c) if culprits().reads_c3(c) => WORD_SIDE,
                    _ => 3,
                };
                let from = text[last.0..last.1]
                    .char_indices()
                    .rev()
                    .nth(side - 1)
                    .map_or(last.0, |(i, _)| last.0 + i);
                let to = text[s..e]
                    .char_indices()
                    .nth(side)
                    .map_or(e, |(i, _)| s + i);
                let key = (&text[from..to], last.1 - from);
                let across = match said.get(&key) {
                    Some(&a) => a,
                    None => {
                        let a = a0_across(key.0, key.1, open, &mut chars);
                        if said.len() >= SAID {
                            said.clear();
                        }
                        said.insert(key, a);
                        a
                    }
                };
                if across {
                    last.1 = e;
                    continue;
                }
            }
        }
        joined.push((s, e));
    }
    // A space that ends a line, after a unit it completes, is that unit's no-break space
    // (`ì°¸ê³ ` at the end is `참고`): taken into the token, so the units decide.
    for tok in joined.iter_mut() {
        let (s, e) = *tok;
        let rest = &text.as_bytes()[e..];
        let ends_line =
            rest.first() == Some(&b' ') && rest.get(1).is_none_or(|&b| b == b'\n' || b == b'\r');
        if !ends_line {
            continue;
        }
        let (_, one_more) = open_at_end(&text[s..e]);
        if one_more == 0 {
            continue;
        }
        let from = text[s..e]
            .char_indices()
            .rev()
            .nth(2)
            .map_or(s, |(i, _)| s + i);
        if a0_across(&text[from..=e], e - from, one_more, &mut chars) {
            tok.1 = e + 1;
        }
    }
    let mut cut = Vec::with_capacity(joined.len());
    for (s, e) in joined {
        cut_long(text, s, e, &mut cut);
    }
    cut
}

/// Whether a unit in `window` takes the space at byte `gap` as a lost no-break space: a unit
/// of a Latin-1 reading, or of a reading that has another unit in the window (any may be the
/// text's own chain, decided later; a reading with no other unit there is no damage of these
/// words: fine Cyrillic read by KOI8-R ends its words in leads).
fn a0_across(window: &str, gap: usize, open: u64, chars: &mut Vec<(usize, char)>) -> bool {
    let mask = candidates_of(window.chars(), latin1_mask()) & open;
    if mask == 0 {
        return false;
    }
    chars_of(window, chars);
    let t = culprits();
    let mut units = Vec::new();
    (0..t.codecs.len())
        .filter(|k| mask & (1 << k) != 0)
        .any(|k| {
            units.clear();
            // (A unit that starts after the gap does not go across it.)
            units_until(chars, window.len(), k, Target::Utf8, gap, &mut units);
            units.iter().any(|u| u.a0 && u.start < gap && u.end > gap)
        })
}

/// Whether `c` is a lead byte in some culprit.
fn lead_like(c: char) -> bool {
    (c as u32) >= 0xA0 && culprits().lead_mask(c) != 0
}

/// The culprits that read the end of `token` as a unit not yet complete (a lead, then
/// continuations or lost bytes), which the space after it could go on: only there can a space
/// stand for a lost no-break space. And of them, those whose unit the space completes.
fn open_at_end(token: &str) -> (u64, u64) {
    // (A token that ends in ASCII other than `?` ends no unit: most do.)
    if token
        .as_bytes()
        .last()
        .is_none_or(|&b| b < 0x80 && b != b'?')
    {
        return (0, 0);
    }
    let t = culprits();
    let lead = |c: char| if (c as u32) < 0x80 { 0 } else { t.lead_mask(c) };
    // (A lead followed by all the continuations it needs is no open unit.)
    let long_lead = |c: char, need: usize| {
        if (c as u32) < 0x80 {
            0
        } else {
            t.long_lead_mask(c, need)
        }
    };
    let cont = |c: char| match c {
        '?' | '\u{FFFD}' => u64::MAX,
        _ if (c as u32) < 0x80 => 0,
        _ => t.cont_mask(c),
    };
    let mut end = token.chars().rev();
    match (end.next(), end.next(), end.next()) {
        (Some(c1), c2, c3) => {
            let m2 = c2.map_or(0, |c2| long_lead(c2, 2) & cont(c1));
            let m3 = c3
                .zip(c2)
                .map_or(0, |(c3, c2)| long_lead(c3, 3) & cont(c2) & cont(c1));
            // (A two-byte lead last; a three-byte one and a continuation; a four-byte one
            // and two.)
            let one_more =
                (lead(c1) & !long_lead(c1, 2)) | (m2 & !c2.map_or(0, |c2| long_lead(c2, 3))) | m3;
            (lead(c1) | m2 | m3, one_more)
        }
        _ => (0, 0),
    }
}

/// Cut the token [s, e) into pieces of about PIECE bytes, before a character that is ASCII
/// or a lead in no culprit (so no unit is cut).
fn cut_long(text: &str, s: usize, e: usize, out: &mut Vec<(usize, usize)>) {
    let mut from = s;
    while e - from > 2 * PIECE {
        let mut at = from + PIECE;
        while !text.is_char_boundary(at) {
            at += 1;
        }
        let mut end = e.min(at + PIECE);
        while !text.is_char_boundary(end) {
            end += 1;
        }
        let cut = cut_in(&text[at..end], false).map_or(at, |i| at + i);
        out.push((from, cut));
        from = cut;
    }
    out.push((from, e));
}

/// The last place in `text` where it may be cut in two without cutting a unit: after a line
/// break or a space, or before a character no culprit continues a unit with (a lead of
/// windows-1252 failing that); None in text without one (its last KiB searched).
pub fn safe_cut(text: &str) -> Option<usize> {
    let tail = text.len().saturating_sub(1 << 10);
    let mut from = tail;
    while !text.is_char_boundary(from) {
        from += 1;
    }
    let window = &text[from..];
    if let Some(i) = window.rfind(['\n', ' ']) {
        return Some(from + i + 1);
    }
    cut_in(window, true).map(|i| from + i).filter(|&i| i > 0)
}

/// Where in `window` a run may be cut without cutting a unit (the first such place, or the
/// last with `last`): before a character no culprit reads as a lead or a continuation (U+FFFD
/// and `?` may stand for a lost continuation, and a space inside a token for a lost no-break
/// space). Failing that, before a lead of windows-1252, the usual culprit (a lead starts a
/// unit, never continues one): first where the unit it starts reads as such a lead again, since
/// text damaged twice (`Ã\u{A0}Â¸Â¡` for `à¸¡`) is only cut safely between the units of its
/// first reading too.
fn cut_in(window: &str, last: bool) -> Option<usize> {
    let t = culprits();
    let free =
        |c: char| !lead_like(c) && t.cont_mask(c) == 0 && !matches!(c, '\u{FFFD}' | '?' | ' ');
    let w1252_lead = |c: char| t.byte(0, c).is_some_and(|b| b >= 0xC2);
    // (The character the windows-1252 bytes from `i` on begin in UTF-8.)
    let read_again = |i: usize| {
        let mut bytes = [0u8; 4];
        let mut n = 0;
        for b in window[i..].chars().take(4).map_while(|c| t.byte(0, c)) {
            bytes[n] = b;
            n += 1;
        }
        let valid = match std::str::from_utf8(&bytes[..n]) {
            Ok(s) => s,
            Err(e) => std::str::from_utf8(&bytes[..e.valid_up_to()]).unwrap_or_default(),
        };
        valid.chars().next()
    };
    let find = |good: &dyn Fn(usize, char) -> bool| {
        let mut at = window.char_indices();
        if last {
            at.rev().find(|&(i, c)| good(i, c))
        } else {
            at.find(|&(i, c)| good(i, c))
        }
    };
    find(&|_, c| free(c))
        .or_else(|| find(&|i, c| w1252_lead(c) && read_again(i).is_some_and(w1252_lead)))
        .or_else(|| find(&|_, c| w1252_lead(c)))
        .map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_join_where_a_space_may_be_a_byte_and_cut_long_runs() {
        let t = tokens("Å veices ok  x");
        assert_eq!(t, [(0, 9), (10, 12), (14, 15)]);
        // Fine Ukrainian, whose `ь` before the space KOI8-U and others read as a lead: no
        // unit of those readings is anywhere near, so the words stay apart.
        assert_eq!(tokens("Білорусь мають"), [(0, 16), (17, 27)]);
        let long = "Ã©".repeat(1000);
        let pieces = tokens(&long);
        assert!(pieces.len() > 3);
        assert!(pieces.iter().all(|&(s, e)| e - s <= 2 * PIECE + 8));
        assert_eq!(
            crate::mojibake::repair::repair(&long).text,
            "é".repeat(1000)
        );
    }
}
