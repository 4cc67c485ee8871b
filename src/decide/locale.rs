//! The default a browser falls back on when nothing in the bytes or the headers names an
//! encoding (HTML 13.2.3.2 encoding sniffing, the last step: "an implementation-defined or
//! user-specified default character encoding"). Browsers choose it by the locale, and Firefox by
//! the page's top-level domain; this is that table by top-level domain (country-code domains
//! whose legacy pages were mostly in one encoding), windows-1252 everywhere else.

use crate::encoding::Encoding;

/// Top-level domains and the legacy encoding their pages default to.
const TLDS: &[(&[&str], Encoding)] = &[
    (&["jp"], Encoding::ShiftJis),
    (&["kr"], Encoding::EucKr),
    (&["cn"], Encoding::Gbk),
    (&["tw", "hk", "mo"], Encoding::Big5),
    (&["th"], Encoding::Windows874),
    (&["vn"], Encoding::Windows1258),
    (&["il"], Encoding::Windows1255),
    (&["gr", "cy"], Encoding::Windows1253),
    (&["tr", "az"], Encoding::Windows1254),
    (&["ee", "lt", "lv"], Encoding::Windows1257),
    (
        &["cz", "hr", "hu", "pl", "ro", "si", "sk", "ba", "al"],
        Encoding::Windows1250,
    ),
    (
        &[
            "ru", "su", "by", "bg", "kz", "kg", "mk", "rs", "ua", "tj", "mn", "xn--p1ai",
        ],
        Encoding::Windows1251,
    ),
    (
        &[
            "ae", "bh", "dz", "eg", "iq", "ir", "jo", "kw", "lb", "ly", "ma", "om", "qa", "sa",
            "sd", "sy", "tn", "ye", "af", "pk",
        ],
        Encoding::Windows1256,
    ),
];

/// The default for pages under `tld` ("jp", ".jp", "JP", or a whole host name).
///
/// ```
/// use mojiscope::decide::locale::default_for_tld;
/// use mojiscope::encoding::Encoding;
/// assert_eq!(default_for_tld(Some("www.example.co.jp")), Encoding::ShiftJis);
/// assert_eq!(default_for_tld(Some(".RU")), Encoding::Windows1251);
/// assert_eq!(default_for_tld(Some("com")), Encoding::Windows1252);
/// assert_eq!(default_for_tld(None), Encoding::Windows1252);
/// ```
pub fn default_for_tld(tld: Option<&str>) -> Encoding {
    let Some(tld) = tld.map(normalize_tld) else {
        return Encoding::Windows1252;
    };
    TLDS.iter()
        .find(|(tlds, _)| tlds.contains(&tld.as_str()))
        .map_or(Encoding::Windows1252, |&(_, e)| e)
}

/// The last label of a domain, lower-cased, without dots: "co.JP." → "jp".
pub fn normalize_tld(tld: &str) -> String {
    tld.trim_matches('.')
        .rsplit('.')
        .next()
        .unwrap_or("")
        .to_ascii_lowercase()
}
