pub mod encoding;
pub mod source;
pub mod trace;
