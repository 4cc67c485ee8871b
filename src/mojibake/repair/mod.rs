//! Repair: find the chain of "encode with A, decode with B" steps (up to three) that turns
//! mojibake back into the text it was meant to be, and apply it where it makes the text more
//! plausible.
//!
//! 0. Lines of UTF-8 read as windows-1252 or by isomorphic decode, the commonest damage by far,
//!    are decided at a glance (`glance.rs`), where the model is sure and no other reading rivals
//!    theirs; in a text of one line, the classic accidents between code pages too. A text of
//!    one line that reads far better than every reading the search would weigh is left as it
//!    is at a glance (`fine.rs`). The steps below weigh the other lines.
//! 1. The local pass (`local.rs`, `units.rs`): UTF-8 read by a code page (every single-byte
//!    encoding of the standard, isomorphic decode, the DOS code pages 437, 850 and 852),
//!    surrogates written one by one (CESU-8), C1 controls that were windows-1252's characters,
//!    bytes lost on the way
//!    (a U+FFFD, a `?`, a no-break space that became a space). It puts back, token by token,
//!    what the bytes that are left determine, and leaves tokens that read as text alone. It is
//!    linear in the text: this is what mojibake almost always is.
//! 2. Where the text is still odd after that, whole-text chains (`search.rs`): one chain tried
//!    on the whole text (windows-1251 read as KOI8-R, Shift_JIS read as windows-1252, UTF-16
//!    read as a code page, UTF-8 read as GBK, …), found on a sample of the words, each a plan
//!    with the local pass after it; the plan whose result is least odd wins.
//!
//! Text that is already right comes back unchanged: a chain is taken only when what it makes
//! is clearly less odd ([`super::plausible`]) than what there was. Among chains that make the
//! same text, the shortest is taken, then the usual culprit.
//!
//! 3. Then each line the search changed is decided on its own (`segments.rs`): its readings (as
//!    it is, the search's, each chain found applied to the line alone) are weighed by how
//!    likely real text is to read so and how often text is damaged so (`story.rs`), and a
//!    line's repair is made only where it is as sure as asked ([`Options::min_confidence`]); a
//!    file with several damages gets each line its own chain, and a line that reads as text
//!    is left alone.

mod again;
mod culprits;
mod decide;
mod dropped;
mod explain;
mod fine;
mod glance;
mod halves;
mod leads;
mod local;
mod memo;
mod options;
mod plan;
mod run;
mod search;
mod segments;
mod story;
mod stray;
mod stream;
mod tokens;
mod types;
mod units;
mod whole;

pub use culprits::holds_misread_utf8;
pub use explain::{explain, explain_span, Group, StepOnBytes};
pub use options::Options;
pub use run::{
    glance_line, left_at_a_glance, repair, repair_opts, repair_searched, repair_watched,
    repair_with,
};
pub use search::{
    apply, apply_chain, candidates, classic_steps, right_decoders, wrong_decoders, Search,
    MAX_STEPS,
};
pub use stream::{Streamer, WholeTextNeeded};
pub use tokens::safe_cut;
pub use types::{
    describe_chain, Alternative, Candidate, NotTaken, Proposal, Repair, Span, Step, Unsure,
    Weighed, MIN_CONFIDENCE,
};
