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
pub mod repair;
pub mod scan;
pub mod sniff;
pub mod trace;
pub mod verdict;

use crate::encoding::{Field, FieldValue};
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::borrow::Cow;
use std::io::Write;

/// A decoder's or encoder's state variables, by the standard's names (in snake case): an
/// object whose values are numbers, booleans, names or null.
pub struct State(pub Vec<Field>);

impl Serialize for State {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.0.len()))?;
        for f in &self.0 {
            match f.value {
                FieldValue::Null => map.serialize_entry(f.name, &())?,
                FieldValue::Byte(b) => map.serialize_entry(f.name, &b)?,
                FieldValue::CodePoint(c) => map.serialize_entry(f.name, &c)?,
                FieldValue::Count(n) => map.serialize_entry(f.name, &n)?,
                FieldValue::Number(n) => map.serialize_entry(f.name, &n)?,
                FieldValue::Bool(b) => map.serialize_entry(f.name, &b)?,
                FieldValue::Name(n) => map.serialize_entry(f.name, n)?,
            }
        }
        map.end()
    }
}

impl JsonSchema for State {
    fn schema_name() -> Cow<'static, str> {
        "State".into()
    }

    fn json_schema(_: &mut SchemaGenerator) -> Schema {
        json_schema!({
            "description": "State variables by the standard's names: numbers (bytes, code points, counts), booleans, names, or null.",
            "type": "object",
            "additionalProperties": { "type": ["integer", "boolean", "string", "null"] }
        })
    }
}

/// One record as one line of JSON.
pub fn line<T: Serialize>(record: &T) -> String {
    // (A record is plain data: strings, numbers and lists. It always serializes.)
    serde_json::to_string(record).expect("a record serializes")
}

/// One record as one line of JSON on `out`, with its newline.
pub fn write_line<T: Serialize>(out: &mut dyn Write, record: &T) -> std::io::Result<()> {
    serde_json::to_writer(&mut *out, record).map_err(std::io::Error::from)?;
    out.write_all(b"\n")
}

/// The JSON Schema of every command's output, by the file name it has in `docs/schema/`.
pub fn schemas() -> Vec<(&'static str, Schema)> {
    vec![
        (
            "compare.json",
            schemars::schema_for!(compare::CompareRecord),
        ),
        ("detect.json", schemars::schema_for!(detect::DecisionRecord)),
        ("diff.json", schemars::schema_for!(diff::DiffRecord)),
        (
            "detect-contexts.json",
            schemars::schema_for!(detect::ContextRecord),
        ),
        ("encode.json", schemars::schema_for!(encode::EncodeLine)),
        ("repair.json", schemars::schema_for!(repair::RepairRecord)),
        (
            "repair-long.json",
            schemars::schema_for!(repair::StreamedRecord),
        ),
        ("scan.json", schemars::schema_for!(scan::ScanRecord)),
        ("sniff.json", schemars::schema_for!(sniff::SniffRecord)),
        ("trace.json", schemars::schema_for!(trace::TraceLine)),
    ]
}
