//! Colours: one per byte role, for dark and light mode, plus the highlight colours.

use super::analysis::Role;
use egui::Color32;

#[derive(Clone, Copy, Debug)]
pub struct Theme {
    pub dark: bool,
    pub text: Color32,
    pub weak: Color32,
    pub selection: Color32,
    pub cursor: Color32,
    pub restored: Color32,
    pub error_text: Color32,
    pub chunk: Color32,
    pub html_ref: Color32,
    pub changed: Color32,
}

impl Theme {
    pub fn new(dark: bool) -> Theme {
        if dark {
            Theme {
                dark,
                text: Color32::from_gray(225),
                weak: Color32::from_gray(130),
                selection: Color32::from_rgb(255, 200, 60),
                cursor: Color32::WHITE,
                restored: Color32::from_rgb(80, 200, 255),
                error_text: Color32::from_rgb(255, 110, 100),
                chunk: Color32::from_rgb(190, 120, 255),
                html_ref: Color32::from_rgb(255, 170, 60),
                changed: Color32::from_rgb(255, 210, 90),
            }
        } else {
            Theme {
                dark,
                text: Color32::from_gray(20),
                weak: Color32::from_gray(120),
                selection: Color32::from_rgb(220, 140, 0),
                cursor: Color32::BLACK,
                restored: Color32::from_rgb(0, 120, 200),
                error_text: Color32::from_rgb(190, 30, 20),
                chunk: Color32::from_rgb(140, 60, 210),
                html_ref: Color32::from_rgb(200, 100, 0),
                changed: Color32::from_rgb(170, 110, 0),
            }
        }
    }

    /// The background of a byte cell with this role.
    pub fn role(&self, role: Role) -> Color32 {
        let (dark, light) = match role {
            Role::Bom => ((120, 70, 160), (215, 190, 240)),
            Role::Ascii => ((45, 55, 70), (232, 236, 242)),
            Role::Single => ((40, 90, 90), (200, 235, 230)),
            Role::Lead => ((30, 95, 60), (185, 230, 195)),
            Role::Trail => ((30, 70, 50), (215, 242, 220)),
            Role::Error => ((150, 40, 40), (250, 190, 185)),
            Role::Escape => ((110, 90, 30), (245, 228, 170)),
            Role::Undecoded => ((35, 35, 35), (245, 245, 245)),
        };
        let (r, g, b) = if self.dark { dark } else { light };
        Color32::from_rgb(r, g, b)
    }
}
