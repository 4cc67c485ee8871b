//! The local pass of a repair: each token (text between spaces) that holds units of UTF-8 read
//! by a code page ([`super::units`]) takes the chain that makes it least odd, when that is
//! clearly less odd than it was; the rest of the text is left as it is.
//!
//! A chain here is one to three steps "encode with a culprit → decode as UTF-8 (or CESU-8)",
//! each putting back the units the culprit has in the token (damage done twice is undone
//! twice), and "encode isomorphic → decode as windows-1252" for C1 controls, which are
//! windows-1252's characters read by isomorphic decode. Every token is looked at once, with
//! the few characters after it, and the same token is decided once: the pass is linear in the
//! text, and its memory is bounded by the longest line.

use super::decide::{
    decide, may_start, on_chain, worth_deciding, Decided, Decision, Drops, Judged, MARGIN,
};
use super::dropped;
use super::halves::{join, picked};
use super::memo::{Known, Learned, Memo, Pass, MEMO};
use super::search::Search;
use super::stray::{new_script, stray};
use super::types::Step;
use super::units::culprits;
use crate::script::{letter_script, script};
use rustc_hash::FxHashMap as HashMap;
use rustc_hash::FxHasher;
use std::collections::BTreeMap;
use std::hash::{BuildHasher, BuildHasherDefault};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A token the pass repaired: its byte range in the text, and what it became (shared with
/// the pass's memo: a text repeats its words).
#[derive(Clone, Debug)]
pub(super) struct Fix {
    pub start: usize,
    pub end: usize,
    pub d: Arc<Decision>,
}

impl PartialEq for Fix {
    fn eq(&self, other: &Fix) -> bool {
        let (a, b) = (&self.d, &other.d);
        (self.start, self.end) == (other.start, other.end)
            && (&a.text, &a.steps, a.weighed, a.lost, a.evidence)
                == (&b.text, &b.steps, b.weighed, b.lost, b.evidence)
    }
}

/// Tokens decided alone before the text's chain is settled.
const SETTLE: usize = 256;

/// The text's chain explains at least one in this many of its tokens outside ASCII.
const SHARE: usize = 10;

/// The fixes of `text`, in order; None when `watch` (bytes done, bytes in all) says stop.
///
/// Tokens are decided alone until the text's chain is settled (the chain that explains most of
/// the first SETTLE tokens with units, or of all of them in a shorter text); then every token,
/// those decided before too, takes it at once where it explains every character outside ASCII,
/// or is decided with it preferred. (So a token comes out the same wherever it stands.)
///
/// `settled_chain` is the text's chain when an earlier part of the text settled it (a long
/// text repaired piece by piece): every token is then decided with it at once.
///
/// What the pass found is kept in `memo`: the next pass over the text (with fewer chains, see
/// [`same_again`]) decides again only what can come out otherwise.
///
/// A long text's tokens are decided on several threads, each a run of them; what they found is
/// counted in the order of the text, so the result is the same on any number of threads.
pub(super) fn fixes(
    text: &str,
    search: Search,
    settled_chain: Option<Option<&[Step]>>,
    memo: &mut Memo,
    watch: &dyn Fn(usize, usize) -> bool,
) -> Option<Vec<Fix>> {
    let threads = memo.threads_for(text);
    // The tokens, and those outside ASCII by their index (the others stay as they are).
    let (toks, wide) = memo.tokens(text);
    let (toks, wide): (&[(usize, usize)], &[usize]) = (&toks, &wide);
    let token = |i: usize| &text[toks[i].0..toks[i].1];
    let known = &memo.known;
    let mut workers: Vec<Worker> = (0..threads).map(|_| Worker::new(known)).collect();
    // Progress every 64 KiB of text.
    let mut ticks = 0;
    let mut tick = |i: usize| {
        let at = toks[i].0;
        if at >> 16 > ticks {
            ticks = at >> 16;
            return watch(at, text.len());
        }
        true
    };
    let mut decided: Vec<Decided> = vec![None; toks.len()];
    let (prefer, first) = match settled_chain {
        Some(chain) => (chain.map(<[Step]>::to_vec), Vec::new()),
        None => settle(text, toks, wide, search, &mut workers, &mut tick)?,
    };
    let p = prefer.as_deref();
    let alone = first.len();
    for (&i, d) in wide.iter().zip(first) {
        decided[i] = d;
    }
    // The rest with the text's chain: at once where it explains the token, or preferred.
    let rest = &wide[alone..];
    let found = run(rest, &mut workers, &mut tick, &token, &|w, i| {
        w.settled(token(i), search, p)
    })?;
    for (&i, d) in rest.iter().zip(found) {
        decided[i] = d;
    }
    // The tokens decided alone, again with the text's chain, as the rest were.
    if p.is_some() {
        let first = &wide[..alone];
        let found = run(first, &mut workers, &mut |_| true, &token, &|w, i| {
            w.settled(token(i), search, p)
        })?;
        for (&i, d) in first.iter().zip(found) {
            decided[i] = d;
        }
    }
    let mut weighed = Vec::new();
    let mut learned = Vec::with_capacity(workers.len());
    for w in &mut workers {
        weighed.extend(
            std::mem::take(&mut w.weighed)
                .into_iter()
                .filter(|(preferred, ..)| *preferred == p.is_some())
                .map(|(_, t, d)| (t, d)),
        );
        learned.push(std::mem::take(&mut w.learned));
    }
    // (What the threads kept of the words they decided is let go on two of them.)
    if workers.len() > 1 {
        let half = workers.split_off(workers.len() / 2);
        join(move || drop(half), move || drop(workers));
    }
    for l in learned {
        memo.known.learn(l);
    }
    // (What a search again with fewer chains must decide again to tell whether it comes out
    // the same.)
    memo.last = (matches!(search, Search::All) && settled_chain.is_none()).then(|| Pass {
        prefer: prefer.clone(),
        weighed,
    });
    // A token the repair would move into a script none of its neighbours write, a letter or
    // two of it among words of another (`“×”` is not `“ה` in English text), stays.
    // (The scripts tokens would move into are told on two threads: most move into none.)
    let moved = picked(wide.len(), |n| {
        let i = wide[n];
        let d = decided[i].as_ref()?;
        new_script(&text[toks[i].0..toks[i].1], &d.text)
    });
    for (n, new) in moved {
        let i = wide[n];
        let Some(d) = &decided[i] else { continue };
        // (A letter of it beside a Latin letter, inside a word of ASCII, is science:
        // `IL2RγcKO`.)
        let chars: Vec<char> = d.text.chars().collect();
        let ascii = chars
            .iter()
            .filter_map(|&c| letter_script(c))
            .all(|s| s == new);
        let inside = ascii
            && chars.iter().enumerate().any(|(n, &c)| {
                script(c) == new
                    && c.is_alphabetic()
                    && [n.checked_sub(1), Some(n + 1)]
                        .into_iter()
                        .flatten()
                        .any(|m| chars.get(m).is_some_and(char::is_ascii_alphabetic))
            });
        if inside {
            continue;
        }
        let near = |j: usize| {
            decided[j]
                .as_ref()
                .map_or(&text[toks[j].0..toks[j].1], |d| d.text.as_str())
        };
        let together = |j: usize| super::stray::same_sentence(text, toks[i], toks[j]);
        if stray(new, d.evidence > 0.0, i, toks.len(), near, together) {
            decided[i] = None;
        }
    }
    // A lead standing alone in a line the text's chain repaired, where Python's cp1252 drops
    // the bytes it refuses: its character is lost (`Äas` was `čas`).
    if let Some(p) = p {
        dropped::take_lone_drops(text, toks, wide, &mut decided, p);
    }
    // And a capital lead inside a word in small letters, in any line (`mogoÄe`).
    if p.is_none_or(dropped::drops_bytes) {
        dropped::take_capital_drops(text, toks, wide, &mut decided);
    }
    let out = toks
        .iter()
        .zip(decided)
        .filter_map(|(&(start, end), d)| Some(Fix { start, end, d: d? }))
        .collect();
    Some(out)
}

/// What [`settle`] gives: the text's chain, and what the tokens decided alone became.
type Settled = (Option<Vec<Step>>, Vec<Decided>);

/// The text's chain, settled on its first tokens outside ASCII decided alone (`wide`: their
/// indexes in `toks`), a batch at a time: the chain that explains most of the first SETTLE of
/// them with units, or of all of them in a shorter text. With what those first tokens became,
/// in order (a batch may go past the token that settles the chain: what it found there is not
/// used). None when `tick` says stop.
fn settle<'t>(
    text: &'t str,
    toks: &[(usize, usize)],
    wide: &[usize],
    search: Search,
    workers: &mut [Worker<'t, '_>],
    tick: &mut dyn FnMut(usize) -> bool,
) -> Option<Settled> {
    let token = |i: usize| &text[toks[i].0..toks[i].1];
    // What each chain gains over the tokens decided alone, and on how many.
    let mut gains: BTreeMap<Vec<Step>, (f32, usize)> = BTreeMap::new();
    let mut decided = Vec::new();
    let mut judged = 0;
    // (Small batches at first: most damaged texts settle their chain within a few hundred.)
    let mut size = FEW;
    while decided.len() < wide.len() {
        let batch = &wide[decided.len()..(decided.len() + size).min(wide.len())];
        let found = run(batch, workers, tick, &token, &|w, i| {
            w.alone(token(i), search)
        })?;
        for j in found {
            judged += usize::from(!j.gains.is_empty());
            for (chain, gain) in &j.gains {
                let e = gains.entry(chain.clone()).or_default();
                e.0 += gain;
                e.1 += 1;
            }
            decided.push(j.best);
            if judged >= SETTLE {
                return Some((text_chain(&gains, decided.len()), decided));
            }
        }
        // (The next batch as many tokens as settling likely takes, at the rate tokens that
        // some chain gains on came so far, and twice the last at least: text that is fine
        // has few, and is decided in a few large batches.)
        let likely = (SETTLE - judged) * decided.len() / judged.max(1);
        size = (size * 2).max(likely + likely / 4).min(BATCH);
    }
    Some((text_chain(&gains, decided.len()), decided))
}

/// Whether [`fixes`] of `text` with `search` (fewer chains than the pass before, which is
/// kept in `memo`) would come out as that pass did: it settles on the same text's chain, and
/// every token the model decided comes out the same. Only those can change; the rest is not
/// decided again.
pub(super) fn same_again(text: &str, search: Search, memo: &mut Memo) -> bool {
    let Some(last) = memo.last_over(text) else {
        return false;
    };
    let (toks, wide) = memo.tokens(text);
    let threads = memo.threads_for(text);
    let mut workers: Vec<Worker> = (0..threads).map(|_| Worker::new(&memo.known)).collect();
    let Some((prefer, _)) = settle(text, &toks, &wide, search, &mut workers, &mut |_| true) else {
        return false;
    };
    if prefer != last.prefer {
        return false;
    }
    let p = prefer.as_deref();
    let items: Vec<usize> = (0..last.weighed.len()).collect();
    let same = run(
        &items,
        &mut workers,
        &mut |_| true,
        &|i| &last.weighed[i].0,
        &|w, i| {
            let (token, was) = &last.weighed[i];
            match (w.settled(token, search, p), was) {
                (None, None) => true,
                (Some(a), Some(b)) => a.text == b.text && a.steps == b.steps,
                _ => false,
            }
        },
    );
    same.is_some_and(|s| s.into_iter().all(|s| s))
}

/// Tokens decided alone at a time.
const BATCH: usize = 1 << 14;

/// Tokens fewer than this are decided on one thread.
const FEW: usize = 256;

/// One thread's part of the pass: what earlier passes found, what it finds, its memos of the
/// tokens it decided (a text repeats its words), and its buffer of characters.
struct Worker<'t, 'k> {
    known: &'k Known,
    learned: Learned,
    /// What the text's chain made of the tokens it explains at once ([`on_chain`]), and the
    /// chain.
    fast: HashMap<&'t str, Decided>,
    chain: Vec<Step>,
    /// The tokens it weighed (whether with a chain preferred), and what each became.
    weighed: Vec<(bool, Box<str>, Decided)>,
    alone: HashMap<&'t str, Judged>,
    preferred: HashMap<&'t str, Decided>,
    chars: Vec<(usize, char)>,
}

impl<'t, 'k> Worker<'t, 'k> {
    fn new(known: &'k Known) -> Self {
        Worker {
            known,
            learned: Learned::default(),
            fast: HashMap::default(),
            chain: Vec::new(),
            weighed: Vec::new(),
            alone: HashMap::default(),
            preferred: HashMap::default(),
            chars: Vec::new(),
        }
    }

    /// `token` decided alone.
    fn alone(&mut self, token: &'t str, search: Search) -> Judged {
        // (Most tokens of fine text: told at once, not kept.)
        if !worth_deciding(token, None) {
            return Judged::default();
        }
        if self.alone.len() >= MEMO {
            self.alone.clear();
        }
        let (chars, known, learned) = (&mut self.chars, self.known, &mut self.learned);
        let weighed = &mut self.weighed;
        self.alone
            .entry(token)
            .or_insert_with(|| {
                if known.barren(None, token) {
                    return Judged::default();
                }
                let j = decide(token, search, None, chars);
                if j.barren {
                    learned.barren(search, None, token);
                } else if j.weighed {
                    weighed.push((false, token.into(), j.best.clone()));
                }
                j
            })
            .clone()
    }

    /// `token` decided with the text's chain `prefer` preferred.
    fn preferred(&mut self, token: &'t str, search: Search, prefer: Option<&[Step]>) -> Decided {
        if !worth_deciding(token, prefer) {
            return None;
        }
        if self.preferred.len() >= MEMO {
            self.preferred.clear();
        }
        let (chars, known, learned) = (&mut self.chars, self.known, &mut self.learned);
        let weighed = &mut self.weighed;
        let first = prefer.and_then(|p| p.first().copied());
        self.preferred
            .entry(token)
            .or_insert_with(|| {
                if known.barren(first, token) {
                    return None;
                }
                let j = decide(token, search, prefer, chars);
                if j.barren {
                    learned.barren(search, first, token);
                } else if j.weighed {
                    weighed.push((prefer.is_some(), token.into(), j.best.clone()));
                }
                j.best
            })
            .clone()
    }

    /// `token` once the text's chain is settled: the chain at once where it explains the
    /// token, else decided with it preferred.
    fn settled(&mut self, token: &'t str, search: Search, prefer: Option<&[Step]>) -> Decided {
        let fast = prefer.and_then(|p| self.on_chain(token, p));
        fast.or_else(|| self.preferred(token, search, prefer))
    }

    /// `token` repaired by `chain` at once, as [`on_chain`] gives it.
    fn on_chain(&mut self, token: &'t str, chain: &[Step]) -> Decided {
        // (Told at once: not worth keeping.)
        if !may_start(token, chain) {
            return None;
        }
        if self.chain != chain || self.fast.len() >= MEMO {
            self.chain = chain.to_vec();
            self.fast.clear();
        }
        if let Some(d) = self.fast.get(token) {
            return d.clone();
        }
        let d = on_chain(token, chain, &mut self.chars, Drops::BesideWhole).map(Arc::new);
        self.fast.insert(token, d.clone());
        d
    }
}

/// `f` of every token in `items` (indexes of tokens, `token` gives each), in order: the items
/// shared among the workers by their token (a word the text repeats goes to one worker, which
/// decides it once), each worker's share on its own thread (the first on this one, which asks
/// `tick` between tokens whether to go on). None when `tick` says stop.
fn run<'t, 'k, 's, R: Send>(
    items: &[usize],
    workers: &mut [Worker<'t, 'k>],
    tick: &mut dyn FnMut(usize) -> bool,
    token: &(dyn Fn(usize) -> &'s str + Sync),
    f: &(dyn Fn(&mut Worker<'t, 'k>, usize) -> R + Sync),
) -> Option<Vec<R>> {
    let n = if items.len() < FEW { 1 } else { workers.len() };
    let hasher = BuildHasherDefault::<FxHasher>::default();
    let share: Vec<usize> = items
        .iter()
        .map(|&i| match n {
            1 => 0,
            _ => (hasher.hash_one(token(i)) % n as u64) as usize,
        })
        .collect();
    let mut shares: Vec<Vec<usize>> = vec![Vec::new(); n.max(1)];
    for (&i, &w) in items.iter().zip(&share) {
        shares[w].push(i);
    }
    let stop = AtomicBool::new(false);
    let (first, others) = workers.split_at_mut(1);
    let mine = &shares[0];
    let found = std::thread::scope(|s| {
        // (A thread the system will not give is a share done on this one, after its own.)
        let handles: Vec<_> = shares[1..]
            .iter()
            .zip(others.iter_mut())
            .map(|(run, w)| {
                let stop = &stop;
                let work = move || {
                    let mut out = Vec::with_capacity(run.len());
                    for &i in run {
                        if stop.load(Ordering::Relaxed) {
                            break;
                        }
                        out.push(f(w, i));
                    }
                    out
                };
                (run, std::thread::Builder::new().spawn_scoped(s, work).ok())
            })
            .collect();
        let mut go_on = |k: usize, out: &mut Vec<R>, i: usize| {
            // (Progress as far as all the shares together are, at this one's pace.)
            let pace = items[(k * n).min(items.len() - 1)];
            if stop.load(Ordering::Relaxed) || !tick(pace) {
                stop.store(true, Ordering::Relaxed);
                return false;
            }
            out.push(f(&mut first[0], i));
            true
        };
        let mut found = Vec::with_capacity(n);
        let mut out = Vec::with_capacity(mine.len());
        for (k, &i) in mine.iter().enumerate() {
            if !go_on(k, &mut out, i) {
                break;
            }
        }
        found.push(out);
        for (run, handle) in handles {
            match handle {
                Some(h) => found.push(h.join().unwrap_or_else(|e| std::panic::resume_unwind(e))),
                None => {
                    let mut out = Vec::with_capacity(run.len());
                    for &i in run {
                        if !go_on(0, &mut out, i) {
                            break;
                        }
                    }
                    found.push(out);
                }
            }
        }
        found
    });
    if stop.load(Ordering::Relaxed) {
        return None;
    }
    // Back in the order of the items.
    let mut found: Vec<_> = found.into_iter().map(Vec::into_iter).collect();
    share.iter().map(|&w| found[w].next()).collect()
}

/// The text's chain: the one that explains the most tokens, then gains most over them, when
/// that is clearly a gain (the usual culprit in a tie), and it explains at least one in SHARE
/// of the `looked_at` tokens outside ASCII (a few words of fine Cyrillic that IBM866 reads as
/// Devanagari are no damage of the text). A sibling code page explains fewer of the tokens the
/// true culprit damaged.
fn text_chain(gains: &BTreeMap<Vec<Step>, (f32, usize)>, looked_at: usize) -> Option<Vec<Step>> {
    let rank = |c: &[Step]| {
        let codecs = &culprits().codecs;
        c.iter()
            .map(|s| {
                codecs
                    .iter()
                    .position(|&k| k == s.encode)
                    .unwrap_or(codecs.len())
            })
            .collect::<Vec<_>>()
    };
    gains
        .iter()
        .filter(|&(_, &(gain, n))| gain >= MARGIN && n * SHARE >= looked_at)
        .max_by(|a, b| {
            (a.1 .1)
                .cmp(&b.1 .1)
                .then((a.1 .0).total_cmp(&b.1 .0))
                .then_with(|| rank(b.0).cmp(&rank(a.0)))
        })
        .map(|(c, _)| c.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixed(text: &str) -> String {
        let fixes = fixes(text, Search::All, None, &mut Memo::default(), &|_, _| true).unwrap();
        let mut out = String::new();
        let mut at = 0;
        for f in fixes {
            out.push_str(&text[at..f.start]);
            out.push_str(&f.d.text);
            at = f.end;
        }
        out.push_str(&text[at..]);
        out
    }

    /// The same fixes on one thread as on several, each of which sees a part of the text
    /// before the chain is settled, while it is, and after.
    #[test]
    fn the_fixes_are_the_same_on_any_number_of_threads() {
        let line = |i: usize| match i % 3 {
            0 => format!("cafÃ© {i} crÃ¨me Ïðèâåò Ã emporter"),
            1 => format!("Привет {i} мир déjà vu Ð¸ Î·"),
            _ => format!("naÃ¯ve {i} donâ€™t “×” SlovenÄ\u{FFFD}ina"),
        };
        let text: String = (0..6000).map(|i| line(i) + "\n").collect();
        let memo = |threads| {
            let mut m = Memo::default();
            m.threads = Some(threads);
            m
        };
        let on = |threads| fixes(&text, Search::All, None, &mut memo(threads), &|_, _| true);
        let one = on(1).unwrap();
        assert!(one.len() > 6000);
        for threads in [2, 3, 4] {
            assert_eq!(on(threads).unwrap(), one, "{threads} threads");
        }
        // Stopped, on any number of threads: no fixes.
        let stop = |_: usize, _: usize| false;
        assert!(fixes(&text, Search::All, None, &mut memo(3), &stop).is_none());
    }

    /// A pass again with the chains the first took is told apart from one that would come out
    /// otherwise without deciding every token again.
    #[test]
    fn a_pass_again_is_known_the_same_or_not() {
        use crate::encoding::Encoding;
        use crate::mojibake::codec::Codec;
        let step = |e| Step {
            encode: Codec::Encoding(e),
            decode: Codec::Encoding(Encoding::Utf8),
        };
        let text = "cafÃ© crÃ¨me naÃ¯ve dÃ©jÃ  vu Ð\u{A0}Ò‘Ð\u{A0}Âµ\n".repeat(300);
        let once = |memo: &mut Memo| fixes(&text, Search::All, None, memo, &|_, _| true).unwrap();
        let mut memo = Memo::default();
        once(&mut memo);
        let taken = [vec![step(Encoding::Windows1252)]];
        assert!(same_again(&text, Search::Only(&taken), &mut memo));
        // (Asked once: the pass it knew is used up.)
        assert!(!same_again(&text, Search::Only(&taken), &mut memo));
        once(&mut memo);
        let other = [vec![step(Encoding::Windows1250)]];
        assert!(!same_again(&text, Search::Only(&other), &mut memo));
        // (What it knew of one text says nothing of another.)
        once(&mut memo);
        let shorter = text.split_inclusive('\n').take(150).collect::<String>();
        assert!(!same_again(&shorter, Search::Only(&taken), &mut memo));
    }

    #[test]
    fn damaged_tokens_are_repaired_and_fine_ones_left() {
        assert_eq!(fixed("cafÃ© au lait, donâ€™t"), "café au lait, don’t");
        assert_eq!(fixed("SÃO PAULO"), "SÃO PAULO");
        assert_eq!(fixed("hin\u{93}: Monaco"), "hin“: Monaco");
        assert_eq!(fixed("Iggy Pop (nÃƒÂ© Jim"), "Iggy Pop (né Jim");
    }
}
