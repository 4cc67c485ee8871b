//! The contexts table as a page a teacher can show: every place of the web platform that
//! decodes bytes, with its operation, BOM handling, streaming, error mode and what it sniffs;
//! each row a button that decodes the open document as that context does.

use super::commands::Command;
use super::theme::Theme;
use crate::decide::contexts::{Sniffing, CONTEXTS};
use crate::i18n::{tr, words, Lang};
use egui::RichText;
use std::borrow::Cow;

/// What a context looks at, in a few words.
fn sniffs(s: Sniffing, lang: Lang) -> Cow<'static, str> {
    let id = match s {
        Sniffing::Html => "contexts-sniffs-html",
        Sniffing::XhrHtml => "contexts-sniffs-xhr-html",
        Sniffing::Xml => "contexts-sniffs-xml",
        Sniffing::Css => "contexts-sniffs-css",
        Sniffing::ClassicScript => "contexts-sniffs-classic-script",
        Sniffing::TransportThenUtf8 => "contexts-sniffs-transport-then-utf8",
        Sniffing::PlainText => "contexts-sniffs-plain-text",
        Sniffing::Label => "contexts-sniffs-label",
        Sniffing::Utf8 => "contexts-sniffs-utf8",
    };
    tr(lang, id)
}

/// One frame of the page; `open` is cleared when it is closed. `has_doc`: Apply needs one.
pub fn ui(
    ctx: &egui::Context,
    open: &mut bool,
    has_doc: bool,
    theme: &Theme,
    lang: Lang,
) -> Vec<Command> {
    let mut commands = Vec::new();
    egui::Window::new(tr(lang, "contexts-title"))
        .id(egui::Id::unique("contexts-page"))
        .open(open)
        .default_width(1100.0)
        .max_width(ctx.content_rect().width() - 40.0)
        .default_height(560.0_f32.min(ctx.content_rect().height() - 60.0))
        .max_height(ctx.content_rect().height() - 40.0)
        .show(ctx, |ui| {
            ui.label(tr(lang, "contexts-intro"));
            egui::ScrollArea::both().show(ui, |ui| {
                egui::Grid::new("contexts-table")
                    .striped(true)
                    .num_columns(7)
                    .show(ui, |ui| {
                        ui.label("");
                        for id in [
                            "contexts-column-context",
                            "contexts-column-operation",
                            "contexts-column-bom",
                            "contexts-column-streams",
                            "contexts-column-errors",
                            "contexts-column-looks-at",
                        ] {
                            ui.label(RichText::new(tr(lang, id)).strong());
                        }
                        ui.end_row();
                        for c in CONTEXTS {
                            let apply = ui
                                .add_enabled(has_doc, egui::Button::new(tr(lang, "contexts-apply")))
                                .on_hover_text(words!(
                                    lang,
                                    "contexts-apply-help",
                                    context = c.name(lang)
                                ));
                            if apply.clicked() {
                                commands.push(Command::ApplyContext(c.id));
                            }
                            ui.label(c.name(lang)).on_hover_text(format!(
                                "{} (--context {})",
                                c.spec(lang),
                                c.id
                            ));
                            ui.label(c.op.title(lang));
                            ui.label(c.bom.short(lang)).on_hover_text(c.bom.words(lang));
                            ui.label(if c.streaming {
                                tr(lang, "contexts-yes")
                            } else {
                                tr(lang, "contexts-no")
                            });
                            ui.label(if c.fatal {
                                RichText::new("fatal").color(theme.error_text)
                            } else {
                                RichText::new("U+FFFD")
                            });
                            ui.label(sniffs(c.sniffing, lang));
                            ui.end_row();
                        }
                    });
            });
        });
    commands
}
