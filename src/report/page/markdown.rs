//! The report as Markdown (CommonMark with pipe tables), to paste into an issue tracker as it
//! is.

use super::content::{hex_rows, shown, Block, Page};

/// The page as Markdown.
pub fn markdown(page: &Page) -> String {
    let mut out = format!("# {}\n", inline(&page.title));
    for s in &page.sections {
        out += &format!("\n## {}\n", inline(&s.heading));
        for b in &s.blocks {
            out.push('\n');
            match b {
                Block::Para(t) => out += &format!("{}\n", inline(t)),
                Block::Sub(t) => out += &format!("### {}\n", inline(t)),
                Block::List(items) => {
                    for item in items {
                        out += &format!("- {}\n", inline(item));
                    }
                }
                Block::Code { lang, text } => out += &fence(lang, text),
                Block::Table { head, rows } => {
                    out += &row(head);
                    out += &format!("|{}\n", "---|".repeat(head.len()));
                    for r in rows {
                        out += &row(r);
                    }
                }
                Block::Hex {
                    offset,
                    bytes,
                    mark,
                    caption,
                } => {
                    out += &format!("{} (marked `[..]`):\n\n", inline(caption));
                    let lines: Vec<String> = hex_rows(*offset, bytes, mark)
                        .into_iter()
                        .map(|(at, cells)| {
                            let hex: String = cells
                                .iter()
                                .map(|&(b, m)| {
                                    if m {
                                        format!("[{b:02X}]")
                                    } else {
                                        format!(" {b:02X} ")
                                    }
                                })
                                .collect();
                            let text: String = cells.iter().map(|&(b, _)| shown(b)).collect();
                            format!("{at:08X} {hex:<64} |{text}|")
                        })
                        .collect();
                    out += &fence("text", &lines.join("\n"));
                }
            }
        }
    }
    out
}

/// A code block fenced by more backticks than the code holds in a row.
fn fence(lang: &str, text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let ticks = "`".repeat(longest.max(2) + 1);
    format!("{ticks}{lang}\n{}\n{ticks}\n", text.trim_end_matches('\n'))
}

/// A table row: cells with `|` escaped and line breaks as spaces.
fn row(cells: &[String]) -> String {
    let cells: Vec<String> = cells
        .iter()
        .map(|c| inline(c).replace('|', "\\|"))
        .collect();
    format!("| {} |\n", cells.join(" | "))
}

/// Text in a line of Markdown: its `code` spans kept as code (a span's backquotes doubled
/// where it holds one), what Markdown would take as markup escaped elsewhere, line breaks as
/// spaces.
fn inline(t: &str) -> String {
    let t = t.replace(['\n', '\r'], " ");
    let parts: Vec<&str> = t.split('`').collect();
    let paired = parts.len() % 2 == 1;
    let mut out = String::with_capacity(t.len() + 8);
    for (i, p) in parts.iter().enumerate() {
        if paired && i % 2 == 1 {
            out += &format!("`{p}`");
            continue;
        }
        if !paired && i > 0 {
            out += "\\`";
        }
        for c in p.chars() {
            if matches!(
                c,
                '\\' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '!' | '&'
            ) {
                out.push('\\');
            }
            out.push(c);
        }
    }
    out
}
