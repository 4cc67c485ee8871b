//! The culprits: the code pages that read UTF-8 wrongly (every single-byte encoding of the
//! standard, isomorphic decode, the DOS code pages 437, 850 and 852), with tables of which
//! character is which byte in each, and which characters are a lead or a continuation of UTF-8
//! in which of them (one bit per culprit).

use crate::encoding::{Encoding, Family};
use crate::mojibake::codec::{Codec, DosPage};
use std::sync::OnceLock;

/// Characters below this have their bytes in a table; the few above it in a list.
const LIMIT: usize = 0x2600;

/// No byte: the culprit has no such character.
const NONE: u16 = u16::MAX;

/// The bytes windows-1252 leaves unmapped, which Python's cp1252 refuses (and with
/// errors='ignore', drops).
pub(super) const REFUSED: [u8; 5] = [0x81, 0x8D, 0x8F, 0x90, 0x9D];

/// The code pages that read UTF-8 wrongly, in the order ties are broken (the usual culprits
/// first: what browsers fall back to, what many libraries do, then by how often each is met).
pub(crate) struct Culprits {
    pub codecs: Vec<Codec>,
    /// For each character below LIMIT, its row in the tables below (NONE: no culprit has it).
    /// Some two thousand characters have a row: the tables stay small, and cheap to make.
    row: Vec<u16>,
    /// For each row, the byte of its character in each culprit (0: none).
    bytes: Vec<u8>,
    /// For each row, the culprits in which its character is a lead byte of UTF-8 (C2–F4), one
    /// bit each.
    lead: Vec<u64>,
    /// The same for leads of three or four bytes (E0–F4), and of four (F0–F4).
    lead3: Vec<u64>,
    lead4: Vec<u64>,
    /// The same for continuation bytes (80–BF).
    cont: Vec<u64>,
    /// Characters at or above LIMIT: (character, culprit, byte), in order.
    high: Vec<(char, u8, u8)>,
    /// The lowest and the highest character of `high` (a few of Mac OS Roman's: CJK text,
    /// which lies between, is told at once that no culprit has it).
    high_min: char,
    high_max: char,
    /// The character each culprit reads ED as (the lead of a surrogate half in CESU-8).
    ed: Vec<Option<char>>,
    /// The characters some culprit reads C3 as (the lead of `à`, and of most Latin letters),
    /// sorted.
    c3: Vec<char>,
}

impl Culprits {
    /// The byte of `c` in culprit `k`.
    #[inline]
    pub fn byte(&self, k: usize, c: char) -> Option<u8> {
        let i = c as usize;
        if i < 0x80 {
            return Some(i as u8);
        }
        if i < LIMIT {
            let row = self.row[i];
            if row == NONE {
                return None;
            }
            let b = self.bytes[row as usize * self.codecs.len() + k];
            return (b != 0).then_some(b);
        }
        self.high_of(c)
            .iter()
            .find(|&&(_, hk, _)| hk as usize == k)
            .map(|&(_, _, b)| b)
    }

    /// What `table` holds for `c`'s row (0 where it has none).
    #[inline]
    fn of_row(&self, table: &[u64], i: usize) -> u64 {
        match self.row[i] {
            NONE => 0,
            row => table[row as usize],
        }
    }

    /// The entries of `high` for `c` (`high` is sorted by character).
    #[inline]
    fn high_of(&self, c: char) -> &[(char, u8, u8)] {
        if c < self.high_min || c > self.high_max {
            return &[];
        }
        let from = self.high.partition_point(|&(h, _, _)| h < c);
        let to = from + self.high[from..].partition_point(|&(h, _, _)| h == c);
        &self.high[from..to]
    }

    /// The character culprit `k` reads ED as (the lead of a surrogate half in CESU-8).
    pub fn ed(&self, k: usize) -> Option<char> {
        self.ed[k]
    }

    /// Whether some culprit reads C3 as `c` (`Ã`, `├`, `√`).
    pub fn reads_c3(&self, c: char) -> bool {
        self.c3.binary_search(&c).is_ok()
    }

    #[inline]
    pub fn lead_mask(&self, c: char) -> u64 {
        let i = c as usize;
        if i < LIMIT {
            self.of_row(&self.lead, i)
        } else {
            self.high_mask(c, |b| (0xC2..=0xF4).contains(&b))
        }
    }

    /// The culprits in which `c` is a lead of three or more bytes (`need` 2), or of four
    /// (`need` 3).
    #[inline]
    pub fn long_lead_mask(&self, c: char, need: usize) -> u64 {
        let i = c as usize;
        if i < LIMIT {
            if need >= 3 {
                self.of_row(&self.lead4, i)
            } else {
                self.of_row(&self.lead3, i)
            }
        } else {
            let from = if need >= 3 { 0xF0 } else { 0xE0 };
            self.high_mask(c, |b| (from..=0xF4).contains(&b))
        }
    }

    #[inline]
    pub fn cont_mask(&self, c: char) -> u64 {
        let i = c as usize;
        if i < LIMIT {
            self.of_row(&self.cont, i)
        } else {
            self.high_mask(c, |b| (0x80..=0xBF).contains(&b))
        }
    }

    fn high_mask(&self, c: char, f: impl Fn(u8) -> bool) -> u64 {
        self.high_of(c)
            .iter()
            .filter(|&&(_, _, b)| f(b))
            .fold(0, |m, &(_, k, _)| m | 1 << k)
    }
}

/// The culprits, with their tables (built once).
pub(crate) fn culprits() -> &'static Culprits {
    static C: OnceLock<Culprits> = OnceLock::new();
    C.get_or_init(|| {
        let mut codecs: Vec<Codec> = super::search::usual_order()
            .filter(|e| matches!(e.family(), Family::SingleByte(_)))
            .map(Codec::Encoding)
            .collect();
        codecs.insert(1, Codec::Isomorphic);
        let mac = codecs
            .iter()
            .position(|&c| c == Codec::Encoding(Encoding::Macintosh))
            .map_or(codecs.len(), |i| i + 1);
        for (i, p) in DosPage::ALL.into_iter().enumerate() {
            codecs.insert(mac + i, Codec::Dos(p));
        }
        assert!(codecs.len() <= 64);
        // (Rows are numbered below NONE.)
        const _: () = assert!(LIMIT < NONE as usize);
        let n = codecs.len();
        let mut t = Culprits {
            codecs,
            row: vec![NONE; LIMIT],
            bytes: Vec::new(),
            lead: Vec::new(),
            lead3: Vec::new(),
            lead4: Vec::new(),
            cont: Vec::new(),
            high: Vec::new(),
            high_min: char::MAX,
            high_max: '\0',
            ed: Vec::with_capacity(n),
            c3: Vec::new(),
        };
        for k in 0..n {
            for b in 0x80..=0xFFu8 {
                let Some(c) = t.codecs[k].char_of_byte(b) else {
                    continue;
                };
                let i = c as usize;
                if i < 0x80 {
                    continue;
                }
                if i < LIMIT {
                    if t.row[i] == NONE {
                        t.row[i] = t.lead.len() as u16;
                        t.bytes.extend(std::iter::repeat_n(0, n));
                        for table in [&mut t.lead, &mut t.lead3, &mut t.lead4, &mut t.cont] {
                            table.push(0);
                        }
                    }
                    let row = t.row[i] as usize;
                    t.bytes[row * n + k] = b;
                    let bit = 1u64 << k;
                    if (0xC2..=0xF4).contains(&b) {
                        t.lead[row] |= bit;
                    }
                    if (0xE0..=0xF4).contains(&b) {
                        t.lead3[row] |= bit;
                    }
                    if (0xF0..=0xF4).contains(&b) {
                        t.lead4[row] |= bit;
                    }
                    if (0x80..=0xBF).contains(&b) {
                        t.cont[row] |= bit;
                    }
                } else {
                    t.high.push((c, k as u8, b));
                    t.high_min = t.high_min.min(c);
                    t.high_max = t.high_max.max(c);
                }
            }
            let one = |b: u8| t.codecs[k].char_of_byte(b);
            let (ed, c3) = (one(0xED), one(0xC3));
            t.ed.push(ed);
            t.c3.extend(c3);
        }
        t.c3.sort_unstable();
        t.c3.dedup();
        t.high.sort_unstable();
        t
    })
}

/// The culprits whose readings lose a no-break space most (isomorphic decode and
/// windows-1252, the Latin-1 readings), as bits of [`culprits`].
pub(crate) fn latin1_mask() -> u64 {
    static MASK: OnceLock<u64> = OnceLock::new();
    *MASK.get_or_init(|| {
        culprits()
            .codecs
            .iter()
            .enumerate()
            .filter(|(_, c)| {
                matches!(
                    c,
                    Codec::Isomorphic | Codec::Encoding(Encoding::Windows1252)
                )
            })
            .fold(0, |m, (k, _)| m | 1 << k)
    })
}

/// Whether `text` holds two characters in a row that one culprit reads from a lead byte of
/// UTF-8 and a continuation byte (`Ã©`, `â€`, `Ð¿`, `ΓÇ`): what UTF-8 read by a code page looks
/// like, found without weighing anything. Text without such a pair holds no such damage a
/// repair could undo byte for byte; text with one may (and may be fine: a repair decides).
///
/// ```
/// use mojiscope::mojibake::repair::holds_misread_utf8;
/// assert!(holds_misread_utf8("Le cafÃ© est chaud"));
/// assert!(holds_misread_utf8("Ð¿Ñ€Ð¸Ð²ÐµÑ‚"));
/// assert!(!holds_misread_utf8("SÃO PAULO, Grüße, 東京"));
/// // (Fine text may hold such a pair too: IBM866 reads `р` from E0 and `и` from A8.)
/// assert!(holds_misread_utf8("привет"));
/// ```
pub fn holds_misread_utf8(text: &str) -> bool {
    let c = culprits();
    let mut lead = 0u64;
    for ch in text.chars() {
        if ch.is_ascii() {
            lead = 0;
            continue;
        }
        if lead & c.cont_mask(ch) != 0 {
            return true;
        }
        lead = c.lead_mask(ch);
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tables say what each culprit's decoder says: the byte of every character it reads,
    /// none for a character it never reads, and which characters are leads and continuations.
    #[test]
    fn the_tables_are_the_decoders() {
        let t = culprits();
        let n = t.codecs.len();
        let mut read = std::collections::HashMap::new();
        for (k, codec) in t.codecs.iter().enumerate() {
            for b in 0x80..=0xFFu8 {
                let one = codec.decode(&[b]).and_then(|s| {
                    let mut it = s.chars();
                    it.next().filter(|_| it.next().is_none())
                });
                assert_eq!(codec.char_of_byte(b), one, "{codec:?} {b:02X}");
                let Some(c) = one.filter(|&c| c as u32 >= 0x80) else {
                    continue;
                };
                assert_eq!(t.byte(k, c), Some(b), "{codec:?} {b:02X}");
                let bit = 1u64 << k;
                assert_eq!(t.lead_mask(c) & bit != 0, (0xC2..=0xF4).contains(&b));
                assert_eq!(
                    t.long_lead_mask(c, 2) & bit != 0,
                    (0xE0..=0xF4).contains(&b)
                );
                assert_eq!(
                    t.long_lead_mask(c, 3) & bit != 0,
                    (0xF0..=0xF4).contains(&b)
                );
                assert_eq!(t.cont_mask(c) & bit != 0, (0x80..=0xBF).contains(&b));
                read.insert((k, c), b);
            }
        }
        // (Characters no culprit reads, or that another culprit reads: no byte.)
        let others = ['é', 'Ж', 'ก', '€', '─', '√', '日', '\u{2FFF}', '\u{FFFD}'];
        for k in 0..n {
            for c in others {
                assert_eq!(t.byte(k, c), read.get(&(k, c)).copied(), "{k} {c}");
            }
        }
        assert!(t.byte(0, 'ж').is_none() && t.lead_mask('日') == 0);
    }
}
