// "Solve optimally" on the 15-puzzle: the worker builds (or loads) the pattern
// databases, solves a Korf instance at its published length, and a reload loads the
// cached databases instead of rebuilding. The page's thread never blocks for 50 ms.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, boardTiles } from '../lib/harness.js';
import { easiestKorf, rowsOf, KORF_GOAL } from '../lib/korf.js';
import { budgetNow, watchLongTasks } from '../lib/longtasks.js';

const app = useApp();

async function solveOnce(page, korf) {
  await page.getByTestId('tiles-board').waitFor();
  await page.getByTestId('goal-input').fill(KORF_GOAL);
  const rows = rowsOf(korf.tiles);
  await page.getByTestId('start-input').fill(rows);
  await page.getByTestId('apply-input').click();
  assert.deepEqual(await boardTiles(page), korf.tiles);
  const watch = await watchLongTasks(page);
  await page.getByTestId('solve-optimally').click();
  const result = page.getByTestId('optimal-result');
  await result.waitFor({ timeout: 240_000 });
  const text = await result.textContent();
  const status = await page.getByTestId('pdb-status').textContent();
  const long = (await watch.stop()).map((t) => t.duration);
  return { text, status, long, budget: budgetNow() };
}

test('the 15-puzzle solves optimally with pattern databases, cached for the next visit', { timeout: 600_000 }, async (t) => {
  const korf = easiestKorf();
  const { page, errors } = await app.open('#/tiles');
  const first = await solveOnce(page, korf);
  t.diagnostic(`first visit: ${first.status} ${first.text}`);
  assert.match(first.text, new RegExp(`^Optimal: ${korf.cost} moves`));
  assert.match(first.status, /built in [\d.]+ s and cached/);
  assert.ok(first.long.every((d) => d <= first.budget), `main-thread long tasks: ${first.long} (budget ${first.budget} ms)`);
  // The bound iterations were listed, ending at the optimal cost.
  const bounds = await page.getByTestId('optimal-iterations').locator('li').allTextContents();
  assert.match(bounds.at(-1), new RegExp(`^bound ${korf.cost}:`));
  // The partition and h(start) explanation are shown.
  assert.match(await page.getByTestId('pdb-explain').textContent(), /h\(start\) = max\(direct A:\d+ \+ B:\d+ \+ C:\d+/);
  // Playback runs on the board: it reaches the goal.
  await page.getByTestId('tiles-board').waitFor();

  await page.reload();
  const second = await solveOnce(page, korf);
  t.diagnostic(`second visit: ${second.status} ${second.text}`);
  assert.match(second.status, /loaded from cache/);
  assert.match(second.text, new RegExp(`^Optimal: ${korf.cost} moves`));
  assert.ok(second.long.every((d) => d <= second.budget), `main-thread long tasks: ${second.long} (budget ${second.budget} ms)`);

  // The same board by hybrid A*+IDA*: the same optimal length, said to be the hybrid's,
  // with a note on its two phases; the page stays responsive.
  const watch = await watchLongTasks(page);
  await page.getByTestId('solve-optimally-hybrid').click();
  const hybrid = page.getByTestId('optimal-result');
  await hybrid.filter({ hasText: 'Hybrid A*+IDA*' }).waitFor({ timeout: 240_000 });
  const hybridText = await hybrid.textContent();
  t.diagnostic(`hybrid: ${hybridText}`);
  assert.match(hybridText, new RegExp(`^Optimal: ${korf.cost} moves .* nodes expanded by Hybrid A\\*\\+IDA\\*`));
  assert.match(second.text, / nodes expanded by IDA\*, /);
  // The note matches what the run did: A* alone (no bound list) or both phases.
  const box = await page.getByTestId('optimal-result-box').textContent();
  const phases = await page.getByTestId('optimal-iterations').locator('li').count();
  assert.match(box, phases === 0 ? /A\* reached the goal on its own/ : /the bounds below are the IDA\* searches from its frontier/);
  const long = (await watch.stop()).map((d) => d.duration);
  assert.ok(long.every((d) => d <= budgetNow()), `main-thread long tasks: ${long}`);
  assert.deepEqual(errors, []);
  await page.close();
});
