//! The facts the causes are matched on, found in the bytes: what kind of file it is (a CSV, a
//! SQL dump, a page, a message, a list of file names, a ZIP archive), the settings it holds
//! (`SET NAMES`, `CHARSET=`, a charset in the headers), the repair's chains, the verdict's
//! notes, and the patterns behind UTF-8 errors. Each fact has a sentence that says where in the
//! bytes it was found.

use crate::encoding::error_classes::{utf8_pattern, Pattern};
use crate::encoding::Encoding;
use crate::i18n::{tr_args, Lang, Value};
use crate::mojibake::repair::Step;
use crate::verdict::{Note, Reason, Verdict};

/// What the causes are found from.
#[derive(Default)]
pub struct Clues<'a> {
    /// The file's name as the user gave it, its bytes (its extension counts: `.csv`, `.sql`;
    /// the fixes name it as it is, whatever its bytes).
    pub name: Option<&'a [u8]>,
    /// The first bytes of the file (64 KiB are plenty).
    pub head: &'a [u8],
    /// The verdict on those bytes.
    pub verdict: Option<&'a Verdict>,
    /// The chains a repair took.
    pub chains: &'a [Vec<Step>],
    /// The repaired text (or its start).
    pub repaired: &'a str,
}

/// A sentence to say in any language: a message of the window's words and its arguments
/// (the window says it in its language, the command line and JSON in English).
#[derive(Clone, Debug, PartialEq)]
pub struct Said {
    pub id: &'static str,
    pub args: Vec<(&'static str, Value<'static>)>,
}

impl Said {
    fn new(id: &'static str) -> Said {
        Said {
            id,
            args: Vec::new(),
        }
    }

    /// With an argument: a string, or a number (which a plural selects on).
    fn arg(mut self, name: &'static str, value: impl Into<Value<'static>>) -> Said {
        self.args.push((name, value.into()));
        self
    }

    /// The sentence in `lang`.
    ///
    /// ```
    /// use mojiscope::cause::{find, Clues};
    /// use mojiscope::i18n::Lang;
    /// let csv = "name;city\nJosé;Málaga\n";
    /// let v = mojiscope::verdict::verdict(csv.as_bytes(), true);
    /// let found = find(&Clues { name: Some(b"people.csv"), head: csv.as_bytes(), verdict: Some(&v), ..Clues::default() });
    /// assert_eq!(found[0].why[2].words(Lang::En), "It does not start with a byte order mark.");
    /// assert_eq!(found[0].why[2].words(Lang::Ja), "BOM で始まっていない。");
    /// ```
    pub fn words(&self, lang: Lang) -> String {
        tr_args(lang, self.id, &self.args)
    }
}

/// A fact found, with where.
#[derive(Clone, Debug, PartialEq)]
pub struct Fact {
    /// As the data file names it: `file:csv`, `read-as:UTF-8/windows-1252`.
    pub id: String,
    /// Where in the bytes, in a sentence.
    pub why: Said,
    /// The names it fills in (`READ` = "windows-1252").
    pub values: Vec<(&'static str, String)>,
}

impl Fact {
    fn new(id: impl Into<String>, why: Said) -> Fact {
        Fact {
            id: id.into(),
            why,
            values: Vec::new(),
        }
    }

    fn with(mut self, name: &'static str, value: impl Into<String>) -> Fact {
        self.values.push((name, value.into()));
        self
    }
}

/// The beginnings of every fact this file finds (what the data file may name).
pub const KNOWN: &[&str] = &[
    "read-as:",
    "file:csv",
    "file:sql",
    "file:html",
    "file:xml",
    "file:mail",
    "file:names",
    "file:zip",
    "sql:set-names:",
    "sql:charset:",
    "astral",
    "utf-8",
    "bom:none",
    "bom:utf-8",
    "legacy:",
    "declared:",
    "reads-as:",
    "cesu-8",
    "modified-nul",
    "iso-2022-jp",
    "mail:no-charset",
    "zip:no-utf8-flag",
    "utf-16-without-bom",
];

/// What a file sets, for the fixes: the tables of a dump with their text columns, the archive
/// a listing names, the file's own name.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Setting {
    pub name: Option<Vec<u8>>,
    pub tables: Vec<(String, Vec<String>)>,
    pub archive: Option<Vec<u8>>,
}

/// The facts of the clues, and what the file sets.
pub fn facts(c: &Clues) -> (Vec<Fact>, Setting) {
    let mut out = Vec::new();
    let mut setting = Setting {
        name: c.name.map(<[u8]>::to_vec),
        ..Setting::default()
    };
    // The first wrong reading of each chain (its last step, as repair undoes them): what the
    // text went through first, where the pipeline broke.
    for s in c.chains.iter().filter_map(|chain| chain.last()) {
        let (written, read) = (s.decode.name(), s.encode.name());
        let id = format!("read-as:{written}/{read}");
        if !out.iter().any(|f: &Fact| f.id == id) {
            out.push(
                Fact::new(
                    id,
                    Said::new("cause-why-read-as")
                        .arg("written", written)
                        .arg("read", read),
                )
                .with("WRITTEN", written)
                .with("READ", read),
            );
        }
    }
    if c.repaired.chars().any(|ch| ch > '\u{FFFF}') {
        out.push(Fact::new("astral", Said::new("cause-why-astral")));
    }
    if let Some(v) = c.verdict {
        verdict_facts(v, &mut out);
    }
    if c.head.starts_with(b"PK\x03\x04") {
        zip(c.head, &mut out, &mut setting);
        return (out, setting);
    }
    if c.verdict.is_some_and(|v| v.binary.is_some()) {
        return (out, setting);
    }
    out.push(match c.head.starts_with(b"\xEF\xBB\xBF") {
        true => Fact::new("bom:utf-8", Said::new("cause-why-bom-utf-8")),
        false => Fact::new("bom:none", Said::new("cause-why-bom-none")),
    });
    cesu8(c.head, &mut out);
    let text = String::from_utf8_lossy(c.head);
    let name = String::from_utf8_lossy(c.name.unwrap_or(b""));
    kind(&text, &name, &mut out, &mut setting);
    (out, setting)
}

fn verdict_facts(v: &Verdict, out: &mut Vec<Fact>) {
    let legacy = !matches!(
        v.encoding,
        Encoding::Utf8 | Encoding::Utf16Le | Encoding::Utf16Be | Encoding::Replacement
    );
    match v.reason {
        Reason::ValidUtf8 => out.push(Fact::new("utf-8", Said::new("cause-why-utf-8"))),
        Reason::Detected if legacy => out.push(
            Fact::new(
                format!("legacy:{}", v.encoding.name()),
                Said::new("cause-why-legacy").arg("encoding", v.encoding.name()),
            )
            .with("READS_AS", v.encoding.name()),
        ),
        _ => {}
    }
    for n in &v.notes {
        match n {
            Note::DeclarationDisagrees { declared, reads_as } => {
                out.push(
                    Fact::new(
                        format!("declared:{}", declared.name()),
                        Said::new("cause-why-declared")
                            .arg("declared", declared.name())
                            .arg("reads_as", reads_as.name()),
                    )
                    .with("DECLARED", declared.name()),
                );
                out.push(
                    Fact::new(
                        format!("reads-as:{}", reads_as.name()),
                        Said::new("cause-why-reads-as").arg("reads_as", reads_as.name()),
                    )
                    .with("READS_AS", reads_as.name()),
                );
            }
            Note::Iso2022Jp => out.push(
                Fact::new("iso-2022-jp", Said::new("cause-why-iso-2022-jp"))
                    .with("READS_AS", "ISO-2022-JP"),
            ),
            Note::Utf16WithoutBom(e) => out.push(
                Fact::new(
                    "utf-16-without-bom",
                    Said::new("cause-why-utf-16-without-bom").arg("encoding", e.name()),
                )
                .with("READS_AS", e.name()),
            ),
            Note::Mojibake { .. } | Note::Utf16BehindUtf8Bom(_) | Note::ModifiedUtf8 { .. } => {}
        }
    }
}

/// Java's modified UTF-8: surrogate pairs written three bytes each, U+0000 written `C0 80`.
fn cesu8(head: &[u8], out: &mut Vec<Fact>) {
    let mut at = 0;
    let mut first: Option<(usize, u32)> = None;
    let mut count = 0u64;
    let mut first_nul: Option<usize> = None;
    let mut nuls = 0u64;
    for chunk in head.utf8_chunks() {
        at += chunk.valid().len();
        let bad = chunk.invalid().len();
        match (bad > 0).then(|| utf8_pattern(head, at)).flatten() {
            Some(Pattern::Cesu8Pair { code_point }) => {
                count += 1;
                first.get_or_insert((at, code_point));
            }
            Some(Pattern::JavaModifiedNul) => {
                nuls += 1;
                first_nul.get_or_insert(at);
            }
            _ => {}
        }
        at += bad;
    }
    if let Some((at, cp)) = first {
        let bytes = head[at..at + 6]
            .iter()
            .map(|b| format!("{b:02X}"))
            .collect::<Vec<_>>()
            .join(" ");
        let why = match count {
            1 => Said::new("cause-why-cesu-8"),
            n => Said::new("cause-why-cesu-8-pairs").arg("pairs", n),
        };
        out.push(Fact::new(
            "cesu-8",
            why.arg("at", at.to_string())
                .arg("code_point", format!("U+{cp:04X}"))
                .arg("bytes", bytes),
        ));
    }
    if let Some(at) = first_nul {
        let why = Said::new("cause-why-modified-nul")
            .arg("at", at.to_string())
            .arg("count", nuls);
        out.push(Fact::new("modified-nul", why));
    }
}

/// What kind of file the text is, and what it sets.
fn kind(text: &str, name: &str, out: &mut Vec<Fact>, setting: &mut Setting) {
    let lower_name = name.to_ascii_lowercase();
    let start = text.trim_start_matches('\u{FEFF}').trim_start();
    let low: String = text
        .chars()
        .take(4096)
        .collect::<String>()
        .to_ascii_lowercase();
    if let Some(m) = mail(text) {
        out.push(m);
        if !text.to_ascii_lowercase().contains("charset=") {
            out.push(Fact::new(
                "mail:no-charset",
                Said::new("cause-why-mail-no-charset"),
            ));
        }
    } else if start.starts_with("<?xml") {
        out.push(Fact::new("file:xml", Said::new("cause-why-file-xml")));
    } else if low.contains("<html") || low.contains("<!doctype html") || low.contains("<meta") {
        out.push(Fact::new("file:html", Said::new("cause-why-file-html")));
    } else if let Some(f) = sql(text, &lower_name, setting, out) {
        out.insert(out.len() - f, sql_fact(&lower_name));
    } else if let Some(f) = names(text, setting) {
        out.push(f);
    } else if let Some(f) = csv(text, &lower_name) {
        out.push(f);
    }
}

fn sql_fact(name: &str) -> Fact {
    let why = if name.ends_with(".sql") {
        "cause-why-file-sql-named"
    } else {
        "cause-why-file-sql"
    };
    Fact::new("file:sql", Said::new(why))
}

/// A SQL dump: its tables and text columns into `setting`, its settings as facts; how many
/// facts it added, None when it is no dump.
fn sql(text: &str, name: &str, setting: &mut Setting, out: &mut Vec<Fact>) -> Option<usize> {
    let upper = text.to_ascii_uppercase();
    let statements = upper.contains("CREATE TABLE") || upper.contains("INSERT INTO");
    if !statements && !name.ends_with(".sql") {
        return None;
    }
    let before = out.len();
    let charset = |cs: &str| -> String {
        let cs = cs
            .trim_matches(|c: char| !c.is_ascii_alphanumeric() && c != '_')
            .to_ascii_lowercase();
        if cs == "utf8" {
            "utf8mb3".into()
        } else {
            cs
        }
    };
    let mut seen = Vec::new();
    let mut add = |id: String, why: Said| {
        if !seen.contains(&id) {
            seen.push(id.clone());
            out.push(Fact::new(id, why));
        }
    };
    let mut table: Option<(String, Vec<String>)> = None;
    for line in text.lines() {
        let t = line.trim();
        let u = t.to_ascii_uppercase();
        if let Some(at) = u.find("SET NAMES ") {
            let cs = charset(t[at + 10..].split_whitespace().next().unwrap_or(""));
            add(
                format!("sql:set-names:{cs}"),
                Said::new("cause-why-sql-set-names").arg(
                    "statement",
                    t[at..].trim_end_matches(['*', '/', ';', ' ']).to_string(),
                ),
            );
        }
        for key in ["CHARSET=", "CHARACTER SET "] {
            if let Some(at) = u.find(key)
                && (u.starts_with(')') || u.contains(" COLLATE") || u.starts_with('`'))
            {
                let cs = charset(t[at + key.len()..].split_whitespace().next().unwrap_or(""));
                if !cs.is_empty() {
                    add(
                        format!("sql:charset:{cs}"),
                        Said::new("cause-why-sql-charset").arg("declaration", format!("{key}{cs}")),
                    );
                }
            }
        }
        if let Some(rest) = u.strip_prefix("CREATE TABLE") {
            let name = quoted(&t[t.len() - rest.len()..]);
            table = name.map(|n| (n, Vec::new()));
        } else if u.starts_with(')') {
            if let Some(t) = table.take()
                && setting.tables.len() < 20
            {
                setting.tables.push(t);
            }
        } else if let (Some((_, cols)), Some(col), true) =
            (table.as_mut(), quoted(t), t.starts_with('`'))
        {
            let ty = t
                .get(col.len() + 2..)
                .unwrap_or("")
                .trim_start()
                .to_ascii_lowercase();
            let textual = [
                "char",
                "varchar",
                "text",
                "tinytext",
                "mediumtext",
                "longtext",
                "enum",
                "set",
            ];
            if textual.iter().any(|k| ty.starts_with(k)) {
                cols.push(col);
            }
        }
    }
    Some(out.len() - before)
}

/// The first `name` in backquotes.
fn quoted(s: &str) -> Option<String> {
    let s = s.trim_start();
    let s = s.strip_prefix("IF NOT EXISTS").unwrap_or(s).trim_start();
    let rest = s.strip_prefix('`')?;
    let end = rest.find('`')?;
    Some(rest[..end].to_string())
}

/// A message's headers: the first lines are `Name: value`, and among them are the headers
/// every message has.
fn mail(text: &str) -> Option<Fact> {
    let mut known = Vec::new();
    for line in text.lines().take(200) {
        if line.is_empty() {
            break;
        }
        if line.starts_with([' ', '\t']) {
            continue;
        }
        let (name, _) = line.split_once(':')?;
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_graphic()) {
            return None;
        }
        let n = name.to_ascii_lowercase();
        if [
            "from",
            "to",
            "subject",
            "date",
            "message-id",
            "mime-version",
            "received",
        ]
        .contains(&n.as_str())
            && !known.contains(&name)
        {
            known.push(name);
        }
    }
    (known.len() >= 2).then(|| {
        Fact::new(
            "file:mail",
            Said::new("cause-why-file-mail").arg("headers", known.join(", ")),
        )
    })
}

/// A list of file names (`unzip -l`, `ls`, `dir`): most lines end in an extension.
fn names(text: &str, setting: &mut Setting) -> Option<Fact> {
    let mut lines = 0;
    let mut named = 0;
    for line in text.lines().take(200) {
        let l = line.trim_end();
        if let Some(a) = l.strip_prefix("Archive:") {
            setting.archive = Some(a.trim().as_bytes().to_vec());
            continue;
        }
        if l.trim().is_empty() {
            continue;
        }
        lines += 1;
        let ext = l.rsplit_once('.').map(|(_, e)| e).unwrap_or("");
        let extension =
            (1..=8).contains(&ext.len()) && ext.chars().all(|c| c.is_ascii_alphanumeric());
        if extension || l.ends_with('/') {
            named += 1;
        }
    }
    (lines >= 2 && named * 10 >= lines * 6).then(|| {
        let why = match &setting.archive {
            Some(a) => Said::new("cause-why-file-names-of")
                .arg("archive", String::from_utf8_lossy(a).into_owned()),
            None => Said::new("cause-why-file-names"),
        };
        Fact::new("file:names", why.arg("named", named).arg("lines", lines))
    })
}

/// A CSV: its name, or lines with as many separators each.
fn csv(text: &str, name: &str) -> Option<Fact> {
    if name.ends_with(".csv") || name.ends_with(".tsv") {
        return Some(Fact::new(
            "file:csv",
            Said::new("cause-why-file-csv-named")
                .arg("extension", name[name.len() - 4..].to_string()),
        ));
    }
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .take(20)
        .collect();
    if lines.len() < 3 {
        return None;
    }
    // (Prose is no table, commas or not: most of its lines end a sentence, and its pieces
    // between commas are clauses of many words.)
    let sentences = lines
        .iter()
        .filter(|l| {
            l.trim_end()
                .ends_with(['.', '!', '?', '。', '！', '？', '…'])
        })
        .count();
    if sentences * 2 > lines.len() {
        return None;
    }
    [',', ';', '\t'].into_iter().find_map(|sep| {
        let fields = |l: &str| {
            let mut quoted = false;
            l.chars()
                .filter(|&c| {
                    if c == '"' {
                        quoted = !quoted;
                    }
                    c == sep && !quoted
                })
                .count()
        };
        let n = fields(lines[0]);
        let same = lines.iter().filter(|l| fields(l) == n).count();
        let words: usize = lines.iter().map(|l| l.split_whitespace().count()).sum();
        let clauses = words > lines.len() * (n + 1) * 6;
        (n >= 1 && same * 10 >= lines.len() * 9 && !clauses).then(|| {
            let separator = if sep == '\t' {
                "tab".to_string()
            } else {
                sep.to_string()
            };
            Fact::new(
                "file:csv",
                Said::new("cause-why-file-csv")
                    .arg("lines", lines.len())
                    .arg("fields", n + 1)
                    .arg("separator", separator),
            )
        })
    })
}

/// A ZIP archive: its first entries' names, and whether they say they are UTF-8.
fn zip(head: &[u8], out: &mut Vec<Fact>, setting: &mut Setting) {
    out.push(Fact::new("file:zip", Said::new("cause-why-file-zip")));
    setting.archive = setting.name.clone();
    let mut at = 0usize;
    let word = |at: usize| -> Option<usize> {
        Some(u16::from_le_bytes(head.get(at..at + 2)?.try_into().ok()?) as usize)
    };
    let long = |at: usize| -> Option<usize> {
        Some(u32::from_le_bytes(head.get(at..at + 4)?.try_into().ok()?) as usize)
    };
    for _ in 0..1000 {
        if head.get(at..at + 4) != Some(b"PK\x03\x04") {
            return;
        }
        let (Some(flags), Some(size), Some(name_len), Some(extra)) =
            (word(at + 6), long(at + 18), word(at + 26), word(at + 28))
        else {
            return;
        };
        let Some(name) = head.get(at + 30..at + 30 + name_len) else {
            return;
        };
        if flags & 0x800 == 0
            && !name.is_ascii()
            && let Ok(utf8) = std::str::from_utf8(name)
        {
            let as_dos: String = name
                .iter()
                .map(|&b| crate::mojibake::codec::DosPage::Cp437.char_of(b))
                .collect();
            out.push(Fact::new(
                "zip:no-utf8-flag",
                Said::new("cause-why-zip-no-utf8-flag").arg("name", utf8.to_string()),
            ));
            out.push(
                Fact::new(
                    "read-as:UTF-8/cp437",
                    Said::new("cause-why-zip-cp437").arg("name", as_dos),
                )
                .with("WRITTEN", "UTF-8")
                .with("READ", "cp437"),
            );
            return;
        }
        // An entry whose size comes after its data (flag bit 3) ends the walk.
        if flags & 0x8 != 0 {
            return;
        }
        at = at
            .saturating_add(30 + name_len + extra)
            .saturating_add(size);
    }
}
