//! A plan: the whole text's chain (or none), then the local pass over what it made; and the
//! parts it repaired, by their place in the input and the output.

use super::halves::join;
use super::local;
use super::search::{chain_cost, classic_discount};
use super::types::LOST;
use super::types::{words, Candidate, Span, Step};
use super::units::{chars_of, culprits, units_of, Target, Unit};
use super::whole::still_odd;
use crate::mojibake::codec::Codec;
use crate::mojibake::plausible::{oddness_in_language, REPLACEMENT};
use crate::mojibake::repair::Search;
use crate::script::letters::likely::cost;

/// A way to repair a text: a chain for the whole text (or none), then the local pass.
pub(super) struct Plan {
    pub text: String,
    pub steps: Vec<Step>,
    pub spans: Vec<Span>,
    pub score: f32,
    pub whole: bool,
    /// The oddness of `text`, once weighed.
    pub odd: Option<f32>,
    /// The whole text's chain's evidence.
    pub whole_evidence: f32,
    /// Leads the local pass left alone after the whole text's chain ([`orphan_leads`]).
    pub orphans: usize,
}

impl Plan {
    /// Weigh the plan over the whole text: its oddness, what its chains cost, less the
    /// evidence of their decodes (what plans are ranked by).
    pub fn weigh(&mut self) {
        let steps = &self.steps;
        // (Ranked with how its letters fit a language; told without it, as every oddness is.)
        let weighed = oddness_in_language(&self.text);
        // (A U+FFFD that stands for a byte lost before the repair counts as LOST: a plan that
        // says so is no odder than one that invents the byte.)
        let lost: u32 = self.spans.iter().map(|s| s.lost).sum();
        let lost = lost.min(weighed.replacements) as f32;
        let odd = weighed.total - (REPLACEMENT - LOST) * lost;
        let mut chains: Vec<&[Step]> = self
            .spans
            .iter()
            .map(|s| &s.steps[steps.len().min(s.steps.len())..])
            .filter(|c| !c.is_empty())
            .collect();
        chains.sort();
        chains.dedup();
        let local_evidence: f32 = self
            .spans
            .iter()
            .filter(|s| s.steps.len() > steps.len())
            .map(|s| s.evidence)
            .sum();
        // (A classic accident between code pages is one only where nothing follows it.)
        let extended = self.spans.iter().any(|s| s.steps.len() > steps.len());
        let discount = if extended {
            classic_discount(steps)
        } else {
            0.0
        };
        self.score = odd + ORPHAN * self.orphans as f32 + chain_cost(steps) + discount
            - self.whole_evidence
            + chains.iter().map(|c| chain_cost(c)).sum::<f32>()
            - local_evidence;
        if !steps.is_empty() && still_odd(steps, &self.text) {
            self.score = f32::INFINITY;
        }
        self.odd = Some(odd - weighed.language);
    }

    /// Count the evidence of each part this plan repaired as `local` (the local pass alone)
    /// repaired it as `local` counts it: the same bytes making the same text prove as much
    /// whatever chain went first, so a chain for the whole text is ranked by what it does
    /// differently (`caf√©` is no surer a `café` than `cafÃ©`).
    pub fn evidence_as(&mut self, local: &Plan) {
        if !self.score.is_finite() {
            return;
        }
        let theirs: std::collections::HashMap<(usize, usize, &str), f32> = local
            .spans
            .iter()
            .map(|s| ((s.start, s.end, s.after.as_str()), s.evidence))
            .collect();
        let whole_steps = self.steps.len();
        for s in self.spans.iter().filter(|s| s.steps.len() > whole_steps) {
            if let Some(&e) = theirs.get(&(s.start, s.end, s.after.as_str())) {
                self.score += s.evidence - e;
            }
        }
    }
}

/// What a lead left alone after the whole text's chain costs a plan ([`orphan_leads`]): a
/// byte lost (LOST), and a character made of it.
const ORPHAN: f32 = LOST + 1.0;

/// The leads the local pass left alone right beside a unit it put back, in the tokens it
/// repaired after the whole text's chain (which made `stage1`): `удало—ь` or `по-ятара` for
/// D1 read by Mac OS Roman or KOI8-R. Each is a byte of UTF-8 whose sequence lost a byte,
/// which that story does not tell (as the one that says a byte was lost does), and makes a
/// character of.
fn orphan_leads(stage1: &str, fixes: &[local::Fix]) -> usize {
    let t = culprits();
    let (mut chars, mut units) = (Vec::new(), Vec::new());
    let mut n = 0;
    for f in fixes {
        let Some(k) =
            f.d.steps
                .first()
                .and_then(|s| t.codecs.iter().position(|&c| c == s.encode))
        else {
            continue;
        };
        let token = &stage1[f.start..f.end];
        chars_of(token, &mut chars);
        units.clear();
        units_of(&chars, token.len(), k, Target::Utf8, &mut units);
        // Each character's unit, if any.
        let mut unit_of = vec![None; chars.len()];
        let mut u = 0;
        for (x, &(at, _)) in chars.iter().enumerate() {
            while units.get(u).is_some_and(|v: &Unit| v.end <= at) {
                u += 1;
            }
            unit_of[x] = units.get(u).filter(|v| v.start <= at).map(|_| u);
        }
        let lead = |x: usize| {
            let c = chars[x].1;
            unit_of[x].is_none() && !c.is_ascii() && t.lead_mask(c) & (1 << k) != 0
        };
        n += (0..chars.len())
            .filter(|&x| {
                lead(x)
                    && ((x > 0 && unit_of[x - 1].is_some())
                        || unit_of.get(x + 1).is_some_and(Option::is_some))
            })
            .count();
    }
    n
}

pub(super) fn plan(
    input: &str,
    whole: Option<Candidate>,
    search: Search,
    settled: Option<Option<&[Step]>>,
    memo: &mut super::memo::Memo,
    tick: &dyn Fn(usize, usize) -> bool,
) -> Option<Plan> {
    let is_whole = whole.is_some();
    let (stage1, steps, mut whole_evidence) = match whole {
        Some(c) => {
            let evidence = c.oddness + chain_cost(&c.steps) - c.score;
            (c.text, c.steps, evidence)
        }
        None => (input.to_string(), Vec::new(), 0.0),
    };
    // (The local pass alone keeps them: there is no chain.)
    let keeps_words = steps.is_empty()
        || (steps.iter().all(|s| s.decode.ascii_compatible())
            && words(input).len() == words(&stage1).len());
    let stage1 = if keeps_words && !steps.is_empty() {
        let kept = keep_strays(input, &stage1);
        // (Where words were put back, what the chain's reading of them proved is not this
        // text's: windows-1257 reads the `Ž` of `d'Žcouter` as a caron, `ˇ`, which is put
        // back, and the plan is then the text as it was.)
        if kept != stage1 {
            whole_evidence = whole_evidence.min(0.0);
        }
        kept
    } else {
        stage1
    };
    let mut spans = Vec::new();
    let mut orphans = 0;
    let text = if !keeps_words {
        // The chain changed the words themselves (UTF-16, ISO-2022-JP): one span.
        spans.push(Span {
            start: 0,
            end: input.len(),
            out_start: 0,
            out_end: stage1.len(),
            before: input.to_string(),
            after: stage1.clone(),
            steps: steps.clone(),
            evidence: whole_evidence,
            weighed: None,
            lost: 0,
            confidence: 1.0,
            whole_steps: steps.len(),
        });
        stage1
    } else {
        let fixes = local::fixes(&stage1, search, settled, memo, tick)?;
        if is_whole {
            orphans = orphan_leads(&stage1, &fixes);
        }
        let text = assemble(input, &stage1, &steps, fixes, &mut spans);
        match is_whole {
            true => without_strays(input, text, &mut spans),
            false => text,
        }
    };
    let mut plan = Plan {
        text,
        steps,
        spans,
        score: 0.0,
        whole: is_whole,
        odd: None,
        whole_evidence,
        orphans,
    };
    if is_whole {
        plan.weigh();
    }
    Some(plan)
}

/// `chain`, one step from a DOS code page with a sibling, from the sibling instead
/// ([`crate::mojibake::codec::DosPage::sibling`]).
pub(super) fn dos_sibling(chain: &[Step]) -> Option<Vec<Step>> {
    let &[step] = chain else { return None };
    let Codec::Dos(page) = step.encode else {
        return None;
    };
    Some(vec![Step {
        encode: Codec::Dos(page.sibling()?),
        decode: step.decode,
    }])
}

/// `local` (the local pass's plan), or the same pass with the sibling of its one culprit,
/// where that reads as real text more likely: cp437 and cp850 read most bytes alike (`├í` is
/// `á` in both), and where they differ (`├¥` is `Ý` in one, `þ` in the other, `¥` is 9D in
/// cp437 and BE in cp850) the usual culprit is only a guess, and the letters tell (`það`,
/// Icelandic; `ŝanĝo`, Esperanto, not `žanľo`).
pub(super) fn with_sibling(
    input: &str,
    local: Plan,
    search: Search,
    memo: &mut super::memo::Memo,
    tick: &dyn Fn(usize, usize) -> bool,
) -> Option<Plan> {
    let other = match local.spans.first().map(|s| s.steps.as_slice()) {
        Some(first) if local.spans.iter().all(|s| s.steps == first) => dos_sibling(first),
        _ => None,
    };
    let Some(other) = other else {
        return Some(local);
    };
    let allowed = match search {
        Search::All => true,
        Search::Only(chains) => chains.contains(&other),
    };
    if !allowed || input.len() >= super::types::LONG {
        return Some(local);
    }
    // (The pass with the sibling forgets the local pass's findings: kept where it loses.)
    let last = memo.last.take();
    let theirs = plan(
        input,
        None,
        search,
        Some(Some(other.as_slice())),
        memo,
        tick,
    )?;
    // (Weighed as the parts' readings are, by what the text costs as real text: the two tell
    // the same story.)
    if theirs.text != local.text && cost(&theirs.text).bits < cost(&local.text).bits {
        return Some(theirs);
    }
    memo.last = last;
    Some(local)
}

/// `stage1` with each word the whole text's chain moved into a script none of its
/// neighbours write (a lone `Ã` in French among Russian made `Г`) put back as it was in the
/// input: the chain is not its story.
pub(super) fn keep_strays(input: &str, stage1: &str) -> String {
    let wi = words(input);
    let ws = words(stage1);
    let mut out = String::with_capacity(stage1.len());
    let mut at = 0;
    for (n, (&(is, ie), &(s, e))) in wi.iter().zip(&ws).enumerate() {
        out.push_str(&stage1[at..s]);
        at = e;
        let (before, after) = (&input[is..ie], &stage1[s..e]);
        // (A word the chain left brings no script.)
        let stray = before != after
            && super::stray::new_script(before, after).is_some_and(|new| {
                let word = |j: usize| &stage1[ws[j].0..ws[j].1];
                let together = |j: usize| super::stray::same_sentence(stage1, ws[n], ws[j]);
                super::stray::stray(new, false, n, ws.len(), word, together)
            });
        out.push_str(if stray { before } else { after });
    }
    out.push_str(&stage1[at..]);
    out
}

/// `text` (what a chain for the whole text and the local pass after it made of `input`, word
/// for word, its parts `spans`) with each part that leaves a word in a script none of its
/// neighbours write let go ([`keep_strays`]), the words as they were: `vypínaΔ`, Czech whose
/// `č` lost a byte, read through a Greek code page and put back as UTF-8 around it, is no story
/// of this text. (The chain's own reading was checked so before the local pass; the local pass
/// weighs each word against the chain's reading of it, not against the input.)
fn without_strays(input: &str, text: String, spans: &mut Vec<Span>) -> String {
    let kept = keep_strays(input, &text);
    if kept == text {
        return text;
    }
    let put_back: Vec<(usize, usize)> = words(input)
        .into_iter()
        .zip(words(&text).into_iter().zip(words(&kept)))
        .filter(|(_, (t, k))| text[t.0..t.1] != kept[k.0..k.1])
        .map(|(i, _)| i)
        .collect();
    spans.retain(|s| !put_back.iter().any(|&(a, b)| s.start < b && s.end > a));
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for s in spans.iter_mut() {
        out.push_str(&input[at..s.start]);
        s.out_start = out.len();
        out.push_str(&s.after);
        s.out_end = out.len();
        at = s.end;
    }
    out.push_str(&input[at..]);
    out
}

/// Fixes at least this many are made spans of on two threads.
const MANY: usize = 4096;

/// The part `from..to` of `stage1` with `fixes` (all inside it) put in, and their spans (their
/// places in the output counted from `from`).
fn spans_of(stage1: &str, from: usize, to: usize, fixes: Vec<local::Fix>) -> (String, Vec<Span>) {
    let mut out = String::with_capacity(to - from);
    let mut spans = Vec::with_capacity(fixes.len());
    let mut at = from;
    for f in &fixes {
        out.push_str(&stage1[at..f.start]);
        let out_start = out.len();
        out.push_str(&f.d.text);
        spans.push(Span {
            start: f.start,
            end: f.end,
            out_start,
            out_end: out.len(),
            before: stage1[f.start..f.end].to_string(),
            after: f.d.text.clone(),
            steps: f.d.steps.clone(),
            evidence: f.d.evidence,
            weighed: f.d.weighed,
            lost: f.d.lost,
            confidence: 1.0,
            whole_steps: 0,
        });
        at = f.end;
    }
    out.push_str(&stage1[at..to]);
    (out, spans)
}

/// The text the plan makes, and its spans by their place in the input and in the output:
/// `stage1` is the input after the whole text's chain `chain` (word for word), and `fixes` the
/// local pass's repairs of `stage1`, each a run of whole words.
pub(super) fn assemble(
    input: &str,
    stage1: &str,
    chain: &[Step],
    fixes: Vec<local::Fix>,
    spans: &mut Vec<Span>,
) -> String {
    if chain.is_empty() {
        // The local pass alone: each fix is a span, where it stands (the input is stage1);
        // many are made in two halves, the second on another thread.
        // (Each half's fixes are let go on its own thread: what they hold is the last of the
        // pass's decisions.)
        let mut first = fixes;
        let second = if first.len() >= MANY {
            first.split_off(first.len() / 2)
        } else {
            Vec::new()
        };
        let from = second.first().map_or(stage1.len(), |f| f.start);
        let ((mut out, found), rest) = if second.is_empty() {
            (spans_of(stage1, 0, stage1.len(), first), None)
        } else {
            let (rest, mine) = join(
                || spans_of(stage1, from, stage1.len(), second),
                || spans_of(stage1, 0, from, first),
            );
            (mine, Some(rest))
        };
        spans.reserve(found.len() + rest.as_ref().map_or(0, |r| r.1.len()));
        spans.extend(found);
        if let Some((text, found)) = rest {
            let base = out.len();
            out.push_str(&text);
            spans.extend(found.into_iter().map(|mut s| {
                s.out_start += base;
                s.out_end += base;
                s
            }));
        }
        return out;
    }
    let wi = words(input);
    let ws = words(stage1);
    let mut out = String::with_capacity(stage1.len());
    let mut fixes = fixes.into_iter().peekable();
    let (mut at, mut n) = (0, 0);
    while n < ws.len() {
        let (s, e) = ws[n];
        out.push_str(&stage1[at..s]);
        if let Some(f) = fixes.next_if(|f| f.start < e) {
            // The fixes within words n..=m (a fix covers whole words, or pieces of a long
            // one): one span with the first fix's chain.
            let mut m = (n..ws.len())
                .take_while(|&m| ws[m].0 < f.end)
                .last()
                .unwrap_or(n);
            let mut group = vec![f];
            while let Some(g) = fixes.next_if(|g| g.start < ws[m].1) {
                m = (m..ws.len())
                    .take_while(|&m| ws[m].0 < g.end)
                    .last()
                    .unwrap_or(m);
                group.push(g);
            }
            let out_start = out.len();
            let mut from = s;
            for g in &group {
                out.push_str(&stage1[from..g.start]);
                out.push_str(&g.d.text);
                from = g.end;
            }
            out.push_str(&stage1[from..ws[m].1.max(from)]);
            let lost = group.iter().map(|g| g.d.lost).sum();
            let f = group.swap_remove(0);
            let (is, ie) = (wi[n].0, wi[m].1);
            // The whole text's chain, where it changed these words, then the fix's own.
            let mut steps = if input[is..ie] == stage1[s..ws[m].1] {
                Vec::new()
            } else {
                chain.to_vec()
            };
            let whole_steps = steps.len();
            steps.extend_from_slice(&f.d.steps);
            spans.push(Span {
                start: is,
                end: ie,
                out_start,
                out_end: out.len(),
                before: input[is..ie].to_string(),
                after: out[out_start..].to_string(),
                steps,
                evidence: f.d.evidence,
                // (The part is more than the fix: weighed when asked.)
                weighed: None,
                lost,
                confidence: 1.0,
                whole_steps,
            });
            at = ws[m].1;
            n = m + 1;
            continue;
        }
        let out_start = out.len();
        out.push_str(&stage1[s..e]);
        let (is, ie) = wi[n];
        if input[is..ie] != stage1[s..e] {
            spans.push(Span {
                start: is,
                end: ie,
                out_start,
                out_end: out.len(),
                before: input[is..ie].to_string(),
                after: stage1[s..e].to_string(),
                steps: chain.to_vec(),
                evidence: 0.0,
                weighed: None,
                lost: 0,
                confidence: 1.0,
                whole_steps: chain.len(),
            });
        }
        at = e;
        n += 1;
    }
    out.push_str(&stage1[at..]);
    out
}
