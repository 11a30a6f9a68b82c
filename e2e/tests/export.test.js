// Export: the tile board as PNG (its pixel size read from the file), as SVG (its tiles
// as text) and a search's steps as a looping GIF (its frames counted by walking the
// file's blocks) or a WebM video (loaded by Chromium's <video>); the Sudoku grid and the magic square as pictures. Files come through
// Playwright's download event, made by the worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, boardTiles } from '../lib/harness.js';

const app = useApp();

// Korf's first 15-puzzle: A* with Manhattan distance expands millions before it ends.
const KORF1 = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3';
const run = (board, goal, step) =>
  `#/tiles?board=${board}&goal=${goal}&algo=astar&h=manhattan&speed=100&step=${step}`;

/** Waits until the tile page shows its search at `step` (timeline and counter). */
async function landed(page, step) {
  await page.waitForFunction((s) => {
    const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    return document.querySelector('[data-testid="timeline"]')?.value === String(s)
      && text('stat-expanded').replace(/\D/g, '') === String(s);
  }, step, { timeout: 60_000 });
}

/** Clicks `testid` (inside `scope`) and resolves to the download's name and bytes. */
async function download(page, testid, scope = page) {
  const event = page.waitForEvent('download', { timeout: 60_000 });
  await scope.getByTestId(testid).click();
  const file = await event;
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  return { name: file.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(0, 8).toString('latin1'), '\x89PNG\r\n\x1a\n');
  assert.equal(bytes.subarray(12, 16).toString('latin1'), 'IHDR');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** Skips a run of GIF sub-blocks starting at `at`; returns the offset after them. */
function skipSubBlocks(bytes, at) {
  while (bytes[at] !== 0) at += bytes[at] + 1;
  return at + 1;
}

/** A GIF's size, frames and whether it loops (NETSCAPE2.0), by walking its blocks. */
function gifInfo(bytes) {
  assert.equal(bytes.subarray(0, 6).toString('latin1'), 'GIF89a');
  const width = bytes.readUInt16LE(6);
  const height = bytes.readUInt16LE(8);
  const flags = bytes[10];
  let at = 13 + (flags & 0x80 ? 3 * (1 << ((flags & 7) + 1)) : 0);
  let frames = 0;
  let loops = false;
  for (;;) {
    const block = bytes[at];
    if (block === 0x3b) break;
    if (block === 0x21) {
      if (bytes[at + 1] === 0xff && bytes.subarray(at + 3, at + 14).toString('latin1') === 'NETSCAPE2.0') loops = true;
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      const local = bytes[at + 9];
      at += 10 + (local & 0x80 ? 3 * (1 << ((local & 7) + 1)) : 0);
      at = skipSubBlocks(bytes, at + 1);
      frames += 1;
    } else {
      assert.fail(`unexpected GIF block 0x${block?.toString(16)} at ${at}`);
    }
  }
  return { width, height, frames, loops };
}

test('the tile board exports as PNG at the chosen width, as SVG with its tiles, and a run as a GIF of its steps', { timeout: 180_000 }, async () => {
  const { page, errors } = await app.open(run(KORF1, 'blank-first', 12));
  await landed(page, 12);

  const board = page.locator('.play-column');
  const png = await download(page, 'export-png', board);
  assert.equal(png.name, 'tiles-step-12.png');
  assert.deepEqual(pngSize(png.bytes), [480, 480]);

  // The options: a smaller picture.
  await board.locator('.export-options summary').click();
  await board.locator('select[name=width]').selectOption('240');
  const small = await download(page, 'export-png', board);
  assert.deepEqual(pngSize(small.bytes), [240, 240]);

  const svg = await download(page, 'export-svg', board);
  assert.equal(svg.name, 'tiles-step-12.svg');
  const text = svg.bytes.toString('utf8');
  assert.match(text, /^<svg /);
  const numbers = [...text.matchAll(/>(\d+)<\/text>/g)].map((m) => Number(m[1]));
  const shown = await boardTiles(page);
  assert.deepEqual(numbers, shown.filter((t) => t !== 0), 'the SVG holds the tiles shown, in order');

  // A finished export leaves no error behind (the worker used to send one after the file).
  assert.equal(await board.locator('.export-status [role=alert]').count(), 0, 'no error after two downloads');

  const gif = await download(page, 'export-gif', board);
  assert.equal(gif.name, 'tiles-steps-0-12.gif');
  const info = gifInfo(gif.bytes);
  assert.deepEqual(info, { width: 240, height: 240, frames: 13, loops: true }, 'steps 0 to 12');
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * A WebM file's EBML magic and its picture size, as Chromium's <video> reads it (in a
 * blank tab: the app's CSP allows no blob: media).
 */
async function webmSize(page, bytes) {
  assert.equal(bytes.subarray(0, 4).toString('hex'), '1a45dfa3', 'an EBML (WebM) file');
  const context = await page.context().browser().newContext();
  const blank = await context.newPage();
  const size = await blank.evaluate(async (data) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = URL.createObjectURL(new Blob([new Uint8Array(data)], { type: 'video/webm' }));
    await new Promise((resolve, reject) => {
      video.onloadedmetadata = resolve;
      video.onerror = () => reject(new Error(`the video does not load: ${video.error?.message}`));
    });
    return [video.videoWidth, video.videoHeight];
  }, [...bytes]);
  await context.close();
  return size;
}

test('a run exports as a WebM video, recorded by the browser from the GIF; Cancel stops the recording', { timeout: 180_000 }, async () => {
  const { page, errors } = await app.open(run(KORF1, 'blank-first', 4));
  await landed(page, 4);
  const board = page.locator('.play-column');
  await board.locator('.export-options summary').click();
  await board.locator('select[name=width]').selectOption('240');
  await board.locator('select[name=delay]').selectOption('100');
  const video = await download(page, 'export-webm', board);
  assert.equal(video.name, 'tiles-steps-0-4.webm');
  assert.deepEqual(await webmSize(page, video.bytes), [240, 240]);

  // A slow recording, cancelled part way: the bar is free again at once.
  await board.locator('select[name=delay]').selectOption('1000');
  await board.getByTestId('export-webm').click();
  const progress = board.getByTestId('export-progress');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="export-progress"]')?.value) >= 1);
  assert.equal(await progress.getAttribute('max'), '5', 'five frames to record');
  await board.getByTestId('export-cancel').click();
  await progress.waitFor({ state: 'detached' });
  const png = await download(page, 'export-png', board);
  assert.match(png.name, /\.png$/, 'the next export is the one asked for');

  // A browser that cannot record says so, and keeps the GIF.
  await page.evaluate(() => { window.MediaRecorder = undefined; });
  await board.getByTestId('export-webm').click();
  await board.getByRole('alert').filter({ hasText: 'cannot record a WebM video' }).waitFor();
  const gif = await download(page, 'export-gif', board);
  assert.equal(gif.name, 'tiles-steps-0-4.gif');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 200-step 15-puzzle A* run encodes as a 480 px GIF in under 10 s', { timeout: 180_000 }, async () => {
  const { page, errors } = await app.open(run(KORF1, 'blank-first', 200));
  await landed(page, 200);
  const started = Date.now();
  const gif = await download(page, 'export-gif', page.locator('.play-column'));
  const seconds = (Date.now() - started) / 1000;
  console.log(`200-step GIF at 480 px: ${seconds.toFixed(2)} s, ${gif.bytes.length} bytes`);
  assert.equal(gif.name, 'tiles-steps-0-200.gif');
  assert.deepEqual(gifInfo(gif.bytes), { width: 480, height: 480, frames: 201, loops: true });
  assert.ok(seconds < 10, `${seconds} s`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Sudoku grid and the magic square export as pictures named after their page', { timeout: 120_000 }, async () => {
  const sudoku = await app.open('#/sudoku');
  const grid = sudoku.page.locator('.grid-column');
  const png = await download(sudoku.page, 'export-png', grid);
  assert.match(png.name, /^sudoku-step-\d+\.png$/);
  assert.deepEqual(pngSize(png.bytes), [477, 477], '9 cells of 53 px in a 480 px choice');
  const svg = (await download(sudoku.page, 'export-svg', grid)).bytes.toString('utf8');
  const givens = await sudoku.page.evaluate(() => [...document.querySelectorAll('[data-testid^="cell-"]')]
    .map((c) => c.textContent.trim()).filter((t) => /^[1-9]$/.test(t)).length);
  assert.equal([...svg.matchAll(/>([1-9])<\/text>/g)].length, givens);
  assert.deepEqual(sudoku.errors, []);
  await sudoku.page.close();

  const magic = await app.open('#/magic?n=4');
  const square = await download(magic.page, 'export-svg', magic.page.locator('.ga-board'));
  assert.equal(square.name, 'magic-generation-0.svg');
  assert.equal([...square.bytes.toString('utf8').matchAll(/<\/text>/g)].length, 16);
  assert.deepEqual(magic.errors, []);
  await magic.page.close();
});

test('the Sudoku solver exports its run as a GIF of its steps, replayed in the worker', { timeout: 120_000 }, async () => {
  const { page, errors } = await app.open('#/sudoku?mode=solve&var=mrv&val=lcv&inf=fc&prop=off&step=12');
  await page.getByTestId('timeline-label').filter({ hasText: /^Steps 12 of 12/ }).waitFor({ timeout: 60_000 });
  const grid = page.locator('.grid-column');
  await grid.locator('.export-options summary').click();
  await grid.locator('select[name=width]').selectOption('240');
  const gif = await download(page, 'export-gif', grid);
  assert.equal(gif.name, 'sudoku-steps-0-12.gif');
  assert.deepEqual(gifInfo(gif.bytes), { width: 234, height: 234, frames: 13, loops: true }, 'steps 0 to 12, 9 cells of 26 px');
  // Play mode has no run to animate: pictures only.
  await page.getByTestId('mode-play').click();
  await grid.getByTestId('export-png').waitFor();
  assert.equal(await grid.getByTestId('export-gif').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the GA pages export their run as a GIF of the best individual, generation by generation', { timeout: 120_000 }, async () => {
  const cases = [
    ['#/magic?n=3&preset=seed004&seed=11', 'magic', 6],
    ['#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4', 'ga-sudoku', 3],
  ];
  for (const [hash, name, step] of cases) {
    const { page, errors } = await app.open(hash);
    const board = page.locator('.ga-board');
    // Before a run there is nothing to animate: pictures only.
    await board.getByTestId('export-png').waitFor();
    assert.equal(await board.getByTestId('export-gif').count(), 0, `${name}: no GIF before a run`);
    await page.goto(`${app.server.url}${hash}&step=${step}`);
    await page.getByTestId('stat-generation').filter({ hasText: new RegExp(`^${step}$`) }).waitFor({ timeout: 60_000 });
    await board.locator('.export-options summary').click();
    await board.locator('select[name=width]').selectOption('240');
    const gif = await download(page, 'export-gif', board);
    assert.equal(gif.name, `${name}-generations-0-${step}.gif`);
    const info = gifInfo(gif.bytes);
    assert.equal(info.frames, step + 1, `${name}: generations 0 to ${step}`);
    assert.ok(info.width === info.height && info.width > 200, `${name}: ${info.width}×${info.height}`);
    const png = await download(page, 'export-png', board);
    assert.equal(png.name, `${name}-generation-${step}.png`);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

/** The colours of a PNG, decoded in `page`: how many distinct ones, the commonest (its
 * background, "r,g,b") and the page's own background colour. */
function pngColours(page, bytes) {
  return page.evaluate(async (b64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${b64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    const seen = new Map();
    for (let i = 0; i < data.length; i += 4) {
      const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const [background] = [...seen.entries()].sort((a, b) => b[1] - a[1])[0];
    return { distinct: seen.size, background, page: getComputedStyle(document.documentElement).backgroundColor };
  }, bytes.toString('base64'));
}

test('a chart exports as a whole figure: SVG with its colours and text written in, and a PNG drawn at twice its size', async () => {
  for (const projector of ['0', '1']) {
    const { page, errors } = await app.open(`#/magic?n=4&preset=seed004&seed=3&step=30&projector=${projector}`);
    await page.getByTestId('stat-generation').filter({ hasText: /^30$/ }).waitFor({ timeout: 60_000 });
    const chart = page.locator('figure.chart').first();
    const name = (await chart.getAttribute('data-testid')).replace(/^chart-/, '');
    const box = await chart.boundingBox();
    const svg = await download(page, 'export-svg', chart);
    assert.equal(svg.name, `magic-chart-${name}.svg`);
    const text = svg.bytes.toString('utf8');
    assert.match(text, /^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    assert.match(text, /style="[^"]*stroke:\s*rgb/, 'the lines carry their page colours');
    // The whole figure: its title, the axis label and the legend come as text.
    const title = (await chart.locator('figcaption').evaluate((c) => c.firstChild.textContent)).trim();
    const texts = [...text.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replaceAll('&amp;', '&'));
    assert.ok(texts.includes(title), `the title ${title} is in ${texts}`);
    for (const legend of await chart.locator('.legend li').allTextContents()) {
      assert.ok(texts.includes(legend.trim()), `the legend's ${legend}`);
    }
    assert.ok(!texts.includes('PNG') && !texts.includes('SVG'), 'the buttons are left out');
    const png = await download(page, 'export-png', chart);
    assert.equal(png.name, `magic-chart-${name}.png`);
    assert.deepEqual(pngSize(png.bytes), [2 * Math.round(box.width), 2 * Math.round(box.height)]);
    // Decoded in the page: the page's background, and lines in other colours on it.
    const colours = await pngColours(page, png.bytes);
    assert.ok(colours.distinct >= 3, `projector=${projector}: ${colours.distinct} colours`);
    assert.equal(`rgb(${colours.background.replaceAll(',', ', ')})`, colours.page, 'drawn on the page background');
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test('a long GIF export shows its progress and Cancel stops it; the next export works', { timeout: 180_000 }, async () => {
  const { page, errors } = await app.open(run(KORF1, 'blank-first', 1500));
  await landed(page, 1500);
  const board = page.locator('.play-column');
  await board.locator('.export-options summary').click();
  await board.locator('select[name=width]').selectOption('960');
  let downloads = 0;
  page.on('download', () => { downloads += 1; });
  await board.getByTestId('export-gif').click();
  // Frames are drawn in the worker: the bar counts them.
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="export-progress"]')?.value) > 0);
  assert.equal(await board.getByTestId('export-progress').getAttribute('max'), '1501');
  await board.getByTestId('export-cancel').click();
  await board.getByTestId('export-progress').waitFor({ state: 'detached' });
  const png = await download(page, 'export-png', board);
  assert.equal(png.name, 'tiles-step-1500.png');
  assert.deepEqual(pngSize(png.bytes), [960, 960]);
  assert.equal(downloads, 1, 'the cancelled GIF never arrived');
  assert.deepEqual(errors, []);
  await page.close();
});

test("a chart's options: a 4× PNG in light colours from a dark page, and the projector theme's type", async () => {
  const page = await app.chrome.browser.newPage({ viewport: { width: 1280, height: 800 }, colorScheme: 'dark' });
  await page.goto(`${app.server.url}#/magic?n=4&preset=seed004&seed=3&step=30`);
  await page.getByTestId('stat-generation').filter({ hasText: /^30$/ }).waitFor({ timeout: 60_000 });
  const chart = page.locator('figure.chart').first();
  const box = await chart.boundingBox();
  const pageBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const fontSizes = (svg) => [...svg.bytes.toString('utf8').matchAll(/font-size:([\d.]+)px/g)].map((m) => Number(m[1]));
  const asShown = fontSizes(await download(page, 'export-svg', chart));
  await chart.locator('.export-options summary').click();
  const opened = await chart.boundingBox();
  assert.deepEqual([opened.width, opened.height], [box.width, box.height], 'the open options leave the figure its size');
  await chart.locator('select[name=scale]').selectOption('4');
  await chart.locator('select[name=theme]').selectOption('light');
  const png = await download(page, 'export-png', chart);
  assert.deepEqual(pngSize(png.bytes), [4 * Math.round(box.width), 4 * Math.round(box.height)]);
  const colours = await pngColours(page, png.bytes);
  assert.equal(colours.page, pageBackground, 'the page itself stays dark');
  const [r, g, b] = colours.background.split(',').map(Number);
  assert.ok(r + g + b > 600, `a light background (${colours.background}) behind a dark page's chart`);
  const svg = await download(page, 'export-svg', chart);
  assert.match(svg.bytes.toString('utf8'), new RegExp(`^<svg[^>]*width="${4 * Math.round(box.width)}"`), 'the SVG at 4×');
  // The projector theme's type is larger than the page's.
  await chart.locator('select[name=theme]').selectOption('projector');
  const projector = fontSizes(await download(page, 'export-svg', chart));
  assert.ok(Math.max(...projector) > Math.max(...asShown), `${projector} against ${asShown}`);
  assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-projector')), null, 'the page keeps its theme');
  await page.close();
});
