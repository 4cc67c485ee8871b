//! The units' tests.

use super::*;
use crate::mojibake::codec::DosPage;

fn put_back(text: &str, codec: Codec) -> String {
    let t = culprits();
    let k = t.codecs.iter().position(|&c| c == codec).unwrap();
    let mut chars = Vec::new();
    chars_of(text, &mut chars);
    let mut units = Vec::new();
    units_of(&chars, text.len(), k, Target::Cesu8, &mut units);
    // (A unit for a dropped byte is the local pass's to take or leave.)
    units.retain(|u| !u.dropped);
    apply(text, &units)
}

#[test]
fn units_of_each_kind_are_put_back() {
    let w1252 = Codec::Encoding(Encoding::Windows1252);
    assert_eq!(put_back("cafÃ© donâ€™t", w1252), "café don’t");
    // Lost bytes: U+FFFD or `?` in place of a byte windows-1252 has not.
    assert_eq!(put_back("SlovenÄ\u{FFFD}ina", w1252), "Sloven\u{FFFD}ina");
    assert_eq!(put_back("â€œbbâ€?", w1252), "“bb\u{FFFD}");
    // The no-break space: as a space after à (kept between words), inside a sequence.
    assert_eq!(put_back("voilÃ le", w1252), "voilà le");
    assert_eq!(put_back("voilÃ  le", w1252), "voilà le");
    // (Inside a word of a language whose words its halves are not: `vàlida`.)
    assert_eq!(put_back("no vÃ lida", w1252), "no vàlida");
    assert_eq!(put_back("vÃ cÃ¡c", w1252), "và các");
    assert_eq!(put_back("Ã s crianÃ§as", w1252), "às crianças");
    assert_eq!(put_back("Å veices", w1252), "Šveices");
    // Unless Python's cp1252 dropped a byte there (a unit the local pass weighs): where
    // the lead's no-break space is kept elsewhere (`×\u{A0}` is `נ`), `× ` is `א` without
    // its 90; `Ñ ` is no `Ѡ` but `я` without its 8F.
    assert_eq!(put_back("×œ× ×\u{A0}×™×ª×Ÿ", w1252), "ל× ניתן");
    assert_eq!(put_back("Ð´Ð»Ñ Ð²Ð°Ñ", w1252), "длÑ ваÑ");
    // Surrogates one by one.
    assert_eq!(put_back("guys í\u{A0}½í¸\u{8D}", w1252), "guys 😍");
    assert_eq!(put_back("╨┐╤Ç╨░╨▓", Codec::Dos(DosPage::Cp437)), "прав");
    assert_eq!(
        put_back("wei√ü", Codec::Encoding(Encoding::Macintosh)),
        "weiß"
    );
    // A lead without a continuation is a dropped byte at most, which the unit says.
    assert_eq!(put_back("SÃO PAULO", w1252), "SÃO PAULO");
    let (mut chars, mut units) = (Vec::new(), Vec::new());
    chars_of("SÃO", &mut chars);
    units_of(&chars, 4, 0, Target::Utf8, &mut units);
    assert!(units.len() == 1 && units[0].dropped && units[0].out == '\u{FFFD}');
    // A byte dropped in the middle: `í¬` is ED AC, `크` (ED 81 AC) without its 81; the
    // unit holds both characters.
    chars_of("í¬ë¦½", &mut chars);
    units.clear();
    units_of(&chars, "í¬ë¦½".len(), 0, Target::Utf8, &mut units);
    assert!(units[0].dropped && units[0].end == "í¬".len(), "{units:?}");
    assert_eq!(units[1].out, '립');
    // Where the line dropped bytes, a lead before a space lost its byte too (`×` is `א`
    // without its 90, not `נ` without its no-break space).
    chars_of("×œ× ", &mut chars);
    units.clear();
    units_dropping_at_gaps(&chars, "×œ× ".len(), 0, &mut units);
    assert_eq!(apply("×œ× ", &units), "ל\u{FFFD} ");
    units.clear();
    units_of(&chars, "×œ× ".len(), 0, Target::Utf8, &mut units);
    assert_eq!(apply("×œ× ", &units), "לנ");
}

/// The sequences a unit decodes are what UTF-8 says of the same bytes, every one of them.
#[test]
fn units_decode_as_utf8_does() {
    let std = |b: &[u8]| {
        let s = std::str::from_utf8(b).ok()?;
        let mut it = s.chars();
        let c = it.next()?;
        let unassigned = matches!(c as u32, 0x378..=0x379 | 0x380..=0x383 | 0x38B | 0x38D | 0x3A2);
        (it.next().is_none() && !unassigned).then_some(c)
    };
    let tails = (0x70u8..=0xC5).collect::<Vec<_>>();
    for lead in 0x80..=0xFFu8 {
        for &a in &tails {
            assert_eq!(decode(&[lead, a]), std(&[lead, a]), "{lead:X} {a:X}");
            for &b in &tails {
                assert_eq!(decode(&[lead, a, b]), std(&[lead, a, b]));
                if lead >= 0xF0 {
                    for &c in &tails {
                        assert_eq!(decode(&[lead, a, b, c]), std(&[lead, a, b, c]));
                    }
                }
            }
        }
    }
}

#[test]
fn the_candidates_are_the_culprits_with_a_unit() {
    let mut chars = Vec::new();
    chars_of("Привет, как дела", &mut chars);
    let t = culprits();
    let mask = candidates_in(&chars, u64::MAX);
    for k in 0..t.codecs.len() {
        if mask & (1 << k) == 0 {
            let mut units = Vec::new();
            units_of(&chars, 0, k, Target::Cesu8, &mut units);
            assert!(units.is_empty(), "{}", t.codecs[k]);
        }
    }
}
