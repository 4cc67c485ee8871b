//! `.mojiscope.toml`: which rules lint checks and at what severity, which files it passes
//! over, the policy of files nothing else gives one, and how sure a repair of mojibake must be
//! to be reported.
//!
//! ```toml
//! expect = "utf-8"                    # files no .gitattributes or .editorconfig names
//! ignore = ["vendor/**", "*.min.js"]  # globs, from this file's directory
//! min-confidence = 0.9
//!
//! [rules]
//! c1-control = "off"                  # or "warning", "error"
//! bidi-control = "error"
//! ```

use super::rule::{Rule, Severity};
use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The file's name.
pub const FILE: &str = ".mojiscope.toml";

/// What a rule is set to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    Off,
    Warning,
    Error,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Raw {
    expect: Option<String>,
    #[serde(default)]
    ignore: Vec<String>,
    min_confidence: Option<f32>,
    #[serde(default)]
    rules: BTreeMap<String, Level>,
}

/// A `.mojiscope.toml`, read and checked.
#[derive(Debug)]
pub struct Config {
    /// Where it is (None: no file, the defaults).
    pub path: Option<PathBuf>,
    pub expect: Option<String>,
    pub ignore: GlobSet,
    pub min_confidence: Option<f32>,
    pub rules: BTreeMap<Rule, Level>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            path: None,
            expect: None,
            ignore: GlobSet::empty(),
            min_confidence: None,
            rules: BTreeMap::new(),
        }
    }
}

impl Config {
    /// The nearest `.mojiscope.toml` at or above `dir` (an absolute path), up to the top of
    /// its repository; the defaults where there is none. The reason is one line.
    pub fn find(dir: &Path) -> Result<Config, String> {
        let mut d = Some(dir);
        while let Some(here) = d {
            let path = here.join(FILE);
            if path.is_file() {
                return Config::read(&path);
            }
            if here.join(".git").exists() {
                break;
            }
            d = here.parent();
        }
        Ok(Config::default())
    }

    /// Read `path`. The reason is one line.
    pub fn read(path: &Path) -> Result<Config, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        Config::parse(&text, path)
    }

    /// Parse a config's text (`path`: where it is, for messages and the globs' base).
    ///
    /// ```
    /// use mojiscope::lint::config::{Config, Level};
    /// use mojiscope::lint::rule::Rule;
    /// let c = Config::parse("ignore = [\"vendor/**\"]\n[rules]\nc1-control = \"off\"\n", "/r/.mojiscope.toml".as_ref()).unwrap();
    /// assert_eq!(c.rules[&Rule::C1Control], Level::Off);
    /// assert!(c.ignored("/r/vendor/x.txt".as_ref()));
    /// assert!(Config::parse("[rules]\nc1 = \"off\"\n", "/r/.mojiscope.toml".as_ref()).is_err());
    /// ```
    pub fn parse(text: &str, path: &Path) -> Result<Config, String> {
        let at = path.display();
        let raw: Raw = toml::from_str(text).map_err(|e| {
            let first = e.message().lines().next().unwrap_or_default().to_string();
            format!("{at}: {first}")
        })?;
        let mut rules = BTreeMap::new();
        for (id, level) in raw.rules {
            let rule = Rule::named(&id)
                .ok_or_else(|| format!("{at}: no rule `{id}` (the rules: {})", Rule::ids()))?;
            rules.insert(rule, level);
        }
        let mut set = GlobSetBuilder::new();
        for g in &raw.ignore {
            let pattern = match g.strip_prefix('/') {
                Some(anchored) => anchored.to_string(),
                None if g.contains('/') => g.clone(),
                None => format!("**/{g}"),
            };
            let glob = GlobBuilder::new(&pattern)
                .literal_separator(true)
                .build()
                .map_err(|e| format!("{at}: ignore: {e}"))?;
            set.add(glob);
        }
        if let Some(m) = raw.min_confidence
            && !(0.0..=1.0).contains(&m)
        {
            return Err(format!("{at}: min-confidence is {m}, not between 0 and 1"));
        }
        Ok(Config {
            path: Some(path.to_path_buf()),
            expect: raw.expect,
            ignore: set.build().map_err(|e| format!("{at}: ignore: {e}"))?,
            min_confidence: raw.min_confidence,
            rules,
        })
    }

    /// Whether its `ignore` globs pass over `file` (an absolute path).
    pub fn ignored(&self, file: &Path) -> bool {
        let Some(base) = self.path.as_deref().and_then(Path::parent) else {
            return false;
        };
        file.strip_prefix(base)
            .is_ok_and(|rel| self.ignore.is_match(rel))
    }

    /// What a rule's findings are reported as (None: the rule is off).
    pub fn severity(&self, rule: Rule) -> Option<Severity> {
        match self.rules.get(&rule) {
            Some(Level::Off) => None,
            Some(Level::Warning) => Some(Severity::Warning),
            Some(Level::Error) => Some(Severity::Error),
            None => Some(rule.about().severity),
        }
    }
}
