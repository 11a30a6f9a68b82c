// Genetic algorithms in the browser: the magic-square page (play and evolve), the
// Sudoku GA page, and the same seeded run natively and in WebAssembly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { useApp } from '../lib/harness.js';
import { digits, magicCells } from '../lib/puzzles.js';

const app = useApp();
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the native lab tool and returns its JSON lines. */
function lab(args) {
  const out = execFileSync('cargo', ['run', '--quiet', '--bin', 'lab', '--', ...args, '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out.trim().split('\n').map((line) => JSON.parse(line));
}

/** The number of points of the first line drawn in a chart. */
async function chartPoints(page, name) {
  const points = await page.getByTestId(`chart-${name}`).locator('polyline').first().getAttribute('points');
  return points.trim() === '' ? 0 : points.trim().split(' ').length;
}

test('magic square: clicking two cells swaps them and the sums follow, green at M', async () => {
  const { page, errors } = await app.open('#/magic?n=3');
  await page.getByTestId('magic-grid').waitFor();
  assert.match(await page.getByTestId('magic-constant').textContent(), /= 15$/);
  // 1 … 9 in order: row 0 adds up to 6; the middle column and both diagonals to 15.
  assert.equal(await page.getByTestId('magic-sum-row-0').textContent(), '6');
  assert.match(await page.getByTestId('magic-sum-col-1').getAttribute('class'), /\bok\b/);
  assert.match(await page.getByTestId('magic-sum-col-1').textContent(), /15.*✓/);
  assert.doesNotMatch(await page.getByTestId('magic-sum-row-0').getAttribute('class'), /\bok\b/);
  await page.getByTestId('magic-cell-0-0').click();
  await page.getByTestId('magic-cell-1-0').click();
  assert.deepEqual(await magicCells(page, 3), [4, 2, 3, 1, 5, 6, 7, 8, 9]);
  assert.equal(await page.getByTestId('magic-sum-row-0').textContent(), '9');
  assert.equal(await page.getByTestId('magic-sum-row-1').textContent(), '12');
  assert.equal(await page.getByTestId('swap-counter').textContent(), 'Swaps: 1');
  // The keyboard does the same: focus a cell, press Enter, then another, press Space.
  await page.getByTestId('magic-cell-0-0').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('magic-cell-1-0').focus();
  await page.keyboard.press(' ');
  assert.equal(await page.getByTestId('magic-sum-row-0').textContent(), '6');
  assert.deepEqual(errors, []);
  await page.close();
});

test('magic square: the best preset evolves an order-4 square to solved', async () => {
  const { page, errors } = await app.open('#/magic?n=4&preset=best&seed=3&speed=100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'solved' }).waitFor();
  assert.equal(await page.getByTestId('stat-best-fitness').textContent(), '0');
  const cells = await magicCells(page, 4);
  assert.deepEqual([...cells].sort((a, b) => a - b), Array.from({ length: 16 }, (_, i) => i + 1));
  for (let r = 0; r < 4; r++) {
    assert.equal(await page.getByTestId(`magic-sum-row-${r}`).textContent(), '34\u2009✓');
  }
  assert.ok(await chartPoints(page, 'fitness') >= 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('magic square: the coursework GA (seed004) solves order 3, charting every generation', async () => {
  const { page, errors } = await app.open('#/magic?n=3&preset=seed004&seed=11&speed=100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'solved' }).waitFor({ timeout: 60_000 });
  const generations = digits(await page.getByTestId('stat-generation').textContent());
  assert.ok(generations >= 1);
  // One point per generation (0 … G), up to the chart's thinning.
  const points = await chartPoints(page, 'fitness');
  assert.ok(points >= Math.min(generations + 1, 200), `${points} points for ${generations} generations`);
  // A population of 9 is listed whole, best first.
  assert.equal(await page.getByTestId('population').locator('li').count(), 9);
  assert.deepEqual(errors, []);
  await page.close();
});

test('magic square: Step does exactly one generation', async () => {
  const { page } = await app.open('#/magic?n=6&preset=seed004&seed=2');
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: /^1$/ }).waitFor();
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: /^2$/ }).waitFor();
  assert.equal(await page.getByTestId('stat-generation').textContent(), '2');
  await page.close();
});

test('magic square: a bad parameter gets its specific error and blocks Play', async () => {
  const { page } = await app.open('#/magic?n=3&preset=seed004');
  await page.getByTestId('param-population').fill('0');
  await page.getByTestId('param-population').press('Tab');
  assert.equal(
    await page.getByTestId('param-population-error').textContent(),
    'population \u201c0\u201d: must be a whole number from 1 to 100,000',
  );
  assert.equal(await page.getByTestId('play').isDisabled(), true);
  await page.getByTestId('param-mutation').fill('1.5');
  await page.getByTestId('param-mutation').press('Tab');
  assert.equal(await page.getByTestId('param-mutation-error').textContent(), 'mutation rate \u201c1.5\u201d: must be a number from 0 to 1');
  await page.getByTestId('param-population').fill('12');
  await page.getByTestId('param-population').press('Tab');
  assert.equal(await page.getByTestId('param-population-error').count(), 0);
  // The accepted value is in the link.
  assert.match(page.url(), /population=12/);
  // The order and the seed are the same kind of field: error beside it, Play held.
  await page.getByTestId('order').fill('1e2');
  assert.equal(
    await page.getByTestId('order-error').textContent(),
    'order \u201c1e2\u201d: must be a whole number from 3 to 1,000, written out in digits (no exponent)',
  );
  assert.equal(await page.getByTestId('play').isDisabled(), true);
  await page.getByTestId('order').fill('4');
  assert.equal(await page.getByTestId('order-error').count(), 0);
  assert.equal(await page.getByTestId('magic-constant').textContent(), 'Magic constant M = n(n²+1)/2 = 34');
  await page.getByTestId('param-seed').fill('-1');
  assert.match(await page.getByTestId('param-seed-error').textContent(), /^seed \u201c-1\u201d: must be a whole number from 0 to /);
  assert.equal(await page.getByTestId('play').isDisabled(), true);
  await page.getByTestId('param-seed').fill('7');
  assert.equal(await page.getByTestId('param-seed-error').count(), 0);
  assert.equal(await page.getByTestId('play').isDisabled(), true, 'the mutation rate is still refused');
  await page.getByTestId('param-mutation').fill('0.2');
  assert.equal(await page.getByTestId('play').isDisabled(), false);
  await page.close();
});

test('magic square: the same seed gives the same run natively and in the browser', async () => {
  const [native] = lab(['magic', '--n', '3', '--preset', 'seed004', '--seed', '5']);
  assert.equal(native.outcome, 'solved');
  const { page, errors } = await app.open('#/magic?n=3&preset=seed004&seed=5&speed=100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'solved' }).waitFor({ timeout: 60_000 });
  assert.equal(digits(await page.getByTestId('stat-generation').textContent()), native.generations);
  assert.deepEqual(await magicCells(page, 3), native.square.flat());
  assert.deepEqual(errors, []);
  await page.close();
});

test('Sudoku GA: the best preset solves a coursework grid, with no conflicts left', async () => {
  const { page, errors } = await app.open('#/ga/sudoku?puzzle=seed000_grid1&preset=best&seed=1&speed=100');
  await page.getByTestId('sudoku-grid').waitFor();
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.getByTestId('stat-best-fitness').textContent(), '0');
  assert.equal(await page.getByTestId('conflict-count').textContent(), '0 cells in conflict (marked) in the grid shown.');
  assert.equal(await page.getByTestId('sudoku-grid').locator('.conflict').count(), 0);
  // Every row of the evolved grid holds 1–9 once.
  for (let r = 0; r < 9; r++) {
    const row = [];
    for (let c = 0; c < 9; c++) row.push(Number(await page.getByTestId(`cell-${r}-${c}`).innerText()));
    assert.deepEqual(row.sort(), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
  }
  assert.ok(await chartPoints(page, 'fitness') >= 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Sudoku GA: a coursework preset steps one generation at a time and marks conflicts', async () => {
  const { page } = await app.open('#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4');
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: /^1$/ }).waitFor();
  await page.getByTestId('step').click();
  await page.getByTestId('stat-generation').filter({ hasText: /^2$/ }).waitFor();
  // A random fill after two generations still clashes somewhere, and the grid shows where.
  assert.ok(await page.getByTestId('sudoku-grid').locator('.conflict').count() > 0);
  assert.ok(await chartPoints(page, 'fitness') >= 3);
  await page.close();
});

test('Sudoku GA: a bad grid and a bad parameter get specific errors', async () => {
  const { page } = await app.open('#/ga/sudoku');
  await page.getByTestId('sudoku-grid').waitFor();
  await page.locator('.paste-grid summary').click();
  await page.getByTestId('grid-input').fill('123');
  await page.getByTestId('apply-grid').click();
  assert.match(await page.getByTestId('error').textContent(), /a Sudoku has 81 cells, but this has 3 \(too few\)/);
  await page.getByTestId('param-crossover-rate').fill('2');
  await page.getByTestId('param-crossover-rate').press('Tab');
  assert.equal(await page.getByTestId('param-crossover-rate-error').textContent(), 'crossover rate \u201c2\u201d: must be a number from 0 to 1');
  assert.equal(await page.getByTestId('play').isDisabled(), true);
  await page.close();
});

test('Sudoku GA: the same seed gives the same run natively and in the browser', async () => {
  const grid = '..2...6341.6...58...73..29..85..1..6...75..23..3....5.314..2.....9.8.4..72..4...9';
  const [native] = lab(['sudoku', '--solver', 'ga', '--preset', 'seed001', '--seed', '4', '--grid', grid]);
  assert.equal(native.outcome, 'solved');
  const { page, errors } = await app.open('#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4&speed=100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
  assert.equal(digits(await page.getByTestId('stat-generation').textContent()), native.generations);
  const cells = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) cells.push(await page.getByTestId(`cell-${r}-${c}`).innerText());
  }
  assert.equal(cells.join(''), native.solution);
  assert.deepEqual(errors, []);
  await page.close();
});
