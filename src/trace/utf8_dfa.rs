//! A table-driven automaton for counting UTF-8 errors fast, generated from the spec handler.
//!
//! The UTF-8 decoder's state matters for errors only through how many continuation bytes are
//! still needed and the boundaries; that gives eight classes of states. For each class and each
//! byte the table holds the next class and an *event*: the list of error classes the handler
//! returns for that byte, including the second error when a restored byte is handled again.
//! The table is built by running `Utf8Decoder::handle` itself, so it cannot disagree with it.

use crate::encoding::errors::ErrorClass;
use crate::encoding::utf8::Utf8Decoder;
use crate::encoding::{Decoder, Item};
use std::sync::OnceLock;

pub const STATES: usize = 8;

/// The automaton: `table[state * 256 + byte] = next_state | event << 3`.
pub struct Utf8Dfa {
    pub table: Vec<u8>,
    /// The error classes of each event (event 0 has none).
    pub events: Vec<Vec<ErrorClass>>,
    /// A representative decoder state for each automaton state.
    pub representatives: [Utf8Decoder; STATES],
}

/// The automaton state of a decoder state.
pub fn state_of(d: &Utf8Decoder) -> u8 {
    if d.utf8_bytes_needed == 0 {
        return 0;
    }
    let remaining = d.utf8_bytes_needed - d.utf8_bytes_seen;
    match (remaining, d.utf8_lower_boundary, d.utf8_upper_boundary) {
        (1, _, _) => 1,
        (2, 0xA0, _) => 3,
        (2, _, 0x9F) => 4,
        (2, _, _) => 2,
        (3, 0x90, _) => 6,
        (3, _, 0x8F) => 7,
        _ => 5,
    }
}

fn representatives() -> [Utf8Decoder; STATES] {
    let after = |bytes: &[u8]| {
        let mut d = Utf8Decoder::new();
        for &b in bytes {
            d.handle(Item::Byte(b));
        }
        d
    };
    [
        Utf8Decoder::new(),
        after(&[0xC2]),
        after(&[0xE1]),
        after(&[0xE0]),
        after(&[0xED]),
        after(&[0xF1]),
        after(&[0xF0]),
        after(&[0xF4]),
    ]
}

impl Utf8Dfa {
    fn build() -> Utf8Dfa {
        let reps = representatives();
        for (i, r) in reps.iter().enumerate() {
            assert_eq!(state_of(r) as usize, i);
        }
        let mut events: Vec<Vec<ErrorClass>> = vec![vec![]];
        let mut table = vec![0u8; STATES * 256];
        for (s, rep) in reps.iter().enumerate() {
            for b in 0..=255u8 {
                let mut d = *rep;
                let mut errors = Vec::new();
                loop {
                    let before = Decoder::Utf8(d);
                    let out = d.handle(Item::Byte(b));
                    if out.result.is_error() {
                        errors.push(ErrorClass::of(&before, Item::Byte(b), &out));
                    }
                    if out.restore == 0 {
                        break;
                    }
                }
                let event = match events.iter().position(|e| *e == errors) {
                    Some(i) => i,
                    None => {
                        events.push(errors);
                        events.len() - 1
                    }
                };
                assert!(event < 32);
                table[s * 256 + b as usize] = state_of(&d) | (event as u8) << 3;
            }
        }
        Utf8Dfa { table, events, representatives: reps }
    }

    pub fn get() -> &'static Utf8Dfa {
        static DFA: OnceLock<Utf8Dfa> = OnceLock::new();
        DFA.get_or_init(Utf8Dfa::build)
    }

    /// Run over `bytes` from `state`, adding event counts to `counts` (indexed by event).
    /// Returns the final state.
    #[inline]
    pub fn run(&self, mut state: u8, bytes: &[u8], counts: &mut [u64; 32]) -> u8 {
        let table = &self.table[..];
        // Four lanes of counters break the store-to-load dependency between neighbouring bytes.
        let mut lanes = [[0u32; 32]; 4];
        let mut chunks = bytes.chunks_exact(4);
        for c in &mut chunks {
            for (lane, &b) in c.iter().enumerate() {
                let t = table[(state as usize) << 8 | b as usize];
                lanes[lane][(t >> 3) as usize] += 1;
                state = t & 7;
            }
        }
        for &b in chunks.remainder() {
            let t = table[(state as usize) << 8 | b as usize];
            lanes[0][(t >> 3) as usize] += 1;
            state = t & 7;
        }
        for lane in &lanes {
            for (c, &n) in counts.iter_mut().zip(lane.iter()) {
                *c += n as u64;
            }
        }
        state
    }

    /// Errors of an event-count array.
    pub fn errors(&self, counts: &[u64; 32]) -> u64 {
        self.events.iter().zip(counts.iter()).map(|(e, &n)| e.len() as u64 * n).sum()
    }
}

/// Skip the longest valid UTF-8 prefix (ending at a character boundary).
#[inline]
pub fn valid_prefix(bytes: &[u8]) -> usize {
    match std::str::from_utf8(bytes) {
        Ok(_) => bytes.len(),
        Err(e) => e.valid_up_to(),
    }
}
