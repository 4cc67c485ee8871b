//! Why a browser picks the encoding it picks: the algorithms of the HTML, Fetch, MIME
//! Sniffing, CSS and XML standards that choose an encoding before the Encoding Standard's
//! decoders run, written step by step as the standards write them, each step recording what it
//! looked at. No egui, no I/O: bytes and headers in, decisions out.
//!
//! - [`prescan`]: HTML's "prescan a byte stream to determine its encoding", with "get an
//!   attribute", "get an XML encoding" and "extract a character encoding from a meta element".
//! - [`mime`]: a `Content-Type` header as Fetch reads it ("extract a MIME type", "legacy extract
//!   an encoding").
//! - [`contexts`]: every place of the platform that decodes bytes, with its decode operation,
//!   BOM handling, streaming, error mode and sniffing.
//! - [`decide`]: a context's decision for some bytes, as [`Decision`] steps.
//! - [`locale`]: the default by top-level domain.

mod algorithms;
pub mod contexts;
mod decision;
mod documents;
pub mod locale;
pub mod mime;
pub mod prescan;

pub use algorithms::{decide, error_mode_words, Inputs};
pub use decision::{Confidence, DecidedBy, Decision, Outcome, Step};
