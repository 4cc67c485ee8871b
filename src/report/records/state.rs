//! A decoder's or encoder's state, as the trace and encode records write it.

use crate::encoding::{Field, FieldValue};
use schemars::{json_schema, JsonSchema, Schema, SchemaGenerator};
use serde::ser::{Serialize, SerializeMap, Serializer};
use std::borrow::Cow;

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
