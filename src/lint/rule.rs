//! The rules `mojiscope lint` checks, each with a stable id, a severity, a one-line summary
//! and a longer help: the one table the text output, the JSON schema, SARIF's rule list,
//! `.mojiscope.toml` and `lint --help` read.

use serde::{Deserialize, Serialize};

/// How much a finding matters: an error fails a CI run as surely as a warning, but tools that
/// sort (code scanning, editors) show errors first.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema,
)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    Warning,
    Error,
}

impl Severity {
    pub fn name(self) -> &'static str {
        match self {
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A rule.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    schemars::JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Rule {
    InvalidBytes,
    OtherEncoding,
    Bom,
    BomInside,
    Mojibake,
    ReplacementCharacter,
    C1Control,
    BidiControl,
    Nul,
}

/// What a rule is, for people and for tools.
pub struct About {
    pub rule: Rule,
    pub id: &'static str,
    /// A name people read (SARIF's `name`, which is not to repeat the id).
    pub name: &'static str,
    pub severity: Severity,
    /// One line: what was found.
    pub summary: &'static str,
    /// What it means and what to do.
    pub help: &'static str,
}

/// Every rule, in the order findings of one place are listed.
pub const RULES: &[About] = &[
    About {
        rule: Rule::InvalidBytes,
        id: "invalid-bytes",
        name: "BytesNotInTheExpectedEncoding",
        severity: Severity::Error,
        summary: "bytes that are not text in the file's expected encoding",
        help: "The bytes do not decode in the encoding the file is expected in (its \
               .editorconfig charset, its .gitattributes working-tree-encoding, --expect, or \
               UTF-8). A program reading the file shows U+FFFD for them. Find what wrote them: \
               often a binary blob pasted into text, or a file cut in the middle of a character.",
    },
    About {
        rule: Rule::OtherEncoding,
        id: "other-encoding",
        name: "PartInAnotherEncoding",
        severity: Severity::Error,
        summary: "a part of the file in another encoding",
        help: "Some lines are valid text in another encoding, not in the expected one: a file \
               gathered from two sources, or edited by a program that saved in its own code \
               page. Convert those lines to the expected encoding (`mojiscope decode --encoding \
               LABEL FILE` shows the file as that encoding reads it).",
    },
    About {
        rule: Rule::Bom,
        id: "bom",
        name: "ByteOrderMarkAgainstPolicy",
        severity: Severity::Error,
        summary: "a byte order mark the file's policy forbids, lacks or contradicts",
        help: "The start of the file disagrees with its policy: a UTF-8 BOM where the policy \
               says utf-8 (many tools, shells and parsers show it as `ï»¿` or fail on it), no \
               BOM where it says utf-8-bom, or a BOM of another encoding. `--fix` adds or \
               removes a UTF-8 BOM.",
    },
    About {
        rule: Rule::BomInside,
        id: "bom-inside",
        name: "ByteOrderMarkInsideText",
        severity: Severity::Warning,
        summary: "a byte order mark (U+FEFF) that is not at the start of the file",
        help: "U+FEFF inside a file is what is left of a BOM when files were joined (`cat a b`) \
               or a text pasted with its BOM: it is invisible, and breaks the word, the key or \
               the line it sits in. `--fix` removes it.",
    },
    About {
        rule: Rule::Mojibake,
        id: "mojibake",
        name: "MojibakeInValidText",
        severity: Severity::Error,
        summary: "mojibake: text that was decoded with the wrong encoding and saved again",
        help: "Valid text whose characters are another encoding's reading of UTF-8 (`Ã©` for \
               `é`, `â€™` for `’`): a program read UTF-8 as windows-1252, cp437, KOI8-R or \
               Mac OS Roman and wrote what it read. The finding names the chain that undoes it \
               and the text it gives; `--fix` applies it where the repair is sure, run by run, \
               so a real `—` elsewhere stays.",
    },
    About {
        rule: Rule::ReplacementCharacter,
        id: "replacement-character",
        name: "ReplacementCharacterInText",
        severity: Severity::Warning,
        summary: "U+FFFD: a character lost by an earlier decoding",
        help: "U+FFFD is what a decoder writes for bytes it cannot read. Saved in a file, it \
               means text was lost upstream, and no tool can bring it back from this file: go \
               back to the source it came from.",
    },
    About {
        rule: Rule::C1Control,
        id: "c1-control",
        name: "C1ControlCharacter",
        severity: Severity::Warning,
        summary: "a C1 control character (U+0080 to U+009F)",
        help: "C1 controls are almost never meant in text: they are windows-1252's `€ ‚ ƒ „ … \
               † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ` decoded as ISO-8859-1 (Python's \
               latin-1, Java's ISO-8859-1), or a terminal's escape sequences.",
    },
    About {
        rule: Rule::BidiControl,
        id: "bidi-control",
        name: "BidirectionalControlInSourceCode",
        severity: Severity::Error,
        summary: "a bidirectional override or isolate in source code (Trojan Source)",
        help: "U+202A to U+202E and U+2066 to U+2069 reorder how a line is shown: code can read \
               differently from what the compiler sees (CVE-2021-42574). Checked in source \
               code only; remove it, or write it as an escape in the string it belongs to.",
    },
    About {
        rule: Rule::Nul,
        id: "nul",
        name: "NulCharacterInText",
        severity: Severity::Error,
        summary: "a NUL character in text",
        help: "U+0000 ends a string in C, and most text tools stop or fail at it. In a text file \
               it is a stray byte of a binary or UTF-16 file, or padding.",
    },
];

impl Rule {
    pub fn about(self) -> &'static About {
        RULES
            .iter()
            .find(|a| a.rule == self)
            .expect("every rule is in RULES")
    }

    pub fn id(self) -> &'static str {
        self.about().id
    }

    /// The rule an id names.
    ///
    /// ```
    /// use mojiscope::lint::rule::Rule;
    /// assert_eq!(Rule::named("c1-control"), Some(Rule::C1Control));
    /// assert_eq!(Rule::named("c1"), None);
    /// ```
    pub fn named(id: &str) -> Option<Rule> {
        RULES.iter().find(|a| a.id == id).map(|a| a.rule)
    }

    /// The ids, for a message that lists them.
    pub fn ids() -> String {
        RULES.iter().map(|a| a.id).collect::<Vec<_>>().join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_rule_is_once_in_the_table_with_its_serde_name() {
        for a in RULES {
            assert_eq!(RULES.iter().filter(|b| b.rule == a.rule).count(), 1);
            assert_eq!(serde_json::to_value(a.rule).unwrap(), a.id);
            assert!(
                !a.summary.ends_with('.') && a.help.ends_with('.'),
                "{}",
                a.id
            );
        }
    }
}
