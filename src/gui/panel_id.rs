//! The panels by the names code gives them, and the one list of panels: each panel's name and
//! its type (in `panels/`), in tab order. A new panel is its file in `panels/`, its `mod` line
//! there, and one line here; the enum and the registry both come from this list, so neither
//! can miss a panel.

/// The one list of panels, in tab order, handed to the macro `$then`.
macro_rules! panel_list {
    ($then:ident) => {
        $then! {
            Stepper => stepper::StepperPanel,
            Character => character::CharPanel,
            Errors => errors::ErrorsPanel,
            Bom => bom::BomPanel,
            Encode => encode::EncodePanel,
            Why => why::WhyPanel,
            Compare => compare::ComparePanel,
            Repair => repair::RepairPanel,
            Diff => diff::DiffPanel,
            Lint => lint::LintPanel,
        }
    };
}
pub(crate) use panel_list;

/// The enum of the list (the types are the registry's, in `panels/`).
macro_rules! panel_enum {
    ($($id:ident => $panel:ty,)*) => {
        /// A panel, as commands and the window's code name it (never by its tab's label).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum PanelId {
            $($id,)*
        }

        impl PanelId {
            /// Every panel, in tab order.
            pub const ALL: &'static [PanelId] = &[$(PanelId::$id,)*];
        }
    };
}
panel_list!(panel_enum);

impl PanelId {
    /// The message of the panel's tab (its label in the window's language).
    pub fn message(self) -> &'static str {
        match self {
            PanelId::Stepper => "tab-stepper",
            PanelId::Character => "tab-character",
            PanelId::Errors => "tab-errors",
            PanelId::Bom => "tab-bom",
            PanelId::Encode => "tab-encode",
            PanelId::Why => "tab-why",
            PanelId::Compare => "tab-compare",
            PanelId::Repair => "tab-repair",
            PanelId::Diff => "tab-diff",
            PanelId::Lint => "tab-lint",
        }
    }
}
