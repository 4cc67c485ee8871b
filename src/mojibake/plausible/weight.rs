//! The weights of the model: what each kind of oddness adds, in the units `Oddness` counts.

pub const REPLACEMENT: f32 = 6.0;
pub const C1: f32 = 5.0;
pub const CONTROL: f32 = 3.0;
pub const ODD: f32 = 3.0;
pub const SYMBOL: f32 = 0.5;
/// A symbol right after a letter, or right before one.
pub const GLUED_AFTER: f32 = 1.0;
pub const GLUED_BEFORE: f32 = 0.4;
/// A quote or dash between two letters.
pub const INSIDE: f32 = 1.2;
/// Per step of rarity.
pub const RARE: f32 = 0.8;
pub const CASE: f32 = 1.5;
pub const SCRIPTS: f32 = 2.5;
pub const SCRIPTS_SCIENCE: f32 = 0.5;
pub const UPPER_LOWER: f32 = 1.0;
pub const STRAY_LETTER: f32 = 2.0;
pub const ACCENT_RUN: f32 = 0.5;
pub const ACCENT_RUN_FITTING: f32 = 0.1;
/// A capital alone as a word after a word in small letters (`Paulo Ê uma`).
pub const LONE_CAPITAL: f32 = 1.0;
pub const LONE_MARK: f32 = 2.0;
pub const NBSP: f32 = 1.0;
pub const UNCOMMON_HAN: f32 = 0.5;
pub const ALPHABETS_MIXED: f32 = 0.5;
/// Per accented letter outside the text's best-fitting alphabet.
pub const MISFIT: f32 = 1.2;
/// The same, in a text with only two accented letters.
pub const MISFIT_FEW: f32 = 0.4;
pub const CJK_BESIDE_LOWER: f32 = 1.0;
/// A Cyrillic word that no Slavic language spells so (`ЬФЙИ`, `ВХМПЛ`).
pub const CYRILLIC_SHAPE: f32 = 1.5;
pub const THAI_SHAPE: f32 = 1.5;
/// A word of a technical sign and a sign of Latin-1 (`√®`).
pub const SIGN_PAIR: f32 = 1.5;
/// A technical sign, a corner or a junction glued before an accented letter (`√â`,
/// `├ñ`).
pub const SIGN_BEFORE_LETTER: f32 = 2.0;
/// A final letter of Hebrew inside a word.
pub const HEBREW_SHAPE: f32 = 1.5;
pub const HALF_WIDTH: f32 = 2.0;
pub const TWO_TONES: f32 = 1.5;
/// œ, Ÿ or ƒ right after an accented letter.
pub const AFTER_ACCENT: f32 = 1.5;
/// Per sign past the second in a run of signs glued together (`«·„”«`, `–∞–`).
pub const SIGN_RUN: f32 = 1.0;
/// Per bit the letters outside ASCII fit the language they fit best worse than real text
/// does ([`crate::script::letters`]).
pub const LANGUAGE: f32 = 0.4;
/// A word that is its own script's UTF-8 read in that script's code page (`Рё` for `и`).
pub const UTF8_IN_ITS_PAGE: f32 = 1.5;
