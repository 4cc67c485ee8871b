//! gb18030 and GBK (§ 10): the gb18030 decoder (shared by GBK) and the gb18030 encoder with its
//! "is GBK" flag.

use super::handler::{
    hex_bytes, CodePointItem, DecodeResult, EncodeOutcome, EncodeResult, Item, Outcome,
};
use super::spec_ref::SpecRef;
use super::tables;
use crate::i18n::{words, Lang};

pub const DECODER: SpecRef = SpecRef::new("gb18030 decoder", "gb18030-decoder");
pub const ENCODER: SpecRef = SpecRef::new("gb18030 encoder", "gb18030-encoder");

/// gb18030's decoder: gb18030 first, gb18030 second and gb18030 third (each initially 0x00).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Gb18030Decoder {
    pub gb18030_first: u8,
    pub gb18030_second: u8,
    pub gb18030_third: u8,
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum DecoderRule {
        /// 1: end-of-queue, nothing pending.
        End,
        /// 2: end-of-queue inside a sequence.
        EndInSequence,
        /// 3.1: fourth byte not 0x30 to 0x39: restore second, third and byte.
        BadFourth,
        /// 3.2–3.5: four-byte sequence through index gb18030 ranges.
        FourByte,
        /// 3.4: four-byte pointer with no code point.
        FourByteUnmapped,
        /// 4.1: third byte 0x81 to 0xFE.
        Third,
        /// 4.2: third byte outside 0x81 to 0xFE: restore second and byte.
        BadThird,
        /// 5.1: second byte 0x30 to 0x39 (a four-byte sequence).
        Second,
        /// 5.2–5.8: two-byte sequence through index gb18030.
        TwoByte,
        /// 5.9–5.10: two-byte pointer with no code point (an ASCII byte is restored).
        TwoByteUnmapped,
        /// 6: ASCII byte.
        Ascii,
        /// 7: 0x80 is U+20AC.
        Euro,
        /// 8: lead byte 0x81 to 0xFE.
        First,
        /// 9: 0xFF.
        InvalidLead,
    }
}

impl DecoderRule {
    pub fn id(self) -> &'static str {
        use DecoderRule::*;
        match self {
            End => "gb18030-end",
            EndInSequence => "gb18030-end-in-sequence",
            BadFourth => "gb18030-bad-fourth",
            FourByte => "gb18030-four-byte",
            FourByteUnmapped => "gb18030-four-byte-unmapped",
            Third => "gb18030-third",
            BadThird => "gb18030-bad-third",
            Second => "gb18030-second",
            TwoByte => "gb18030-two-byte",
            TwoByteUnmapped => "gb18030-two-byte-unmapped",
            Ascii => "gb18030-ascii",
            Euro => "gb18030-euro",
            First => "gb18030-first",
            InvalidLead => "gb18030-invalid-lead",
        }
    }
    pub fn step(self) -> &'static str {
        use DecoderRule::*;
        match self {
            End => "1",
            EndInSequence => "2",
            BadFourth => "3.1",
            FourByte => "3.2–3.5",
            FourByteUnmapped => "3.2–3.4",
            Third => "4.1",
            BadThird => "4.2",
            Second => "5.1",
            TwoByte => "5.2–5.8",
            TwoByteUnmapped => "5.2–5.10",
            Ascii => "6",
            Euro => "7",
            First => "8",
            InvalidLead => "9",
        }
    }
}

fn four_byte_pointer(first: u8, second: u8, third: u8, byte: u8) -> u32 {
    ((first as u32 - 0x81) * (10 * 126 * 10))
        + ((second as u32 - 0x30) * (10 * 126))
        + ((third as u32 - 0x81) * 10)
        + byte as u32
        - 0x30
}

fn two_byte_pointer(leading: u8, byte: u8) -> Option<u32> {
    let offset = if byte < 0x7F { 0x40 } else { 0x41 };
    if (0x40..=0x7E).contains(&byte) || (0x80..=0xFE).contains(&byte) {
        Some((leading as u32 - 0x81) * 190 + (byte as u32 - offset))
    } else {
        None
    }
}

impl Gb18030Decoder {
    #[inline(always)]
    pub fn handle(&mut self, item: Item) -> Outcome<DecoderRule> {
        use DecodeResult::*;
        use DecoderRule as R;
        let byte = match item {
            Item::EndOfQueue => {
                // 1. If byte is end-of-queue and first, second and third are 0x00, finished.
                if self.gb18030_first == 0 && self.gb18030_second == 0 && self.gb18030_third == 0 {
                    return Outcome::new(Finished, R::End);
                }
                // 2. Otherwise set them to 0x00 and return error.
                *self = Self::default();
                return Outcome::new(Error, R::EndInSequence);
            }
            Item::Byte(b) => b,
        };
        // 3. If gb18030 third is not 0x00:
        if self.gb18030_third != 0 {
            // 3.1 If byte is not in the range 0x30 to 0x39: restore « second, third, byte »,
            //     set first, second and third to 0x00, return error.
            if !(0x30..=0x39).contains(&byte) {
                *self = Self::default();
                return Outcome::restoring(Error, 3, R::BadFourth);
            }
            // 3.2 Let code point be the index gb18030 ranges code point for the pointer.
            let pointer = four_byte_pointer(
                self.gb18030_first,
                self.gb18030_second,
                self.gb18030_third,
                byte,
            );
            let code_point = tables::gb18030_ranges_code_point(pointer);
            // 3.3 Set first, second and third to 0x00.
            *self = Self::default();
            return match code_point {
                // 3.4 If code point is null, return error.
                None => Outcome::new(Error, R::FourByteUnmapped),
                // 3.5 Return a code point whose value is code point.
                Some(cp) => Outcome::new(Emit(cp), R::FourByte),
            };
        }
        // 4. If gb18030 second is not 0x00:
        if self.gb18030_second != 0 {
            // 4.1 If byte is in the range 0x81 to 0xFE, set third to byte, continue.
            if (0x81..=0xFE).contains(&byte) {
                self.gb18030_third = byte;
                return Outcome::new(Continue, R::Third);
            }
            // 4.2 Restore « second, byte », set first and second to 0x00, return error.
            self.gb18030_first = 0;
            self.gb18030_second = 0;
            return Outcome::restoring(Error, 2, R::BadThird);
        }
        // 5. If gb18030 first is not 0x00:
        if self.gb18030_first != 0 {
            // 5.1 If byte is in the range 0x30 to 0x39, set second to byte, continue.
            if (0x30..=0x39).contains(&byte) {
                self.gb18030_second = byte;
                return Outcome::new(Continue, R::Second);
            }
            // 5.2–5.3 Let leading be first; set first to 0x00.
            let leading = self.gb18030_first;
            self.gb18030_first = 0;
            // 5.4–5.6 pointer = (leading − 0x81) × 190 + (byte − offset), if byte is a trail.
            // 5.7 code point = index code point for pointer in index gb18030.
            let code_point = two_byte_pointer(leading, byte)
                .and_then(|p| tables::index_code_point(&tables::INDEX_GB18030, p as usize));
            // 5.8 If code point is non-null, return it.
            if let Some(cp) = code_point {
                return Outcome::new(Emit(cp), R::TwoByte);
            }
            // 5.9 If byte is an ASCII byte, restore byte. 5.10 Return error.
            let restore = (byte < 0x80) as u8;
            return Outcome::restoring(Error, restore, R::TwoByteUnmapped);
        }
        // 6. If byte is an ASCII byte, return a code point whose value is byte.
        if byte < 0x80 {
            return Outcome::new(Emit(byte as u32), R::Ascii);
        }
        // 7. If byte is 0x80, return code point U+20AC.
        if byte == 0x80 {
            return Outcome::new(Emit(0x20AC), R::Euro);
        }
        // 8. If byte is in the range 0x81 to 0xFE, set first to byte, continue.
        if (0x81..=0xFE).contains(&byte) {
            self.gb18030_first = byte;
            return Outcome::new(Continue, R::First);
        }
        // 9. Return error.
        Outcome::new(Error, R::InvalidLead)
    }

    /// Bytes 0x00 to 0x2F can be neither a second (0x30–0x39, 0x40–0xFE) nor a third or fourth
    /// byte, so once one has been handled the decoder is back in its initial state.
    pub fn resets_state(byte: u8) -> bool {
        byte < 0x30
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        lang: Lang,
        rule: DecoderRule,
        before: &Gb18030Decoder,
        item: Item,
        outcome: &Outcome<impl Copy>,
    ) -> String {
        use DecoderRule::*;
        let byte = item.byte().unwrap_or(0);
        let b = || format!("0x{byte:02X}");
        let hex = |x: u8| format!("0x{x:02X}");
        let code_point = || {
            let cp = outcome.result.code_points().first().copied().unwrap_or(0);
            format!("U+{cp:04X}")
        };
        let ascii = if byte < 0x80 { "yes" } else { "no" };
        match rule {
            End => words!(lang, "explain-gb18030-end"),
            EndInSequence => words!(lang, "explain-gb18030-end-in-sequence"),
            BadFourth => words!(
                lang,
                "explain-gb18030-bad-fourth",
                byte = b(),
                second = hex(before.gb18030_second),
                third = hex(before.gb18030_third)
            ),
            FourByte | FourByteUnmapped => {
                let (first, second, third) = (
                    before.gb18030_first,
                    before.gb18030_second,
                    before.gb18030_third,
                );
                let pointer = four_byte_pointer(first, second, third, byte);
                if rule == FourByte {
                    words!(
                        lang,
                        "explain-gb18030-four-byte",
                        first = hex(first),
                        second = hex(second),
                        third = hex(third),
                        byte = b(),
                        pointer = pointer,
                        code_point = code_point()
                    )
                } else {
                    words!(
                        lang,
                        "explain-gb18030-four-byte-unmapped",
                        first = hex(first),
                        second = hex(second),
                        third = hex(third),
                        byte = b(),
                        pointer = pointer
                    )
                }
            }
            Third => words!(lang, "explain-gb18030-third", byte = b()),
            BadThird => words!(
                lang,
                "explain-gb18030-bad-third",
                byte = b(),
                second = hex(before.gb18030_second)
            ),
            Second => words!(lang, "explain-gb18030-second", byte = b()),
            TwoByte | TwoByteUnmapped => {
                let offset = if byte < 0x7F { 0x40 } else { 0x41 };
                match two_byte_pointer(before.gb18030_first, byte) {
                    Some(p) if rule == TwoByte => words!(
                        lang,
                        "explain-gb18030-two-byte",
                        first = hex(before.gb18030_first),
                        byte = b(),
                        offset = hex(offset),
                        pointer = p,
                        code_point = code_point()
                    ),
                    Some(p) => words!(
                        lang,
                        "explain-gb18030-two-byte-unmapped",
                        trail = "yes",
                        first = hex(before.gb18030_first),
                        byte = b(),
                        offset = hex(offset),
                        pointer = p,
                        ascii = ascii
                    ),
                    None => words!(
                        lang,
                        "explain-gb18030-two-byte-unmapped",
                        trail = "no",
                        first = "",
                        byte = b(),
                        offset = "",
                        pointer = "",
                        ascii = ascii
                    ),
                }
            }
            Ascii => words!(
                lang,
                "explain-gb18030-ascii",
                byte = b(),
                code_point = format!("U+{byte:04X}")
            ),
            Euro => words!(lang, "explain-gb18030-euro"),
            First => words!(lang, "explain-gb18030-first", byte = b()),
            InvalidLead => words!(lang, "explain-gb18030-invalid-lead", byte = b()),
        }
    }
}

super::spec_ref::rule_enum! {
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub enum EncoderRule {
        End,
        Ascii,
        E5e5,
        GbkEuro,
        SideTable,
        TwoByte,
        GbkUnmapped,
        FourByte,
    }
}

impl EncoderRule {
    pub fn id(self) -> &'static str {
        use EncoderRule::*;
        match self {
            End => "gb18030-encode-end",
            Ascii => "gb18030-encode-ascii",
            E5e5 => "gb18030-encode-e5e5",
            GbkEuro => "gb18030-encode-gbk-euro",
            SideTable => "gb18030-encode-side-table",
            TwoByte => "gb18030-encode-two-byte",
            GbkUnmapped => "gb18030-encode-gbk-unmapped",
            FourByte => "gb18030-encode-four-byte",
        }
    }
    pub fn step(self) -> &'static str {
        use EncoderRule::*;
        match self {
            End => "1",
            Ascii => "2",
            E5e5 => "3",
            GbkEuro => "4",
            SideTable => "5",
            TwoByte => "6–7",
            GbkUnmapped => "8",
            FourByte => "9–16",
        }
    }
}

/// The bytes the table of the gb18030 encoder's step 5 lists for `cp`, if it has a row.
pub(crate) fn side_table_bytes(cp: u32) -> Option<[u8; 2]> {
    SIDE_TABLE.iter().find(|(c, _)| *c == cp).map(|&(_, b)| b)
}

/// The gb18030 encoder's table of Private Use code points kept from GB18030-2005.
const SIDE_TABLE: [(u32, [u8; 2]); 18] = [
    (0xE78D, [0xA6, 0xD9]),
    (0xE78E, [0xA6, 0xDA]),
    (0xE78F, [0xA6, 0xDB]),
    (0xE790, [0xA6, 0xDC]),
    (0xE791, [0xA6, 0xDD]),
    (0xE792, [0xA6, 0xDE]),
    (0xE793, [0xA6, 0xDF]),
    (0xE794, [0xA6, 0xEC]),
    (0xE795, [0xA6, 0xED]),
    (0xE796, [0xA6, 0xF3]),
    (0xE81E, [0xFE, 0x59]),
    (0xE826, [0xFE, 0x61]),
    (0xE82B, [0xFE, 0x66]),
    (0xE82C, [0xFE, 0x67]),
    (0xE832, [0xFE, 0x6D]),
    (0xE843, [0xFE, 0x7E]),
    (0xE854, [0xFE, 0x90]),
    (0xE864, [0xFE, 0xA0]),
];

/// gb18030's encoder, with "is GBK" (true for GBK's encoder).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Gb18030Encoder {
    pub is_gbk: bool,
}

impl Gb18030Encoder {
    #[inline]
    pub fn handle(&mut self, item: CodePointItem) -> EncodeOutcome<EncoderRule> {
        use EncoderRule as R;
        // 1. If code point is end-of-queue, return finished.
        let cp = match item {
            CodePointItem::EndOfQueue => return EncodeOutcome::new(EncodeResult::Finished, R::End),
            CodePointItem::CodePoint(cp) => cp,
        };
        // 2. If code point is an ASCII code point, return a byte whose value is code point.
        if cp < 0x80 {
            return EncodeOutcome::new(EncodeResult::bytes(&[cp as u8]), R::Ascii);
        }
        // 3. If code point is U+E5E5, return error with code point.
        if cp == 0xE5E5 {
            return EncodeOutcome::new(EncodeResult::Error(cp), R::E5e5);
        }
        // 4. If is GBK is true and code point is U+20AC, return byte 0x80.
        if self.is_gbk && cp == 0x20AC {
            return EncodeOutcome::new(EncodeResult::bytes(&[0x80]), R::GbkEuro);
        }
        // 5. If there is a row in the table whose first column is code point, return its bytes.
        if let Some(bytes) = side_table_bytes(cp) {
            return EncodeOutcome::new(EncodeResult::bytes(&bytes), R::SideTable);
        }
        // 6. Let pointer be the index pointer for code point in index gb18030.
        if let Some(pointer) = tables::index_pointer(&tables::POINTER_GB18030, cp) {
            // 7. leading = pointer / 190 + 0x81; trailing = pointer % 190; offset = 0x40 if
            //    trailing < 0x3F, else 0x41; return « leading, trailing + offset ».
            let leading = pointer / 190 + 0x81;
            let trailing = pointer % 190;
            let offset = if trailing < 0x3F { 0x40 } else { 0x41 };
            return EncodeOutcome::new(
                EncodeResult::bytes(&[leading as u8, (trailing + offset) as u8]),
                R::TwoByte,
            );
        }
        // 8. If is GBK is true, return error with code point.
        if self.is_gbk {
            return EncodeOutcome::new(EncodeResult::Error(cp), R::GbkUnmapped);
        }
        // 9. Set pointer to the index gb18030 ranges pointer for code point.
        let mut pointer = tables::gb18030_ranges_pointer(cp);
        // 10–15. byte1..byte4 from pointer.
        let byte1 = pointer / (10 * 126 * 10);
        pointer %= 10 * 126 * 10;
        let byte2 = pointer / (10 * 126);
        pointer %= 10 * 126;
        let byte3 = pointer / 10;
        let byte4 = pointer % 10;
        // 16. Return four bytes.
        EncodeOutcome::new(
            EncodeResult::bytes(&[
                (byte1 + 0x81) as u8,
                (byte2 + 0x30) as u8,
                (byte3 + 0x81) as u8,
                (byte4 + 0x30) as u8,
            ]),
            R::FourByte,
        )
    }

    /// The step in words (the message `explain-<rule id>` in `lang`), with this step's
    /// values.
    pub fn explain(
        &self,
        lang: Lang,
        rule: EncoderRule,
        item: CodePointItem,
        outcome: &EncodeOutcome<impl Copy>,
    ) -> String {
        use EncoderRule::*;
        let cp = match item {
            CodePointItem::CodePoint(cp) => cp,
            CodePointItem::EndOfQueue => return words!(lang, "explain-gb18030-encode-end"),
        };
        let code_point = || format!("U+{cp:04X}");
        let hex = || hex_bytes(outcome.result.output());
        match rule {
            End => words!(lang, "explain-gb18030-encode-end"),
            Ascii => words!(
                lang,
                "explain-gb18030-encode-ascii",
                code_point = code_point(),
                byte = format!("0x{cp:02X}")
            ),
            E5e5 => words!(lang, "explain-gb18030-encode-e5e5"),
            GbkEuro => words!(lang, "explain-gb18030-encode-gbk-euro"),
            SideTable => words!(
                lang,
                "explain-gb18030-encode-side-table",
                table = "GB18030-2005",
                code_point = code_point(),
                bytes = hex()
            ),
            TwoByte => {
                let p = tables::index_pointer(&tables::POINTER_GB18030, cp).unwrap_or(0);
                let (lead, trail) = (p / 190 + 0x81, p % 190);
                let offset = if trail < 0x3F { 0x40 } else { 0x41 };
                words!(
                    lang,
                    "explain-gb18030-encode-two-byte",
                    code_point = code_point(),
                    pointer = p,
                    lead = format!("0x{lead:02X}"),
                    trail = trail,
                    offset = format!("0x{offset:02X}"),
                    bytes = hex()
                )
            }
            GbkUnmapped => words!(
                lang,
                "explain-gb18030-encode-gbk-unmapped",
                code_point = code_point()
            ),
            FourByte => {
                let p = tables::gb18030_ranges_pointer(cp);
                let (b1, rest) = (p / 12600, p % 12600);
                let (b2, rest) = (rest / 1260, rest % 1260);
                let (b3, b4) = (rest / 10, rest % 10);
                match tables::gb18030_ranges_row(cp) {
                    Some((pointer_offset, offset)) => words!(
                        lang,
                        "explain-gb18030-encode-four-byte",
                        range = "row",
                        pointer_offset = pointer_offset,
                        code_point = code_point(),
                        offset = format!("U+{offset:04X}"),
                        pointer = p,
                        b1 = b1,
                        b2 = b2,
                        b3 = b3,
                        b4 = b4,
                        bytes = hex()
                    ),
                    None => words!(
                        lang,
                        "explain-gb18030-encode-four-byte",
                        range = "e7c7",
                        pointer_offset = "",
                        code_point = code_point(),
                        offset = "",
                        pointer = p,
                        b1 = b1,
                        b2 = b2,
                        b3 = b3,
                        b4 = b4,
                        bytes = hex()
                    ),
                }
            }
        }
    }
}
