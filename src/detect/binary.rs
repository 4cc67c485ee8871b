//! Whether the bytes are text at all: a file format named by its magic bytes ("ELF
//! executable", "PNG image"), or a start dense with NUL and control bytes. A binary file is
//! still shown byte by byte, but called what it is, instead of a wall of NUL tags (the
//! sentence is `report::binary::describe`).

/// What the start of a file says it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Content {
    /// A known format, by its magic bytes at the start.
    Format {
        name: &'static str,
        magic_len: usize,
    },
    /// No known format, but this share (per cent) of the first bytes are NUL or C0 controls
    /// other than tab, line feed, carriage return, form feed and escape.
    ControlBytes { percent: u8 },
}

/// Magic bytes at offset 0 and the format they name. Formats that are text (XML, HTML, RTF,
/// PostScript) are left out: their bytes are worth reading as text. A PDF starts as text but
/// holds compressed streams; its second line of high bytes (which `identify` asks of every
/// printable magic) says it is a binary one.
const MAGIC: &[(&[u8], &str)] = &[
    (b"\x7FELF", "ELF executable"),
    (b"MZ", "Windows executable (PE/MZ)"),
    (b"\xFE\xED\xFA\xCE", "Mach-O executable"),
    (b"\xFE\xED\xFA\xCF", "Mach-O executable"),
    (b"\xCE\xFA\xED\xFE", "Mach-O executable"),
    (b"\xCF\xFA\xED\xFE", "Mach-O executable"),
    (b"\xCA\xFE\xBA\xBE", "Java class or Mach-O universal binary"),
    (b"\0asm", "WebAssembly module"),
    (b"\x89PNG\r\n\x1A\n", "PNG image"),
    (b"\xFF\xD8\xFF", "JPEG image"),
    (b"GIF87a", "GIF image"),
    (b"GIF89a", "GIF image"),
    (b"II*\0", "TIFF image"),
    (b"MM\0*", "TIFF image"),
    (b"\0\0\x01\0", "Windows icon"),
    (b"wOFF", "WOFF font"),
    (b"wOF2", "WOFF2 font"),
    (b"OTTO", "OpenType font"),
    (b"\0\x01\0\0", "TrueType font"),
    (b"PK\x03\x04", "ZIP archive (also docx, xlsx, jar, epub)"),
    (b"PK\x05\x06", "ZIP archive (empty)"),
    (b"\x1F\x8B", "gzip archive"),
    (b"BZh", "bzip2 archive"),
    (b"\xFD7zXZ\0", "xz archive"),
    (b"\x28\xB5\x2F\xFD", "Zstandard archive"),
    (b"7z\xBC\xAF\x27\x1C", "7-Zip archive"),
    (b"Rar!\x1A\x07", "RAR archive"),
    (
        b"\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1",
        "Microsoft Office 97–2003 document",
    ),
    (b"SQLite format 3\0", "SQLite database"),
    (b"%PDF-", "PDF document"),
    (b"OggS", "Ogg media"),
    (b"fLaC", "FLAC audio"),
    (b"ID3", "MP3 audio"),
    (b"\x1A\x45\xDF\xA3", "Matroska or WebM video"),
];

/// What the start of a file (a few KiB, or less) says it is; None for text, also UTF-16 and
/// UTF-32 text, whose NUL bytes fall on every other (or every fourth) byte.
///
/// ```
/// use mojiscope::detect::binary::{identify, Content};
/// let elf = b"\x7FELF\x02\x01\x01\0\0\0\0\0\0\0\0\0";
/// assert_eq!(identify(elf), Some(Content::Format { name: "ELF executable", magic_len: 4 }));
/// assert_eq!(identify(b"plain text\n"), None);
/// // UTF-16LE text: a NUL every other byte, still text.
/// let utf16: Vec<u8> = "text in UTF-16, long enough to tell".encode_utf16().flat_map(|u| u.to_le_bytes()).collect();
/// assert_eq!(identify(&utf16), None);
/// ```
pub fn identify(head: &[u8]) -> Option<Content> {
    // A magic of printable ASCII ("MZ", "BZh", "OggS") could start a text file too: the real
    // formats have binary bytes right after it.
    let printable = |m: &[u8]| m.iter().all(|&b| (0x20..0x7F).contains(&b));
    let binary_follows = |m: &[u8]| {
        let rest = &head[m.len()..head.len().min(64)];
        rest.iter()
            .any(|&b| b < 0x09 || (0x0E..0x20).contains(&b) || b >= 0x80)
    };
    for &(magic, name) in MAGIC {
        if head.starts_with(magic) && (!printable(magic) || binary_follows(magic)) {
            return Some(Content::Format {
                name,
                magic_len: magic.len(),
            });
        }
    }
    // RIFF containers and ISO media say what they hold at byte 8 or 4.
    if head.len() >= 12 && head.starts_with(b"RIFF") {
        let name = match &head[8..12] {
            b"WEBP" => "WebP image",
            b"WAVE" => "WAV audio",
            b"AVI " => "AVI video",
            _ => "RIFF container",
        };
        return Some(Content::Format {
            name,
            magic_len: 12,
        });
    }
    if head.len() >= 12 && &head[4..8] == b"ftyp" {
        return Some(Content::Format {
            name: "MP4/QuickTime media",
            magic_len: 12,
        });
    }
    if head.len() >= 262 && &head[257..262] == b"ustar" {
        return Some(Content::Format {
            name: "tar archive",
            magic_len: 0,
        });
    }
    control_bytes(head)
}

/// A start where more than a tenth of the bytes are NUL or controls, and the NULs do not fall
/// in the rhythm of UTF-16 or UTF-32 text.
fn control_bytes(head: &[u8]) -> Option<Content> {
    if head.len() < 32 {
        return None;
    }
    let control = |b: u8| b < 0x20 && !matches!(b, b'\t' | b'\n' | b'\r' | 0x0C | 0x1B);
    // (A sum, not a filtered count: the compiler makes it a vector loop, and every file a tree
    // walk meets asks it.)
    let n: usize = head.iter().map(|&b| usize::from(control(b))).sum();
    if n * 10 <= head.len() {
        return None;
    }
    // UTF-16 and UTF-32: the NULs sit at one or two positions of every 2 or 4.
    let nuls: Vec<usize> = (0..4)
        .map(|k| head.iter().skip(k).step_by(4).filter(|&&b| b == 0).count())
        .collect();
    let total: usize = nuls.iter().sum();
    let quarter = head.len() / 4;
    let rhythm = |lanes: &[usize]| lanes.iter().all(|&k| nuls[k] * 10 >= quarter * 8);
    let quiet = |lanes: &[usize]| lanes.iter().all(|&k| nuls[k] * 10 <= quarter);
    let utf16 = (rhythm(&[0, 2]) && quiet(&[1, 3])) || (rhythm(&[1, 3]) && quiet(&[0, 2]));
    let utf32 = [0, 1, 2, 3].iter().any(|&k| {
        let others: Vec<usize> = (0..4).filter(|&j| j != k).collect();
        quiet(&[k]) && rhythm(&others) && total > 0
    });
    if utf16 || utf32 {
        return None;
    }
    Some(Content::ControlBytes {
        percent: (n * 100 / head.len()) as u8,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_by_their_magic() {
        let png = b"\x89PNG\r\n\x1A\n\0\0\0\rIHDR";
        assert_eq!(
            identify(png),
            Some(Content::Format {
                name: "PNG image",
                magic_len: 8
            })
        );
        // Printable magic needs binary bytes after it: "MZ" can start a sentence.
        assert_eq!(
            identify(b"MZ is the name of the file format, here in plain text."),
            None
        );
        assert!(matches!(
            identify(b"MZ\x90\0\x03\0\0\0\x04\0"),
            Some(Content::Format {
                name: "Windows executable (PE/MZ)",
                ..
            })
        ));
        assert!(matches!(
            identify(b"RIFF\0\0\0\0WEBPVP8 "),
            Some(Content::Format {
                name: "WebP image",
                ..
            })
        ));
        // A PDF's second line of high bytes says its streams are binary.
        assert!(matches!(
            identify(b"%PDF-1.7\n%\xE2\xE3\xCF\xD3\n1 0 obj"),
            Some(Content::Format {
                name: "PDF document",
                ..
            })
        ));
        assert_eq!(
            identify(b"%PDF- is how a PDF starts, said in plain text."),
            None
        );
        let mut tar = vec![b'a'; 300];
        tar[257..262].copy_from_slice(b"ustar");
        assert!(matches!(
            identify(&tar),
            Some(Content::Format {
                name: "tar archive",
                ..
            })
        ));
    }

    #[test]
    fn unknown_binary_by_its_control_bytes() {
        let mut data = vec![0u8; 200];
        for (i, b) in data.iter_mut().enumerate() {
            *b = (i * 37 % 256) as u8;
        }
        data[..40].fill(0);
        assert!(matches!(
            identify(&data),
            Some(Content::ControlBytes { .. })
        ));
    }

    #[test]
    fn text_in_every_unicode_form_is_text() {
        let s = "Grüße, 世界 — plain text that goes on for a while.";
        let le: Vec<u8> = s.encode_utf16().flat_map(|u| u.to_le_bytes()).collect();
        let be: Vec<u8> = s.encode_utf16().flat_map(|u| u.to_be_bytes()).collect();
        let utf32: Vec<u8> = s.chars().flat_map(|c| (c as u32).to_le_bytes()).collect();
        for bytes in [s.as_bytes(), &le, &be, &utf32] {
            assert_eq!(identify(bytes), None, "{bytes:02X?}");
        }
        // Text with tabs, CRLF and ISO-2022-JP escapes is text.
        assert_eq!(
            identify(b"a\tb\r\n\x1B$B\x30\x21\x1B(B and more text here.."),
            None
        );
    }
}
