//! Helpers for driving the window with egui_kittest.

use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::Harness;
use mojiscope::gui::MojiscopeApp;
use std::path::{Path, PathBuf};

pub fn temp_file(name: &str, bytes: &[u8]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mojiscope-gui-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path
}

/// A harness around the app, opened on `file` (or empty), once the window has settled: the
/// scan and the detector have reported, so that no banner they put up moves what the test
/// clicks next (as a person waits for a window to stop moving; under load it can take a while).
pub fn app(file: Option<PathBuf>) -> Harness<'static, MojiscopeApp> {
    start(file.into())
}

/// [`app`] on `file` decoded as UTF-8 whatever it reads as, as `mojiscope --encoding utf-8
/// FILE` opens it (for files whose UTF-8 errors are what a test looks at).
pub fn app_utf8(file: PathBuf) -> Harness<'static, MojiscopeApp> {
    start(mojiscope::gui::Start {
        input: Some(mojiscope::gui::StartInput::Path(file)),
        settings: None,
        encoding: Some(mojiscope::encoding::Encoding::Utf8),
    })
}

fn start(start: mojiscope::gui::Start) -> Harness<'static, MojiscopeApp> {
    start_sized(start, egui::vec2(1400.0, 900.0))
}

/// [`app`] in a window of `size` (in points).
pub fn app_sized(file: Option<PathBuf>, size: egui::Vec2) -> Harness<'static, MojiscopeApp> {
    start_sized(file.into(), size)
}

fn start_sized(start: mojiscope::gui::Start, size: egui::Vec2) -> Harness<'static, MojiscopeApp> {
    let mut start = Some(start);
    let mut h = Harness::builder()
        .with_size(size)
        .with_max_steps(40)
        .build_eframe(move |cc| {
            MojiscopeApp::new(&cc.egui_ctx, None, start.take().unwrap_or_default())
        });
    settle(&mut h);
    for _ in 0..500 {
        let s = &h.state().state;
        let scanned = s.scan.as_ref().is_none_or(|j| !j.running());
        let detected = s.detection.as_ref().is_none_or(|d| d.work.ended());
        if scanned && detected {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    settle(&mut h);
    h
}

/// Run frames until the commands are applied (a few frames: commands sent during a frame are
/// applied at its end, and background jobs may still be reporting, so `run` could wait on them).
pub fn settle(h: &mut Harness<'static, MojiscopeApp>) {
    h.run_steps(4);
}

/// Bring the panel whose tab is labelled `tab` to the front by clicking its tab. (A person
/// clicks again where the window moved under the pointer: a banner a background job put up
/// between finding the tab and the click.)
pub fn show_tab(h: &mut Harness<'static, MojiscopeApp>, tab: &str) {
    use egui_kittest::kittest::Queryable;
    for _ in 0..10 {
        h.get_by_role_and_label(egui::accesskit::Role::Button, tab)
            .click();
        settle(h);
        if h.state().active_panel() == tab {
            return;
        }
    }
    panic!("the {tab} tab did not come to the front");
}

/// Wait for the background scan to finish.
pub fn wait_for_scan(h: &mut Harness<'static, MojiscopeApp>) {
    for _ in 0..200 {
        if h.state().state.scan.as_ref().is_some_and(|s| !s.running()) {
            settle(h);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    panic!("the scan did not finish");
}

/// Open an example from the Examples menu (or the welcome screen's list when nothing is open).
pub fn example(h: &mut Harness<'static, MojiscopeApp>, title: &str) {
    if h.state().state.doc.is_some() {
        h.get_by_label("Examples").click();
        settle(h);
    }
    h.get_all_by_label(title)
        .next()
        .expect("the example is listed")
        .click();
    settle(h);
}

/// Replace the text of the field labelled `label` by typing, as a person would.
pub fn type_into(h: &mut Harness<'static, MojiscopeApp>, label: &str, text: &str) {
    text_field(h, label).focus();
    settle(h);
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    text_field(h, label).type_text(text);
    settle(h);
}

/// The text field labelled `label` (a choice may name the field beside it: "this text:").
pub fn text_field<'a>(
    h: &'a Harness<'static, MojiscopeApp>,
    label: &'a str,
) -> egui_kittest::Node<'a> {
    use egui::accesskit::Role;
    h.query_by_role_and_label(Role::TextInput, label)
        .unwrap_or_else(|| h.get_by_role_and_label(Role::MultilineTextInput, label))
}

/// Selected widgets are "toggled on" for accessibility.
pub fn is_selected(h: &Harness<'static, MojiscopeApp>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().toggled() == Some(egui::accesskit::Toggled::True)
}

#[derive(Debug)]
pub struct Dropped(pub PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// Run frames until the window shows a message (a background job finished).
pub fn wait_for_message(h: &mut Harness<'static, MojiscopeApp>) -> String {
    for _ in 0..300 {
        if let Some(m) = &h.state().state.message {
            let text = m.text.clone();
            settle(h);
            return text;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    panic!("no message came");
}

/// The text the last frame put on the clipboard, if any.
pub fn clipboard(h: &Harness<'static, MojiscopeApp>) -> Option<String> {
    h.output()
        .platform_output
        .commands
        .iter()
        .find_map(|c| match c {
            egui::OutputCommand::CopyText(t) => Some(t.clone()),
            _ => None,
        })
}

/// What the next frames put on the clipboard (after a click on a Copy button), if any.
pub fn copied(h: &mut Harness<'static, MojiscopeApp>) -> Option<String> {
    (0..6).find_map(|_| {
        h.step();
        clipboard(h)
    })
}

/// eframe's storage (the settings a window saves), in memory.
#[derive(Default)]
pub struct Saved(pub std::collections::HashMap<String, String>);

impl eframe::Storage for Saved {
    fn get_string(&self, key: &str) -> Option<String> {
        self.0.get(key).cloned()
    }
    fn set_string(&mut self, key: &str, value: String) {
        self.0.insert(key.to_string(), value);
    }
    fn remove_string(&mut self, key: &str) {
        self.0.remove(key);
    }
    fn flush(&mut self) {}
}

/// Run frames until `done` says the panel's background work finished.
pub fn wait(h: &mut Harness<'static, MojiscopeApp>, done: impl Fn(&MojiscopeApp) -> bool) {
    wait_up_to(h, 500, done);
}

/// The same, for at most `frames` frames 10 ms apart.
pub fn wait_up_to(
    h: &mut Harness<'static, MojiscopeApp>,
    frames: usize,
    done: impl Fn(&MojiscopeApp) -> bool,
) {
    for _ in 0..frames {
        if done(h.state()) {
            settle(h);
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
        h.step();
    }
    panic!("the panel's work did not finish");
}

/// Run frames until the Why panel's decision is made (the detector done).
pub fn wait_for_decision(h: &mut Harness<'static, MojiscopeApp>) {
    wait(h, |app| {
        app.panel::<mojiscope::gui::WhyPanel>()
            .is_some_and(|p| p.decided().is_some())
    });
}
