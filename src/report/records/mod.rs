//! The JSON the commands write: one serde type per record, written by serde_json, with a JSON
//! Schema derived from each (`docs/schema/`, kept equal to these types by a test).
//!
//! Bytes are written one way everywhere: an array of numbers (`[195, 169]`); a single byte is a
//! number. Offsets are byte offsets from the start of the input. A record's `kind` says what a
//! line of JSON Lines is.

pub mod cause;
pub mod compare;
pub mod detect;
pub mod diff;
pub mod encode;
mod lines;
pub mod repair;
pub mod scan;
mod schemas;
pub mod sniff;
mod state;
pub mod trace;
pub mod verdict;

pub use lines::{line, write_line};
pub use schemas::schemas;
pub use state::State;
