//! `mojiscope completions SHELL` and `mojiscope man [COMMAND]`: the shell completions and the
//! manual pages, generated from the command line's one definition.

use super::definition::{Cli, CompletionsArgs, ManArgs};
use super::{write_raw, CliError};
use clap::CommandFactory;

pub(crate) fn completions(args: CompletionsArgs) -> Result<i32, CliError> {
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "mojiscope", &mut out);
    write_raw(&out)?;
    Ok(0)
}

pub(crate) fn man(args: ManArgs) -> Result<i32, CliError> {
    let Some(dir) = args.dir else {
        write_raw(&page(args.command.as_deref())?)?;
        return Ok(0);
    };
    let cannot =
        |e: std::io::Error| CliError::usage(format!("man: cannot write to {}: {e}", dir.display()));
    std::fs::create_dir_all(&dir).map_err(cannot)?;
    let mut pages = vec![("mojiscope.1".to_string(), page(None)?)];
    for name in super::parse::command_names() {
        pages.push((format!("mojiscope-{name}.1"), page(Some(&name))?));
    }
    for (file, text) in pages {
        std::fs::write(dir.join(file), text).map_err(cannot)?;
    }
    Ok(0)
}

/// The manual page of the program, or of one of its commands (`mojiscope-decode(1)`), in roff.
pub(crate) fn page(command: Option<&str>) -> Result<Vec<u8>, CliError> {
    let mut cli = Cli::command();
    cli.build();
    let cmd = match command {
        None => cli,
        Some(name) => {
            let names = super::parse::command_names();
            let found = cli
                .get_subcommands()
                .find(|c| c.get_name() == name)
                .cloned()
                .ok_or_else(|| {
                    CliError::usage(format!(
                        "man: no command {name:?} (the commands: {})",
                        names.join(", ")
                    ))
                })?;
            // (Named as man names a command's page: mojiscope-decode.)
            found
                .name(format!("mojiscope-{name}"))
                .version(env!("CARGO_PKG_VERSION"))
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd).render(&mut out)?;
    Ok(ascii_roff(&String::from_utf8_lossy(&out)).into_bytes())
}

/// Roff with every character beyond ASCII as groff's escape for it (`…` as `\[u2026]`): groff
/// reads its input as Latin-1 unless told otherwise, and warns of the bytes of UTF-8.
fn ascii_roff(roff: &str) -> String {
    let mut out = String::with_capacity(roff.len());
    for c in roff.chars() {
        match c.is_ascii() {
            true => out.push(c),
            false => out.push_str(&format!("\\[u{:04X}]", c as u32)),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn roff_beyond_ascii_is_escaped() {
        assert_eq!(super::ascii_roff("a … b → c"), "a \\[u2026] b \\[u2192] c");
    }
}
