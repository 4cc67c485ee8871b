//! The window's words in English, 日本語 and Русский: Fluent messages, one file per language
//! (`assets/i18n/{en,ja,ru}.ftl`), read into bundles once. The command line and every JSON
//! key stay English; the standard's names (state variables, rule ids, encodings, `U+XXXX`,
//! bytes) stay as they are in every language.
//!
//! ```
//! use mojiscope::i18n::{tr, tr_args, Lang};
//!
//! assert_eq!(tr(Lang::En, "menu-file"), "File");
//! assert_eq!(tr(Lang::Ja, "menu-file"), "ファイル");
//! assert_eq!(tr(Lang::Ru, "menu-file"), "Файл");
//! // Plurals as each language makes them.
//! assert_eq!(tr_args(Lang::En, "count-bytes", &[("n", 1.into())]), "1 byte");
//! assert_eq!(tr_args(Lang::Ru, "count-bytes", &[("n", 3.into())]), "3 байта");
//! assert_eq!(tr_args(Lang::Ru, "count-bytes", &[("n", 5.into())]), "5 байт");
//! ```

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::{Mutex, OnceLock};

/// A language of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Ja,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ja, Lang::Ru];

    /// The language's name in itself, as a language menu lists it.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ja => "日本語",
            Lang::Ru => "Русский",
        }
    }

    /// The BCP 47 tag: "en", "ja", "ru".
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
            Lang::Ru => "ru",
        }
    }

    /// The language a locale such as "ja-JP", "ru_RU.UTF-8" or "C" asks for: its primary
    /// subtag when it is one of ours, else None.
    ///
    /// ```
    /// use mojiscope::i18n::Lang;
    /// assert_eq!(Lang::from_locale("ja-JP"), Some(Lang::Ja));
    /// assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Some(Lang::Ru));
    /// assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
    /// assert_eq!(Lang::from_locale("C"), None);
    /// assert_eq!(Lang::from_locale("de-DE"), None);
    /// ```
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.tag() == primary)
    }

    /// The message file's text.
    pub fn source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../../assets/i18n/en.ftl"),
            Lang::Ja => include_str!("../../assets/i18n/ja.ftl"),
            Lang::Ru => include_str!("../../assets/i18n/ru.ftl"),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

mod plain {
    include!(concat!(env!("OUT_DIR"), "/i18n_plain.rs"));
}

/// A language's bundle holding the messages formatted so far: each message's entry is read
/// the first time it is asked for (the command line, which speaks English, never reads the
/// other languages, and most runs ask for a few dozen messages of a thousand).
struct Read {
    bundle: FluentBundle<FluentResource>,
    added: Vec<&'static str>,
}

fn read_of(lang: Lang) -> &'static Mutex<Read> {
    static READ: [OnceLock<Mutex<Read>>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    READ[lang.index()].get_or_init(|| {
        Mutex::new(Read {
            bundle: bundle(lang, ""),
            added: Vec::new(),
        })
    })
}

/// A bundle for `lang` with the messages of `source`.
fn bundle(lang: Lang, source: &str) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = lang.tag().parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: they would show in labels as invisible
    // characters, and the arguments are code points and numbers, never right-to-left text.
    bundle.set_use_isolating(false);
    // The files are ours and a test parses each of them: an error here is a bug in them.
    let resource =
        FluentResource::try_new(source.to_string()).unwrap_or_else(|(resource, _)| resource);
    let _ = bundle.add_resource(resource);
    bundle
}

/// The message `id` (`message.attribute`) of `lang` as Fluent makes it, its entry (and those
/// of the messages it refers to) read into the language's bundle first if they were not yet.
fn format_read(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Option<String> {
    format_read_in(read_of(lang), lang, id, args)
}

fn format_read_in(
    read: &Mutex<Read>,
    lang: Lang,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<String> {
    let message = id.split_once('.').map_or(id, |(m, _)| m);
    let mut read = read.lock().unwrap_or_else(|e| e.into_inner());
    let mut wanted = vec![message];
    while let Some(message) = wanted.pop() {
        let entries = plain::ENTRIES[lang.index()];
        let Ok(i) = entries.binary_search_by_key(&message, |e| e.0) else {
            continue;
        };
        let (name, entry) = entries[i];
        let Err(at) = read.added.binary_search(&name) else {
            continue;
        };
        read.added.insert(at, name);
        let resource =
            FluentResource::try_new(entry.to_string()).unwrap_or_else(|(resource, _)| resource);
        let _ = read.bundle.add_resource(resource);
        wanted.extend(references(entry));
    }
    format_in(&read.bundle, id, args).map(Cow::into_owned)
}

/// The messages an entry refers to: `{ name }` or `{ name.attribute }` (not a variable, `$`,
/// nor a term, `-`).
fn references(entry: &str) -> impl Iterator<Item = &str> {
    entry.split('{').skip(1).filter_map(|after| {
        let inner = after.trim_start();
        let end = inner
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(inner.len());
        let (name, rest) = inner.split_at(end);
        let closes = rest.trim_start().starts_with(['}', '.']);
        (name.starts_with(|c: char| c.is_ascii_alphabetic()) && closes).then_some(name)
    })
}

/// A message (or `message.attribute`) with its arguments; the English one when a language
/// lacks it (a test forbids that), the id itself when no language has it.
fn format(lang: Lang, id: &str, args: Option<&FluentArgs>) -> Cow<'static, str> {
    for lang in [lang, Lang::En] {
        // (A message of one line of plain text is answered from the table build.rs made.)
        let table = plain::PLAIN[lang.index()];
        if let Ok(i) = table.binary_search_by_key(&id, |m| m.0) {
            return Cow::Borrowed(table[i].1);
        }
        // (And one whose placeables are variables, from its arguments.)
        let table = plain::SIMPLE[lang.index()];
        if let Ok(i) = table.binary_search_by_key(&id, |m| m.0)
            && let Some(text) = args.and_then(|a| put_in(table[i].1, a))
        {
            return Cow::Owned(text);
        }
        if let Some(text) = format_read(lang, id, args) {
            return Cow::Owned(text);
        }
    }
    Cow::Owned(id.to_string())
}

/// The message `id` (`message.attribute` for an attribute) as Fluent makes it of `bundle`.
fn format_in<'b>(
    bundle: &'b FluentBundle<FluentResource>,
    id: &str,
    args: Option<&FluentArgs>,
) -> Option<Cow<'b, str>> {
    let (message, attribute) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let msg = bundle.get_message(message)?;
    let pattern = match attribute {
        Some(a) => msg.get_attribute(a).map(|a| a.value()),
        None => msg.value(),
    }?;
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, args, &mut errors))
}

/// A message's `value` whose placeables are all variables (`{ $n }`), each put in as Fluent
/// writes it (a string as it is, a number as its digits); None where an argument is missing or
/// of another kind.
fn put_in(value: &str, args: &FluentArgs) -> Option<String> {
    let mut out = String::with_capacity(value.len() + 16);
    let mut rest = value;
    while let Some(open) = rest.find('{') {
        let close = open + rest[open..].find('}')?;
        out.push_str(&rest[..open]);
        let name = rest[open + 1..close].trim().strip_prefix('$')?;
        match args.get(name)? {
            FluentValue::String(s) => out.push_str(s),
            FluentValue::Number(n) => out.push_str(&n.as_string()),
            _ => return None,
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    Some(out)
}

/// The message `id` in `lang` (`id.attribute` for an attribute).
pub fn tr(lang: Lang, id: &str) -> Cow<'static, str> {
    format(lang, id, None)
}

/// The message `id` in `lang` with arguments: numbers (for plurals) or strings.
pub fn tr_args(lang: Lang, id: &str, args: &[(&str, FluentValue)]) -> String {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    format(lang, id, Some(&fluent)).into_owned()
}

/// `words!(lang, "id", name = value, …)`: the message `id` in `lang` with its arguments, each
/// anything a [`Value`] is made from (a string, a number).
///
/// ```
/// use mojiscope::i18n::{words, Lang};
/// assert_eq!(words!(Lang::En, "count-bytes", n = 2), "2 bytes");
/// assert_eq!(words!(Lang::Ru, "count-bytes", n = 2), "2 байта");
/// ```
#[macro_export]
macro_rules! words {
    ($lang:expr, $id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::tr_args(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Value::from($value))),*],
        )
    };
}
pub use crate::words;

/// A number with `digits` decimals as `lang` writes it: a decimal point in English and
/// Japanese, a comma in Russian.
///
/// ```
/// use mojiscope::i18n::{decimal, Lang};
/// assert_eq!(decimal(Lang::En, 4.0, 1), "4.0");
/// assert_eq!(decimal(Lang::Ru, 10.84, 1), "10,8");
/// ```
pub fn decimal(lang: Lang, value: f64, digits: usize) -> String {
    let text = format!("{value:.digits$}");
    match lang {
        Lang::Ru => text.replace('.', ","),
        Lang::En | Lang::Ja => text,
    }
}

/// Words the translations keep in Latin letters: the standard's and the platform's names
/// (a test finds no other English in the Japanese and Russian files, or in such a window).
pub const KEPT: &[&str] = &[
    "Ctrl+Plus",
    "Ctrl+Minus",
    "WHATWG",
    "mojiscope",
    "end-of-queue",
    "BOM sniffing",
    "ignoreBOM",
    "Encoding Standard",
    "is GBK",
    "stream",
    "Shift",
    "Alt",
    "UTF",
    "BOM",
    "ASCII",
    "CSV",
    "JSON",
    "Lines",
    "JavaScript",
    "Java",
    "C#",
    "TextDecoder",
    "decode",
    "hex",
    "html",
    "fatal",
    "replacement",
    "uXXXX",
    "Shift_JIS",
    "windows",
    "Ctrl",
    "F1",
    "F5",
    "Esc",
    "ESC",
    "EUC",
    "ISO",
    "KOI8",
    "GBK",
    "Big5",
    "gb18030",
    "JIS",
    // The standard's handler names in citations ("single-byte decoder", "shared UTF-16
    // decoder", "UTF-8 encoder"), its index names and its values; names the error patterns use.
    "single-byte",
    "shared",
    "encoder",
    "jis0208",
    "jis0212",
    "null",
    "true",
    "false",
    "GB18030",
    "CESU-8",
    "WTF-8",
    "utf8mb3",
    "MySQL",
    "NEC",
    "IBM",
    "RFC",
    // The files a repository names its encodings in (lint's policy), and their keys.
    ".gitattributes",
    ".editorconfig",
    ".mojiscope.toml",
    "working-tree-encoding",
    "expect",
    // Names of programs, formats and protocols the decision and the detector name.
    "Content-Type",
    "content-type",
    "http-equiv",
    "content",
    "<script src>",
    "<script charset>",
    "charset",
    "<meta",
    "<head>",
    "Link:",
    "view-source:",
    "javascript:",
    "text/plain",
    "application/manifest+json",
    "application/x-www-form-urlencoded",
    "multipart/form-data",
    "Body.text()",
    "Body.json()",
    "text()",
    "json()",
    "document.cookie",
    "decodeURIComponent",
    "decodeURI",
    "URIError",
    "RangeError",
    "XMLHttpRequest",
    "responseXML",
    "XSLT",
    "XHR",
    "XML",
    "HTML",
    "CSS Syntax",
    "CSS",
    "URI",
    "URL",
    "MIME",
    "HTTP",
    "Fetch",
    "Firefox",
    "chardetng",
    "EventSource",
    "PushMessageData",
    "Push API",
    "API",
    "WebSockets",
    "WebSocket",
    "WebVTT",
    "Web App Manifest",
    "Payment Method Manifest",
    "Media Fragments",
    "ECMAScript",
    "JS",
    "Python",
    "MiB",
    "KiB",
    "GiB",
    "TiB",
    "SCSU",
    "BOCU",
    "EBCDIC",
    "NUL",
    "SHIFT OUT",
    "ZERO WIDTH NO-BREAK SPACE",
    "\"utf-8\"",
    "dL\"",
    "sfs\"",
    // Names the repair, the causes and the verdict name.
    "MariaDB",
    "PyMySQL",
    "MySQL",
    "mysqlclient",
    "PHP",
    "PDO",
    "DSN",
    "Python",
    "Excel",
    "ANSI",
    "Oracle",
    "AL32",
    "JNI",
    "DataOutputStream",
    "FileReader",
    "Scanner",
    "Encoding.Default",
    ".NET Framework",
    ".NET",
    "JDK",
    "Windows",
    "PowerShell",
    "cmd.exe",
    "OEM",
    "DOS",
    "MIME",
    "ODBC",
    "HTML",
    "HTTP",
    "XML",
    "ZIP",
    "SQL",
    "CJK",
    "Unicode",
    "NUL",
    "CREATE TABLE",
    "INSERT INTO",
    "Content-Type",
    "<meta charset>",
    "<meta>",
    "<?xml",
    "@charset",
    "charset",
    ".sql",
    "2022-JP",
    "--chain",
    "open()",
    "String(bytes)",
    "latin1",
    "utf8mb4",
    "utf8mb3",
    "utf8",
    // Names the window around the panels shows.
    "stream: true",
    "UTF-8 decode without BOM or fail",
    "UTF-8 decode without BOM",
    "Plus",
    "Minus",
    "Home",
    "End",
    "PageUp",
    "PageDown",
    "Enter",
    "Escape",
    "Space",
    "Tab",
    "KiB",
    "MiB",
    "GiB",
    "TiB",
    "zenity",
    "MySQL",
    "Python",
    "Excel",
    "Markdown",
    "HTML",
    "JSON Lines",
];

pub use fluent_bundle::FluentValue as Value;

#[cfg(test)]
mod tests {
    use super::*;

    /// A language's bundle with its whole file.
    fn bundle_of(lang: Lang) -> &'static FluentBundle<FluentResource> {
        static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 3] =
            [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        BUNDLES[lang.index()].get_or_init(|| bundle(lang, lang.source()))
    }

    /// Every message and attribute, read from its own entry, is what the whole file makes of
    /// it (with its variables missing, Fluent writes their names: those must agree too).
    #[test]
    fn messages_read_one_by_one_are_what_the_whole_file_makes_of_them() {
        for lang in Lang::ALL {
            let whole = bundle_of(lang);
            let resource =
                FluentResource::try_new(lang.source().to_string()).unwrap_or_else(|(r, _)| r);
            let mut ids = Vec::new();
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    ids.push(m.id.name.to_string());
                    for a in &m.attributes {
                        ids.push(format!("{}.{}", m.id.name, a.id.name));
                    }
                }
            }
            assert!(ids.len() > 900, "{lang:?}: {} messages", ids.len());
            assert_eq!(
                plain::ENTRIES[lang.index()].len(),
                resource
                    .entries()
                    .filter(|e| matches!(e, fluent_syntax::ast::Entry::Message(_)))
                    .count(),
                "{lang:?}"
            );
            for id in ids {
                let want = format_in(whole, &id, None).unwrap_or_else(|| panic!("{id}"));
                // (Each from a bundle that has read nothing yet: a message that refers to
                // another must bring it along.)
                let fresh = Mutex::new(Read {
                    bundle: bundle(lang, ""),
                    added: Vec::new(),
                });
                let got = format_read_in(&fresh, lang, &id, None);
                assert_eq!(got.as_deref(), Some(&*want), "{lang:?} {id}");
            }
        }
    }

    /// The table of plain messages says what Fluent says of each.
    #[test]
    fn plain_messages_are_what_fluent_makes_of_them() {
        for lang in Lang::ALL {
            let table = plain::PLAIN[lang.index()];
            assert!(
                table.len() > 300,
                "{lang:?}: {} plain messages",
                table.len()
            );
            let bundle = bundle_of(lang);
            for &(id, text) in table {
                let fluent = format_in(bundle, id, None).unwrap_or_else(|| panic!("{id}"));
                assert_eq!(fluent, text, "{lang:?} {id}");
            }
        }
    }

    /// A message whose placeables are variables reads as Fluent makes it, with strings and
    /// numbers (whole and not) for its arguments.
    #[test]
    fn simple_messages_are_what_fluent_makes_of_them() {
        for lang in Lang::ALL {
            let table = plain::SIMPLE[lang.index()];
            assert!(
                table.len() > 100,
                "{lang:?}: {} simple messages",
                table.len()
            );
            let bundle = bundle_of(lang);
            for &(id, value) in table {
                let names: Vec<&str> = value
                    .split('{')
                    .skip(1)
                    .filter_map(|p| p.split('}').next()?.trim().strip_prefix('$'))
                    .collect();
                assert!(!names.is_empty(), "{id}");
                for make in [
                    |k: usize| Value::from(format!("«{k}»")),
                    |k: usize| Value::from(k * 1000 + 7),
                    |k: usize| Value::from(k as f64 + 0.25),
                ] {
                    let mut args = FluentArgs::new();
                    for (k, name) in names.iter().enumerate() {
                        args.set(*name, make(k));
                    }
                    let fluent =
                        format_in(bundle, id, Some(&args)).unwrap_or_else(|| panic!("{id}"));
                    assert_eq!(
                        put_in(value, &args).as_deref(),
                        Some(&*fluent),
                        "{lang:?} {id}"
                    );
                }
            }
        }
    }
}
