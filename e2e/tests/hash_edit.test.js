// Links edited by hand while the page is open (issue 10): typing another query of the
// same page into the address bar, or Back and Forward between such edits, rebuilds the
// page from it; a query the page would refuse in part gets the page's specific error,
// and the page keeps what it showed.
// Also: a worker request refused at the door names its job, and the page's job tracker
// ends that job and shows the refusal.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useApp, boardTiles, frames } from '../lib/harness.js';

const app = useApp();

/** Polls `read` once per couple of frames until `ok(value)`; fails with the last value. */
async function until(page, read, ok, what) {
  let value;
  for (let i = 0; i < 150; i++) {
    value = await read();
    if (ok(value)) return value;
    await frames(page, 2);
  }
  assert.fail(`${what}: still ${JSON.stringify(value)}`);
}

const same = (want) => (got) => JSON.stringify(got) === JSON.stringify(want);
const setHash = (page, hash) => page.evaluate((h) => { window.location.hash = h; }, hash);
const back = (page) => page.evaluate(() => window.history.back());
const hash = (page) => page.evaluate(() => decodeURIComponent(window.location.hash));

async function refusedKeepsState(page, badHash, reason, read, kept, errors) {
  await setHash(page, badHash);
  await page.getByTestId('error').filter({ hasText: 'The edited link was not used' })
    .filter({ hasText: reason }).waitFor({ timeout: 5000 });
  await frames(page, 4);
  assert.deepEqual(await read(), kept, `${badHash}: the page keeps what it showed`);
  assert.equal(await hash(page), decodeURIComponent(badHash), `${badHash}: the address is as typed`);
  assert.deepEqual(errors, [], 'no page errors');
}

test('tiles: an edited board is shown, Back shows the earlier one, a bad board is refused', async () => {
  const a = [8, 1, 3, 4, 0, 2, 7, 6, 5];
  const b = [1, 2, 3, 4, 5, 6, 7, 0, 8];
  const { page, errors } = await app.open(`#/tiles?board=${a.join(',')}`);
  await page.getByTestId('tiles-board').waitFor();
  await until(page, () => boardTiles(page), same(a), 'the linked board');
  await setHash(page, `#/tiles?board=${b.join(',')}`);
  await until(page, () => boardTiles(page), same(b), 'the edited board');
  await back(page);
  await until(page, () => boardTiles(page), same(a), 'Back: the earlier board');
  await refusedKeepsState(page, '#/tiles?board=1,2,3', 'Found 3 numbers', () => boardTiles(page), a, errors);
  // The menu's link to the page on show keeps it as it is.
  await page.getByTestId('nav-tiles').click();
  await frames(page, 4);
  assert.deepEqual(await boardTiles(page), a);
  await page.close();
});

test('sudoku: an edited puzzle is loaded, Back loads the earlier one, a bad one is refused', async () => {
  const a = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const b = '52...6.........7.13...........4..8..6......5...........418.........3..2...87.....';
  const { page, errors } = await app.open(`#/sudoku?mode=play&puzzle=${a}`);
  const grid = () => page.getByTestId('export').inputValue();
  const givens = (p) => (s) => s.replace(/0/g, '.').startsWith(p.slice(0, 20));
  const first = await until(page, grid, givens(a), 'the linked puzzle');
  await setHash(page, `#/sudoku?mode=play&puzzle=${b}`);
  await until(page, grid, givens(b), 'the edited puzzle');
  await back(page);
  await until(page, grid, givens(a), 'Back: the earlier puzzle');
  await refusedKeepsState(page, '#/sudoku?mode=play&puzzle=12', '(too few)', grid, first, errors);
  await page.close();
});

test('magic: an edited order is built, Back builds the earlier one, order 2 is refused', async () => {
  const { page, errors } = await app.open('#/magic?n=4');
  const cells = () => page.locator('[data-testid^="magic-cell-"]').count();
  await until(page, cells, (n) => n === 16, 'order 4');
  await setHash(page, '#/magic?n=5');
  await until(page, cells, (n) => n === 25, 'order 5');
  await back(page);
  await until(page, cells, (n) => n === 16, 'Back: order 4');
  await refusedKeepsState(page, '#/magic?n=2', 'must be a whole number from 3 to 1,000', cells, 16, errors);
  await page.close();
});

test('worker: hostile messages are refused with their job id; a refused job ends on its page', async () => {
  const catalogue = JSON.parse(
    readFileSync(fileURLToPath(new URL('../../tests/hostile/catalogue.json', import.meta.url)), 'utf8'),
  );
  const messages = catalogue.filter((e) => e.surface === 'worker message');
  assert.ok(messages.length >= 6);
  // A gene count the page's own checks let through, which the worker's door refuses.
  const { page, errors } = await app.open(
    '#/experiments?family=magic&magic-preset=seed004&orders=1000&crossovers=pmx&populations=100000&runs=1&seed=1&seconds=20',
  );
  await page.getByTestId('experiment-run').click();
  await page.getByTestId('error').filter({ hasText: 'refused request' }).waitFor({ timeout: 20000 });
  await until(page, () => page.getByTestId('experiment-cancel').isDisabled(), (d) => d, 'Cancel after the refusal');
  assert.equal(await page.getByTestId('experiment-run').isEnabled(), true, 'Run is offered again');
  // Every catalogue message, straight to the page's worker (now ready).
  const answers = await page.evaluate(async (inputs) => {
    const worker = window.__puzzleLabWorker;
    const out = [];
    for (const input of inputs) {
      out.push(await new Promise((resolve) => {
        const listen = (event) => {
          // The page's own replies are bytes; a JSON request is answered in JSON too.
          if (typeof event.data !== 'string') return;
          const reply = JSON.parse(event.data);
          if (reply.Error) {
            worker.removeEventListener('message', listen);
            resolve(reply.Error);
          }
        };
        worker.addEventListener('message', listen);
        worker.postMessage(input);
      }));
    }
    return out;
  }, messages.map((e) => e.input));
  messages.forEach((entry, i) => {
    // A count past 2^32 does not fit the worker's 32-bit usize: serde refuses it first.
    const error = entry.wasm32_error ?? entry.error;
    assert.ok(answers[i].message.includes(error), `${entry.id}: ${answers[i].message}`);
    assert.equal(answers[i].job ?? null, entry.job, `${entry.id}: its job id`);
  });
  assert.deepEqual(errors, []);
  await page.close();
});
