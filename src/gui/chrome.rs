//! The window's chrome: the banners (the example's explanation, messages), the status bar, the
//! welcome screen and the drop hint.

use super::actions::Action;
use super::commands::{Command, DialogKind};
use super::examples::EXAMPLES;
use super::panel_id::PanelId;
use super::view::View;
use crate::encoding::{DecodeOp, Encoding};
use crate::i18n::{tr, tr_args, words, Lang};
use crate::report::file_verdict;
use crate::report::human_size_in;
use crate::verdict::Note;
use egui::{RichText, Ui};
use std::sync::atomic::Ordering;

/// The example's explanation and the last message.
pub fn banners(ui: &mut Ui, view: &mut View) {
    let theme = view.theme;
    let lang = view.state.lang;
    if let Some(i) = view.state.example {
        let ex = &EXAMPLES[i];
        let folded = view.state.example_folded;
        egui::Frame::group(ui.style()).show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(ex.title(lang)).strong());
                // Folded to its title, the explanation leaves the room to the views (a
                // lesson at a projector's zoom needs it).
                let mark = if folded {
                    "example-unfold"
                } else {
                    "example-fold"
                };
                if ui
                    .small_button(tr(lang, mark))
                    .on_hover_text(tr(lang, &format!("{mark}.help")))
                    .clicked()
                {
                    view.send(Command::FoldExample(!folded));
                }
            });
            if !folded {
                for line in ex.explanation(lang) {
                    ui.label(line);
                }
            }
        });
    }
    if view.state.example.is_none() {
        verdict_banner(ui, view);
    }
    if let Some(m) = &view.state.message {
        let text = m.text.clone();
        let offer_reload = m.reload;
        let color = if m.error {
            theme.error_text
        } else {
            theme.text
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(&text).color(color));
            if offer_reload && ui.button(tr(lang, "message-reload")).clicked() {
                view.send(Command::Reload);
            }
            if ui.small_button(tr(lang, "message-dismiss")).clicked() {
                view.send(Command::DismissMessage);
            }
        });
    }
}

/// The file's verdict, where it has something to say about the decoding shown: the binary
/// format, another encoding the file reads as (whatever the errors: 0 errors under the wrong
/// single-byte encoding is still the wrong text), and its notes, each with what to do.
fn verdict_banner(ui: &mut Ui, view: &mut View) {
    let theme = view.theme;
    let s = view.state;
    let lang = s.lang;
    let (Some(doc), Some(plan)) = (&s.doc, &s.plan) else {
        return;
    };
    let v = &doc.verdict;
    if let Some(content) = doc.content(lang) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(content).strong().color(theme.html_ref));
            ui.label(tr(lang, "banner-not-text"));
        });
        return;
    }
    let shown = plan.encoding;
    // (What the bytes read as; where the file declares another encoding and is shown in it,
    // the note below says so, with its button.)
    let reads = v.reads_as();
    let declared_shown = v
        .notes
        .iter()
        .any(|n| matches!(n, Note::DeclarationDisagrees { declared, .. } if *declared == shown));
    if reads != shown && !declared_shown && s.settings.op == DecodeOp::Decode {
        let why = s.encoding_why.words(lang);
        // (Read from its bytes against its declaration: as detected.)
        let reason = match reads == v.encoding {
            true => v.reason,
            false => crate::verdict::Reason::Detected,
        };
        let text = match s.report().filter(|r| r.complete) {
            Some(r) => words!(
                lang,
                "banner-decoded-as-with-errors",
                shown = shown.name(),
                why = why,
                errors = r.errors,
                reads_as = reads.name(),
                reason = file_verdict::reason_words(reason, lang)
            ),
            None => words!(
                lang,
                "banner-decoded-as",
                shown = shown.name(),
                why = why,
                reads_as = reads.name(),
                reason = file_verdict::reason_words(reason, lang)
            ),
        };
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(text).color(theme.html_ref));
            if ui
                .button(words!(lang, "banner-decode-as", encoding = reads.name()))
                .clicked()
            {
                view.send(Command::SetEncoding(reads));
            }
            if ui.small_button(tr(lang, "banner-why")).clicked() {
                view.send(Command::ShowPanel(PanelId::Why));
            }
        });
    }
    let mut noted = false;
    for note in &v.notes {
        let (applies, action) = match note {
            Note::Mojibake { .. } => (shown == Encoding::Utf8, Some(PanelId::Repair)),
            Note::Utf16WithoutBom(e) => (shown == *e, None),
            Note::Utf16BehindUtf8Bom(_) => (shown == Encoding::Utf8, None),
            Note::ModifiedUtf8 { .. } => (shown == Encoding::Utf8, Some(PanelId::Repair)),
            Note::Iso2022Jp => (shown == Encoding::Iso2022Jp, None),
            Note::DeclarationDisagrees { declared, .. } => (shown == *declared, None),
        };
        if !applies {
            continue;
        }
        noted = true;
        ui.horizontal_wrapped(|ui| {
            let text = file_verdict::note_text(note, s.lang);
            ui.label(super::cause_view::with_code_in(ui, &text, theme.html_ref));
            if let Note::DeclarationDisagrees { reads_as, .. } = note
                && ui
                    .button(words!(lang, "banner-decode-as", encoding = reads_as.name()))
                    .clicked()
            {
                view.send(Command::SetEncoding(*reads_as));
            }
            if let Note::Utf16BehindUtf8Bom(e) = note {
                // (Every decode follows the BOM: the text is read from byte 3 on.)
                if ui
                    .button(words!(lang, "banner-read-after-bom", encoding = e.name()))
                    .clicked()
                {
                    view.send(decode_as(s, *e));
                }
            }
            if let Some(panel) = action
                && ui.button(tr(lang, "banner-open-repair")).clicked()
            {
                view.send(Command::ShowPanel(panel));
            }
        });
    }
    // Where it likely comes from, when the banner says something is wrong.
    let headline = crate::report::cause::headline(&doc.causes, s.lang);
    if let (true, Some(headline)) = (noted, headline) {
        ui.horizontal_wrapped(|ui| {
            ui.label(
                RichText::new(words!(lang, "banner-cause", headline = headline))
                    .color(theme.html_ref),
            );
            if ui.small_button(tr(lang, "banner-how-to-fix")).clicked() {
                view.send(Command::ShowPanel(PanelId::Why));
            }
        });
    }
}

/// What a "Decode as `e`" button does: decode the document as `e`, or, where `e` is the
/// UTF-16 behind a UTF-8 BOM (which every decode follows), open the bytes after the BOM.
pub fn decode_as(state: &crate::gui::state::AppState, e: crate::encoding::Encoding) -> Command {
    let behind_bom = state.doc.as_ref().filter(|d| {
        d.verdict
            .notes
            .contains(&crate::verdict::Note::Utf16BehindUtf8Bom(e))
    });
    match behind_bom {
        Some(doc) => after_bom(doc, state.lang),
        None => Command::SetEncoding(e),
    }
}

/// Open the bytes after a UTF-8 BOM as a document of their own (read in place).
fn after_bom(doc: &crate::gui::state::Document, lang: crate::i18n::Lang) -> Command {
    let source = crate::source::Past::new(doc.source.clone(), 3);
    Command::OpenSource {
        name: words!(
            lang,
            "document-from-byte",
            name = doc.name.as_str(),
            offset = 3
        ),
        source: crate::gui::commands::SharedSource(std::sync::Arc::new(source)),
    }
}

/// A background task for the status bar: what it does and how far it is.
pub struct Busy<'a> {
    pub label: &'a str,
    pub progress: &'a super::jobs::Progress,
}

/// The status bar: file, size, encoding and operation, the scan, the cursor and selection, and
/// a running task with its Cancel button.
pub fn status_bar(ui: &mut Ui, view: &mut View, busy: Option<Busy>) {
    // The zoom at the right end first, then the rest in the room left of it: what does not fit
    // is cut at the zoom, never drawn under it.
    ui.horizontal(|ui| {
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            zoom_level(ui, view.state.zoom, view.state.lang);
            ui.with_layout(egui::Layout::left_to_right(egui::Align::Center), |ui| {
                ui.set_clip_rect(ui.max_rect().intersect(ui.clip_rect()));
                status_items(ui, view, busy);
            });
        });
    });
}

/// What the status bar says of the open file, left to right.
fn status_items(ui: &mut Ui, view: &mut View, busy: Option<Busy>) {
    let s = view.state;
    let lang = s.lang;
    let errors = |n: u64| tr_args(lang, "count-errors", &[("n", n.into())]);
    let Some(doc) = &s.doc else {
        ui.label(tr(lang, "status-no-file"));
        return;
    };
    // (A long name, an example's title, takes at most a third of the bar.)
    let most = (ui.available_width() / 3.0).max(120.0);
    ui.allocate_ui_with_layout(
        egui::vec2(most, ui.available_height()),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            ui.add(egui::Label::new(RichText::new(&doc.name).strong()).truncate())
                .on_hover_text(&doc.name);
        },
    );
    ui.separator();
    let bytes = tr_args(lang, "count-bytes", &[("n", doc.len().into())]);
    ui.label(if doc.len() < 1024 {
        bytes
    } else {
        format!("{bytes} ({})", human_size_in(lang, doc.len()))
    });
    ui.separator();
    let enc = s.plan.as_ref().map_or(s.settings.encoding, |p| p.encoding);
    let label = s.settings.encoding.name();
    ui.label(
        if enc != s.settings.encoding && s.settings.op.is_utf8_only() {
            words!(
                lang,
                "status-encoding-utf8-only",
                encoding = enc.name(),
                label = label
            )
        } else if enc != s.settings.encoding {
            words!(
                lang,
                "status-encoding-bom",
                encoding = enc.name(),
                label = label
            )
        } else {
            words!(
                lang,
                "status-encoding",
                encoding = enc.name(),
                why = s.encoding_why.words(lang)
            )
        },
    )
    .on_hover_text(file_verdict::headline(&doc.verdict, &doc.head, lang));
    ui.separator();
    let op = s.settings.op;
    ui.label(if op == DecodeOp::TextDecoder {
        format!(
            "{}{}{}",
            op.title(lang),
            if s.settings.fatal { ", fatal" } else { "" },
            if s.settings.ignore_bom {
                ", ignoreBOM"
            } else {
                ""
            }
        )
    } else {
        op.title(lang).into_owned()
    });
    if let Some(applied) = &s.applied {
        ui.separator();
        ui.label(RichText::new(applied).color(view.theme.html_ref));
    }
    ui.separator();
    match &s.scan {
        Some(job) if job.running() => {
            let found = job.progress.found.load(Ordering::Relaxed);
            ui.label(tr_args(
                lang,
                "status-scanning",
                &[
                    (
                        "percent",
                        format!("{:.0}", job.progress.fraction() * 100.0).into(),
                    ),
                    ("errors", errors(found).into()),
                ],
            ));
            if ui.small_button(tr(lang, "status-cancel-scan")).clicked() {
                view.send(Command::CancelScan);
            }
        }
        Some(job) => match (&job.report, &job.error) {
            (Some(r), _) if r.complete => {
                ui.label(RichText::new(errors(r.errors)).color(if r.errors > 0 {
                    view.theme.error_text
                } else {
                    view.theme.text
                }));
            }
            (Some(r), _) => {
                ui.label(tr_args(
                    lang,
                    "status-scan-cancelled",
                    &[("errors", errors(r.errors).into())],
                ));
            }
            (None, Some(e)) => {
                ui.label(
                    RichText::new(tr_args(
                        lang,
                        "status-scan-failed",
                        &[("error", e.to_string().into())],
                    ))
                    .color(view.theme.error_text),
                );
            }
            (None, None) => {}
        },
        None => {}
    }
    ui.separator();
    ui.label(tr_args(
        lang,
        "status-offset",
        &[
            ("offset", s.cursor.to_string().into()),
            ("hex", format!("0x{:X}", s.cursor).into()),
        ],
    ));
    if let Some((a, b)) = s.selection {
        ui.label(if b <= a + 1 {
            tr_args(
                lang,
                "status-selected-byte",
                &[("at", a.to_string().into())],
            )
        } else {
            tr_args(
                lang,
                "status-selected-bytes",
                &[
                    ("from", a.to_string().into()),
                    ("to", (b - 1).to_string().into()),
                    (
                        "bytes",
                        tr_args(lang, "count-bytes", &[("n", (b - a).into())]).into(),
                    ),
                ],
            )
        });
    }
    if let Some(busy) = busy {
        ui.separator();
        super::progress::progress_bar(ui, lang, busy.progress, "", 180.0);
        ui.label(busy.label);
        if ui.small_button(tr(lang, "status-cancel")).clicked() {
            view.send(Command::CancelTask);
        }
    }
}

/// The zoom, at the right end of the status bar (on a projector, the teacher sees it).
fn zoom_level(ui: &mut Ui, zoom: f32, lang: Lang) {
    ui.label(tr_args(
        lang,
        "status-zoom",
        &[("percent", format!("{:.0}", zoom * 100.0).into())],
    ))
    .on_hover_text(tr(lang, "status-zoom.help"));
}

/// What the window shows with nothing open: how to start.
pub fn welcome(ui: &mut Ui, view: &mut View) {
    let lang = view.state.lang;
    ui.vertical_centered(|ui| {
        ui.add_space(60.0);
        ui.heading("mojiscope");
        ui.label(tr(lang, "welcome-what"));
        ui.add_space(20.0);
        ui.label(RichText::new(tr(lang, "welcome-drop")).size(16.0));
        ui.horizontal(|ui| {
            ui.add_space((ui.available_width() - 420.0).max(0.0) / 2.0);
            let open = Action::Open;
            if ui
                .button(tr(lang, "welcome-open"))
                .on_hover_text(open.hover(ui.ctx(), view.state.lang))
                .clicked()
            {
                view.send(open.command(view.state));
            }
            if ui
                .button(tr(lang, "welcome-paste"))
                .on_hover_text(Action::PasteBytes.hover(ui.ctx(), view.state.lang))
                .clicked()
            {
                view.send(Command::ShowDialog(DialogKind::Paste("E2 82 AC".into())));
            }
            if ui.button(tr(lang, "welcome-example")).clicked() {
                view.send(Command::OpenExample(0));
            }
        });
        ui.add_space(20.0);
        ui.label(RichText::new(tr(lang, "welcome-examples")).strong());
        for (i, ex) in EXAMPLES.iter().enumerate() {
            if ui.link(ex.title(lang)).clicked() {
                view.send(Command::OpenExample(i));
            }
        }
        let state = view.state;
        if !state.recent.is_empty() {
            ui.add_space(12.0);
            ui.label(RichText::new(tr(lang, "welcome-recent")).strong());
            for p in &state.recent {
                if ui.link(p.display().to_string()).clicked() {
                    view.send(Command::OpenPath(p.clone()));
                }
            }
        }
    });
}

/// The hint over the whole window while a file is dragged over it.
pub fn drop_hint(ctx: &egui::Context, name: &str, lang: Lang) {
    let screen = ctx.content_rect();
    let painter = ctx.layer_painter(egui::LayerId::new(
        egui::Order::Foreground,
        egui::Id::unique("drop-hint"),
    ));
    painter.rect_filled(screen, 0, egui::Color32::from_black_alpha(170));
    // One line each, so both are centred.
    let c = screen.center();
    for (text, y, size) in [
        (&*tr(lang, "drop-to-inspect"), -18.0, 26.0),
        (name, 18.0, 18.0),
    ] {
        painter.text(
            c + egui::vec2(0.0, y),
            egui::Align2::CENTER_CENTER,
            text,
            egui::FontId::proportional(size),
            egui::Color32::WHITE,
        );
    }
}
