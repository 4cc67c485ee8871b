//! The table of files users bring, and what every place states about each: the verdict line
//! (the Why panel's "The file reads as", `sniff`/`scan`/`detect`'s `reads as:`), the status
//! bar's encoding, the banner above the views, and the Errors panel's headline (`scan`'s
//! counts and its UTF-8 sentence). The window's test (`gui_file_table`) and the command line's
//! (`file_table`) walk the same rows, so no place can say something the others do not.

/// A kind of file, and what is said of it.
pub struct Row {
    /// The file's name (its extension is part of what it is).
    pub name: &'static str,
    pub bytes: fn() -> Vec<u8>,
    /// The verdict line.
    pub reads_as: &'static str,
    /// The status bar's encoding, as the window opens the file.
    pub status: &'static str,
    /// What the banner says (each a part of one of its lines); empty: it says nothing.
    pub banner: &'static [&'static str],
    /// The errors the Errors panel counts, for the file decoded as the status bar says.
    pub errors: u64,
    /// Its UTF-8 sentence, where the file is decoded as UTF-8 with errors.
    pub utf8: Option<&'static str>,
}

impl Row {
    /// The encoding the window opens the file with (the status bar's, before its reason).
    pub fn encoding(&self) -> &'static str {
        self.status.split(" (").next().unwrap_or(self.status)
    }
}

const PANGRAM_RU: &str = "Съешь же ещё этих мягких французских булок, да выпей чаю. \
В чащах юга жил бы цитрус? Да, но фальшивый экземпляр!\n";
const PANGRAM_JA: &str = "いろはにほへと ちりぬるを わかよたれそ つねならむ。\
日本語の文章を正しく表示できるかどうかを確かめます。\n";
const PANGRAM_KO: &str = "다람쥐 헌 쳇바퀴에 타고파. 대한민국의 수도는 서울이다.\n";
const MIXED: &str = "Grüße aus München! Ελληνικά: Καλημέρα κόσμε. Русский: Привет, мир. 日本語.\n";

fn utf16(text: &str, be: bool) -> Vec<u8> {
    text.encode_utf16()
        .flat_map(|u| if be { u.to_be_bytes() } else { u.to_le_bytes() })
        .collect()
}

fn encode(e: &'static encoding_rs::Encoding, text: &str) -> Vec<u8> {
    e.encode(text).0.into_owned()
}

pub const ROWS: &[Row] = &[
    Row {
        name: "empty.txt",
        bytes: Vec::new,
        reads_as: "Empty: there are no bytes to decode.",
        status: "UTF-8 (empty file)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "readme.txt",
        bytes: || b"Plain ASCII text, nothing else.\n".repeat(4),
        reads_as: "UTF-8: only ASCII bytes, which read the same in every ASCII-compatible encoding.",
        status: "UTF-8 (ASCII only)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "notes-utf8.txt",
        bytes: || MIXED.repeat(3).into_bytes(),
        reads_as: "UTF-8: every byte is part of valid UTF-8.",
        status: "UTF-8 (valid UTF-8)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "bom-utf8.txt",
        bytes: || [&b"\xEF\xBB\xBF"[..], MIXED.as_bytes()].concat(),
        reads_as: "UTF-8: the file starts with its byte order mark.",
        status: "UTF-8 (its BOM)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "bom-utf16le.txt",
        bytes: || [&b"\xFF\xFE"[..], &utf16(MIXED, false)].concat(),
        reads_as: "UTF-16LE: the file starts with its byte order mark.",
        status: "UTF-16LE (its BOM)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "bom-utf16be.txt",
        bytes: || [&b"\xFE\xFF"[..], &utf16(MIXED, true)].concat(),
        reads_as: "UTF-16BE: the file starts with its byte order mark.",
        status: "UTF-16BE (its BOM)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "bom-utf32le.txt",
        bytes: || {
            let units = "UTF-32 text".chars().flat_map(|c| (c as u32).to_le_bytes());
            [&b"\xFF\xFE\0\0"[..], &units.collect::<Vec<u8>>()].concat()
        },
        reads_as: "UTF-16LE: the file starts with its byte order mark.",
        status: "UTF-16LE (its BOM)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "export-utf16.txt",
        bytes: || utf16(MIXED, false),
        reads_as: "UTF-16LE without a BOM: the bytes have the rhythm of UTF-16 text and decode without errors.",
        status: "UTF-16LE (the rhythm of UTF-16 text, no BOM)",
        banner: &["UTF-16LE without a byte order mark: programs that look for one"],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "bom-then-utf16.txt",
        bytes: || [&b"\xEF\xBB\xBF"[..], &utf16(MIXED, false)].concat(),
        reads_as: "UTF-8: the file starts with its byte order mark.",
        status: "UTF-8 (its BOM)",
        banner: &["After its UTF-8 byte order mark (EF BB BF) the file is UTF-16LE text"],
        errors: 27,
        utf8: Some("Probably not UTF-8: 27 errors in 147 bytes. The file reads as UTF-16LE."),
    },
    Row {
        name: "page-sjis.html",
        bytes: || {
            let page = format!("<meta charset=shift_jis><p>{}</p>", PANGRAM_JA.repeat(2));
            encode(encoding_rs::SHIFT_JIS, &page)
        },
        reads_as: "Shift_JIS: its <meta> declaration names it.",
        status: "Shift_JIS (its <meta> declaration)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "page-wrong-meta.html",
        bytes: || {
            let page = format!("<meta charset=windows-1252><p>{}</p>", PANGRAM_JA.repeat(2));
            encode(encoding_rs::SHIFT_JIS, &page)
        },
        reads_as: "Shift_JIS, though its <meta> declaration names windows-1252: a browser follows the declaration and shows mojibake. The declaration is probably wrong.",
        status: "windows-1252 (its <meta> declaration)",
        banner: &["The file declares windows-1252 but reads as Shift_JIS"],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "data-euckr.xml",
        bytes: || {
            let doc = format!(
                "<?xml version=\"1.0\" encoding=\"euc-kr\"?>\n<doc>{}</doc>",
                PANGRAM_KO.repeat(3)
            );
            encode(encoding_rs::EUC_KR, &doc)
        },
        reads_as: "EUC-KR: its XML declaration names it.",
        status: "EUC-KR (its XML declaration)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "style.css",
        bytes: || {
            let sheet = format!("@charset \"windows-1251\";\n/* {} */\nbody {{ margin: 0 }}\n", PANGRAM_RU);
            encode(encoding_rs::WINDOWS_1251, &sheet)
        },
        reads_as: "windows-1251: its @charset rule names it.",
        status: "windows-1251 (its @charset rule)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "russian-1251.txt",
        bytes: || encode(encoding_rs::WINDOWS_1251, &PANGRAM_RU.repeat(3)),
        reads_as: "windows-1251, as detected: the bytes are not UTF-8, and the detector chose windows-1251.",
        status: "windows-1251 (as detected)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "japanese-sjis.txt",
        bytes: || encode(encoding_rs::SHIFT_JIS, &PANGRAM_JA.repeat(3)),
        reads_as: "Shift_JIS, as detected: the bytes are not UTF-8, and the detector chose Shift_JIS.",
        status: "Shift_JIS (as detected)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "dump.sql",
        bytes: || {
            let text = "Ελληνικά: Καλημέρα κόσμε, η γλώσσα μας. Όλα καλά.\n".repeat(3);
            encoding_rs::WINDOWS_1252
                .decode(text.as_bytes())
                .0
                .into_owned()
                .into_bytes()
        },
        reads_as: "UTF-8: every byte is part of valid UTF-8.",
        status: "UTF-8 (valid UTF-8)",
        banner: &["Valid UTF-8 that reads as mojibake"],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "prices.csv",
        bytes: || {
            let mut b = "name,price\nCafé crème,3.50\nNaïve tart,4.00\n"
                .repeat(8)
                .into_bytes();
            b.extend_from_slice(b"Cr\xE8me br\xFBl\xE9e,5.00\n");
            b
        },
        reads_as: "UTF-8 with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors.",
        status: "UTF-8 (UTF-8 with errors)",
        banner: &[],
        errors: 3,
        utf8: Some("Most of the file is valid UTF-8; these 3 bytes are not."),
    },
    Row {
        name: "java.dat",
        bytes: || b"abc\xC0\x80def".to_vec(),
        reads_as: "UTF-8 with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors.",
        status: "UTF-8 (UTF-8 with errors)",
        banner: &["Its only UTF-8 errors are one sequence of Java's modified UTF-8"],
        errors: 2,
        utf8: Some("Most of the file is valid UTF-8; these 2 bytes are not."),
    },
    Row {
        name: "overlong.txt",
        bytes: || {
            let mut b = b"Classic UTF-8 mistakes, each between quotes:\n".to_vec();
            b.extend_from_slice(b"overlong slash \"\xC0\xAF\" \"\xE0\x80\xAF\" \"\xF0\x80\x80\xAF\"\n");
            b.extend_from_slice(b"surrogate \"\xED\xA0\x80\" \"\xED\xBF\xBF\"\n");
            b.extend_from_slice(b"five bytes \"\xF8\x88\x80\x80\x80\"\n");
            b
        },
        reads_as: "UTF-8 with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors.",
        status: "UTF-8 (UTF-8 with errors)",
        banner: &[],
        errors: 20,
        utf8: Some("Most of the file is valid UTF-8; these 20 bytes are not."),
    },
    Row {
        name: "mail.eml",
        bytes: || encode(encoding_rs::ISO_2022_JP, &PANGRAM_JA.repeat(2)),
        reads_as: "ISO-2022-JP, by its escape sequences: every byte is ASCII, and ESC $ B and ESC ( B switch the text between Japanese and ASCII.",
        status: "ISO-2022-JP (as detected)",
        banner: &[],
        errors: 0,
        utf8: None,
    },
    Row {
        name: "image.png",
        bytes: || b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06\0\0\0".to_vec(),
        reads_as: "Not text: binary: PNG image (magic bytes 89 50 4E 47 0D 0A 1A 0A); the hex view shows its bytes.",
        status: "UTF-8 (binary file)",
        banner: &["PNG image"],
        errors: 1,
        utf8: None,
    },
    Row {
        name: "late-errors.log",
        bytes: || {
            let mut b = MIXED.repeat(1200).into_bytes();
            // (In place of the last line's "!", an ASCII byte.)
            let at = b.len() - 1 - MIXED.find('!').map_or(0, |i| MIXED.len() - 1 - i);
            b[at] = 0xFF;
            b
        },
        reads_as: "UTF-8 with errors: its non-ASCII characters are valid UTF-8, and the bytes that are not are decoding errors.",
        status: "UTF-8 (UTF-8 with errors)",
        banner: &[],
        errors: 1,
        utf8: Some("Most of the file is valid UTF-8; this one byte is not."),
    },
];
