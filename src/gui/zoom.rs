//! The window's zoom levels (View ▸ Zoom in / out), as browsers offer them.

/// The zoom levels a step of Zoom in / Zoom out goes through, as browsers offer them.
pub const ZOOM_LEVELS: [f32; 13] = [
    0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.7, 2.0, 2.4, 3.0, 4.0,
];

/// The next zoom level up (`dir` > 0) or down from `zoom`.
pub fn zoom_step(zoom: f32, dir: i32) -> f32 {
    let next = if dir > 0 {
        ZOOM_LEVELS.iter().find(|&&z| z > zoom + 0.001)
    } else {
        ZOOM_LEVELS.iter().rev().find(|&&z| z < zoom - 0.001)
    };
    next.copied().unwrap_or(zoom)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zoom_steps_through_the_levels_and_stops_at_the_ends() {
        assert_eq!(zoom_step(1.0, 1), 1.1);
        assert_eq!(zoom_step(1.5, 1), 1.7);
        assert_eq!(zoom_step(1.7, -1), 1.5);
        assert_eq!(zoom_step(4.0, 1), 4.0);
        assert_eq!(zoom_step(0.5, -1), 0.5);
        // From a level that is not on the list, the nearest one in that direction.
        assert_eq!(zoom_step(1.05, 1), 1.1);
        assert_eq!(zoom_step(1.05, -1), 1.0);
    }
}
