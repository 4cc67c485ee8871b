//! Findings for people (as rustc and ripgrep show them: `path:line:col: rule: message`, the
//! line, a caret under the finding) and as GitHub Actions' workflow annotations.

use super::finding::Finding;
use super::rule::Severity;
use unicode_width::UnicodeWidthChar;

/// How a character of a shown line is written: controls and characters that reorder or hide
/// text as `<U+XXXX>` (a bidirectional override shown raw would reorder the line it is in).
pub fn shown_char(c: char, out: &mut String) {
    let hidden = c.is_control()
        || matches!(c, '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}' | '\u{FEFF}');
    match c {
        '\t' => out.push_str("    "),
        _ if hidden => out.push_str(&format!("<U+{:04X}>", c as u32)),
        _ => out.push(c),
    }
}

/// Terminal columns of a shown text.
fn width(s: &str) -> usize {
    s.chars().map(|c| c.width().unwrap_or(0)).sum()
}

/// One finding for people: its place and message, the line, a caret under it.
///
/// ```
/// use mojiscope::lint::text::human;
/// use mojiscope::lint::finding::Finding;
/// use mojiscope::lint::rule::{Rule, Severity};
/// let f = Finding {
///     rule: Rule::Mojibake, severity: Severity::Error, path: "a.md".into(),
///     line: 3, column: 4, end_line: 3, end_column: 9, offset: 20, length: 7,
///     message: "“cafÃ©” is “café”".into(), line_text: "Le cafÃ© est chaud".into(),
///     line_text_column: 1, fix: None,
/// };
/// assert_eq!(human(&f), "a.md:3:4: mojibake: “cafÃ©” is “café”\n  3 | Le cafÃ© est chaud\n    |    ^^^^^\n");
/// ```
pub fn human(f: &Finding) -> String {
    let mut before = String::new();
    let mut marked = String::new();
    let mut rest = String::new();
    let end = if f.end_line == f.line {
        f.end_column.max(f.column + 1)
    } else {
        usize::MAX
    };
    for (i, c) in f.line_text.chars().enumerate() {
        let col = i + f.line_text_column;
        let to = if col < f.column {
            &mut before
        } else if col < end {
            &mut marked
        } else {
            &mut rest
        };
        shown_char(c, to);
    }
    let number = f.line.to_string();
    let pad = " ".repeat(number.len());
    let carets = "^".repeat(width(&marked).max(1));
    let warning = match f.severity {
        Severity::Warning => " (warning)",
        Severity::Error => "",
    };
    format!(
        "{}:{}:{}: {}{warning}: {}\n  {number} | {before}{marked}{rest}\n  {pad} | {}{carets}\n",
        f.path,
        f.line,
        f.column,
        f.rule.id(),
        f.message,
        " ".repeat(width(&before)),
    )
}

/// A workflow command's property value, escaped as the runner reads it.
fn property(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
        .replace(':', "%3A")
        .replace(',', "%2C")
}

/// A workflow command's message, escaped.
fn data(s: &str) -> String {
    s.replace('%', "%25")
        .replace('\r', "%0D")
        .replace('\n', "%0A")
}

/// One finding as a GitHub Actions annotation.
///
/// ```
/// use mojiscope::lint::text::github;
/// use mojiscope::lint::finding::Finding;
/// use mojiscope::lint::rule::{Rule, Severity};
/// let f = Finding {
///     rule: Rule::Nul, severity: Severity::Error, path: "a,b.txt".into(),
///     line: 1, column: 2, end_line: 1, end_column: 3, offset: 1, length: 1,
///     message: "a NUL character".into(), line_text: "a\0".into(), line_text_column: 1,
///     fix: None,
/// };
/// assert_eq!(github(&f), "::error file=a%2Cb.txt,line=1,col=2,endLine=1,endColumn=3,title=mojiscope nul::a NUL character\n");
/// ```
pub fn github(f: &Finding) -> String {
    format!(
        "::{} file={},line={},col={},endLine={},endColumn={},title={}::{}\n",
        f.severity.name(),
        property(&f.path),
        f.line,
        f.column,
        f.end_line,
        f.end_column,
        property(&format!("mojiscope {}", f.rule.id())),
        data(&f.message)
    )
}
