//! A repair done piece by piece (a text too long to hold), as the command line reports it: the
//! parts counted, the first ones listed, the chains taken and the command that reproduces it.

use super::records::line;
use super::records::repair::{
    confidence, modified_records, span_record, steps_record, unsure_record, StreamedRecord,
};
use super::repair::{
    chain_text, command_with, modified_words, parts_text, unsure_text, Input, LISTED,
};
use crate::i18n::{words, Lang};
use crate::mojibake::modified_utf8::Modified;
use crate::mojibake::references::Reference;
use crate::mojibake::repair::{Repair, Span, Step, Unsure, MIN_CONFIDENCE};

/// Parts a streamed repair's JSON lists (the rest are counted).
pub const LISTED_JSON: usize = 1000;

/// What a repair piece by piece found, gathered piece after piece.
#[derive(Debug)]
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
    /// The parts left as they are for want of confidence: how many, and the first ones.
    pub unsure: u64,
    pub first_unsure: Vec<Unsure>,
    /// How sure a part's repair had to be to be made.
    pub min_confidence: f32,
    /// The sequences of Java's modified UTF-8 read as their characters: how many, the first.
    pub modified: u64,
    pub first_modified: Vec<Modified>,
}

impl Default for Streamed {
    fn default() -> Self {
        Streamed {
            bytes_in: 0,
            bytes_out: 0,
            pieces: 0,
            parts: 0,
            whole: Vec::new(),
            chains: Vec::new(),
            listed: Vec::new(),
            references: 0,
            first_references: Vec::new(),
            unsure: 0,
            first_unsure: Vec::new(),
            min_confidence: MIN_CONFIDENCE,
            modified: 0,
            first_modified: Vec::new(),
        }
    }
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
        for u in &r.unsure {
            if self.first_unsure.len() >= LISTED_JSON {
                break;
            }
            let mut u = u.clone();
            u.start += at_in;
            u.end += at_in;
            u.out_start += at_out;
            self.first_unsure.push(u);
        }
        self.unsure += r.unsure.len() as u64;
        self.min_confidence = r.min_confidence;
        self.parts += r.spans.len() as u64;
        self.pieces += 1;
        self.bytes_in += r.input.len() as u64;
        self.bytes_out += r.text.len() as u64;
    }

    /// Take in the modified sequences a piece was read with.
    pub fn add_modified(&mut self, found: &[Modified]) {
        let room = LISTED_JSON.saturating_sub(self.first_modified.len());
        self.first_modified.extend(found.iter().take(room).copied());
        self.modified += found.len() as u64;
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
    let modified = modified_words(&s.first_modified, s.modified as usize, Lang::En);
    let mut out = modified.map_or(String::new(), |w| w + "\n");
    out += &(summary(s, Lang::En) + "\n");
    out += &parts_text(&s.listed);
    if s.parts > LISTED as u64 {
        out += &format!(
            "… and {} more (--json lists the first {LISTED_JSON})\n",
            super::count(s.parts - LISTED as u64, "part")
        );
    }
    out += &unsure_text(&s.first_unsure, s.min_confidence);
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
        out += &format!(
            "to reproduce: {}\n",
            command_with(&s.chains, s.min_confidence, input)
        );
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
        unsure: s.first_unsure.iter().map(unsure_record).collect(),
        unsure_total: s.unsure,
        min_confidence: confidence(s.min_confidence),
        modified: modified_records(&s.first_modified),
        modified_total: s.modified,
        references_total: s.references,
        command: s
            .changed()
            .then(|| command_with(&s.chains, s.min_confidence, input)),
        causes: super::records::cause::records(causes),
        note: "a text this long is repaired piece by piece: the repaired text goes to stdout without --json, and only the first parts are listed here",
    })
}
