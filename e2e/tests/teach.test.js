// Teaching mode, the timeline and the live narration, used as a teacher would: step a
// solver with its pseudocode beside the board, scrub back and forth, share a link to
// a step, and check that the live region speaks at a readable rate.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, frames, boardTiles } from '../lib/harness.js';
import { GRID1, atStep, sudokuCells } from '../lib/puzzles.js';

const app = useApp();

// The coursework's third grid: 2,609 steps with the settings below.
const GRID3 = '..4.1..6.9......3..5.796.....25.49...83.6..........6.7...9.3.7............6....1.';
// Plain backtracking with forward checking in static order: the first dead end comes
// at step 31 on the first grid.
const SETTINGS = 'var=static&val=natural&inf=fc&singles=off&speed=40';
const CSP = `#/sudoku?mode=solve&puzzle=${GRID1}&${SETTINGS}`;
const CSP3 = `#/sudoku?mode=solve&puzzle=${GRID3}&${SETTINGS}`;

/** The `LineId` of the highlighted line, or null. */
async function currentLine(page) {
  return page.evaluate(() => document.querySelector('[aria-current="step"]')?.dataset.line ?? null);
}

test('teaching mode: the first A* step highlights "pop the lowest f", the panel is labelled', async () => {
  const { page, errors } = await app.open('#/tiles?board=1,2,3,4,5,6,0,7,8&algo=astar&h=manhattan&teach=1');
  const panel = page.getByTestId('teach-panel');
  await panel.waitFor();
  assert.match(await panel.getByRole('heading').textContent(), /A\*/);
  assert.equal(await panel.getAttribute('aria-labelledby'), 'teach-title');
  assert.equal(await currentLine(page), null);
  await page.getByTestId('step').click();
  await page.waitForFunction(() => document.querySelector('[aria-current="step"]'));
  assert.equal(await currentLine(page), 'Pop');
  assert.match(await page.locator('[aria-current="step"]').textContent(), /pop the node with the lowest f/);
  assert.match(await page.getByTestId('teach-explain').textContent(), /smallest/);
  // Run to the end: the goal line.
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /Solved/i }).waitFor();
  assert.equal(await currentLine(page), 'Goal');
  // Greedy shares the pseudocode, with a note; the switch and the projector are in the URL.
  await page.getByTestId('reset').click();
  await page.getByTestId('algorithm').selectOption('greedy');
  assert.match(await page.getByTestId('teach-note').textContent(), /f = h/);
  await page.getByTestId('projector-toggle').click();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.projector), 'on');
  await page.waitForFunction(() => location.hash.includes('projector=1') && location.hash.includes('teach=1'));
  await page.getByTestId('teach-toggle').click();
  assert.equal(await page.getByTestId('teach-panel').count(), 0);
  // The projector theme is a display setting of every page: it stays on without teaching mode.
  assert.equal(await page.evaluate(() => document.documentElement.dataset.projector), 'on');
  await page.getByTestId('projector-toggle').click();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.projector), undefined);
  await page.waitForFunction(() => !location.hash.includes('projector=1'));
  assert.deepEqual(errors, []);
});

test('teaching mode: IDA* raises its bound on the bound line, BFS pops the oldest node', async () => {
  const { page } = await app.open('#/tiles?board=4,1,3,7,2,6,0,5,8&algo=idastar&h=manhattan&teach=1&speed=100');
  await page.getByTestId('teach-panel').waitFor();
  assert.match(await page.getByTestId('teach-panel').getByRole('heading').textContent(), /IDA\*/);
  await page.getByTestId('step').click();
  await page.waitForFunction(() => document.querySelector('[aria-current="step"]'));
  assert.equal(await currentLine(page), 'Pop');
  const bfs = await app.open('#/tiles?board=1,2,3,4,5,6,0,7,8&algo=bfs&teach=1');
  await bfs.page.getByTestId('step').click();
  await bfs.page.waitForFunction(() => document.querySelector('[aria-current="step"]'));
  assert.match(await bfs.page.locator('[aria-current="step"]').textContent(), /oldest node/);
});

test('teaching mode: a CSP dead end highlights the failure line, and the next step the backtrack', async () => {
  const { page, errors } = await app.open(`${CSP}&teach=1`);
  await page.getByTestId('teach-panel').waitFor();
  let line = null;
  let steps = 0;
  for (; steps < 600 && line !== 'DeadEnd'; steps++) {
    await page.getByTestId('step').click();
    await atStep(page, steps + 1);
    line = await currentLine(page);
    assert.notEqual(line, null);
  }
  assert.equal(line, 'DeadEnd', `no dead end in ${steps} steps`);
  assert.match(await page.getByTestId('narration').textContent(), /dead end/);
  await page.getByTestId('step').click();
  await atStep(page, steps + 1);
  assert.equal(await currentLine(page), 'Undo');
  assert.match(await page.locator('[aria-current="step"]').textContent(), /backtrack/);
  // Step back: the dead end is highlighted again.
  await page.getByTestId('step-back').click();
  await atStep(page, steps);
  assert.equal(await currentLine(page), 'DeadEnd');
  assert.deepEqual(errors, []);
});

test('timeline: scrubbing back and forth shows the board stepping to that point shows', async () => {
  const { page, errors } = await app.open(`${CSP3}&step=300`);
  await atStep(page, 300);
  // The link's step: paused there, and kept in the URL.
  await page.getByTestId('play').waitFor();
  await page.waitForFunction(() => location.hash.includes('step=300'));
  const at300 = await sudokuCells(page);
  // Back to 120 with the slider, then forward to 300 again.
  await page.getByTestId('timeline').fill('120');
  await atStep(page, 120);
  const at120 = await sudokuCells(page);
  assert.notDeepEqual(at120, at300);
  await page.getByTestId('timeline').fill('300');
  await atStep(page, 300);
  assert.deepEqual(await sudokuCells(page), at300);
  // Step back once = a run stepped 299 times.
  await page.getByTestId('step-back').click();
  await atStep(page, 299);
  const back = await sudokuCells(page);
  const fresh = await app.open(`${CSP3}&step=299`);
  await atStep(fresh.page, 299);
  assert.deepEqual(await sudokuCells(fresh.page), back);
  const fresh120 = await app.open(`${CSP3}&step=120`);
  await atStep(fresh120.page, 120);
  assert.deepEqual(await sudokuCells(fresh120.page), at120);
  // Far ahead and back again: replays from the nearest checkpoint.
  await page.getByTestId('speed').fill('100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /Solved/ }).waitFor();
  const end = Number(await page.getByTestId('timeline').getAttribute('max'));
  assert.equal(end, 2609);
  const atEnd = await sudokuCells(page);
  await page.getByTestId('timeline').fill('2000');
  await atStep(page, 2000);
  const at2000 = await sudokuCells(page);
  const fresh2000 = await app.open(`${CSP3}&step=2000`);
  await atStep(fresh2000.page, 2000);
  assert.deepEqual(await sudokuCells(fresh2000.page), at2000);
  await page.getByTestId('timeline').fill(String(end));
  await atStep(page, end);
  assert.deepEqual(await sudokuCells(page), atEnd);
  await page.getByTestId('status').filter({ hasText: /Solved/ }).waitFor();
  await page.getByTestId('timeline').fill('299');
  await atStep(page, 299);
  // Stepping on from a scrubbed point continues the same run.
  await page.getByTestId('step').click();
  await atStep(page, 300);
  assert.deepEqual(await sudokuCells(page), at300);
  assert.deepEqual(errors, []);
});

test('a GA link opens at its generation, and teaching mode names the loop\'s line', async () => {
  // The GA evolves in the worker (its timeline too: see ga_timeline.test.js): a link's
  // step opens the run paused at that generation.
  const base = '#/magic?n=5&preset=seed004&seed=3&speed=60';
  const { page, errors } = await app.open(`${base}&step=6`);
  await page.getByTestId('stat-generation').filter({ hasText: /^\D*6$/ }).waitFor();
  const grid6 = await page.getByTestId('magic-grid').textContent();
  // The same link opened again shows the same generation: the run is deterministic.
  const again = await app.open(`${base}&step=6`);
  await again.page.getByTestId('stat-generation').filter({ hasText: /^\D*6$/ }).waitFor();
  assert.equal(await again.page.getByTestId('magic-grid').textContent(), grid6);
  await again.page.close();
  // Teaching mode on the GA loop: a step names one of the loop's lines.
  await page.getByTestId('teach-toggle').click();
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: /^\D*7$/ }).waitFor();
  assert.ok(['Crossover', 'Best', 'Stagnation', 'Restart', 'Replace', 'Until'].includes(await currentLine(page)));
  assert.deepEqual(errors, []);
});

test('timeline on the tile page: a step link opens at that expansion, scrubbing back shows it again', async () => {
  const tiles = '#/tiles?board=14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first&algo=astar&h=manhattan&speed=60&teach=1';
  const { page, errors } = await app.open(`${tiles}&step=1200`);
  await atStep(page, 1200);
  await page.getByTestId('stat-expanded').filter({ hasText: '1,200' }).waitFor();
  await page.waitForFunction(() => location.hash.includes('step=1200'));
  const board1200 = await boardTiles(page);
  const frontier1200 = await page.getByTestId('stat-frontier').textContent();
  const line1200 = await currentLine(page);
  assert.equal(line1200, 'Pop');
  await page.getByTestId('step').click();
  await page.getByTestId('step').click();
  await atStep(page, 1202);
  await page.getByTestId('timeline').fill('1200');
  await atStep(page, 1200);
  await page.getByTestId('stat-expanded').filter({ hasText: '1,200' }).waitFor();
  assert.deepEqual(await boardTiles(page), board1200);
  assert.equal(await page.getByTestId('stat-frontier').textContent(), frontier1200);
  // B steps back, though the slider just dragged still has the focus.
  await page.keyboard.press('b');
  await atStep(page, 1199);
  const fresh = await app.open(`${tiles}&step=1199`);
  await atStep(fresh.page, 1199);
  assert.deepEqual(await boardTiles(fresh.page), await boardTiles(page));
  assert.deepEqual(errors, []);
});

test('narration: one message per step by hand, and at most one every 1.5 s while playing', async () => {
  // Korf's first 15-puzzle at 100 expansions/s: the narration changes every frame.
  const { page, errors } = await app.open('#/tiles?board=14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3&goal=blank-first&algo=astar&h=manhattan&speed=50');
  const live = page.getByTestId('live-narration');
  const seen = [];
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('step').click();
    await page.waitForFunction((prev) => {
      const t = document.querySelector('[data-testid="live-narration"]')?.textContent ?? '';
      return t !== '' && t !== prev;
    }, seen.at(-1) ?? '');
    seen.push(await live.textContent());
  }
  assert.equal(new Set(seen).size, 3);
  assert.equal(await live.getAttribute('aria-live'), 'polite');
  // Count the live region's changes over four seconds of play.
  await page.evaluate(() => {
    window.__changes = [];
    const el = document.querySelector('[data-testid="live-narration"]');
    new MutationObserver(() => window.__changes.push(performance.now()))
      .observe(el, { childList: true, characterData: true, subtree: true });
  });
  await page.getByTestId('play').click();
  const narration = page.getByTestId('narration');
  const first = await narration.textContent();
  await page.waitForFunction((t) => document.querySelector('[data-testid="narration"]').textContent !== t, first);
  await page.waitForFunction(() => performance.now() - (window.__start ??= performance.now()) > 4000, null, { polling: 200 });
  const times = await page.evaluate(() => window.__changes);
  await page.getByTestId('pause').click();
  assert.ok(times.length >= 2, `the live region spoke ${times.length} times in 4 s`);
  assert.ok(times.length <= 5, `the live region spoke ${times.length} times in 4 s`);
  for (let i = 1; i < times.length; i++) {
    assert.ok(times[i] - times[i - 1] >= 1400, `two messages ${Math.round(times[i] - times[i - 1])} ms apart`);
  }
  await frames(page, 2);
  assert.deepEqual(errors, []);
});
