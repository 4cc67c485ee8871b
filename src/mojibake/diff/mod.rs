//! The known-good file beside the broken one: since the good text is known, no guessing. The
//! two are walked together, character of the good text by bytes of the broken file, and each
//! region of the broken file is explained exactly: the same text, the text written in another
//! encoding, or the text written, read wrongly (once or twice) and written again, with every
//! byte lost on the way (a `?`, a U+FFFD, a byte dropped, a no-break space become a space)
//! marked where it is. What no chain explains is listed. Linear in the two files, in bounded
//! memory: a line at a time at most.
//!
//! ```
//! use mojiscope::encoding::Encoding;
//! use mojiscope::mojibake::diff::{diff, Sides, Kind};
//! use mojiscope::source::MemSource;
//! let good = MemSource::new("good", "Le café est prêt.\nDeux crèmes.\n".as_bytes());
//! let broken = MemSource::new("broken", "Le cafÃ© est prÃªt.\nDeux crèmes.\n".as_bytes());
//! let sides = Sides { good: &good, good_encoding: Encoding::Utf8, broken: &broken, broken_encoding: Encoding::Utf8 };
//! let d = diff(&sides, &mut |_, _| true).unwrap().unwrap();
//! assert_eq!(d.regions.len(), 1);
//! let r = &d.regions[0];
//! assert_eq!((r.good.start, r.good.end), (6, 17));
//! assert_eq!((r.broken.start, r.broken.end), (6, 21));
//! assert_eq!(r.kind, Kind::Damaged);
//! assert_eq!(r.chain.as_ref().unwrap().describe(mojiscope::i18n::Lang::En), "encoded as UTF-8, decoded as windows-1252, encoded as UTF-8 again");
//! ```

pub mod chains;
mod sources;
mod walk;

pub use chains::Chain;
pub use walk::diff;

use crate::encoding::Encoding;
use crate::source::ByteSource;
use std::ops::Range;

/// The two files.
pub struct Sides<'a> {
    pub good: &'a dyn ByteSource,
    /// What the good file is written in (its verdict, or what the user says).
    pub good_encoding: Encoding,
    pub broken: &'a dyn ByteSource,
    /// What the broken file is written in, as it stands (usually UTF-8).
    pub broken_encoding: Encoding,
}

/// What became of a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The good text, written in another encoding than the broken file's own.
    Plain,
    /// The good text through a chain of wrong readings.
    Damaged,
    /// No chain makes these bytes of that text.
    Unexplained,
}

impl Kind {
    pub fn id(self) -> &'static str {
        match self {
            Kind::Plain => "plain",
            Kind::Damaged => "damaged",
            Kind::Unexplained => "unexplained",
        }
    }
}

/// How a byte was lost on the way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LossKind {
    /// A decoder had no character for it: U+FFFD stands there.
    Replaced,
    /// An encoder had no bytes for the character: `?` stands there.
    Question,
    /// It is not there at all (a decoder that drops what it cannot read).
    Dropped,
    /// A no-break space that became a space.
    Space,
}

impl LossKind {
    pub fn id(self) -> &'static str {
        match self {
            LossKind::Replaced => "replaced",
            LossKind::Question => "question-mark",
            LossKind::Dropped => "dropped",
            LossKind::Space => "space",
        }
    }

    /// In words, for a lost `what` ("U+FFFD stands for …").
    pub fn describe(self, lang: crate::i18n::Lang) -> String {
        crate::i18n::words!(lang, "diff-loss-kind", kind = self.id())
    }
}

/// A byte (or character) lost, where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loss {
    /// Where in the broken file.
    pub at: u64,
    pub kind: LossKind,
    /// The character of the good text it belonged to.
    pub good: char,
    /// What was lost: the character of the chain's image (a byte read as a C1 control, a
    /// no-break space), or the good character itself.
    pub lost: char,
}

/// A region of the broken file and the good text it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Region {
    /// Byte ranges in each file.
    pub good: Range<u64>,
    pub broken: Range<u64>,
    pub kind: Kind,
    /// The chain (None where no chain explains it).
    pub chain: Option<Chain>,
    /// How many other chains make the same bytes of this region.
    pub also: usize,
    /// The first bytes lost in it, and how many in all.
    pub losses: Vec<Loss>,
    pub lost: u64,
}

/// Losses listed per region (all are counted).
pub const LOSSES_LISTED: usize = 8;

/// Regions listed (all are counted).
pub const LISTED: usize = 1000;

/// The chains found, with how much of the broken file each explains.
#[derive(Clone, Debug, PartialEq)]
pub struct ChainTotal {
    pub chain: Chain,
    pub regions: u64,
    pub bytes: u64,
}

/// What the walk found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Diff {
    /// The first [`LISTED`] regions that are not the same text.
    pub regions: Vec<Region>,
    pub regions_total: u64,
    /// Bytes of the broken file that are the good text as it is.
    pub same: u64,
    pub unexplained: u64,
    pub unexplained_regions: u64,
    pub lost: u64,
    pub chains: Vec<ChainTotal>,
    pub good_len: u64,
    pub broken_len: u64,
}

impl Diff {
    /// Whether the broken file is the good text, as it is.
    pub fn identical(&self) -> bool {
        self.regions_total == 0
    }
}
