// The hostile-input catalogue (tests/hostile/catalogue.json) through the pages: every
// entry with a `page` is typed into its input box or opened as a link. Each time the
// specific error shows, the page stays alive (no page error, still answering), and what
// was there before (the board, the grid, the typed text) is not lost.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { useApp, boardTiles } from '../lib/harness.js';

const app = useApp();
const catalogue = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../tests/hostile/catalogue.json', import.meta.url)), 'utf8'),
);
const onPages = catalogue.filter((e) => e.page);

/** What the page shows that must survive a refused input. */
async function snapshot(page, route) {
  if (route === 'tiles') return JSON.stringify(await boardTiles(page));
  if (route === 'sudoku') return page.getByTestId('export').inputValue();
  return '';
}

/** The page still runs its wasm and answers. */
async function alive(page, errors, id) {
  assert.equal(await page.evaluate(() => document.querySelectorAll('main, nav').length > 0), true, id);
  assert.deepEqual(errors.filter((e) => !/favicon/.test(e)), [], `${id}: page errors`);
}

test('the catalogue has entries for the pages, typed and linked', () => {
  assert.ok(onPages.filter((e) => e.page.field).length >= 5);
  assert.ok(onPages.filter((e) => e.page.url).length >= 5);
});

test('every hostile input typed into a page gets its specific error and loses nothing', async () => {
  for (const entry of onPages.filter((e) => e.page.field)) {
    const { route, field, submit } = entry.page;
    const { page, errors } = await app.open(`#/${route}`);
    const box = page.getByTestId(field);
    await box.waitFor();
    const before = await snapshot(page, route);
    await box.fill(entry.input);
    await page.getByTestId(submit).click();
    await page.getByTestId('error').filter({ hasText: entry.error }).first().waitFor({ timeout: 5000 })
      .catch(async () => {
        const shown = await page.getByTestId('error').allTextContents();
        assert.fail(`${entry.id}: expected “${entry.error}”, the page shows ${JSON.stringify(shown)}`);
      });
    // An unsolvable board is a valid board: it is shown (tidied) and explained, not refused.
    if (entry.id !== 'tiles-unsolvable') {
      assert.equal(await box.inputValue(), entry.input, `${entry.id}: the typed text is kept`);
      assert.equal(await snapshot(page, route), before, `${entry.id}: the puzzle is unchanged`);
    }
    await alive(page, errors, entry.id);
    await page.close();
  }
});

test('every tampered link gets its specific error, and the page works', async () => {
  for (const entry of onPages.filter((e) => e.page.url)) {
    const { page, errors } = await app.open(`#/${entry.page.route}?${entry.input}`);
    await page.getByTestId('error').filter({ hasText: entry.error }).first().waitFor({ timeout: 5000 })
      .catch(async () => {
        const shown = await page.getByTestId('error').allTextContents();
        assert.fail(`${entry.id}: expected “${entry.error}”, the page shows ${JSON.stringify(shown)}`);
      });
    await alive(page, errors, entry.id);
    await page.close();
  }
});

test('a megabyte paste is refused quickly and the page keeps working', async () => {
  const { page, errors } = await app.open('#/sudoku');
  const before = await snapshot(page, 'sudoku');
  const huge = '.'.repeat(2_000_000);
  await page.getByTestId('import-input').fill(huge);
  await page.getByTestId('import').click();
  await page.getByTestId('error').filter({ hasText: '(too many)' }).waitFor();
  assert.equal(await snapshot(page, 'sudoku'), before);
  await alive(page, errors, 'sudoku-megabytes');
  await page.close();
  const tiles = await app.open('#/tiles');
  const board = await snapshot(tiles.page, 'tiles');
  await tiles.page.getByTestId('start-input').fill('1 '.repeat(1_000_000));
  await tiles.page.getByTestId('apply-input').click();
  await tiles.page.getByTestId('error').filter({ hasText: 'Found 1000000 numbers' }).waitFor();
  assert.equal(await snapshot(tiles.page, 'tiles'), board);
  await alive(tiles.page, tiles.errors, 'tiles-megabytes');
  await tiles.page.close();
});
