//! mojiscope's entry point: run a command, or open the inspector window.

fn main() {
    match mojiscope::cli::main(std::env::args_os().collect()) {
        mojiscope::cli::Action::Exit(code) => std::process::exit(code),
        mojiscope::cli::Action::Gui(file) => std::process::exit(open_window(file)),
    }
}

#[cfg(feature = "gui")]
fn open_window(file: Option<std::path::PathBuf>) -> i32 {
    mojiscope::gui::run(file)
}

#[cfg(not(feature = "gui"))]
fn open_window(_file: Option<std::path::PathBuf>) -> i32 {
    eprintln!("mojiscope: this build has no window (built without the \"gui\" feature); use a command: decode, encode, sniff, trace, scan (see mojiscope --help)");
    2
}
