//! A repair as the command line prints it (the chain and every damaged part on its bytes, the
//! alternatives and why they ranked lower, the command line that reproduces it) and as JSON;
//! the window shows the same lines.

use super::byte_range::byte_range;
use super::records::line;
use super::records::repair::RepairRecord;
use crate::encoding::Encoding;
use crate::i18n::{words, Lang};
use crate::mojibake::codec::Codec;
use crate::mojibake::modified_utf8::Modified;
use crate::mojibake::references::Reference;
use crate::mojibake::repair::{explain_span, Repair, Span, Step, StepOnBytes, Unsure};
use crate::shell::shell_word;

/// A chain as the `--chain` option writes it: `windows-1252:UTF-8,windows-1252:UTF-8`.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::codec::Codec;
/// use mojiscope::mojibake::repair::Step;
/// use mojiscope::report::repair::{chain_arg, parse_chains};
/// let step = Step { encode: Codec::Encoding(Encoding::Windows1252), decode: Codec::Encoding(Encoding::Utf8) };
/// assert_eq!(chain_arg(&[step, step]), "windows-1252:UTF-8,windows-1252:UTF-8");
/// assert_eq!(parse_chains("windows-1252:utf-8;isomorphic:windows-1252").unwrap().len(), 2);
/// assert!(parse_chains("windows-1252").is_err());
/// ```
pub fn chain_arg(steps: &[Step]) -> String {
    steps
        .iter()
        .map(|s| format!("{}:{}", s.encode, s.decode))
        .collect::<Vec<_>>()
        .join(",")
}

/// Chains written as `--chain` takes them: steps `ENCODE:DECODE` joined by `,`, chains joined
/// by `;`. The reason, if a part is not that.
pub fn parse_chains(arg: &str) -> Result<Vec<Vec<Step>>, String> {
    arg.split(';')
        .map(|chain| {
            chain
                .split(',')
                .map(|step| {
                    let (e, d) = step.split_once(':').ok_or_else(|| {
                        format!("{step:?} is not ENCODE:DECODE (as windows-1252:UTF-8)")
                    })?;
                    let codec = |l: &str| {
                        Codec::parse(l).ok_or_else(|| {
                            format!(
                                "{l:?} is not a label of any encoding (nor \"isomorphic\", \"cesu-8\", \"cp437\", \"cp850\" or \"cp852\")"
                            )
                        })
                    };
                    Ok(Step {
                        encode: codec(e)?,
                        decode: codec(d)?,
                    })
                })
                .collect::<Result<Vec<Step>, String>>()
        })
        .collect()
}

/// What a repair read, as a command line names it: the path's bytes, and the encoding the
/// bytes were decoded with before the repair (UTF-8 unless told).
#[derive(Clone, Copy, Debug)]
pub struct Input<'a> {
    pub path: &'a [u8],
    pub encoding: Encoding,
    /// The sequences of Java's modified UTF-8 read as their characters (UTF-8 input).
    pub modified: &'a [Modified],
}

/// The command line that reproduces the repair (the chains it took, no search).
pub fn command(r: &Repair, input: Input) -> String {
    command_with(&r.chains(), r.min_confidence, input)
}

/// [`command_for`] with `--min-confidence` where the confidence asked for is not the default.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::report::repair::{command_with, parse_chains, Input};
/// let chains = parse_chains("windows-1252:UTF-8").unwrap();
/// let input = Input { path: b"notes.txt", encoding: Encoding::Utf8, modified: &[] };
/// assert_eq!(
///     command_with(&chains, 0.95, input),
///     "mojiscope repair --min-confidence 0.95 --chain 'windows-1252:UTF-8' notes.txt"
/// );
/// ```
pub fn command_with(chains: &[Vec<Step>], min_confidence: f32, input: Input) -> String {
    let line = command_for(chains, input);
    if min_confidence == crate::mojibake::repair::MIN_CONFIDENCE {
        return line;
    }
    line.replacen(
        "mojiscope repair ",
        &format!("mojiscope repair --min-confidence {min_confidence} "),
        1,
    )
}

/// The command line that repairs `input` with `chains` alone (with `--encoding` when the text
/// was not UTF-8).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::report::repair::{command_for, parse_chains, Input};
/// let chains = parse_chains("windows-1252:windows-1251").unwrap();
/// let input = Input { path: b"page.html", encoding: Encoding::Windows1252, modified: &[] };
/// assert_eq!(
///     command_for(&chains, input),
///     "mojiscope repair --encoding windows-1252 --chain 'windows-1252:windows-1251' page.html"
/// );
/// ```
pub fn command_for(chains: &[Vec<Step>], input: Input) -> String {
    let chains: Vec<String> = chains.iter().map(|c| chain_arg(c)).collect();
    let encoding = match input.encoding {
        Encoding::Utf8 => String::new(),
        e => format!("--encoding {} ", e.lowercase_name()),
    };
    format!(
        "mojiscope repair {encoding}--chain '{}' {}",
        chains.join(";"),
        shell_word(input.path)
    )
}

/// A span's steps on the bytes, as lines: `encode as windows-1252: Ã© → C3 A9`, then
/// `decode as UTF-8: C3 A9 → é`, for each group of characters the step changed.
pub fn span_lines(span: &Span) -> Vec<String> {
    let Some(steps) = explain_span(span) else {
        return vec![format!(
            "  (the chain does not apply to {:?} alone)",
            span.before
        )];
    };
    let mut out = Vec::new();
    for s in &steps {
        out.push(format!("  {}", s.step.describe(Lang::En)));
        for (before, bytes, after) in changed_runs(s) {
            out.push(format!("    {before} → {} → {after}", s.hex(bytes)));
        }
        for g in s.groups.iter().filter(|g| !g.could_be.is_empty()) {
            out.push(format!("    {}", lost_note(g, Lang::En)));
        }
    }
    out
}

/// What a lost byte could have been, in words.
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::mojibake::repair::repair;
/// use mojiscope::report::repair::span_lines;
/// let r = repair("Sloven\u{c4}\u{fffd}ina, češtinu");
/// let lines = span_lines(&r.spans[0]);
/// assert!(lines.iter().any(|l| l.contains("C4 ??")), "{lines:?}");
/// assert!(lines.iter().any(|l| l.contains("č")), "{lines:?}");
/// ```
pub fn lost_note(g: &crate::mojibake::repair::Group, lang: Lang) -> String {
    use crate::script::{kind, Kind};
    // Characters that show nothing by themselves, by their code point.
    let chars: Vec<String> = g
        .could_be
        .iter()
        .map(|&c| {
            let invisible = matches!(c as u32, 0x200B..=0x200F | 0x2028..=0x202E | 0x2060..=0x206F)
                || matches!(
                    kind(c),
                    Kind::Space | Kind::Control | Kind::C1 | Kind::Odd | Kind::Mark
                );
            if invisible {
                format!("U+{:04X}", c as u32)
            } else {
                c.to_string()
            }
        })
        .collect();
    words!(
        lang,
        "repair-lost-byte",
        text = format!("{:?}", g.before),
        characters = chars.join(" ")
    )
}

/// The groups a step changed, neighbours joined: (characters before, their bytes, what the
/// decoder made of them).
pub fn changed_runs(s: &StepOnBytes) -> Vec<(String, std::ops::Range<usize>, String)> {
    let mut out: Vec<(String, std::ops::Range<usize>, String)> = Vec::new();
    let mut last_changed = false;
    for g in &s.groups {
        if g.changed() {
            match out.last_mut() {
                Some(run) if last_changed => {
                    run.0.push_str(&g.before);
                    run.1.end = g.bytes.end;
                    run.2.push_str(&g.after);
                }
                _ => out.push((g.before.clone(), g.bytes.clone(), g.after.clone())),
            }
        }
        last_changed = g.changed();
    }
    out
}

/// What the repair did, in one line.
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::mojibake::repair::repair;
/// use mojiscope::report::repair::summary;
/// assert_eq!(
///     summary(&repair("naÃ¯ve"), Lang::En),
///     "repaired 1 part with one chain for the whole text: encode as windows-1252 → decode as UTF-8 (oddness 3.4 → 0.0)"
/// );
/// // A file of two damages and a fine line: the chain in the Russian line alone.
/// assert_eq!(
///     summary(&repair("Ïðèâåò, êîëëåãè!\nGrüße aus München\n"), Lang::En),
///     "repaired 2 parts with one chain, in the lines it puts right (the others read as text without it): encode as windows-1252 → decode as windows-1251 (oddness 18.2 → 0.0)"
/// );
/// ```
pub fn summary(r: &Repair, lang: Lang) -> String {
    let parts = r.spans.len() as u64;
    // (A long text is not weighed as a whole: no figures.)
    let figures = |changed: bool| match r.oddness() {
        Some(o) if changed => words!(
            lang,
            "repair-oddness",
            before = crate::i18n::decimal(lang, o.before as f64, 1),
            after = crate::i18n::decimal(lang, o.after as f64, 1)
        ),
        Some(o) => words!(
            lang,
            "repair-oddness-before",
            before = crate::i18n::decimal(lang, o.before as f64, 1)
        ),
        None => String::new(),
    };
    let lost = r.text.matches('\u{FFFD}').count() as u64;
    if !r.changed() && lost > 0 {
        // The U+FFFD a decoding left: no chain brings those characters back from the text.
        words!(
            lang,
            "repair-summary-lost",
            lost = lost,
            figures = figures(false)
        )
    } else if !r.changed() && !r.unsure.is_empty() {
        words!(
            lang,
            "repair-summary-unsure",
            percent = percent(r.min_confidence),
            figures = figures(false)
        )
    } else if !r.changed() {
        words!(lang, "repair-summary-nothing", figures = figures(false))
    } else if r.steps.is_empty() {
        words!(
            lang,
            "repair-summary-word-by-word",
            parts = parts,
            figures = figures(true)
        )
    } else {
        // (One chain every part took: for the whole text where it makes the text from all
        // of it, else only in the lines it puts right.)
        let key = match r.one_chain_for_all() {
            true => "repair-summary-one-chain",
            false => "repair-summary-one-chain-lines",
        };
        words!(
            lang,
            key,
            parts = parts,
            chain = chain_text(&r.steps, lang),
            figures = figures(true)
        )
    }
}

/// Parts the human output explains one by one.
pub const LISTED: usize = 50;

/// The first LISTED parts, each with its steps on the bytes, as lines.
pub fn parts_text(spans: &[Span]) -> String {
    let mut out = String::new();
    for span in spans.iter().take(LISTED) {
        out += &format!(
            "{:?} → {:?} ({} of the input, {} sure)\n",
            span.before,
            span.after,
            byte_range(Lang::En, span.start as u64, span.end as u64),
            percent(span.confidence)
        );
        for line in span_lines(span) {
            out += &line;
            out.push('\n');
        }
    }
    out
}

/// The repair as lines for stderr (the repaired text itself goes to stdout).
pub fn text(r: &Repair, references: &[Reference], input: Input) -> String {
    let modified = modified_words(input.modified, input.modified.len(), Lang::En);
    let mut out = modified.map_or(String::new(), |w| w + "\n");
    out += &(summary(r, Lang::En) + "\n");
    if r.changed() {
        out += &parts_text(&r.spans);
    }
    if r.spans.len() > LISTED {
        let more = r.spans.len() - LISTED;
        let noun = if more == 1 { "part" } else { "parts" };
        out += &format!("… and {more} more {noun} (--json lists every one)\n");
    }
    out += &unsure_text(&r.unsure, r.min_confidence);
    if !r.alternatives.is_empty() {
        out += "not taken:\n";
        // For text left as it was, the closest few readings are enough.
        let shown = if r.changed() { r.alternatives.len() } else { 3 };
        for a in r.alternatives.iter().take(shown) {
            out += &format!(
                "  {} → {:?}: {}\n",
                chain_text(&a.steps, Lang::En),
                preview(&a.text),
                a.why.words(Lang::En)
            );
        }
    }
    if !references.is_empty() {
        out += &format!(
            "{} in the text (--resolve-references replaces them):\n",
            super::count(references.len() as u64, "numeric character reference")
        );
        for rf in references.iter().take(8) {
            out += &format!("  at {}: {}\n", rf.start, rf.describe(Lang::En));
        }
    }
    if r.changed() {
        out += &format!("to reproduce: {}\n", command(r, input));
    }
    out
}

/// The parts left as they are for want of confidence, each with its likeliest readings, as
/// lines (none where there are none).
/// The sequences of Java's modified UTF-8 the input held (`found`, the first of `total`),
/// read as their characters, in a line (None: it held none).
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::mojibake::modified_utf8::read;
/// use mojiscope::report::repair::modified_words;
/// let r = read(b"Caf\xC3\xA9\xC0\x80end", true);
/// assert_eq!(
///     modified_words(&r.found, 1, Lang::En).unwrap(),
///     "Java's modified UTF-8 read as the characters it writes, not as damage: C0 80 at byte 5 is U+0000 (NUL)"
/// );
/// ```
pub fn modified_words(found: &[Modified], total: usize, lang: Lang) -> Option<String> {
    const SHOWN: usize = 3;
    if found.is_empty() {
        return None;
    }
    let list: Vec<String> = found
        .iter()
        .take(SHOWN)
        .map(|m| {
            let char = match m.char {
                '\0' => "U+0000 (NUL)".to_string(),
                c => format!("U+{:04X} {c}", c as u32),
            };
            words!(
                lang,
                "repair-modified-item",
                bytes = modified_bytes(m),
                at = m.at,
                char = char
            )
        })
        .collect();
    let more = match total.max(found.len()).saturating_sub(SHOWN) {
        0 => String::new(),
        n => words!(lang, "repair-modified-more", n = n),
    };
    Some(words!(
        lang,
        "repair-modified",
        list = list.join(", "),
        more = more
    ))
}

/// A modified sequence's bytes in hex (`C0 80`, `ED A0 BD ED B8 80`).
fn modified_bytes(m: &Modified) -> String {
    let mut bytes = [0u8; 4];
    let units: Vec<u8> = match m.char {
        '\0' => vec![0xC0, 0x80],
        c => crate::mojibake::codec::Codec::Cesu8
            .encode(c.encode_utf8(&mut bytes))
            .unwrap_or_default(),
    };
    units
        .iter()
        .map(|b| format!("{b:02X}"))
        .collect::<Vec<_>>()
        .join(" ")
}

pub fn unsure_text(unsure: &[Unsure], min_confidence: f32) -> String {
    if unsure.is_empty() {
        return String::new();
    }
    let mut out = format!(
        "left as {} (no repair as sure as {}; --min-confidence sets how sure):\n",
        if unsure.len() == 1 {
            "it is"
        } else {
            "they are"
        },
        percent(min_confidence)
    );
    for u in unsure.iter().take(LISTED) {
        out += &format!(
            "  {:?} ({} of the input) might be:\n",
            preview(&u.text),
            byte_range(Lang::En, u.start as u64, u.end as u64)
        );
        for r in &u.readings {
            let how = if r.steps.is_empty() {
                "as it is".to_string()
            } else {
                chain_text(&r.steps, Lang::En)
            };
            out += &format!(
                "    {} {:?}: {how}\n",
                percent(r.confidence),
                preview(&r.text)
            );
        }
    }
    if unsure.len() > LISTED {
        out += &format!(
            "  … and {} more (--json lists every one)\n",
            unsure.len() - LISTED
        );
    }
    out
}

/// A confidence as a percentage (`97 %`; `< 1 %` and `> 99 %` at the ends).
pub fn percent(p: f32) -> String {
    let n = (p * 100.0).round();
    if p > 0.0 && n < 1.0 {
        "< 1 %".into()
    } else if p < 1.0 && n > 99.0 {
        "> 99 %".into()
    } else {
        format!("{n} %")
    }
}

/// A chain in words.
pub fn chain_text(steps: &[Step], lang: Lang) -> String {
    crate::mojibake::repair::describe_chain(steps, lang)
}

/// The start of a long text.
fn preview(t: &str) -> String {
    let mut p: String = t.chars().take(60).collect();
    if p.len() < t.len() {
        p.push('…');
    }
    p
}

/// The repair as JSON: `{"text", "changed", "steps", "spans", "alternatives", "references",
/// "command"}`; each step means "encode the text with `encode`, decode the bytes with
/// `decode`", and each span carries its steps on the bytes. Scores are numbers, or null.
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::repair::repair;
/// use mojiscope::report::repair::{json, Input};
/// let stdin = Input { path: b"-", encoding: Encoding::Utf8, modified: &[] };
/// let j = json(&repair("cafÃ©"), "café", &[], stdin, &[]);
/// assert!(j.starts_with(r#"{"text":"café","changed":true,"steps":[{"encode":"windows-1252""#));
/// assert!(j.ends_with(r#""command":"mojiscope repair --chain 'windows-1252:UTF-8' -","causes":[]}"#));
/// ```
pub fn json(
    r: &Repair,
    text: &str,
    references: &[Reference],
    input: Input,
    causes: &[crate::cause::Found],
) -> String {
    line(&record(r, text, references, input, causes))
}

/// The record [`json`] writes (the Python package hands it over as a dict).
pub fn record<'a>(
    r: &'a Repair,
    text: &'a str,
    references: &[Reference],
    input: Input,
    causes: &'a [crate::cause::Found],
) -> RepairRecord<'a> {
    let command = r.changed().then(|| command(r, input));
    RepairRecord::new(r, text, references, command, causes, input.modified)
}

/// The causes of the damage a repair undid, from the input's first bytes (its kind, what it
/// declares), its name (None: standard input, or text handed over in memory) and the chains.
pub fn causes(
    name: Option<&[u8]>,
    bytes: &[u8],
    chains: &[Vec<Step>],
    repaired: &str,
) -> Vec<crate::cause::Found> {
    with_clues(name, bytes, chains, repaired, crate::cause::find)
}

/// The id of the likeliest of [`causes`], without the stories and fixes filled in: what a
/// table of repaired rows keeps of each (the Python package's `repair_batch`).
pub fn likeliest_cause(
    name: Option<&[u8]>,
    bytes: &[u8],
    chains: &[Vec<Step>],
    repaired: &str,
) -> Option<&'static str> {
    with_clues(name, bytes, chains, repaired, crate::cause::likeliest)
}

/// `find` given the clues of a repair: the file's name, its first bytes and their verdict, the
/// chains taken and the text repaired.
fn with_clues<T>(
    name: Option<&[u8]>,
    bytes: &[u8],
    chains: &[Vec<Step>],
    repaired: &str,
    find: impl FnOnce(&crate::cause::Clues) -> T,
) -> T {
    let head = &bytes[..bytes.len().min(crate::verdict::SAMPLE)];
    // (The repair is done: the verdict need not look for mojibake itself.)
    let verdict = crate::verdict::verdict_without_mojibake(head, head.len() == bytes.len());
    find(&crate::cause::Clues {
        name,
        head,
        verdict: Some(&verdict),
        chains,
        repaired,
    })
}
