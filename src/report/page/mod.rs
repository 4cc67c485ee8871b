//! A report to hand on: one page with the verdict, where the damage comes from and how to fix
//! it, how a browser decides the encoding step by step, the repair on the bytes, hex excerpts
//! around the first errors and the damaged parts, the known-good file beside it, and the
//! command lines that reproduce it. Built once as a [`Page`] of plain blocks, then written as
//! a self-contained HTML page ([`html`]) or as Markdown for an issue tracker ([`markdown`]).

pub mod build;
mod content;
pub mod html;
pub mod markdown;

pub use build::{build, Inputs};
pub use content::{hex_rows, shown, Block, Page, Section};
