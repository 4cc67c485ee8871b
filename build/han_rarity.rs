//! How rare each Han character and Hangul syllable of the Basic Multilingual Plane is, from the
//! national sets (see `src/script/mod.rs`): 0 common, 1 in a set's less used level, 2 a Hangul
//! syllable outside KS X 1001, 3 in none. Built from the standard's indexes when the program is
//! built; a table of 65,536 bytes the program reads where it lies.

use std::collections::{BTreeMap, HashSet};

/// The table, from the indexes (pointer → code point) and the Hangul syllables Korean writes
/// (`assets/letters/ko.hangul`).
pub fn table(
    gb18030: &BTreeMap<u32, u32>,
    jis0208: &BTreeMap<u32, u32>,
    big5: &BTreeMap<u32, u32>,
    euc_kr: &BTreeMap<u32, u32>,
    hangul_written: &str,
) -> Vec<u8> {
    let mut t = vec![3u8; 0x10000];
    // A Hangul syllable outside KS X 1001 is unusual, not impossible.
    t[0xAC00..=0xD7A3].fill(2);
    let mut mark = |cp: u32, tier: u8| {
        if let Some(slot) = t.get_mut(cp as usize) {
            *slot = (*slot).min(tier);
        }
    };
    // index gb18030 pointer = (lead − 0x81) × 190 + (trail − (0x41 if trail ≥ 0x80 else 0x40)).
    for lead in 0xB0u32..=0xF7 {
        for trail in 0xA1u32..=0xFE {
            let pointer = (lead - 0x81) * 190 + (trail - 0x41);
            if let Some(&cp) = gb18030.get(&pointer) {
                // Level 1 (B0–D7) is the 3,755 most used hanzi; level 2 the next 3,008.
                mark(cp, if lead <= 0xD7 { 0 } else { 1 });
            }
        }
    }
    // index jis0208 pointer = (row − 1) × 94 + (cell − 1); level 1 kanji are rows 16–47.
    for row in 16u32..=84 {
        for cell in 1u32..=94 {
            let pointer = (row - 1) * 94 + (cell - 1);
            if let Some(&cp) = jis0208.get(&pointer) {
                mark(cp, if row <= 47 { 0 } else { 1 });
            }
        }
    }
    // index Big5 pointer = (lead − 0x81) × 157 + (trail − (0x40 or 0x62)); A440–C67E is the
    // block of frequently used characters, C940–F9D5 the less frequent ones.
    for lead in 0xA4u32..=0xF9 {
        for trail in (0x40u32..=0x7E).chain(0xA1..=0xFE) {
            let offset = if trail < 0x7F { 0x40 } else { 0x62 };
            let pointer = (lead - 0x81) * 157 + (trail - offset);
            if let Some(&cp) = big5.get(&pointer) {
                let frequent = lead < 0xC6 || (lead == 0xC6 && trail <= 0x7E);
                mark(cp, if frequent { 0 } else { 1 });
            }
        }
    }
    // index EUC-KR pointer = (lead − 0x81) × 190 + (trail − 0x41): KS X 1001's 2,350 Hangul
    // syllables (B0–C8) and its hanja (CA–FD), which Korean text rarely uses. Of the
    // syllables, those Korean writes are common; the others, most of the 2,350 (`풩`, `뮐`),
    // are what other text read as EUC-KR makes far more often.
    let written: HashSet<char> = hangul_written
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| l.chars().next())
        .collect();
    for lead in 0xB0u32..=0xFD {
        for trail in 0xA1u32..=0xFE {
            let pointer = (lead - 0x81) * 190 + (trail - 0x41);
            if let Some(&cp) = euc_kr.get(&pointer) {
                let common =
                    lead <= 0xC8 && char::from_u32(cp).is_some_and(|c| written.contains(&c));
                mark(cp, if common { 0 } else { 1 });
            }
        }
    }
    t
}
