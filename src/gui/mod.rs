//! The inspector window (next milestone). Until it lands, `mojiscope [FILE]` says so.

pub fn run(_file: Option<std::path::PathBuf>) -> i32 {
    eprintln!("mojiscope: the inspector window is not part of this version yet; use a command: decode, encode, sniff, trace, scan (see mojiscope --help)");
    2
}
