//! `mojiscope diff` as text: the two files, what the broken one is, region by region, with
//! each chain in words and the bytes lost.

use crate::i18n::Lang;
use crate::mojibake::diff::{Diff, Kind, Region};
use crate::report::byte_range::byte_range;
use crate::report::repair::chain_arg;
use crate::report::{count, human_size};

/// Regions the text lists (JSON lists more).
const SHOWN: usize = 20;

/// One of the files, named.
pub struct Side<'a> {
    pub name: &'a str,
    pub encoding: crate::encoding::Encoding,
}

/// The comparison as lines.
pub fn text(d: &Diff, good: Side, broken: Side) -> String {
    let mut out = format!(
        "GOOD    {}: {}, read as {}\nBROKEN  {}: {}, read as {}\n",
        good.name,
        size(d.good_len),
        good.encoding,
        broken.name,
        size(d.broken_len),
        broken.encoding
    );
    if d.identical() {
        out += "BROKEN is GOOD's text as it is: nothing differs.\n";
        return out;
    }
    let damaged = d.regions_total - d.unexplained_regions;
    let mut what = Vec::new();
    if damaged > 0 {
        what.push(format!("{} a chain explains", count(damaged, "region")));
    }
    if d.unexplained_regions > 0 {
        what.push(format!(
            "{} no chain explains",
            count(d.unexplained_regions, "region")
        ));
    }
    out += &format!(
        "BROKEN differs from GOOD in {}; {} the same text{}.\n",
        what.join(" and "),
        size(d.same),
        if d.lost > 0 {
            format!("; {} lost on the way", count(d.lost, "byte"))
        } else {
            String::new()
        }
    );
    for r in d.regions.iter().take(SHOWN) {
        out += &region(r);
    }
    if d.regions_total > SHOWN as u64 {
        out += &format!(
            "… and {} more (--json lists the first {})\n",
            count(d.regions_total - SHOWN as u64, "region"),
            crate::mojibake::diff::LISTED
        );
    }
    if !d.chains.is_empty() {
        out += "chains:\n";
        for t in &d.chains {
            out += &format!(
                "  {}: {}, {}\n",
                t.chain.describe(crate::i18n::Lang::En),
                count(t.regions, "region"),
                size(t.bytes)
            );
        }
    }
    out
}

fn size(n: u64) -> String {
    if n < 1024 {
        count(n, "byte")
    } else {
        format!("{} bytes ({})", n, human_size(n))
    }
}

fn region(r: &Region) -> String {
    let place = format!(
        "  {} of BROKEN (GOOD: {}): ",
        byte_range(Lang::En, r.broken.start, r.broken.end),
        byte_range(Lang::En, r.good.start, r.good.end)
    );
    let mut line = match (&r.chain, r.kind) {
        (_, Kind::Unexplained) | (None, _) => {
            format!("{place}no chain makes these bytes of that text\n")
        }
        (Some(c), Kind::Plain) => {
            format!("{place}GOOD's text {}\n", c.describe(crate::i18n::Lang::En))
        }
        (Some(c), Kind::Damaged) => {
            let also = match r.also {
                0 => String::new(),
                n => format!(
                    " (and {} make the same bytes)",
                    count(n as u64, "other chain")
                ),
            };
            format!(
                "{place}GOOD {}{also}; mojiscope repair --chain '{}' undoes it\n",
                c.describe(crate::i18n::Lang::En),
                chain_arg(&c.steps)
            )
        }
    };
    if r.lost > 0 {
        let listed: Vec<String> = r
            .losses
            .iter()
            .map(|l| {
                format!(
                    "at {} {} U+{:04X} (of {})",
                    l.at,
                    l.kind.describe(crate::i18n::Lang::En),
                    l.lost as u32,
                    l.good
                )
            })
            .collect();
        let more = if r.lost as usize > r.losses.len() {
            ", …"
        } else {
            ""
        };
        line += &format!(
            "    {} lost: {}{more}\n",
            count(r.lost, "byte"),
            listed.join("; ")
        );
    }
    line
}
