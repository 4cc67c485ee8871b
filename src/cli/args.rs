//! Command-line arguments: `--name value`, `--name=value`, flags, one FILE (`-` for stdin).

use super::CliError;
use crate::report::numbers::parse_number;
use std::collections::BTreeMap;
use std::ffi::OsString;

/// An option a command accepts: its name and whether it takes a value.
pub(crate) type OptionSpec = (&'static str, bool);

/// Parsed arguments of one command.
#[derive(Debug, Default)]
pub(crate) struct Parsed {
    pub values: BTreeMap<&'static str, String>,
    pub flags: Vec<&'static str>,
    pub positional: Vec<OsString>,
}

impl Parsed {
    pub(crate) fn value(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(|s| s.as_str())
    }
    pub(crate) fn flag(&self, name: &str) -> bool {
        self.flags.contains(&name)
    }
    pub(crate) fn has(&self, name: &str) -> bool {
        self.flag(name) || self.values.contains_key(name)
    }

    /// The single FILE argument.
    pub(crate) fn file(&self, command: &str) -> Result<OsString, CliError> {
        match self.positional.len() {
            1 => Ok(self.positional[0].clone()),
            0 => Err(CliError::usage(format!(
                "{command}: missing FILE (use - for standard input)"
            ))),
            _ => Err(CliError::usage(format!(
                "{command}: expected one FILE, got {}",
                self.positional.len()
            ))),
        }
    }

    /// A non-negative integer option.
    pub(crate) fn number(&self, name: &str) -> Result<Option<u64>, CliError> {
        match self.value(name) {
            None => Ok(None),
            Some(v) => parse_number(v).map(Some).ok_or_else(|| {
                CliError::usage(format!(
                    "--{name}: {v:?} is not a whole number from 0 to 2^64 − 1"
                ))
            }),
        }
    }
}

pub(crate) fn parse(
    command: &str,
    args: &[OsString],
    spec: &[OptionSpec],
) -> Result<Parsed, CliError> {
    let mut parsed = Parsed::default();
    let mut i = 0;
    let mut only_positional = false;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let text = arg.to_str();
        match text {
            Some("--") if !only_positional => only_positional = true,
            Some(t) if !only_positional && t.starts_with("--") => {
                let (name, inline) = match t[2..].split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (&t[2..], None),
                };
                let Some(&(name, takes_value)) = spec.iter().find(|(n, _)| *n == name) else {
                    let known: Vec<String> = spec.iter().map(|(n, _)| format!("--{n}")).collect();
                    return Err(CliError::usage(format!(
                        "{command}: unknown option --{name} (options: {})",
                        if known.is_empty() {
                            "none".to_string()
                        } else {
                            known.join(", ")
                        }
                    )));
                };
                if takes_value {
                    let value = match inline {
                        Some(v) => v,
                        None => {
                            let v = args.get(i).and_then(|a| a.to_str()).ok_or_else(|| {
                                CliError::usage(format!("{command}: --{name} needs a value"))
                            })?;
                            i += 1;
                            v.to_string()
                        }
                    };
                    if parsed.values.insert(name, value).is_some() {
                        return Err(CliError::usage(format!("{command}: --{name} given twice")));
                    }
                } else {
                    if inline.is_some() {
                        return Err(CliError::usage(format!(
                            "{command}: --{name} takes no value"
                        )));
                    }
                    parsed.flags.push(name);
                }
            }
            Some(t) if !only_positional && t.starts_with('-') && t != "-" => {
                return Err(CliError::usage(format!("{command}: unknown option {t:?}")));
            }
            _ => parsed.positional.push(arg.clone()),
        }
    }
    Ok(parsed)
}
