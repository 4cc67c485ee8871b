//! Colours: one per byte role, for dark and light mode, plus the highlight colours. Every
//! colour text is drawn in meets WCAG AA contrast (4.5:1) on the backgrounds it is drawn on,
//! in both themes (a projector washes out anything fainter), and every two byte roles' fills
//! are told apart at a glance (CIELAB ΔE of 20 or more: one of about 2 is just noticeable);
//! the tests below check both.

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
                weak: Color32::from_gray(150),
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
                weak: Color32::from_gray(100),
                selection: Color32::from_rgb(220, 140, 0),
                cursor: Color32::BLACK,
                restored: Color32::from_rgb(0, 100, 180),
                error_text: Color32::from_rgb(190, 30, 20),
                chunk: Color32::from_rgb(140, 60, 210),
                html_ref: Color32::from_rgb(170, 80, 0),
                changed: Color32::from_rgb(140, 90, 0),
            }
        }
    }

    /// egui's own text colours for this theme: normal text brighter than egui's default dark
    /// grey, weak text (`RichText::weak`, hints) at the theme's weak colour, both readable.
    pub fn apply(&self, visuals: &mut egui::Visuals) {
        if self.dark {
            visuals.widgets.noninteractive.fg_stroke.color = Color32::from_gray(200);
        } else {
            visuals.widgets.noninteractive.fg_stroke.color = Color32::from_gray(60);
        }
        visuals.weak_text_color = Some(self.weak);
    }

    /// The background of a byte cell with this role. Each is a hue of its own (a lead byte
    /// green, its trail bytes a paler or darker green, ASCII a quiet blue-grey, errors red),
    /// chosen in CIELAB for distance from the others at the lightness text needs.
    pub fn role(&self, role: Role) -> Color32 {
        let (dark, light) = match role {
            Role::Bom => ((88, 69, 132), (204, 183, 246)),
            Role::Ascii => ((51, 68, 80), (184, 207, 225)),
            Role::Single => ((0, 91, 91), (118, 214, 212)),
            Role::Lead => ((58, 105, 56), (134, 191, 128)),
            Role::Trail => ((37, 63, 35), (215, 240, 195)),
            Role::Error => ((141, 49, 46), (255, 158, 155)),
            Role::Escape => ((121, 89, 26), (255, 208, 131)),
            Role::Undecoded => ((27, 27, 27), (249, 249, 249)),
        };
        let (r, g, b) = if self.dark { dark } else { light };
        Color32::from_rgb(r, g, b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const AA: f32 = 4.5;

    /// An sRGB channel as linear light.
    fn linear(v: u8) -> f32 {
        let v = v as f32 / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    }

    /// WCAG 2 contrast ratio of two colours (1 to 21).
    pub fn contrast(a: Color32, b: Color32) -> f32 {
        let lum =
            |c: Color32| 0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b());
        let (x, y) = (lum(a), lum(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    fn visuals(dark: bool) -> egui::Visuals {
        let mut v = if dark {
            egui::Visuals::dark()
        } else {
            egui::Visuals::light()
        };
        Theme::new(dark).apply(&mut v);
        v
    }

    #[test]
    fn text_colours_meet_wcag_aa_on_panels_and_striped_rows() {
        for dark in [true, false] {
            let t = Theme::new(dark);
            let v = visuals(dark);
            let backgrounds = [
                v.panel_fill,
                v.window_fill,
                v.faint_bg_color.blend(v.panel_fill),
            ];
            let texts = [
                ("text", t.text),
                ("weak", t.weak),
                ("error", t.error_text),
                ("restored", t.restored),
                ("chunk", t.chunk),
                ("html reference", t.html_ref),
                ("changed", t.changed),
                ("egui text", v.text_color()),
                ("egui weak text", v.weak_text_color()),
            ];
            for bg in backgrounds {
                for (name, c) in texts {
                    let r = contrast(c, bg);
                    assert!(r >= AA, "{name} {c:?} on {bg:?} (dark {dark}): {r:.2}");
                }
            }
        }
    }

    #[test]
    fn byte_cells_and_chips_are_readable() {
        for dark in [true, false] {
            let t = Theme::new(dark);
            for role in Role::ALL {
                let r = contrast(t.text, t.role(role));
                assert!(r >= AA, "text on {role:?} (dark {dark}): {r:.2}");
            }
            // The stepper's current byte and its end-of-queue chip: black on the highlight.
            let r = contrast(Color32::BLACK, t.selection);
            assert!(r >= AA, "black on the selection (dark {dark}): {r:.2}");
        }
    }

    /// A colour in CIELAB (D65).
    fn lab(c: Color32) -> [f32; 3] {
        let (r, g, b) = (linear(c.r()), linear(c.g()), linear(c.b()));
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
        let f = |t: f32| {
            if t > 0.008856 {
                t.cbrt()
            } else {
                7.787 * t + 16.0 / 116.0
            }
        };
        [
            116.0 * f(y) - 16.0,
            500.0 * (f(x) - f(y)),
            200.0 * (f(y) - f(z)),
        ]
    }

    /// How far apart two colours look (CIE76 ΔE).
    fn delta_e(a: Color32, b: Color32) -> f32 {
        let (x, y) = (lab(a), lab(b));
        x.iter()
            .zip(y)
            .map(|(p, q)| (p - q).powi(2))
            .sum::<f32>()
            .sqrt()
    }

    #[test]
    fn every_two_byte_roles_are_told_apart() {
        for dark in [true, false] {
            let t = Theme::new(dark);
            for (i, &a) in Role::ALL.iter().enumerate() {
                for &b in &Role::ALL[i + 1..] {
                    let de = delta_e(t.role(a), t.role(b));
                    assert!(de >= 20.0, "{a:?} and {b:?} (dark {dark}): ΔE {de:.1}");
                }
            }
        }
        // (The measure: black and white are 100 apart, two greys a step apart about 1.)
        assert!((delta_e(Color32::BLACK, Color32::WHITE) - 100.0).abs() < 0.5);
        assert!(delta_e(Color32::from_gray(128), Color32::from_gray(129)) < 1.0);
    }

    #[test]
    fn the_ratio_is_the_standard_one() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color32::from_gray(118), Color32::WHITE) - 4.54).abs() < 0.05);
    }
}
