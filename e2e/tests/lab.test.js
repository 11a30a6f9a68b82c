// The search lab pages: race, compare (in the Web Worker), heuristic quality, the
// search tree and the deceptive states, used as a person would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, openAfresh } from '../lib/harness.js';
import { digits } from '../lib/puzzles.js';

const app = useApp();
const open = (hash) => app.open(hash);


test('a two-algorithm race runs to the end with a finish order', async () => {
  const board = '1,3,6,4,5,2,8,14,9,15,7,0,13,10,12,11'; // start17: 17 moves
  const { page, errors } = await open(`#/race?board=${board}&racers=astar:manhattan,astar:misplaced&speed=100`);
  assert.equal(await page.locator('[data-testid^="racer-algo-"]').count(), 2);
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Race finished' }).waitFor();
  for (const lane of [0, 1]) {
    assert.equal(await page.getByTestId(`stat-cost-${lane}`).textContent(), '17');
  }
  // Manhattan dominates misplaced tiles, so it finishes first, with fewer expansions.
  assert.match(await page.getByTestId('lane-status-0').textContent(), /^1st/);
  assert.match(await page.getByTestId('lane-status-1').textContent(), /^2nd/);
  const first = digits(await page.getByTestId('stat-expanded-0').textContent());
  const second = digits(await page.getByTestId('stat-expanded-1').textContent());
  assert.ok(first < second, `${first} < ${second}`);
  assert.equal(await page.getByTestId('finish-order').locator('li').count(), 2);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a small compare table is filled by the worker with the right costs, and exports CSV', async () => {
  const { page, errors } = await open('#/compare?cases=start10,start14,start17&random=0&algos=astar,idastar,bfs&hs=manhattan&time=60');
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '9 of 9 runs — done' }).waitFor();
  const rows = page.getByTestId('compare-row');
  assert.equal(await rows.count(), 9);
  const expected = { start10: '10', start14: '14', start17: '17' };
  for (let i = 0; i < 9; i++) {
    const row = rows.nth(i);
    const name = await row.locator('th').textContent();
    assert.equal(await row.getByTestId('compare-cost').textContent(), expected[name], `row ${i} (${name})`);
  }
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  const chunks = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk);
  const csv = Buffer.concat(chunks).toString('utf8').trim().split('\n');
  assert.equal(csv.length, 10);
  assert.match(csv[0], /^case,board,algorithm,heuristic,weight,admissible,h_start,outcome,cost,/);
  for (const line of csv.slice(1)) {
    const [name, , algo, , , , , outcome, cost] = line.split(',');
    assert.equal(outcome, 'solved', line);
    assert.equal(cost, expected[name], line);
    assert.ok(['astar', 'idastar', 'bfs'].includes(algo), line);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a long compare can be cancelled, and the choices survive a reload', async () => {
  const { page } = await open('#/compare?cases=start41,start37_1&random=0&algos=bfs,ucs&hs=manhattan&time=600&cap=100000000');
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'expanded' }).waitFor();
  await page.getByTestId('cancel-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'cancelled' }).waitFor();
  assert.match(await page.getByTestId('compare-table').textContent(), /Cancelled/);
  await page.reload();
  await page.getByTestId('run-compare').waitFor();
  assert.equal(await page.getByTestId('case-start41').isChecked(), true);
  assert.equal(await page.getByTestId('case-start14').isChecked(), false);
  assert.equal(await page.getByTestId('algo-ucs').isChecked(), true);
  await page.close();
});

test('compare explains bad links and out-of-range limits, and keeps the rest', async () => {
  const { page } = await open('#/compare?cases=start9,nope&algos=astar,zzz&w=500');
  await page.getByTestId('error').filter({ hasText: 'unknown board “nope”' }).waitFor();
  const error = await page.getByTestId('error').textContent();
  assert.match(error, /unknown algorithm “zzz”/);
  assert.match(error, /weight w “500”: must be a number from 1 to 100/);
  assert.equal(await page.getByTestId('case-start9').isChecked(), true);
  assert.equal(await page.getByTestId('algo-astar').isChecked(), true);
  // A bad limit keeps its text, and its error (with the range) sits beside the field.
  await page.getByTestId('max-frontier').fill('0');
  await page.getByTestId('max-frontier').blur();
  assert.equal(await page.getByTestId('max-frontier').inputValue(), '0');
  assert.match(await page.getByTestId('max-frontier-error').textContent(), /frontier cap “0”: must be a whole number from 1 to/);
  await page.getByTestId('run-compare').click();
  await page.getByTestId('error').filter({ hasText: 'Fix the frontier cap first' }).waitFor();
  await page.getByTestId('max-frontier').fill('2000');
  assert.equal(await page.getByTestId('max-frontier-error').count(), 0);
  await page.getByTestId('case-start9').uncheck();
  await page.getByTestId('run-compare').click();
  await page.getByTestId('error').filter({ hasText: 'Choose at least one start board.' }).waitFor();
  await page.close();
});

test('random 8-puzzles at a chosen depth solve in exactly that many moves', async () => {
  const { page } = await open('#/compare?cases=&random=3&k=14&width=3&seed=5&algos=astar&hs=manhattan');
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '3 of 3 runs — done' }).waitFor();
  const costs = await page.getByTestId('compare-cost').allTextContents();
  assert.deepEqual(costs, ['14', '14', '14']);
  assert.match(await page.getByTestId('compare-table').textContent(), /random1 \(d=14\)/);
  await page.getByTestId('random-moves').fill('40');
  await page.getByTestId('random-moves').blur();
  await page.getByTestId('run-compare').click();
  await page.getByTestId('error').filter({ hasText: 'the farthest are 31 moves away' }).waitFor();
  await page.close();
});

test('heuristic quality: admissibility and dominance over all 181,440 states', async () => {
  const { page, errors } = await open('#/quality');
  await page.getByTestId('quality-table').waitFor();
  assert.match(await page.getByTestId('status').textContent(), /181\D?440 states.*31 moves/);
  for (const h of ['misplaced', 'manhattan', 'linear-conflict', 'walking-distance', 'euclidean']) {
    assert.equal(await page.getByTestId(`admissible-${h}`).textContent(), 'yes', h);
  }
  assert.equal(await page.getByTestId('admissible-inversions').textContent(), 'no');
  const ratio = async (h) => Number(await page.getByTestId(`ratio-${h}`).textContent());
  assert.ok((await ratio('misplaced')) < (await ratio('manhattan')));
  assert.ok((await ratio('manhattan')) < (await ratio('linear-conflict')));
  // Walking distance: closer to h* than linear conflict on the 8-puzzle, and never below
  // Manhattan; neither of the two others dominates it.
  assert.ok((await ratio('linear-conflict')) < (await ratio('walking-distance')));
  const dominance = await page.getByTestId('dominance').textContent();
  assert.match(dominance, /Misplaced tiles ≤ Manhattan distance: holds/);
  assert.match(dominance, /Manhattan distance ≤ Walking distance: holds/);
  assert.match(dominance, /Linear conflict ≤ Walking distance: does not hold/);
  assert.equal(await page.getByTestId('chart-quality').locator('polyline').count(), 7);
  // One chart per heuristic, each with its min–max band.
  const multiples = page.locator('[data-testid^="chart-h-vs-hstar-"]');
  assert.equal(await multiples.count(), 6);
  assert.equal(await multiples.locator('polygon.band').count(), 6);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the search tree grows by one expansion per step and nodes can be inspected', async () => {
  const { page, errors } = await open('#/tree');
  await page.getByTestId('step').click();
  // The root and its two children.
  assert.equal(await page.locator('[data-testid^="tree-node-"]').count(), 3);
  assert.equal(await page.locator('[data-role="expanded"]').count(), 1);
  assert.equal(await page.locator('[data-role="frontier"]').count(), 2);
  await page.getByTestId('run').click();
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
  assert.equal(await page.locator('[data-role="goal"]').count(), 1);
  await page.getByTestId('tree-node-0').click();
  assert.match(await page.getByTestId('node-detail').textContent(), /g = 0, h = \d+, f = \d+ — expanded #1/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the tree page reads its board and algorithm from the link, and explains bad ones', async () => {
  const { page } = await open('#/tree?board=1,2,3,4,5,6,0,7,8&algo=bfs');
  assert.equal(await page.getByTestId('tree-algorithm').inputValue(), 'bfs');
  await page.getByTestId('run').click();
  await page.getByTestId('status').filter({ hasText: 'Solved after' }).waitFor();
  await openAfresh(page, page.url().replace(/algo=bfs/, 'algo=idastar'));
  await page.getByTestId('error').filter({ hasText: 'not an algorithm with a tree' }).waitFor();
  await page.close();
});

test('deceptive states: same cost, different IDA* effort, explained with the bounds', async () => {
  const { page, errors } = await open('#/deceptive');
  const explanation = page.getByTestId('deceptive-explanation');
  await explanation.waitFor();
  assert.equal(await page.getByTestId('stat-cost-start37_1').textContent(), '37');
  assert.equal(await page.getByTestId('stat-cost-start37_2').textContent(), '37');
  assert.equal(await page.getByTestId('stat-h-start-start37_1').textContent(), '31');
  assert.equal(await page.getByTestId('stat-h-start-start37_2').textContent(), '35');
  assert.match(await explanation.textContent(), /31 → 33 → 35 → 37/);
  assert.deepEqual(errors, []);
  await page.close();
});
