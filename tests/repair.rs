//! Repair on mojibake made here, from our own texts in many scripts and from the corpus's
//! legacy samples: the damage is done with encoding_rs (the reference), and the repair must
//! bring back the original exactly; text that is fine must come back unchanged.

use crate::common;

use mojiscope::encoding::Encoding;
use mojiscope::mojibake::repair::repair;

/// Our own texts, one per script or language family.
const TEXTS: &[&str] = &[
    "Ça coûte déjà 15 € à l’été, n’est-ce pas ?",
    "Größere Übungen für Bäcker und Köche",
    "São Paulo é uma cidade acolhedora e muito grande",
    "Zażółć gęślą jaźń na końcu",
    "Příliš žluťoučký kůň úpěl ďábelské ódy",
    "Árvíztűrő tükörfúrógép és ő",
    "Съешь же ещё этих мягких французских булок",
    "Привет, как дела? Всё хорошо",
    "Україна і Білорусь мають ґанки",
    "Ελληνικά γράμματα και λέξεις",
    "עברית היא שפה שמית",
    "اللغة العربية جميلة جدا",
    "ภาษาไทยเป็นภาษาที่สวยงาม",
    "日本語のテキストです。ありがとう",
    "中文的文本是这样的，我们来看看",
    "한국어 텍스트를 확인합니다",
    "Tiếng Việt có dấu rất đẹp",
    "Türkçe karakterler: ğüşıöç İstanbul",
    "Eesti keel ja õun, šokolaad",
    "Latviešu valoda un ģimene",
];

fn rs(e: Encoding) -> &'static encoding_rs::Encoding {
    common::rs(e)
}

/// Bytes of `text` in `e`, or None where it does not encode exactly.
pub(crate) fn encode(text: &str, e: Encoding) -> Option<Vec<u8>> {
    let (bytes, _, unmappable) = rs(e).encode(text);
    (!unmappable).then(|| bytes.into_owned())
}

/// `bytes` read with `e`'s decoder alone, or None where that leaves U+FFFD (lost bytes no
/// repair can bring back).
pub(crate) fn misread(bytes: &[u8], e: Encoding) -> Option<String> {
    let (text, _) = rs(e).decode_without_bom_handling(bytes);
    (!text.contains('\u{FFFD}')).then(|| text.into_owned())
}

/// Repair `broken` and check it came back to `original`; the failure, if not.
///
/// Sibling code pages can make the same bytes valid UTF-8 twice over (`Γ΅` is `C3 A1` = á in
/// windows-1253 and `C3 B5` = õ in ISO-8859-7). Where the original is then among the
/// alternatives with the same score as the text chosen, the bytes alone cannot tell, and the
/// repair shows both: that counts as a tie, not a failure, and ties are counted apart.
pub(crate) fn check(original: &str, broken: &str, what: &str) -> Option<String> {
    check_steps(original, broken, what, 1)
}

/// [`check`] for damage done in `steps` wrong readings: a repair that brings the original
/// back tells the shortest true story, a chain of no more steps than that.
fn check_steps(original: &str, broken: &str, what: &str, steps: usize) -> Option<String> {
    if broken == original {
        return None;
    }
    let r = repair(broken);
    if r.text == original {
        let longest = r.chains().iter().map(Vec::len).max().unwrap_or(0);
        if longest > steps {
            return Some(format!(
                "{what}: {broken:?} came back by a chain of {longest} steps: {:?}",
                r.chains()
            ));
        }
        return None;
    }
    let tie = r
        .alternatives
        .iter()
        .any(|a| a.text == original && a.why == mojiscope::mojibake::repair::NotTaken::Tie);
    if tie {
        TIES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        return None;
    }
    Some(format!(
        "{what}: {broken:?} → {:?}, not {original:?}",
        r.text
    ))
}

static TIES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The code pages real pipelines misread UTF-8 with: the Windows and Mac code pages, Latin-1,
/// KOI8 and the DOS Cyrillic page. The other ISO-8859 parts are siblings of these that share
/// most of their bytes, where a short text may not tell which one it was.
fn usual_culprit(e: Encoding) -> bool {
    let name = e.name();
    !name.starts_with("ISO-8859") || name == "ISO-8859-5"
}

#[test]
fn utf8_read_as_every_single_byte_encoding_comes_back() {
    let (mut failures, mut siblings) = (Vec::new(), Vec::new());
    let (mut tried, mut tried_siblings) = (0, 0);
    for wrong in Encoding::ALL
        .into_iter()
        .filter(|e| matches!(e.family(), mojiscope::encoding::Family::SingleByte(_)))
    {
        for text in TEXTS {
            let Some(broken) = misread(text.as_bytes(), wrong) else {
                continue;
            };
            let failed = check(text, &broken, &format!("UTF-8 read as {wrong}"));
            if usual_culprit(wrong) {
                tried += 1;
                failures.extend(failed);
            } else {
                tried_siblings += 1;
                siblings.extend(failed);
            }
        }
    }
    let ties = TIES.load(std::sync::atomic::Ordering::Relaxed);
    println!(
        "usual culprits: {} of {tried} came back ({ties} ties between sibling code pages); \
         ISO-8859 siblings: {} of {tried_siblings}",
        tried - failures.len(),
        tried_siblings - siblings.len()
    );
    for f in &siblings {
        println!("  {f}");
    }
    assert!(tried > 250, "{tried}");
    assert!(ties <= 4, "{ties}");
    assert!(failures.is_empty(), "{failures:#?}");
    assert!(
        siblings.len() * 100 <= tried_siblings * 15,
        "{} of {tried_siblings}: {siblings:#?}",
        siblings.len()
    );
}

#[test]
fn utf8_read_as_cjk_encodings_comes_back_where_no_byte_was_lost() {
    let mut failures = Vec::new();
    let mut tried = 0;
    for wrong in [
        Encoding::ShiftJis,
        Encoding::EucJp,
        Encoding::Gbk,
        Encoding::Gb18030,
        Encoding::Big5,
        Encoding::EucKr,
    ] {
        for text in TEXTS {
            let Some(broken) = misread(text.as_bytes(), wrong) else {
                continue;
            };
            tried += 1;
            failures.extend(check(text, &broken, &format!("UTF-8 read as {wrong}")));
        }
    }
    println!("{} of {tried} came back", tried - failures.len());
    assert!(tried >= 5, "{tried}");
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn legacy_read_as_legacy_comes_back() {
    let pairs = [
        (Encoding::Windows1251, Encoding::Windows1252),
        (Encoding::Koi8R, Encoding::Windows1251),
        (Encoding::Windows1251, Encoding::Koi8R),
        (Encoding::Ibm866, Encoding::Windows1251),
        (Encoding::Iso8859_2, Encoding::Windows1252),
        (Encoding::Windows1250, Encoding::Windows1252),
        (Encoding::Windows1253, Encoding::Windows1252),
        (Encoding::ShiftJis, Encoding::Windows1252),
        (Encoding::Gbk, Encoding::Windows1252),
        (Encoding::EucKr, Encoding::Windows1252),
        (Encoding::Big5, Encoding::Windows1252),
    ];
    let mut failures = Vec::new();
    let mut tried = 0;
    for (right, wrong) in pairs {
        for text in TEXTS {
            let Some(bytes) = encode(text, right) else {
                continue;
            };
            let Some(broken) = misread(&bytes, wrong) else {
                continue;
            };
            if broken.chars().filter(|c| !c.is_ascii()).count() < 4 {
                continue;
            }
            tried += 1;
            failures.extend(check(text, &broken, &format!("{right} read as {wrong}")));
        }
    }
    println!("{} of {tried} came back", tried - failures.len());
    assert!(tried >= 15, "{tried}");
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_no_break_space_after_a_word_of_one_letter_is_typography_not_damage() {
    // glib's Polish catalogue keeps `w` from ending a line with a no-break space, which
    // windows-1250 and windows-1252 both write A0. Read as windows-1252, only `ą` (B9) became
    // `¹`: the no-break space is the text's own, and no reason to leave the line odd.
    let original = "<%s> zawiera ciąg, którego nie ma w\u{A0}znaczniku <choices>";
    let bytes = encode(original, Encoding::Windows1250).unwrap();
    let broken = misread(&bytes, Encoding::Windows1252).unwrap();
    assert_eq!(repair(&broken).text, original);
    assert!(!repair(original).changed());
}

#[test]
fn damage_done_twice_and_a_bom_read_as_text_come_back() {
    let mut failures = Vec::new();
    for text in TEXTS {
        // Read as windows-1252, saved as UTF-8, read as windows-1252 again.
        let Some(once) = misread(text.as_bytes(), Encoding::Windows1252) else {
            continue;
        };
        let Some(twice) = misread(once.as_bytes(), Encoding::Windows1252) else {
            continue;
        };
        failures.extend(check_steps(
            text,
            &twice,
            "UTF-8 read as windows-1252 twice",
            2,
        ));
        // Read as windows-1251, saved, read as windows-1252.
        if let Some(a) = misread(text.as_bytes(), Encoding::Windows1251)
            && let Some(b) = misread(a.as_bytes(), Encoding::Windows1252)
        {
            failures.extend(check_steps(
                text,
                &b,
                "as windows-1251, then as windows-1252",
                2,
            ));
        }
    }
    let with_bom = "\u{FEFF}Hello, world";
    let broken = misread(with_bom.as_bytes(), Encoding::Windows1252).unwrap();
    assert_eq!(broken, "ï»¿Hello, world");
    failures.extend(check(with_bom, &broken, "a BOM read as windows-1252"));
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_word_that_alone_looks_fine_comes_back_where_its_line_is_the_same_damage() {
    // `ë‘”` alone is a letter and two quotes, and `Ã«` alone a letter and a sign: the search,
    // weighing each word alone, left them. Among Korean words it repaired, `ë‘”` is `둔` (EB 91
    // 94) by the same chain; and `ÃƒÂ«`, damaged twice, read once is `Ã«`, and again `ë`.
    let korean = "자동 누르기 기능을 켜면 마우스 포인터를 컨트롤 위에 놓고 그대로 둔 다음 \
                  단추를 자동으로 누를 때까지 기다릴 수 있습니다.";
    let once = misread(korean.as_bytes(), Encoding::Windows1252).unwrap();
    // (Its no-break spaces, `고` is EA B3 A0, lost on the way: the line is no UTF-8 at a glance.)
    let broken = once.replace('\u{A0}', " ");
    assert!(broken.contains(" ë‘” "));
    assert_eq!(repair(&broken).text, korean);
    let umlaut = "Press compose, then \", then a letter to put an umlaut over it, such as ë.";
    let once = misread(umlaut.as_bytes(), Encoding::Windows1252).unwrap();
    let twice = misread(once.as_bytes(), Encoding::Windows1252).unwrap();
    assert!(twice.ends_with(" ÃƒÂ«."));
    let r = repair(&twice);
    assert_eq!(r.text, umlaut);
    // (Only a chain that reads UTF-8 reads a word again: any bytes read as a code page, and a
    // fine `é` after a part the search read as Mac OS Roman stays.)
    let fine = "Tekan susun kemudian ' kemudian huruf yang akan diberi aksen acute di atasnya, \
                seperti é.";
    assert_eq!(repair(fine).text, fine);
}

#[test]
fn a_short_word_between_names_in_ascii_is_read_as_its_line_is() {
    // Lines of binutils', glibc's, gstreamer's and PostgreSQL's catalogues (Russian,
    // Ukrainian, Greek) in their code page, read as windows-1252. The one-letter word between
    // two names in ASCII (`è`, `³`, `Þ`) is a letter of the line's language like the words
    // around it, however far they stand in its sentence: names and options in ASCII stand in
    // text of every script, and tell nothing against it.
    for (line, page) in [
        ("Свойства IBT и SHSTK", Encoding::Windows1251),
        (
            "в ALTER OPERATOR FAMILY нельзя указать STORAGE",
            Encoding::Windows1251,
        ),
        (
            "некорректный размер элемента ZA-плитки, разрешён b, h, s и d",
            Encoding::Windows1251,
        ),
        ("Установка ISA в %s", Encoding::Windows1251),
        ("Rd і Rm мають бути різними у mul", Encoding::Windows1251),
        (
            "Заедно не може LIBRARY(библиотека) и NAME(програма)",
            Encoding::Windows1251,
        ),
        (
            "μπορεί να αλλάξει μόνο σε κατάσταση NULL, READY ή PAUSED",
            Encoding::Windows1253,
        ),
    ] {
        let bytes = encode(line, page).expect(line);
        let broken = misread(&bytes, Encoding::Windows1252).expect(line);
        assert_eq!(repair(&broken).text, line, "{broken}");
    }
}

#[test]
fn a_letter_whose_bytes_hold_a_c1_control_comes_back_in_its_own_script() {
    // python-apt's Russian names of Ubuntu's CDs, UTF-8 read by isomorphic decode (Python's
    // latin-1): `с` (D1 81) is `Ñ\u{81}`. A C1 control is no character of any text, so the
    // one-letter word is no letter out of place among the names in ASCII: it comes back, where
    // it was read on through IBM866 into `á`.
    for line in [
        "CD с Ubuntu 4.10 'Warty Warthog'",
        "CDROM с Ubuntu 6.10 'Edgy Eft'",
    ] {
        let broken: String = line.bytes().map(char::from).collect();
        assert_eq!(repair(&broken).text, line, "{broken:?}");
    }
}

#[test]
fn a_sign_glued_to_a_lone_capital_is_utf8_read_as_windows_1252() {
    // The GNU notice (`Â©`, UTF-8 read as windows-1252) was left: a sign ends a word
    // (`NESTLÉ®`, `m²`), but `Â` alone is no word it could end. The notice itself stays.
    for line in [
        "Copyright © 2022 Free Software Foundation, Inc.",
        "Copyright (©) %s Free Software Foundation, Inc.",
    ] {
        let broken = misread(line.as_bytes(), Encoding::Windows1252).unwrap();
        assert_eq!(repair(&broken).text, line, "{broken}");
        assert_eq!(repair(line).text, line);
    }
}

#[test]
fn an_ordinal_indicator_before_a_number_is_typography() {
    // Spanish and Portuguese write `nº11`, `1ª`: UTF-8 read as windows-1252 (`nÂº11`) comes
    // back as it was, not read on through ISO-8859-4 into `nē11`.
    for line in ["Sobre nº11", "a 2ª edição"] {
        let broken = misread(line.as_bytes(), Encoding::Windows1252).unwrap();
        assert_eq!(repair(&broken).text, line, "{broken}");
        assert_eq!(repair(line).text, line);
    }
}

#[test]
fn a_word_joined_by_a_sign_to_one_in_ascii_comes_back_in_its_own_script() {
    // Lines of binutils', git's and gnupg's Russian and Bulgarian catalogues, UTF-8 read as
    // windows-1252 and by isomorphic decode. `16-битное`, `mri-скрипт`: a compound, a name and
    // a word in one token, each run of letters in one script. (The token was put back as no
    // story of its line, and a chain through GBK and Big5 made `16-忌我找扶抉快` of it.)
    for line in [
        "[abi=16-битное int,",
        "ascii-идентификатор: %.*s",
        "%s -M [<mri-скрипт]",
        "git show-ref --exclude-existing[=ШАБЛОН]",
        "Японская (Sun Type 7, Sun-совместимая)",
    ] {
        for broken in [
            misread(line.as_bytes(), Encoding::Windows1252).unwrap(),
            line.bytes().map(char::from).collect(),
        ] {
            assert_eq!(repair(&broken).text, line, "{broken:?}");
        }
    }
}

#[test]
fn chinese_in_gbk_or_big5_read_as_windows_1252_comes_back() {
    // apt's catalogue, simplified Chinese in GBK and traditional in Big5, read as
    // windows-1252. Real Chinese is mostly made of the characters Chinese writes most, though
    // not of a handful of function words: these were weighed as the odd Han characters a wrong
    // CJK decoder makes, and left as they were.
    let cases = [
        (Encoding::Gbk, "通向 %s 域名的直接连接被设为默认阻止。"),
        (Encoding::Big5, "登入 script 指令 '%s' 失敗，伺服器回應：%s"),
    ];
    for (right, text) in cases {
        let bytes = encode(text, right).expect(text);
        let broken = misread(&bytes, Encoding::Windows1252).expect(text);
        let r = repair(&broken);
        assert_eq!(r.text, text, "{right} read as windows-1252");
        assert!(!repair(text).changed(), "{text}");
    }
}

#[test]
fn a_long_line_in_a_double_byte_code_page_read_as_windows_1252_comes_back() {
    // Japanese writes no spaces: a sentence in Shift_JIS read as windows-1252 is one word of
    // over 192 bytes, of which the search samples the start. Cut inside a two-byte character,
    // that start read as no text in Shift_JIS, and the line stayed as it was; the sample now
    // ends after an ASCII byte, which no double-byte code page continues a character with.
    let text = "認識するまでの間隔を調節して、クリックするのに必要となるマウスポインターの\
                静止時間を設定してください。";
    let bytes = encode(text, Encoding::ShiftJis).unwrap();
    let broken = misread(&bytes, Encoding::Windows1252).unwrap();
    assert!(!broken.contains(' ') && broken.len() > 192);
    assert_eq!(repair(&broken).text, text);
}

#[test]
fn a_long_run_without_spaces_damaged_twice_comes_back() {
    // Two lines of apt's catalogue read as windows-1252 twice: each has a run without spaces
    // longer than the pieces repair cuts a long run into. A cut between the units of the
    // second reading but inside one of the first (`Ã\u{A0}|Â¸Â¡` for `à¸¡`, which is ม) left
    // that letter once damaged.
    for text in [
        "พบลายเซ็นที่ใช้การไม่ได้อย่างน้อยหนึ่งรายการ",
        "プロキシサーバが指定されていますが、ログインスクリプトが設定されていません。\
         Acquire::ftp::ProxyLogin が空です。",
    ] {
        let once = misread(text.as_bytes(), Encoding::Windows1252).unwrap();
        let twice = misread(once.as_bytes(), Encoding::Windows1252).unwrap();
        // (Runs are cut into pieces of about 256 bytes where they are over twice that.)
        assert!(twice.split(' ').any(|w| w.len() > 512), "{twice}");
        let r = repair(&twice);
        assert_eq!(r.text, text);
        assert_eq!(r.chains().iter().map(Vec::len).max(), Some(2), "{text}");
    }
}

#[test]
fn text_that_is_fine_comes_back_unchanged() {
    let fine = [
        "SÃO PAULO",
        "C O N C L U S Ã O",
        "« Bonjour », dit-il — c’est l’été…",
        "РСФСР и СССР",
        "x² + y² = r², ∀ε > 0 ∃δ: |x − a| < δ ⇒ |f(x) − L| < ε",
        "😀🎉👍🏽 emoji and 漢字",
        "“Curly quotes” and ‘single ones’",
        "I’m sure it’s John’s car, and it isn’t Mary’s — don’t you think?",
        "NESTLÉ® and Coca-Cola™, 25°C, 10 €",
        "Ōsaka and Tōkyō",
        "Đà Nẵng, Việt Nam",
        "MÜNCHEN ÜBER ALLES",
        "ВІКІ is Ukrainian for WIKI",
        // One letter or sign another code page's reading would change: a field, a word glued
        // to a sign (`Protokollų`, `Äuro`, `pression·-la` read more like words, and are not).
        "Protokollø",
        "€uro",
        "pressioná-la",
    ];
    let mut changed = Vec::new();
    for t in TEXTS.iter().chain(fine.iter()) {
        let r = repair(t);
        if r.changed() || r.text != *t {
            changed.push(format!("{t:?} → {:?}", r.text));
        }
    }
    assert!(changed.is_empty(), "{changed:#?}");
}

#[test]
fn box_drawing_is_a_table_not_a_dos_code_page() {
    // Markus Kuhn's UTF-8 sample, whose box drawing (`├┼─┼─┼┤`, `╠╡ ╳ ╞╣`) is text, not
    // UTF-8 read as cp437 or IBM866: as a whole, and each line with box drawing alone.
    if !common::have_corpus() {
        return;
    }
    let demo = std::fs::read_to_string(common::corpus().join("utf8/UTF-8-demo.txt")).unwrap();
    let r = repair(&demo);
    assert!(!r.changed(), "{:?}", r.spans.first());
    let mut changed = Vec::new();
    let boxed = |l: &&str| l.chars().any(|c| ('\u{2500}'..='\u{25FF}').contains(&c));
    for line in demo.lines().filter(boxed) {
        let r = repair(line);
        if r.changed() {
            changed.push(format!("{line:?} → {:?}", r.text));
        }
    }
    assert!(changed.is_empty(), "{changed:#?}");
    // Alone, a drawing that a DOS code page could have made of a letter (`├╢`, `ö`) stays,
    // and the reading not taken says why.
    let r = repair("├╢");
    assert!(!r.changed());
    assert!(
        r.alternatives
            .iter()
            .any(|a| a.text == "ö" && a.why == mojiscope::mojibake::repair::NotTaken::OnlyDrawings),
        "{:?}",
        r.alternatives
    );
    // Letters read as a DOS code page that make nothing but box drawing (`╨║╨╛╨┤` is `код`)
    // are repaired where the text around them says so.
    let r = repair("╨┐╤Ç╨░╨▓╨╕╨╗╤î╨╜╨╛╨╡ ╨║╨╛╨┤");
    assert_eq!(r.text, "правильное код");
    // So are words whose every letter is `а` to `п` (D0 B0 to D0 BF), all box drawing in
    // IBM866, where they are longer than a letter or two, and few of them lines (bash's
    // Russian catalogue): no table draws `╨║╨╛╨╝╨░╨╜╨┤╨░`.
    let original = "%s: команда не найдена";
    let broken = rs(Encoding::Ibm866)
        .decode_without_bom_handling(original.as_bytes())
        .0;
    assert!(broken
        .split(' ')
        .skip(1)
        .all(mojiscope::mojibake::plausible::drawing));
    assert_eq!(repair(&broken).text, original);
    // One accented letter's UTF-8 read as cp437 among words of ASCII (a Windows console, a
    // ZIP file's name): a corner glued to a letter is no table's.
    for (broken, fine) in [
        ("Alla filer ├ñr sparade.", "Alla filer är sparade."),
        ("Le fichier est ├á jour.", "Le fichier est à jour."),
        ("Port:┬á8080", "Port:\u{A0}8080"),
        // So is Mac OS Roman's `√` before a capital (`Ñ` is the second byte of `Ä`).
        (
            "√Ñnderungen wurden gespeichert.",
            "Änderungen wurden gespeichert.",
        ),
        ("√à stato salvato il file.", "È stato salvato il file."),
        ("√òrsted og √Örhus", "Ørsted og Århus"),
        // After an elision too: Italian `C'è` through Mac OS Roman and cp437.
        ("C'√® un file in più.", "C'è un file in più."),
        ("Dov'├¿ il file?", "Dov'è il file?"),
        // And box drawing starting a word of small letters (cp437's `ú`, cp852's `Č`).
        ("Es el ├║nico archivo.", "Es el único archivo."),
        ("─îas je potekel.", "Čas je potekel."),
        // cp850 reads `þ`'s second byte as `¥`, cp437 reads `Ý`'s so: the letters tell which
        // (Icelandic `það`).
        (
            "Skjali├░ endar ├│v├ªnt eftir samasem merki├░ sem fylgir heiti eiginleika og ├¥a├░ er ekkert gildi",
            "Skjalið endar óvænt eftir samasem merkið sem fylgir heiti eiginleika og það er ekkert gildi",
        ),
    ] {
        assert_eq!(repair(broken).text, fine);
    }
}

#[test]
fn the_corpus_samples_read_as_windows_1252_come_back() {
    if !common::have_corpus() {
        return;
    }
    let manifest = common::corpus_json("samples/manifest.json");
    let mut failures = Vec::new();
    let mut tried = 0;
    for f in manifest["files"].as_array().unwrap() {
        let Ok(e) = mojiscope::encoding::get_encoding(f["whatwg_encoding"].as_str().unwrap())
        else {
            continue;
        };
        if !e.has_encoder() || e.is_unicode() || e == Encoding::Iso2022Jp {
            continue;
        }
        let path = common::corpus().join(f["file"].as_str().unwrap());
        let bytes = std::fs::read(&path).unwrap();
        let (text, _) = rs(e).decode_without_bom_handling(&bytes);
        if text.contains('\u{FFFD}') {
            continue;
        }
        // The first lines, up to 600 bytes, cut at a line end.
        let cut = text
            .char_indices()
            .take_while(|(i, _)| *i < 600)
            .filter(|(_, c)| *c == '\n')
            .map(|(i, _)| i)
            .last()
            .unwrap_or(text.len().min(600));
        let cut = (0..=cut)
            .rev()
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(0);
        let original = &text[..cut];
        if original.is_ascii() {
            continue;
        }
        // UTF-8 read as windows-1252.
        if let Some(broken) = misread(original.as_bytes(), Encoding::Windows1252) {
            tried += 1;
            failures.extend(check(
                original,
                &broken,
                &format!("{} as UTF-8 read as windows-1252", path.display()),
            ));
        }
    }
    println!("{} of {tried} came back", tried - failures.len());
    assert!(tried >= 40, "{tried}");
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn mixed_damage_is_repaired_part_by_part_and_the_rest_left_alone() {
    for (broken, original) in [
        // windows-1251 text read as windows-1252 beside UTF-8 read as windows-1252.
        (
            "Le cafÃ© de lâ€™Ã©tÃ© â€” Ïðèâåò, ìèð! Êàê äåëà? Prix : 10 â‚¬.",
            "Le café de l’été — Привет, мир! Как дела? Prix : 10 €.",
        ),
        // One damaged word in English text.
        ("The word Ïðèâåò means hello", "The word Привет means hello"),
        // A lone Ã whose next byte was lost stays as it was, not a Cyrillic Г: nothing else
        // in this text is UTF-8 read as windows-1252.
        (
            "Ïðèâåò, ìèð! Êàê äåëà? Le plat Ã emporter",
            "Привет, мир! Как дела? Le plat Ã emporter",
        ),
        // Arabic read as windows-1256 above a fine line: `ط ` in the fine line stays, not
        // `ؠ` (D8 A0, Kashmiri's yeh) whose no-break space became a space.
        (
            "طھط¹ط°ط± ظپطھط\u{ad} ط§ظ„ظ…ظ„ظپ ط§ظ„ظ…ط¤ظ‚طھ\nالشرط غير صحيح في %s",
            "تعذر فتح الملف المؤقت\nالشرط غير صحيح في %s",
        ),
        // UTF-8 read as windows-1251 below a fine line: Bulgarian's `В` (C2 there) alone
        // before a space is the word, no no-break space (C2 A0) that lost its A0.
        (
            " [В процес на работа]\n%lu РїСЂРµРёРЅСЃС‚Р°Р»РёСЂР°РЅРё, ",
            " [В процес на работа]\n%lu преинсталирани, ",
        ),
        // Ukrainian with one word UTF-8 read as windows-1251 (a manual page): the space after
        // `ової` (EE BF in windows-1251) and after `сії` is a space, no no-break space lost,
        // which would make private use (EE BF A0 is U+EFE0) and a code point of plane 7.
        (
            "Р’РёРєР»РёРє початкової версії функції umount() здійснювався як umount(пристрій)",
            "Виклик початкової версії функції umount() здійснювався як umount(пристрій)",
        ),
        // Portuguese with its one `é` (C3 A9) read as code page 437, a word of its own (a manual
        // page): `├⌐`, a corner glued to a sign, which no table draws.
        (
            "Um filho criado por meio de fork(2) herda o ID do grupo de processo de seu pai. O \
             PGID ├⌐ preservado em um execve(2).",
            "Um filho criado por meio de fork(2) herda o ID do grupo de processo de seu pai. O \
             PGID é preservado em um execve(2).",
        ),
        // A correct dash beside a broken word: only the word (`dråber`, Danish drops).
        ("Bremer/Mccoy – DrÃ¥ber", "Bremer/Mccoy – Dråber"),
        // And a right quotation mark beside one: the word (`skriv över`: overwrite).
        ("%s: skriv Ã¶ver ”%s”? ", "%s: skriv över ”%s”? "),
        // Irish beside fine accented words: `á` (C3 A1) read as `Ã¡`, whose `¡` opens no
        // word after a letter, and `í` (C3 AD) as `Ã` and a soft hyphen, which ends no word.
        ("Focal faire %s Ã¡ athrú.", "Focal faire %s á athrú."),
        (
            "NÃ\u{AD} féidir feidhmchlár a aimsiú",
            "Ní féidir feidhmchlár a aimsiú",
        ),
    ] {
        assert_eq!(repair(broken).text, original, "{broken}");
    }
}

/// A file that gathered lines from several places (issue 48): each line gets its own chain,
/// and the good line is not touched, though the whole text's search took another chain for all
/// of it.
#[test]
fn each_line_of_a_file_with_several_damages_gets_its_own_chain() {
    let broken = "RÃ©sumÃ© of the meeting\nÏðèâåò, êîëëåãè!\nGrüße aus München\n";
    let r = repair(broken);
    assert_eq!(
        r.text,
        "Résumé of the meeting\nПривет, коллеги!\nGrüße aus München\n"
    );
    // Each part by the shortest story that makes it, and sure of it.
    let chains: Vec<String> = r
        .spans
        .iter()
        .map(|s| format!("{}>{}", s.steps[0].encode, s.steps.last().unwrap().decode))
        .collect();
    assert_eq!(
        chains,
        [
            "windows-1252>UTF-8",
            "windows-1252>windows-1251",
            "windows-1252>windows-1251"
        ]
    );
    assert!(r
        .spans
        .iter()
        .all(|s| s.steps.len() == 1 && s.confidence > 0.99));
    // No chain some line took is listed as not taken.
    for a in &r.alternatives {
        assert!(r.spans.iter().all(|s| s.steps != a.steps), "{a:?}");
    }
    // Without the line of UTF-8 too: the chain the search found for the whole text, whose
    // text is odd there (`GrьЯe`), is the Russian line's alone.
    let r = repair("Ïðèâåò, êîëëåãè!\nGrüße aus München\n");
    assert_eq!(r.text, "Привет, коллеги!\nGrüße aus München\n");
    // Beside fine lines in the same script, which no chain for the whole text can read (a
    // log whose entries went through two programs): the fine Cyrillic says the text writes
    // Cyrillic, and the damaged line is read as its own.
    for fine in ["Грешка при запис във файла", "Ошибка записи файла"]
    {
        let broken = format!("{fine}\nÏðèâåò, êîëëåãè!\nGrüße aus München\n");
        let r = repair(&broken);
        assert_eq!(
            r.text,
            format!("{fine}\nПривет, коллеги!\nGrüße aus München\n")
        );
    }
}

/// Readings of short text in a legacy code page read as windows-1252 are weighed as real text
/// (issue 48): Hebrew is not moved into Cyrillic, Chinese into Thai, Arabic into Cyrillic,
/// Bulgarian in KOI8-R into Greek; and fine text is not moved into another script.
#[test]
fn short_legacy_text_is_read_as_the_language_it_makes() {
    for (broken, original) in [
        ("àåáéé÷èéí", "אובייקטים"),
        ("ÄÚÖÃ±êÇ©", "内置标签"),
        ("ÇÍÝÙ", "احفظ"),
        ("ÉÔÁÌÉÁÎÓËÉ", "италиански"),
        // Greek in capitals, whose last `Σ` is the final sigma's (`ημερες`), not Cyrillic.
        ("ÇÌÅÑÅÓ", "ΗΜΕΡΕΣ"),
        ("ÅÎÏÄÏÓ", "ΕΞΟΔΟΣ"),
        // Beside a line whose chain the whole text took, a line read alone (Korean, which the
        // whole text with its Cyrillic cannot be; not Thai, the whole text's other chain).
        (
            "¼Ò½º\nÏðèâåò, ìèð! and cafÃ©",
            "소스\nПривет, мир! and café",
        ),
        // Fine text, whatever the search proposes for it.
        (
            "Sidste ændring af adgangskode (ÅÅÅÅ-MM-DD)",
            "Sidste ændring af adgangskode (ÅÅÅÅ-MM-DD)",
        ),
        (
            "Â is a letter in Romanian (Â, â), e.g. ÎNTÂLNIRE",
            "Â is a letter in Romanian (Â, â), e.g. ÎNTÂLNIRE",
        ),
    ] {
        assert_eq!(repair(broken).text, original, "{broken}");
    }
}

/// A repair no surer than asked is not made: the line stays, and its readings are listed with
/// how likely each is; asking for less makes it.
#[test]
fn a_repair_below_the_confidence_asked_for_is_left_and_its_readings_listed() {
    use mojiscope::mojibake::repair::{repair_opts, Options, Search};
    // Korean `소스` ("source") in EUC-KR read as windows-1252: two syllables, and two Han
    // characters of GBK read as much like Chinese; the readings are close.
    let broken = "¼Ò½º";
    let sure = |min| {
        repair_opts(
            broken,
            Options {
                search: Search::All,
                min_confidence: min,
            },
        )
    };
    let strict = sure(0.99);
    assert!(!strict.changed());
    let u = &strict.unsure[0];
    assert_eq!((u.start, u.end), (0, broken.len()));
    assert!(u
        .readings
        .iter()
        .any(|p| p.steps.is_empty() && p.text == broken));
    let mac = u
        .readings
        .iter()
        .find(|p| p.text == "소스")
        .expect("the EUC-KR reading");
    assert!(mac.confidence > 0.05 && mac.confidence < 0.99, "{mac:?}");
    let sum: f32 = u.readings.iter().map(|p| p.confidence).sum();
    assert!(sum <= 1.0 + 1e-4, "{sum}");
    // Asking for less than that reading's confidence makes it, with that confidence.
    let lenient = sure(mac.confidence - 0.01);
    assert_eq!(lenient.text, mac.text);
    assert!(lenient.unsure.is_empty());
    assert!((lenient.spans[0].confidence - mac.confidence).abs() < 1e-4);
}

#[test]
fn the_chains_a_repair_took_reproduce_it() {
    use mojiscope::mojibake::repair::{repair_with, Search};
    // Found by the mojibake fuzz target: two runs of one word, each with its own chain, where
    // the search among those two chains alone picked the other one for a run.
    let mut texts = vec!["dшYddшYd¤".to_string()];
    for text in TEXTS {
        if let Some(broken) = misread(text.as_bytes(), Encoding::Windows1252) {
            texts.push(broken);
        }
        if let Some(broken) = misread(text.as_bytes(), Encoding::ShiftJis) {
            texts.push(broken);
        }
    }
    for t in texts {
        let r = repair(&t);
        let again = repair_with(&t, Search::Only(&r.chains()));
        assert_eq!(again.text, r.text, "{t:?}");
    }
}

#[test]
fn fine_words_stay_in_a_long_damaged_text() {
    // Past the first 256 damaged words the text's chain is settled and taken at once where it
    // explains a word: a lone lead before a letter (`SÃO`), or a pair that makes a rare letter
    // (`É…` would be Ʌ), is not taken so.
    let words = ["cafÃ©", "Ã©tÃ©", "donâ€™t", "naÃ¯ve", "crÃ¨me"];
    let mut broken = String::new();
    let mut fixed = String::new();
    for i in 0..400 {
        let w = words[i % words.len()];
        broken += &format!("{w}{i} ");
        fixed += &format!("{}{i} ", misread_back(w));
    }
    let tail = "SÃO PAULO É… MARQUÉ…\n";
    let r = repair(&(broken + tail));
    assert_eq!(r.text, fixed + tail);
}

/// The UTF-8 that `w` is windows-1252's reading of.
fn misread_back(w: &str) -> String {
    let (bytes, _, _) = rs(Encoding::Windows1252).encode(w);
    String::from_utf8(bytes.into_owned()).unwrap()
}

/// Pangrams, what teachers show: in their language's code page, every letter it has. Each
/// stays as it is, and comes back from UTF-8 read as windows-1252 and from its legacy code page
/// read as windows-1252 (and Russian from KOI8-R and windows-1251 read as each other).
#[test]
fn pangrams_stay_and_come_back() {
    use Encoding::*;
    let pangrams: &[(&str, &[(Encoding, Encoding)])] = &[
        (
            "Съешь же ещё этих мягких французских булок, да выпей чаю",
            &[
                (Windows1251, Windows1252),
                (Koi8R, Windows1251),
                (Windows1251, Koi8R),
            ],
        ),
        (
            "Pchnąć w tę łódź jeża lub ośm skrzyń fig",
            &[(Windows1250, Windows1252)],
        ),
        (
            "Příliš žluťoučký kůň úpěl ďábelské ódy",
            &[(Windows1250, Windows1252)],
        ),
        ("Árvíztűrő tükörfúrógép", &[(Windows1250, Windows1252)]),
        (
            "Pijamalı hasta yağız şoföre çabucak güvendi",
            &[(Windows1254, Windows1252)],
        ),
        (
            "Ξεσκεπάζω την ψυχοφθόρα βδελυγμία",
            &[(Windows1253, Windows1252)],
        ),
        (
            "Жълтата дюля беше щастлива, че пухът, който цъфна, замръзна като гьон",
            &[(Windows1251, Windows1252)],
        ),
        (
            "Falsches Üben von Xylophonmusik quält jeden größeren Zwerg",
            &[],
        ),
        ("Høj bly gom vandt fræk sexquiz på wc", &[]),
    ];
    let mut failures = Vec::new();
    for &(text, legacy) in pangrams {
        if repair(text).text != text {
            failures.push(format!("{text:?} changed to {:?}", repair(text).text));
        }
        let utf8 = misread(text.as_bytes(), Windows1252).expect("windows-1252 reads any UTF-8");
        failures.extend(check(text, &utf8, "UTF-8 read as windows-1252"));
        for &(from, with) in legacy {
            let broken = encode(text, from).and_then(|b| misread(&b, with)).unwrap();
            let what = format!("{} read as {}", from.name(), with.name());
            failures.extend(check(text, &broken, &what));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

/// A repair's parts hold what changed, not the fine words beside it: the window's example of
/// double damage puts back `DÃƒÂ©jÃƒÂ\u{A0}` and `Ã‚Â»` alone, not `… vu` and `… ouvre`.
#[test]
fn the_parts_repaired_are_the_damaged_words_not_their_neighbours() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/examples/12-double-mojibake.txt"
    );
    let text = String::from_utf8(std::fs::read(path).unwrap()).unwrap();
    let r = repair(&text);
    assert!(
        r.text.starts_with("Le café « Déjà vu » ouvre"),
        "{}",
        r.text
    );
    let befores: Vec<&str> = r.spans.iter().map(|s| s.before.as_str()).collect();
    for s in &r.spans {
        for fine in ["vu", "ouvre", "Le"] {
            assert!(
                !s.before.split_whitespace().any(|w| w == fine),
                "{fine:?} in a part: {befores:?}"
            );
        }
    }
}

#[test]
fn a_fine_word_with_a_small_accented_letter_beside_a_repaired_one_stays() {
    // `ï`, `ë`, `î`, `è`, `å`, `é` start UTF-8 sequences of three bytes: alone in a word of
    // small Latin letters, they are letters, not leads whose two bytes were both dropped.
    for (broken, fixed) in [
        ("naïve idea, cafÃ© au lait", "naïve idea, café au lait"),
        ("Le naïf cafÃ©", "Le naïf café"),
        ("Naïve, mais crÃ¨me brÃ»lÃ©e", "Naïve, mais crème brûlée"),
        ("Noël chez les Ã©lÃ¨ves", "Noël chez les élèves"),
        ("une île et son chÃ¢teau", "une île et son château"),
        ("le dÃ©cret et le décès", "le décret et le décès"),
        ("SÃ¸ren kom, så gik han", "Søren kom, så gik han"),
        // (A word among signs of ASCII, and one of that letter alone where the line's
        // language writes it.)
        (
            "Cliquez sur Â«OKÂ» pour activer/désactiver le son.",
            "Cliquez sur «OK» pour activer/désactiver le son.",
        ),
        ("Premi Â«OKÂ» ed è fatto.", "Premi «OK» ed è fatto."),
    ] {
        assert_eq!(repair(broken).text, fixed, "{broken}");
    }
}

/// A word or a field in a code page read as another of the same alphabet looks little odder
/// than a word, so the search proposes nothing for it; read line by line as the classic
/// accidents (assets/accidents.tsv), it comes back, and the word itself stays as it is.
#[test]
fn a_short_text_in_a_code_page_read_as_another_of_its_alphabet_comes_back() {
    use Encoding::*;
    let cases = [
        ("précédemment", Macintosh, Windows1252),
        ("Überprüfung", Macintosh, Windows1252),
        ("Määritettiin", Macintosh, Windows1252),
        ("téléchargement", Macintosh, Windows1252),
        // (Read so, these keep no letter outside ASCII: `ops¾tning`, `poss’vel`,
        // `r‡pidamente`. Their letters are Latin all the same, and the letters tell them from
        // English's apostrophes, `it’s`, the same bytes: see the fine texts.)
        ("opsætning", Macintosh, Windows1252),
        ("possível", Macintosh, Windows1252),
        ("rápidamente", Macintosh, Windows1252),
        // (Read into another script, which its own word supports: `ôàéë` spells `файл`.)
        ("файл", Windows1251, Windows1252),
        ("<alias value='%s'/> уже задан", Koi8R, Windows1251),
        ("връзка", Windows1251, Koi8R),
        // (One letter read as another, `jednoznaèna`, `paketø`, `šverens`: the search saw
        // little it could have seen, and the letters tell.)
        ("jednoznačna", Windows1250, Windows1252),
        ("következőt", Windows1250, Windows1252),
        ("înceapă", Windows1250, Windows1252),
        ("paketų", Windows1257, Windows1252),
        ("överens", Macintosh, Windows1252),
        // (Words of the 10,000 each language lists that were not among the 2,000 it listed
        // before: `essenti‘le`, `РХОНБНЧ`, `Daðýtým`, `¿delagte` and `pronaðene` were left.)
        ("essentiële", Macintosh, Windows1252),
        ("типовою", Windows1251, Koi8U),
        ("Dağıtım", Windows1254, Windows1252),
        ("ødelagte", Macintosh, Windows1252),
        ("pronađene", Windows1250, Windows1252),
        // (Each letter read as another pays 2 bits of what the search would have seen: at 4,
        // `shçmâs` and `ЛНФЕ` were left.)
        ("shēmās", Windows1257, Windows1252),
        ("може", Windows1251, Koi8R),
        // (A sign read as a letter pays 8 bits of it: at 12, all there is, `llam—` was left.
        // A sign between two letters pays as much as a letter: at 8, glib's Dutch and Spanish
        // `ge‘xporteerd` and `hab’a` were left, where a sign that starts a word, `€uro`, is
        // not read as `Äuro`.)
        ("llamó", Macintosh, Windows1252),
        (
            "Er is al een object geëxporteerd voor de interface %s op %s",
            Macintosh,
            Windows1252,
        ),
        (
            "<alias value='%s'/> dado cuando ya se había dado <choice value='%s'/>",
            Macintosh,
            Windows1252,
        ),
    ];
    for (good, written, read) in cases {
        let bytes = encode(good, written).unwrap();
        let (broken, _) = rs(read).decode_without_bom_handling(&bytes);
        assert_ne!(broken, good);
        let r = repair(&broken);
        assert_eq!(r.text, good, "{broken:?}");
        assert!(r.spans.iter().all(|s| s.confidence >= 0.8), "{:?}", r.spans);
        assert!(!repair(good).changed(), "{good:?}");
    }
}

/// Esperanto's letters read as a DOS code page (Python's cp850 on a Windows console): `ĝ` is
/// C4 9D, which cp850 reads as `─Ø`, box drawing glued inside a word that no table draws.
#[test]
fn esperanto_read_as_a_dos_code_page_comes_back() {
    use mojiscope::mojibake::codec::{Codec, DosPage};
    // Through cp437 too, whose `¥` is 9D where cp850's is BE: read as the usual cp850,
    // `┼¥an─¥o` would be `žanľo`; the letters tell the sibling page.
    for (page, original, misread) in [
        (
            DosPage::Cp850,
            "La servilo resendis la mesaĝon, sed la konekto perdiĝis antaŭ ol ĝi finiĝis.",
            "mesa─Øon",
        ),
        (DosPage::Cp437, "La ŝanĝo de la pasvorto ĉesis.", "┼¥an─¥o"),
    ] {
        let broken = Codec::Dos(page)
            .decode(original.as_bytes())
            .expect("a DOS code page reads any byte");
        assert!(broken.contains(misread), "{broken}");
        assert_eq!(repair(&broken).text, original, "{}", page.name());
    }
}

/// One word of a fine line written as UTF-8 and read in its own script's code page (`Рё` for
/// `и` in windows-1251, `Ĺľelite` for `želite` in windows-1250, `طھظ…` for `تم`): its letters
/// are the line's own, so nothing else looked odd; every byte of it there is a part of a
/// character of UTF-8, which a word of real text is not. The word comes back, its neighbours
/// stay. (Lines of the catalogues' validation split, where these were left.)
#[test]
fn one_word_read_in_its_own_scripts_code_page_comes_back() {
    use Encoding::*;
    let lines = [
        ("%s и %s - один и тот же файл", "и", Windows1251),
        (
            "В <%s> должно содержаться хотя бы одно значение <value>",
            "В",
            Windows1251,
        ),
        ("%s: Ali želite prepisati »%s«? ", "želite", Windows1250),
        (
            "Sťahovanie ukončené v režime „iba stiahnuť“",
            "Sťahovanie",
            Windows1250,
        ),
        (
            "%s megjelent; a program az új fájlt követi",
            "új",
            Windows1250,
        ),
        ("تم تمرير عنصر سيء إلى pam_*_item()", "تم", Windows1256),
    ];
    for (good, word, page) in lines {
        let (misread, _) = rs(page).decode_without_bom_handling(word.as_bytes());
        let broken = good.replacen(word, &misread, 1);
        assert_ne!(broken, good);
        let r = repair(&broken);
        assert_eq!(r.text, good, "{broken:?}");
        assert!(!repair(good).changed(), "{good:?}");
    }
}
