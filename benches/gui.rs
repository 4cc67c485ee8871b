//! The inspector's speed on a 4 GiB file (a sparse file with text at its end):
//! - frame: the CPU time of one frame (egui pass + tessellation) scrolled to the end, with the
//!   decoded text and each panel of the registry showing (goal: median ≤ 8 ms);
//! - fatal mode (TextDecoder, fatal) at the end while the background scan is still far from
//!   it: the frame must not wait for it (goal: median ≤ 8 ms);
//! - first screen: from the open command to the end of the first frame that shows the file,
//!   in a window whose fonts are already loaded, and cold (new context, fonts included) (goal:
//!   under 0.2 s).
//!
//! - frame with the Repair panel while the repair of a 100 MB document runs (goal: median
//!   ≤ 8 ms).
//!
//! The window's idle CPU and its memory with the file open are measured on a real window by
//! `benches/idle_window.sh`.

/// The program's allocator (src/main.rs), so that what is measured is what runs.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use criterion::{criterion_group, criterion_main, Criterion};
use mojiscope::encoding::{DecodeOp, Encoding};
use mojiscope::gui::commands::Command;
use mojiscope::gui::state::StepRef;
use mojiscope::gui::{MojiscopeApp, PanelId, RepairPanel};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

const SIZE: u64 = 4 << 30;

fn big_file() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mojiscope-gui-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("sparse-4g.txt");
    use std::io::{Seek, SeekFrom, Write};
    let mut f = std::fs::File::create(&path).unwrap();
    f.set_len(SIZE).unwrap();
    let tail =
        "末尾のテキスト — the end of a very large file, with an error: \u{FFFD}\n".repeat(200);
    let mut tail = tail.into_bytes();
    tail[100] = 0xFF;
    f.seek(SeekFrom::Start(SIZE - tail.len() as u64)).unwrap();
    f.write_all(&tail).unwrap();
    path
}

fn input() -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1400.0, 900.0),
        )),
        ..Default::default()
    }
}

/// One frame: the egui pass and the tessellation a renderer would ask for.
fn frame(ctx: &egui::Context, app: &mut MojiscopeApp) -> usize {
    let mut output = ctx.run_ui(input(), |ui| app.show(ui));
    output.textures_delta.clear();
    let prims = ctx.tessellate(output.shapes, output.pixels_per_point);
    prims.len()
}

/// An app on the big file, scrolled to its end with the stepper near it.
fn at_the_end(ctx: &egui::Context, path: &Path, setup: &[Command], scan: bool) -> MojiscopeApp {
    let mut app = MojiscopeApp::new(ctx, None, Some(path.to_path_buf()));
    app.auto_scan = scan;
    app.commands.extend(setup.iter().cloned());
    for _ in 0..3 {
        frame(ctx, &mut app);
    }
    app.commands.push(Command::ScrollToRow(u64::MAX));
    app.commands.push(Command::StepTo(StepRef {
        offset: SIZE - 4000,
        nth: 0,
    }));
    for _ in 0..3 {
        frame(ctx, &mut app);
    }
    assert!(app.state.top_row * 16 > SIZE - 4096, "scrolled to the end");
    app
}

fn bench(c: &mut Criterion) {
    let path = big_file();
    let mut g = c.benchmark_group("gui");

    // One frame at the end of the file, for each panel.
    let ctx = egui::Context::default();
    let mut app = at_the_end(&ctx, &path, &[], false);
    for (id, panel) in app.panel_tabs() {
        app.commands.push(Command::ShowPanel(id));
        frame(&ctx, &mut app);
        frame(&ctx, &mut app);
        g.bench_function(format!("frame, 4 GiB file at its end, {panel}"), |b| {
            b.iter(|| black_box(frame(&ctx, &mut app)))
        });
    }

    // Fatal mode at the end while the scan runs far behind (Shift_JIS runs the spec handler:
    // a scan of 4 GiB takes tens of seconds).
    let fatal = [
        Command::SetEncoding(Encoding::ShiftJis),
        Command::SetOp(DecodeOp::TextDecoder),
        Command::SetFatal(true),
    ];
    let mut app = at_the_end(&ctx, &path, &fatal, true);
    g.bench_function(
        "frame, 4 GiB file at its end, fatal mode, scan running",
        |b| b.iter(|| black_box(frame(&ctx, &mut app))),
    );
    let running = app.state.scan.as_ref().is_some_and(|s| s.running());
    eprintln!("the scan was still running at the end of that benchmark: {running}");
    drop(app);

    // The Repair panel while the repair of a 100 MB document runs in the background.
    let long = path.parent().unwrap().join("mojibake-100m.txt");
    let line = "Le cafÃ© de lâ€™Ã©tÃ© — Ð¿Ñ€Ð¸Ð²ÐµÑ‚ Ð¼Ð¸Ñ€, crÃ¨me brÃ»lÃ©e {n}\n";
    let text: String = (0..(100 << 20) / line.len())
        .map(|n| line.replace("{n}", &n.to_string()))
        .collect();
    std::fs::write(&long, text).unwrap();
    // How long the repair takes in the background, frames drawn meanwhile.
    let started = std::time::Instant::now();
    let mut app = MojiscopeApp::new(&ctx, None, Some(long.clone()));
    app.auto_scan = false;
    app.commands.push(Command::ShowPanel(PanelId::Repair));
    let done = |app: &MojiscopeApp| {
        app.panel::<RepairPanel>()
            .is_some_and(|p| p.repaired().is_some())
    };
    while !done(&app) && started.elapsed() < Duration::from_secs(300) {
        frame(&ctx, &mut app);
        std::thread::sleep(Duration::from_millis(10));
    }
    eprintln!(
        "the Repair panel repaired the 100 MB document in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    drop(app);
    let mut app = MojiscopeApp::new(&ctx, None, Some(long));
    app.auto_scan = false;
    app.commands.push(Command::ShowPanel(PanelId::Repair));
    frame(&ctx, &mut app);
    frame(&ctx, &mut app);
    g.bench_function("frame, Repair panel, 100 MB repair running", |b| {
        b.iter(|| black_box(frame(&ctx, &mut app)))
    });
    let running = app
        .panel::<RepairPanel>()
        .is_some_and(|p| p.repaired().is_none());
    eprintln!("the repair was still running at the end of that benchmark: {running}");
    drop(app);

    // Open to first screen, fonts loaded.
    g.bench_function("open 4 GiB file to first screen (warm)", |b| {
        b.iter(|| {
            let mut app = MojiscopeApp::new(&ctx, None, None);
            app.auto_scan = false;
            app.commands.push(Command::OpenPath(path.clone()));
            // The command is applied at the end of this frame; the next one shows the file.
            frame(&ctx, &mut app);
            black_box(frame(&ctx, &mut app))
        })
    });
    // Cold: a new context, so the fonts are loaded too.
    g.bench_function("open 4 GiB file to first screen (cold)", |b| {
        b.iter(|| {
            let ctx = egui::Context::default();
            let mut app = MojiscopeApp::new(&ctx, None, Some(path.clone()));
            app.auto_scan = false;
            frame(&ctx, &mut app);
            black_box(frame(&ctx, &mut app))
        })
    });
    g.finish();
    let _ = std::fs::remove_dir_all(path.parent().unwrap());
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_secs(1));
    targets = bench
}
criterion_main!(benches);
