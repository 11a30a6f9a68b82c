// The Sudoku page, used as a person would: play with a conflict and a hint, watch the
// CSP solver to the end, paste bad grids, share a link, compare in the worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { GRID1, givens, gridDigits, isSolution } from '../lib/puzzles.js';

const app = useApp();

/** Opens the Sudoku page at `query` and waits for its grid. */
async function openSudoku(query = '') {
  const opened = await app.open(`#/sudoku${query}`);
  await opened.page.getByTestId('sudoku-grid').waitFor();
  return opened;
}

test('play: digits go in, a conflict is highlighted, undo and a hint work', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  assert.deepEqual(await gridDigits(page), givens(GRID1));
  // r1c2 is empty; a 3 there repeats the given 3 at r1c1.
  await page.getByTestId('cell-0-1').click();
  await page.keyboard.press('3');
  assert.equal(await page.getByTestId('cell-0-1').textContent(), '3');
  await assert.doesNotReject(page.locator('[data-testid="cell-0-1"].conflict').waitFor());
  await assert.doesNotReject(page.locator('[data-testid="cell-0-0"].conflict').waitFor());
  assert.match(await page.getByTestId('cell-0-1').getAttribute('aria-label'), /row 1, column 2, 3, conflict/);
  await page.getByTestId('status').filter({ hasText: '1 conflict' }).waitFor();
  // Every 3 on the grid is highlighted with the selected cell's digit.
  assert.ok(await page.locator('.sudoku-cell.same-digit').count() >= 2);
  // Undo takes the digit back; arrows move the selection (and the focus); the pad
  // types too, and Backspace erases.
  await page.getByTestId('undo').click();
  assert.equal(await page.locator('.sudoku-cell.conflict').count(), 0);
  await page.getByTestId('cell-0-1').click();
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByTestId('cell-0-2').getAttribute('aria-selected'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.testid), 'cell-0-2');
  await page.getByTestId('pad-8').click();
  assert.equal(await page.getByTestId('cell-0-2').textContent(), '8');
  await page.keyboard.press('Backspace');
  assert.equal((await gridDigits(page))[2], 0);
  // Pencil marks: N switches pencil mode, digits become marks.
  await page.keyboard.press('n');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  assert.match(await page.getByTestId('cell-0-2').getAttribute('aria-label'), /empty, candidates 1 2/);
  await page.keyboard.press('n');
  // Without the marks, a hint (from the worker) first nudges, then names the single and
  // highlights its cell, then shows the digit placed with its reason.
  await page.keyboard.press('Backspace');
  await page.getByTestId('hint').click();
  const hint = page.getByTestId('hint-text');
  await hint.filter({ hasNotText: 'thinking' }).waitFor();
  assert.match(await hint.textContent(), /^Hint: Look at ((row|column|box) \d|r\dc\d: how many candidates are left\?)\.$/);
  await page.getByTestId('hint-more').click();
  assert.match(await hint.textContent(), /^Hint: (Full House|Naked Single|Hidden Single) \(its cells are highlighted\)\.$/);
  assert.equal(await page.locator('.sudoku-cell.role-base').count(), 1);
  await page.getByTestId('hint-more').click();
  assert.match(await hint.textContent(), /^Hint: (r\dc\d (is the last|has one)|\d can only go in r\dc\d in (row|column|box) \d)/);
  assert.equal(await page.locator('.sudoku-cell.placed.focus').count(), 1);
  // The export line is the grid as 81 characters.
  assert.equal((await page.getByTestId('export').inputValue()).length, 81);
  assert.deepEqual(errors, []);
  await page.close();
});

test('solve: the animated CSP solver runs to the solution', async () => {
  const { page, errors } = await openSudoku(`?mode=solve&puzzle=${GRID1}&var=mrv&val=natural&inf=fc&singles=off&speed=40`);
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor();
  // One step: one unit of work, narrated, counted, and the candidates drawn as marks.
  await page.getByTestId('step').click();
  await page.getByTestId('status').filter({ hasText: 'Paused' }).waitFor();
  assert.notEqual(await page.getByTestId('narration').textContent(), '');
  const empties = await page.locator('.sudoku-cell .marks span:not(:empty)').count();
  assert.ok(empties > 0, 'empty cells show their candidates');
  // Play at full speed to the end.
  await page.getByTestId('speed').fill('100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
  const cells = await gridDigits(page);
  assert.ok(isSolution(cells), `not a solution: ${cells.join('')}`);
  givens(GRID1).forEach((d, i) => d && assert.equal(cells[i], d, `given at ${i} kept`));
  const assignments = Number((await page.getByTestId('stat-assignments').textContent()).replace(/\D/g, ''));
  assert.ok(assignments >= 81 - GRID1.replace(/\./g, '').length);
  const points = await page.getByTestId('chart-depth').locator('polyline').first().getAttribute('points');
  assert.ok(points.trim().split(' ').length > 1, points);
  assert.deepEqual(errors, []);
  await page.close();
});

test('import: a malformed grid and contradictory givens get specific errors', async () => {
  const { page } = await openSudoku(`?puzzle=${GRID1}`);
  const input = page.getByTestId('import-input');
  await input.fill('123');
  await page.getByTestId('import').click();
  assert.match(await page.getByTestId('error').textContent(), /81 cells, but this has 3/);
  assert.equal(await input.inputValue(), '123', 'the typed text is kept');
  await input.fill('[[1, 2, 3)');
  await page.getByTestId('import').click();
  assert.match(await page.getByTestId('error').textContent(), /does not match/);
  const clash = [...'.'.repeat(81)];
  clash[19] = '5';
  clash[25] = '5';
  await input.fill(clash.join(''));
  await page.getByTestId('import').click();
  assert.match(await page.getByTestId('error').textContent(), /two 5s in row 3: r3c2 and r3c8/);
  assert.deepEqual(await gridDigits(page), givens(GRID1), 'the puzzle is unchanged');
  // A good grid in nine lines replaces the puzzle and clears the error.
  const lines = GRID1.match(/.{9}/g).join('\n');
  await input.fill(lines);
  await page.getByTestId('import').click();
  assert.equal(await page.getByTestId('error').count(), 0);
  // The generator's seed is read like every number: the error beside it, nothing lost.
  await page.getByTestId('seed').fill('-1');
  assert.match(await page.getByTestId('seed-error').textContent(), /^seed \u201c-1\u201d: must be a whole number from 0 to /);
  assert.equal(await page.getByTestId('seed').inputValue(), '-1', 'the typed text is kept');
  await page.getByTestId('seed').fill('12');
  assert.equal(await page.getByTestId('seed-error').count(), 0);
  await page.close();
});

test('import: the worker counts the solutions; a search-only dead end is refused with its reason', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  const input = page.getByTestId('import-input');
  // A proper puzzle has no note; a near-empty grid is loaded with one.
  assert.equal(await page.getByTestId('solutions-note').count(), 0);
  const loose = [...'.'.repeat(81)];
  loose[0] = '1';
  await input.fill(loose.join(''));
  await page.getByTestId('import').click();
  const note = page.getByTestId('solutions-note');
  await note.filter({ hasText: 'more than one solution' }).waitFor();
  // Rows 1 and 2 leave r1c8 and r2c8 only an 8: no clash, no empty cell, no digit
  // without a place, yet no solution (the page's bounded search finds it).
  const dead = [...'1234567..4567123..'.padEnd(36, '.'), ...'.'.repeat(36), ...'.......98'];
  await input.fill(dead.join(''));
  await page.getByTestId('import').click();
  assert.match(await page.getByTestId('error').textContent(), /no solution: .*search finds no way/);
  assert.equal(await input.inputValue(), dead.join(''), 'the typed text is kept');
  assert.deepEqual(errors, []);
  await page.close();
});

test('copy link: a new page opens the same puzzle and settings', async () => {
  const { page } = await openSudoku();
  await page.getByTestId('preset').selectOption('seed001_test1');
  await page.getByTestId('mode-solve').click();
  await page.getByTestId('var').selectOption('degree');
  await page.getByTestId('val').selectOption('lcv');
  await page.getByTestId('inference').selectOption('ac3');
  await page.getByTestId('propagation').selectOption('off');
  await page.getByTestId('speed').fill('30');
  const digits = await gridDigits(page);
  await page.getByTestId('share').click();
  const url = page.url();
  assert.match(url, /#\/sudoku\?/);
  const other = await app.chrome.browser.newPage();
  await other.goto(url);
  await other.getByTestId('sudoku-grid').waitFor();
  assert.deepEqual(await gridDigits(other), digits);
  assert.equal(await other.getByTestId('var').inputValue(), 'degree');
  assert.equal(await other.getByTestId('val').inputValue(), 'lcv');
  assert.equal(await other.getByTestId('inference').inputValue(), 'ac3');
  assert.equal(await other.getByTestId('propagation').inputValue(), 'off');
  assert.equal(await other.getByTestId('speed').inputValue(), '30');
  await other.close();
  await page.close();
});

test('compare: configurations run in the worker and fill the table', async () => {
  const { page, errors } = await openSudoku(`?mode=compare&puzzle=${GRID1}`);
  await page.getByTestId('compare-run').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'Finished' }).waitFor();
  const rows = page.getByTestId('compare-table').locator('tbody tr');
  assert.equal(await rows.count(), 4);
  for (const text of await rows.allTextContents()) {
    assert.match(text, /1\/1/, text);
  }
  assert.equal(await page.getByTestId('compare-csv').isDisabled(), false);
  // A bundled set of 100 hard puzzles is long: Cancel stops it in the worker.
  await page.getByTestId('compare-source').selectOption('forum100');
  await page.getByTestId('compare-run').click();
  await page.getByTestId('compare-progress').filter({ hasText: /Running \d+ of 400/ }).waitFor();
  await page.getByTestId('compare-cancel').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'Cancelled' }).waitFor();
  assert.equal(await page.getByTestId('compare-run').isDisabled(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

test('compare: DLX runs beside the CSP configurations, keeps its switch in the link, and agrees on the solution', async () => {
  const { page, errors } = await openSudoku(`?mode=compare&puzzle=${GRID1}&vars=mrv&dlx=on`);
  assert.equal(await page.getByTestId('cmp-dlx').isChecked(), true);
  assert.match(await page.getByTestId('compare-run').textContent(), /Run 2 solvers/);
  await page.getByTestId('compare-run').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'Finished' }).waitFor();
  const rows = await page.getByTestId('compare-table').locator('tbody tr').allTextContents();
  assert.equal(rows.length, 2);
  assert.match(rows[1], /^DLX \(exact cover\)1\/1/, rows[1]);
  // Switched off, the link says so and the count drops.
  await page.getByTestId('cmp-dlx').uncheck();
  await page.waitForFunction(() => location.hash.includes('dlx=off'));
  assert.match(await page.getByTestId('compare-run').textContent(), /Run 1 solver$/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('generate: a puzzle comes from the worker, the seed moves on, and the page stays usable', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  await page.getByTestId('seed').fill('5');
  await page.getByTestId('generate-medium').click();
  await page.getByTestId('puzzle-source').filter({ hasText: 'generated: medium, seed 5' }).waitFor({ timeout: 60_000 });
  assert.equal(await page.getByTestId('seed').inputValue(), '6');
  assert.equal(await page.getByTestId('generate-status').count(), 0, 'the busy line is gone');
  assert.equal(await page.getByTestId('generate-medium').isDisabled(), false);
  const digits = await gridDigits(page);
  assert.ok(digits.filter((d) => d > 0).length >= 17, 'the new puzzle has givens');
  assert.deepEqual(errors, []);
  await page.close();
});
