//! Numbers and bytes that people type: offsets, chunk sizes, hex. Every value is parsed and
//! summed with checked arithmetic; what does not fit is an error with a reason, never a wrapped
//! number.

use crate::i18n::{words, Lang};

/// A non-negative integer: decimal, or hexadecimal with `0x`; `_` separates digit groups.
///
/// ```
/// use mojiscope::numbers::parse_number;
/// assert_eq!(parse_number("4096"), Some(4096));
/// assert_eq!(parse_number(" 0x1E240 "), Some(123_456));
/// assert_eq!(parse_number("1_000"), Some(1000));
/// assert_eq!(parse_number("18446744073709551616"), None); // 2^64 does not fit
/// assert_eq!(parse_number("-1"), None);
/// ```
pub fn parse_number(v: &str) -> Option<u64> {
    let v = v.trim();
    let (digits, radix) = match v.strip_prefix("0x").or_else(|| v.strip_prefix("0X")) {
        Some(hex) => (hex, 16),
        None => (v, 10),
    };
    let digits = digits.replace('_', "");
    if digits.is_empty() || digits.starts_with('+') {
        return None;
    }
    u64::from_str_radix(&digits, radix).ok()
}

/// TextDecoder stream chunk sizes, `2,5,1`: the sizes of the `decode(chunk, {stream: true})`
/// calls. Empty items are skipped; each size and their sum must fit in 64 bits.
///
/// ```
/// use mojiscope::numbers::parse_chunks;
/// assert_eq!(parse_chunks("2, 5,,1"), Ok(vec![2, 5, 1]));
/// assert!(parse_chunks("2,x").unwrap_err().to_string().contains("\"x\""));
/// let too_many = parse_chunks("18446744073709551615,1").unwrap_err();
/// assert!(too_many.to_string().contains("add up to more"));
/// ```
pub fn parse_chunks(list: &str) -> Result<Vec<u64>, NumberError> {
    let mut chunks = Vec::new();
    let mut total: u64 = 0;
    for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let n = parse_number(item).ok_or_else(|| NumberError::NotASize(item.to_string()))?;
        total = total.checked_add(n).ok_or(NumberError::ChunksTooLarge)?;
        chunks.push(n);
    }
    Ok(chunks)
}

/// The sum of chunk sizes, if it fits.
///
/// ```
/// use mojiscope::numbers::chunks_total;
/// assert_eq!(chunks_total(&[2, 5]), Some(7));
/// assert_eq!(chunks_total(&[u64::MAX, 1]), None);
/// ```
pub fn chunks_total(chunks: &[u64]) -> Option<u64> {
    chunks.iter().try_fold(0u64, |sum, &c| sum.checked_add(c))
}

/// Where each chunk ends (its boundary with the next), for chunks that fit in `len` bytes;
/// `None` when they add up to more than `len`.
///
/// ```
/// use mojiscope::numbers::chunk_boundaries;
/// assert_eq!(chunk_boundaries(&[2, 3], 10), Some(vec![2, 5]));
/// assert_eq!(chunk_boundaries(&[2, 30], 10), None);
/// assert_eq!(chunk_boundaries(&[u64::MAX, u64::MAX], 10), None);
/// ```
pub fn chunk_boundaries(chunks: &[u64], len: u64) -> Option<Vec<u64>> {
    let mut pos = 0u64;
    let mut out = Vec::with_capacity(chunks.len());
    for &c in chunks {
        pos = pos.checked_add(c).filter(|&p| p <= len)?;
        out.push(pos);
    }
    Some(out)
}

/// Which `decode()` call of a TextDecoder stream reads the byte at `offset`, given where the
/// chunks end (`chunk_boundaries`): the 1-based call, how many calls there are (one per chunk
/// with `{stream: true}`, then the final call with what is left) and whether it streams.
///
/// ```
/// use mojiscope::numbers::decode_call;
/// // chunks 2,5 of a 10-byte input: decode(2 bytes, stream), decode(5 bytes, stream), decode(rest)
/// assert_eq!(decode_call(&[2, 7], 0), (1, 3, true));
/// assert_eq!(decode_call(&[2, 7], 2), (2, 3, true));
/// assert_eq!(decode_call(&[2, 7], 9), (3, 3, false));
/// // End-of-queue (offset = length) is the final call's.
/// assert_eq!(decode_call(&[2, 7], 10), (3, 3, false));
/// ```
pub fn decode_call(boundaries: &[u64], offset: u64) -> (usize, usize, bool) {
    let calls = boundaries.len() + 1;
    let call = boundaries.iter().take_while(|&&b| b <= offset).count() + 1;
    (call, calls, call < calls)
}

/// Hex bytes as people paste them: `E2 82 AC`, `e282ac`, `0xE2, 0x82`, `E2:82-AC`.
///
/// ```
/// use mojiscope::numbers::parse_hex;
/// assert_eq!(parse_hex("E2 82 AC"), Ok(vec![0xE2, 0x82, 0xAC]));
/// assert_eq!(parse_hex("0xe2, 0x82"), Ok(vec![0xE2, 0x82]));
/// assert_eq!(parse_hex("E2 8").unwrap_err().to_string(), "an odd number of hex digits");
/// assert!(parse_hex("E2 G1").is_err());
/// ```
pub fn parse_hex(text: &str) -> Result<Vec<u8>, NumberError> {
    let cleaned: String = text
        .replace("0x", "")
        .replace("0X", "")
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, ',' | ':' | '-'))
        .collect();
    if let Some(bad) = cleaned.chars().find(|c| !c.is_ascii_hexdigit()) {
        return Err(NumberError::NotHex(bad));
    }
    if cleaned.len() % 2 == 1 {
        return Err(NumberError::OddHex);
    }
    Ok(cleaned
        .as_bytes()
        .chunks(2)
        .map(|pair| {
            let digit = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
            digit(pair[0]) << 4 | digit(pair[1])
        })
        .collect())
}

/// Why typed numbers or bytes were refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NumberError {
    /// A character that is not a hex digit.
    NotHex(char),
    /// Hex digits that do not pair up into bytes.
    OddHex,
    /// A chunk size that is not a whole number.
    NotASize(String),
    /// Chunk sizes whose sum does not fit in 64 bits.
    ChunksTooLarge,
}

impl NumberError {
    /// The refusal in words, in `lang` (the command line's are English).
    pub fn words(&self, lang: Lang) -> String {
        match self {
            NumberError::NotHex(c) => words!(lang, "number-not-hex", character = format!("{c:?}")),
            NumberError::OddHex => words!(lang, "number-odd-hex"),
            NumberError::NotASize(item) => {
                words!(lang, "number-not-a-size", typed = format!("{item:?}"))
            }
            NumberError::ChunksTooLarge => words!(lang, "number-chunks-too-large"),
        }
    }
}

impl std::fmt::Display for NumberError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for NumberError {}
