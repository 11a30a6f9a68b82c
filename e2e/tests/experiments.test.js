// The GA experiments page: seeded runs per configuration in the Web Worker, with
// progress, Cancel, summaries, charts, every run in a table, CSV export and the URL.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();
const SMALL = '#/experiments?family=magic&magic-preset=seed004&orders=3&crossovers=pmx,cx&populations=&runs=3&seed=1&seconds=20';

/** The text of a downloaded file. */
async function downloaded(download) {
  const chunks = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

test('experiments: a link with solvers=ga,sa,hill compares the GA with annealing and hill climbing', async () => {
  const { page, errors } = await app.open('#/experiments?family=magic&magic-preset=best&orders=4&crossovers=pmx&populations=&solvers=ga,sa,hill&runs=2&seed=1&seconds=20');
  assert.equal(await page.getByTestId('stat-configurations').textContent(), '3');
  await page.getByTestId('experiment-run').click();
  await page.getByTestId('status').filter({ hasText: 'Finished after 6 runs.' }).waitFor({ timeout: 60_000 });
  const labels = await page.getByTestId('experiment-summary').locator('tbody th').allTextContents();
  assert.deepEqual(labels, ['order 4, PMX, GA', 'order 4, SA', 'order 4, hill climbing']);
  // Every solver solves order 4 within 20 s (natively each takes milliseconds).
  for (let i = 0; i < 3; i++) {
    assert.equal(await page.getByTestId(`success-${i}`).textContent(), '2/2 (100%)', labels[i]);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('experiments: 2 configurations × 3 runs give success rates, charts, every run and a CSV', async () => {
  const { page, errors } = await app.open(SMALL);
  assert.equal(await page.getByTestId('stat-configurations').textContent(), '2');
  await page.getByTestId('experiment-run').click();
  await page.getByTestId('status').filter({ hasText: 'Finished after 6 runs.' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.getByTestId('stat-runs').textContent(), '6/6');
  const summary = page.getByTestId('experiment-summary');
  assert.equal(await summary.locator('tbody tr').count(), 2);
  assert.equal(await summary.locator('tbody th').nth(0).textContent(), 'order 3, PMX');
  assert.equal(await summary.locator('tbody th').nth(1).textContent(), 'order 3, CX');
  // The coursework's GA solves order 3 within its generation limit (measured 20/20).
  assert.equal(await page.getByTestId('success-0').textContent(), '3/3 (100%)');
  assert.equal(await page.getByTestId('success-1').textContent(), '3/3 (100%)');
  for (const chart of ['success', 'seconds', 'generations']) {
    assert.equal(await page.getByTestId(`chart-${chart}`).locator('.bar-row').count(), 2, chart);
  }
  const full = await page.getByTestId('chart-success').locator('.bar').first().getAttribute('style');
  assert.match(full, /width: 100\.00%/);
  const runs = page.getByTestId('experiment-runs').locator('tbody tr');
  assert.equal(await runs.count(), 6);
  assert.match(await runs.nth(0).textContent(), /order 3, PMX.*1.*solved/);

  const download = page.waitForEvent('download');
  await page.getByTestId('experiment-csv').click();
  const csv = (await downloaded(download)).trim().split('\n');
  assert.equal(csv[0], 'configuration,run,seed,outcome,success,generations,seconds,best_fitness,error');
  assert.equal(csv.length, 7);
  // Labels hold a comma, so they are quoted: re-read the quoted first field.
  const parsed = csv.slice(1).map((line) => {
    const m = line.match(/^"([^"]*)",(\d+),(\d+),(\w+),(true|false),(\d+),([\d.]+),([\d.]+),$/);
    assert.ok(m, line);
    return m.slice(1, 6);
  });
  assert.deepEqual(parsed, [
    ['order 3, PMX', '1', '1', 'solved', 'true'],
    ['order 3, PMX', '2', '2', 'solved', 'true'],
    ['order 3, PMX', '3', '3', 'solved', 'true'],
    ['order 3, CX', '1', '1', 'solved', 'true'],
    ['order 3, CX', '2', '2', 'solved', 'true'],
    ['order 3, CX', '3', '3', 'solved', 'true'],
  ]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('experiments: Cancel stops a large population study', async () => {
  const { page, errors } = await app.open(
    '#/experiments?family=sudoku&preset=seed001&grids=seed000_grid3&populations=10000&runs=10&seed=1&seconds=600',
  );
  await page.getByTestId('experiment-run').click();
  await page.getByTestId('status').filter({ hasText: /generation/ }).waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('experiment-cancel').isEnabled(), true);
  await page.getByTestId('experiment-cancel').click();
  await page.getByTestId('status').filter({ hasText: /^Cancelled after/ }).waitFor({ timeout: 30_000 });
  const runs = page.getByTestId('experiment-runs').locator('tbody tr');
  assert.equal(await runs.count(), 1);
  assert.match(await runs.nth(0).textContent(), /cancelled/);
  assert.equal(await page.getByTestId('experiment-run').isEnabled(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('experiments: the GA-vs-annealing example opens its plan (issue 20)', async () => {
  const { page, errors } = await app.open('#/experiments?family=magic');
  await page.waitForFunction(() => document.querySelector('[data-testid="family"]')?.value === 'magic');
  await page.getByTestId('study-annealing-sudoku').click();
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('family=sudoku'));
  await page.waitForFunction(() => document.querySelector('[data-testid="family"]')?.value === 'sudoku');
  assert.match(decodeURIComponent(new URL(page.url()).hash), /solvers=ga,sa,hill/);
  assert.match(decodeURIComponent(new URL(page.url()).hash), /grids=seed000_grid1,seed000_grid2,seed000_grid3,seed001_test1,seed001_test2,seed003_grid,seed004_board/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('experiments: the choices round-trip through the URL, and bad values are named', async () => {
  const { page, errors } = await app.open('#/experiments');
  await page.getByTestId('study-crossover').click();
  await page.getByTestId('crossover-ox').uncheck();
  await page.getByTestId('orders').fill('3, 5');
  await page.getByTestId('orders').press('Tab');
  await page.getByTestId('runs').fill('4');
  await page.getByTestId('runs').press('Tab');
  assert.equal(await page.getByTestId('stat-configurations').textContent(), '6');
  const hash = new URL(page.url()).hash;
  assert.match(hash, /family=magic/);
  const { page: again } = await app.open(hash);
  assert.equal(await again.getByTestId('family').inputValue(), 'magic');
  assert.equal(await again.getByTestId('orders').inputValue(), '3, 5');
  assert.equal(await again.getByTestId('runs').inputValue(), '4');
  assert.equal(await again.getByTestId('crossover-ox').isChecked(), false);
  assert.equal(await again.getByTestId('crossover-pmx').isChecked(), true);
  assert.equal(await again.getByTestId('experiment-run').textContent(), 'Run 6 × 4');
  await again.close();

  await page.getByTestId('runs').fill('0');
  await page.getByTestId('runs').press('Tab');
  assert.match(await page.getByTestId('error').textContent(), /runs per configuration “0”: must be a whole number from 1 to 1,000/);
  assert.equal(await page.getByTestId('experiment-run').isEnabled(), false);
  assert.match(await page.getByTestId('runs-error').textContent(), /runs per configuration “0”: must be a whole number from 1 to 1,000/);
  await page.getByTestId('seed').fill('-1');
  assert.match(await page.getByTestId('seed-error').textContent(), /seed “-1”: must be a whole number from 0 to /);
  await page.getByTestId('seed').fill('1');
  await page.getByTestId('runs').fill('2');
  assert.equal(await page.getByTestId('runs-error').count(), 0);
  await page.getByTestId('orders').fill('2');
  await page.getByTestId('orders').press('Tab');
  assert.match(await page.getByTestId('error').textContent(), /order “2”: must be a whole number from 3 to 1,000/);
  const { page: bad } = await app.open('#/experiments?family=magic&orders=3&populations=0&runs=2');
  assert.match(await bad.getByTestId('error').textContent(), /population “0”: must be a whole number from 1 to 100,000/);
  await bad.close();
  assert.deepEqual(errors, []);
  await page.close();
});
