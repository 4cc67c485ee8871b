//! The window's house: commands, the per-frame model, background work and what a hostile user
//! tries (huge numbers, blank paths, a scan that dies, fatal mode at the end of a large file).
#![cfg(feature = "gui")]

use crate::common;

use common::gui::*;
use egui::accesskit::Role;
use egui_kittest::kittest::Queryable;
use egui_kittest::Harness;
use mojiscope::encoding::{DecodeOp, Encoding};
use mojiscope::gui::commands::{Command, SharedSource};
use mojiscope::gui::state::DecodeSettings;
use mojiscope::gui::{MojiscopeApp, Start, StartInput};
use mojiscope::source::{ByteSource, FileSource, SourceError};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::thread::ThreadId;
use std::time::Duration;

/// A file that counts the bytes the UI thread (the test's thread) reads from it, and can be
/// made to fail hard (panic) past an offset, as a disk that goes away might.
struct Watched {
    inner: FileSource,
    ui: ThreadId,
    ui_bytes: AtomicU64,
    panic_past: u64,
}

impl ByteSource for Watched {
    fn len(&self) -> u64 {
        self.inner.len()
    }
    fn read_at(&self, offset: u64, buf: &mut [u8]) -> Result<usize, SourceError> {
        if std::thread::current().id() == self.ui {
            self.ui_bytes.fetch_add(buf.len() as u64, Ordering::Relaxed);
        }
        if offset.saturating_add(buf.len() as u64) > self.panic_past {
            panic!("the disk went away at byte {offset}");
        }
        self.inner.read_at(offset, buf)
    }
    fn name(&self) -> String {
        self.inner.name()
    }
}

/// A sparse file of `size` bytes (NULs, valid UTF-8) ending with `tail`.
fn sparse(name: &str, size: u64, tail: &[u8]) -> std::path::PathBuf {
    use std::io::{Seek, SeekFrom, Write};
    let path = temp_file(name, b"");
    let mut f = std::fs::File::create(&path).unwrap();
    f.set_len(size).unwrap();
    f.seek(SeekFrom::Start(size - tail.len() as u64)).unwrap();
    f.write_all(tail).unwrap();
    path
}

fn watched(path: &std::path::Path, panic_past: u64) -> Arc<Watched> {
    Arc::new(Watched {
        inner: FileSource::open(path).unwrap(),
        ui: std::thread::current().id(),
        ui_bytes: AtomicU64::new(0),
        panic_past,
    })
}

fn open_source(h: &mut Harness<'static, MojiscopeApp>, src: Arc<Watched>) {
    h.state_mut().commands.push(Command::OpenSource {
        name: src.name(),
        source: SharedSource(src),
    });
    settle(h);
}

/// Regression: in fatal mode, a window far into a large file decoded from byte 0 on the UI
/// thread, every frame (the window froze for ~40 s on 4 GiB). Now the UI thread reads only what
/// it shows; until the scan knows whether an error comes first, the views say so.
#[test]
fn fatal_mode_far_into_a_large_file_never_decodes_from_the_start_on_the_ui_thread() {
    const SIZE: u64 = 256 << 20;
    let path = sparse("fatal-256m.txt", SIZE, b"the end\n");
    let mut h = app(None);
    h.state_mut().auto_scan = false;
    h.state_mut()
        .commands
        .push(Command::SetOp(DecodeOp::TextDecoder));
    h.state_mut().commands.push(Command::SetFatal(true));
    let src = watched(&path, u64::MAX);
    open_source(&mut h, src.clone());
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::End);
    settle(&mut h);
    // Click a byte at the end: the stepper says what it waits for.
    h.get_by_label(&format!("byte {}: 74", SIZE - 8)).click();
    settle(&mut h);
    h.get_by_label_contains("whether one comes before byte");
    let read = src.ui_bytes.load(Ordering::Relaxed);
    assert!(read < 4 << 20, "the UI thread read {read} bytes");
    // The scan finds out in the background; then the end decodes.
    h.get_by_role_and_label(Role::Button, "Scan the file")
        .click();
    for _ in 0..500 {
        h.step();
        if h.state().state.scan.as_ref().is_some_and(|s| !s.running()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    settle(&mut h);
    h.get_by_label_contains(&format!("handler, byte {} (0x74)", SIZE - 8));
    h.state_mut().commands.push(Command::GoTo(SIZE - 8));
    settle(&mut h);
    h.get_by_label(&format!("character U+0074 t from byte {}", SIZE - 8));
    let read = src.ui_bytes.load(Ordering::Relaxed);
    assert!(read < 8 << 20, "the UI thread read {read} bytes");
    std::fs::remove_file(&path).unwrap();
}

/// A scan whose reads panic (the disk went away) ends with a message, not a spinner.
#[test]
fn a_scan_that_dies_ends_with_a_message() {
    let path = sparse("dies.txt", 4 << 20, b"end");
    let mut h = app(None);
    open_source(&mut h, watched(&path, 1 << 20));
    for _ in 0..300 {
        h.step();
        if h.state().state.scan.as_ref().is_some_and(|s| !s.running()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    settle(&mut h);
    h.get_by_label_contains("scan failed: the disk went away at byte");
    h.get_by_role_and_label(Role::Button, "Errors").click();
    settle(&mut h);
    h.get_by_label_contains("The scan failed");
    h.get_by_label("Scan again");
    std::fs::remove_file(&path).unwrap();
}

/// Regression: "18446744073709551615,1" was taken and the sum overflowed (a panic in a debug
/// build, nonsense boundaries in a release one).
#[test]
fn chunk_sizes_that_overflow_are_refused_with_a_reason() {
    let mut h = app(None);
    example(&mut h, "A stream split inside a character");
    type_into(&mut h, "stream chunks:", "18446744073709551615,1");
    h.get_by_label_contains("add up to more than 2^64");
    assert_eq!(
        h.state().state.settings.chunks,
        vec![2],
        "the old sizes stay"
    );
    type_into(&mut h, "stream chunks:", "1,x");
    h.get_by_label_contains("\"x\" is not a size in bytes");
    // Sizes that fit the number type but not the input: no boundaries, and a message.
    type_into(&mut h, "stream chunks:", "2,99999");
    h.get_by_label_contains("add up to more than the input's");
    assert!(h.state().state.settings.chunk_boundaries(8).is_empty());
}

/// Regression: a path of blanks did nothing at all.
#[test]
fn a_blank_path_in_the_open_dialog_says_so() {
    let mut h = app(None);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    settle(&mut h);
    type_into(&mut h, "Path:", "   ");
    h.key_press(egui::Key::Enter);
    settle(&mut h);
    h.get_by_label("Type the path of a file to open.");
    // A wrong path stays in the dialog for correcting.
    type_into(&mut h, "Path:", "/no/such/file");
    h.get_by_label("Open").click();
    settle(&mut h);
    h.get_by_label_contains("Cannot open /no/such/file");
    h.get_by_label("Path:");
}

/// Regression: Ctrl+V did nothing on the welcome screen, though the menu and F1 offer it.
#[test]
fn pasting_on_the_welcome_screen_opens_the_paste_dialog() {
    let mut h = app(None);
    h.input_mut()
        .events
        .push(egui::Event::Paste("E2 82 AC".into()));
    settle(&mut h);
    h.get_by_label("3 bytes");
    h.get_by_label("decodes as UTF-8 (valid UTF-8): €");
    h.get_by_label("Open as scratch buffer").click();
    settle(&mut h);
    h.get_by_label("character U+20AC € from byte 0");
}

/// Ctrl+O while a text field has the focus opens the Open dialog instead of typing.
#[test]
fn ctrl_o_from_a_text_field_opens_the_open_dialog() {
    let mut h = app(None);
    example(&mut h, EXAMPLE_0);
    h.get_by_label("Run to offset:").focus();
    settle(&mut h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    settle(&mut h);
    h.get_by_label("Open a file");
}

const EXAMPLE_0: &str = "a and 字 in UTF-8";

/// The window takes the decode options of the command line.
#[test]
fn the_window_opens_with_the_command_line_settings() {
    let bytes = "文字".as_bytes().to_vec();
    let sjis: Vec<u8> = vec![0x95, 0xB6, 0x8E, 0x9A];
    assert_ne!(bytes, sjis);
    let start = || Start {
        input: Some(StartInput::Bytes {
            name: "stdin".into(),
            bytes: sjis.clone(),
        }),
        settings: Some(DecodeSettings {
            encoding: Encoding::ShiftJis,
            ..DecodeSettings::default()
        }),
        encoding: Some(Encoding::ShiftJis),
    };
    let mut h = Harness::builder()
        .with_size(egui::vec2(1400.0, 900.0))
        .build_eframe(move |cc| MojiscopeApp::new(&cc.egui_ctx, None, start()));
    settle(&mut h);
    h.get_by_label("character U+6587 文 from byte 0");
    h.get_by_label("character U+5B57 字 from byte 2");
    assert_eq!(h.state().state.title(), "stdin — mojiscope");
}

/// One frame of the app in a bare egui context; what it asks of the integration.
fn frame(ctx: &egui::Context, app: &mut MojiscopeApp) -> egui::FullOutput {
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1400.0, 900.0),
        )),
        ..Default::default()
    };
    let mut out = ctx.run_ui(input, |ui| app.show(ui));
    // No renderer here to take the font atlas.
    out.textures_delta.clear();
    out
}

fn repaint_delay(out: &egui::FullOutput) -> Duration {
    out.viewport_output
        .get(&egui::ViewportId::ROOT)
        .map_or(Duration::MAX, |v| v.repaint_delay)
}

/// Regression: an idle window kept repainting every 2 s (the file check ran on a repaint
/// timer). Nothing moving, nothing asked: no repaint, and the model computes nothing again.
#[test]
fn an_idle_window_asks_for_no_repaint_and_recomputes_nothing() {
    let path = temp_file("idle.txt", "idle ✓ text\n".repeat(100).as_bytes());
    let ctx = egui::Context::default();
    let mut app = MojiscopeApp::new(&ctx, None, Some(path));
    let mut out = frame(&ctx, &mut app);
    for _ in 0..200 {
        let scanned = app.state.scan.as_ref().is_some_and(|s| !s.running());
        if scanned && repaint_delay(&out) == Duration::MAX {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        out = frame(&ctx, &mut app);
    }
    assert_eq!(
        repaint_delay(&out),
        Duration::MAX,
        "an idle window repaints"
    );
    let computed = app.model.computed;
    for _ in 0..5 {
        out = frame(&ctx, &mut app);
    }
    assert_eq!(repaint_delay(&out), Duration::MAX);
    assert_eq!(
        app.model.computed, computed,
        "idle frames recompute the model"
    );
    // Moving does recompute, once.
    app.commands.push(Command::SelectAt(20));
    frame(&ctx, &mut app);
    frame(&ctx, &mut app);
    assert!(app.model.computed > computed);
}
