//! A repair done piece by piece (a text too long to hold), as the command line reports it: the
//! parts counted, the first ones listed, the chains taken and the command that reproduces it.

use super::records::line;
use super::records::repair::{span_record, steps_record, StreamedRecord};
use super::repair::{chain_text, command_for, parts_text, Input, LISTED};
use crate::i18n::{words, Lang};
use crate::mojibake::references::Reference;
use crate::mojibake::repair::{Repair, Span, Step};

/// Parts a streamed repair's JSON lists (the rest are counted).
pub const LISTED_JSON: usize = 1000;

/// What a repair piece by piece found, gathered piece after piece.
#[derive(Debug, Default)]
pub struct Streamed {
    /// Bytes of input text, and of repaired text.
    pub bytes_in: u64,
    pub bytes_out: u64,
    pub pieces: u64,
    pub parts: u64,
    /// The chain applied to the whole text first, if one was.
    pub whole: Vec<Step>,
    /// Every distinct chain a part took (the whole text's first).
    pub chains: Vec<Vec<Step>>,
    /// The first parts, by their place in the whole input and output.
    pub listed: Vec<Span>,
    pub references: u64,
    pub first_references: Vec<Reference>,
}

impl Streamed {
    /// Take in the repair of the next piece, which starts at `at_in` in the input text and at
    /// `at_out` in the output.
    pub fn add(&mut self, r: &Repair, references: Vec<Reference>) {
        let (at_in, at_out) = (self.bytes_in as usize, self.bytes_out as usize);
        if self.pieces == 0 && r.whole {
            self.whole = r.steps.clone();
        }
        for c in r.chains() {
            if !self.chains.contains(&c) {
                self.chains.push(c);
            }
        }
        for s in &r.spans {
            if self.listed.len() >= LISTED_JSON {
                break;
            }
            let mut s = s.clone();
            s.start += at_in;
            s.end += at_in;
            s.out_start += at_out;
            s.out_end += at_out;
            self.listed.push(s);
        }
        self.references += references.len() as u64;
        for mut rf in references {
            if self.first_references.len() >= 8 {
                break;
            }
            rf.start += at_out;
            rf.end += at_out;
            self.first_references.push(rf);
        }
        self.parts += r.spans.len() as u64;
        self.pieces += 1;
        self.bytes_in += r.input.len() as u64;
        self.bytes_out += r.text.len() as u64;
    }

    pub fn changed(&self) -> bool {
        self.parts > 0
    }
}

/// What the repair did, in one line.
pub fn summary(s: &Streamed, lang: Lang) -> String {
    if !s.changed() {
        words!(
            lang,
            "repair-streamed-nothing",
            size = size(s.bytes_in, lang),
            pieces = s.pieces
        )
    } else if s.whole.is_empty() {
        words!(
            lang,
            "repair-streamed-part-by-part",
            parts = s.parts,
            size = size(s.bytes_in, lang),
            pieces = s.pieces
        )
    } else {
        words!(
            lang,
            "repair-streamed-after-chain",
            parts = s.parts,
            chain = chain_text(&s.whole, lang),
            size = size(s.bytes_in, lang),
            pieces = s.pieces
        )
    }
}

/// A size in bytes as [`super::human_size_in`] writes it in `lang`.
pub fn size(n: u64, lang: Lang) -> String {
    super::human_size_in(lang, n)
}

/// The repair as lines for stderr.
pub fn text(s: &Streamed, input: Input) -> String {
    let mut out = summary(s, Lang::En) + "\n";
    out += &parts_text(&s.listed);
    if s.parts > LISTED as u64 {
        out += &format!(
            "… and {} more (--json lists the first {LISTED_JSON})\n",
            super::count(s.parts - LISTED as u64, "part")
        );
    }
    if s.references > 0 {
        out += &format!(
            "{} in the text (--resolve-references replaces them):\n",
            super::count(s.references, "numeric character reference")
        );
        for rf in &s.first_references {
            out += &format!("  at {}: {}\n", rf.start, rf.describe(Lang::En));
        }
    }
    if s.changed() {
        out += &format!("to reproduce: {}\n", command_for(&s.chains, input));
    }
    out
}

/// The streamed repair as JSON.
pub fn json(s: &Streamed, input: Input, causes: &[crate::cause::Found]) -> String {
    line(&StreamedRecord {
        text: None,
        text_bytes: s.bytes_out,
        changed: s.changed(),
        pieces: s.pieces,
        steps: steps_record(&s.whole),
        chains: s.chains.iter().map(|c| steps_record(c)).collect(),
        spans: s.listed.iter().map(span_record).collect(),
        spans_total: s.parts,
        references_total: s.references,
        command: s.changed().then(|| command_for(&s.chains, input)),
        causes: super::records::cause::records(causes),
        note: "a text this long is repaired piece by piece: the repaired text goes to stdout without --json, and only the first parts are listed here",
    })
}
