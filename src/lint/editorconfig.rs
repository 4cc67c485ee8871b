//! `.editorconfig` files, read once a directory (ec4rs parses them and matches their globs):
//! which `charset` applies to a file.

use super::policy::{Origin, Policy};
use ec4rs::property::Charset;
use ec4rs::Section;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// One directory's `.editorconfig`, parsed.
struct Config {
    path: PathBuf,
    root: bool,
    sections: Vec<Section>,
}

/// The `.editorconfig` of each directory asked, once.
#[derive(Default)]
pub struct EditorConfigs {
    dirs: Mutex<HashMap<PathBuf, Option<Arc<Config>>>>,
    /// Files that did not parse (said once each by the caller).
    pub broken: Mutex<Vec<String>>,
}

impl EditorConfigs {
    fn of_dir(&self, dir: &Path) -> Option<Arc<Config>> {
        if let Some(c) = self.dirs.lock().ok()?.get(dir) {
            return c.clone();
        }
        let path = dir.join(".editorconfig");
        let parsed = match ec4rs::ConfigFile::open(&path) {
            Ok(mut file) => {
                let root = file.reader.is_root;
                let mut sections = Vec::new();
                let mut failed = None;
                for s in file.by_ref() {
                    match s {
                        Ok(s) => sections.push(s),
                        Err(e) => {
                            failed = Some(e);
                            break;
                        }
                    }
                }
                if let Some(e) = failed
                    && let Ok(mut b) = self.broken.lock()
                {
                    b.push(format!("{}: {e}", path.display()));
                }
                Some(Arc::new(Config {
                    path,
                    root,
                    sections,
                }))
            }
            Err(_) => None,
        };
        if let Ok(mut d) = self.dirs.lock() {
            d.insert(dir.to_path_buf(), parsed.clone());
        }
        parsed
    }

    /// The policy the `.editorconfig` files above `file` (an absolute path) give it, if they
    /// name a charset.
    pub fn policy(&self, file: &Path) -> Option<Policy> {
        let mut configs = Vec::new();
        let mut dir = file.parent();
        while let Some(d) = dir {
            if let Some(c) = self.of_dir(d) {
                let root = c.root;
                configs.push(c);
                if root {
                    break;
                }
            }
            dir = d.parent();
        }
        // (The outermost first: the nearest file's sections, and a file's later sections,
        // win.)
        let mut found: Option<(String, &Config)> = None;
        for c in configs.iter().rev() {
            let base = c.path.parent().unwrap_or(Path::new("/"));
            let rel = file.strip_prefix(base).unwrap_or(file);
            for s in c.sections.iter().filter(|s| s.applies_to(rel)) {
                // (Absent: no value; `unset` is a value, which undoes an outer one.)
                if let Some(value) = s.props().get_raw::<Charset>().into_option() {
                    found = Some((value.to_string(), c));
                }
            }
        }
        let (value, c) = found?;
        if value.eq_ignore_ascii_case("unset") {
            return None;
        }
        Policy::from_editorconfig(&value, Origin::EditorConfig(c.path.clone()))
    }
}
