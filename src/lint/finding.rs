//! A finding: where a rule matched, what it says, and the fix where there is a sure one.

use super::rule::{Rule, Severity};
use serde::Serialize;

/// One place a rule matched. Lines and columns count from 1; a column counts characters (code
/// points) of the line as decoded, an invalid byte one; offsets and lengths are in bytes of the
/// file.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Finding {
    pub rule: Rule,
    pub severity: Severity,
    /// The file, as the walk reached it (relative to where lint was started, where it is
    /// below it), with `/` between its parts.
    pub path: String,
    pub line: usize,
    pub column: usize,
    /// The line the finding ends on, and the column just past it there.
    pub end_line: usize,
    pub end_column: usize,
    pub offset: u64,
    pub length: u64,
    /// What was found, in a sentence.
    pub message: String,
    /// The line the finding is on, as decoded (at most 500 characters around it).
    pub line_text: String,
    /// The column of `line_text`'s first character (1 where it is the whole line).
    pub line_text_column: usize,
    /// The fix, where one is sure.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fix: Option<Fix>,
}

/// How a finding is fixed: the bytes at its offset replaced by `replacement` (in the file's
/// encoding), and the chain that gave it where it is a repair of mojibake.
#[derive(Clone, Debug, PartialEq, Serialize, schemars::JsonSchema)]
pub struct Fix {
    /// The text that goes in its place.
    pub replacement: String,
    /// The repair's chain, as `mojiscope repair --chain` takes it (for mojibake).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chain: Option<String>,
    /// How sure the repair is (0 to 1), for mojibake.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub confidence: Option<f32>,
}
