// WebM export, in the browser: the worker's animated GIF is decoded frame by frame by
// WebCodecs' ImageDecoder, and each frame is drawn on a canvas whose stream a
// MediaRecorder records, held for the GIF's own frame time. Recording runs in real time
// (a 40-frame animation at 250 ms takes 10 s). Stable web-sys has no ImageDecoder, so
// this glue is JavaScript; `export_webm.rs` calls it.

/** True if this browser can decode a GIF's frames and record a WebM video. */
export function webmSupported() {
  return typeof ImageDecoder === 'function' && typeof MediaRecorder === 'function' &&
    MediaRecorder.isTypeSupported('video/webm');
}

/**
 * Records `gif` (a Uint8Array) as a WebM video. `onFrame(done, total)` follows the
 * recording; `cancelled()` is asked before each frame. Resolves to the video's bytes, or
 * to null if cancelled.
 */
export async function gifToWebm(gif, fallbackMs, onFrame, cancelled) {
  const decoder = new ImageDecoder({ data: gif, type: 'image/gif' });
  await decoder.tracks.ready;
  const total = decoder.tracks.selectedTrack.frameCount;
  const canvas = document.createElement('canvas');
  const chunks = [];
  let recorder = null;
  let track = null;
  for (let i = 0; i < total && !cancelled(); i++) {
    const frame = (await decoder.decode({ frameIndex: i })).image;
    if (!recorder) {
      canvas.width = frame.displayWidth;
      canvas.height = frame.displayHeight;
      const stream = canvas.captureStream(0);
      track = stream.getVideoTracks()[0];
      recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
      recorder.ondataavailable = (e) => chunks.push(e.data);
      recorder.start();
    }
    canvas.getContext('2d').drawImage(frame, 0, 0);
    const ms = frame.duration ? frame.duration / 1000 : fallbackMs;
    frame.close();
    track.requestFrame();
    onFrame(i + 1, total);
    await new Promise((resolve) => setTimeout(resolve, ms));
  }
  decoder.close();
  if (!recorder) return null;
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  recorder.stop();
  await stopped;
  return cancelled() ? null : new Uint8Array(await new Blob(chunks).arrayBuffer());
}
