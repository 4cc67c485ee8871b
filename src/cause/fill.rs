//! The names a cause's text and fixes hold (`$FILE`, `$READ_PY`, `$TABLE`…), filled in for the
//! file at hand: a file name as a string of the fix's language, an encoding as Python's codecs
//! call it, a SQL statement once for each table or column a dump declares.

use super::clues::{Fact, Setting};
use super::{python_codec, FixEntry, Lang, Per};

/// Every name the data file may use.
#[cfg(test)]
pub const NAMES: &[&str] = &[
    "FILE",
    "OUT",
    "ARCHIVE",
    "TABLE",
    "COLUMN",
    "WRITTEN",
    "READ",
    "READ_PY",
    "DECLARED",
    "READS_AS",
    "READS_AS_LABEL",
    "READS_AS_PY",
];

/// How many statements a fix `per` table or column is written as, at most.
const MAX_STATEMENTS: usize = 20;

/// The names a text uses (`$$` is a dollar sign).
#[cfg(test)]
pub fn names_in(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('$') {
        let tail = &rest[i + 1..];
        if let Some(after) = tail.strip_prefix('$') {
            rest = after;
            continue;
        }
        let len = name_len(tail);
        if len > 0 {
            out.push(&tail[..len]);
        }
        rest = &tail[len..];
    }
    out
}

/// How long the name at the start of `s` is.
fn name_len(s: &str) -> usize {
    s.find(|c: char| !(c.is_ascii_uppercase() || c == '_'))
        .unwrap_or(s.len())
}

/// The values of the names, for one cause.
pub struct Values<'a> {
    plain: Vec<(&'static str, String)>,
    setting: &'a Setting,
}

impl<'a> Values<'a> {
    pub fn new(facts: &[&Fact], setting: &'a Setting) -> Values<'a> {
        let mut plain: Vec<(&'static str, String)> = Vec::new();
        for f in facts {
            for (k, v) in &f.values {
                if !plain.iter().any(|(n, _)| n == k) {
                    plain.push((k, v.clone()));
                }
            }
        }
        let get = |plain: &[(&str, String)], k: &str| {
            plain.iter().find(|(n, _)| *n == k).map(|(_, v)| v.clone())
        };
        if let Some(read) = get(&plain, "READ") {
            plain.push(("READ_PY", python_codec(&read).unwrap_or(&read).to_string()));
        }
        if let Some(r) = get(&plain, "READS_AS") {
            plain.push(("READS_AS_PY", python_codec(&r).unwrap_or(&r).to_string()));
            plain.push(("READS_AS_LABEL", r.to_ascii_lowercase()));
        }
        Values { plain, setting }
    }

    fn get(&self, name: &str) -> Option<&str> {
        self.plain
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// A text with its names filled in (file names as they are).
    pub fn text(&self, text: &str) -> String {
        self.fill(text, Lang::Text, None)
    }

    /// A fix's code, filled in (once per table or column for a fix `per` one), its comments in
    /// `lang`.
    pub fn code(&self, fix: &FixEntry, lang: crate::i18n::Lang) -> String {
        let code = fix.with_comments(fix.code.trim(), lang);
        let code = code.as_str();
        let tables = &self.setting.tables;
        let statements: Vec<String> = match fix.per {
            None => return self.fill(code, fix.lang, None),
            Some(Per::Table) => tables
                .iter()
                .map(|(t, _)| self.fill(code, fix.lang, Some((t, ""))))
                .collect(),
            Some(Per::Column) => tables
                .iter()
                .flat_map(|(t, cols)| cols.iter().map(move |c| (t, c)))
                .map(|(t, c)| self.fill(code, fix.lang, Some((t, c))))
                .collect(),
        };
        let mut out: Vec<String> = fix
            .first
            .iter()
            .map(|f| fix.with_comments(f.trim(), lang))
            .collect();
        if statements.is_empty() {
            out.push(self.fill(code, fix.lang, Some(("your_table", "your_column"))));
            return out.join("\n");
        }
        let n = statements.len();
        out.extend(statements.into_iter().take(MAX_STATEMENTS));
        if n > MAX_STATEMENTS {
            out.push(crate::i18n::words!(
                lang,
                "fix-more-statements",
                n = n - MAX_STATEMENTS
            ));
        }
        out.join("\n")
    }

    fn fill(&self, text: &str, lang: Lang, at: Option<(&str, &str)>) -> String {
        let name = self.setting.name.as_deref().unwrap_or("file.txt");
        let out = fixed_name(name);
        let archive = self.setting.archive.as_deref().unwrap_or("archive.zip");
        let mut s = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(i) = rest.find('$') {
            s.push_str(&rest[..i]);
            let tail = &rest[i + 1..];
            if let Some(after) = tail.strip_prefix('$') {
                s.push('$');
                rest = after;
                continue;
            }
            let len = name_len(tail);
            let key = &tail[..len];
            let value = match key {
                "FILE" => Some(literal(name, lang)),
                "OUT" => Some(literal(&out, lang)),
                "ARCHIVE" => Some(literal(archive, lang)),
                "TABLE" => at.map(|(t, _)| t.replace('`', "``")),
                "COLUMN" => at.map(|(_, c)| c.replace('`', "``")),
                k => self.get(k).map(str::to_string),
            };
            match value {
                Some(v) => s.push_str(&v),
                None => {
                    s.push('$');
                    s.push_str(key);
                }
            }
            rest = &tail[len..];
        }
        s.push_str(rest);
        s
    }
}

/// A new file's name beside `name`: `data.csv` → `data-fixed.csv`.
pub fn fixed_name(name: &str) -> String {
    let (dir, file) = match name.rfind(['/', '\\']) {
        Some(i) => name.split_at(i + 1),
        None => ("", name),
    };
    match file.rfind('.') {
        Some(i) if i > 0 => format!("{dir}{}-fixed{}", &file[..i], &file[i..]),
        _ => format!("{dir}{file}-fixed"),
    }
}

/// A file name as a string of the language: quoted for Python and Java (their escapes are
/// JSON's), as one word for a shell.
fn literal(name: &str, lang: Lang) -> String {
    // (A name that starts with - would be an option: ./ keeps it a name.)
    let name = &if name.starts_with('-') {
        format!("./{name}")
    } else {
        name.to_string()
    };
    match lang {
        Lang::Python | Lang::Java | Lang::Csharp => {
            serde_json::to_string(name).unwrap_or_else(|_| format!("{name:?}"))
        }
        // Single quotes: PHP interpolates nothing in them.
        Lang::Php => format!("'{}'", name.replace('\\', "\\\\").replace('\'', "\\'")),
        Lang::Shell => {
            let plain = !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"._-/+=:,@%".contains(&b));
            if plain {
                name.to_string()
            } else {
                format!("'{}'", name.replace('\'', r"'\''"))
            }
        }
        // PowerShell doubles each of its single quotes in a single-quoted string.
        Lang::Powershell => {
            let mut q = String::from("'");
            for c in name.chars() {
                if matches!(c, '\'' | '‘' | '’' | '‚' | '‛') {
                    q.push(c);
                }
                q.push(c);
            }
            q + "'"
        }
        _ => name.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_quoted_for_the_language_they_are_written_in() {
        assert_eq!(literal("a b's.csv", Lang::Shell), r"'a b'\''s.csv'");
        assert_eq!(literal("data.csv", Lang::Shell), "data.csv");
        assert_eq!(literal("-n.txt", Lang::Shell), "./-n.txt");
        assert_eq!(literal("it's ${x}.csv", Lang::Php), r"'it\'s ${x}.csv'");
        assert_eq!(literal("it's.csv", Lang::Powershell), "'it''s.csv'");
        assert_eq!(literal("C:\\x\"y.txt", Lang::Python), r#""C:\\x\"y.txt""#);
        assert_eq!(fixed_name("dir.d/data.csv"), "dir.d/data-fixed.csv");
        assert_eq!(fixed_name(".profile"), ".profile-fixed");
        assert_eq!(names_in("a $FILE b $READ_PY $$B."), ["FILE", "READ_PY"]);
    }
}
