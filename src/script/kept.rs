//! A value kept for each code point of the Basic Multilingual Plane, worked out the first time
//! text holds it: a table of 65,536 words, zero until then (a page of it takes memory only when
//! text reaches it). The character tables of the detector and the plausibility model are such.

use std::sync::atomic::{AtomicU64, Ordering};

/// Values kept per code point (see the module).
pub struct Kept([AtomicU64; 0x10000]);

impl Kept {
    pub const fn new() -> Kept {
        Kept([const { AtomicU64::new(0) }; 0x10000])
    }

    /// The value kept for `c`, or `work(c)`, kept now. `work` never gives 0 (the mark of a value
    /// not worked out yet); above the plane it is asked each time.
    #[inline]
    pub fn get(&self, c: char, work: impl FnOnce(char) -> u64) -> u64 {
        let Some(slot) = self.0.get(c as usize) else {
            return work(c);
        };
        match slot.load(Ordering::Relaxed) {
            0 => {
                let value = work(c);
                debug_assert_ne!(value, 0, "{c:?}");
                slot.store(value, Ordering::Relaxed);
                value
            }
            value => value,
        }
    }
}

impl Default for Kept {
    fn default() -> Kept {
        Kept::new()
    }
}
