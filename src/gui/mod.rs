//! The inspector window (eframe/egui): a hex view, the decoded text, and a tab strip of panels
//! (the decoder stepper, character, errors, BOM, encode, why this encoding, compare, repair),
//! for files of any size.
//!
//! Shape (after egui's demo lib and rerun): `state` is the document and where the views stand;
//! views and panels read it with the `model` (what the file and the traces say, computed once
//! per position) and send `commands`, which `app` applies once per frame. `actions` is the one
//! table of shortcuts and menu items; `panels` the one registry of tabs; `jobs` the work off the
//! UI thread. Nothing here imports the command line; both sit on `report`.

mod actions;
pub(crate) mod analysis;
pub mod app;
mod apply;
pub mod background;
mod cause_view;
mod chrome;
pub mod commands;
mod contexts_page;
pub(crate) mod controls;
pub mod detection;
mod dialogs;
pub mod encode_input;
pub mod encoded;
pub mod examples;
mod export;
pub(crate) mod fonts;
pub(crate) mod glyph;
mod hex_view;
mod input;
pub(crate) mod jobs;
mod keys;
mod legend;
mod menu;
pub mod model;
pub(crate) mod navigate;
mod panel_id;
mod panels;
mod paste;
mod progress;
mod search;
pub mod state;
mod target_picker;
mod text_view;
pub(crate) mod theme;
mod view;
mod zoom;

pub use app::{MojiscopeApp, Start, StartInput};
pub use panel_id::PanelId;
pub use panels::{
    CompareInputs, ComparePanel, DiffPanel, LintPanel, RepairPanel, Repaired, WhyDecision,
    WhyInputs, WhyPanel,
};

/// Open the window on what `start` names; returns the exit status.
pub fn run(start: Start) -> i32 {
    // (A name that is no file, where the window cannot open to say so: `mojiscope bogus`.)
    let missing = match &start.input {
        Some(StartInput::Path(p)) if std::fs::symlink_metadata(p).is_err() => Some(p.clone()),
        _ => None,
    };
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("mojiscope")
            // (The desktop file names the same app id and icon: assets/mojiscope.desktop.)
            .with_app_id("mojiscope")
            .with_icon(icon())
            .with_inner_size([1400.0, 900.0])
            .with_min_inner_size([720.0, 480.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    let result = eframe::run_native(
        "mojiscope",
        options,
        Box::new(move |cc| Ok(Box::new(MojiscopeApp::new(&cc.egui_ctx, cc.storage, start)))),
    );
    match result {
        Ok(()) => 0,
        Err(e) => {
            let reason = window_error(&e.to_string());
            match missing {
                // (Quoted as Rust quotes it: a control character in the name is shown, not
                // sent to the terminal.)
                Some(p) if reason.starts_with("no display") => eprintln!(
                    "mojiscope: {p:?}: no such file or command (mojiscope --help lists the \
                     commands)"
                ),
                _ => eprintln!("mojiscope: {reason}"),
            }
            2
        }
    }
}

/// The window's icon (assets/icon.png, also the desktop file's).
fn icon() -> std::sync::Arc<egui::IconData> {
    let png = include_bytes!("../../assets/icon.png");
    std::sync::Arc::new(eframe::icon_data::from_png_bytes(png).unwrap_or_default())
}

/// Why the window did not open, for the person at the terminal: no display (and the commands
/// that answer without one), or the system's reason without the place in the toolkit's source
/// that raised it.
fn window_error(reason: &str) -> String {
    let commands = "the commands answer without one: mojiscope scan FILE, mojiscope detect FILE, \
                    mojiscope repair FILE (mojiscope --help lists them)";
    let no_display = ["DISPLAY is set", "X server", "Wayland", "display"]
        .iter()
        .any(|s| reason.contains(s));
    // (winit writes "… os error at /path/to/source.rs:765: the reason".)
    let why = reason
        .find(".rs:")
        .and_then(|i| reason[i..].find(": ").map(|j| &reason[i + j + 2..]))
        .unwrap_or(reason)
        .trim()
        .trim_end_matches('.');
    if no_display {
        format!("no display to open the window on ({why}); {commands}")
    } else {
        format!("cannot open the window: {why}")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_icon_is_a_square_picture() {
        let icon = super::icon();
        assert_eq!((icon.width, icon.height), (256, 256));
        assert_eq!(icon.rgba.len(), 256 * 256 * 4);
        // Not empty: the rounded square is opaque in the middle.
        let middle = (128 * 256 + 40) * 4;
        assert_eq!(icon.rgba[middle + 3], 255);
    }

    #[test]
    fn without_a_display_the_reason_names_the_commands() {
        let winit = "winit EventLoopError: os error at /root/.cargo/registry/src/x/winit-0.30.13/src/platform_impl/linux/mod.rs:765: neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor DISPLAY is set.";
        assert_eq!(
            super::window_error(winit),
            "no display to open the window on (neither WAYLAND_DISPLAY nor WAYLAND_SOCKET nor \
             DISPLAY is set); the commands answer without one: mojiscope scan FILE, mojiscope \
             detect FILE, mojiscope repair FILE (mojiscope --help lists them)"
        );
        let x = "winit EventLoopError: os error at /src/linux/mod.rs:788: Failed to open connection to X server";
        assert!(super::window_error(x).starts_with(
            "no display to open the window on (Failed to open connection to X server); "
        ));
        assert_eq!(
            super::window_error("the GPU said no"),
            "cannot open the window: the GPU said no"
        );
    }
}
