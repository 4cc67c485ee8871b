//! The Python package (python/): built as a wheel as `pip install ./python` builds it (maturin
//! from PyPI, the crate in python/ over this one), installed in a fresh virtual environment
//! with pytest, pyarrow, Polars and PySpark from PyPI, and its tests run there: every call
//! against the command line these tests built, the doctests, the Python examples of the README
//! and the manual as written, and Spark in local mode on the JDK. Where python3 or PyPI is
//! missing the test is skipped in one line; under CI=true it fails. (It runs in the README's `cargo test`,
//! once, with the window's feature: the build without it runs the same package.)

use crate::common::tools::{have, skip};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Run a command; whether it succeeded (its output shown when it did not).
fn ran(cmd: &mut Command) -> bool {
    match cmd.output() {
        Ok(o) if o.status.success() => true,
        Ok(o) => {
            eprintln!(
                "{cmd:?} failed:\n{}{}",
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
            false
        }
        Err(e) => {
            eprintln!("{cmd:?}: {e}");
            false
        }
    }
}

/// The wheel, built once per run into target/test-tools/python/wheels.
fn wheel(tools: &Path) -> Option<PathBuf> {
    let builder = tools.join("build");
    let wheels = tools.join("wheels");
    let _ = std::fs::remove_dir_all(&wheels);
    let ok = (builder.join("bin/pip").exists()
        || ran(Command::new("python3").arg("-m").arg("venv").arg(&builder)))
        && ran(Command::new(builder.join("bin/pip"))
            .args(["wheel", "--quiet", "--no-deps", "-w"])
            .arg(&wheels)
            .arg(root().join("python"))
            // (The crate's build stays under target/, kept between runs. The dev profile, as
            // `cargo test` builds: a release build of the crate took longer than the rest
            // of this test.)
            .env("CARGO_TARGET_DIR", root().join("target/python"))
            .env("MATURIN_PEP517_ARGS", "--profile dev"));
    let found = std::fs::read_dir(&wheels).ok()?.flatten().map(|e| e.path());
    let wheel = found
        .into_iter()
        .find(|p| p.extension().is_some_and(|e| e == "whl"));
    if !ok || wheel.is_none() {
        skip("pip could not build the wheel (maturin from PyPI, the Rust toolchain)");
        return None;
    }
    wheel
}

#[test]
fn the_package_installs_in_a_fresh_environment_and_its_tests_pass() {
    if !have("python3", "python3") {
        return;
    }
    let tools = root().join("target/test-tools/python");
    let Some(wheel) = wheel(&tools) else {
        return;
    };
    let venv = tools.join("venv");
    let _ = std::fs::remove_dir_all(&venv);
    let python = venv.join("bin/python");
    let installed = ran(Command::new("python3").arg("-m").arg("venv").arg(&venv))
        && ran(Command::new(&python)
            .args(["-m", "pip", "install", "--quiet"])
            .arg(&wheel)
            .args(["pytest", "pyarrow", "polars", "pyspark", "pandas"]));
    if !installed {
        skip("pip could not install the wheel with pytest, pyarrow, polars and pyspark");
        return;
    }
    let out = Command::new(&python)
        .args(["-m", "pytest", "-q", "-p", "no:cacheprovider", "-rs"])
        .arg(root().join("python/tests"))
        .args(["--doctest-modules", "--pyargs", "mojiscope"])
        // (The installed package, not the source beside the tests.)
        .current_dir(&tools)
        .env("MOJISCOPE_BIN", env!("CARGO_BIN_EXE_mojiscope"))
        .env("MOJISCOPE_DOCS", root())
        .env("PYSPARK_PYTHON", &python)
        .output()
        .expect("pytest runs");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "pytest failed:\n{text}");
    // Every part ran: nothing skipped.
    assert!(!text.contains("skipped"), "pytest skipped tests:\n{text}");
}
