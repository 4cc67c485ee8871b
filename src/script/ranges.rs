//! The script of a code point, by the ranges of its blocks. (`build.rs` builds the letters'
//! model with it too.)

/// The writing system of a letter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Script {
    Latin,
    Greek,
    Cyrillic,
    Armenian,
    Hebrew,
    Arabic,
    /// Devanagari, Bengali, Tamil and the other scripts of India.
    Indic,
    Thai,
    Hangul,
    /// Hiragana and katakana (full width).
    Kana,
    Han,
    /// Any other script.
    Other,
}

impl Script {
    /// Every script, in the order of their declaration (`Script::ALL[s as usize] == s`).
    pub const ALL: [Script; 12] = [
        Script::Latin,
        Script::Greek,
        Script::Cyrillic,
        Script::Armenian,
        Script::Hebrew,
        Script::Arabic,
        Script::Indic,
        Script::Thai,
        Script::Hangul,
        Script::Kana,
        Script::Han,
        Script::Other,
    ];
}

/// The script of a letter.
pub fn script(c: char) -> Script {
    match c as u32 {
        0..=0x24F
        | 0x1E00..=0x1EFF
        | 0x2C60..=0x2C7F
        | 0xA720..=0xA7FF
        | 0xFB00..=0xFB06
        | 0xFF21..=0xFF5A => Script::Latin,
        0x370..=0x3FF | 0x1F00..=0x1FFF => Script::Greek,
        0x400..=0x52F | 0x2DE0..=0x2DFF | 0xA640..=0xA69F => Script::Cyrillic,
        0x530..=0x58F => Script::Armenian,
        0x590..=0x5FF | 0xFB1D..=0xFB4F => Script::Hebrew,
        0x600..=0x6FF | 0x750..=0x77F | 0x8A0..=0x8FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF => {
            Script::Arabic
        }
        0x900..=0xDFF => Script::Indic,
        0xE00..=0xE7F => Script::Thai,
        0x1100..=0x11FF | 0x3130..=0x318F | 0xAC00..=0xD7AF => Script::Hangul,
        0x3040..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9F => Script::Kana,
        0x2E80..=0x2FDF | 0x3005..=0x3007 | 0x3400..=0x4DBF | 0x4E00..=0x9FFF => Script::Han,
        0xF900..=0xFAFF | 0x20000..=0x3FFFF => Script::Han,
        _ => Script::Other,
    }
}
