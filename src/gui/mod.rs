//! The inspector window (eframe/egui): a hex view, the decoded text, the decoder stepper, BOM,
//! errors, character and encode panels, for files of any size.
//!
//! Shape: `state` holds the model and the commands that change it; every panel is a `Default`
//! struct with `ui(&mut self, ui, view)` that reads the state and pushes commands; `app` applies
//! them once per frame; `jobs` runs the scan, dialogs and exports off the UI thread.

pub mod analysis;
pub mod app;
mod bom_panel;
mod char_panel;
pub mod controls;
mod encode_panel;
mod errors_panel;
pub mod examples;
mod export;
pub mod fonts;
pub mod glyph;
mod hex_view;
pub mod jobs;
mod search;
pub mod state;
mod stepper;
mod text_view;
pub mod theme;
mod view;

pub use app::MojiscopeApp;

/// Open the window (with `file` if given); returns the exit status.
pub fn run(file: Option<std::path::PathBuf>) -> i32 {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("mojiscope")
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([720.0, 480.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let result = eframe::run_native(
        "mojiscope",
        options,
        Box::new(move |cc| Ok(Box::new(MojiscopeApp::new(&cc.egui_ctx, cc.storage, file)))),
    );
    match result {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("mojiscope: cannot open the window: {e}");
            2
        }
    }
}
