//! The detector on a document's first 64 KiB, the bytes its verdict read: for the window (the
//! banners and the Why panel take the verdict's own detection, not a second run) and for the
//! Why panel, which runs its own in the background when a domain or "from the network" is
//! given.

use super::background::{Background, Keyed};
use super::jobs::Repaint;
use crate::detect::{detect_as, Detection};
use crate::source::{read_range, ByteSource};
use crate::verdict::SAMPLE;
use std::sync::Arc;

/// The detector's work on a document: its sample and what it found.
pub struct Detected {
    pub sample: Vec<u8>,
    pub detection: Detection,
}

/// What a detection is for: the document, the top-level domain, and whether the page came
/// from the network.
pub type DetectKey = (u64, Option<String>, bool);

/// The detector running (or done) for one document and domain.
pub type DetectJob = Keyed<DetectKey, Detected>;

/// Start (or keep) the detection for `key` in `slot`; `known`: the detection is already done
/// (the verdict's), only the sample is read.
pub fn ensure<'a>(
    slot: &'a mut Option<DetectJob>,
    key: DetectKey,
    src: &Arc<dyn ByteSource>,
    known: Option<&Detection>,
    repaint: &Repaint,
) -> &'a mut DetectJob {
    Keyed::ensure(slot, key, |(_, tld, from_network)| {
        let (src, tld, from_network) = (src.clone(), tld.clone(), *from_network);
        let known = known.cloned();
        Background::start(
            "detecting the encoding",
            move |_| {
                let len = src.len().min(SAMPLE as u64) as usize;
                let sample = read_range(src.as_ref(), 0, len).map_err(|e| e.to_string())?;
                let detection = known.unwrap_or_else(|| {
                    let whole = len as u64 == src.len();
                    detect_as(&sample, whole, tld.as_deref(), from_network)
                });
                Ok(Some(Detected { sample, detection }))
            },
            repaint.clone(),
        )
    })
}
