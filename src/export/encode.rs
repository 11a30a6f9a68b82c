//! Bitmaps as files: PNG (one picture, indexed colour) through the `png` crate, and a
//! looping animated GIF through the `gif` crate. Each GIF frame after the first holds
//! only the rectangle that changed (a tile move changes two cells), which keeps a long
//! run small and quick to encode.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::raster::Bitmap;
use super::{ExportError, Theme};

/// The theme's palette as the flat `r g b r g b …` both formats take.
fn flat_palette(theme: Theme) -> Vec<u8> {
    theme.palette().iter().flatten().copied().collect()
}

fn encoder_error(e: impl std::fmt::Display) -> ExportError {
    ExportError::Encoder(e.to_string())
}

/// `bitmap` as a PNG file.
pub fn png(bitmap: &Bitmap, theme: Theme) -> Result<Vec<u8>, ExportError> {
    if bitmap.width == 0 || bitmap.height == 0 {
        return Err(ExportError::ZeroSize);
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, bitmap.width, bitmap.height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(flat_palette(theme));
    let mut writer = encoder.write_header().map_err(encoder_error)?;
    writer
        .write_image_data(&bitmap.pixels)
        .map_err(encoder_error)?;
    writer.finish().map_err(encoder_error)?;
    Ok(out)
}

/// An animated GIF being written frame by frame.
pub struct GifWriter {
    encoder: gif::Encoder<Vec<u8>>,
    previous: Option<Bitmap>,
    delay: u16,
    frames: usize,
}

impl GifWriter {
    /// A GIF of `width` × `height` pixels in `theme`'s colours, each frame shown for
    /// `delay_ms` (in hundredths of a second, at least one), looping for ever.
    pub fn new(
        width: u32,
        height: u32,
        theme: Theme,
        delay_ms: u32,
    ) -> Result<GifWriter, ExportError> {
        let side = |px: u32| u16::try_from(px).ok().filter(|&p| p > 0);
        let (Some(w), Some(h)) = (side(width), side(height)) else {
            return Err(ExportError::ZeroSize);
        };
        let mut encoder =
            gif::Encoder::new(Vec::new(), w, h, &flat_palette(theme)).map_err(encoder_error)?;
        encoder
            .set_repeat(gif::Repeat::Infinite)
            .map_err(encoder_error)?;
        Ok(GifWriter {
            encoder,
            previous: None,
            delay: u16::try_from(delay_ms.div_ceil(10).max(1)).unwrap_or(u16::MAX),
            frames: 0,
        })
    }

    /// Adds a frame (the same size as the first).
    pub fn push(&mut self, bitmap: Bitmap) -> Result<(), ExportError> {
        let (left, top, width, height, pixels) = match &self.previous {
            None => (0, 0, bitmap.width, bitmap.height, bitmap.pixels.clone()),
            Some(p) if (p.width, p.height) != (bitmap.width, bitmap.height) => {
                return Err(ExportError::SizesDiffer)
            }
            Some(p) => match p.diff(&bitmap) {
                Some((x, y, w, h)) => (x, y, w, h, bitmap.crop(x, y, w, h)),
                // Nothing changed: one unchanged pixel keeps the frame (and its delay).
                None => (0, 0, 1, 1, bitmap.crop(0, 0, 1, 1)),
            },
        };
        let narrow = |v: u32| u16::try_from(v).map_err(encoder_error);
        let frame = gif::Frame {
            delay: self.delay,
            dispose: gif::DisposalMethod::Keep,
            left: narrow(left)?,
            top: narrow(top)?,
            width: narrow(width)?,
            height: narrow(height)?,
            buffer: pixels.into(),
            ..gif::Frame::default()
        };
        self.encoder.write_frame(&frame).map_err(encoder_error)?;
        self.previous = Some(bitmap);
        self.frames += 1;
        Ok(())
    }

    /// Frames written so far.
    pub fn frames(&self) -> usize {
        self.frames
    }

    /// The finished file (an error if no frame was written).
    pub fn finish(self) -> Result<Vec<u8>, ExportError> {
        if self.frames == 0 {
            return Err(ExportError::NoFrames);
        }
        self.encoder.into_inner().map_err(encoder_error)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{raster, Kind, Scene, Size, Style};

    fn style(theme: Theme) -> Style {
        Style {
            theme,
            size: Size::Cell(24),
        }
    }

    fn board(cells: [u32; 9]) -> Scene {
        Scene {
            kind: Kind::Tiles,
            width: 3,
            cells: cells.to_vec(),
            marked: vec![0],
        }
    }

    #[test]
    fn a_png_decodes_to_the_raster_pixel_by_pixel() {
        let scene = board([1, 2, 3, 4, 5, 6, 7, 8, 0]);
        for theme in [Theme::Light, Theme::Projector] {
            let bitmap = raster::draw(&scene, &style(theme)).expect("draws");
            let bytes = png(&bitmap, theme).expect("encodes");
            let mut decoder = png::Decoder::new(std::io::Cursor::new(bytes));
            decoder.set_transformations(png::Transformations::IDENTITY);
            let mut reader = decoder.read_info().expect("a PNG");
            let info = reader.info();
            assert_eq!((info.width, info.height), (72, 72));
            assert_eq!(info.color_type, png::ColorType::Indexed);
            let palette = info.palette.clone().expect("a palette").into_owned();
            assert_eq!(palette, flat_palette(theme));
            let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
            reader.next_frame(&mut pixels).expect("pixels");
            assert_eq!(pixels, bitmap.pixels);
        }
    }

    /// Every frame of `bytes` composed onto a canvas, as a viewer shows them.
    fn decode_gif(bytes: &[u8]) -> (Vec<Vec<u8>>, Vec<u16>, gif::Repeat) {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes).expect("a GIF");
        let width = usize::from(decoder.width());
        let mut canvas = vec![0u8; width * usize::from(decoder.height())];
        let (mut frames, mut delays) = (Vec::new(), Vec::new());
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            let (l, t, w) = (
                usize::from(frame.left),
                usize::from(frame.top),
                usize::from(frame.width),
            );
            for (row, line) in frame.buffer.chunks(w).enumerate() {
                let start = (t + row) * width + l;
                canvas[start..start + w].copy_from_slice(line);
            }
            frames.push(canvas.clone());
            delays.push(frame.delay);
        }
        (frames, delays, decoder.repeat())
    }

    #[test]
    fn a_gif_round_trips_frame_by_frame_and_loops() {
        let boards = [
            board([1, 2, 3, 4, 5, 6, 7, 8, 0]),
            board([1, 2, 3, 4, 5, 6, 7, 0, 8]),
            board([1, 2, 3, 4, 5, 6, 7, 0, 8]),
            board([1, 2, 3, 4, 0, 6, 7, 5, 8]),
        ];
        let theme = Theme::Projector;
        let bitmaps: Vec<Bitmap> = (boards.iter())
            .map(|b| raster::draw(b, &style(theme)).expect("draws"))
            .collect();
        let mut writer = GifWriter::new(72, 72, theme, 120).expect("starts");
        for b in &bitmaps {
            writer.push(b.clone()).expect("a frame");
        }
        assert_eq!(writer.frames(), 4);
        let (frames, delays, repeat) = decode_gif(&writer.finish().expect("ends"));
        assert_eq!(frames.len(), bitmaps.len());
        for (k, (frame, bitmap)) in frames.iter().zip(&bitmaps).enumerate() {
            assert_eq!(frame, &bitmap.pixels, "frame {k}");
        }
        assert_eq!(delays, [12; 4]);
        assert_eq!(repeat, gif::Repeat::Infinite);
    }

    #[test]
    fn a_gif_refuses_no_frames_and_frames_of_another_size() {
        let writer = GifWriter::new(10, 10, Theme::Light, 100).expect("starts");
        assert_eq!(writer.finish(), Err(ExportError::NoFrames));
        assert!(matches!(
            GifWriter::new(0, 10, Theme::Light, 100),
            Err(ExportError::ZeroSize)
        ));
        let mut writer = GifWriter::new(10, 10, Theme::Light, 100).expect("starts");
        writer.push(Bitmap::new(10, 10, 0)).expect("a frame");
        assert_eq!(
            writer.push(Bitmap::new(12, 10, 0)),
            Err(ExportError::SizesDiffer)
        );
    }
}
