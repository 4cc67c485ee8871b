//! The WHATWG index tables, generated at build time from `assets/whatwg/` (see `build.rs`),
//! and the standard's index operations on them (§ Indexes).

#[allow(clippy::unreadable_literal)]
mod generated {
    include!(concat!(env!("OUT_DIR"), "/whatwg_tables.rs"));
}

pub use generated::*;

/// "index code point" for a 16-bit index: the code point for `pointer`, or None (null).
#[inline]
pub fn index_code_point(index: &[u16], pointer: usize) -> Option<u32> {
    match index.get(pointer) {
        Some(&0) | None => None,
        Some(&cp) => Some(cp as u32),
    }
}

/// "index code point" for index Big5 (which has code points above U+FFFF).
#[inline]
pub fn big5_code_point(pointer: usize) -> Option<u32> {
    match INDEX_BIG5.get(pointer) {
        Some(&0) | None => None,
        Some(&cp) => Some(cp),
    }
}

/// "index pointer" for `code_point` in a reverse table of (code point, pointer) sorted by code
/// point. The tables already hold the pointer the standard asks for (the first one, or for
/// index Big5 pointer the last one for six code points; index Shift_JIS pointer excludes
/// pointers 8272 to 8835).
#[inline]
pub fn index_pointer(reverse: &[(u32, u16)], code_point: u32) -> Option<u32> {
    reverse
        .binary_search_by_key(&code_point, |&(cp, _)| cp)
        .ok()
        .map(|i| reverse[i].1 as u32)
}

/// "index gb18030 ranges code point" for `pointer`.
pub fn gb18030_ranges_code_point(pointer: u32) -> Option<u32> {
    // 1. If pointer is greater than 39419 and less than 189000, or greater than 1237575,
    //    return null.
    if (pointer > 39419 && pointer < 189000) || pointer > 1237575 {
        return None;
    }
    // 2. If pointer is 7457, return code point U+E7C7.
    if pointer == 7457 {
        return Some(0xE7C7);
    }
    // 3. Let offset be the last pointer in index gb18030 ranges that is less than or equal to
    //    pointer and let code point offset be its corresponding code point.
    let i = INDEX_GB18030_RANGES.partition_point(|&(p, _)| p <= pointer) - 1;
    let (offset, code_point_offset) = INDEX_GB18030_RANGES[i];
    // 4. Return a code point whose value is code point offset + pointer − offset.
    Some(code_point_offset + pointer - offset)
}

/// "index gb18030 ranges pointer" for `code_point`.
pub fn gb18030_ranges_pointer(code_point: u32) -> u32 {
    match gb18030_ranges_row(code_point) {
        // 3. Return a pointer whose value is pointer offset + code point − offset.
        Some((pointer_offset, offset)) => pointer_offset + code_point - offset,
        None => 7457,
    }
}

/// The row of index gb18030 ranges that "index gb18030 ranges pointer" uses for `code_point`:
/// (pointer offset, offset); None for U+E7C7, whose pointer is 7457 without a row.
pub fn gb18030_ranges_row(code_point: u32) -> Option<(u32, u32)> {
    // 1. If code point is U+E7C7, return pointer 7457.
    if code_point == 0xE7C7 {
        return None;
    }
    // 2. Let offset be the last code point in index gb18030 ranges that is less than or equal to
    //    code point and let pointer offset be its corresponding pointer.
    let i = INDEX_GB18030_RANGES.partition_point(|&(_, cp)| cp <= code_point) - 1;
    Some(INDEX_GB18030_RANGES[i])
}
