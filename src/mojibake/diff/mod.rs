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
mod types;
mod walk;

pub use chains::Chain;
pub use types::{ChainTotal, Diff, Kind, Loss, LossKind, Region, Sides, LISTED, LOSSES_LISTED};
pub use walk::diff;
