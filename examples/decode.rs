//! The anchor of `benches/process.py`: a process that reads a file and decodes it as UTF-8
//! with encoding_rs (errors replaced), as a program that only decodes would.

fn main() {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: decode FILE");
        std::process::exit(2);
    };
    match std::fs::read(&path) {
        Ok(bytes) => {
            let (text, _) = encoding_rs::UTF_8.decode_without_bom_handling(&bytes);
            println!("{} characters", text.chars().count());
        }
        Err(e) => {
            eprintln!("decode: {}: {e}", path.to_string_lossy());
            std::process::exit(2);
        }
    }
}
