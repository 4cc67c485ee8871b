//! The mojibake toolkit: the same bytes under several encodings side by side, the repair
//! chains that turn mojibake back into text, and the numeric character references an encoder
//! in html mode leaves behind. No GUI, no I/O.

pub mod codec;
pub mod compare;
mod compare_run;
pub mod diff;
pub mod modified_utf8;
pub mod plausible;
pub mod references;
pub mod repair;
