//! `lint --format sarif`: SARIF 2.1.0 as GitHub code scanning reads it. The rules with their
//! descriptions and help, each result's region in lines and columns (code points, said in
//! `columnKind`) with its bytes, a fix where there is one, and a fingerprint that stays while
//! lines move: the rule, the path and the line's text.

use super::finding::Finding;
use super::rule::{Severity, RULES};
use serde::Serialize;

const SCHEMA: &str = "https://json.schemastore.org/sarif-2.1.0.json";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Log {
    #[serde(rename = "$schema")]
    schema: &'static str,
    version: &'static str,
    runs: Vec<Run>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Run {
    tool: Tool,
    column_kind: &'static str,
    original_uri_base_ids: BaseIds,
    results: Vec<SarifResult>,
}

#[derive(Serialize)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
struct BaseIds {
    #[serde(rename = "%SRCROOT%")]
    src_root: Uri,
}

#[derive(Serialize)]
struct Uri {
    uri: String,
}

#[derive(Serialize)]
struct Tool {
    driver: Driver,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Driver {
    name: &'static str,
    version: &'static str,
    semantic_version: &'static str,
    information_uri: &'static str,
    rules: Vec<RuleDescriptor>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RuleDescriptor {
    id: &'static str,
    name: &'static str,
    short_description: Message,
    full_description: Message,
    help: Help,
    default_configuration: Configuration,
    properties: RuleProperties,
}

#[derive(Serialize)]
struct Message {
    text: String,
}

#[derive(Serialize)]
struct Help {
    text: String,
    markdown: String,
}

#[derive(Serialize)]
struct Configuration {
    level: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "kebab-case")]
struct RuleProperties {
    tags: Vec<&'static str>,
    precision: &'static str,
    problem_severity: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifResult {
    rule_id: &'static str,
    rule_index: usize,
    level: &'static str,
    message: Message,
    locations: Vec<Location>,
    partial_fingerprints: Fingerprints,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    fixes: Vec<SarifFix>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Location {
    physical_location: PhysicalLocation,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PhysicalLocation {
    artifact_location: ArtifactLocation,
    region: Region,
    context_region: ContextRegion,
}

/// The lines around a result: its own.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ContextRegion {
    start_line: usize,
    end_line: usize,
    snippet: Message,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArtifactLocation {
    uri: String,
    uri_base_id: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Region {
    start_line: usize,
    start_column: usize,
    end_line: usize,
    end_column: usize,
    byte_offset: u64,
    byte_length: u64,
    snippet: Message,
}

#[derive(Serialize)]
struct Fingerprints {
    #[serde(rename = "mojiscope/v1")]
    mojiscope: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifFix {
    description: Message,
    artifact_changes: Vec<ArtifactChange>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArtifactChange {
    artifact_location: ArtifactLocation,
    replacements: Vec<Replacement>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Replacement {
    deleted_region: ByteRegion,
    inserted_content: Message,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ByteRegion {
    byte_offset: u64,
    byte_length: u64,
}

fn level(s: Severity) -> &'static str {
    match s {
        Severity::Error => "error",
        Severity::Warning => "warning",
    }
}

/// A path as a relative URI reference: each part percent-encoded where it must be.
fn uri(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for b in path.bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                out.push(b as char)
            }
            _ => out.push_str(&format!("%{b:02X}")),
        }
    }
    out
}

/// FNV-1a over the parts of a fingerprint (stable across runs and machines).
fn fingerprint(parts: &[&str]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for b in p.bytes().chain([0]) {
            h = (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

/// The SARIF log of `findings` (`root`: the directory paths are relative to, as a file URI).
pub fn log(findings: &[Finding], root: &str) -> Log {
    let rules = RULES
        .iter()
        .map(|a| RuleDescriptor {
            id: a.id,
            name: a.name,
            short_description: Message {
                text: capitalised(a.summary),
            },
            full_description: Message {
                text: a.help.to_string(),
            },
            help: Help {
                text: a.help.to_string(),
                markdown: format!("**{}**\n\n{}", capitalised(a.summary), a.help),
            },
            default_configuration: Configuration {
                level: level(a.severity),
            },
            properties: RuleProperties {
                tags: vec!["encoding"],
                precision: if a.id == "mojibake" {
                    "high"
                } else {
                    "very-high"
                },
                problem_severity: match a.severity {
                    Severity::Error => "error",
                    Severity::Warning => "warning",
                },
            },
        })
        .collect();
    // (Results of one rule on one line are told apart by their order on it: each keeps its
    // alert while lines move.)
    let mut seen: std::collections::HashMap<(&str, &str, &str), usize> =
        std::collections::HashMap::new();
    let results = findings
        .iter()
        .map(|f| {
            let nth = seen
                .entry((f.rule.id(), f.path.as_str(), f.line_text.trim()))
                .or_default();
            *nth += 1;
            let nth = nth.to_string();
            let index = RULES.iter().position(|a| a.rule == f.rule).unwrap_or(0);
            let location = ArtifactLocation {
                uri: uri(&f.path),
                uri_base_id: "%SRCROOT%",
            };
            let fixes = f
                .fix
                .iter()
                .map(|x| SarifFix {
                    description: Message {
                        text: match &x.chain {
                            Some(c) => format!("Repair with the chain {c}"),
                            None if x.replacement.is_empty() => "Remove it".to_string(),
                            None => "Insert a byte order mark".to_string(),
                        },
                    },
                    artifact_changes: vec![ArtifactChange {
                        artifact_location: ArtifactLocation {
                            uri: uri(&f.path),
                            uri_base_id: "%SRCROOT%",
                        },
                        replacements: vec![Replacement {
                            deleted_region: ByteRegion {
                                byte_offset: f.offset,
                                byte_length: f.length,
                            },
                            inserted_content: Message {
                                text: x.replacement.clone(),
                            },
                        }],
                    }],
                })
                .collect();
            SarifResult {
                rule_id: f.rule.id(),
                rule_index: index,
                level: level(f.severity),
                message: Message {
                    text: f.message.clone(),
                },
                locations: vec![Location {
                    physical_location: PhysicalLocation {
                        artifact_location: location,
                        region: Region {
                            start_line: f.line,
                            start_column: f.column,
                            end_line: f.end_line,
                            end_column: f.end_column.max(f.column),
                            byte_offset: f.offset,
                            byte_length: f.length,
                            snippet: Message {
                                text: region_text(f),
                            },
                        },
                        context_region: ContextRegion {
                            start_line: f.line,
                            end_line: f.line,
                            snippet: Message {
                                text: f.line_text.clone(),
                            },
                        },
                    },
                }],
                partial_fingerprints: Fingerprints {
                    mojiscope: fingerprint(&[f.rule.id(), &f.path, f.line_text.trim(), &nth]),
                },
                fixes,
            }
        })
        .collect();
    Log {
        schema: SCHEMA,
        version: "2.1.0",
        runs: vec![Run {
            tool: Tool {
                driver: Driver {
                    name: "mojiscope",
                    version: env!("CARGO_PKG_VERSION"),
                    semantic_version: env!("CARGO_PKG_VERSION"),
                    information_uri: "https://encoding.spec.whatwg.org/",
                    rules,
                },
            },
            column_kind: "unicodeCodePoints",
            original_uri_base_ids: BaseIds {
                src_root: Uri {
                    uri: root.to_string(),
                },
            },
            results,
        }],
    }
}

/// The text of a finding's region, as far as its line shows it.
fn region_text(f: &Finding) -> String {
    let end = if f.end_line == f.line {
        f.end_column
    } else {
        usize::MAX
    };
    f.line_text
        .chars()
        .enumerate()
        .filter(|&(i, _)| i + f.line_text_column >= f.column && i + f.line_text_column < end)
        .map(|(_, c)| c)
        .collect()
}

fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next().map_or(String::new(), |f| {
        f.to_uppercase().chain(c).collect::<String>() + "."
    })
}
