//! The causes as the commands print them: the most likely first, each with what points to it,
//! what happened and its fixes, the code indented to copy.

use crate::cause::{Found, Level};
use crate::i18n::{words, Lang};

/// How many causes the text shows (JSON has every one).
const SHOWN: usize = 3;

/// The width prose is wrapped to.
const WIDTH: usize = 96;

/// The causes as lines (nothing when there is none).
///
/// ```
/// use mojiscope::cause::{find, Clues};
/// use mojiscope::report::cause::text;
/// let csv = "name;city\nJosé;Málaga\nZoë;Köln\n";
/// let v = mojiscope::verdict::verdict(csv.as_bytes(), true);
/// let found = find(&Clues { name: Some(b"people.csv"), head: csv.as_bytes(), verdict: Some(&v), ..Clues::default() });
/// let t = text(&found);
/// assert!(t.starts_with("cause (possible): Excel opens a UTF-8 CSV without a BOM"));
/// assert!(t.contains("    mojiscope decode people.csv --bom > people-fixed.csv\n"));
/// ```
pub fn text(found: &[Found]) -> String {
    let mut out = String::new();
    for c in found.iter().take(SHOWN) {
        out += &format!("cause ({}): {}\n", c.level.name(), c.title(Lang::En));
        for w in c.why(Lang::En) {
            out += &wrap(&w, "  · ", "    ");
        }
        out += &wrap(&c.story(Lang::En).replace('\n', " "), "  ", "  ");
        for f in &c.fixes {
            out += &format!("  fix, {}: {}\n", f.place(Lang::En), f.does(Lang::En));
            for line in f.code_in(Lang::En).lines() {
                out += format!("    {line}").trim_end();
                out.push('\n');
            }
        }
    }
    if found.len() > SHOWN {
        let more = found.len() - SHOWN;
        out += &format!("… and {more} less likely (--json lists every one)\n");
    }
    out
}

/// One line for the most likely cause ("Likely cause: …"), if there is one.
pub fn headline(found: &[Found], lang: Lang) -> Option<String> {
    let c = found.first()?;
    let title = c.title(lang);
    Some(match c.level {
        Level::Likely => words!(lang, "cause-headline-likely", title = title),
        Level::Possible => words!(lang, "cause-headline-possible", title = title),
    })
}

/// `text` wrapped at [`WIDTH`] columns, the first line after `first`, the others after `more`.
fn wrap(text: &str, first: &str, more: &str) -> String {
    let mut out = String::new();
    let mut line = first.to_string();
    let mut empty = true;
    for word in text.split_whitespace() {
        if !empty && line.chars().count() + 1 + word.chars().count() > WIDTH {
            out += &line;
            out.push('\n');
            line = more.to_string();
            empty = true;
        }
        if !empty {
            line.push(' ');
        }
        line.push_str(word);
        empty = false;
    }
    out += &line;
    out.push('\n');
    out
}
