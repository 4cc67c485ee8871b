//! `mojiscope repair --json`: one object, the repair with its chain, every part on its bytes,
//! the chains not taken and the command that reproduces it; for a text too long to hold, the
//! parts counted and the first ones listed.

use crate::mojibake::modified_utf8::Modified;
use crate::mojibake::references::Reference;
use crate::mojibake::repair::{explain_span, Repair, Span, Step, Unsure};
use schemars::JsonSchema;
use serde::Serialize;

/// One step: encode the text with `encode`, decode the bytes with `decode`.
#[derive(Serialize, JsonSchema)]
pub struct StepRecord {
    pub encode: &'static str,
    pub decode: &'static str,
}

/// A step on the bytes: characters, their bytes and what the decoder made of them.
#[derive(Serialize, JsonSchema)]
pub struct GroupRecord {
    pub before: String,
    /// Where the bytes start in the step's bytes.
    pub byte_start: usize,
    /// The bytes (null: a byte that was lost).
    pub bytes: Vec<Option<u8>>,
    pub after: String,
    /// For a lost byte: the characters it could have made.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub could_be: Vec<String>,
}

/// One step of a part's chain on the bytes.
#[derive(Serialize, JsonSchema)]
pub struct OnBytesRecord {
    pub encode: &'static str,
    pub decode: &'static str,
    /// The groups of bytes the step changed.
    pub groups: Vec<GroupRecord>,
}

/// A part of the input that was repaired.
#[derive(Serialize, JsonSchema)]
pub struct SpanRecord<'a> {
    /// Where the part is in the input, [start, end) in bytes of its UTF-8.
    pub start: usize,
    pub end: usize,
    /// Where the repaired part is in the output.
    pub out_start: usize,
    pub out_end: usize,
    pub before: &'a str,
    pub after: &'a str,
    /// The part's chain.
    pub steps: Vec<StepRecord>,
    pub on_bytes: Vec<OnBytesRecord>,
    /// How odd the part reads before and after (null: not a finite number).
    pub oddness_before: Option<f64>,
    pub oddness_after: Option<f64>,
    /// How likely its line's repair is to be right, from 0 to 1.
    pub confidence: f64,
}

/// A reading of a part left as it is.
#[derive(Serialize, JsonSchema)]
pub struct ReadingRecord<'a> {
    pub text: &'a str,
    /// Its chain (empty: the part as it is).
    pub steps: Vec<StepRecord>,
    /// How likely it is, from 0 to 1.
    pub confidence: f64,
}

/// A part (a line) left as it is because no repair of it was sure enough.
#[derive(Serialize, JsonSchema)]
pub struct UnsureRecord<'a> {
    /// Where the part is in the input, [start, end) in bytes of its UTF-8.
    pub start: usize,
    pub end: usize,
    pub text: &'a str,
    /// The likeliest readings, likeliest first; the part as it is among them.
    pub readings: Vec<ReadingRecord<'a>>,
}

/// A chain not taken.
#[derive(Serialize, JsonSchema)]
pub struct AlternativeRecord<'a> {
    pub steps: Vec<StepRecord>,
    pub text: &'a str,
    pub score: Option<f64>,
    /// Why it was not taken.
    pub why: String,
}

/// A numeric character reference in the text (`&#233;`).
#[derive(Serialize, JsonSchema)]
pub struct ReferenceRecord {
    pub start: usize,
    pub end: usize,
    pub value: u64,
    /// The character it stands for; null where there is none (a surrogate, out of range).
    pub character: Option<String>,
    pub describe: String,
}

/// A sequence of Java's modified UTF-8 (U+0000 as `C0 80`, a character above U+FFFF as two
/// 3-byte surrogates) in the input, read as the character it writes: not damage.
#[derive(Serialize, JsonSchema)]
pub struct ModifiedRecord {
    /// Its first byte's offset in the input.
    pub byte_start: u64,
    /// Its length in bytes (2 or 6).
    pub bytes: u64,
    /// The character it writes.
    pub code_point: u32,
}

/// The records of the modified sequences `found`.
pub fn modified_records(found: &[Modified]) -> Vec<ModifiedRecord> {
    found
        .iter()
        .map(|m| ModifiedRecord {
            byte_start: m.at as u64,
            bytes: m.len as u64,
            code_point: m.char as u32,
        })
        .collect()
}

/// The whole repair.
#[derive(Serialize, JsonSchema)]
pub struct RepairRecord<'a> {
    /// The repaired text.
    pub text: &'a str,
    pub changed: bool,
    /// The chain applied to the whole text first (empty: none was).
    pub steps: Vec<StepRecord>,
    /// Every part that was repaired.
    pub spans: Vec<SpanRecord<'a>>,
    /// The parts left as they are for want of confidence, with what they might be.
    pub unsure: Vec<UnsureRecord<'a>>,
    /// How sure a part's repair had to be to be made (--min-confidence).
    pub min_confidence: f64,
    /// The sequences of Java's modified UTF-8 in the input, read as their characters.
    pub modified: Vec<ModifiedRecord>,
    pub alternatives: Vec<AlternativeRecord<'a>>,
    pub references: Vec<ReferenceRecord>,
    /// How odd the text reads before and after (null for a long text, not weighed whole).
    pub oddness_before: Option<f64>,
    pub oddness_after: Option<f64>,
    /// The command that reproduces the repair (null: nothing changed).
    pub command: Option<String>,
    /// Where in a pipeline the damage likely happened, and the fixes; most likely first.
    pub causes: Vec<super::cause::CauseRecord<'a>>,
}

/// A repair piece by piece, for a text too long to hold: the repaired text itself is not in
/// it (`text` is null; without --json it goes to stdout), the first parts are, and how many
/// there were.
#[derive(Serialize, JsonSchema)]
pub struct StreamedRecord<'a> {
    /// Always null.
    pub text: Option<&'a str>,
    /// The repaired text's length in bytes.
    pub text_bytes: u64,
    pub changed: bool,
    pub pieces: u64,
    /// The chain applied to the whole text first.
    pub steps: Vec<StepRecord>,
    /// Every distinct chain a part took.
    pub chains: Vec<Vec<StepRecord>>,
    /// The first parts.
    pub spans: Vec<SpanRecord<'a>>,
    pub spans_total: u64,
    /// The first parts left as they are for want of confidence.
    pub unsure: Vec<UnsureRecord<'a>>,
    pub unsure_total: u64,
    /// How sure a part's repair had to be to be made (--min-confidence).
    pub min_confidence: f64,
    /// The first sequences of Java's modified UTF-8 in the input, read as their characters,
    /// and how many there were.
    pub modified: Vec<ModifiedRecord>,
    pub modified_total: u64,
    pub references_total: u64,
    pub command: Option<String>,
    pub note: &'static str,
    /// Where in a pipeline the damage likely happened, and the fixes; most likely first.
    pub causes: Vec<super::cause::CauseRecord<'a>>,
}

/// A chain as records.
pub fn steps_record(steps: &[Step]) -> Vec<StepRecord> {
    steps
        .iter()
        .map(|s| StepRecord {
            encode: s.encode.name(),
            decode: s.decode.name(),
        })
        .collect()
}

/// A confidence with three decimals (never NaN: 0 where it is none).
pub fn confidence(p: f32) -> f64 {
    if p.is_finite() {
        (p.clamp(0.0, 1.0) as f64 * 1000.0).round() / 1000.0
    } else {
        0.0
    }
}

/// A part left unsure as JSON.
pub fn unsure_record(u: &Unsure) -> UnsureRecord<'_> {
    UnsureRecord {
        start: u.start,
        end: u.end,
        text: &u.text,
        readings: u
            .readings
            .iter()
            .map(|r| ReadingRecord {
                text: &r.text,
                steps: steps_record(&r.steps),
                confidence: confidence(r.confidence),
            })
            .collect(),
    }
}

/// A score with two decimals; null where it is no number to show: not finite (JSON has
/// none), or the model's mark for text that does not read at all (f32::MAX).
pub fn score(x: f32) -> Option<f64> {
    (x.is_finite() && x < f32::MAX).then(|| (x as f64 * 100.0).round() / 100.0)
}

/// A part as JSON, with its steps on the bytes.
pub fn span_record(s: &Span) -> SpanRecord<'_> {
    let on_bytes = explain_span(s)
        .unwrap_or_default()
        .iter()
        .map(|st| OnBytesRecord {
            encode: st.step.encode.name(),
            decode: st.step.decode.name(),
            groups: st
                .groups
                .iter()
                .filter(|g| g.changed())
                .map(|g| GroupRecord {
                    before: g.before.clone(),
                    byte_start: g.bytes.start,
                    bytes: st.bytes(g.bytes.clone()),
                    after: g.after.clone(),
                    could_be: g.could_be.iter().map(char::to_string).collect(),
                })
                .collect(),
        })
        .collect();
    let oddness = s.oddness();
    SpanRecord {
        start: s.start,
        end: s.end,
        out_start: s.out_start,
        out_end: s.out_end,
        before: &s.before,
        after: &s.after,
        steps: steps_record(&s.steps),
        on_bytes,
        oddness_before: score(oddness.before),
        oddness_after: score(oddness.after),
        confidence: confidence(s.confidence),
    }
}

impl<'a> RepairRecord<'a> {
    /// The record of repair `r`, whose text (references resolved or not) is `text`; `command`
    /// reproduces it.
    pub fn new(
        r: &'a Repair,
        text: &'a str,
        references: &[Reference],
        command: Option<String>,
        causes: &'a [crate::cause::Found],
        modified: &[Modified],
    ) -> Self {
        let spans = r.spans.iter().map(span_record).collect();
        let oddness = r.oddness();
        let alternatives = r
            .alternatives
            .iter()
            .map(|a| AlternativeRecord {
                steps: steps_record(&a.steps),
                text: &a.text,
                score: score(a.score),
                why: a.why.words(crate::i18n::Lang::En),
            })
            .collect();
        let references = references
            .iter()
            .map(|rf| ReferenceRecord {
                start: rf.start,
                end: rf.end,
                value: rf.value,
                character: rf.character.map(String::from),
                describe: rf.describe(crate::i18n::Lang::En),
            })
            .collect();
        RepairRecord {
            text,
            changed: text != r.input,
            steps: steps_record(&r.steps),
            spans,
            unsure: r.unsure.iter().map(unsure_record).collect(),
            min_confidence: confidence(r.min_confidence),
            modified: modified_records(modified),
            alternatives,
            references,
            // (null for a long text, which is not weighed as a whole)
            oddness_before: oddness.and_then(|o| score(o.before)),
            oddness_after: oddness.and_then(|o| score(o.after)),
            command,
            causes: super::cause::records(causes),
        }
    }
}
