//! The mojibake toolkit on arbitrary input. The bytes, compared under three encodings read in
//! blocks of any size, agree with encoding_rs; the bytes as text (UTF-8, lossily), repaired: no
//! panic, a text left unchanged when nothing was repaired, spans that lie inside the input and
//! the output and say what they replaced, every part's steps explainable on the bytes, the
//! reports written, and the chains the repair prints reproduce it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mojiscope::encoding::Encoding;
use mojiscope::mojibake::compare::{compare_in_blocks, decode_alone};
use mojiscope::mojibake::references::find;
use mojiscope::mojibake::repair::{explain, repair, repair_with, Search};
use mojiscope::report::repair as show;
use mojiscope::source::MemSource;

fuzz_target!(|data: &[u8]| {
    let [a, b, c, block, rest @ ..] = data else {
        return;
    };
    let set: Vec<Encoding> = [a, b, c]
        .iter()
        .map(|&&x| Encoding::ALL[x as usize % Encoding::ALL.len()])
        .collect();
    let src = MemSource::new("fuzz", rest.to_vec());
    let rows = compare_in_blocks(&src, &set, *block as usize + 1, |_| true).unwrap();
    for (row, e) in rows.iter().zip(&set) {
        let (text, malformed) = e.reference().decode_without_bom_handling(rest);
        assert_eq!(decode_alone(rest, *e), text, "{e}");
        assert_eq!(row.errors > 0, malformed, "{e}");
        assert!(row.differs <= rest.len() as u64);
    }

    let text = String::from_utf8_lossy(rest);
    let r = repair(&text);
    if !r.changed() {
        assert_eq!(r.text, text);
        assert!(r.spans.is_empty());
    }
    for s in &r.spans {
        assert!(s.start <= s.end && s.end <= text.len());
        assert!(s.out_start <= s.out_end && s.out_end <= r.text.len());
        assert_eq!(&r.text[s.out_start..s.out_end], s.after);
        let _ = explain(&s.steps, &s.before);
    }
    let refs = find(r.text.as_bytes());
    let _ = show::text(&r, &refs, "fuzz");
    let _ = show::json(&r, &r.text, &refs, "fuzz");
    if r.changed() {
        let chains = r.chains();
        let again = repair_with(&text, Search::Only(&chains));
        assert_eq!(again.text, r.text, "the printed chains do not reproduce the repair");
    }
});
