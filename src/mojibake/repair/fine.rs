//! A line left at a glance. A text of one line (a field, a row, a string a program repairs on
//! its own) that the local pass leaves, and whose words the search does not find odd enough to
//! try every chain on (`whole.rs`), is searched only for the classic accidents between code
//! pages, and each of their readings is weighed again by the decision of each line
//! (`segments.rs`). Here those readings are weighed first, as the search reads them (a word
//! moved into a script none of its neighbours write is put back: `cafщ` is `café` again, and
//! most readings of a fine line are the line), against the line as it is: where each is dearer
//! by more than the search's own saving, the confidence asked and a margin, no decision could
//! take it, and the line is left without the search. A reading is let go as soon as the least
//! its letters may cost is dear enough, and weighed against the most the line may cost before
//! what it costs. A test (`repair_real`) holds that on the catalogue lines and ftfy's cases,
//! fine or damaged, a line left so is one the search leaves too, or one that was fine.

use super::memo::Memo;
use super::plan::{keep_strays, plan};
use super::search::{classic_steps, Encodings, Search};
use super::segments::lines;
use super::story::{search_saving, step_story_bits, temperature};
use super::types::clean;
use super::whole::worth_every;
use crate::script::letters::likely::{cost_at_most, cost_within};
use std::cell::LazyCell;

/// How many bits beyond what a decision would need a reading must be dearer than the line as
/// it is, in units of the temperature, for the line to be left at a glance.
const FAR: f32 = 4.0;

/// Whether `text` is a line left at a glance (see the module), where the decision asks a
/// confidence of `min`.
pub(super) fn left(text: &str, min: f32) -> bool {
    if text.is_ascii()
        || !text.chars().all(clean)
        || text.contains('\x1B')
        || lines(text).len() != 1
    {
        return false;
    }
    let local = plan(
        text,
        None,
        Search::All,
        None,
        &mut Memo::default(),
        &|_, _| true,
    );
    if local.is_none_or(|p| p.text != text) {
        return false;
    }
    !worth_every(text, text) && far_better(text, min)
}

/// Whether `line` as it is reads better than every classic accident's reading of it by so
/// much that no decision as sure as `min` could take one.
fn far_better(line: &str, min: f32) -> bool {
    let t = temperature();
    // (A reading is taken where its odds against the line are `min` at least: dearer than the
    // line by the bits that odds of `min` allow, it is not; the search's reading is spared its
    // saving.)
    let min = min.clamp(1e-6, 1.0 - 1e-6);
    let allowed = t * ((1.0 - min) / min).log2();
    let margin = allowed.max(0.0) + search_saving() + FAR * t;
    // Each reading is weighed against the most the line may cost, found for less; where that
    // does not let it go, against what the line costs (let go itself as soon as it costs too
    // much for the reading to be dearer: a line that is damage costs most).
    let most = LazyCell::new(|| cost_at_most(line));
    let mut encoded = Encodings::new(line);
    classic_steps().all(|step| {
        // The reading, each word moved into a script none of its neighbours write put back,
        // as the search and the decision read it (most readings of a fine line are the line).
        let Some(reading) = encoded.apply(step).map(|r| keep_strays(line, &r)) else {
            return true;
        };
        if reading == line {
            return true;
        }
        if !reading.chars().all(clean) {
            return false;
        }
        let story = step_story_bits(step, line, &reading);
        let dearest = *most + margin - story;
        match cost_within(&reading, dearest) {
            Some(c) if c.bits <= dearest => {
                let below = c.bits - margin + story;
                cost_within(line, below).is_some_and(|l| l.bits < below)
            }
            _ => true,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mojibake::repair::types::MIN_CONFIDENCE;

    #[test]
    fn fine_lines_are_left_and_damaged_ones_searched() {
        for fine in [
            "Die Datei wurde gelöscht, prüfen Sie bitte",
            "questa è la prima definizione",
            "Неуспешен анализ — „%s“.",
        ] {
            assert!(left(fine, MIN_CONFIDENCE), "{fine}");
        }
        for damaged in [
            // (Russian in windows-1251, Czech in windows-1250, read as windows-1252; UTF-8 read
            // so, whole and with a byte lost.)
            "Ïðèâåò, êîëëåãè!",
            "data starého clusteru jsou umístìna",
            "cafÃ© au lait",
            "%13.3f Ð¾Ð¿/Ñ\u{FFFD}",
            "plain ASCII",
        ] {
            assert!(!left(damaged, MIN_CONFIDENCE), "{damaged}");
        }
    }

    #[test]
    fn the_less_sure_a_decision_may_be_the_more_lines_it_weighs() {
        // (A decision that takes a reading at odds of one in a billion may take one of this
        // line's: the line is the search's.)
        let line = "questa è la prima definizione";
        assert!(left(line, MIN_CONFIDENCE));
        assert!(!left(line, 1e-9));
    }
}
