//! The JSON Schema of every record a command writes.

use super::{compare, detect, diff, encode, repair, scan, sniff, trace};
use schemars::Schema;

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
