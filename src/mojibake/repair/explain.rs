//! A chain explained on the bytes: for each step, which characters became which bytes and which
//! bytes became which characters, so that a person can check it with the hex view.

use super::Step;
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
    let mut out = Vec::new();
    let mut current = text.to_string();
    for &step in chain {
        let s = on_bytes(step, &current)?;
        current = s.after.clone();
        out.push(s);
    }
    Some(out)
}

/// One step on the bytes.
fn on_bytes(step: Step, text: &str) -> Option<StepOnBytes> {
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
                text.push(decoder.decode(&[b])?.chars().next()?);
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
