//! Where in the standard a handler's step is: the algorithm's name and its anchor, and the
//! macro that declares a handler's rule enum. Every decoder and encoder module uses these; the
//! registry of all rules (`rules.rs`) gathers the modules' enums.

/// Where in the standard an algorithm lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpecRef {
    /// The algorithm's name as the standard writes it ("UTF-8 decoder").
    pub algorithm: &'static str,
    /// Its anchor in <https://encoding.spec.whatwg.org/>.
    pub anchor: &'static str,
}

impl SpecRef {
    pub const fn new(algorithm: &'static str, anchor: &'static str) -> SpecRef {
        SpecRef { algorithm, anchor }
    }
    pub fn url(&self) -> String {
        format!("https://encoding.spec.whatwg.org/#{}", self.anchor)
    }
}

/// Declares a handler's rule enum (unit variants, each with its doc comment) with `ALL`, the
/// list of its variants: a rule added to the enum is in the list, so a test can ask every rule
/// for a case.
macro_rules! rule_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident {
        $($(#[$vmeta:meta])* $variant:ident),* $(,)?
    }) => {
        $(#[$meta])* $vis enum $name { $($(#[$vmeta])* $variant),* }
        impl $name {
            /// Every rule of this handler.
            pub const ALL: &'static [$name] = &[$($name::$variant),*];
        }
    };
}
pub(crate) use rule_enum;
