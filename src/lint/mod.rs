//! `mojiscope lint`: files checked against their encoding policy. Each file's policy (its
//! `.gitattributes` `working-tree-encoding`, its `.editorconfig` `charset`, `--expect`, else
//! UTF-8 without a BOM), every rule over its lines, mojibake inside valid text found by the
//! repair, fixes that are sure; the walk over trees as ripgrep walks them; the findings for
//! people, for scripts (JSON) and for code scanning (SARIF, GitHub's annotations).

pub mod check;
pub mod config;
pub mod editorconfig;
pub mod file;
pub mod finding;
pub mod fix;
pub mod gitattributes;
pub mod json;
pub mod lines;
pub mod policy;
pub mod rule;
pub mod sarif;
pub mod source_code;
pub mod text;
pub mod walk;
