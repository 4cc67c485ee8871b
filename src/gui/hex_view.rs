//! The hex view: offset, sixteen bytes and their text per row; each byte coloured by its role
//! for the decoder. The scroll position is a row number of our own (u64), so every row of a
//! multi-GB file is reachable exactly (egui's f32 scroll offsets are not).

use super::analysis::{Role, UnitKind};
use super::commands::Command;
use super::glyph;
use super::state::ROW;
use super::view::{click_select, drag_select, wheel_scroll, View};
use crate::i18n::{tr, words, Lang};
use egui::{
    Align2, Color32, CornerRadius, FontId, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, Vec2,
};

#[derive(Default)]
pub struct HexView {
    /// Wheel movement not yet turned into whole rows.
    wheel: f32,
    /// The height the legend took last frame.
    legend_h: f32,
    /// The height the view needs to show every row of the document and the legend (from the
    /// top of its room), as of last frame: None for a document longer than any screen.
    needed: Option<f32>,
}

/// Geometry of one frame's layout.
struct Layout {
    /// The byte columns: sixteen, or fewer for a document of less than a row.
    cols: usize,
    origin: Pos2,
    row_h: f32,
    cw: f32,
    offset_digits: usize,
    hex_x: f32,
    cell_w: f32,
    text_x: f32,
    text_w: f32,
}

impl Layout {
    fn hex_cell(&self, row: usize, col: usize) -> Rect {
        let gap = if col >= 8 { self.cw } else { 0.0 };
        let x = self.hex_x + col as f32 * self.cell_w + gap;
        Rect::from_min_size(
            Pos2::new(x, self.origin.y + row as f32 * self.row_h),
            Vec2::new(self.cell_w - 2.0, self.row_h - 2.0),
        )
    }
    fn text_cell(&self, row: usize, col: usize) -> Rect {
        Rect::from_min_size(
            Pos2::new(
                self.text_x + col as f32 * self.text_w,
                self.origin.y + row as f32 * self.row_h,
            ),
            Vec2::new(self.text_w, self.row_h - 2.0),
        )
    }
    /// The byte column (0–15) of the hex cell at `x`.
    fn hex_col_at(&self, x: f32) -> Option<u64> {
        (0..self.cols)
            .find(|&c| {
                let cell = self.hex_cell(0, c);
                x >= cell.left() - 1.0 && x < cell.left() + self.cell_w - 1.0
            })
            .map(|c| c as u64)
    }
    /// The byte column (0–15) of the text column's cell at `x`.
    fn text_col_at(&self, x: f32) -> Option<u64> {
        let col = ((x - self.text_x) / self.text_w).floor();
        (0.0..self.cols as f32).contains(&col).then_some(col as u64)
    }
    /// The byte under `pos` in the text column, with `top` the row at the top.
    fn text_offset_at(&self, pos: Pos2, top: u64) -> Option<u64> {
        let r = ((pos.y - self.origin.y) / self.row_h).floor();
        let col = self.text_col_at(pos.x)?;
        (r >= 0.0).then(|| (top + r as u64) * ROW + col)
    }
    fn width(&self) -> f32 {
        self.text_x + self.cols as f32 * self.text_w - self.origin.x
    }
}

/// The byte columns a document of `len` bytes needs: sixteen, or its length when it is shorter
/// than a row (so that the text column sits beside four bytes, not sixteen columns away).
fn columns(len: u64) -> usize {
    (len as usize).clamp(1, ROW as usize)
}

pub const FONT_SIZE: f32 = 14.0;

/// Documents with more rows than this scroll in whatever room the bytes are given; shorter
/// ones get the room they need and no more.
const MAX_ROWS_SHOWN: u64 = 64;

impl HexView {
    /// The width the view needs for its columns.
    pub fn width(&self, ui: &Ui, view: &View) -> f32 {
        let len = view.state.doc.as_ref().map_or(0, |d| d.len());
        let font = FontId::monospace(FONT_SIZE);
        let cw = ui.fonts_mut(|f| f.glyph_width(&font, '0'));
        let digits = format!("{:X}", len.saturating_sub(1)).len().max(8) as f32;
        let text_w = (cw * 1.8).max(14.0);
        // The layout of `ui` below, then the scroll bar (12) and the side panel's margins and
        // resize handle (32).
        let cols = columns(len) as f32;
        6.0 + digits * cw + 2.0 * cw + cols * (2.0 * cw + 8.0) + 3.0 * cw + cols * text_w + 44.0
    }

    /// The width of the offsets and the sixteen byte columns alone (the text column is left
    /// out when the view is narrower than `width`).
    pub fn bytes_width(&self, ui: &Ui, view: &View) -> f32 {
        let len = view.state.doc.as_ref().map_or(0, |d| d.len());
        let font = FontId::monospace(FONT_SIZE);
        let cw = ui.fonts_mut(|f| f.glyph_width(&font, '0'));
        let digits = format!("{:X}", len.saturating_sub(1)).len().max(8) as f32;
        6.0 + digits * cw + 2.0 * cw + columns(len) as f32 * (2.0 * cw + 8.0) + cw + 44.0
    }

    /// The height the view needs (from the top of its room) to show every row of a short
    /// document with its legend, as of the last frame: None when the document has more rows
    /// than a screen, so that the room given to the bytes is never more than they fill.
    pub fn needed_height(&self) -> Option<f32> {
        self.needed
    }

    pub fn ui(&mut self, ui: &mut Ui, view: &mut View) {
        let Some(doc) = view.state.doc.as_ref() else {
            return;
        };
        let len = doc.len();
        let font = FontId::monospace(FONT_SIZE);
        let (cw, font_row) = ui.fonts_mut(|f| (f.glyph_width(&font, '0'), f.row_height(&font)));
        let row_h = font_row + 6.0;
        let offset_digits = format!("{:X}", len.saturating_sub(1)).len().max(8);
        let available = ui.available_size();
        let legend_h = if view.state.presenting {
            0.0
        } else if self.legend_h > 0.0 {
            self.legend_h
        } else {
            2.0 * row_h
        };
        // Only the rows the document has: a short example leaves the room to the panels.
        let rows = len.div_ceil(ROW).max(1);
        let rows_h = rows.min(MAX_ROWS_SHOWN) as f32 * row_h + 8.0;
        // At least three rows to scroll in, but a document of one or two rows is no taller
        // than it is (on a projector the stepper needs the room).
        let least_h = rows.min(3) as f32 * row_h + 8.0;
        let room_top = ui.max_rect().top();
        let (rect, area) = ui.allocate_exact_size(
            Vec2::new(
                available.x,
                (available.y - legend_h).min(rows_h).max(least_h),
            ),
            Sense::click_and_drag(),
        );
        self.needed = (rows < MAX_ROWS_SHOWN).then(|| {
            rect.top() - room_top + rows_h.max(least_h) + ui.spacing().item_spacing.y + legend_h
        });
        let mut drawn = super::legend::Drawn::default();
        let scrollbar_w = 12.0;
        let origin = rect.min + Vec2::new(6.0, 4.0);
        let hex_x = origin.x + offset_digits as f32 * cw + 2.0 * cw;
        let cell_w = 2.0 * cw + 8.0;
        let cols = columns(len);
        let gap = if cols > 8 { cw } else { 0.0 };
        let text_x = hex_x + cols as f32 * cell_w + gap + 2.0 * cw;
        let layout = Layout {
            cols,
            origin,
            row_h,
            cw,
            offset_digits,
            hex_x,
            cell_w,
            text_x,
            text_w: (cw * 1.8).max(14.0),
        };
        // A narrow view (a projector's zoom) drops the text column: the decoded text is beside it.
        let text_shown = layout.width() + scrollbar_w <= available.x;
        let visible_rows = (((rect.height() - 8.0) / row_h).floor() as u64).max(1);
        if visible_rows != view.state.visible_rows {
            view.send(Command::SetVisibleRows(visible_rows));
        }
        let top = view.state.top_row;
        wheel_scroll(ui, &area, row_h, &mut self.wheel, true, view);

        let painter = ui.painter_at(rect);
        let theme = view.theme;
        let lang = view.state.lang;
        let a = view.analysis;
        let selection = view.state.selection;
        let cursor = view.state.cursor;
        let chunks = view.state.settings.chunk_boundaries(len);
        let step_offset = view.state.step.map(|s| s.offset);
        for r in 0..visible_rows as usize {
            let row = top + r as u64;
            let row_start = row * ROW;
            if row_start >= len && !(len == 0 && row == 0) {
                break;
            }
            let y = origin.y + r as f32 * row_h;
            painter.text(
                Pos2::new(origin.x, y + 2.0),
                Align2::LEFT_TOP,
                format!("{:0width$X}", row_start, width = layout.offset_digits),
                font.clone(),
                theme.weak,
            );
            let row_end = (row_start + ROW).min(len);
            for off in row_start..row_end {
                let col = (off - row_start) as usize;
                let cell = layout.hex_cell(r, col);
                let byte = a.byte(off);
                let info = a.info(off).copied();
                let role = info.map_or(Role::Undecoded, |i| i.role);
                drawn.role(role);
                drawn.error |= info.is_some_and(|i| i.error_here);
                drawn.restored |= info.is_some_and(|i| i.restored);
                painter.rect_filled(cell, CornerRadius::same(3), theme.role(role));
                let text = byte.map_or("··".to_string(), |b| format!("{b:02X}"));
                painter.text(
                    cell.center(),
                    Align2::CENTER_CENTER,
                    &text,
                    font.clone(),
                    theme.text,
                );
                if let Some(i) = info {
                    if i.error_here {
                        let c = cell.right_top() + Vec2::new(-3.5, 3.5);
                        painter.circle_filled(c, 2.5, theme.error_text);
                    }
                    if i.restored {
                        let y = cell.bottom() - 1.5;
                        painter.line_segment(
                            [
                                Pos2::new(cell.left() + 3.0, y),
                                Pos2::new(cell.right() - 3.0, y),
                            ],
                            Stroke::new(2.0, theme.restored),
                        );
                    }
                }
                let selected = selection.is_some_and(|(s, e)| (s..e).contains(&off));
                if selected {
                    painter.rect_stroke(
                        cell.expand(1.0),
                        CornerRadius::same(3),
                        Stroke::new(2.0, theme.selection),
                        StrokeKind::Outside,
                    );
                }
                if step_offset == Some(off) {
                    painter.rect_stroke(
                        cell.expand(2.5),
                        CornerRadius::same(4),
                        Stroke::new(1.5, theme.cursor),
                        StrokeKind::Outside,
                    );
                } else if off == cursor && !selected {
                    painter.rect_stroke(
                        cell,
                        CornerRadius::same(3),
                        Stroke::new(1.0, theme.cursor),
                        StrokeKind::Inside,
                    );
                }
                // A numeric character reference (`&#26085;`): underlined, named on hover.
                let reference = reference_at(view, off);
                drawn.reference |= reference.is_some();
                if reference.is_some() {
                    painter.hline(
                        cell.x_range(),
                        cell.bottom() - 1.0,
                        Stroke::new(2.0, theme.html_ref),
                    );
                }
                let response = ui.interact(cell, ui.scope_id().with(("byte", off)), Sense::click());
                // (The accessible name made only when asked for.)
                response.widget_info(|| {
                    let label = words!(
                        lang,
                        "hex-byte",
                        offset = off.to_string(),
                        byte = text.as_str()
                    );
                    egui::WidgetInfo::selected(egui::Role::Button, true, selected, label)
                });
                click_select(ui, &response, off, view);
                if response.hovered() {
                    let unit = a.unit_at(off);
                    response.on_hover_ui(|ui| {
                        ui.label(words!(
                            lang,
                            "hex-byte-hover",
                            offset = off.to_string(),
                            hex = format!("0x{off:X}"),
                            byte = text.as_str(),
                            role = role.name(lang)
                        ));
                        if let Some(u) = unit {
                            ui.label(describe_unit(lang, &u.kind, u.start, u.end));
                        }
                        if info.is_some_and(|i| i.error_here) {
                            ui.label(tr(lang, "hex-error-here"));
                        }
                        if info.is_some_and(|i| i.restored) {
                            ui.label(tr(lang, "hex-restored"));
                        }
                        if let Some(r) = &reference {
                            ui.label(
                                egui::RichText::new(r.describe(view.state.lang))
                                    .color(theme.html_ref),
                            );
                        }
                    });
                }
            }
            self.group_units(&painter, &layout, r, row_start, row_end, view);
            if text_shown {
                self.text_column(&painter, &layout, r, row_start, row_end, view);
                drawn.continued |= a.unit_at(row_start).is_some_and(|u| u.start < row_start);
            }
            for (k, &b) in chunks.iter().enumerate() {
                if b > 0 && b >= row_start && b < row_start + ROW && b <= len {
                    drawn.chunk = true;
                    let col = (b - row_start) as usize;
                    let x = layout.hex_cell(r, col).left() - 1.0;
                    painter.vline(x, y - 1.0..=y + row_h, Stroke::new(3.0, theme.chunk));
                    // A flag with the number of the decode() call that starts here, in the
                    // space between this row's bytes and the row above's (not over a byte).
                    let top = (y - 8.0).max(rect.top());
                    let flag = Rect::from_min_size(Pos2::new(x, top), Vec2::new(11.0, 10.0));
                    painter.rect_filled(flag, CornerRadius::same(2), theme.chunk);
                    let on_flag = if theme.dark {
                        Color32::BLACK
                    } else {
                        Color32::WHITE
                    };
                    painter.text(
                        flag.center(),
                        Align2::CENTER_CENTER,
                        (k + 2).to_string(),
                        FontId::monospace(9.0),
                        on_flag,
                    );
                }
            }
        }
        if len == 0 {
            painter.text(
                Pos2::new(layout.hex_x, origin.y + 2.0),
                Align2::LEFT_TOP,
                tr(lang, "hex-empty"),
                font.clone(),
                theme.weak,
            );
        }
        // A click in the text column selects that byte's unit too; a drag over either column
        // selects a range (past the top or bottom row it scrolls on, a row a frame).
        if area.clicked()
            && text_shown
            && let Some(off) = area
                .interact_pointer_pos()
                .and_then(|p| layout.text_offset_at(p, top))
                .filter(|&off| off < len)
        {
            click_select(ui, &area, off, view);
        }
        let rows_shown = visible_rows;
        drag_select(ui, &area, view, |p| {
            let r = ((p.y - origin.y) / row_h).floor();
            let beyond = if r < 0.0 {
                -1
            } else if r >= rows_shown as f32 {
                rows_shown as i64
            } else {
                r as i64
            };
            let col = layout
                .hex_col_at(p.x)
                .or_else(|| text_shown.then(|| layout.text_col_at(p.x)).flatten())?;
            let row = (top as i64 + beyond).max(0) as u64;
            Some((row * ROW + col).min(len.saturating_sub(1)))
        });
        if area.dragged() {
            ui.ctx().request_repaint();
        }
        // (The text column, named for assistive technology and for tests that look for it.)
        if text_shown && len > 0 {
            let last_row = (visible_rows.max(1) - 1) as usize;
            let column = layout
                .text_cell(0, 0)
                .union(layout.text_cell(last_row, layout.cols.max(1) - 1));
            let named = ui.interact(column, ui.scope_id().with("text-column"), Sense::hover());
            named.widget_info(|| {
                egui::WidgetInfo::labeled(egui::Role::Label, true, tr(lang, "hex-text-column"))
            });
        }
        // Hovering the text column: what the character is (and what it only looks like).
        if text_shown {
            let hovered = ui
                .ctx()
                .pointer_hover_pos()
                .filter(|_| ui.rect_contains_pointer(rect))
                .and_then(|pos| {
                    let r = ((pos.y - origin.y) / row_h).floor();
                    let col = ((pos.x - layout.text_x) / layout.text_w).floor();
                    (r >= 0.0 && (0.0..layout.cols as f32).contains(&col))
                        .then(|| (top + r as u64) * ROW + col as u64)
                })
                .filter(|&off| off < len)
                .and_then(|off| a.unit_at(off));
            if let Some(u) = hovered {
                area.clone().on_hover_text_at_pointer(describe_unit(
                    view.state.lang,
                    &u.kind,
                    u.start,
                    u.end,
                ));
            }
        }
        self.scrollbar(ui, rect, scrollbar_w, visible_rows, view);
        self.legend_h = if view.state.presenting {
            0.0
        } else {
            super::legend::legend(ui, layout.width().min(available.x), view, &drawn)
        };
    }

    /// A rounded outline around the bytes of each multi-byte unit within the row.
    fn group_units(
        &self,
        painter: &egui::Painter,
        layout: &Layout,
        r: usize,
        row_start: u64,
        row_end: u64,
        view: &View,
    ) {
        for (unit, start, end) in row_spans(view.analysis, row_start, row_end) {
            if unit.is_some_and(|u| u.end - u.start > 1) {
                let first = layout.hex_cell(r, (start - row_start) as usize);
                let last = layout.hex_cell(r, (end - 1 - row_start) as usize);
                painter.rect_stroke(
                    first.union(last).expand(1.5),
                    CornerRadius::same(5),
                    Stroke::new(1.0, view.theme.weak),
                    StrokeKind::Outside,
                );
            }
        }
    }

    /// The text column: each unit's character centred over its bytes in the row.
    fn text_column(
        &self,
        painter: &egui::Painter,
        layout: &Layout,
        r: usize,
        row_start: u64,
        row_end: u64,
        view: &View,
    ) {
        let a = view.analysis;
        let theme = view.theme;
        let font = FontId::proportional(FONT_SIZE);
        for (unit, start, end) in row_spans(a, row_start, row_end) {
            let first = layout.text_cell(r, (start - row_start) as usize);
            let last = layout.text_cell(r, (end - 1 - row_start) as usize);
            let span = first.union(last);
            let (text, color): (String, Color32) = match unit.map(|u| u.kind) {
                Some(UnitKind::Text { code_points, .. })
                    if unit.is_some_and(|u| u.start >= row_start) =>
                {
                    let c = glyph::cell_char(code_points[0]);
                    if painter.fonts_mut(|f| f.has_glyphs(&font, &c)) {
                        (c, theme.text)
                    } else {
                        // No font here has it: a dot, as for other unprintable characters.
                        ("·".into(), theme.weak)
                    }
                }
                Some(UnitKind::Text { .. }) => ("‥".into(), theme.weak),
                Some(UnitKind::Error(_)) => ("\u{FFFD}".into(), theme.error_text),
                Some(UnitKind::Bom(_)) | Some(UnitKind::Stripped) => ("BOM".into(), theme.weak),
                Some(UnitKind::Escape) => ("ESC".into(), theme.weak),
                None => ("·".into(), theme.weak),
            };
            let small = text.len() > 3 && text.is_ascii();
            let f = if small {
                FontId::proportional(FONT_SIZE * 0.7)
            } else {
                font.clone()
            };
            painter.text(span.center(), Align2::CENTER_CENTER, text, f, color);
            if end - start > 1 {
                // One character over several bytes: a bracket under all its cells.
                let y = span.bottom() - 1.0;
                painter.line_segment(
                    [
                        Pos2::new(span.left() + 2.0, y),
                        Pos2::new(span.right() - 2.0, y),
                    ],
                    Stroke::new(1.0, theme.weak),
                );
            }
            if view
                .state
                .selection
                .is_some_and(|(s, e)| s < end && start < e)
            {
                painter.rect_stroke(
                    span,
                    CornerRadius::same(3),
                    Stroke::new(1.5, theme.selection),
                    StrokeKind::Inside,
                );
            }
        }
    }

    fn scrollbar(&self, ui: &mut Ui, rect: Rect, w: f32, visible_rows: u64, view: &mut View) {
        let Some(doc) = view.state.doc.as_ref() else {
            return;
        };
        let rows = doc.rows();
        if rows <= visible_rows {
            return;
        }
        let track = Rect::from_min_max(
            Pos2::new(rect.right() - w, rect.top() + 2.0),
            Pos2::new(rect.right() - 2.0, rect.bottom() - 2.0),
        );
        let max_top = view.state.max_top_row().max(1);
        let thumb_h =
            (track.height() * visible_rows as f32 / rows as f32).clamp(24.0, track.height());
        let frac = view.state.top_row as f64 / max_top as f64;
        let thumb_y = track.top() + ((track.height() - thumb_h) as f64 * frac) as f32;
        let thumb = Rect::from_min_size(
            Pos2::new(track.left(), thumb_y),
            Vec2::new(track.width(), thumb_h),
        );
        let response = ui.interact(
            track,
            ui.scope_id().with("hex-scroll"),
            Sense::click_and_drag(),
        );
        response.widget_info(|| {
            egui::WidgetInfo::labeled(
                egui::Role::ScrollBar,
                true,
                tr(view.state.lang, "hex-scrollbar"),
            )
        });
        let painter = ui.painter();
        painter.rect_filled(track, CornerRadius::same(4), ui.visuals().extreme_bg_color);
        let active = response.dragged() || response.hovered();
        painter.rect_filled(
            thumb,
            CornerRadius::same(4),
            if active {
                ui.visuals().widgets.active.bg_fill
            } else {
                ui.visuals().widgets.inactive.bg_fill
            },
        );
        if (response.dragged() || response.clicked())
            && let Some(pos) = response.interact_pointer_pos()
        {
            let f = ((pos.y - track.top() - thumb_h / 2.0) / (track.height() - thumb_h))
                .clamp(0.0, 1.0) as f64;
            view.send(Command::ScrollToRow((f * max_top as f64).round() as u64));
        }
    }
}

/// "U+5B57 字 from bytes 1–3", in `lang`.
pub fn describe_unit(lang: Lang, kind: &UnitKind, start: u64, end: u64) -> String {
    let bytes = crate::report::byte_range::byte_range(lang, start, end);
    match kind {
        UnitKind::Text { code_points, count } => {
            let cps: Vec<String> = code_points[..*count as usize]
                .iter()
                .map(|&c| format!("{} {}", glyph::code_point_label(c), glyph::cell_char(c)))
                .collect();
            let mut text = words!(
                lang,
                "unit-text",
                characters = cps.join(" + "),
                bytes = bytes
            );
            for &c in &code_points[..*count as usize] {
                if let Some(ascii) = glyph::lookalike(c) {
                    text.push('\n');
                    text.push_str(&words!(
                        lang,
                        "unit-lookalike",
                        character = glyph::cell_char(c).to_string(),
                        ascii = format!("{ascii:?} (U+{:04X})", ascii as u32),
                        name = glyph::name(c)
                    ));
                }
            }
            text
        }
        UnitKind::Error(class) => words!(
            lang,
            "unit-error",
            bytes = bytes,
            class = class.description(lang)
        ),
        UnitKind::Bom(e) => words!(lang, "unit-bom", encoding = e.name(), bytes = bytes),
        UnitKind::Stripped => words!(lang, "unit-stripped", bytes = bytes),
        UnitKind::Escape => words!(lang, "unit-escape", bytes = bytes),
    }
}

/// The spans of a row, in order: each unit clipped to [row_start, row_end), and single bytes
/// that belong to no unit.
fn row_spans(
    a: &super::analysis::Analysis,
    row_start: u64,
    row_end: u64,
) -> impl Iterator<Item = (Option<&super::analysis::Unit>, u64, u64)> {
    let mut off = row_start;
    std::iter::from_fn(move || {
        if off >= row_end {
            return None;
        }
        let unit = a.unit_at(off);
        let (start, end) = match unit {
            Some(u) => (u.start.max(row_start), u.end.min(row_end).max(off + 1)),
            None => (off, off + 1),
        };
        off = end;
        Some((unit, start, end))
    })
}

/// The numeric character reference the byte at `off` is part of, if any.
pub fn reference_at(view: &View, off: u64) -> Option<crate::mojibake::references::Reference> {
    view.model
        .references
        .iter()
        .find(|r| (r.start as u64..r.end as u64).contains(&off))
        .cloned()
}
