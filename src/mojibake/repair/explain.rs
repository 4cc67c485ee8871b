//! A chain explained on the bytes: for each step, which characters became which bytes and which
//! bytes became which characters, so that a person can check it with the hex view.

use super::decide::{units_where, Drops};
use super::types::{Span, Step};
use super::units::{chars_of, culprits, Target, Unit};
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::mojibake::compare::{units, Made};
use std::ops::Range;

/// Characters, the bytes they encode to, and what the decoder made of those bytes: the
/// smallest group where both sides line up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// The characters before the step.
    pub before: String,
    /// Their bytes' range in [`StepOnBytes::bytes`].
    pub bytes: Range<usize>,
    /// What the decoder made of the bytes.
    pub after: String,
    /// Where a byte was lost: the characters it could have made (the bytes the code page
    /// refuses, tried in its place).
    pub could_be: Vec<char>,
}

impl Group {
    /// Whether the step changed these characters.
    pub fn changed(&self) -> bool {
        self.before != self.after
    }
}

/// One step of a chain, on the bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepOnBytes {
    pub step: Step,
    pub before: String,
    pub bytes: Vec<u8>,
    pub after: String,
    pub groups: Vec<Group>,
    /// The places in `bytes` that stand for bytes that were lost (their value unknown).
    pub lost: Vec<usize>,
}

impl StepOnBytes {
    /// The bytes of `range` in hex, `??` for a byte that was lost.
    pub fn hex(&self, range: Range<usize>) -> String {
        range
            .map(|i| {
                if self.lost.contains(&i) {
                    "??".to_string()
                } else {
                    format!("{:02X}", self.bytes[i])
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The bytes of `range`, None for a byte that was lost.
    pub fn bytes(&self, range: Range<usize>) -> Vec<Option<u8>> {
        range
            .map(|i| (!self.lost.contains(&i)).then(|| self.bytes[i]))
            .collect()
    }
}

/// The steps of `chain` applied to `text`, each on its bytes; None if a step does not encode
/// or decode cleanly.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::codec::Codec;
/// use mojiscope::mojibake::repair::{explain, Step};
/// let step = Step { encode: Codec::Encoding(Encoding::Windows1252), decode: Codec::Encoding(Encoding::Utf8) };
/// let steps = explain(&[step], "cafÃ©").unwrap();
/// let changed: Vec<_> = steps[0].groups.iter().filter(|g| g.changed()).collect();
/// assert_eq!(changed.len(), 1);
/// assert_eq!((changed[0].before.as_str(), changed[0].after.as_str()), ("Ã©", "é"));
/// assert_eq!(&steps[0].bytes[changed[0].bytes.clone()], &[0xC3, 0xA9]);
/// ```
pub fn explain(chain: &[Step], text: &str) -> Option<Vec<StepOnBytes>> {
    explain_with(chain, text, Drops::BesideWhole)
}

/// The steps of a repaired part on its bytes, as the repair took them: a lead standing alone
/// whose byte was dropped (`predÄasne` for `predčasne`), or one before a space (`×œ×§×¨×•× ` for
/// `לקרו� `, not a lost no-break space), is shown as the loss it was where the repair took it so.
///
/// ```
/// use mojiscope::mojibake::repair::{explain_span, repair};
/// let r = repair("Ni mogoÄe ustvariti vtiÄa");
/// let steps = explain_span(&r.spans[0]).unwrap();
/// let lost = steps[0].groups.iter().find(|g| g.after == "\u{FFFD}").unwrap();
/// assert_eq!(lost.before, "Ä");
/// assert_eq!(steps[0].bytes(lost.bytes.clone()), [Some(0xC4), None]);
/// // Before a space, in a line whose words say it dropped bytes: D7 and a lost byte, then the
/// // space, where a lost no-break space would make D7 A0, `נ`, glued to the next word.
/// let r = repair("×œ×§×¨×•× ×œÖ¾libpam ×¦×¨×™×š ×”×™×™×©×•× ×©×•×‘");
/// let span = r.spans.iter().find(|s| s.after.starts_with("לקרו")).unwrap();
/// let steps = explain_span(span).unwrap();
/// assert_eq!(steps.last().unwrap().after, span.after);
/// let lost = steps[0].groups.iter().find(|g| g.after == "\u{FFFD}").unwrap();
/// assert_eq!(lost.before, "×");
/// assert_eq!(steps[0].bytes(lost.bytes.clone()), [Some(0xD7), None]);
/// assert!(lost.could_be.contains(&'ם') && lost.could_be.contains(&'א'));
/// ```
pub fn explain_span(span: &Span) -> Option<Vec<StepOnBytes>> {
    let steps = explain_with(&span.steps, &span.before, Drops::BesideWhole)?;
    if steps.last().is_some_and(|s| s.after == span.after) {
        return Some(steps);
    }
    [Drops::Alone, Drops::AloneAtGaps]
        .into_iter()
        .filter_map(|drops| explain_with(&span.steps, &span.before, drops))
        .find(|lone| lone.last().is_some_and(|s| s.after == span.after))
        .or(Some(steps))
}

/// [`explain`], with the leads whose bytes were dropped taken where `drops` says (beside a
/// whole unit only; also alone; also before a space).
fn explain_with(chain: &[Step], text: &str, drops: Drops) -> Option<Vec<StepOnBytes>> {
    let mut out = Vec::new();
    let mut current = text.to_string();
    for &step in chain {
        let s = on_units(step, &current, drops).or_else(|| strictly(step, &current))?;
        current = s.after.clone();
        out.push(s);
    }
    Some(out)
}

/// The bytes a culprit refuses, that a pipeline loses: windows-1252 as Python knows it has no
/// 81 8D 8F 90 9D; the standard's code pages have holes of their own.
fn refused(culprit: Codec) -> Vec<u8> {
    if culprit == Codec::Encoding(Encoding::Windows1252) {
        return super::culprits::REFUSED.to_vec();
    }
    (0x80..=0xBF)
        .filter(|&b| culprit.decode(&[b]).is_none())
        .collect()
}

/// Where a byte dropped from the sequence `present` (its lead and the bytes left) may have
/// stood, after the lead, and the one character each of `refused` there makes: the commonest
/// characters first.
fn dropped_places(present: &[u8], refused: &[u8]) -> Vec<(usize, char)> {
    let mut out = Vec::new();
    for at in 1..=present.len() {
        for &b in refused {
            let mut seq = present.to_vec();
            seq.insert(at, b);
            let Ok(s) = std::str::from_utf8(&seq) else {
                continue;
            };
            let mut chars = s.chars();
            if let (Some(c), None) = (chars.next(), chars.next()) {
                out.push((at, c));
            }
        }
    }
    out.sort_by_key(|&(_, c)| crate::script::rarity(c));
    out
}

/// A local step on the bytes: each unit of the culprit (whole, or with a byte lost) and what
/// it made; every other character as it is.
fn on_units(step: Step, text: &str, drops: Drops) -> Option<StepOnBytes> {
    let t = culprits();
    let k = t.codecs.iter().position(|&c| c == step.encode)?;
    let target = match step.decode {
        Codec::Encoding(Encoding::Utf8) => Target::Utf8,
        Codec::Cesu8 => Target::Cesu8,
        _ => return None,
    };
    let mut chars = Vec::new();
    chars_of(text, &mut chars);
    let mut found: Vec<Unit> = Vec::new();
    // (A dropped byte is taken where the repair took it: beside a whole unit, as the local
    // pass takes it, unless it took it alone or before a space.)
    units_where(&chars, text.len(), k, target, drops, &mut found);
    let kept = found;
    let (mut bytes, mut lost, mut groups) = (Vec::new(), Vec::new(), Vec::new());
    let mut after = String::new();
    let mut at = 0;
    let byte_of = |c: char| t.byte(k, c);
    let plain = |piece: &str, bytes: &mut Vec<u8>, groups: &mut Vec<Group>, after: &mut String| {
        for c in piece.chars() {
            let start = bytes.len();
            let mut buf = [0u8; 4];
            bytes.extend(
                byte_of(c).map_or_else(|| c.encode_utf8(&mut buf).as_bytes().to_vec(), |b| vec![b]),
            );
            groups.push(Group {
                before: c.to_string(),
                bytes: start..bytes.len(),
                after: c.to_string(),
                could_be: Vec::new(),
            });
            after.push(c);
        }
    };
    for u in &kept {
        plain(&text[at..u.start], &mut bytes, &mut groups, &mut after);
        let start = bytes.len();
        let mut lost_here = Vec::new();
        let piece = &text[u.start..u.end];
        for c in piece.chars() {
            let marker = matches!(c, '?' | '\u{FFFD}') && u.lost > 0 && !u.a0;
            match byte_of(c) {
                // A space that was a no-break space.
                _ if c == ' ' && u.a0 => bytes.push(0xA0),
                Some(b) if !marker => bytes.push(b),
                _ => {
                    lost_here.push(bytes.len());
                    bytes.push(0x80);
                }
            }
        }
        // A no-break space that vanished after its lead.
        if u.a0 && !piece.contains(' ') {
            bytes.push(0xA0);
        }
        // What the lost byte could have been, and what the character then was.
        let mut could_be = Vec::new();
        if u.dropped && lost_here.is_empty() {
            // (The bytes left do not tell where the dropped one stood: `ã«` is E3 AB, and `に`
            // is E3 81 AB. It is shown where the likeliest character puts it.)
            let places = dropped_places(&bytes[start..], &refused(step.encode));
            let at = start + places.first().map_or(bytes.len() - start, |p| p.0);
            lost_here.push(at);
            bytes.insert(at, 0x80);
            could_be = places.into_iter().map(|p| p.1).collect();
        } else if u.dropped {
            lost_here.push(bytes.len());
            bytes.push(0x80);
        }
        if let ([one], true) = (&lost_here[..], could_be.is_empty()) {
            let one = *one;
            for b in refused(step.encode) {
                bytes[one] = b;
                if let Ok(s) = std::str::from_utf8(&bytes[start..]) {
                    could_be.extend(s.chars().next().filter(|_| s.chars().count() == 1));
                }
            }
            bytes[one] = 0x80;
        }
        lost.extend(&lost_here);
        groups.push(Group {
            before: text[u.start..u.end].to_string(),
            bytes: start..bytes.len(),
            after: u.out.to_string(),
            could_be,
        });
        after.push(u.out);
        at = u.end;
    }
    plain(&text[at..], &mut bytes, &mut groups, &mut after);
    Some(StepOnBytes {
        step,
        before: text.to_string(),
        bytes,
        after,
        groups,
        lost,
    })
}

/// One step on the bytes, encoded and decoded strictly.
fn strictly(step: Step, text: &str) -> Option<StepOnBytes> {
    // Each character's bytes (the encoders a chain starts from keep no state between
    // characters: ISO-2022-JP is never one of them).
    let mut bytes = Vec::new();
    let mut before_bounds = vec![(0usize, 0usize)]; // (byte offset, char byte offset in text)
    for (i, c) in text.char_indices() {
        let mut buf = [0u8; 4];
        bytes.extend(step.encode.encode(c.encode_utf8(&mut buf))?);
        before_bounds.push((bytes.len(), i + c.len_utf8()));
    }
    // What the decoder made of them, unit by unit.
    let (after, after_bounds) = decode_units(step.decode, &bytes)?;
    // Group at the byte offsets where both sides have a boundary.
    let mut groups = Vec::new();
    let (mut bi, mut ai) = (0, 0);
    let (mut last_byte, mut last_before, mut last_after) = (0usize, 0usize, 0usize);
    while bi < before_bounds.len() && ai < after_bounds.len() {
        let (b_byte, b_char) = before_bounds[bi];
        let (a_byte, a_char) = after_bounds[ai];
        if b_byte == a_byte {
            if b_byte > last_byte || b_char > last_before || a_char > last_after {
                groups.push(Group {
                    before: text[last_before..b_char].to_string(),
                    bytes: last_byte..b_byte,
                    after: after[last_after..a_char].to_string(),
                    could_be: Vec::new(),
                });
            }
            last_byte = b_byte;
            last_before = b_char;
            last_after = a_char;
            bi += 1;
            ai += 1;
        } else if b_byte < a_byte {
            bi += 1;
        } else {
            ai += 1;
        }
    }
    Some(StepOnBytes {
        step,
        before: text.to_string(),
        bytes,
        after,
        groups,
        lost: Vec::new(),
    })
}

/// The text of `bytes` under `decoder`, with (byte offset, text offset) at every unit's end;
/// None at an error.
fn decode_units(decoder: Codec, bytes: &[u8]) -> Option<(String, Vec<(usize, usize)>)> {
    let mut text = String::new();
    let mut bounds = vec![(0, 0)];
    match decoder {
        Codec::Isomorphic | Codec::Dos(_) => {
            for (i, &b) in bytes.iter().enumerate() {
                text.push(match decoder {
                    Codec::Dos(p) => p.char_of(b),
                    _ => b as char,
                });
                bounds.push((i + 1, text.len()));
            }
        }
        Codec::Cesu8 => {
            let mut at = 0;
            for u in crate::mojibake::codec::cesu8_units(bytes) {
                let (c, n) = u?;
                text.push(c);
                at += n;
                bounds.push((at, text.len()));
            }
        }
        Codec::Encoding(e) => {
            for u in units(bytes, e) {
                match u.made {
                    Made::Error => return None,
                    Made::Text(t) => text.push_str(&t),
                    Made::Nothing => {}
                }
                bounds.push((u.end as usize, text.len()));
            }
        }
    }
    Some((text, bounds))
}
