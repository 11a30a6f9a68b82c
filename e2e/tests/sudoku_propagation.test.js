// The Sudoku compare table sets AC-3 against a human propagation level (singles plus
// intersections, subsets, fish and wings) in the worker: both rows show node counts,
// the human level needs no more nodes, and every puzzle shows its logic rating.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();

/** A count as the table prints it ("1,234") as a number. */
const number = (text) => Number(text.replace(/[^0-9]/g, ''));

test('compare: AC-3 against fish and wings, with node counts and ratings', async () => {
  const query = 'mode=compare&set=hardest11&vars=mrv&vals=natural&infs=ac3&props=off,fish-wings&time=20';
  const { page, errors } = await app.open(`#/sudoku?${query}`);
  await page.getByTestId('compare-run').waitFor();
  assert.equal(await page.getByTestId('cmp-prop-fish-wings').isChecked(), true);
  assert.equal(await page.getByTestId('cmp-prop-off').isChecked(), true);
  assert.equal(await page.getByTestId('cmp-prop-singles').isChecked(), false);
  assert.match(await page.getByTestId('compare-run').textContent(), /Run 2 solvers/);
  await page.getByTestId('compare-run').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'Finished' }).waitFor({ timeout: 60000 });

  const rows = page.getByTestId('compare-table').locator('tbody tr');
  assert.equal(await rows.count(), 2);
  const cells = async (i) => (await rows.nth(i).locator('td').allTextContents()).map((t) => t.trim());
  const [ac3, human] = [await cells(0), await cells(1)];
  assert.equal(ac3[0], 'mrv / natural / ac3');
  assert.equal(human[0], 'mrv / natural / ac3 / fish-wings');
  assert.equal(ac3[1], '11/11');
  assert.equal(human[1], '11/11');
  const [ac3Nodes, humanNodes] = [number(ac3[2]), number(human[2])];
  assert.ok(ac3Nodes > 0, ac3.join(' | '));
  assert.ok(humanNodes <= ac3Nodes, `${humanNodes} > ${ac3Nodes}`);
  // The human level's deductions are counted; AC-3 alone makes none.
  assert.equal(number(ac3[5]), 0);
  assert.ok(number(human[5]) > 0, human.join(' | '));

  // The set's ratings, and a rating column in the detail table.
  assert.match(await page.getByTestId('compare-ratings').textContent(), /^Logic rating: \d+ (easy|medium|hard|expert|extreme)/);
  await page.getByTestId('compare-rows').locator('xpath=..').locator('summary').click();
  const ratings = await page.getByTestId('compare-rating').allTextContents();
  assert.equal(ratings.length, 22);
  for (const r of ratings) assert.match(r, /^(easy|medium|hard|expert|extreme) \d+$/);
  // Both runs of a puzzle show the same rating.
  assert.equal(ratings[0], ratings[1]);
  const header = await page.getByTestId('compare-rows').locator('thead th').allTextContents();
  assert.ok(header.includes('Rating'), header.join());
  assert.deepEqual(errors, []);
  await page.close();
});

test('compare: an old link with csingles still opens with its choices', async () => {
  const { page, errors } = await app.open('#/sudoku?mode=compare&set=generated-medium&count=2&infs=ac3&csingles=off,on');
  await page.getByTestId('compare-run').waitFor();
  assert.equal(await page.getByTestId('compare-source').inputValue(), 'generated-medium');
  assert.equal(await page.getByTestId('cmp-prop-off').isChecked(), true);
  assert.equal(await page.getByTestId('cmp-prop-singles').isChecked(), true);
  assert.equal(await page.getByTestId('cmp-prop-subsets').isChecked(), false);
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('props=off,singles'));
  assert.deepEqual(errors, []);
  await page.close();
});
