//! The mojibake toolkit on arbitrary input. The bytes, compared under three encodings read in
//! blocks of any size, agree with encoding_rs; the bytes as text (UTF-8, lossily), repaired: no
//! panic, a text left unchanged when nothing was repaired, spans that lie inside the input and
//! the output and say what they replaced, every part's steps explainable on the bytes, the
//! reports written, JSON that parses (no `inf`) and says what the repair says, the chains the
//! repair prints reproduce it, and the text repaired piece by piece (as `repair` does a long
//! one) put back together in order.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mojiscope::encoding::Encoding;
use mojiscope::mojibake::compare::{compare_in_blocks, decode_alone};
use mojiscope::mojibake::references::find;
use mojiscope::mojibake::repair::{
    explain, repair, repair_with, safe_cut, Options, Search, Streamer,
};
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
        assert_eq!(&text[s.start..s.end], s.before);
        let _ = explain(&s.steps, &s.before);
    }
    let refs = find(r.text.as_bytes());
    // Java's modified UTF-8 in the bytes: each sequence where it says, in order.
    let read = mojiscope::mojibake::modified_utf8::read(rest, true);
    let mut end = 0;
    for m in &read.found {
        assert!(m.at >= end && m.at + m.len <= rest.len());
        end = m.at + m.len;
    }
    let input = show::Input {
        path: b"fuzz",
        encoding: mojiscope::encoding::Encoding::Utf8,
        modified: &read.found,
    };
    let chains = r.chains();
    let verdict = mojiscope::verdict::verdict(rest, true);
    let causes = mojiscope::cause::find(&mojiscope::cause::Clues {
        name: None,
        head: rest,
        verdict: Some(&verdict),
        chains: &chains,
        repaired: &r.text,
    });
    let _ = show::text(&r, &refs, input);
    let record = show::json(&r, &r.text, &refs, input, &causes);
    let json: serde_json::Value = serde_json::from_str(&record).expect("repair --json writes JSON");
    assert_eq!(json["text"].as_str(), Some(r.text.as_str()));
    assert_eq!(json["spans"].as_array().map(Vec::len), Some(r.spans.len()));
    if r.changed() {
        let again = repair_with(&text, Search::Only(&chains));
        assert_eq!(
            again.text, r.text,
            "the printed chains do not reproduce the repair"
        );
    }
    // Piece by piece: each piece's repair spans it, and the pieces come back in order.
    let cut = safe_cut(&text).unwrap_or(text.len());
    let mut streamer = Streamer::new(Options::default());
    for piece in [&text[..cut], &text[cut..]] {
        if let Ok(Some(p)) = streamer.piece(piece, &|_, _| true) {
            assert_eq!(p.input, piece);
            for s in &p.spans {
                assert_eq!(&piece[s.start..s.end], s.before);
                assert_eq!(&p.text[s.out_start..s.out_end], s.after);
            }
        }
    }
});
