// Generate by level on the Sudoku page: the worker's generator targets the logic
// rating's levels, so hard and expert puzzles for the same seed differ, and the page says
// the level (in the puzzle's source line, and in the rating when the page shows one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { gridDigits } from '../lib/puzzles.js';

const app = useApp();

/** Generates a puzzle of `level` from `seed` and returns its digits once it is loaded. */
async function generate(page, level, seed) {
  await page.getByTestId('seed').fill(String(seed));
  await page.getByTestId(`generate-${level}`).click();
  await page
    .getByTestId('puzzle-source')
    .filter({ hasText: `generated: ${level}, seed ${seed}` })
    .waitFor({ timeout: 60_000 });
  const rating = page.getByTestId('rating');
  if ((await rating.count()) > 0) {
    assert.match(await rating.textContent(), new RegExp(level, 'i'), 'the rating names the level');
  }
  return gridDigits(page);
}

test('generate: hard and expert for one seed are different puzzles, each at its level', async () => {
  const { page, errors } = await app.open('#/sudoku');
  await page.getByTestId('sudoku-grid').waitFor();
  for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
    assert.equal(await page.getByTestId(`generate-${level}`).count(), 1, `a ${level} button`);
  }
  const hard = await generate(page, 'hard', 7);
  const expert = await generate(page, 'expert', 7);
  assert.ok(hard.filter((d) => d > 0).length >= 17);
  assert.ok(expert.filter((d) => d > 0).length >= 17);
  assert.notDeepEqual(hard, expert, 'the levels give different grids');
  assert.deepEqual(await generate(page, 'hard', 7), hard, 'the same seed and level, the same puzzle');
  assert.deepEqual(errors, []);
  await page.close();
});
