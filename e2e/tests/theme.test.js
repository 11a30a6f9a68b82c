// The projector theme is a choice the app remembers: saved in localStorage (the
// versioned envelope of src/persist), kept across a reload, taken by every page whose
// link does not say otherwise, and a damaged saved entry is ignored with a notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();
const KEY = 'puzzle-lab/theme';

const projector = (page) => page.evaluate(() => document.documentElement.dataset.projector ?? null);
const saved = (page, key) => page.evaluate((k) => localStorage.getItem(k), key);

/**
 * Opens `hash` in the same tab (same profile) as a fresh load, and waits for `ready`.
 * The address is replaced without a hashchange, which would reopen the page in place
 * (and read the saved theme) before the reload.
 */
async function load(page, hash, ready) {
  await page.evaluate((h) => history.replaceState(null, '', h), hash);
  await page.reload();
  await page.getByTestId(ready).waitFor();
}

test('the projector theme survives a reload and follows to other pages', async () => {
  const { page, errors } = await app.open('#/tiles?teach=1');
  await page.getByTestId('projector-toggle').click();
  assert.equal(await projector(page), 'on');
  assert.deepEqual(JSON.parse(await saved(page, KEY)), { v: 1, kind: 'theme', data: { projector: true } });
  // A reload of a link without `projector`: the saved choice applies.
  await load(page, '#/tiles?teach=1', 'teach-panel');
  assert.equal(await projector(page), 'on');
  // Another page with teaching mode on takes it too, and says so in its link.
  await load(page, '#/sudoku?mode=solve&teach=1', 'teach-panel');
  assert.equal(await projector(page), 'on');
  await page.waitForFunction(() => location.hash.includes('projector=1'));
  // Turning it off is remembered as well.
  await page.getByTestId('projector-toggle').click();
  assert.equal(await projector(page), null);
  assert.equal(JSON.parse(await saved(page, KEY)).data.projector, false);
  await load(page, '#/tiles?teach=1', 'teach-panel');
  assert.equal(await projector(page), null);
  // A link that says `projector=1` wins over the saved choice.
  await load(page, '#/tiles?teach=1&projector=1', 'teach-panel');
  assert.equal(await projector(page), 'on');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a damaged saved theme is ignored with a notice and removed', async () => {
  const { page, errors } = await app.open('#/tiles');
  await page.getByTestId('tiles-board').waitFor();
  await page.evaluate((k) => localStorage.setItem(k, '{"v":1,"kind":"theme","data":{"projector":"yes"}}'), KEY);
  await load(page, '#/tiles?teach=1', 'teach-panel');
  assert.equal(await projector(page), null);
  await page.getByTestId('saved-notice').filter({ hasText: 'The saved theme was ignored' }).waitFor();
  assert.equal(await saved(page, KEY), null);
  assert.deepEqual(errors, []);
  await page.close();
});
