//! Reading the command line with its one definition (definition.rs): what to run, the help to
//! print, or a one-line reason.

use super::definition::Cli;
use super::CliError;
use clap::error::ErrorKind;
use clap::{CommandFactory, FromArgMatches, Parser};
use std::ffi::OsString;

/// What the command line asks for.
#[derive(Debug)]
pub(crate) enum Parsed {
    /// A command, or the window.
    Run(Box<Cli>),
    /// Help or the version, to print on stdout (exit 0).
    Print(String),
}

/// Parse `args` (the program's name first).
pub(crate) fn parse(args: &[OsString]) -> Result<Parsed, CliError> {
    // (The definition is built once a process: it is most of what a short run costs.)
    let mut cli = Cli::command();
    let names = names_in(&cli);
    not_a_command(args, &names)?;
    command_first(args, &cli, &names)?;
    let parsed = cli.try_get_matches_from_mut(args).and_then(|mut m| {
        Cli::from_arg_matches_mut(&mut m).map_err(|e| e.format(&mut Cli::command()))
    });
    match parsed {
        Ok(cli) => Ok(Parsed::Run(Box::new(cli))),
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            Ok(Parsed::Print(e.render().to_string()))
        }
        Err(e) => {
            // clap quotes what was typed as it is, newlines included: the same arguments with
            // their control characters escaped give the same reason on one line.
            let escaped: Vec<OsString> = args
                .iter()
                .map(|a| match a.to_str() {
                    Some(t) => OsString::from(super::one_line(t)),
                    None => a.clone(),
                })
                .collect();
            let e = Cli::try_parse_from(escaped).err().unwrap_or(e);
            Err(CliError::usage(one_reason(&e.render().to_string())))
        }
    }
}

/// The names of the commands, from the definition.
pub fn command_names() -> Vec<String> {
    names_in(&Cli::command())
}

fn names_in(cli: &clap::Command) -> Vec<String> {
    cli.get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect()
}

/// A first word that is neither a command nor a file, where a command was meant: a typo
/// (`deocde`) or a command mojiscope does not have (`fix f.txt`). (A lone word that is no
/// file and no near command is a path for the window, which says it cannot open it.)
fn not_a_command(args: &[OsString], names: &[String]) -> Result<(), CliError> {
    let Some(first) = args.get(1).and_then(|a| a.to_str()) else {
        return Ok(());
    };
    if first.starts_with('-') || names.iter().any(|n| n == first) {
        return Ok(());
    }
    if std::path::Path::new(first).exists() {
        return Ok(());
    }
    let nearest = names
        .iter()
        .map(|n| (strsim::damerau_levenshtein(first, n), n))
        .filter(|&(d, n)| d <= 2 && d < n.len())
        .min();
    let list = names.join(", ");
    match nearest {
        Some((_, name)) => Err(CliError::usage(format!(
            "{first:?} is not a command (did you mean {name}?) and no file of that name exists; \
             the commands: {list}"
        ))),
        None if args.len() > 2 => Err(CliError::usage(format!(
            "{first:?} is not a command and no file of that name exists; the commands: {list} \
             (mojiscope --help)"
        ))),
        None => Ok(()),
    }
}

/// A command's name after options (`mojiscope --encoding sjis decode f.txt`): the options
/// are the command's, and go after its name.
fn command_first(args: &[OsString], cli: &clap::Command, names: &[String]) -> Result<(), CliError> {
    if !args
        .get(1)
        .and_then(|a| a.to_str())
        .is_some_and(|a| a.starts_with('-'))
    {
        return Ok(());
    }
    // (The value of an option is no command: `--op decode` is the decode operation.)
    let takes_value = |a: &OsString| {
        a.to_str()
            .and_then(|a| a.strip_prefix("--"))
            .is_some_and(|long| {
                cli.get_arguments()
                    .any(|o| o.get_long() == Some(long) && o.get_action().takes_values())
            })
    };
    let Some(at) = (1..args.len()).find(|&i| {
        let word = args[i].to_str().unwrap_or_default();
        names.iter().any(|n| n == word)
            && !takes_value(&args[i - 1])
            && !std::path::Path::new(word).exists()
    }) else {
        return Ok(());
    };
    // (Only where the command has every option given before it: an option no command has is
    // clap's to name.)
    let sub = cli.find_subcommand(args[at].to_str().unwrap_or_default());
    let known = |a: &OsString| {
        let Some(long) = a.to_str().and_then(|a| a.strip_prefix("--")) else {
            return true;
        };
        let long = long.split('=').next().unwrap_or_default();
        sub.is_some_and(|c| c.get_arguments().any(|o| o.get_long() == Some(long)))
    };
    if !args[1..at].iter().all(known) {
        return Ok(());
    }
    let mut line = vec![args[0].to_string_lossy(), args[at].to_string_lossy()];
    line.extend(
        args.iter()
            .enumerate()
            .filter(|&(i, _)| i != 0 && i != at)
            .map(|(_, a)| a.to_string_lossy()),
    );
    Err(CliError::usage(format!(
        "a command's options go after its name: {}",
        line.join(" ")
    )))
}

/// clap's message on one line: the reason, the valid values and the tip, then the usage.
fn one_reason(rendered: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    let mut usage: Vec<&str> = Vec::new();
    for line in rendered.lines().map(str::trim) {
        if line.is_empty() || line.starts_with("For more information") {
            continue;
        }
        if let Some(u) = line.strip_prefix("Usage: ") {
            usage.push(u);
        } else if !usage.is_empty() {
            // (The usage's other forms.)
            usage.push(line);
        } else {
            parts.push(line.trim_start_matches("error: "));
        }
    }
    let mut reason = String::new();
    for part in parts {
        if !reason.is_empty() {
            // (A list after a colon goes on the same sentence.)
            reason += if reason.ends_with(':') { " " } else { "; " };
        }
        reason += part;
    }
    if !usage.is_empty() {
        reason += &format!(" (usage: {})", usage.join(" | "));
    }
    reason
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reason(args: &[&str]) -> String {
        let mut argv = vec![OsString::from("mojiscope")];
        argv.extend(args.iter().map(OsString::from));
        match parse(&argv) {
            Err(e) => e.message,
            Ok(p) => panic!("{args:?} parsed: {p:?}"),
        }
    }

    #[test]
    fn the_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn a_typo_in_a_command_is_named() {
        let r = reason(&["deocde", "f.txt"]);
        assert!(r.contains("did you mean decode?"), "{r}");
        let r = reason(&["fix", "f.txt"]);
        assert!(r.starts_with("\"fix\" is not a command"), "{r}");
        assert!(r.contains("repair"), "{r}");
    }

    #[test]
    fn options_before_the_command_are_put_after_it() {
        let r = reason(&["--encoding", "sjis", "decode", "f.txt"]);
        assert_eq!(
            r,
            "a command's options go after its name: mojiscope decode --encoding sjis f.txt"
        );
        // An option's value is no command: the window with the decode operation.
        let argv: Vec<OsString> = ["mojiscope", "--op", "decode", "f.txt"]
            .iter()
            .map(OsString::from)
            .collect();
        assert!(matches!(parse(&argv), Ok(Parsed::Run(_))));
        // An option the command does not have is named as clap names it, not moved after the
        // command into a line that fails again.
        let r = reason(&["--lang", "ru", "repair", "f.txt"]);
        assert!(!r.contains("go after its name"), "{r}");
        assert!(r.contains("--lang"), "{r}");
    }

    #[test]
    fn a_typo_in_an_option_is_named() {
        let r = reason(&["decode", "--fatl", "f.txt"]);
        assert!(r.contains("--fatal"), "{r}");
        assert!(!r.contains('\n'), "{r}");
    }

    #[test]
    fn an_unknown_label_gets_the_nearest_labels() {
        let r = reason(&["decode", "--encoding", "latin-1", "f.txt"]);
        assert!(r.contains("did you mean latin1 (windows-1252)?"), "{r}");
    }

    #[test]
    fn an_unknown_op_lists_the_ops() {
        let r = reason(&["decode", "--op", "nope", "f.txt"]);
        assert!(r.contains("textdecoder"), "{r}");
    }

    #[test]
    fn help_is_printed_for_every_command() {
        for name in command_names() {
            for flag in ["--help", "-h"] {
                let argv: Vec<OsString> = ["mojiscope", name.as_str(), flag]
                    .iter()
                    .map(OsString::from)
                    .collect();
                match parse(&argv) {
                    Ok(Parsed::Print(help)) => {
                        assert!(help.contains(&format!("mojiscope {name}")), "{help}")
                    }
                    other => panic!("{name} {flag}: {other:?}"),
                }
            }
        }
    }
}
