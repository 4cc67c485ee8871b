//! `cargo install mojiscope` builds from the package cargo makes, not from this checkout: the
//! package must hold every file the build reads. The build reads src/, build.rs with build/,
//! and assets/ (tables, fonts, examples, messages); each file of them that git tracks is in
//! `cargo package --list`.

use crate::common::tools::skip;
use std::collections::BTreeSet;
use std::process::Command;

fn lines(cmd: &mut Command) -> Option<BTreeSet<String>> {
    let out = cmd.current_dir(env!("CARGO_MANIFEST_DIR")).output().ok()?;
    if !out.status.success() {
        eprintln!("{cmd:?}: {}", String::from_utf8_lossy(&out.stderr));
        return None;
    }
    Some(
        String::from_utf8_lossy(&out.stdout)
            .lines()
            .map(str::to_string)
            .collect(),
    )
}

#[test]
fn the_package_holds_every_file_the_build_reads() {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let Some(packaged) = lines(Command::new(cargo).args([
        "package",
        "--list",
        "--allow-dirty",
        "--offline",
        "--quiet",
    ])) else {
        panic!("cargo package --list failed");
    };
    let Some(tracked) = lines(Command::new("git").args([
        "ls-files",
        "--",
        "src",
        "build",
        "build.rs",
        "assets",
        "Cargo.toml",
        "Cargo.lock",
    ])) else {
        skip("git cannot list this checkout's files (not a git checkout, or no git)");
        return;
    };
    assert!(tracked.len() > 100, "git lists {} files", tracked.len());
    let missing: Vec<&String> = tracked.difference(&packaged).collect();
    assert!(missing.is_empty(), "not in the package: {missing:?}");
    // Nothing the build does not need: no tests, benchmarks or screenshots.
    let extra: Vec<&String> = packaged
        .iter()
        .filter(|f| {
            [
                "tests/",
                "benches/",
                "screenshots/",
                "fuzz/",
                "python/",
                ".ci/",
            ]
            .iter()
            .any(|d| f.starts_with(d))
        })
        .collect();
    assert!(extra.is_empty(), "in the package but not needed: {extra:?}");
}
