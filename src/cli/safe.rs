//! Standard output as a terminal receives it. A report about a file quotes the file, and a
//! file can hold what a terminal acts on instead of showing (ESC sequences, an 8-bit CSI, a
//! right-to-left override): [`Safe`] writes those as the window shows them, `⟨ESC⟩`, or as
//! JSON escapes in JSON. The text a command exists to output (decode's, repair's, encode's
//! bytes) is written as it is, except to a terminal.

use crate::report::tags::{acting, first_may_act, Acting, Shown};
use std::io::{self, IsTerminal, Write};

/// A writer that never passes on a character a terminal would act on.
pub(crate) struct Safe<W: Write> {
    out: W,
    how: Shown,
    /// Off: bytes pass through unchanged.
    on: bool,
    /// Whether bytes may not be UTF-8 (encode's output).
    validate: bool,
    /// The start of a UTF-8 sequence the next write completes.
    carry: Vec<u8>,
}

impl<W: Write> Safe<W> {
    /// A report (or JSON): always safe.
    pub(crate) fn report(out: W, how: Shown) -> Safe<W> {
        Safe {
            out,
            how,
            on: true,
            validate: false,
            carry: Vec::new(),
        }
    }

    /// The text a command outputs: unchanged into a pipe or a file, tags on a terminal (and
    /// bytes that are not UTF-8, as encode writes, by their values).
    pub(crate) fn product(out: W) -> Safe<W> {
        Safe {
            on: io::stdout().is_terminal(),
            validate: true,
            ..Safe::report(out, Shown::Tag)
        }
    }

    /// Write UTF-8 `bytes` but what a terminal would act on; returns where a character cut
    /// by the end of `bytes` starts (it waits for the next write).
    fn scan(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let (mut kept, mut at) = (0, 0);
        while let Some(i) = first_may_act(&bytes[at..]) {
            at += i;
            match acting(&bytes[at..]) {
                Acting::Yes(c, n) => {
                    self.out.write_all(&bytes[kept..at])?;
                    let mut shown = String::new();
                    self.how.write(c, &mut shown);
                    self.out.write_all(shown.as_bytes())?;
                    at += n;
                    kept = at;
                }
                Acting::No => at += 1,
                Acting::Cut => {
                    self.out.write_all(&bytes[kept..at])?;
                    return Ok(at);
                }
            }
        }
        self.out.write_all(&bytes[kept..])?;
        Ok(bytes.len())
    }

    /// A byte that is not UTF-8 (encode's output in a legacy encoding), as its value.
    fn byte(&mut self, b: u8) -> io::Result<()> {
        match self.how {
            Shown::Tag => write!(self.out, "⟨{b:02X}⟩"),
            // (JSON is written from strings: it is always UTF-8.)
            Shown::Json => write!(self.out, "\\u{b:04x}"),
        }
    }
}

impl<W: Write> Write for Safe<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        if !self.on {
            return self.out.write(buf);
        }
        let joined;
        let mut rest: &[u8] = if self.carry.is_empty() {
            buf
        } else {
            joined = [std::mem::take(&mut self.carry).as_slice(), buf].concat();
            &joined
        };
        if !self.validate {
            // A report is written from strings: UTF-8, though a write may end inside a
            // character.
            let done = self.scan(rest)?;
            self.carry = rest[done..].to_vec();
            return Ok(buf.len());
        }
        loop {
            let (good, bad) = match std::str::from_utf8(rest) {
                Ok(_) => (rest, &[][..]),
                Err(e) => rest.split_at(e.valid_up_to()),
            };
            self.scan(good)?;
            match std::str::from_utf8(bad).map_err(|e| e.error_len()) {
                Ok(_) => return Ok(buf.len()),
                // A character cut by the end of this write.
                Err(None) => {
                    self.carry = bad.to_vec();
                    return Ok(buf.len());
                }
                Err(Some(n)) => {
                    for &b in &bad[..n] {
                        self.byte(b)?;
                    }
                    rest = &bad[n..];
                }
            }
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        for b in std::mem::take(&mut self.carry) {
            self.byte(b)?;
        }
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn through(how: Shown, writes: &[&[u8]]) -> String {
        written(Safe::report(Vec::new(), how), writes)
    }

    /// What a command's own output looks like on a terminal (encode's bytes need not be UTF-8).
    fn on_terminal(writes: &[&[u8]]) -> String {
        let product = Safe {
            on: true,
            ..Safe::product(Vec::new())
        };
        written(product, writes)
    }

    fn written(mut safe: Safe<Vec<u8>>, writes: &[&[u8]]) -> String {
        for w in writes {
            safe.write_all(w).unwrap();
        }
        safe.flush().unwrap();
        String::from_utf8(safe.out).unwrap()
    }

    #[test]
    fn controls_become_tags_and_text_stays() {
        let evil = "0x90 is \u{90} in windows-1252; \x1b]0;title\x07 \u{202E}txt.exe\n";
        assert_eq!(
            through(Shown::Tag, &[evil.as_bytes()]),
            "0x90 is ⟨DCS⟩ in windows-1252; ⟨ESC⟩]0;title⟨BEL⟩ ⟨RLO⟩txt.exe\n"
        );
        assert_eq!(
            through(Shown::Tag, &["Привет\tмир\n".as_bytes()]),
            "Привет\tмир\n"
        );
    }

    #[test]
    fn a_sequence_cut_between_writes_is_joined_and_bytes_that_are_not_utf8_are_named() {
        // U+0090 (C2 90) and U+202E (E2 80 AE) cut in two.
        assert_eq!(
            through(Shown::Tag, &[b"a\xC2", b"\x90b\xE2\x80", b"\xAE"]),
            "a⟨DCS⟩b⟨RLO⟩"
        );
        // Cut in the middle of "—" (E2 80 94), and of a control.
        assert_eq!(
            through(Shown::Tag, &[b"a\xE2", b"\x80\x94b\xC2", b"\x9B"]),
            "a—b⟨CSI⟩"
        );
        assert_eq!(
            on_terminal(&[b"\x1B$B\x9B", "é".as_bytes(), b"\xE2"]),
            "⟨ESC⟩$B⟨9B⟩é⟨E2⟩"
        );
        assert_eq!(
            through(Shown::Json, &["{\"t\":\"\u{9B}\u{2067}\"}".as_bytes()]),
            "{\"t\":\"\\u009b\\u2067\"}"
        );
    }
}
