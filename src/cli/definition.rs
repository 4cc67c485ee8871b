//! The command line, defined once: every command, option and help text is here, and the
//! parser, `--help`, the typo suggestions, the shell completions and the manual page all come
//! from it (clap). docs/cli.md's usage block is `mojiscope --help`, checked by a test.

use crate::decide::contexts::{Context, CONTEXTS};
use crate::encoding::ops::DecodeOp;
use crate::encoding::{get_encoding, Encoding};
use crate::numbers::{parse_chunks, parse_number};
use crate::report::labels::label_hint;
use crate::report::ops::{op_name, op_named};
use crate::report::write_as::Unencodable;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand, ValueHint};
use std::ffi::OsString;

/// What follows every command's help (a macro, so that the program's help can add to it).
macro_rules! exit_status {
    () => {
        "Exit status: 0 success, 1 a fatal decoding error or a character the --to encoding cannot
write, 2 bad arguments or an I/O error; 1 and 2 come with a one-line reason on stderr."
    };
}
const EXIT_STATUS: &str = exit_status!();

/// What follows the program's help.
macro_rules! program_notes {
    () => {
        "`mojiscope COMMAND --help` shows a command's options.

FILE is a path, or - for standard input. LABEL is any label of the standard, as utf-8, latin1,
sjis or koi8-r. The commands decode as utf-8 unless told; the window opens each file as its BOM
or declaration says, else as valid UTF-8, else as the detector finds, and says why."
    };
}

/// The program: a command, or the inspector window on FILE.
#[derive(Debug, Parser)]
#[command(
    name = "mojiscope",
    version,
    about = "See what bytes mean as text, under the WHATWG Encoding Standard.",
    long_about = "See what bytes mean as text, under the WHATWG Encoding Standard.\n\n\
        Without a command, mojiscope opens the inspector window (on FILE, decoded as the \
        options say). The commands answer on the terminal.",
    after_help = program_notes!(),
    after_long_help = concat!(program_notes!(), "\n\n", exit_status!()),
    args_conflicts_with_subcommands = true,
    disable_help_subcommand = true,
    max_term_width = 100
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    #[command(flatten)]
    pub window: Decoding,
    /// The sizes of TextDecoder's decode(chunk, {stream: true}) calls, in bytes; the rest of
    /// the input is the final call (with --op textdecoder)
    #[arg(long, value_name = "N,N,…", value_parser = chunks)]
    pub chunks: Option<Chunks>,
    /// The file to open in the window; - reads standard input
    #[arg(value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub file: Option<OsString>,
    /// No progress bar (long runs show one on stderr when it is a terminal)
    #[arg(long, short = 'q', global = true)]
    pub quiet: bool,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Decode FILE and write the text to stdout, as UTF-8 or in the encoding --to names
    #[command(after_long_help = EXIT_STATUS)]
    Decode(DecodeArgs),
    /// Encode FILE (UTF-8) with an encoding's encoder, in html mode (&#N; for what it cannot
    /// write)
    #[command(after_long_help = EXIT_STATUS)]
    Encode(EncodeArgs),
    /// Which BOM FILE starts with, what it overrides, and signatures the standard does not
    /// sniff
    #[command(after_long_help = EXIT_STATUS)]
    Sniff(SniffArgs),
    /// Every decoder handler call over a range of FILE, with the standard's state names
    #[command(after_long_help = EXIT_STATUS)]
    Trace(TraceArgs),
    /// Count FILE's decoding errors by class, with the first ones located
    #[command(after_long_help = EXIT_STATUS)]
    Scan(ScanArgs),
    /// Which encoding a browser, fetch, a CSS or XML parser… would pick for FILE, and why
    #[command(after_long_help = EXIT_STATUS)]
    Detect(DetectArgs),
    /// FILE under several encodings, each encoding's decoder alone, side by side
    #[command(after_long_help = EXIT_STATUS)]
    Compare(CompareArgs),
    /// Undo mojibake: the repaired text to stdout, the chain and each part to stderr
    #[command(after_long_help = EXIT_STATUS)]
    Repair(RepairArgs),
    /// The known-good file beside the broken one: which chain made each region of BROKEN,
    /// and every byte lost on the way
    #[command(after_long_help = DIFF_EXIT_STATUS)]
    Diff(DiffArgs),
    /// A report to hand on: one self-contained HTML page (or Markdown) with the verdict, the
    /// cause and its fix, the decision, the repair on the bytes and the commands that
    /// reproduce it
    #[command(after_long_help = EXIT_STATUS)]
    Report(ReportArgs),
    /// Check files and trees against their encoding policy: invalid bytes, BOMs, mojibake
    /// inside valid UTF-8, C1 and bidirectional controls, NUL; --fix repairs what is sure
    #[command(after_long_help = LINT_NOTES)]
    Lint(LintArgs),
    /// Print the completion script for a shell (bash, zsh, fish, powershell, elvish)
    #[command(
        after_long_help = "Install it where your shell looks, for example:\n  \
            mojiscope completions bash > ~/.local/share/bash-completion/completions/mojiscope\n  \
            mojiscope completions zsh > ~/.zfunc/_mojiscope\n  \
            mojiscope completions fish > ~/.config/fish/completions/mojiscope.fish"
    )]
    Completions(CompletionsArgs),
    /// Print the manual page (roff; read it with `mojiscope man | man -l -`)
    Man(ManArgs),
}

/// How to decode: the label and the operation.
#[derive(Debug, Default, Args)]
pub struct Decoding {
    /// The encoding's label: any of the standard's 228 (commands: default utf-8; the window:
    /// the file's own)
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub encoding: Option<Encoding>,
    /// The decode operation (default decode: BOM sniffing first, the BOM beats the label)
    #[arg(long, value_name = "OP", value_parser = op())]
    pub op: Option<DecodeOp>,
    /// TextDecoder's fatal option: stop at the first error (with --op textdecoder)
    #[arg(long)]
    pub fatal: bool,
    /// TextDecoder's ignoreBOM option: keep a BOM as U+FEFF (with --op textdecoder)
    #[arg(long)]
    pub ignore_bom: bool,
}

/// The sizes of TextDecoder's stream calls.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunks(pub Vec<u64>);

#[derive(Debug, Args)]
pub struct DecodeArgs {
    #[command(flatten)]
    pub decoding: Decoding,
    /// The sizes of TextDecoder's decode(chunk, {stream: true}) calls, in bytes; the rest of
    /// the input is the final call (with --op textdecoder)
    #[arg(long, value_name = "N,N,…", value_parser = chunks)]
    pub chunks: Option<Chunks>,
    #[command(flatten)]
    pub output: Output,
    #[command(flatten)]
    pub file: File,
}

/// The encoding the text a command outputs is written in.
#[derive(Debug, Default, Args)]
pub struct Output {
    /// Write the text in this encoding instead of UTF-8 (UTF-16LE and UTF-16BE write UTF-16)
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub to: Option<Encoding>,
    /// Start the text with a byte order mark (UTF-8, UTF-16LE, UTF-16BE; alone: UTF-8 with a
    /// BOM, as Excel wants a CSV)
    #[arg(long)]
    pub bom: bool,
    /// What --to does with a character its encoding cannot write
    #[arg(long, value_name = "WHAT", value_parser = unencodable(), default_value = "refuse")]
    pub unencodable: Unencodable,
}

/// The one input of a command.
#[derive(Debug, Args)]
pub struct File {
    /// The input: a path, or - for standard input
    #[arg(value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub file: OsString,
}

#[derive(Debug, Args)]
pub struct EncodeArgs {
    /// The encoding to encode with (replacement, UTF-16BE and UTF-16LE encode as UTF-8)
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub encoding: Option<Encoding>,
    /// One JSON line per encoder handler call instead of the bytes
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub file: File,
}

#[derive(Debug, Args)]
pub struct SniffArgs {
    /// The label the document came with, which a BOM overrides
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub encoding: Option<Encoding>,
    /// Also what each decode operation does with each BOM (none, UTF-8, UTF-16BE, UTF-16LE,
    /// the UTF-32LE signature) in front of the bytes after the input's own BOM
    #[arg(long)]
    pub operations: bool,
    /// JSON instead of text
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub file: File,
}

#[derive(Debug, Args)]
pub struct TraceArgs {
    #[command(flatten)]
    pub decoding: Decoding,
    /// The first byte to trace (a number, or 0x… in hex)
    #[arg(long, value_name = "N", value_parser = number)]
    pub from: Option<u64>,
    /// How many bytes to trace (default: to the end)
    #[arg(long, value_name = "N", value_parser = number)]
    pub len: Option<u64>,
    /// JSON Lines, one step per handler call, instead of a table
    #[arg(long)]
    pub json: bool,
    /// Step the encoder instead: the input is UTF-8 text, --encoding names the encoder, --from
    /// and --len pick characters by their bytes, --fatal stops at the first character the
    /// encoding cannot encode (error mode fatal; otherwise html writes &#N;)
    #[arg(long)]
    pub encode: bool,
    #[command(flatten)]
    pub file: File,
}

#[derive(Debug, Args)]
pub struct ScanArgs {
    #[command(flatten)]
    pub decoding: Decoding,
    /// JSON Lines instead of text
    #[arg(long)]
    pub json: bool,
    /// How many errors to list with their place (the counts are always complete)
    #[arg(long, value_name = "N", value_parser = number, default_value = "100")]
    pub max_errors: u64,
    #[command(flatten)]
    pub file: File,
}

#[derive(Debug, Args)]
pub struct DetectArgs {
    /// Where the bytes are decoded (default html; --list-contexts lists them)
    #[arg(long, value_name = "NAME", value_parser = context())]
    pub context: Option<&'static Context>,
    /// The Content-Type header's value, as text/html; charset=…
    #[arg(long, value_name = "STRING")]
    pub content_type: Option<String>,
    /// An encoding that overrides the others, as a script element's charset or the user's choice
    #[arg(long = "override", value_name = "LABEL", value_parser = label)]
    pub override_encoding: Option<Encoding>,
    /// The referring document's encoding (a parent frame, a style sheet's document)
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub environment: Option<Encoding>,
    /// The page's top-level domain, as jp or xn--p1ai (the detector's hint)
    #[arg(long, value_name = "TLD")]
    pub tld: Option<String>,
    /// A page from the web: the detector may not guess UTF-8 (a local file, it may)
    #[arg(long)]
    pub from_network: bool,
    /// JSON instead of text
    #[arg(long)]
    pub json: bool,
    /// List the contexts and what each one decides with, instead of detecting
    #[arg(long, conflicts_with = "file")]
    pub list_contexts: bool,
    /// The input: a path, or - for standard input
    #[arg(
        value_name = "FILE",
        value_hint = ValueHint::FilePath,
        required_unless_present = "list_contexts"
    )]
    pub file: Option<OsString>,
}

#[derive(Debug, Args)]
pub struct CompareArgs {
    /// The encodings, as labels joined by commas, or all (default: UTF-8, windows-1252,
    /// windows-1251, KOI8-R, IBM866, ISO-8859-2, Shift_JIS, EUC-JP, GBK, Big5, EUC-KR)
    #[arg(long, value_name = "LABEL,LABEL,…|all")]
    pub encodings: Option<String>,
    /// Only the rows without errors
    #[arg(long)]
    pub clean: bool,
    /// The first byte of the window of bytes shown under every row (a number, or 0x… in hex;
    /// default: the row where the encodings first part ways)
    #[arg(long, value_name = "N", value_parser = number)]
    pub from: Option<u64>,
    /// How many bytes the window shows (1 to 4096; default 16)
    #[arg(long, value_name = "N", value_parser = number)]
    pub len: Option<u64>,
    /// JSON instead of text
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub file: File,
}

#[derive(Debug, Args)]
pub struct RepairArgs {
    /// The encoding FILE is in (default utf-8): repair takes text as you have it
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub encoding: Option<Encoding>,
    /// Apply these chains only, as 'A:B,A:B;A:B' (the command a repair prints reproduces it)
    #[arg(long, value_name = "CHAIN")]
    pub chain: Option<String>,
    /// How sure a line's repair must be for it to be made, from 0 to 1 (default 0.8): a line
    /// below it is left as it is and its possible readings are listed
    #[arg(long, value_name = "P", value_parser = confidence)]
    pub min_confidence: Option<f32>,
    /// Replace numeric character references (&#26085;) by their characters
    #[arg(long)]
    pub resolve_references: bool,
    /// JSON instead of text
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub output: Output,
    #[command(flatten)]
    pub file: File,
}

/// What `diff`'s exit status says.
const DIFF_EXIT_STATUS: &str =
    "Exit status: 0 BROKEN is GOOD's text as it is, 1 it differs (the regions say how), 2 bad
arguments or an I/O error, with a one-line reason on stderr.";

#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The encoding GOOD is in (default: its BOM or declaration, else valid UTF-8, else the
    /// detector's choice)
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub good_encoding: Option<Encoding>,
    /// The encoding BROKEN is in as it stands (default: found the same way)
    #[arg(long, value_name = "LABEL", value_parser = label)]
    pub broken_encoding: Option<Encoding>,
    /// JSON instead of text
    #[arg(long)]
    pub json: bool,
    /// The file as it should be: a path, or - for standard input
    #[arg(value_name = "GOOD", value_hint = ValueHint::FilePath)]
    pub good: OsString,
    /// The file as it came out: a path, or - for standard input
    #[arg(value_name = "BROKEN", value_hint = ValueHint::FilePath)]
    pub broken: OsString,
}

/// The formats of a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum ReportFormat {
    /// One self-contained page: no external resources, readable offline, printable on A4
    Html,
    /// Markdown to paste into an issue tracker as it is
    Md,
}

#[derive(Debug, Args)]
pub struct ReportArgs {
    /// What to write
    #[arg(long, value_name = "FORMAT", value_enum, default_value = "html")]
    pub format: ReportFormat,
    /// The context whose decision the report walks through (default html; `detect
    /// --list-contexts` lists them)
    #[arg(long, value_name = "NAME", value_parser = context())]
    pub context: Option<&'static Context>,
    /// The file as it should be: the report adds each region's exact chain beside it
    #[arg(long, value_name = "GOOD", value_hint = ValueHint::FilePath)]
    pub good: Option<OsString>,
    #[command(flatten)]
    pub file: File,
}

/// What follows `lint --help`.
const LINT_NOTES: &str =
    "Each file is held to its policy: its .gitattributes working-tree-encoding, else its
.editorconfig charset, else --expect (or expect in .mojiscope.toml), else UTF-8 without a BOM.
Binary files and what .gitignore, .ignore and hidden names exclude are passed over, as ripgrep
does. A line that holds `mojiscope: ignore` (in any comment) is passed over.

The rules: invalid-bytes, other-encoding, bom, bom-inside, mojibake, replacement-character,
c1-control, bidi-control (source code only), nul. .mojiscope.toml (found at or above the first
PATH, or the current directory) sets them off, to warning or to error, and adds globs to pass
over:

  expect = \"utf-8\"
  ignore = [\"vendor/**\"]
  [rules]
  c1-control = \"off\"

Exit status: 0 nothing found, 1 findings (after --fix: findings left), 2 bad arguments, a file
that could not be read or fixed, or another I/O error, with a one-line reason on stderr.";

/// The formats of lint's findings.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum LintFormat {
    /// For people: path:line:col: rule: message, the line, a caret
    Text,
    /// One JSON document (docs/schema/lint.json)
    Json,
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers
    Sarif,
    /// GitHub Actions workflow annotations
    Github,
}

#[derive(Debug, Args)]
pub struct LintArgs {
    /// Repair mojibake and BOMs where the fix is sure, writing each file atomically
    #[arg(long, conflicts_with = "diff")]
    pub fix: bool,
    /// Show what --fix would change, as a unified diff, and write nothing
    #[arg(long)]
    pub diff: bool,
    /// The policy of files no .gitattributes or .editorconfig gives one: a label of the
    /// WHATWG Encoding Standard, or utf-8-bom (default utf-8, without a BOM)
    #[arg(long, value_name = "LABEL")]
    pub expect: Option<String>,
    /// How to write the findings
    #[arg(long, value_name = "FORMAT", value_enum, default_value = "text")]
    pub format: LintFormat,
    /// Include or exclude files (as ripgrep's: '*.md', '!vendor/**'); may be repeated
    #[arg(long, short = 'g', value_name = "GLOB")]
    pub glob: Vec<String>,
    /// Check hidden files and directories too
    #[arg(long)]
    pub hidden: bool,
    /// Do not read .gitignore, .ignore and git's exclude files
    #[arg(long)]
    pub no_ignore: bool,
    /// How sure a repair of mojibake must be to be reported and fixed, from 0 to 1 (default
    /// 0.9, or min-confidence in .mojiscope.toml)
    #[arg(long, value_name = "P", value_parser = confidence)]
    pub min_confidence: Option<f32>,
    /// The config file (default: the nearest .mojiscope.toml at or above the first PATH, or
    /// the current directory, up to the repository's top)
    #[arg(long, value_name = "FILE", value_hint = ValueHint::FilePath)]
    pub config: Option<std::path::PathBuf>,
    /// Pass over files larger than this, in bytes (default 64 MiB)
    #[arg(long, value_name = "N", value_parser = number)]
    pub max_filesize: Option<u64>,
    /// Print every rule (its id, severity, what it finds and what to do) and exit
    #[arg(long)]
    pub list_rules: bool,
    /// Threads to check files with (default: one a core; at most 64)
    #[arg(long, short = 'j', value_name = "N", value_parser = number)]
    pub threads: Option<u64>,
    /// Files and directories to check (default: the current directory)
    #[arg(value_name = "PATH", value_hint = ValueHint::AnyPath)]
    pub paths: Vec<std::path::PathBuf>,
}

#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell
    #[arg(value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}

#[derive(Debug, Args)]
pub struct ManArgs {
    /// A command, for its own page (mojiscope-decode(1), …); without it, the program's page
    #[arg(value_name = "COMMAND", conflicts_with = "dir")]
    pub command: Option<String>,
    /// Write every page (mojiscope.1 and one per command) into DIR, for a package, instead of
    /// one page to stdout
    #[arg(long, value_name = "DIR")]
    pub dir: Option<std::path::PathBuf>,
}

/// A label of the standard ("get an encoding"); an unknown one is answered with the nearest.
fn label(text: &str) -> Result<Encoding, String> {
    get_encoding(text).map_err(|_| label_hint(text, crate::i18n::Lang::En))
}

/// A whole number, in decimal or 0x… hex.
fn number(text: &str) -> Result<u64, String> {
    parse_number(text).ok_or_else(|| format!("{text:?} is not a whole number from 0 to 2^64 − 1"))
}

/// A confidence: a number from 0 to 1.
fn confidence(text: &str) -> Result<f32, String> {
    text.trim()
        .parse::<f32>()
        .ok()
        .filter(|p| (0.0..=1.0).contains(p))
        .ok_or_else(|| format!("{text:?} is not a number from 0 to 1"))
}

fn chunks(text: &str) -> Result<Chunks, String> {
    parse_chunks(text).map(Chunks).map_err(|e| e.to_string())
}

/// The decode operations, with what each does.
fn unencodable() -> impl TypedValueParser<Value = Unencodable> {
    PossibleValuesParser::new(
        Unencodable::ALL
            .map(|u| PossibleValue::new(u.name()).help(u.summary(crate::i18n::Lang::En))),
    )
    .map(|name| {
        Unencodable::ALL
            .into_iter()
            .find(|u| u.name() == name)
            .unwrap_or_default()
    })
}

fn op() -> impl TypedValueParser<Value = DecodeOp> {
    PossibleValuesParser::new(
        DecodeOp::ALL.map(|o| PossibleValue::new(op_name(o)).help(o.summary().into_owned())),
    )
    .map(|name| op_named(&name).unwrap_or(DecodeOp::Decode))
}

/// The contexts of `detect`.
fn context() -> impl TypedValueParser<Value = &'static Context> {
    PossibleValuesParser::new(
        CONTEXTS
            .iter()
            .map(|c| PossibleValue::new(c.id).help(c.name(crate::i18n::Lang::En).into_owned())),
    )
    .map(|id| CONTEXTS.iter().find(|c| c.id == id).unwrap_or(&CONTEXTS[0]))
}
