//! A small JSON writer for the CLI's JSON and JSON Lines output: keys in a fixed order, no
//! intermediate values (traces write millions of lines).

use crate::encoding::{Field, FieldValue};
use std::fmt::Write;

/// Builds one JSON object.
pub struct Obj {
    buf: String,
    first: bool,
}

impl Default for Obj {
    fn default() -> Self {
        Obj::new()
    }
}

impl Obj {
    pub fn new() -> Obj {
        Obj {
            buf: String::from("{"),
            first: true,
        }
    }

    fn key(&mut self, k: &str) {
        if !self.first {
            self.buf.push(',');
        }
        self.first = false;
        string(&mut self.buf, k);
        self.buf.push(':');
    }

    pub fn str(mut self, k: &str, v: &str) -> Obj {
        self.key(k);
        string(&mut self.buf, v);
        self
    }

    pub fn opt_str(mut self, k: &str, v: Option<&str>) -> Obj {
        self.key(k);
        match v {
            Some(v) => string(&mut self.buf, v),
            None => self.buf.push_str("null"),
        }
        self
    }

    pub fn num(mut self, k: &str, v: impl Into<u64>) -> Obj {
        self.key(k);
        write!(self.buf, "{}", v.into()).unwrap();
        self
    }

    pub fn opt_num(mut self, k: &str, v: Option<u64>) -> Obj {
        self.key(k);
        match v {
            Some(v) => write!(self.buf, "{v}").unwrap(),
            None => self.buf.push_str("null"),
        }
        self
    }

    pub fn bool(mut self, k: &str, v: bool) -> Obj {
        self.key(k);
        self.buf.push_str(if v { "true" } else { "false" });
        self
    }

    pub fn nums<I: IntoIterator<Item = u64>>(mut self, k: &str, v: I) -> Obj {
        self.key(k);
        self.buf.push('[');
        for (i, n) in v.into_iter().enumerate() {
            if i > 0 {
                self.buf.push(',');
            }
            write!(self.buf, "{n}").unwrap();
        }
        self.buf.push(']');
        self
    }

    /// A value already serialized as JSON.
    pub fn raw(mut self, k: &str, json: &str) -> Obj {
        self.key(k);
        self.buf.push_str(json);
        self
    }

    /// State fields as an object: numbers, booleans, strings or null.
    pub fn fields(mut self, k: &str, fields: &[Field]) -> Obj {
        self.key(k);
        self.buf.push_str(&fields_json(fields));
        self
    }

    pub fn finish(mut self) -> String {
        self.buf.push('}');
        self.buf
    }
}

pub fn fields_json(fields: &[Field]) -> String {
    let mut o = Obj::new();
    for f in fields {
        o = match f.value {
            FieldValue::Null => o.raw(f.name, "null"),
            FieldValue::Byte(b) => o.num(f.name, b),
            FieldValue::CodePoint(c) => o.num(f.name, c),
            FieldValue::Count(n) => o.num(f.name, n),
            FieldValue::Bool(b) => o.bool(f.name, b),
            FieldValue::Name(n) => o.str(f.name, n),
        };
    }
    o.finish()
}

/// Serialize an array of already-serialized JSON values.
pub fn array(items: &[String]) -> String {
    format!("[{}]", items.join(","))
}

/// Append `s` as a JSON string.
pub fn string(buf: &mut String, s: &str) {
    buf.push('"');
    for c in s.chars() {
        match c {
            '"' => buf.push_str("\\\""),
            '\\' => buf.push_str("\\\\"),
            '\n' => buf.push_str("\\n"),
            '\r' => buf.push_str("\\r"),
            '\t' => buf.push_str("\\t"),
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                write!(buf, "\\u{:04x}", c as u32).unwrap();
            }
            c => buf.push(c),
        }
    }
    buf.push('"');
}

pub fn quoted(s: &str) -> String {
    let mut b = String::new();
    string(&mut b, s);
    b
}
