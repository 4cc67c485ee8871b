//! A repair from start to end: the glance, the local pass and the search's plans, then each
//! line decided on its own (see the module).

use super::options::Options;
use super::plan::{self, plan, Plan};
use super::search::Search;
use super::segments::Evidence;
use super::types::{
    finite, Alternative, NotTaken, Repair, Step, Weighed, Weighing, ALTERNATIVES, LONG,
    MIN_CONFIDENCE, TIE,
};
use super::whole::{whole_text, worth_whole};
use super::{fine, glance, local, memo, segments};
use crate::mojibake::plausible::{oddness, Oddness};

/// Repair `input` (see the module).
///
/// ```
/// use mojiscope::i18n::Lang;
/// use mojiscope::mojibake::repair::repair;
/// let r = repair("cafÃ© au lait, donâ€™t");
/// assert_eq!(r.text, "café au lait, don’t");
/// assert_eq!(r.steps[0].describe(Lang::En), "encode as windows-1252 → decode as UTF-8");
/// // Text that is fine comes back unchanged.
/// assert!(!repair("SÃO PAULO").changed());
/// ```
pub fn repair(input: &str) -> Repair {
    repair_with(input, Search::All)
}

/// [`repair`] taking only the chains `search` allows: `Search::Only` reproduces a repair from
/// the chains it printed (what `mojiscope repair --chain` does).
///
/// ```
/// use mojiscope::encoding::Encoding;
/// use mojiscope::mojibake::codec::Codec;
/// use mojiscope::mojibake::repair::{repair_with, Search, Step};
/// let chain = vec![Step { encode: Codec::Encoding(Encoding::Windows1252), decode: Codec::Encoding(Encoding::Utf8) }];
/// let r = repair_with("naÃ¯ve", Search::Only(&[chain]));
/// assert_eq!(r.text, "naïve");
/// ```
pub fn repair_with(input: &str, search: Search) -> Repair {
    repair_opts(input, Options::search(search))
}

/// [`repair`] as `options` ask.
pub fn repair_opts(input: &str, options: Options) -> Repair {
    repair_watched(input, options, &|_, _| true).unwrap_or_else(|| unchanged(input))
}

/// The text as it is: what a repair that was stopped gives.
fn unchanged(input: &str) -> Repair {
    Repair {
        input: input.to_string(),
        text: input.to_string(),
        steps: Vec::new(),
        whole: false,
        spans: Vec::new(),
        alternatives: Vec::new(),
        weighed: Weighing::later(input),
        unsure: Vec::new(),
        min_confidence: MIN_CONFIDENCE,
    }
}

/// [`repair_opts`], telling `watch` how far it got (words done, words to do) as it goes; None
/// when `watch` returns false (the repair was cancelled).
pub fn repair_watched(
    input: &str,
    options: Options,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Repair> {
    if plain_ascii(input) {
        return Some(Repair {
            min_confidence: options.min_confidence,
            ..unchanged(input)
        });
    }
    searched_in_full(input, options, watch)
}

/// Printable ASCII, tabs and line breaks: every chain of wrong readings repair knows reads it
/// as itself or as something odder (UTF-16 pairs its bytes into CJK), so it is left as it is
/// without a search (a fine field or line of English, the commonest input by far).
fn plain_ascii(input: &str) -> bool {
    input
        .bytes()
        .all(|b| (0x20..0x7F).contains(&b) || matches!(b, b'\t' | b'\n' | b'\r'))
}

/// [`repair_watched`] without the short way for plain ASCII.
fn searched_in_full(
    input: &str,
    options: Options,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Repair> {
    let (search, min) = (options.search, options.min_confidence);
    glanced_first(
        input,
        search,
        min,
        &mut Evidence::default(),
        &mut |text, _, evidence| {
            // (A line of a text of one line: no other line tells of its chains.)
            if text.len() == input.len() && fine::left(text, min) {
                return Some(Repair {
                    min_confidence: min,
                    ..unchanged(text)
                });
            }
            let r = searched(text, watch)?;
            Some(segments::decide(text, r, search, min, evidence))
        },
    )
}

/// What the glance decides for `line` alone (None: it leaves the line to the search): what the
/// lines decided at a glance are tested against the search with.
#[doc(hidden)]
pub fn glance_line(line: &str) -> Option<String> {
    glance::line(line)
}

/// Whether `line`, a text of one line, is left as it is at a glance, without the search (see
/// `fine.rs`): what those lines are tested against the search with.
#[doc(hidden)]
pub fn left_at_a_glance(line: &str) -> bool {
    fine::left(line, MIN_CONFIDENCE)
}

/// The repair the search alone makes, every line weighed by it in full (none decided at a
/// glance): what the lines decided at a glance are tested against.
#[doc(hidden)]
pub fn repair_searched(input: &str, options: Options) -> Repair {
    let (search, min) = (options.search, options.min_confidence);
    let r = searched(input, &|_, _| true).unwrap_or_else(|| unchanged(input));
    segments::decide(input, r, search, min, &mut Evidence::default())
}

/// What repairs the lines not decided at a glance: given their text, the chain of each word the
/// lines decided changed, and what earlier text told of its chains.
type RestRepair<'a> = dyn FnMut(&str, &[Vec<Step>], &mut Evidence) -> Option<Repair> + 'a;

/// The lines of `input` decided at a glance (`glance.rs`), and `rest` (told the chains of each
/// word they changed) for the others, put together; `rest` alone on the whole input where there
/// is no such line, or where its repair of the others changed their line breaks.
pub(super) fn glanced_first(
    input: &str,
    search: Search,
    min: f32,
    evidence: &mut Evidence,
    rest: &mut RestRepair,
) -> Option<Repair> {
    if let Some(g) = glance::glance(input, search, min) {
        let mut told = evidence.clone();
        g.tell(&mut told);
        let chains: Vec<Vec<Step>> = g.chains().collect();
        // (Every line decided: nothing is left for the search.)
        let r = match g.rest().is_empty() {
            true => Repair {
                min_confidence: min,
                ..unchanged("")
            },
            false => rest(g.rest(), &chains, &mut told)?,
        };
        if let Some(merged) = g.merge(r) {
            *evidence = told;
            return Some(merged);
        }
    }
    rest(input, &[], evidence)
}

/// What the search over the whole text proposes (before it is decided part by part). It
/// proposes among every chain whatever the repair may take: the chains given (`--chain`) are
/// a rule for the decision, so a repair reproduced from its chains weighs the very parts the
/// first weighed, and takes the readings it took.
pub(super) fn searched(input: &str, watch: &dyn Fn(usize, usize) -> bool) -> Option<Repair> {
    let search = Search::All;
    let mut memo = memo::Memo::default();
    // How odd the input is (a long one is not weighed as a whole: see LONG).
    let before = (input.len() < LONG).then(|| oddness(input));
    let local = plan(input, None, search, None, &mut memo, watch)?;
    let local = plan::with_sibling(input, local, search, &mut memo, watch)?;
    let mut r = search_once(input, before, search, Some(local), &mut memo, watch)?;
    // Settle on a repair its own chains reproduce: the command line it prints (`--chain`)
    // searches only those chains, and a word may pick another of them than it did among all.
    // The chains only ever shrink, so this ends.
    for _ in 0..4 {
        let chains = r.chains();
        // (Where the text's chain and every word the model weighed come out the same with
        // only these chains, so does the rest.)
        if chains.is_empty() || local::same_again(input, Search::Only(&chains), &mut memo) {
            break;
        }
        let mut again = search_once(input, before, Search::Only(&chains), None, &mut memo, watch)?;
        let same = {
            let (mut a, mut b) = (again.chains(), chains.clone());
            a.sort();
            b.sort();
            a == b
        };
        // The alternatives of the whole search are the ones worth showing.
        let text = again.text.clone();
        again.alternatives = std::mem::take(&mut r.alternatives);
        again.alternatives.retain(|a| a.text != text);
        r = again;
        if same {
            break;
        }
    }
    Some(r)
}

/// One search for the best repair (see the module). `before`: how odd the input is, where it
/// was weighed as a whole.
fn search_once(
    input: &str,
    before: Option<Oddness>,
    search: Search,
    local: Option<Plan>,
    memo: &mut memo::Memo,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Repair> {
    // The local pass alone is the first plan (given, where it was made already); whole-text
    // chains are plans where the text is still odd after it (and only where one is found is
    // the local plan weighed over the whole text).
    let local = match local {
        Some(p) => p,
        None => plan(input, None, search, None, memo, watch)?,
    };
    let mut plans = vec![local];
    let mut alternatives = Vec::new();
    if let Some(worth) = worth_whole(input, &plans[0].text) {
        let (accepted, lower) = whole_text(input, search, worth);
        alternatives = lower;
        // (Weighed over the whole text where there are other plans to weigh it against.)
        if !accepted.is_empty() {
            plans[0].weigh();
        }
        let count = accepted.len();
        for (i, whole) in accepted.into_iter().enumerate() {
            let tick = |done: usize, total: usize| {
                watch(total + i * total + done, (count + 1) * total.max(1))
            };
            plans.push(plan(input, Some(whole), search, None, memo, &tick)?);
        }
        // (Where whole-text chains were searched, they are searched again in full: what the
        // local passes over their texts found tells nothing of the input's.)
        memo.last = None;
    }
    if let Some((local, wholes)) = plans.split_first_mut()
        && !wholes.is_empty()
    {
        wholes.iter_mut().for_each(|p| p.evidence_as(local));
    }
    // Best first; in a tie the local pass (one step per part) is the shorter story.
    let mut order: Vec<usize> = (0..plans.len()).collect();
    order.sort_by(|&a, &b| plans[a].score.total_cmp(&plans[b].score).then(a.cmp(&b)));
    if let Some(i) = order.iter().position(|&p| p == 0)
        && plans[0].text == plans[order[0]].text
    {
        order.remove(i);
        order.insert(0, 0);
    }
    let mut taken: Vec<Option<Plan>> = plans.into_iter().map(Some).collect();
    let mut plans = order.into_iter().filter_map(|i| taken[i].take());
    let best = plans.next()?;
    let others: Vec<Alternative> = plans
        .filter(|p| p.whole)
        .map(|p| Alternative {
            why: if !p.score.is_finite() {
                NotTaken::StillOdd
            } else if p.score - best.score < TIE {
                NotTaken::Tie
            } else {
                NotTaken::OdderThanTaken {
                    score: p.score,
                    taken: best.score,
                }
            },
            steps: p.steps,
            text: p.text,
            score: finite(p.score),
        })
        .collect();
    alternatives.splice(0..0, others);
    // Not worth showing: the chain taken with a step added (it would undo good text), and a
    // text shown already.
    let mut seen = std::collections::HashSet::new();
    alternatives.retain(|a| {
        let extends = !best.steps.is_empty()
            && a.steps.len() > best.steps.len()
            && a.steps.starts_with(&best.steps);
        !extends && a.text != best.text && seen.insert(a.text.clone())
    });
    alternatives.truncate(ALTERNATIVES);
    // How odd the result is: weighed over the whole text, or the parts' gains taken off (a
    // long text is not weighed as a whole).
    let oddness = before.map(|b| {
        let after = best.odd.unwrap_or_else(|| {
            let gains = best.spans.iter().map(|s| {
                let o = s.oddness();
                o.before - o.after
            });
            b.total - gains.sum::<f32>()
        });
        Weighed {
            before: b.total,
            after: after.max(0.0),
        }
    });
    // One chain for every part is the chain of the whole text.
    let whole = best.whole;
    let mut steps = best.steps;
    if steps.is_empty()
        && let Some(first) = best.spans.first()
        && best.spans.iter().all(|s| s.steps == first.steps)
    {
        steps = first.steps.clone();
    }
    Some(Repair {
        input: input.to_string(),
        text: best.text,
        steps,
        whole,
        spans: best.spans,
        alternatives,
        weighed: oddness.map_or(Weighing::No, Weighing::Weighed),
        unsure: Vec::new(),
        min_confidence: MIN_CONFIDENCE,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plain ASCII taken the short way is what the whole repair makes of it: real English
    /// (the manual's lines and paragraphs, code and tables included) and text built to look odd.
    #[test]
    fn plain_ascii_the_short_way_is_the_whole_repair() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/docs");
        let mut texts: Vec<String> = Vec::new();
        for entry in std::fs::read_dir(root).unwrap().flatten() {
            let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
            texts.extend(text.lines().map(String::from));
            texts.extend(text.split("\n\n").map(String::from));
        }
        texts.extend(
            [
                "~{<:Ky2;S{#,NpJ)l6HK!#~}",
                "+AOk-t+AOk-",
                "&#26085;&#26412;",
                "a\tb\r\nc",
                "",
                " ",
                "||| ~~~ ^^^ @@@ ``` $$$",
                "A\\B\\C",
            ]
            .map(String::from),
        );
        let texts: Vec<&String> = texts.iter().filter(|t| plain_ascii(t)).collect();
        assert!(texts.len() > 1000, "{} texts", texts.len());
        let options = Options::default();
        for text in texts {
            let short = repair_watched(text, options, &|_, _| true).unwrap();
            let full = searched_in_full(text, options, &|_, _| true).unwrap();
            assert_eq!(short.text, full.text, "{text:?}");
            assert_eq!(short.spans, full.spans, "{text:?}");
            assert_eq!(short.unsure, full.unsure, "{text:?}");
            assert_eq!(short.oddness(), full.oddness(), "{text:?}");
            assert_eq!(short.alternatives, full.alternatives, "{text:?}");
        }
    }
}
