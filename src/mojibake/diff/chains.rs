//! The ways a known-good text can have become the broken bytes: written in some encoding,
//! read with another (once or twice), and written out again; or simply written in another
//! encoding, or as CESU-8. Each is a [`Chain`]; its image of a character is what that
//! character became, cached, so that a walk over gigabytes computes each image once.

use crate::encoding::{Encoding, Family};
use crate::mojibake::codec::{Codec, DosPage};
use crate::mojibake::repair::{classic_steps, right_decoders, wrong_decoders, Step};
use rustc_hash::FxHashMap;

/// A way the good text became the broken bytes: `steps` as repair undoes them (the first step
/// applies first to the broken text), then the broken file's own encoding, `out`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Chain {
    pub steps: Vec<Step>,
    pub out: Codec,
}

impl Chain {
    /// The chain in words, forward: "encoded as UTF-8, decoded as windows-1252, encoded as
    /// UTF-8 again".
    pub fn describe(&self, lang: crate::i18n::Lang) -> String {
        use crate::i18n::words;
        let mut parts = Vec::new();
        let mut last = None;
        for s in self.steps.iter().rev() {
            parts.push(words!(lang, "diff-encoded-as", encoding = s.decode.name()));
            parts.push(words!(lang, "diff-decoded-as", encoding = s.encode.name()));
            last = Some(s.decode);
        }
        let out = self.out.name();
        parts.push(if last == Some(self.out) {
            words!(lang, "diff-encoded-as-again", encoding = out)
        } else {
            words!(lang, "diff-encoded-as", encoding = out)
        });
        parts
            .into_iter()
            .reduce(|chain, part| words!(lang, "diff-chain-next", chain = chain, part = part))
            .unwrap_or_default()
    }

    /// Whether the chain is the text itself, written in `out`.
    pub fn is_plain(&self) -> bool {
        self.steps.is_empty()
    }

    /// What a character became before `out` wrote it: each step's encoder, then its wrong
    /// decoder (bytes it has no character for become U+FFFD, as a decoder with replacement
    /// makes them); None where an encoder has no bytes for it.
    fn image(&self, c: char) -> Option<String> {
        let mut x = c.to_string();
        for s in self.steps.iter().rev() {
            let bytes = write(s.decode, &x)?;
            x = match s.encode.decode(&bytes) {
                Some(t) => t,
                None => lenient(s.encode, &bytes)?,
            };
        }
        Some(x)
    }

    /// Whether each character's image depends on it alone: the wrong readings are single-byte
    /// (or isomorphic, or a DOS code page), and `out` writes each character alone.
    fn per_character(&self) -> bool {
        self.steps.iter().all(|s| single_byte(s.encode)) && !stateful(self.out)
    }

    /// Whether ASCII comes out as itself, byte for byte.
    fn keeps_ascii(&self) -> bool {
        self.out.ascii_compatible()
            && self
                .steps
                .iter()
                .all(|s| s.encode.ascii_compatible() && s.decode.ascii_compatible())
    }
}

/// The bytes of `text` in `c`: its encoder, or UTF-16 (which the standard only decodes, but
/// which programs write, and which a code page then reads two bytes a character).
pub fn write(c: Codec, text: &str) -> Option<Vec<u8>> {
    match c {
        Codec::Encoding(Encoding::Utf16Le) => {
            Some(text.encode_utf16().flat_map(u16::to_le_bytes).collect())
        }
        Codec::Encoding(Encoding::Utf16Be) => {
            Some(text.encode_utf16().flat_map(u16::to_be_bytes).collect())
        }
        c => c.encode(text),
    }
}

/// A single-byte decoder's reading of `bytes` with U+FFFD for a byte it has no character for.
fn lenient(c: Codec, bytes: &[u8]) -> Option<String> {
    match c {
        Codec::Encoding(e) if single_byte(c) => Some(
            e.reference()
                .decode_without_bom_handling(bytes)
                .0
                .into_owned(),
        ),
        _ => None,
    }
}

/// Whether a decoder reads each byte alone.
fn single_byte(c: Codec) -> bool {
    match c {
        Codec::Isomorphic | Codec::Dos(_) => true,
        Codec::Cesu8 => false,
        Codec::Encoding(e) => matches!(e.family(), Family::SingleByte(_)),
    }
}

/// Whether an encoder's bytes for a character depend on those before it.
fn stateful(c: Codec) -> bool {
    matches!(c, Codec::Encoding(Encoding::Iso2022Jp))
}

/// Every chain a diff tries, the likeliest first (among chains that explain the same bytes,
/// the first is named): the text itself in each possible encoding of the broken file, then
/// one wrong reading (the wrong decoders in repair's order, then the DOS code pages), then
/// the classic accidents between legacy code pages, then the same reading done twice.
pub fn candidates(good: Encoding, broken: Encoding) -> Vec<Chain> {
    let mut outs: Vec<Codec> = vec![Codec::Encoding(broken)];
    for o in [Codec::Encoding(Encoding::Utf8), Codec::Cesu8] {
        if !outs.contains(&o) {
            outs.push(o);
        }
    }
    outs.retain(|o| !matches!(o, Codec::Encoding(e) if !e.has_encoder() && !e.is_unicode()));
    // What the good text was written in before the wrong reading: UTF-8, its own encoding, or
    // UTF-16.
    let mut writers: Vec<Codec> = vec![Codec::Encoding(Encoding::Utf8)];
    let own = Codec::Encoding(good);
    if !writers.contains(&own) && right_decoders().contains(&own) && good.has_encoder() {
        writers.push(own);
    }
    // UTF-16 read as a code page (a NUL beside each ASCII letter).
    writers.extend([Encoding::Utf16Le, Encoding::Utf16Be].map(Codec::Encoding));
    let mut readers = wrong_decoders().to_vec();
    readers.extend(DosPage::ALL.map(Codec::Dos));
    let mut out = Vec::new();
    for &o in &outs {
        out.push(Chain {
            steps: Vec::new(),
            out: o,
        });
    }
    for &o in &outs {
        if o == Codec::Cesu8 {
            continue;
        }
        for &w in &writers {
            for &r in &readers {
                if r != w {
                    out.push(Chain {
                        steps: vec![Step {
                            encode: r,
                            decode: w,
                        }],
                        out: o,
                    });
                }
            }
        }
    }
    // Text written in a legacy multi-byte encoding (Shift_JIS, EUC-JP, GBK, gb18030, Big5,
    // EUC-KR) read byte by byte as windows-1252 or isomorphic decode, whatever the good file is
    // written in now: a Japanese, Chinese or Korean file damaged whole, its C1 bytes too.
    let cjk = Encoding::ALL.iter().copied().filter(|e| {
        matches!(
            e.family(),
            Family::Gb18030 { .. }
                | Family::Big5
                | Family::EucJp
                | Family::ShiftJis
                | Family::EucKr
        )
    });
    let cjk: Vec<Codec> = cjk.map(Codec::Encoding).collect();
    for &o in outs.iter().filter(|&&o| o != Codec::Cesu8) {
        for &w in cjk.iter().filter(|&&w| w != own) {
            for r in [Codec::Encoding(Encoding::Windows1252), Codec::Isomorphic] {
                out.push(Chain {
                    steps: vec![Step {
                        encode: r,
                        decode: w,
                    }],
                    out: o,
                });
            }
        }
    }
    // Legacy text read as another legacy encoding: the classic accidents between code pages
    // (assets/accidents.tsv), whatever the good file is written in now.
    for &o in &outs {
        if o == Codec::Cesu8 {
            continue;
        }
        for step in classic_steps() {
            let chain = Chain {
                steps: vec![step],
                out: o,
            };
            if !out.contains(&chain) {
                out.push(chain);
            }
        }
    }
    // Damage done twice: UTF-8 read as windows-1252 (or byte by byte), and again.
    for r in [Codec::Encoding(Encoding::Windows1252), Codec::Isomorphic] {
        let step = Step {
            encode: r,
            decode: Codec::Encoding(Encoding::Utf8),
        };
        out.push(Chain {
            steps: vec![step, step],
            out: Codec::Encoding(Encoding::Utf8),
        });
    }
    out
}

/// A character of an image, with the bytes `out` writes for it.
pub type Piece = (char, Box<[u8]>);

/// The chains with what they make of each character, computed once.
pub struct Images {
    pub chains: Vec<Chain>,
    pub per_character: Vec<bool>,
    pub keeps_ascii: Vec<bool>,
    cache: FxHashMap<(u16, char), Option<Box<[u8]>>>,
    /// Bytes of each character of the image, written by `out`, for lossy matches.
    pub pieces: FxHashMap<(u16, char), Option<Vec<Piece>>>,
}

/// Characters whose images are cached at most (then the cache starts again: bounded memory on
/// any text).
const CACHED: usize = 1 << 16;

impl Images {
    pub fn new(chains: Vec<Chain>) -> Images {
        Images {
            per_character: chains.iter().map(Chain::per_character).collect(),
            keeps_ascii: chains.iter().map(Chain::keeps_ascii).collect(),
            chains,
            cache: FxHashMap::default(),
            pieces: FxHashMap::default(),
        }
    }

    /// The bytes chain `k` makes of `c`, or None.
    pub fn bytes(&mut self, k: usize, c: char) -> Option<&[u8]> {
        if self.cache.len() >= CACHED {
            self.cache.clear();
        }
        let chain = &self.chains[k];
        self.cache
            .entry((k as u16, c))
            .or_insert_with(|| {
                let image = chain.image(c)?;
                write(chain.out, &image).map(Vec::into_boxed_slice)
            })
            .as_deref()
    }

    /// The characters of chain `k`'s image of `c`, each with the bytes `out` writes for it.
    pub fn pieces(&mut self, k: usize, c: char) -> Option<&[Piece]> {
        if self.pieces.len() >= CACHED {
            self.pieces.clear();
        }
        let chain = &self.chains[k];
        self.pieces
            .entry((k as u16, c))
            .or_insert_with(|| {
                let image = chain.image(c)?;
                image
                    .chars()
                    .map(|x| {
                        let mut buf = [0u8; 4];
                        let b = write(chain.out, x.encode_utf8(&mut buf))?;
                        Some((x, b.into_boxed_slice()))
                    })
                    .collect()
            })
            .as_deref()
    }
}
