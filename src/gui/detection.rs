//! The detector, run in the background on a document's first MiB: for the window (the banner
//! that offers the encoding a file decodes cleanly with) and for the Why panel, which runs its
//! own when a domain or "from the network" is given.

use super::background::{Background, Keyed};
use super::jobs::Repaint;
use crate::detect::{detect_as, Detection, SAMPLE};
use crate::source::{read_range, ByteSource};
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

/// Start (or keep) the detection for `key` in `slot`.
pub fn ensure<'a>(
    slot: &'a mut Option<DetectJob>,
    key: DetectKey,
    src: &Arc<dyn ByteSource>,
    repaint: &Repaint,
) -> &'a mut DetectJob {
    Keyed::ensure(slot, key, |(_, tld, from_network)| {
        let (src, tld, from_network) = (src.clone(), tld.clone(), *from_network);
        Background::start(
            "detecting the encoding",
            move |_| {
                let len = src.len().min(SAMPLE as u64) as usize;
                let sample = read_range(src.as_ref(), 0, len).map_err(|e| e.to_string())?;
                let detection = detect_as(&sample, tld.as_deref(), from_network);
                Ok(Some(Detected { sample, detection }))
            },
            repaint.clone(),
        )
    })
}
