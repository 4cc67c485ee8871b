//! A cause of the damage, or of the encoding a file is in, with its fixes: part of `repair
//! --json` and `detect --json`.

use crate::cause::{Fix, Found};
use crate::i18n::Lang;
use schemars::JsonSchema;
use serde::Serialize;

/// A fix for one place (a database, a language, a program).
#[derive(Serialize, JsonSchema)]
pub struct FixRecord<'a> {
    /// Where it is applied ("MariaDB / MySQL", "Python", "Excel").
    pub place: &'a str,
    /// What it does.
    pub does: &'a str,
    /// What `code` is written in: sql, python, java, shell, php, csharp, powershell, html,
    /// http, mail or text.
    pub lang: &'a str,
    /// The fix itself, filled in for the file (its name, the tables of a dump).
    pub code: &'a str,
    /// Whether mojiscope's tests run this fix and check what it makes.
    pub tested: bool,
}

/// A likely place in the pipeline where the damage happens.
#[derive(Serialize, JsonSchema)]
pub struct CauseRecord<'a> {
    /// The cause's id in mojiscope's table of causes ("mysql-latin1-connection").
    pub id: &'a str,
    pub title: &'a str,
    /// "likely" (the damage and the kind of file both point to it) or "possible".
    pub level: &'a str,
    /// What in the bytes points to it.
    pub why: Vec<String>,
    /// What happened.
    pub story: &'a str,
    pub fixes: Vec<FixRecord<'a>>,
}

fn fix(f: &Fix) -> FixRecord<'_> {
    FixRecord {
        place: f.place(Lang::En),
        does: f.does(Lang::En),
        lang: f.lang.name(),
        code: f.code_in(Lang::En),
        tested: f.tested,
    }
}

/// The causes as records.
pub fn records(found: &[Found]) -> Vec<CauseRecord<'_>> {
    found
        .iter()
        .map(|c| CauseRecord {
            id: c.id,
            title: c.title(Lang::En),
            level: c.level.name(),
            why: c.why(Lang::En),
            story: c.story(Lang::En),
            fixes: c.fixes.iter().map(fix).collect(),
        })
        .collect()
}
