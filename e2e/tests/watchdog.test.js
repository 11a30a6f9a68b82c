// A worker that dies during a long job is reported in words on every page that runs
// one, the dead worker is replaced, and the job runs again. A wasm trap raises an error
// event at once; a worker killed without one (as some browsers do when a tab runs out of
// memory) is caught by the page's watchdog once it has been silent for 20 s.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();
const DIED = /The background worker stopped/;

/** Kills the page's worker: with a wasm trap (`trap`) or silently (terminate). */
const kill = (page, how) =>
  page.evaluate((trap) => {
    const worker = window.__puzzleLabWorker;
    if (trap) worker.postMessage('"Crash"');
    else worker.terminate();
  }, how === 'trap');

test('a sweep whose worker falls silent is reported after the watchdog’s wait, and runs again', { timeout: 120_000 }, async () => {
  const { page } = await app.open('#/sweep?width=3&from=16&to=24&step=2&per=6&seed=3&algos=bfs&time=60');
  await page.getByTestId('run-sweep').click();
  const progress = page.getByTestId('sweep-progress');
  await progress.filter({ hasText: /of 30 runs/ }).waitFor({ timeout: 30_000 });
  assert.doesNotMatch(await progress.textContent(), /done/, 'killed in the middle');
  await kill(page, 'silent');
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
  await kill(page, 'silent');
  await page.getByTestId('error').filter({ hasText: DIED }).waitFor({ timeout: 40_000 });
  assert.equal(await page.getByTestId('experiment-run').isEnabled(), true, 'Run is back');
  await page.getByTestId('experiment-run').click();
  await status.filter({ hasText: 'Finished after 2 runs.' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.getByTestId('experiment-runs').locator('tbody tr').count(), 2);
  await page.close();
});

test('an optimal solve whose worker traps is reported, and Solve optimally works again', { timeout: 300_000 }, async () => {
  // Two moves from the goal: once the pattern databases are there, the solve is instant.
  const { page } = await app.open('#/tiles?board=1,2,3,4,5,6,7,8,9,10,11,12,13,0,14,15');
  await page.getByTestId('solve-optimally').click();
  await page.locator('[data-testid="pdb-building"], [data-testid="optimal-solving"], [data-testid="pdb-status"]').first().waitFor();
  await kill(page, 'trap');
  await page.getByTestId('optimal-panel').getByRole('alert').filter({ hasText: DIED }).waitFor({ timeout: 30_000 });
  await page.getByTestId('solve-optimally').click();
  await page.getByTestId('optimal-result').waitFor({ timeout: 240_000 });
  assert.match(await page.getByTestId('optimal-result').textContent(), /\b2 moves\b/);
  await page.close();
});
