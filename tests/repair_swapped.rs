//! One letter or two a national or Mac code page wrote, read as windows-1252 (or UTF-8 read by
//! one whose letters pass as a language): too few swapped letters for their pairs to tell, so
//! the words they make and the letters the language writes tell; and prose that only looks so
//! (a dash glued between words) stays.

use super::repair::{check, encode, misread};
use mojiscope::encoding::Encoding;
use mojiscope::mojibake::repair::repair;

/// Each of `cases` (the code page it was written in, the sentence) read as windows-1252 comes
/// back, and the sentence as it was stays; the failures.
fn swapped(cases: &[(Encoding, &str)]) -> Vec<String> {
    let mut failures = Vec::new();
    for &(right, text) in cases {
        let bytes = encode(text, right).expect(text);
        let broken = misread(&bytes, Encoding::Windows1252).expect(text);
        assert_ne!(broken, text);
        failures.extend(check(
            text,
            &broken,
            &format!("{right} read as windows-1252"),
        ));
        if repair(text).text != text {
            failures.push(format!("{text:?} changed"));
        }
    }
    failures
}

#[test]
fn a_short_sentence_in_a_national_code_page_read_as_windows_1252_comes_back() {
    // One or two swapped letters among a few words: too few letters for their pairs to tell,
    // so the words they make tell (`är`, `conexión`, `écrire` are common words there).
    let cases = [
        (Encoding::Macintosh, "Alla filer är nu sparade."),
        (Encoding::Macintosh, "No se pudo abrir la conexión."),
        (Encoding::Macintosh, "Impossible d'écrire le fichier."),
        (Encoding::Macintosh, "Möchten Sie die Datei jetzt löschen?"),
        (Encoding::Macintosh, "Filen kunne ikke åbnes."),
        (Encoding::Macintosh, "Não foi possível abrir o arquivo."),
        (Encoding::Windows1257, "Neizdevās saglabāt failu."),
        (Encoding::Windows1257, "Failo įrašyti nepavyko."),
        (Encoding::Windows1250, "Soubor nelze otevřít."),
        (Encoding::Windows1250, "Nie można otworzyć pliku."),
        (Encoding::Windows1254, "Dosya açılamadı."),
    ];
    let failures = swapped(&cases);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_letter_a_mac_wrote_as_a_sign_inside_a_word_comes_back() {
    // Mac OS Roman's ó, ò, æ, ø and á are windows-1252's —, ˜, ¾, ¿ and ‡: no letter is left
    // to weigh, only a sign where no word has one (`instalaci—n`, `s˜col`, `bin¾re`).
    let cases = [
        (Encoding::Macintosh, "La instalación terminó sin errores."),
        (Encoding::Macintosh, "No s'ha pogut obrir el sòcol."),
        (Encoding::Macintosh, "Den binære fil blev gemt."),
        (
            Encoding::Macintosh,
            "Sjekk tilkoblingen før du prøver igjen.",
        ),
        (Encoding::Macintosh, "Se instalarán los paquetes nuevos."),
        // A capital of Swedish, `Š` for `ä`, passes as a letter Swedish writes in names;
        // only its usual spelling is a word.
        (Encoding::Macintosh, "Tiden för anslutningen gick ut."),
        (Encoding::Macintosh, "Die Datei wurde gelöscht."),
        // Starting a word: `æ` and `Ü` are windows-1252's `¾` and `†`.
        (Encoding::Macintosh, "Kan ikke gemme ændringerne nu."),
        (Encoding::Macintosh, "Der Speicher ist zum Überlaufen voll."),
        (Encoding::Macintosh, "Übersicht der Pakete anzeigen"),
    ];
    let failures = swapped(&cases);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_letter_a_mac_wrote_as_a_sign_ending_or_starting_a_word_comes_back() {
    // Mac OS Roman's `ó` ending a word is windows-1252's `—` (`connexi—`), its `ø` starting
    // one `¿` (`¿delagt`). Windows-1257 reads that `¿` as `æ`, which no Baltic language
    // writes: the Danish word is Mac OS Roman's.
    let cases = [
        (Encoding::Macintosh, "No s'ha pogut establir la connexió"),
        (Encoding::Macintosh, "La descarga se completó sin errores."),
        (Encoding::Macintosh, "Pakken er ødelagt og kan ikke bruges."),
        (Encoding::Macintosh, "Filen ble ødelagt under kopieringen."),
        (
            Encoding::Macintosh,
            "Intern fejl: programmet ødelagde noget",
        ),
        (Encoding::Macintosh, "Arkivet ødelagde indholdet."),
    ];
    let failures = swapped(&cases);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_dash_or_a_sign_glued_between_words_is_prose() {
    for fine in [
        "He said—quietly—that it was over.",
        // (Real prose, the Rust book's: each was read as Mac OS Roman's `ó`, the first for
        // sure.)
        "Phew—we finally have some working async code!",
        "Here are some examples—a reference to an i32 without a lifetime parameter.",
        "I—I don’t know what to say.",
        "Det var en fin dag—men kall.",
        "Él respondió—sin pensarlo—que sí.",
        "Das Maß ist 10¾ Zoll—genau.",
        "©Microsoft, €100 and ™Brand names",
        "…und dann war es still.",
        "—Hola —dijo él—, ¿qué tal?",
        "Ella respondió— pero nadie la oyó.",
        "He said he would go— but didn't.",
        "Hay un error, ¿desea intentarlo de nuevo?",
    ] {
        let r = repair(fine);
        assert_eq!(r.text, fine);
    }
}

#[test]
fn a_lone_capital_is_not_moved_into_another_script() {
    // `à` whose no-break space became a space is `Ã ` (the local pass leaves it, the space
    // being lost); windows-1256 reads `Ã` and `Â` as Arabic letters, which stand alone among
    // French words: no repair, however well the French then reads.
    for text in [
        "Impossible de joindre le serveur Ã  %s:Â %s (%s).",
        "Erreur de connexion Ã  %s:Â %s",
    ] {
        let r = repair(text);
        assert!(
            !r.text.chars().any(|c| ('\u{600}'..='\u{6FF}').contains(&c)),
            "{text:?} → {:?}",
            r.text
        );
    }
}

#[test]
fn a_swapped_letter_another_language_writes_comes_back_by_the_words_around_it() {
    // Lithuanian's `ė` through windows-1257 is windows-1252's `ë`, which Albanian and Dutch
    // write: the other words' letters are Lithuanian all the same.
    let cases = [
        (Encoding::Windows1257, "Sesijos galiojimo laikas baigėsi"),
        (Encoding::Windows1257, "Laukimo laikas baigėsi"),
        (Encoding::Windows1257, "Diegimas baigėsi klaida"),
    ];
    let failures = swapped(&cases);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn markup_around_a_swapped_line_tells_no_language() {
    // `<schema id='%s'>` and `<value>` are markup: their letters (`schema`, `id`, `s`) are
    // no words of a language, and told another than the Latvian line's (`jâsatur` stayed,
    // `paplaðina` became Turkish `paplağina`).
    let cases = [
        (Encoding::Windows1257, "<%s> jāsatur vismaz divi <value>"),
        (Encoding::Windows1257, "<key name='%s'> atslēga jau eksistē"),
        (
            Encoding::Windows1257,
            "<schema id='%s'> nevar paplašināt shēmu “%s”",
        ),
    ];
    let failures = swapped(&cases);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_swapped_letter_in_a_long_word_of_a_line_that_passes_as_its_language_comes_back() {
    // Both readings pass as the language (`priklausomybës`, `cofniêtych`, `închisã` have
    // letters it writes, or a neighbour's): how much less the letters of the right one cost
    // tells. A short word is no evidence: Estonian `lõ` stays, though Hungarian writes `lő`.
    let cases = [
        (Encoding::Windows1257, "Taisomos priklausomybės..."),
        (Encoding::Windows1250, "%lu cofniętych wersji, "),
        (Encoding::Windows1250, "Conexiune închisă prematur"),
    ];
    let failures = swapped(&cases);
    assert!(failures.is_empty(), "{failures:#?}");
    assert_eq!(repair("%s [-d] lõ").text, "%s [-d] lõ");
}

#[test]
fn utf8_read_by_a_code_page_whose_letters_pass_as_a_language_comes_back() {
    // Slovene `ž` is C5 BE, which windows-1250 reads as `Ĺľ`, two letters of Slovak: the
    // reading passes as a language, and only how much better the repaired letters fit tells.
    for text in [
        "Ali želite nadaljevati?",
        "Ali želite izbrisati vse predhodno prejete datoteke .deb?",
    ] {
        let broken = misread(text.as_bytes(), Encoding::Windows1250).expect(text);
        assert_ne!(broken, text);
        assert_eq!(repair(&broken).text, text, "{broken}");
        assert_eq!(repair(text).text, text);
    }
}

#[test]
fn a_word_alone_before_a_foreign_word_in_a_line_of_its_script_comes_back() {
    // `Ç cache äåí åßíáé`: Greek's `Η` read as windows-1252 is `Ç`, a letter alone before an
    // English word; the words after it are Greek, so it is the line's, not a stray.
    let cases = [
        (Encoding::Windows1253, "Η cache δεν είναι ενημερωμένη"),
        (Encoding::Windows1253, "Ο server δεν απαντά, δοκιμάστε ξανά"),
    ];
    let failures = swapped(&cases);
    assert!(failures.is_empty(), "{failures:#?}");
}

#[test]
fn a_currency_sign_after_a_letter_is_no_word_end() {
    // Vietnamese `ã` is C3 A3, which windows-1258 reads as `Ă£`: a pound sign ends no word
    // after a letter, and `Đã` reads better than `ĐĂ£` (`Đ` is C4 90, which windows-1252
    // reads too, and leaves `Ă£` as it was).
    for text in ["Đã ghi rõ ", "Đã xong."] {
        let broken = misread(text.as_bytes(), Encoding::Windows1258).expect(text);
        assert_ne!(broken, text);
        assert_eq!(repair(&broken).text, text, "{broken}");
        assert_eq!(repair(text).text, text);
    }
}

#[test]
fn a_small_letter_a_mac_wrote_as_a_capital_comes_back() {
    // Mac OS Roman's `é` and `ä` are windows-1252's `Ž` and `Š`: a capital before small
    // letters, which a word may start with, so only how much better the letters fit the
    // language tells (`l'Žchange`, `eine Šltere` in French and German from apt).
    // (Exactly, not as a tie: windows-1257 reads `Ž` as a caron, `ˇ`, which is put back as
    // a stray, and that reading is no better than the text.)
    for text in [
        "l'option --fix-missing et l'échange de support ne sont pas encore reconnus.",
        "Impossible d'écouter sur le port",
        "%lu durch eine ältere Version ersetzt, ",
    ] {
        let bytes = encode(text, Encoding::Macintosh).expect(text);
        let broken = misread(&bytes, Encoding::Windows1252).expect(text);
        assert_ne!(broken, text);
        assert_eq!(repair(&broken).text, text);
        assert_eq!(repair(text).text, text);
    }
    // Words that start with those capitals stay.
    for fine in ["Der neue Škoda ist da", "Il a visité l'Ždanov et la ville"] {
        assert_eq!(repair(fine).text, fine);
    }
}

#[test]
fn russian_in_koi8_r_read_as_windows_1251_is_no_korean() {
    // ISO-8859-5 then EUC-KR makes Hangul of the same bytes (`풩쩠뮐-뺑쓴뭅궂`), syllables
    // Korean does not write: the Russian comes back.
    let text = " [Не версия-кандидат]";
    let bytes = encode(text, Encoding::Koi8R).expect(text);
    let broken = misread(&bytes, Encoding::Windows1251).expect(text);
    assert_eq!(broken, " [оЕ ЧЕТУЙС-ЛБОДЙДБФ]");
    assert_eq!(repair(&broken).text, text);
}

#[test]
fn serbian_in_windows_1251_read_as_windows_1252_is_no_korean() {
    // coreutils' Serbian catalogue: through EUC-KR its bytes make `展焉外陝 쇔 壓展乙杖 全儼城典`,
    // Han characters common enough, and one Hangul syllable. Korean text is mostly Hangul.
    let text = "%s: очекиван је двочлани оператор";
    let bytes = encode(text, Encoding::Windows1251).unwrap();
    let broken = misread(&bytes, Encoding::Windows1252).unwrap();
    assert_eq!(repair(&broken).text, text);
}
