//! `lint --format json`: one document, the findings with what was fixed, and the files that
//! could not be checked (schema: `docs/schema/lint.json`).

use super::finding::Finding;
use super::walk::Walked;
use schemars::Schema;
use serde::Serialize;

/// What `lint --format json` writes.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct LintRecord {
    /// The files checked (not those passed over).
    pub files_checked: usize,
    /// What was found and is left, file by file in the order of their paths.
    pub findings: Vec<Finding>,
    /// What `--fix` fixed (or `--diff` showed).
    pub fixed: Vec<Finding>,
    /// Files that could not be checked or fixed, and files passed over, in one line each.
    pub trouble: Vec<String>,
    pub skipped: Vec<String>,
}

impl LintRecord {
    pub fn of(walked: &Walked) -> LintRecord {
        let mut r = LintRecord {
            files_checked: walked.checked,
            findings: Vec::new(),
            fixed: Vec::new(),
            trouble: walked.trouble.clone(),
            skipped: Vec::new(),
        };
        for o in &walked.outcomes {
            r.findings.extend(o.findings.iter().cloned());
            r.fixed.extend(o.fixed.iter().cloned());
            r.trouble.extend(o.trouble.clone());
            r.skipped.extend(o.skipped.clone());
        }
        r
    }
}

/// The schema of what lint writes, by its file name in `docs/schema/`.
pub fn schemas() -> Vec<(&'static str, Schema)> {
    vec![("lint.json", schemars::schema_for!(LintRecord))]
}
