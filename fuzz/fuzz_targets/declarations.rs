//! What parses declarations in untrusted bytes: HTML's prescan (and the late <meta> walk),
//! "get an XML encoding", a Content-Type header, every context's decision, and the detector
//! with its evidence. No panic; the
//! prescan's constructs lie in the bytes, in order, and the one it names decides.
#![no_main]

use libfuzzer_sys::fuzz_target;
use mojiscope::decide::contexts::CONTEXTS;
use mojiscope::decide::mime::{extract_mime_type, legacy_extract_encoding};
use mojiscope::decide::prescan::{
    late_declarations, prescan, ConstructKind, MetaVerdict, PrescanSource, PRESCAN_LIMIT,
};
use mojiscope::decide::{decide, Inputs, Outcome};
use mojiscope::i18n::Lang;

fuzz_target!(|data: &[u8]| {
    let p = prescan(data);
    let mut end = 0;
    for c in &p.constructs {
        assert!(
            c.range.start >= end && c.range.start < c.range.end,
            "{:?}",
            c.range
        );
        assert!(c.range.end <= data.len().min(PRESCAN_LIMIT));
        end = c.range.start;
    }
    if let PrescanSource::Meta(i) = p.source {
        match &p.constructs[i].kind {
            ConstructKind::Meta(m) => {
                assert_eq!(m.verdict, MetaVerdict::Decides(p.encoding.unwrap()))
            }
            k => panic!("{k:?} decided"),
        }
    }
    for (r, _) in late_declarations(data) {
        assert!(r.end <= data.len() && r.end > PRESCAN_LIMIT);
    }
    // The detector: its choice is one of its candidates, first in the evidence.
    for from_network in [false, true] {
        let d = mojiscope::detect::detect_as(data, true, Some("jp"), from_network);
        assert_eq!(d.evidence[0].encoding, d.choice);
        assert!(d.non_ascii <= d.sample && d.sample <= data.len());
    }
    // The same bytes as a header value.
    let header = String::from_utf8_lossy(data);
    if let Some(m) = extract_mime_type(&header) {
        assert!(!m.type_.is_empty() && !m.subtype.is_empty());
    }
    let _ = legacy_extract_encoding(&header);
    let inputs = Inputs {
        content_type: Some(header.into_owned()),
        ..Inputs::default()
    };
    for (i, ctx) in CONTEXTS.iter().enumerate() {
        let lang = Lang::ALL[i % Lang::ALL.len()];
        let d = decide(data, ctx, &inputs, lang);
        let deciding = d
            .steps
            .iter()
            .filter(|s| s.outcome == Outcome::Decides)
            .count();
        assert_eq!(deciding, 1, "{}: {deciding} deciding steps", ctx.id);
        for s in &d.steps {
            if let Some(r) = &s.range {
                assert!(
                    r.start <= r.end && r.end <= data.len(),
                    "{}: {r:?}",
                    s.check
                );
            }
        }
    }
});
