//! A file's policy: the encoding it is expected in and what it says of a byte order mark, and
//! where that was said. EditorConfig's `charset`, git's `working-tree-encoding` and `--expect`
//! name it in their own words; here they become one thing.

use crate::encoding::{get_encoding, Encoding};
use std::path::PathBuf;

/// What a policy says of a byte order mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BomRule {
    /// A BOM is a finding (`utf-8`).
    Forbidden,
    /// No BOM is a finding (`utf-8-bom`, git's `UTF-16LE-BOM`).
    Required,
    /// Either (UTF-16 without its endianness named, a legacy encoding's BOM-less text).
    Allowed,
}

/// Where a file's policy comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Origin {
    /// Nothing said: UTF-8 without a BOM.
    Default,
    /// `--expect`, or `expect` in `.mojiscope.toml`.
    Expect,
    /// An `.editorconfig`'s `charset`.
    EditorConfig(PathBuf),
    /// A `.gitattributes`' `working-tree-encoding`.
    GitAttributes(PathBuf),
}

/// A file's policy.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Policy {
    pub encoding: Encoding,
    pub bom: BomRule,
    /// How the policy names the encoding (`utf-8-bom`, `UTF-16LE-BOM`, `latin1`).
    pub name: String,
    pub origin: Origin,
}

impl Policy {
    /// UTF-8 without a BOM: what a file no policy names is held to.
    pub fn default_utf8() -> Policy {
        Policy {
            encoding: Encoding::Utf8,
            bom: BomRule::Forbidden,
            name: "utf-8".into(),
            origin: Origin::Default,
        }
    }

    /// A policy from a label of the standard, or `utf-8-bom` (what `--expect` takes); None
    /// for a name neither knows.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::lint::policy::{BomRule, Origin, Policy};
    /// let p = Policy::from_label("utf-8-bom", Origin::Expect).unwrap();
    /// assert_eq!((p.encoding, p.bom), (Encoding::Utf8, BomRule::Required));
    /// assert_eq!(Policy::from_label("latin1", Origin::Expect).unwrap().encoding, Encoding::Windows1252);
    /// assert!(Policy::from_label("klingon", Origin::Expect).is_none());
    /// ```
    pub fn from_label(label: &str, origin: Origin) -> Option<Policy> {
        let lower = label.trim().to_ascii_lowercase();
        let (encoding, bom) = match lower.as_str() {
            "utf-8-bom" | "utf8-bom" => (Encoding::Utf8, BomRule::Required),
            _ => {
                let e = get_encoding(&lower).ok()?;
                let bom = match e {
                    Encoding::Utf8 => BomRule::Forbidden,
                    _ => BomRule::Allowed,
                };
                (e, bom)
            }
        };
        Some(Policy {
            encoding,
            bom,
            name: label.trim().to_string(),
            origin,
        })
    }

    /// A policy from git's `working-tree-encoding` (iconv's names: `UTF-16LE-BOM`, `UTF-16`,
    /// `SHIFT-JIS`, `ISO-8859-1`); None for a name the standard has no encoding for.
    ///
    /// ```
    /// use mojiscope::encoding::Encoding;
    /// use mojiscope::lint::policy::{BomRule, Origin, Policy};
    /// let p = Policy::from_git("UTF-16LE-BOM", Origin::Default).unwrap();
    /// assert_eq!((p.encoding, p.bom), (Encoding::Utf16Le, BomRule::Required));
    /// assert_eq!(Policy::from_git("SHIFT-JIS", Origin::Default).unwrap().encoding, Encoding::ShiftJis);
    /// ```
    pub fn from_git(name: &str, origin: Origin) -> Option<Policy> {
        let upper = name.trim().to_ascii_uppercase();
        let (base, bom) = match upper.strip_suffix("-BOM") {
            Some(base) => (base, Some(BomRule::Required)),
            None => (upper.as_str(), None),
        };
        // (Git's UTF-16 and UTF-32 without an endianness are written with a BOM, big-endian
        // after it by iconv's default.)
        let (encoding, bom) = match base {
            "UTF-16" | "UCS-2" => (Encoding::Utf16Be, Some(BomRule::Required)),
            "UTF8" | "UTF-8" => (Encoding::Utf8, bom.or(Some(BomRule::Forbidden))),
            _ => {
                let e = get_encoding(base)
                    .or_else(|_| get_encoding(&base.replace('-', "_")))
                    .ok()?;
                (e, bom)
            }
        };
        Some(Policy {
            encoding,
            bom: bom.unwrap_or(BomRule::Allowed),
            name: name.trim().to_string(),
            origin,
        })
    }

    /// A policy from EditorConfig's `charset` (`utf-8`, `utf-8-bom`, `latin1`, `utf-16le`,
    /// `utf-16be`); None for another value.
    pub fn from_editorconfig(charset: &str, origin: Origin) -> Option<Policy> {
        let (encoding, bom) = match charset.trim().to_ascii_lowercase().as_str() {
            "utf-8" => (Encoding::Utf8, BomRule::Forbidden),
            "utf-8-bom" => (Encoding::Utf8, BomRule::Required),
            "latin1" => (Encoding::Windows1252, BomRule::Forbidden),
            "utf-16le" => (Encoding::Utf16Le, BomRule::Allowed),
            "utf-16be" => (Encoding::Utf16Be, BomRule::Allowed),
            _ => return None,
        };
        Some(Policy {
            encoding,
            bom,
            name: charset.trim().to_string(),
            origin,
        })
    }

    /// Where the policy was said, in words (`.editorconfig charset = utf-8-bom`).
    pub fn said(&self) -> String {
        match &self.origin {
            Origin::Default => "the default policy (UTF-8 without a BOM)".to_string(),
            Origin::Expect => format!("--expect {}", self.name),
            Origin::EditorConfig(p) => format!("{}: charset = {}", p.display(), self.name),
            Origin::GitAttributes(p) => {
                format!("{}: working-tree-encoding={}", p.display(), self.name)
            }
        }
    }
}
