//! Where the damage comes from, and how to stop it: for a repair chain or an encoding decision,
//! the likely places in a pipeline it happens (a latin1 connection to MySQL, Excel and a CSV
//! without a BOM, a wrong `<meta>`, Java's modified UTF-8, ZIP names without the UTF-8 flag, a
//! message without a charset, a program's default code page), each with how sure it is, the
//! evidence in the bytes, and the fixes per ecosystem. The knowledge is a data file,
//! `assets/causes.toml`: a cause is a set of facts (found here, in [`clues`]) and its text,
//! each text in English with its Japanese and Russian beside it (`title`, `title_ja`,
//! `title_ru`). No I/O.
//!
//! ```
//! use mojiscope::cause::{find, Clues, Level};
//! use mojiscope::mojibake::repair::repair;
//! let dump = "CREATE TABLE `shop` (\n  `name` varchar(80) DEFAULT NULL\n) DEFAULT CHARSET=latin1;\n\
//!             INSERT INTO `shop` VALUES ('CafÃ© crÃ¨me, Ã  emporter');\n";
//! let r = repair(dump);
//! let chains: Vec<_> = r.spans.iter().map(|s| s.steps.clone()).collect();
//! let found = find(&Clues { name: Some(b"shop.sql"), head: dump.as_bytes(), chains: &chains, repaired: &r.text, ..Clues::default() });
//! assert_eq!(found[0].id, "mysql-latin1-connection");
//! assert_eq!(found[0].title(mojiscope::i18n::Lang::En), "UTF-8 stored through a latin1 connection to MySQL or MariaDB");
//! assert_eq!(found[0].level, Level::Likely);
//! assert!(found[0].fixes[0].code_in(mojiscope::i18n::Lang::En).contains("\nUPDATE `shop` SET `name` = CONVERT("));
//! ```

pub mod clues;
mod fill;
mod table;

pub use clues::{Clues, Fact, Said};
pub use table::{check_source, entries, python_codec, Entry, FixEntry, Lang, Level, Per, SOURCE};

use crate::i18n;

/// A fix, filled in for the file at hand.
#[derive(Clone, Debug)]
pub struct Fix {
    entry: &'static FixEntry,
    pub lang: Lang,
    /// Its code, filled in, in each language (in the order of `i18n::Lang::ALL`): the same
    /// code, its comments in that language.
    code: [String; 3],
    pub tested: bool,
}

impl PartialEq for Fix {
    fn eq(&self, other: &Fix) -> bool {
        std::ptr::eq(self.entry, other.entry) && self.code == other.code
    }
}

impl Fix {
    /// Its code, with its comments in `lang`.
    pub fn code_in(&self, lang: i18n::Lang) -> &str {
        &self.code[lang as usize]
    }

    /// Where it is applied ("MariaDB / MySQL", "Python"), in `lang`.
    pub fn place(&self, lang: i18n::Lang) -> &'static str {
        self.entry.place(lang)
    }

    /// What it does, in `lang`.
    pub fn does(&self, lang: i18n::Lang) -> &'static str {
        self.entry.does(lang)
    }
}

/// A cause found for the bytes at hand.
#[derive(Clone, Debug)]
pub struct Found {
    pub id: &'static str,
    entry: &'static Entry,
    pub level: Level,
    /// What in the bytes points to it, a sentence each.
    pub why: Vec<Said>,
    /// What happened, filled in, in each language (in the order of `i18n::Lang::ALL`).
    story: [String; 3],
    pub fixes: Vec<Fix>,
}

impl PartialEq for Found {
    fn eq(&self, other: &Found) -> bool {
        self.id == other.id
            && self.level == other.level
            && self.why == other.why
            && self.story == other.story
            && self.fixes == other.fixes
    }
}

impl Found {
    /// The title, in `lang`.
    pub fn title(&self, lang: i18n::Lang) -> &'static str {
        self.entry.title(lang)
    }

    /// What happened, filled in for the file, in `lang`.
    pub fn story(&self, lang: i18n::Lang) -> &str {
        let at = i18n::Lang::ALL.iter().position(|&l| l == lang).unwrap_or(0);
        &self.story[at]
    }

    /// What in the bytes points to it, a sentence each, in `lang`.
    pub fn why(&self, lang: i18n::Lang) -> Vec<String> {
        self.why.iter().map(|w| w.words(lang)).collect()
    }
}

/// Whether the fact `id` is one that `pattern` names.
fn matches(pattern: &str, id: &str) -> bool {
    pattern.split('|').any(|alt| match alt.strip_suffix('*') {
        Some(prefix) => id.starts_with(prefix),
        None => alt == id,
    })
}

/// The causes the clues point to, most likely first.
pub fn find(clues: &Clues) -> Vec<Found> {
    let (facts, setting) = clues::facts(clues);
    let mut found: Vec<Found> = Vec::new();
    for entry in entries() {
        let Some((used, hinted, level)) = matched(entry, &facts) else {
            continue;
        };
        let mut why: Vec<Said> = Vec::new();
        for f in used.iter().chain(&hinted) {
            if !why.contains(&f.why) {
                why.push(f.why.clone());
            }
        }
        let values = fill::Values::new(&used, &setting);
        let fixes = entry
            .fix
            .iter()
            .map(|f| Fix {
                entry: f,
                lang: f.lang,
                code: i18n::Lang::ALL.map(|lang| values.code(f, lang)),
                tested: f.tested,
            })
            .collect();
        found.push(Found {
            id: &entry.id,
            entry,
            level,
            story: i18n::Lang::ALL.map(|lang| values.text(entry.story(lang).trim())),
            why,
            fixes,
        });
    }
    // Most likely first; then in the file's order (the more particular causes first).
    found.sort_by_key(|f| std::cmp::Reverse(f.level));
    found
}

/// The id of the likeliest cause the clues point to (the first of [`find`]'s), found without
/// filling in any cause's story or fixes: what a table of repaired rows keeps of each.
pub fn likeliest(clues: &Clues) -> Option<&'static str> {
    let (facts, _) = clues::facts(clues);
    let mut best: Option<(Level, &'static str)> = None;
    for entry in entries() {
        if let Some((_, _, level)) = matched(entry, &facts)
            && best.is_none_or(|(b, _)| level > b)
        {
            best = Some((level, &entry.id));
        }
    }
    best.map(|(_, id)| id)
}

/// Whether every fact `entry` asks for is among `facts`: those it used, those that hint at it,
/// and how likely it is then.
fn matched<'f>(entry: &Entry, facts: &'f [Fact]) -> Option<(Vec<&'f Fact>, Vec<&'f Fact>, Level)> {
    let mut used: Vec<&Fact> = Vec::new();
    for w in &entry.when {
        used.push(facts.iter().find(|f| matches(w, &f.id))?);
    }
    let hinted: Vec<&Fact> = facts
        .iter()
        .filter(|f| entry.hints.iter().any(|h| matches(h, &f.id)))
        .collect();
    let level = if hinted.is_empty() {
        entry.level
    } else {
        Level::Likely
    };
    Some((used, hinted, level))
}

/// The causes of a file's verdict: its declaration, its encoding, the mojibake in it (its
/// first 16 KiB repaired), the kind of file its first bytes `head` are.
pub fn of_verdict(name: Option<&[u8]>, head: &[u8], v: &crate::verdict::Verdict) -> Vec<Found> {
    use crate::mojibake::repair::{repair, safe_cut};
    let mojibake = v
        .notes
        .iter()
        .any(|n| matches!(n, crate::verdict::Note::Mojibake { .. }));
    let r = mojibake.then(|| {
        let head = &head[..head.len().min(16 << 10)];
        let valid = head.utf8_chunks().next().map_or("", |c| c.valid());
        let cut = safe_cut(valid).unwrap_or(valid.len());
        repair(&valid[..cut])
    });
    let chains = chains_of(r.as_ref().map_or(&[], |r| &r.spans[..]));
    find(&Clues {
        name,
        head,
        verdict: Some(v),
        chains: &chains,
        repaired: r.as_ref().map_or("", |r| &r.text),
    })
}

/// The distinct chains of a repair's parts.
pub fn chains_of(
    spans: &[crate::mojibake::repair::Span],
) -> Vec<Vec<crate::mojibake::repair::Step>> {
    let mut chains: Vec<Vec<_>> = Vec::new();
    for s in spans {
        if !chains.contains(&s.steps) {
            chains.push(s.steps.clone());
        }
    }
    chains
}

#[cfg(test)]
mod tests {
    use super::table::{parse, Table, AS_JSON};
    use super::*;

    /// What the program reads (the JSON build.rs wrote) is the TOML file read strictly.
    #[test]
    fn the_json_the_program_reads_is_the_file() {
        let toml = parse(SOURCE).expect("assets/causes.toml reads");
        let json: Table = serde_json::from_str(AS_JSON).expect("the JSON reads");
        assert!(toml.cause.len() > 10);
        assert_eq!(format!("{json:?}"), format!("{toml:?}"));
    }

    #[test]
    fn the_shipped_file_reads_and_names_only_facts_and_values_the_code_knows() {
        let t = parse(SOURCE).expect("assets/causes.toml reads");
        assert!(t.cause.len() >= 10);
        let mut ids = std::collections::HashSet::new();
        for c in &t.cause {
            assert!(ids.insert(&c.id), "{} twice", c.id);
            for w in c.when.iter().chain(&c.hints) {
                for alt in w.split('|') {
                    assert!(
                        clues::KNOWN.iter().any(|k| alt.starts_with(k)),
                        "{}: {alt}",
                        c.id
                    );
                }
            }
            let stories = [&c.story, &c.story_ja, &c.story_ru];
            for text in stories.into_iter().chain(c.fix.iter().map(|f| &f.code)) {
                for name in fill::names_in(text) {
                    assert!(fill::NAMES.contains(&name), "{}: ${name}", c.id);
                }
            }
            assert!(!c.fix.is_empty(), "{} has no fix", c.id);
        }
    }

    /// The comments of a fix's `code` in its language: each run of whole-line comments, as
    /// written (lines joined by their markers), and each comment at the end of a line.
    fn comments(lang: Lang, code: &str) -> Vec<String> {
        let marker = match lang {
            Lang::Sql => "-- ",
            Lang::Python | Lang::Shell | Lang::Powershell => "# ",
            Lang::Java | Lang::Php | Lang::Csharp => "// ",
            _ => return Vec::new(),
        };
        let mut out: Vec<String> = Vec::new();
        let mut run = false;
        for line in code.lines() {
            let Some(at) = line.find(marker) else {
                run = false;
                continue;
            };
            let text = &line[at + marker.len()..];
            let whole = line[..at].trim().is_empty();
            match out.last_mut() {
                Some(last) if run && whole => *last = format!("{last}\n{marker}{text}"),
                _ => out.push(text.to_string()),
            }
            run = whole;
        }
        out
    }

    /// Every comment in a fix's code is written in Japanese and in Russian, and every comment
    /// translated is in the code: the window shows the code with its comments in its language.
    #[test]
    fn every_comment_in_a_fix_is_in_every_language() {
        let t = parse(SOURCE).expect("assets/causes.toml reads");
        let mut seen = 0;
        for c in &t.cause {
            for f in &c.fix {
                let code = format!(
                    "{}\n{}",
                    f.first.as_deref().unwrap_or("").trim(),
                    f.code.trim()
                );
                for comment in comments(f.lang, &code) {
                    seen += 1;
                    for lang in [i18n::Lang::Ja, i18n::Lang::Ru] {
                        let theirs = f.with_comments(&comment, lang);
                        assert_ne!(theirs, comment, "{} ({lang:?}): {comment:?}", c.id);
                        assert!(!theirs.contains(&comment), "{}: {comment:?}", c.id);
                    }
                }
                for en in f.comments_ja.keys().chain(f.comments_ru.keys()) {
                    assert!(
                        code.contains(en.as_str()),
                        "{}: {en:?} is not in its code",
                        c.id
                    );
                }
                assert_eq!(
                    f.comments_ja.keys().collect::<Vec<_>>(),
                    f.comments_ru.keys().collect::<Vec<_>>(),
                    "{}",
                    c.id
                );
            }
        }
        assert!(seen >= 7, "{seen}");
    }

    #[test]
    fn a_dump_that_only_looks_like_one_is_read_without_panic() {
        let head =
            "CREATE TABLE `t` (\nIF NOT EXISTS `éééééééé`\n`x` varchar(3)\n) CHARSET=latin1;\n";
        let found = find(&Clues {
            name: Some(b"x.sql"),
            head: head.as_bytes(),
            ..Clues::default()
        });
        assert!(found.is_empty());
    }

    #[test]
    fn a_pattern_names_facts_by_alternatives_and_prefixes() {
        assert!(matches(
            "read-as:UTF-8/windows-*",
            "read-as:UTF-8/windows-1251"
        ));
        assert!(!matches("read-as:UTF-8/windows-*", "read-as:UTF-8/KOI8-R"));
        assert!(matches("file:names|file:zip", "file:zip"));
        assert!(!matches("file:csv", "file:csvx"));
    }
}
