//! The walk: each character of the good text against the bytes of the broken file, under the
//! chains that still fit the region it is in. ASCII that every such chain keeps as itself
//! proves nothing and joins no region; a character that only some chains explain narrows
//! them; one that none explains ends the region and starts the next with every chain that
//! makes it. A line no chain explains character by character is tried whole (readings by a
//! multi-byte decoder pair bytes across characters); else it is unexplained, and the walk
//! goes on at the next line of each file.

use super::chains::{candidates, Images};
use super::sources::{GoodChars, Window, MAX_LINE};
use super::types::{ChainTotal, Diff, Kind, Loss, LossKind, Region, Sides, LISTED, LOSSES_LISTED};
use crate::mojibake::codec::Codec;
use crate::source::SourceError;

/// A character of the good text: where it starts and where the next starts, and the next
/// character (None at the end of the text).
#[derive(Clone, Copy)]
struct GoodAt {
    c: char,
    next: Option<char>,
    g: u64,
    next_g: u64,
}

/// Where a region stood: its good and broken ranges, and the bytes it had lost.
type Mark = ((u64, u64), (u64, u64), u64);

/// The region being walked.
struct Open {
    /// Where its first character that proved something starts, and where its last ends.
    good: (u64, u64),
    broken: (u64, u64),
    alive: Vec<usize>,
    losses: Vec<Loss>,
    lost: u64,
    /// The region's end as it was where the current line started (None: it started in it).
    before_line: Option<Mark>,
}

struct Walk<'a> {
    images: Images,
    broken: Window<'a>,
    out: Diff,
    /// The last region, kept open to merge with the next one of the same chain.
    last: Option<Region>,
    plain_out: Codec,
    /// Bytes of the broken file in regions (the rest is the same text).
    covered: u64,
    /// Where the last region taken (or the same text closed) ends, in each file.
    taken: (u64, u64),
    /// The chain of no steps written as the broken file is (the good text as it is), if
    /// among the candidates.
    same_chain: Option<usize>,
    /// The good file, where both are in the same encoding (to match the bytes its decoder
    /// could not read).
    good_src: Option<Window<'a>>,
}

/// Compare the good file with the broken one. `progress(done, total)` is called with bytes of
/// the broken file as the walk goes; false stops it (None).
pub fn diff(
    sides: &Sides,
    progress: &mut dyn FnMut(u64, u64) -> bool,
) -> Result<Option<Diff>, SourceError> {
    // Two files of the same bytes in the same encoding are the same text, whatever bytes
    // they hold (bytes no decoder reads, a binary file's, the replacement encoding's).
    if let Some(d) = same_files(sides, progress)? {
        return Ok(d);
    }
    let chains = candidates(sides.good_encoding, sides.broken_encoding);
    let plain_out = Codec::Encoding(sides.broken_encoding);
    let same_chain = chains
        .iter()
        .position(|c| c.is_plain() && c.out == plain_out);
    let mut w = Walk {
        images: Images::new(chains),
        broken: Window::new(sides.broken),
        out: Diff {
            good_len: sides.good.len(),
            broken_len: sides.broken.len(),
            ..Diff::default()
        },
        last: None,
        plain_out,
        covered: 0,
        taken: (0, 0),
        same_chain,
        good_src: (sides.good_encoding == sides.broken_encoding).then(|| Window::new(sides.good)),
    };
    let mut good = GoodChars::new(sides.good, sides.good_encoding);
    // (A BOM of the broken file is its encoding's, not text.)
    let head = w.broken.at(0, 4, 0)?;
    let bom: u64 = match crate::encoding::bom::sniff(head).bom {
        Some(b) if b == sides.broken_encoding && head.starts_with(b"\xEF\xBB\xBF") => 3,
        Some(b) if b == sides.broken_encoding => 2,
        _ => 0,
    };
    let mut p = bom;
    let mut open: Option<Open> = None;
    let mut lines = 0u64;
    loop {
        let line = good.line()?;
        if line.is_empty() {
            break;
        }
        lines += 1;
        if lines.is_multiple_of(256) && !progress(p, w.out.broken_len) {
            return Ok(None);
        }
        let line_start = (line[0].1, p);
        if let Some(o) = open.as_mut() {
            o.before_line = Some((o.good, o.broken, o.lost));
        }
        let line_end_good = good.offset();
        // A line holding bytes the good file's decoder could not read (a U+FFFD) is the same
        // text where the broken file holds the same bytes in the same encoding: taken whole,
        // not character by character (what `step` would find, at a fraction of the cost: a
        // binary file is such lines).
        if sides.good_encoding == sides.broken_encoding
            && line.iter().any(|x| x.0 == '\u{FFFD}')
            && w.same_bytes(sides.good, line_start.0..line_end_good, p)?
        {
            if let Some(o) = open.take() {
                w.close(o);
            }
            p += line_end_good - line_start.0;
            w.same(line_end_good, p);
            continue;
        }
        let mut failed = None;
        for (i, &(c, g)) in line.iter().enumerate() {
            let next_g = line.get(i + 1).map_or(line_end_good, |x| x.1);
            let next = match line.get(i + 1) {
                Some(x) => Some(x.0),
                None => good.peek()?,
            };
            let at = GoodAt { c, next, g, next_g };
            match w.step(&mut open, at, p, line_start.1)? {
                Some(n) => p += n,
                None => {
                    failed = Some(i);
                    break;
                }
            }
        }
        if failed.is_none() {
            continue;
        }
        // Not character by character: the whole line under a chain whose reading pairs bytes
        // across characters, or unexplained.
        // (A line longer than the walk holds is not tried whole: the rest of it in each file
        // is unexplained, and the walk goes on at the next line of each.)
        let long = line.last().is_some_and(|x| x.0 != '\n') && line.len() >= MAX_LINE;
        let mut line_end_good = line_end_good;
        let (b_end, whole) = if long {
            loop {
                let more = good.line()?;
                if more.last().is_none_or(|x| x.0 == '\n') {
                    break;
                }
            }
            line_end_good = good.offset();
            (w.broken.line_end(p, false)?, None)
        } else {
            let b_end = w.broken.line_end(line_start.1, true)?;
            // (Nor a line the good file's decoder could not read whole: what its bytes were
            // meant to say is unknown, and no chain's story of damage starts from them.)
            let readable = line.iter().all(|x| x.0 != '\u{FFFD}');
            let text: String = line.iter().map(|x| x.0).collect();
            match readable {
                true => (b_end, w.whole_line(&text, line_start.1, b_end)?),
                false => (b_end, None),
            }
        };
        w.truncate_to_line(&mut open);
        // (The good line written as it is in the broken file's encoding is the same text: a
        // stateful encoding's, ISO-2022-JP's, whose characters have no bytes of their own.)
        if whole.is_some() && whole == w.same_chain {
            let g0 = line_start.0.max(w.taken.0);
            w.same(line_end_good.max(g0), b_end);
            p = b_end;
            continue;
        }
        let (kind, chain) = match whole {
            Some(k) => (Kind::Damaged, Some(w.images.chains[k].clone())),
            None => (Kind::Unexplained, None),
        };
        // (After what regions of this line already took.)
        let (g0, b0) = (line_start.0.max(w.taken.0), line_start.1.max(w.taken.1));
        w.commit(Region {
            good: g0..line_end_good.max(g0),
            broken: b0..b_end.max(b0),
            kind,
            chain,
            also: 0,
            losses: Vec::new(),
            lost: 0,
        });
        p = b_end;
    }
    if let Some(o) = open.take() {
        w.close(o);
    }
    if p < w.out.broken_len {
        // Bytes after the end of the good text.
        let g = good.offset();
        w.commit(Region {
            good: g..g,
            broken: p..w.out.broken_len,
            kind: Kind::Unexplained,
            chain: None,
            also: 0,
            losses: Vec::new(),
            lost: 0,
        });
    }
    if let Some(r) = w.last.take() {
        w.list(r);
    }
    sides.good.check()?;
    sides.broken.check()?;
    w.out.same = w.out.broken_len.saturating_sub(bom + w.covered);
    Ok(Some(w.out))
}

/// The diff of two files with the same bytes in the same encoding (Some(None): stopped), or
/// None where they differ: compared a block at a time, in bounded memory.
fn same_files(
    sides: &Sides,
    progress: &mut dyn FnMut(u64, u64) -> bool,
) -> Result<Option<Option<Diff>>, SourceError> {
    const BLOCK: usize = 1 << 20;
    let len = sides.broken.len();
    if sides.good_encoding != sides.broken_encoding || sides.good.len() != len {
        return Ok(None);
    }
    let mut at = 0u64;
    while at < len {
        let want = BLOCK.min((len - at) as usize);
        let a = crate::source::read_range(sides.good, at, want)?;
        let b = crate::source::read_range(sides.broken, at, want)?;
        if a.len() != want || a != b {
            return Ok(None);
        }
        at += want as u64;
        if !progress(at, len) {
            return Ok(Some(None));
        }
    }
    sides.good.check()?;
    sides.broken.check()?;
    let head = crate::source::read_range(sides.broken, 0, 4)?;
    let sniff = crate::encoding::bom::sniff(&head);
    let bom = match sniff.bom {
        Some(e) if e == sides.broken_encoding => sniff.bom_length as u64,
        _ => 0,
    };
    Ok(Some(Some(Diff {
        good_len: len,
        broken_len: len,
        same: len - bom,
        ..Diff::default()
    })))
}

impl Walk<'_> {
    /// Walk the good text's character `at` over the bytes at `p`: how many bytes it took,
    /// or None where no chain makes them.
    fn step(
        &mut self,
        open: &mut Option<Open>,
        at: GoodAt,
        p: u64,
        line: u64,
    ) -> Result<Option<u64>, SourceError> {
        let GoodAt { c, next, g, next_g } = at;
        // Bytes the good file's decoder could not read (a U+FFFD there) are the same text
        // where the broken file holds them as they are, in the same encoding: no chain's image
        // of U+FFFD is those bytes. They prove nothing, as ASCII does.
        if let Some(good) = self.good_src.as_mut().filter(|_| c == '\u{FFFD}') {
            let len = (next_g - g) as usize;
            let theirs = good.at(g, len, g)?;
            let theirs = &theirs[..theirs.len().min(len)];
            let ours = self.broken.at(p, len, line)?;
            if len > 0 && theirs.len() == len && ours.starts_with(theirs) {
                if let Some(o) = open.take() {
                    self.close(o);
                }
                return Ok(Some(len as u64));
            }
        }
        let bytes = self.broken.at(p, 64, line)?;
        if let Some(o) = open.as_mut() {
            // ASCII every chain of the region keeps as itself proves nothing.
            if c.is_ascii()
                && bytes.first() == Some(&(c as u8))
                && o.alive.iter().all(|&k| self.images.keeps_ascii[k])
            {
                return Ok(Some(1));
            }
            let next = next.map(|n| (n, self.same_chain));
            let (fits, took) = exact(&mut self.images, bytes, o.alive.iter().copied(), c, next);
            if !fits.is_empty() {
                o.alive = fits;
                o.good.1 = next_g;
                o.broken.1 = p + took as u64;
                return Ok(Some(took as u64));
            }
            let alive = o.alive.clone();
            for k in alive {
                if let Some((took, losses)) = self.lossy(k, c, p, line)? {
                    let o = open.as_mut().expect("open");
                    o.alive = vec![k];
                    o.good.1 = next_g;
                    o.broken.1 = p + took;
                    o.lost += losses.len() as u64;
                    for l in losses {
                        if o.losses.len() < LOSSES_LISTED {
                            o.losses.push(l);
                        }
                    }
                    return Ok(Some(took));
                }
            }
        }
        if let Some(o) = open.take() {
            self.close(o);
        }
        // ASCII as itself between regions proves nothing either (unless a NUL follows it: the
        // first byte of UTF-16LE).
        let bytes = self.broken.at(p, 64, line)?;
        if c.is_ascii() && bytes.first() == Some(&(c as u8)) && bytes.get(1) != Some(&0) {
            return Ok(Some(1));
        }
        // A new region: every chain that makes these bytes of `c`.
        let all = 0..self.images.chains.len();
        let next = next.map(|n| (n, self.same_chain));
        let (mut fits, took) = exact(&mut self.images, bytes, all, c, next);
        let (took, losses) = if !fits.is_empty() {
            (took as u64, Vec::new())
        } else {
            let mut found = None;
            for k in 0..self.images.chains.len() {
                if let Some(m) = self.lossy(k, c, p, line)? {
                    found = Some((k, m));
                    break;
                }
            }
            let Some((k, (took, losses))) = found else {
                return Ok(None);
            };
            fits.push(k);
            (took, losses)
        };
        let lost = losses.len() as u64;
        *open = Some(Open {
            good: (g, next_g),
            broken: (p, p + took),
            alive: fits,
            losses: losses.into_iter().take(LOSSES_LISTED).collect(),
            lost,
            before_line: None,
        });
        Ok(Some(took))
    }

    /// Chain `k`'s image of `c` over the bytes at `p` with bytes lost on the way: how many
    /// bytes it took and what was lost, or None.
    fn lossy(
        &mut self,
        k: usize,
        c: char,
        p: u64,
        line: u64,
    ) -> Result<Option<(u64, Vec<Loss>)>, SourceError> {
        if !self.images.per_character[k] {
            return Ok(None);
        }
        let out = self.images.chains[k].out;
        let window = self.broken.at(p, 64, line)?;
        let bytes = window[..window.len().min(64)].to_vec();
        // The whole character written as `?` by an encoder that had no bytes for it.
        if bytes.first() == Some(&b'?') && c != '?' && self.images.chains[k].is_plain() {
            let loss = Loss {
                at: p,
                kind: LossKind::Question,
                good: c,
                lost: c,
            };
            return Ok(Some((1, vec![loss])));
        }
        let replacement: &[u8] = match out {
            Codec::Encoding(crate::encoding::Encoding::Utf8) | Codec::Cesu8 => b"\xEF\xBF\xBD",
            Codec::Encoding(crate::encoding::Encoding::Utf16Le) => b"\xFD\xFF",
            Codec::Encoding(crate::encoding::Encoding::Utf16Be) => b"\xFF\xFD",
            _ => b"?",
        };
        let Some(pieces) = self.images.pieces(k, c) else {
            return Ok(None);
        };
        let mut at = 0usize;
        let mut losses = Vec::new();
        let mut exact = 0;
        for (x, b) in pieces {
            let rest = &bytes[at.min(bytes.len())..];
            let loss = |kind| Loss {
                at: p + at as u64,
                kind,
                good: c,
                lost: *x,
            };
            if rest.starts_with(b) {
                at += b.len();
                exact += 1;
            } else if rest.starts_with(replacement) {
                losses.push(loss(LossKind::Replaced));
                at += replacement.len();
            } else if rest.first() == Some(&b'?') {
                losses.push(loss(LossKind::Question));
                at += 1;
            } else if *x == '\u{A0}' && rest.first() == Some(&b' ') {
                losses.push(loss(LossKind::Space));
                at += 1;
            } else if ('\u{80}'..='\u{9F}').contains(x) || *x == '\u{FFFD}' {
                losses.push(loss(LossKind::Dropped));
            } else {
                return Ok(None);
            }
        }
        // (A chain proves itself by the bytes it makes, not by what it lost alone.)
        Ok((exact > 0 && !losses.is_empty() && at > 0).then_some((at as u64, losses)))
    }

    /// The first chain that makes the broken bytes [start, end) of the whole line `text`.
    fn whole_line(
        &mut self,
        text: &str,
        start: u64,
        end: u64,
    ) -> Result<Option<usize>, SourceError> {
        let want = (end - start) as usize;
        let avail = self.broken.at(start, want, start)?;
        let bytes = avail[..want.min(avail.len())].to_vec();
        for (k, chain) in self.images.chains.iter().enumerate() {
            if self.images.per_character[k] {
                continue;
            }
            let mut x = text.to_string();
            let mut ok = true;
            for s in chain.steps.iter().rev() {
                match super::chains::write(s.decode, &x) {
                    Some(b) => x = lenient_any(s.encode, &b),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if ok && super::chains::write(chain.out, &x).is_some_and(|b| b == bytes) {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    /// End the open region where it stood when the current line started (or drop it if it
    /// started in the line): the line is taken whole.
    fn truncate_to_line(&mut self, open: &mut Option<Open>) {
        if let Some(mut o) = open.take()
            && let Some((g, b, lost)) = o.before_line
        {
            o.good = g;
            o.broken = b;
            o.lost = lost;
            o.losses.retain(|l| l.at < b.1);
            self.close(o);
        }
    }

    fn close(&mut self, o: Open) {
        // (Where the good text written as it is makes the bytes, they are the same text,
        // whatever other chains make them too: NULs and C1 bytes of a binary file fit many.)
        let same = |k: &usize| {
            let c = &self.images.chains[*k];
            c.is_plain() && c.out == self.plain_out
        };
        if o.lost == 0 && o.alive.iter().any(same) {
            self.same(o.good.1, o.broken.1);
            return;
        }
        let k = o.alive[0];
        let chain = self.images.chains[k].clone();
        let kind = if chain.is_plain() {
            Kind::Plain
        } else {
            Kind::Damaged
        };
        self.commit(Region {
            good: o.good.0..o.good.1,
            broken: o.broken.0..o.broken.1,
            kind,
            chain: Some(chain),
            also: o.alive.len() - 1,
            losses: o.losses,
            lost: o.lost,
        });
    }

    /// Whether the broken file's bytes at `p` are the good file's bytes `good` (a line, at
    /// most [`MAX_LINE`] characters).
    fn same_bytes(
        &mut self,
        good: &dyn crate::source::ByteSource,
        range: std::ops::Range<u64>,
        p: u64,
    ) -> Result<bool, SourceError> {
        let len = (range.end - range.start) as usize;
        let theirs = crate::source::read_range(good, range.start, len)?;
        let ours = self.broken.at(p, len, p)?;
        Ok(ours.len() >= len && ours[..len] == theirs[..])
    }

    /// The same text, up to `good` and `broken` in each file: it breaks a run of one chain.
    fn same(&mut self, good: u64, broken: u64) {
        self.taken = (good, broken);
        if let Some(r) = self.last.take() {
            self.list(r);
        }
    }

    /// Take a region: merged with the last one if it has the same chain, else the last is
    /// listed and this one kept.
    fn commit(&mut self, r: Region) {
        self.taken = (r.good.end, r.broken.end);
        if let Some(last) = self.last.as_mut() {
            // (Unexplained regions join only where they touch: what lies between a chain's
            // regions is ASCII it keeps, between unexplained ones it may be the same text.)
            let joins = match r.kind {
                Kind::Unexplained => last.broken.end == r.broken.start,
                _ => last.broken.end <= r.broken.start,
            };
            if last.kind == r.kind && last.chain == r.chain && joins {
                last.good.end = r.good.end;
                last.broken.end = r.broken.end;
                last.lost += r.lost;
                last.also = last.also.min(r.also);
                for l in r.losses {
                    if last.losses.len() < LOSSES_LISTED {
                        last.losses.push(l);
                    }
                }
                return;
            }
        }
        if let Some(prev) = self.last.replace(r) {
            self.list(prev);
        }
    }

    /// Count a finished region, and list it among the first.
    fn list(&mut self, r: Region) {
        let bytes = r.broken.end - r.broken.start;
        self.covered += bytes;
        self.out.regions_total += 1;
        self.out.lost += r.lost;
        if r.kind == Kind::Unexplained {
            self.out.unexplained += bytes;
            self.out.unexplained_regions += 1;
        }
        if let Some(chain) = &r.chain {
            match self.out.chains.iter_mut().find(|t| &t.chain == chain) {
                Some(t) => {
                    t.regions += 1;
                    t.bytes += bytes;
                }
                None => self.out.chains.push(ChainTotal {
                    chain: chain.clone(),
                    regions: 1,
                    bytes,
                }),
            }
        }
        if self.out.regions.len() < LISTED {
            self.out.regions.push(r);
        }
    }
}

/// The chains among `ks` whose image of `c` starts `bytes`, and how many bytes they take: the
/// longest such images (a space followed by a NUL is UTF-16's space, not a space), unless
/// the good text as it is (`same`, the chain of no steps) makes a shorter image and its image
/// of the next character `next` follows it (`x` then NUL is `x` then the text's own NUL).
fn exact(
    images: &mut Images,
    bytes: &[u8],
    ks: impl Iterator<Item = usize>,
    c: char,
    next: Option<(char, Option<usize>)>,
) -> (Vec<usize>, usize) {
    let mut fits = Vec::new();
    let mut took = 0;
    let mut own = None;
    for k in ks {
        if !images.per_character[k] {
            continue;
        }
        if let Some(img) = images.bytes(k, c) {
            if img.is_empty() || !bytes.starts_with(img) {
                continue;
            }
            if next.is_some_and(|(_, same)| same == Some(k)) {
                own = Some(img.len());
            }
            if img.len() < took {
                continue;
            }
            if img.len() > took {
                took = img.len();
                fits.clear();
            }
            fits.push(k);
        }
    }
    if let (Some(n), Some((next, Some(same)))) = (own, next) {
        let follows = images
            .bytes(same, next)
            .is_some_and(|img| !img.is_empty() && bytes[n..].starts_with(img));
        if n < took && follows {
            return (vec![same], n);
        }
    }
    (fits, took)
}

/// A decoder's reading of `bytes`, errors as U+FFFD (as a decoder with replacement reads).
fn lenient_any(c: Codec, bytes: &[u8]) -> String {
    match c {
        Codec::Encoding(e) => e
            .reference()
            .decode_without_bom_handling(bytes)
            .0
            .into_owned(),
        other => other.decode(bytes).unwrap_or_default(),
    }
}
