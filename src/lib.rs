//! mojiscope: see what bytes mean as text under the WHATWG Encoding Standard.
//!
//! - [`encoding`]: the spec core (labels, BOM sniffing, every decoder and encoder as the
//!   standard writes them), no GUI and no I/O.
//! - [`decide`]: why a browser picks the encoding it picks: HTML's prescan, `Content-Type` as
//!   Fetch reads it.
//! - [`script`]: what a character is (script, letter or symbol, how rare) and the alphabets of
//!   the languages written in Latin letters: what the detector and the repair both weigh.
//! - [`detect`]: chardetng's guess with our evidence for every candidate encoding.
//! - [`mojibake`]: the same bytes under several encodings, and repair: the chains of "encode
//!   with A, decode with B" that undo mojibake, found and explained on the bytes.
//! - [`verdict`]: one verdict per file (which decoding to open it with and why, binary or
//!   text, UTF-16 without a BOM, mojibake inside valid UTF-8), for the window and the commands.
//! - [`trace`]: the stepper's engine: handler calls recorded as steps, windowed traces at any
//!   offset, the whole-file scan with its error index and checkpoints.
//! - [`source`]: reading files of any size without loading them, noticing when they change.
//! - [`numbers`]: the numbers people type (offsets in decimal or hex, chunk sizes), checked.
//! - [`i18n`]: the window's words in English, Japanese and Russian (Fluent messages).
//! - [`cause`]: where the damage or the encoding comes from in a pipeline, and how to stop it
//!   (`assets/causes.toml`: the causes as data).
//! - [`report`]: what the command line and the window both print (hex, steps as text, the
//!   JSON records and their schemas, CSV, the BOM verdict, the decoded text as a stream).
//! - [`lint`]: files checked against their encoding policy, rule by rule, over whole trees
//!   (`mojiscope lint`).
//! - [`cli`]: the command-line interface.
//! - `gui` (feature "gui"): the inspector window. `cli` and `gui` never import each other.

pub mod cause;
pub mod cli;
pub mod decide;
pub mod detect;
pub mod encoding;
#[cfg(feature = "gui")]
pub mod gui;
pub mod i18n;
#[cfg(test)]
mod layering;
pub mod lint;
pub mod mojibake;
pub mod numbers;
pub mod report;
pub mod script;
pub mod shell;
pub mod source;
pub mod trace;
pub mod verdict;
