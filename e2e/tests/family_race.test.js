// Races across solver families (issue 20): `#/race/sudoku?puzzle=…&lanes=…` puts 2–4
// solvers of different families on one Sudoku (and `#/race/magic` on one magic
// square); each lane draws its own `sudoku-grid` and `stat-…` counters inside
// `lane`, the race runs to a `finish-order`, and a bad link is refused with the reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { blockingViolations, describeViolations } from '../lib/axe.js';

const app = useApp();

const EASY = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

/** Each lane's grid digits (0 for empty), in lane order. */
function laneGrids(page) {
  return page.getByTestId('lane').evaluateAll((lanes) => lanes.map((lane) =>
    [...lane.querySelectorAll('[data-testid="sudoku-grid"] td')].map((td) => Number(td.textContent.trim() || 0))));
}

/** True when `cells` is a full grid that keeps `givens` and breaks no rule. */
function validSolution(cells, givens) {
  if (cells.length !== 81 || cells.some((d) => d < 1 || d > 9)) return false;
  if ([...givens].some((g, i) => g !== '0' && Number(g) !== cells[i])) return false;
  for (let u = 0; u < 9; u++) {
    const row = cells.slice(u * 9, u * 9 + 9);
    const col = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) => cells[k * 9 + u]);
    const box = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((k) =>
      cells[(Math.floor(u / 3) * 3 + Math.floor(k / 3)) * 9 + (u % 3) * 3 + (k % 3)]);
    for (const unit of [row, col, box]) if (new Set(unit).size !== 9) return false;
  }
  return true;
}

test('a Sudoku race of CSP, DLX and GA lanes runs to a finish order, each solved grid valid', async () => {
  const { page, errors } = await app.open(`#/race/sudoku?puzzle=${EASY}&lanes=csp:mrv/lcv/fc,dlx,ga&budget=steps:1&seed=3`);
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor();
  assert.equal(await page.getByTestId('race-lanes').inputValue(), 'csp:mrv/lcv/fc,dlx,ga');

  // One round: every lane is drawn with its grid and its own counters.
  await page.getByTestId('step').click();
  await page.getByTestId('race-round').filter({ hasText: 'Round 1' }).waitFor();
  const lanes = page.getByTestId('lane');
  assert.equal(await lanes.count(), 3);
  for (let i = 0; i < 3; i++) {
    assert.equal(await lanes.nth(i).getByTestId('sudoku-grid').locator('td').count(), 81);
  }
  assert.ok(await lanes.nth(0).getByTestId('stat-nodes').isVisible(), 'the CSP lane counts nodes');
  assert.ok(await lanes.nth(0).getByTestId('stat-backtracks').isVisible());
  assert.ok(await lanes.nth(1).getByTestId('stat-nodes').isVisible(), 'the DLX lane counts rows tried');
  assert.ok(await lanes.nth(2).getByTestId('stat-generation').isVisible(), 'the GA lane counts generations');
  assert.match(await lanes.nth(1).textContent(), /A DLX step covers or uncovers one constraint column/);
  assert.match(await lanes.nth(2).textContent(), /A GA step is one generation/);
  // A few more rounds: the DLX lane names the constraint it fills and the rows tried,
  // and outlines the cell being tried.
  for (let round = 2; round <= 4; round++) {
    await page.getByTestId('step').click();
    await page.getByTestId('race-round').filter({ hasText: `Round ${round}` }).waitFor();
  }
  const focus = lanes.nth(1).getByTestId('lane-focus');
  assert.match(await focus.textContent(), /^Filling the constraint (cell r\dc\d|(row|column|box) \d needs a \d)/);
  const tried = (await focus.textContent()).match(/r(\d)c(\d)=(\d) \(now\)/);
  if (tried) {
    const cell = lanes.nth(1).locator('td.trying');
    assert.equal(await cell.count(), 1);
    assert.equal(await cell.getAttribute('data-testid'), `cell-${tried[1] - 1}-${tried[2] - 1}`);
    assert.equal(await cell.textContent(), tried[3]);
  }
  assert.equal(await lanes.nth(0).getByTestId('lane-focus').count(), 0, 'a CSP lane has no column');
  assert.equal(await page.getByTestId('race-lanes').isDisabled(), true, 'settings are locked while a race runs');

  // Play to the end.
  await page.getByTestId('speed').fill('100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Race over' }).waitFor({ timeout: 120_000 });
  const order = await page.getByTestId('finish-order').locator('li').allTextContents();
  assert.ok(order.length >= 2, `at least the two search lanes finish: ${order}`);
  assert.match(order[0], /^1st: /);
  const grids = await laneGrids(page);
  const statuses = await page.getByTestId('lane-status').allTextContents();
  let solved = 0;
  for (const [i, status] of statuses.entries()) {
    if (status.startsWith('Solved')) {
      solved += 1;
      assert.ok(validSolution(grids[i], EASY), `lane ${i + 1}'s grid is a valid solution`);
    }
  }
  assert.equal(solved, order.length, 'every placed lane says it solved');

  // Reset, then Apply new settings: the page reopens on the link they spell.
  await page.getByTestId('reset').click();
  await page.getByTestId('race-lanes').fill('logic,dlx');
  await page.getByTestId('race-apply').click();
  await page.waitForFunction(() => location.hash.includes('lanes=logic%2Cdlx') || location.hash.includes('lanes=logic,dlx'));
  await page.getByTestId('step').click();
  await page.getByTestId('race-round').filter({ hasText: 'Round 1' }).waitFor();
  assert.equal(await page.getByTestId('lane').count(), 2);
  assert.deepEqual(errors, []);
});

test('the home page leads to the race, which opens with a default race written into its link', async () => {
  const { page, errors } = await app.open('#/');
  await page.getByTestId('home-sudoku-race-sudoku').click();
  await page.getByTestId('race-lanes').waitFor();
  assert.equal(await page.getByTestId('race-lanes').inputValue(), 'csp:mrv/lcv/fc,dlx,ga,sa');
  const link = decodeURIComponent(page.url());
  assert.match(link, /#\/race\/sudoku\?puzzle=\d{81}&lanes=csp:mrv\/lcv\/fc,dlx,ga,sa&budget=steps:1&seed=1$/);
  // The page's link, reopened, is the same race.
  await page.getByTestId('step').click();
  await page.getByTestId('race-round').filter({ hasText: 'Round 1' }).waitFor();
  assert.equal(await page.getByTestId('lane').count(), 4);
  assert.deepEqual(errors, []);
});

test('a bad lane is refused with the reason, and the page keeps working', async () => {
  const { page, errors } = await app.open(`#/race/sudoku?puzzle=${EASY}&lanes=csp,bfs`);
  await page.getByTestId('play').click();
  const error = page.getByTestId('error');
  await error.waitFor();
  assert.match(await error.textContent(), /The race could not start: .*bfs.* is not a solver/);
  assert.equal(await page.getByTestId('lane').count(), 0);
  await page.getByTestId('race-lanes').fill('csp,dlx');
  await page.getByTestId('race-apply').click();
  await page.getByTestId('step').click();
  await page.getByTestId('race-round').filter({ hasText: 'Round 1' }).waitFor();
  assert.equal(await page.getByTestId('lane').count(), 2);
  assert.deepEqual(errors, []);
});

test('a magic-square race shows each lane its square, temperature and finish order; it passes axe', async () => {
  const { page, errors } = await app.open('#/race/magic?n=4&lanes=ga,sa,hill&budget=steps:20&seed=2');
  await page.getByTestId('speed').fill('100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Race over' }).waitFor({ timeout: 120_000 });
  const lanes = page.getByTestId('lane');
  assert.equal(await lanes.count(), 3);
  for (let i = 0; i < 3; i++) {
    assert.equal(await lanes.nth(i).getByTestId('magic-grid').locator('td').count(), 16);
  }
  assert.ok(await lanes.nth(1).getByTestId('stat-temperature').isVisible(), 'annealing shows its temperature');
  assert.equal(await lanes.nth(2).getByTestId('stat-temperature').count(), 0, 'hill climbing has none');
  // Each solved lane's square is magic: rows, columns and diagonals sum to 34.
  const squares = await lanes.evaluateAll((ls) => ls.map((l) => ({
    solved: l.querySelector('[data-testid="lane-status"]').textContent.startsWith('Solved'),
    cells: [...l.querySelectorAll('td')].map((td) => Number(td.textContent)),
  })));
  for (const { solved, cells } of squares.filter((s) => s.solved)) {
    const sums = [0, 1, 2, 3].flatMap((k) => [
      cells.slice(k * 4, k * 4 + 4).reduce((a, b) => a + b, 0),
      [0, 1, 2, 3].reduce((a, r) => a + cells[r * 4 + k], 0),
    ]);
    sums.push([0, 5, 10, 15].reduce((a, i) => a + cells[i], 0), [3, 6, 9, 12].reduce((a, i) => a + cells[i], 0));
    assert.ok(solved && sums.every((s) => s === 34), `a solved square is magic: ${cells}`);
  }
  assert.ok(await page.getByTestId('finish-order').isVisible());
  const violations = await blockingViolations(page);
  assert.deepEqual(violations, [], describeViolations('magic race', violations));
  assert.deepEqual(errors, []);
});
