//! The app applies the commands of a frame here, in order: every change of state goes through
//! [`MojiscopeApp::apply`](super::app::MojiscopeApp).

use super::app::MojiscopeApp;
use super::commands::DialogKindName;
use super::commands::{Command, DialogKind};
use super::jobs::{system_dialog_available, DialogJob, DialogPurpose, TaskJob};
use super::panel_id::PanelId;
use super::panels::{DiffPanel, RepairPanel, StepperPanel, WhyPanel};
use super::state::{CopyKind, Message, Origin, ROW};
use super::{export, search};
use crate::i18n::{tr, words};
use crate::report::decision::Operation;
use std::sync::Arc;
use std::time::Instant;

impl MojiscopeApp {
    pub fn apply_commands(&mut self, ctx: &egui::Context) {
        let commands = std::mem::take(&mut self.commands);
        let open = |s: &super::state::AppState| s.doc.as_ref().map(|d| (d.id, d.origin.clone()));
        let before = open(&self.state);
        for c in commands {
            self.apply(c, ctx);
        }
        // (What the dialogs say of a file goes with it: another file opens without its search;
        // the same file opened again, or reloaded, keeps it.)
        let after = open(&self.state);
        let other = match (&before, &after) {
            (Some((_, Origin::File(a))), Some((_, Origin::File(b)))) => a != b,
            (a, b) => a.as_ref().map(|x| x.0) != b.as_ref().map(|x| x.0),
        };
        if other {
            self.dialogs.forget_file();
        }
        self.start_background_work(ctx);
    }

    /// A way for background work to wake the window.
    pub(super) fn repaint(ctx: &egui::Context) -> super::jobs::Repaint {
        let ctx = ctx.clone();
        Arc::new(move || ctx.request_repaint())
    }

    fn apply(&mut self, command: Command, ctx: &egui::Context) {
        // The step keys step the encoder while the Stepper is in front in its encoder mode.
        let encoder_in_front =
            self.state.stepper_encoder && self.panels.active() == PanelId::Stepper;
        let s = &mut self.state;
        match command {
            Command::OpenPath(path) => match s.open_path(path) {
                Ok(()) => self.dialogs.close(DialogKindName::Open),
                // The dialog keeps the path for correcting.
                Err(e) => self.report_in(DialogKindName::Open, Message::error(e)),
            },
            Command::OpenBytes {
                name,
                bytes,
                encoding,
            } => {
                s.open_bytes(name, bytes);
                if let Some(e) = encoding {
                    // Decoded in the encoding they were written in, whatever the operation
                    // chosen before (UTF-8 decode would not read Shift_JIS).
                    s.settings.op = crate::encoding::DecodeOp::Decode;
                    s.settings.fatal = false;
                    s.settings.ignore_bom = false;
                    s.settings.chunks.clear();
                    s.choose(e);
                    s.replan();
                }
                self.dialogs.close(DialogKindName::Paste);
            }
            Command::OpenSource { name, source } => s.open_source(name, source.0),
            Command::OpenExample(i) => {
                s.open_example(i);
                let panel = crate::gui::examples::EXAMPLES
                    .get(i)
                    .and_then(|e| e.panel)
                    .unwrap_or(super::panel_id::PanelId::Stepper);
                self.panels.show(panel);
            }
            Command::Close => s.close(),
            Command::Reload => {
                self.model.invalidate();
                match s.doc.as_ref().map(|d| d.origin.clone()) {
                    Some(Origin::File(path)) => {
                        if let Err(e) = s.open_path(path) {
                            s.error(e);
                        }
                    }
                    Some(Origin::Example(i)) => s.open_example(i),
                    _ => {}
                }
            }
            Command::SetEncoding(e) => {
                s.applied = None;
                s.choose(e);
                s.replan();
            }
            Command::SetOp(op) => {
                s.applied = None;
                s.settings.op = op;
                s.replan();
                s.check_chunks();
            }
            Command::SetFatal(f) => {
                s.settings.fatal = f;
                s.replan();
            }
            Command::SetIgnoreBom(b) => {
                s.settings.ignore_bom = b;
                s.replan();
            }
            Command::SetChunks(c) => {
                s.settings.chunks = c;
                s.check_chunks();
            }
            Command::ScrollToRow(row) => s.scroll_to_row(row),
            Command::ScrollRows(delta) => {
                let row = if delta < 0 {
                    s.top_row.saturating_sub(delta.unsigned_abs())
                } else {
                    s.top_row.saturating_add(delta as u64)
                };
                s.scroll_to_row(row);
            }
            Command::SetVisibleRows(n) => s.visible_rows = n,
            Command::SelectAt(off) => s.select_at(off),
            Command::SelectRange(a, b) => {
                s.selection = Some((a, b));
                s.anchor = s.selection;
            }
            Command::ShowRange(a, b) => {
                s.select_at(a);
                s.selection = Some((a, b));
                s.anchor = s.selection;
            }
            Command::ExtendTo(off) => s.extend_to(off),
            Command::SelectAll => s.select_all(),
            Command::GoTo(off) => {
                let len = s.doc.as_ref().map_or(0, |d| d.len());
                if off >= len {
                    let m = Message::error(words!(
                        s.lang,
                        "message-offset-past-end",
                        offset = off.to_string(),
                        bytes = len
                    ));
                    self.report_in(DialogKindName::GoTo, m);
                } else {
                    s.select_at(off);
                    s.scroll_to_row((off / ROW).saturating_sub(2));
                    self.dialogs.close(DialogKindName::GoTo);
                }
            }
            Command::StepTo(at) => {
                let len = s.doc.as_ref().map_or(0, |d| d.len());
                if at.offset > len {
                    s.error(words!(
                        s.lang,
                        "message-offset-past-end",
                        offset = at.offset.to_string(),
                        bytes = len
                    ));
                } else {
                    s.focus_step(at);
                }
            }
            Command::ShowError(e) => s.show_error(&e),
            Command::StepForward | Command::StepBack if encoder_in_front => {
                let forward = command == Command::StepForward;
                let moved = self
                    .panels
                    .get_mut::<StepperPanel>()
                    .is_some_and(|p| p.encoder.step(forward));
                if !moved {
                    s.playing = false;
                }
            }
            Command::NextError | Command::PrevError if encoder_in_front => {
                let forward = command == Command::NextError;
                let found = self
                    .panels
                    .get_mut::<StepperPanel>()
                    .is_some_and(|p| p.encoder.jump_to_error(forward));
                if !found {
                    s.info(words!(
                        s.lang,
                        "message-no-encoder-error",
                        forward = forward.to_string()
                    ));
                }
            }
            Command::StepForward | Command::StepBack if s.doc.is_none() => s.playing = false,
            Command::StepForward | Command::StepBack => {
                if let Err(wait) = s.step_by(command == Command::StepForward) {
                    s.playing = false;
                    let scanning = s.scan.as_ref().is_some_and(|j| j.running());
                    let text = wait.describe(s.lang, s.current_step().offset, scanning);
                    s.info(text);
                }
            }
            Command::NextError | Command::PrevError => {
                self.find_error(command == Command::NextError, ctx)
            }
            Command::SetPlaying(p) => {
                s.playing = p;
                self.last_step = Instant::now();
            }
            Command::SetSpeed(v) => s.speed = v,
            Command::StartScan => {
                s.scan = None;
                let repaint = Self::repaint(ctx);
                s.ensure_scan(move || repaint());
            }
            Command::CancelScan => {
                if let Some(j) = &s.scan {
                    j.cancel();
                }
            }
            Command::Find {
                bytes,
                label,
                forward,
            } => {
                if let Some(doc) = &s.doc {
                    let src = doc.source.clone();
                    let from = s.cursor;
                    let len = bytes.len() as u64;
                    let what = label.clone();
                    let lang = s.lang;
                    self.start_task(
                        words!(lang, "task-searching-for", what = label.as_str()),
                        move |p| {
                            let Some(at) = search::find(src.as_ref(), &bytes, from, forward, p)
                                .map_err(|e| e.words(lang))?
                            else {
                                return Ok(Command::ReportIn(
                                    DialogKindName::Find,
                                    Message::info(words!(lang, "message-not-found", what = what)),
                                ));
                            };
                            let matches = search::count_matches(src.as_ref(), &bytes, at, p)
                                .map_err(|e| e.words(lang))?;
                            Ok(match matches {
                                Some((nth, total)) => Command::Found {
                                    at,
                                    len,
                                    label,
                                    nth,
                                    total,
                                },
                                None => Command::DismissMessage,
                            })
                        },
                        ctx,
                    );
                }
            }
            Command::Found {
                at,
                len,
                label,
                nth,
                total,
            } => {
                s.selection = Some((at, at + len));
                s.cursor = at;
                s.scroll_to_row((at / ROW).saturating_sub(2));
                // (What an earlier search said in the window is old news now.)
                if s.message.as_ref().is_some_and(|m| !m.error) {
                    s.message = None;
                }
                let m = Message::info(words!(
                    s.lang,
                    "message-found",
                    what = label,
                    offset = at.to_string(),
                    nth = nth.to_string(),
                    total = total.to_string()
                ));
                self.report_in(DialogKindName::Find, m);
            }
            Command::CancelTask => {
                if let Some(t) = &self.task {
                    t.cancel();
                }
            }
            Command::Copy(kind) => self.copy(kind, ctx),
            Command::CopyText(text, note) => {
                s.clipboard = Some(text);
                s.info(note);
            }
            Command::ShowDialog(kind) => self.dialogs.show(kind),
            // Escape closes what is open; with nothing open, it leaves presentation mode.
            Command::CloseDialogs => {
                if !self.dialogs.close_all() && s.presenting {
                    s.presenting = false;
                    ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(false));
                }
            }
            Command::BrowseSystemDialog(purpose) => {
                if !system_dialog_available() {
                    s.info(tr(s.lang, "message-no-system-dialog"));
                } else if self.dialog_job.is_none() {
                    self.dialog_job = Some(DialogJob::start(purpose, Self::repaint(ctx)));
                }
            }
            Command::Export(purpose, path) => {
                if let Err(e) = export::check_target(s, &path) {
                    // The dialog stays (or comes back, after the system's) with the path.
                    let typed = path.display().to_string();
                    self.dialogs.show(DialogKind::Export(purpose, typed));
                    return self.report_in(DialogKindName::Export, Message::error(e));
                }
                if self.task.is_some() {
                    let busy = Message::info(tr(s.lang, "message-another-task"));
                    return self.report_in(DialogKindName::Export, busy);
                }
                self.dialogs.close(DialogKindName::Export);
                self.export_retry = Some((purpose, path.clone()));
                // The Repair panel holds the repaired text.
                let repaired = (purpose == DialogPurpose::ExportRepaired).then(|| {
                    self.panels
                        .get::<RepairPanel>()
                        .map_or(Err(tr(s.lang, "message-no-repair-panel").into()), |p| {
                            p.to_export()
                        })
                });
                // The Diff panel holds the comparison beside the known-good file.
                let good = (purpose == DialogPurpose::ExportReport)
                    .then(|| self.panels.get::<DiffPanel>().and_then(|p| p.known_good()))
                    .flatten();
                self.task = export::start(s, purpose, path, repaired, good, Self::repaint(ctx));
            }
            Command::SetExportTarget(t) => s.export_target = t,
            Command::SetDark(d) => s.dark = d,
            Command::SetLang(l) => {
                s.lang = l;
                // An example's name is its title, in the window's language.
                if let Some(doc) = s.doc.as_mut()
                    && let Origin::Example(i) = doc.origin
                {
                    doc.name = words!(
                        l,
                        "example-document",
                        title = super::examples::EXAMPLES[i].title(l)
                    );
                }
                s.title_changed = true;
            }
            Command::SetZoom(z) => {
                s.zoom = if z.is_finite() {
                    z.clamp(0.5, 4.0)
                } else {
                    1.0
                };
                ctx.set_zoom_factor(s.zoom);
            }
            Command::SetPresenting(on) => {
                s.presenting = on;
                s.example_folded |= on;
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(on));
            }
            Command::FoldExample(folded) => s.example_folded = folded,
            Command::SetEncodeInput(input) => s.encode = input,
            Command::SetStepperEncoder(on) => {
                s.stepper_encoder = on;
                s.playing = false;
            }
            Command::StepEncoderTo(at) => {
                s.stepper_encoder = true;
                self.panels.show(PanelId::Stepper);
                if let Some(p) = self.panels.get_mut::<StepperPanel>() {
                    p.encoder.at = at;
                }
            }
            Command::ShowPanel(id) => {
                // Playing the encoder's steps stops when the Stepper goes behind another tab.
                if s.stepper_encoder && id != PanelId::Stepper {
                    s.playing = false;
                }
                self.panels.show(id);
            }
            Command::ApplyContext(id) => {
                let applied = match self.panels.get_mut::<WhyPanel>() {
                    Some(why) => why.apply_context(id, &self.state),
                    None => Err(tr(self.state.lang, "message-no-why-panel").into()),
                };
                match applied {
                    Ok((operation, note)) => self.apply_operation(operation, note),
                    Err(e) => self.state.info(e),
                }
            }
            Command::ApplyOperation(operation, note) => self.apply_operation(operation, note),
            Command::DismissMessage => {
                s.message = None;
                s.example = None;
            }
            Command::Report(m) => s.report_message(m),
            Command::ReportIn(which, m) => self.report_in(which, m),
        }
    }

    /// Decode the document as a context decides (its operation, encoding and error mode); the
    /// status bar says which context and why.
    fn apply_operation(&mut self, operation: Operation, note: String) {
        let s = &mut self.state;
        s.settings.op = operation.op;
        s.choose(operation.encoding);
        s.settings.fatal = operation.fatal;
        s.settings.ignore_bom = operation.ignore_bom;
        s.settings.chunks.clear();
        s.replan();
        s.applied = Some(note);
    }

    /// Report inside the dialog when it is showing (an error goes to stderr too), else in the
    /// window's banner.
    fn report_in(&mut self, which: DialogKindName, message: Message) {
        if self.dialogs.is_open(which) {
            if message.error {
                eprintln!("mojiscope: {}", message.text);
            }
            self.dialogs.note(which, message);
        } else {
            self.state.report_message(message);
        }
    }

    /// Run `work` in the background; the command it returns is applied when it is done.
    fn start_task(
        &mut self,
        label: String,
        work: impl FnOnce(&super::jobs::Progress) -> Result<Command, String> + Send + 'static,
        ctx: &egui::Context,
    ) {
        if let Some(old) = &self.task {
            old.cancel();
        }
        self.task = Some(TaskJob::start(label, work, Self::repaint(ctx)));
    }

    /// Next or previous error: through the finished scan's index, or searched for in the
    /// background while there is none.
    fn find_error(&mut self, forward: bool, ctx: &egui::Context) {
        let s = &mut self.state;
        match s.find_error_indexed(forward) {
            Some(Ok(Some(e))) => s.show_error(&e),
            Some(Ok(None)) => s.info(words!(
                s.lang,
                "message-no-error",
                forward = forward.to_string()
            )),
            Some(Err(e)) => s.error(e),
            None => {
                let (Some(doc), Some(plan)) = (&s.doc, &s.plan) else {
                    return;
                };
                let (src, plan) = (doc.source.clone(), plan.clone());
                let index = s.known().cloned();
                let here = s.error_search_origin();
                let lang = s.lang;
                self.start_task(
                    words!(lang, "task-searching-error", forward = forward.to_string()),
                    move |p| {
                        let found = search::find_error(
                            src.as_ref(),
                            &plan,
                            index.as_ref(),
                            here,
                            forward,
                            p,
                        )
                        .map_err(|e| e.words(lang))?;
                        Ok(match found {
                            Some(e) => Command::ShowError(e),
                            None if p.cancelled() => Command::DismissMessage,
                            None => Command::Report(Message::info(words!(
                                lang,
                                "message-no-error",
                                forward = forward.to_string()
                            ))),
                        })
                    },
                    ctx,
                );
            }
        }
    }

    /// Copy the selection: at once when it is small and its trace within the UI thread's
    /// budget, else in the background.
    fn copy(&mut self, kind: CopyKind, ctx: &egui::Context) {
        let s = &self.state;
        let lang = s.lang;
        let (Some(doc), Some(plan), Some(selection)) = (&s.doc, &s.plan, s.selection) else {
            return;
        };
        let (src, plan, index) = (doc.source.clone(), plan.clone(), s.known().cloned());
        if selection.1 - selection.0 <= export::COPY_AT_ONCE {
            let at_once = export::selection_as(
                src.as_ref(),
                &plan,
                index.as_ref(),
                selection,
                kind,
                true,
                None,
            );
            match at_once {
                Ok(Some(text)) => {
                    let note = export::copied_note(lang, kind, selection, &text);
                    self.state.clipboard = Some(text);
                    return self.state.info(note);
                }
                Ok(None) => {}
                Err(e) => return self.state.error(e.words(lang)),
            }
        }
        self.start_task(
            tr(lang, "task-copying").into(),
            move |progress| {
                let copied = export::selection_as(
                    src.as_ref(),
                    &plan,
                    index.as_ref(),
                    selection,
                    kind,
                    false,
                    Some(progress),
                );
                if progress.cancelled() {
                    return Err(tr(lang, "message-copy-cancelled").into());
                }
                copied.map_err(|e| e.words(lang)).map(|text| {
                    let text = text.unwrap_or_default();
                    let note = export::copied_note(lang, kind, selection, &text);
                    Command::CopyText(text, note)
                })
            },
            ctx,
        );
    }
}
