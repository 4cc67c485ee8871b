//! The input row of the Encode panel and of the Stepper's encoder mode.

use crate::gui::view::View;

/// The input row of the Encode panel and of the Stepper's encoder mode (one input for both):
/// what to encode, into which encoding, with which error mode. `id` keeps the two text fields
/// apart.
pub(super) fn controls(ui: &mut egui::Ui, view: &mut View, search: &mut String, id: &str) {
    let mut input = view.state.encode.clone();
    ui.horizontal_wrapped(|ui| {
        ui.label("Encode");
        ui.radio_value(&mut input.use_typed, false, "the decoded text in view");
        ui.radio_value(&mut input.use_typed, true, "this text:");
        let label = ui.label("text to encode");
        ui.add(
            egui::TextEdit::singleline(&mut input.typed)
                .id_salt((id, "typed"))
                .desired_width(220.0),
        )
        .labelled_by(label.id);
        if let Some(e) =
            crate::gui::controls::encoding_picker(ui, "into", input.target, search, false)
        {
            input.target = e;
        }
        ui.label("error mode");
        ui.radio_value(&mut input.fatal, false, "html")
            .on_hover_text("a character the encoding lacks becomes &#N;");
        ui.radio_value(&mut input.fatal, true, "fatal")
            .on_hover_text("the run stops at the first character the encoding lacks");
    });
    if input.target.output_encoding() != input.target {
        ui.label(
            egui::RichText::new(format!(
                "{} has no encoder; its output encoding is UTF-8.",
                input.target
            ))
            .weak(),
        );
    }
    if input != view.state.encode {
        view.send(crate::gui::commands::Command::SetEncodeInput(input));
    }
}
