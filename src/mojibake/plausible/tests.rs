//! The plausibility model's tests.

use super::*;

fn odd(t: &str) -> f32 {
    oddness(t).total
}

#[test]
fn mojibake_is_odder_than_what_it_was_meant_to_say() {
    for (fine, broken) in [
        ("café", "cafÃ©"),
        ("don’t", "donâ€™t"),
        ("Привет", "РџСЂРёРІРµС‚"),
        // IBM866 reading fine Cyrillic: Devanagari digits, extended combining marks.
        ("устарел", "уста५"),
        ("Последно", "По\u{1ae5}дно"),
        ("Привет", "Ïðèâåò"),
        ("Привет", "п÷п╣я─п╡п╣я┌"),
        ("日本語", "譌･譛ｬ隱"),
        ("Ελληνικά", "Î•Î»Î»Î·Î½Î¹ÎºÎ¬"),
        ("“quoted”", "\u{93}quoted\u{94}"),
        ("AÑOS", "AÃ‘OS"),
    ] {
        assert!(
            odd(fine) < odd(broken),
            "{fine} {} vs {broken} {}",
            odd(fine),
            odd(broken)
        );
    }
}

#[test]
fn fine_text_in_many_scripts_is_not_odd() {
    for t in [
        "São Paulo",
        "L’été à Paris, « déjà » !",
        "Tiếng Việt có dấu",
        "Съешь же ещё этих мягких французских булок",
        "Ελληνικά",
        "日本語のテキスト",
        "한국어 텍스트",
        "中文的文本",
        "Zażółć gęślą jaźń",
        "NESTLÉ® 5°C 10€ m²",
        "संस्करण २.० में",
        "الإصدار ٢ من",
    ] {
        assert!(odd(t) < 2.5, "{t}: {}", odd(t));
    }
}

#[test]
fn bulgarian_writes_the_hard_sign_as_a_vowel() {
    // (The words of Bulgarian's catalogues that made most fine lines of it look odd: each
    // such line was searched with every chain, two milliseconds a line.)
    for w in [
        "към",
        "във",
        "със",
        "път",
        "сървър",
        "дълъг",
        "връх",
        "Сървърът",
    ] {
        assert_eq!(odd(w), 0.0, "{w}");
    }
    // A word of three Cyrillic consonants is still no word, nor one that starts with a sign.
    for w in ["крм", "ьто"] {
        assert!(odd(w) > 0.0, "{w}");
    }
}

#[test]
fn real_chinese_is_no_odd_han_and_a_letter_alone_between_han_is_odd() {
    // Simplified and traditional Chinese from apt's catalogue (which the characters Chinese
    // writes most were not counted from), a line of a blog, a Japanese message. Real text is
    // mostly made of those characters; a wrong CJK decoder's Han characters mostly are not.
    for t in [
        "通向域名的直接连接被设为默认阻止。",
        "登入指令失敗，伺服器回應",
        "今天是纪念日，深深缅怀",
        "設定ファイルを読み込めません",
    ] {
        assert!(odd(t) < 2.5, "{t}: {}", odd(t));
    }
    // The first one's GBK bytes read as Big5.
    let big5 = "籵砃郖靡腔眻諉蟀諉掩扢峈蘇＇郯砦﹝";
    assert!(odd(big5) > 3.0, "{big5}: {}", odd(big5));
    // A letter of no CJK script alone between Han characters is a lost byte's lead read
    // by a code page, in any script (windows-1255's `ו`, windows-1252's `å`).
    for (fine, broken) in [("软件包名称", "软件包ו称"), ("软件包名称", "软件包å称")]
    {
        assert!(odd(broken) >= odd(fine) + 2.0, "{broken}: {}", odd(broken));
    }
}

#[test]
fn signs_glued_in_a_run_are_odd_and_the_runs_real_text_writes_are_not() {
    // Ukrainian `ґанки` read as Mac OS Roman, and Arabic read as windows-1252 and then as Mac
    // OS Roman: signs and punctuation glued together, which the model once let pass.
    for (fine, broken) in [("ґанки", "“ë–∞–Ω–∫–∏"), ("المساحة", "«·„”«Õ…")]
    {
        assert!(odd(broken) > odd(fine) + 1.5, "{broken}: {}", odd(broken));
    }
    // Two or three marks glued, one repeated, emoji and CJK punctuation in a run: real text.
    for t in [
        "«…»",
        "слово…»",
        "«„да“»",
        "———",
        "•••••",
        "😀😃😄",
        "です。」「次",
    ] {
        assert_eq!(sign_runs_in(t), 0, "{t}");
    }
}

/// What [`sign_runs`] counts in `t`.
fn sign_runs_in(t: &str) -> u32 {
    let chars: Vec<Ch> = t.chars().map(ch).collect();
    sign_runs(&chars)
}

#[test]
fn box_drawing_with_lines_is_a_table() {
    // Junctions joined to a line are a table's as the lines are (Kuhn's UTF-8 sample).
    for t in ["┌──────┬──────┐", "├┼─┼─┼┤", "├╫─╂─╫┤", "┣┿╾┼╼┿┫", "╚═╝"]
    {
        assert_eq!(odd(t), 0.0, "{t}");
    }
    // Letters read as a DOS code page make box drawing with few lines: still odd.
    for t in ["╨┐╤Ç╨░╨▓╨╕╨╗╤î╨╜╨╛╨╡", "є▀┼█╪"] {
        assert!(odd(t) > 2.0, "{t}: {}", odd(t));
    }
    assert!(drawing("╠╡") && drawing("├┼─┼─┼┤") && !drawing("sch├╢n") && !drawing(""));
}

#[test]
fn a_sign_glued_before_an_accented_letter_is_a_dos_or_mac_reading() {
    // One accented letter's UTF-8 read as cp437 or cp850: `├ñ` for `ä`, `┬á` for a no-break
    // space; a table never glues a corner to a letter.
    // Mac OS Roman's `√` before a capital is the same (`√Ñ` for `Ä`).
    for (fine, broken) in [
        ("är", "├ñr"),
        ("à", "├á"),
        ("%s: %s", "%s:┬á%s"),
        ("Änderung", "√Ñnderung"),
    ] {
        assert!(odd(broken) >= odd(fine) + 1.5, "{broken}: {}", odd(broken));
    }
    // A line glued to a letter may be a table's cell (`│école│`).
    assert!(odd("│école│") < odd("├école├"));
}

#[test]
fn a_corner_glued_before_a_sign_is_a_dos_reading() {
    // Portuguese `é` (C3 A9) read as code page 437 is `├⌐`, a word of its own; `ç` is `├º`.
    // No table glues a sign, a block or a shade to a corner or a junction.
    for (fine, broken) in [("é", "├⌐"), ("ç", "├º"), ("O PGID é", "O PGID ├⌐")] {
        assert!(odd(broken) >= odd(fine) + 2.0, "{broken}: {}", odd(broken));
    }
    // Its lines, a space or ASCII may follow a corner; blocks and shades stand together.
    for t in ["├── src", "└─►", "┌─┐", "├ item", "█▓▒░"] {
        let signs = t.chars().filter(|c| !c.is_ascii()).count() as f32;
        assert!(odd(t) <= weight::SYMBOL * signs, "{t}: {}", odd(t));
    }
}

#[test]
fn a_sign_where_a_letter_belongs_fits_no_language() {
    // Mac OS Roman's ó, ò and æ read as windows-1252: `—`, `˜` and `¾` inside words.
    for (fine, broken) in [
        (
            "La instalación terminó sin errores.",
            "La instalaci—n termin— sin errores.",
        ),
        (
            "No s'ha pogut obrir el sòcol.",
            "No s'ha pogut obrir el s˜col.",
        ),
        ("Den binære fil blev gemt.", "Den bin¾re fil blev gemt."),
    ] {
        let (f, b) = (oddness_in_language(fine), oddness_in_language(broken));
        assert!(b.strain > f.strain + 2.0, "{broken}: {b:?} against {f:?}");
    }
    // A dash glued between words is prose, weighed as no letter: as the words apart.
    let glued = oddness_in_language("He said—quietly—that it was over.");
    let apart = oddness_in_language("He said — quietly — that it was over.");
    assert_eq!(glued.strain, apart.strain);
}

#[test]
fn a_soft_hyphen_is_read_through() {
    // `í` is C3 AD: read as windows-1252, `Ã` and a soft hyphen, which splits no word.
    let misread = oddness("LÃ\u{AD}nea de cabecera incorrecta");
    assert_eq!(misread.total, oddness("LÃnea de cabecera incorrecta").total);
    assert!(misread.total > 1.0, "{misread:?}");
    assert_eq!(oddness("Lí\u{AD}nea de cabecera incorrecta").total, 0.0);
    // Nor does one end a word: Irish `Ní` read so is `NÃ` and a soft hyphen.
    assert!(oddness("NÃ\u{AD} féidir").total > 1.0);
    assert_eq!(oddness("Ní féidir").total, 0.0);
}

#[test]
fn an_opening_mark_after_a_letter_is_odd() {
    // `¡` and `¿` open an exclamation or a question; after a letter they are A1 and BF, the
    // continuations of `á` and `ÿ` read as windows-1252.
    assert!(oddness("Focal faire Ã¡ athrú").total > 1.0);
    assert!(oddness("Ã¿").total > 1.0);
    assert_eq!(oddness("¡Hola! ¿Qué tal?").total, 0.0);
}

#[test]
fn box_drawing_starting_a_word_of_small_letters_is_a_misread_letter_unless_a_tree() {
    // cp437's `ú` (C3 BA) and cp852's `Č` (C4 8C) starting a word.
    assert!(oddness("Es el ├║nico archivo.").total >= weight::SIGN_BEFORE_LETTER);
    assert!(oddness("─îas je potekel.").total >= weight::SIGN_BEFORE_LETTER);
    // Esperanto's `ĉ` (C4 89) in cp437 starting a word of two letters, and `ŝ` (C5 9D) in
    // cp850: as odd as box drawing inside a word (`mesa─Øon`), so a line with one such word
    // is worth reading as UTF-8 misread.
    let inside = oddness("mesa─Øon").total;
    for t in ["pri ─ëi tiu", "─ëu eniri", "Malsukcesis ┼Øargi modulon"] {
        assert!(oddness(t).total >= inside, "{t}");
    }
    // A tree of processes draws its lines up to the names.
    for branch in ["├─cron", "└─sshd───bash"] {
        assert!(
            oddness(branch).total < weight::SIGN_BEFORE_LETTER,
            "{branch}"
        );
    }
}

#[test]
fn an_accented_capital_before_an_accented_small_letter_is_odd_where_no_language_starts_so() {
    // UTF-8 read as windows-1252 makes a capital lead and a small continuation: `Ãœ`, `Åš`.
    for t in ["Ãœber", "Åšwiat", "Äúplne"] {
        assert!(odd(t) >= super::weight::UPPER_LOWER, "{t}");
    }
    // Latvian, Czech, Polish and Turkish words start so.
    for t in ["Šī grāmata", "Číst", "Łódź", "Öğrenci", "Žádný"] {
        assert_eq!(odd(t), 0.0, "{t}");
    }
}

fn utf8_in(word: &str) -> bool {
    let chars: Vec<Ch> = word.chars().map(ch).collect();
    shapes::utf8_in_its_code_page(word, &chars)
}

#[test]
fn a_word_that_is_utf8_in_its_own_scripts_code_page_is_odd() {
    for damaged in [
        "%s Рё %s",
        "Р’ <%s>",
        "%s: ΞΏ τελεστής",
        "Ali Ĺľelite",
        "طھظ… تمرير",
    ] {
        assert!(odd(damaged) > 1.0, "{damaged}");
    }
    // Real words whose letters stand alone there: `ё`, `і`, `ї`, `є` are continuation bytes
    // in windows-1251, but after a letter that needs two of them, or none.
    for fine in ["Рёбра и всё ещё", "Їжак і її єнот", "Ťažký deň", "Ώρα"]
    {
        assert!(!utf8_in(fine.split(' ').next().unwrap()), "{fine}");
        assert_eq!(odd(fine), 0.0, "{fine}");
    }
    // A Latin word with a sign glued on: its last bytes in windows-1250 are `Ù`'s UTF-8.
    assert!(!utf8_in("NICIODATĂ™"));
}
