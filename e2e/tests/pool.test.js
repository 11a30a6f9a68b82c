// A pool of workers for GA experiments: `workers=N` in the link or the page shares the
// runs between N Web Workers, and the results are the same rows in the same order
// whatever N is (every run has its own seed); only the time column differs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();
// 2 orders × 2 crossovers × 3 runs = 12 runs, each ended by success or by the generation
// limit (never by the clock, which a pool would change).
const PLAN = '#/experiments?family=magic&magic-preset=seed004&orders=3,4&crossovers=pmx,cx&populations=&runs=3&seed=5&seconds=120&generations=150';
const RUNS = 12;

/** The text of a downloaded file. */
async function downloaded(download) {
  const chunks = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Runs the plan with `workers` workers; resolves to its CSV lines and the workers started. */
async function runWith(workers) {
  const { page, errors } = await app.open(`${PLAN}&workers=${workers}`);
  assert.equal(await page.getByTestId('workers').inputValue(), String(workers));
  await page.getByTestId('experiment-run').click();
  await page.getByTestId('status').filter({ hasText: `Finished after ${RUNS} runs.` }).waitFor({ timeout: 120_000 });
  const started = await page.evaluate(() => window.__puzzleLabWorkers.length);
  const download = page.waitForEvent('download');
  await page.getByTestId('experiment-csv').click();
  const csv = (await downloaded(download)).trim().split('\n');
  assert.match(page.url(), new RegExp(`workers=${workers}`));
  assert.deepEqual(errors, []);
  await page.close();
  return { csv, started };
}

/** A CSV line's fields (labels such as "order 3, PMX" are quoted). */
const fieldsOf = (line) => [...line.matchAll(/("[^"]*"|[^,]*)(?:,|$)/g)].map((m) => m[1]).slice(0, 9);

/** A CSV line without its `seconds` field (the 7th), the one thing a pool may change. */
const timeless = (line) => fieldsOf(line).filter((_, i) => i !== 6).join(',');

test('an experiment gives the same CSV with one worker and with two, apart from the times', { timeout: 300_000 }, async () => {
  const one = await runWith(1);
  const two = await runWith(2);
  assert.equal(one.started, 1);
  assert.equal(two.started, 2, 'the runs were shared by two workers');
  assert.equal(one.csv.length, RUNS + 1);
  assert.match(one.csv[0], /,seconds,/);
  assert.deepEqual(two.csv.map(timeless), one.csv.map(timeless));
  // Not a table of copies: the configurations and seeds are all there, in order.
  assert.deepEqual(one.csv.slice(1, 5).map((l) => fieldsOf(l).slice(0, 3)), [
    ['"order 3, PMX"', '1', '5'], ['"order 3, PMX"', '2', '6'], ['"order 3, PMX"', '3', '7'], ['"order 3, CX"', '1', '5'],
  ]);
});

test('a pool size outside 1 to 8 in the link is named, and the machine default is kept', async () => {
  const { page } = await app.open(`${PLAN}&workers=9`);
  assert.match(await page.getByTestId('error').textContent(), /workers/);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  const expected = Math.min(8, Math.max(1, cores - 1));
  assert.equal(await page.getByTestId('workers').inputValue(), String(expected));
  assert.match(await page.getByTestId('workers-note').textContent(), new RegExp(`${cores} cores? here`));
  await page.getByTestId('workers').fill('2');
  await page.waitForFunction(() => location.hash.includes('workers=2'));
  await page.close();
});
