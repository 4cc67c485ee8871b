//! The report's content, gathered once from what the other parts say of the file: its
//! verdict, the causes, the decision of a context, the repair of its start, the bytes around
//! the first errors and the first damaged parts, the diff beside a known-good file.

use super::content::{Block, Page, Section};
use crate::cause::{find, Clues};
use crate::decide::contexts::Context;
use crate::decide::decide;
use crate::encoding::Encoding;
use crate::i18n::Lang;
use crate::mojibake::diff::{Diff, Kind};
use crate::mojibake::repair::{repair, safe_cut, Repair};
use crate::report::repair::{chain_arg, chain_text, span_lines, summary};
use crate::report::{byte_range::byte_range, count, decision, file_verdict};
use crate::shell::shell_word;
use crate::verdict::Verdict;

/// What a report is made from.
pub struct Inputs<'a> {
    /// The file as the report names it (a path).
    pub name: &'a str,
    /// Its path's bytes, as the commands name it (a name need not be UTF-8).
    pub path: &'a [u8],
    /// Its first bytes (up to 64 KiB), and whether they are all of it.
    pub head: &'a [u8],
    pub whole: bool,
    /// The file's verdict, told what a scan of the whole file found (as the window and
    /// `scan` state it).
    pub verdict: &'a Verdict,
    /// The context whose decision the report walks through.
    pub context: &'static Context,
    /// A known-good file's name and the diff beside it.
    pub good: Option<(&'a str, &'a Diff)>,
}

/// Repaired parts and hex excerpts the report shows at most.
const PARTS: usize = 12;
const EXCERPTS: usize = 4;
/// Bytes around a place an excerpt shows.
const AROUND: u64 = 24;

/// The report on a file.
pub fn build(i: &Inputs) -> Page {
    let v = i.verdict;
    let mut sections = Vec::new();
    let mut notes: Vec<String> = file_verdict::notes_beside(v)
        .map(|n| file_verdict::note_text(n, Lang::En))
        .collect();
    notes.retain(|n| !n.is_empty());
    let mut blocks = vec![Block::Para(file_verdict::headline(v, i.head, Lang::En))];
    if !notes.is_empty() {
        blocks.push(Block::List(notes));
    }
    sections.push(Section {
        heading: "Verdict".into(),
        blocks,
    });

    let r = repair_of(i.head, v.encoding);
    // (Beside a known-good file, the chains are the ones the diff found: they are facts, where
    // the repair's are a reading.)
    let chains = match i.good {
        Some((_, d)) if !d.chains.is_empty() => {
            d.chains.iter().map(|c| c.chain.steps.clone()).collect()
        }
        _ => crate::cause::chains_of(&r.spans),
    };
    let causes = find(&Clues {
        name: Some(i.path),
        head: i.head,
        verdict: Some(v),
        chains: &chains,
        repaired: &r.text,
    });
    if let Some(h) = crate::report::cause::headline(&causes, Lang::En) {
        sections[0].blocks.insert(1, Block::Para(format!("{h}.")));
    }
    if !causes.is_empty() {
        let mut blocks = Vec::new();
        for c in causes.iter().take(3) {
            blocks.push(Block::Sub(format!(
                "{} ({})",
                c.title(Lang::En),
                c.level.name()
            )));
            blocks.push(Block::List(c.why(Lang::En)));
            blocks.push(Block::Para(c.story(Lang::En).replace('\n', " ")));
            for f in &c.fixes {
                blocks.push(Block::Para(format!(
                    "{}: {}",
                    f.place(Lang::En),
                    f.does(Lang::En)
                )));
                blocks.push(Block::Code {
                    lang: f.lang.name(),
                    text: f.code_in(Lang::En).to_string(),
                });
            }
        }
        sections.push(Section {
            heading: "Where it comes from, and the fix".into(),
            blocks,
        });
    }

    let mut inputs = crate::decide::Inputs::default();
    if decision::uses_detector(i.context) {
        inputs.detected = Some(v.detection().browser_guess());
    }
    let d = decide(i.head, i.context, &inputs, crate::i18n::Lang::En);
    let rows = d
        .steps
        .iter()
        .map(|s| {
            vec![
                s.check.clone(),
                s.range
                    .as_ref()
                    .map_or("–".into(), |r| format!("{}–{}", r.start, r.end)),
                s.result.clone(),
                s.spec.to_string(),
            ]
        })
        .collect();
    sections.push(Section {
        heading: format!(
            "The encoding, step by step: {}",
            i.context.name(crate::i18n::Lang::En)
        ),
        blocks: vec![
            Block::Table {
                head: ["Step", "Bytes", "Found", "Standard"]
                    .map(String::from)
                    .to_vec(),
                rows,
            },
            Block::Para(format!(
                "{}, decided by {}, confidence {}; {}.",
                d.encoding,
                d.decided_by.words(crate::i18n::Lang::En),
                d.confidence.name(),
                decision::Operation::of(i.context, &d).describe(i.context, crate::i18n::Lang::En)
            )),
        ],
    });

    let mut blocks = vec![Block::Para(summary(&r, Lang::En))];
    if r.changed() {
        let rows = r
            .spans
            .iter()
            .take(PARTS)
            .map(|s| {
                vec![
                    s.before.clone(),
                    s.after.clone(),
                    chain_text(&s.steps, Lang::En),
                ]
            })
            .collect();
        blocks.push(Block::Table {
            head: ["As it is", "Repaired", "Chain"].map(String::from).to_vec(),
            rows,
        });
        let on_bytes: Vec<String> = r.spans.iter().take(PARTS).flat_map(span_lines).collect();
        blocks.push(Block::Code {
            lang: "text",
            text: on_bytes.join("\n"),
        });
    }
    sections.push(Section {
        heading: "The repair, on the bytes".into(),
        blocks,
    });

    let excerpts = excerpts(i.head, i.whole, v.encoding, &r);
    if !excerpts.is_empty() {
        sections.push(Section {
            heading: "The bytes".into(),
            blocks: excerpts,
        });
    }

    if let Some((good, diff)) = i.good {
        sections.push(beside(good, diff));
    }

    let mut commands = vec![format!("mojiscope detect {}", shell_word(i.path))];
    if r.changed() {
        let chains: Vec<String> = chains.iter().map(|c| chain_arg(c)).collect();
        commands.push(format!(
            "mojiscope repair --chain '{}' {}",
            chains.join(";"),
            shell_word(i.path)
        ));
    }
    if let Some((good, _)) = i.good {
        commands.push(format!(
            "mojiscope diff {} {}",
            shell_word(good.as_bytes()),
            shell_word(i.path)
        ));
    }
    sections.push(Section {
        heading: "Reproduce it".into(),
        blocks: vec![Block::Code {
            lang: "shell",
            text: commands.join("\n"),
        }],
    });
    Page {
        title: format!("mojiscope report: {}", i.name),
        sections,
    }
}

/// The repair of the start of the file, as it decodes.
fn repair_of(head: &[u8], encoding: Encoding) -> Repair {
    let text = match std::str::from_utf8(head) {
        Ok(t) if encoding == Encoding::Utf8 => t.to_string(),
        Err(e) if encoding == Encoding::Utf8 => {
            String::from_utf8_lossy(&head[..e.valid_up_to()]).into_owned()
        }
        _ => crate::mojibake::compare::decode_alone(head, encoding),
    };
    let text = text.trim_start_matches('\u{FEFF}');
    let cut = safe_cut(text).filter(|_| text.len() >= crate::verdict::SAMPLE / 2);
    repair(&text[..cut.unwrap_or(text.len())])
}

/// Hex around the first UTF-8 errors (of a file read as UTF-8) and the first repaired parts.
fn excerpts(head: &[u8], whole: bool, encoding: Encoding, r: &Repair) -> Vec<Block> {
    let mut out = Vec::new();
    let mut at = 0u64;
    if encoding == Encoding::Utf8 {
        for chunk in head.utf8_chunks() {
            at += chunk.valid().len() as u64;
            let bad = chunk.invalid().len() as u64;
            // (A character cut by the end of the bytes read is no error of the file.)
            let cut = !whole && at + bad == head.len() as u64 && bad < 4;
            if bad > 0 && !cut && out.len() < EXCERPTS / 2 {
                out.push(excerpt(
                    head,
                    at..at + bad,
                    format!("A UTF-8 error at byte {at}"),
                ));
            }
            at += bad;
        }
        // A repaired part's bytes are the text's (after the BOMs the repair left out).
        let bom = head.chunks(3).take_while(|c| *c == b"\xEF\xBB\xBF").count() * 3;
        for s in r.spans.iter().take(EXCERPTS - out.len()) {
            let range = (s.start + bom) as u64..(s.end + bom) as u64;
            let caption = format!(
                "“{}” → “{}”, {}",
                s.before,
                s.after,
                byte_range(Lang::En, range.start, range.end)
            );
            out.push(excerpt(head, range, caption));
        }
    }
    out
}

fn excerpt(head: &[u8], mark: std::ops::Range<u64>, caption: String) -> Block {
    let from = mark.start.saturating_sub(AROUND) / 16 * 16;
    let to = (mark.end + AROUND).min(head.len() as u64);
    Block::Hex {
        offset: from,
        bytes: head[from as usize..to as usize].to_vec(),
        mark,
        caption,
    }
}

/// The diff beside a known-good file.
fn beside(good: &str, d: &Diff) -> Section {
    let mut blocks = Vec::new();
    if d.identical() {
        blocks.push(Block::Para(format!("The file is {good}'s text as it is.")));
    } else {
        blocks.push(Block::Para(format!(
            "Beside {good}: {} a chain explains, {} no chain explains; {} lost on the way.",
            count(d.regions_total - d.unexplained_regions, "region"),
            count(d.unexplained_regions, "region"),
            count(d.lost, "byte")
        )));
        let rows = d
            .regions
            .iter()
            .take(PARTS)
            .map(|r| {
                let what = match (&r.chain, r.kind) {
                    (Some(c), Kind::Plain) => format!("the text {}", c.describe(Lang::En)),
                    (Some(c), _) => c.describe(Lang::En),
                    (None, _) => "no chain makes these bytes of that text".into(),
                };
                vec![
                    format!("{}–{}", r.broken.start, r.broken.end),
                    format!("{}–{}", r.good.start, r.good.end),
                    what,
                    r.lost.to_string(),
                ]
            })
            .collect();
        blocks.push(Block::Table {
            head: ["Bytes", "Known-good bytes", "What made them", "Bytes lost"]
                .map(String::from)
                .to_vec(),
            rows,
        });
    }
    Section {
        heading: "Beside the known-good file".into(),
        blocks,
    }
}
