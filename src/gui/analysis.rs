//! What the views show for a range of bytes: the steps of a windowed trace, the units of input
//! behind each output (a character, a U+FFFD, a BOM, an escape sequence), and the role of every
//! byte. Pure data, no egui.

use crate::i18n::{words, Lang};

use crate::encoding::error_classes::ErrorClass;
use crate::encoding::ops::Plan;
use crate::encoding::{DecodeResult, Encoding};
use crate::source::{read_range, ByteSource, SourceError};
use crate::trace::{trace_window_within, Pending, RunIndex, Step, Within};

/// The most bytes a trace on the UI thread runs before the bytes it shows.
pub const MAX_LEAD: u64 = 256 << 10;

/// The role a byte plays for the decoder.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// A byte order mark consumed by BOM sniffing (or dropped by TextDecoder).
    Bom,
    /// A one-byte ASCII character.
    Ascii,
    /// A one-byte non-ASCII character (single-byte encodings, Shift_JIS katakana, …).
    Single,
    /// The first byte of a multi-byte character.
    Lead,
    /// A later byte of a multi-byte character.
    Trail,
    /// A byte behind a U+FFFD.
    Error,
    /// Part of an ISO-2022-JP escape sequence.
    Escape,
    /// Never handled: after a fatal error, after the replacement decoder finished, or inside a
    /// sequence the window does not reach the end of.
    Undecoded,
}

impl Role {
    pub const ALL: [Role; 8] = [
        Role::Bom,
        Role::Ascii,
        Role::Single,
        Role::Lead,
        Role::Trail,
        Role::Error,
        Role::Escape,
        Role::Undecoded,
    ];

    /// The role in words, in `lang` (the legend's and the hover's).
    pub fn name(self, lang: Lang) -> String {
        let role = match self {
            Role::Bom => "bom",
            Role::Ascii => "ascii",
            Role::Single => "single",
            Role::Lead => "lead",
            Role::Trail => "trail",
            Role::Error => "error",
            Role::Escape => "escape",
            Role::Undecoded => "undecoded",
        };
        words!(lang, "role", role = role)
    }
}

/// What a unit of input produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnitKind {
    /// One or two code points.
    Text { code_points: [u32; 2], count: u8 },
    /// An error: U+FFFD in replacement mode.
    Error(ErrorClass),
    /// A BOM that BOM sniffing consumed.
    Bom(Encoding),
    /// A U+FEFF that TextDecoder's serialization dropped.
    Stripped,
    /// An escape sequence that switched state and produced nothing.
    Escape,
}

/// Bytes [start, end) and what they produced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unit {
    pub start: u64,
    pub end: u64,
    pub kind: UnitKind,
    /// Index (in `Analysis::steps`) of the step that produced it, if it is in the window.
    pub step: Option<usize>,
}

impl Unit {
    pub fn code_points(&self) -> &[u32] {
        match &self.kind {
            UnitKind::Text { code_points, count } => &code_points[..*count as usize],
            _ => &[],
        }
    }
    pub fn contains(&self, offset: u64) -> bool {
        (self.start..self.end.max(self.start + 1)).contains(&offset)
    }
    pub fn is_error(&self) -> bool {
        matches!(self.kind, UnitKind::Error(_))
    }
}

/// Per byte of the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ByteInfo {
    pub role: Role,
    /// The unit the byte belongs to.
    pub unit: Option<u32>,
    /// A handler returned error while reading this byte.
    pub error_here: bool,
    /// A handler restored this byte to the stream (it is read again).
    pub restored: bool,
}

/// The analysis of [from, to).
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    pub from: u64,
    pub to: u64,
    pub bytes: Vec<u8>,
    pub steps: Vec<Step>,
    pub units: Vec<Unit>,
    pub info: Vec<ByteInfo>,
    /// Fatal mode: the run stopped at an error at this offset.
    pub fatal_stop: Option<u64>,
    /// Not decoded yet: what the UI thread is waiting for.
    pub pending: Option<Pending>,
}

/// How far past the window the trace runs so that units that start inside it are complete.
const OVERRUN: u64 = 8;

impl Analysis {
    /// Analyse [from, to) of `src` under `plan`, running at most `MAX_LEAD` bytes before the
    /// window (the UI thread's budget). When that is not enough, the bytes are there, undecoded,
    /// and `pending` says what is missing.
    pub fn within(
        src: &dyn ByteSource,
        plan: &Plan,
        from: u64,
        to: u64,
        index: Option<&RunIndex>,
    ) -> Result<Analysis, SourceError> {
        Analysis::with_lead(src, plan, from, to, index, MAX_LEAD)
    }

    /// Analyse [from, to) whatever it costs (background work: copies and exports).
    pub fn whole(
        src: &dyn ByteSource,
        plan: &Plan,
        from: u64,
        to: u64,
        index: Option<&RunIndex>,
    ) -> Result<Analysis, SourceError> {
        Analysis::with_lead(src, plan, from, to, index, u64::MAX)
    }

    fn with_lead(
        src: &dyn ByteSource,
        plan: &Plan,
        from: u64,
        to: u64,
        index: Option<&RunIndex>,
        max_lead: u64,
    ) -> Result<Analysis, SourceError> {
        let len = src.len();
        let to = to.min(len);
        let from = from.min(to);
        let run_to = (to + OVERRUN).min(len);
        let bytes = read_range(src, from, (to - from) as usize)?;
        let mut steps = Vec::new();
        let within = trace_window_within(
            src,
            plan,
            from,
            run_to - from,
            index,
            max_lead,
            |s: &Step| {
                steps.push(*s);
                true
            },
        )?;
        let mut a = Analysis {
            from,
            to,
            bytes,
            steps,
            ..Analysis::default()
        };
        match within {
            Within::Traced(info) => a.fatal_stop = info.fatal_stop,
            Within::Pending(p) => a.pending = Some(p),
        }
        a.build(plan);
        Ok(a)
    }

    fn build(&mut self, plan: &Plan) {
        let n = (self.to - self.from) as usize;
        self.info = vec![
            ByteInfo {
                role: Role::Undecoded,
                unit: None,
                error_here: false,
                restored: false
            };
            n
        ];
        // The BOM, consumed before the decoder runs.
        if plan.skip > 0
            && self.from < plan.skip as u64
            && let Some(bom) = plan.sniff.bom
        {
            self.units.push(Unit {
                start: 0,
                end: plan.skip as u64,
                kind: UnitKind::Bom(bom),
                step: None,
            });
        }
        for (i, s) in self.steps.iter().enumerate() {
            if let Some((start, end)) = s.span {
                let kind = match s.result() {
                    DecodeResult::Emit(cp) => UnitKind::Text {
                        code_points: [cp, 0],
                        count: 1,
                    },
                    DecodeResult::Emit2(pair) => UnitKind::Text {
                        code_points: pair,
                        count: 2,
                    },
                    DecodeResult::Error => {
                        UnitKind::Error(s.error_class().unwrap_or(ErrorClass::InvalidByte))
                    }
                    _ => UnitKind::Escape,
                };
                // TextDecoder drops a U+FEFF that is the first output of the stream (the only
                // output whose bytes start at the stream's start).
                let kind = match kind {
                    UnitKind::Text {
                        code_points: [0xFEFF, _],
                        count: 1,
                    } if plan.strip_bom && start == 0 => UnitKind::Stripped,
                    k => k,
                };
                if end > start || matches!(kind, UnitKind::Error(_)) {
                    self.units.push(Unit {
                        start,
                        end,
                        kind,
                        step: Some(i),
                    });
                }
            }
        }
        self.units.sort_by_key(|u| (u.start, u.end));
        self.units.dedup_by_key(|u| (u.start, u.end));
        for (ui, u) in self.units.iter().enumerate() {
            let lo = u.start.max(self.from);
            let hi = u.end.min(self.to);
            for off in lo..hi {
                let role = match u.kind {
                    UnitKind::Bom(_) | UnitKind::Stripped => Role::Bom,
                    UnitKind::Error(_) => Role::Error,
                    UnitKind::Escape => Role::Escape,
                    UnitKind::Text { code_points, .. } => {
                        if u.end - u.start == 1 {
                            if code_points[0] < 0x80 {
                                Role::Ascii
                            } else {
                                Role::Single
                            }
                        } else if off == u.start {
                            Role::Lead
                        } else {
                            Role::Trail
                        }
                    }
                };
                let b = &mut self.info[(off - self.from) as usize];
                b.role = role;
                b.unit = Some(ui as u32);
            }
        }
        for s in &self.steps {
            if s.is_error() && !s.item.is_end() && (self.from..self.to).contains(&s.offset) {
                self.info[(s.offset - self.from) as usize].error_here = true;
            }
            for off in s.restored_range() {
                if (self.from..self.to).contains(&off) {
                    self.info[(off - self.from) as usize].restored = true;
                }
            }
        }
    }

    pub fn byte(&self, offset: u64) -> Option<u8> {
        if (self.from..self.to).contains(&offset) {
            Some(self.bytes[(offset - self.from) as usize])
        } else {
            None
        }
    }

    pub fn info(&self, offset: u64) -> Option<&ByteInfo> {
        if (self.from..self.to).contains(&offset) {
            self.info.get((offset - self.from) as usize)
        } else {
            None
        }
    }

    /// The unit that covers `offset`.
    pub fn unit_at(&self, offset: u64) -> Option<&Unit> {
        match self.info(offset).and_then(|b| b.unit) {
            Some(i) => self.units.get(i as usize),
            None => self.units.iter().find(|u| u.contains(offset)),
        }
    }

    /// Steps whose byte lies in [start, end) (or the end-of-queue steps for an empty unit at the
    /// end), in order.
    pub fn steps_in(&self, start: u64, end: u64) -> impl Iterator<Item = (usize, &Step)> {
        self.steps
            .iter()
            .enumerate()
            .filter(move |(_, s)| (start..end.max(start + 1)).contains(&s.offset))
    }

    /// Whether the window covers `offset`.
    pub fn covers(&self, offset: u64) -> bool {
        (self.from..self.to).contains(&offset)
    }
}
