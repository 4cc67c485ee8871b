//! The contexts table as a page a teacher can show: every place of the web platform that
//! decodes bytes, with its operation, BOM handling, streaming, error mode and what it sniffs;
//! each row a button that decodes the open document as that context does.

use super::commands::Command;
use super::theme::Theme;
use crate::decide::contexts::{Sniffing, CONTEXTS};
use egui::RichText;

/// What a context looks at, in a few words.
fn sniffs(s: Sniffing) -> &'static str {
    match s {
        Sniffing::Html => "BOM, override, Content-Type, <meta> prescan, parent, detector, default",
        Sniffing::XhrHtml => "BOM, Content-Type, <meta> prescan, UTF-8",
        Sniffing::Xml => "BOM, Content-Type, XML declaration, UTF-8",
        Sniffing::Css => "BOM, Content-Type, @charset, referrer, UTF-8",
        Sniffing::ClassicScript => "BOM, Content-Type, <script charset> or the document",
        Sniffing::TransportThenUtf8 => "BOM, Content-Type, UTF-8",
        Sniffing::PlainText => "BOM, override, Content-Type, detector, default",
        Sniffing::Label => "the label given to it",
        Sniffing::Utf8 => "nothing: always UTF-8",
    }
}

/// One frame of the page; `open` is cleared when it is closed. `has_doc`: Apply needs one.
pub fn ui(ctx: &egui::Context, open: &mut bool, has_doc: bool, theme: &Theme) -> Vec<Command> {
    let mut commands = Vec::new();
    egui::Window::new("Contexts: where the web decodes bytes, and how")
        .open(open)
        .default_width(1100.0)
        .max_width(ctx.content_rect().width() - 40.0)
        .default_height(560.0_f32.min(ctx.content_rect().height() - 60.0))
        .max_height(ctx.content_rect().height() - 40.0)
        .show(ctx, |ui| {
            ui.label("Every place of the platform that turns bytes into text. Apply decodes the open document as that context would (its decision: the Why this encoding tab).");
            egui::ScrollArea::both().show(ui, |ui| {
                egui::Grid::new("contexts-table")
                    .striped(true)
                    .num_columns(7)
                    .show(ui, |ui| {
                        for h in ["", "context", "operation", "BOM", "streams", "errors", "looks at"] {
                            ui.label(RichText::new(h).strong());
                        }
                        ui.end_row();
                        for c in CONTEXTS {
                            let apply = ui
                                .add_enabled(has_doc, egui::Button::new("Apply"))
                                .on_hover_text(format!("decode the document as {} does", c.name));
                            if apply.clicked() {
                                commands.push(Command::ApplyContext(c.id));
                            }
                            ui.label(c.name).on_hover_text(format!("{} (--context {})", c.spec, c.id));
                            ui.label(c.op.spec_name());
                            ui.label(c.bom.short()).on_hover_text(c.bom.words());
                            ui.label(if c.streaming { "yes" } else { "no" });
                            ui.label(if c.fatal {
                                RichText::new("fatal").color(theme.error_text)
                            } else {
                                RichText::new("U+FFFD")
                            });
                            ui.label(sniffs(c.sniffing));
                            ui.end_row();
                        }
                    });
            });
        });
    commands
}
