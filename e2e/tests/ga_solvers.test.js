// The GA pages' solver choice (issue 20): beside the presets, simulated annealing and
// hill climbing run on the preset's problem with the same charts; their settings are
// link text (`solver=sa&cooling=0.95`), kept in the page's link and checked by the
// worker, which refuses a bad value with the reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { magicCells } from '../lib/puzzles.js';

const app = useApp();

test('magic square: hill climbing, chosen in the menu, solves order 4 and the link keeps it', async () => {
  const { page, errors } = await app.open('#/magic?n=4&preset=best&seed=3&speed=100');
  assert.equal(await page.getByTestId('crossover-view').count(), 1, 'the GA shows its crossover');
  await page.getByTestId('solver').selectOption('hill');
  assert.equal(await page.getByTestId('crossover-view').count(), 0, 'hill climbing has no crossover');
  assert.ok(await page.getByTestId('anneal-settings').isVisible(), 'annealing has settings');
  await page.getByTestId('anneal-settings').fill('moves=2000');
  await page.getByTestId('anneal-settings').press('Tab');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('solver=hill&moves=2000'));
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /solved/i }).waitFor({ timeout: 120_000 });
  const cells = await magicCells(page, 4);
  assert.equal(cells.length, 16);
  assert.equal(await page.getByTestId('stat-temperature').count(), 0, 'hill climbing has no temperature to show');
  assert.equal(await page.getByTestId('solver').isDisabled(), true, 'the solver is locked during a run');
  // The link opens the same solver and settings.
  const again = await app.open(`#${page.url().split('#')[1]}`);
  assert.equal(await again.page.getByTestId('solver').inputValue(), 'hill');
  assert.equal(await again.page.getByTestId('anneal-settings').inputValue(), 'moves=2000');
  assert.deepEqual([...errors, ...again.errors], []);
});

test('Sudoku GA: simulated annealing steps by stages, and a bad setting is refused with the reason', async () => {
  const { page, errors } = await app.open('#/ga/sudoku?puzzle=seed000_grid1&preset=seed001&solver=sa&cooling=1.5');
  assert.equal(await page.getByTestId('solver').inputValue(), 'sa');
  assert.equal(await page.getByTestId('anneal-settings').inputValue(), 'cooling=1.5');
  await page.getByTestId('play').click();
  const error = page.getByTestId('error');
  await error.waitFor();
  assert.match(await error.textContent(), /could not start: .*cooling/);
  await page.getByTestId('anneal-settings').fill('cooling=0.9');
  await page.getByTestId('anneal-settings').press('Tab');
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: '1' }).waitFor();
  assert.ok(await page.getByTestId('stat-temperature').isVisible());
  assert.deepEqual(errors, []);
});

test('teaching mode shows annealing its own pseudocode and counts its steps in stages', async () => {
  const { page, errors } = await app.open('#/magic?n=4&preset=best&seed=3&solver=sa&teach=1');
  const title = page.locator('#teach-title');
  assert.equal(await title.textContent(), 'Pseudocode: Simulated annealing');
  assert.match(await page.getByTestId('speed-label').textContent(), /stages\/s|as fast/);
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: '1' }).waitFor();
  const current = page.locator('[data-testid^="teach-line-"][aria-current="step"]');
  await current.waitFor();
  assert.ok(['Init', 'Best', 'Cool', 'Restart'].includes(await current.getAttribute('data-line')),
    `a stage's line: ${await current.getAttribute('data-line')}`);
  // Back to the GA: its own pseudocode again.
  await page.getByTestId('reset').click();
  await page.getByTestId('solver').selectOption('ga');
  await title.filter({ hasText: 'Pseudocode: Genetic algorithm' }).waitFor();
  assert.deepEqual(errors, []);
});
