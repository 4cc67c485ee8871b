//! A value kept for each code point of the Basic Multilingual Plane, worked out the first time
//! text holds it: a table of 65,536 values, zero until then (a page of it takes memory only when
//! text reaches it). The character tables of the detector and the plausibility model are such.
//! A table of 16-bit values ([`Kept16`]) touches a quarter of the pages of one of 64-bit values
//! ([`Kept`]): each page a process touches for the first time costs it a fault, and text of a
//! CJK script reaches thousands of code points.

use std::sync::atomic::{AtomicU16, AtomicU64, Ordering};

macro_rules! kept {
    ($name:ident, $atomic:ty, $value:ty, $bits:literal) => {
        #[doc = concat!("Values of ", $bits, " bits kept per code point (see the module).")]
        pub struct $name([$atomic; 0x10000]);

        impl $name {
            pub const fn new() -> $name {
                $name([const { <$atomic>::new(0) }; 0x10000])
            }

            /// The value kept for `c`, or `work(c)`, kept now. `work` never gives 0 (the mark
            /// of a value not worked out yet); above the plane it is asked each time.
            #[inline]
            pub fn get(&self, c: char, work: impl FnOnce(char) -> $value) -> $value {
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

        impl Default for $name {
            fn default() -> $name {
                $name::new()
            }
        }
    };
}

kept!(Kept, AtomicU64, u64, "64");
kept!(Kept16, AtomicU16, u16, "16");
