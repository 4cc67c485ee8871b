//! Lossy damage: bytes a pipeline dropped (Python's cp1252 with errors='ignore'), replaced
//! (errors='replace') or turned into a space (a no-break space lost). What the surviving bytes
//! tell comes back; each character that lost a byte is one U+FFFD, and no other letter is
//! invented for it.

use mojiscope::encoding::Encoding;
use mojiscope::mojibake::repair::repair;
use mojiscope::script::{script, Script};

fn rs(e: Encoding) -> &'static encoding_rs::Encoding {
    crate::common::rs(e)
}

#[test]
fn a_capital_lead_inside_a_small_word_is_a_dropped_byte() {
    // Slovenian from apt's catalogue through Python's cp1252 with errors='ignore': č is
    // C4 8D, and 8D is dropped, so `Ä` stands alone inside a word in small letters. Nothing
    // else in the sentence is damaged, yet no alphabet writes a capital there: a byte was lost.
    let original = "Ni mogoče ustvariti vtiča";
    let broken = python_ignore(original);
    assert_eq!(broken, "Ni mogoÄe ustvariti vtiÄa");
    let r = repair(&broken);
    assert_eq!(r.text, "Ni mogo\u{FFFD}e ustvariti vti\u{FFFD}a");
    // So too in a line of its own where other lines were repaired.
    let r = repair("ukonÄenÃ©\nNapaÄna privzeta nastavitev!");
    assert_eq!(
        r.text,
        "ukon\u{FFFD}ené\nNapa\u{FFFD}na privzeta nastavitev!"
    );
    // A capital where words start is the word's own letter.
    for fine in ["Äpfel und Birnen", "Ärger im Büro", "ÉCOLE"] {
        assert!(!repair(fine).changed(), "{fine}");
    }
}

/// The bytes Python's cp1252 refuses (and drops, with errors='ignore').
const REFUSED: [u8; 5] = [0x81, 0x8D, 0x8F, 0x90, 0x9D];

/// `original`'s UTF-8 read by Python's cp1252 with errors='ignore': the bytes it refuses
/// dropped, the rest read as windows-1252 (which Python's codec is, but for those five).
fn python_ignore(original: &str) -> String {
    let kept: Vec<u8> = original.bytes().filter(|b| !REFUSED.contains(b)).collect();
    rs(Encoding::Windows1252)
        .decode_without_bom_handling(&kept)
        .0
        .into_owned()
}

/// `original`'s UTF-8 read as windows-1252, each no-break space it made then turned into a
/// space (`à`, C3 A0, is `Ã `).
fn nbsp_lost(original: &str) -> String {
    rs(Encoding::Windows1252)
        .decode_without_bom_handling(original.as_bytes())
        .0
        .replace('\u{A0}', " ")
}

/// Each of `originals` damaged by `damage` (the damaged text, and what repair must give back)
/// and repaired; the failures.
fn lossy(originals: &[&str], damage: impl Fn(&str) -> (String, String)) -> Vec<String> {
    let mut failures = Vec::new();
    for original in originals {
        let (broken, expected) = damage(original);
        let got = repair(&broken).text;
        if got != expected {
            failures.push(format!("{broken:?} → {got:?}, not {expected:?}"));
        }
    }
    failures
}

#[test]
fn bytes_python_dropped_are_lost_not_read_as_other_letters() {
    // Python's cp1252 with errors='ignore' drops 81 8D 8F 90 9D: `с` (D1 81) and `я` (D1 8F)
    // keep only their lead `Ñ`, `ờ` (E1 BB 9D) keeps `á»`, `保` (E4 BF 9D) keeps `ä¿`. Each
    // character that lost a byte is one U+FFFD, before a space too (no `Ѡ` for a lost no-break
    // space), two in a row too (`ся`), and no reading through KOI8-R invents `я` for them.
    // `”` (E2 80 9D) keeps `â€`: the quote is lost, not read as a dagger (E2 80 A0) that lost
    // a no-break space.
    let originals = [
        "Не удалось сохранить настройки, проверьте права доступа",
        "Файл уже существует, его нельзя перезаписать",
        "Не вдалося зберегти файл на диск",
        "Все данные будут удалены, продолжить?",
        // (Only Latin-1's characters, so read as isomorphic as well: `Ñ ` is still no `Ѡ`.)
        "Соединение с %s (%s)",
        "Время ожидания истекло",
        "Не удалось открыть файл для записи",
        "Виправлення залежностей...",
        "Помилка з'єднання",
        "Kết nối tới máy chủ bị đóng bất ngờ",
        "ファイルを保存できませんでした",
        "Nem sikerült megnyitni a „%s” fájlt, mert „zárolva” van",
        "Kunde inte läsa ”%s” från disken",
        // Every word lost a byte: no word alone tells the chain, and Mac OS Roman or KOI8-R
        // read the leads left alone as `—` or `я` (`удало—ь`, `по-ятара`).
        "Не удалось соединиться с %s:%s (%s).",
        "%lu върнати към по-стара версия, ",
        // A byte dropped inside a word tells that a lead before a space lost its byte too
        // (`×œ× ` is `ל�`, not `לנ` joined to the next word); so does a no-break space kept
        // (`í•\u{A0}` for `할`). A byte dropped in the middle (`크` is ED 81 AC).
        "שירות האימות לא יכול לקבל את פרטי האימות",
        "%s:%s에 연결할 수 없습니다 (%s).",
        // Three in a row, each without a byte (`ì´ìƒì˜`: `ƒ` after the second is a letter):
        // three characters lost, no later step joining two of them into one.
        "하나 이상의 패키지가 손상되었습니다.",
        "로그인 스크립트 명령 '%s' 실패, 서버에서는: %s",
        // Arabic read so is capitals and signs (`Ø§Ù„Ù…Ù„Ù`), no word in capitals: `ف`
        // (D9 81) at the end lost its byte, and is no `٠` (D9 A0) that lost a no-break space.
        "خطأ في الكتابة إلى الملف",
        // A byte dropped inside a word tells its lead before a space lost one too (`ā` is
        // C4 81: `norÄdÄ«tÄ uzskaitÄ«juma`); a capital after small letters (`ď` is C4 8F,
        // `OdpoveÄ`) before a space too.
        "<%s> nav derīgs skaitlis no norādītā uzskaitījuma tipa",
        "Odpoveď preplnila zásobník.",
        // Where the no-break space would make a rare letter (`Ġ`, Maltese's, for `Ä `), a
        // dropped byte is as likely: the words on both sides still come back (`ď` is C4 8F).
        "Čekání na odpověď přesáhlo časový limit.",
        "Server neposlal žádnou odpověď",
        // A `?` after a lead that lost its byte, in a line that drops bytes, is the text's
        // own question mark (`要` is E8 A6 81: `必要?` is `必�?`).
        "古いパッケージを削除する必要がありますか?",
        // Japanese loses the 81 of most hiragana (`し` is E3 81 97, `ã—` left): a word
        // whose kana outnumber its kanji is more leads that lost a byte than whole
        // characters, yet each lead keeps a continuation, as no code page's letters do.
        "以下のパッケージには満たせない依存関係があります:",
        "%s の CD-ROM は使用中のためアンマウントすることができません。",
        "select に失敗しました",
        // So in a line whose pipeline showed itself in other words (`недоступен` lost the
        // byte of `с`): `авторизация?` keeps its `?`.
        "Сервер недоступен (возможно, требуется авторизация?)",
        // A capital or a digit the no-break space would make right after a small letter is
        // a byte dropped: `giá» ` is `gi�` (`ờ` is E1 BB 9D), not `giỠ`; `Ù ` after `ذ` is
        // `ف` (D9 81) without its byte, not the digit `٠` (D9 A0).
        "Hết giờ chờ phản hồi từ máy chủ",
        "امکان حذف این پرونده نیست",
    ];
    let failures = lossy(&originals, |original| {
        let broken = python_ignore(original);
        let expected: String = original
            .chars()
            .map(|c| {
                let mut b = [0; 4];
                let lost = c.encode_utf8(&mut b).bytes().any(|b| REFUSED.contains(&b));
                if lost {
                    '\u{FFFD}'
                } else {
                    c
                }
            })
            .collect();
        assert_ne!(expected, original);
        (broken, expected)
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn bytes_python_replaced_are_lost_and_the_rest_comes_back() {
    // Python's cp1252 with errors='replace' writes U+FFFD for 81 8D 8F 90 9D: `”` (E2 80 9D)
    // is `â€�`. The quote is one U+FFFD, the letters around it come back (`slÃ¥` is `slå`, not
    // `l` with a combining overlay read through Mac OS Roman).
    let refused = ['\u{81}', '\u{8D}', '\u{8F}', '\u{90}', '\u{9D}'];
    let originals = [
        "Det gick inte att öppna ”%s” för läsning",
        "Hittade inget paket som heter ”%s” på spegeln",
        "Nem található a ”%s” nevű csomag",
    ];
    let failures = lossy(&originals, |original| {
        let broken: String = rs(Encoding::Windows1252)
            .decode_without_bom_handling(original.as_bytes())
            .0
            .chars()
            .map(|c| if refused.contains(&c) { '\u{FFFD}' } else { c })
            .collect();
        assert!(broken.contains('\u{FFFD}'), "{broken}");
        (broken, original.replace('”', "\u{FFFD}"))
    });
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_lone_capital_whose_no_break_space_became_a_space_comes_back() {
    // `à` is C3 A0: read as windows-1252 it is `Ã` and a no-break space, which a later step
    // turned into a space. `Ã` standing alone is no word of any language, so one lost letter
    // in a fine line is enough; `É` alone is Portuguese, and stays.
    let originals = [
        "Tous les fichiers sont à jour.",
        "Impossible de se connecter à un serveur",
        "Retour à la page précédente",
    ];
    let mut failures = lossy(&originals, |original| {
        (nbsp_lost(original), original.to_string())
    });
    for fine in ["É possível abrir o ficheiro", "Í dag er gott veður"] {
        if repair(fine).text != fine {
            failures.push(format!("{fine:?} changed"));
        }
    }
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn an_a_grave_inside_a_word_whose_no_break_space_became_a_space_joins_the_word() {
    // `vÃ lida`: the space after `Ã` was its no-break space where the letters' model reads the
    // words around it likelier glued (Catalan `vàlida`, `ràpidament`, `àrea`, Vietnamese
    // `thành`, `hàng`, Italian `funzionalità.`); Vietnamese `và` and French `voilà` are words
    // by themselves, and the space after them stays, as it does where a pipeline collapsed the
    // two spaces into one (`voilÃ le`).
    let originals = [
        "El paràmetre no és vàlid.",
        "La signatura és vàlida automàticament.",
        "Activa i desactiva ràpidament tecles de rebot.",
        "Ampliar una àrea de la pantalla.",
        "Sao lưu hàng giờ có thể không cần thiết.",
        "Đã hoàn thành cài đặt và cập nhật.",
        "Per poter sfruttare questa funzionalità.",
        "Et voilà le travail.",
    ];
    let failures = lossy(&originals, |original| {
        (nbsp_lost(original), original.to_string())
    });
    assert!(failures.is_empty(), "{failures:#?}");
    assert_eq!(repair("Et voilÃ le travail.").text, "Et voilà le travail.");
}

#[test]
fn a_no_break_space_lost_inside_a_long_run_without_spaces_comes_back() {
    // Japanese writes no spaces: a line of it read as windows-1252 is one run of hundreds of
    // bytes, and `だ` (E3 81 A0) whose no-break space became a space is `ã\u{81} ` inside it.
    // The space joins the run however long it is, and `だ` comes back (it was `�`).
    let original = "ダブルクリック、右クリック、またはドラッグを実行したあとは、\
                    自動的にただのクリック動作に戻ります。設定してください。";
    let broken = nbsp_lost(original);
    assert!(broken.len() > 256 && broken.contains("\u{81} "));
    assert_eq!(repair(&broken).text, original);
}

#[test]
fn a_lead_alone_starting_no_word_lost_its_byte_where_the_letter_makes_a_frequent_word() {
    // Nothing else in the line is damaged: `Äas` is no word of any language, and `č` (C4 8D)
    // makes `čas`, Slovak and Slovenian for time; `Í` (C3 8D) makes Portuguese `Índice`. The
    // letter is lost all the same: a U+FFFD stands for it.
    let originals = [
        "Uplynul čas spojenia",
        "Nastavitev časa ni uspela",
        "Índice de pacotes",
    ];
    let failures = lossy(&originals, |original| {
        let broken = python_ignore(original);
        let expected = original.replace(['č', 'Í'], "\u{FFFD}");
        (broken, expected)
    });
    assert!(failures.is_empty(), "{failures:#?}");
    // A lead no such letter makes a word of is the word's own (`Ärger`), or left.
    for fine in [
        "Ärger im Büro",
        "Äußerst wichtig",
        "Élève",
        "Uplynul Äxq spojenia",
    ] {
        assert_eq!(repair(fine).text, fine);
    }
}

#[test]
fn a_space_after_a_fine_word_is_no_lost_no_break_space() {
    // Persian from glib's catalogue: one line UTF-8 read as windows-1256, the next fine.
    // windows-1256 reads `ع` as DA, which with a lost A0 after it would be `ڠ`; but the rest
    // of `قطع` is letters no unit reads, so the space is the text's own.
    let damaged = "یک مسیر، اگر داده شود، باید با یک اسلش آغاز و پایان یابد";
    let fine = "قطع کردن با رخدادِ هر نوع خطا در شِماها";
    let broken = rs(Encoding::Windows1256)
        .decode_without_bom_handling(damaged.as_bytes())
        .0
        .into_owned();
    let r = repair(&format!("{broken}\n{fine}"));
    assert_eq!(r.text, format!("{damaged}\n{fine}"));
}

#[test]
fn a_fine_a_grave_beside_a_damaged_word_lost_no_byte() {
    // French from Linux-PAM's catalogue with one word UTF-8 read as windows-1252. `à` alone is
    // E0, a lead whose next byte is A0 to BF: no byte Python's cp1252 refuses (81 8D 8F 90 9D)
    // goes there, so no dropped byte made it, and it stays (it was `�`).
    let broken = "Lâ€™application doit à nouveau appeler libpam";
    let r = repair(broken);
    assert_eq!(r.text, "L’application doit à nouveau appeler libpam");
}

#[test]
fn a_lead_alone_between_han_characters_is_a_dropped_byte_not_another_code_page() {
    // apt's Chinese catalogue through Python's cp1252 with errors='ignore': 名 (E5 90 8D)
    // lost both its continuations, and 非 (E9 9D 9E) its 9D. windows-1255 reads the lone E5
    // as `ו`, and a chain of two steps made `软件包ו称` of it: no text writes a Hebrew
    // letter between Han characters. One step, and each lost character one U+FFFD.
    let original = "安装新的软件包（注：软件包名称应当类似 libc6 而非 libc6.deb）";
    let r = repair(&python_ignore(original));
    assert_eq!(
        r.text,
        "安装新的软件包（注：软件包\u{FFFD}称应当类似 libc6 而\u{FFFD} libc6.deb）"
    );
    assert_eq!(r.chains().iter().map(Vec::len).max(), Some(1));
}

#[test]
fn a_lead_before_a_c1_control_is_latin_1_read_whole_not_a_dropped_byte() {
    // apt's Chinese catalogue read as Latin-1 (Python's latin-1, the isomorphic decoder): 包
    // (E5 8C 85) is `å\u{8C}\u{85}`. windows-1252 reads 8C as `Œ`, never as U+008C, so the
    // C1 control is no byte of its reading, and a story that took the `å` before it for a
    // sequence that lost a byte made `有软件�Œ…` in three steps. The C1 controls are the
    // bytes read whole: one step, nothing lost.
    let original = "有软件包需要被卸载，但是卸载被设置为禁止。";
    let latin1: String = original.bytes().map(char::from).collect();
    let r = repair(&latin1);
    assert_eq!(r.text, original);
    assert_eq!(r.chains().iter().map(Vec::len).max(), Some(1));
}

#[test]
fn a_line_that_lost_a_byte_before_a_space_lost_the_others_there_too() {
    // apt's Korean through Python's cp1252 with errors='ignore': 에 (EC 97 90) and 을
    // (EC 9D 84) lost their 90 and 9D, so `ì—` and `ì„` stand before spaces. Read with a
    // lost no-break space, the first is the rare `엠`, so the repair takes it for a dropped
    // byte; that line's pipeline drops bytes and keeps its spaces, and the second is not
    // `선` glued to the next word either.
    let original = "%s에 대한 소켓을 만들 수 없습니다 (f=%u t=%u p=%u)";
    let r = repair(&python_ignore(original));
    assert_eq!(
        r.text,
        "%s\u{FFFD} 대한 소켓\u{FFFD} 만들 수 없습니다 (f=%u t=%u p=%u)"
    );
    // Latvian, whose ā (C4 81) loses its 81 and ī (C4 AB) keeps both bytes: each lead
    // alone is a lost letter, whatever whole letters stand beside it.
    let original = "<%s> neatrodas norādītājā intervālā";
    let r = repair(&python_ignore(original));
    assert_eq!(
        r.text,
        "<%s> neatrodas nor\u{FFFD}d\u{012B}t\u{FFFD}j\u{FFFD} interv\u{FFFD}l\u{FFFD}"
    );
}

#[test]
fn a_letter_glued_to_a_quote_by_a_lost_no_break_space_is_a_dropped_byte() {
    // apt's Thai through Python's cp1252 with errors='ignore': ก (E0 B8 81) lost its 81
    // before ` 'apt-key'`. With a lost no-break space `à¸ ` is `ภ`, glued to the quote:
    // Thai sets Latin words apart with spaces.
    let original = "ไม่สามารถเรียก 'apt-key' เพื่อตรวจสอบลายเซ็น";
    let r = repair(&python_ignore(original));
    assert_eq!(r.text, "ไม่สามารถเรีย\u{FFFD} 'apt-key' เพื่อตรวจสอบลายเซ็น");
}

#[test]
fn a_space_that_ends_a_line_after_a_lead_was_its_no_break_space() {
    // apt's Korean read as windows-1252, its no-break spaces turned into spaces: 고
    // (EA B3 A0) ends the line as `ê³ `.
    let original = "배포판 업그레이드, apt-get(8) 참고";
    for text in [original.to_string(), format!("{original}\n다음 줄")] {
        assert_eq!(repair(&nbsp_lost(&text)).text, text);
    }
}

#[test]
fn a_word_whose_lead_lost_its_byte_is_not_read_into_another_alphabet() {
    // `vypínač`: Python's cp1252 dropped the 8D of `č` (C4 8D), leaving `Ä` before a space. A
    // Greek code page reads that `Ä` as `Δ`, and a chain through it for the whole line made
    // `vypínaΔ`: no Czech word holds a Greek letter. It is not moved into an alphabet the line
    // never writes; and though the pass puts the rest of `vypÃ\u{AD}naÄ VÅ¾dy` back, its
    // capital inside a small word is a byte lost, as anywhere.
    let original = "Přepněte vypínač Vždy zobrazovat nabídku přístupnosti do polohy zapnuto.";
    let lost = "Přepněte vypína\u{FFFD} Vždy zobrazovat nabídku přístupnosti do polohy zapnuto.";
    assert_eq!(repair(&python_ignore(original)).text, lost);
    // The same line after Russian in windows-1251 read as windows-1252: the chain for the whole
    // text puts the Russian back, and leaves no Cyrillic letter in the Czech words (it made
    // `vypГ­naД` of them), while the parts it read well stay read.
    let russian = "Не удалось открыть файл конфигурации.\nПакет будет удалён из системы.\n";
    let (bytes, _, _) = rs(Encoding::Windows1251).encode(russian);
    let misread = rs(Encoding::Windows1252)
        .decode_without_bom_handling(&bytes)
        .0;
    let text = format!("{}{}\n", misread.repeat(20), python_ignore(original));
    let got = repair(&text).text;
    assert!(got.starts_with(&russian.repeat(20)), "{got}");
    let czech = got.lines().last().unwrap();
    assert!(
        czech.chars().all(|c| script(c) != Script::Cyrillic),
        "{czech}"
    );
    assert_eq!(czech, lost);
}

#[test]
fn a_capital_inside_a_word_is_a_lost_byte_only_where_it_makes_a_letter_of_the_word() {
    // `mogoÄe` is `mogoče` whose 8D Python dropped (C4 8D). `lÕinterrupteur` is French in Mac
    // OS Roman read as windows-1252 (`’` is D5 there): D5 and a dropped byte would make an
    // Armenian letter inside a French word, so no byte was lost, and the line is Mac OS Roman's.
    let (mac, _, _) = rs(Encoding::Macintosh)
        .encode("À la rubrique Vision, activez le Grand texte en basculant l’interrupteur.");
    let broken = rs(Encoding::Windows1252)
        .decode_without_bom_handling(&mac)
        .0;
    assert!(broken.contains("lÕinterrupteur"));
    assert_eq!(
        repair(&broken).text,
        "À la rubrique Vision, activez le Grand texte en basculant l’interrupteur."
    );
    assert_eq!(
        repair(&python_ignore("Ali je mogoče?")).text,
        "Ali je mogo�e?"
    );
    // And a common letter: a line of GNU tar's Turkish catalogue (`stdG`, `stdÇ`: standard
    // input and output) is fine, and its `Ç` with a dropped byte would have been `ǐ` or `Ǎ`.
    let turkish = "stdG/stdÇ arşivi doğrulanamaz";
    assert_eq!(repair(turkish).text, turkish);
}

#[test]
fn where_a_dropped_byte_stood_is_told_by_the_likeliest_character() {
    // apt's Japanese through Python's cp1252 with errors='ignore': `に` is E3 81 AB, and `ã«`
    // (E3 AB) is what is left. The bytes cannot tell which place lost one; the hiragana is the
    // likeliest character, and the explanation names it first, its `??` where it stood.
    let r = repair(&python_ignore("select に失敗しました"));
    assert_eq!(
        r.text,
        "select \u{FFFD}失敗\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"
    );
    let lines = mojiscope::report::repair::span_lines(&r.spans[0]);
    assert!(
        lines.iter().any(|l| l.contains("E3 ?? AB E5 A4 B1")),
        "{lines:#?}"
    );
    let of = |lost: &str| {
        lines
            .iter()
            .find(|l| l.contains(&format!("{lost:?}")) && l.contains("one of"))
            .and_then(|l| l.split("one of ").nth(1))
            .and_then(|list| list.split(' ').next())
            .map(str::to_string)
    };
    assert_eq!(of("ã«").as_deref(), Some("に"), "{lines:#?}");
    assert_eq!(of("ã¾").as_deref(), Some("ま"), "{lines:#?}");
}
