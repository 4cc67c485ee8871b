//! The causes and their fixes as `assets/causes.toml` holds them (read at start from the JSON
//! `build.rs` writes of it): each cause's facts, its text in each language, and its fixes.

use crate::i18n;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// How sure a cause is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// The damage fits it, and nothing more in the bytes points to it.
    Possible,
    /// The damage and the kind of file (or a setting in it) both point to it.
    Likely,
}

impl Level {
    pub fn name(self) -> &'static str {
        match self {
            Level::Possible => "possible",
            Level::Likely => "likely",
        }
    }
}

/// What a fix is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    Sql,
    Python,
    Java,
    Shell,
    Php,
    Csharp,
    Powershell,
    Html,
    Http,
    Mail,
    Text,
}

impl Lang {
    pub fn name(self) -> &'static str {
        match self {
            Lang::Sql => "sql",
            Lang::Python => "python",
            Lang::Java => "java",
            Lang::Shell => "shell",
            Lang::Php => "php",
            Lang::Csharp => "csharp",
            Lang::Powershell => "powershell",
            Lang::Html => "html",
            Lang::Http => "http",
            Lang::Mail => "mail",
            Lang::Text => "text",
        }
    }
}

/// A fix written once for each of these a SQL dump declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Per {
    Table,
    Column,
}

/// One of the data file's texts in a language: the English, or the Japanese or Russian
/// beside it.
fn pick<'a>(lang: i18n::Lang, en: &'a str, ja: &'a str, ru: &'a str) -> &'a str {
    match lang {
        i18n::Lang::En => en,
        i18n::Lang::Ja => ja,
        i18n::Lang::Ru => ru,
    }
}

/// A fix as the data file writes it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FixEntry {
    pub place: String,
    pub place_ja: String,
    pub place_ru: String,
    pub does: String,
    pub does_ja: String,
    pub does_ru: String,
    pub lang: Lang,
    #[serde(default)]
    pub per: Option<Per>,
    /// Lines written once before the statements of a fix `per` table or column.
    #[serde(default)]
    pub first: Option<String>,
    /// Whether a test runs it.
    #[serde(default)]
    pub tested: bool,
    pub code: String,
    /// The comments in its code (and its first lines), in Japanese and Russian: each English
    /// comment as it is written there, and what stands in its place. The code runs the same.
    #[serde(default)]
    pub comments_ja: BTreeMap<String, String>,
    #[serde(default)]
    pub comments_ru: BTreeMap<String, String>,
}

impl FixEntry {
    /// Where it is applied, in `lang`.
    pub fn place(&self, lang: i18n::Lang) -> &str {
        pick(lang, &self.place, &self.place_ja, &self.place_ru)
    }

    /// What it does, in `lang`.
    pub fn does(&self, lang: i18n::Lang) -> &str {
        pick(lang, &self.does, &self.does_ja, &self.does_ru)
    }

    /// `code` (its code or first lines) with its comments in `lang`.
    pub(super) fn with_comments(&self, code: &str, lang: i18n::Lang) -> String {
        let comments = match lang {
            i18n::Lang::En => return code.to_string(),
            i18n::Lang::Ja => &self.comments_ja,
            i18n::Lang::Ru => &self.comments_ru,
        };
        comments
            .iter()
            .fold(code.to_string(), |code, (en, theirs)| {
                code.replace(en, theirs)
            })
    }
}

/// A cause as the data file writes it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    pub id: String,
    pub title: String,
    pub title_ja: String,
    pub title_ru: String,
    /// Facts that must all hold ("a|b": one of them; "a*": any fact starting with "a").
    pub when: Vec<String>,
    /// Facts that make it more likely.
    #[serde(default)]
    pub hints: Vec<String>,
    pub level: Level,
    pub story: String,
    pub story_ja: String,
    pub story_ru: String,
    #[serde(default)]
    pub fix: Vec<FixEntry>,
}

impl Entry {
    /// The title in `lang`.
    pub fn title(&self, lang: i18n::Lang) -> &str {
        pick(lang, &self.title, &self.title_ja, &self.title_ru)
    }

    /// What happened, in `lang` (its names not filled in).
    pub fn story(&self, lang: i18n::Lang) -> &str {
        pick(lang, &self.story, &self.story_ja, &self.story_ru)
    }
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct Table {
    pub(super) cause: Vec<Entry>,
    codecs: Codecs,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct Codecs {
    python: BTreeMap<String, String>,
}

/// The data file, as shipped.
pub const SOURCE: &str = include_str!("../../assets/causes.toml");

/// The data file as build.rs wrote it in JSON (read far faster than TOML).
pub(super) const AS_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/causes.json"));

fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    // A test reads the file strictly (`parse`) and holds the JSON to it; should it ever not
    // parse, no cause is named.
    TABLE.get_or_init(|| serde_json::from_str(AS_JSON).unwrap_or_default())
}

/// The causes a data file in the format of `assets/causes.toml` holds, or why it does not
/// read.
pub(super) fn parse(source: &str) -> Result<Table, String> {
    toml::from_str(source).map_err(|e| e.to_string())
}

/// Every cause the data file holds, in its order.
pub fn entries() -> &'static [Entry] {
    &table().cause
}

/// Whether the shipped data file reads, and if not why (for its test).
pub fn check_source() -> Result<usize, String> {
    parse(SOURCE).map(|t| t.cause.len())
}

/// The name Python's codecs give an encoding (by the standard's name, or a repair's
/// "isomorphic", "cp437"…).
pub fn python_codec(name: &str) -> Option<&'static str> {
    table().codecs.python.get(name).map(String::as_str)
}
