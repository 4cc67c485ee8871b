//! A table-driven automaton for counting UTF-8 errors fast, generated from the spec handler.
//!
//! The UTF-8 decoder's state matters for errors only through how many continuation bytes are
//! still needed and the boundaries; that gives eight classes of states. For each class and each
//! byte the table holds the next class and an *event*: the list of error classes the handler
//! returns for that byte, including the second error when a restored byte is handled again.
//! The table is built by running `Utf8Decoder::handle` itself, so it cannot disagree with it.

use crate::encoding::error_classes::ErrorClass;
use crate::encoding::utf8::Utf8Decoder;
use crate::encoding::{Decoder, Item};
use std::sync::OnceLock;

pub const STATES: usize = 8;

/// The automaton: `table[state * 256 + byte] = next_state | event << 3`.
pub struct Utf8Dfa {
    pub table: Vec<u8>,
    /// The error classes of each event (event 0 has none).
    pub events: Vec<Vec<ErrorClass>>,
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
                        errors.push(ErrorClass::of(&before, Item::Byte(b), &out.widen()));
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
        Utf8Dfa { table, events }
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

    /// Run over `bytes` from `state` without counting (a short warm-up after resync).
    fn settle(&self, mut state: u8, bytes: &[u8]) -> u8 {
        for &b in bytes {
            state = self.table[(state as usize) << 8 | b as usize] & 7;
        }
        state
    }

    /// A whole block. Valid stretches are skipped with the bulk validator; after an invalid
    /// spot the automaton runs over a short stretch and hands back to the validator once the
    /// state is initial again. If that stretch had errors too, the data is error-dense and the
    /// rest of the block runs as four interleaved chains.
    pub fn run_block(&self, mut state: u8, bytes: &[u8], counts: &mut [u64; 32]) -> u8 {
        const STRETCH: usize = 256;
        let mut i = 0;
        while i < bytes.len() {
            if state == 0 {
                i += valid_prefix(&bytes[i..]);
                if i == bytes.len() {
                    break;
                }
            }
            let end = (i + STRETCH).min(bytes.len());
            let clean_before = counts[0];
            state = self.run(state, &bytes[i..end], counts);
            let had_errors = counts[0] - clean_before < (end - i) as u64;
            i = end;
            if had_errors && bytes.len() - i >= 4096 {
                return self.run_interleaved(state, &bytes[i..], counts);
            }
        }
        state
    }

    /// Four independent chains over the four quarters of `rest`, so their table lookups
    /// overlap. Each quarter after the first starts fresh at its resynchronisation point (the
    /// last byte that is not a continuation byte, at most 3 back): from there on its steps are
    /// the full run's, and the bytes before the quarter's start are counted by the quarter
    /// before it.
    fn run_interleaved(&self, state: u8, rest: &[u8], counts: &mut [u64; 32]) -> u8 {
        let q = rest.len() / 4;
        let bounds = [0, q, 2 * q, 3 * q];
        let mut states = [state, 0, 0, 0];
        for k in 1..4 {
            let s = bounds[k];
            let back = Utf8Decoder::resync_distance(&rest[s - 3..s]);
            states[k] = self.settle(0, &rest[s - back..s]);
        }
        let settled = states;
        let table = &self.table[..];
        let mut lanes = [[0u32; 32]; 4];
        let (a, b, c, d) = (
            &rest[..q],
            &rest[q..2 * q],
            &rest[2 * q..3 * q],
            &rest[3 * q..4 * q],
        );
        for j in 0..q {
            let ta = table[(states[0] as usize) << 8 | a[j] as usize];
            let tb = table[(states[1] as usize) << 8 | b[j] as usize];
            let tc = table[(states[2] as usize) << 8 | c[j] as usize];
            let td = table[(states[3] as usize) << 8 | d[j] as usize];
            lanes[0][(ta >> 3) as usize] += 1;
            lanes[1][(tb >> 3) as usize] += 1;
            lanes[2][(tc >> 3) as usize] += 1;
            lanes[3][(td >> 3) as usize] += 1;
            states[0] = ta & 7;
            states[1] = tb & 7;
            states[2] = tc & 7;
            states[3] = td & 7;
        }
        // Each chain ends in the state the next one was resynchronised to.
        debug_assert_eq!(
            [states[0], states[1], states[2]],
            [settled[1], settled[2], settled[3]]
        );
        for lane in &lanes {
            for (c, &n) in counts.iter_mut().zip(lane.iter()) {
                *c += n as u64;
            }
        }
        // The last quarter's tail (rest.len() % 4 bytes).
        self.run(states[3], &rest[4 * q..], counts)
    }

    /// Errors of an event-count array.
    pub fn errors(&self, counts: &[u64; 32]) -> u64 {
        self.events
            .iter()
            .zip(counts.iter())
            .map(|(e, &n)| e.len() as u64 * n)
            .sum()
    }
}

/// Skip the longest valid UTF-8 prefix (ending at a character boundary), with encoding_rs's
/// validator as the bulk path.
#[inline]
pub fn valid_prefix(bytes: &[u8]) -> usize {
    encoding_rs::Encoding::utf8_valid_up_to(bytes)
}
