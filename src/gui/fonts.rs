//! Fonts that do not depend on the machine: WenQuanYi Micro Hei (CJK, Hangul, kana, Latin,
//! Cyrillic, Greek), DejaVu Sans (Latin, Greek, Cyrillic, Arabic, Hebrew, symbols) and Noto
//! Sans Thai, all bundled in assets/fonts/, behind egui's own fonts. System fonts are still used
//! for anything else (eframe's system font provider).

use egui::{FontData, FontFamily, FontInsert, FontPriority, InsertFontFamily};

static WQY: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/wqy-microhei.ttc"
));
static DEJAVU: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/DejaVuSans.ttf"
));
static THAI: &[u8] = include_bytes!(concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/assets/fonts/NotoSansThai-Regular.ttf"
));

/// Add the bundled fonts as fallbacks of both families.
pub fn install(ctx: &egui::Context) {
    for (name, data) in [
        ("DejaVu Sans", DEJAVU),
        ("WenQuanYi Micro Hei", WQY),
        ("Noto Sans Thai", THAI),
    ] {
        ctx.add_font(FontInsert {
            name: name.to_string(),
            data: FontData::from_static(data),
            families: vec![
                InsertFontFamily {
                    family: FontFamily::Proportional,
                    priority: FontPriority::Lowest,
                },
                InsertFontFamily {
                    family: FontFamily::Monospace,
                    priority: FontPriority::Lowest,
                },
            ],
        });
    }
}
