// The sweep page: effort against depth on the 8-puzzle, in the worker, drawn as one
// line per configuration with a log-scale axis for nodes, exported as CSV; the
// choices live in the URL, and Cancel stops a long sweep.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();

const LINK = '#/sweep?width=3&from=2&to=18&step=8&per=3&seed=5&algos=astar&hs=misplaced,manhattan';

async function readDownload(download) {
  const chunks = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8').trim().split('\n');
}

test('a sweep draws one line per configuration on a log scale and exports its points', { timeout: 180_000 }, async () => {
  const { page, errors } = await app.open(LINK);
  // The link's choices are on the form.
  assert.equal(await page.getByTestId('sweep-from').inputValue(), '2');
  assert.equal(await page.getByTestId('sweep-per-depth').inputValue(), '3');
  assert.match(await page.getByTestId('run-sweep').textContent(), /Run 18 searches/);
  await page.getByTestId('run-sweep').click();
  await page.getByTestId('sweep-progress').filter({ hasText: 'done.' }).waitFor({ timeout: 150_000 });
  assert.match(await page.getByTestId('sweep-progress').textContent(), /18 of 18 runs/);

  const chart = page.getByTestId('chart-sweep-nodes');
  // One line per configuration, each with a point per depth (2, 10, 18).
  const lines = await chart.locator('polyline.series').evaluateAll((ls) => ls.map((l) => l.getAttribute('points').trim().split(' ').length));
  assert.deepEqual(lines, [3, 3]);
  assert.deepEqual(await chart.locator('.legend li').allTextContents(), ['astar misplaced', 'astar manhattan']);
  // The nodes axis is logarithmic: its ticks are successive powers of ten.
  const ticks = await chart.locator('.y-tick').allTextContents();
  const values = ticks.map((t) => Number(t.replace('k', 'e3').replace('M', 'e6')));
  assert.ok(values.length >= 2, `ticks: ${ticks}`);
  values.slice(1).forEach((v, i) => assert.equal(v / values[i], 10, `ticks: ${ticks}`));
  await page.getByTestId('chart-sweep-time').waitFor();
  assert.equal(await page.getByTestId('sweep-table').locator('tbody tr').count(), 6);

  const download = page.waitForEvent('download');
  await page.getByTestId('export-sweep-csv').click();
  const csv = await readDownload(await download);
  assert.equal(csv[0], 'configuration,depth,runs,solved,mean_expanded,mean_generated,mean_seconds');
  assert.equal(csv.length, 7);
  const points = csv.slice(1).map((l) => l.split(','));
  for (const [config, depth, runs, solved] of points) {
    assert.ok(['astar misplaced', 'astar manhattan'].includes(config));
    assert.ok(['2', '10', '18'].includes(depth));
    assert.equal(runs, '3');
    assert.equal(solved, '3');
  }
  // Manhattan dominates misplaced tiles: never more states searched at a depth, and
  // both grow with depth.
  const mean = (config, depth) => Number(points.find((p) => p[0] === config && p[1] === depth)[4]);
  for (const d of ['2', '10', '18']) assert.ok(mean('astar manhattan', d) <= mean('astar misplaced', d), `depth ${d}`);
  assert.ok(mean('astar misplaced', '18') > mean('astar misplaced', '10'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long sweep can be cancelled, and bad choices are named', { timeout: 120_000 }, async () => {
  const { page, errors } = await app.open('#/sweep?width=3&from=20&to=30&step=1&per=20&algos=bfs');
  await page.getByTestId('run-sweep').click();
  await page.getByTestId('sweep-progress').filter({ hasText: 'now ' }).waitFor({ timeout: 60_000 });
  await page.getByTestId('cancel-sweep').click();
  await page.getByTestId('sweep-progress').filter({ hasText: 'cancelled.' }).waitFor({ timeout: 30_000 });
  // Depths past the farthest 8-puzzle board are refused with the reason, before Run.
  await page.getByTestId('sweep-to').fill('40');
  await page.getByTestId('sweep-to').blur();
  assert.match(await page.getByTestId('run-blocked').textContent(), /more than 31 moves/);
  assert.equal(await page.getByTestId('run-sweep').isDisabled(), true);
  assert.deepEqual(errors, []);
  await page.close();
});
