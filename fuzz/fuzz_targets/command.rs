//! Whole commands, as a user runs them, over a file or a stream of up to 4 MiB: the first
//! bytes choose the command, its options and how many times the rest is repeated to make the
//! input. No panic, an exit status of 0, 1 or 2, a one-line reason on stderr when it is not 0,
//! every line of --json output a whole JSON value, and the input file left as it was.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mojiscope::cli::{self, Action};
use mojiscope::encoding::Encoding;
use std::ffi::OsString;
use std::fs::File;
use std::io::{BufRead, BufReader, Read, Seek, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::path::PathBuf;
use std::sync::OnceLock;

/// The largest input made.
const MAX_INPUT: usize = 4 << 20;

struct Place {
    dir: PathBuf,
    /// fd 2 as libFuzzer had it (restored before a panic is reported).
    stderr: i32,
}

fn place() -> &'static Place {
    static PLACE: OnceLock<Place> = OnceLock::new();
    PLACE.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("mojiscope-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // A reader that stops early closes the pipe: the writer gets an error, not a signal.
        unsafe { libc::signal(libc::SIGPIPE, libc::SIG_IGN) };
        let stderr = unsafe { libc::dup(2) };
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            unsafe { libc::dup2(stderr, 2) };
            previous(info)
        }));
        Place { dir, stderr }
    })
}

/// fd `target` pointed at `to` while `f` runs.
fn redirected<R>(target: i32, to: i32, f: impl FnOnce() -> R) -> R {
    let saved = unsafe { libc::dup(target) };
    unsafe { libc::dup2(to, target) };
    let r = f();
    unsafe {
        libc::dup2(saved, target);
        libc::close(saved);
    }
    r
}

/// The command line the first bytes choose; the file's name is `file`.
fn command_line(choice: [u8; 3], file: OsString) -> Vec<OsString> {
    let [c, e, f] = choice;
    let encoding = Encoding::ALL[e as usize % Encoding::ALL.len()].name();
    let json = f & 1 != 0;
    let mut args: Vec<String> = Vec::new();
    match c % 8 {
        0 => {
            args.extend(["decode".into(), "--encoding".into(), encoding.into()]);
            match (f >> 1) & 3 {
                0 => {}
                1 => args.extend(["--op".into(), "utf-8-decode-without-bom".into()]),
                2 => args.extend(["--op".into(), "textdecoder".into(), "--fatal".into()]),
                _ => args.extend([
                    "--op".into(),
                    "textdecoder".into(),
                    "--chunks".into(),
                    format!("{},{}", f as usize * 7, (f as usize) << 9),
                ]),
            }
        }
        1 => args.extend(["encode".into(), "--encoding".into(), encoding.into()]),
        2 => args.extend(["sniff".into(), "--encoding".into(), encoding.into()]),
        3 => args.extend([
            "trace".into(),
            "--encoding".into(),
            encoding.into(),
            "--from".into(),
            ((f as u64) << 12).to_string(),
            "--len".into(),
            (1 + (f as u64 & 0x3F) * 64).to_string(),
        ]),
        4 => args.extend([
            "scan".into(),
            "--encoding".into(),
            encoding.into(),
            "--max-errors".into(),
            (f as u64 * 37).to_string(),
        ]),
        5 => {
            args.push("detect".into());
            if f & 2 != 0 {
                args.push("--from-network".into());
            }
        }
        6 => {
            args.push("compare".into());
            if f & 2 != 0 {
                args.extend(["--encodings".into(), "all".into()]);
            }
            if f & 4 != 0 {
                args.extend(["--from".into(), ((f as u64) << 10).to_string()]);
            }
        }
        _ => {
            args.push("repair".into());
            if f & 2 != 0 {
                args.extend(["--encoding".into(), encoding.into()]);
            }
        }
    }
    if json && c % 8 != 0 {
        args.push("--json".into());
    }
    let mut argv: Vec<OsString> = args.into_iter().map(OsString::from).collect();
    argv.insert(0, "mojiscope".into());
    argv.push(file);
    argv
}

fuzz_target!(|data: &[u8]| {
    let [c, e, f, times, payload @ ..] = data else {
        return;
    };
    if payload.is_empty() && times & 1 == 0 {
        return;
    }
    let place = place();
    // The input: the payload repeated 1 to 2^15 times, up to MAX_INPUT.
    let reps = 1usize << (times >> 4);
    let len = (payload.len() * reps).min(MAX_INPUT);
    let input: Vec<u8> = payload.iter().copied().cycle().take(len).collect();
    let stream = *c & 8 != 0;
    let path = place.dir.join("input");
    std::fs::write(&path, &input).unwrap();
    let mut out = tempfile(&place.dir, "stdout");
    let mut err = tempfile(&place.dir, "stderr");
    let argv = command_line(
        [*c, *e, *f],
        if stream {
            "-".into()
        } else {
            path.clone().into()
        },
    );
    let json = argv.iter().any(|a| a == "--json");
    let action = redirected(1, out.as_raw_fd(), || {
        redirected(2, err.as_raw_fd(), || {
            if stream {
                with_stdin(&input, || cli::main(argv.clone()))
            } else {
                cli::main(argv.clone())
            }
        })
    });
    let code = match action {
        Action::Exit(code) => code,
        Action::Window(_) => panic!("a command opened the window: {argv:?}"),
    };
    let _ = std::io::stdout().flush();
    let stderr = read_all(&mut err);
    let _ = place.stderr;
    assert!(matches!(code, 0 | 1 | 2), "{argv:?}: exit {code}");
    if code != 0 {
        let text = String::from_utf8_lossy(&stderr);
        let last = text.lines().last().unwrap_or_default();
        assert!(
            last.starts_with("mojiscope: ") && text.ends_with('\n'),
            "{argv:?}: exit {code} with {text:?}"
        );
    }
    if json && code == 0 {
        // (A line at a time: `encode --json` writes a line per handler call, 100s of MB.)
        out.rewind().unwrap();
        for line in BufReader::new(&mut out).split(b'\n') {
            let line = line.unwrap();
            assert!(
                line.is_empty() || serde_json::from_slice::<serde_json::Value>(&line).is_ok(),
                "{argv:?}: a line that is not JSON: {:?}",
                String::from_utf8_lossy(&line)
            );
        }
    }
    if !stream {
        assert!(
            std::fs::read(&path).unwrap() == input,
            "{argv:?} wrote to its input"
        );
    }
});

fn tempfile(dir: &std::path::Path, name: &str) -> File {
    File::options()
        .read(true)
        .write(true)
        .create(true)
        .truncate(true)
        .open(dir.join(name))
        .unwrap()
}

fn read_all(f: &mut File) -> Vec<u8> {
    let mut v = Vec::new();
    f.rewind().unwrap();
    f.read_to_end(&mut v).unwrap();
    v
}

/// `f` with fd 0 reading `input` from a pipe, written by a thread.
fn with_stdin<R>(input: &[u8], f: impl FnOnce() -> R) -> R {
    let mut fds = [0; 2];
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
    let (read, write) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        let mut w = File::from(write);
        // A command that stops reading early closes the pipe: the write fails.
        let _ = w.write_all(&input);
    });
    let r = redirected(0, read.as_raw_fd(), || {
        let r = f();
        // What the command left unread, in std's buffer or the pipe, is not the next run's.
        let _ = std::io::copy(&mut std::io::stdin().lock(), &mut std::io::sink());
        r
    });
    drop(read);
    writer.join().unwrap();
    r
}
