//! The decoded text, from the hex view's top row on: every code point in its own cell, every
//! U+FFFD marked and tied to the bytes behind it, control characters, bidi overrides and
//! invisible characters shown as tags, never raw. Click a character to select its bytes and
//! the steps that made it.

use super::analysis::UnitKind;
use super::commands::Command;
use super::glyph::{self, Glyph};
use super::state::ROW;
use super::view::{click_select, drag_select, wheel_scroll, View};
use crate::i18n::{tr, words, Lang};
use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2,
};

#[derive(Default)]
pub struct TextView {
    wheel: f32,
    /// The height the whole text took last frame (from the top of the view's room), or None
    /// when it did not fit.
    needed: Option<f32>,
}

pub const FONT_SIZE: f32 = 17.0;

/// One cell to draw.
enum Cell {
    Text(String, Color32),
    Tag(String, Color32),
    /// An escape sequence (ISO-2022-JP's): its bytes on the hex view's escape colour, so that
    /// it is never taken for a control character's tag.
    Escape(String),
}

impl TextView {
    /// The height the whole decoded text took last frame, from the top of the view's room:
    /// None when it did not fit (or is not decoded yet).
    pub fn needed_height(&self) -> Option<f32> {
        self.needed
    }

    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        self.needed = None;
        let Some(doc) = view.state.doc.as_ref() else {
            return;
        };
        let room_top = ui.max_rect().top();
        let theme = view.theme;
        let lang = view.state.lang;
        let font = FontId::proportional(FONT_SIZE);
        let tag_font = FontId::monospace(10.0);
        let line_h = ui.fonts_mut(|f| f.row_height(&font)) + 8.0;
        let (rect, area) = ui.allocate_exact_size(ui.available_size(), Sense::click_and_drag());
        wheel_scroll(ui, &area, line_h, &mut self.wheel, false, view);
        let painter = ui.painter_at(rect);
        let start = view.state.top_row * ROW;
        let a = view.analysis;
        let mut flow = Flow {
            x: rect.left() + 4.0,
            y: rect.top() + 4.0,
            rect,
            line_h,
        };
        let mut drawn = 0usize;
        if doc.is_empty() {
            self.needed = Some(rect.top() - room_top + line_h + 8.0);
            painter.text(
                rect.left_top() + Vec2::new(6.0, 6.0),
                Align2::LEFT_TOP,
                tr(lang, "text-empty"),
                font,
                theme.weak,
            );
            return;
        }
        if let Some(pending) = a.pending {
            // Not decoded yet: say what it waits for, in words that wrap.
            let scanning = view.state.scan.as_ref().is_some_and(|j| j.running());
            let text =
                super::navigate::Wait::Scan(pending).describe(view.state.lang, start, scanning);
            let galley = ui.fonts_mut(|f| {
                f.layout(
                    text,
                    FontId::proportional(15.0),
                    theme.weak,
                    rect.width() - 12.0,
                )
            });
            painter.galley(rect.left_top() + Vec2::new(6.0, 6.0), galley, theme.weak);
            return;
        }
        let units: Vec<&super::analysis::Unit> = a
            .units
            .iter()
            .filter(|u| u.end > start || (u.start >= start && u.end == u.start))
            .collect();
        // Where each cell is, for selecting a range by dragging.
        let mut hits: Vec<(Rect, u64)> = Vec::new();
        let mut next = 0;
        let mut cut = false;
        while let Some(&unit) = units.get(next) {
            next += 1;
            if flow.full() {
                cut = true;
                break;
            }
            // A run of NULs (binary files are full of them) is one tag, not a wall of tags.
            let nuls = units[next - 1..].iter().take_while(|u| is_nul(u)).count();
            if nuls >= NUL_RUN {
                let last = units[next - 1 + nuls - 1];
                next += nuls - 1;
                let text = format!("NUL ×{nuls}");
                let Some(r) = flow.place(tag_width(&text)) else {
                    cut = true;
                    break;
                };
                paint_tag(&painter, r, &text, &tag_font, theme.weak);
                let label = words!(
                    lang,
                    "text-nul-run",
                    count = nuls,
                    from = unit.start.to_string(),
                    to = (last.end - 1).to_string()
                );
                let response =
                    ui.interact(r, ui.scope_id().with(("nuls", unit.start)), Sense::click());
                response
                    .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &label));
                if response.clicked() {
                    view.send(Command::SelectRange(unit.start, last.end));
                }
                hits.push((r, unit.start));
                response.on_hover_text(words!(lang, "text-nul-run-hover", run = label));
                drawn += 1;
                continue;
            }
            let selected = view
                .state
                .selection
                .is_some_and(|(s, e)| u_overlaps(unit.start, unit.end, s, e));
            // A range of characters is shaded as an editor shades it; one character is framed.
            let in_range = selected
                && view
                    .state
                    .selection
                    .is_some_and(|(s, e)| s < unit.start || e > unit.end.max(unit.start + 1));
            let cells = cells_of(ui, a, unit, &font, &theme);
            // A word that does not fit on what is left of the line starts the next one
            // (unless it is longer than a line): lines break between words, not inside them.
            if starts_word(&units, next - 1) {
                let line = flow.rect.width() - 10.0;
                let mut word = 0.0;
                for u in units[next - 1..].iter().take_while(|u| in_word(u)) {
                    word += word_unit_width(ui, u, &font, &theme);
                    if word > line {
                        break;
                    }
                }
                if word <= line && !flow.fits(word) {
                    flow.new_line();
                }
            }
            for (k, (cell, cp)) in cells.into_iter().enumerate() {
                let w = cell_width(ui, &cell, &font);
                let galley = match &cell {
                    Cell::Text(t, c) => {
                        Some(ui.fonts_mut(|f| f.layout_no_wrap(t.clone(), font.clone(), *c)))
                    }
                    Cell::Tag(..) | Cell::Escape(_) => None,
                };
                let Some(r) = flow.place(w) else {
                    cut = true;
                    break;
                };
                if in_range {
                    painter.rect_filled(
                        r,
                        CornerRadius::ZERO,
                        theme.selection.gamma_multiply(0.35),
                    );
                }
                if unit.is_error() {
                    painter.rect_filled(
                        r,
                        CornerRadius::same(3),
                        theme.role(super::analysis::Role::Error),
                    );
                }
                match (&cell, galley) {
                    (Cell::Text(_, _), Some(g)) => {
                        let pos = Pos2::new(
                            r.center().x - g.size().x / 2.0,
                            r.center().y - g.size().y / 2.0,
                        );
                        painter.galley(pos, g, theme.text);
                    }
                    (Cell::Tag(t, c), _) => paint_tag(&painter, r, t, &tag_font, *c),
                    (Cell::Escape(t), _) => {
                        let inner = r.shrink2(Vec2::new(1.0, 4.0));
                        painter.rect_filled(
                            inner,
                            CornerRadius::same(3),
                            theme.role(super::analysis::Role::Escape),
                        );
                        paint_tag(&painter, r, t, &tag_font, theme.text);
                    }
                    _ => {}
                }
                if selected && !in_range {
                    painter.rect_stroke(
                        r,
                        CornerRadius::same(3),
                        Stroke::new(2.0, theme.selection),
                        StrokeKind::Inside,
                    );
                }
                let response = ui.interact(
                    r,
                    ui.scope_id().with(("char", unit.start, k)),
                    Sense::click(),
                );
                // (Words made only when asked for: the accessible name, the hover text.)
                response.widget_info(|| {
                    let label = cell_label(lang, a, unit, cp);
                    egui::WidgetInfo::selected(egui::Role::Button, true, selected, label)
                });
                click_select(ui, &response, unit.start, view);
                hits.push((r, unit.start));
                // A numeric character reference (`&#26085;`): underlined, named on hover.
                let reference = super::hex_view::reference_at(view, unit.start);
                if reference.is_some() {
                    painter.hline(
                        r.x_range(),
                        r.bottom() - 1.0,
                        Stroke::new(2.0, theme.html_ref),
                    );
                }
                if response.hovered() {
                    let mut hover =
                        super::hex_view::describe_unit(lang, &unit.kind, unit.start, unit.end);
                    if let Some(rf) = reference {
                        hover = format!("{hover}\n{}", rf.describe(lang));
                    }
                    response.on_hover_text(hover);
                }
                drawn += 1;
                // Line breaks: LF, and the Unicode line and paragraph separators.
                if matches!(cp, 0x0A | 0x2028 | 0x2029) || (cp == 0x0D && !next_is_lf(a, unit.end))
                {
                    flow.new_line();
                }
            }
        }
        // The whole text fitted (from the top of a short document): the room it took.
        if !cut && start == 0 {
            self.needed = Some(flow.y + line_h - room_top + 4.0);
        }
        drag_select(ui, &area, view, |p| hit_at(&hits, p));
        if drawn == 0 && a.fatal_stop.is_some() {
            painter.text(
                rect.left_top() + Vec2::new(6.0, 6.0),
                Align2::LEFT_TOP,
                tr(lang, "text-fatal-stopped"),
                font,
                theme.error_text,
            );
        }
    }
}

/// The cells a unit is drawn as, each with its code point.
fn cells_of(
    ui: &Ui,
    a: &super::analysis::Analysis,
    unit: &super::analysis::Unit,
    font: &FontId,
    theme: &super::theme::Theme,
) -> Vec<(Cell, u32)> {
    match unit.kind {
        UnitKind::Text { code_points, count } => code_points[..count as usize]
            .iter()
            .map(|&cp| (cell_of(ui, cp, font, theme), cp))
            .collect(),
        UnitKind::Error(_) => vec![(Cell::Text("\u{FFFD}".into(), theme.error_text), 0xFFFD)],
        UnitKind::Bom(_) | UnitKind::Stripped => {
            vec![(Cell::Tag("BOM".into(), theme.weak), 0xFEFF)]
        }
        UnitKind::Escape => vec![(Cell::Escape(escape_text(a, unit)), 0x1B)],
    }
}

/// The accessible name of a unit's cell for `cp`, in `lang`.
fn cell_label(
    lang: Lang,
    a: &super::analysis::Analysis,
    unit: &super::analysis::Unit,
    cp: u32,
) -> String {
    let offset = unit.start.to_string();
    match unit.kind {
        UnitKind::Text { .. } => words!(
            lang,
            "text-character",
            character = format!("{} {}", glyph::code_point_label(cp), glyph::cell_char(cp)),
            offset = offset
        ),
        UnitKind::Error(class) => words!(
            lang,
            "text-replacement",
            offset = offset,
            class = class.description(lang)
        ),
        UnitKind::Bom(_) | UnitKind::Stripped => words!(lang, "text-bom", offset = offset),
        UnitKind::Escape => words!(
            lang,
            "text-escape",
            sequence = escape_text(a, unit),
            offset = offset
        ),
    }
}

/// An escape sequence as its bytes read ("ESC $B", "ESC (J").
fn escape_text(a: &super::analysis::Analysis, unit: &super::analysis::Unit) -> String {
    let mut text = String::from("ESC ");
    for off in unit.start + 1..unit.end {
        match a.byte(off) {
            Some(b) if b.is_ascii_graphic() => text.push(b as char),
            _ => text.push('·'),
        }
    }
    text.trim_end().to_string()
}

/// The byte of the cell at `p` for a drag: on a line, the cell under the pointer or the last
/// before it; above the text its first cell, below it the last.
fn hit_at(hits: &[(Rect, u64)], p: Pos2) -> Option<u64> {
    let (first, last) = (hits.first()?, hits.last()?);
    if p.y < first.0.top() {
        return Some(first.1);
    }
    if p.y >= last.0.bottom() {
        return Some(last.1);
    }
    let line: Vec<&(Rect, u64)> = hits
        .iter()
        .filter(|(r, _)| r.top() <= p.y && p.y < r.bottom())
        .collect();
    line.iter()
        .rev()
        .find(|(r, _)| r.left() <= p.x)
        .or(line.first())
        .map(|(_, off)| *off)
}

/// The cell of a code point of text.
fn cell_of(ui: &Ui, cp: u32, font: &FontId, theme: &super::theme::Theme) -> Cell {
    match glyph::glyph(cp) {
        Glyph::Text(t) if ui.fonts_mut(|f| f.has_glyphs(font, &t)) => Cell::Text(t, theme.text),
        // No font here has it: its code point in a box, never a blank glyph that could be
        // anything.
        Glyph::Text(_) => Cell::Tag(format!("{cp:04X}"), theme.weak),
        Glyph::Tag(t) => Cell::Tag(t.into(), theme.weak),
    }
}

/// How wide a word's unit is drawn (for the line-break lookahead: no labels built).
fn word_unit_width(
    ui: &Ui,
    unit: &super::analysis::Unit,
    font: &FontId,
    theme: &super::theme::Theme,
) -> f32 {
    unit.code_points()
        .iter()
        .map(|&cp| cell_width(ui, &cell_of(ui, cp, font, theme), font))
        .sum()
}

/// How wide a cell is drawn: a glyph's own advance (letters keep their normal spacing), a
/// tag its box.
fn cell_width(ui: &Ui, cell: &Cell, font: &FontId) -> f32 {
    match cell {
        Cell::Text(t, c) => {
            let g = ui.fonts_mut(|f| f.layout_no_wrap(t.clone(), font.clone(), *c));
            g.size().x.max(4.0)
        }
        Cell::Tag(t, _) | Cell::Escape(t) => tag_width(t) + 1.0,
    }
}

/// Whether a unit is part of a word: text that is not white space, nor a wide (CJK)
/// character, after which a line may break as in Chinese and Japanese typesetting.
fn in_word(u: &super::analysis::Unit) -> bool {
    let word_char = |c: char| {
        !c.is_whitespace()
            && !c.is_control()
            && unicode_width::UnicodeWidthChar::width(c).is_some_and(|w| w < 2)
    };
    match u.kind {
        UnitKind::Text { code_points, count } => code_points[..count as usize]
            .iter()
            .all(|&cp| char::from_u32(cp).is_some_and(word_char)),
        _ => false,
    }
}

/// Whether the unit at `i` starts a word (the first shown, or after one that is not).
fn starts_word(units: &[&super::analysis::Unit], i: usize) -> bool {
    in_word(units[i]) && (i == 0 || !in_word(units[i - 1]))
}

/// Where the next cell goes: left to right, then on the next line.
struct Flow {
    x: f32,
    y: f32,
    rect: Rect,
    line_h: f32,
}

impl Flow {
    /// Whether the view has no room for another line.
    fn full(&self) -> bool {
        self.y + self.line_h > self.rect.bottom()
    }

    fn new_line(&mut self) {
        self.x = self.rect.left() + 4.0;
        self.y += self.line_h;
    }

    /// Whether `w` more fits on this line.
    fn fits(&self, w: f32) -> bool {
        self.x + w <= self.rect.right() - 6.0
    }

    /// The rect of the next cell, `w` wide (on a new line if this one has no room), or None
    /// when the view is full.
    fn place(&mut self, w: f32) -> Option<Rect> {
        if !self.fits(w) {
            self.new_line();
        }
        if self.full() {
            return None;
        }
        let r = Rect::from_min_size(Pos2::new(self.x, self.y), Vec2::new(w, self.line_h - 4.0));
        self.x += w;
        Some(r)
    }
}

/// The width of a boxed tag (`LF`, `NUL ×40`).
fn tag_width(text: &str) -> f32 {
    text.chars().count() as f32 * 6.5 + 8.0
}

/// A boxed tag in the cell `r`.
fn paint_tag(painter: &egui::Painter, r: Rect, text: &str, font: &FontId, color: Color32) {
    let inner = r.shrink2(Vec2::new(1.0, 4.0));
    painter.rect_stroke(
        inner,
        CornerRadius::same(3),
        Stroke::new(1.0, color),
        StrokeKind::Inside,
    );
    painter.text(
        inner.center(),
        Align2::CENTER_CENTER,
        text,
        font.clone(),
        color,
    );
}

/// NULs in a row shown as one tag from this many on.
const NUL_RUN: usize = 4;

fn is_nul(u: &super::analysis::Unit) -> bool {
    matches!(
        u.kind,
        UnitKind::Text {
            code_points: [0, _],
            count: 1
        }
    )
}

fn u_overlaps(a: u64, b: u64, s: u64, e: u64) -> bool {
    a < e && s < b.max(a + 1)
}

fn next_is_lf(a: &super::analysis::Analysis, offset: u64) -> bool {
    a.unit_at(offset)
        .is_some_and(|u| u.code_points().first() == Some(&0x0A))
}
