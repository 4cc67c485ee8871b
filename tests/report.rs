//! `mojiscope report`: what the page says (the verdict, the cause and its fix, the decision,
//! the repair on the bytes, the bytes, the known-good file, the commands), the Markdown as a
//! CommonMark parser reads it, and the HTML as headless Chromium renders it.

use crate::common::cli::run;
use crate::common::tools::skip;
use pulldown_cmark::{CodeBlockKind, Event, Parser, Tag, TagEnd};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const DUMP: &str = "-- MariaDB dump 10.19\n/*!40101 SET NAMES utf8mb4 */;\n\
CREATE TABLE `menu` (\n  `id` int(11) NOT NULL,\n  `dish` varchar(120) DEFAULT NULL\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n\
INSERT INTO `menu` VALUES (1,'CrÃ¨me brÃ»lÃ©e'),(2,'CafÃ© au lait'),(3,'PÃ¢tÃ© en croÃ»te');\n";

/// The dump, its known-good version, and the report's command line on them.
fn files(dir: &Path) -> (String, String) {
    let broken = dir.join("menu.sql");
    let good = dir.join("menu-good.sql");
    std::fs::write(&broken, DUMP).unwrap();
    let (bytes, _, _) = encoding_rs::WINDOWS_1252.encode(DUMP);
    std::fs::write(&good, bytes.as_ref()).unwrap();
    (
        broken.to_str().unwrap().to_string(),
        good.to_str().unwrap().to_string(),
    )
}

#[test]
fn the_markdown_reads_as_commonmark_with_every_part_in_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let (broken, good) = files(dir.path());
    let out = run(&["report", "--format", "md", "--good", &good, &broken]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let md = String::from_utf8(out.stdout).unwrap();
    let mut headings = Vec::new();
    let mut code: Vec<(String, String)> = Vec::new();
    let (mut in_heading, mut in_code, mut tables) = (None, None, 0);
    let mut text = String::new();
    for event in Parser::new_ext(&md, pulldown_cmark::Options::ENABLE_TABLES) {
        match event {
            Event::Start(Tag::Heading { level, .. }) => in_heading = Some((level, String::new())),
            Event::End(TagEnd::Heading(_)) => headings.extend(in_heading.take()),
            Event::Start(Tag::CodeBlock(CodeBlockKind::Fenced(lang))) => {
                in_code = Some((lang.to_string(), String::new()))
            }
            Event::End(TagEnd::CodeBlock) => code.extend(in_code.take()),
            Event::Start(Tag::Table(_)) => tables += 1,
            Event::Text(t) | Event::Code(t) => {
                if let Some((_, h)) = in_heading.as_mut() {
                    h.push_str(&t);
                } else if let Some((_, c)) = in_code.as_mut() {
                    c.push_str(&t);
                } else {
                    text.push_str(&t);
                }
            }
            Event::Html(h) | Event::InlineHtml(h) => panic!("raw HTML in the Markdown: {h}"),
            _ => {}
        }
    }
    let h2: Vec<&str> = headings
        .iter()
        .filter(|(l, _)| *l == pulldown_cmark::HeadingLevel::H2)
        .map(|(_, h)| h.as_str())
        .collect();
    assert_eq!(
        h2,
        [
            "Verdict",
            "Where it comes from, and the fix",
            "The encoding, step by step: HTML document (the HTML parser)",
            "The repair, on the bytes",
            "The bytes",
            "Beside the known-good file",
            "Reproduce it",
        ]
    );
    assert!(headings
        .iter()
        .any(|(_, h)| h.starts_with("UTF-8 stored through a latin1 connection")));
    assert!(text
        .contains("Likely cause: UTF-8 stored through a latin1 connection to MySQL or MariaDB."));
    // The fix, whole, in a SQL block; the repair on the bytes; the marked bytes; the commands.
    let sql = code.iter().find(|(l, _)| l == "sql").expect("a SQL fix");
    assert!(
        sql.1.contains("UPDATE `menu` SET `dish` = CONVERT("),
        "{}",
        sql.1
    );
    assert!(code.iter().any(|(_, c)| c.contains("Ã¨ → C3 A8 → è")));
    assert!(
        code.iter().any(|(_, c)| c.contains("[C3][83][C2][A8]")),
        "the damaged bytes marked"
    );
    let shell = code.iter().rev().find(|(l, _)| l == "shell").unwrap();
    assert!(shell
        .1
        .contains("mojiscope repair --chain 'windows-1252:UTF-8'"));
    assert!(shell.1.contains(&format!("mojiscope diff {good} {broken}")));
    assert!(
        tables >= 3,
        "the decision, the repair and the diff are tables"
    );
    // Beside the known-good file (windows-1252 bytes): the text in another encoding.
    assert!(text.contains("Beside"), "{text}");
}

/// Run headless Chromium on `args`, for a minute at most; its stdout.
fn chromium(args: &[&str], profile: &Path) -> Option<Vec<u8>> {
    let mut child = Command::new("chromium")
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
        ])
        .args([
            "--disable-background-networking",
            "--no-first-run",
            "--hide-scrollbars",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    let start = Instant::now();
    let mut out = Vec::new();
    let mut stdout = child.stdout.take()?;
    let reader = std::thread::spawn(move || {
        use std::io::Read;
        let _ = stdout.read_to_end(&mut out);
        out
    });
    loop {
        if child.try_wait().ok()?.is_some() {
            break;
        }
        if start.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("chromium did not finish in a minute: {args:?}");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    reader.join().ok()
}

#[test]
fn the_html_is_one_page_that_headless_chromium_renders() {
    let dir = tempfile::tempdir().unwrap();
    let (broken, good) = files(dir.path());
    let out = run(&["report", "--good", &good, &broken]);
    assert!(out.status.success());
    let html = String::from_utf8(out.stdout).unwrap();
    // Self-contained: nothing it would fetch.
    for outside in [
        "http://", "https://", "src=", "<link", "url(", "@import", "<script",
    ] {
        assert!(!html.contains(outside), "{outside} in the report");
    }
    assert!(html.contains("@page { size: A4;"));
    let page = dir.path().join("report.html");
    std::fs::write(&page, &html).unwrap();
    let have = Command::new("chromium")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    if !have {
        skip("chromium is not installed (Debian package chromium)");
        return;
    }
    let url = format!("file://{}", page.display());
    let profile = dir.path().join("profile");
    // The document Chromium builds: the parts in their places, the damaged bytes marked.
    let dom = chromium(&["--dump-dom", &url], &profile).expect("chromium runs");
    let dom = String::from_utf8_lossy(&dom);
    assert!(
        dom.contains("<h2>Where it comes from, and the fix</h2>"),
        "{dom}"
    );
    assert!(dom.contains("UPDATE `menu` SET `dish` = CONVERT("));
    assert!(dom.matches("<mark>").count() >= 4);
    // And as a person sees it: a screenshot with something drawn on it.
    let shot = dir.path().join("report.png");
    chromium(
        &[
            &format!("--screenshot={}", shot.display()),
            "--window-size=1000,1400",
            &url,
        ],
        &profile,
    );
    let png = std::fs::read(&shot).expect("a screenshot");
    assert!(
        png.starts_with(b"\x89PNG") && png.len() > 20_000,
        "{} bytes",
        png.len()
    );
}

/// Beside a known-good file the causes come from the chains the diff found, not from the
/// repair's reading of the file's start: a report on text the repair finds nothing in names
/// the cause of the chain the diff found (UTF-8 read as windows-1252).
#[test]
fn beside_a_known_good_file_the_causes_are_the_diffs() {
    use mojiscope::encoding::Encoding;
    use mojiscope::mojibake::codec::Codec;
    use mojiscope::mojibake::diff::{Chain, ChainTotal, Diff};
    use mojiscope::mojibake::repair::Step;
    use mojiscope::report::page::{build, markdown::markdown, Inputs};
    let head = b"Hello, world.\n";
    let chain = Chain {
        steps: vec![Step {
            encode: Codec::Encoding(Encoding::Windows1252),
            decode: Codec::Encoding(Encoding::Utf8),
        }],
        out: Codec::Encoding(Encoding::Utf8),
    };
    let diff = Diff {
        chains: vec![ChainTotal {
            chain,
            regions: 1,
            bytes: 7,
        }],
        regions_total: 1,
        ..Diff::default()
    };
    let verdict = mojiscope::verdict::verdict(head, true);
    let page = |good: Option<(&str, &Diff)>| {
        markdown(&build(&Inputs {
            name: "notes.txt",
            path: b"notes.txt",
            head,
            whole: true,
            verdict: &verdict,
            context: &mojiscope::decide::contexts::CONTEXTS[0],
            good,
        }))
    };
    let cause = "read UTF-8 in the system's legacy code page";
    assert!(!page(None).contains(cause), "{}", page(None));
    let beside = page(Some(("notes-good.txt", &diff)));
    assert!(beside.contains(cause), "{beside}");
    assert!(beside.contains("Beside the known-good file"), "{beside}");
}
