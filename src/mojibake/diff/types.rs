//! What a diff takes (the two files) and what it finds: regions, each with its chain and the
//! bytes lost in it, and the totals.

use super::chains::Chain;
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
