//! What a story of damage costs: each wrong reading a chain undoes is a kind
//! (`assets/repair/stories.tsv`: UTF-8 read as windows-1252, a code page read as another, …),
//! and each kind costs bits — how much less often than not text is damaged so. A reading of a
//! part is weighed by what its text costs as real text
//! ([`crate::script::letters::likely::cost`]) plus what its story costs here.

use super::search::{apply, classic_accident, foreign_letters};
use super::types::Step;
use crate::encoding::{Encoding, Family};
use crate::mojibake::codec::Codec;

mod table {
    include!(concat!(env!("OUT_DIR"), "/stories.rs"));
}

/// The kinds of wrong reading, by their names in `stories.tsv`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// UTF-8 read as windows-1252 (what browsers and mailers fall back to).
    Utf8AsWindows1252,
    /// UTF-8 read by isomorphic decode (Python's latin-1, Java's ISO-8859-1).
    Utf8AsIsomorphic,
    /// UTF-8 read as another single-byte code page of the standard.
    Utf8AsCodePage,
    /// UTF-8 read as a DOS code page (a console, a ZIP file's names).
    Utf8AsDos,
    /// UTF-8 read as a multi-byte legacy encoding (GBK, Shift_JIS, …).
    Utf8AsCjk,
    /// windows-1252's characters read by isomorphic decode: C1 controls.
    C1AsWindows1252,
    /// One of the classic accidents between code pages (`assets/accidents.tsv`).
    Classic,
    /// Any other code page read as another.
    CodePageAsCodePage,
    /// Text in a multi-byte legacy encoding read as a code page.
    CjkAsCodePage,
    /// UTF-16 read as a byte encoding.
    Utf16,
    /// UTF-8 whose characters above U+FFFF were written as surrogates (CESU-8).
    Cesu8,
    /// Any other reading.
    Other,
}

impl Kind {
    #[cfg(test)]
    const ALL: [Kind; 12] = [
        Kind::Utf8AsWindows1252,
        Kind::Utf8AsIsomorphic,
        Kind::Utf8AsCodePage,
        Kind::Utf8AsDos,
        Kind::Utf8AsCjk,
        Kind::C1AsWindows1252,
        Kind::Classic,
        Kind::CodePageAsCodePage,
        Kind::CjkAsCodePage,
        Kind::Utf16,
        Kind::Cesu8,
        Kind::Other,
    ];

    /// Its name in `stories.tsv`.
    fn name(self) -> &'static str {
        match self {
            Kind::Utf8AsWindows1252 => "utf8-as-windows-1252",
            Kind::Utf8AsIsomorphic => "utf8-as-isomorphic",
            Kind::Utf8AsCodePage => "utf8-as-code-page",
            Kind::Utf8AsDos => "utf8-as-dos",
            Kind::Utf8AsCjk => "utf8-as-cjk",
            Kind::C1AsWindows1252 => "c1-as-windows-1252",
            Kind::Classic => "classic",
            Kind::CodePageAsCodePage => "code-page-as-code-page",
            Kind::CjkAsCodePage => "cjk-as-code-page",
            Kind::Utf16 => "utf16",
            Kind::Cesu8 => "cesu8",
            Kind::Other => "other",
        }
    }

    /// The kind of wrong reading `step` undoes (it encodes with the decoder that read the
    /// text wrongly, and decodes with the one that should have).
    pub fn of(step: Step) -> Kind {
        let single = |c: Codec| c.accepts_any_bytes();
        let cjk = |c: Codec| {
            matches!(c, Codec::Encoding(e) if matches!(e.family(),
                Family::Gb18030 { .. } | Family::Big5 | Family::EucJp | Family::ShiftJis
                    | Family::EucKr | Family::Iso2022Jp))
        };
        let utf16 = |c: Codec| matches!(c, Codec::Encoding(e) if matches!(e.family(), Family::Utf16 { .. }));
        match (step.encode, step.decode) {
            (Codec::Encoding(Encoding::Windows1252), Codec::Encoding(Encoding::Utf8)) => {
                Kind::Utf8AsWindows1252
            }
            (Codec::Isomorphic, Codec::Encoding(Encoding::Utf8)) => Kind::Utf8AsIsomorphic,
            (Codec::Isomorphic, Codec::Encoding(Encoding::Windows1252)) => Kind::C1AsWindows1252,
            (Codec::Dos(_), Codec::Encoding(Encoding::Utf8)) => Kind::Utf8AsDos,
            (e, Codec::Encoding(Encoding::Utf8)) if single(e) => Kind::Utf8AsCodePage,
            (e, Codec::Encoding(Encoding::Utf8)) if cjk(e) => Kind::Utf8AsCjk,
            (_, Codec::Cesu8) => Kind::Cesu8,
            (e, d) if utf16(d) || utf16(e) => Kind::Utf16,
            _ if classic_accident(step) => Kind::Classic,
            (e, d) if single(e) && single(d) => Kind::CodePageAsCodePage,
            (e, d) if single(e) && cjk(d) => Kind::CjkAsCodePage,
            _ => Kind::Other,
        }
    }

    /// What a wrong reading of this kind costs a story, in bits.
    pub fn bits(self) -> f32 {
        value(self.name())
    }
}

/// The value `stories.tsv` gives `name`.
fn value(name: &str) -> f32 {
    table::STORIES
        .iter()
        .find(|(n, _)| *n == name)
        .map_or(0.0, |(_, b)| *b)
}

/// What a chain's story costs, in bits: its steps' kinds, added up.
pub(super) fn chain_bits(chain: &[Step]) -> f32 {
    chain.iter().map(|&s| Kind::of(s).bits()).sum()
}

/// What the story of `chain` turning `before` into `after` costs, in bits: its steps' kinds,
/// and each accented letter a step between code pages made that none of the languages its
/// code page was written for writes (`assets/accidents.tsv`: Danish `ø` is no letter of
/// windows-1257's Baltic languages, so `K¿rsel` is `Kørsel` through Mac OS Roman, not
/// `Kærsel` through windows-1257).
pub(super) fn story_bits(chain: &[Step], before: &str) -> f32 {
    let mut bits = chain_bits(chain);
    let mut text = before.to_string();
    for &step in chain {
        let Some(next) = apply(step, &text) else {
            break;
        };
        bits += foreign_bits(step, &text, &next);
        text = next;
    }
    bits
}

/// [`story_bits`] of a chain of one step whose reading of `before` is known (`after`).
pub(super) fn step_story_bits(step: Step, before: &str, after: &str) -> f32 {
    chain_bits(&[step]) + foreign_bits(step, before, after)
}

/// What the accented letters `step` made of `before` that none of its code page's languages
/// writes cost ([`story_bits`]).
fn foreign_bits(step: Step, before: &str, after: &str) -> f32 {
    foreign_letters(step, before, after) as f32 * value("foreign-letter")
}

/// What the reading the search over the whole text made of a part costs less than another
/// reading of it: the search weighs what the letters cannot (which bytes a chain joined, which
/// were lost), and its reading is evidence too.
pub(super) fn search_saving() -> f32 {
    value("search")
}

/// The most a reading of a line of a short text costs beyond its story where the search
/// proposed nothing for the line (that the search saw no damage there is evidence too).
pub(super) fn unasked_saving() -> f32 {
    value("unasked")
}

/// What of [`unasked_saving`] a reading pays for each letter it reads as another letter, up
/// to all of it.
pub(super) fn unasked_per_letter() -> f32 {
    value("unasked-per-letter")
}

/// What of [`unasked_saving`] a reading pays for each sign it reads as a letter, or letter as
/// a sign, up to all of it: the search weighs signs glued to letters, and saw those.
pub(super) fn unasked_per_sign() -> f32 {
    value("unasked-per-sign")
}

/// Bits of difference between two readings per doubling of their odds (readings' costs are
/// not independent evidence, and this says how far they can be trusted).
pub(super) fn temperature() -> f32 {
    value("temperature").max(0.1)
}

/// What a character lost to a U+FFFD costs a reading, in bits: a character was there, and a
/// byte of it was lost on the way.
pub(super) fn lost_bits() -> f32 {
    value("lost")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_has_its_row_and_every_row_a_meaning() {
        let rows: Vec<&str> = table::STORIES.iter().map(|r| r.0).collect();
        for k in Kind::ALL {
            assert!(rows.contains(&k.name()), "{} has no row", k.name());
        }
        for r in rows {
            let known = Kind::ALL.iter().any(|k| k.name() == r)
                || [
                    "temperature",
                    "lost",
                    "foreign-letter",
                    "search",
                    "unasked",
                    "unasked-per-letter",
                    "unasked-per-sign",
                ]
                .contains(&r);
            assert!(known, "stories.tsv: {r} means nothing");
        }
    }

    #[test]
    fn the_commonest_damage_is_the_cheapest_story() {
        let step = |e: Codec, d: Codec| Step {
            encode: e,
            decode: d,
        };
        let w1252 = Codec::Encoding(Encoding::Windows1252);
        let utf8 = Codec::Encoding(Encoding::Utf8);
        let common = chain_bits(&[step(w1252, utf8)]);
        let classic = chain_bits(&[step(w1252, Codec::Encoding(Encoding::Windows1251))]);
        let twice = chain_bits(&[step(w1252, utf8), step(w1252, utf8)]);
        assert!(common < classic && common < twice);
        assert_eq!(
            Kind::of(step(w1252, Codec::Encoding(Encoding::Windows1251))),
            Kind::Classic
        );
    }
}
