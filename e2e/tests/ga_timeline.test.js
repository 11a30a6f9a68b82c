// The GA pages' timeline: evolve, scrub back, and check that what the page shows at a
// generation (board, numbers, chart, population) is what a fresh run stopped there
// shows, by opening the copied link in a new page. Play after scrubbing continues from
// there and, the run being deterministic, reproduces the same future.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();

const MAGIC = '#/magic?n=6&preset=seed004&seed=2&speed=100';
// A hard puzzle (forum_hardest_1): not solved in the generations watched.
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const SUDOKU = `#/ga/sudoku?puzzle=${HARD}&preset=seed001&seed=1&speed=100`;

/** Waits until the page shows generation `g` on the timeline and in the numbers. */
async function atGeneration(page, g) {
  await page.waitForFunction((s) => {
    const slider = document.querySelector('[data-testid="timeline"]');
    const stat = document.querySelector('[data-testid="stat-generation"]');
    return slider?.value === String(s) && stat?.textContent.replace(/\D/g, '') === String(s);
  }, g);
}

/** Everything the page shows of the run at this moment. */
async function shown(page, board) {
  return page.evaluate((board) => {
    const html = (sel) => [...document.querySelectorAll(sel)].map((e) => e.outerHTML);
    const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null;
    return {
      board: text(board),
      stats: html('.ga-side dl.stats [data-testid^="stat-"]:not([data-testid="stat-seconds"])'),
      charts: html('.ga-side [data-testid^="chart-"]'),
      population: text('population'),
    };
  }, board);
}

/** Plays until at least `g` generations are done (or the run ends), then pauses. */
async function evolve(page, g) {
  await page.getByTestId('play').click();
  await page.waitForFunction((g) => {
    const n = Number(document.querySelector('[data-testid="stat-generation"]')?.textContent.replace(/\D/g, ''));
    return n >= g || document.querySelector('[data-testid="play"]')?.disabled;
  }, g, { timeout: 60_000 });
  const pause = page.getByTestId('pause');
  if (await pause.count() > 0 && await pause.isEnabled()) await pause.click();
  return Number(await page.getByTestId('timeline').getAttribute('max'));
}

async function scrubAndCompare(base, board) {
  const { page, errors } = await app.open(base);
  const horizon = await evolve(page, 90);
  assert.ok(horizon >= 60, `horizon ${horizon}`);
  await atGeneration(page, horizon);
  const atHorizon = await shown(page, board);
  // Scrub back to 40, then B steps back to 39.
  await page.getByTestId('timeline').fill('40');
  await atGeneration(page, 40);
  // The slider keeps the focus: B is still the page's key.
  await page.keyboard.press('b');
  await atGeneration(page, 39);
  await page.waitForFunction(() => location.hash.includes('step=39'));
  const at39 = await shown(page, board);
  assert.notDeepEqual(at39.charts, atHorizon.charts, 'the chart goes back too');
  // The copied link opens a fresh run at the same generation, showing the same.
  const link = await page.evaluate(() => location.hash);
  const fresh = await app.open(link);
  await atGeneration(fresh.page, 39);
  assert.deepEqual(await shown(fresh.page, board), at39);
  assert.deepEqual(fresh.errors, []);
  await fresh.page.close();
  // The slider still reaches the furthest generation, and going there shows it again.
  assert.equal(await page.getByTestId('timeline').getAttribute('max'), String(horizon));
  await page.getByTestId('timeline').fill(String(horizon));
  await atGeneration(page, horizon);
  assert.deepEqual(await shown(page, board), atHorizon);
  // Play after going back continues from there and breeds the same generations.
  await page.getByTestId('timeline').fill('20');
  await atGeneration(page, 20);
  for (let i = 0; i < 3; i++) await page.getByTestId('step').click();
  await atGeneration(page, 23);
  const fresh23 = await app.open(link.replace('step=39', 'step=23'));
  await atGeneration(fresh23.page, 23);
  assert.deepEqual(await shown(fresh23.page, board), await shown(page, board));
  await fresh23.page.close();
  assert.deepEqual(errors, []);
  await page.close();
}

test('magic square GA: scrub back, B, the link opens the same generation, play on', async () => {
  await scrubAndCompare(MAGIC, 'magic-grid');
});

test('Sudoku GA: scrub back, B, the link opens the same generation, play on', async () => {
  await scrubAndCompare(SUDOKU, 'sudoku-grid');
});
