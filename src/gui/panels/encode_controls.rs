//! The input row of the Encode panel and of the Stepper's encoder mode.

use crate::gui::view::View;
use crate::i18n::{tr, tr_args};

/// The input row of the Encode panel and of the Stepper's encoder mode (one input for both):
/// what to encode, into which encoding, with which error mode. `id` keeps the two text fields
/// apart.
pub(super) fn controls(ui: &mut egui::Ui, view: &mut View, search: &mut String, id: &str) {
    let mut input = view.state.encode.clone();
    let lang = view.state.lang;
    ui.horizontal_wrapped(|ui| {
        ui.label(tr(lang, "encode-encode"));
        ui.radio_value(&mut input.use_typed, false, tr(lang, "encode-text-in-view"));
        // The choice names the field: "this text: [text to encode]".
        let this = ui.radio_value(&mut input.use_typed, true, tr(lang, "encode-this-text"));
        ui.add(
            egui::TextEdit::singleline(&mut input.typed)
                .id_salt((id, "typed"))
                .hint_text(tr(lang, "encode-text-to-encode"))
                .desired_width(220.0),
        )
        .labelled_by(this.id);
        if let Some(e) = crate::gui::controls::encoding_picker(
            ui,
            lang,
            &tr(lang, "encode-into"),
            input.target,
            search,
            false,
        ) {
            input.target = e;
        }
        ui.add(egui::Label::new(tr(lang, "encode-error-mode")).extend());
        ui.radio_value(&mut input.fatal, false, "html")
            .on_hover_text(tr(lang, "encode-html.help"));
        ui.radio_value(&mut input.fatal, true, "fatal")
            .on_hover_text(tr(lang, "encode-fatal.help"));
    });
    if input.target.output_encoding() != input.target {
        ui.label(
            egui::RichText::new(tr_args(
                lang,
                "encode-no-encoder",
                &[("encoding", input.target.name().into())],
            ))
            .weak(),
        );
    }
    if input != view.state.encode {
        view.send(crate::gui::commands::Command::SetEncodeInput(input));
    }
}
