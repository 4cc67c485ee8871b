//! The report as one self-contained HTML page: no external resources (the styles are in it,
//! the fonts are the reader's), readable offline, printable on A4.

use super::content::{hex_rows, shown, Block, Page};

const STYLE: &str = "
@page { size: A4; margin: 16mm; }
body { font: 15px/1.45 system-ui, -apple-system, 'Segoe UI', 'Noto Sans', sans-serif; color: #1d2125;
  background: #fff; max-width: 60em; margin: 2em auto; padding: 0 1.5em; }
h1 { font-size: 1.6em; border-bottom: 2px solid #d0d7de; padding-bottom: .3em; }
h2 { font-size: 1.25em; margin-top: 1.8em; border-bottom: 1px solid #d0d7de; padding-bottom: .2em; }
h3 { font-size: 1.05em; margin-top: 1.2em; }
pre { background: #f4f6f8; border: 1px solid #d0d7de; border-radius: 4px; padding: .6em .8em;
  overflow-x: auto; white-space: pre-wrap; font: 13px/1.4 ui-monospace, 'DejaVu Sans Mono', monospace; }
mark { background: #ffd8a8; color: #000; }
code { font: 13px ui-monospace, 'DejaVu Sans Mono', monospace; background: #f4f6f8; padding: 0 .2em; }
pre code { background: none; padding: 0; }
table { border-collapse: collapse; width: 100%; font-size: 14px; }
th, td { border: 1px solid #d0d7de; padding: .3em .5em; text-align: left; vertical-align: top; }
th { background: #f4f6f8; }
.caption { color: #57606a; margin-bottom: .2em; }
footer { color: #57606a; font-size: 13px; margin-top: 2em; }
@media print { pre, table { break-inside: avoid; } body { margin: 0; max-width: none; } }
";

/// The page as HTML.
pub fn html(page: &Page) -> String {
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>{}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<h1>{}</h1>\n",
        esc(&page.title),
        esc(&page.title)
    );
    for s in &page.sections {
        out += &format!("<section>\n<h2>{}</h2>\n", esc(&s.heading));
        for b in &s.blocks {
            out += &block(b);
        }
        out += "</section>\n";
    }
    out += "<footer>Made by mojiscope, under the WHATWG Encoding Standard.</footer>\n</body>\n</html>\n";
    out
}

fn block(b: &Block) -> String {
    match b {
        Block::Para(t) => format!("<p>{}</p>\n", spans(t)),
        Block::Sub(t) => format!("<h3>{}</h3>\n", esc(t)),
        Block::List(items) => {
            let li: String = items
                .iter()
                .map(|i| format!("<li>{}</li>", spans(i)))
                .collect();
            format!("<ul>{li}</ul>\n")
        }
        Block::Code { lang, text } => {
            format!("<pre class=\"{lang}\"><code>{}</code></pre>\n", esc(text))
        }
        Block::Table { head, rows } => {
            let th: String = head
                .iter()
                .map(|h| format!("<th>{}</th>", esc(h)))
                .collect();
            let trs: String = rows
                .iter()
                .map(|r| {
                    let td: String = r.iter().map(|c| format!("<td>{}</td>", esc(c))).collect();
                    format!("<tr>{td}</tr>\n")
                })
                .collect();
            format!("<table>\n<tr>{th}</tr>\n{trs}</table>\n")
        }
        Block::Hex {
            offset,
            bytes,
            mark,
            caption,
        } => {
            let mut pre = String::new();
            for (at, cells) in hex_rows(*offset, bytes, mark) {
                pre += &format!("{at:08X}  ");
                for &(b, m) in &cells {
                    if m {
                        pre += &format!("<mark>{b:02X}</mark> ");
                    } else {
                        pre += &format!("{b:02X} ");
                    }
                }
                pre += &"   ".repeat(16 - cells.len());
                let text: String = cells.iter().map(|&(b, _)| shown(b)).collect();
                pre += &format!(" {}\n", esc(&text));
            }
            format!(
                "<p class=\"caption\">{}</p>\n<pre class=\"hex\">{pre}</pre>\n",
                esc(caption)
            )
        }
    }
}

/// Text with `code` spans, as HTML.
fn spans(t: &str) -> String {
    let parts: Vec<&str> = t.split('`').collect();
    if parts.len().is_multiple_of(2) {
        // (An unpaired backquote is a backquote.)
        return esc(t);
    }
    parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i % 2 == 1 {
                format!("<code>{}</code>", esc(p))
            } else {
                esc(p)
            }
        })
        .collect()
}

/// Text as HTML: markup escaped, and what a terminal or a browser would act on shown as its
/// code point.
fn esc(t: &str) -> String {
    let mut out = String::with_capacity(t.len());
    for c in t.chars() {
        match c {
            '&' => out += "&amp;",
            '<' => out += "&lt;",
            '>' => out += "&gt;",
            '"' => out += "&quot;",
            '\n' | '\t' => out.push(c),
            c if c.is_control()
                || ('\u{202A}'..='\u{202E}').contains(&c)
                || ('\u{2066}'..='\u{2069}').contains(&c) =>
            {
                out += &format!("⟨U+{:04X}⟩", c as u32)
            }
            c => out.push(c),
        }
    }
    out
}
