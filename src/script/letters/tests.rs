//! The letter model's tests: languages told, swapped letters found, stretches weighed apart.

use super::*;

fn letters(text: &str) -> Letters {
    let mut l = Letters::default();
    for c in text.chars() {
        match c {
            '\n' => l.line(),
            c if c.is_alphabetic() => l.push(c),
            _ => l.edge(),
        }
    }
    l
}

#[test]
fn every_file_is_a_language_of_a_script_with_its_letters_counted() {
    let all: Vec<&Language> = languages().collect();
    assert!(all.len() >= 40, "{} languages", all.len());
    for l in all {
        assert!(!l.name.is_empty(), "{}: no name", l.code);
        // Every language writes some letter less rarely than a foreign one.
        assert!(
            l.unigram.iter().any(|&b| b < 8),
            "{}: no letter counts",
            l.code
        );
        assert!(SCRIPTS.contains(&l.script), "{}", l.code);
    }
}

#[test]
fn a_text_is_told_its_language() {
    for (text, code) in [
        ("Une réponse a fait déborder le tampon de la mémoire", "fr"),
        ("Ответ переполнил буфер, и соединение было разорвано", "ru"),
        ("Příliš žluťoučký kůň úpěl ďábelské ódy", "cs"),
        ("Bir yanıt arabelleği taşırdı ve bağlantı kesildi", "tr"),
    ] {
        let found: Vec<&str> = letters(text).languages().iter().map(|l| l.code).collect();
        assert!(found.contains(&code), "{text}: {found:?}");
    }
}

#[test]
fn letters_swapped_by_a_wrong_code_page_fit_no_language() {
    for (fine, swapped) in [
        (
            "En az bir geçersiz imza ile karşılaşıldı",
            "En az bir geçersiz imza ile karþýlaþýldý",
        ),
        (
            "Smíšených virtuálních balíků",
            "Smíšených virtuálních balíkù",
        ),
        ("Обновлено пакетов", "пВОПЧМЕОП РБЛЕФПЧ"),
        ("נכשל: נתפס האות", "ðëùì: ðúôñ äàåú"),
    ] {
        assert!(letters(fine).misfit() <= 0.0, "{fine}");
        assert!(letters(swapped).misfit() > 0.0, "{swapped}");
    }
}

#[test]
fn a_list_of_letters_costs_as_one_word_and_a_dotted_capital_i_is_i() {
    // (`İ` lowers to `i` and a combining dot; `ğüşıöç` is the alphabet's letters, listed.)
    assert_eq!(
        letters("İstanbul ve İzmir").misfit(),
        letters("istanbul ve izmir").misfit()
    );
    assert!(letters("Türkçe karakterler: ğüşıöç İstanbul").misfit() < 10.0);
    // Letters swapped inside words each count.
    assert!(letters("Türkçe karakterler: karþýlaþýldý").misfit() > 10.0);
}

#[test]
fn each_stretch_of_lines_is_weighed_in_its_own_language() {
    let french = "Une réponse a fait déborder le tampon de la mémoire du système. ";
    let czech = "Odpověď přeplnila vyrovnávací paměť a spojení bylo přerušeno. ";
    let block = |s: &str| (0..8).map(|_| s).collect::<String>() + "\n";
    let text = block(french) + &block(czech) + &block(french);
    assert_eq!(letters(&text).misfit(), 0.0);
    // On one line they are one stretch, which fits neither language alone.
    assert!(letters(&text.replace('\n', " ")).misfit() > 0.0);
}

#[test]
fn a_swapped_letter_another_language_writes_strains_the_pairs_of_the_text_around_it() {
    // Lithuanian through windows-1257 read as windows-1252: `ė` is `ë`, which Albanian
    // writes; the misread line's other words are Lithuanian's pairs all the same.
    let fine = letters("Prisijungimo laiko limitas baigėsi").misfit_and_strain();
    let swapped = letters("Prisijungimo laiko limitas baigësi").misfit_and_strain();
    assert!(swapped.1 > fine.1 + 8.0, "{swapped:?} against {fine:?}");
}
