// The GA pages' population heatmap (issue 20), drawn by the worker: one row per
// generation run, one band per individual sorted best to worst; pointing or the
// keyboard reads a cell out, and a click or Enter takes the run to that generation and
// shows that individual.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { digits, magicCells } from '../lib/puzzles.js';
import { blockingViolations, describeViolations } from '../lib/axe.js';

const app = useApp();

/** The population list's entries: [numbers, fitness], best first. */
async function population(page) {
  const items = await page.getByTestId('population').locator('li').allTextContents();
  return items.map((text) => {
    const [, numbers, fitness] = text.match(/^\(\[(.*)\], (.*)\)$/);
    return [numbers.split(', ').map(Number), Number(fitness.replace(/,/g, ''))];
  });
}

const generation = async (page) => digits(await page.getByTestId('stat-generation').textContent());

test('the heatmap has a row per generation and a band per individual; a pick shows that individual', async () => {
  const { page, errors } = await app.open('#/magic?n=3&preset=seed004&seed=11&speed=100');
  for (let i = 0; i < 6; i++) {
    await page.getByTestId('step').click();
    await page.getByTestId('stat-generation').filter({ hasText: new RegExp(`^${i + 1}$`) }).waitFor();
  }
  const heatmap = page.getByTestId('population-heatmap');
  const rows = heatmap.getByTestId('heatmap-row');
  // Generations 0 … 6: seven rows, each painted with one band per individual (9).
  assert.equal(await rows.count(), (await generation(page)) + 1);
  for (const style of await rows.evaluateAll((els) => els.map((e) => e.getAttribute('style')))) {
    assert.equal((style.match(/var\(--h\d\)/g) || []).length, 9, style);
  }
  assert.deepEqual(
    await rows.evaluateAll((els) => els.map((e) => Number(e.dataset.k))),
    [0, 1, 2, 3, 4, 5, 6],
  );

  // Pointing at the last row's third band reads out generation 6's third individual,
  // whose fitness the population list (generation 6, best first) agrees with.
  const listed = await population(page);
  const last = rows.last();
  await heatmap.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  await page.mouse.move(box.x + box.width * (2.5 / 9), box.y + box.height / 2);
  const readout = page.getByTestId('heatmap-readout');
  await readout.filter({ hasText: 'Generation 6' }).waitFor();
  const [, rank, size, fitness] = (await readout.textContent()).match(/rank (\d+) of (\d+) · fitness (\S+)/);
  assert.deepEqual([Number(rank), Number(size)], [3, 9]);
  assert.equal(Number(fitness.replace(/,/g, '')), listed[2][1]);

  // A click on generation 2's fifth individual takes the run back to generation 2 and
  // shows that square, the fifth of generation 2's population.
  const second = rows.nth(2);
  const b2 = await second.boundingBox();
  await page.mouse.click(b2.x + b2.width * (4.5 / 9), b2.y + b2.height / 2);
  await page.getByTestId('stat-generation').filter({ hasText: /^2$/ }).waitFor();
  await page.getByTestId('picked-individual').filter({ hasText: 'Generation 2, rank 5' }).waitFor();
  const atTwo = await population(page);
  assert.deepEqual(await magicCells(page, 3), atTwo[4][0]);
  // The heatmap now ends at the generation shown.
  assert.equal(await rows.count(), 3);

  // The keyboard: focus the map, move to generation 1's second individual, Enter.
  await heatmap.focus();
  for (const key of ['Home', 'ArrowDown', 'ArrowRight']) await page.keyboard.press(key);
  await readout.filter({ hasText: /Generation 1 · rank \d+ of 9/ }).waitFor();
  const picked = Number((await readout.textContent()).match(/rank (\d+)/)[1]);
  await page.keyboard.press('Enter');
  await page.getByTestId('stat-generation').filter({ hasText: /^1$/ }).waitFor();
  await page.getByTestId('picked-individual').filter({ hasText: `Generation 1, rank ${picked}` }).waitFor();
  assert.deepEqual(await magicCells(page, 3), (await population(page))[picked - 1][0]);

  const violations = await blockingViolations(page);
  assert.deepEqual(violations, [], describeViolations('the heatmap with a pick', violations));

  // A step drops the pick: the grid shows the run's best again.
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: /^2$/ }).waitFor();
  assert.equal(await page.getByTestId('picked-individual').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Sudoku GA page draws the heatmap too, a row per generation run', async () => {
  const { page, errors } = await app.open('#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4&speed=100');
  for (let i = 0; i < 3; i++) {
    await page.getByTestId('step').click();
    await page.getByTestId('stat-generation').filter({ hasText: new RegExp(`^${i + 1}$`) }).waitFor();
  }
  const rows = page.getByTestId('population-heatmap').getByTestId('heatmap-row');
  assert.equal(await rows.count(), 4);
  assert.deepEqual(errors, []);
  await page.close();
});
