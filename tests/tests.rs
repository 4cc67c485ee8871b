//! The integration tests, one program with a module per subject (as ripgrep's are): one link
//! of the library and its dependencies instead of one per file. Run one subject with
//! `cargo test --test tests cli::` (or any part of a test's name).

mod common;

mod bulk;
mod causes;
mod cli;
mod cli_corpus;
mod cli_detect;
mod cli_docs;
mod cli_limits;
mod cli_mojibake;
mod cli_progress;
mod compare;
mod corpus;
mod decide;
mod detect;
mod diff;
mod differential;
mod docs;
mod encoder_steps;
mod file_table;
mod golden;
mod gui;
mod gui_classroom;
mod gui_file_table;
mod gui_languages;
mod gui_lint;
mod gui_model;
mod gui_mojibake;
mod gui_panels_languages;
mod gui_repair_languages;
mod gui_select;
mod gui_verdict;
mod gui_why;
mod gui_window;
mod i18n;
mod lint;
mod package;
mod prescan;
#[cfg(feature = "gui")]
mod python;
mod repair;
mod repair_ftfy;
mod repair_heldout;
mod repair_lossy;
mod repair_real;
mod repair_swapped;
mod report;
mod rules;
mod source;
mod trace;
mod verdict;
mod write_to;
