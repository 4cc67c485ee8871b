//! `mojiscope diff --json`: the known-good file beside the broken one, region by region.

use crate::mojibake::diff::{Chain, Diff, Region};
use crate::report::repair::chain_arg;
use schemars::JsonSchema;
use serde::Serialize;

/// One of the two files.
#[derive(Serialize, JsonSchema)]
pub struct SideRecord {
    pub name: String,
    pub bytes: u64,
    /// The encoding it was read as.
    pub encoding: &'static str,
}

/// A chain: what the good text went through to become these bytes.
#[derive(Serialize, JsonSchema)]
pub struct ChainRecord {
    /// In words: "encoded as UTF-8, decoded as windows-1252, encoded as UTF-8 again".
    pub describe: String,
    /// The steps as `repair --chain` takes them ("windows-1252:UTF-8"); empty for the text
    /// itself in another encoding.
    pub repair_chain: String,
    /// The encoding the broken file holds the result in.
    pub out: &'static str,
}

/// A byte (or character) lost on the way.
#[derive(Serialize, JsonSchema)]
pub struct LossRecord {
    /// Where in the broken file.
    pub at: u64,
    /// "replaced" (U+FFFD), "question-mark", "dropped" or "space" (a no-break space).
    pub kind: &'static str,
    /// The character of the good text it belonged to.
    pub good: String,
    /// What was lost.
    pub lost: String,
}

/// A region of the broken file that is not the good text as it is.
#[derive(Serialize, JsonSchema)]
pub struct RegionRecord {
    /// "damaged", "plain" (the text in another encoding) or "unexplained".
    pub kind: &'static str,
    /// [start, end) in bytes of each file.
    pub broken: [u64; 2],
    pub good: [u64; 2],
    /// Null for an unexplained region.
    pub chain: Option<ChainRecord>,
    /// How many other chains make the same bytes here.
    pub also: usize,
    /// Bytes lost in it, and the first of them.
    pub lost: u64,
    pub losses: Vec<LossRecord>,
}

/// A chain found, with how much of the broken file it explains.
#[derive(Serialize, JsonSchema)]
pub struct ChainTotalRecord {
    pub chain: ChainRecord,
    pub regions: u64,
    pub bytes: u64,
}

/// The whole comparison.
#[derive(Serialize, JsonSchema)]
pub struct DiffRecord {
    pub good: SideRecord,
    pub broken: SideRecord,
    /// Whether the broken file is the good text as it is.
    pub identical: bool,
    /// Bytes of the broken file that are the good text as it is.
    pub same_bytes: u64,
    pub unexplained_bytes: u64,
    pub lost_bytes: u64,
    pub chains: Vec<ChainTotalRecord>,
    /// The first regions (`regions_total` counts them all).
    pub regions: Vec<RegionRecord>,
    pub regions_total: u64,
}

/// A chain as a record.
pub fn chain_record(c: &Chain) -> ChainRecord {
    ChainRecord {
        describe: c.describe(crate::i18n::Lang::En),
        repair_chain: chain_arg(&c.steps),
        out: c.out.name(),
    }
}

fn region(r: &Region) -> RegionRecord {
    RegionRecord {
        kind: r.kind.id(),
        broken: [r.broken.start, r.broken.end],
        good: [r.good.start, r.good.end],
        chain: r.chain.as_ref().map(chain_record),
        also: r.also,
        lost: r.lost,
        losses: r
            .losses
            .iter()
            .map(|l| LossRecord {
                at: l.at,
                kind: l.kind.id(),
                good: l.good.to_string(),
                lost: l.lost.to_string(),
            })
            .collect(),
    }
}

impl DiffRecord {
    pub fn new(d: &Diff, good: SideRecord, broken: SideRecord) -> DiffRecord {
        DiffRecord {
            good,
            broken,
            identical: d.identical(),
            same_bytes: d.same,
            unexplained_bytes: d.unexplained,
            lost_bytes: d.lost,
            chains: d
                .chains
                .iter()
                .map(|t| ChainTotalRecord {
                    chain: chain_record(&t.chain),
                    regions: t.regions,
                    bytes: t.bytes,
                })
                .collect(),
            regions: d.regions.iter().map(region).collect(),
            regions_total: d.regions_total,
        }
    }
}
