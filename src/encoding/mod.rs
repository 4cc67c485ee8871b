//! The spec core: the WHATWG Encoding Standard's encodings, labels, BOM sniffing, decoders and
//! encoders, written from the standard one step per spec step. No GUI, no I/O.
//!
//! One module per family (as in encoding_rs). Every decoder struct's fields are the standard's
//! variables, so a decoder value is also a snapshot of its state.

pub mod big5;
pub mod bom;
pub mod decoder;
pub mod encode_run;
pub mod encoder;
pub mod encoder_work;
pub mod error_classes;
pub mod euc_jp;
pub mod euc_kr;
pub mod gb18030;
pub mod handler;
pub mod iso_2022_jp;
pub mod names;
pub mod ops;
pub mod replacement;
pub mod rules;
pub mod run;
pub mod shift_jis;
pub mod single_byte;
pub mod spec_ref;
pub mod tables;
pub mod utf16;
pub mod utf8;
pub mod x_user_defined;

pub use decoder::{Decoder, Field, FieldValue};
pub use encoder::Encoder;
pub use encoder_work::Work;
pub use handler::{CodePointItem, DecodeResult, EncodeResult, Item};
pub use names::{get_encoding, Encoding, Family, UnknownLabel};
pub use ops::{DecodeOp, DecodeOptions};
pub use rules::{EncodeOutcome, Outcome, Rule};
