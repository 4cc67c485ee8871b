//! Files that are special, unreadable, shrink, change or vanish while open: a clear error,
//! never a crash, and the file is never written.

use mojiscope::encoding::ops::{DecodeOptions, Plan};
use mojiscope::source::{ByteSource, FileSource, SourceError};
use mojiscope::trace::scan::{scan, Ignore, ScanOptions};
use mojiscope::trace::{trace_window, Step};
use std::path::PathBuf;

fn temp(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mojiscope-source-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

#[test]
fn a_file_cut_short_while_open_is_reported() {
    let path = temp("shrinks.txt", &vec![b'a'; 300_000]);
    let src = FileSource::open(&path).unwrap();
    assert_eq!(src.len(), 300_000);
    std::fs::OpenOptions::new()
        .write(true)
        .open(&path)
        .unwrap()
        .set_len(1000)
        .unwrap();
    let mut buf = vec![0; 4096];
    let err = src.read_at(200_000, &mut buf).unwrap_err();
    assert!(matches!(err, SourceError::Changed { .. }), "{err:?}");
    assert!(err.to_string().contains("changed while open"), "{err}");
    assert!(matches!(src.check(), Err(SourceError::Changed { .. })));
    // A scan and a windowed trace report it instead of crashing.
    let plan = Plan::new(DecodeOptions::default(), b"").unwrap();
    assert!(scan(&src, &plan, ScanOptions::default(), &mut Ignore).is_err());
    assert!(trace_window(&src, &plan, 250_000, 100, None, |_: &Step| true).is_err());
}

#[test]
fn a_file_replaced_or_deleted_while_open_is_reported() {
    let path = temp("vanishes.txt", b"hello");
    let src = FileSource::open(&path).unwrap();
    assert!(src.check().is_ok());
    std::fs::remove_file(&path).unwrap();
    assert!(matches!(src.check(), Err(SourceError::Vanished(_))));
    // The open file can still be read: the data did not change.
    let mut buf = [0u8; 5];
    assert_eq!(src.read_at(0, &mut buf).unwrap(), 5);
    let path = temp("replaced.txt", b"first");
    let src = FileSource::open(&path).unwrap();
    std::fs::remove_file(&path).unwrap();
    std::fs::write(&path, b"other").unwrap();
    assert!(src.check().is_err());
}

#[test]
fn a_file_growing_while_open_is_reported_by_check() {
    let path = temp("grows.txt", b"abc");
    let src = FileSource::open(&path).unwrap();
    std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap()
        .set_len(10)
        .unwrap();
    assert!(matches!(src.check(), Err(SourceError::Changed { .. })));
    // Reads stay within the length seen at open.
    let mut buf = [0u8; 16];
    assert_eq!(src.read_at(0, &mut buf).unwrap(), 3);
}

#[test]
fn special_and_missing_paths_are_refused_clearly() {
    let dir = std::env::temp_dir();
    assert!(matches!(
        FileSource::open(&dir),
        Err(SourceError::Directory(_))
    ));
    assert!(matches!(
        FileSource::open(std::path::Path::new("/no/such/file")),
        Err(SourceError::NotFound(_))
    ));
    #[cfg(unix)]
    {
        let err = FileSource::open(std::path::Path::new("/dev/null")).unwrap_err();
        assert!(err.to_string().contains("character device"), "{err}");
    }
}

#[test]
#[cfg(unix)]
fn unreadable_files_are_refused_clearly() {
    use std::os::unix::fs::PermissionsExt;
    let path = temp("secret.txt", b"x");
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o000)).unwrap();
    // root can read anything; only check the message when the open really fails.
    if let Err(e) = FileSource::open(&path) {
        assert!(e.to_string().contains("permission denied"), "{e}");
    }
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
}

#[test]
fn the_inspected_file_is_never_written() {
    let bytes: Vec<u8> = (0..=255u8).cycle().take(200_000).collect();
    let path = temp("untouched.bin", &bytes);
    let before = std::fs::metadata(&path).unwrap().modified().unwrap();
    let src = FileSource::open(&path).unwrap();
    let plan = Plan::new(DecodeOptions::default(), &bytes).unwrap();
    scan(&src, &plan, ScanOptions::default(), &mut Ignore).unwrap();
    trace_window(&src, &plan, 100_000, 5000, None, |_: &Step| true).unwrap();
    drop(src);
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
    assert_eq!(
        std::fs::metadata(&path).unwrap().modified().unwrap(),
        before
    );
}
