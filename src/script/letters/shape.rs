//! The shape of the letters' model, shared with `build.rs`, which builds the model from
//! `assets/letters/` when the program is built.

use crate::script::Script;

/// What a step into or out of a letter the language does not write costs, in bits.
pub const FOREIGN: u8 = 18;

/// The index of a word's edge in every script's letters.
pub const EDGE: u16 = 0;

/// The index of a letter of the script that no language of it writes.
pub const UNKNOWN: u16 = 1;

/// The letters a code point table covers (Latin, Greek, Cyrillic and Latin Extended
/// Additional all lie below it).
pub const MAX_CP: u32 = 0x2000;

/// The scripts the model knows languages of.
pub const SCRIPTS: [Script; 6] = [
    Script::Latin,
    Script::Cyrillic,
    Script::Greek,
    Script::Hebrew,
    Script::Arabic,
    Script::Thai,
];
