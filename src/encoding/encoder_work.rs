//! What an encoder handler computes on its way to a result, by the standard's names for its
//! variables: the index pointer, `lead` and `trail`, Shift_JIS's `lead offset`, gb18030's four
//! bytes from its ranges, UTF-8's `count` and `offset`, and the code point a handler replaced
//! (U+2212 by U+FF0D, half-width katakana by index ISO-2022-JP katakana). The stepper shows
//! them beside the encoder's state.
//!
//! They are worked out again from the code point and the state before the call (the handlers
//! themselves stay lean for speed), and with them the bytes they make, which a property test
//! holds equal to the handler's for every scalar value in every encoder.
//!
//! ```
//! use mojiscope::encoding::{CodePointItem, Encoder, Encoding, FieldValue};
//!
//! // 字 in Shift_JIS: pointer 2533, lead 2533 / 188 = 13, lead offset 0x81, trail 2533 % 188
//! // = 89, offset 0x41: bytes 0x8E 0x9A.
//! let encoder = Encoder::new(Encoding::ShiftJis).unwrap();
//! let work = encoder.work(CodePointItem::CodePoint(0x5B57));
//! let value = |name: &str| work.fields.iter().find(|f| f.name == name).unwrap().value;
//! assert_eq!(value("pointer"), FieldValue::Number(2533));
//! assert_eq!(value("lead"), FieldValue::Number(13));
//! assert_eq!(value("lead_offset"), FieldValue::Byte(0x81));
//! assert_eq!(value("trail"), FieldValue::Number(89));
//! assert_eq!(value("offset"), FieldValue::Byte(0x41));
//! assert_eq!(work.bytes, Some(vec![0x8E, 0x9A]));
//! ```

use super::decoder::{Field, FieldValue};
use super::encoder::Encoder;
use super::handler::CodePointItem;
use super::iso_2022_jp::EncoderState;
use super::tables;

/// The variables of one handler call, in the order the standard sets them, and the bytes they
/// make (None when the call returns no bytes: an error, finished, or a byte the handler
/// returns without arithmetic is still Some).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Work {
    pub fields: Vec<Field>,
    pub bytes: Option<Vec<u8>>,
}

impl Work {
    fn bytes(bytes: &[u8]) -> Work {
        Work {
            fields: Vec::new(),
            bytes: Some(bytes.to_vec()),
        }
    }

    fn none() -> Work {
        Work::default()
    }

    fn set(&mut self, name: &'static str, value: FieldValue) {
        self.fields.push(Field { name, value });
    }
}

const ESC_ASCII: [u8; 3] = [0x1B, 0x28, 0x42];
const ESC_ROMAN: [u8; 3] = [0x1B, 0x28, 0x4A];
const ESC_JIS0208: [u8; 3] = [0x1B, 0x24, 0x42];

impl Encoder {
    /// The variables this encoder's handler sets for `item`, with the bytes they make.
    pub fn work(&self, item: CodePointItem) -> Work {
        let CodePointItem::CodePoint(cp) = item else {
            // End-of-queue: only ISO-2022-JP returns bytes (ESC ( B back to ASCII).
            return match self {
                Encoder::Iso2022Jp(e) if e.iso_2022_jp_encoder_state != EncoderState::Ascii => {
                    Work::bytes(&ESC_ASCII)
                }
                _ => Work::none(),
            };
        };
        match self {
            Encoder::Utf8(_) => utf8(cp),
            Encoder::SingleByte(e) => {
                if cp < 0x80 {
                    return Work::bytes(&[cp as u8]);
                }
                let table = tables::SINGLE_BYTE_ENCODE[e.index as usize];
                pointer_then(table, cp, |w, p| {
                    w.set("pointer", FieldValue::Number(p));
                    Some(vec![(p + 0x80) as u8])
                })
            }
            Encoder::Gb18030(e) => gb18030(cp, e.is_gbk),
            Encoder::Big5(_) => ascii_or(cp, |cp| {
                pointer_then(&tables::POINTER_BIG5, cp, |w, p| {
                    Some(lead_trail_offset(w, p, 157, 0x62))
                })
            }),
            Encoder::EucJp(_) => ascii_or(cp, euc_jp),
            Encoder::Iso2022Jp(e) => iso_2022_jp(cp, e.iso_2022_jp_encoder_state),
            Encoder::ShiftJis(_) => shift_jis(cp),
            Encoder::EucKr(_) => ascii_or(cp, |cp| {
                pointer_then(&tables::POINTER_EUC_KR, cp, |w, p| {
                    Some(lead_trail(w, p, p / 190 + 0x81, p % 190 + 0x41))
                })
            }),
            Encoder::XUserDefined(_) => match cp {
                0..=0x7F => Work::bytes(&[cp as u8]),
                0xF780..=0xF7FF => Work::bytes(&[(cp - 0xF780 + 0x80) as u8]),
                _ => Work::none(),
            },
        }
    }
}

/// An ASCII code point is its byte; anything else goes to `rest`.
fn ascii_or(cp: u32, rest: impl FnOnce(u32) -> Work) -> Work {
    if cp < 0x80 {
        Work::bytes(&[cp as u8])
    } else {
        rest(cp)
    }
}

/// The index pointer for `cp` in `index`, then `bytes` from it (no pointer: error, no bytes;
/// the pointer shows as null).
fn pointer_then(
    index: &[(u32, u16)],
    cp: u32,
    bytes: impl FnOnce(&mut Work, u32) -> Option<Vec<u8>>,
) -> Work {
    let mut w = Work::none();
    match tables::index_pointer(index, cp) {
        Some(p) => w.bytes = bytes(&mut w, p),
        None => w.set("pointer", FieldValue::Null),
    }
    w
}

/// EUC-KR's and EUC-JP's two bytes: the pointer, then the lead and trail bytes.
fn lead_trail(w: &mut Work, p: u32, lead: u32, trail: u32) -> Vec<u8> {
    w.set("pointer", FieldValue::Number(p));
    w.set("lead", FieldValue::Byte(lead as u8));
    w.set("trail", FieldValue::Byte(trail as u8));
    vec![lead as u8, trail as u8]
}

/// Big5's and gb18030's two bytes: lead = pointer / `per_lead` + 0x81, trail = pointer %
/// `per_lead`, offset 0x40 if trail < 0x3F, else `high_offset`.
fn lead_trail_offset(w: &mut Work, p: u32, per_lead: u32, high_offset: u32) -> Vec<u8> {
    let lead = p / per_lead + 0x81;
    let trail = p % per_lead;
    let offset = if trail < 0x3F { 0x40 } else { high_offset };
    w.set("pointer", FieldValue::Number(p));
    w.set("lead", FieldValue::Byte(lead as u8));
    w.set("trail", FieldValue::Number(trail));
    w.set("offset", FieldValue::Byte(offset as u8));
    vec![lead as u8, (trail + offset) as u8]
}

fn utf8(cp: u32) -> Work {
    if cp < 0x80 {
        return Work::bytes(&[cp as u8]);
    }
    let (count, offset) = match cp {
        0x80..=0x7FF => (1u32, 0xC0u32),
        0x800..=0xFFFF => (2, 0xE0),
        _ => (3, 0xF0),
    };
    let mut w = Work::none();
    w.set("count", FieldValue::Number(count));
    w.set("offset", FieldValue::Byte(offset as u8));
    let mut bytes = vec![((cp >> (6 * count)) + offset) as u8];
    for k in (0..count).rev() {
        bytes.push(0x80 | ((cp >> (6 * k)) & 0x3F) as u8);
    }
    w.bytes = Some(bytes);
    w
}

fn gb18030(cp: u32, is_gbk: bool) -> Work {
    if cp < 0x80 {
        return Work::bytes(&[cp as u8]);
    }
    if cp == 0xE5E5 {
        return Work::none();
    }
    if is_gbk && cp == 0x20AC {
        return Work::bytes(&[0x80]);
    }
    if let Some(bytes) = super::gb18030::side_table_bytes(cp) {
        return Work::bytes(&bytes);
    }
    let mut w = Work::none();
    if let Some(p) = tables::index_pointer(&tables::POINTER_GB18030, cp) {
        w.bytes = Some(lead_trail_offset(&mut w, p, 190, 0x41));
        return w;
    }
    if is_gbk {
        w.set("pointer", FieldValue::Null);
        return w;
    }
    // The index gb18030 ranges pointer, with the row of index gb18030 ranges it came from
    // (U+E7C7 has none: its pointer is 7457).
    let pointer = match tables::gb18030_ranges_row(cp) {
        Some((pointer_offset, offset)) => {
            w.set("offset", FieldValue::CodePoint(offset));
            w.set("pointer_offset", FieldValue::Number(pointer_offset));
            pointer_offset + cp - offset
        }
        None => 7457,
    };
    w.set("pointer", FieldValue::Number(pointer));
    let byte1 = pointer / (10 * 126 * 10);
    let rest = pointer % (10 * 126 * 10);
    let byte2 = rest / (10 * 126);
    let rest = rest % (10 * 126);
    let byte3 = rest / 10;
    let byte4 = rest % 10;
    for (name, value) in [
        ("byte1", byte1),
        ("byte2", byte2),
        ("byte3", byte3),
        ("byte4", byte4),
    ] {
        w.set(name, FieldValue::Number(value));
    }
    w.bytes = Some(vec![
        (byte1 + 0x81) as u8,
        (byte2 + 0x30) as u8,
        (byte3 + 0x81) as u8,
        (byte4 + 0x30) as u8,
    ]);
    w
}

fn euc_jp(cp: u32) -> Work {
    match cp {
        0xA5 => return Work::bytes(&[0x5C]),
        0x203E => return Work::bytes(&[0x7E]),
        0xFF61..=0xFF9F => return Work::bytes(&[0x8E, (cp - 0xFF61 + 0xA1) as u8]),
        _ => {}
    }
    let (mut w, cp) = minus_sign(cp);
    let two = pointer_then(&tables::POINTER_JIS0208, cp, |w, p| {
        Some(lead_trail(w, p, p / 94 + 0xA1, p % 94 + 0xA1))
    });
    w.fields.extend(two.fields);
    w.bytes = two.bytes;
    w
}

/// "If code point is U+2212, set it to U+FF0D" (shown when it happens).
fn minus_sign(cp: u32) -> (Work, u32) {
    let mut w = Work::none();
    if cp == 0x2212 {
        w.set("code_point", FieldValue::CodePoint(0xFF0D));
        return (w, 0xFF0D);
    }
    (w, cp)
}

fn iso_2022_jp(cp: u32, state: EncoderState) -> Work {
    use EncoderState as S;
    if matches!(state, S::Ascii | S::Roman) && matches!(cp, 0x0E | 0x0F | 0x1B) {
        return Work::none();
    }
    if state == S::Ascii && cp < 0x80 {
        return Work::bytes(&[cp as u8]);
    }
    if state == S::Roman && ((cp < 0x80 && cp != 0x5C && cp != 0x7E) || cp == 0xA5 || cp == 0x203E)
    {
        let b = match cp {
            0xA5 => 0x5C,
            0x203E => 0x7E,
            _ => cp as u8,
        };
        return Work::bytes(&[b]);
    }
    if cp < 0x80 {
        return Work::bytes(&ESC_ASCII);
    }
    if cp == 0xA5 || cp == 0x203E {
        return Work::bytes(&ESC_ROMAN);
    }
    let (mut w, mut cp) = minus_sign(cp);
    if (0xFF61..=0xFF9F).contains(&cp)
        && let Some(full) =
            tables::index_code_point(&tables::INDEX_ISO_2022_JP_KATAKANA, (cp - 0xFF61) as usize)
    {
        cp = full;
        w.set("code_point", FieldValue::CodePoint(cp));
    }
    let Some(p) = tables::index_pointer(&tables::POINTER_JIS0208, cp) else {
        w.set("pointer", FieldValue::Null);
        if state == S::Jis0208 {
            w.bytes = Some(ESC_ASCII.to_vec());
        }
        return w;
    };
    w.set("pointer", FieldValue::Number(p));
    if state != S::Jis0208 {
        w.bytes = Some(ESC_JIS0208.to_vec());
        return w;
    }
    let lead = p / 94 + 0x21;
    let trail = p % 94 + 0x21;
    w.set("lead", FieldValue::Byte(lead as u8));
    w.set("trail", FieldValue::Byte(trail as u8));
    w.bytes = Some(vec![lead as u8, trail as u8]);
    w
}

fn shift_jis(cp: u32) -> Work {
    match cp {
        0..=0x80 => return Work::bytes(&[cp as u8]),
        0xA5 => return Work::bytes(&[0x5C]),
        0x203E => return Work::bytes(&[0x7E]),
        0xFF61..=0xFF9F => return Work::bytes(&[(cp - 0xFF61 + 0xA1) as u8]),
        _ => {}
    }
    let (mut w, cp) = minus_sign(cp);
    let two = pointer_then(&tables::POINTER_SHIFT_JIS, cp, |w, p| {
        let lead = p / 188;
        let lead_offset = if lead < 0x1F { 0x81 } else { 0xC1 };
        let trail = p % 188;
        let offset = if trail < 0x3F { 0x40 } else { 0x41 };
        w.set("pointer", FieldValue::Number(p));
        w.set("lead", FieldValue::Number(lead));
        w.set("lead_offset", FieldValue::Byte(lead_offset as u8));
        w.set("trail", FieldValue::Number(trail));
        w.set("offset", FieldValue::Byte(offset as u8));
        Some(vec![(lead + lead_offset) as u8, (trail + offset) as u8])
    });
    w.fields.extend(two.fields);
    w.bytes = two.bytes;
    w
}
