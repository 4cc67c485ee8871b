//! mojiscope's entry point: run a command, or open the inspector window. The command line and
//! the window meet only here.

use mojiscope::cli::{self, Action};

/// mimalloc: a repair makes and frees many small strings on several threads, which the
/// system's allocator serializes (the benchmarks use it too).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    match cli::main(std::env::args_os().collect()) {
        Action::Exit(code) => std::process::exit(code),
        Action::Window(args) => std::process::exit(open_window(args)),
    }
}

#[cfg(feature = "gui")]
fn open_window(args: cli::WindowArgs) -> i32 {
    use mojiscope::gui::state::DecodeSettings;
    use mojiscope::gui::{Start, StartInput};
    let settings = args.options_given.then_some(DecodeSettings {
        encoding: args.options.encoding,
        op: args.options.op,
        fatal: args.options.fatal,
        ignore_bom: args.options.ignore_bom,
        chunks: args.chunks,
    });
    let input = args.input.map(|input| match input {
        cli::WindowInput::Path(path) => StartInput::Path(path),
        cli::WindowInput::Stdin(bytes) => StartInput::Bytes {
            name: "stdin".into(),
            bytes,
        },
    });
    let encoding = args.encoding_given.then_some(args.options.encoding);
    mojiscope::gui::run(Start {
        input,
        settings,
        encoding,
    })
}

#[cfg(not(feature = "gui"))]
fn open_window(_args: cli::WindowArgs) -> i32 {
    eprintln!(
        "mojiscope: this build has no window (built without the \"gui\" feature); use a command: {} (mojiscope --help)",
        cli::command_names().join(", ")
    );
    2
}
