//! Any command line (any bytes, any number of arguments) is parsed and checked without a
//! panic: a one-line reason or acceptance.
#![no_main]

use libfuzzer_sys::fuzz_target;
use std::ffi::OsString;
use std::os::unix::ffi::OsStringExt;

fuzz_target!(|data: &[u8]| {
    // Arguments are separated by NUL, as a shell's argv is.
    let args: Vec<OsString> = data
        .split(|&b| b == 0)
        .map(|a| OsString::from_vec(a.to_vec()))
        .collect();
    if let Err(reason) = mojiscope::cli::check_arguments(&args) {
        assert!(!reason.is_empty() && !reason.contains('\n'), "{reason:?}");
    }
});
