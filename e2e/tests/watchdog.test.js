// A worker that dies during a long job (a sweep, an experiment, an optimal solve) is
// reported in words, the dead worker is replaced, and the job runs again. A worker killed
// without an error event (as some browsers do when a tab runs out of memory) is caught by the
// page's watchdog once it has been silent for 20 s; a wasm trap's error event is tested
// in fixes.test.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { easiestKorf, rowsOf, KORF_GOAL } from '../lib/korf.js';

const app = useApp();
const DIED = /The background worker stopped/;

/** Kills the page's worker without an error event, as a browser out of memory may. */
const killSilently = (page) => page.evaluate(() => window.__puzzleLabWorker.terminate());

/** Kills every worker the page started (the tile page has two) the same way. */
const killAllSilently = (page) => page.evaluate(() => {
  for (const worker of window.__puzzleLabWorkers) worker.terminate();
});

test('a sweep whose worker falls silent is reported after the watchdog’s wait, and runs again', { timeout: 120_000 }, async () => {
  const { page } = await app.open('#/sweep?width=3&from=16&to=24&step=2&per=6&seed=3&algos=bfs&time=60');
  await page.getByTestId('run-sweep').click();
  const progress = page.getByTestId('sweep-progress');
  await progress.filter({ hasText: /of 30 runs/ }).waitFor({ timeout: 30_000 });
  assert.doesNotMatch(await progress.textContent(), /done/, 'killed in the middle');
  await killSilently(page);
  await page.getByTestId('error').filter({ hasText: DIED }).waitFor({ timeout: 40_000 });
  assert.equal(await page.getByTestId('run-sweep').isEnabled(), true, 'Run is back');
  await page.getByTestId('run-sweep').click();
  await progress.filter({ hasText: 'done.' }).waitFor({ timeout: 100_000 });
  assert.match(await progress.textContent(), /30 of 30 runs/);
  assert.equal(await page.getByTestId('error').count(), 0);
  await page.close();
});

test('an experiment whose worker falls silent is reported, and runs again', { timeout: 120_000 }, async () => {
  // Two runs of at most 3 s each: long enough to be killed in the middle.
  const { page } = await app.open(
    '#/experiments?family=sudoku&preset=seed001&grids=seed000_grid3&populations=10000&runs=2&seed=1&seconds=3',
  );
  await page.getByTestId('experiment-run').click();
  const status = page.getByTestId('status');
  await status.filter({ hasText: /generation/ }).waitFor({ timeout: 30_000 });
  await killSilently(page);
  await page.getByTestId('error').filter({ hasText: DIED }).waitFor({ timeout: 40_000 });
  assert.equal(await page.getByTestId('experiment-run').isEnabled(), true, 'Run is back');
  await page.getByTestId('experiment-run').click();
  await status.filter({ hasText: 'Finished after 2 runs.' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.getByTestId('experiment-runs').locator('tbody tr').count(), 2);
  await page.close();
});

test('an optimal solve whose worker falls silent is reported, and solves again', { timeout: 300_000 }, async () => {
  const korf = easiestKorf();
  const { page } = await app.open('#/tiles');
  await page.getByTestId('tiles-board').waitFor();
  await page.getByTestId('goal-input').fill(KORF_GOAL);
  await page.getByTestId('start-input').fill(rowsOf(korf.tiles));
  await page.getByTestId('apply-input').click();
  await page.getByTestId('solve-optimally').click();
  // A fresh profile has no cached databases: the worker builds them for seconds.
  await page.getByTestId('pdb-building').waitFor({ timeout: 30_000 });
  await killAllSilently(page);
  const error = page.getByTestId('optimal-error');
  await error.filter({ hasText: DIED }).waitFor({ timeout: 40_000 });
  assert.equal(await page.getByTestId('solve-optimally').isEnabled(), true, 'Solve is back');
  await page.getByTestId('solve-optimally').click();
  await page.getByTestId('optimal-result').waitFor({ timeout: 240_000 });
  assert.match(await page.getByTestId('optimal-result').textContent(), new RegExp(`^Optimal: ${korf.cost} moves`));
  assert.equal(await error.count(), 0);
  await page.close();
});
