//! The decisions of every context: the order of the HTML algorithm's steps pairwise, the XML
//! and CSS algorithms, each preset, and html5lib-tests' expected encodings (with the default
//! those tests assume, windows-1252).

use crate::common;

use mojiscope::decide::contexts::{context, Sniffing, CONTEXTS};
use mojiscope::decide::{decide, Confidence, DecidedBy, Inputs, Outcome};
use mojiscope::encoding::{DecodeOp, Encoding};
use mojiscope::i18n::Lang;

fn html(bytes: &[u8], inputs: &Inputs) -> (Encoding, DecidedBy, Confidence) {
    let d = decide(bytes, context("html").unwrap(), inputs, Lang::En);
    (d.encoding, d.decided_by, d.confidence)
}

fn header(value: &str) -> Inputs {
    Inputs {
        content_type: Some(value.into()),
        ..Inputs::default()
    }
}

const META_SJIS: &[u8] = b"<meta charset=shift_jis>";

fn with_bom(bom: &[u8], rest: &[u8]) -> Vec<u8> {
    [bom, rest].concat()
}

#[test]
fn html_decides_in_the_standards_order() {
    use Confidence::*;
    use DecidedBy::*;
    use Encoding::*;
    let none = Inputs::default();
    // A <meta> alone: tentative.
    assert_eq!(html(META_SJIS, &none), (ShiftJis, Prescan, Tentative));
    // BOM beats <meta>, the header, and the override.
    let utf8_bom = with_bom(b"\xEF\xBB\xBF", META_SJIS);
    assert_eq!(html(&utf8_bom, &none), (Utf8, Bom, Certain));
    let all = Inputs {
        override_encoding: Some(Big5),
        content_type: Some("text/html;charset=euc-kr".into()),
        ..Inputs::default()
    };
    assert_eq!(html(&utf8_bom, &all), (Utf8, Bom, Certain));
    let utf16_bom = with_bom(b"\xFF\xFE", META_SJIS);
    assert_eq!(html(&utf16_bom, &all), (Utf16Le, Bom, Certain));
    // The override beats the header and the <meta>.
    assert_eq!(html(META_SJIS, &all), (Big5, Override, Certain));
    // The header beats the <meta>; a header without a usable charset does not.
    assert_eq!(
        html(META_SJIS, &header("text/html; charset=EUC-KR")),
        (EucKr, Http, Certain)
    );
    assert_eq!(
        html(META_SJIS, &header("text/html")),
        (ShiftJis, Prescan, Tentative)
    );
    assert_eq!(
        html(META_SJIS, &header("text/html;charset=nonsense")),
        (ShiftJis, Prescan, Tentative)
    );
    assert_eq!(
        html(META_SJIS, &header("garbage")),
        (ShiftJis, Prescan, Tentative)
    );
    // The <meta> beats the parent, the detector and the default.
    let below = Inputs {
        environment: Some(Koi8R),
        detected: Some(Gbk),
        tld: Some("ru".into()),
        ..Inputs::default()
    };
    assert_eq!(html(META_SJIS, &below), (ShiftJis, Prescan, Tentative));
    // Without a <meta>: the parent, then the detector, then the default.
    assert_eq!(html(b"<p>", &below), (Koi8R, Environment, Tentative));
    let no_parent = Inputs {
        environment: None,
        ..below.clone()
    };
    assert_eq!(html(b"<p>", &no_parent), (Gbk, Detector, Tentative));
    let no_detector = Inputs {
        detected: None,
        ..no_parent
    };
    assert_eq!(
        html(b"<p>", &no_detector),
        (Windows1251, Default, Tentative)
    );
    assert_eq!(html(b"<p>", &none), (Windows1252, Default, Tentative));
    // A UTF-16 parent is not inherited.
    let utf16_parent = Inputs {
        environment: Some(Utf16Be),
        ..Inputs::default()
    };
    assert_eq!(
        html(b"<p>", &utf16_parent),
        (Windows1252, Default, Tentative)
    );
}

#[test]
fn the_prescans_corrections_and_the_xml_declaration() {
    let none = Inputs::default();
    assert_eq!(html(b"<meta charset=utf-16le>", &none).0, Encoding::Utf8);
    assert_eq!(
        html(b"<meta charset=x-user-defined>", &none).0,
        Encoding::Windows1252
    );
    let xml = b"<?xml version=\"1.0\" encoding=\"iso-8859-5\"?><html>";
    assert_eq!(
        html(xml, &none),
        (
            Encoding::Iso8859_5,
            DecidedBy::XmlDeclaration,
            Confidence::Tentative
        )
    );
    // A <meta> beats the XML declaration.
    let both = [xml.as_slice(), META_SJIS].concat();
    assert_eq!(html(&both, &none).1, DecidedBy::Prescan);
}

#[test]
fn a_meta_after_1024_bytes_changes_a_tentative_encoding_while_parsing() {
    let html_ctx = context("html").unwrap();
    let mut page = b"<p>".to_vec();
    page.extend(vec![b' '; 1100]);
    page.extend(b"<meta charset=euc-jp>");
    // Nothing in the first 1024 bytes: the default, tentative; the parser then meets the
    // <meta> and changes to EUC-JP.
    let d = decide(&page, html_ctx, &Inputs::default(), Lang::En);
    assert_eq!(
        (d.encoding, d.confidence),
        (Encoding::EucJp, Confidence::Certain)
    );
    assert_eq!(d.prescan, None);
    let deciding = d.deciding_step().unwrap();
    assert_eq!(deciding.range, Some(1103..1124));
    assert!(
        deciding.result.contains("from windows-1252 to EUC-JP"),
        "{}",
        deciding.result
    );
    assert_eq!(
        d.steps
            .iter()
            .filter(|s| s.outcome == Outcome::Decides)
            .count(),
        1
    );
    // With the header deciding (certain), the late <meta> is only reported.
    let d = decide(&page, html_ctx, &header("text/html;charset=big5"), Lang::En);
    assert_eq!(d.encoding, Encoding::Big5);
    let note = d
        .steps
        .iter()
        .find(|s| s.check.starts_with("<meta> at"))
        .unwrap();
    assert_eq!(note.outcome, Outcome::Note);
    assert!(
        note.result.contains("the parser ignores it"),
        "{}",
        note.result
    );
}

#[test]
fn each_prescan_construct_is_a_step_and_the_deciding_one_is_marked() {
    let page = b"<!-- <meta charset=big5> --><meta name=x><meta content='text/html; charset=gbk'><meta charset=koi8-r>";
    let d = decide(page, context("html").unwrap(), &Inputs::default(), Lang::En);
    let checks: Vec<(&str, Outcome)> = d
        .steps
        .iter()
        .filter(|s| s.check.starts_with("prescan"))
        .map(|s| (s.check.as_str(), s.outcome))
        .collect();
    assert_eq!(
        checks,
        vec![
            ("prescan: <!-- <meta charset=big5> -->", Outcome::Nothing),
            ("prescan: <meta name=\"x\">", Outcome::Nothing),
            (
                "prescan: <meta content=\"text/html; charset=gbk\">",
                Outcome::Nothing
            ),
            ("prescan: <meta charset=\"koi8-r\">", Outcome::Decides),
        ]
    );
    let deciding = d.deciding_step().unwrap();
    assert_eq!(deciding.range, Some(80..101));
    assert_eq!(&page[80..101], b"<meta charset=koi8-r>");
}

#[test]
fn xml_documents() {
    let xml = context("xml").unwrap();
    let d = |b: &[u8], i: &Inputs| {
        let d = decide(b, xml, i, Lang::En);
        (d.encoding, d.decided_by)
    };
    let none = Inputs::default();
    let decl = b"<?xml version='1.0' encoding='windows-1251'?><r/>";
    assert_eq!(
        d(decl, &none),
        (Encoding::Windows1251, DecidedBy::XmlDeclaration)
    );
    assert_eq!(
        d(decl, &header("application/xml;charset=koi8-r")),
        (Encoding::Koi8R, DecidedBy::Http)
    );
    assert_eq!(d(b"<r/>", &none), (Encoding::Utf8, DecidedBy::Default));
    assert_eq!(
        d(b"<\0?\0x\0m\0l\0", &none),
        (Encoding::Utf16Le, DecidedBy::XmlDeclaration)
    );
    // A <meta> means nothing to an XML parser.
    assert_eq!(d(META_SJIS, &none), (Encoding::Utf8, DecidedBy::Default));
}

#[test]
fn css_charset_variants() {
    let css = context("css-from-document").unwrap();
    let d = |b: &[u8], i: &Inputs| {
        let d = decide(b, css, i, Lang::En);
        (d.encoding, d.decided_by)
    };
    let doc = Inputs {
        environment: Some(Encoding::ShiftJis),
        ..Inputs::default()
    };
    use DecidedBy::*;
    assert_eq!(
        d(b"@charset \"koi8-r\"; a{}", &doc),
        (Encoding::Koi8R, CssCharset)
    );
    // Matched byte for byte: single quotes, two spaces, no semicolon or upper case all fail.
    for not in [
        b"@charset 'koi8-r'; a{}".as_slice(),
        b"@charset  \"koi8-r\"; a{}",
        b"@charset \"koi8-r\" ; a{}",
        b"@CHARSET \"koi8-r\"; a{}",
        b" @charset \"koi8-r\"; a{}",
    ] {
        assert_eq!(
            d(not, &doc),
            (Encoding::ShiftJis, Environment),
            "{}",
            String::from_utf8_lossy(not)
        );
    }
    // UTF-16 named in @charset means UTF-8; an unknown label falls through.
    assert_eq!(
        d(b"@charset \"utf-16\";", &doc),
        (Encoding::Utf8, CssCharset)
    );
    assert_eq!(
        d(b"@charset \"nonsense\";", &doc),
        (Encoding::ShiftJis, Environment)
    );
    // The header beats @charset; a BOM beats the header.
    let h = Inputs {
        content_type: Some("text/css;charset=big5".into()),
        ..doc.clone()
    };
    assert_eq!(d(b"@charset \"koi8-r\";", &h), (Encoding::Big5, Http));
    assert_eq!(
        d(b"\xEF\xBB\xBF@charset \"koi8-r\";", &h),
        (Encoding::Utf8, Bom)
    );
    // From a Link: header there is no document: UTF-8.
    let link = context("css-from-link-header").unwrap();
    assert_eq!(
        decide(b"a{}", link, &Inputs::default(), Lang::En).encoding,
        Encoding::Utf8
    );
}

#[test]
fn every_preset_decides_as_its_row_says() {
    let shift_jis_page = b"<meta charset=shift_jis>\x82\xa0";
    for ctx in CONTEXTS {
        let d = decide(shift_jis_page, ctx, &Inputs::default(), Lang::En);
        assert!(d.deciding_step().is_some(), "{}: no deciding step", ctx.id);
        match ctx.sniffing {
            Sniffing::Html | Sniffing::XhrHtml => {
                assert_eq!(d.encoding, Encoding::ShiftJis, "{}", ctx.id)
            }
            Sniffing::PlainText => assert_eq!(d.encoding, Encoding::Windows1252, "{}", ctx.id),
            _ => assert_eq!(d.encoding, Encoding::Utf8, "{}", ctx.id),
        }
        if ctx.op != DecodeOp::Decode {
            assert_eq!(d.confidence, Confidence::Irrelevant, "{}", ctx.id);
        }
    }
    // TextDecoder takes its label.
    let td = context("textdecoder").unwrap();
    let label = Inputs {
        override_encoding: Some(Encoding::Gb18030),
        ..Inputs::default()
    };
    assert_eq!(
        decide(b"x", td, &label, Lang::En).encoding,
        Encoding::Gb18030
    );
    // A classic script: the header, then <script charset> / the document's encoding.
    let script = context("classic-script").unwrap();
    let doc = Inputs {
        environment: Some(Encoding::EucJp),
        ..Inputs::default()
    };
    assert_eq!(
        decide(b"x", script, &doc, Lang::En).decided_by,
        DecidedBy::Environment
    );
    // XHR's text response for other types: the header, else UTF-8, never a <meta>.
    let xhr = context("xhr-text").unwrap();
    assert_eq!(
        decide(META_SJIS, xhr, &Inputs::default(), Lang::En).encoding,
        Encoding::Utf8
    );
}

#[test]
fn html5lib_cases_decide_their_expected_encoding() {
    if !common::have_corpus() {
        return;
    }
    let suite = common::corpus_json("mojibake/html5lib-encoding.json");
    let html = context("html").unwrap();
    let mut wrong = Vec::new();
    for case in suite["cases"].as_array().unwrap() {
        let Some(expected) = case["expected"].as_str() else {
            continue;
        };
        let bytes = common::base64(case["data_b64"].as_str().unwrap());
        let d = decide(&bytes, html, &Inputs::default(), Lang::En);
        if d.encoding.name() != expected {
            wrong.push(format!(
                "{}: {} by {:?}, expected {expected}",
                case["id"], d.encoding, d.decided_by
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
