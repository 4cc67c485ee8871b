//! The causes mojiscope names, on damage made by the real programs behind it, and the fixes
//! it prints, run as printed: the SQL on a MariaDB server started here, the Python with
//! python3, the Java with the JDK's launcher, the `mojiscope` lines in a shell. Each case is a
//! real pipeline: MySQL rows written through a latin1 connection, an Excel CSV, a wrong
//! `<meta>`, Java's modified UTF-8, ZIP names without the UTF-8 flag, a message in ISO-2022-JP
//! without a charset, a program's default code page.

use crate::common::catalogues::{path, sentences};
use crate::common::cli::run;
use crate::common::tools::{have, java, python, shell, skip, MariaDb};
use serde_json::Value;
use std::path::Path;

/// Real sentences in `lang` from Debian's apt catalogue (None: skipped, the line says why).
fn real(lang: &str, n: usize) -> Option<Vec<String>> {
    let p = path(lang, "apt");
    match std::fs::read(&p).ok().and_then(|d| sentences(&d, n)) {
        Some(s) if s.len() == n => Some(s),
        _ => {
            skip(&format!("{p} is missing (Debian package apt)"));
            None
        }
    }
}

/// What `mojiscope COMMAND --json FILE` says.
fn json(command: &str, file: &Path) -> Value {
    let out = run(&[command, "--json", file.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// The cause `id` among those a record names (a panic lists the ones it does name).
fn cause<'a>(record: &'a Value, id: &str) -> &'a Value {
    let causes = record["causes"].as_array().unwrap();
    causes.iter().find(|c| c["id"] == id).unwrap_or_else(|| {
        let ids: Vec<&Value> = causes.iter().map(|c| &c["id"]).collect();
        panic!("no cause {id} among {ids:?}")
    })
}

/// The code of the cause's fix for `place`.
fn fix(cause: &Value, place: &str) -> String {
    let f = cause["fixes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["place"] == place)
        .unwrap_or_else(|| panic!("{} has no fix for {place}", cause["id"]));
    assert_eq!(
        f["tested"], true,
        "{place}: a fix run here says it is tested"
    );
    f["code"].as_str().unwrap().to_string()
}

/// A string as a SQL literal.
fn sql_string(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

#[test]
fn rows_written_through_a_latin1_connection_are_named_and_the_advised_sql_puts_them_right() {
    let (Some(fr), Some(ru), Some(ja)) = (real("fr", 3), real("ru", 3), real("ja", 3)) else {
        return;
    };
    let Some(db) = MariaDb::start() else {
        return;
    };
    let mut rows: Vec<String> = fr.iter().chain(&ru).chain(&ja).cloned().collect();
    rows.push("Merci 😍 — “à bientôt”".to_string());
    db.sql(
        "utf8mb4",
        "CREATE DATABASE shop; \
         CREATE TABLE shop.notes (id INT PRIMARY KEY, body TEXT) CHARSET=utf8mb4; \
         CREATE TABLE shop.legacy (id INT PRIMARY KEY, title VARCHAR(255)) CHARSET=utf8mb3; \
         CREATE TABLE shop.old (id INT PRIMARY KEY, name VARCHAR(255)) CHARSET=latin1",
    );
    // The damage: the program connected in latin1 and sent UTF-8.
    for (i, r) in rows.iter().enumerate() {
        let (id, lit) = (i, sql_string(r));
        db.sql(
            "latin1",
            &format!(
                "INSERT INTO shop.notes VALUES ({id}, {lit}); INSERT INTO shop.legacy VALUES ({id}, {lit}); \
                 INSERT INTO shop.old VALUES ({id}, {lit})"
            ),
        );
    }
    // Rows written right, which the fix must leave alone.
    let right = [&fr[0], &ru[0], &ja[0]];
    for (i, r) in right.iter().enumerate() {
        db.sql(
            "utf8mb4",
            &format!(
                "INSERT INTO shop.notes VALUES ({}, {})",
                100 + i,
                sql_string(r)
            ),
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let dump = dir.path().join("shop.sql");
    std::fs::write(&dump, db.dump("shop")).unwrap();

    let r = json("repair", &dump);
    assert_eq!(r["causes"][0]["id"], "mysql-latin1-connection", "{r:#}");
    assert_eq!(r["causes"][0]["level"], "likely");
    let latin1 = fix(cause(&r, "mysql-latin1-connection"), "MariaDB / MySQL");
    let wider = fix(cause(&r, "mysql-utf8mb3"), "MariaDB / MySQL");
    let latin1_table = fix(cause(&r, "mysql-latin1-table"), "MariaDB / MySQL");
    assert!(latin1_table.contains("ALTER TABLE `old`"), "{latin1_table}");
    assert!(latin1.contains("UPDATE `notes` SET `body`"), "{latin1}");
    assert!(latin1.contains("UPDATE `legacy` SET `title`"), "{latin1}");
    assert!(wider.contains("ALTER TABLE `legacy`"), "{wider}");

    // The fixes, as printed: the tables made utf8mb4, then the rows put right.
    db.sql(
        "utf8mb4",
        &format!("USE shop; {wider} {latin1_table} {latin1}"),
    );
    let expect = |table: &str, extra: &[&String]| {
        let mut e: Vec<String> = rows
            .iter()
            .enumerate()
            .map(|(i, r)| format!("{i}\t{r}"))
            .collect();
        e.extend(
            extra
                .iter()
                .enumerate()
                .map(|(i, r)| format!("{}\t{r}", 100 + i)),
        );
        let got = db.sql(
            "utf8mb4",
            &format!("SELECT * FROM shop.{table} ORDER BY id"),
        );
        assert_eq!(
            String::from_utf8(got).unwrap().lines().collect::<Vec<_>>(),
            e
        );
    };
    expect("notes", &right);
    expect("legacy", &[]);
    expect("old", &[]);

    // And from now on: a client whose default is latin1 that runs the fix's SET NAMES first
    // stores the text right.
    let connect = fix(
        cause(&r, "mysql-latin1-connection"),
        "MariaDB / MySQL clients",
    );
    let set_names = connect.lines().next().unwrap();
    let lit = sql_string(&rows[0]);
    db.sql(
        "latin1",
        &format!("{set_names} INSERT INTO shop.notes VALUES (200, {lit})"),
    );
    let got = db.sql("utf8mb4", "SELECT body FROM shop.notes WHERE id = 200");
    assert_eq!(
        String::from_utf8(got).unwrap().strip_suffix('\n'),
        Some(rows[0].as_str())
    );
}

/// A CSV of real sentences, `;`-separated as Excel writes it in much of Europe.
fn csv_of(rows: &[String]) -> String {
    let mut csv = String::from("id;text\r\n");
    for (i, r) in rows.iter().enumerate() {
        csv += &format!("{i};\"{}\"\r\n", r.replace('"', "\"\""));
    }
    csv
}

#[test]
fn an_excel_csv_without_a_bom_is_named_and_the_fixes_write_one() {
    let (Some(fr), Some(de)) = (real("fr", 4), real("de", 4)) else {
        return;
    };
    if !have("python3", "python3") {
        return;
    }
    let rows: Vec<String> = fr.into_iter().chain(de).collect();
    let csv = csv_of(&rows);
    let dir = tempfile::tempdir().unwrap();
    let with_bom = [&b"\xEF\xBB\xBF"[..], csv.as_bytes()].concat();

    // Saved as "CSV": the ANSI code page, as Python's cp1252 codec writes it.
    let ansi = python(
        dir.path(),
        &format!(
            "import sys\nsys.stdout.buffer.write({}.encode('cp1252', 'replace'))",
            serde_json::to_string(&csv).unwrap()
        ),
    );
    // Opened in Excel as windows-1252 and saved as "CSV UTF-8": the misreading is in the file.
    let (misread, _, _) = encoding_rs::WINDOWS_1252.decode(csv.as_bytes());
    let cases = [
        // UTF-8 without a BOM: right, but Excel will misread it.
        (
            "export",
            csv.as_bytes().to_vec(),
            "detect",
            "excel-csv-without-bom",
            "possible",
        ),
        (
            "opened",
            [&b"\xEF\xBB\xBF"[..], misread.as_bytes()].concat(),
            "repair",
            "excel-csv-opened-and-saved",
            "likely",
        ),
        ("saved", ansi, "detect", "excel-csv-saved-ansi", "likely"),
    ];
    for (stem, bytes, command, id, level) in cases {
        let file = dir.path().join(format!("{stem}.csv"));
        std::fs::write(&file, &bytes).unwrap();
        let record = json(command, &file);
        assert_eq!(record["causes"][0]["id"], id, "{record:#}");
        let c = cause(&record, id);
        assert_eq!(c["level"], level);
        // Each fix writes the original text with a BOM.
        let out = dir.path().join(format!("{stem}-fixed.csv"));
        python(dir.path(), &fix(c, "Python"));
        assert_eq!(std::fs::read(&out).unwrap(), with_bom, "{id}: Python");
        std::fs::remove_file(&out).unwrap();
        shell(dir.path(), &fix(c, "mojiscope"));
        assert_eq!(std::fs::read(&out).unwrap(), with_bom, "{id}: mojiscope");
    }
}

/// A page of sentences with a `<meta charset>`.
fn page(meta: &str, rows: &[String]) -> String {
    let body: String = rows.iter().map(|r| format!("<p>{r}</p>\n")).collect();
    format!("<!DOCTYPE html>\n<html><head>{meta}<title>Notes</title></head>\n<body>\n{body}</body></html>\n")
}

#[test]
fn a_wrong_meta_is_named_and_the_declaration_it_advises_makes_browsers_decide_right() {
    let (Some(fr), Some(ru)) = (real("fr", 4), real("ru", 4)) else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    // UTF-8 bytes declared windows-1252, and windows-1251 bytes declared UTF-8.
    let cases = [
        ("<meta charset=\"windows-1252\">", fr, encoding_rs::UTF_8),
        ("<meta charset=\"utf-8\">", ru, encoding_rs::WINDOWS_1251),
    ];
    for (i, (meta, rows, actual)) in cases.into_iter().enumerate() {
        let html = page(meta, &rows);
        let (bytes, _, lossy) = actual.encode(&html);
        assert!(!lossy);
        let file = dir.path().join(format!("page{i}.html"));
        std::fs::write(&file, &bytes).unwrap();
        let d = json("detect", &file);
        assert_eq!(d["causes"][0]["id"], "html-meta-wrong", "{d:#}");
        let c = cause(&d, "html-meta-wrong");
        let declare = fix(c, "HTML");
        assert_eq!(
            declare,
            format!("<meta charset=\"{}\">", actual.name().to_ascii_lowercase())
        );
        // The declaration put in: the standard's prescan now picks what the bytes are.
        let fixed = page(&declare, &rows);
        let fixed_file = dir.path().join(format!("declared{i}.html"));
        std::fs::write(&fixed_file, actual.encode(&fixed).0).unwrap();
        let d = json("detect", &fixed_file);
        assert_eq!(d["encoding"], actual.name(), "{d:#}");
        assert_eq!(d["decided_by"], "prescan");
        assert_eq!(d["causes"], serde_json::json!([]), "{d:#}");
        // Or the bytes converted: UTF-8, as its declaration then says.
        shell(dir.path(), &fix(c, "mojiscope"));
        let out = std::fs::read(dir.path().join(format!("page{i}-fixed.html"))).unwrap();
        assert_eq!(out, html.as_bytes());
    }
}

#[test]
fn javas_modified_utf8_is_named_and_the_fixes_write_standard_utf8() {
    let Some(ja) = real("ja", 2) else {
        return;
    };
    if !have("java", "default-jdk-headless") || !have("python3", "python3") {
        return;
    }
    // (A NUL too: modified UTF-8 writes it C0 80.)
    let text = format!("{} 😀🎉\0 {}\n", ja[0], ja[1]);
    let dir = tempfile::tempdir().unwrap();
    let literal = serde_json::to_string(&text).unwrap();
    // The damage, made by Java itself: DataOutputStream.writeUTF, less its length prefix.
    let modified = java(
        dir.path(),
        &format!(
            "var bytes = new java.io.ByteArrayOutputStream();\n\
             new java.io.DataOutputStream(bytes).writeUTF({literal});\n\
             byte[] b = bytes.toByteArray();\n\
             System.out.write(b, 2, b.length - 2);\nSystem.out.flush();"
        ),
    );
    assert!(
        modified.windows(3).any(|w| w == [0xED, 0xA0, 0xBD]),
        "CESU-8 surrogates"
    );
    assert!(modified.windows(2).any(|w| w == [0xC0, 0x80]), "C0 80");
    // A file with Java's NUL alone is named as well.
    let nul_only = dir.path().join("nul.txt");
    std::fs::write(&nul_only, b"caf\xC3\xA9\xC0\x80end\n").unwrap();
    let d = json("detect", &nul_only);
    assert_eq!(d["causes"][0]["id"], "java-modified-utf8", "{d:#}");
    let file = dir.path().join("messages.txt");
    std::fs::write(&file, &modified).unwrap();
    let d = json("detect", &file);
    assert_eq!(d["causes"][0]["id"], "java-modified-utf8", "{d:#}");
    let c = cause(&d, "java-modified-utf8");
    // The file put right by the Python fix.
    python(dir.path(), &fix(c, "Python"));
    let fixed = std::fs::read(dir.path().join("messages-fixed.txt")).unwrap();
    assert_eq!(fixed, text.as_bytes());
    // And Java writing it as the fix says: standard UTF-8, as encoding_rs encodes it.
    std::fs::remove_file(dir.path().join("messages-fixed.txt")).unwrap();
    java(
        dir.path(),
        &format!("String text = {literal};\n{}", fix(c, "Java")),
    );
    let written = std::fs::read(dir.path().join("messages-fixed.txt")).unwrap();
    assert_eq!(written, encoding_rs::UTF_8.encode(&text).0.as_ref());
}

#[test]
fn zip_names_without_the_utf8_flag_are_named_and_read_right_as_the_fix_says() {
    let (Some(fr), Some(de), Some(ja)) = (real("fr", 3), real("de", 3), real("ja", 3)) else {
        return;
    };
    if !have("python3", "python3") {
        return;
    }
    // File names: a word of each sentence with a letter outside ASCII.
    let names: Vec<String> = fr
        .iter()
        .chain(&de)
        .chain(&ja)
        .filter_map(|s| {
            let w = s
                .split(|c: char| {
                    c.is_whitespace() || c.is_ascii_punctuation() || "、。「」（）：".contains(c)
                })
                .find(|w| !w.is_ascii())?;
            Some(format!("{w}.txt"))
        })
        .collect();
    assert!(names.len() >= 6, "{names:?}");
    let dir = tempfile::tempdir().unwrap();
    let list = serde_json::to_string(&names).unwrap();
    python(
        dir.path(),
        &format!(
            "import zipfile\nwith zipfile.ZipFile('photos.zip', 'w') as z:\n    for n in {list}:\n        z.writestr(n, 'x')\n"
        ),
    );
    // Python sets the UTF-8 flag; an archiver that does not leaves bit 11 clear.
    let mut zip = std::fs::read(dir.path().join("photos.zip")).unwrap();
    for at in 0..zip.len().saturating_sub(10) {
        match &zip[at..at + 4] {
            b"PK\x03\x04" => zip[at + 7] &= !0x08,
            b"PK\x01\x02" => zip[at + 9] &= !0x08,
            _ => {}
        }
    }
    std::fs::write(dir.path().join("photos.zip"), &zip).unwrap();
    // The archive itself.
    let d = json("detect", &dir.path().join("photos.zip"));
    assert_eq!(d["causes"][0]["id"], "zip-names-without-utf8-flag", "{d:#}");
    // Its names as Python lists them by the ZIP format's rule (code page 437).
    let listed = python(
        dir.path(),
        "import zipfile\nprint('Archive:  photos.zip')\nfor n in zipfile.ZipFile('photos.zip').namelist():\n    print(n)\n",
    );
    let listing = dir.path().join("names.txt");
    std::fs::write(&listing, &listed).unwrap();
    let r = json("repair", &listing);
    assert_eq!(r["causes"][0]["id"], "zip-names-without-utf8-flag", "{r:#}");
    let printed = python(
        dir.path(),
        &fix(cause(&r, "zip-names-without-utf8-flag"), "Python"),
    );
    assert_eq!(String::from_utf8(printed).unwrap(), names.join("\n") + "\n");
}

#[test]
fn a_message_in_iso_2022_jp_without_a_charset_is_named_and_read_as_the_fix_says() {
    let Some(ja) = real("ja", 4) else {
        return;
    };
    if !have("python3", "python3") {
        return;
    }
    let body = ja.join("\n") + "\n";
    let dir = tempfile::tempdir().unwrap();
    // The body as Python's iso2022_jp codec writes it; headers that name no charset.
    let encoded = python(
        dir.path(),
        &format!(
            "import sys\nsys.stdout.buffer.write({}.encode('iso2022_jp'))",
            serde_json::to_string(&body).unwrap()
        ),
    );
    let headers = "From: Sato <sato@example.jp>\nTo: team@example.jp\nSubject: release notes\nDate: Tue, 24 Nov 2026 09:00:00 +0900\n";
    let file = dir.path().join("notes.eml");
    std::fs::write(&file, [headers.as_bytes(), b"\n", &encoded].concat()).unwrap();
    let d = json("detect", &file);
    assert_eq!(d["causes"][0]["id"], "mail-without-charset", "{d:#}");
    let c = cause(&d, "mail-without-charset");
    let read = python(dir.path(), &fix(c, "Python"));
    assert_eq!(String::from_utf8(read).unwrap(), body + "\n");
    // The headers the fix names, added: Python's mail parser then reads the text itself.
    let fixed = dir.path().join("fixed.eml");
    let head = format!("{headers}{}\n", fix(c, "Mail headers"));
    std::fs::write(&fixed, [head.as_bytes(), b"\n", &encoded].concat()).unwrap();
    let content = python(
        dir.path(),
        "import email, email.policy, sys\nm = email.message_from_binary_file(open('fixed.eml', 'rb'), policy=email.policy.default)\nsys.stdout.buffer.write(m.get_content().encode('utf-8'))",
    );
    assert_eq!(String::from_utf8(content).unwrap(), ja.join("\n") + "\n");
}

#[test]
fn utf8_read_in_a_code_page_or_byte_by_byte_is_named_and_the_fixes_put_it_back() {
    let (Some(fr), Some(pl)) = (real("fr", 4), real("pl", 4)) else {
        return;
    };
    if !have("python3", "python3") || !have("java", "default-jdk-headless") {
        return;
    }
    let text = fr.iter().chain(&pl).cloned().collect::<Vec<_>>().join("\n") + "\n";
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("notes.txt"), &text).unwrap();
    // Read as windows-1252 (as Windows reads it: the five bytes it leaves undefined are C1
    // controls), and byte by byte as Python's latin-1 reads it.
    let misread = encoding_rs::WINDOWS_1252
        .decode(text.as_bytes())
        .0
        .into_owned();
    let latin1 = python(
        dir.path(),
        "import sys\nsys.stdout.buffer.write(open('notes.txt', 'rb').read().decode('latin-1').encode('utf-8'))",
    );
    for (name, damaged, id) in [
        ("cp.txt", misread.into_bytes(), "program-default-encoding"),
        ("latin1.txt", latin1, "isomorphic-decode"),
    ] {
        let file = dir.path().join(name);
        std::fs::write(&file, &damaged).unwrap();
        let r = json("repair", &file);
        let c = cause(&r, id);
        let out = dir.path().join(name.replace(".txt", "-fixed.txt"));
        python(dir.path(), &fix(c, "Python"));
        if id == "isomorphic-decode" {
            assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
        } else {
            // The reading fix reads the file as it was written: UTF-8.
            shell(dir.path(), &fix(c, "mojiscope"));
            assert_eq!(std::fs::read_to_string(&out).unwrap(), text);
            let read = java(
                dir.path(),
                &format!(
                    "{}\nSystem.out.print(text);",
                    fix(c, "Java").replace(name, "notes.txt")
                ),
            );
            assert_eq!(String::from_utf8(read).unwrap(), text);
        }
    }
}

/// The `$NAMES` a text fills in (`$$` is a dollar sign).
fn names_in(text: &str) -> std::collections::BTreeSet<String> {
    let mut out = std::collections::BTreeSet::new();
    let mut rest = text;
    while let Some(i) = rest.find('$') {
        let tail = &rest[i + 1..];
        if let Some(after) = tail.strip_prefix('$') {
            rest = after;
            continue;
        }
        let len = tail
            .find(|c: char| !(c.is_ascii_uppercase() || c == '_'))
            .unwrap_or(tail.len());
        if len > 0 {
            out.insert(tail[..len].to_string());
        }
        rest = &tail[len..];
    }
    out
}

/// The English words left in a translation: words of two or more Latin letters that are not
/// in code (`backquotes`), in the sample text a story quotes («…», 「…」, “…”), a `$NAME`, an
/// encoding's name, one the translations keep (`i18n::KEPT`), an identifier or hex.
fn english_in(text: &str) -> Vec<String> {
    let mut plain = String::new();
    let mut closing: Option<char> = None;
    for c in text.chars() {
        match closing {
            Some(end) if c == end => {
                closing = None;
                plain.push(' ');
            }
            Some(_) => {}
            None => match c {
                '`' => closing = Some('`'),
                '「' => closing = Some('」'),
                '«' => closing = Some('»'),
                '“' => closing = Some('”'),
                c => plain.push(c),
            },
        }
    }
    let mut plain = plain.replace("$$", " ");
    for name in names_in(text) {
        plain = plain.replace(&format!("${name}"), " ");
    }
    crate::common::words::Names::standard().english_words(&plain, "")
}

/// Every cause says its title, its story and each fix's place and what it does in English,
/// Japanese and Russian, with the same `$NAMES`, and the Japanese and Russian hold no English
/// (code, names of programs and quoted sample text aside).
#[test]
fn every_cause_is_told_in_every_language() {
    use mojiscope::i18n::Lang;
    let entries = mojiscope::cause::entries();
    assert!(entries.len() >= 10);
    for c in entries {
        let mut texts: Vec<(String, [&str; 3])> = vec![
            ("title".into(), Lang::ALL.map(|l| c.title(l))),
            ("story".into(), Lang::ALL.map(|l| c.story(l))),
        ];
        for (i, f) in c.fix.iter().enumerate() {
            texts.push((format!("fix {i} place"), Lang::ALL.map(|l| f.place(l))));
            texts.push((format!("fix {i} does"), Lang::ALL.map(|l| f.does(l))));
        }
        for (what, [en, ja, ru]) in &texts {
            for (lang, text) in [(Lang::Ja, ja), (Lang::Ru, ru)] {
                assert!(!text.trim().is_empty(), "{} {what}: no {lang:?}", c.id);
                assert_eq!(
                    names_in(en),
                    names_in(text),
                    "{} {what}: the names differ in {lang:?}",
                    c.id
                );
                let english = english_in(text);
                assert!(
                    english.is_empty(),
                    "{} {what}: English {english:?} left in {lang:?}: {text}",
                    c.id
                );
            }
        }
        // The prose is translated, not copied (a place may be a program's name alone).
        assert_ne!(c.story(Lang::En), c.story(Lang::Ja), "{}", c.id);
        assert_ne!(c.story(Lang::En), c.story(Lang::Ru), "{}", c.id);
        assert_ne!(c.title(Lang::En), c.title(Lang::Ru), "{}", c.id);
    }
}

/// A cause needs evidence of its own kind: prose whose lines hold commas is no CSV, so no
/// Excel cause is named for it; the same sentences as a table (an id, then the text quoted),
/// in a file whose name says nothing, are one.
#[test]
fn prose_with_commas_is_no_csv_and_a_table_by_its_lines_is_one() {
    let (Some(fr), Some(de)) = (real("fr", 6), real("de", 6)) else {
        return;
    };
    let rows: Vec<String> = fr.into_iter().chain(de).collect();
    let dir = tempfile::tempdir().unwrap();
    // Prose: each sentence a line, with one comma in it (as regular as a table's lines).
    let prose: String = rows
        .iter()
        .map(|r| {
            let r = r.replace([',', ';', '\t'], "");
            let r = r.trim_end_matches(['.', ':', '!', '?']);
            format!("{r}, as the manual says.\n")
        })
        .collect();
    let file = dir.path().join("notes.txt");
    std::fs::write(&file, &prose).unwrap();
    let record = json("detect", &file);
    let ids: Vec<&Value> = record["causes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["id"])
        .collect();
    assert!(
        !ids.iter()
            .any(|id| id.as_str().unwrap().starts_with("excel-csv")),
        "{ids:?}\n{prose}"
    );
    let table = dir.path().join("export.txt");
    std::fs::write(&table, csv_of(&rows)).unwrap();
    cause(&json("detect", &table), "excel-csv-without-bom");
}

/// The fixes name the file they are about, whatever its name: spaces, a quote, `$(…)`, a
/// newline, ESC and a bidi override, a leading `-`, bytes that are not UTF-8. Each printed
/// shell line runs through bash as printed (on one line) and writes the repaired file under the
/// name it says; each Python fix runs and reads the file; the report's reproduce line runs.
#[cfg(unix)]
#[test]
fn the_printed_commands_name_the_file_whatever_its_name() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    if !crate::common::tools::have("python3", "python3") {
        return;
    }
    let good = "café crème brûlée naïve, Grüße aus München\n".repeat(3);
    let broken = encoding_rs::WINDOWS_1252
        .decode(good.as_bytes())
        .0
        .into_owned();
    let java = crate::common::tools::have("java", "default-jdk-headless");
    let names: [&[u8]; 9] = [
        b"a b.txt",
        b"it's.txt",
        b"$(touch pwned).txt",
        b"new\nline.txt",
        b"esc\x1b[31m.txt",
        b"caf\xe9.txt",
        b"-n.txt",
        "bidi\u{202E}txt.exe".as_bytes(),
        b"tab\tx.txt",
    ];
    for name in names {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(OsStr::from_bytes(name));
        std::fs::write(&file, &broken).unwrap();
        let out = crate::common::cli::bin()
            .args(["detect", "--json"])
            .arg(&file)
            .output()
            .unwrap();
        let record: Value = serde_json::from_slice(&out.stdout).unwrap();
        let causes = record["causes"].as_array().unwrap();
        let fixes: Vec<&Value> = causes
            .iter()
            .flat_map(|c| c["fixes"].as_array().unwrap())
            .collect();
        let shown = String::from_utf8_lossy(name);
        // Each shell line, as printed, on one line: it repairs the file into its `-fixed`
        // beside it.
        let shell: Vec<&str> = fixes
            .iter()
            .filter(|f| f["lang"] == "shell")
            .filter_map(|f| f["code"].as_str())
            .filter(|c| c.starts_with("mojiscope repair"))
            .collect();
        assert!(!shell.is_empty(), "{shown:?}: no repair line in {fixes:?}");
        for line in shell {
            assert!(!line.contains('\n'), "{shown:?}: {line:?} is not one line");
            crate::common::tools::run_in(dir.path(), "bash", &["-c", line]);
        }
        let fixed: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .filter(|n| n.as_bytes() != name)
            .collect();
        assert_eq!(fixed.len(), 1, "{shown:?}: {fixed:?} beside it");
        let stem = name.rsplit_once_dot();
        assert!(
            fixed[0].as_bytes().starts_with(stem)
                && fixed[0].as_bytes().windows(6).any(|w| w == b"-fixed"),
            "{shown:?}: wrote {:?}",
            fixed[0]
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join(&fixed[0])).unwrap(),
            good
        );
        // Each Python fix runs on the file.
        for f in fixes.iter().filter(|f| f["lang"] == "python") {
            crate::common::tools::python(dir.path(), f["code"].as_str().unwrap());
        }
        // Each Java fix too, where the name is UTF-8; Java and .NET name files in UTF-16, and
        // where the name is not UTF-8 their fixes say so first.
        for f in fixes
            .iter()
            .filter(|f| f["lang"] == "java" || f["lang"] == "csharp")
        {
            let code = f["code"].as_str().unwrap();
            if code.contains('\u{FFFD}') {
                let first = code.lines().next().unwrap_or("");
                assert!(
                    first.starts_with("// ") && first.contains("not UTF-8"),
                    "{shown:?}: {code}"
                );
            } else if f["lang"] == "java" && java {
                crate::common::tools::java(dir.path(), code);
            }
        }
        // The report's reproduce line.
        let out = crate::common::cli::bin()
            .args(["report", "--format", "md"])
            .arg(&file)
            .output()
            .unwrap();
        let md = String::from_utf8(out.stdout).unwrap();
        let detect = md
            .lines()
            .find(|l| l.starts_with("mojiscope detect "))
            .unwrap_or_else(|| panic!("{shown:?}: no reproduce line in {md}"));
        crate::common::tools::run_in(dir.path(), "bash", &["-c", detect]);
        // repair's own "to reproduce" line gives the text it printed.
        let out = crate::common::cli::bin()
            .arg("repair")
            .arg(&file)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr).into_owned();
        let again = err
            .lines()
            .find_map(|l| l.strip_prefix("to reproduce: "))
            .unwrap_or_else(|| panic!("{shown:?}: no reproduce line in {err}"));
        let rerun = crate::common::tools::run_in(dir.path(), "bash", &["-c", again]);
        assert_eq!(rerun, out.stdout, "{shown:?}: {again}");
    }
}

/// The part of a name before its last dot (all of it without one).
trait Stem {
    fn rsplit_once_dot(&self) -> &[u8];
}

impl Stem for [u8] {
    fn rsplit_once_dot(&self) -> &[u8] {
        match self.iter().rposition(|&b| b == b'.') {
            Some(i) if i > 0 => &self[..i],
            _ => self,
        }
    }
}

/// What a table of repaired rows keeps of the causes (`repair_batch`'s column), found without
/// filling in any story or fix, is the first of the causes the command line shows, for files of
/// each kind and damage of each kind.
#[test]
fn the_likeliest_cause_alone_is_the_first_of_the_causes() {
    use mojiscope::mojibake::repair::repair;
    use mojiscope::report::repair::{causes, likeliest_cause};
    let texts = [
        "RÃ©sumÃ© of the meeting",
        "Ïðèâåò, êîëëåãè!",
        "O PGID ├⌐ preservado",
        "Caf\u{C0}\u{80}naïve", // (no repair: no cause)
        "name,city\nRenÃ©e,ZÃ¼rich\n",
        "<html><head><meta charset=\"iso-8859-1\"></head><body>cafÃ©</body></html>",
        "\u{FEFF}SELECT 'cafÃ©';",
    ];
    let names: [Option<&[u8]>; 5] = [
        None,
        Some(b"rows.csv"),
        Some(b"page.html"),
        Some(b"Main.java"),
        Some(b"dump.sql"),
    ];
    let mut ids = std::collections::BTreeSet::new();
    for text in texts {
        let r = repair(text);
        let chains = r.chains();
        for name in names {
            let all = causes(name, text.as_bytes(), &chains, &r.text);
            let first = all.first().map(|c| c.id);
            assert_eq!(
                likeliest_cause(name, text.as_bytes(), &chains, &r.text),
                first,
                "{text}"
            );
            ids.extend(first);
        }
    }
    assert!(ids.len() >= 3, "{ids:?}");
}
