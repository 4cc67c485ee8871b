//! Every change of state is a command: the views, the dialogs, the keyboard, the menus and the
//! background jobs send them, and the app applies them once per frame, in order (`apply.rs`).

use super::jobs::DialogPurpose;
use super::state::{CopyKind, Message, StepRef};
use crate::encoding::{DecodeOp, Encoding};
use crate::source::ByteSource;
use crate::trace::scan::ErrorRecord;
use std::path::PathBuf;
use std::sync::Arc;

/// A byte source handed to the window (tests, stdin), compared by identity.
#[derive(Clone)]
pub struct SharedSource(pub Arc<dyn ByteSource>);

impl std::fmt::Debug for SharedSource {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "SharedSource({})", self.0.name())
    }
}

impl PartialEq for SharedSource {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// Which dialog a note belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DialogKindName {
    Open,
    Export,
    Paste,
    GoTo,
    Find,
}

/// Which dialog to show.
#[derive(Clone, Debug, PartialEq)]
pub enum DialogKind {
    Open,
    /// Export, with the path the field starts with.
    Export(DialogPurpose, String),
    /// Paste bytes, starting with this text.
    Paste(String),
    GoTo,
    Find,
    Help,
    /// The contexts table.
    Contexts,
}

#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    OpenPath(PathBuf),
    OpenBytes {
        name: String,
        bytes: Vec<u8>,
        /// Decode them with this encoding (text pasted in an encoding), else as they read.
        encoding: Option<crate::encoding::Encoding>,
    },
    OpenSource {
        name: String,
        source: SharedSource,
    },
    OpenExample(usize),
    Close,
    Reload,
    SetEncoding(Encoding),
    SetOp(DecodeOp),
    SetFatal(bool),
    SetIgnoreBom(bool),
    SetChunks(Vec<u64>),
    /// Scroll the hex view so that this row is at the top.
    ScrollToRow(u64),
    /// Scroll the hex view by this many rows.
    ScrollRows(i64),
    /// How many rows the hex view shows (it reports this when its size changes).
    SetVisibleRows(u64),
    /// Select the unit (character, U+FFFD, BOM, …) that covers this byte, and move there.
    SelectAt(u64),
    SelectRange(u64, u64),
    /// Select this range from elsewhere (a result a panel lists), move to its first byte and
    /// bring it into view.
    ShowRange(u64, u64),
    /// Extend the selection from where it started to the unit at this byte (Shift+click,
    /// Shift+arrows, dragging); the cursor moves there.
    ExtendTo(u64),
    SelectAll,
    GoTo(u64),
    StepTo(StepRef),
    /// Put the stepper on this error and select the bytes behind its U+FFFD.
    ShowError(ErrorRecord),
    StepForward,
    StepBack,
    NextError,
    PrevError,
    SetPlaying(bool),
    SetSpeed(f32),
    StartScan,
    CancelScan,
    /// Search for these bytes forward (or backward) from the cursor.
    Find {
        bytes: Vec<u8>,
        label: String,
        forward: bool,
    },
    /// A search found its bytes at this offset: match `nth` of `total` in the file.
    Found {
        at: u64,
        len: u64,
        label: String,
        nth: u64,
        total: u64,
    },
    /// Stop the running search, export or copy.
    CancelTask,
    Copy(CopyKind),
    /// Put this text on the clipboard, and say so on the status bar with this note.
    CopyText(String, String),
    ShowDialog(DialogKind),
    CloseDialogs,
    /// Run the system file dialog (off the UI thread).
    BrowseSystemDialog(DialogPurpose),
    Export(DialogPurpose, PathBuf),
    /// The encoding exported text is written in.
    SetExportTarget(crate::report::write_as::Target),
    SetDark(bool),
    /// The window's language (View ▸ Language).
    SetLang(crate::i18n::Lang),
    /// Scale the whole window (Zoom in / out / Actual size).
    SetZoom(f32),
    /// Enter or leave presentation mode (full screen, only what a lesson needs).
    SetPresenting(bool),
    /// Fold or unfold the example's explanation above the views.
    FoldExample(bool),
    /// What the Encode panel and the Stepper's encoder mode encode.
    SetEncodeInput(super::encode_input::EncodeInput),
    /// Step the encoder (true) or the decoder in the Stepper.
    SetStepperEncoder(bool),
    /// Show the Stepper in encoder mode at this handler call of the encoder run.
    StepEncoderTo(usize),
    /// Decode the document as a context decides (its operation), with the note for the status
    /// bar ("as HTML page: Shift_JIS by a <meta> declaration").
    ApplyOperation(crate::report::decision::Operation, String),
    /// Choose this context (its id) in the Why this encoding panel and apply its decision.
    ApplyContext(&'static str),
    /// Bring this panel's tab to the front.
    ShowPanel(super::panel_id::PanelId),
    DismissMessage,
    /// Show a message (an error goes to stderr too).
    Report(Message),
    /// Show a message inside a dialog, where it is showing (else as [`Command::Report`]).
    ReportIn(DialogKindName, Message),
}
