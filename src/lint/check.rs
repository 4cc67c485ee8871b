//! One file checked: its bytes against its policy, every rule over its lines, mojibake found by
//! the repair on the lines that may hold it. Pure: the bytes in, the findings out.

use super::config::Config;
use super::finding::{Finding, Fix};
use super::lines::{lines, Ch, Chars, Line};
use super::policy::{BomRule, Policy};
use super::rule::Rule;
use crate::encoding::Encoding;
use crate::mojibake::codec::Codec;
use crate::mojibake::repair::{holds_misread_utf8, repair_opts, safe_cut, Options, Step};
use crate::report::repair::chain_arg;
use crate::script::{letter_script, Script};

/// What a line carries to be passed over by every rule.
pub const IGNORE: &str = "mojiscope: ignore";

/// The longest piece of a line repaired at once, in bytes.
const PIECE: usize = 64 << 10;

/// The most characters of a line a finding shows.
const SHOWN: usize = 500;

/// What a check is asked.
pub struct Ask<'a> {
    /// The file as findings name it.
    pub path: &'a str,
    pub policy: &'a Policy,
    pub config: &'a Config,
    /// Whether the file is source code (where bidirectional controls are a finding).
    pub source_code: bool,
    /// How sure a repair of mojibake must be to be a finding.
    pub min_confidence: f32,
}

/// The BOM a file starts with, as the standard's BOM sniffing finds it, and its length.
fn sniff_bom(bytes: &[u8]) -> Option<(Encoding, usize)> {
    let s = crate::encoding::bom::sniff(bytes);
    s.bom.map(|e| (e, s.bom_length))
}

/// The encoding `bytes` (a whole file) is read as under `policy`: its BOM's, else the
/// policy's.
pub fn text_encoding(bytes: &[u8], policy: &Policy) -> Encoding {
    sniff_bom(bytes).map_or(policy.encoding, |(e, _)| e)
}

/// Every finding in `bytes` (a whole file), in the order of the file.
pub fn check(bytes: &[u8], ask: &Ask) -> Vec<Finding> {
    let mut out = Findings {
        ask,
        list: Vec::new(),
        covered: Vec::new(),
    };
    let policy = ask.policy;
    let bom = sniff_bom(bytes);
    let (mut encoding, skip) = match bom {
        Some((e, n)) => (e, n),
        None => (policy.encoding, 0),
    };
    let body = &bytes[skip..];
    // (A file without a BOM whose bytes are not its policy's by their rhythm, UTF-16 where the
    // policy says another encoding or none where it says UTF-16, is read as what it is: one
    // finding says so, and nothing is fixed.)
    let not_utf16 = match bom {
        None => reads_otherwise(body, policy.encoding),
        Some(_) => None,
    };
    if let Some(e) = not_utf16 {
        encoding = e;
    }
    // (A file with nothing any rule looks for is read no further than its first line, for the
    // BOM's finding: most files of a tree.)
    let quiet = quiet(body, encoding);
    let all = match quiet {
        true => lines(
            &body[..memchr::memchr(b'\n', body).unwrap_or(body.len())],
            skip as u64,
            encoding,
        ),
        false => lines(body, skip as u64, encoding),
    };
    out.covered = vec![false; all.len()];
    let first = &all[0];
    match bom {
        Some((e, n)) if e == policy.encoding && policy.bom == BomRule::Forbidden => {
            out.add_span(first, (0, 0), first, 0, 0, n as u64, Rule::Bom, |_| {
                (
                    format!("a {} BOM, which {} forbids", e.name(), policy.said()),
                    Some(fix(String::new())),
                )
            });
        }
        Some((e, n)) if e != policy.encoding => {
            out.add_span(first, (0, 0), first, 0, 0, n as u64, Rule::Bom, |_| {
                (
                    format!(
                        "a {} BOM: the file reads as {}, and {} says {}",
                        e.name(),
                        e.name(),
                        policy.said(),
                        policy.name
                    ),
                    None,
                )
            });
        }
        None if not_utf16.is_some() => {
            let text = quoted(&first.text());
            let last = &all[all.len() - 1];
            let end = last.len();
            out.add_span(
                first,
                (0, 0),
                last,
                end,
                0,
                body.len() as u64,
                Rule::OtherEncoding,
                |_| {
                    (
                        format!(
                            "the file reads as {}, not as {}, which {} asks for: “{text}”",
                            encoding.name(),
                            policy.name,
                            policy.said()
                        ),
                        None,
                    )
                },
            );
        }
        None if policy.bom == BomRule::Required && !bytes.is_empty() => {
            // (A BOM goes only before text that is in the encoding it names.)
            let clean = match policy.encoding {
                Encoding::Utf8 => std::str::from_utf8(body).is_ok(),
                e => e
                    .reference()
                    .decode_without_bom_handling_and_without_replacement(body)
                    .is_some(),
            };
            let bom = bom_of(policy.encoding).filter(|_| clean);
            out.add_span(first, (0, 0), first, 0, 0, 0, Rule::Bom, |_| {
                (
                    format!("no BOM, which {} asks for", policy.said()),
                    bom.map(|b| fix(b.to_string())),
                )
            });
        }
        _ => {}
    }
    if quiet {
        return out.list;
    }
    let utf16 = matches!(encoding, Encoding::Utf16Le | Encoding::Utf16Be);
    let ignored: Vec<bool> = match utf16 || memchr::memmem::find(body, IGNORE.as_bytes()).is_some()
    {
        true => all.iter().map(mentions_ignore).collect(),
        false => vec![false; all.len()],
    };
    other_encodings(bytes, &all, &ignored, encoding, &mut out);
    for (l, _) in all.iter().zip(&ignored).filter(|&(_, &i)| !i) {
        // (A line in another encoding is that finding: its characters as the policy's
        // encoding reads them are none of its own.)
        if !out.covered(l) {
            chars_of(l, skip == 0 && l.number == 1, &mut out);
        }
    }
    mojibake(&all, &ignored, &mut out);
    out.list.sort_by_key(|f| (f.offset, f.rule));
    out.list
}

/// What a file without a BOM reads as where the rhythm of its bytes says it is not in its
/// policy's encoding (`expected`): UTF-16 by that rhythm in a file held to another encoding;
/// in a file held to UTF-16 that has no such rhythm, UTF-8 where it is valid UTF-8, else what
/// chardetng finds. None where it is what it says (or empty).
fn reads_otherwise(body: &[u8], expected: Encoding) -> Option<Encoding> {
    if body.is_empty() {
        return None;
    }
    let head = &body[..body.len().min(64 << 10)];
    if !matches!(expected, Encoding::Utf16Le | Encoding::Utf16Be) {
        // (UTF-16 of text in Latin letters is NUL every other byte; a stray NUL is no rhythm,
        // and a file without NUL, most of a tree, is told at once.)
        let nuls = memchr::memchr_iter(0, head).count();
        if nuls == 0 || nuls * 8 < head.len() {
            return None;
        }
        return crate::detect::utf16_rhythm(head);
    }
    let rhythm = crate::detect::utf16_rhythm(head);
    if rhythm == Some(expected) {
        return None;
    }
    if std::str::from_utf8(body).is_ok() {
        return Some(Encoding::Utf8);
    }
    // (UTF-16 of letters that are no ASCII's has no rhythm of NULs: it is taken at its word
    // where it decodes cleanly.)
    let clean = expected
        .reference()
        .decode_without_bom_handling_and_without_replacement(body)
        .is_some_and(|t| {
            !t.chars()
                .any(|c| c.is_control() && !c.is_ascii_whitespace())
        });
    if clean {
        return None;
    }
    let mut d = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
    d.feed(head, true);
    Some(Encoding::from_reference(
        d.guess(None, chardetng::Utf8Detection::Allow),
    ))
}

/// Whether a file's text (after its BOM) holds nothing any rule looks for, told from its bytes:
/// ASCII without NUL in an encoding that reads it as ASCII; valid UTF-8 without NUL, without
/// the lead bytes of C1 controls (C2), of the bidirectional controls (E2) and of U+FEFF and
/// U+FFFD (EF), and with no pair of characters UTF-8 read by a code page makes.
fn quiet(body: &[u8], encoding: Encoding) -> bool {
    match encoding {
        Encoding::Utf8 => {
            memchr::memchr3(0, 0xC2, 0xE2, body).is_none()
                && memchr::memchr(0xEF, body).is_none()
                && std::str::from_utf8(body).is_ok_and(|s| !holds_misread_utf8(s))
        }
        Encoding::Utf16Le | Encoding::Utf16Be | Encoding::Iso2022Jp | Encoding::Replacement => {
            false
        }
        _ => body.is_ascii() && memchr::memchr(0, body).is_none(),
    }
}

/// The BOM of an encoding, as a character (UTF-8 and UTF-16 have one).
fn bom_of(e: Encoding) -> Option<char> {
    matches!(e, Encoding::Utf8 | Encoding::Utf16Le | Encoding::Utf16Be).then_some('\u{FEFF}')
}

fn fix(replacement: String) -> Fix {
    Fix {
        replacement,
        chain: None,
        confidence: None,
    }
}

/// Whether a line says to be passed over.
fn mentions_ignore(l: &Line) -> bool {
    if memchr::memmem::find(l.bytes, IGNORE.as_bytes()).is_some() {
        return true;
    }
    // (In UTF-16 the words are not ASCII's bytes.)
    matches!(l.chars, Chars::Decoded(_)) && l.text().contains(IGNORE)
}

/// The findings of a file as they are made.
struct Findings<'a> {
    ask: &'a Ask<'a>,
    list: Vec<Finding>,
    /// For each line, whether a finding says it is in another encoding.
    covered: Vec<bool>,
}

impl Findings<'_> {
    /// Whether line `l` is in a part found in another encoding.
    fn covered(&self, l: &Line) -> bool {
        self.covered.get(l.number - 1).copied().unwrap_or(false)
    }

    /// A finding on line `l` from its character `at.0` (from 0, its bytes from `at.1` in the
    /// line) for `chars` characters and `length` bytes; `say` gives the message and the fix,
    /// asked only where the rule is on.
    fn add_at(
        &mut self,
        l: &Line,
        at: (usize, usize),
        chars: usize,
        length: u64,
        rule: Rule,
        say: impl FnOnce(&Line) -> (String, Option<Fix>),
    ) {
        let offset = l.start + at.1 as u64;
        self.add_span(l, at, l, at.0 + chars, offset, length, rule, say);
    }

    /// A finding from character `at.0` of line `l` (its bytes from `at.1` in the line) to
    /// character `end_col` of line `end`, `offset..+length` in the file's bytes.
    #[allow(clippy::too_many_arguments)]
    fn add_span(
        &mut self,
        l: &Line,
        at: (usize, usize),
        end: &Line,
        end_col: usize,
        offset: u64,
        length: u64,
        rule: Rule,
        say: impl FnOnce(&Line) -> (String, Option<Fix>),
    ) {
        let Some(severity) = self.ask.config.severity(rule) else {
            return;
        };
        let (message, fix) = say(l);
        if rule == Rule::OtherEncoding {
            let lines = l.number - 1..end.number.min(self.covered.len());
            self.covered[lines].fill(true);
        }
        let (line_text, from) = l.excerpt(at.0, at.1, SHOWN);
        self.list.push(Finding {
            rule,
            severity,
            path: self.ask.path.to_string(),
            line: l.number,
            column: at.0 + 1,
            end_line: end.number,
            end_column: end_col + 1,
            offset,
            length,
            message,
            line_text,
            line_text_column: from + 1,
            fix,
        });
    }
}

/// The characters of a line: errors, U+FFFD, U+FEFF, C1 controls, bidirectional controls, NUL.
fn chars_of(l: &Line, at_start: bool, out: &mut Findings) {
    if l.is_ascii() {
        for i in memchr::memchr_iter(0, l.bytes) {
            out.add_at(l, (i, i), 1, 1, Rule::Nul, |_| {
                ("a NUL character".into(), None)
            });
        }
        return;
    }
    // (Valid UTF-8 holds none of the characters looked for without one of these bytes: NUL,
    // the lead of C1 controls, of the bidirectional controls, of U+FEFF and U+FFFD.)
    let chars: Box<dyn Iterator<Item = Ch>> = match &l.chars {
        Chars::Utf8(_)
            if memchr::memchr3(0, 0xC2, 0xE2, l.bytes).is_none()
                && memchr::memchr(0xEF, l.bytes).is_none() =>
        {
            return
        }
        // (Each character's place worked out as it comes: a line of megabytes keeps no
        // table of them.)
        Chars::Utf8(s) => Box::new(s.char_indices().map(|(at, c)| Ch {
            c,
            at: at as u32,
            len: c.len_utf8() as u8,
            bad: false,
        })),
        Chars::Decoded(v) => Box::new(v.iter().copied()),
        Chars::Ascii => return,
    };
    let mut chars = chars.enumerate().peekable();
    while let Some((i, ch)) = chars.next() {
        let at = (i, ch.at as usize);
        // (A run of errors is one finding.)
        if ch.bad {
            let mut run = 1;
            let mut end = ch.at as usize + ch.len as usize;
            while let Some((_, next)) = chars.next_if(|(_, c)| c.bad) {
                run += 1;
                end = next.at as usize + next.len as usize;
            }
            let bytes: Vec<u8> = l.bytes[ch.at as usize..end].to_vec();
            let length = bytes.len() as u64;
            out.add_at(l, at, run, length, Rule::InvalidBytes, |_| {
                (
                    format!(
                        "{} not {}: {}",
                        plural(bytes.len(), "byte", "bytes"),
                        out_encoding_name(out.ask),
                        hex(&bytes)
                    ),
                    None,
                )
            });
            continue;
        }
        let len = ch.len as u64;
        match ch.c {
            '\u{FFFD}' => out.add_at(l, at, 1, len, Rule::ReplacementCharacter, |_| {
                (
                    "U+FFFD REPLACEMENT CHARACTER: a character lost before this file was written"
                        .into(),
                    None,
                )
            }),
            '\u{FEFF}' if !(at_start && i == 0) => {
                out.add_at(l, at, 1, len, Rule::BomInside, |_| {
                    (
                        "U+FEFF, a byte order mark inside the text".into(),
                        Some(fix(String::new())),
                    )
                })
            }
            '\u{FEFF}' => out.add_at(l, at, 1, len, Rule::Bom, |_| {
                (
                    "U+FEFF at the start, in an encoding whose BOM is not that".into(),
                    Some(fix(String::new())),
                )
            }),
            '\u{80}'..='\u{9F}' => {
                out.add_at(l, at, 1, len, Rule::C1Control, |_| (c1_message(ch.c), None))
            }
            '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' if out.ask.source_code => {
                out.add_at(l, at, 1, len, Rule::BidiControl, |_| {
                    (
                        format!("{}, which reorders how this line is shown", bidi_name(ch.c)),
                        None,
                    )
                })
            }
            '\0' => out.add_at(l, at, 1, len, Rule::Nul, |_| {
                ("a NUL character".into(), None)
            }),
            _ => {}
        }
    }
}

fn out_encoding_name<'a>(ask: &'a Ask) -> &'a str {
    &ask.policy.name
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

fn hex(bytes: &[u8]) -> String {
    let shown: Vec<String> = bytes.iter().take(16).map(|b| format!("{b:02X}")).collect();
    let more = if bytes.len() > 16 { " …" } else { "" };
    format!("{}{more}", shown.join(" "))
}

fn c1_message(c: char) -> String {
    let b = c as u32 as u8;
    let meant = encoding_rs::WINDOWS_1252
        .decode_without_bom_handling_and_without_replacement(&[b])
        .and_then(|s| s.chars().next())
        .filter(|&m| m != c);
    match meant {
        Some(m) => format!(
            "U+{:04X}, a C1 control: windows-1252's `{m}` read as ISO-8859-1 (latin-1)?",
            c as u32
        ),
        None => format!("U+{:04X}, a C1 control", c as u32),
    }
}

fn bidi_name(c: char) -> &'static str {
    match c {
        '\u{202A}' => "U+202A LEFT-TO-RIGHT EMBEDDING",
        '\u{202B}' => "U+202B RIGHT-TO-LEFT EMBEDDING",
        '\u{202C}' => "U+202C POP DIRECTIONAL FORMATTING",
        '\u{202D}' => "U+202D LEFT-TO-RIGHT OVERRIDE",
        '\u{202E}' => "U+202E RIGHT-TO-LEFT OVERRIDE",
        '\u{2066}' => "U+2066 LEFT-TO-RIGHT ISOLATE",
        '\u{2067}' => "U+2067 RIGHT-TO-LEFT ISOLATE",
        '\u{2068}' => "U+2068 FIRST STRONG ISOLATE",
        _ => "U+2069 POP DIRECTIONAL ISOLATE",
    }
}

/// Runs of lines in another encoding than the file's: lines with errors that another encoding
/// reads cleanly (chardetng guesses which, on the run's bytes), and, in a file of a single-byte
/// encoding, lines whose bytes are UTF-8's multi-byte characters.
fn other_encodings(
    file: &[u8],
    all: &[Line],
    ignored: &[bool],
    encoding: Encoding,
    out: &mut Findings,
) {
    let single_byte = encoding.reference().is_single_byte();
    let odd = |l: &Line| {
        if l.is_ascii() {
            return false;
        }
        if encoding == Encoding::Utf8 {
            // (Errors that are UTF-8's own shape, a lead byte and its continuation bytes cut
            // short, are UTF-8 damaged, not another encoding.)
            let bad = |c: &&Ch| c.bad;
            l.has_errors()
                && !l.decoded().iter().filter(bad).all(|c| {
                    let b = &l.bytes[c.at as usize..c.at as usize + c.len as usize];
                    b.len() >= 2 && b[1..].iter().all(|&x| x & 0xC0 == 0x80)
                })
        } else if !single_byte {
            l.has_errors()
        } else {
            std::str::from_utf8(l.bytes).is_ok()
        }
    };
    let odd: Vec<bool> = all
        .iter()
        .zip(ignored)
        .map(|(l, &i)| !i && odd(l))
        .collect();
    if !odd.contains(&true) {
        return;
    }
    // (What the file declares, worked out once for all its parts.)
    let declared = declared(file);
    let mut i = 0;
    while i < all.len() {
        if !odd[i] {
            i += 1;
            continue;
        }
        // (A run: lines that are odd, with ASCII lines between them.)
        let mut j = i;
        let mut k = i + 1;
        while k < all.len() && !ignored[k] && (odd[k] || all[k].is_ascii()) {
            if odd[k] {
                j = k;
            }
            k += 1;
        }
        let (first, last) = (&all[i], &all[j]);
        let from = first.start as usize;
        let to = last.start as usize + last.bytes.len();
        let bytes = &file[from..to];
        // (The part reads as the encoding the file declares, where it does; else as
        // chardetng finds.)
        let reads = |e: Encoding| {
            e != encoding
                && e.reference()
                    .decode_without_bom_handling_and_without_replacement(bytes)
                    .is_some_and(|t| reads_as_text(&t))
        };
        let reads_as = if single_byte && encoding != Encoding::Utf8 {
            Some(Encoding::Utf8)
        } else if let Some(d) = declared.filter(|&d| reads(d)) {
            Some(d)
        } else {
            let mut d = chardetng::EncodingDetector::new(chardetng::Iso2022JpDetection::Deny);
            d.feed(bytes, true);
            let guess = Encoding::from_reference(d.guess(None, chardetng::Utf8Detection::Allow));
            reads(guess).then_some(guess)
        };
        if let Some(e) = reads_as {
            let decoded = e.reference().decode_without_bom_handling(bytes).0;
            let text = quoted(decoded.lines().next().unwrap_or_default());
            let lines_said = if i == j {
                format!("line {}", first.number)
            } else {
                format!("lines {}–{}", first.number, last.number)
            };
            let end_col = last.len();
            out.add_span(
                first,
                (0, 0),
                last,
                end_col,
                first.start,
                (to - from) as u64,
                Rule::OtherEncoding,
                |_| {
                    (
                        format!(
                            "{lines_said} read as {}, not as {}: “{}”",
                            e.name(),
                            match encoding == out.ask.policy.encoding {
                                true => out.ask.policy.name.as_str(),
                                false => encoding.name(),
                            },
                            text.trim_end_matches('\r')
                        ),
                        None,
                    )
                },
            );
        }
        i = j + 1;
    }
}

/// The encoding a file declares in its first bytes: an XML declaration, Python's (and Emacs's,
/// Vim's) `coding:` in its first two lines, or HTML's `<meta charset>` as a browser's prescan
/// finds it.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::lint::check::declared;
/// assert_eq!(declared(b"# -*- coding: iso-8859-5 -*-\nx = 1\n"), Some(Encoding::Iso8859_5));
/// assert_eq!(declared(b"<?xml version='1.0' encoding='ISO-8859-1'?><a/>"), Some(Encoding::Windows1252));
/// assert_eq!(declared(b"<html><meta charset=euc-kr>"), Some(Encoding::EucKr));
/// assert_eq!(declared(b"plain text\n"), None);
/// ```
pub fn declared(file: &[u8]) -> Option<Encoding> {
    if let Some(e) = crate::decide::prescan::get_xml_encoding(file) {
        return Some(e);
    }
    let two: Vec<&[u8]> = file.splitn(3, |&b| b == b'\n').take(2).collect();
    for line in two {
        let Some(at) = memchr::memmem::find(line, b"coding") else {
            continue;
        };
        let rest = &line[at + 6..];
        if !matches!(rest.first(), Some(b':' | b'=')) {
            continue;
        }
        let label: String = rest[1..]
            .iter()
            .map(|&b| b as char)
            .skip_while(|c| *c == ' ' || *c == '\t')
            .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
            .collect();
        let tries = [
            label.clone(),
            label.replace('-', ""),
            label.replace('_', "-"),
        ];
        if let Some(e) = tries
            .iter()
            .find_map(|l| crate::encoding::get_encoding(l).ok())
        {
            return Some(e);
        }
    }
    let head = &file[..file.len().min(1024)];
    if memchr::memmem::find(head, b"<meta").is_some()
        || memchr::memmem::find(head, b"<META").is_some()
    {
        return crate::decide::prescan::prescan(file).encoding;
    }
    None
}

/// Whether a part decoded in another encoding reads as text: its characters beyond ASCII
/// mostly letters and the signs text is written with (`€`, `°`, `«`, `–`), no controls. A
/// binary blob, or UTF-8 cut in a character, decodes cleanly in a single-byte encoding too,
/// into box drawing, symbols and controls.
fn reads_as_text(text: &str) -> bool {
    let (mut texty, mut others) = (0usize, 0usize);
    for c in text.chars() {
        if c.is_control() && !matches!(c, '\t' | '\r' | '\n') {
            return false;
        }
        if c.is_ascii() {
            continue;
        }
        let sign = matches!(c, '\u{A0}'..='\u{BF}' | '\u{D7}' | '\u{F7}' | '\u{2010}'..='\u{2044}' | '\u{20AC}' | '\u{2122}');
        if c.is_alphabetic() || sign {
            texty += 1;
        } else {
            others += 1;
        }
    }
    texty > 0 && texty >= 3 * others
}

/// Whether a repair undoes what lint looks for: UTF-8 read by a code page (every step decodes
/// UTF-8), writing no U+FFFD (a fix writes only what the bytes say; text damaged with Python's
/// `errors='replace'` is half lost, and left), and where it joins one character alone
/// by a code page other than windows-1252 or isomorphic decode (whose `Â§`, `Ã©` are everyday),
/// one that belongs there: a letter of a script the line's other letters are in, or a sign
/// (`G├╝nter` is `Günter`, `it‚Äôs` is `it’s`, `≡ƒÉò` is `🐕`). Measured
/// on trees no one here wrote (docs/lint.md's figures): chains between legacy code pages only
/// ever took alphabets in code-point order, box drawing and short words for damage there, and
/// a single character joined otherwise was a Hangul syllable in a Latin word (`'Ùñî'` by
/// cp850) or an Arabic-Indic digit among a progress bar's blocks (`█░` by IBM866).
fn misread_utf8(steps: &[Step], after: &str, line: &str) -> bool {
    let utf8 = Codec::Encoding(Encoding::Utf8);
    if steps.is_empty() || !steps.iter().all(|s| s.decode == utf8) || after.contains('\u{FFFD}') {
        return false;
    }
    let everyday = |c: Codec| {
        matches!(
            c,
            Codec::Encoding(Encoding::Windows1252) | Codec::Isomorphic
        )
    };
    let mut joined = after.chars().filter(|c| !c.is_ascii());
    let (Some(c), None) = (joined.next(), joined.next()) else {
        return true;
    };
    if steps.iter().all(|s| everyday(s.encode)) {
        return true;
    }
    let script = |x: char| match x.is_ascii_alphabetic() {
        true => Some(Script::Latin),
        false => letter_script(x),
    };
    match script(c) {
        Some(s) => after
            .chars()
            .chain(line.chars())
            .any(|x| x != c && script(x) == Some(s)),
        // (A sign: punctuation, a symbol, an emoji; not a digit of another script's, `۰`.)
        None => !c.is_alphanumeric() && c >= '\u{A0}',
    }
}

/// Whether a run's repair changes only words that hold misread UTF-8 (`before` and `after`
/// word by word, at ASCII spaces; a repair that joins or parts words changes what it should
/// not).
fn harmless(before: &str, after: &str) -> bool {
    let (a, b): (Vec<&str>, Vec<&str>) = (before.split(' ').collect(), after.split(' ').collect());
    a.len() == b.len()
        && a.iter()
            .zip(&b)
            .all(|(x, y)| x == y || holds_misread_utf8(x))
}

/// A text in a message: at most 60 characters, cut in the middle where it is longer.
fn quoted(text: &str) -> String {
    let n = text.chars().count();
    if n <= 60 {
        return text.to_string();
    }
    let head: String = text.chars().take(40).collect();
    let tail: String = text.chars().skip(n - 15).collect();
    format!("{head} … {tail}")
}

/// How text came to be damaged by `steps` (the chain that undoes it, first step first): the
/// last step undone is what happened first.
///
/// ```
/// use mojiscope::lint::check::damage;
/// use mojiscope::report::repair::parse_chains;
/// let chain = &parse_chains("windows-1252:UTF-8,windows-1252:UTF-8").unwrap()[0];
/// assert_eq!(damage(chain), "UTF-8 read as windows-1252, then that read as windows-1252 again");
/// ```
pub fn damage(steps: &[Step]) -> String {
    let mut out = String::new();
    for (i, s) in steps.iter().rev().enumerate() {
        if i == 0 {
            out = format!("{} read as {}", s.decode, s.encode);
        } else if steps[steps.len() - i].encode == s.encode {
            out.push_str(&format!(", then that read as {} again", s.encode));
        } else {
            out.push_str(&format!(", then that read as {}", s.encode));
        }
    }
    out
}

/// Mojibake: the lines that may hold UTF-8 read by a code page, repaired together; each part
/// the repair makes, as sure as asked, is a finding with its fix.
fn mojibake(all: &[Line], ignored: &[bool], out: &mut Findings) {
    for (l, _) in all.iter().zip(ignored).filter(|&(_, &i)| !i) {
        if l.is_ascii() || l.has_errors() {
            continue;
        }
        let line = match l.as_str() {
            Some(s) => std::borrow::Cow::Borrowed(s),
            None => std::borrow::Cow::Owned(l.decoded().iter().map(|c| c.c).collect()),
        };
        if !holds_misread_utf8(&line) {
            continue;
        }
        // (A line longer than a piece, a run without end, is repaired a piece at a time, cut
        // where no unit is cut: memory stays bounded whatever the line.)
        let (mut from, mut chars_before) = (0, 0);
        while from < line.len() {
            let mut to = (from + PIECE).min(line.len());
            while !line.is_char_boundary(to) {
                to -= 1;
            }
            if to < line.len() {
                to = safe_cut(&line[from..to])
                    .map_or(to, |c| from + c)
                    .max(from + 1);
                while !line.is_char_boundary(to) {
                    to += 1;
                }
            }
            mojibake_in(l, &line, (from..to, chars_before), true, out);
            chars_before += line[from..to].chars().count();
            from = to;
        }
    }
}

/// The runs of mojibake in part `part.0` of line `l` (whose text is `line`; `part.1`
/// characters of it before the part), repaired on its own: a line is decided on what it says, not on what other damage the file holds elsewhere.
/// A run that would change a word with nothing of misread UTF-8 in it (no pair of characters
/// [`holds_misread_utf8`] looks for) is no repair of such damage: there each word that has such
/// a pair is repaired alone instead (`words`), as a run of its own.
fn mojibake_in(
    l: &Line,
    line: &str,
    (part, col_base): (std::ops::Range<usize>, usize),
    words: bool,
    out: &mut Findings,
) {
    let text = &line[part.clone()];
    let r = repair_opts(
        text,
        Options {
            min_confidence: out.ask.min_confidence,
            ..Options::default()
        },
    );
    // (The byte of the part each character starts at, to find columns.)
    let starts: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
    let column = |at: usize| col_base + starts.partition_point(|&x| x < at);
    // (A run: the parts of the line repaired with one chain, the text between them kept as it
    // is, a real `—` among them too.)
    let mut i = 0;
    while i < r.spans.len() {
        let s = &r.spans[i];
        let mut j = i;
        while j + 1 < r.spans.len() && r.spans[j + 1].steps == s.steps {
            j += 1;
        }
        let (run, e) = (&r.spans[i..=j], &r.spans[j]);
        i = j + 1;
        if out.covered(l) {
            continue;
        }
        let (col, end_col) = (column(s.start), column(e.end));
        // (The file's bytes: the text's own in UTF-8, each character's in another encoding.)
        let byte = |col: usize, at: usize| match &l.chars {
            Chars::Decoded(v) => v.get(col).map_or(l.bytes.len(), |c| c.at as usize),
            _ => part.start + at,
        };
        let (first_byte, end_byte) = (byte(col, s.start), byte(end_col, e.end));
        let chain = chain_arg(&s.steps);
        let steps = s.steps.clone();
        let before = text[s.start..e.end].to_string();
        let after = r.text[s.out_start..e.out_end].to_string();
        if !harmless(&before, &after) {
            if words {
                for (w, _) in text[s.start..e.end]
                    .split(' ')
                    .scan(part.start + s.start, |at, w| {
                        let here = *at;
                        *at += w.len() + 1;
                        Some((here..here + w.len(), w))
                    })
                    .filter(|(_, w)| holds_misread_utf8(w))
                {
                    let base = column(w.start - part.start);
                    mojibake_in(l, line, (w, base), false, out);
                }
            }
            continue;
        }
        if !misread_utf8(&s.steps, &after, text) {
            continue;
        }
        let confidence = run.iter().map(|x| x.confidence).fold(1.0f32, f32::min);
        out.add_span(
            l,
            (col, first_byte),
            l,
            end_col,
            l.start + first_byte as u64,
            (end_byte - first_byte) as u64,
            Rule::Mojibake,
            |_| {
                (
                    format!(
                        "“{}” is “{}”, {}",
                        quoted(&before),
                        quoted(&after),
                        damage(&steps)
                    ),
                    Some(Fix {
                        replacement: after.clone(),
                        chain: Some(chain.clone()),
                        confidence: Some(confidence),
                    }),
                )
            },
        );
    }
}
