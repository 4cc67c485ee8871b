//! The names a cause's text and fixes hold (`$FILE`, `$READ_PY`, `$TABLE`…), filled in for the
//! file at hand: a file name as a string of the fix's language, an encoding as Python's codecs
//! call it, a SQL statement once for each table or column a dump declares.

use super::clues::{Fact, Setting};
use super::table::{python_codec, FixEntry, Lang, Per};
use crate::shell::{acts_on_terminal, backslashed, shell_word};

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
        let code = match self.unnameable(fix.lang, &code, lang) {
            Some(comment) => format!("{comment}\n{code}"),
            None => code,
        };
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

    /// Where `code` (in `fix_lang`) names a file by a name that is not UTF-8, in Java or C#,
    /// which name files by UTF-16: a comment that says so, in `lang` (the name is written as it
    /// decodes, each byte that is not UTF-8 a U+FFFD, and opens no file until it is renamed).
    fn unnameable(&self, fix_lang: Lang, code: &str, lang: crate::i18n::Lang) -> Option<String> {
        let runtime = match fix_lang {
            Lang::Java => "Java",
            Lang::Csharp => ".NET",
            _ => return None,
        };
        let names = names_in(code);
        let not_utf8 = |n: Option<&[u8]>| n.is_some_and(|n| std::str::from_utf8(n).is_err());
        let file = names.contains(&"FILE") || names.contains(&"OUT");
        let bad = (file && not_utf8(self.setting.name.as_deref()))
            || (names.contains(&"ARCHIVE") && not_utf8(self.setting.archive.as_deref()));
        bad.then(|| {
            let words = crate::i18n::words!(lang, "fix-name-not-utf8", runtime = runtime);
            format!("// {words}")
        })
    }

    fn fill(&self, text: &str, lang: Lang, at: Option<(&str, &str)>) -> String {
        let name = self.setting.name.as_deref().unwrap_or(b"file.txt");
        let out = fixed_name(name);
        let archive = self.setting.archive.as_deref().unwrap_or(b"archive.zip");
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

/// A new file's name beside `name` (its bytes: a name need not be UTF-8): `data.csv` →
/// `data-fixed.csv`.
fn fixed_name(name: &[u8]) -> Vec<u8> {
    let (dir, file) = match name.iter().rposition(|&b| b == b'/' || b == b'\\') {
        Some(i) => name.split_at(i + 1),
        None => (&name[..0], name),
    };
    let mut out = dir.to_vec();
    match file.iter().rposition(|&b| b == b'.') {
        Some(i) if i > 0 => {
            out.extend_from_slice(&file[..i]);
            out.extend_from_slice(b"-fixed");
            out.extend_from_slice(&file[i..]);
        }
        _ => {
            out.extend_from_slice(file);
            out.extend_from_slice(b"-fixed");
        }
    }
    out
}

/// A file name as a string of the language the fix is written in, naming that file whatever
/// its bytes (control characters, a newline, quotes, `$(…)`, bytes that are not UTF-8), on
/// one line: one word for a shell ([`shell_word`]: `$'…'` where it must); a bytes literal for
/// Python where the name is not UTF-8 (`open()` takes one), else a string with JSON's escapes,
/// which Python, Java and C# read alike; PHP's double quotes with `\xNN` (its strings are
/// bytes); PowerShell's single quotes, or its double quotes with `$([char]N)` for a control
/// character. (Java and C# name a file by UTF-16: a name that is not UTF-8 is written as it
/// decodes, with U+FFFD, and the fix says so first: [`Values::code`].)
fn literal(name: &[u8], lang: Lang) -> String {
    // (A name that starts with - would be an option: ./ keeps it a name.)
    let dotted;
    let name = match name.starts_with(b"-") {
        true => {
            dotted = [&b"./"[..], name].concat();
            &dotted[..]
        }
        false => name,
    };
    let control = |c: char| c.is_control() || acts_on_terminal(c);
    match (lang, std::str::from_utf8(name).ok()) {
        (Lang::Shell, _) => shell_word(name),
        (Lang::Python, None) => {
            let mut q = String::from("b\"");
            for &b in name {
                match b {
                    b'"' | b'\\' => {
                        q.push('\\');
                        q.push(b as char);
                    }
                    0x20..=0x7E => q.push(b as char),
                    _ => q.push_str(&format!("\\x{b:02x}")),
                }
            }
            q + "\""
        }
        (Lang::Python | Lang::Java | Lang::Csharp, _) => {
            let name = String::from_utf8_lossy(name);
            serde_json::to_string(&name).unwrap_or_else(|_| format!("{name:?}"))
        }
        (Lang::Php, _) => format!("\"{}\"", backslashed(name, &['"', '\\', '$'])),
        (Lang::Powershell, _) => {
            let name = String::from_utf8_lossy(name);
            if name.chars().any(control) {
                // Double quotes: a backtick escapes `, " and $; a control character is
                // written by its number.
                let mut q = String::from("\"");
                for c in name.chars() {
                    match c {
                        '`' | '"' | '$' => {
                            q.push('`');
                            q.push(c);
                        }
                        c if control(c) => q.push_str(&format!("$([char]0x{:04X})", c as u32)),
                        c => q.push(c),
                    }
                }
                return q + "\"";
            }
            // PowerShell doubles each of its single quotes in a single-quoted string.
            let mut q = String::from("'");
            for c in name.chars() {
                if matches!(c, '\'' | '‘' | '’' | '‚' | '‛') {
                    q.push(c);
                }
                q.push(c);
            }
            q + "'"
        }
        _ => String::from_utf8_lossy(name).into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_are_quoted_for_the_language_they_are_written_in() {
        let l = |name: &str, lang| literal(name.as_bytes(), lang);
        assert_eq!(l("a b's.csv", Lang::Shell), r"'a b'\''s.csv'");
        assert_eq!(l("data.csv", Lang::Shell), "data.csv");
        assert_eq!(l("-n.txt", Lang::Shell), "./-n.txt");
        assert_eq!(l("it's ${x}.csv", Lang::Php), r#""it's \${x}.csv""#);
        assert_eq!(l("it's.csv", Lang::Powershell), "'it''s.csv'");
        assert_eq!(l("C:\\x\"y.txt", Lang::Python), r#""C:\\x\"y.txt""#);
        // Control characters and a newline: escaped, on one line, in every language.
        assert_eq!(l("a\x1B[31m\nb.txt", Lang::Shell), r"$'a\x1b[31m\x0ab.txt'");
        assert_eq!(l("a\x1B\nb.txt", Lang::Python), r#""a\u001b\nb.txt""#);
        assert_eq!(l("a\x1B$b.txt", Lang::Php), r#""a\x1b\$b.txt""#);
        assert_eq!(
            l("a\x1B$b.txt", Lang::Powershell),
            r#""a$([char]0x001B)`$b.txt""#
        );
        // Bytes that are not UTF-8: as they are, where the language can say so.
        assert_eq!(literal(b"caf\xE9.txt", Lang::Shell), r"$'caf\xe9.txt'");
        assert_eq!(literal(b"caf\xE9.txt", Lang::Python), r#"b"caf\xe9.txt""#);
        assert_eq!(literal(b"caf\xE9.txt", Lang::Php), r#""caf\xe9.txt""#);
        assert_eq!(fixed_name(b"d/caf\xE9.txt"), b"d/caf\xE9-fixed.txt");
        assert_eq!(fixed_name(b"dir.d/data.csv"), b"dir.d/data-fixed.csv");
        assert_eq!(fixed_name(b".profile"), b".profile-fixed");
        assert_eq!(names_in("a $FILE b $READ_PY $$B."), ["FILE", "READ_PY"]);
    }
}
